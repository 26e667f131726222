//! One transaction per request of the hosting layer: everything about a match read in one query
//! ([`MatchRecord`]), then the writes an action or a timer leads to, committed together.

use super::{
    apply_timer_change, decode_origin, ensure_player, id_from_sql, id_to_sql, restore, row_seat,
    seat_key, status_of, AiSeat, Counters, MatchClock, MatchId, MatchPlace, Store, StoreError,
    Timer, TimerChange,
};
use crate::engine::{Action, Match, MatchSetup, Seat, UnitCard};
use rusqlite::{params, OptionalExtension};
use std::collections::HashMap;

/// A player's stored options in one match, as written (hosting gives them their meaning).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatOptionsRow {
    pub pings: bool,
    /// A standing-order key, e.g. `ask`.
    pub orders: String,
}

impl Default for SeatOptionsRow {
    fn default() -> Self {
        SeatOptionsRow {
            pings: true,
            orders: "ask".to_string(),
        }
    }
}

/// Everything hosting needs about one match, read in one query.
///
/// The per-seat arrays are indexed by `seat as usize` (A, B, C, D); in a duel C and D hold no
/// player, the default options and no vacation.
#[derive(Clone, Debug)]
pub struct MatchRecord {
    pub id: MatchId,
    pub guild_id: Option<u64>,
    pub channel_id: Option<u64>,
    pub thread_id: Option<u64>,
    pub board_message_id: Option<u64>,
    pub players: [Option<u64>; 4],
    pub game: Match,
    pub clock: Option<MatchClock>,
    pub options: [SeatOptionsRow; 4],
    /// When each seat's player is back from vacation (Unix ms), if they went on one.
    pub away: [Option<i64>; 4],
    /// The seats the built-in opponent plays, in seat order (at most one in a duel).
    pub ai: Vec<AiSeat>,
    /// The reaction window the match was set up with (`None`: the host's default).
    pub reaction_window_ms: Option<i64>,
    /// The public prompt posted for the open reaction window.
    pub prompt_message_id: Option<u64>,
    /// When the match last changed (Unix ms).
    pub updated_at: i64,
}

/// A write transaction of the store, for hosting. Dropped without [`Store::transaction`]'s
/// commit (the closure returned an error), it writes nothing.
pub struct StoreTx<'s> {
    pub(super) tx: rusqlite::Savepoint<'s>,
    origins: &'s mut HashMap<MatchId, (MatchSetup, Vec<UnitCard>)>,
    counters: &'s Counters,
}

