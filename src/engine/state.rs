//! The match state: zones of each seat, phase, the stack of pending resolutions, and the checked
//! entry points (`new`, `apply`, `priority`, `outcome`).

use super::action::Action;
use super::card::{Catalog, UnitKind};
use super::cell::{Cell, Row};
use super::event::Event;
use super::seat::{BySeat, Mode, Seat};
use super::setup::{MatchSetup, Rulings, SetupError, FULL_RESERVE};
use super::support::SupportUse;
use super::unit::{FieldUnit, UnitCard, UnitId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinCondition {
    /// The opponent's Leader was killed or captured.
    Execution,
    /// More citizens than the opponent in 4 or more colours.
    Development,
    /// The opponent could not place 2 units in conscription.
    Collapse,
    /// Both draw piles ran out; decided by the tie-breaks of R29.
    EndOfWar,
    /// The opponent resigned.
    Resignation,
    /// The opponent ran out of time.
    Timeout,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Outcome {
    Win {
        seat: Seat,
        condition: WinCondition,
    },
    /// End of the war with every tie-break equal (R29).
    Draw,
}

/// Where the match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Setup: `seat` keeps its three Soldiers or mulligans (R7).
    Mulligan {
        seat: Seat,
    },
    /// Setup: `seat` places a unit on a front cell (R8).
    SetupBattlefield {
        seat: Seat,
    },
    /// Setup: `seat` places a unit in the reserve (R8).
    SetupReserve {
        seat: Seat,
    },
    /// Setup: `seat` places a Soldier in the kingdom (R8).
    SetupKingdom {
        seat: Seat,
    },
    /// The active player's action phase (R10).
    Action,
    /// Phase 3 of the active player's turn: Soldiers to the kingdom down to 5 cards (R12), and
    /// the supports timed for it (Alchemist 3).
    Discard,
    Over {
        outcome: Outcome,
    },
}

/// A resolution waiting on the stack (R22): an attack or a support waiting for the other
/// player's reaction window, or a conscription waiting for its player's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pending", rename_all = "snake_case")]
pub enum Frame {
    /// `seat` declared an attack; the defender's window (green supports) comes first.
    /// `samurai` is the Samurai bonus this Soldier attack took up when declared (R25).
    Attack {
        seat: Seat,
        attacker: Cell,
        target: Cell,
        samurai: u8,
        window_open: bool,
    },
    /// `seat`'s attack hit the unit on the enemy `target` cell and it survived: `seat` may
    /// react (Diplomat, R22 c).
    AfterHit {
        seat: Seat,
        target: Cell,
        window_open: bool,
    },
    /// `seat` placed a support in the reserve; the opponent may negate it first.
    Support {
        seat: Seat,
        unit: UnitId,
        support: SupportUse,
        window_open: bool,
    },
    /// `seat` has an empty battlefield and must place units (R28).
    Conscription { seat: Seat, placed: u8 },
}

/// Which of the three actions the active player took this turn (R10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnAction {
    None,
    Recruit,
    Attack,
}

/// Per-turn bookkeeping, reset at every turn start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub active: Seat,
    /// 1 for the first player's first turn; 0 during setup.
    pub number: u32,
    pub action: TurnAction,
    pub kingdom_bonus_used: bool,
    /// Attack points added to every own unit this turn (Warrior, R25).
    pub attack_bonus: u8,
    /// Attack points waiting for the next Soldier attack (Samurai, R25).
    pub samurai_bonus: u8,
    /// The next Soldier attack uses the Leader's range (Komuso).
    pub komuso: bool,
    /// Viking uses this turn: each adds 1 per tilted own unit to every attack (R25).
    pub viking_uses: u8,
    /// Immortal uses this turn: each adds 2 to Soldiers attacking a front-row unit (R25).
    pub immortal_uses: u8,
    /// Ocelotl: own units attack with X this turn (R25).
    pub ocelotl: bool,
    /// A seat that may play no support this turn (Alchemist 2 and 3, R21).
    pub locked: Option<Seat>,
    /// Alchemist 3 was played: the opponent's next turn is locked.
    pub lock_next_turn: bool,
}

