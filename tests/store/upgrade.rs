//! A running bot upgrades in place: a database written by the release before the tree was
//! reshaped (`tests/fixtures/release-2026-11-29.sql`, schema 10, both games) opens, verifies, and
//! every match stopped mid-play goes on.

use invictus::games::{Game, GameKind, Waiting};
use invictus::store::{
    migrations, open_connection, ActionRequest, Applied, MatchId, MatchStatus, Store, UnixMs,
};

/// The fixture's database, opened by this program.
fn release_database(dir: &std::path::Path) -> Store {
    let path = dir.join("release.db");
    let mut conn = open_connection(&path).unwrap();
    migrations().to_version(&mut conn, 10).unwrap();
    let fixture = format!(
        "{}/tests/fixtures/release-2026-11-29.sql",
        env!("CARGO_MANIFEST_DIR")
    );
    conn.execute_batch(&std::fs::read_to_string(fixture).unwrap())
        .unwrap();
    drop(conn);
    Store::open(&path).unwrap()
}

/// Plays match `id` on for up to `actions` actions through the one durable apply, each the
/// first legal action of a seat the game waits for; returns how many were applied.
fn go_on<G: Game>(store: &mut Store, id: MatchId, actions: usize) -> usize {
    let mut applied = 0;
    for _ in 0..actions {
        let stored = store.load_match::<G>(id).unwrap();
        let game = &stored.game;
        if game.outcome().is_some() {
            break;
        }
        let seats = match game.waiting() {
            Waiting::Turn { seat } => vec![seat],
            Waiting::Window { seats } => seats,
            Waiting::Over => break,
        };
        let Some((seat, action)) = seats
            .iter()
            .find_map(|&s| game.legal_actions(s).into_iter().next().map(|a| (s, a)))
        else {
            panic!("match {id}: nobody waited for has a legal action");
        };
        let request = ActionRequest::<G> {
            match_id: id,
            seat,
            version: game.version(),
            action,
            interaction_id: Some(format!("upgrade-{id}-{applied}")),
            now: UnixMs(1_800_000_000_000),
            timers: Vec::new(),
        };
        match store.apply(&request).unwrap() {
            Applied::New { .. } => applied += 1,
            Applied::Duplicate { .. } => panic!("match {id}: a new action was taken for a repeat"),
        }
    }
    applied
}

#[test]
fn a_database_of_the_release_before_opens_and_its_matches_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = release_database(dir.path());
    let report = store.verify().unwrap();
    assert_eq!(report.matches, 7);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let mut went_on = Vec::new();
    for id in [3, 6, 7, 8, 9, 10, 11].map(MatchId) {
        let kind = store.match_game(id).unwrap().expect("a stored game");
        let status = match kind {
            GameKind::Invictus => {
                store
                    .load_match::<invictus::games::invictus::rules::Match>(id)
                    .unwrap()
                    .status
            }
            GameKind::Tactica => {
                store
                    .load_match::<invictus::games::tactica::Match>(id)
                    .unwrap()
                    .status
            }
        };
        if status != MatchStatus::Active {
            continue;
        }
        let applied = match kind {
            GameKind::Invictus => {
                go_on::<invictus::games::invictus::rules::Match>(&mut store, id, 5)
            }
            GameKind::Tactica => go_on::<invictus::games::tactica::Match>(&mut store, id, 5),
        };
        assert!(applied > 0, "match {id} ({kind:?}) did not go on");
        went_on.push((id, kind));
    }
    assert_eq!(
        went_on
            .iter()
            .filter(|(_, k)| *k == GameKind::Tactica)
            .count(),
        2,
        "{went_on:?}"
    );
    assert_eq!(went_on.len(), 5, "{went_on:?}");
    // What was written since verifies as well as what came from the release.
    let report = store.verify().unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}
