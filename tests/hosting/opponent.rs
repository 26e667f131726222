//! The built-in opponent: it moves by itself, also in a match left waiting for it by a restart.

use super::support::{host, place, seen_by, ALICE};
use invictus::games::invictus::rules::{Match, Seat};
use invictus::games::seat_number;
use invictus::hosting::HostSettings;
use invictus::hosting::PlayerId;
use std::sync::Arc;

/// The built-in opponent moves by itself, also in a match left waiting for it by a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_built_in_opponent_moves_and_picks_up_after_a_restart() {
    crate::backend::needs_server!();
    const AI_USER: PlayerId = PlayerId(99);
    let dir = tempfile::tempdir().unwrap();
    let (first, _rx) = host(&dir, HostSettings::default());
    let m = first
        .challenges()
        .practice::<Match>(
            place(),
            ALICE,
            AI_USER,
            invictus::games::InvictusOffer::duel("king"),
            invictus::hosting::Level::Easy,
        )
        .await
        .unwrap();
    let ais = first.matches().ai_seats(m).await.unwrap();
    assert_eq!(ais.len(), 1, "one AI seat in a duel");
    assert_eq!(ais[0].seat, seat_number(Seat::B));
    // Nobody drives the AI in this host: play Alice's moves until the AI must move.
    loop {
        let game = seen_by(&first, m, None).await.stored.game;
        match game.priority() {
            Some(Seat::B) => break,
            _ => {
                first
                    .matches()
                    .choose::<invictus::games::invictus::rules::Match>(
                        m,
                        ALICE,
                        game.version(),
                        invictus::hosting::Choice::Index(0),
                        None,
                    )
                    .await
                    .unwrap();
            }
        }
    }
    drop(first);

    // A new host on the same file: its opponent loop finds the waiting match and moves.
    let (second, _rx) = host(&dir, HostSettings::default());
    let store = second.store.clone();
    let host = Arc::new(second.host);
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    let opponent = tokio::spawn(Arc::clone(&host).run_ai(stop));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let game = seen_by(&store, m, None).await.stored.game;
        if game.priority() != Some(Seat::B) || game.is_over() {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the AI never moved");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let log = store.call(move |s| s.action_log::<Match>(m)).await.unwrap();
    assert!(log.iter().any(|(_, seat, _)| *seat == seat_number(Seat::B)));
    // Its moves are stored like anyone's and replay to the same state.
    let report = store.call(|s| s.verify()).await.unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    stop_tx.send(true).unwrap();
    opponent.await.unwrap();
}
