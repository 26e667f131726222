//! The store's timers as the timer loop reads them, and its upkeep: counts, backups, activity,
//! the heartbeat, the fast clock's origin, WAL checkpoints.

use super::*;

impl Store {
    /// Timers due at or before `now`, earliest first (of this store's share of the guilds).
    pub fn due_timers(&self, now: UnixMs) -> Result<Vec<Timer>, StoreError> {
        let [total, first, last] = self.share_args();
        self.db.query(
            &format!(
                "SELECT t.id, t.match_id, t.kind, t.due_at, t.payload
                 FROM timers t LEFT JOIN matches m ON m.id = t.match_id
                 WHERE t.due_at <= ?1 AND {SHARE_OF_M}
                 ORDER BY t.due_at, t.id"
            ),
            args![now, total, first, last],
            read_timer,
        )
    }

    /// The timers of one match, earliest first.
    pub fn match_timers(&self, id: MatchId) -> Result<Vec<Timer>, StoreError> {
        self.db.query(
            "SELECT id, match_id, kind, due_at, payload FROM timers WHERE match_id = ?1
             ORDER BY due_at, id",
            args![id.0],
            read_timer,
        )
    }

    /// The earliest due time of a timer or an open challenge's expiry, if there is one.
    pub fn next_timer_due(&self) -> Result<Option<UnixMs>, StoreError> {
        let [total, first, last] = self.share_args();
        self.db.query_one(
            &format!(
                "SELECT min(due) FROM (
                     SELECT min(t.due_at) AS due
                     FROM timers t LEFT JOIN matches m ON m.id = t.match_id WHERE {SHARE_OF_M}
                     UNION ALL
                     SELECT min(expires_at) FROM challenges m WHERE status = ?1 AND {SHARE_OF_M}
                 ) AS soonest"
            ),
            args![ChallengeStatus::Open, total, first, last],
            |r| r.get(0),
        )
    }

    /// The ids of the active matches played in `channel` (a channel or a match thread), newest
    /// first.
    pub fn active_matches_in(&self, channel: ChannelId) -> Result<Vec<MatchId>, StoreError> {
        self.db.query(
            "SELECT id FROM matches WHERE status = ?2 AND (thread_id = ?1 OR
             (channel_id = ?1 AND thread_id IS NULL)) ORDER BY id DESC",
            args![channel, MatchStatus::Active],
            |r| Ok(MatchId(r.get(0)?)),
        )
    }

    /// Removes a timer once handled (by its id, which is never reused).
    pub fn delete_timer(&mut self, id: i64) -> Result<(), StoreError> {
        self.db
            .execute("DELETE FROM timers WHERE id = ?1", args![id])?;
        Ok(())
    }

    /// Counts of stored matches and log entries.
    pub fn counts(&self) -> Result<(u64, u64), StoreError> {
        let matches: i64 = self
            .db
            .query_one("SELECT count(*) FROM matches", args![], |r| r.get(0))?;
        let actions: i64 = self
            .db
            .query_one("SELECT count(*) FROM actions", args![], |r| r.get(0))?;
        Ok((matches as u64, actions as u64))
    }

    /// Writes a consistent copy of the database to `out` (which must not exist), while other
    /// connections go on writing.
    pub fn backup(&self, out: &Path) -> Result<(), StoreError> {
        if self.db.dialect() == Dialect::Postgres {
            return Err(StoreError::Setting(
                "a PostgreSQL database is backed up with pg_dump, not by the bot".to_string(),
            ));
        }
        self.db
            .execute("VACUUM INTO ?1", args![out.display().to_string()])?;
        Ok(())
    }

    /// How busy the hosting is: active matches, and open reaction windows (their deadline
    /// timers).
    pub fn activity(&self) -> Result<(u64, u64), StoreError> {
        self.db.query_one(
            "SELECT (SELECT count(*) FROM matches WHERE status = ?1),
                    (SELECT count(*) FROM timers WHERE kind = ?2)",
            args![MatchStatus::Active, TimerKind::ReactionWindow],
            |r| Ok((r.get::<i64>(0)? as u64, r.get::<i64>(1)? as u64)),
        )
    }

    /// Records that `part` of the running bot (`gateway`, `timers`) was alive at `at` (Unix ms).
    /// Each process sharing a database beats for itself: its part is named with its share.
    pub fn beat(&mut self, part: &str, at: UnixMs) -> Result<(), StoreError> {
        let part = format!("{part}{}", self.share.heartbeat_suffix());
        let sql = match self.db.dialect() {
            Dialect::Sqlite => {
                "INSERT INTO heartbeat (part, at) VALUES (?1, ?2)
                 ON CONFLICT (part) DO UPDATE SET at = max(at, excluded.at)"
            }
            Dialect::Postgres => {
                "INSERT INTO heartbeat (part, at) VALUES (?1, ?2)
                 ON CONFLICT (part) DO UPDATE SET at = GREATEST(heartbeat.at, excluded.at)"
            }
        };
        self.db.execute(sql, args![part, at])?;
        Ok(())
    }

    /// The moment (Unix ms, machine time) from which a fast test clock (`clock_speed`) runs for
    /// this database: `now` the first time it is asked, the same moment at every later start,
    /// so the bot's time goes on across restarts instead of starting again from the machine's.
    pub fn clock_origin(&mut self, now: UnixMs) -> Result<UnixMs, StoreError> {
        self.db.execute(
            "INSERT INTO heartbeat (part, at) VALUES (?1, ?2) ON CONFLICT (part) DO NOTHING",
            args![CLOCK_ORIGIN, now],
        )?;
        let at: i64 = self.db.query_one(
            "SELECT at FROM heartbeat WHERE part = ?1",
            args![CLOCK_ORIGIN],
            |r| r.get::<i64>(0),
        )?;
        Ok(UnixMs(at))
    }

    /// Moves the write-ahead log into the database file and truncates it, so that the `-wal`
    /// file stays small under steady load; returns the log's pages before (`-1` if another
    /// connection kept it from completing, which the next checkpoint makes up for).
    /// On PostgreSQL, which needs no such care, it does nothing and returns 0.
    pub fn checkpoint(&self) -> Result<i64, StoreError> {
        let Some(conn) = self.db.sqlite_connection() else {
            return Ok(0);
        };
        let (busy, log): (i64, i64) =
            conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
        Ok(if busy != 0 { -1 } else { log })
    }

    /// Which database this store writes to.
    pub fn is_postgres(&self) -> bool {
        self.db.dialect() == Dialect::Postgres
    }
}
