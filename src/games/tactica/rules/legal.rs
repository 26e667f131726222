//! Who must act, what they may do (`legal_actions`), and the checked `apply` that refuses anything
//! else with a typed error and leaves the match unchanged.

use super::abilities::AbilityAction;
use super::action::{Action, CardTarget, Path, PeasantChoice, Recruit};
use super::empires::EmpireKind;
use super::event::Event;
use super::map::{Field, Terrain};
use super::moves::PathError;
use super::ruleset::{AttackType, CardEffect, MovementMode, Timing, UnitKind};
use super::state::{Decision, Item, Match, Seat};

/// Who the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "waiting", rename_all = "snake_case")]
pub enum Waiting {
    /// The first step of a first turn: choose a castle (T8).
    Castle {
        seat: Seat,
    },
    /// The player on turn, to take a regular action or end the turn.
    Turn {
        seat: Seat,
    },
    /// A reaction window: these players may react or pass (T77, T79).
    Window {
        seats: Vec<Seat>,
    },
    /// One player must answer a decision.
    Decision {
        seat: Seat,
    },
    Over,
}

impl Waiting {
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            Waiting::Castle { seat } | Waiting::Turn { seat } | Waiting::Decision { seat } => {
                vec![*seat]
            }
            Waiting::Window { seats } => seats.clone(),
            Waiting::Over => Vec::new(),
        }
    }

    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Waiting::Castle { seat: s }
            | Waiting::Turn { seat: s }
            | Waiting::Decision { seat: s } => *s == seat,
            Waiting::Window { seats } => seats.contains(&seat),
            Waiting::Over => false,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the match is over")]
    GameOver,
    #[error("no player sits in seat {0}")]
    NoSuchSeat(Seat),
    #[error("that player is out of the match")]
    Eliminated,
    #[error("it is not your move")]
    NotYourMove,
    #[error("this was chosen on an older state of the match; look again")]
    Stale,
    #[error("that move is not possible: {0}")]
    BadPath(PathError),
    #[error("that is not possible now")]
    NotLegal,
}

impl Match {
    pub fn waiting(&self) -> Waiting {
        if self.s.outcome.is_some() {
            return Waiting::Over;
        }
        if let Some(d) = self.s.decisions.first() {
            return Waiting::Decision { seat: d.seat() };
        }
        if !self.s.stack.is_empty() {
            let mask = self.eligible() & !self.s.passed;
            let seats = (0..self.s.setup.players)
                .filter(|&s| mask & (1 << s) != 0)
                .collect();
            return Waiting::Window { seats };
        }
        let seat = self.active();
        if !self.s.players[seat as usize].started {
            Waiting::Castle { seat }
        } else {
            Waiting::Turn { seat }
        }
    }

