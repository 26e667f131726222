//! The SQLite store on real temporary files: migrations, one transaction per action, repeated
//! interactions, timers, damaged rows, verification, backup, the async handle, and a crash test
//! that kills a writer with SIGKILL.

use invictus::catalog;
use invictus::engine::{Action, Army, Match, MatchSetup, Version};
use invictus::games::{invictus_seat, seat_number, Refusal};
use invictus::store::{
    migrations, open_connection, schema_version, ActionRequest, Applied, AsyncStore, MatchId,
    MatchPlace, Store, StoreError, TimerChange,
};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn new_game(seed: u64) -> Match {
    let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Shogun), seed);
    Match::new(setup, catalog::builtin()).unwrap()
}

fn request(id: MatchId, game: &Match, action: Action) -> ActionRequest<Match> {
    ActionRequest {
        match_id: id,
        seat: seat_number(game.priority().unwrap()),
        version: game.version(),
        action,
        interaction_id: None,
        now: 1_000 + game.version() as i64,
        timers: Vec::new(),
    }
}

fn applied_game(applied: Applied<Match>) -> Match {
    match applied {
        Applied::New { game, .. } => *game,
        Applied::Duplicate { seq } => panic!("unexpected duplicate of {seq}"),
    }
}

/// Plays `n` first legal actions through the store.
fn advance(store: &mut Store, id: MatchId, mut game: Match, n: usize) -> Match {
    for _ in 0..n {
        if game.is_over() {
            break;
        }
        let action = *game.legal_actions().last().unwrap();
        game = applied_game(store.apply(&request(id, &game, action)).unwrap());
    }
    game
}

#[test]
fn migrations_validate_and_apply_twice_harmlessly() {
    migrations().validate().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.db");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(1);
    let id = store
        .create_match(&game, &MatchPlace::default(), 5)
        .unwrap();
    advance(&mut store, id, game, 10);
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.counts().unwrap(), (1, 10));
    let conn = open_connection(&path).unwrap();
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version as usize, schema_version());
}

#[test]
fn every_pragma_is_set_on_a_connection() {
    let dir = tempfile::tempdir().unwrap();
    let conn = open_connection(&dir.path().join("p.db")).unwrap();
    let mode: String = conn
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    let fk: i64 = conn
        .pragma_query_value(None, "foreign_keys", |r| r.get(0))
        .unwrap();
    let sync: i64 = conn
        .pragma_query_value(None, "synchronous", |r| r.get(0))
        .unwrap();
    assert_eq!((mode.as_str(), fk, sync), ("wal", 1, 2));
}

#[test]
fn a_database_from_a_newer_program_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.db");
    Store::open(&path).unwrap();
    let conn = open_connection(&path).unwrap();
    conn.pragma_update(None, "user_version", 99).unwrap();
    drop(conn);
    let err = Store::open(&path).err().unwrap();
    assert!(matches!(err, StoreError::TooNew { found: 99, .. }));
    assert!(err.to_string().contains("newer than this program"), "{err}");
}

/// A database at schema `version` holding `tests/fixtures/schema-v<version>.sql`, in `dir`.
fn fixture_database(dir: &Path, version: usize) -> PathBuf {
    let path = dir.join(format!("v{version}.db"));
    let mut conn = open_connection(&path).unwrap();
    migrations().to_version(&mut conn, version).unwrap();
    let fixture = format!(
        "{}/tests/fixtures/schema-v{version}.sql",
        env!("CARGO_MANIFEST_DIR")
    );
    conn.execute_batch(&std::fs::read_to_string(fixture).unwrap())
        .unwrap();
    path
}

/// Every earlier schema version, with data written as that version would have it
/// (`tests/fixtures/schema-v<N>.sql`), upgrades to the current one and keeps its data: every
/// match verifies against its log and restores from its snapshot.
#[test]
fn upgrades_from_every_earlier_schema_version() {
    for version in 0..schema_version() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        let mut conn = open_connection(&path).unwrap();
        migrations().to_version(&mut conn, version).unwrap();
        let fixture = format!(
            "{}/tests/fixtures/schema-v{version}.sql",
            env!("CARGO_MANIFEST_DIR")
        );
        let expected_matches = if version == 0 {
            0
        } else {
            let sql = std::fs::read_to_string(&fixture).unwrap_or_else(|_| {
                panic!("schema version {version} needs a data fixture {fixture}")
            });
            conn.execute_batch(&sql).unwrap();
            conn.query_row("SELECT count(*) FROM matches", [], |r| r.get::<_, i64>(0))
                .unwrap() as u64
        };
        drop(conn);
        let mut store = Store::open(&path).unwrap();
        let report = store.verify().unwrap();
        assert_eq!(report.matches, expected_matches);
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        // Every stored match also restores from its snapshot, as hosting reads it.
        let (_, damaged) = store.active_matches::<Match>().unwrap();
        assert!(damaged.is_empty(), "v{version}: {damaged:?}");
        for id in (1..=expected_matches as i64).map(MatchId) {
            let loaded = store.load_match::<Match>(id).unwrap();
            let record = store.match_record::<Match>(id).unwrap();
            assert_eq!(record.game, loaded.game, "v{version}: match {id}");
            assert_eq!(
                record.game.version(),
                store.action_log::<Match>(id).unwrap().len() as u64,
                "v{version}: match {id}"
            );
        }
    }
}

