//! The crash test: a writer killed with SIGKILL at random moments loses nothing it reported as
//! committed.

use invictus::store::{open_connection, Store};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A writer applies actions in a loop and prints each sequence number after its commit returns;
/// it is killed with SIGKILL at random moments. The database must open, verify, and hold every
/// action reported as committed.
#[test]
fn nothing_committed_is_lost_when_the_writer_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crash.db");
    let mut rng = Pcg64Mcg::seed_from_u64(42);
    let mut committed: HashSet<(i64, u64)> = HashSet::new();
    for round in 0..50 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_invictus"))
            .args([
                "sim",
                "--games",
                "100000",
                "--no-check",
                "--progress",
                "--seed",
            ])
            .arg(round.to_string())
            .arg("--db")
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
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
        std::thread::sleep(Duration::from_millis(rng.gen_range(30..250)));
        child.kill().unwrap();
        child.wait().unwrap();
        reader.join().unwrap();
        committed.extend(seen.lock().unwrap().iter().copied());
    }
    assert!(
        committed.len() > 500,
        "the writer made progress: {}",
        committed.len()
    );
    let store = Store::open(&path).unwrap();
    let report = store.verify().unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let conn = open_connection(&path).unwrap();
    let mut stmt = conn.prepare("SELECT match_id, seq FROM actions").unwrap();
    let stored: HashSet<(i64, u64)> = stmt
        .query_map([], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)? as u64))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let missing: Vec<_> = committed.difference(&stored).collect();
    assert!(missing.is_empty(), "committed but lost: {missing:?}");
}
