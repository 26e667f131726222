//! Pure planning: which timers and standing answers follow from a change of state. Nothing here
//! reads the clock or the store; hosting calls it inside the action's transaction.

use super::options::StandingOrder;
use crate::engine::{Action, BySeat, Match, PendingView, Seat, Support};
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
    TurnDeadline {
        #[serde(with = "seat_number")]
        seat: Seat,
    },
    /// `seat` should be reminded of its turn deadline.
    Reminder {
        #[serde(with = "seat_number")]
        seat: Seat,
    },
}

/// A seat in a timer's payload: its number, as the store names seats.
mod seat_number {
    use crate::engine::Seat;
    use crate::games::{invictus_seat, seat_number, SeatNo};
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seat: &Seat, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_u8(seat_number(*seat))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Seat, D::Error> {
        let number = SeatNo::deserialize(input)?;
        invictus_seat(number).ok_or_else(|| D::Error::custom(format!("no seat {number}")))
    }
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

/// The timer changes that follow `acting`'s action from `before` to `after` at `now`: the
/// reaction window's deadline, and with a turn clock the next player's deadline and reminders
/// (starting when they are back from vacation, `away`). `late_cleared`: the late player has
/// moved, so their claim lapses and their clock restarts.
pub fn plan_timers(
    before: &Match,
    after: &Match,
    acting: Seat,
    terms: TimerTerms<'_>,
    clock: Option<&MatchClock>,
    away: &BySeat<Option<i64>>,
    now: i64,
) -> Vec<TimerChange> {
    let mut timers = vec![clear(REACTION_WINDOW)];
    if after.is_over() {
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
    let late_cleared = clock.late_seat == Some(crate::games::seat_number(acting));
    let before_seat = clock_seat(before);
    let after_seat = clock_seat(after);
    if after_seat != before_seat || late_cleared {
        timers.push(clear(TURN_DEADLINE));
        timers.push(clear(REMINDER));
        if let Some(next) = after_seat {
            let starts = away.get(next).map_or(now, |until| until.max(now));
            timers.extend(turn_timers(
                terms.reminders,
                next,
                now,
                starts + clock.turn_time_ms,
                clock.turn_time_ms,
            ));
        }
    } else if before_seat == Some(acting) {
        // The player to move acted: no more reminders for this deadline.
        timers.push(clear(REMINDER));
    }
    timers
}

/// A turn deadline for `seat` at `due` and its reminders at the given percents of `turn_ms`
/// (those still ahead of `now`).
pub fn turn_timers(
    reminders: &[u8],
    seat: Seat,
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

/// The seat whose turn clock runs: the player to move, or during a reaction window the active
/// player (the window has its own short deadline); `None` once the match is over.
pub fn clock_seat(game: &Match) -> Option<Seat> {
    if game.is_over() {
        None
    } else if window_open(game) {
        Some(game.turn().active)
    } else {
        game.priority()
    }
}

/// Whether the player with priority is in a reaction window (they may pass).
pub fn window_open(game: &Match) -> bool {
    game.window_open()
}

/// The supports that stop an attack: what "a Guardian-type card" means for a standing order.
const ATTACK_STOPPERS: [Support; 5] = [
    Support::Guardian,
    Support::Musha,
    Support::Medjay,
    Support::Tlacochcalcatl,
    Support::Cataphract,
];

/// What a standing order plays in the window open for `seat`, if it decides.
pub fn standing_response(game: &Match, seat: Seat, order: StandingOrder) -> Option<Action> {
    if !window_open(game) || game.priority() != Some(seat) {
        return None;
    }
    match order {
        StandingOrder::Ask => None,
        StandingOrder::AlwaysPass => Some(Action::Pass),
        StandingOrder::GuardLeader => {
            let view = game.view(None);
            let Some(PendingView::Attack {
                target,
                seat: attacker,
                ..
            }) = view.pending.last()
            else {
                return None;
            };
            // The attacked battlefield is the other side's (a team's, in the team mode).
            let on_leader = view
                .seats
                .get(attacker.pair())
                .battlefield
                .iter()
                .any(|f| f.cell == *target && f.kind.is_leader());
            if !on_leader || attacker.side() == seat.side() {
                return None;
            }
            game.legal_actions().into_iter().find(|a| {
                matches!(a, Action::PlaySupport { support, .. }
                    if ATTACK_STOPPERS.contains(&support.support()))
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timer_kinds_round_trip_through_their_stored_form() {
        for due in [
            Due::ReactionWindow { version: 7 },
            Due::TurnDeadline { seat: Seat::A },
            Due::Reminder { seat: Seat::B },
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
        let timers = turn_timers(&[50, 90], Seat::A, 1_000, 11_000, 10_000);
        let dues: Vec<i64> = timers
            .iter()
            .map(|t| match t {
                TimerChange::Add { due_at, .. } => *due_at,
                _ => panic!("only new timers"),
            })
            .collect();
        assert_eq!(dues, vec![11_000, 6_000, 10_000]);
        let late = turn_timers(&[50, 90], Seat::A, 8_000, 11_000, 10_000);
        assert_eq!(late.len(), 2, "the 50% reminder is already past");
    }
}

#[cfg(test)]
mod team_tests {
    use super::*;
    use crate::catalog;
    use crate::engine::scenario::{Leftovers, Scenario};
    use crate::engine::{Cell, UnitKind};

    /// A attacks the Leader of B's partner D on team 2's battlefield; B (the next player)
    /// holds a Guardian.
    fn attack_on_the_partners_leader() -> Match {
        let mut game = Scenario::teams(catalog::builtin())
            .field(Seat::A, "F1", UnitKind::Warrior)
            .field(Seat::D, "F1", UnitKind::King)
            .field(Seat::B, "F2", UnitKind::King)
            .hand(Seat::B, &[UnitKind::Guardian])
            .hand(Seat::D, &[UnitKind::Guardian])
            .leftovers(Leftovers::Graveyard)
            .build();
        let cell = |s: &str| s.parse::<Cell>().unwrap();
        game.apply(Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        })
        .unwrap();
        game
    }

    #[test]
    fn guard_leader_guards_a_team_leader_for_the_reacting_player_only() {
        let game = attack_on_the_partners_leader();
        assert_eq!(game.priority(), Some(Seat::B));
        let answer = standing_response(&game, Seat::B, StandingOrder::GuardLeader);
        assert!(
            matches!(answer, Some(Action::PlaySupport { support, .. })
                if ATTACK_STOPPERS.contains(&support.support())),
            "{answer:?}"
        );
        // D holds a Guardian too, but only the next player reacts (R37).
        assert_eq!(
            standing_response(&game, Seat::D, StandingOrder::GuardLeader),
            None
        );
        assert_eq!(
            standing_response(&game, Seat::B, StandingOrder::AlwaysPass),
            Some(Action::Pass)
        );
        // The team's clock is the active player's while the window is open.
        assert_eq!(clock_seat(&game), Some(Seat::A));
    }
}
