//! Players in different languages: each reads their own replies in theirs, while public
//! messages follow the server's language.

use crate::fake_discord::*;
use crate::support::*;
use invictus::store::Store;
use serde_json::json;

/// Plays one move from a hand message whatever its language: the first action button, else the
/// first action of the first action menu (opening a group if it must). Returns the final answer.
async fn play_any(fake: &FakeDiscord, user: &TestUser, hand: &FakeMessage) -> Reply {
    if let Some(id) = hand
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:act:"))
    {
        let i = fake.click(user, hand, &id).await;
        return answer(fake, i).await;
    }
    let (id, options) = hand
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:pick:"))
        .expect("an action to take");
    let value = options[0].1.clone();
    let i = fake.select(user, hand, &id, &[&value]).await;
    let r = answer(fake, i).await;
    if !value.starts_with("g:") {
        return r;
    }
    let page = r.message.expect("a group page");
    let (id, options) = page.selects().into_iter().next().expect("the group's menu");
    let value = options
        .iter()
        .find(|(_, v)| v.starts_with("a:"))
        .expect("a choice")
        .1
        .clone();
    let i = fake.select(user, &page, &id, &[&value]).await;
    answer(fake, i).await
}

fn settings_language(language: &str, scope: Option<u64>) -> serde_json::Value {
    let mut options = vec![string_option("language", language)];
    if let Some(scope) = scope {
        options.push(json!({"name": "scope", "type": 4, "value": scope}));
    }
    json!([{"name": "language", "type": 1, "options": options}])
}

