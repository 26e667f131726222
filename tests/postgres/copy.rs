//! `invictus db copy`: a SQLite database moved to PostgreSQL and back, every row with its id,
//! verified, and new timer ids going on past every id the source gave.

use crate::backend::{database_for, needs_server};
use invictus::games::invictus::rules::{Army, Match, MatchSetup, Version};
use invictus::games::{seat_number, GameKind};
use invictus::store::{
    ActionRequest, Applied, ChannelId, GuildId, MatchId, MatchPlace, PlayerId, Store, TimerChange,
    TimerKind, UnixMs,
};
use std::path::Path;
use std::process::Command;

fn invictus(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(args)
        .output()
        .expect("invictus runs");
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

/// A SQLite database with matches (one played to its end), their logs and timers, a
/// challenge, a saved army and a language; its last timer fired, so that its sequence is
/// past its largest id.
fn filled(path: &Path) -> Vec<MatchId> {
    let mut store = Store::open(path).unwrap();
    let place = MatchPlace {
        guild_id: Some(GuildId(41_771_983_423_143_937)),
        channel_id: Some(ChannelId(2)),
        players: [Some(PlayerId(11)), Some(PlayerId(22))].into(),
    };
    let mut ids = Vec::new();
    for (seed, actions) in [(1, 12), (2, 400), (3, 0)] {
        let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Shogun), seed);
        let mut game = Match::new(setup, invictus::games::invictus::cards::builtin()).unwrap();
        let id = store.create_match(&game, &place, UnixMs(1_000)).unwrap();
        for k in 0..actions {
            if game.is_over() {
                break;
            }
            let action = *game.legal_actions().last().unwrap();
            let seat = seat_number(game.priority().unwrap());
            let request = ActionRequest::local(id, &game, seat, action, UnixMs(2_000 + k));
            game = match store.apply(&request).unwrap() {
                Applied::New { game, .. } => *game,
                Applied::Duplicate { .. } => unreachable!(),
            };
        }
        ids.push(id);
    }
    store
        .transaction(|tx| {
            for due in [5_000, 6_000, 7_000] {
                tx.change_timers(
                    ids[0],
                    &[TimerChange::Add {
                        kind: TimerKind::Reminder,
                        due_at: UnixMs(due),
                        payload: "{\"seat\":0}".to_string(),
                    }],
                )?;
            }
            Ok::<_, invictus::store::StoreError>(())
        })
        .unwrap();
    let last = store.match_timers(ids[0]).unwrap().last().unwrap().id;
    store.delete_timer(last).unwrap();
    store
        .transaction(|tx| {
            tx.create_challenge(
                GameKind::Invictus,
                Some(GuildId(1)),
                Some(ChannelId(2)),
                PlayerId(11),
                Some(PlayerId(33)),
                &[(1, PlayerId(33))],
                "{}",
                UnixMs(3_000),
                Some(UnixMs(9_000)),
            )
        })
        .unwrap();
    store
        .save_army(PlayerId(11), "Rush", "king", UnixMs(3_000))
        .unwrap();
    store
        .set_player_language(PlayerId(22), Some("fr"), UnixMs(3_000))
        .unwrap();
    ids
}

fn exported(setting: &str, ids: &[MatchId]) -> Vec<String> {
    let setting = setting.to_string();
    let ids = ids.to_vec();
    std::thread::spawn(move || {
        let store = Store::open_setting(&setting).unwrap();
        ids.iter()
            .map(|&id| store.export_file(id).unwrap().json)
            .collect()
    })
    .join()
    .unwrap()
}

#[test]
fn a_sqlite_database_moves_to_postgres_and_back_row_for_row() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bot.db");
    let ids = filled(&file);
    let file = file.display().to_string();
    let url = database_for(&dir.path().join("copy"));
    let (ok, out) = invictus(&["db", "copy", "--from", &file, "--to", &url]);
    assert!(ok, "{out}");
    assert!(out.contains("matches: 3 rows"), "{out}");
    if let Some(password) = std::env::var("PGPASSWORD").ok().filter(|p| !p.is_empty()) {
        assert!(!out.contains(&password), "no password printed: {out}");
    }
    let (ok, verified) = invictus(&["db", "verify", "--db", &url]);
    assert!(ok, "{verified}");
    let (_, source_verified) = invictus(&["db", "verify", "--db", &file]);
    assert_eq!(
        verified, source_verified,
        "the copy verifies as the source does"
    );
    assert_eq!(
        exported(&url, &ids),
        exported(&file, &ids),
        "every match as it was"
    );
    // Copying into a database that is not empty changes nothing and says why.
    let (ok, out) = invictus(&["db", "copy", "--from", &file, "--to", &url]);
    assert!(!ok && out.contains("not empty"), "{out}");
    // New timers on the copy are numbered past every timer the source ever had.
    let source_last = 3;
    let copy_url = url.clone();
    let next = std::thread::spawn(move || {
        let mut store = Store::connect(&copy_url).unwrap();
        store
            .transaction(|tx| {
                tx.change_timers(
                    MatchId(1),
                    &[TimerChange::Add {
                        kind: TimerKind::Reminder,
                        due_at: UnixMs(8_000),
                        payload: "{\"seat\":1}".to_string(),
                    }],
                )?;
                Ok::<_, invictus::store::StoreError>(())
            })
            .unwrap();
        store.match_timers(MatchId(1)).unwrap().last().unwrap().id
    })
    .join()
    .unwrap();
    assert!(next > source_last, "timer id {next} after {source_last}");
    // And back to a new SQLite file.
    let back = dir.path().join("back.db").display().to_string();
    let (ok, out) = invictus(&["db", "copy", "--from", &url, "--to", &back]);
    assert!(ok, "{out}");
    assert_eq!(exported(&back, &ids), exported(&file, &ids));
    let (ok, out) = invictus(&["db", "verify", "--db", &back]);
    assert!(ok, "{out}");
}

/// Both games' matches stored on the server action by action (`invictus sim --db URL`, one
/// transaction per action), then replayed there by `db verify`.
#[test]
fn both_games_are_stored_on_postgres_and_verify() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("sims"));
    let (ok, out) = invictus(&["sim", "--games", "3", "--seed", "4", "--db", &url]);
    assert!(ok, "{out}");
    let (ok, out) = invictus(&[
        "sim", "--game", "tactica", "--games", "3", "--seed", "4", "--db", &url,
    ]);
    assert!(ok, "{out}");
    let (ok, out) = invictus(&["db", "verify", "--db", &url]);
    assert!(ok, "{out}");
    assert!(out.contains("checked 6 matches"), "{out}");
    let (ok, out) = invictus(&["db", "export", "--db", &url, "--match", "4"]);
    assert!(
        ok && out.contains("\"actions\""),
        "a Tactica match's log: {out}"
    );
}