impl Turn {
    pub(super) fn new(active: Seat, number: u32) -> Turn {
        Turn {
            active,
            number,
            action: TurnAction::None,
            kingdom_bonus_used: false,
            attack_bonus: 0,
            samurai_bonus: 0,
            komuso: false,
            viking_uses: 0,
            immortal_uses: 0,
            ocelotl: false,
            locked: None,
            lock_next_turn: false,
        }
    }
}

/// The zones of one player (R4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub hand: Vec<UnitId>,
    /// The top of the pile is the last element.
    pub draw_pile: Vec<UnitId>,
    /// Left to right; supports arrive on the right, recruits leave from the left.
    pub reserve: Vec<UnitId>,
    pub kingdom: Vec<UnitId>,
    pub graveyard: Vec<UnitId>,
    /// `battlefield[row][col]`.
    pub battlefield: [[Option<FieldUnit>; 3]; 2],
    pub mulligan_used: bool,
}

impl SeatState {
    pub(super) fn empty() -> SeatState {
        SeatState {
            hand: Vec::new(),
            draw_pile: Vec::new(),
            reserve: Vec::new(),
            kingdom: Vec::new(),
            graveyard: Vec::new(),
            battlefield: [[None; 3]; 2],
            mulligan_used: false,
        }
    }

    pub fn at(&self, cell: Cell) -> Option<FieldUnit> {
        self.battlefield[cell.row.index()][cell.col as usize]
    }

    pub fn at_mut(&mut self, cell: Cell) -> &mut Option<FieldUnit> {
        &mut self.battlefield[cell.row.index()][cell.col as usize]
    }

    pub fn field_units(&self) -> impl Iterator<Item = (Cell, FieldUnit)> + '_ {
        Cell::ALL
            .into_iter()
            .filter_map(move |cell| self.at(cell).map(|u| (cell, u)))
    }

    pub fn field_count(&self) -> usize {
        self.battlefield
            .iter()
            .flatten()
            .filter(|c| c.is_some())
            .count()
    }
}

/// Why an action was refused. The match is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    NotYourTurn { priority: Option<Seat> },
    StaleVersion { submitted: u64, current: u64 },
    NotLegal(Action),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => f.write_str("the game is over"),
            RuleError::NotYourTurn { priority: Some(seat) } => {
                write!(f, "it is not your move: player {seat} must act now")
            }
            RuleError::NotYourTurn { priority: None } => f.write_str("nobody can act now"),
            RuleError::StaleVersion { .. } => f.write_str(
                "the board changed since this choice was offered; look at the new position and choose again",
            ),
            RuleError::NotLegal(_) => f.write_str("that move is not allowed in this position"),
        }
    }
}

impl std::error::Error for RuleError {}

/// The changing part of a match, without the setup and card numbers it was created with: what a
/// store writes after every action. Rebuilt into a [`Match`] by [`Match::restore`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSnapshot {
    seats: BySeat<SeatState>,
    first_player: Seat,
    phase: Phase,
    stack: Vec<Frame>,
    turn: Turn,
    version: u64,
    rng: Pcg32,
}

impl MatchSnapshot {
    /// Every seat the snapshot names outside its zones (which are stored per seat of a duel).
    fn seats_named(&self) -> impl Iterator<Item = Seat> + '_ {
        let phase = match self.phase {
            Phase::Mulligan { seat }
            | Phase::SetupBattlefield { seat }
            | Phase::SetupReserve { seat }
            | Phase::SetupKingdom { seat }
            | Phase::Over {
                outcome: Outcome::Win { seat, .. },
            } => Some(seat),
            Phase::Action | Phase::Discard | Phase::Over { .. } => None,
        };
        let stack = self.stack.iter().map(|frame| match *frame {
            Frame::Attack { seat, .. }
            | Frame::AfterHit { seat, .. }
            | Frame::Support { seat, .. }
            | Frame::Conscription { seat, .. } => seat,
        });
        [
            Some(self.first_player),
            phase,
            Some(self.turn.active),
            self.turn.locked,
        ]
        .into_iter()
        .flatten()
        .chain(stack)
    }
}

