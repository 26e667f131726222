//! Tactica's players for the simulator, the benchmarks and the terminal game: a random player, a
//! greedy one, and the built-in opponent ([`super::opponent`]) at each of its levels.
//!
//! The greedy player looks one action ahead: it applies a candidate to a copy of the match, lets
//! every open window close with everyone passing, and scores the result for its seat from public
//! facts and the size of its own hand only (a card it would draw in the copy is never looked at).
//! Moves, which can be many, are scored without a copy by the change of their unit's place value,
//! and only the best few of them are then played out like the other candidates.

use super::abilities::AbilityAction;
use super::action::{Action, CardTarget, PeasantChoice};
use super::legal::Waiting;
use super::map::{Field, Terrain};
use super::opponent::{Level, Opponent};
use super::ruleset::{CardEffect, CardKind};
use super::state::{Decision, Match, Seat, Unit};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    Random,
    Greedy,
    /// The built-in opponent at a level.
    Opponent(Level),
}

impl PlayerKind {
    pub fn name(self) -> &'static str {
        match self {
            PlayerKind::Random => "random",
            PlayerKind::Greedy => "greedy",
            PlayerKind::Opponent(Level::Easy) => "ai:easy",
            PlayerKind::Opponent(Level::Normal) => "ai:normal",
            PlayerKind::Opponent(Level::Hard) => "ai:hard",
        }
    }
}

impl std::fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl serde::Serialize for PlayerKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl std::str::FromStr for PlayerKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "random" => Ok(PlayerKind::Random),
            "greedy" => Ok(PlayerKind::Greedy),
            "ai" | "ai:normal" => Ok(PlayerKind::Opponent(Level::Normal)),
            "ai:easy" => Ok(PlayerKind::Opponent(Level::Easy)),
            "ai:hard" => Ok(PlayerKind::Opponent(Level::Hard)),
            other => Err(format!(
                "no Tactica player '{other}' (there are: random, greedy, ai, ai:easy, ai:normal, ai:hard)"
            )),
        }
    }
}

/// A scripted player with its own seeded randomness.
#[derive(Debug, Clone)]
pub struct ScriptedPlayer {
    pub kind: PlayerKind,
    rng: Pcg64Mcg,
    legal: Vec<Action>,
}

/// How many of the best moves by place value the greedy player plays out on a copy.
const MOVES_PLAYED_OUT: usize = 3;
/// The least gain for which the greedy player acts rather than ends its turn or passes.
const WORTH_ACTING: f64 = 0.25;
/// Score of a match won or lost: beyond anything else.
const DECIDED: f64 = 1.0e6;

impl ScriptedPlayer {
    pub fn new(kind: PlayerKind, seed: u64) -> ScriptedPlayer {
        ScriptedPlayer {
            kind,
            rng: Pcg64Mcg::seed_from_u64(seed),
            legal: Vec::new(),
        }
    }

    /// An action for `seat`, which the match must be waiting for.
    pub fn choose(&mut self, game: &Match, seat: Seat) -> Action {
        game.legal_actions_into(seat, &mut self.legal);
        self.legal.retain(|a| *a != Action::Surrender);
        if self.legal.is_empty() {
            return Action::Surrender;
        }
        match self.kind {
            PlayerKind::Random => self.choose_random(game),
            PlayerKind::Greedy => self.choose_greedy(game, seat),
            PlayerKind::Opponent(level) => Opponent::new(level, self.rng.gen())
                .choose(game, seat)
                .unwrap_or(Action::Surrender),
        }
    }

    /// Any legal action, but the turn ends now and then so that matches move on, and windows
    /// are mostly passed so that the cards are not thrown away on nothing.
    fn choose_random(&mut self, game: &Match) -> Action {
        match game.waiting() {
            Waiting::Turn { .. } if self.rng.gen_ratio(1, 10) => Action::EndTurn,
            Waiting::Window { .. } if self.rng.gen_ratio(9, 10) => Action::Pass,
            _ => self.legal[self.rng.gen_range(0..self.legal.len())],
        }
    }

