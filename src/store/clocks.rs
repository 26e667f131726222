//! Turn clocks of matches played across days (the turn time, extensions granted, the seat that
//! missed its deadline while the other player decides), players' options and vacations.

use super::{seat_key, MatchId, SeatOptionsRow, Store, StoreError};
use crate::engine::Seat;
use rusqlite::{params, OptionalExtension};

/// A match's turn clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchClock {
    pub turn_time_ms: i64,
    /// Extensions granted after a missed deadline.
    pub grants: u32,
    /// The seat that missed its deadline, while the other may claim the win.
    pub late_seat: Option<Seat>,
}

impl Store {
    /// A player's options in a match (the defaults when never set).
    pub fn seat_options(
        &self,
        match_id: MatchId,
        seat: Seat,
    ) -> Result<SeatOptionsRow, StoreError> {
        let row: Option<(bool, String)> = self
            .conn
            .query_row(
                "SELECT pings, orders FROM seat_options WHERE match_id = ?1 AND seat = ?2",
                params![match_id.0, seat_key(seat)],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        Ok(match row {
            None => SeatOptionsRow::default(),
            Some((pings, orders)) => SeatOptionsRow { pings, orders },
        })
    }

    /// Sets a player's options in a match.
    pub fn set_seat_options(
        &mut self,
        match_id: MatchId,
        seat: Seat,
        options: &SeatOptionsRow,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO seat_options (match_id, seat, pings, orders) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (match_id, seat) DO UPDATE SET pings = excluded.pings, orders = excluded.orders",
            params![match_id.0, seat_key(seat), options.pings, options.orders],
        )?;
        Ok(())
    }
}

/// A player's vacation record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Vacation {
    /// When the current (or last) vacation ends, Unix ms.
    pub until: Option<i64>,
    /// The calendar year `used_ms` counts for.
    pub year: Option<i32>,
    pub used_ms: i64,
}

impl Store {
    pub fn vacation(&self, player: u64) -> Result<Vacation, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT vacation_until, vacation_year, vacation_used_ms FROM players WHERE id = ?1",
                [player as i64],
                |r| {
                    Ok(Vacation {
                        until: r.get(0)?,
                        year: r.get(1)?,
                        used_ms: r.get(2)?,
                    })
                },
            )
            .optional()?;
        Ok(row.unwrap_or_default())
    }

    /// When each seat's player of a match is back from vacation (`None`: not on one, or no
    /// player), in one read, indexed by `seat as usize` (A, B, C, D).
    pub fn match_vacations(&self, match_id: MatchId) -> Result<[Option<i64>; 4], StoreError> {
        let row: Option<[Option<i64>; 4]> = self
            .conn
            .query_row(
                "SELECT pa.vacation_until, pb.vacation_until, pc.vacation_until, pd.vacation_until
                 FROM matches m
                 LEFT JOIN players pa ON pa.id = m.player_a
                 LEFT JOIN players pb ON pb.id = m.player_b
                 LEFT JOIN players pc ON pc.id = m.player_c
                 LEFT JOIN players pd ON pd.id = m.player_d
                 WHERE m.id = ?1",
                [match_id.0],
                |r| Ok([r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?]),
            )
            .optional()?;
        row.ok_or(StoreError::NoSuchMatch(match_id))
    }

    /// Starts a vacation: records it and moves the player's turn deadlines and reminders in
    /// all their active matches `length_ms` later, in one transaction. Returns the matches
    /// whose clocks moved.
    pub fn start_vacation(
        &mut self,
        player: u64,
        record: Vacation,
        length_ms: i64,
        now: i64,
    ) -> Result<Vec<MatchId>, StoreError> {
        let tx = self.conn.savepoint()?;
        super::ensure_player(&tx, player, now)?;
        tx.execute(
            "UPDATE players SET vacation_until = ?2, vacation_year = ?3, vacation_used_ms = ?4
             WHERE id = ?1",
            params![player as i64, record.until, record.year, record.used_ms],
        )?;
        let mut moved = Vec::new();
        for seat in Seat::ALL {
            let ids: Vec<i64> = {
                let mut stmt = tx.prepare(&format!(
                    "SELECT id FROM matches WHERE status = 'active' AND player_{} = ?1",
                    seat_key(seat)
                ))?;
                let rows = stmt.query_map([player as i64], |r| r.get(0))?;
                rows.collect::<Result<_, _>>()?
            };
            for id in ids {
                let n = tx.execute(
                    "UPDATE timers SET due_at = due_at + ?3
                     WHERE match_id = ?1 AND kind IN ('turn_deadline', 'reminder')
                       AND json_extract(payload, '$.seat') = ?2",
                    params![id, seat_key(seat), length_ms],
                )?;
                if n > 0 {
                    moved.push(MatchId(id));
                }
            }
        }
        tx.commit()?;
        Ok(moved)
    }
}