/// A match in progress: valid by construction, changed only through [`Match::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub(super) setup: MatchSetup,
    pub(super) units: Vec<UnitCard>,
    pub(super) seats: BySeat<SeatState>,
    pub(super) first_player: Seat,
    pub(super) phase: Phase,
    pub(super) stack: Vec<Frame>,
    pub(super) turn: Turn,
    pub(super) version: u64,
    pub(super) rng: Pcg32,
}

impl Match {
    /// Validates a setup against a catalog and deals the opening hands: each draw pile shuffled,
    /// the first player chosen (R8), three Soldiers drawn each, the Leader in hand (R7).
    pub fn new(setup: MatchSetup, catalog: &Catalog) -> Result<Match, SetupError> {
        let mut cards = Vec::new();
        for seat in Seat::BOTH {
            for kind in setup.armies.get(seat).units() {
                cards.push(UnitCard::from_stats(catalog.get(kind), seat));
            }
        }
        Match::with_cards(setup, cards)
    }

    /// Like [`Match::new`], with the card numbers given unit by unit (as [`Match::units`]
    /// returns them), so that a stored match replays with the numbers it was created with.
    pub fn with_cards(setup: MatchSetup, cards: Vec<UnitCard>) -> Result<Match, SetupError> {
        if setup.settings.mode == Mode::Teams {
            return Err(SetupError::TeamModeNotPlayable);
        }
        if let Some(seat) = setup.settings.first_player.filter(|s| !s.in_duel()) {
            return Err(SetupError::FirstPlayerNotInMatch(seat));
        }
        let light = setup.settings.light_match;
        for seat in Seat::BOTH {
            let limit = *setup.settings.reserve_limit.get(seat);
            if !(1..=FULL_RESERVE).contains(&limit) {
                return Err(SetupError::ReserveLimit { seat, limit });
            }
            let army = setup.armies.get(seat);
            army.validate(light)
                .map_err(|error| SetupError::Army { seat, error })?;
        }
        let expected: Vec<(Seat, UnitKind)> = Seat::BOTH
            .into_iter()
            .flat_map(|seat| setup.armies.get(seat).units().map(move |k| (seat, k)))
            .collect();
        if cards.len() != expected.len()
            || !expected
                .iter()
                .zip(&cards)
                .all(|(&(seat, kind), card)| card.army == seat && card.kind == kind)
        {
            return Err(SetupError::CardsDoNotMatchArmies);
        }
        let units = cards;
        let mut seats = BySeat::new(SeatState::empty(), SeatState::empty());
        for (index, card) in units.iter().enumerate() {
            let id = UnitId(index as u8);
            let zone = seats.get_mut(card.army);
            if card.is_leader() {
                zone.hand.push(id);
            } else {
                zone.draw_pile.push(id);
            }
        }
        let mut rng = Pcg32::seed_from_u64(setup.seed);
        for seat in Seat::BOTH {
            seats.get_mut(seat).draw_pile.shuffle(&mut rng);
        }
        let corrected = setup.settings.rulings == Rulings::Corrected;
        // R7/R8: under the corrected rulings the first player is drawn only after both
        // mulligans (A decides first, then B, each without knowing the other's choice);
        // until then `first_player` is a placeholder no view shows.
        let first_player = match setup.settings.first_player {
            Some(seat) => seat,
            None if corrected => Seat::A,
            None if rng.gen_bool(0.5) => Seat::A,
            None => Seat::B,
        };
        let deciding = if corrected { Seat::A } else { first_player };
        let mut game = Match {
            setup,
            units,
            seats,
            first_player,
            phase: Phase::Mulligan { seat: deciding },
            stack: Vec::new(),
            turn: Turn::new(first_player, 0),
            version: 0,
            rng,
        };
        let mut ignored = Vec::new();
        // teams: the deciding seat, then the other seats in order
        for seat in [deciding, deciding.pair()] {
            for _ in 0..3 {
                game.draw(seat, &mut ignored);
            }
        }
        Ok(game)
    }

