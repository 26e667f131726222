//! Durable matches in an embedded SQLite file or on a PostgreSQL server: numbered migrations,
//! one transaction per applied action, the append-only action log, timers, and replay
//! verification.

mod apply;
mod async_handle;
mod backup;
mod clocks;
mod copy;
pub(crate) mod db;
mod export;
mod hosted;
mod languages;
mod matches;
mod memory;
mod people;
mod postgres;
mod ratings;
mod rows;
mod statements;
mod types;
mod upkeep;
mod verify;

pub(crate) use statements::*;

pub use self::postgres::{
    is_postgres_url, migrate_postgres_to, read_heartbeat_at, without_password, IdentifyTurn,
    POSTGRES_MIGRATIONS,
};
pub use apply::{ActionRequest, Applied};
pub use async_handle::AsyncStore;
pub use backup::{
    backup_name, backup_taken_at, backups_in, newest_backup_at, take_backup, BackupError,
    BackupReport,
};
pub use clocks::{MatchClock, Vacation};
pub use copy::CopyReport;
pub use export::ExportedFile;
pub use hosted::{MatchRecord, SeatOptions, StoreTx};
pub use languages::LanguageRows;
pub use people::{Challenge, ChallengeId, ChallengeSeat};
pub use ratings::{FinishedMatch, RatingRow, GLOBAL};
pub use types::{
    ChallengeStatus, ChannelId, GuildId, MatchStatus, MessageId, PlayerId, Scope, Share, TimerKind,
    UnixMs,
};
pub use verify::{VerifyProblem, VerifyReport};

use apply::apply_timer_change;
use db::{args, Db, Dialect, Row};
use memory::{LastWritten, Origins};
use rows::*;
pub(crate) use types::*;

use crate::games::{Game, GameKind, Level, Refusal, SeatNo, Seats};
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The schema migrations, in order; only ever appended to.
/// The heartbeat row that keeps a fast test clock's origin ([`Store::clock_origin`]); `invictus
/// health` reads only the `gateway` and `timers` rows.
const CLOCK_ORIGIN: &str = "clock-origin";

pub const MIGRATION_FILES: &[&str] = &[
    include_str!("../../migrations/0001_initial.sql"),
    include_str!("../../migrations/0002_clocks.sql"),
    include_str!("../../migrations/0003_ai_seats.sql"),
    include_str!("../../migrations/0004_hosting.sql"),
    include_str!("../../migrations/0005_teams.sql"),
    include_str!("../../migrations/0006_ratings.sql"),
    include_str!("../../migrations/0007_heartbeat.sql"),
    include_str!("../../migrations/0008_languages.sql"),
    include_str!("../../migrations/0009_games.sql"),
    include_str!("../../migrations/0010_ratings_per_game.sql"),
];

/// The migrations as the migration crate runs them.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATION_FILES.iter().map(|sql| M::up(sql)).collect())
}

/// The schema version this binary writes.
pub fn schema_version() -> usize {
    MIGRATION_FILES.len()
}

/// How much a store has been used: calls through [`AsyncStore`], matches rebuilt from their
/// snapshot (`Match::restore`), and the time the store's thread spent running calls and
/// committing them. Read without a call, for tests and benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StoreStats {
    pub calls: u64,
    pub restores: u64,
    /// Nanoseconds the store's thread was busy with batches (calls and commits).
    pub busy_ns: u64,
}

/// The counters behind [`StoreStats`], shared by a store and its async handle.
#[derive(Debug, Default)]
pub(crate) struct Counters {
    pub(crate) calls: std::sync::atomic::AtomicU64,
    pub(crate) restores: std::sync::atomic::AtomicU64,
    pub(crate) busy_ns: std::sync::atomic::AtomicU64,
}

impl Counters {
    pub(crate) fn stats(&self) -> StoreStats {
        use std::sync::atomic::Ordering::Relaxed;
        StoreStats {
            calls: self.calls.load(Relaxed),
            restores: self.restores.load(Relaxed),
            busy_ns: self.busy_ns.load(Relaxed),
        }
    }
}

/// A match row's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MatchId(pub i64);

