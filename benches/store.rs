//! Apply-and-commit latency of the store on a database holding 10,000 matches, beside the bare
//! cost of a one-row insert commit on the same file. Run with `cargo bench --bench store`; it
//! prints p50 and p99 of both.

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{Army, Match, MatchSetup, Version};
use invictus::games::seat_number;
use invictus::store::{open_connection, ActionRequest, Applied, MatchPlace, Store, UnixMs};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::time::{Duration, Instant};

const STORED_MATCHES: usize = 10_000;
const SAMPLES: usize = 3_000;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn report(name: &str, mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    let (p50, p99) = (percentile(&samples, 0.50), percentile(&samples, 0.99));
    println!(
        "{name:<28} samples {:>5}  p50 {:>8.3} ms  p99 {:>8.3} ms  max {:>8.3} ms",
        samples.len(),
        p50.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        samples.last().unwrap().as_secs_f64() * 1e3
    );
    (p50, p99)
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("bench.db");
    let catalog = cards::builtin();
    let mut store = Store::open(&path).expect("the store opens");
    let mut ids = Vec::new();
    for chunk in 0..STORED_MATCHES / 1_000 {
        let games: Vec<(Match, MatchPlace)> = (0..1_000)
            .map(|i| {
                let version = Version::ALL[(chunk * 1_000 + i) % 6];
                let setup = MatchSetup::new(
                    Army::pure(version),
                    Army::pure(Version::King),
                    (chunk * 1_000 + i) as u64,
                );
                (Match::new(setup, catalog).unwrap(), MatchPlace::default())
            })
            .collect();
        ids.extend(store.create_matches(&games, UnixMs(0)).unwrap());
    }
    println!("database with {} matches at {}", ids.len(), path.display());
    // Start both measurements from an empty write-ahead log, so neither pays for the bulk load.
    let checkpoint = || {
        open_connection(&path)
            .unwrap()
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap()
    };
    checkpoint();

    // Apply-and-commit: random legal actions on 200 matches spread over the table, round robin.
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    let mut live: Vec<_> = (0..200)
        .map(|i| {
            let id = ids[i * (ids.len() / 200)];
            (id, store.load_match::<Match>(id).unwrap().game)
        })
        .collect();
    let mut apply_samples = Vec::with_capacity(SAMPLES);
    let mut next = 0;
    while apply_samples.len() < SAMPLES {
        let slot = next % live.len();
        next += 1;
        let (id, game) = &live[slot];
        if game.is_over() {
            continue;
        }
        let legal = game.legal_actions();
        let request = ActionRequest {
            match_id: *id,
            seat: seat_number(game.priority().unwrap()),
            version: game.version(),
            action: legal[rng.gen_range(0..legal.len())],
            interaction_id: Some(format!("bench-{next}")),
            now: UnixMs(next as i64),
            timers: Vec::new(),
        };
        let started = Instant::now();
        let applied = store.apply(&request).expect("the action applies");
        apply_samples.push(started.elapsed());
        if let Applied::New { game, .. } = applied {
            live[slot].1 = *game;
        }
    }

    // The bare cost of a commit: a one-row insert in its own transaction on the same file.
    checkpoint();
    let conn = open_connection(&path).unwrap();
    conn.execute("CREATE TABLE IF NOT EXISTS bench_commit (x INTEGER)", [])
        .unwrap();
    let mut bare_samples = Vec::with_capacity(SAMPLES);
    for i in 0..SAMPLES {
        let started = Instant::now();
        conn.execute("INSERT INTO bench_commit (x) VALUES (?1)", [i as i64])
            .unwrap();
        bare_samples.push(started.elapsed());
    }

    let (_, apply_p99) = report("apply-and-commit", apply_samples);
    let (_, bare_p99) = report("bare one-row commit", bare_samples);
    println!(
        "p99 ratio apply/bare: {:.2}",
        apply_p99.as_secs_f64() / bare_p99.as_secs_f64()
    );
}