    fn choose_greedy(&mut self, game: &Match, seat: Seat) -> Action {
        match game.waiting() {
            Waiting::Castle { .. } => self.choose_castle(game, seat),
            Waiting::Decision { .. } => self.answer_decision(game, seat),
            Waiting::Window { .. } => self.react(game, seat),
            Waiting::Turn { .. } => self.take_turn(game, seat),
            Waiting::Over => Action::Surrender,
        }
    }

    /// The castle farthest from the enemies' castles (any castle when none is taken yet).
    fn choose_castle(&mut self, game: &Match, seat: Seat) -> Action {
        let board = game.board();
        let enemy_citadels: Vec<Field> = (0..board.castles.len())
            .filter(|&c| {
                game.castle_owner(c)
                    .is_some_and(|o| !game.friendly(o, seat))
            })
            .map(|c| board.castles[c].citadel)
            .collect();
        let mut best = Vec::new();
        let mut best_distance = 0;
        for action in &self.legal {
            let Action::ChooseCastle { castle } = *action else {
                continue;
            };
            let Some(index) = board.castle_by_id(castle) else {
                continue;
            };
            let citadel = board.castles[index].citadel;
            let distance = enemy_citadels
                .iter()
                .map(|&e| board.distance(citadel, e))
                .min()
                .unwrap_or(0);
            if best.is_empty() || distance > best_distance {
                best.clear();
                best_distance = distance;
            }
            if distance == best_distance {
                best.push(*action);
            }
        }
        if best.is_empty() {
            return self.legal[0];
        }
        best[self.rng.gen_range(0..best.len())]
    }

    fn answer_decision(&mut self, game: &Match, seat: Seat) -> Action {
        let Some(decision) = game.decision().copied() else {
            return self.legal[0];
        };
        match decision {
            Decision::DiscardToDraw { .. } | Decision::DiscardChosen { .. } => {
                // The card that helps least goes.
                let hand = &game.player(seat).hand;
                let worst = hand
                    .iter()
                    .copied()
                    .min_by_key(|&c| card_worth(game, c))
                    .unwrap_or(0);
                Action::Discard { card: worst }
            }
            Decision::Intelligence { target, .. } => {
                let steal = game.player(target).gold > 0 || game.player(target).hand.is_empty();
                Action::Intelligence { steal }
            }
            Decision::Peasant { .. } => {
                // A free Peasant is a free unit.
                self.legal
                    .iter()
                    .copied()
                    .find(|a| {
                        matches!(
                            a,
                            Action::Peasant {
                                choice: PeasantChoice::Place { .. }
                            }
                        )
                    })
                    .unwrap_or(Action::Peasant {
                        choice: PeasantChoice::None,
                    })
            }
            // The draft: any open Empire, each as likely (a scripted player has no favourite),
            // then any of Media's cheaper types.
            Decision::BanEmpire { .. } | Decision::PickEmpire { .. } => {
                let empire_of = |a: &Action| match *a {
                    Action::BanEmpire { empire } | Action::PickEmpire { empire, .. } => {
                        Some(empire)
                    }
                    _ => None,
                };
                let mut empires: Vec<u8> = self.legal.iter().filter_map(empire_of).collect();
                empires.dedup();
                let Some(&empire) = empires.get(self.rng.gen_range(0..empires.len().max(1))) else {
                    return self.legal[0];
                };
                let choices: Vec<Action> = self
                    .legal
                    .iter()
                    .copied()
                    .filter(|a| empire_of(a) == Some(empire))
                    .collect();
                choices[self.rng.gen_range(0..choices.len())]
            }
            // The richest opponent loses the gold; a drawn card is shown for gold; a card
            // worth taking is taken.
            Decision::Theft { .. } => self
                .legal
                .iter()
                .copied()
                .max_by_key(|a| match a {
                    Action::Ability {
                        ability: AbilityAction::Theft { target },
                    } => game.player(*target).gold,
                    _ => i32::MIN,
                })
                .unwrap_or(self.legal[0]),
            // The optional abilities by the position each answer leaves (a tie: the first
            // listed, the usual way).
            Decision::FreePeasant { .. }
            | Decision::Capture { .. }
            | Decision::EyesAndEars { .. }
            | Decision::Evasion { .. }
            | Decision::Rebirth { .. } => {
                let targets = target_citadels(game, seat);
                let mut best = (self.legal[0], f64::NEG_INFINITY);
                for &action in &self.legal {
                    if action == Action::Surrender {
                        continue;
                    }
                    let value = score_after(game, seat, &targets, action);
                    if value > best.1 {
                        best = (action, value);
                    }
                }
                best.0
            }
            Decision::Patent { .. } => AbilityAction::Patent { show: true }.into(),
            Decision::Counterattack { .. } => AbilityAction::Counterattack { take: true }.into(),
            Decision::PlayOrder { .. } => Action::PlayFirst {
                first: self.rng.gen_range(0..2) == 0,
            },
            Decision::PortFee { .. } => Action::PortFee { pay: true },
            Decision::Peek { .. } => Action::PeekDecision { bottom: false },
            Decision::GiveCastle { .. } => {
                // To the member with the fewest castles: an ally with none is close to being out.
                self.legal
                    .iter()
                    .copied()
                    .min_by_key(|a| match a {
                        Action::GiveCastle { to } => (game.castles_of(*to), *to != seat),
                        _ => (usize::MAX, true),
                    })
                    .unwrap_or(self.legal[0])
            }
        }
    }

