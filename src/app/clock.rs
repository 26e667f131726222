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

/// The machine's clock run `speed` times faster from the moment it is made: every deadline,
/// reminder and expiry comes that many times sooner (soak tests: an hour of a bot's life in a
/// minute).
#[derive(Debug)]
pub struct FastClock {
    started: std::time::Instant,
    at_start: UnixMs,
    speed: u32,
}

impl FastClock {
    pub fn new(speed: u32) -> FastClock {
        FastClock {
            started: std::time::Instant::now(),
            at_start: SystemClock.now_ms(),
            speed: speed.max(1),
        }
    }
}

impl Clock for FastClock {
    fn now_ms(&self) -> UnixMs {
        let elapsed = self.started.elapsed().as_millis() as i64;
        UnixMs(self.at_start.0 + elapsed * i64::from(self.speed))
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
