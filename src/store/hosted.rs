//! One transaction per request of the hosting layer: everything about a match read in one query
//! ([`MatchRecord`]), then the writes an action or a timer leads to, committed together.

use super::db::{args, Dialect, Tx};
use super::types::UnixMs;
use super::types::{ChallengeStatus, ChannelId, GuildId, MessageId, PlayerId};
use super::{
    apply_timer_change, check_game, decode_origin, ensure_player, id_from_sql, next_seat_row,
    restore, row_seat, seat_to_sql, AiSeat, Counters, LastWritten, MatchClock, MatchId, MatchPlace,
    Origins, Store, StoreError, Timer, TimerChange,
};
use crate::games::{Game, Level, Orders, SeatNo, Seats};
use std::sync::Arc;

/// A player's options in one match of a game whose standing orders are `O`: whether the bot
/// may ping them, and their standing order for reaction windows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatOptions<O> {
    pub pings: bool,
    pub orders: O,
}

impl<O: Orders> Default for SeatOptions<O> {
    fn default() -> Self {
        SeatOptions {
            pings: true,
            orders: O::default(),
        }
    }
}

/// The standing order a stored key names in match `id`; any other key makes the row damaged.
pub(super) fn order_of<O: Orders>(id: MatchId, key: &str) -> Result<O, StoreError> {
    O::from_key(key).ok_or_else(|| StoreError::Corrupt {
        match_id: id,
        what: format!("unknown standing order {key:?}"),
    })
}

/// Everything hosting needs about one match of game `G`, read in two queries (the match, its
/// seats). The per-seat values hold one entry for each seat of the match.
#[derive(Clone, Debug)]
pub struct MatchRecord<G: Game> {
    pub id: MatchId,
    pub guild_id: Option<GuildId>,
    pub channel_id: Option<ChannelId>,
    pub thread_id: Option<ChannelId>,
    pub board_message_id: Option<MessageId>,
    pub players: Seats<Option<PlayerId>>,
    /// The match, to be changed by this transaction's actions.
    pub game: G,
    /// The match as it was read, before this transaction changed it (shared with the store's
    /// kept states: no copy is made of it).
    pub as_read: Arc<G>,
    pub clock: Option<MatchClock>,
    pub options: Seats<SeatOptions<G::Order>>,
    /// When each seat's player is back from vacation (Unix ms), if they went on one.
    pub away: Seats<Option<UnixMs>>,
    /// The seats the built-in opponent plays, in seat order (at most one in a duel).
    pub ai: Vec<AiSeat>,
    /// The reaction window the match was set up with (`None`: the host's default).
    pub reaction_window_ms: Option<i64>,
    /// The public prompt posted for the open reaction window.
    pub prompt_message_id: Option<MessageId>,
    /// When the match last changed (Unix ms).
    pub updated_at: UnixMs,
}

/// A write transaction of the store, for hosting. Dropped without [`Store::transaction`]'s
/// commit (the closure returned an error), it writes nothing.
pub struct StoreTx<'s> {
    pub(super) tx: Tx<'s>,
    origins: &'s mut Origins,
    last_written: &'s mut LastWritten,
    counters: &'s Counters,
}