#[test]
fn a_match_survives_closing_and_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.db");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(2);
    let place = MatchPlace {
        guild_id: Some(10),
        channel_id: Some(u64::MAX - 1),
        players: [Some(7), None].into(),
    };
    let id = store.create_match(&game, &place, 5).unwrap();
    let game = advance(&mut store, id, game, 25);
    store.set_board_message(id, 999).unwrap();
    store.set_thread(id, 555).unwrap();
    assert_eq!(store.active_match_count(7).unwrap(), 1);
    assert_eq!(store.active_match_count(8).unwrap(), 0);
    drop(store);
    let store = Store::open(&path).unwrap();
    let loaded = store.load_match::<Match>(id).unwrap();
    assert_eq!(loaded.game, game);
    assert_eq!(
        loaded.channel_id,
        Some(u64::MAX - 1),
        "Discord ids keep all 64 bits"
    );
    assert_eq!(loaded.board_message_id, Some(999));
    assert_eq!(loaded.thread_id, Some(555));
    assert_eq!(loaded.players, [Some(7), None].into());
    assert_eq!(store.action_log::<Match>(id).unwrap().len(), 25);
    let (active, bad) = store.active_matches::<Match>().unwrap();
    assert_eq!(active.len(), 1);
    assert!(bad.is_empty());
}

#[test]
fn refused_actions_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("r.db")).unwrap();
    let game = new_game(3);
    let id = store
        .create_match(&game, &MatchPlace::default(), 0)
        .unwrap();
    let game = advance(&mut store, id, game, 3);
    let add_timer = TimerChange::Add {
        kind: "turn_deadline".into(),
        due_at: 50,
        payload: "{}".into(),
    };
    // Stale version.
    let mut stale = request(id, &game, game.legal_actions()[0]);
    stale.version -= 1;
    stale.timers.push(add_timer.clone());
    assert!(matches!(
        store.apply(&stale),
        Err(StoreError::Refused(Refusal::Stale { .. }))
    ));
    // Wrong player.
    let mut wrong = request(id, &game, game.legal_actions()[0]);
    wrong.seat = seat_number(game.priority().unwrap().pair());
    assert!(matches!(
        store.apply(&wrong),
        Err(StoreError::Refused(Refusal::NotYourMove))
    ));
    // Not legal.
    let illegal = request(
        id,
        &game,
        Action::Conscript {
            unit: invictus::engine::UnitId(0),
            cell: "F1".parse().unwrap(),
        },
    );
    assert!(matches!(
        store.apply(&illegal),
        Err(StoreError::Refused(Refusal::NotLegal(_)))
    ));
    // Unknown match.
    let missing = request(MatchId(404), &game, game.legal_actions()[0]);
    assert!(matches!(
        store.apply(&missing),
        Err(StoreError::NoSuchMatch(MatchId(404)))
    ));
    assert_eq!(store.counts().unwrap(), (1, 3));
    assert!(store.due_timers(i64::MAX).unwrap().is_empty());
    assert_eq!(store.load_match::<Match>(id).unwrap().game, game);
}

#[test]
fn the_same_interaction_is_applied_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("i.db")).unwrap();
    let game = new_game(4);
    let id = store
        .create_match(&game, &MatchPlace::default(), 0)
        .unwrap();
    let mut req = request(id, &game, game.legal_actions()[0]);
    req.interaction_id = Some("1234567890".into());
    let first = store.apply(&req).unwrap();
    assert!(matches!(first, Applied::New { seq: 1, .. }));
    assert!(matches!(
        store.apply(&req).unwrap(),
        Applied::Duplicate { seq: 1 }
    ));
    assert_eq!(store.counts().unwrap(), (1, 1));
}

#[test]
fn timers_change_with_the_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("t.db")).unwrap();
    let game = new_game(5);
    let id = store
        .create_match(&game, &MatchPlace::default(), 0)
        .unwrap();
    let mut req = request(id, &game, game.legal_actions()[0]);
    req.timers = vec![
        TimerChange::Add {
            kind: "turn_deadline".into(),
            due_at: 100,
            payload: "{\"seat\":0}".into(),
        },
        TimerChange::Add {
            kind: "reminder".into(),
            due_at: 50,
            payload: "{}".into(),
        },
    ];
    let game = applied_game(store.apply(&req).unwrap());
    let due = store.due_timers(60).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(
        (due[0].kind.as_str(), due[0].match_id),
        ("reminder", Some(id))
    );
    assert_eq!(store.due_timers(1_000).unwrap().len(), 2);
    let mut req = request(id, &game, game.legal_actions()[0]);
    req.timers = vec![TimerChange::Clear {
        kind: "reminder".into(),
    }];
    store.apply(&req).unwrap();
    let left = store.due_timers(1_000).unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].kind, "turn_deadline");
    store.delete_timer(left[0].id).unwrap();
    assert!(store.due_timers(i64::MAX).unwrap().is_empty());
}

