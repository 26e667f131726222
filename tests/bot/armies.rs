//! Saved armies (/army) and the army builder: kept, offered, refused when not valid and played.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::invictus::rules::{Match, Seat};
use invictus::store::{MatchId, Store};
use serde_json::json;
use std::path::Path;

/// The armies of match `id` once it has started.
async fn started_armies(
    fake: &FakeDiscord,
    db: &Path,
    id: MatchId,
) -> invictus::games::invictus::rules::BySeat<invictus::games::invictus::rules::Army> {
    let stored = fake
        .wait_for(T, "the match", |_| {
            Store::open(db).ok()?.load_match::<Match>(id).ok()
        })
        .await;
    stored.game.setup().armies.clone()
}

/// `/army …` (a subcommand), then its reply for `user`.
async fn army_command(
    fake: &FakeDiscord,
    user: &TestUser,
    sub: &str,
    options: serde_json::Value,
) -> Reply {
    let i = fake
        .command(
            user,
            CHANNEL_ID,
            "army",
            json!([{"name": sub, "type": 1, "options": options}]),
        )
        .await;
    answer(fake, i).await
}

/// Saved armies: saved, listed, shown, refused when not valid, offered in autocomplete and in the
/// accept menu, played in a challenge and by the built-in opponent of /practice (`vs`), deleted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saved_armies_are_kept_offered_and_played() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b) = (alice(), bob());
    fake.register_user(&a);
    fake.register_user(&b);
    const MIXED: &str = "leader=shogun blue=samurai:4 green=guardian:4 red=arbalist:4 \
                         yellow=anubis:4 purple=wizard:4";

    // Not valid: a short army, a preset's name; nothing is saved.
    let r = army_command(
        &fake,
        &a,
        "save",
        json!([
            string_option("name", "rush"),
            string_option("army", "leader=shogun blue=samurai:4")
        ]),
    )
    .await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("exactly 20"));
    let r = army_command(
        &fake,
        &a,
        "save",
        json!([string_option("name", "King"), string_option("army", "odin")]),
    )
    .await;
    assert!(r.message.unwrap().text().contains("preset"));
    let r = army_command(&fake, &a, "list", json!([])).await;
    assert!(r.message.unwrap().text().contains("no saved armies"));

    // Saved: the reply shows the army's numbers; Alice saves two, Bob one.
    let r = army_command(
        &fake,
        &a,
        "save",
        json!([
            string_option("name", "Samurai wall"),
            string_option("army", MIXED)
        ]),
    )
    .await;
    assert!(r.ephemeral);
    let text = r.message.unwrap().text();
    assert!(
        text.contains("Saved") && text.contains("4 × **Samurai**") && text.contains("attack"),
        "{text}"
    );
    army_command(
        &fake,
        &a,
        "save",
        json!([
            string_option("name", "pharaoh copy"),
            string_option("army", "pharaoh")
        ]),
    )
    .await;
    let r = army_command(
        &fake,
        &b,
        "save",
        json!([
            string_option("name", "bob odin"),
            string_option("army", "odin")
        ]),
    )
    .await;
    assert!(r.message.unwrap().text().contains("Saved"));
    let r = army_command(&fake, &a, "list", json!([])).await;
    let text = r.message.unwrap().text();
    assert!(
        text.contains("Samurai wall")
            && text.contains("pharaoh copy")
            && !text.contains("bob odin"),
        "{text}"
    );
    let r = army_command(
        &fake,
        &a,
        "show",
        json!([string_option("name", "samurai WALL")]),
    )
    .await;
    assert!(r
        .message
        .unwrap()
        .text()
        .contains("leader=shogun blue=samurai:4"));

    // Autocomplete offers one's own saved armies (and the presets), never another's.
    let i = fake
        .autocomplete(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([user_option("opponent", &b), {"name": "army", "type": 3, "value": "", "focused": true}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 8);
    let offered = r.body.to_string();
    assert!(
        offered.contains("Samurai wall")
            && offered.contains("shogun")
            && !offered.contains("bob odin"),
        "{offered}"
    );

    // A challenge with a saved army; Bob accepts with his own saved army from the menu.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([
                user_option("opponent", &b),
                string_option("army", "samurai wall")
            ]),
        )
        .await;
    let challenge = answer(&fake, i).await.message.expect("the challenge");
    let (menu, options) = challenge
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:acceptwith:"))
        .expect("an army menu");
    assert!(
        options
            .iter()
            .any(|(label, value)| value == "saved:bob odin" && label.contains("bob odin")),
        "Bob's saved army is in the menu: {options:?}"
    );
    assert!(
        options.iter().any(|(_, value)| value == "shogun"),
        "and the presets"
    );
    // Alice's saved army name is not Bob's: a forged choice of it is refused.
    let i = fake
        .select(&b, &challenge, &menu, &["saved:pharaoh copy"])
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("no saved army"));
    let i = fake
        .select(&b, &challenge, &menu, &["saved:bob odin"])
        .await;
    answer(&fake, i).await;
    let armies = started_armies(&fake, &db, MatchId(1)).await;
    assert_eq!(
        armies.get(Seat::A).to_string(),
        invictus::games::invictus::rules::Army::parse(MIXED, false)
            .unwrap()
            .to_string()
    );
    assert_eq!(
        armies.get(Seat::B),
        &invictus::games::invictus::rules::Army::parse("odin", false).unwrap()
    );

    // /practice vs: the built-in opponent plays the saved army named.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([string_option("vs", "pharaoh copy")]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.message.unwrap().text().contains("practice match #2"));
    let setup = Store::open(&db)
        .unwrap()
        .load_match::<Match>(MatchId(2))
        .unwrap()
        .game
        .setup()
        .armies
        .clone();
    assert_eq!(
        setup.get(Seat::A),
        &invictus::games::invictus::rules::Army::parse("king", false).unwrap()
    );
    assert_eq!(
        setup.get(Seat::B),
        &invictus::games::invictus::rules::Army::parse("pharaoh", false).unwrap()
    );

    // Deleted, and gone from the list; deleting it again is refused.
    let r = army_command(
        &fake,
        &a,
        "delete",
        json!([string_option("name", "Pharaoh Copy")]),
    )
    .await;
    assert!(r.message.unwrap().text().contains("Deleted"));
    let r = army_command(
        &fake,
        &a,
        "delete",
        json!([string_option("name", "pharaoh copy")]),
    )
    .await;
    assert!(r.message.unwrap().text().contains("no saved army"));
    let r = army_command(&fake, &a, "list", json!([])).await;
    assert!(!r.message.unwrap().text().contains("pharaoh copy"));
    bot.stop().await;
}

