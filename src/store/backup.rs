//! Backups of the database file taken by the bot itself: a consistent copy made with `VACUUM
//! INTO` on a read-only connection of its own (so the bot's writes go on meanwhile), checked
//! before it takes its final name, and the oldest copies pruned.

use super::types::UnixMs;
use super::{schema_version, StoreError};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

/// What a backup did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupReport {
    pub path: PathBuf,
    pub bytes: u64,
    /// Matches in the copy.
    pub matches: u64,
    /// Older copies removed to keep `keep` of them.
    pub pruned: Vec<PathBuf>,
}

/// Why a backup failed; the database itself is never changed by one.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("backup directory {path}: {source}")]
    Directory {
        path: String,
        source: std::io::Error,
    },
    #[error("backup {path}: {source}")]
    File {
        path: String,
        source: std::io::Error,
    },
    #[error("backup copy: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("the backup copy {path} does not check out: {problem}")]
    Check { path: String, problem: String },
    #[error(transparent)]
    Store(#[from] StoreError),
}

const PREFIX: &str = "invictus-";
const SUFFIX: &str = ".db";

/// The file name of a backup taken at `now` (Unix ms): `invictus-YYYYMMDD-HHMMSS.db` in UTC, so
/// that names sort by time.
pub fn backup_name(now: UnixMs) -> String {
    let at = UNIX_EPOCH + Duration::from_millis(now.0.max(0) as u64);
    let stamp = humantime::format_rfc3339_seconds(at).to_string();
    // 2026-11-23T20:53:08Z → 20261123-205308
    let digits: String = stamp.chars().filter(char::is_ascii_digit).collect();
    format!("{PREFIX}{}-{}{SUFFIX}", &digits[..8], &digits[8..14])
}

/// The backups in `dir`, oldest first.
pub fn backups_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(PREFIX) && n.ends_with(SUFFIX))
        })
        .collect();
    found.sort();
    found
}

/// When a backup was taken (Unix ms), read from its file name.
pub fn backup_taken_at(path: &Path) -> Option<UnixMs> {
    let name = path.file_name()?.to_str()?;
    let stamp = name.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?;
    let (day, time) = stamp.split_once('-')?;
    if day.len() != 8 || time.len() != 6 {
        return None;
    }
    let text = format!(
        "{}-{}-{}T{}:{}:{}Z",
        &day[..4],
        &day[4..6],
        &day[6..],
        &time[..2],
        &time[2..4],
        &time[4..]
    );
    let at = humantime::parse_rfc3339(&text).ok()?;
    Some(UnixMs(
        at.duration_since(UNIX_EPOCH).ok()?.as_millis() as i64
    ))
}

/// When the newest backup in `dir` was taken (Unix ms, from its name), if there is one.
pub fn newest_backup_at(dir: &Path) -> Option<UnixMs> {
    backups_in(dir)
        .iter()
        .filter_map(|p| backup_taken_at(p))
        .max()
}

/// Copies `db` into `dir` as the backup of `now`, checks the copy (SQLite's integrity check,
/// this program's schema version, its matches readable), then keeps the newest `keep` backups.
/// The copy is written under a temporary name and renamed once checked, so that a failed or
/// interrupted backup never looks like one.
pub fn take_backup(
    db: &Path,
    dir: &Path,
    now: UnixMs,
    keep: usize,
) -> Result<BackupReport, BackupError> {
    std::fs::create_dir_all(dir).map_err(|source| BackupError::Directory {
        path: dir.display().to_string(),
        source,
    })?;
    let path = dir.join(backup_name(now));
    let partial = dir.join(format!("{}.partial", backup_name(now)));
    let file_error = |path: &Path| {
        let path = path.display().to_string();
        move |source| BackupError::File { path, source }
    };
    if partial.exists() {
        std::fs::remove_file(&partial).map_err(file_error(&partial))?;
    }
    let source = Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    source.busy_timeout(Duration::from_secs(10))?;
    source.execute("VACUUM INTO ?1", [partial.display().to_string()])?;
    drop(source);
    let matches = check_copy(&partial)?;
    std::fs::rename(&partial, &path).map_err(file_error(&path))?;
    let bytes = std::fs::metadata(&path).map_or(0, |m| m.len());
    let mut pruned = Vec::new();
    let all = backups_in(dir);
    if all.len() > keep {
        for old in &all[..all.len() - keep] {
            std::fs::remove_file(old).map_err(file_error(old))?;
            pruned.push(old.clone());
        }
    }
    Ok(BackupReport {
        path,
        bytes,
        matches,
        pruned,
    })
}

/// Checks a backup copy; returns how many matches it holds.
fn check_copy(path: &Path) -> Result<u64, BackupError> {
    let problem = |problem: String| BackupError::Check {
        path: path.display().to_string(),
        problem,
    };
    let copy = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let integrity: String = copy.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if integrity != "ok" {
        return Err(problem(format!("integrity check: {integrity}")));
    }
    let version: i64 = copy.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version as usize != schema_version() {
        return Err(problem(format!(
            "schema version {version}, expected {}",
            schema_version()
        )));
    }
    let matches: i64 = copy.query_row("SELECT count(*) FROM matches", [], |r| r.get(0))?;
    Ok(matches as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backup_names_sort_by_time() {
        assert_eq!(
            backup_name(UnixMs(1_795_467_188_000)),
            "invictus-20261123-205308.db"
        );
        assert!(backup_name(UnixMs(1_000)) < backup_name(UnixMs(2_000_000_000_000)));
        let name = PathBuf::from(backup_name(UnixMs(1_795_467_188_000)));
        assert_eq!(backup_taken_at(&name), Some(UnixMs(1_795_467_188_000)));
        assert_eq!(backup_taken_at(Path::new("invictus-2026-11.db")), None);
    }
}
