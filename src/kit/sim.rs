//! Simulation tools both games' simulators share: seeds per match, and matches played on
//! several threads with results in index order.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

/// The seed of match `index` of a run seeded `seed` (SplitMix64 of both).
pub fn match_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        ^ index
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays matches 0..games on up to `threads` threads, each by its index, and returns their
/// results in index order; the first error stops new matches and is returned. The results do not
/// depend on the number of threads. Both games' simulators use it.
pub fn run_indexed<T: Send, E: Send>(
    games: u64,
    threads: usize,
    play: impl Fn(u64) -> Result<T, E> + Sync,
) -> Result<Vec<T>, E> {
    let threads = threads.clamp(1, games.max(1) as usize);
    let next = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let results = Mutex::new(Vec::with_capacity(games as usize));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                // A failure stops new matches; every lower index was already taken and finishes.
                while !failed.load(Ordering::SeqCst) {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= games {
                        break;
                    }
                    let result = play(index);
                    if result.is_err() {
                        failed.store(true, Ordering::SeqCst);
                    }
                    results
                        .lock()
                        .expect("no thread panics holding the results")
                        .push((index, result));
                }
            });
        }
    });
    let mut results = results
        .into_inner()
        .expect("no thread panics holding the results");
    results.sort_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, r)| r).collect()
}
