//! Practice matches against the built-in opponent, alone or with a built-in partner.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::invictus::rules::{Match, Mode, Seat};
use invictus::games::seat_number;
use invictus::hosting::PlayerId;
use invictus::store::{MatchId, Store};
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_practice_match_against_the_built_in_opponent() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let a = alice();
    fake.register_user(&a);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([{"name": "level", "type": 4, "value": 0}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(!r.ephemeral, "a practice match is public");
    assert!(r
        .message
        .unwrap()
        .text()
        .contains("practice match #1 against the built-in opponent (easy)"));
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Invictus · match #1"))
        .await;
    let stored = stored_match(&db);
    assert_eq!(
        stored.players,
        [Some(PlayerId(a.id)), Some(PlayerId(BOT_ID))].into()
    );

    // Play until both sides have made a good number of moves: the AI answers by itself.
    let started = std::time::Instant::now();
    let mut mine = 0;
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the match did not move on"
        );
        let m = stored_match(&db);
        let ai_moves = Store::open(&db)
            .unwrap()
            .action_log::<Match>(MatchId(1))
            .unwrap()
            .iter()
            .filter(|(_, seat, _)| *seat == seat_number(Seat::B))
            .count();
        if m.game.is_over() || (mine >= 12 && ai_moves >= 12) {
            break;
        }
        if m.game.priority() == Some(Seat::A) {
            let hand = open_hand(&fake, &a, &board).await;
            if can_act(&hand) {
                play_one(&fake, &a, &hand).await;
                mine += 1;
                continue;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The AI's moves are told on the board; the bot never pings or prompts itself.
    fake.wait_message(thread, T, |m| {
        m.id == board.id && m.text().contains("Player B")
    })
    .await;
    for m in fake.channel_messages(thread) {
        let pinged = m.allowed_mentions.clone().unwrap_or_default().to_string();
        assert!(
            !pinged.contains(&BOT_ID.to_string()),
            "the bot is never pinged: {} {pinged}",
            m.content
        );
        assert!(
            !(m.content.contains("reaction window")
                && m.content.starts_with(&format!("⚔️ <@{BOT_ID}>"))),
            "no window prompt for the bot: {}",
            m.content
        );
    }

    // Challenging the bot itself also starts a practice match.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": BOT_ID.to_string()}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(
        r.message.unwrap().text().contains("practice match #2"),
        "challenging the bot starts a practice match"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_practice_match_with_a_built_in_partner_against_two_built_in_opponents() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let a = alice();
    fake.register_user(&a);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([
                {"name": "level", "type": 4, "value": 0},
                {"name": "mode", "type": 4, "value": 1}
            ]),
        )
        .await;
    let r = answer(&fake, i).await;
    let text = r.message.unwrap().text();
    assert!(text.contains("team practice match #1"), "{text}");
    assert!(
        text.contains("Partners may talk only before the battle"),
        "{text}"
    );
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Invictus · match #1"))
        .await;
    let stored = stored_match(&db);
    assert_eq!(
        stored.players,
        [
            Some(PlayerId(a.id)),
            Some(PlayerId(BOT_ID)),
            Some(PlayerId(BOT_ID)),
            Some(PlayerId(BOT_ID))
        ]
        .into()
    );
    assert_eq!(stored.game.mode(), Mode::Teams);
    let ai_seats: Vec<Seat> = Store::open(&db)
        .unwrap()
        .ai_seats(MatchId(1))
        .unwrap()
        .iter()
        .map(|s| invictus::games::invictus_seat(s.seat).unwrap())
        .collect();
    assert_eq!(ai_seats, [Seat::B, Seat::C, Seat::D]);

    // Play to the end: the three built-in players move by themselves.
    let started = std::time::Instant::now();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the team match did not end"
        );
        let m = stored_match(&db);
        if m.game.is_over() {
            break;
        }
        if m.game.priority() == Some(Seat::A) {
            let hand = open_hand(&fake, &a, &board).await;
            // The hand shows A's own cards only (R44): as many as A holds.
            let held = m.game.seat_state(Seat::A).hand.len();
            assert!(
                hand.text().contains(&format!("Hand {held} ")),
                "{}",
                hand.text()
            );
            if can_act(&hand) {
                play_one(&fake, &a, &hand).await;
                continue;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let log = Store::open(&db)
        .unwrap()
        .action_log::<Match>(MatchId(1))
        .unwrap();
    for seat in [Seat::B, Seat::C, Seat::D] {
        assert!(
            log.iter().any(|(_, s, _)| *s == seat_number(seat)),
            "the built-in player {seat} moved"
        );
    }
    // The board shows both teams, the turn order, and the result for the team.
    let over = fake
        .wait_message(thread, T, |m| m.id == board.id && m.text().contains("🏆"))
        .await;
    let text = over.text();
    assert!(
        text.contains("Team A & C") && text.contains("Team B & D"),
        "{text}"
    );
    assert!(text.contains("Turn order"), "{text}");
    for m in fake.channel_messages(thread) {
        let pinged = m.allowed_mentions.clone().unwrap_or_default().to_string();
        assert!(
            !pinged.contains(&BOT_ID.to_string()),
            "the bot is never pinged: {} {pinged}",
            m.content
        );
    }
    bot.stop().await;
}
