//! The match state: zones of each seat, phase, the stack of pending resolutions, and the checked
//! entry points (`new`, `apply`, `priority`, `outcome`).

use super::action::Action;
use super::card::{Catalog, UnitKind};
use super::cell::{Cell, Row};
use super::event::Event;
use super::seat::{BySeat, Mode, Partners, Seat, Side};
use super::setup::{MatchSetup, Rulings, SetupError, FULL_RESERVE};
use super::support::SupportUse;
use super::unit::{FieldUnit, UnitCard, UnitId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};
use std::fmt;

pub use super::zones::{Holder, PlayerZones, SeatState, SeatZones, SideZones};

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
    /// `side` won: a player in a duel, a team in the team mode (written as `seat`, the name
    /// it had when only duels existed, so that stored outcomes read the same).
    Win {
        #[serde(rename = "seat")]
        side: Side,
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
    /// Seat A's zones with side A's, seat B's with side B's: a duel's form, kept as it was.
    seats: BySeat<SeatState>,
    first_player: Seat,
    phase: Phase,
    stack: Vec<Frame>,
    turn: Turn,
    version: u64,
    rng: Pcg32,
    /// The team mode only: the zones of players C and D (their side zones are A's and B's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    partners: Option<Partners<PlayerZones>>,
}

impl MatchSnapshot {
    /// Every seat the snapshot names outside its zones (which are stored per seat of a duel).
    fn seats_named(&self) -> impl Iterator<Item = Seat> + '_ {
        let phase = match self.phase {
            Phase::Mulligan { seat }
            | Phase::SetupBattlefield { seat }
            | Phase::SetupReserve { seat }
            | Phase::SetupKingdom { seat } => Some(seat),
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
    /// Hand, draw pile and kingdom of each seat, by `Seat as usize` (C and D empty in a duel).
    pub(super) players: [PlayerZones; 4],
    /// Battlefield, reserve and graveyard of each side, by `Side as usize`.
    pub(super) sides: [SideZones; 2],
    pub(super) first_player: Seat,
    pub(super) phase: Phase,
    pub(super) stack: Vec<Frame>,
    pub(super) turn: Turn,
    pub(super) version: u64,
    pub(super) rng: Pcg32,
}

impl Match {
    /// Validates a setup against a catalog and deals the opening hands: each draw pile shuffled,
    /// the first player chosen (R8), three Soldiers drawn each (two in the team mode, R34), the
    /// Leader in hand (R7).
    pub fn new(setup: MatchSetup, catalog: &Catalog) -> Result<Match, SetupError> {
        let mut cards = Vec::new();
        for &seat in setup.armies.seats() {
            for kind in setup.armies.get(seat).units() {
                cards.push(UnitCard::from_stats(catalog.get(kind), seat));
            }
        }
        Match::with_cards(setup, cards)
    }

    /// Like [`Match::new`], with the card numbers given unit by unit (as [`Match::units`]
    /// returns them), so that a stored match replays with the numbers it was created with.
    pub fn with_cards(setup: MatchSetup, cards: Vec<UnitCard>) -> Result<Match, SetupError> {
        let mode = setup.settings.mode;
        if setup.armies.mode() != mode {
            return Err(SetupError::ArmiesDoNotFitMode(mode));
        }
        let corrected = setup.settings.rulings == Rulings::Corrected;
        if mode == Mode::Teams && !corrected {
            return Err(SetupError::TeamsNeedCorrectedRulings);
        }
        if let Some(seat) = setup.settings.first_player.filter(|s| !s.in_duel()) {
            return Err(SetupError::FirstPlayerNotInMatch(seat));
        }
        let light = setup.settings.light_match;
        for side in Side::BOTH {
            let limit = *setup.settings.reserve_limit.get(side);
            if !(1..=FULL_RESERVE).contains(&limit) {
                return Err(SetupError::ReserveLimit { side, limit });
            }
        }
        for &seat in mode.seats() {
            let army = setup.armies.get(seat);
            army.validate(light)
                .map_err(|error| SetupError::Army { seat, error })?;
        }
        let expected: Vec<(Seat, UnitKind)> = mode
            .seats()
            .iter()
            .flat_map(|&seat| setup.armies.get(seat).units().map(move |k| (seat, k)))
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
        let mut players: [PlayerZones; 4] = Default::default();
        for (index, card) in units.iter().enumerate() {
            let id = UnitId(index as u8);
            let zones = &mut players[card.army as usize];
            if card.is_leader() {
                zones.hand.push(id);
            } else {
                zones.draw_pile.push(id);
            }
        }
        let mut rng = Pcg32::seed_from_u64(setup.seed);
        for &seat in mode.seats() {
            players[seat as usize].draw_pile.shuffle(&mut rng);
        }
        // R7/R8: under the corrected rulings the first player is drawn only after every
        // mulligan (A decides first, then B, C, D, each without knowing the others' choices);
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
            players,
            sides: Default::default(),
            first_player,
            phase: Phase::Mulligan { seat: deciding },
            stack: Vec::new(),
            turn: Turn::new(first_player, 0),
            version: 0,
            rng,
        };
        let mut ignored = Vec::new();
        let others = mode.seats().iter().copied().filter(|&s| s != deciding);
        for seat in std::iter::once(deciding).chain(others) {
            for _ in 0..mode.opening_draw() {
                game.draw(seat, &mut ignored);
            }
        }
        Ok(game)
    }