impl Store {
    /// Runs `f` in one transaction (a savepoint of the batch the store thread runs, see
    /// [`super::AsyncStore`]), kept if `f` succeeds; on any error nothing of it is written.
    pub fn transaction<T, E: From<StoreError>>(
        &mut self,
        f: impl FnOnce(&mut StoreTx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let tx = self.db.begin()?;
        let mut store_tx = StoreTx {
            tx,
            origins: &mut self.origins,
            last_written: &mut self.last_written,
            counters: &self.counters,
        };
        let out = f(&mut store_tx)?;
        store_tx.tx.commit()?;
        Ok(out)
    }

    /// Opens the transaction a batch of calls shares on SQLite (they write inside it as
    /// savepoints). On PostgreSQL each call is a transaction of its own: nothing to do.
    pub(crate) fn begin_batch(&mut self) -> Result<(), StoreError> {
        if self.db.dialect() == Dialect::Sqlite {
            self.db.execute("BEGIN IMMEDIATE", args![])?;
        }
        Ok(())
    }

    /// Commits the batch's transaction; if that fails, rolls it back so that the connection is
    /// ready for the next batch.
    pub(crate) fn commit_batch(&mut self) -> Result<(), StoreError> {
        let Some(conn) = self.db.sqlite_connection() else {
            return Ok(());
        };
        if conn.is_autocommit() {
            return Ok(());
        }
        if let Err(e) = self.db.execute("COMMIT", args![]) {
            if !conn.is_autocommit() {
                let _ = conn.execute_batch("ROLLBACK");
            }
            return Err(e);
        }
        Ok(())
    }

    /// Opens the transaction one call runs in: a savepoint of the batch on SQLite, a
    /// transaction of its own on PostgreSQL.
    pub(crate) fn begin_call(&mut self) -> Result<(), StoreError> {
        self.db.open()
    }

    /// Closes a call's transaction, keeping its writes if it succeeded, undoing them otherwise.
    pub(crate) fn end_call(&mut self, succeeded: bool) {
        if let Err(e) = self.db.close(succeeded) {
            tracing::error!(error = %e, "could not close a database call's transaction");
        }
    }

    /// [`StoreTx::record`] in a transaction of its own (a read).
    pub fn match_record<G: Game>(&mut self, id: MatchId) -> Result<MatchRecord<G>, StoreError> {
        self.transaction(|tx| tx.record(id))
    }
}

impl StoreTx<'_> {
    /// Everything about a `G` match: its place, players, state, clock, options, vacations, the
    /// built-in opponent's seats and its open prompt. The one restore of a request.
    pub fn record<G: Game>(&mut self, id: MatchId) -> Result<MatchRecord<G>, StoreError> {
        let cached = self.origins.contains(id);
        let base = if cached {
            "SELECT m.game, m.guild_id, m.channel_id, m.thread_id, m.board_message_id, m.snapshot,
                    NULL, c.turn_time_ms, c.grants, c.late_seat,
                    m.reaction_window_ms, m.prompt_message_id, m.updated_at
             FROM matches m LEFT JOIN match_clocks c ON c.match_id = m.id
             WHERE m.id = ?1"
        } else {
            "SELECT m.game, m.guild_id, m.channel_id, m.thread_id, m.board_message_id, m.snapshot,
                    o.origin, c.turn_time_ms, c.grants, c.late_seat,
                    m.reaction_window_ms, m.prompt_message_id, m.updated_at
             FROM matches m LEFT JOIN match_clocks c ON c.match_id = m.id
             LEFT JOIN match_origins o ON o.match_id = m.id
             WHERE m.id = ?1"
        };
        let sql = self.locking(base);
        struct Row {
            game: String,
            place: [Option<i64>; 4],
            snapshot: String,
            origin: Option<String>,
            clock: (Option<i64>, Option<i64>, Option<i64>),
            window: Option<i64>,
            prompt: Option<i64>,
            updated_at: UnixMs,
        }
        let row = self
            .tx
            .query_opt(&sql, args![id.0], |r| {
                Ok(Row {
                    game: r.get(0)?,
                    place: [r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?],
                    snapshot: r.get(5)?,
                    origin: r.get(6)?,
                    clock: (r.get(7)?, r.get(8)?, r.get(9)?),
                    window: r.get(10)?,
                    prompt: r.get(11)?,
                    updated_at: r.get(12)?,
                })
            })?
            .ok_or(StoreError::NoSuchMatch(id))?;
        let as_read = self.restored::<G>(id, &row.game, &row.snapshot, row.origin.as_deref())?;
        let game = G::clone(&as_read);
        let clock = match row.clock {
            (Some(turn_time_ms), grants, late) => Some(MatchClock {
                turn_time_ms,
                grants: grants.unwrap_or(0) as u32,
                late_seat: late
                    .map(|seat| row_seat(id, seat, "the clock's late seat"))
                    .transpose()?,
            }),
            _ => None,
        };
        let mut players = Vec::new();
        let mut options = Vec::new();
        let mut away = Vec::new();
        let mut ai = Vec::new();
        {
            let rows = self.tx.query(
                "SELECT s.seat, s.player_id, s.pings, s.orders, s.ai_level, s.ai_seed,
                        p.vacation_until
                 FROM match_seats s LEFT JOIN players p ON p.id = s.player_id
                 WHERE s.match_id = ?1 ORDER BY s.seat",
                args![id.0],
                |r| {
                    Ok((
                        r.get::<i64>(0)?,
                        r.get::<Option<i64>>(1)?,
                        r.get::<bool>(2)?,
                        r.get::<String>(3)?,
                        r.get::<Option<Level>>(4),
                        r.get::<Option<i64>>(5)?,
                        r.get::<Option<UnixMs>>(6)?,
                    ))
                },
            )?;
            for (seat, player, pings, orders, level, seed, until) in rows {
                let seat = next_seat_row(id, seat, players.len())?;
                players.push(id_from_sql(player));
                options.push(SeatOptions {
                    pings,
                    orders: order_of::<G::Order>(id, &orders)?,
                });
                let level = level.map_err(|e| StoreError::Corrupt {
                    match_id: id,
                    what: format!("the built-in opponent's level: {e}"),
                })?;
                away.push(until);
                if let (Some(level), Some(seed)) = (level, seed) {
                    ai.push(AiSeat {
                        seat,
                        level,
                        seed: seed as u64,
                    });
                }
            }
        }
        if players.len() != game.seats().len() {
            return Err(StoreError::Corrupt {
                match_id: id,
                what: format!(
                    "it has {} seat rows for {} seats",
                    players.len(),
                    game.seats().len()
                ),
            });
        }
        Ok(MatchRecord {
            id,
            guild_id: id_from_sql(row.place[0]),
            channel_id: id_from_sql(row.place[1]),
            thread_id: id_from_sql(row.place[2]),
            board_message_id: id_from_sql(row.place[3]),
            players: players.into(),
            game,
            as_read,
            clock,
            options: options.into(),
            away: away.into(),
            ai,
            reaction_window_ms: row.window,
            prompt_message_id: id_from_sql(row.prompt),
            updated_at: row.updated_at,
        })
    }

