//! A short match played through Discord from the challenge to the resignation, with what each
//! message may show of the hidden cards.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::invictus::rules::{Seat, UnitKind};
use serde_json::json;
use std::path::Path;

/// Kinds only in `seat`'s hand or draw pile right now.
fn hidden_kinds(db: &Path) -> Vec<UnitKind> {
    let stored = stored_match(db);
    let game = &stored.game;
    let view = game.view(None);
    let mut out = Vec::new();
    for seat in [Seat::A, Seat::B] {
        let s = game.seat_state(seat);
        for &u in s.hand.iter().chain(s.draw_pile) {
            let k = game.kind(u);
            let public = [Seat::A, Seat::B].iter().any(|&p| {
                let side = view.seats.get(p);
                side.leader == k
                    || side.battlefield.iter().any(|f| f.kind == k)
                    || side.reserve.contains(&k)
                    || side.kingdom.contains(&k)
                    || side.graveyard.contains(&k)
            });
            if !public && !out.contains(&k) {
                out.push(k);
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_match_from_challenge_to_resignation() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b, c) = (alice(), bob(), carol());
    let (thread, board) = challenge_and_accept(&fake).await;
    let users = [a.clone(), b.clone()];

    // A stranger has no hand here.
    let stranger = open_hand(&fake, &c, &board).await;
    assert!(!can_act(&stranger) && stranger.text().contains("not playing"));

    let mut windows_passed = 0;
    let mut responded = false;
    let mut stale_checked = false;
    let mut actions = 0;
    let mut old_hand: Option<(TestUser, FakeMessage)> = None;
    while actions < 60 && !(windows_passed >= 1 && actions >= 20) {
        if let Some(prompt) = open_prompt(&fake, thread) {
            // The public prompt: two buttons whatever the player holds, and a deadline.
            assert_eq!(prompt.button_labels(), vec!["Respond", "Pass"]);
            assert!(prompt.content.contains("<t:"), "the deadline is shown");
            // The prompt starts by naming (and pinging) the player who may react.
            let mentioned = users
                .iter()
                .filter_map(|u| {
                    prompt
                        .content
                        .find(&format!("<@{}>", u.id))
                        .map(|at| (at, u))
                })
                .min_by_key(|(at, _)| *at)
                .expect("the prompt names the player")
                .1
                .clone();
            let pinged = prompt
                .allowed_mentions
                .clone()
                .unwrap_or_default()
                .to_string();
            assert!(pinged.contains(&mentioned.id.to_string()), "{pinged}");
            let other = users.iter().find(|u| u.id != mentioned.id).unwrap().clone();
            let pass = prompt.button("Pass").unwrap();
            // The other player may not answer it.
            let i = fake.click(&other, &prompt, &pass).await;
            let r = answer(&fake, i).await;
            assert!(r.ephemeral && r.kind == 4);
            if !responded {
                let respond = prompt.button("Respond").unwrap();
                let i = fake.click(&mentioned, &prompt, &respond).await;
                let r = answer(&fake, i).await;
                assert!(r.ephemeral, "the reactions are listed privately");
                let private = r.message.unwrap();
                assert!(private.button_labels().iter().any(|l| l == "Pass"));
                responded = true;
            }
            let i = fake.click(&mentioned, &prompt, &pass).await;
            let r = answer(&fake, i).await;
            assert_eq!(r.kind, 7, "passing updates the public prompt");
            assert!(r.message.unwrap().components.is_empty());
            windows_passed += 1;
            actions += 1;
            continue;
        }
        let mut acted = false;
        for user in &users {
            let hand = open_hand(&fake, user, &board).await;
            if !can_act(&hand) {
                continue;
            }
            if hand.button_labels().iter().any(|l| l == "Pass") {
                // A window whose prompt is not posted yet: wait for it.
                fake.wait_for(T, "the window prompt", |f| open_prompt(f, thread))
                    .await;
                acted = true;
                break;
            }
            if let Some((old_user, old)) = &old_hand {
                if !stale_checked && old_user.id == user.id {
                    // A prompt drawn for an earlier version changes nothing.
                    let id = old
                        .custom_ids()
                        .into_iter()
                        .find(|c| c.starts_with("iv1:act:"))
                        .or_else(|| {
                            old.custom_ids()
                                .into_iter()
                                .find(|c| c.starts_with("iv1:pick:"))
                        });
                    if let Some(id) = id {
                        let i = if id.starts_with("iv1:pick:") {
                            let value = old.selects()[0].1[0].1.clone();
                            fake.select(user, old, &id, &[&value]).await
                        } else {
                            fake.click(user, old, &id).await
                        };
                        let r = answer(&fake, i).await;
                        assert!(r.ephemeral);
                        assert!(
                            r.message.unwrap().text().contains("out of date"),
                            "a stale prompt is refused"
                        );
                        stale_checked = true;
                    }
                }
            }
            let r = play_one(&fake, user, &hand).await;
            assert_eq!(
                r.kind, 7,
                "an action updates the private message: {:?}",
                r.body
            );
            let after = r.message.unwrap();
            assert!(after.ephemeral);
            assert!(after.content.starts_with("✅"), "{}", after.text());
            old_hand = Some((user.clone(), hand));
            actions += 1;
            acted = true;
            break;
        }
        assert!(acted, "nobody could act");
    }
    assert!(
        windows_passed >= 1,
        "no reaction window came up in {actions} actions"
    );
    assert!(stale_checked, "no stale prompt was tried");

    // The board was edited in place, and shows the public state only.
    let board_now = fake
        .wait_for(T, "the board to catch up", |f| {
            let m = f.message(board.id)?;
            (m.history.len() > 3).then_some(m)
        })
        .await;
    let text = board_now.text();
    assert!(
        text.contains("Reserve") && text.contains("Kingdom"),
        "{text}"
    );
    let recent_start = text.find("Recent").unwrap_or(text.len());
    for kind in hidden_kinds(&db) {
        assert!(
            !text[..recent_start].contains(kind.name()),
            "the board names {} which is hidden:\n{text}",
            kind.name()
        );
    }
    for m in fake.all_messages() {
        if !m.ephemeral {
            assert!(
                !m.text().contains("Your hand"),
                "a hand in public: {}",
                m.text()
            );
            assert!(!m.text().contains("only you can see"), "{}", m.text());
        }
    }

    // /board posts the board again; /card and /rules answer.
    let i = fake
        .command(&c, thread, "board", serde_json::Value::Null)
        .await;
    let r = answer(&fake, i).await;
    assert!(!r.ephemeral && r.message.unwrap().text().contains("Invictus · match #1"));
    let i = fake
        .command(&c, thread, "card", json!([string_option("name", "Archer")]))
        .await;
    let r = answer(&fake, i).await;
    assert!(r.message.unwrap().text().contains("Archer"));
    let i = fake
        .autocomplete(
            &c,
            thread,
            "card",
            json!([{"name": "name", "type": 3, "value": "arc", "focused": true}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 8);
    assert!(r.body.to_string().contains("Archer"));
    let i = fake
        .command(
            &c,
            thread,
            "rules",
            json!([string_option("topic", "reactions")]),
        )
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("Respond"));

    // A malformed custom_id gets a polite answer.
    let i = fake.click(&a, &board_now, "iv1:act:1:x:2").await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("don't recognise"));

    // /games lists the match with the opponent and a link to the board.
    let i = fake
        .command(&a, thread, "games", serde_json::Value::Null)
        .await;
    let r = answer(&fake, i).await;
    let games = r.message.unwrap().text();
    assert!(
        r.ephemeral && games.contains(&format!("#1 vs <@{}>", b.id)),
        "{games}"
    );
    assert!(games.contains("move due <t:"), "{games}");
    // (the board posted again by /board above is the one linked)
    assert!(games.contains(&format!("/{GUILD_ID}/{thread}/")), "{games}");

    // Resign: confirm, then the match is over for both.
    let i = fake
        .command(&c, thread, "resign", serde_json::Value::Null)
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("no match"));
    let i = fake
        .command(&a, thread, "resign", serde_json::Value::Null)
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    let confirm = r.message.unwrap();
    let id = confirm.button("Resign").expect("a Resign button");
    let i = fake.click(&a, &confirm, &id).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 7);
    fake.wait_message(thread, T, |m| m.text().contains("wins by resignation"))
        .await;
    let stored = stored_match(&db);
    assert_eq!(stored.status, invictus::store::MatchStatus::Over);
    let hand = open_hand(&fake, &b, &board).await;
    assert!(!can_act(&hand));
    let i = fake
        .command(&a, thread, "history", serde_json::Value::Null)
        .await;
    let history = answer(&fake, i).await.message.unwrap().text();
    assert!(history.contains("lost by resignation"), "{history}");
    let i = fake
        .command(&b, thread, "history", serde_json::Value::Null)
        .await;
    let history = answer(&fake, i).await.message.unwrap().text();
    assert!(history.contains("**won** by resignation"), "{history}");

    bot.stop().await;
}