    /// In a window: a card only when a combat of its own (or an ally's) unit is pending and the
    /// card turns it to the better by more than the card is worth; else pass.
    fn react(&mut self, game: &Match, seat: Seat) -> Action {
        let Some(combat) = game.combat() else {
            return Action::Pass;
        };
        let involved = game.friendly(combat.attacker_owner, seat)
            || game.friendly(combat.defender_owner, seat);
        if !involved {
            return Action::Pass;
        }
        let candidates: Vec<Action> = self
            .legal
            .iter()
            .copied()
            .filter(|a| match a {
                Action::PlayCard { target, .. } => match *target {
                    CardTarget::Unit { .. }
                    | CardTarget::Reinforce { .. }
                    | CardTarget::StackCard { .. } => true,
                    // Pushing one of the two combatants can break the combat.
                    CardTarget::Push { field, .. } => {
                        field == combat.attacker_field || field == combat.defender_field
                    }
                    CardTarget::Player { .. } => false,
                },
                _ => false,
            })
            .collect();
        if candidates.is_empty() {
            return Action::Pass;
        }
        let targets = target_citadels(game, seat);
        let pass = score_after(game, seat, &targets, Action::Pass);
        let mut best = (Action::Pass, pass + WORTH_ACTING);
        for action in candidates {
            let value = score_after(game, seat, &targets, action);
            if value > best.1 {
                best = (action, value);
            }
        }
        best.0
    }

    fn take_turn(&mut self, game: &Match, seat: Seat) -> Action {
        let targets = target_citadels(game, seat);
        let base = score(game, seat, &targets);
        let mut moves: Vec<(f64, Action)> = Vec::new();
        let mut best = (Action::EndTurn, WORTH_ACTING);
        for &action in &self.legal {
            match action {
                Action::EndTurn => {}
                Action::Move { unit, path, .. } => {
                    if let Some(to) = path.last() {
                        moves.push((move_gain(game, seat, &targets, unit, to), action));
                    }
                }
                Action::PeekTemple => {
                    // Free; it only shows a card.
                    if best.1 < 1.0 {
                        best = (action, 1.0);
                    }
                }
                _ => {
                    let gain = score_after(game, seat, &targets, action) - base;
                    if gain > best.1 {
                        best = (action, gain);
                    }
                }
            }
        }
        // The best few moves by place value, played out: a move may trigger a conquest.
        moves.sort_by(|a, b| b.0.total_cmp(&a.0));
        for &(cheap, action) in moves.iter().take(MOVES_PLAYED_OUT) {
            if cheap <= 0.0 && cheap < best.1 - 5.0 {
                break;
            }
            let gain = score_after(game, seat, &targets, action) - base;
            if gain > best.1 {
                best = (action, gain);
            }
        }
        best.0
    }
}

