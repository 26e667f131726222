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