/// The army builder: menus change the army shown (its numbers and whether it is ready), a
/// stranger's click is refused, Save keeps it, and /challenge accepts the army it made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_army_builder_makes_an_army_that_challenge_accepts() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b) = (alice(), bob());
    fake.register_user(&a);
    fake.register_user(&b);
    let r = army_command(
        &fake,
        &a,
        "build",
        json!([
            string_option("name", "built"),
            string_option("from", "king")
        ]),
    )
    .await;
    assert!(r.ephemeral);
    let mut builder = r.message.unwrap();
    assert!(
        builder.text().contains("ready to save"),
        "{}",
        builder.text()
    );
    let menu = |m: &FakeMessage, placeholder_start: &str| -> String {
        m.leaf_components()
            .into_iter()
            .find(|c| {
                c["placeholder"]
                    .as_str()
                    .is_some_and(|p| p.starts_with(placeholder_start))
            })
            .and_then(|c| c["custom_id"].as_str().map(str::to_string))
            .unwrap_or_else(|| panic!("a menu {placeholder_start}…: {m:?}"))
    };
    // Someone else's click on Alice's builder changes nothing.
    let leader = menu(&builder, "Leader");
    let i = fake.select(&b, &builder, &leader, &["shogun"]).await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.kind == 4, "refused privately");
    for (start, value) in [
        ("Leader", "shogun"),
        ("Editing", "purple"),
        ("purple Soldier", "none"),
    ] {
        let id = menu(&builder, start);
        let i = fake.select(&a, &builder, &id, &[value]).await;
        let r = answer(&fake, i).await;
        assert_eq!(r.kind, 7, "the builder is redrawn");
        builder = r.message.unwrap();
    }
    let text = builder.text();
    assert!(
        text.contains("Not ready yet") && text.contains("16 Soldiers"),
        "{text}"
    );
    let save = builder.button("Save “built”").expect("a Save button");
    let i = fake.click(&a, &builder, &save).await;
    let r = answer(&fake, i).await;
    assert!(
        r.message.unwrap().text().contains("not valid"),
        "an army that is not ready is not saved"
    );
    for (start, value) in [("Editing", "blue"), ("blue count", "8")] {
        let id = menu(&builder, start);
        let i = fake.select(&a, &builder, &id, &[value]).await;
        builder = answer(&fake, i).await.message.unwrap();
    }
    assert!(
        builder.text().contains("ready to save"),
        "{}",
        builder.text()
    );
    let save = builder.button("Save “built”").unwrap();
    let i = fake.click(&a, &builder, &save).await;
    let r = answer(&fake, i).await;
    assert!(r.message.unwrap().text().contains("Saved"));

    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([user_option("opponent", &b), string_option("army", "built")]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(!r.ephemeral, "the challenge with the built army is made");
    let challenge = r.message.unwrap();
    let i = fake
        .click(&b, &challenge, &challenge.button("Accept").unwrap())
        .await;
    answer(&fake, i).await;
    let army = started_armies(&fake, &db, MatchId(1))
        .await
        .get(Seat::A)
        .clone();
    assert_eq!(
        army.to_string(),
        "leader=shogun blue=warrior:8 green=guardian:4 red=archer:4 yellow=priest:4"
    );
    bot.stop().await;
}
