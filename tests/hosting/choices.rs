//! Players' choices: stale, out-of-turn and repeated choices, resigning out of turn,
//! simultaneous clicks, the store calls of one applied action, and a seat's context.

use super::support::{host, invictus_change, seen_by, started, Stored, ALICE, BOB, CAROL};
use invictus::games::invictus::rules::{Action, Match, Seat, WinCondition};
use invictus::games::seat_number;
use invictus::hosting::{Choice, HostError, HostSettings};
use invictus::store::MatchId;
use std::sync::Arc;

/// Every reader of the change feed gets every change: the front end's (taken with the host) and
/// one taken later (a live page), while a bounded reader that never reads delays nobody.
#[tokio::test]
async fn every_reader_of_the_change_feed_gets_each_change() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, mut changes) = host(&dir, HostSettings::default());
    let mut page = host.subscribe();
    let _idle = host.subscribe_recent(1);
    let m = started(&host, 60).await;
    let seat = seen_by(&host, m, None).await.game().priority().unwrap();
    let me = if seat == Seat::A { ALICE } else { BOB };
    host.matches()
        .choose::<Match>(m, me, 0, Choice::FirstOf(vec![Action::KeepHand]), None)
        .await
        .unwrap();
    for reader in [&mut changes, &mut page] {
        let mut versions = Vec::new();
        while let Ok(published) = reader.try_recv() {
            let change = invictus_change(published);
            if change.match_id() == m {
                versions.push(change.state.version);
            }
        }
        assert_eq!(versions.last(), Some(&1), "{versions:?}");
    }
}

#[tokio::test]
async fn stale_out_of_turn_and_repeated_choices_change_nothing() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, mut changes) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let seen = seen_by(&host, m, None).await;
    let seat = seen.game().priority().unwrap();
    let (me, other) = if seat == Seat::A {
        (ALICE, BOB)
    } else {
        (BOB, ALICE)
    };
    let keep = Choice::FirstOf(vec![Action::KeepHand]);
    assert!(matches!(
        host.matches()
            .choose::<invictus::games::invictus::rules::Match>(m, other, 0, keep.clone(), None)
            .await,
        Err(HostError::NotYourMove)
    ));
    assert!(matches!(
        host.matches()
            .choose::<invictus::games::invictus::rules::Match>(m, CAROL, 0, keep.clone(), None)
            .await,
        Err(HostError::NotAPlayer)
    ));
    assert!(matches!(
        host.matches()
            .choose::<invictus::games::invictus::rules::Match>(m, me, 5, keep.clone(), None)
            .await,
        Err(HostError::Stale)
    ));
    host.matches()
        .choose::<invictus::games::invictus::rules::Match>(
            m,
            me,
            0,
            keep.clone(),
            Some("click-1".into()),
        )
        .await
        .unwrap();
    assert_eq!(invictus_change(changes.recv().await.unwrap()).match_id(), m);
    // The same interaction delivered again is not applied twice.
    let played = host
        .matches()
        .choose::<invictus::games::invictus::rules::Match>(
            m,
            me,
            0,
            keep.clone(),
            Some("click-1".into()),
        )
        .await
        .unwrap();
    let (game, events) = (played.state, played.events);
    assert!(events.is_empty());
    assert_eq!(game.version(), 1);
    assert_eq!(seen_by(&host, m, None).await.game().version(), 1);
}

#[tokio::test]
async fn a_player_may_resign_out_of_turn() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let seat = seen_by(&host, m, None).await.game().priority().unwrap();
    let waiting = if seat == Seat::A { BOB } else { ALICE };
    assert!(matches!(
        host.matches()
            .surrender::<invictus::games::invictus::rules::Match>(m, CAROL, None)
            .await,
        Err(HostError::NotAPlayer)
    ));
    let game = host
        .matches()
        .surrender::<invictus::games::invictus::rules::Match>(m, waiting, None)
        .await
        .unwrap()
        .state;
    let outcome = game.public.outcome.unwrap();
    assert_eq!(
        outcome,
        invictus::games::invictus::rules::Outcome::Win {
            side: seat.side(),
            condition: WinCondition::Resignation
        }
    );
    assert!(matches!(
        host.matches()
            .surrender::<invictus::games::invictus::rules::Match>(m, waiting, None)
            .await,
        Err(HostError::Over)
    ));
    let stored = host
        .store()
        .call(move |s| s.load_match::<Match>(m))
        .await
        .unwrap();
    assert_eq!(stored.status, invictus::store::MatchStatus::Over);
    let log = host
        .store()
        .call(move |s| s.action_log::<Match>(m))
        .await
        .unwrap();
    assert!(
        matches!(log.last().unwrap().2, Action::Resign { .. }),
        "the resignation is in the log"
    );
}

