//! Time for hosting: the system clock, or a clock tests set by hand. Every deadline, reminder
//! and expiry reads the time through [`Clock`], never directly.

use crate::store::UnixMs;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A source of the current Unix time in milliseconds.
pub trait Clock: Send + Sync + 'static {
    fn now_ms(&self) -> UnixMs;

    /// Notified when the clock jumps (a manual clock); the system clock never does.
    fn jumped(&self) -> Option<&tokio::sync::Notify> {
        None
    }

    /// How long to sleep in real time for `by` to pass on this clock.
    fn real_wait(&self, by: Duration) -> Duration {
        by
    }
}

/// The machine's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> UnixMs {
        UnixMs(
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as i64),
        )
    }
}

/// The machine's clock run `speed` times faster since `origin` (a moment of the machine's clock):
/// every deadline, reminder and expiry comes that many times sooner (soak tests: an hour of a
/// bot's life in a minute). The origin is kept with the data ([`crate::store::Store::clock_origin`]),
/// so that the fast time goes on across restarts, as real time does while a bot is down.
#[derive(Debug)]
pub struct FastClock {
    origin: UnixMs,
    speed: u32,
}

impl FastClock {
    /// A clock whose time was the machine's at `origin` and has run `speed` times faster since.
    pub fn since(origin: UnixMs, speed: u32) -> FastClock {
        FastClock {
            origin,
            speed: speed.max(1),
        }
    }
}

impl Clock for FastClock {
    fn now_ms(&self) -> UnixMs {
        let real = SystemClock.now_ms().0;
        let elapsed = (real - self.origin.0).max(0);
        UnixMs(
            self.origin
                .0
                .saturating_add(elapsed.saturating_mul(i64::from(self.speed))),
        )
    }

    fn real_wait(&self, by: Duration) -> Duration {
        by / self.speed
    }
}

/// A clock that moves only when told to (for tests of timers).
#[derive(Debug, Default)]
pub struct ManualClock {
    now: AtomicI64,
    jumped: tokio::sync::Notify,
}

impl ManualClock {
    pub fn starting_at(at: UnixMs) -> ManualClock {
        ManualClock {
            now: AtomicI64::new(at.0),
            jumped: tokio::sync::Notify::new(),
        }
    }

    pub fn set(&self, at: UnixMs) {
        self.now.store(at.0, Ordering::SeqCst);
        self.jumped.notify_one();
    }

    pub fn advance(&self, by: Duration) {
        self.now.fetch_add(by.as_millis() as i64, Ordering::SeqCst);
        self.jumped.notify_one();
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> UnixMs {
        UnixMs(self.now.load(Ordering::SeqCst))
    }

    fn jumped(&self) -> Option<&tokio::sync::Notify> {
        Some(&self.jumped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fast_clock_from_a_kept_origin_goes_on_from_where_it_was() {
        let real = SystemClock.now_ms();
        // Started ten real seconds ago at 60 times: ten minutes ahead now.
        let clock = FastClock::since(UnixMs(real.0 - 10_000), 60);
        let ahead = clock.now_ms().0 - real.0;
        assert!((590_000..=610_000).contains(&ahead), "ahead by {ahead} ms");
        assert_eq!(
            clock.real_wait(Duration::from_secs(60)),
            Duration::from_secs(1)
        );
    }
}
