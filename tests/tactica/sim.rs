//! The Tactica simulator: one seed gives one summary on any number of threads, its logs replay
//! through `invictus replay` to the outcome they record, the greedy player beats the random
//! one, and `--pairings` plays every pair of Empires with seats and turn order swapped.

use crate::common::invictus;
use invictus::games::tactica::players::PlayerKind;
use invictus::games::tactica::sim::{self, TacticaSimConfig};
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
fn tactica_runs_take_the_built_in_opponent_and_refuse_bad_alliances() {
    let out = invictus(&[
        "sim",
        "--game",
        "tactica",
        "--players",
        "ai:easy,random",
        "--games",
        "1",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(summary["players"], serde_json::json!(["ai:easy", "random"]));
    assert!(summary["opponent"]["decisions"].as_u64().unwrap_or(0) > 0);
    let out = invictus(&["sim", "--game", "tactica", "--players", "ai:wild,random"]);
    assert_eq!(out.status.code(), Some(2));
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
        let stored = store
            .load_match::<invictus::games::tactica::Match>(id)
            .unwrap();
        assert_eq!(stored.players.len(), 4, "one seat row per player");
        assert_eq!(stored.status, invictus::store::MatchStatus::Over);
        let log = store
            .action_log::<invictus::games::tactica::Match>(id)
            .unwrap();
        let mut replayed =
            <invictus::games::tactica::Match as Game>::start(Game::setup(&stored.game)).unwrap();
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
        let wrong = store.load_match::<invictus::games::invictus::rules::Match>(id);
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

/// Each Empire's matches, wins and draws summed from a pairings summary's rows (JSON).
fn empire_totals(pairs: &[Value], id: &str) -> (u64, u64, u64) {
    let (mut games, mut wins, mut draws) = (0, 0, 0);
    for row in pairs {
        let side = if row["a"] == id {
            "wins_a"
        } else if row["b"] == id {
            "wins_b"
        } else {
            continue;
        };
        games += row["games"].as_u64().unwrap();
        wins += row[side].as_u64().unwrap();
        draws += row["draws"].as_u64().unwrap();
    }
    (games, wins, draws)
}

/// `sim --pairings` plays every unordered pair of the ten Empires once each way round (seats
/// and turn order swapped), and its report names every Empire with the figures of the run and
/// the command that made it.
#[test]
fn t7_pairings_play_every_pair_of_empires_and_report_each_empire() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tactica-balance.md");
    let report_arg = path.to_str().unwrap();
    let args = [
        "sim",
        "--game",
        "tactica",
        "--pairings",
        "--games",
        "2",
        "--players",
        "greedy,greedy",
        "--turn-cap",
        "2",
        "--seed",
        "3",
        "--json",
        "--report",
        report_arg,
    ];
    let summary = stdout_json(&invictus(&args));
    let rules = invictus::games::tactica::Ruleset::standard();
    let ids: Vec<&str> = rules.empires.list.iter().map(|e| e.id.as_str()).collect();
    let n = ids.len();
    let pairs = summary["pairs"].as_array().expect("the pairs");
    assert_eq!(pairs.len(), n * (n - 1) / 2);
    for (i, a) in ids.iter().enumerate() {
        for b in &ids[i + 1..] {
            let found = pairs
                .iter()
                .filter(|r| (r["a"] == *a && r["b"] == *b) || (r["a"] == *b && r["b"] == *a))
                .count();
            assert_eq!(found, 1, "{a} against {b}");
        }
    }
    for row in pairs {
        assert_eq!(row["games"], 2, "{row}");
        // The Empires swapped seats, and each played first once.
        assert_eq!(row["a_in_seat_0"], 1, "{row}");
        assert_eq!(row["a_first"], 1, "{row}");
        let results = ["wins_a", "wins_b", "draws"].map(|k| row[k].as_u64().unwrap());
        assert_eq!(results.iter().sum::<u64>(), 2, "{row}");
    }
    assert_eq!(summary["empires"].as_array().unwrap().len(), n);
    assert!(summary["empires"]
        .as_array()
        .unwrap()
        .contains(&Value::from("media/heavy_infantry")));

    let report = std::fs::read_to_string(&path).expect("the report");
    let command = format!("invictus {}", args.join(" "));
    assert!(
        report.contains(&format!("```sh\n{command}\n```")),
        "{report}"
    );
    assert!(report.contains("Seed: 3."), "{report}");
    assert!(report.contains("`media/heavy_infantry`"), "{report}");
    assert!(report.contains("changes no number"), "{report}");
    let matrix_header = format!("| | {} | all |", ids.join(" | "));
    assert!(report.contains(&matrix_header), "{report}");
    let total: u64 = pairs.iter().map(|r| r["games"].as_u64().unwrap()).sum();
    let draws: u64 = pairs.iter().map(|r| r["draws"].as_u64().unwrap()).sum();
    for id in &ids {
        let (games, wins, draws) = empire_totals(pairs, id);
        assert_eq!(games, 2 * (n as u64 - 1), "{id}");
        let row = format!(
            "| **{id}** | {games} | {wins} | {} | {draws} |",
            games - wins - draws
        );
        assert!(report.contains(&row), "{id}: {row}\n{report}");
        // Once in the table of Empires, once as a row of the table of pairings.
        assert_eq!(report.matches(&format!("| **{id}** |")).count(), 2, "{id}");
        // The verdict names each Empire outside 40–60% overall.
        let rate = 100.0 * wins as f64 / games as f64;
        let verdict = report.split("## Verdict").nth(1).unwrap();
        let verdict = verdict.split("\n## ").next().unwrap();
        assert_eq!(
            !(40.0..=60.0).contains(&rate),
            verdict.contains(&format!("{id} (")),
            "{id} at {rate:.1}%: {verdict}"
        );
    }
    assert!(
        report.contains(&format!("| draws | {total} | {draws} |")),
        "{report}"
    );
    // Pairings are Tactica's, of two Empires at least, each named once.
    for bad in [
        &["sim", "--pairings", "--games", "1"][..],
        &[
            "sim",
            "--game",
            "tactica",
            "--pairings",
            "--empires",
            "akkad",
        ],
        &[
            "sim",
            "--game",
            "tactica",
            "--pairings",
            "--empires",
            "lydia,Lydia",
        ],
        &[
            "sim",
            "--game",
            "tactica",
            "--pairings",
            "--empires",
            "media,akkad",
        ],
    ] {
        let out = invictus(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
}

/// A pairings run of a few Empires is the same on one thread or two, each Empire sits in each
/// seat and plays first in half of its matches, and the report's turn-order figures are the
/// run's.
#[test]
fn t7_pairings_swap_seats_and_turn_order_alike_on_any_number_of_threads() {
    use invictus::games::tactica::sim::{pairings_report, run_pairings, PairingsConfig};
    use PlayerKind::Greedy;
    let one = PairingsConfig {
        games: 4,
        seed: 11,
        map: "tactica-3p".into(),
        players: vec![Greedy, Greedy],
        turn_cap: Some(8),
        check_invariants: false,
        threads: 1,
        empires: vec![
            "babylon".into(),
            "media/heavy_cavalry".into(),
            "Sumer".into(),
        ],
    };
    let first = run_pairings(&one).expect("the run passes");
    let second = run_pairings(&PairingsConfig {
        threads: 2,
        ..one.clone()
    })
    .expect("the run passes");
    assert_eq!(
        serde_json::to_value(&first.pairs).unwrap(),
        serde_json::to_value(&second.pairs).unwrap()
    );
    // Names are taken to ids; Media keeps the cheaper type it was given.
    assert_eq!(first.empires, ["babylon", "media/heavy_cavalry", "sumer"]);
    assert_eq!(first.empire_ids(), ["babylon", "media", "sumer"]);
    assert_eq!(first.pairs.len(), 3);
    let mut decided = 0;
    for row in &first.pairs {
        assert_eq!(
            (row.games, row.a_in_seat_0, row.a_first),
            (4, 2, 2),
            "{row:?}"
        );
        assert_eq!(row.wins_a + row.wins_b + row.draws, row.games, "{row:?}");
        assert!(row.wins_a_first <= row.wins_a && row.wins_b_first <= row.wins_b);
        decided += row.wins_a + row.wins_b;
    }
    assert!(decided > 0, "some matches are won: {:?}", first.pairs);
    let (by_first, by_second) = first.by_turn_order();
    assert_eq!(by_first.wins + by_second.wins, decided);
    for id in first.empire_ids() {
        let record = first.record(id);
        assert_eq!((record.first.games, record.second.games), (4, 4), "{id}");
        assert_eq!(record.first.wins + record.second.wins, record.all.wins);
    }
    let report = pairings_report(&first, "invictus sim --pairings");
    assert!(
        report.contains(&format!(
            "| first player ({} gold) | 12 | {} |",
            first.first_gold, by_first.wins
        )),
        "{report}"
    );
    assert!(
        report.contains(&format!(
            "| second player ({} gold) | 12 | {} |",
            first.second_gold, by_second.wins
        )),
        "{report}"
    );
    assert!(report.contains("`media/heavy_cavalry`"), "{report}");
}