impl Store {
    /// Runs `f` in one transaction (a savepoint of the batch the store thread runs, see
    /// [`super::AsyncStore`]), kept if `f` succeeds; on any error nothing of it is written.
    pub fn transaction<T, E: From<StoreError>>(
        &mut self,
        f: impl FnOnce(&mut StoreTx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let tx = self.conn.savepoint().map_err(StoreError::from)?;
        let mut store_tx = StoreTx {
            tx,
            origins: &mut self.origins,
            counters: &self.counters,
        };
        let out = f(&mut store_tx)?;
        store_tx.tx.commit().map_err(StoreError::from)?;
        Ok(out)
    }

    /// Opens the transaction a batch of calls shares (they write inside it as savepoints).
    pub(crate) fn begin_batch(&mut self) -> Result<(), StoreError> {
        self.conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
        Ok(())
    }

    /// Commits the batch's transaction; if that fails, rolls it back so that the connection is
    /// ready for the next batch.
    pub(crate) fn commit_batch(&mut self) -> Result<(), StoreError> {
        if self.conn.is_autocommit() {
            return Ok(());
        }
        let committed = self
            .conn
            .prepare_cached("COMMIT")
            .and_then(|mut s| s.execute([]));
        if let Err(e) = committed {
            if !self.conn.is_autocommit() {
                let _ = self.conn.execute_batch("ROLLBACK");
            }
            return Err(e.into());
        }
        Ok(())
    }

    /// Opens the savepoint one call of a batch runs in.
    pub(crate) fn begin_call(&mut self) -> Result<(), StoreError> {
        self.conn
            .prepare_cached("SAVEPOINT store_call")?
            .execute([])?;
        Ok(())
    }

    /// Closes a call's savepoint, keeping its writes if it succeeded, undoing them otherwise.
    pub(crate) fn end_call(&mut self, succeeded: bool) {
        // Every call ends here: the usual release is prepared once, like the hosting queries.
        let closed = if succeeded {
            self.conn
                .prepare_cached("RELEASE store_call")
                .and_then(|mut s| s.execute([]))
                .map(|_| ())
        } else {
            self.conn
                .execute_batch("ROLLBACK TO store_call; RELEASE store_call")
        };
        if let Err(e) = closed {
            tracing::error!(error = %e, "could not close a database call's savepoint");
        }
    }

    /// [`StoreTx::record`] in a transaction of its own (a read).
    pub fn match_record(&mut self, id: MatchId) -> Result<MatchRecord, StoreError> {
        self.transaction(|tx| tx.record(id))
    }
}

impl StoreTx<'_> {
    /// Everything about a match: its place, players, state, clock, options, vacations, the
    /// built-in opponent's seats and its open prompt. The one `Match::restore` of a request.
    pub fn record(&mut self, id: MatchId) -> Result<MatchRecord, StoreError> {
        let cached = self.origins.contains_key(&id);
        let origin_columns = if cached {
            "NULL, NULL"
        } else {
            "o.setup, o.cards"
        };
        // One LEFT JOIN per seat for its options, its player's vacation and its built-in
        // opponent: each finds at most one row ((match_id, seat) is a key), so the match stays
        // one row.
        let sql = format!(
            "SELECT m.guild_id, m.channel_id, m.thread_id, m.board_message_id,
                    m.player_a, m.player_b, m.player_c, m.player_d, m.snapshot, {origin_columns},
                    c.turn_time_ms, c.grants, c.late_seat,
                    sa.pings, sa.orders, sb.pings, sb.orders,
                    sc.pings, sc.orders, sd.pings, sd.orders,
                    pa.vacation_until, pb.vacation_until, pc.vacation_until, pd.vacation_until,
                    aa.level, aa.seed, ab.level, ab.seed, ac.level, ac.seed, ad.level, ad.seed,
                    m.reaction_window_ms, m.prompt_message_id, m.updated_at
             FROM matches m
             LEFT JOIN match_origins o ON o.match_id = m.id
             LEFT JOIN match_clocks c ON c.match_id = m.id
             LEFT JOIN seat_options sa ON sa.match_id = m.id AND sa.seat = 'a'
             LEFT JOIN seat_options sb ON sb.match_id = m.id AND sb.seat = 'b'
             LEFT JOIN seat_options sc ON sc.match_id = m.id AND sc.seat = 'c'
             LEFT JOIN seat_options sd ON sd.match_id = m.id AND sd.seat = 'd'
             LEFT JOIN players pa ON pa.id = m.player_a
             LEFT JOIN players pb ON pb.id = m.player_b
             LEFT JOIN players pc ON pc.id = m.player_c
             LEFT JOIN players pd ON pd.id = m.player_d
             LEFT JOIN ai_seats aa ON aa.match_id = m.id AND aa.seat = 'a'
             LEFT JOIN ai_seats ab ON ab.match_id = m.id AND ab.seat = 'b'
             LEFT JOIN ai_seats ac ON ac.match_id = m.id AND ac.seat = 'c'
             LEFT JOIN ai_seats ad ON ad.match_id = m.id AND ad.seat = 'd'
             WHERE m.id = ?1 LIMIT 1"
        );
        type Options = (Option<bool>, Option<String>);
        type Ai = (Option<String>, Option<i64>);
        struct Row {
            place: [Option<i64>; 4],
            players: [Option<i64>; 4],
            snapshot: String,
            origin: (Option<String>, Option<String>),
            clock: (Option<i64>, Option<i64>, Option<String>),
            options: [Options; 4],
            away: [Option<i64>; 4],
            ai: [Ai; 4],
            window: Option<i64>,
            prompt: Option<i64>,
            updated_at: i64,
        }
        let row = self
            .tx
            .prepare_cached(&sql)?
            .query_row([id.0], |r| {
                Ok(Row {
                    place: [r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?],
                    players: [r.get(4)?, r.get(5)?, r.get(6)?, r.get(7)?],
                    snapshot: r.get(8)?,
                    origin: (r.get(9)?, r.get(10)?),
                    clock: (r.get(11)?, r.get(12)?, r.get(13)?),
                    options: [
                        (r.get(14)?, r.get(15)?),
                        (r.get(16)?, r.get(17)?),
                        (r.get(18)?, r.get(19)?),
                        (r.get(20)?, r.get(21)?),
                    ],
                    away: [r.get(22)?, r.get(23)?, r.get(24)?, r.get(25)?],
                    ai: [
                        (r.get(26)?, r.get(27)?),
                        (r.get(28)?, r.get(29)?),
                        (r.get(30)?, r.get(31)?),
                        (r.get(32)?, r.get(33)?),
                    ],
                    window: r.get(34)?,
                    prompt: r.get(35)?,
                    updated_at: r.get(36)?,
                })
            })
            .optional()?
            .ok_or(StoreError::NoSuchMatch(id))?;
        if !cached {
            let (Some(setup), Some(cards)) = &row.origin else {
                return Err(StoreError::Corrupt {
                    match_id: id,
                    what: "its setup is missing".to_string(),
                });
            };
            let origin = decode_origin(id, setup, cards)?;
            self.origins.insert(id, origin);
        }
        let (setup, cards) = self.origins[&id].clone();
        let game = restore(self.counters, id, setup, cards, &row.snapshot)?;
        let clock = match row.clock {
            (Some(turn_time_ms), grants, late) => Some(MatchClock {
                turn_time_ms,
                grants: grants.unwrap_or(0) as u32,
                late_seat: late
                    .map(|key| row_seat(id, &key, "the clock's late seat"))
                    .transpose()?,
            }),
            _ => None,
        };
        let options = row.options.map(|(pings, orders)| match orders {
            Some(orders) => SeatOptionsRow {
                pings: pings.unwrap_or(true),
                orders,
            },
            None => SeatOptionsRow::default(),
        });
        let ai = Seat::ALL
            .into_iter()
            .zip(row.ai)
            .filter_map(|(seat, ai)| match ai {
                (Some(level), Some(seed)) => Some(AiSeat {
                    seat,
                    level,
                    seed: seed as u64,
                }),
                _ => None,
            })
            .collect();
        Ok(MatchRecord {
            id,
            guild_id: id_from_sql(row.place[0]),
            channel_id: id_from_sql(row.place[1]),
            thread_id: id_from_sql(row.place[2]),
            board_message_id: id_from_sql(row.place[3]),
            players: row.players.map(id_from_sql),
            game,
            clock,
            options,
            away: row.away,
            ai,
            reaction_window_ms: row.window,
            prompt_message_id: id_from_sql(row.prompt),
            updated_at: row.updated_at,
        })
    }