#[test]
fn a_damaged_row_is_reported_with_its_id_and_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.db");
    let mut store = Store::open(&path).unwrap();
    let good = new_game(6);
    let good_id = store
        .create_match(&good, &MatchPlace::default(), 0)
        .unwrap();
    advance(&mut store, good_id, good, 5);
    let bad = new_game(7);
    let bad_id = store.create_match(&bad, &MatchPlace::default(), 0).unwrap();
    let conn = open_connection(&path).unwrap();
    conn.execute(
        "UPDATE matches SET snapshot = '{\"not\": \"a match\"}' WHERE id = ?1",
        [bad_id.0],
    )
    .unwrap();
    let (active, problems) = store.active_matches::<Match>().unwrap();
    assert_eq!(active.len(), 1);
    assert_eq!(active[0].id, good_id);
    assert!(matches!(&problems[..], [StoreError::Corrupt { match_id, .. }] if *match_id == bad_id));
    assert!(matches!(
        store.apply(&request(bad_id, &bad, bad.legal_actions()[0])),
        Err(StoreError::Corrupt { .. })
    ));
    let report = store.verify().unwrap();
    assert_eq!(report.matches, 2);
    assert_eq!(report.problems.len(), 1);
    assert_eq!(report.problems[0].match_id, bad_id);
    // The command line names the match and exits non-zero.
    let out = Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(["db", "verify", "--db", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("match {bad_id}:")));
    assert!(String::from_utf8_lossy(&out.stdout)
        .contains("checked 2 matches and 5 actions: 1 problem(s)"));
}

#[test]
fn verify_finds_a_tampered_log() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v.db");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(8);
    let id = store
        .create_match(&game, &MatchPlace::default(), 0)
        .unwrap();
    advance(&mut store, id, game, 12);
    assert!(store.verify().unwrap().problems.is_empty());
    let conn = open_connection(&path).unwrap();
    conn.execute(
        "DELETE FROM actions WHERE match_id = ?1 AND seq = 12",
        [id.0],
    )
    .unwrap();
    let report = store.verify().unwrap();
    assert_eq!(report.problems.len(), 1, "{report:?}");
}

#[test]
fn a_backup_taken_while_writing_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("live.db");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(9);
    let id = store
        .create_match(&game, &MatchPlace::default(), 0)
        .unwrap();
    let game = advance(&mut store, id, game, 5);
    let writer_path = path.clone();
    let writer = std::thread::spawn(move || {
        let mut store = Store::open(&writer_path).unwrap();
        advance(&mut store, id, game, 200);
    });
    let backup = dir.path().join("copy.db");
    let reader = Store::open(&path).unwrap();
    reader.backup(&backup).unwrap();
    writer.join().unwrap();
    let copy = Store::open(&backup).unwrap();
    let report = copy.verify().unwrap();
    assert_eq!(report.matches, 1);
    assert!(report.problems.is_empty());
    assert!(report.actions >= 5);
}

#[tokio::test]
async fn the_async_handle_runs_store_calls_off_the_async_threads() {
    let dir = tempfile::tempdir().unwrap();
    let store = AsyncStore::new(Store::open(&dir.path().join("a.db")).unwrap());
    let game = new_game(10);
    let id = store
        .call(move |s| s.create_match(&game, &MatchPlace::default(), 0))
        .await
        .unwrap();
    let loaded = store
        .call(move |s| s.load_match::<Match>(id))
        .await
        .unwrap();
    assert_eq!(loaded.game.version(), 0);
    assert!(matches!(
        store.call(|s| s.load_match::<Match>(MatchId(77))).await,
        Err(StoreError::NoSuchMatch(_))
    ));
}

