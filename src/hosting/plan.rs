//! Pure planning: which timers and standing answers follow from a change of state. Nothing here
//! reads the clock or the store; hosting calls it inside the action's transaction.

use crate::games::{Game, SeatNo, Seats, Waiting};
use crate::store::UnixMs;
use crate::store::{MatchClock, Timer, TimerChange, TimerKind};
use serde::{Deserialize, Serialize};

/// What a stored timer is for: its kind (a column) and what its payload says (a version, a seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// The reaction window open at `version` closes: the players it waits for pass.
    ReactionWindow { version: u64 },
    /// `seat` missed its turn deadline.
    TurnDeadline { seat: SeatNo },
    /// `seat` should be reminded of its turn deadline.
    Reminder { seat: SeatNo },
}

/// The payload of a reaction window's timer.
#[derive(Serialize, Deserialize)]
struct WindowPayload {
    version: u64,
}

/// The payload of a seat's turn timer.
#[derive(Serialize, Deserialize)]
struct SeatPayload {
    seat: SeatNo,
}

impl Due {
    /// The kind stored in the timer's column, to clear a match's timers of one kind.
    pub fn kind(self) -> TimerKind {
        match self {
            Due::ReactionWindow { .. } => TimerKind::ReactionWindow,
            Due::TurnDeadline { .. } => TimerKind::TurnDeadline,
            Due::Reminder { .. } => TimerKind::Reminder,
        }
    }

    /// A new timer for this, due at `due_at` (Unix ms).
    pub fn at(self, due_at: UnixMs) -> TimerChange {
        let payload = match self {
            Due::ReactionWindow { version } => serde_json::to_string(&WindowPayload { version }),
            Due::TurnDeadline { seat } | Due::Reminder { seat } => {
                serde_json::to_string(&SeatPayload { seat })
            }
        };
        TimerChange::Add {
            kind: self.kind(),
            due_at,
            payload: payload.expect("timer payloads serialize"),
        }
    }

    /// What a stored timer is for; `None` for a row that is not one of ours (a kind this
    /// program does not know, or a payload that does not read).
    pub fn of(timer: &Timer) -> Option<Due> {
        let payload = &timer.payload;
        match timer.kind.as_ref().ok()? {
            TimerKind::ReactionWindow => serde_json::from_str::<WindowPayload>(payload)
                .ok()
                .map(|p| Due::ReactionWindow { version: p.version }),
            TimerKind::TurnDeadline => serde_json::from_str::<SeatPayload>(payload)
                .ok()
                .map(|p| Due::TurnDeadline { seat: p.seat }),
            TimerKind::Reminder => serde_json::from_str::<SeatPayload>(payload)
                .ok()
                .map(|p| Due::Reminder { seat: p.seat }),
        }
    }
}

/// Removes a match's timers of one kind.
pub fn clear(kind: TimerKind) -> TimerChange {
    TimerChange::Clear { kind }
}

/// The earliest due time of the timers `changes` add.
pub fn earliest_added(changes: &[TimerChange]) -> Option<UnixMs> {
    changes
        .iter()
        .filter_map(|t| match t {
            TimerChange::Add { due_at, .. } => Some(*due_at),
            _ => None,
        })
        .min()
}

/// The terms the timers of a match are planned with.
#[derive(Clone, Copy, Debug)]
pub struct TimerTerms<'a> {
    pub reaction_window_ms: i64,
    /// Reminders before a turn deadline, in percent of the turn time.
    pub reminders: &'a [u8],
}