/// The Citadels of the castles the greedy player's side does not own, as the match stands when it
/// chooses. Places are valued by the distance to these even in a copy where one was just taken:
/// else taking a castle would look like a loss, every unit near it suddenly far from the next.
pub(crate) fn target_citadels(game: &Match, seat: Seat) -> Vec<Field> {
    let board = game.board();
    (0..board.castles.len())
        .filter(|&c| !game.castle_owner(c).is_some_and(|o| game.friendly(o, seat)))
        .map(|c| board.castles[c].citadel)
        .collect()
}

/// How much a card helps in the greedy player's hands (which to keep when one must go).
pub(crate) fn card_worth(game: &Match, card: CardKind) -> i32 {
    match game.rules().card(card).effect {
        CardEffect::PoisonedBlade => 9,
        CardEffect::CombatBonus { attack, defense } => 3 + 2 * (attack + defense),
        CardEffect::Reflex => 6,
        CardEffect::Intuition => 5,
        CardEffect::Reinforcements { .. } => 4,
        CardEffect::SwordsToPloughs { .. } => 5,
        CardEffect::FreshHorses => 3,
        CardEffect::Intelligence { .. } => 3,
        CardEffect::ForcedMarch => 2,
    }
}

/// Applies `action` to a copy and lets every open window close with everyone passing; the
/// score of what follows. A decision that comes up ends the play-out where it stands.
fn score_after(game: &Match, seat: Seat, targets: &[Field], action: Action) -> f64 {
    let mut copy = game.clone();
    let mut events = Vec::new();
    copy.apply_unchecked(seat, &action, &mut events);
    for _ in 0..256 {
        let Waiting::Window { seats } = copy.waiting() else {
            break;
        };
        let Some(&first) = seats.first() else {
            break;
        };
        events.clear();
        copy.apply_unchecked(first, &Action::Pass, &mut events);
    }
    score(&copy, seat, targets)
}

/// A unit's worth as material: what it costs, a wagon under it included.
pub(crate) fn unit_worth(game: &Match, unit: &Unit) -> f64 {
    let rules = game.rules();
    let kind = rules.unit(unit.kind);
    // Part price, part what it does: a tier-4 Archer costs twice a Heavy Infantry but dies to
    // anything that reaches it.
    0.5 * rules.unit_cost(unit.kind, unit.tier) as f64
        + rules.base_attack(unit.kind, unit.tier) as f64
        + 1.5 * kind.defense as f64
        + 0.5 * kind.movement as f64
}

/// The worth of the greedy player's side of a match, from public facts and its own hand size.
pub(crate) fn score(game: &Match, seat: Seat, targets: &[Field]) -> f64 {
    if let Some(outcome) = game.outcome() {
        return if outcome.winners.contains(&seat) {
            DECIDED
        } else {
            -DECIDED
        };
    }
    let me = game.player(seat);
    if !me.alive {
        return -DECIDED;
    }
    let board = game.board();
    let mut total = me.gold as f64;
    // The first cards in hand are worth a little more than their price; more are worth less.
    let cards = me.hand.len() as f64;
    total += 5.5 * cards.min(3.0) + 2.0 * (cards - 3.0).max(0.0);
    total += 10.0 * me.conquered.count_ones() as f64;
    for castle in 0..board.castles.len() {
        match game.castle_owner(castle) {
            Some(owner) if owner == seat => total += 60.0,
            Some(owner) if !game.friendly(owner, seat) => total -= 25.0,
            _ => {}
        }
    }
    if game.temple_owner() == Some(seat) {
        total += 8.0;
    }
    total += 6.0 * game.ports_of(seat) as f64;
    let wagon_cost = game.rules().wagon.cost as f64;
    for field in board.fields() {
        let wagon = game.wagon(field);
        match game.unit(field) {
            Some(unit) if unit.owner == seat => {
                total +=
                    1.3 * unit_worth(game, unit) + place_value(game, seat, targets, unit, field);
                if wagon.is_some() {
                    total += 0.8 * wagon_cost;
                }
            }
            Some(unit) if !game.friendly(unit.owner, seat) => {
                total -= unit_worth(game, unit) + threat(game, seat, field);
                if wagon.is_some() {
                    total -= 0.5 * wagon_cost;
                }
            }
            Some(_) => {}
            None => match wagon {
                Some(owner) if owner == seat => total += 0.6 * wagon_cost,
                Some(owner) if !game.friendly(owner, seat) => total -= 0.4 * wagon_cost,
                _ => {}
            },
        }
    }
    total
}