    /// The log entry an interaction (or a timer firing) was applied as, if it was.
    pub fn interaction_applied(&self, interaction: &str) -> Result<Option<u64>, StoreError> {
        let seq: Option<i64> = self
            .tx
            .prepare_cached("SELECT seq FROM actions WHERE interaction_id = ?1")?
            .query_row([interaction], |row| row.get(0))
            .optional()?;
        Ok(seq.map(|s| s as u64))
    }

    /// Appends one action to a match's log as entry `seq`.
    pub fn log_action(
        &mut self,
        id: MatchId,
        seq: u64,
        seat: Seat,
        action: Action,
        at: i64,
        interaction_id: Option<&str>,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO actions (match_id, seq, seat, action, at, interaction_id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                id.0,
                seq as i64,
                seat_key(seat),
                serde_json::to_string(&action).expect("actions serialize"),
                at,
                interaction_id,
            ])?;
        Ok(())
    }

    /// Writes a match's state (snapshot, version, status, outcome).
    pub fn save_state(&mut self, id: MatchId, game: &Match, now: i64) -> Result<(), StoreError> {
        self.tx.prepare_cached(
            "UPDATE matches SET snapshot = ?2, version = ?3, status = ?4, outcome = ?5, updated_at = ?6
             WHERE id = ?1")?.execute(params![
                id.0,
                serde_json::to_string(&game.snapshot()).expect("snapshots serialize"),
                game.version() as i64,
                status_of(game),
                game.outcome()
                    .map(|o| serde_json::to_string(&o).expect("outcomes serialize")),
                now,
            ],
        )?;
        Ok(())
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
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, match_id, kind, due_at, payload FROM timers WHERE match_id = ?1
             ORDER BY due_at, id",
        )?;
        let rows = stmt.query_map([id.0], super::read_timer)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Removes one timer (a fired one) by its id, which is never reused.
    pub fn delete_timer(&mut self, timer: i64) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("DELETE FROM timers WHERE id = ?1")?
            .execute([timer])?;
        Ok(())
    }

    /// Records (or clears) the seat that missed its deadline.
    pub fn set_late_seat(&mut self, id: MatchId, late: Option<Seat>) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE match_clocks SET late_seat = ?2 WHERE match_id = ?1")?
            .execute(params![id.0, late.map(seat_key)])?;
        Ok(())
    }

    /// Counts a grant of more time and clears the claim. False (nothing written) if no claim
    /// was open.
    pub fn grant(&mut self, id: MatchId) -> Result<bool, StoreError> {
        let n = self
            .tx
            .prepare_cached(
                "UPDATE match_clocks SET grants = grants + 1, late_seat = NULL
             WHERE match_id = ?1 AND late_seat IS NOT NULL",
            )?
            .execute([id.0])?;
        Ok(n > 0)
    }

    /// Sets a player's options in a match.
    pub fn set_seat_options(
        &mut self,
        id: MatchId,
        seat: Seat,
        options: &SeatOptionsRow,
    ) -> Result<(), StoreError> {
        self.tx.prepare_cached(
            "INSERT INTO seat_options (match_id, seat, pings, orders) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (match_id, seat) DO UPDATE SET pings = excluded.pings, orders = excluded.orders")?.execute(params![id.0, seat_key(seat), options.pings, options.orders],
        )?;
        Ok(())
    }

    /// Records (or forgets) the public prompt of a match's open reaction window.
    pub fn set_prompt_message(
        &mut self,
        id: MatchId,
        message: Option<u64>,
    ) -> Result<(), StoreError> {
        self.tx
            .prepare_cached("UPDATE matches SET prompt_message_id = ?2 WHERE id = ?1")?
            .execute(params![id.0, id_to_sql(message)])?;
        Ok(())
    }

    /// Stores a new match (version 0) with its reaction window, its turn clock (`turn_time_ms`)
    /// and the seats the built-in opponent plays (none: people only).
    pub fn create_match(
        &mut self,
        game: &Match,
        place: &MatchPlace,
        reaction_window_ms: Option<i64>,
        turn_time_ms: Option<i64>,
        ai: &[AiSeat],
        now: i64,
    ) -> Result<MatchId, StoreError> {
        let id = super::insert_match(&self.tx, game, place, now)?;
        self.tx
            .prepare_cached("UPDATE matches SET reaction_window_ms = ?2 WHERE id = ?1")?
            .execute(params![id.0, reaction_window_ms])?;
        if let Some(turn_time_ms) = turn_time_ms {
            self.tx
                .prepare_cached(
                    "INSERT INTO match_clocks (match_id, turn_time_ms) VALUES (?1, ?2)",
                )?
                .execute(params![id.0, turn_time_ms])?;
        }
        for ai in ai {
            self.tx
                .prepare_cached(
                    "INSERT INTO ai_seats (match_id, seat, level, seed) VALUES (?1, ?2, ?3, ?4)",
                )?
                .execute(params![id.0, seat_key(ai.seat), ai.level, ai.seed as i64])?;
        }
        Ok(id)
    }

    /// Marks an open challenge accepted with its match. False (nothing written) if it is not
    /// open any more.
    pub fn close_accepted_challenge(
        &mut self,
        challenge: super::ChallengeId,
        match_id: MatchId,
    ) -> Result<bool, StoreError> {
        let n = self.tx.prepare_cached(
            "UPDATE challenges SET status = 'accepted', match_id = ?2 WHERE id = ?1 AND status = 'open'")?.execute(params![challenge.0, match_id.0],
        )?;
        Ok(n > 0)
    }

    /// Creates a player row if there is none.
    pub fn ensure_player(&mut self, player: u64, now: i64) -> Result<(), StoreError> {
        ensure_player(&self.tx, player, now)
    }

    /// Records that the invited player of `seat` accepted with `army`; false if that seat had
    /// already accepted.
    pub fn accept_challenge_seat(
        &mut self,
        challenge: super::ChallengeId,
        seat: Seat,
        army: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let n = self
            .tx
            .prepare_cached(
                "UPDATE challenge_seats SET army = ?3, accepted_at = ?4
                 WHERE challenge_id = ?1 AND seat = ?2 AND accepted_at IS NULL",
            )?
            .execute(params![challenge.0, seat_key(seat), army, now])?;
        Ok(n > 0)
    }

    /// The invited seats of a team challenge, in seat order.
    pub fn challenge_seats(
        &self,
        challenge: super::ChallengeId,
    ) -> Result<Vec<super::ChallengeSeat>, StoreError> {
        super::people::challenge_seats(&self.tx, challenge)
    }
}