/// A French-speaking player against an English-speaking one: each reads the replies to their own
/// clicks and commands in their language, while the public messages (challenge, board, pings)
/// follow the server: its Discord locale, until a manager sets `/settings language` for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_player_and_an_english_player_each_read_their_own_language() {
    use invictus::kit::lang::Lang;
    use invictus::tr;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    fake.set_guild_locale("en-US");
    let bot = start_bot(&fake, &db, 0).await;
    // The commands are registered with their French descriptions.
    let registered = fake.wait_commands_registered(T).await;
    let challenge_command = registered
        .iter()
        .find(|c| c["name"] == "challenge")
        .expect("/challenge registered");
    assert_eq!(
        challenge_command["description_localizations"]["fr"],
        Lang::FR.word("cmd-challenge-description")
    );
    assert_ne!(
        Lang::FR.word("cmd-challenge-description"),
        Lang::EN.word("cmd-challenge-description")
    );

    let (a, b) = (alice(), bob().speaking("fr").plain_member());
    fake.register_user(&a);
    fake.register_user(&b);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([user_option("opponent", &b)]),
        )
        .await;
    let challenge = answer(&fake, i).await.message.unwrap();
    // The challenge is public: in the server's language, English.
    let english_challenge = tr!(
        Lang::EN,
        "challenge-duel",
        challenger = format!("<@{}>", a.id),
        challenged = format!("<@{}>", b.id)
    );
    assert!(
        challenge.text().contains(&english_challenge),
        "{}",
        challenge.text()
    );
    let accept = challenge
        .button(&Lang::EN.word("button-accept-king"))
        .expect("the Accept button, in English");
    let i = fake.click(&b, &challenge, &accept).await;
    answer(&fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board_title = tr!(Lang::EN, "board-title", match_id = "1");
    let board = fake
        .wait_message(thread, T, |m| m.text().contains(&board_title))
        .await;
    assert!(board.text().contains(&tr!(Lang::EN, "button-my-hand")));

    // Each player's hand in their own language.
    let hand_b = open_hand(&fake, &b, &board).await;
    let hand_a = open_hand(&fake, &a, &board).await;
    let title = |m: &FakeMessage| m.embeds[0]["title"].as_str().unwrap_or("").to_string();
    assert_eq!(title(&hand_b), tr!(Lang::FR, "hand-title", match_id = "1"));
    assert_eq!(title(&hand_a), tr!(Lang::EN, "hand-title", match_id = "1"));
    assert_ne!(title(&hand_a), title(&hand_b));
    // A click on the other player's message is refused in the clicker's language.
    let foreign = hand_a.custom_ids()[0].clone();
    let i = fake.click(&b, &hand_a, &foreign).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.message.unwrap().content, Lang::FR.word("click-not-yours"));

    // Both keep their hands, in turn: each sees the button and the notice in their language.
    let mut kept = Vec::new();
    while kept.len() < 2 {
        for (user, lang) in [(&a, Lang::EN), (&b, Lang::FR)] {
            if kept.contains(&user.id) {
                continue;
            }
            let hand = open_hand(&fake, user, &board).await;
            if !can_act(&hand) {
                continue;
            }
            let keep = tr!(lang, "action-keep", count = 3);
            assert!(
                hand.button_labels().contains(&keep),
                "{:?}",
                hand.button_labels()
            );
            let id = hand.button(&keep).unwrap();
            let i = fake.click(user, &hand, &id).await;
            let notice = answer(&fake, i).await.message.unwrap().content;
            assert!(notice.starts_with(&format!("✅ {keep}")), "{notice}");
            if kept.is_empty() {
                // The first choice stays secret until the other is made (R7).
                assert!(notice.contains(&lang.word("mulligan-secret")), "{notice}");
            }
            kept.push(user.id);
        }
    }

    // Reference texts follow the reader.
    for (user, lang) in [(&a, Lang::EN), (&b, Lang::FR)] {
        let i = fake.command(user, CHANNEL_ID, "rules", json!([])).await;
        let r = answer(&fake, i).await;
        assert!(r.ephemeral);
        assert_eq!(
            r.message.unwrap().embeds[0]["description"],
            lang.word("rules-overview-text")
        );
    }

    // Bob may not set the server's language (he does not manage it): refused in French.
    let i = fake
        .command(&b, CHANNEL_ID, "settings", settings_language("fr", Some(1)))
        .await;
    let r = answer(&fake, i).await;
    assert_eq!(
        r.message.unwrap().content,
        Lang::FR.word("settings-managers-only")
    );
    // Alice manages the server: its public messages turn French; she is told in English.
    let i = fake
        .command(&a, CHANNEL_ID, "settings", settings_language("fr", Some(1)))
        .await;
    let r = answer(&fake, i).await;
    assert_eq!(
        r.message.unwrap().content,
        tr!(Lang::EN, "settings-server", language = "Français")
    );
    // The next move redraws the board in French, and the public ping is French.
    let french_title = tr!(Lang::FR, "board-title", match_id = "1");
    assert_ne!(french_title, board_title);
    let mut moved = false;
    for user in [&a, &b] {
        let hand = open_hand(&fake, user, &board).await;
        if can_act(&hand) {
            play_any(&fake, user, &hand).await;
            moved = true;
            break;
        }
    }
    assert!(moved, "someone could move");
    fake.wait_for(T, "the board in French", |f| {
        f.message(board.id)
            .filter(|m| m.text().contains(&french_title))
            .map(|_| ())
    })
    .await;
    // Bob's own replies are still French, Alice's still English.
    let hand_a = open_hand(&fake, &a, &board).await;
    assert_eq!(title(&hand_a), tr!(Lang::EN, "hand-title", match_id = "1"));

    // Alice chooses French for herself, then goes back to her client's language.
    let i = fake
        .command(&a, CHANNEL_ID, "settings", settings_language("fr", None))
        .await;
    let r = answer(&fake, i).await;
    assert_eq!(
        r.message.unwrap().content,
        tr!(Lang::FR, "settings-mine", language = "Français")
    );
    let hand_a = open_hand(&fake, &a, &board).await;
    assert_eq!(title(&hand_a), tr!(Lang::FR, "hand-title", match_id = "1"));
    let i = fake
        .command(&a, CHANNEL_ID, "settings", settings_language("auto", None))
        .await;
    let r = answer(&fake, i).await;
    assert_eq!(
        r.message.unwrap().content,
        Lang::EN.word("settings-mine-auto")
    );
    // An unknown language is refused, changing nothing.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "settings",
            settings_language("klingon", None),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.message.unwrap().content.contains("klingon"));
    let hand_a = open_hand(&fake, &a, &board).await;
    assert_eq!(title(&hand_a), tr!(Lang::EN, "hand-title", match_id = "1"));
    bot.stop().await;

    // The server's choice is kept in the database.
    let store = Store::open(&db).unwrap();
    let rows = store.language_rows().unwrap();
    assert!(rows.guilds.iter().any(|(guild, chosen, locale)| *guild
        == invictus::hosting::GuildId(GUILD_ID)
        && chosen.as_deref() == Some("fr")
        && locale.as_deref() == Some("en-US")));
    assert!(rows.players.is_empty(), "alice went back to automatic");
}
