//! A Tactica match log: the setup and every action with its seat, as JSON. The simulator writes
//! it (`sim --game tactica --log-dir`), `invictus replay` and `invictus render` read it, and
//! replaying it through the checked `apply` gives the same match bit for bit.

use super::action::Action;
use super::event::Event;
use super::legal::RuleError;
use super::state::{Match, Outcome, Seat, SetupError, TacticaSetup};
use serde::{Deserialize, Serialize};

/// The value of `game` in a Tactica log (an Invictus log has no such field).
pub const LOG_GAME: &str = "tactica";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedAction {
    pub seat: Seat,
    pub action: Action,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TacticaLog {
    pub game: String,
    /// The ruleset's version the match was played with.
    pub ruleset: String,
    pub setup: TacticaSetup,
    pub actions: Vec<LoggedAction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

#[derive(Debug, thiserror::Error)]
pub enum LogError {
    #[error("not a Tactica match log: {0}")]
    Format(String),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("action {index} ({action:?} by seat {seat}) is refused: {error}")]
    Refused {
        index: usize,
        seat: Seat,
        action: Action,
        error: RuleError,
    },
}

impl TacticaLog {
    pub fn new(setup: TacticaSetup, ruleset: &str) -> TacticaLog {
        TacticaLog {
            game: LOG_GAME.to_string(),
            ruleset: ruleset.to_string(),
            setup,
            actions: Vec::new(),
            outcome: None,
        }
    }

    /// Is this JSON text a Tactica log (rather than an Invictus one)?
    pub fn is_tactica(text: &str) -> bool {
        #[derive(Deserialize)]
        struct Probe {
            #[serde(default)]
            game: Option<String>,
        }
        serde_json::from_str::<Probe>(text)
            .ok()
            .and_then(|p| p.game)
            .is_some_and(|g| g == LOG_GAME)
    }

    pub fn from_json(text: &str) -> Result<TacticaLog, LogError> {
        let log: TacticaLog =
            serde_json::from_str(text).map_err(|e| LogError::Format(e.to_string()))?;
        if log.game != LOG_GAME {
            return Err(LogError::Format(format!("its game is '{}'", log.game)));
        }
        Ok(log)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a log serializes")
    }

    /// The match after the first `upto` actions (all of them for None), each checked, with the
    /// events of the last action applied.
    pub fn replay(&self, upto: Option<usize>) -> Result<(Match, Vec<Event>), LogError> {
        let mut game = Match::new(self.setup.clone())?;
        let mut events = Vec::new();
        let upto = upto.unwrap_or(self.actions.len()).min(self.actions.len());
        for (index, logged) in self.actions[..upto].iter().enumerate() {
            events =
                game.apply(logged.seat, &logged.action)
                    .map_err(|error| LogError::Refused {
                        index,
                        seat: logged.seat,
                        action: logged.action,
                        error,
                    })?;
        }
        Ok((game, events))
    }
}
