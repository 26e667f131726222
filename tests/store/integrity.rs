//! Damaged rows, verification and export: a damaged row reported and skipped, a tampered log
//! found, and `invictus db export`.

use super::support::{advance, applied_game, new_game, request};
use crate::backend::{edit, location, needs_server, open};
use invictus::games::invictus::rules::Match;
use invictus::store::UnixMs;
use invictus::store::{ChannelId, GuildId, PlayerId};
use invictus::store::{MatchPlace, StoreError};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::process::Command;

#[test]
fn a_damaged_row_is_reported_with_its_id_and_skipped() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.db");
    let mut store = open(&path);
    let good = new_game(6);
    let good_id = store
        .create_match(&good, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    advance(&mut store, good_id, good, 5);
    let bad = new_game(7);
    let bad_id = store
        .create_match(&bad, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    edit(
        &path,
        "UPDATE matches SET snapshot = '{\"not\": \"a match\"}' WHERE id = ?1",
        bad_id.0,
        true,
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
        .args(["db", "verify", "--db", &location(&path)])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("match {bad_id}:")));
    assert!(String::from_utf8_lossy(&out.stdout)
        .contains("checked 2 matches and 5 actions: 1 problem(s)"));
}

/// A column holding a value this program does not know (a status, a standing order, the built-in
/// opponent's level, a timer's kind) is a damaged row, named as such: never read as a default.
#[test]
fn a_damaged_column_value_is_reported_never_read_as_a_default() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.db");
    let mut store = open(&path);
    let place = MatchPlace {
        players: [Some(PlayerId(1)), Some(PlayerId(2))].into(),
        ..MatchPlace::default()
    };
    for (what, sql) in [
        ("status", "UPDATE matches SET status = 'paused' WHERE id = ?1"),
        (
            "standing order",
            "UPDATE match_seats SET orders = 'guard_everything' WHERE match_id = ?1 AND seat = 1",
        ),
        (
            "level",
            "UPDATE match_seats SET ai_level = 'grandmaster', ai_seed = 1 WHERE match_id = ?1 AND seat = 1",
        ),
    ] {
        let id = store.create_match(&new_game(9), &place, UnixMs(0)).unwrap();
        // The status column has a CHECK: taken off for this row's damage.
        edit(&path, sql, id.0, false).unwrap();
        let damaged = |e: &StoreError| {
            matches!(e, StoreError::Corrupt { match_id, what: found } if *match_id == id && found.contains(what))
        };
        let err = if what == "status" {
            store.load_match::<Match>(id).unwrap_err()
        } else {
            store.match_record::<Match>(id).unwrap_err()
        };
        assert!(damaged(&err), "{what}: {err}");
    }
    // `db verify` names each of them.
    let report = store.verify().unwrap();
    assert_eq!(report.matches, 3);
    assert_eq!(report.problems.len(), 3, "{:?}", report.problems);
    let id = store
        .create_match(&new_game(10), &place, UnixMs(0))
        .unwrap();
    edit(
        &path,
        "INSERT INTO timers (match_id, kind, due_at, payload) VALUES (?1, 'alarm', 5, '{\"seat\":0}')",
        id.0,
        true,
    )
    .unwrap();
    let timers = store.due_timers(UnixMs(10)).unwrap();
    assert_eq!(timers.len(), 1);
    assert_eq!(
        timers[0].kind,
        Err("alarm".to_string()),
        "the unknown kind, kept to report"
    );
}

#[test]
fn verify_finds_a_tampered_log() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v.db");
    let mut store = open(&path);
    let game = new_game(8);
    let id = store
        .create_match(&game, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    advance(&mut store, id, game, 12);
    assert!(store.verify().unwrap().problems.is_empty());
    edit(
        &path,
        "DELETE FROM actions WHERE match_id = ?1 AND seq = 12",
        id.0,
        true,
    )
    .unwrap();
    let report = store.verify().unwrap();
    assert_eq!(report.problems.len(), 1, "{report:?}");
}

/// `invictus db export` writes a finished match's log with each action's seat and time, which
/// `invictus replay` replays to the stored outcome; a match in progress is refused (its seed
/// would show the draw order).
#[test]
fn db_export_writes_a_finished_match_that_replays_and_refuses_a_running_one() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.db");
    let mut store = open(&path);
    let mut game = new_game(21);
    let place = MatchPlace {
        guild_id: Some(GuildId(7)),
        channel_id: Some(ChannelId(8)),
        players: [Some(PlayerId(11)), Some(PlayerId(22))].into(),
    };
    let id = store.create_match(&game, &place, UnixMs(500)).unwrap();
    game = advance(&mut store, id, game, 6);
    let export = |out: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_invictus"))
            .args(["db", "export", "--db", &location(&path), "--match"])
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
    let exported: invictus::games::invictus::replay::ExportedMatch =
        serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
    assert_eq!(exported.log.actions.len() as u64, game.version());
    assert_eq!(exported.played.len(), exported.log.actions.len());
    assert_eq!(exported.played[0].version, 1);
    assert_eq!(
        exported.played[0].at,
        UnixMs(1_000),
        "each action's time is kept"
    );
    assert_eq!(exported.about.players[1].player, Some(PlayerId(22)));
    assert_eq!(exported.about.guild_id, Some(GuildId(7)));
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
