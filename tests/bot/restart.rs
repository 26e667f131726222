//! Restarting the bot in the middle of a match: play goes on with the buttons posted before the
//! restart, and a reaction window open across it expires and closes its prompt.

use crate::fake_discord::*;
use crate::support::*;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_restarts_mid_match_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (thread, board) = challenge_and_accept(&fake).await;
    let users = [alice(), bob()];

    // The player to act opens their hand before the restart.
    let mut before = None;
    for user in &users {
        let hand = open_hand(&fake, user, &board).await;
        if can_act(&hand) {
            before = Some((user.clone(), hand));
        }
    }
    let (player, hand) = before.expect("someone acts first");
    let version_before = stored_match(&db).game.version();
    bot.stop().await;

    let bot = start_bot(&fake, &db, 1).await;
    // A button posted before the restart still works.
    let r = play_one(&fake, &player, &hand).await;
    assert_eq!(r.kind, 7, "{:?}", r.body);
    assert!(r.message.unwrap().content.starts_with("✅"));
    assert_eq!(stored_match(&db).game.version(), version_before + 1);

    // Play on until a reaction window opens.
    let prompt = play_until_a_window_opens(&fake, thread, &board, &users).await;
    let version_at_window = stored_match(&db).game.version();
    assert!(prompt.content.contains("<t:"));

    // Restart while the window is open: its deadline is in the database, so the restarted bot
    // passes for the player once it expires.
    bot.stop().await;
    let bot = start_bot(&fake, &db, 2).await;
    fake.wait_for(
        Duration::from_secs(40),
        "the expired window to be passed",
        |_| (stored_match(&db).game.version() > version_at_window).then_some(()),
    )
    .await;
    let board_now = fake
        .wait_for(T, "the board to show the pass", |f| {
            let m = f.message(board.id)?;
            m.text().contains("passes").then_some(m)
        })
        .await;
    assert!(board_now.text().contains("Recent"));
    bot.stop().await;
}

// Defect 5: after a restart, a reaction prompt posted before it kept its Respond/Pass buttons
// past its deadline once the bot passed for the player. Prompts must be closed when their window
// closes, also after a restart (which prompt is open is stored: `matches.prompt_message_id`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_window_prompt_posted_before_a_restart_is_closed_when_its_window_expires() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    // Time moves only when the test says so: no window expires before the restart.
    let clock = std::sync::Arc::new(invictus::hosting::ManualClock::starting_at(
        invictus::hosting::now_ms(),
    ));
    let bot = start_bot_with_clock(&fake, &db, 0, clock.clone()).await;
    let (thread, board) = challenge_and_accept(&fake).await;
    let prompt = play_until_a_window_opens(&fake, thread, &board, &[alice(), bob()]).await;
    assert!(prompt.button("Respond").is_some() && prompt.button("Pass").is_some());
    assert!(
        prompt.content.contains("reaction window"),
        "{}",
        prompt.content
    );
    // The prompt is recorded as the match's open prompt before the bot stops.
    fake.wait_for(T, "the prompt to be stored", |_| {
        (stored_prompt(&db) == Some(prompt.id)).then_some(())
    })
    .await;
    let version_at_window = stored_match(&db).game.version();
    bot.stop().await;

    // The restarted bot knows the prompt only from the database.
    let bot = start_bot_with_clock(&fake, &db, 1, clock.clone()).await;
    assert_eq!(
        stored_match(&db).game.version(),
        version_at_window,
        "nothing moved before the window expired"
    );
    // The window (10 s) expires: the bot passes for the player.
    clock.advance(Duration::from_secs(11));
    fake.wait_for(T, "the expired window to be passed", |_| {
        (stored_match(&db).game.version() > version_at_window).then_some(())
    })
    .await;
    fake.wait_for(T, "the board to show the pass", |f| {
        let m = f.message(board.id)?;
        m.text().contains("passes").then_some(())
    })
    .await;
    // The prompt posted before the restart is closed: no buttons left, its text says so.
    let closed = fake
        .wait_for(T, "the old prompt to be closed", |f| {
            let m = f.message(prompt.id)?;
            m.components.is_empty().then_some(m)
        })
        .await;
    assert!(closed.custom_ids().is_empty(), "{:?}", closed.components);
    assert!(
        closed.content.starts_with(&prompt.content),
        "the prompt keeps its text: {}",
        closed.content
    );
    assert!(closed.content.ends_with("→ closed"), "{}", closed.content);
    assert_ne!(
        stored_prompt(&db),
        Some(prompt.id),
        "the closed prompt is no longer the match's open prompt"
    );
    bot.stop().await;
}

/// A bot stopped between posting a new match's board and recording its message (the stored
/// board is missing) posts the board anew once it starts again, and the match's announcements,
/// which wait for a recorded board, go on there: here its result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_posted_but_never_recorded_is_posted_anew_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (thread, board) = challenge_and_accept(&fake).await;
    bot.stop().await;
    // The moment of the stop: the board was posted, its message not yet written down.
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute(
            "UPDATE matches SET board_message_id = NULL WHERE id = 1",
            [],
        )
        .unwrap();

    let bot = start_bot(&fake, &db, 1).await;
    let posted = fake
        .wait_for(T, "the board posted anew", |f| {
            f.channel_messages(thread)
                .into_iter()
                .find(|m| m.id != board.id && m.text().contains("Invictus · match #1"))
        })
        .await;
    fake.wait_for(T, "the new board recorded", |_| {
        (stored_match(&db).board_message_id.map(|m| m.0) == Some(posted.id)).then_some(())
    })
    .await;
    let a = alice();
    let i = fake
        .command(&a, thread, "resign", serde_json::Value::Null)
        .await;
    let confirm = answer(&fake, i).await.message.unwrap();
    let i = fake
        .click(&a, &confirm, &confirm.button("Resign").unwrap())
        .await;
    answer(&fake, i).await;
    fake.wait_message(thread, T, |m| m.text().contains("wins by resignation"))
        .await;
    bot.stop().await;
}
