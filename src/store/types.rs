//! The domain values the store writes and reads as columns: ids (players, servers, channels,
//! messages) and moments (defined in `kit::ids`), a match's game and status, a timer's kind, the
//! built-in opponent's level. Each goes through [`Arg`]/[`Cell`], so that one kind of id cannot
//! stand for another and a column holding anything else is a conversion error (reported as a
//! damaged row), never a silent default.

use super::db::{Arg, Cell, Read, Value};
use crate::games::{GameKind, Level};
use serde::{Deserialize, Serialize};

pub use crate::kit::ids::{ChannelId, GuildId, MatchStatus, MessageId, PlayerId, UnixMs};

/// Stores a 64-bit id as an INTEGER holding its 64 bits.
macro_rules! id_column {
    ($($name:ident),+) => {$(
        impl Arg for $name {
            fn value(&self) -> Value<'_> {
                Value::Int(self.0 as i64)
            }
        }

        impl Cell for $name {
            fn from_read(value: Read<'_>) -> Result<Self, String> {
                Ok($name(i64::from_read(value)? as u64))
            }
        }

        impl Snowflake for $name {
            fn from_bits(bits: i64) -> Self {
                $name(bits as u64)
            }
        }
    )+};
}

/// An id read from its stored bits.
pub(crate) trait Snowflake {
    fn from_bits(bits: i64) -> Self;
}

id_column!(PlayerId, GuildId, ChannelId, MessageId);

impl Arg for UnixMs {
    fn value(&self) -> Value<'_> {
        Value::Int(self.0)
    }
}

impl Cell for UnixMs {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        Ok(UnixMs(i64::from_read(value)?))
    }
}

/// The guilds one process runs, as Discord's gateway shards split them: shards `first..=last`
/// of `total`. Its timers, expiring challenges and built-in opponents are this process's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share {
    pub total: u32,
    pub first: u32,
    pub last: u32,
}

impl Share {
    /// Every guild: one process runs them all.
    pub const ALL: Share = Share {
        total: 1,
        first: 0,
        last: 0,
    };

    /// What a process of this share adds to the names of its heartbeat's parts, so that
    /// processes sharing one database each have their own (nothing for a process of every
    /// guild).
    pub fn heartbeat_suffix(&self) -> String {
        if *self == Share::ALL {
            String::new()
        } else {
            format!("@{}-{}/{}", self.first, self.last, self.total)
        }
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

impl Arg for Scope {
    fn value(&self) -> Value<'_> {
        Value::Int(match self {
            Scope::Global => 0,
            Scope::Guild(guild) => guild.0 as i64,
        })
    }
}

impl Cell for Scope {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        Ok(Scope::of(Some(GuildId(i64::from_read(value)? as u64))))
    }
}

/// Stores a type that has a text `key()` and a list `ALL` of its values as that key; any other
/// text reads as an error naming `$what`.
macro_rules! keyed_column {
    ($name:ident, $what:expr) => {
        impl Arg for $name {
            fn value(&self) -> Value<'_> {
                Value::Text(self.key())
            }
        }

        impl Cell for $name {
            fn from_read(value: Read<'_>) -> Result<Self, String> {
                let Read::Text(text) = value else {
                    return Err(format!("{value:?} is not a {}", $what));
                };
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.key() == text)
                    .ok_or_else(|| format!("unknown {} {text:?}", $what))
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

keyed_column!(MatchStatus, "MatchStatus");

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
    use super::super::db::{args, Db};
    use super::*;

    fn back<T: Cell>(db: &Db, value: &dyn Arg) -> Result<T, crate::store::StoreError> {
        db.query_one("SELECT ?1", &[value], |r| r.get::<T>(0))
    }

    #[test]
    fn column_values_round_trip_and_anything_else_is_an_error() {
        let db = Db::sqlite(rusqlite::Connection::open_in_memory().unwrap());
        for &status in MatchStatus::ALL {
            assert_eq!(back::<MatchStatus>(&db, &status).unwrap(), status);
        }
        for &kind in TimerKind::ALL {
            assert_eq!(back::<TimerKind>(&db, &kind).unwrap(), kind);
        }
        for game in [GameKind::Invictus, GameKind::Tactica] {
            assert_eq!(back::<GameKind>(&db, &game).unwrap(), game);
        }
        for level in Level::ALL {
            assert_eq!(back::<Level>(&db, &level).unwrap(), level);
        }
        for bad in ["", "Active", "finished", "42"] {
            assert!(back::<MatchStatus>(&db, &bad).is_err());
            assert!(back::<TimerKind>(&db, &bad).is_err());
            assert!(back::<Level>(&db, &bad).is_err());
            assert!(back::<GameKind>(&db, &bad).is_err());
        }
        assert!(db
            .query_one("SELECT 7", args![], |r| r.get::<MatchStatus>(0))
            .is_err());
        for id in [0, 1, i64::MAX as u64, u64::MAX] {
            assert_eq!(
                back::<PlayerId>(&db, &PlayerId(id)).unwrap(),
                PlayerId(id),
                "every id's 64 bits survive"
            );
        }
    }
}