    /// Checks and applies an action of `seat`. On refusal nothing changes.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        self.apply_unchecked(seat, action, &mut events);
        Ok(events)
    }

    /// Checks an action chosen against `version` (stale clicks are refused).
    pub fn apply_at(
        &mut self,
        seat: Seat,
        version: u64,
        action: &Action,
    ) -> Result<Vec<Event>, RuleError> {
        if version != self.s.version {
            return Err(RuleError::Stale);
        }
        self.apply(seat, action)
    }

    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.s.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if seat >= self.s.setup.players {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if *action == Action::Conclude {
            // Only a seat that is out applies it: a seat still in play ends nothing this way.
            return if self.s.players[seat as usize].alive {
                Err(RuleError::NotLegal)
            } else {
                Ok(())
            };
        }
        if !self.s.players[seat as usize].alive {
            return Err(RuleError::Eliminated);
        }
        if *action == Action::Surrender {
            return Ok(());
        }
        let waiting = self.waiting();
        if !waiting.includes(seat) {
            return Err(RuleError::NotYourMove);
        }
        // End turn is listed on every turn of the seat and Pass in every window waiting for it,
        // and neither anywhere else: they are checked without listing every action.
        let open = match action {
            Action::EndTurn => Some(matches!(waiting, Waiting::Turn { .. })),
            Action::Pass => Some(matches!(waiting, Waiting::Window { .. })),
            _ => None,
        };
        if let Some(open) = open {
            return if open {
                Ok(())
            } else {
                Err(RuleError::NotLegal)
            };
        }
        if let Action::Move {
            unit,
            path,
            leave_wagon,
        } = action
        {
            if !matches!(waiting, Waiting::Turn { .. }) || !self.board.contains(*unit) {
                return Err(RuleError::NotLegal);
            }
            let u = self.unit(*unit).ok_or(RuleError::NotLegal)?;
            if u.owner != seat || !self.can_act(u) {
                return Err(RuleError::NotLegal);
            }
            return self
                .check_path(seat, *unit, path, *leave_wagon)
                .map(|_| ())
                .map_err(RuleError::BadPath);
        }
        if self.legal_actions(seat).contains(action) {
            Ok(())
        } else {
            Err(RuleError::NotLegal)
        }
    }

    /// Can this unit (of the player on turn) still move or attack (T27, T56)?
    fn can_act(&self, u: &super::state::Unit) -> bool {
        !u.fatigued && !self.finished(u)
    }

    /// Every action `seat` may take now. Moves are listed once per destination, by the cheapest
    /// path (T26); `apply` accepts any valid path.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.s.outcome.is_some()
            || seat >= self.s.setup.players
            || !self.s.players[seat as usize].alive
        {
            return;
        }
        match self.waiting() {
            Waiting::Over => return,
            Waiting::Decision { seat: s } if s == seat => self.decision_actions(out),
            Waiting::Window { seats } if seats.contains(&seat) => {
                out.push(Action::Pass);
                self.reaction_actions(seat, out);
            }
            Waiting::Castle { seat: s } if s == seat => {
                out.extend(
                    self.castle_choices(seat)
                        .into_iter()
                        .map(|castle| Action::ChooseCastle { castle }),
                );
            }
            Waiting::Turn { seat: s } if s == seat => self.turn_actions(seat, out),
            _ => {}
        }
        out.push(Action::Surrender);
    }

    /// The Empires still open in the draft: neither banned nor picked (T7).
    pub fn open_empires(&self) -> impl Iterator<Item = EmpireKind> + '_ {
        (0..self.rules.empires.len() as EmpireKind).filter(|e| {
            !self.s.banned.contains(e) && !self.s.players.iter().any(|p| p.empire == Some(*e))
        })
    }

    fn decision_actions(&self, out: &mut Vec<Action>) {
        let Some(d) = self.s.decisions.first() else {
            return;
        };
        match *d {
            Decision::DiscardToDraw { seat, .. } => {
                self.discards(seat, out);
                self.plays_before_draw(seat, out);
            }
            Decision::DiscardChosen { seat } => self.discards(seat, out),
            Decision::Intelligence { target, .. } => {
                out.push(Action::Intelligence { steal: true });
                if !self.s.players[target as usize].hand.is_empty() {
                    out.push(Action::Intelligence { steal: false });
                }
            }
            Decision::Peasant { seat, field } => {
                out.push(Action::Peasant {
                    choice: PeasantChoice::None,
                });
                out.extend(
                    self.peasant_choices(seat, field)
                        .into_iter()
                        .map(|choice| Action::Peasant { choice }),
                );
            }
            Decision::PortFee { .. } => {
                out.push(Action::PortFee { pay: true });
                out.push(Action::PortFee { pay: false });
            }
            Decision::Peek { .. } => {
                out.push(Action::PeekDecision { bottom: false });
                out.push(Action::PeekDecision { bottom: true });
            }
            Decision::BanEmpire { .. } => {
                out.extend(
                    self.open_empires()
                        .map(|empire| Action::BanEmpire { empire }),
                );
            }
            Decision::PickEmpire { .. } => {
                for empire in self.open_empires() {
                    let choices = self.rules.cheaper_choices(empire);
                    if choices.is_empty() {
                        out.push(Action::PickEmpire {
                            empire,
                            cheaper: None,
                        });
                    }
                    out.extend(choices.into_iter().map(|c| Action::PickEmpire {
                        empire,
                        cheaper: Some(c),
                    }));
                }
            }
            Decision::PlayOrder { .. } => {
                out.push(Action::PlayFirst { first: true });
                out.push(Action::PlayFirst { first: false });
            }
            Decision::Theft { seat } => {
                out.extend(
                    self.theft_targets(seat)
                        .into_iter()
                        .map(|target| Action::from(AbilityAction::Theft { target })),
                );
            }
            Decision::Patent { .. } => {
                out.push(AbilityAction::Patent { show: true }.into());
                out.push(AbilityAction::Patent { show: false }.into());
            }
            Decision::Counterattack { .. } => {
                out.push(AbilityAction::Counterattack { take: true }.into());
                out.push(AbilityAction::Counterattack { take: false }.into());
            }
            Decision::FreePeasant { seat, castle, why } => {
                let keeps = self.free_peasant_keeps(seat, castle.map(usize::from));
                let declined = why.optional() || keeps.is_empty();
                out.extend(
                    keeps
                        .into_iter()
                        .map(|keep| Action::from(AbilityAction::FreePeasant { keep: Some(keep) })),
                );
                if declined {
                    out.push(AbilityAction::FreePeasant { keep: None }.into());
                }
            }
            Decision::Capture { seat, loser, .. } => {
                out.extend(
                    self.capture_choices(seat, loser)
                        .into_iter()
                        .map(|unit| Action::from(AbilityAction::Capture { unit })),
                );
            }
            Decision::EyesAndEars { seat } => {
                out.extend(
                    (0..=self.eyes_and_ears_most(seat))
                        .rev()
                        .map(|cards| Action::from(AbilityAction::TakeIntelligence { cards })),
                );
            }
            Decision::Evasion { .. } => {
                out.push(AbilityAction::Evade { evade: true }.into());
                out.push(AbilityAction::Evade { evade: false }.into());
            }
            Decision::Rebirth { field, .. } => {
                let enemy = self.s.combat.map_or(field, |c| {
                    let attacker = self.locate(c.attacker).unwrap_or(c.attacker_field);
                    if attacker == field {
                        c.defender_field
                    } else {
                        attacker
                    }
                });
                out.extend(
                    self.rise_choices(field, enemy)
                        .into_iter()
                        .map(|to| Action::from(AbilityAction::Rebirth { to: Some(to) })),
                );
                out.push(AbilityAction::Rebirth { to: None }.into());
            }
            Decision::GiveCastle { side, .. } => {
                for s in 0..self.s.setup.players {
                    let p = &self.s.players[s as usize];
                    if p.team == side && p.alive {
                        out.push(Action::GiveCastle { to: s });
                    }
                }
            }
        }
    }

    fn discards(&self, seat: Seat, out: &mut Vec<Action>) {
        let mut hand = self.s.players[seat as usize].hand.clone();
        hand.sort_unstable();
        hand.dedup();
        out.extend(hand.into_iter().map(|card| Action::Discard { card }));
    }

    /// The cards `seat` could play at this moment, were no draw waiting (T65: "play or discard
    /// one AC … before drawing"): a regular-action card while its turn goes on with nothing on
    /// the stack (a card bought, a castle conquered), a reaction while a window is open on the
    /// stack (Counterattack, Eyes and Ears). At the end of a turn (the Temple's draws) none.
    fn plays_before_draw(&self, seat: Seat, out: &mut Vec<Action>) {
        let mut without = self.clone();
        without.s.decisions.remove(0);
        let open = match without.waiting() {
            Waiting::Turn { seat: s } => s == seat && !without.s.pending_next_turn,
            Waiting::Window { seats } => seats.contains(&seat),
            _ => false,
        };
        if !open {
            return;
        }
        let mut plays = Vec::new();
        without.legal_actions_into(seat, &mut plays);
        out.extend(
            plays
                .into_iter()
                .filter(|a| matches!(a, Action::PlayCard { .. })),
        );
    }

    /// The price of a recruit here, and whether it is a Docks recruit; None if not allowed (T48, T54, T55).
    pub fn recruit_price(&self, seat: Seat, what: Recruit, field: Field) -> Option<(i32, bool)> {
        self.recruit_price_with(seat, what, field, |kind| self.tokens_left(seat, kind))
    }

    /// [`Match::recruit_price`] with the seat's tokens left per type (`None`: wagons) given by
    /// `tokens_left`, for a caller that counted them once for many fields.
    fn recruit_price_with(
        &self,
        seat: Seat,
        what: Recruit,
        field: Field,
        tokens_left: impl Fn(Option<UnitKind>) -> usize,
    ) -> Option<(i32, bool)> {
        if !self.board.contains(field) {
            return None;
        }
        let terrain = self.terrain(field);
        let docks = match terrain {
            Terrain::Keep => {
                let castle = self.board.castle_of_keep(field)?;
                if self.s.castle_owner[castle] != Some(seat) {
                    return None;
                }
                false
            }
            Terrain::Docks => {
                let port = self.board.port_of(field)?;
                if !self.docks_open(seat, port) {
                    return None;
                }
                true
            }
            _ => return None,
        };
        let (cost, kind) = match what {
            Recruit::Wagon => {
                // Empty, or under the owner's infantry (T48).
                if self.wagon(field).is_some() {
                    return None;
                }
                if let Some(u) = self.unit(field) {
                    if u.owner != seat || self.rules.unit(u.kind).mode != MovementMode::Infantry {
                        return None;
                    }
                }
                let own = self.rules_of(seat);
                if !own.may_recruit(None) {
                    return None;
                }
                (own.wagon.cost, None)
            }
            Recruit::Chariot => {
                // Like a War Wagon (T99), from its own stash.
                if self.wagon(field).is_some() || self.chariots_left(seat) == 0 {
                    return None;
                }
                if let Some(u) = self.unit(field) {
                    if u.owner != seat || self.rules.unit(u.kind).mode != MovementMode::Infantry {
                        return None;
                    }
                }
                let cost = self.rules.chariot.as_ref()?.cost;
                return self.priced(seat, cost, docks);
            }
            Recruit::Unit { kind, tier } => {
                let own = self.rules_of(seat);
                if kind as usize >= own.units.len() || !own.may_recruit(Some(kind)) {
                    return None;
                }
                let unit = self.rules.unit(kind);
                let tier_ok = if unit.tiered() {
                    (1..=unit.tiers).contains(&tier)
                } else {
                    tier == 1
                };
                if !tier_ok || self.unit(field).is_some() {
                    return None;
                }
                if let Some(owner) = self.wagon(field) {
                    if owner != seat || unit.mode != MovementMode::Infantry {
                        return None;
                    }
                }
                (own.unit_cost(kind, tier), Some(kind))
            }
        };
        if tokens_left(kind) == 0 {
            return None;
        }
        self.priced(seat, cost, docks)
    }

    /// A recruit's price here (the Docks discount after the standard cost, T82), if `seat` can
    /// pay it.
    fn priced(&self, seat: Seat, cost: i32, docks: bool) -> Option<(i32, bool)> {
        let cost = if docks {
            (cost - self.ports_of(seat) as i32).max(1)
        } else {
            cost
        };
        (self.spendable(seat) >= cost).then_some((cost, docks))
    }

    /// T35, T55: held since before this turn, no enemy on its Docks, under the per-turn limit.
    fn docks_open(&self, seat: Seat, port: usize) -> bool {
        let p = &self.board.ports[port];
        let held = self.unit(p.centre).is_some_and(|u| u.owner == seat)
            && self.s.port_since[port] < self.s.turn;
        // PLAN on a Port Centre: one more Docks recruit (T97).
        let limit = self.ports_of(seat) + self.plans_on(seat, Terrain::PortCentre).min(1);
        held && (self.s.players[seat as usize].docks_recruits as usize) < limit
            && !p
                .docks
                .iter()
                .any(|&d| self.unit(d).is_some_and(|u| !self.friendly(u.owner, seat)))
    }

    fn turn_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let player = &self.s.players[seat as usize];
        // Moves and attacks.
        let mut paths = Vec::new();
        for from in 0..self.s.units.len() as Field {
            let Some(u) = self.s.units[from as usize] else {
                continue;
            };
            if u.owner != seat || !self.can_act(&u) {
                continue;
            }
            paths.clear();
            self.reachable(from, &mut paths);
            out.extend(paths.iter().map(|&(path, leave_wagon)| Action::Move {
                unit: from,
                path,
                leave_wagon,
            }));
            if !u.combat_used {
                self.attack_targets(from, &u, out);
            }
        }
        // Recruits.
        let mut fields: Vec<Field> = Vec::new();
        for (index, castle) in self.board.castles.iter().enumerate() {
            if self.s.castle_owner[index] == Some(seat) {
                fields.extend(castle.keeps);
            }
        }
        for (index, port) in self.board.ports.iter().enumerate() {
            if self.docks_open(seat, index) {
                fields.extend(port.docks.iter().copied());
            }
        }
        // What no field can allow is skipped before the full check: a type with no token left,
        // a price above the gold even with the best Docks discount, a field with a unit on it.
        // The tokens left are counted once (per type, then wagons), not once per field.
        let kinds = self.rules.units.len() as u8;
        let mut open_kinds = 0u32;
        let mut stash: Vec<usize> = Vec::new();
        if !fields.is_empty() {
            stash = (0..kinds)
                .map(Some)
                .chain([None])
                .map(|kind| self.tokens_left(seat, kind))
                .collect();
            let own = self.rules_of(seat);
            for kind in 0..kinds {
                if stash[usize::from(kind)] > 0 && own.may_recruit(Some(kind)) {
                    open_kinds |= 1 << kind;
                }
            }
        }
        let tokens_left =
            |kind: Option<UnitKind>| stash[kind.map_or(usize::from(kinds), usize::from)];
        let discount = self.ports_of(seat) as i32;
        let gold = self.spendable(seat);
        for &field in &fields {
            let occupied = self.unit(field).is_some();
            for kind in 0..kinds {
                if occupied || open_kinds & (1 << kind) == 0 {
                    continue;
                }
                let tiers = self.rules.unit(kind).tiers.max(1);
                for tier in 1..=tiers {
                    if (self.rules_of(seat).unit_cost(kind, tier) - discount).max(1) > gold {
                        continue;
                    }
                    let what = Recruit::Unit { kind, tier };
                    if self
                        .recruit_price_with(seat, what, field, tokens_left)
                        .is_some()
                    {
                        out.push(Action::Recruit { what, field });
                    }
                }
            }
            for what in [Recruit::Wagon, Recruit::Chariot] {
                if self
                    .recruit_price_with(seat, what, field, tokens_left)
                    .is_some()
                {
                    out.push(Action::Recruit { what, field });
                }
            }
        }
        if (player.cards_bought as u32) < self.rules.card_rules.buys_per_turn as u32
            && self.spendable(seat) >= self.rules_of(seat).card_rules.price
            && !(self.s.deck.is_empty() && self.s.discard.is_empty())
        {
            out.push(Action::BuyCard);
        }
        // Regular-action cards (none after Terror, T93).
        let mut hand = if self.s.terror_turn == self.s.turn {
            Vec::new()
        } else {
            player.hand.clone()
        };
        hand.sort_unstable();
        hand.dedup();
        for card in hand {
            let kind = self.rules.card(card);
            if kind.timing != Timing::Regular {
                continue;
            }
            match kind.effect {
                CardEffect::FreshHorses => {
                    for f in 0..self.s.units.len() as Field {
                        if self
                            .unit(f)
                            .is_some_and(|u| self.friendly(u.owner, seat) && !u.fatigued)
                        {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Unit { field: f },
                            });
                        }
                    }
                }
                CardEffect::SwordsToPloughs { .. } => {
                    for f in 0..self.s.units.len() as Field {
                        if self.unit(f).is_some() {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Unit { field: f },
                            });
                        }
                    }
                }
                CardEffect::Intelligence { .. } => {
                    for s in 0..self.s.setup.players {
                        if self.s.players[s as usize].alive && !self.friendly(s, seat) {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Player { seat: s },
                            });
                        }
                    }
                }
                _ => {}
            }
        }
        if self.temple_owner() == Some(seat) && !player.peeked && !self.s.deck.is_empty() {
            out.push(Action::PeekTemple);
        }
        self.ability_turn_actions(seat, out);
        out.push(Action::EndTurn);
    }

    /// T28, T39: melee needs a point left and an adjacent target; ranged reaches by distance.
    fn attack_targets(&self, from: Field, u: &super::state::Unit, out: &mut Vec<Action>) {
        let unit_type = self.rules.unit(u.kind);
        let hostile = |f: Field| -> bool { self.attackable(u, f) };
        match unit_type.attack_type {
            AttackType::Melee => {
                let driving = self.wagon(from).is_some();
                let points = u.mp + if driving { u.wagon_mp } else { 0 };
                // Advancing would carry a wagon bought this turn with fatigue (T53).
                if points == 0 || (driving && self.wagon_fatigued(from)) {
                    return;
                }
                for target in self.board.neighbours(from) {
                    if hostile(target) {
                        out.push(Action::Attack { unit: from, target });
                    }
                }
            }
            AttackType::Ranged => {
                let range = self.rules.range(u.kind, u.tier) as u32;
                for target in 0..self.s.units.len() as Field {
                    if target != from
                        && (self.s.units[target as usize].is_some()
                            || self.s.wagons[target as usize].is_some())
                        && hostile(target)
                        && self.board.distance(from, target) <= range
                    {
                        out.push(Action::Attack { unit: from, target });
                    }
                }
            }
        }
    }

    fn reaction_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.ability_reactions(seat, out);
        // No Action card after Terror until the turn ends (T93).
        let mut hand = if self.s.terror_turn == self.s.turn {
            Vec::new()
        } else {
            self.s.players[seat as usize].hand.clone()
        };
        hand.sort_unstable();
        hand.dedup();
        let combat = self.s.combat;
        for card in hand {
            let kind = self.rules.card(card);
            if kind.timing != Timing::Reaction {
                continue;
            }
            match kind.effect {
                CardEffect::CombatBonus { .. } | CardEffect::PoisonedBlade | CardEffect::Reflex => {
                    // T68: on one of the two units of a pending combat, friendly to the player.
                    let Some(c) = combat else { continue };
                    for (id, field) in [
                        (Some(c.attacker), c.attacker_field),
                        (c.defender, c.defender_field),
                    ] {
                        if let (Some(id), Some(u)) = (id, self.unit(field)) {
                            if u.id == id && self.friendly(u.owner, seat) {
                                out.push(Action::PlayCard {
                                    card,
                                    target: CardTarget::Unit { field },
                                });
                            }
                        }
                    }
                }
                CardEffect::Reinforcements { .. } => {
                    let Some(c) = combat else { continue };
                    let Some(d) = self.unit(c.defender_field) else {
                        continue;
                    };
                    if Some(d.id) != c.defender || !self.friendly(d.owner, seat) {
                        continue;
                    }
                    // The Light Infantry is recruited (T56): a token, and no Empire's ban.
                    let li = self.may_place(seat, self.rules.light_infantry);
                    for to in self.board.neighbours(c.defender_field) {
                        if !self.vacant(to) || (!c.ranged && to == c.attacker_field) {
                            continue;
                        }
                        for light_infantry in [false, true] {
                            if light_infantry && !li {
                                continue;
                            }
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Reinforce {
                                    field: c.defender_field,
                                    to,
                                    light_infantry,
                                },
                            });
                        }
                    }
                }
                CardEffect::ForcedMarch => {
                    for field in 0..self.s.units.len() as Field {
                        if self.s.units[field as usize].is_none()
                            && self.s.wagons[field as usize].is_none()
                        {
                            continue;
                        }
                        for to in self.board.neighbours(field) {
                            if self.vacant(to) {
                                out.push(Action::PlayCard {
                                    card,
                                    target: CardTarget::Push { field, to },
                                });
                            }
                        }
                    }
                }
                CardEffect::Intuition => {
                    for item in &self.s.stack {
                        if matches!(item.item, Item::Card { .. }) && !self.friendly(item.seat, seat)
                        {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::StackCard { item: item.id },
                            });
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// A canonical path helper for tests and front ends: the listed move of `from` to `to`.
    pub fn move_to(&self, seat: Seat, from: Field, to: Field) -> Option<Action> {
        let mut paths: Vec<(Path, bool)> = Vec::new();
        if self.unit(from).is_none_or(|u| u.owner != seat) {
            return None;
        }
        self.reachable(from, &mut paths);
        paths
            .into_iter()
            .find(|(p, _)| p.last() == Some(to))
            .map(|(path, leave_wagon)| Action::Move {
                unit: from,
                path,
                leave_wagon,
            })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::games::tactica::players::{PlayerKind, ScriptedPlayer};
    use crate::games::tactica::state::TacticaSetup;

    /// Calls `visit` on every state of a few matches of scripted players (greedy ones buy and
    /// play cards, so reaction windows open).
    pub(crate) fn each_state(mut visit: impl FnMut(&Match)) {
        use PlayerKind::{Greedy, Random};
        for (kinds, seed) in [
            (vec![Greedy, Random], 1),
            (vec![Random, Greedy, Greedy], 2),
            (vec![Greedy, Greedy, Random], 3),
        ] {
            let mut game = Match::new(TacticaSetup {
                map: "tactica-3p".into(),
                players: kinds.len() as u8,
                alliances: Vec::new(),
                seed,
                turn_cap: Some(12),
                empires: Default::default(),
            })
            .expect("a valid setup");
            let mut players: Vec<ScriptedPlayer> = kinds
                .iter()
                .enumerate()
                .map(|(i, &kind)| ScriptedPlayer::new(kind, seed * 10 + i as u64))
                .collect();
            for step in 0..4000 {
                visit(&game);
                let seat = match game.waiting() {
                    Waiting::Over => break,
                    Waiting::Window { seats } => seats[step % seats.len()],
                    Waiting::Castle { seat }
                    | Waiting::Turn { seat }
                    | Waiting::Decision { seat } => seat,
                };
                let action = players[usize::from(seat)].choose(&game, seat);
                game.apply(seat, &action)
                    .unwrap_or_else(|e| panic!("{action:?} by {seat}: {e}"));
            }
        }
    }

    #[test]
    fn end_turn_and_pass_are_open_exactly_when_listed() {
        let (mut turns, mut windows) = (0, 0);
        each_state(|game| {
            match game.waiting() {
                Waiting::Turn { .. } => turns += 1,
                Waiting::Window { .. } => windows += 1,
                _ => {}
            }
            for seat in 0..game.players() {
                let legal = game.legal_actions(seat);
                for action in [Action::EndTurn, Action::Pass] {
                    assert_eq!(
                        game.check(seat, &action).is_ok(),
                        legal.contains(&action),
                        "{action:?} by {seat} when waiting for {:?}",
                        game.waiting()
                    );
                }
            }
        });
        assert!(
            turns > 100 && windows > 100,
            "{turns} turns, {windows} windows"
        );
    }

    #[test]
    fn recruits_are_listed_exactly_where_they_have_a_price() {
        let mut recruits = 0;
        each_state(|game| {
            let Waiting::Turn { seat } = game.waiting() else {
                return;
            };
            let legal = game.legal_actions(seat);
            let kinds = game.rules.units.len() as UnitKind;
            for field in 0..game.board.len() as Field {
                let whats = (0..kinds)
                    .flat_map(|kind| {
                        (1..=game.rules.unit(kind).tiers.max(1))
                            .map(move |tier| Recruit::Unit { kind, tier })
                    })
                    .chain([Recruit::Wagon]);
                for what in whats {
                    let listed = legal.contains(&Action::Recruit { what, field });
                    assert_eq!(
                        listed,
                        game.recruit_price(seat, what, field).is_some(),
                        "{what:?} on {field} by {seat}"
                    );
                    recruits += usize::from(listed);
                }
            }
        });
        assert!(recruits > 100, "{recruits} recruits listed");
    }
}