    /// The changing part of the match (see [`MatchSnapshot`]).
    pub fn snapshot(&self) -> MatchSnapshot {
        MatchSnapshot {
            seats: self.seats.clone(),
            first_player: self.first_player,
            phase: self.phase,
            stack: self.stack.clone(),
            turn: self.turn,
            version: self.version,
            rng: self.rng.clone(),
        }
    }

    /// Rebuilds a match from its setup, card numbers and a snapshot, checking that the snapshot
    /// fits them (every unit id known and in exactly one zone, the invariants hold).
    pub fn restore(
        setup: MatchSetup,
        cards: Vec<UnitCard>,
        snapshot: MatchSnapshot,
    ) -> Result<Match, SetupError> {
        let mut game = Match::with_cards(setup, cards)?;
        if let Some(seat) = snapshot.seats_named().find(|s| !s.in_duel()) {
            return Err(SetupError::BadSnapshot(format!(
                "it names player {seat}, who does not play in a duel"
            )));
        }
        let known = game.units.len();
        let ids_known = Seat::BOTH.iter().all(|&seat| {
            let z = snapshot.seats.get(seat);
            z.hand
                .iter()
                .chain(&z.draw_pile)
                .chain(&z.reserve)
                .chain(&z.kingdom)
                .chain(&z.graveyard)
                .chain(
                    z.field_units()
                        .map(|(_, fu)| fu.unit)
                        .collect::<Vec<_>>()
                        .iter(),
                )
                .all(|u| (u.0 as usize) < known)
        }) && snapshot.stack.iter().all(|f| match f {
            Frame::Support { unit, .. } => (unit.0 as usize) < known,
            _ => true,
        });
        if !ids_known {
            return Err(SetupError::BadSnapshot(
                "a unit id is out of range".to_string(),
            ));
        }
        game.seats = snapshot.seats;
        game.first_player = snapshot.first_player;
        game.phase = snapshot.phase;
        game.stack = snapshot.stack;
        game.turn = snapshot.turn;
        game.version = snapshot.version;
        game.rng = snapshot.rng;
        game.check_invariants()
            .map_err(|e| SetupError::BadSnapshot(e.to_string()))?;
        Ok(game)
    }

    /// The setup this match was created from.
    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// Increases by one with every applied action.
    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn turn(&self) -> Turn {
        self.turn
    }

    pub fn first_player(&self) -> Seat {
        self.first_player
    }

    /// The first player once it is known: under the corrected rulings it is drawn only after
    /// both mulligans (R8).
    pub fn first_player_known(&self) -> Option<Seat> {
        let undecided = matches!(self.phase, Phase::Mulligan { .. })
            && self.rulings() == Rulings::Corrected
            && self.setup.settings.first_player.is_none();
        (!undecided).then_some(self.first_player)
    }

    /// The edition of the rulings this match follows.
    pub fn rulings(&self) -> Rulings {
        self.setup.settings.rulings
    }

