//! The store on a PostgreSQL server: choosing it by its URL, opening a connection, and its
//! migrations, run once however many processes start together.

use super::db::{args, Db};
use super::{schema_version, Counters, Origins, Store, StoreError};
use std::path::PathBuf;

/// PostgreSQL's migrations: (the schema version it brings the database to, its SQL). The first
/// brings an empty database to SQLite's version 10 at once; each later one has the number of its
/// SQLite twin.
pub const POSTGRES_MIGRATIONS: &[(usize, &str)] = &[(
    10,
    include_str!("../../migrations/postgres/0010_baseline.sql"),
)];

/// The advisory lock a process holds while it migrates, so that processes starting together
/// migrate once (any number: PostgreSQL only compares it).
const MIGRATION_LOCK: i64 = 0x1_7ac7_1ca0;

/// The advisory lock a process holds while its shards identify to Discord's gateway.
const IDENTIFY_LOCK: i64 = 0x1_7ac7_1ca1;

/// A process's turn to connect its gateway shards, among the processes of one bot on one
/// PostgreSQL database: Discord allows one IDENTIFY every 5 seconds, and serenity spaces only
/// the shards of one process. Held (an advisory lock on a connection of its own) until dropped.
pub struct IdentifyTurn {
    /// Dropped, it ends the thread that holds the lock, which closes its connection.
    _release: std::sync::mpsc::Sender<()>,
}

impl IdentifyTurn {
    /// Waits for the turn (as long as another process holds it). Blocking.
    pub fn take(url: &str) -> Result<IdentifyTurn, StoreError> {
        let (taken_tx, taken) = std::sync::mpsc::channel();
        let (release, released) = std::sync::mpsc::channel::<()>();
        let url = url.to_string();
        std::thread::Builder::new()
            .name("invictus-identify".to_string())
            .spawn(move || {
                let locked = Db::postgres(&url).and_then(|db| {
                    db.execute("SELECT pg_advisory_lock(?1)", args![IDENTIFY_LOCK])?;
                    Ok(db)
                });
                match locked {
                    Ok(db) => {
                        let _ = taken_tx.send(Ok(()));
                        // Until the turn is dropped; closing the connection releases the lock.
                        let _ = released.recv();
                        drop(db);
                    }
                    Err(e) => {
                        let _ = taken_tx.send(Err(e));
                    }
                }
            })
            .map_err(|e| StoreError::Task(format!("cannot start a thread: {e}")))?;
        taken
            .recv()
            .map_err(|_| StoreError::Task("the identify turn was not taken".to_string()))??;
        Ok(IdentifyTurn { _release: release })
    }
}

/// Whether the `database` setting names a PostgreSQL server rather than a SQLite file.
pub fn is_postgres_url(setting: &str) -> bool {
    setting.starts_with("postgres://") || setting.starts_with("postgresql://")
}

/// The URL without its password, for messages and logs (a file path unchanged).
pub fn without_password(url: &str) -> String {
    match url::split_password(url) {
        Some((before, after)) => format!("{before}***{after}"),
        None => url.to_string(),
    }
}

mod url {
    /// The text before and after the password of `scheme://user:password@host…`, if it has one.
    pub(super) fn split_password(url: &str) -> Option<(&str, &str)> {
        let rest_at = url.find("://")? + 3;
        let authority_end = url[rest_at..].find('/').map_or(url.len(), |i| rest_at + i);
        let at = url[rest_at..authority_end].rfind('@')? + rest_at;
        let colon = url[rest_at..at].find(':')? + rest_at;
        Some((&url[..colon + 1], &url[at..]))
    }
}

impl Store {
    /// Connects to the PostgreSQL server `url` names and brings its schema up to date. A
    /// database written by a newer program is refused. Blocking: call it from a thread of its
    /// own, never from an async task.
    pub fn connect(url: &str) -> Result<Store, StoreError> {
        let db = Db::postgres(url).map_err(|e| match e {
            StoreError::Setting(_) => e,
            other => StoreError::Setting(format!(
                "database: cannot connect to {}: {other}",
                without_password(url)
            )),
        })?;
        migrate(&db, without_password(url), schema_version())?;
        Ok(Store {
            db,
            share: super::Share::ALL,
            path: PathBuf::from(without_password(url)),
            origins: Origins::default(),
            last_written: Default::default(),
            counters: std::sync::Arc::<Counters>::default(),
        })
    }

    /// Opens the database a `database` setting names: a SQLite file, or a PostgreSQL server
    /// by its `postgres://` URL.
    pub fn open_setting(setting: &str) -> Result<Store, StoreError> {
        if is_postgres_url(setting) {
            Store::connect(setting)
        } else {
            Store::open(std::path::Path::new(setting))
        }
    }
}