/// Calls that arrive together share one commit; a call that fails in such a batch undoes its own
/// writes and nothing of the others, and every answered call is on disk.
#[tokio::test]
async fn calls_batched_into_one_commit_fail_or_succeed_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("batch.db");
    let store = AsyncStore::new(Store::open(&path).unwrap());
    // The first call holds the store thread until the others are queued behind it, so that
    // they are taken as one batch.
    let (release, held) = std::sync::mpsc::channel::<()>();
    let first = tokio::spawn({
        let store = store.clone();
        async move {
            store
                .call(move |s| {
                    held.recv().unwrap();
                    s.save_army(1, "first", "King", 0)
                })
                .await
        }
    });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut calls = Vec::new();
    for k in 0..20u64 {
        let store = store.clone();
        calls.push(tokio::spawn(async move {
            store
                .call(move |s| {
                    s.save_army(2, &format!("army {k}"), "Shogun", 0)?;
                    if k % 3 == 0 {
                        // Fails after writing: its write must not survive.
                        return Err(StoreError::Task(format!("call {k} fails")));
                    }
                    Ok(())
                })
                .await
        }));
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    release.send(()).unwrap();
    first.await.unwrap().unwrap();
    for (k, call) in calls.into_iter().enumerate() {
        let answer = call.await.unwrap();
        assert_eq!(answer.is_err(), k % 3 == 0, "call {k}: {answer:?}");
    }
    // A fresh connection sees exactly the writes of the calls that succeeded.
    drop(store);
    let reopened = Store::open(&path).unwrap();
    let mut names: Vec<String> = reopened
        .saved_armies(2)
        .unwrap()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    names.sort();
    let mut wanted: Vec<String> = (0..20u64)
        .filter(|k| k % 3 != 0)
        .map(|k| format!("army {k}"))
        .collect();
    wanted.sort();
    assert_eq!(names, wanted);
    assert_eq!(reopened.saved_armies(1).unwrap().len(), 1);
}

/// A call that panics is answered with an error, its writes undone; the store goes on.
#[tokio::test]
async fn a_call_that_panics_changes_nothing_and_the_store_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let store = AsyncStore::new(Store::open(&dir.path().join("panic.db")).unwrap());
    let answer: Result<(), StoreError> = store
        .call(|s| {
            s.save_army(3, "lost", "King", 0)?;
            panic!("a bug in a store call");
        })
        .await;
    assert!(answer.is_err());
    store
        .call(|s| s.save_army(3, "kept", "King", 0))
        .await
        .unwrap();
    let names: Vec<String> = store
        .call(|s| s.saved_armies(3))
        .await
        .unwrap()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(names, vec!["kept".to_string()]);
}

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

#[test]
fn players_saved_armies_and_challenges() {
    use invictus::store::ChallengeStatus;
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("p.db")).unwrap();
    store.upsert_player(11, "Ada", 0).unwrap();
    store
        .set_preferences(11, "{\"reminders\":false}", 0)
        .unwrap();
    assert_eq!(
        store.preferences(11).unwrap().as_deref(),
        Some("{\"reminders\":false}")
    );
    assert_eq!(store.preferences(12).unwrap(), None);
    store
        .save_army(11, "rush", "leader=king blue=warrior:8 red=archer:12", 0)
        .unwrap();
    store.save_army(11, "rush", "king", 1).unwrap();
    store.save_army(11, "alpha", "shogun", 1).unwrap();
    assert_eq!(
        store.saved_armies(11).unwrap(),
        [
            ("alpha".to_string(), "shogun".to_string()),
            ("rush".to_string(), "king".to_string())
        ]
    );
    assert!(store.delete_army(11, "alpha").unwrap());
    assert!(!store.delete_army(11, "alpha").unwrap());
    let id = store
        .create_challenge(Some(1), Some(2), 11, Some(13), &[], "{}", 100, Some(500))
        .unwrap();
    let open = store.challenge(id).unwrap().unwrap();
    assert_eq!(
        (open.status, open.challenger, open.challenged),
        (ChallengeStatus::Open, 11, Some(13))
    );
    assert!(store.expired_challenges(499).unwrap().is_empty());
    assert_eq!(store.expired_challenges(500).unwrap(), [id]);
    let game = new_game(12);
    let match_id = store
        .create_match(
            &game,
            &MatchPlace {
                players: [Some(11), Some(13)].into(),
                ..Default::default()
            },
            200,
        )
        .unwrap();
    assert!(store
        .close_challenge(id, ChallengeStatus::Accepted, Some(match_id))
        .unwrap());
    assert!(
        !store
            .close_challenge(id, ChallengeStatus::Accepted, Some(match_id))
            .unwrap(),
        "only once"
    );
    let accepted = store.challenge(id).unwrap().unwrap();
    assert_eq!(
        (accepted.status, accepted.match_id),
        (ChallengeStatus::Accepted, Some(match_id))
    );
}

#[test]
fn a_match_against_the_built_in_opponent_remembers_its_seat() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ai.db");
    let mut store = Store::open(&path).unwrap();
    let place = MatchPlace {
        players: [Some(7), Some(8)].into(),
        ..MatchPlace::default()
    };
    let human = store.create_match(&new_game(1), &place, 0).unwrap();
    let ai = invictus::store::AiSeat {
        seat: seat_number(invictus::engine::Seat::B),
        level: "hard".to_string(),
        seed: u64::MAX,
    };
    let against_ai = store
        .create_match_with_ai(&new_game(2), &place, std::slice::from_ref(&ai), 0)
        .unwrap();
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.ai_seats(human).unwrap(), vec![]);
    assert_eq!(store.ai_seats(against_ai).unwrap(), vec![ai]);
    assert_eq!(store.active_ai_matches().unwrap(), vec![against_ai]);
}

