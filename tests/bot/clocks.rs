//! Play across days: reminders, a claimed win after a missed deadline, standing orders and
//! vacations.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::invictus::rules::Seat;
use invictus::games::seat_number;
use invictus::store::{MatchId, Store};
use serde_json::json;
use std::path::Path;
use std::time::Duration;

/// Play across days: a reminder pings the player to move before the deadline; once it has
/// passed, the opponent is offered Claim / Grant and claims the win.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_then_a_claimed_win_after_a_missed_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let clock = std::sync::Arc::new(invictus::hosting::ManualClock::starting_at(
        invictus::hosting::now_ms(),
    ));
    let bot = start_bot_with_clock(&fake, &db, 0, clock.clone()).await;
    let (a, b) = (alice(), bob());
    // The board shows the deadline as a Discord timestamp.
    let (thread, _) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let (late, waiting) = if first == Seat::A { (&a, &b) } else { (&b, &a) };
    // The late player leaves the server (and closes their DMs): the match goes on in its thread.
    fake.leave_guild(late);

    // Half time: a reminder mentions (and pings) the player to move.
    clock.advance(Duration::from_secs(3600));
    let reminder = fake
        .wait_message(thread, T, |m| m.content.contains("reminder"))
        .await;
    assert!(reminder.content.contains(&format!("<@{}>", late.id)));
    assert!(reminder
        .allowed_mentions
        .clone()
        .unwrap_or_default()
        .to_string()
        .contains(&late.id.to_string()));

    // The deadline passes: nothing is forfeited until the waiting player decides.
    clock.advance(Duration::from_secs(3600));
    let offer = fake
        .wait_message(thread, T, |m| m.content.contains("missed the deadline"))
        .await;
    assert_eq!(
        stored_match(&db).status,
        invictus::store::MatchStatus::Active
    );
    let claim = offer.button("Claim the win").expect("a Claim button");
    assert!(offer.button("Grant").is_some());
    let i = fake.click(late, &offer, &claim).await;
    assert!(
        answer(&fake, i).await.ephemeral,
        "the late player cannot claim"
    );
    let i = fake.click(waiting, &offer, &claim).await;
    assert_eq!(answer(&fake, i).await.kind, 7);
    fake.wait_message(thread, T, |m| m.text().contains("wins by timeout"))
        .await;
    assert_eq!(stored_match(&db).status, invictus::store::MatchStatus::Over);
    // Everything was said in the channel: no DM was ever tried, no request failed.
    let requests = fake.requests();
    assert!(!requests
        .iter()
        .any(|r| r.path.contains("/users/@me/channels")));
    assert!(
        requests.iter().all(|r| r.status < 400),
        "{:#?}",
        requests
            .iter()
            .filter(|r| r.status >= 400)
            .collect::<Vec<_>>()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standing_orders_and_a_vacation_through_discord() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let clock = std::sync::Arc::new(invictus::hosting::ManualClock::starting_at(
        invictus::hosting::now_ms(),
    ));
    let bot = start_bot_with_clock(&fake, &db, 0, clock.clone()).await;
    let (a, b) = (alice(), bob());
    let (thread, board) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let (mover, waiting) = if first == Seat::A { (&a, &b) } else { (&b, &a) };
    let options = |seat: Seat| {
        Store::open(&db)
            .unwrap()
            .seat_options::<invictus::games::invictus::StandingOrder>(MatchId(1), seat_number(seat))
            .unwrap()
    };

    // /orders in the match's thread, by the waiting player.
    let i = fake
        .command(
            waiting,
            thread,
            "orders",
            json!([{"name": "order", "type": 4, "value": 1}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    assert!(
        r.message.unwrap().text().contains("Always pass reactions"),
        "the order is confirmed"
    );
    assert_eq!(
        options(first.pair()).orders,
        invictus::games::invictus::StandingOrder::AlwaysPass
    );
    assert_eq!(
        options(first).orders,
        invictus::games::invictus::StandingOrder::Ask
    );
    // A malformed option is answered, and changes nothing.
    let i = fake
        .command(
            waiting,
            thread,
            "orders",
            json!([string_option("order", "sometimes")]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("nothing was changed"));
    assert_eq!(
        options(first.pair()).orders,
        invictus::games::invictus::StandingOrder::AlwaysPass
    );
    // Someone who does not play here has no match to set orders for.
    let carol = carol();
    fake.register_user(&carol);
    let i = fake
        .command(
            &carol,
            thread,
            "orders",
            json!([{"name": "order", "type": 4, "value": 1}]),
        )
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("no match in progress"));

    // The same from the hand message's menu, by the player to move.
    let hand = open_hand(&fake, mover, &board).await;
    let (menu, choices) = hand
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:orders:"))
        .expect("the hand offers the standing orders");
    assert_eq!(choices.len(), 3);
    let placeholder = |m: &FakeMessage| {
        m.component(&menu).expect("the orders menu")["placeholder"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(placeholder(&hand), "Reaction windows: Ask me");
    // Someone who does not play in the match is refused.
    let i = fake.select(&carol, &hand, &menu, &["guard_leader"]).await;
    assert!(answer(&fake, i).await.ephemeral);
    assert_eq!(
        options(first).orders,
        invictus::games::invictus::StandingOrder::Ask
    );
    let i = fake.select(mover, &hand, &menu, &["guard_leader"]).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 7, "the hand message is updated in place");
    let updated = r.message.unwrap();
    let text = updated.text();
    assert!(
        text.contains("Standing order for match #1: Guard my Leader"),
        "{text}"
    );
    assert_eq!(
        placeholder(&updated),
        "Reaction windows: Guard my Leader when I can"
    );
    assert_eq!(
        options(first).orders,
        invictus::games::invictus::StandingOrder::GuardLeader
    );
    let i = fake.select(mover, &hand, &menu, &["no_such_order"]).await;
    assert!(answer(&fake, i).await.ephemeral);
    assert_eq!(
        options(first).orders,
        invictus::games::invictus::StandingOrder::GuardLeader
    );

    // /vacation: the mover's clock stops, the board says so, and the deadline moves.
    let deadline = |db: &Path| {
        Store::open(db)
            .unwrap()
            .match_timers(MatchId(1))
            .unwrap()
            .into_iter()
            .find(|t| t.kind == Ok(invictus::store::TimerKind::TurnDeadline))
            .map(|t| t.due_at)
            .expect("a turn deadline")
    };
    let before = deadline(&db);
    let i = fake
        .command(
            mover,
            CHANNEL_ID,
            "vacation",
            json!([{"name": "days", "type": 4, "value": 3}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    let text = r.message.unwrap().text();
    assert!(text.contains("stopped until"), "{text}");
    assert!(text.contains("11.0 days"), "14 days a year, 3 used: {text}");
    assert_eq!(deadline(&db), before + 3 * 24 * 3600 * 1000);
    fake.wait_message(thread, T, |m| {
        m.id == board.id && m.text().contains("is on vacation until")
    })
    .await;
    // A second vacation while on one is refused.
    let i = fake
        .command(
            mover,
            CHANNEL_ID,
            "vacation",
            json!([{"name": "days", "type": 4, "value": 1}]),
        )
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("already on vacation"));

    // The old deadline passes without a claim offer; the moved one brings it.
    clock.advance(Duration::from_secs(3 * 3600));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!fake
        .channel_messages(thread)
        .iter()
        .any(|m| m.content.contains("missed the deadline")));
    clock.advance(Duration::from_secs(3 * 24 * 3600));
    fake.wait_message(thread, T, |m| m.content.contains("missed the deadline"))
        .await;
    assert_eq!(
        stored_match(&db).status,
        invictus::store::MatchStatus::Active
    );
    bot.stop().await;
}
