//! Migrations and schema upgrades: the migrations and pragmas, a database from a newer program,
//! and every earlier schema version (from its fixture) upgraded with its data kept.

use super::support::{advance, new_game};
use invictus::games::invictus::rules::Match;
use invictus::games::invictus::StandingOrder;
use invictus::games::GameKind;
use invictus::games::Level;
use invictus::games::{invictus_seat, seat_number};
use invictus::store::UnixMs;
use invictus::store::{
    migrations, open_connection, schema_version, MatchId, MatchPlace, MatchStatus, Store,
    StoreError, TimerKind,
};
use invictus::store::{ChannelId, MessageId, PlayerId};
use std::path::{Path, PathBuf};

#[test]
fn migrations_validate_and_apply_twice_harmlessly() {
    migrations().validate().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.db");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(1);
    let id = store
        .create_match(&game, &MatchPlace::default(), UnixMs(5))
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
        invictus::hosting::Due::of(&old[0]),
        Some(invictus::hosting::Due::ReactionWindow { version: 3 })
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
    use invictus::games::invictus::rules::Seat;
    use invictus::store::{AiSeat, ChallengeId, ChallengeStatus, SeatOptions};
    const ALICE: PlayerId = PlayerId(230_000_000_000_000_011);
    const BOB: PlayerId = PlayerId(230_000_000_000_000_022);
    const CAROL: PlayerId = PlayerId(230_000_000_000_000_033);
    const BOT: PlayerId = PlayerId(230_000_000_000_000_099);
    let dir = tempfile::tempdir().unwrap();
    let path = fixture_database(dir.path(), 4);
    let mut store = Store::open(&path).unwrap();
    assert!(schema_version() >= 5);

    // Match 1: Alice and Bob, 24-hour turns, Bob past his deadline, both with options.
    let stored = store.load_match::<Match>(MatchId(1)).unwrap();
    assert_eq!(stored.players, [Some(ALICE), Some(BOB)].into());
    assert_eq!(
        (stored.status, stored.game.version()),
        (MatchStatus::Active, 41)
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
            SeatOptions {
                pings: true,
                orders: StandingOrder::GuardLeader
            },
            SeatOptions {
                pings: false,
                orders: StandingOrder::Ask
            },
        ]
        .into()
    );
    assert_eq!(record.away, [Some(UnixMs(1_800_270_000_000)), None].into());
    assert!(record.ai.is_empty());
    assert_eq!(record.reaction_window_ms, Some(120_000));
    assert_eq!(
        (record.thread_id, record.board_message_id),
        (
            Some(ChannelId(920_000_000_000_000_001)),
            Some(MessageId(910_000_000_000_000_001))
        )
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
        level: Level::Normal,
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
    assert_eq!(timers[0].kind, Ok(TimerKind::TurnDeadline));
    assert_eq!(
        store.load_match::<Match>(MatchId(4)).unwrap().status,
        MatchStatus::Over
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
        [Some(UnixMs(1_800_270_000_000)), None].into()
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

/// Schema 6 adds the ratings: a schema-v5 database upgrades with its matches kept and nobody
/// rated (matches that ended before are not rated), and the first rated result after the
/// upgrade writes its rows.
#[test]
fn schema_6_adds_empty_ratings_to_a_schema_5_database() {
    const ALICE: PlayerId = PlayerId(230_000_000_000_000_011);
    let dir = tempfile::tempdir().unwrap();
    let path = fixture_database(dir.path(), 5);
    let store = Store::open(&path).unwrap();
    assert!(schema_version() >= 6);
    assert_eq!(store.verify().unwrap().matches, 5);
    assert_eq!(
        store
            .rating(ALICE, GameKind::Invictus, invictus::store::GLOBAL)
            .unwrap(),
        None
    );
    assert!(store
        .leaderboard(GameKind::Invictus, invictus::store::GLOBAL, 10)
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
    const ALICE: PlayerId = PlayerId(230_000_000_000_000_011);
    const CAROL: PlayerId = PlayerId(230_000_000_000_000_033);
    let dir = tempfile::tempdir().unwrap();
    let path = fixture_database(dir.path(), 6);
    let mut store = Store::open(&path).unwrap();
    assert!(schema_version() >= 7);
    let top = store
        .leaderboard(GameKind::Invictus, invictus::store::GLOBAL, 10)
        .unwrap();
    assert_eq!(
        top.iter().map(|r| r.player).collect::<Vec<_>>(),
        [CAROL, ALICE]
    );
    assert!(
        store
            .leaderboard(GameKind::Tactica, invictus::store::GLOBAL, 10)
            .unwrap()
            .is_empty(),
        "the ratings written before each game had its own are Invictus's"
    );
    assert_eq!(
        store
            .placing(ALICE, GameKind::Invictus, invictus::store::GLOBAL)
            .unwrap()
            .map(|(_, place, total)| (place, total)),
        Some((2, 2))
    );
    assert!(invictus::store::read_heartbeat(&path).unwrap().is_empty());
    store.beat("timers", UnixMs(5_000)).unwrap();
    store.beat("timers", UnixMs(4_000)).unwrap();
    assert_eq!(
        invictus::store::read_heartbeat(&path).unwrap(),
        [("timers".to_string(), 5_000)],
        "a heartbeat never goes back"
    );
}
