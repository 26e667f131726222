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
        empires: Default::default(),
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

/// `sim --game tactica --db` keeps every match and action: the file verifies by replaying each
/// match from its setup and log, the matches are stored as Tactica matches with one row per seat,
/// and each one loads back equal to the replay of its log.
#[test]
fn simulated_matches_are_stored_and_verify() {
    use invictus::games::Game;
    use invictus::store::{MatchId, Store};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tactica.db");
    let db_arg = db.to_str().unwrap();
    let out = invictus(&[
        "sim",
        "--game",
        "tactica",
        "--map",
        "tactica-4p",
        "--games",
        "2",
        "--turn-cap",
        "4",
        "--db",
        db_arg,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let verify = invictus(&["db", "verify", "--db", db_arg]);
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
    assert!(
        String::from_utf8_lossy(&verify.stdout).contains("checked 2 matches"),
        "{}",
        String::from_utf8_lossy(&verify.stdout)
    );
    let store = Store::open(&db).unwrap();
    for id in [MatchId(1), MatchId(2)] {
        let stored = store.load_match::<invictus::tactica::Match>(id).unwrap();
        assert_eq!(stored.players.len(), 4, "one seat row per player");
        assert_eq!(stored.status, invictus::store::MatchStatus::Over);
        let log = store.action_log::<invictus::tactica::Match>(id).unwrap();
        let mut replayed =
            <invictus::tactica::Match as Game>::start(Game::setup(&stored.game)).unwrap();
        for (seq, seat, action) in &log {
            Game::apply(&mut replayed, *seat, seq - 1, action).unwrap();
        }
        assert_eq!(Game::snapshot(&replayed), Game::snapshot(&stored.game));
        // Exported, it is a log that `invictus replay` plays to the stored outcome.
        let file = dir.path().join(format!("match-{id}.json"));
        let export = invictus(&[
            "db",
            "export",
            "--db",
            db_arg,
            "--match",
            &id.to_string(),
            "--out",
            file.to_str().unwrap(),
        ]);
        assert!(
            export.status.success(),
            "{}",
            String::from_utf8_lossy(&export.stderr)
        );
        let replay = invictus(&["replay", file.to_str().unwrap(), "--json"]);
        assert!(
            replay.status.success(),
            "{}",
            String::from_utf8_lossy(&replay.stderr)
        );
        let replayed = stdout_json(&replay);
        assert_eq!(replayed["actions"], log.len());
        assert_eq!(
            replayed["outcome"],
            serde_json::to_value(stored.game.outcome()).unwrap()
        );
        // The store refuses to read a Tactica match as an Invictus one.
        let wrong = store.load_match::<invictus::engine::Match>(id);
        assert!(
            matches!(wrong, Err(invictus::store::StoreError::WrongGame { .. })),
            "{wrong:?}"
        );
    }
}

/// `sim --game tactica --db` killed with SIGKILL at random moments, again and again on one file:
/// the database opens and verifies, and every action reported as committed is in it.
#[test]
fn nothing_committed_is_lost_when_a_tactica_writer_is_killed() {
    use crate::killed_writers::{kill_writers, stored_actions};
    use invictus::store::Store;
    use std::collections::HashSet;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crash.db");
    let committed = kill_writers(12, 7, 300, |round| {
        let mut writer = crate::common::invictus_command();
        writer
            .args(["sim", "--game", "tactica", "--games", "1000", "--no-check"])
            .args(["--progress", "--seed"])
            .arg(round.to_string())
            .arg("--db")
            .arg(&path);
        writer
    });
    assert!(
        committed.len() > 200,
        "the writer made progress: {}",
        committed.len()
    );
    let store = Store::open(&path).unwrap();
    let report = store.verify().unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let matches: HashSet<i64> = committed.iter().map(|&(m, _)| m).collect();
    assert!(report.matches as usize >= matches.len(), "{report:?}");
    let stored = stored_actions(&path);
    let lost: Vec<_> = committed.difference(&stored).collect();
    assert!(lost.is_empty(), "committed but lost: {lost:?}");
}

#[test]
fn t7_a_run_with_random_empires_counts_each_empires_seats_and_wins() {
    use PlayerKind::{Greedy, Random};
    let config = TacticaSimConfig {
        empires: sim::SimEmpires::Random,
        ..config(vec![Greedy, Random], "tactica-3p", 20, 2)
    };
    let summary = sim::run(&config).expect("the run passes");
    let seats: u64 = summary.seats_by_empire.values().sum();
    assert_eq!(seats, 40, "two Empires a match");
    assert!(
        summary.seats_by_empire.len() > 5,
        "{:?}",
        summary.seats_by_empire
    );
    let wins: u64 = summary.wins_by_empire.values().sum();
    assert_eq!(wins, 20 - summary.draws);
    let by_order: u64 = summary.wins_by_turn_position.iter().sum();
    assert_eq!(by_order, 20 - summary.draws);
    // A bad Empire is a setup error, found before any match.
    let bad = TacticaSimConfig {
        empires: sim::SimEmpires::Given(vec!["akkad".into(), "atlantis".into()]),
        ..config
    };
    let err = sim::run(&bad).expect_err("an unknown Empire");
    assert!(err.to_string().contains("atlantis"), "{err}");
}