impl std::fmt::Display for MatchId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What can go wrong in the store. Refusals are the game's, passed through.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database error: {0}")]
    Postgres(#[from] ::postgres::Error),
    #[error("a column holds {0}")]
    Column(String),
    #[error("database error: {0}")]
    Database(String),
    #[error("{0}")]
    Setting(String),
    /// A timer another process fired first: nothing was written.
    #[error("the timer was handled by another process")]
    Claimed,
    #[error("cannot apply the database migrations: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("the database {path} has schema version {found}, newer than this program's {supported}: use a newer invictus")]
    TooNew {
        path: String,
        found: usize,
        supported: usize,
    },
    #[error("match {0} does not exist")]
    NoSuchMatch(MatchId),
    #[error("match {match_id} is damaged in the database ({what})")]
    Corrupt { match_id: MatchId, what: String },
    #[error("challenge {challenge} is damaged in the database ({what})")]
    CorruptChallenge { challenge: i64, what: String },
    #[error("match {match_id} is a {found} match, not {expected}")]
    WrongGame {
        match_id: MatchId,
        found: String,
        expected: GameKind,
    },
    #[error("match {match_id} has no seat {seat}")]
    NoSuchSeat { match_id: MatchId, seat: SeatNo },
    #[error("{0}")]
    Refused(#[from] Refusal),
    #[error("the database task failed: {0}")]
    Task(String),
}

/// Where and between whom a new match is played.
#[derive(Clone, Debug, Default)]
pub struct MatchPlace {
    pub guild_id: Option<GuildId>,
    pub channel_id: Option<ChannelId>,
    /// The player at each seat (`None`: nobody, e.g. the built-in opponent); seats the match
    /// does not have are ignored.
    pub players: Seats<Option<PlayerId>>,
}

/// A seat played by the built-in opponent: its level and the seed of its choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiSeat {
    pub seat: SeatNo,
    pub level: Level,
    pub seed: u64,
}

/// A change to the timers of a match, made in the same transaction as an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimerChange {
    /// A new timer of `kind` due at `due_at` (Unix ms).
    Add {
        kind: TimerKind,
        due_at: UnixMs,
        payload: String,
    },
    /// Remove the match's timers of `kind`.
    Clear { kind: TimerKind },
    /// Remove all the match's timers.
    ClearAll,
}

/// A match's log with the time of each action: (seq, seat, action, Unix ms).
type TimedLog<A> = Vec<(u64, SeatNo, A, UnixMs)>;

/// A stored match of game `G`.
#[derive(Clone, Debug)]
pub struct StoredMatch<G> {
    pub id: MatchId,
    pub guild_id: Option<GuildId>,
    pub channel_id: Option<ChannelId>,
    pub thread_id: Option<ChannelId>,
    pub board_message_id: Option<MessageId>,
    /// The player at each seat of the match (`None`: nobody).
    pub players: Seats<Option<PlayerId>>,
    pub status: MatchStatus,
    pub game: G,
    pub created_at: UnixMs,
    pub updated_at: UnixMs,
}

/// A due timer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timer {
    pub id: i64,
    pub match_id: Option<MatchId>,
    /// What it is for; the stored text when this program does not know it (a damaged row).
    pub kind: Result<TimerKind, String>,
    pub due_at: UnixMs,
    pub payload: String,
}