    /// The changing part of the match (see [`MatchSnapshot`]).
    pub fn snapshot(&self) -> MatchSnapshot {
        let seat = |seat: Seat| SeatState::join(self.player(seat), self.side(seat.side()));
        MatchSnapshot {
            seats: BySeat::new(seat(Seat::A), seat(Seat::B)),
            first_player: self.first_player,
            phase: self.phase,
            stack: self.stack.clone(),
            turn: self.turn,
            version: self.version,
            rng: self.rng.clone(),
            partners: (self.mode() == Mode::Teams).then(|| Partners {
                c: self.player(Seat::C).clone(),
                d: self.player(Seat::D).clone(),
            }),
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
        let mode = game.mode();
        if let Some(seat) = snapshot.seats_named().find(|s| !mode.seats().contains(s)) {
            return Err(SetupError::BadSnapshot(format!(
                "it names player {seat}, who does not play in a duel"
            )));
        }
        if !snapshot.first_player.in_duel() {
            return Err(SetupError::BadSnapshot(format!(
                "player {} cannot play first",
                snapshot.first_player
            )));
        }
        if snapshot.partners.is_some() != (mode == Mode::Teams) {
            return Err(SetupError::BadSnapshot(
                "its players do not fit the match's mode".to_string(),
            ));
        }
        let MatchSnapshot {
            seats: BySeat { a, b, .. },
            first_player,
            phase,
            stack,
            turn,
            version,
            rng,
            partners,
        } = snapshot;
        let (player_a, side_a) = a.split();
        let (player_b, side_b) = b.split();
        let (player_c, player_d) = match partners {
            Some(Partners { c, d }) => (c, d),
            None => Default::default(),
        };
        let players = [player_a, player_b, player_c, player_d];
        let sides = [side_a, side_b];
        let known = game.units.len();
        let in_range = |u: &UnitId| (u.0 as usize) < known;
        let ids_known = players.iter().all(|p| {
            p.hand
                .iter()
                .chain(&p.draw_pile)
                .chain(&p.kingdom)
                .all(in_range)
        }) && sides.iter().all(|s| {
            s.reserve.iter().chain(&s.graveyard).all(in_range)
                && s.field_units().all(|(_, fu)| in_range(&fu.unit))
        }) && stack.iter().all(|f| match f {
            Frame::Support { unit, .. } => in_range(unit),
            _ => true,
        });
        if !ids_known {
            return Err(SetupError::BadSnapshot(
                "a unit id is out of range".to_string(),
            ));
        }
        game.players = players;
        game.sides = sides;
        game.first_player = first_player;
        game.phase = phase;
        game.stack = stack;
        game.turn = turn;
        game.version = version;
        game.rng = rng;
        game.check_invariants()
            .map_err(|e| SetupError::BadSnapshot(e.to_string()))?;
        Ok(game)
    }
}

mod read;

#[cfg(test)]
mod tests;
