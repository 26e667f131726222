//! The domain values the store writes and reads as columns: Discord ids (players, servers,
//! channels, messages), moments in time, a match's game and status, a timer's kind, the
//! built-in opponent's level. Each goes through `ToSql`/`FromSql`, so that one kind of id cannot
//! stand for another and a column holding anything else is a conversion error (reported as a
//! damaged row), never a silent default.

use crate::games::{GameKind, Level};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use serde::{Deserialize, Serialize};

/// Declares a Discord id (a snowflake), stored as an INTEGER holding its 64 bits.
macro_rules! snowflake {
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

        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.0 as i64))
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                Ok($name(value.as_i64()? as u64))
            }
        }

        impl Snowflake for $name {
            fn from_bits(bits: i64) -> Self {
                $name(bits as u64)
            }
        }
    };
}

/// A Discord id read from its stored bits.
pub(crate) trait Snowflake {
    fn from_bits(bits: i64) -> Self;
}

snowflake! {
    /// A player: a Discord user's id.
    PlayerId
}

snowflake! {
    /// A Discord server (guild).
    GuildId
}

snowflake! {
    /// A Discord channel or thread.
    ChannelId
}

snowflake! {
    /// A Discord message.
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

impl ToSql for UnixMs {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.0))
    }
}

impl FromSql for UnixMs {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        Ok(UnixMs(value.as_i64()?))
    }
}

/// Where a rating counts: across all servers, or in one server. Stored as 0 or the server's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Global,
    Guild(GuildId),
}

impl Scope {
    /// The scope of a match played in `guild` (`None`, or a server id of 0: nowhere in particular).
    pub fn of(guild: Option<GuildId>) -> Scope {
        match guild {
            Some(guild) if guild.0 != 0 => Scope::Guild(guild),
            _ => Scope::Global,
        }
    }
}

impl ToSql for Scope {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(match self {
            Scope::Global => 0,
            Scope::Guild(guild) => guild.0 as i64,
        }))
    }
}

impl FromSql for Scope {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        Ok(Scope::of(Some(GuildId(value.as_i64()? as u64))))
    }
}

/// Stores a type that has a text `key()` and a list `ALL` of its values as that key; any other
/// text reads as an error naming `$what`.
macro_rules! keyed_column {
    ($name:ident, $what:expr) => {
        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.key()))
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                let text = value.as_str()?;
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.key() == text)
                    .ok_or_else(|| {
                        FromSqlError::Other(format!("unknown {} {text:?}", $what).into())
                    })
            }
        }
    };
}

/// Declares a column enum stored as its text key.
macro_rules! text_column {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident => $key:literal,)+ }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vdoc])* $variant,)+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// The text stored in the column.
            pub fn key(self) -> &'static str {
                match self {
                    $($name::$variant => $key,)+
                }
            }

            /// The value a stored text names, if any.
            pub fn from_key(key: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.key() == key)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.key())
            }
        }

        keyed_column!($name, stringify!($name));
    };
}

text_column! {
    /// Where a match stands.
    MatchStatus {
        /// Being played.
        Active => "active",
        /// Finished: the game has its outcome.
        Over => "over",
        /// Given up without an outcome (no longer written; older databases may hold it).
        Abandoned => "abandoned",
    }
}

text_column! {
    /// Where a challenge stands.
    ChallengeStatus {
        Open => "open",
        Accepted => "accepted",
        Declined => "declined",
        Cancelled => "cancelled",
        Expired => "expired",
    }
}

text_column! {
    /// What a stored timer is for; the hosting layer's payload says the rest (a seat, a version).
    TimerKind {
        /// A reaction window's deadline.
        ReactionWindow => "reaction_window",
        /// A player's turn deadline.
        TurnDeadline => "turn_deadline",
        /// A reminder before a turn deadline.
        Reminder => "reminder",
    }
}

keyed_column!(GameKind, "game");
keyed_column!(Level, "level");

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::Connection;

    #[test]
    fn column_values_round_trip_and_anything_else_is_an_error() {
        let conn = Connection::open_in_memory().unwrap();
        for &status in MatchStatus::ALL {
            let back: MatchStatus = conn.query_row("SELECT ?1", [status], |r| r.get(0)).unwrap();
            assert_eq!(back, status);
        }
        for &kind in TimerKind::ALL {
            let back: TimerKind = conn.query_row("SELECT ?1", [kind], |r| r.get(0)).unwrap();
            assert_eq!(back, kind);
        }
        for game in [GameKind::Invictus, GameKind::Tactica] {
            let back: GameKind = conn.query_row("SELECT ?1", [game], |r| r.get(0)).unwrap();
            assert_eq!(back, game);
        }
        for level in Level::ALL {
            let back: Level = conn.query_row("SELECT ?1", [level], |r| r.get(0)).unwrap();
            assert_eq!(back, level);
        }
        for bad in ["", "Active", "finished", "42"] {
            assert!(conn
                .query_row("SELECT ?1", [bad], |r| r.get::<_, MatchStatus>(0))
                .is_err());
            assert!(conn
                .query_row("SELECT ?1", [bad], |r| r.get::<_, TimerKind>(0))
                .is_err());
            assert!(conn
                .query_row("SELECT ?1", [bad], |r| r.get::<_, Level>(0))
                .is_err());
            assert!(conn
                .query_row("SELECT ?1", [bad], |r| r.get::<_, GameKind>(0))
                .is_err());
        }
        assert!(conn
            .query_row("SELECT 7", [], |r| r.get::<_, MatchStatus>(0))
            .is_err());
        for id in [0, 1, i64::MAX as u64, u64::MAX] {
            let back: PlayerId = conn
                .query_row("SELECT ?1", [PlayerId(id)], |r| r.get(0))
                .unwrap();
            assert_eq!(back, PlayerId(id), "every id's 64 bits survive");
        }
    }
}
