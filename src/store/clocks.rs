//! Turn clocks of matches played across days (the turn time, extensions granted, the seat that
//! missed its deadline while the other player decides), players' options and vacations.

use super::db::{args, Db, Dialect};
use super::types::PlayerId;
use super::types::UnixMs;
use super::{
    row_seat, seat_to_sql, MatchId, MatchStatus, SeatOptions, Store, StoreError, TimerKind,
};
use crate::games::{Orders, SeatNo, Seats};

/// A match's turn clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchClock {
    pub turn_time_ms: i64,
    /// Extensions granted after a missed deadline.
    pub grants: u32,
    /// The seat that missed its deadline, while the other may claim the win.
    pub late_seat: Option<SeatNo>,
}

/// Sets a player's options in a match.
pub(super) fn set_seat_options<O: Orders>(
    conn: &Db,
    match_id: MatchId,
    seat: SeatNo,
    options: &SeatOptions<O>,
) -> Result<(), StoreError> {
    let n = conn.execute(
        "UPDATE match_seats SET pings = ?3, orders = ?4 WHERE match_id = ?1 AND seat = ?2",
        args![
            match_id.0,
            seat_to_sql(seat),
            options.pings,
            options.orders.key()
        ],
    )?;
    if n == 0 {
        return Err(StoreError::NoSuchSeat { match_id, seat });
    }
    Ok(())
}

impl Store {
    /// A player's options in a match (the defaults when never set).
    pub fn seat_options<O: Orders>(
        &self,
        match_id: MatchId,
        seat: SeatNo,
    ) -> Result<SeatOptions<O>, StoreError> {
        let row: Option<(bool, String)> = self.db.query_opt(
            "SELECT pings, orders FROM match_seats WHERE match_id = ?1 AND seat = ?2",
            args![match_id.0, seat_to_sql(seat)],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok(match row {
            None => SeatOptions::default(),
            Some((pings, orders)) => SeatOptions {
                pings,
                orders: super::hosted::order_of(match_id, &orders)?,
            },
        })
    }

    /// Sets a player's options in a match.
    pub fn set_seat_options<O: Orders>(
        &mut self,
        match_id: MatchId,
        seat: SeatNo,
        options: &SeatOptions<O>,
    ) -> Result<(), StoreError> {
        set_seat_options(&self.db, match_id, seat, options)
    }
}

/// A player's vacation record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Vacation {
    /// When the current (or last) vacation ends, Unix ms.
    pub until: Option<UnixMs>,
    /// The calendar year `used_ms` counts for.
    pub year: Option<i32>,
    pub used_ms: i64,
}

impl Store {
    pub fn vacation(&self, player: PlayerId) -> Result<Vacation, StoreError> {
        vacation_of(&self.db, player)
    }

    /// When each seat's player of a match is back from vacation (`None`: not on one, or no
    /// player), in one read, in seat order.
    pub fn match_vacations(&self, match_id: MatchId) -> Result<Seats<Option<UnixMs>>, StoreError> {
        let rows = self.db.query(
            "SELECT s.seat, p.vacation_until FROM match_seats s
             LEFT JOIN players p ON p.id = s.player_id
             WHERE s.match_id = ?1 ORDER BY s.seat",
            args![match_id.0],
            |r| Ok((r.get::<i64>(0)?, r.get::<Option<UnixMs>>(1)?)),
        )?;
        let mut away = Vec::new();
        for (seat, until) in rows {
            row_seat(match_id, seat, "a seat")?;
            away.push(until);
        }
        if away.is_empty() {
            return Err(StoreError::NoSuchMatch(match_id));
        }
        Ok(away.into())
    }

    /// Starts a vacation: reads the player's vacation record with their row locked (no other
    /// process starts one for them meanwhile), lets `decide` refuse (`Err`) or give the new
    /// record and its length, then records it and moves the player's turn deadlines and
    /// reminders in all their active matches that much later, all in one transaction. Returns
    /// the matches whose clocks moved and the record written, or `decide`'s refusal with
    /// nothing written.
    pub fn start_vacation<R>(
        &mut self,
        player: PlayerId,
        now: UnixMs,
        decide: impl FnOnce(Vacation) -> Result<(Vacation, i64), R>,
    ) -> Result<Result<(Vec<MatchId>, Vacation), R>, StoreError> {
        let tx = self.db.begin()?;
        super::ensure_player(&tx, player, now)?;
        // The locks in their one order: the player's matches (as an action on one of them takes
        // it before the players' rows, to rate them), then the player's row.
        let query = "SELECT m.id, s.seat FROM matches m JOIN match_seats s ON s.match_id = m.id
             WHERE m.status = ?2 AND s.player_id = ?1 ORDER BY m.id, s.seat";
        let query: std::borrow::Cow<str> = match tx.dialect() {
            Dialect::Sqlite => query.into(),
            Dialect::Postgres => format!("{query} FOR UPDATE OF m").into(),
        };
        let seats: Vec<(i64, i64)> = tx.query(&query, args![player, MatchStatus::Active], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
        super::lock_players(&tx, &[player])?;
        let (record, length_ms) = match decide(vacation_of(&tx, player)?) {
            Ok(decided) => decided,
            Err(refusal) => return Ok(Err(refusal)),
        };
        tx.execute(
            "UPDATE players SET vacation_until = ?2, vacation_year = ?3, vacation_used_ms = ?4
             WHERE id = ?1",
            args![player, record.until, record.year, record.used_ms],
        )?;
        let mut moved = Vec::new();
        for (id, seat) in seats {
            // The seat is read from each timer's payload here, not in SQL: the two databases
            // read JSON differently, and a damaged payload must not stop the vacation.
            let timers: Vec<(i64, String)> = tx.query(
                "SELECT id, payload FROM timers WHERE match_id = ?1 AND kind IN (?2, ?3)
                 ORDER BY id",
                args![id, TimerKind::TurnDeadline, TimerKind::Reminder],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            for (timer, payload) in timers {
                let timer_seat = serde_json::from_str::<serde_json::Value>(&payload)
                    .ok()
                    .and_then(|v| v.get("seat").and_then(serde_json::Value::as_i64));
                if timer_seat != Some(seat) {
                    continue;
                }
                tx.execute(
                    "UPDATE timers SET due_at = due_at + ?2 WHERE id = ?1",
                    args![timer, length_ms],
                )?;
                if moved.last() != Some(&MatchId(id)) {
                    moved.push(MatchId(id));
                }
            }
        }
        tx.commit()?;
        Ok(Ok((moved, record)))
    }
}

/// A player's vacation record (the default if they have no row).
fn vacation_of(db: &Db, player: PlayerId) -> Result<Vacation, StoreError> {
    let row = db.query_opt(
        "SELECT vacation_until, vacation_year, vacation_used_ms FROM players WHERE id = ?1",
        args![player],
        |r| {
            Ok(Vacation {
                until: r.get(0)?,
                year: r.get(1)?,
                used_ms: r.get(2)?,
            })
        },
    )?;
    Ok(row.unwrap_or_default())
}
