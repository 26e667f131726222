//! Tactica's Empires on Discord: a duel challenged with `empires`, its draft played in "My turn"
//! (each ban and pick a click in the player's private menus, every choice shown on the board as
//! it happens), then the castle choice; the Empires stay beside their players on the board.

use crate::fake_discord::*;
use crate::support::*;
use crate::tactica::{click_action, stored, tactica_challenge, text_boards_bot};
use invictus::games::{Game, SeatNo};
use invictus::lang::Lang;
use invictus::tactica::{text, Action, Decision, Ruleset};
use invictus::tr;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t7_a_duel_with_empires_is_drafted_by_clicks_and_the_board_shows_each_choice() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = text_boards_bot(&fake, &db).await;
    let (a, b) = (alice(), bob());
    for u in [&a, &b] {
        fake.register_user(u);
    }
    let empires = vec![json!({"name": "empires", "type": 5, "value": true})];
    let r = tactica_challenge(&fake, &a, 0, &[&b], empires).await;
    let challenge = r.message.expect("the challenge");
    assert!(
        challenge
            .text()
            .contains(&tr!(Lang::EN, "tactica-challenge-empires")),
        "{}",
        challenge.text()
    );
    let accept = challenge.button("Accept").expect("Accept");
    let i = fake.click(&b, &challenge, &accept).await;
    answer(&fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;

    let rules = Ruleset::standard();
    let users = [&a, &b];
    // The draw winner bans Akkad, the other Sumer; they pick Persia and Media (naming its
    // cheaper type), as the draft asks them in turn.
    let wanted = ["akkad", "sumer", "persia", "media"];
    for (step, id) in wanted.into_iter().enumerate() {
        let m = stored(&db);
        let decision = *m.game.decision().expect("the draft is a decision");
        let seat: SeatNo = decision.seat();
        let expected_seat = m.game.order()[step % 2];
        assert_eq!(seat, expected_seat, "the draft follows the drawn order");
        let empire = rules.empires.by_id(id).expect("an Empire");
        let legal = Game::legal_actions(&m.game, seat);
        let action = legal
            .iter()
            .copied()
            .find(|a| match (*a, decision) {
                (Action::BanEmpire { empire: e }, Decision::BanEmpire { .. }) => e == empire,
                (Action::PickEmpire { empire: e, .. }, Decision::PickEmpire { .. }) => e == empire,
                _ => false,
            })
            .expect("the Empire is open");
        let index = legal.iter().position(|x| *x == action).unwrap();
        let user = users[usize::from(seat)];
        let hand = open_hand(&fake, user, &board).await;
        let reply = click_action(&fake, user, &hand, index).await;
        assert!(reply.ephemeral || reply.kind == 4, "{reply:?}");
        assert_eq!(stored(&db).game.version(), m.game.version() + 1);
        // The board tells everyone at once.
        let name = text::empire_name(Lang::EN, &rules, empire);
        fake.wait_message(thread, T, |m| m.id == board.id && m.text().contains(&name))
            .await;
    }
    let m = stored(&db);
    let first = m.game.order()[0];
    assert_eq!(
        m.game.player(first).empire,
        rules.empires.by_id("persia"),
        "the draw winner picked first"
    );
    assert!(
        m.game.player(1 - first).cheaper.is_some(),
        "Media named its type"
    );
    assert!(m.game.decision().is_none(), "the draft is over");
    // The board names both Empires beside their players, and the first castle choice is next.
    let shown = fake
        .wait_message(thread, T, |m| {
            m.id == board.id && m.text().contains("Persia") && m.text().contains("Media")
        })
        .await;
    let banned = tr!(
        Lang::EN,
        "tactica-board-banned",
        empires = "Akkad and Sumer"
    );
    assert!(shown.text().contains(&banned), "{}", shown.text());
    assert!(
        !shown
            .text()
            .lines()
            .any(|l| l.contains("<@") && l.contains("Akkad")),
        "a banned Empire is no one's"
    );
    let hand = open_hand(&fake, users[usize::from(first)], &board).await;
    assert!(
        hand.selects()
            .iter()
            .flat_map(|(_, options)| options.iter())
            .any(|(label, _)| label.contains("castle") || label.contains("Castle")),
        "the castle choice comes after the draft: {:?}",
        hand.selects()
    );
    bot.stop().await;
}
