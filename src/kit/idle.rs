//! Giving memory back when a thread goes idle: the allocator (mimalloc) keeps the blocks other
//! threads freed on a thread's own lists until that thread allocates or collects again, so a
//! thread that idles after a load would hold them for good. Each long-lived thread of the bot
//! (the async runtime's workers as they park, the store's thread between batches) collects at
//! most once every [`EVERY`] while idle.

use std::cell::Cell;
use std::time::{Duration, Instant};

/// The least time between two collections on one thread.
const EVERY: Duration = Duration::from_secs(2);

thread_local! {
    static LAST: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Called when this thread has nothing to do: gives its freed memory back to the system, unless
/// it did so less than [`EVERY`] ago. Cheap when it does nothing; when the process does not
/// allocate through mimalloc (the library's tests), it only collects mimalloc's empty heap.
pub fn return_memory() {
    let now = Instant::now();
    let due = LAST.with(|last| match last.get() {
        Some(at) if now.duration_since(at) < EVERY => false,
        _ => {
            last.set(Some(now));
            true
        }
    });
    if due {
        // SAFETY: `mi_collect` only walks this thread's heap and the allocator's own lists; it
        // may be called from any thread at any time.
        unsafe { libmimalloc_sys::mi_collect(true) };
    }
}
