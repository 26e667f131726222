//! Pure planning: which timers and standing answers follow from a change of state. Nothing here
//! reads the clock or the store; hosting calls it inside the action's transaction.

use crate::games::{Game, SeatNo, Seats, Waiting};
use crate::store::{MatchClock, Timer, TimerChange};
use serde::{Deserialize, Serialize};

/// The kind key of a reaction window's deadline.
pub const REACTION_WINDOW: &str = "reaction_window";
/// The kind key of a player's turn deadline.
pub const TURN_DEADLINE: &str = "turn_deadline";
/// The kind key of a reminder before a turn deadline.
pub const REMINDER: &str = "reminder";

/// What a stored timer is for; stored as its JSON (with a `kind` tag) beside its kind key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Due {
    /// The reaction window open at `version` closes: the player with priority passes.
    ReactionWindow { version: u64 },
    /// `seat` missed its turn deadline.
    TurnDeadline { seat: SeatNo },
    /// `seat` should be reminded of its turn deadline.
    Reminder { seat: SeatNo },
}

impl Due {
    /// The kind key stored beside the timer, to clear a match's timers of one kind.
    pub fn key(self) -> &'static str {
        match self {
            Due::ReactionWindow { .. } => REACTION_WINDOW,
            Due::TurnDeadline { .. } => TURN_DEADLINE,
            Due::Reminder { .. } => REMINDER,
        }
    }

    /// A new timer for this, due at `due_at` (Unix ms).
    pub fn at(self, due_at: i64) -> TimerChange {
        TimerChange::Add {
            kind: self.key().to_string(),
            due_at,
            payload: serde_json::to_string(&self).expect("timers serialize"),
        }
    }

    /// What a stored timer is for; `None` for a row that is not one of ours.
    pub fn of(timer: &Timer) -> Option<Due> {
        serde_json::from_str::<Due>(&timer.payload)
            .ok()
            .filter(|due| due.key() == timer.kind)
    }
}

/// Removes a match's timers of one kind.
pub fn clear(kind: &str) -> TimerChange {
    TimerChange::Clear {
        kind: kind.to_string(),
    }
}

/// The earliest due time of the timers `changes` add.
pub fn earliest_added(changes: &[TimerChange]) -> Option<i64> {
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
    away: &Seats<Option<i64>>,
    now: i64,
) -> Vec<TimerChange> {
    let mut timers = vec![clear(REACTION_WINDOW)];
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
        timers.push(clear(TURN_DEADLINE));
        timers.push(clear(REMINDER));
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
    now: i64,
    due: i64,
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
            } = due.at(42)
            else {
                panic!("a new timer");
            };
            let stored = Timer {
                id: 1,
                match_id: None,
                kind,
                due_at,
                payload,
            };
            assert_eq!(Due::of(&stored), Some(due));
        }
        let odd = Timer {
            id: 1,
            match_id: None,
            kind: REMINDER.into(),
            due_at: 0,
            payload: r#"{"kind":"turn_deadline","seat":0}"#.into(),
        };
        assert_eq!(Due::of(&odd), None, "a kind that disagrees is not ours");
    }

    #[test]
    fn reminders_fall_before_the_deadline_and_only_ahead_of_now() {
        let timers = turn_timers(&[50, 90], 0, 1_000, 11_000, 10_000);
        let dues: Vec<i64> = timers
            .iter()
            .map(|t| match t {
                TimerChange::Add { due_at, .. } => *due_at,
                _ => panic!("only new timers"),
            })
            .collect();
        assert_eq!(dues, vec![11_000, 6_000, 10_000]);
        let late = turn_timers(&[50, 90], 0, 8_000, 11_000, 10_000);
        assert_eq!(late.len(), 2, "the 50% reminder is already past");
    }
}
