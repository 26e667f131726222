//! The crash test: a writer killed with SIGKILL at random moments loses nothing it reported as
//! committed.

use crate::killed_writers::{kill_writers, stored_actions};
use invictus::store::Store;
use std::process::Command;

/// A writer applies actions in a loop and prints each sequence number after its commit returns;
/// it is killed with SIGKILL at random moments. The database must open, verify, and hold every
/// action reported as committed.
#[test]
fn nothing_committed_is_lost_when_the_writer_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crash.db");
    let committed = kill_writers(50, 42, 250, |round| {
        let mut writer = Command::new(env!("CARGO_BIN_EXE_invictus"));
        writer
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
            .arg(&path);
        writer
    });
    assert!(
        committed.len() > 500,
        "the writer made progress: {}",
        committed.len()
    );
    let store = Store::open(&path).unwrap();
    let report = store.verify().unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let stored = stored_actions(&path);
    let missing: Vec<_> = committed.difference(&stored).collect();
    assert!(missing.is_empty(), "committed but lost: {missing:?}");
}
