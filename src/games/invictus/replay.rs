//! Match logs: a setup and the list of applied actions, written as JSON and replayed to the same
//! state.

use crate::games::invictus::rules::{
    Action, Catalog, Match, MatchSetup, Outcome, RuleError, Seat, SetupError,
};
use crate::kit::ids::{GuildId, MatchStatus, PlayerId, UnixMs};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Everything needed to reproduce a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchLog {
    pub setup: MatchSetup,
    pub actions: Vec<Action>,
}

/// A hosted match written out (by `/export` or `invictus db export`): its log, which
/// `invictus replay` reads as it is, with who played each action and when, and where and by whom
/// the match was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportedMatch {
    #[serde(flatten)]
    pub log: MatchLog,
    /// Each action's seat and time, in the order of `actions`.
    pub played: Vec<PlayedAction>,
    #[serde(rename = "match")]
    pub about: AboutMatch,
}

/// Who played an action of an exported match, and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedAction {
    /// The match's version after the action (1 for the first action).
    pub version: u64,
    pub seat: Seat,
    /// Unix milliseconds.
    pub at: UnixMs,
}

/// Where and by whom an exported match was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AboutMatch {
    pub id: i64,
    pub guild_id: Option<GuildId>,
    /// The Discord user at each seat (A, B, and C, D in a team match).
    pub players: Vec<SeatPlayer>,
    /// When the match started and when it was last changed (its end, once over), Unix ms.
    pub started_at: UnixMs,
    pub last_action_at: UnixMs,
    /// `active`, `over` or `abandoned`.
    pub status: MatchStatus,
    pub outcome: Option<Outcome>,
}

/// A seat of an exported match and its player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPlayer {
    pub seat: Seat,
    pub player: Option<PlayerId>,
}

/// Why a log cannot be replayed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not a match log: {source}")]
    Format {
        path: String,
        source: serde_json::Error,
    },
    #[error("the log's setup is not valid: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} of the log ({action:?}) is refused: {error}")]
    Action {
        index: usize,
        action: Action,
        error: RuleError,
    },
}

impl MatchLog {
    pub fn read(path: &Path) -> Result<MatchLog, ReplayError> {
        let text = std::fs::read_to_string(path).map_err(|source| ReplayError::Read {
            path: path.display().to_string(),
            source,
        })?;
        serde_json::from_str(&text).map_err(|source| ReplayError::Format {
            path: path.display().to_string(),
            source,
        })
    }

    /// Plays the log from its setup, checking every action.
    pub fn replay(&self, catalog: &Catalog) -> Result<Match, ReplayError> {
        let mut game = Match::new(self.setup.clone(), catalog)?;
        for (index, &action) in self.actions.iter().enumerate() {
            game.apply(action).map_err(|error| ReplayError::Action {
                index,
                action,
                error,
            })?;
        }
        Ok(game)
    }
}