    /// The pending resolutions, innermost last.
    pub fn stack(&self) -> &[Frame] {
        &self.stack
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over { outcome } => Some(outcome),
            _ => None,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// Who must act now: the active player, the opponent in a reaction window, the player who
    /// conscripts, or `None` once the game is over.
    pub fn priority(&self) -> Option<Seat> {
        if let Some(frame) = self.stack.last() {
            return Some(match *frame {
                // teams: opponent(seat) (R37)
                Frame::Attack { seat, .. } | Frame::Support { seat, .. } => seat.pair(),
                Frame::Conscription { seat, .. } | Frame::AfterHit { seat, .. } => seat,
            });
        }
        match self.phase {
            Phase::Mulligan { seat }
            | Phase::SetupBattlefield { seat }
            | Phase::SetupReserve { seat }
            | Phase::SetupKingdom { seat } => Some(seat),
            Phase::Action | Phase::Discard => Some(self.turn.active),
            Phase::Over { .. } => None,
        }
    }

    /// Whether the player with priority is in a reaction window (they may pass): an attack, a
    /// support or a hit waits for their answer.
    pub fn window_open(&self) -> bool {
        !self.is_over()
            && matches!(
                self.stack.last(),
                Some(Frame::Attack { .. } | Frame::Support { .. } | Frame::AfterHit { .. })
            )
    }

    /// The card behind a unit id.
    pub fn card(&self, unit: UnitId) -> &UnitCard {
        &self.units[unit.0 as usize]
    }

    pub fn kind(&self, unit: UnitId) -> UnitKind {
        self.units[unit.0 as usize].kind
    }

    /// Every unit of the match, by id.
    pub fn units(&self) -> &[UnitCard] {
        &self.units
    }

    /// The raw zones of a seat, hidden cards included: for the engine's own checks and tests,
    /// never for rendering (use [`Match::view`]).
    pub fn seat_state(&self, seat: Seat) -> &SeatState {
        self.seats.get(seat)
    }

    pub fn reserve_limit(&self, seat: Seat) -> usize {
        *self.setup.settings.reserve_limit.get(seat) as usize
    }

    /// Applies an action of the player with priority; anything not in [`Match::legal_actions`]
    /// is refused and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if let Action::Resign { seat } | Action::TimeOut { seat } = action {
            if !seat.in_duel() {
                return Err(RuleError::NotLegal(action));
            }
            let mut events = Vec::new();
            self.apply_unchecked(action, &mut events);
            return Ok(events);
        }
        if !self.is_legal(action) {
            return Err(RuleError::NotLegal(action));
        }
        let mut events = Vec::new();
        self.apply_unchecked(action, &mut events);
        Ok(events)
    }

    /// Applies an action submitted by `seat` against state `version`: refused if it is not that
    /// seat's move, if the state moved on since, or if the action is not legal.
    pub fn apply_as(
        &mut self,
        seat: Seat,
        version: u64,
        action: Action,
    ) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if let Action::Resign { seat: resigning } | Action::TimeOut { seat: resigning } = action {
            // A resignation (or a lost clock) stands whatever happened since.
            if resigning != seat {
                return Err(RuleError::NotLegal(action));
            }
            return self.apply(action);
        }
        if version != self.version {
            return Err(RuleError::StaleVersion {
                submitted: version,
                current: self.version,
            });
        }
        if self.priority() != Some(seat) {
            return Err(RuleError::NotYourTurn {
                priority: self.priority(),
            });
        }
        self.apply(action)
    }

    pub fn is_legal(&self, action: Action) -> bool {
        self.legal_actions().contains(&action)
    }

    // ----- small helpers shared by the rules -----

    pub(super) fn zone(&self, seat: Seat) -> &SeatState {
        self.seats.get(seat)
    }

    pub(super) fn zone_mut(&mut self, seat: Seat) -> &mut SeatState {
        self.seats.get_mut(seat)
    }

    pub(super) fn reserve_has_room(&self, seat: Seat) -> bool {
        self.zone(seat).reserve.len() < self.reserve_limit(seat)
    }

    /// Draws the top card if there is one (R9).
    pub(super) fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Some(unit) = self.zone_mut(seat).draw_pile.pop() {
            self.zone_mut(seat).hand.push(unit);
            events.push(Event::Drew {
                seat,
                unit: Some(unit),
                kind: Some(self.kind(unit)),
            });
        }
    }

    pub(super) fn shuffle_draw_pile(&mut self, seat: Seat) {
        let Match { seats, rng, .. } = self;
        seats.get_mut(seat).draw_pile.shuffle(rng);
    }

    /// Removes a unit from a hand; the caller has checked it is there.
    pub(super) fn take_from_hand(&mut self, seat: Seat, unit: UnitId) {
        let hand = &mut self.zone_mut(seat).hand;
        if let Some(i) = hand.iter().position(|&u| u == unit) {
            hand.remove(i);
        }
    }

    /// Current health of a field unit (R16): printed value for its orientation minus damage.
    pub(super) fn health_left(&self, fu: FieldUnit) -> u8 {
        self.card(fu.unit)
            .health(fu.tilted)
            .saturating_sub(fu.damage)
    }

    /// The Leader of the army printed for `seat`.
    pub fn leader_of(&self, seat: Seat) -> UnitId {
        let index = self
            .units
            .iter()
            .position(|c| c.army == seat && c.is_leader())
            .expect("every army has a Leader");
        UnitId(index as u8)
    }

    /// Whether the front cell of a column is occupied (a back cell needs it, R1).
    pub(super) fn front_occupied(&self, seat: Seat, col: u8) -> bool {
        self.zone(seat).at(Cell::new(Row::Front, col)).is_some()
    }
}