/// What an enemy unit on `field` threatens: the greedy player's castles it stands in or near.
fn threat(game: &Match, seat: Seat, field: Field) -> f64 {
    let board = game.board();
    let mut worst = 0.0f64;
    for (index, castle) in board.castles.iter().enumerate() {
        if game.castle_owner(index) != Some(seat) {
            continue;
        }
        let distance = board.distance(field, castle.citadel);
        let danger = match distance {
            0 | 1 => 12.0,
            2 => 5.0,
            3 => 2.0,
            _ => 0.0,
        };
        worst = worst.max(danger);
    }
    worst
}

/// How good a place `field` is for the greedy player's `unit`: near the castles it does not own
/// (on their Keeps above all), on fields that pay, and not next to a stronger enemy.
pub(crate) fn place_value(
    game: &Match,
    seat: Seat,
    targets: &[Field],
    unit: &Unit,
    field: Field,
) -> f64 {
    let board = game.board();
    let terrain = board.terrain(field);
    let mut value = 0.0;
    let nearest = targets
        .iter()
        .map(|&citadel| board.distance(field, citadel))
        .min()
        .unwrap_or(u32::MAX);
    if nearest != u32::MAX {
        // Closer to a castle to take is better; on its Keep (distance 1) best of all.
        value += 1.5 * (20.0 - nearest.min(20) as f64);
        if nearest == 1 {
            value += 12.0;
        }
    }
    if terrain == Terrain::Keep {
        if let Some(castle) = board.castle_of_keep(field) {
            if game.castle_owner(castle) == Some(seat) {
                // Defending one's own castle is worth a little.
                value += 2.0;
            }
        }
    }
    if terrain.pays_unit_income() {
        value += 1.0;
    }
    // Standing next to an enemy that would win the fight.
    let defense = game.rules().unit(unit.kind).defense + i32::from(unit.mountain_token);
    let strength = |f: Field| game.unit_strength(f).map(|s| s.0).unwrap_or(0);
    for next in board.neighbours(field) {
        if let Some(enemy) = game.unit(next) {
            if !game.friendly(enemy.owner, unit.owner) && strength(next) >= defense {
                value -= 0.5 * unit_worth(game, unit);
                break;
            }
        }
    }
    value
}

/// A move's gain without playing it out: the change of its unit's place value, and what the
/// field it ends on pays or costs on arrival.
pub(crate) fn move_gain(
    game: &Match,
    seat: Seat,
    targets: &[Field],
    from: Field,
    to: Field,
) -> f64 {
    let Some(unit) = game.unit(from) else {
        return f64::MIN;
    };
    // A Port Centre whose fee cannot be paid sends the unit back, its points spent (T34).
    let fee = game.rules().economy.port_fee;
    if game.board().terrain(to) == Terrain::PortCentre && game.spendable(seat) < fee {
        return f64::MIN;
    }
    let before = place_value(game, seat, targets, unit, from);
    let after = place_value(game, seat, targets, unit, to);
    let mut gain = after - before;
    match game.board().terrain(to) {
        Terrain::Village => gain += game.rules().economy.village_loot as f64,
        Terrain::PortCentre => gain += 6.0 - game.rules().economy.port_fee as f64,
        Terrain::Temple if game.temple_owner() != Some(seat) => gain += 8.0,
        _ => {}
    }
    match game.board().terrain(from) {
        Terrain::PortCentre => gain -= 6.0,
        Terrain::Temple => gain -= 8.0,
        _ => {}
    }
    gain
}