/// Schema 4: timers carry their kind in their payload, new timer ids start past every id a
/// timer ever had (also a fired one whose row is gone), and a match's reaction window is read
/// from its challenge once, into a column.
#[test]
fn schema_4_upgrades_timers_and_reaction_windows() {
    let dir = tempfile::tempdir().unwrap();
    let path = fixture_database(dir.path(), 3);
    let mut store = Store::open(&path).unwrap();
    let timers = store.match_timers(MatchId(2)).unwrap();
    let payloads: Vec<&str> = timers.iter().map(|t| t.payload.as_str()).collect();
    assert_eq!(
        payloads,
        vec![
            r#"{"seat":0,"kind":"reminder"}"#,
            r#"{"seat":0,"kind":"turn_deadline"}"#
        ]
    );
    let old = store.match_timers(MatchId(1)).unwrap();
    assert_eq!(
        invictus::app::Due::of(&old[0]),
        Some(invictus::app::Due::ReactionWindow { version: 3 })
    );
    let record = store.match_record::<Match>(MatchId(1)).unwrap();
    assert_eq!(record.reaction_window_ms, Some(120_000));
    // A new timer gets an id no timer ever had, not even timer 9 that fired and is gone.
    drop(store);
    let conn = open_connection(&path).unwrap();
    conn.execute(
        "INSERT INTO timers (match_id, kind, due_at, payload) VALUES (1, 'reminder', 1, '{}')",
        [],
    )
    .unwrap();
    let newest = conn.last_insert_rowid();
    assert!(newest > 9, "new timer id {newest}");
}

/// The schema-v4 fixture (written through hosting) opened by this program: its duel matches keep
/// their players, clock, late seat, seat options, vacations and built-in opponent, restore, and
/// go on being played and verified.
#[test]
fn schema_5_keeps_duel_matches_restorable() {
    use invictus::engine::Seat;
    use invictus::store::{AiSeat, ChallengeId, ChallengeStatus, SeatOptionsRow};
    const ALICE: u64 = 230_000_000_000_000_011;
    const BOB: u64 = 230_000_000_000_000_022;
    const CAROL: u64 = 230_000_000_000_000_033;
    const BOT: u64 = 230_000_000_000_000_099;
    let dir = tempfile::tempdir().unwrap();
    let path = fixture_database(dir.path(), 4);
    let mut store = Store::open(&path).unwrap();
    assert!(schema_version() >= 5);

    // Match 1: Alice and Bob, 24-hour turns, Bob past his deadline, both with options.
    let stored = store.load_match::<Match>(MatchId(1)).unwrap();
    assert_eq!(stored.players, [Some(ALICE), Some(BOB)].into());
    assert_eq!(
        (stored.status.as_str(), stored.game.version()),
        ("active", 41)
    );
    let record = store.match_record::<Match>(MatchId(1)).unwrap();
    assert_eq!(record.game, stored.game);
    assert_eq!(record.players, stored.players);
    let clock = record.clock.unwrap();
    assert_eq!(
        (clock.turn_time_ms, clock.grants, clock.late_seat),
        (86_400_000, 0, Some(seat_number(Seat::B)))
    );
    assert_eq!(
        record.options,
        [
            SeatOptionsRow {
                pings: true,
                orders: "guard_leader".into()
            },
            SeatOptionsRow {
                pings: false,
                orders: "ask".into()
            },
        ]
        .into()
    );
    assert_eq!(record.away, [Some(1_800_270_000_000), None].into());
    assert!(record.ai.is_empty());
    assert_eq!(record.reaction_window_ms, Some(120_000));
    assert_eq!(
        (record.thread_id, record.board_message_id),
        (Some(920_000_000_000_000_001), Some(910_000_000_000_000_001))
    );
    let log = store.action_log::<Match>(MatchId(1)).unwrap();
    assert_eq!(log.len(), 41);
    assert!(log
        .iter()
        .all(|&(_, seat, _)| invictus_seat(seat).is_some_and(Seat::in_duel)));

    // Match 2: Carol against the built-in opponent, which is to move.
    let record = store.match_record::<Match>(MatchId(2)).unwrap();
    let ai = AiSeat {
        seat: seat_number(Seat::B),
        level: "normal".into(),
        seed: -7_930_323_300_180_703_172_i64 as u64,
    };
    assert_eq!(record.ai, vec![ai.clone()]);
    assert_eq!(store.ai_seats(MatchId(2)).unwrap(), vec![ai]);
    assert_eq!(record.players, [Some(CAROL), Some(BOT)].into());
    assert_eq!(record.game.priority(), Some(Seat::B));
    assert_eq!(store.active_ai_matches().unwrap(), vec![MatchId(2)]);

    // Match 3's pending turn deadline, match 4's resignation, the players' lists.
    let timers = store.match_timers(MatchId(3)).unwrap();
    assert_eq!(timers.len(), 1);
    assert_eq!(timers[0].kind, "turn_deadline");
    assert_eq!(
        store.load_match::<Match>(MatchId(4)).unwrap().status,
        "over"
    );
    assert_eq!(
        store.player_match_ids(ALICE, true, 10).unwrap(),
        vec![MatchId(1)]
    );
    assert_eq!(
        store.player_match_ids(ALICE, false, 10).unwrap(),
        vec![MatchId(4)]
    );
    assert_eq!(store.active_match_count(CAROL).unwrap(), 2);
    assert_eq!(
        store.match_vacations(MatchId(1)).unwrap(),
        [Some(1_800_270_000_000), None].into()
    );
    let accepted = store.challenge(ChallengeId(1)).unwrap().unwrap();
    assert_eq!(
        (accepted.status, accepted.match_id),
        (ChallengeStatus::Accepted, Some(MatchId(1)))
    );
    assert_eq!(
        store.challenge(ChallengeId(4)).unwrap().unwrap().status,
        ChallengeStatus::Open
    );

    // The duel goes on: an action is stored with its seat number and the whole file verifies.
    let game = advance(&mut store, MatchId(1), stored.game, 1);
    assert_eq!(game.version(), 42);
    assert_eq!(store.action_log::<Match>(MatchId(1)).unwrap().len(), 42);
    let report = store.verify().unwrap();
    assert_eq!((report.matches, report.actions), (4, 81));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let conn = open_connection(&path).unwrap();
    let broken: i64 = conn
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(broken, 0);
    let team_invitations: i64 = conn
        .query_row("SELECT count(*) FROM challenge_seats", [], |r| r.get(0))
        .unwrap();
    assert_eq!(team_invitations, 0);
}