/// The heartbeat of the process of `share` of the bot using the database a `database` setting
/// names (a SQLite file or a PostgreSQL URL), read without changing anything: when each of its
/// parts was last alive.
pub fn read_heartbeat_at(
    setting: &str,
    share: super::Share,
) -> Result<Vec<(String, i64)>, StoreError> {
    let beats = if is_postgres_url(setting) {
        let db = Db::postgres(setting).map_err(|e| {
            StoreError::Setting(format!(
                "database: cannot connect to {}: {e}",
                without_password(setting)
            ))
        })?;
        db.query(
            "SELECT part, at FROM heartbeat ORDER BY part",
            args![],
            |r| Ok((r.get::<String>(0)?, r.get(1)?)),
        )?
    } else {
        super::read_heartbeat(std::path::Path::new(setting))?
    };
    let suffix = share.heartbeat_suffix();
    Ok(beats
        .into_iter()
        .filter_map(|(part, at)| {
            let own = part.strip_suffix(suffix.as_str())?;
            (!own.contains('@')).then(|| (own.to_string(), at))
        })
        .collect())
}

/// Brings the PostgreSQL database `url` names to schema `version` and no further: the
/// migrations of [`POSTGRES_MIGRATIONS`] numbered up to it, as a program whose newest schema was
/// `version` left it (a database already there or past it is left as it is; one newer than this
/// program is refused). For upgrade tests: a database as an earlier release wrote it, which
/// [`Store::connect`] then brings to the newest version. Blocking, like [`Store::connect`].
pub fn migrate_postgres_to(url: &str, version: usize) -> Result<(), StoreError> {
    let db = Db::postgres(url)?;
    migrate(&db, without_password(url), version)
}

/// Applies PostgreSQL's pending migrations up to `target` under the migration lock.
fn migrate(db: &Db, shown: String, target: usize) -> Result<(), StoreError> {
    db.execute("SELECT pg_advisory_lock(?1)", args![MIGRATION_LOCK])?;
    let migrated = migrate_locked(db, shown, target);
    let unlocked = db.execute("SELECT pg_advisory_unlock(?1)", args![MIGRATION_LOCK]);
    migrated?;
    unlocked.map(drop)
}

fn migrate_locked(db: &Db, shown: String, target: usize) -> Result<(), StoreError> {
    db.batch(
        "CREATE TABLE IF NOT EXISTS schema_version (
             version    BIGINT PRIMARY KEY,
             applied_at BIGINT NOT NULL
         )",
    )?;
    let found: i64 = db.query_one(
        "SELECT coalesce(max(version), 0) FROM schema_version",
        args![],
        |r| r.get(0),
    )?;
    let found = usize::try_from(found).unwrap_or(0);
    if found > schema_version() {
        return Err(StoreError::TooNew {
            path: shown,
            found,
            supported: schema_version(),
        });
    }
    for &(version, sql) in POSTGRES_MIGRATIONS {
        if version <= found || version > target {
            continue;
        }
        let tx = db.begin()?;
        tx.batch(sql)?;
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        tx.execute(
            "INSERT INTO schema_version (version, applied_at) VALUES (?1, ?2)",
            args![version as i64, now],
        )?;
        tx.commit()?;
    }
    Ok(())
}

/// The schema version a PostgreSQL database is at (0: none yet).
#[allow(dead_code)]
pub(crate) fn postgres_schema_version(db: &Db) -> Result<usize, StoreError> {
    let found: Option<i64> =
        db.query_one("SELECT max(version) FROM schema_version", args![], |r| {
            r.get(0)
        })?;
    Ok(found.map_or(0, |v| usize::try_from(v).unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_postgres_url_is_told_from_a_file_path() {
        assert!(is_postgres_url("postgres://bot@db/invictus"));
        assert!(is_postgres_url("postgresql://bot@db/invictus"));
        assert!(!is_postgres_url("invictus.db"));
        assert!(!is_postgres_url("/var/lib/invictus/postgres.db"));
    }

    #[test]
    fn the_password_never_shows() {
        assert_eq!(
            without_password("postgres://bot:s3cret@db.internal:5432/invictus"),
            "postgres://bot:***@db.internal:5432/invictus"
        );
        assert_eq!(
            without_password("postgres://bot@db/invictus"),
            "postgres://bot@db/invictus"
        );
    }

    #[test]
    fn the_last_migration_of_both_databases_is_the_same_version() {
        let last = POSTGRES_MIGRATIONS.last().map(|&(v, _)| v);
        assert_eq!(last, Some(schema_version()));
        assert!(POSTGRES_MIGRATIONS.windows(2).all(|w| w[0].0 < w[1].0));
    }
}
