//! A team match of four people from the challenge to the end, and what each may see of the
//! others' hidden cards.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::invictus::rules::{Match, Mode, Seat, UnitKind};
use invictus::games::seat_number;
use invictus::hosting::PlayerId;
use invictus::store::{MatchId, Store};
use serde_json::json;
use std::path::Path;
use std::time::Duration;

/// Kinds in another player's hand or draw pile that nothing public shows and `viewer` does not
/// hold: what no message `viewer` can read may name (R4, R44).
fn hidden_from(db: &Path, viewer: Option<Seat>) -> Vec<UnitKind> {
    let stored = stored_match(db);
    let game = &stored.game;
    let view = game.view(None);
    let own: Vec<UnitKind> = viewer.map_or_else(Vec::new, |v| {
        game.seat_state(v)
            .hand
            .iter()
            .map(|&u| game.kind(u))
            .collect()
    });
    let mut out = Vec::new();
    for &seat in game.seats() {
        if Some(seat) == viewer {
            continue;
        }
        let s = game.seat_state(seat);
        for &u in s.hand.iter().chain(s.draw_pile) {
            let k = game.kind(u);
            let public = game.seats().iter().any(|&p| {
                let side = view.seats.get(p);
                side.leader == k
                    || side.battlefield.iter().any(|f| f.kind == k)
                    || side.reserve.contains(&k)
                    || side.kingdom.contains(&k)
                    || side.graveyard.contains(&k)
            });
            if !public && !own.contains(&k) && !out.contains(&k) {
                out.push(k);
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_match_of_four_people_from_challenge_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b, c, d) = (alice(), bob(), carol(), dave());
    let stranger = TestUser::new(500_000_000_000_000_005, "erin");
    for u in [&a, &b, &c, &d, &stranger] {
        fake.register_user(u);
    }
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "teams",
            json!([
                user_option("partner", &c),
                user_option("opponent", &b),
                user_option("opponent2", &d),
                string_option("army", "king"),
                string_option("reaction_window", "60s")
            ]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(!r.ephemeral, "the team challenge is public");
    let challenge = r.message.expect("the challenge");
    let text = challenge.text();
    for u in [&a, &b, &c, &d] {
        assert!(text.contains(&format!("<@{}>", u.id)), "{text}");
    }
    assert!(text.contains("Partners may talk strategy only before the battle"));
    let accept = challenge.button("Accept").expect("an Accept button");
    let (with_army, _) = challenge
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:acceptwith:"))
        .expect("the army menu");
    // A stranger cannot answer; each invited person accepts once.
    let i = fake.click(&stranger, &challenge, &accept).await;
    assert!(answer(&fake, i).await.ephemeral);
    let i = fake.select(&b, &challenge, &with_army, &["odin"]).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 7, "accepting updates the challenge");
    let still_open = r.message.unwrap();
    assert!(
        still_open.text().contains("waiting for"),
        "{}",
        still_open.text()
    );
    assert!(
        still_open.button("Accept").is_some(),
        "the others can still accept"
    );
    let i = fake.click(&b, &still_open, &accept).await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("already accepted"));
    let i = fake.select(&c, &still_open, &with_army, &["shogun"]).await;
    answer(&fake, i).await;
    assert!(
        fake.threads().is_empty(),
        "no match before everyone accepted"
    );
    let i = fake.select(&d, &still_open, &with_army, &["pharaoh"]).await;
    let r = answer(&fake, i).await;
    assert!(r.message.unwrap().text().contains("match #1 is starting"));
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
            Some(PlayerId(b.id)),
            Some(PlayerId(c.id)),
            Some(PlayerId(d.id))
        ]
        .into()
    );
    assert_eq!(stored.game.mode(), Mode::Teams);
    let leaders: Vec<&str> = Seat::ALL
        .iter()
        .map(|&s| stored.game.setup().armies.get(s).leader.name())
        .collect();
    assert_eq!(leaders, ["King", "Odin", "Shogun", "Pharaoh"]);

    // Play to the end, each person from their own hand message.
    let users = [(Seat::A, &a), (Seat::B, &b), (Seat::C, &c), (Seat::D, &d)];
    let started = std::time::Instant::now();
    let mut prompts_seen = std::collections::HashSet::new();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(300),
            "the team match did not end"
        );
        let m = stored_match(&db);
        if m.game.is_over() {
            break;
        }
        // Only the player with priority in a window is prompted, and only the next player (or
        // the active player answering them, R22) ever has priority in one (R37).
        if let Some(prompt) = open_prompt(&fake, thread) {
            if prompts_seen.insert(prompt.id) && m.game.window_open() {
                let reactor = m.game.priority().unwrap();
                let active = m.game.turn().active;
                assert!(reactor == m.game.next(active) || reactor == active);
                let pinged = prompt
                    .allowed_mentions
                    .clone()
                    .unwrap_or_default()
                    .to_string();
                for (seat, user) in users {
                    assert_eq!(
                        pinged.contains(&user.id.to_string()),
                        seat == reactor,
                        "prompt pings: {pinged}"
                    );
                }
            }
        }
        let Some(priority) = m.game.priority() else {
            break;
        };
        let (_, user) = users.iter().find(|(s, _)| *s == priority).unwrap();
        let hand = open_hand(&fake, user, &board).await;
        for kind in hidden_from(&db, Some(priority)) {
            assert!(
                !hand.text().contains(kind.name()),
                "{priority}'s hand message names {} held by another player:\n{}",
                kind.name(),
                hand.text()
            );
        }
        if can_act(&hand) {
            play_one(&fake, user, &hand).await;
        } else {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // The board names no hidden card.
        let now_board = fake
            .channel_messages(thread)
            .into_iter()
            .find(|x| x.id == board.id)
            .unwrap();
        let text = now_board.text();
        let recent_start = text.find("Recent").unwrap_or(text.len());
        for kind in hidden_from(&db, None) {
            assert!(
                !text[..recent_start].contains(kind.name()),
                "the board names hidden {}:\n{text}",
                kind.name()
            );
        }
    }
    let log = Store::open(&db)
        .unwrap()
        .action_log::<Match>(MatchId(1))
        .unwrap();
    for seat in Seat::ALL {
        assert!(
            log.iter()
                .filter(|(_, s, _)| *s == seat_number(seat))
                .count()
                >= 3,
            "{seat} played"
        );
    }
    assert!(stored_match(&db).game.is_over());
    for m in fake.all_messages() {
        if !m.ephemeral {
            assert!(
                !m.text().contains("Your hand"),
                "a hand in public: {}",
                m.text()
            );
        }
    }
    let over = fake
        .wait_message(thread, T, |m| m.id == board.id && m.text().contains("🏆"))
        .await;
    assert!(
        over.text().contains(" and "),
        "the winning team: {}",
        over.text()
    );
    bot.stop().await;
}