/// Two clicks on the same match at once: one is applied, the other finds the match moved on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_clicks_are_applied_one_after_the_other() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let host = Arc::new(host);
    let m = started(&host, 60).await;
    for round in 0..20 {
        let seen = seen_by(&host, m, None).await;
        let game = seen.game();
        let Some(seat) = game.priority() else { break };
        let user = if seat == Seat::A { ALICE } else { BOB };
        let version = game.version();
        let action = game.legal_actions()[0];
        let clicks: Vec<_> = (0..2)
            .map(|i| {
                let host = Arc::clone(&host);
                tokio::spawn(async move {
                    host.matches()
                        .choose::<invictus::games::invictus::rules::Match>(
                            m,
                            user,
                            version,
                            Choice::FirstOf(vec![action]),
                            Some(format!("r{round}-c{i}")),
                        )
                        .await
                })
            })
            .collect();
        let mut applied = 0;
        for click in clicks {
            match click.await.unwrap() {
                Ok(_) => applied += 1,
                Err(HostError::Stale) => {}
                Err(e) => panic!("unexpected refusal: {e}"),
            }
        }
        assert_eq!(applied, 1, "round {round}: exactly one click is applied");
        assert_eq!(seen_by(&host, m, None).await.game().version(), version + 1);
    }
}

/// One click, one read, one write: applying a player's action makes at most 3 store calls and
/// rebuilds the match from storage at most once, and the change it publishes carries the new
/// state (its version, views and deadlines), so the board can be drawn without another read.
#[tokio::test]
async fn an_applied_action_is_one_store_call_and_its_change_carries_the_state() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, mut changes) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let seat = seen_by(&host, m, None).await.game().priority().unwrap();
    let user = if seat == Seat::A { ALICE } else { BOB };
    let before = host.store().stats();
    let played = host
        .matches()
        .choose::<invictus::games::invictus::rules::Match>(
            m,
            user,
            0,
            Choice::Index(0),
            Some("k".into()),
        )
        .await
        .unwrap();
    let after = host.store().stats();
    assert!(
        after.calls - before.calls <= 3,
        "{} store calls",
        after.calls - before.calls
    );
    assert!(after.restores - before.restores <= 1);
    let change = invictus_change(changes.recv().await.unwrap());
    assert_eq!(host.store().stats(), after, "the change needs no read");
    assert_eq!(change.state.version(), 1);
    assert_eq!(played.state.version(), 1);
    assert_eq!(
        change.state.deadlines.turn,
        host.clocks().turn_deadline(m).await.unwrap()
    );
    // The public view holds no hand; each seat's view holds its own only.
    assert!(change.state.public.seats.a.hand.is_none());
    assert!(change.state.public.seats.b.hand.is_none());
    assert!(change.state.seat_view(Seat::A).seats.b.hand.is_none());
    assert!(change.state.seat_view(Seat::B).seats.a.hand.is_none());
    assert!(change.state.seat_view(Seat::A).seats.a.hand.is_some());
}

#[tokio::test]
async fn a_seat_context_names_the_players_seat_and_refuses_strangers_and_stale_clicks() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let (state, seat) = host
        .matches()
        .seat_context::<Match>(m, BOB, None)
        .await
        .unwrap();
    assert_eq!(seat, seat_number(Seat::B));
    assert_eq!(state.player(Seat::B), Some(BOB));
    let version = state.version();
    let (_, seat) = host
        .matches()
        .seat_context::<Match>(m, ALICE, Some(version))
        .await
        .unwrap();
    assert_eq!(seat, seat_number(Seat::A));
    assert!(matches!(
        host.matches()
            .seat_context::<Match>(m, CAROL, Some(version))
            .await,
        Err(HostError::NotAPlayer)
    ));
    assert!(matches!(
        host.matches()
            .seat_context::<Match>(m, ALICE, Some(version + 1))
            .await,
        Err(HostError::Stale)
    ));
    assert!(matches!(
        host.matches()
            .seat_context::<Match>(MatchId(9999), ALICE, None)
            .await,
        Err(HostError::NoSuchMatch)
    ));
}
