//! Match logs: a setup and the list of applied actions, written as JSON and replayed to the same
//! state.

use crate::engine::{Action, Catalog, Match, MatchSetup, RuleError, SetupError};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Everything needed to reproduce a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchLog {
    pub setup: MatchSetup,
    pub actions: Vec<Action>,
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
