//! The database's upkeep by the bot itself: every `backup_every` (counted from the newest
//! backup, so that a restart does not take an extra one) a checked copy of the database is
//! written to `backup_dir` off the async threads and the oldest beyond `backup_keep` pruned;
//! and the write-ahead log is checkpointed regularly so that it stays small.

use super::Clock;
use crate::store::UnixMs;
use crate::store::{newest_backup_at, take_backup, AsyncStore, BackupReport};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Where and how often the bot backs its database up.
#[derive(Clone, Debug)]
pub struct BackupSchedule {
    /// The database file to copy.
    pub database: PathBuf,
    pub dir: PathBuf,
    pub every: Duration,
    pub keep: usize,
}

impl BackupSchedule {
    /// When the next backup is due (Unix ms): `every` after the newest one in `dir`, or now.
    pub fn next_due(&self, now: UnixMs) -> UnixMs {
        newest_backup_at(&self.dir).map_or(now, |at| at + self.every.as_millis() as i64)
    }

    /// Takes one backup at `now` on a blocking thread.
    pub async fn take(&self, now: UnixMs) -> Result<BackupReport, String> {
        let (db, dir, keep) = (self.database.clone(), self.dir.clone(), self.keep);
        tokio::task::spawn_blocking(move || take_backup(&db, &dir, now, keep))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())
    }
}

/// The database's upkeep until `stop` fires, looking at the clock every `poll`: a backup
/// whenever one is due (if `backups` is set), a write-ahead log checkpoint through `store`
/// every `checkpoint_every`, and the active-match and open-window gauges at every look.
pub async fn maintain(
    backups: Option<BackupSchedule>,
    clock: Arc<dyn Clock>,
    store: AsyncStore,
    poll: Duration,
    checkpoint_every: Duration,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let mut due = backups.as_ref().map(|b| b.next_due(clock.now_ms()));
    let mut last_checkpoint = clock.now_ms();
    loop {
        let now = clock.now_ms();
        if let (Some(schedule), Some(at)) = (&backups, due) {
            if now >= at {
                due = Some(match schedule.take(now).await {
                    Ok(report) => {
                        tracing::info!(
                            path = %report.path.display(),
                            bytes = report.bytes,
                            matches = report.matches,
                            pruned = report.pruned.len(),
                            "database backed up and checked"
                        );
                        now + schedule.every.as_millis() as i64
                    }
                    Err(e) => {
                        // Tried again an hour (or a period, if shorter) later.
                        tracing::error!(error = %e, "database backup failed");
                        now + schedule.every.min(Duration::from_secs(3600)).as_millis() as i64
                    }
                });
            }
        }
        match store.call(|s| s.activity()).await {
            Ok((matches, windows)) => {
                metrics::gauge!("invictus_active_matches").set(matches as f64);
                metrics::gauge!("invictus_open_windows").set(windows as f64);
            }
            Err(e) => tracing::warn!(error = %e, "hosting activity"),
        }
        if now - last_checkpoint >= checkpoint_every.as_millis() as i64 {
            last_checkpoint = now;
            match store.call_alone(|s| s.checkpoint()).await {
                Ok(pages) => tracing::debug!(pages, "write-ahead log checkpointed"),
                Err(e) => tracing::warn!(error = %e, "write-ahead log checkpoint"),
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(poll) => {}
            _ = stop.changed() => return,
        }
    }
}
