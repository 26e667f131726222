//! Players, what each knows, the score and outcome, and the snapshot that round-trips a match.

use super::*;

/// What one player has been shown of hidden cards (T66).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowledge {
    /// Hands revealed to this player: (whose, the cards, the turn it was shown).
    pub hands: Vec<(Seat, Vec<CardKind>, u32)>,
    /// The top card of the deck seen from the Temple, and the turn.
    pub peek: Option<(CardKind, u32)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub gold: i32,
    pub hand: Vec<CardKind>,
    pub alive: bool,
    /// Has chosen a first castle (T8).
    pub started: bool,
    /// Placement points, fixed when eliminated (T13).
    pub placement: Option<u8>,
    /// The castles (by index) this player has conquered, each counted once (T14).
    pub conquered: u16,
    pub team: u8,
    pub cards_bought: u8,
    pub docks_recruits: u8,
    pub peeked: bool,
    pub knowledge: Knowledge,
    /// The Empire this player plays (none in Vanilla or before the pick).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empire: Option<EmpireKind>,
    /// Media's cheaper type, named at its pick (T9, T103).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cheaper: Option<Cheaper>,
    /// The Empire's Triumph has been played (T84: once per game).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub triumph_used: bool,
    /// Abilities used since this player's turn started, as bits of [`super::abilities::Ability`]
    /// (once per turn or per round, T83).
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub used: u64,
    /// Scythia's NOMADISM: it lost its last castle and plays its bonus turn (T114).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub nomad: bool,
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The last player or alliance standing (T12).
    LastStanding,
    /// More than half of the castles owned (T12).
    CastleMajority,
    /// The turn cap, decided by score and then castles (T15).
    TurnCap,
    /// No person was left in the match, only built-in players: decided as at the turn cap.
    NoPersonLeft,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    pub placement: u8,
    pub castle_points: u8,
    pub castles_held: u8,
}

impl Score {
    pub fn total(&self) -> u32 {
        self.placement as u32 + self.castle_points as u32
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    pub reason: EndReason,
    /// Every seat's score (the lexicon's competitive scoring), by seat.
    pub scores: Vec<Score>,
}

/// The serializable whole of a match. Map and ruleset are named, not copied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TacticaSnapshot {
    pub setup: TacticaSetup,
    pub version: u64,
    pub rng: Pcg64Mcg,
    pub order: Vec<Seat>,
    pub active: u8,
    pub turn: u32,
    pub round: u32,
    pub players: Vec<Player>,
    pub units: Vec<Option<Unit>>,
    pub wagons: Vec<Option<Wagon>>,
    pub castle_owner: Vec<Option<Seat>>,
    pub plundered: Vec<bool>,
    pub port_since: Vec<u32>,
    pub looted: Vec<u32>,
    pub deck: Vec<CardKind>,
    pub discard: Vec<CardKind>,
    pub stack: Vec<StackItem>,
    pub passed: u64,
    pub combat: Option<Combat>,
    pub decisions: Vec<Decision>,
    pub next_unit: u16,
    pub next_item: u32,
    pub epoch: u32,
    pub current_actor: Option<u16>,
    pub eliminated_count: u8,
    pub outcome: Option<Outcome>,
    pub last_move: Option<(Field, Field)>,
    /// Passing resolved: the next turn starts once nothing is pending.
    pub pending_next_turn: bool,
    /// Empires banned in the draft, in order (T7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banned: Vec<EmpireKind>,
    /// Wagons recruited this turn by an Empire whose wagons have fatigue (the Hittite Empire,
    /// T98): nobody drives them before the next turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fresh_wagons: Vec<Field>,
    /// The turn in which Assyria's Terror was played: no Action card until it ends (T93).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub terror_turn: u32,
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}