#[cfg(test)]
mod tests {
    use crate::catalog;
    use crate::engine::{
        Action, Army, Match, MatchSetup, MatchSnapshot, Mode, RuleError, Seat, SetupError, Version,
    };

    fn duel() -> MatchSetup {
        MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Shogun), 7)
    }

    #[test]
    fn the_team_mode_is_refused_until_it_is_playable() {
        let mut setup = duel();
        setup.settings.mode = Mode::Teams;
        let refused = Match::new(setup.clone(), catalog::builtin()).unwrap_err();
        assert_eq!(refused, SetupError::TeamModeNotPlayable);
        assert_eq!(refused.to_string(), "the team mode is not playable yet");
        let cards = Match::new(duel(), catalog::builtin())
            .unwrap()
            .units()
            .to_vec();
        assert_eq!(
            Match::with_cards(setup, cards).unwrap_err(),
            SetupError::TeamModeNotPlayable
        );
    }

    #[test]
    fn a_duel_refuses_a_first_player_c_or_d() {
        for seat in [Seat::C, Seat::D] {
            let mut setup = duel();
            setup.settings.first_player = Some(seat);
            assert_eq!(
                Match::new(setup, catalog::builtin()).unwrap_err(),
                SetupError::FirstPlayerNotInMatch(seat)
            );
        }
    }

    #[test]
    fn restoring_a_duel_refuses_a_snapshot_that_names_c_or_d() {
        let mut game = Match::new(duel(), catalog::builtin()).unwrap();
        // Into the setup steps and on to the first turn, so that the turn names a seat too.
        while game.turn().number == 0 {
            let action = game.legal_actions()[0];
            game.apply(action).unwrap();
        }
        let setup = game.setup().clone();
        let cards = game.units().to_vec();
        let json = serde_json::to_string(&game.snapshot()).unwrap();
        let back: MatchSnapshot = serde_json::from_str(&json).unwrap();
        assert!(Match::restore(setup.clone(), cards.clone(), back).is_ok());
        let active = format!(
            "\"active\":\"{}\"",
            game.turn().active.to_string().to_lowercase()
        );
        let first = format!(
            "\"first_player\":\"{}\"",
            game.first_player().to_string().to_lowercase()
        );
        assert!(json.contains(&active) && json.contains(&first), "{json}");
        for (from, to) in [
            (&active, "\"active\":\"c\""),
            (&active, "\"active\":\"d\""),
            (&first, "\"first_player\":\"d\""),
        ] {
            let named = json.replacen(from.as_str(), to, 1);
            let snapshot: MatchSnapshot = serde_json::from_str(&named).unwrap();
            match Match::restore(setup.clone(), cards.clone(), snapshot) {
                Err(SetupError::BadSnapshot(why)) => {
                    assert!(why.contains("does not play in a duel"), "{why}")
                }
                other => panic!("{to}: {other:?}"),
            }
        }
    }

    #[test]
    fn a_duel_refuses_a_resignation_or_timeout_of_c_or_d() {
        let mut game = Match::new(duel(), catalog::builtin()).unwrap();
        let before = game.clone();
        for seat in [Seat::C, Seat::D] {
            for action in [Action::Resign { seat }, Action::TimeOut { seat }] {
                assert_eq!(game.apply(action), Err(RuleError::NotLegal(action)));
                assert_eq!(
                    game.apply_as(seat, game.version(), action),
                    Err(RuleError::NotLegal(action))
                );
            }
        }
        assert_eq!(game, before);
    }
}
