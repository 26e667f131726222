//! Seats: a team match with four players round-trips, and seat numbers map both ways with
//! unknown numbers reported as damaged rows.

use super::support::{advance, new_game};
use crate::backend::{edit, needs_server, open};
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{Action, Army, Match, MatchSetup, Version};
use invictus::games::invictus::StandingOrder;
use invictus::games::Level;
use invictus::games::{invictus_seat, seat_number};
use invictus::store::TimerKind;
use invictus::store::UnixMs;
use invictus::store::{ChannelId, GuildId, PlayerId};
use invictus::store::{MatchPlace, StoreError, TimerChange};

/// A team match with a player at each of the four seats (written through the store's API) reads
/// back with all four: players, seat options, vacations, built-in opponents, the late seat and
/// log seats.
#[test]
fn a_match_with_four_players_round_trips() {
    needs_server!();
    use invictus::games::invictus::rules::Seat;
    use invictus::store::{AiSeat, SeatOptions, Vacation};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("four.db");
    let mut store = open(&path);
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: [
            Some(PlayerId(31)),
            Some(PlayerId(32)),
            Some(PlayerId(33)),
            Some(PlayerId(u64::MAX)),
        ]
        .into(),
    };
    let (c, d) = (seat_number(Seat::C), seat_number(Seat::D));
    let bots = vec![
        AiSeat {
            seat: c,
            level: Level::Easy,
            seed: 7,
        },
        AiSeat {
            seat: d,
            level: Level::Hard,
            seed: u64::MAX,
        },
    ];
    let king = || Army::pure(Version::King);
    let game = Match::new(
        MatchSetup::teams(king(), king(), king(), king(), 40),
        cards::builtin(),
    )
    .unwrap();
    let id = store
        .transaction(|tx| {
            let id = tx.create_match(
                &game,
                &place,
                Some(60_000),
                Some(3_600_000),
                &bots,
                UnixMs(0),
            )?;
            tx.set_seat_options(
                id,
                c,
                &SeatOptions {
                    pings: false,
                    orders: StandingOrder::AlwaysPass,
                },
            )?;
            tx.set_late_seat(id, Some(d))?;
            tx.change_timers(
                id,
                &[TimerChange::Add {
                    kind: TimerKind::TurnDeadline,
                    due_at: UnixMs(5_000),
                    payload: r#"{"kind":"turn_deadline","seat":2}"#.into(),
                }],
            )?;
            Ok::<_, StoreError>(id)
        })
        .unwrap();
    // Log entries by seats C and D, written as the store writes them (seats as numbers).
    let pass = serde_json::to_string(&Action::Pass)
        .unwrap()
        .replace('\'', "''");
    for (seq, seat, at, interaction) in [(1, c, 10, "'c-1'"), (2, d, 11, "NULL")] {
        edit(
            &path,
            &format!(
                "INSERT INTO actions (match_id, seq, seat, action, at, interaction_id)
                 VALUES (?1, {seq}, {seat}, '{pass}', {at}, {interaction})"
            ),
            id.0,
            true,
        )
        .unwrap();
    }
    // A duel beside it has only seats A and B.
    let duel = store
        .create_match(
            &new_game(41),
            &MatchPlace {
                players: [Some(PlayerId(31)), Some(PlayerId(34))].into(),
                ..MatchPlace::default()
            },
            UnixMs(0),
        )
        .unwrap();
    // Player 33 (seat C) goes on vacation: their seat's deadline moves.
    let (moved, _) = store
        .start_vacation(PlayerId(33), UnixMs(100), |_| {
            Ok::<_, ()>((
                Vacation {
                    until: Some(UnixMs(9_000)),
                    year: Some(2027),
                    used_ms: 1_000,
                },
                1_000,
            ))
        })
        .unwrap()
        .unwrap();
    assert_eq!(moved, vec![id]);
    assert_eq!(store.match_timers(id).unwrap()[0].due_at, UnixMs(6_000));
    drop(store);

    let mut store = open(&path);
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
        Some(&SeatOptions {
            pings: false,
            orders: StandingOrder::AlwaysPass
        })
    );
    assert_eq!(record.options.get(d), Some(&SeatOptions::default()));
    assert_eq!(record.away, [None, None, Some(UnixMs(9_000)), None].into());
    assert_eq!(
        store.match_vacations(id).unwrap(),
        [None, None, Some(UnixMs(9_000)), None].into()
    );
    assert_eq!(
        store.action_log::<Match>(id).unwrap(),
        vec![(1, c, Action::Pass), (2, d, Action::Pass)]
    );
    assert_eq!(store.active_ai_matches().unwrap(), vec![id], "listed once");
    for player in [31, 32, 33, u64::MAX] {
        assert_eq!(
            store.active_match_count(PlayerId(player)).unwrap(),
            if player == 31 { 2 } else { 1 }
        );
        assert!(store
            .player_match_ids(PlayerId(player), true, 10)
            .unwrap()
            .contains(&id));
        let (listed, damaged) = store
            .player_matches::<Match>(PlayerId(player), true, 10)
            .unwrap();
        assert!(damaged.is_empty());
        assert!(listed
            .iter()
            .any(|m| m.id == id && m.players == place.players));
    }
    let duel_record = store.match_record::<Match>(duel).unwrap();
    assert_eq!(
        store.load_match::<Match>(duel).unwrap().players,
        [Some(PlayerId(31)), Some(PlayerId(34))].into()
    );
    assert_eq!(
        duel_record.players,
        [Some(PlayerId(31)), Some(PlayerId(34))].into()
    );
    assert_eq!(duel_record.ai, vec![]);
}

/// Invictus seats map to the numbers 0 to 3 and back; any other number is no Invictus seat, and
/// a row holding a seat number out of range is reported as damaged with its match's id, never a
/// panic.
#[test]
fn seat_numbers_map_both_ways_and_unknown_numbers_are_refused() {
    needs_server!();
    use invictus::games::invictus::rules::Seat;
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
    let mut store = open(&path);
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
                    level: Level::Easy,
                    seed: 1,
                }],
                UnixMs(0),
            )
        })
        .unwrap();
    advance(&mut store, id, game, 3);
    // The schema refuses an unknown seat; with its checks off, a hand edit writes one anyway.
    for (sql, checks) in [
        (
            "UPDATE actions SET seat = 99 WHERE match_id = ?1 AND seq = 2",
            true,
        ),
        (
            "UPDATE match_seats SET seat = 98 WHERE match_id = ?1 AND ai_level IS NOT NULL",
            true,
        ),
    ] {
        assert!(edit(&path, sql, id.0, checks).is_err(), "{sql}");
    }
    for sql in [
        "UPDATE actions SET seat = 99 WHERE match_id = ?1 AND seq = 2",
        "UPDATE match_seats SET seat = 98 WHERE match_id = ?1 AND ai_level IS NOT NULL",
        "UPDATE match_clocks SET late_seat = 97 WHERE match_id = ?1",
    ] {
        edit(&path, sql, id.0, false).unwrap();
    }
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
