//! The ids and moments every layer names: players, servers, channels and messages (64-bit ids,
//! as the chat a front end runs in gives them), moments in Unix milliseconds, and where a match
//! stands. Plain values: the store writes them as columns, the games' exported files carry them.

use serde::{Deserialize, Serialize};

/// Declares a 64-bit id, written as its number.
macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id! {
    /// A player: a user's id.
    PlayerId
}

id! {
    /// A server (a Discord guild).
    GuildId
}

id! {
    /// A channel or thread.
    ChannelId
}

id! {
    /// A message.
    MessageId
}

/// A moment: milliseconds since the Unix epoch. Durations stay plain milliseconds (`i64`, named
/// `…_ms`): a moment plus a duration is a moment, and two moments apart are a duration.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct UnixMs(pub i64);

impl UnixMs {
    /// The moment in whole seconds since the epoch (as Discord's timestamps take it).
    pub fn secs(self) -> i64 {
        self.0.div_euclid(1000)
    }
}

impl std::fmt::Display for UnixMs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::ops::Add<i64> for UnixMs {
    type Output = UnixMs;
    fn add(self, ms: i64) -> UnixMs {
        UnixMs(self.0.saturating_add(ms))
    }
}

impl std::ops::AddAssign<i64> for UnixMs {
    fn add_assign(&mut self, ms: i64) {
        *self = *self + ms;
    }
}

impl std::ops::Sub<i64> for UnixMs {
    type Output = UnixMs;
    fn sub(self, ms: i64) -> UnixMs {
        UnixMs(self.0.saturating_sub(ms))
    }
}

impl std::ops::Sub for UnixMs {
    type Output = i64;
    /// The milliseconds from `earlier` to `self`.
    fn sub(self, earlier: UnixMs) -> i64 {
        self.0.saturating_sub(earlier.0)
    }
}

/// Where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchStatus {
    /// Being played.
    Active,
    /// Finished: the game has its outcome.
    Over,
    /// Given up without an outcome (no longer written; older databases may hold it).
    Abandoned,
}

impl MatchStatus {
    /// Every value, in declaration order.
    pub const ALL: &'static [MatchStatus] = &[
        MatchStatus::Active,
        MatchStatus::Over,
        MatchStatus::Abandoned,
    ];

    /// The word it is written as.
    pub fn key(self) -> &'static str {
        match self {
            MatchStatus::Active => "active",
            MatchStatus::Over => "over",
            MatchStatus::Abandoned => "abandoned",
        }
    }

    /// The value a written word names, if any.
    pub fn from_key(key: &str) -> Option<MatchStatus> {
        MatchStatus::ALL.iter().copied().find(|v| v.key() == key)
    }
}

impl std::fmt::Display for MatchStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}