    /// A query of match `m` that, on PostgreSQL, also locks its row until the transaction
    /// ends: requests on one match then take turns across processes, as they do within one.
    /// (SQLite's one writer needs nothing more.)
    fn locking(&self, query: &'static str) -> std::borrow::Cow<'static, str> {
        match self.tx.dialect() {
            Dialect::Sqlite => query.into(),
            Dialect::Postgres => format!("{query} FOR UPDATE OF m").into(),
        }
    }

    /// A `G` match from its row's game key, snapshot and origin (`None` when the origin was
    /// read before and is kept decoded).
    fn restored<G: Game>(
        &mut self,
        id: MatchId,
        game_key: &str,
        snapshot: &str,
        origin: Option<&str>,
    ) -> Result<Arc<G>, StoreError> {
        check_game::<G>(id, game_key)?;
        let setup = match (origin, self.origins.get::<G>(id)) {
            (_, Some(setup)) => setup,
            (Some(origin), None) => {
                let setup = decode_origin::<G>(id, origin)?;
                self.origins.insert::<G>(id, setup.clone());
                setup
            }
            (None, None) => {
                return Err(StoreError::Corrupt {
                    match_id: id,
                    what: "its setup is missing".to_string(),
                })
            }
        };
        if let Some(game) = self.last_written.get::<G>(id, snapshot) {
            return Ok(game);
        }
        restore::<G>(self.counters, id, setup, snapshot).map(Arc::new)
    }

    /// A `G` match as stored, without its hosting details (one read).
    pub fn game<G: Game>(&mut self, id: MatchId) -> Result<G, StoreError> {
        let sql = self.locking(if self.origins.contains(id) {
            "SELECT m.game, m.snapshot, NULL FROM matches m WHERE m.id = ?1"
        } else {
            "SELECT m.game, m.snapshot, o.origin FROM matches m
             LEFT JOIN match_origins o ON o.match_id = m.id WHERE m.id = ?1"
        });
        let (game_key, snapshot, origin): (String, String, Option<String>) = self
            .tx
            .query_opt(&sql, args![id.0], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?))
            })?
            .ok_or(StoreError::NoSuchMatch(id))?;
        self.restored::<G>(id, &game_key, &snapshot, origin.as_deref())
            .map(Arc::unwrap_or_clone)
    }

    /// The one durable way an action is applied, for every front end: `seat`'s `action`
    /// chosen on `version` is applied to `game` (the game's refusal writes nothing), appended
    /// to the log and the new state written, in this transaction. Returns its events.
    #[allow(clippy::too_many_arguments)]
    pub fn apply_action<G: Game>(
        &mut self,
        id: MatchId,
        game: &mut G,
        seat: SeatNo,
        version: u64,
        action: &G::Action,
        interaction_id: Option<&str>,
        now: UnixMs,
    ) -> Result<Vec<G::Event>, StoreError> {
        let events = game.apply(seat, version, action)?;
        super::apply::log_action::<G>(
            &self.tx,
            id,
            game.version(),
            seat,
            action,
            now,
            interaction_id,
        )?;
        let snapshot = super::apply::save_state(&self.tx, id, game, now)?;
        self.last_written
            .insert(id, snapshot, Arc::new(game.clone()));
        Ok(events)
    }

    /// The log entry an interaction (or a timer firing) was applied as, if it was.
    pub fn interaction_applied(&self, interaction: &str) -> Result<Option<u64>, StoreError> {
        let seq: Option<i64> = self.tx.query_opt(
            "SELECT seq FROM actions WHERE interaction_id = ?1",
            args![interaction],
            |row| row.get(0),
        )?;
        Ok(seq.map(|s| s as u64))
    }

    /// Applies timer changes to a match, in order.
    pub fn change_timers(
        &mut self,
        id: MatchId,
        changes: &[TimerChange],
    ) -> Result<(), StoreError> {
        for change in changes {
            apply_timer_change(&self.tx, id, change)?;
        }
        Ok(())
    }

    /// The timers of one match, earliest first.
    pub fn match_timers(&self, id: MatchId) -> Result<Vec<Timer>, StoreError> {
        self.tx.query(
            "SELECT id, match_id, kind, due_at, payload FROM timers WHERE match_id = ?1
             ORDER BY due_at, id",
            args![id.0],
            super::read_timer,
        )
    }

    /// Removes one timer (a fired one) by its id, which is never reused.
    pub fn delete_timer(&mut self, timer: i64) -> Result<(), StoreError> {
        self.tx
            .execute("DELETE FROM timers WHERE id = ?1", args![timer])?;
        Ok(())
    }

    /// Claims a due timer for firing in this transaction by removing it: [`StoreError::Claimed`]
    /// when it is gone already (another process fired it and committed first). Called after
    /// [`StoreTx::record`], whose row lock makes a second process wait for the first one's
    /// commit, so a timer fires once however many processes see it due.
    pub fn claim_timer(&mut self, timer: i64) -> Result<(), StoreError> {
        match self
            .tx
            .execute("DELETE FROM timers WHERE id = ?1", args![timer])?
        {
            0 => Err(StoreError::Claimed),
            _ => Ok(()),
        }
    }

    /// Records (or clears) the seat that missed its deadline.
    pub fn set_late_seat(&mut self, id: MatchId, late: Option<SeatNo>) -> Result<(), StoreError> {
        self.tx.execute(
            "UPDATE match_clocks SET late_seat = ?2 WHERE match_id = ?1",
            args![id.0, late.map(seat_to_sql)],
        )?;
        Ok(())
    }

    /// Counts a grant of more time and clears the claim. False (nothing written) if no claim
    /// was open.
    pub fn grant(&mut self, id: MatchId) -> Result<bool, StoreError> {
        let n = self.tx.execute(
            "UPDATE match_clocks SET grants = grants + 1, late_seat = NULL
             WHERE match_id = ?1 AND late_seat IS NOT NULL",
            args![id.0],
        )?;
        Ok(n > 0)
    }

    /// Sets a player's options in a match.
    pub fn set_seat_options<O: Orders>(
        &mut self,
        id: MatchId,
        seat: SeatNo,
        options: &SeatOptions<O>,
    ) -> Result<(), StoreError> {
        super::clocks::set_seat_options(&self.tx, id, seat, options)
    }

    /// Records (or forgets) the public prompt of a match's open reaction window.
    pub fn set_prompt_message(
        &mut self,
        id: MatchId,
        message: Option<MessageId>,
    ) -> Result<(), StoreError> {
        self.tx.execute(
            "UPDATE matches SET prompt_message_id = ?2 WHERE id = ?1",
            args![id.0, message],
        )?;
        Ok(())
    }

    /// Stores a new match (version 0) with its reaction window, its turn clock (`turn_time_ms`)
    /// and the seats the built-in opponent plays (none: people only).
    pub fn create_match<G: Game>(
        &mut self,
        game: &G,
        place: &MatchPlace,
        reaction_window_ms: Option<i64>,
        turn_time_ms: Option<i64>,
        ai: &[AiSeat],
        now: UnixMs,
    ) -> Result<MatchId, StoreError> {
        let id = super::insert_match(&self.tx, game, place, now)?;
        self.tx.execute(
            "UPDATE matches SET reaction_window_ms = ?2 WHERE id = ?1",
            args![id.0, reaction_window_ms],
        )?;
        if let Some(turn_time_ms) = turn_time_ms {
            self.tx.execute(
                "INSERT INTO match_clocks (match_id, turn_time_ms) VALUES (?1, ?2)",
                args![id.0, turn_time_ms],
            )?;
        }
        super::set_ai_seats(&self.tx, id, ai)?;
        Ok(id)
    }

    /// Marks an open challenge accepted with its match. False (nothing written) if it is not
    /// open any more.
    pub fn close_accepted_challenge(
        &mut self,
        challenge: super::ChallengeId,
        match_id: MatchId,
    ) -> Result<bool, StoreError> {
        let n = self.tx.execute(
            "UPDATE challenges SET status = ?3, match_id = ?2 WHERE id = ?1 AND status = ?4",
            args![
                challenge.0,
                match_id.0,
                ChallengeStatus::Accepted,
                ChallengeStatus::Open
            ],
        )?;
        Ok(n > 0)
    }

    /// Creates a player row if there is none.
    pub fn ensure_player(&mut self, player: PlayerId, now: UnixMs) -> Result<(), StoreError> {
        ensure_player(&self.tx, player, now)
    }

    /// Records that the invited player of `seat` accepted with `choice` (an Invictus army); false
    /// if that seat had already accepted.
    pub fn accept_challenge_seat(
        &mut self,
        challenge: super::ChallengeId,
        seat: SeatNo,
        choice: Option<&str>,
        now: UnixMs,
    ) -> Result<bool, StoreError> {
        let n = self.tx.execute(
            "UPDATE challenge_seats SET army = ?3, accepted_at = ?4
             WHERE challenge_id = ?1 AND seat = ?2 AND accepted_at IS NULL",
            args![challenge.0, seat_to_sql(seat), choice, now],
        )?;
        Ok(n > 0)
    }

    /// The invited seats of a challenge, in seat order.
    pub fn challenge_seats(
        &self,
        challenge: super::ChallengeId,
    ) -> Result<Vec<super::ChallengeSeat>, StoreError> {
        super::people::challenge_seats(&self.tx, challenge)
    }
}
