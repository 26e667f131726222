//! The crash test's harness, shared by the stores of both games: a writer (`invictus sim --db
//! … --progress`) killed with SIGKILL at random moments, round after round on one database file,
//! and what it reported as committed against what the file holds.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A committed action: (match id, sequence number).
pub type Committed = (i64, u64);

/// Runs `writer(round)` for each of `rounds`, each killed at a random moment (0 to `max_delay_ms`
/// after its first commit, so that a slow start on a loaded machine still kills a writer at
/// work), and returns every action the writers reported as committed (`committed MATCH SEQ`
/// lines on their standard output, printed after each commit returned).
pub fn kill_writers(
    rounds: u32,
    seed: u64,
    max_delay_ms: u64,
    writer: impl Fn(u32) -> Command,
) -> HashSet<Committed> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut committed = HashSet::new();
    for round in 0..rounds {
        let mut child = writer(round)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the writer starts");
        let stdout = child.stdout.take().expect("its standard output");
        let seen = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&seen);
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let mut parts = line.split_whitespace();
                if let (Some("committed"), Some(m), Some(s)) =
                    (parts.next(), parts.next(), parts.next())
                {
                    sink.lock()
                        .unwrap()
                        .push((m.parse::<i64>().unwrap(), s.parse::<u64>().unwrap()));
                }
            }
        });
        let started = Instant::now();
        while seen.lock().unwrap().is_empty() && started.elapsed().as_secs() < 60 {
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(Duration::from_millis(rng.gen_range(0..max_delay_ms)));
        child.kill().unwrap();
        child.wait().unwrap();
        reader.join().unwrap();
        committed.extend(seen.lock().unwrap().iter().copied());
    }
    committed
}

/// Every action the database at `path` holds.
pub fn stored_actions(path: &Path) -> HashSet<Committed> {
    let conn = invictus::store::open_connection(path).unwrap();
    let mut stmt = conn.prepare("SELECT match_id, seq FROM actions").unwrap();
    let stored = stmt
        .query_map([], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)? as u64))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    stored
}