/// A team match with a player at each of the four seats (written through the store's API) reads
/// back with all four: players, seat options, vacations, built-in opponents, the late seat and
/// log seats.
#[test]
fn a_match_with_four_players_round_trips() {
    use invictus::engine::Seat;
    use invictus::store::{AiSeat, SeatOptionsRow, Vacation};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("four.db");
    let mut store = Store::open(&path).unwrap();
    let place = MatchPlace {
        guild_id: Some(1),
        channel_id: Some(2),
        players: [Some(31), Some(32), Some(33), Some(u64::MAX)].into(),
    };
    let (c, d) = (seat_number(Seat::C), seat_number(Seat::D));
    let bots = vec![
        AiSeat {
            seat: c,
            level: "easy".into(),
            seed: 7,
        },
        AiSeat {
            seat: d,
            level: "hard".into(),
            seed: u64::MAX,
        },
    ];
    let king = || Army::pure(Version::King);
    let game = Match::new(
        MatchSetup::teams(king(), king(), king(), king(), 40),
        catalog::builtin(),
    )
    .unwrap();
    let id = store
        .transaction(|tx| {
            let id = tx.create_match(&game, &place, Some(60_000), Some(3_600_000), &bots, 0)?;
            tx.set_seat_options(
                id,
                c,
                &SeatOptionsRow {
                    pings: false,
                    orders: "always_pass".into(),
                },
            )?;
            tx.set_late_seat(id, Some(d))?;
            tx.change_timers(
                id,
                &[TimerChange::Add {
                    kind: "turn_deadline".into(),
                    due_at: 5_000,
                    payload: r#"{"kind":"turn_deadline","seat":2}"#.into(),
                }],
            )?;
            Ok::<_, StoreError>(id)
        })
        .unwrap();
    // Log entries by seats C and D, written as the store writes them (seats as numbers).
    {
        let conn = open_connection(&path).unwrap();
        let pass = serde_json::to_string(&Action::Pass).unwrap();
        for (seq, seat, at, interaction) in [(1, c, 10, Some("c-1")), (2, d, 11, None)] {
            conn.execute(
                "INSERT INTO actions (match_id, seq, seat, action, at, interaction_id)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                rusqlite::params![id.0, seq, seat, pass, at, interaction],
            )
            .unwrap();
        }
    }
    // A duel beside it has only seats A and B.
    let duel = store
        .create_match(
            &new_game(41),
            &MatchPlace {
                players: [Some(31), Some(34)].into(),
                ..MatchPlace::default()
            },
            0,
        )
        .unwrap();
    // Player 33 (seat C) goes on vacation: their seat's deadline moves.
    let moved = store
        .start_vacation(
            33,
            Vacation {
                until: Some(9_000),
                year: Some(2027),
                used_ms: 1_000,
            },
            1_000,
            100,
        )
        .unwrap();
    assert_eq!(moved, vec![id]);
    assert_eq!(store.match_timers(id).unwrap()[0].due_at, 6_000);
    drop(store);

    let mut store = Store::open(&path).unwrap();
    let loaded = store.load_match::<Match>(id).unwrap();
    assert_eq!(loaded.players, place.players);
    assert_eq!(loaded.game, game);
    let record = store.match_record::<Match>(id).unwrap();
    assert_eq!(record.players, place.players);
    assert_eq!(record.ai, bots);
    assert_eq!(store.ai_seats(id).unwrap(), bots);
    assert_eq!(record.clock.unwrap().late_seat, Some(d));
    assert_eq!(
        record.options.get(c),
        Some(&SeatOptionsRow {
            pings: false,
            orders: "always_pass".into()
        })
    );
    assert_eq!(record.options.get(d), Some(&SeatOptionsRow::default()));
    assert_eq!(record.away, [None, None, Some(9_000), None].into());
    assert_eq!(
        store.match_vacations(id).unwrap(),
        [None, None, Some(9_000), None].into()
    );
    assert_eq!(
        store.action_log::<Match>(id).unwrap(),
        vec![(1, c, Action::Pass), (2, d, Action::Pass)]
    );
    assert_eq!(store.active_ai_matches().unwrap(), vec![id], "listed once");
    for player in [31, 32, 33, u64::MAX] {
        assert_eq!(
            store.active_match_count(player).unwrap(),
            if player == 31 { 2 } else { 1 }
        );
        assert!(store
            .player_match_ids(player, true, 10)
            .unwrap()
            .contains(&id));
        let (listed, damaged) = store.player_matches::<Match>(player, true, 10).unwrap();
        assert!(damaged.is_empty());
        assert!(listed
            .iter()
            .any(|m| m.id == id && m.players == place.players));
    }
    let duel_record = store.match_record::<Match>(duel).unwrap();
    assert_eq!(
        store.load_match::<Match>(duel).unwrap().players,
        [Some(31), Some(34)].into()
    );
    assert_eq!(duel_record.players, [Some(31), Some(34)].into());
    assert_eq!(duel_record.ai, vec![]);
}

