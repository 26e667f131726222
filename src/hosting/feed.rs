//! The change feed: every change of a match (an applied action, an accepted challenge, a clock
//! notice) handed to each reader that subscribed, in the order it happened. Each reader has its
//! own queue, so a slow reader never delays another nor hosting: a reader that must see every
//! change (the Discord announcer) has an unbounded one; a reader that can draw again from the
//! newest state (a live page) has a bounded one, and is told how many changes it missed when it
//! falls behind.

use super::Published;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// The feed's readers (of [`Published`] changes; any clonable item in tests).
pub struct Feed<T = Published> {
    readers: Mutex<Vec<Reader<T>>>,
}

impl<T> Default for Feed<T> {
    fn default() -> Self {
        Feed {
            readers: Mutex::new(Vec::new()),
        }
    }
}

enum Reader<T> {
    Every(mpsc::UnboundedSender<T>),
    Recent {
        changes: mpsc::Sender<T>,
        missed: Arc<AtomicU64>,
    },
}

/// A reader of the feed that keeps at most a few changes waiting ([`Feed::subscribe_recent`]).
pub struct RecentChanges<T = Published> {
    pub changes: mpsc::Receiver<T>,
    missed: Arc<AtomicU64>,
}

impl<T> RecentChanges<T> {
    /// How many changes were dropped since the last call because this reader was behind; the
    /// reader then draws again from the newest state it has.
    pub fn take_missed(&self) -> u64 {
        self.missed.swap(0, Ordering::Relaxed)
    }
}

impl<T: Clone> Feed<T> {
    /// A reader of every change from now on, however far behind it falls.
    pub fn subscribe(&self) -> mpsc::UnboundedReceiver<T> {
        let (tx, rx) = mpsc::unbounded_channel();
        self.readers().push(Reader::Every(tx));
        rx
    }

    /// A reader that keeps at most `capacity` changes waiting and misses newer ones while it is
    /// that far behind.
    pub fn subscribe_recent(&self, capacity: usize) -> RecentChanges<T> {
        let (tx, rx) = mpsc::channel(capacity.max(1));
        let missed = Arc::new(AtomicU64::new(0));
        self.readers().push(Reader::Recent {
            changes: tx,
            missed: Arc::clone(&missed),
        });
        RecentChanges {
            changes: rx,
            missed,
        }
    }

    /// Hands `change` to every reader; a reader that went away is forgotten.
    pub fn publish(&self, change: T) {
        self.readers().retain(|reader| match reader {
            Reader::Every(tx) => tx.send(change.clone()).is_ok(),
            Reader::Recent { changes, missed } => match changes.try_send(change.clone()) {
                Ok(()) => true,
                Err(mpsc::error::TrySendError::Full(_)) => {
                    missed.fetch_add(1, Ordering::Relaxed);
                    true
                }
                Err(mpsc::error::TrySendError::Closed(_)) => false,
            },
        });
    }

    /// How many readers the feed has.
    #[cfg(test)]
    pub fn readers_count(&self) -> usize {
        self.readers().len()
    }

    fn readers(&self) -> std::sync::MutexGuard<'_, Vec<Reader<T>>> {
        self.readers.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reader_gets_every_change_and_a_slow_one_delays_nobody() {
        let feed = Feed::<u64>::default();
        let mut every = feed.subscribe();
        let other = feed.subscribe();
        let mut recent = feed.subscribe_recent(2);
        for id in 1..=5 {
            feed.publish(id);
        }
        let drain = |rx: &mut mpsc::UnboundedReceiver<u64>| {
            std::iter::from_fn(|| rx.try_recv().ok()).collect::<Vec<_>>()
        };
        // Nobody reads `other`; the bounded reader kept the first two and missed three.
        assert_eq!(drain(&mut every), vec![1, 2, 3, 4, 5]);
        let kept: Vec<_> = std::iter::from_fn(|| recent.changes.try_recv().ok()).collect();
        assert_eq!(kept, vec![1, 2]);
        assert_eq!(recent.take_missed(), 3);
        assert_eq!(recent.take_missed(), 0);
        // A reader that went away is forgotten at the next change.
        drop(other);
        feed.publish(6);
        assert_eq!(feed.readers_count(), 2);
        assert_eq!(drain(&mut every), vec![6]);
        drop(recent);
        feed.publish(7);
        assert_eq!(feed.readers_count(), 1);
    }
}
