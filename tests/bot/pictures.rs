//! The board as a picture replaced on every edit, hands and cards as pictures, and the board as
//! text only when pictures are off.

use crate::fake_discord::*;
use crate::support::*;
use serde_json::json;

/// The board picture attached to a board message, if it carries one, checked against its embed:
/// the embed shows exactly that file.
fn board_picture(board: &FakeMessage) -> Option<FakeAttachment> {
    let pictures: Vec<&FakeAttachment> = board
        .attachments
        .iter()
        .filter(|a| a.filename == "board.png")
        .collect();
    assert!(
        pictures.len() <= 1,
        "a board carries one picture, not a pile"
    );
    let picture = (*pictures.first()?).clone();
    let image = board.embeds[0]["image"]["url"].as_str().map(str::to_string);
    assert_eq!(
        image,
        Some(picture.url(board.channel_id)),
        "the board embed shows its picture"
    );
    Some(picture)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_is_a_picture_replaced_on_every_edit_and_hands_and_cards_are_pictures() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("pictures.db");
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b) = (alice(), bob());
    let (thread, board) = two_hour_match(&fake, &a, &b).await;

    // The board is posted with its picture: a PNG of the board's width that decodes, shown in
    // the embed, whose text stays.
    let board = fake
        .wait_message(thread, T, |m| m.id == board.id && !m.attachments.is_empty())
        .await;
    let first = board_picture(&board).expect("the board carries its picture");
    let (width, height) = first.png.expect("the picture decodes as a PNG");
    assert_eq!(width, invictus::games::invictus::picture::BOARD_WIDTH);
    assert!(height > 300 && first.size < 150 * 1024, "{first:?}");
    assert!(
        first.description.is_some(),
        "the picture is described for screen readers"
    );
    assert!(
        board.text().contains("Move due <t:"),
        "the embed keeps its text"
    );

    // A move: the board is edited and carries a new picture in place of the old one.
    let mut moved = false;
    for user in [&a, &b] {
        let hand = open_hand(&fake, user, &board).await;
        if !can_act(&hand) {
            continue;
        }
        // The hand is shown as a picture too, privately.
        let picture = hand
            .attachments
            .iter()
            .find(|p| p.filename == "hand.png")
            .expect("the hand carries its picture");
        assert!(picture.png.is_some(), "{picture:?}");
        assert_eq!(
            hand.embeds[0]["image"]["url"].as_str(),
            Some(picture.url(hand.channel_id).as_str())
        );
        assert!(hand.ephemeral && hand.visible_to == Some(user.id));
        play_one(&fake, user, &hand).await;
        moved = true;
        break;
    }
    assert!(moved, "someone can move at the start");
    let edited = fake
        .wait_for(T, "the board edited with a new picture", |f| {
            let m = f.message(board.id)?;
            let picture = board_picture(&m)?;
            (picture.id != first.id).then_some((m, picture))
        })
        .await;
    let (edited, second) = edited;
    assert_eq!(edited.attachments.len(), 1, "the old picture was replaced");
    assert!(second.png.is_some());
    // Every version of the board after the first post shows a picture.
    for version in edited.history.iter() {
        let files = version["attachments"].as_array().map_or(0, Vec::len);
        assert_eq!(files, 1, "a board version without its picture: {version}");
    }
    // Pictures never reach a public message other than the board.
    for m in fake.channel_messages(thread) {
        if m.id != board.id {
            assert!(
                m.attachments.iter().all(|a| a.filename != "hand.png"),
                "a hand picture in public"
            );
        }
    }

    // `/card` shows the card as a picture.
    let i = fake
        .command(
            &a,
            thread,
            "card",
            json!([string_option("name", "Guardian")]),
        )
        .await;
    let card = answer(&fake, i).await.message.expect("the card");
    let picture = card
        .attachments
        .iter()
        .find(|p| p.filename == "card.png")
        .expect("the card carries its picture");
    assert!(picture.png.is_some());
    assert!(card.text().contains("Guardian"));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_board_image_off_the_board_is_text_only() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("text.db");
    let bot = start_bot_configured(
        &fake,
        &db,
        0,
        std::sync::Arc::new(invictus::hosting::SystemClock),
        "board_image = false",
    )
    .await;
    let (a, b) = (alice(), bob());
    let (_, board) = two_hour_match(&fake, &a, &b).await;
    assert!(board.attachments.is_empty() && board.embeds[0]["image"].is_null());
    let hand = open_hand(&fake, &a, &board).await;
    assert!(hand.attachments.is_empty());
    bot.stop().await;
}
