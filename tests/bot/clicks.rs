//! One click through Discord: its store calls, bad clicks refused, and a click waiting on a busy
//! or closed database still acknowledged in time.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::invictus::rules::Seat;
use invictus::games::seat_number;
use invictus::store::{MatchId, Store};
use std::time::Duration;

/// One click through Discord: a hand button that applies an action makes at most 3 store calls
/// and one rebuild of the match, board edit included. Then bad clicks are refused and change
/// nothing: a forged click on another player's private message, an id naming no real match, an
/// action index that is not open; and with the database closed under a click, the click is
/// still answered within 3 s and the match is unchanged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_is_one_read_and_one_write_and_bad_clicks_change_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let (bot, store) = start_bot_with_store(&fake, &db).await;
    let (a, b) = (alice(), bob());
    let (_thread, board) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let (mover, waiting) = if first == Seat::A { (&a, &b) } else { (&b, &a) };
    let hand = open_hand(&fake, mover, &board).await;
    let board_before = fake.message(board.id).unwrap().text();
    tokio::time::sleep(Duration::from_millis(500)).await;

    // The counted click: keep the first hand.
    let before = store.stats();
    let keep = hand
        .button("Keep these three Soldiers")
        .expect("a Keep button");
    let i = fake.click(mover, &hand, &keep).await;
    let r = answer(&fake, i).await;
    let answered = r.message.unwrap().text();
    assert!(answered.contains("✅"));
    // R7: the first choice is kept secret until the other player made theirs, and the mover
    // is told so.
    assert!(
        answered.contains("stays secret until your opponent has made theirs"),
        "{answered}"
    );
    fake.wait_for(T, "the board edit", |f| {
        (f.message(board.id).unwrap().text() != board_before).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = store.stats();
    assert!(
        after.calls - before.calls <= 3,
        "a click and its board edit made {} store calls",
        after.calls - before.calls
    );
    assert!(
        after.restores - before.restores <= 1,
        "{after:?} vs {before:?}"
    );
    assert_eq!(stored_match(&db).game.version(), 1);

    // A forged click by the other player on the mover's private message changes nothing.
    let hand = fake.message(hand.id).unwrap();
    let orders = hand
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:orders:"))
        .expect("the standing-order menu")
        .0;
    let i = fake.select(waiting, &hand, &orders, &["always_pass"]).await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    assert!(r.message.unwrap().text().contains("another player"));
    for seat in [Seat::A, Seat::B] {
        let row = Store::open(&db)
            .unwrap()
            .seat_options::<invictus::games::invictus::StandingOrder>(MatchId(1), seat_number(seat))
            .unwrap();
        assert_eq!(
            row.orders,
            invictus::games::invictus::StandingOrder::Ask,
            "nobody's order changed"
        );
    }
    assert_eq!(fake.message(hand.id).unwrap().text(), hand.text());

    // An id naming no real match is a plain refusal.
    let i = fake
        .click(waiting, &board, "iv1:hand:9223372036854775807")
        .await;
    let r = answer(&fake, i).await;
    let text = r.message.unwrap().text();
    assert!(text.contains("no such match"), "{text}");

    // An action index that is not open is said to be so, not "out of date".
    let stored = stored_match(&db);
    let to_move = if stored.game.priority() == Some(Seat::A) {
        &a
    } else {
        &b
    };
    let fresh = open_hand(&fake, to_move, &board).await;
    let forged = format!("iv1:act:1:{}:65535:{}", stored.game.version(), to_move.id);
    let i = fake.click(to_move, &fresh, &forged).await;
    let r = answer(&fake, i).await;
    let text = r.message.unwrap().text();
    assert!(text.contains("not an action open to you"), "{text}");
    assert_eq!(stored_match(&db).game.version(), stored.game.version());

    // The database fails under a click: it is answered, and nothing changed.
    let act = fresh
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:act:"))
        .expect("an action button");
    store.close().await;
    let i = fake.click(to_move, &fresh, &act).await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    let text = r.message.unwrap().text();
    assert!(text.contains("Something went wrong"), "{text}");
    assert_eq!(stored_match(&db).game.version(), stored.game.version());
    bot.stop().await;
}

/// A click whose answer waits on a busy database is still acknowledged within Discord's 3 s: the
/// bot acknowledges it without an answer (the clicked message left as it is) once 1.5 s have
/// passed, then replaces the clicked hand with the answer when it is ready; the action is
/// applied once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_waiting_on_a_busy_database_is_acknowledged_in_time_and_answered_later() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("slow.db");
    let (bot, store) = start_bot_with_store(&fake, &db).await;
    let (a, b) = (alice(), bob());
    let (_thread, board) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let mover = if first == Seat::A { &a } else { &b };
    let hand = open_hand(&fake, mover, &board).await;
    let keep = hand
        .button("Keep these three Soldiers")
        .expect("a Keep button");
    // The database is busy for 2.5 s (a long write, a slow disk).
    let busy = store.clone();
    let held = tokio::spawn(async move {
        busy.call(|_| {
            std::thread::sleep(Duration::from_millis(2_500));
            Ok(())
        })
        .await
    });
    tokio::time::sleep(Duration::from_millis(50)).await;
    let i = fake.click(mover, &hand, &keep).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 6, "acknowledged without an answer");
    assert!(r.latency >= Duration::from_millis(1_400), "{:?}", r.latency);
    // The answer follows: the clicked hand becomes the answer.
    let answered = fake
        .wait_for(T, "the late answer", |f| {
            f.message(hand.id).filter(|m| m.text().contains("✅"))
        })
        .await;
    assert!(
        answered.text().contains("stays secret"),
        "{}",
        answered.text()
    );
    held.await.unwrap().unwrap();
    assert_eq!(stored_match(&db).game.version(), 1, "applied once");
    bot.stop().await;
}
