//! What a run simulates and what it sums up: the configuration, the counts of endings, decks and
//! prompts, the summary, and why a run fails.

use super::*;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct TacticaSimConfig {
    pub games: u64,
    pub seed: u64,
    pub map: String,
    /// The players' kinds, one per seat. They rotate every match: in match `i` seat `s` plays
    /// the kind named for seat `(s + i) % seats`; with alliances whole alliances rotate (seat `j`
    /// of alliance `a` plays the kind named for seat `j` of alliance `(a + i) % alliances`).
    pub players: Vec<PlayerKind>,
    /// Fixed alliances of seats; empty for free for all.
    pub alliances: Vec<Vec<Seat>>,
    /// Rounds after which a match is decided by score (T15).
    pub turn_cap: Option<u32>,
    pub log_dir: Option<PathBuf>,
    /// Check the invariants after every action.
    pub check_invariants: bool,
    /// Matches played at the same time (at least 1). The results do not depend on it.
    pub threads: usize,
    /// Vanilla, or the Empires each match is played with.
    pub empires: SimEmpires,
}

/// The Empires of a simulation's matches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum SimEmpires {
    /// No Empires.
    #[default]
    Vanilla,
    /// The draft (T7), played by the scripted players (they ban and pick at random).
    Draft,
    /// Distinct Empires drawn for each match from its seed (Media's cheaper type too).
    Random,
    /// These Empires, one per seat (`media/<unit id or wagon>` for Media).
    Given(Vec<String>),
}

impl SimEmpires {
    /// The setup's Empires for the match of seed `seed` with `seats` players.
    pub fn rule(&self, seed: u64, seats: u8) -> EmpireRule {
        match self {
            SimEmpires::Vanilla => EmpireRule::Vanilla,
            SimEmpires::Draft => EmpireRule::Draft,
            SimEmpires::Given(ids) => EmpireRule::Given(ids.clone()),
            SimEmpires::Random => {
                use rand::seq::SliceRandom;
                let rules = crate::games::tactica::Ruleset::standard();
                let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0xE3B1_2E5A_0000_0001);
                let mut kinds: Vec<u8> = (0..rules.empires.len() as u8).collect();
                kinds.shuffle(&mut rng);
                let ids = kinds
                    .into_iter()
                    .take(usize::from(seats))
                    .map(|kind| {
                        rules.given_empire(kind, |choices| choices.choose(&mut rng).copied())
                    })
                    .collect();
                EmpireRule::Given(ids)
            }
        }
    }
}

/// How the matches ended (T12, T15).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct EndCounts {
    pub last_standing: u64,
    pub castle_majority: u64,
    pub turn_cap: u64,
}

/// How often a draw found the deck and the discard pile both empty (T63's point to watch).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DeckCounts {
    /// Cards drawn (bought, from the Temple, for conquests).
    pub cards_drawn: u64,
    /// Draws that found the deck and the discard pile empty and so drew nothing.
    pub dry_draws: u64,
    /// Turns played, and those in which the deck and the discard pile were both empty at some
    /// point.
    pub turns: u64,
    pub dry_turns: u64,
}

/// The reaction prompts of a run: every player a window waits for is prompted once per window
/// (T79); with the standing order "pass on business far from me" (see
/// [`Match::window_concerns`]) only those the window concerns are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PromptCounts {
    /// Windows opened.
    pub windows: u64,
    /// Players prompted without standing orders.
    pub prompted: u64,
    /// Players prompted if every player passed on business far from them.
    pub prompted_far_away: u64,
}

/// The result of a run. A match whose winners are not all of one side (a tie on score at the
/// turn cap) is a draw and counts for no one.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TacticaSimSummary {
    pub game: &'static str,
    pub map: String,
    pub seats: u8,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub alliances: Vec<Vec<Seat>>,
    pub players: Vec<PlayerKind>,
    pub games: u64,
    pub seed: u64,
    pub turn_cap: Option<u32>,
    pub checked: bool,
    pub actions: u64,
    pub elapsed_ms: u64,
    pub outcomes: EndCounts,
    /// Matches won, by the seat that won (each member of a winning alliance counts).
    pub wins_by_seat: Vec<u64>,
    /// Matches won by a side that had a player of this kind.
    pub wins_by_kind: BTreeMap<String, u64>,
    /// Seats played by each kind over the run, to read `wins_by_kind` against.
    pub seats_by_kind: BTreeMap<String, u64>,
    /// Matches won by a side with this Empire, and the seats each Empire played (empty in
    /// Vanilla).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub wins_by_empire: BTreeMap<String, u64>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub seats_by_empire: BTreeMap<String, u64>,
    /// Matches won by the player who played first, second, … (the drawn turn order, T6).
    pub wins_by_turn_position: Vec<u64>,
    pub draws: u64,
    pub mean_turns: f64,
    pub mean_rounds: f64,
    pub mean_actions: f64,
    pub deck: DeckCounts,
    pub prompts: PromptCounts,
    /// The built-in opponent's time per decision, when it played (`--threads 1` for one core).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent: Option<DecisionSummary>,
    /// The same, counting only the decisions on its own turn (where it plans).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent_turns: Option<DecisionSummary>,
}

/// An invariant that failed (or a match that went wrong), with what reproduces it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TacticaSimFailure {
    pub game: u64,
    pub match_seed: u64,
    pub action_index: usize,
    pub action: Option<(Seat, Action)>,
    pub message: String,
}

impl fmt::Display for TacticaSimFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Tactica game {} (match seed {}), after action {} ({}): {}",
            self.game,
            self.match_seed,
            self.action_index,
            self.action.map_or_else(
                || "setup".to_string(),
                |(seat, a)| format!("{a:?} by seat {seat}")
            ),
            self.message
        )
    }
}

#[derive(Debug, thiserror::Error)]
pub enum TacticaSimError {
    #[error("{0}")]
    Failure(TacticaSimFailure),
    #[error("{0}")]
    Setup(String),
    #[error("cannot write the match log {path}: {message}")]
    Log { path: String, message: String },
}

/// One finished match.
#[derive(Clone, Debug)]
pub struct PlayedMatch {
    pub game: Match,
    pub log: TacticaLog,
    pub deck: DeckCounts,
    pub prompts: PromptCounts,
    pub decisions: DecisionTimes,
    pub turn_decisions: DecisionTimes,
}
