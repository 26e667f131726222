//! The terms of a challenge: the game's offer (for Invictus the challenger's army, the variant and
//! the mode) and hosting's own terms (the reaction window, the turn time, the built-in opponent's
//! seat, the match it is a rematch of), stored together as one JSON object.

use crate::store::PlayerId;
use serde::{Deserialize, Serialize};

/// What a challenge proposes; stored as JSON with the challenge (the offer's fields beside
/// hosting's, so that a challenge stored before games had offers reads as Invictus's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeTerms<O> {
    /// What the game is played with.
    #[serde(flatten)]
    pub offer: O,
    pub reaction_window_secs: u64,
    /// Time each player has to make their move; challenges made before turn clocks existed
    /// read as the 48-hour default.
    #[serde(default = "default_turn_time_secs")]
    pub turn_time_secs: u64,
    /// The user id of the built-in opponent when it holds an invited seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<PlayerId>,
    /// The match this challenge is a rematch of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<i64>,
}

/// The default turn time: 48 hours.
pub const DEFAULT_TURN_TIME_SECS: u64 = 48 * 3600;

fn default_turn_time_secs() -> u64 {
    DEFAULT_TURN_TIME_SECS
}