/// Invictus seats map to the numbers 0 to 3 and back; any other number is no Invictus seat, and
/// a row holding a seat number out of range is reported as damaged with its match's id, never a
/// panic.
#[test]
fn seat_numbers_map_both_ways_and_unknown_numbers_are_refused() {
    use invictus::engine::Seat;
    for (seat, number) in Seat::ALL.into_iter().zip(0..) {
        assert_eq!(seat_number(seat), number);
        assert_eq!(invictus_seat(number), Some(seat));
    }
    for bad in [4, 5, 15, 16, 99, u8::MAX] {
        assert_eq!(invictus_seat(bad), None, "seat {bad}");
    }

    // The schema refuses an unknown seat; a row that holds one anyway is damaged.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seats.db");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(42);
    let id = store
        .transaction(|tx| {
            tx.create_match(
                &game,
                &MatchPlace::default(),
                None,
                Some(1_000),
                &[invictus::store::AiSeat {
                    seat: seat_number(Seat::B),
                    level: "easy".into(),
                    seed: 1,
                }],
                0,
            )
        })
        .unwrap();
    advance(&mut store, id, game, 3);
    let conn = open_connection(&path).unwrap();
    assert!(conn
        .execute(
            "UPDATE actions SET seat = 99 WHERE match_id = ?1 AND seq = 2",
            [id.0]
        )
        .is_err());
    assert!(conn
        .execute(
            "UPDATE match_seats SET seat = 98 WHERE match_id = ?1 AND ai_level IS NOT NULL",
            [id.0]
        )
        .is_err());
    conn.pragma_update(None, "ignore_check_constraints", true)
        .unwrap();
    conn.execute(
        "UPDATE actions SET seat = 99 WHERE match_id = ?1 AND seq = 2",
        [id.0],
    )
    .unwrap();
    conn.execute(
        "UPDATE match_seats SET seat = 98 WHERE match_id = ?1 AND ai_level IS NOT NULL",
        [id.0],
    )
    .unwrap();
    conn.execute(
        "UPDATE match_clocks SET late_seat = 97 WHERE match_id = ?1",
        [id.0],
    )
    .unwrap();
    drop(conn);
    let corrupt = |e: StoreError, what: &str| match e {
        StoreError::Corrupt {
            match_id,
            what: text,
        } => {
            assert_eq!(match_id, id);
            assert!(text.contains(what), "{text}");
        }
        other => panic!("expected a damaged row, got {other:?}"),
    };
    corrupt(
        store.action_log::<Match>(id).unwrap_err(),
        "action 2: unknown seat 99",
    );
    corrupt(store.ai_seats(id).unwrap_err(), "unknown seat 98");
    corrupt(
        store.match_record::<Match>(id).unwrap_err(),
        "unknown seat 97",
    );
    corrupt(
        store.load_match::<Match>(id).unwrap_err(),
        "unknown seat 98",
    );
    corrupt(store.match_vacations(id).unwrap_err(), "unknown seat 98");
    let (active, damaged) = store.active_matches::<Match>().unwrap();
    assert!(active.is_empty());
    assert!(
        matches!(&damaged[..], [StoreError::Corrupt { match_id, .. }] if *match_id == id),
        "{damaged:?}"
    );
    let report = store.verify().unwrap();
    assert_eq!(report.problems.len(), 1);
    assert_eq!(report.problems[0].match_id, id);
    assert!(
        report.problems[0].message.contains("unknown seat 99"),
        "{:?}",
        report.problems
    );
}