/// The timer changes that follow `acting`'s action at `now`, `before_clock` being whose turn
/// clock ran before it: the reaction window's deadline, and with a turn clock the next player's
/// deadline and reminders (starting when they are back from vacation, `away`). When the late
/// player has moved, their claim lapses and their clock restarts.
pub fn plan_timers<G: Game>(
    before_clock: Option<SeatNo>,
    after: &G,
    acting: SeatNo,
    terms: TimerTerms<'_>,
    clock: Option<&MatchClock>,
    away: &Seats<Option<UnixMs>>,
    now: UnixMs,
) -> Vec<TimerChange> {
    let mut timers = vec![clear(TimerKind::ReactionWindow)];
    if after.finish().is_some() {
        timers.push(TimerChange::ClearAll);
        return timers;
    }
    if window_open(after) {
        timers.push(
            Due::ReactionWindow {
                version: after.version(),
            }
            .at(now + terms.reaction_window_ms),
        );
    }
    let Some(clock) = clock else {
        return timers;
    };
    let late_cleared = clock.late_seat == Some(acting);
    let after_seat = after.clock_seat();
    if after_seat != before_clock || late_cleared {
        timers.push(clear(TimerKind::TurnDeadline));
        timers.push(clear(TimerKind::Reminder));
        if let Some(next) = after_seat {
            let starts = away.at(next).map_or(now, |until| until.max(now));
            timers.extend(turn_timers(
                terms.reminders,
                next,
                now,
                starts + clock.turn_time_ms,
                clock.turn_time_ms,
            ));
        }
    } else if before_clock == Some(acting) {
        // The player to move acted and still holds the clock: their reminders stand.
    }
    timers
}

/// A turn deadline for `seat` at `due` and its reminders at the given percents of `turn_ms`
/// (those still ahead of `now`).
pub fn turn_timers(
    reminders: &[u8],
    seat: SeatNo,
    now: UnixMs,
    due: UnixMs,
    turn_ms: i64,
) -> Vec<TimerChange> {
    let mut out = vec![Due::TurnDeadline { seat }.at(due)];
    for &percent in reminders {
        let at = due - turn_ms + turn_ms * i64::from(percent.min(99)) / 100;
        if at > now {
            out.push(Due::Reminder { seat }.at(at));
        }
    }
    out
}

/// Whether a reaction window is open (its players may pass).
pub fn window_open<G: Game>(game: &G) -> bool {
    matches!(game.waiting(), Waiting::Window { .. })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timer_kinds_round_trip_through_their_stored_form() {
        for due in [
            Due::ReactionWindow { version: 7 },
            Due::TurnDeadline { seat: 0 },
            Due::Reminder { seat: 1 },
        ] {
            let TimerChange::Add {
                kind,
                due_at,
                payload,
            } = due.at(UnixMs(42))
            else {
                panic!("a new timer");
            };
            assert!(!payload.contains("kind"), "the kind is a column: {payload}");
            let stored = Timer {
                id: 1,
                match_id: None,
                kind: Ok(kind),
                due_at,
                payload,
            };
            assert_eq!(Due::of(&stored), Some(due));
        }
        let timer = |kind: Result<TimerKind, String>, payload: &str| Timer {
            id: 1,
            match_id: None,
            kind,
            due_at: UnixMs(0),
            payload: payload.into(),
        };
        // Rows written before the kind left the payload still read.
        assert_eq!(
            Due::of(&timer(
                Ok(TimerKind::Reminder),
                r#"{"kind":"reminder","seat":2}"#
            )),
            Some(Due::Reminder { seat: 2 })
        );
        for odd in [
            timer(Err("alarm".into()), r#"{"seat":0}"#),
            timer(Ok(TimerKind::ReactionWindow), r#"{"seat":0}"#),
            timer(Ok(TimerKind::TurnDeadline), "not json"),
        ] {
            assert_eq!(Due::of(&odd), None, "{odd:?} is not ours");
        }
    }

    #[test]
    fn reminders_fall_before_the_deadline_and_only_ahead_of_now() {
        let timers = turn_timers(&[50, 90], 0, UnixMs(1_000), UnixMs(11_000), 10_000);
        let dues: Vec<UnixMs> = timers
            .iter()
            .map(|t| match t {
                TimerChange::Add { due_at, .. } => *due_at,
                _ => panic!("only new timers"),
            })
            .collect();
        assert_eq!(dues, [11_000, 6_000, 10_000].map(UnixMs));
        let late = turn_timers(&[50, 90], 0, UnixMs(8_000), UnixMs(11_000), 10_000);
        assert_eq!(late.len(), 2, "the 50% reminder is already past");
    }
}