/// The heartbeat of the bot using the database at `path`, read without changing anything:
/// when each part was last alive (Unix ms). An error if the file is not a database of this
/// program.
pub fn read_heartbeat(path: &Path) -> Result<Vec<(String, i64)>, StoreError> {
    let conn = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    conn.busy_timeout(Duration::from_secs(5))?;
    Db::sqlite(conn).query(
        "SELECT part, at FROM heartbeat ORDER BY part",
        args![],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// Opens a connection with the pragmas every connection needs: WAL, full sync, foreign keys, a
/// busy timeout.
pub fn open_connection(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // Every query is prepared once per connection and kept.
    conn.set_prepared_statement_cache_capacity(128);
    Ok(conn)
}

/// A Discord id from its stored bits (`NULL`: none).
fn id_from_sql<T: Snowflake>(id: Option<i64>) -> Option<T> {
    id.map(T::from_bits)
}

/// A seat number as stored.
pub(crate) fn seat_to_sql(seat: SeatNo) -> i64 {
    i64::from(seat)
}

/// The seat a stored number names; any other number makes the row damaged (`what` names the
/// row in the error).
pub(crate) fn row_seat(match_id: MatchId, number: i64, what: &str) -> Result<SeatNo, StoreError> {
    SeatNo::try_from(number)
        .ok()
        .filter(|&seat| seat < 16)
        .ok_or_else(|| StoreError::Corrupt {
            match_id,
            what: format!("{what}: unknown seat {number}"),
        })
}

/// The seat of the next of match `id`'s seat rows (read in seat order), `count` having been read
/// before it: seats are numbered 0, 1, … without a gap.
pub(crate) fn next_seat_row(id: MatchId, number: i64, count: usize) -> Result<SeatNo, StoreError> {
    let seat = row_seat(id, number, "a seat")?;
    if usize::from(seat) != count {
        return Err(StoreError::Corrupt {
            match_id: id,
            what: format!("seat {count} is missing"),
        });
    }
    Ok(seat)
}

/// The status a match of this state is stored with.
fn status_of<G: Game>(game: &G) -> MatchStatus {
    if game.finish().is_some() {
        MatchStatus::Over
    } else {
        MatchStatus::Active
    }
}

/// The owner of the database connection, with typed methods. Blocking: from async code use
/// [`AsyncStore`].
pub struct Store {
    db: Db,
    /// The guilds whose timers, expiries and built-in opponents this process runs.
    share: Share,
    /// The file, or the server's address without its password.
    path: PathBuf,
    /// Setups never change once written: decoded once per match.
    origins: Origins,
    /// The last state written of each match, not decoded again.
    last_written: LastWritten,
    counters: std::sync::Arc<Counters>,
}

impl Store {
    /// Opens (creating if needed) a database file and applies pending migrations. A database
    /// written by a newer program is refused.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let mut conn = open_connection(path)?;
        let found: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
        if found as usize > schema_version() {
            return Err(StoreError::TooNew {
                path: path.display().to_string(),
                found: found as usize,
                supported: schema_version(),
            });
        }
        migrations().to_latest(&mut conn)?;
        Ok(Store {
            db: Db::sqlite(conn),
            share: Share::ALL,
            path: path.to_path_buf(),
            origins: Origins::default(),
            last_written: LastWritten::default(),
            counters: std::sync::Arc::default(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Makes the store list only the timers, expiring challenges and built-in opponents'
    /// matches of `share`'s guilds (on a database several processes share).
    pub fn set_share(&mut self, share: Share) {
        self.share = share;
    }

    /// `share` as query arguments: total, first, last.
    fn share_args(&self) -> [i64; 3] {
        [
            i64::from(self.share.total),
            i64::from(self.share.first),
            i64::from(self.share.last),
        ]
    }

    /// How much this store has been used.
    pub fn stats(&self) -> StoreStats {
        self.counters.stats()
    }

    pub(crate) fn counters(&self) -> std::sync::Arc<Counters> {
        std::sync::Arc::clone(&self.counters)
    }

    /// Stores a new match at version 0 and returns its id.
    pub fn create_match<G: Game>(
        &mut self,
        game: &G,
        place: &MatchPlace,
        now: UnixMs,
    ) -> Result<MatchId, StoreError> {
        let tx = self.db.begin()?;
        let id = insert_match(&tx, game, place, now)?;
        tx.commit()?;
        Ok(id)
    }

    /// Stores a new match with the seat the built-in opponent plays, in one transaction.
    pub fn create_match_with_ai<G: Game>(
        &mut self,
        game: &G,
        place: &MatchPlace,
        ais: &[AiSeat],
        now: UnixMs,
    ) -> Result<MatchId, StoreError> {
        let tx = self.db.begin()?;
        let id = insert_match(&tx, game, place, now)?;
        set_ai_seats(&tx, id, ais)?;
        tx.commit()?;
        Ok(id)
    }

    /// The seats the built-in opponent plays in a match, in seat order (none: people only; at
    /// most one in a duel).
    pub fn ai_seats(&self, id: MatchId) -> Result<Vec<AiSeat>, StoreError> {
        let rows = self.db.query(
            "SELECT seat, ai_level, ai_seed FROM match_seats
             WHERE match_id = ?1 AND ai_level IS NOT NULL ORDER BY seat",
            args![id.0],
            |r| Ok((r.get::<i64>(0)?, r.get::<Level>(1), r.get::<i64>(2)?)),
        )?;
        let mut seats = Vec::new();
        for (seat, level, seed) in rows {
            seats.push(AiSeat {
                seat: row_seat(id, seat, "built-in opponent's seat")?,
                level: level.map_err(|e| StoreError::Corrupt {
                    match_id: id,
                    what: format!("the built-in opponent's level: {e}"),
                })?,
                seed: seed as u64,
            });
        }
        Ok(seats)
    }

    /// The active matches in which the built-in opponent plays, oldest first.
    pub fn active_ai_matches(&self) -> Result<Vec<MatchId>, StoreError> {
        let [total, first, last] = self.share_args();
        self.db.query(
            &format!(
                "SELECT m.id FROM matches m
                 WHERE m.status = ?1 AND {SHARE_OF_M}
                   AND EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.ai_level IS NOT NULL)
                 ORDER BY m.id"
            ),
            args![MatchStatus::Active, total, first, last],
            |r| Ok(MatchId(r.get(0)?)),
        )
    }

    /// Stores many new matches in one transaction (imports, benchmarks).
    pub fn create_matches<G: Game>(
        &mut self,
        games: &[(G, MatchPlace)],
        now: UnixMs,
    ) -> Result<Vec<MatchId>, StoreError> {
        let tx = self.db.begin()?;
        let mut ids = Vec::with_capacity(games.len());
        for (game, place) in games {
            ids.push(insert_match(&tx, game, place, now)?);
        }
        tx.commit()?;
        Ok(ids)
    }

    /// The active matches of this store's share of the guilds whose board message was never
    /// recorded, oldest first.
    pub fn matches_without_board(&self) -> Result<Vec<MatchId>, StoreError> {
        let [total, first, last] = self.share_args();
        self.db.query(
            &format!(
                "SELECT m.id FROM matches m
                 WHERE m.status = ?1 AND m.board_message_id IS NULL AND m.channel_id IS NOT NULL
                   AND {SHARE_OF_M}
                 ORDER BY m.id"
            ),
            args![MatchStatus::Active, total, first, last],
            |r| Ok(MatchId(r.get(0)?)),
        )
    }

    /// Records the message that shows a match's public board.
    pub fn set_board_message(
        &mut self,
        id: MatchId,
        message_id: MessageId,
    ) -> Result<(), StoreError> {
        let n = self.db.execute(
            "UPDATE matches SET board_message_id = ?2 WHERE id = ?1",
            args![id.0, message_id],
        )?;
        if n == 0 {
            return Err(StoreError::NoSuchMatch(id));
        }
        Ok(())
    }

    /// Records the public prompt of the reaction window open at `version`, if the match is
    /// still at that version (returns whether it was recorded).
    pub fn set_prompt_message(
        &mut self,
        id: MatchId,
        version: u64,
        message_id: MessageId,
    ) -> Result<bool, StoreError> {
        let n = self.db.execute(
            "UPDATE matches SET prompt_message_id = ?3 WHERE id = ?1 AND version = ?2",
            args![id.0, version as i64, message_id],
        )?;
        Ok(n > 0)
    }

    /// Records the thread a match is played in.
    pub fn set_thread(&mut self, id: MatchId, thread_id: ChannelId) -> Result<(), StoreError> {
        let n = self.db.execute(
            "UPDATE matches SET thread_id = ?2 WHERE id = ?1",
            args![id.0, thread_id],
        )?;
        if n == 0 {
            return Err(StoreError::NoSuchMatch(id));
        }
        Ok(())
    }

    /// How many matches a player is in now (for per-user limits).
    pub fn active_match_count(&self, player: PlayerId) -> Result<u64, StoreError> {
        active_match_count(&self.db, player)
    }
}
