//! Tactica's reach picture on Discord: opening a unit's group in "My turn" shows, privately, the
//! map with that unit's destinations and targets; going back to the groups, or playing one of its
//! moves, takes the picture away; the other player never sees it; with pictures off, the menus
//! come alone.

use crate::fake_discord::*;
use crate::support::*;
use crate::tactica::{click_action, offered, stored, tactica_challenge};
use invictus::games::tactica::{Action, Match};
use invictus::games::{Game, SeatNo, Waiting};
use serde_json::json;
use std::path::Path;
use std::time::{Duration, Instant};

/// The file name of the reach picture.
const REACH_FILE: &str = "reach.png";

/// A Tactica duel on the 3-castle map, challenged by `a` and accepted by `b`: its thread and
/// its board.
async fn duel(fake: &FakeDiscord, a: &TestUser, b: &TestUser) -> (u64, FakeMessage) {
    let challenge = tactica_challenge(fake, a, 0, &[b], Vec::new())
        .await
        .message
        .expect("the challenge");
    let accept = challenge.button("Accept").expect("Accept");
    let i = fake.click(b, &challenge, &accept).await;
    answer(fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;
    (thread, board)
}

/// The action menu of a private message.
fn pick_menu(message: &FakeMessage) -> Option<(String, Vec<(String, String)>)> {
    message
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:pick:"))
}

/// The setup's next choice: a castle, then one recruit while the seat has no unit, then the end
/// of the turn (a pass in a window).
fn setup_choice(game: &Match, seat: SeatNo, legal: &[Action]) -> Action {
    let has_units = game.view(Some(seat)).units.iter().any(|u| u.owner == seat);
    legal
        .iter()
        .find(|a| matches!(a, Action::ChooseCastle { .. }))
        .or_else(|| {
            legal
                .iter()
                .find(|a| !has_units && matches!(a, Action::Recruit { .. }))
        })
        .or_else(|| legal.iter().find(|a| **a == Action::EndTurn))
        .or_else(|| legal.iter().find(|a| **a == Action::Pass))
        .copied()
        .expect("a castle, a recruit, the end of the turn or a pass")
}

/// Plays castles, recruits and turn ends by clicks until the player on turn has a unit that can
/// move. Returns that seat and the unit's field.
async fn play_until_a_unit_can_move(
    fake: &FakeDiscord,
    db: &Path,
    board: &FakeMessage,
    users: [&TestUser; 2],
) -> (SeatNo, u16) {
    for _ in 0..40 {
        let m = stored(db);
        let seat = match Game::waiting(&m.game) {
            Waiting::Turn { seat } => seat,
            Waiting::Window { seats } => seats[0],
            Waiting::Over => panic!("the match ended during its setup"),
        };
        let legal = Game::legal_actions(&m.game, seat);
        let mover = legal.iter().find_map(|a| match a {
            Action::Move { unit, .. } => Some(*unit),
            _ => None,
        });
        if let Some(unit) = mover {
            return (seat, unit);
        }
        let action = setup_choice(&m.game, seat, &legal);
        let index = legal.iter().position(|a| *a == action).expect("legal");
        let user = users[usize::from(seat)];
        let hand = open_hand(fake, user, board).await;
        click_action(fake, user, &hand, index).await;
        assert_eq!(stored(db).game.version(), m.game.version() + 1);
    }
    panic!("no unit could move after 40 actions");
}

/// Waits until the board has not been edited for a while, so that no board picture is being
/// drawn when a page asks for its own.
async fn board_settled(fake: &FakeDiscord, board: u64) {
    let quiet = Duration::from_millis(700);
    let started = Instant::now();
    tokio::time::sleep(quiet).await;
    loop {
        let last = fake
            .with_message(board, |m| m.history_at.last().copied())
            .flatten()
            .expect("the board");
        if last.elapsed() >= quiet {
            return;
        }
        assert!(started.elapsed() < T, "the board is never left alone");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The option of `unit`'s group in the groups menu of `hand` ("Light Infantry on F7").
fn unit_group(hand: &FakeMessage, field: &str) -> (String, String) {
    let (pick, options) = pick_menu(hand).expect("an action menu");
    let suffix = format!(" on {field}");
    let (_, value) = options
        .iter()
        .find(|(label, _)| label.ends_with(&suffix))
        .unwrap_or_else(|| panic!("no group of the unit on {field}: {options:?}"))
        .clone();
    assert!(value.starts_with("g:"), "the unit has several choices");
    (pick, value)
}

/// The descriptions of the reach pictures any version of `message` carried.
fn reach_descriptions(message: &FakeMessage) -> Vec<String> {
    message
        .history
        .iter()
        .flat_map(|version| {
            version["attachments"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter(|file| file["filename"] == REACH_FILE)
        .map(|file| file["description"].as_str().unwrap_or("").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_units_page_shows_its_reach_privately_and_going_back_removes_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b) = (alice(), bob());
    for u in [&a, &b] {
        fake.register_user(u);
    }
    let (_, board) = duel(&fake, &a, &b).await;
    // `/tactica map` shows a map's picture privately; the board carries the match's.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "map", "type": 1, "options": [{"name": "map", "type": 4, "value": 2}]}]),
        )
        .await;
    let shown = answer(&fake, i).await;
    assert!(shown.ephemeral);
    assert_eq!(
        shown.message.unwrap().attachments.len(),
        1,
        "the map's picture"
    );
    assert_eq!(board.attachments.len(), 1, "the map picture");
    assert_eq!(board.attachments[0].filename, "map.png");
    assert!(board.attachments[0].png.is_some(), "a PNG");
    let users = [&a, &b];
    let (seat, unit) = play_until_a_unit_can_move(&fake, &db, &board, users).await;
    let (user, other) = (users[usize::from(seat)], users[1 - usize::from(seat)]);
    let field = stored(&db).game.board().label(unit).to_string();
    board_settled(&fake, board.id).await;

    // "My turn" lists the groups, without a picture; the unit's group comes with its reach.
    let hand = open_hand(&fake, user, &board).await;
    assert!(
        hand.attachments.is_empty(),
        "the groups page has no picture"
    );
    let (pick, group) = unit_group(&hand, &field);
    let i = fake.select(user, &hand, &pick, &[&group]).await;
    let reply = answer(&fake, i).await;
    assert!(reply.kind == 7 && reply.ephemeral, "{reply:?}");
    let page = fake.message(hand.id).expect("the private message");
    assert_eq!(page.visible_to, Some(user.id));
    assert_eq!(page.attachments.len(), 1, "the reach picture");
    let picture = &page.attachments[0];
    assert_eq!(picture.filename, REACH_FILE);
    let (width, height) = picture.png.expect("a PNG");
    // The part of the map around the unit, under a header: narrower than the 960-pixel map.
    assert!(
        (400..960).contains(&width) && height > 200,
        "{width}×{height}"
    );
    assert!(picture.size <= 150 * 1024, "{} bytes", picture.size);
    assert!(
        picture
            .description
            .as_deref()
            .is_some_and(|d| d.contains(&field)),
        "described for screen readers: {:?}",
        picture.description
    );
    assert!(
        page.embeds[0]["image"]["url"]
            .as_str()
            .is_some_and(|url| url.ends_with(REACH_FILE)),
        "shown in the message's embed"
    );

    // Back to the groups: the picture goes.
    let back = page
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:back:"))
        .expect("Back");
    let i = fake.click(user, &page, &back).await;
    assert_eq!(answer(&fake, i).await.kind, 7);
    let groups = fake.message(hand.id).unwrap();
    assert!(groups.attachments.is_empty(), "{:?}", groups.attachments);
    assert!(groups.embeds[0].get("image").is_none());

    // Opened again, then one of its moves played: the page after the move has no picture either.
    let (pick, group) = unit_group(&groups, &field);
    let i = fake.select(user, &groups, &pick, &[&group]).await;
    answer(&fake, i).await;
    let page = fake.message(hand.id).unwrap();
    assert_eq!(page.attachments.len(), 1, "the reach picture again");
    let m = stored(&db);
    let legal = Game::legal_actions(&m.game, seat);
    let index = legal
        .iter()
        .position(|a| matches!(a, Action::Move { unit: u, .. } if *u == unit))
        .expect("a move of the unit");
    let (id, value) = offered(&page, index).expect("the move on the unit's page");
    let i = fake.select(user, &page, &id, &[&value]).await;
    answer(&fake, i).await;
    assert_eq!(stored(&db).game.version(), m.game.version() + 1, "moved");
    let after = fake.message(hand.id).unwrap();
    assert!(after.text().contains('✅') && after.attachments.is_empty());

    // Reach pictures (the unit's, and those of recruitment pages during the setup) are only
    // ever on private messages; the unit's was on its player's message alone.
    let theirs = open_hand(&fake, other, &board).await;
    assert!(theirs.attachments.is_empty());
    let unit_picture = |description: &String| {
        description.contains(&format!(" on {field}”")) && !description.contains("Recruit on")
    };
    let mut carriers = Vec::new();
    for message in fake.all_messages() {
        let descriptions = reach_descriptions(&message);
        if descriptions.is_empty() {
            continue;
        }
        assert!(
            message.ephemeral && message.visible_to.is_some(),
            "a reach picture in public: {message:?}"
        );
        if descriptions.iter().any(unit_picture) {
            carriers.push((message.id, message.visible_to));
        }
    }
    assert_eq!(carriers, vec![(hand.id, Some(user.id))]);
    assert!(!fake
        .ephemeral_messages(other.id)
        .iter()
        .any(|m| reach_descriptions(m).iter().any(unit_picture)));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_pictures_off_a_units_page_has_its_menus_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot_configured(
        &fake,
        &db,
        0,
        std::sync::Arc::new(invictus::hosting::SystemClock),
        "board_image = false",
    )
    .await;
    let (a, b) = (alice(), bob());
    for u in [&a, &b] {
        fake.register_user(u);
    }
    let (_, board) = duel(&fake, &a, &b).await;
    assert!(board.attachments.is_empty(), "no map picture either");
    let users = [&a, &b];
    let (seat, unit) = play_until_a_unit_can_move(&fake, &db, &board, users).await;
    let user = users[usize::from(seat)];
    let field = stored(&db).game.board().label(unit).to_string();
    let hand = open_hand(&fake, user, &board).await;
    let (pick, group) = unit_group(&hand, &field);
    let i = fake.select(user, &hand, &pick, &[&group]).await;
    assert_eq!(answer(&fake, i).await.kind, 7);
    let page = fake.message(hand.id).unwrap();
    assert!(page.attachments.is_empty(), "{:?}", page.attachments);
    assert!(pick_menu(&page).is_some(), "the unit's choices");
    assert!(fake
        .all_messages()
        .iter()
        .all(|m| reach_descriptions(m).is_empty()));
    bot.stop().await;
}
