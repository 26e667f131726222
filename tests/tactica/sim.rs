//! The Tactica simulator: one seed gives one summary on any number of threads, its logs replay
//! through `invictus replay` to the outcome they record, and the greedy player beats the random
//! one.

use crate::common::invictus;
use invictus::tactica::players::PlayerKind;
use invictus::tactica::sim::{self, TacticaSimConfig};
use serde_json::Value;
use std::process::Output;

fn stdout_json(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

fn config(players: Vec<PlayerKind>, map: &str, games: u64, threads: usize) -> TacticaSimConfig {
    TacticaSimConfig {
        games,
        seed: 42,
        map: map.into(),
        players,
        alliances: Vec::new(),
        turn_cap: Some(12),
        log_dir: None,
        check_invariants: true,
        threads,
    }
}

/// The summary as JSON without its one clock reading.
fn summary_json(config: &TacticaSimConfig) -> Value {
    let summary = sim::run(config).expect("the run passes");
    let mut json = serde_json::to_value(&summary).expect("a summary serializes");
    json.as_object_mut().unwrap().remove("elapsed_ms");
    json
}

#[test]
fn a_seed_gives_the_same_summary_twice_and_on_one_or_two_threads() {
    use PlayerKind::{Greedy, Random};
    let one = config(vec![Greedy, Random], "tactica-3p", 6, 1);
    let two = TacticaSimConfig {
        threads: 2,
        ..one.clone()
    };
    let first = summary_json(&one);
    assert_eq!(first, summary_json(&one));
    assert_eq!(first, summary_json(&two));
    assert_eq!(first["games"], 6);
    let other_seed = TacticaSimConfig { seed: 43, ..one };
    assert_ne!(first, summary_json(&other_seed));
}

#[test]
fn a_logged_match_replays_to_the_outcome_it_recorded() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let logs = dir.path().to_str().unwrap();
    let summary = stdout_json(&invictus(&[
        "sim",
        "--game",
        "tactica",
        "--map",
        "tactica-4p",
        "--players",
        "greedy,random,greedy,random",
        "--alliances",
        "0,2/1,3",
        "--games",
        "2",
        "--turn-cap",
        "10",
        "--json",
        "--log-dir",
        logs,
    ]));
    assert_eq!(summary["games"], 2);
    for index in 0..2 {
        let path = dir.path().join(format!("match-{index:05}.json"));
        let log: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("a log")).expect("JSON");
        assert_eq!(log["game"], "tactica");
        let replayed = stdout_json(&invictus(&["replay", path.to_str().unwrap(), "--json"]));
        assert_eq!(replayed["outcome"], log["outcome"], "match {index}");
        assert!(replayed["outcome"]["winners"].is_array());
        assert_eq!(
            replayed["actions"],
            log["actions"].as_array().unwrap().len()
        );
        let text = invictus(&["replay", path.to_str().unwrap()]);
        assert!(text.status.success());
        assert!(!text.stdout.is_empty());
    }
}

#[test]
fn the_greedy_player_beats_the_random_one() {
    use PlayerKind::{Greedy, Random};
    let config = TacticaSimConfig {
        check_invariants: false,
        ..config(vec![Greedy, Random], "tactica-3p", 20, 2)
    };
    let summary = sim::run(&config).expect("the run passes");
    let greedy = summary.wins_by_kind["greedy"];
    assert!(greedy >= 16, "greedy won {greedy} of 20: {summary:?}");
}

#[test]
fn tactica_runs_refuse_the_built_in_opponent_and_bad_alliances() {
    let out = invictus(&["sim", "--game", "tactica", "--players", "ai,random"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("random and greedy"));
    let out = invictus(&[
        "sim",
        "--game",
        "tactica",
        "--map",
        "tactica-4p",
        "--alliances",
        "0,1/2",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let out = invictus(&[
        "sim",
        "--game",
        "tactica",
        "--map",
        "tactica-6p",
        "--players",
        "random,random,random,random,random,random",
        "--alliances",
        "0,1,2/3,4,5",
        "--games",
        "1",
        "--turn-cap",
        "2",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
