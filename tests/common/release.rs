//! A database written by the release of 2026-11-29 (schema 10, both games: the fixtures
//! `tests/fixtures/release-2026-11-29.sql` for SQLite and `release-2026-11-29.postgres.sql` for
//! PostgreSQL), once this program has opened it: every match verifies (its log replayed equals
//! its snapshot), and every match stopped mid-play goes on through the one durable apply. Shared
//! by the upgrade tests of both databases.

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{Army, Match, MatchSetup, Version};
use invictus::games::{Game, GameKind, Waiting};
use invictus::store::{ActionRequest, Applied, MatchId, MatchPlace, MatchStatus, Store, UnixMs};

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

/// The release's database opened in `store`: its 7 matches verify, and its 5 matches in play
/// (2 of Tactica, 3 of Invictus) each go on for a few actions; a new match is numbered after the
/// release's last one; what was written since verifies as well.
pub fn verifies_and_goes_on(store: &mut Store) {
    let report = store.verify().unwrap();
    assert_eq!(report.matches, 7);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let mut went_on = Vec::new();
    for id in [3, 6, 7, 8, 9, 10, 11].map(MatchId) {
        let kind = store.match_game(id).unwrap().expect("a stored game");
        let status = match kind {
            GameKind::Invictus => store.load_match::<Match>(id).unwrap().status,
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
            GameKind::Invictus => go_on::<Match>(store, id, 5),
            GameKind::Tactica => go_on::<invictus::games::tactica::Match>(store, id, 5),
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
    // A new match takes the number after the release's last (11), never one of its numbers.
    let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Shogun), 29);
    let game = Match::new(setup, cards::builtin()).unwrap();
    let id = store
        .create_match(&game, &MatchPlace::default(), UnixMs(1_800_000_000_000))
        .unwrap();
    assert_eq!(id, MatchId(12));
    // What was written since verifies as well as what came from the release.
    let report = store.verify().unwrap();
    assert_eq!(report.matches, 8);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}
