//! Applying actions: a match kept across closing and reopening, refused actions that write
//! nothing, a repeated interaction applied once, and timers changed with an action.

use super::support::{advance, applied_game, new_game, request};
use invictus::games::invictus::rules::{Action, Match};
use invictus::games::{seat_number, Refusal};
use invictus::store::TimerKind;
use invictus::store::UnixMs;
use invictus::store::{Applied, MatchId, MatchPlace, StoreError, TimerChange};
use invictus::store::{ChannelId, GuildId, MessageId, PlayerId};

#[test]
fn a_match_survives_closing_and_reopening() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.db");
    let mut store = crate::backend::open(&path);
    let game = new_game(2);
    let place = MatchPlace {
        guild_id: Some(GuildId(10)),
        channel_id: Some(ChannelId(u64::MAX - 1)),
        players: [Some(PlayerId(7)), None].into(),
    };
    let id = store.create_match(&game, &place, UnixMs(5)).unwrap();
    let game = advance(&mut store, id, game, 25);
    store.set_board_message(id, MessageId(999)).unwrap();
    store.set_thread(id, ChannelId(555)).unwrap();
    assert_eq!(store.active_match_count(PlayerId(7)).unwrap(), 1);
    assert_eq!(store.active_match_count(PlayerId(8)).unwrap(), 0);
    drop(store);
    let store = crate::backend::open(&path);
    let loaded = store.load_match::<Match>(id).unwrap();
    assert_eq!(loaded.game, game);
    assert_eq!(
        loaded.channel_id,
        Some(ChannelId(u64::MAX - 1)),
        "Discord ids keep all 64 bits"
    );
    assert_eq!(loaded.board_message_id, Some(MessageId(999)));
    assert_eq!(loaded.thread_id, Some(ChannelId(555)));
    assert_eq!(loaded.players, [Some(PlayerId(7)), None].into());
    assert_eq!(store.action_log::<Match>(id).unwrap().len(), 25);
    let (active, bad) = store.active_matches::<Match>().unwrap();
    assert_eq!(active.len(), 1);
    assert!(bad.is_empty());
}

#[test]
fn refused_actions_write_nothing() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let mut store = crate::backend::open(&dir.path().join("r.db"));
    let game = new_game(3);
    let id = store
        .create_match(&game, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    let game = advance(&mut store, id, game, 3);
    let add_timer = TimerChange::Add {
        kind: TimerKind::TurnDeadline,
        due_at: UnixMs(50),
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
            unit: invictus::games::invictus::rules::UnitId(0),
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
    assert!(store.due_timers(UnixMs(i64::MAX)).unwrap().is_empty());
    assert_eq!(store.load_match::<Match>(id).unwrap().game, game);
}

#[test]
fn the_same_interaction_is_applied_once() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let mut store = crate::backend::open(&dir.path().join("i.db"));
    let game = new_game(4);
    let id = store
        .create_match(&game, &MatchPlace::default(), UnixMs(0))
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
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let mut store = crate::backend::open(&dir.path().join("t.db"));
    let game = new_game(5);
    let id = store
        .create_match(&game, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    let mut req = request(id, &game, game.legal_actions()[0]);
    req.timers = vec![
        TimerChange::Add {
            kind: TimerKind::TurnDeadline,
            due_at: UnixMs(100),
            payload: "{\"seat\":0}".into(),
        },
        TimerChange::Add {
            kind: TimerKind::Reminder,
            due_at: UnixMs(50),
            payload: "{}".into(),
        },
    ];
    let game = applied_game(store.apply(&req).unwrap());
    let due = store.due_timers(UnixMs(60)).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(
        (&due[0].kind, due[0].match_id),
        (&Ok(TimerKind::Reminder), Some(id))
    );
    assert_eq!(store.due_timers(UnixMs(1_000)).unwrap().len(), 2);
    let mut req = request(id, &game, game.legal_actions()[0]);
    req.timers = vec![TimerChange::Clear {
        kind: TimerKind::Reminder,
    }];
    store.apply(&req).unwrap();
    let left = store.due_timers(UnixMs(1_000)).unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].kind, Ok(TimerKind::TurnDeadline));
    store.delete_timer(left[0].id).unwrap();
    assert!(store.due_timers(UnixMs(i64::MAX)).unwrap().is_empty());
}

/// A store keeps the last state it wrote of a match so as not to decode it again, but reads a
/// match as stored: moved on by another writer (another process on the same database), or
/// left as it was by its own action rolled back, it is read as the row holds it.
#[test]
fn a_match_is_read_as_stored_after_another_writer_or_a_rollback() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.db");
    let mut first = crate::backend::open(&path);
    let mut second = crate::backend::open(&path);
    let game = new_game(4);
    let id = first
        .create_match(&game, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    // `first` wrote version 3 last; `second` moves the row on to version 5.
    let game = advance(&mut first, id, game, 3);
    let game = advance(&mut second, id, game, 2);
    let read = first.transaction(|tx| tx.game::<Match>(id)).unwrap();
    assert_eq!(read, game, "read as the other writer left it");
    // An action on version 5 through `first` applies (it would be stale on version 3).
    let game = advance(&mut first, id, game, 1);
    assert_eq!(game.version(), 6);

    // An action applied in a transaction that fails is not kept, in the row or in memory.
    let action = *game.legal_actions().last().unwrap();
    let seat = seat_number(game.priority().unwrap());
    let rolled_back: Result<(), StoreError> = first.transaction(|tx| {
        let mut played = tx.game::<Match>(id)?;
        tx.apply_action(id, &mut played, seat, 6, &action, None, UnixMs(9))?;
        assert_eq!(played.version(), 7);
        Err(StoreError::NoSuchMatch(id))
    });
    assert!(rolled_back.is_err());
    let read = first.transaction(|tx| tx.game::<Match>(id)).unwrap();
    assert_eq!(read, game, "read as before the rolled-back action");
    assert_eq!(first.load_match::<Match>(id).unwrap().game, game);
}