/// `invictus db export` writes a finished match's log with each action's seat and time, which
/// `invictus replay` replays to the stored outcome; a match in progress is refused (its seed
/// would show the draw order).
#[test]
fn db_export_writes_a_finished_match_that_replays_and_refuses_a_running_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.db");
    let mut store = Store::open(&path).unwrap();
    let mut game = new_game(21);
    let place = MatchPlace {
        guild_id: Some(7),
        channel_id: Some(8),
        players: [Some(11), Some(22)].into(),
    };
    let id = store.create_match(&game, &place, 500).unwrap();
    game = advance(&mut store, id, game, 6);
    let export = |out: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_invictus"))
            .args(["db", "export", "--db", path.to_str().unwrap(), "--match"])
            .arg(id.0.to_string())
            .arg("--out")
            .arg(out)
            .output()
            .unwrap()
    };
    let out_file = dir.path().join("match.json");
    let out = export(&out_file);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("still in progress"));
    assert!(!out_file.exists(), "nothing is written for a running match");

    let mut rng = Pcg64Mcg::seed_from_u64(3);
    while !game.is_over() {
        let legal = game.legal_actions();
        let action = legal[rng.gen_range(0..legal.len())];
        game = applied_game(store.apply(&request(id, &game, action)).unwrap());
    }
    let out = export(&out_file);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let exported: invictus::replay::ExportedMatch =
        serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
    assert_eq!(exported.log.actions.len() as u64, game.version());
    assert_eq!(exported.played.len(), exported.log.actions.len());
    assert_eq!(exported.played[0].version, 1);
    assert_eq!(exported.played[0].at, 1_000, "each action's time is kept");
    assert_eq!(exported.about.players[1].player, Some(22));
    assert_eq!(exported.about.guild_id, Some(7));
    assert_eq!(exported.about.outcome, game.outcome());

    let out = Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(["replay", "--json"])
        .arg(&out_file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let replayed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        replayed["outcome"],
        serde_json::to_value(game.outcome()).unwrap(),
        "the export replays to the stored outcome"
    );
}

/// Schema 6 adds the ratings: a schema-v5 database upgrades with its matches kept and nobody
/// rated (matches that ended before are not rated), and the first rated result after the
/// upgrade writes its rows.
#[test]
fn schema_6_adds_empty_ratings_to_a_schema_5_database() {
    const ALICE: u64 = 230_000_000_000_000_011;
    let dir = tempfile::tempdir().unwrap();
    let path = fixture_database(dir.path(), 5);
    let store = Store::open(&path).unwrap();
    assert!(schema_version() >= 6);
    assert_eq!(store.verify().unwrap().matches, 5);
    assert_eq!(store.rating(ALICE, invictus::store::GLOBAL).unwrap(), None);
    assert!(store
        .leaderboard(invictus::store::GLOBAL, 10)
        .unwrap()
        .is_empty());
    // Alice's finished matches read as a record: the resignation of schema 4's data.
    let finished = store.finished_matches::<Match>(ALICE, 10).unwrap();
    assert!(!finished.is_empty());
    assert!(finished.iter().all(|m| m.outcome.is_some()));
    assert!(store.rating_changes(finished[0].id).unwrap().is_empty());
}

/// Schema 7 adds the heartbeat: a schema-v6 database keeps its ratings, and has no heartbeat
/// until a bot writes one.
#[test]
fn schema_7_keeps_ratings_and_starts_without_a_heartbeat() {
    const ALICE: u64 = 230_000_000_000_000_011;
    const CAROL: u64 = 230_000_000_000_000_033;
    let dir = tempfile::tempdir().unwrap();
    let path = fixture_database(dir.path(), 6);
    let mut store = Store::open(&path).unwrap();
    assert!(schema_version() >= 7);
    let top = store.leaderboard(invictus::store::GLOBAL, 10).unwrap();
    assert_eq!(
        top.iter().map(|r| r.player).collect::<Vec<_>>(),
        [CAROL, ALICE]
    );
    assert_eq!(
        store
            .placing(ALICE, invictus::store::GLOBAL)
            .unwrap()
            .map(|(_, place, total)| (place, total)),
        Some((2, 2))
    );
    assert!(invictus::store::read_heartbeat(&path).unwrap().is_empty());
    store.beat("timers", 5_000).unwrap();
    store.beat("timers", 4_000).unwrap();
    assert_eq!(
        invictus::store::read_heartbeat(&path).unwrap(),
        [("timers".to_string(), 5_000)],
        "a heartbeat never goes back"
    );
}
