//! Tactica at hand on Discord: `/tactica card` shows an Action card privately in the reader's
//! language (copies, price, when it is played, target, effect and rulings), its name option
//! autocompletes in that language, and an unknown name is refused privately; `/tactica empire`
//! shows an Empire the same way.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::tactica::{text, Ruleset};
use invictus::kit::lang::Lang;
use invictus::tr;
use serde_json::json;

/// `/tactica card name:<name>` by `user`.
async fn tactica_card(fake: &FakeDiscord, user: &TestUser, name: &str) -> Reply {
    let i = fake
        .command(
            user,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "card", "type": 1, "options": [string_option("name", name)]}]),
        )
        .await;
    answer(fake, i).await
}

/// The names the autocomplete of `/tactica card name` offers `user` for `partial`.
async fn card_choices(fake: &FakeDiscord, user: &TestUser, partial: &str) -> Vec<String> {
    let i = fake
        .autocomplete(
            user,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "card", "type": 1, "options": [
                {"name": "name", "type": 3, "value": partial, "focused": true}
            ]}]),
        )
        .await;
    let r = answer(fake, i).await;
    assert_eq!(r.kind, 8, "an autocomplete answer");
    r.body["data"]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["name"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tactica_card_is_shown_privately_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    fake.set_guild_locale("en-US");
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b, c) = (
        alice(),
        bob().speaking("fr").plain_member(),
        carol().speaking("cs").plain_member(),
    );
    for u in [&a, &b, &c] {
        fake.register_user(u);
    }
    let rules = Ruleset::standard();
    let march = rules.card_by_id("forced_march").expect("Forced March");
    let fresh = rules.card_by_id("fresh_horses").expect("Fresh Horses");

    // In English: the name, the copies, the price, a reaction in any window, the effect and its
    // ruling.
    let r = tactica_card(&fake, &a, "forced march").await;
    assert!(r.ephemeral, "the card is shown privately");
    let shown = r.message.expect("the card").text();
    for part in [
        "Forced March",
        "3 copies of its 31 cards",
        "5 gold",
        "a reaction (R), in any reaction window",
        "blue gem",
        "adjacent vacant field",
        "T69",
        "T42",
    ] {
        assert!(shown.contains(part), "{part:?} missing in {shown}");
    }

    // In French, named in French: the same card in the reader's language.
    let french_name = text::card_name(Lang::FR, &rules, march);
    assert_eq!(french_name, "Marche forcée");
    let r = tactica_card(&fake, &b, &french_name).await;
    assert!(r.ephemeral);
    let shown = r.message.expect("the card").text();
    let copies = tr!(Lang::FR, "tactica-card-copies", count = 3, deck = 31);
    for part in [french_name.as_str(), copies.as_str(), "gemme bleue", "T69"] {
        assert!(shown.contains(part), "{part:?} missing in {shown}");
    }
    assert!(
        !shown.contains("Forced March") && !shown.contains("copies"),
        "{shown}"
    );

    // In Czech, named in English: a regular action, in Czech.
    let r = tactica_card(&fake, &c, "Fresh Horses").await;
    assert!(r.ephemeral);
    let shown = r.message.expect("the card").text();
    let when = tr!(Lang::CS, "tactica-card-when", when = "regular");
    for part in [
        text::card_name(Lang::CS, &rules, fresh),
        when,
        "T71".to_string(),
    ] {
        assert!(shown.contains(&part), "{part:?} missing in {shown}");
    }

    // The autocomplete lists the matching names in the reader's language.
    let english = card_choices(&fake, &a, "surpris").await;
    assert_eq!(
        english,
        ["Surprising Attack", "More Surprising Attack"],
        "{english:?}"
    );
    let french = card_choices(&fake, &b, "marche").await;
    assert_eq!(french, ["Marche forcée"], "{french:?}");
    let all = card_choices(&fake, &c, "").await;
    assert_eq!(all.len(), rules.cards.len(), "{all:?}");
    assert!(all.contains(&"Nucený pochod".to_string()), "{all:?}");

    // An unknown name is refused privately, in the reader's language.
    let r = tactica_card(&fake, &b, "Boule de feu").await;
    assert!(r.ephemeral, "a refusal is private");
    assert_eq!(
        r.message.expect("the refusal").content,
        tr!(Lang::FR, "tactica-card-unknown", name = "Boule de feu")
    );
    let r = tactica_card(&fake, &a, "Fireball").await;
    assert!(r.ephemeral);
    let refusal = r.message.expect("the refusal");
    assert_eq!(
        refusal.content,
        tr!(Lang::EN, "tactica-card-unknown", name = "Fireball")
    );
    assert!(refusal.embeds.is_empty(), "nothing listed");

    bot.stop().await;
}

/// `/tactica empire name:<name>` by `user`.
async fn tactica_empire(fake: &FakeDiscord, user: &TestUser, name: &str) -> Reply {
    let i = fake
        .command(
            user,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "empire", "type": 1, "options": [string_option("name", name)]}]),
        )
        .await;
    answer(fake, i).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tactica_empire_is_shown_privately_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    fake.set_guild_locale("en-US");
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b) = (alice(), bob().speaking("fr").plain_member());
    for u in [&a, &b] {
        fake.register_user(u);
    }

    // In English, by its English name: abilities, special unit and Triumph, with the rulings.
    let r = tactica_empire(&fake, &a, "persia").await;
    assert!(r.ephemeral, "the Empire is shown privately");
    let shown = r.message.expect("the Empire").text();
    for part in [
        "Persia",
        "CONSCRIPTION",
        "BRIBERY",
        "Immortal",
        "T109",
        "T112",
        "T84",
    ] {
        assert!(shown.contains(part), "{part:?} missing in {shown}");
    }
    // A Triumph whose text is known is shown; Persia's is not known (T84).
    let r = tactica_empire(&fake, &a, "Assyria").await;
    let shown = r.message.expect("the Empire").text();
    assert!(shown.contains("Terror") && shown.contains("T93"), "{shown}");

    // In French, named in French.
    let r = tactica_empire(&fake, &b, "Perse").await;
    assert!(r.ephemeral);
    let shown = r.message.expect("the Empire").text();
    assert!(shown.contains("Perse") && shown.contains("T109"), "{shown}");
    assert!(!shown.contains("Persia"), "{shown}");

    // A special unit's numbers name its Empire (T85).
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "unit", "type": 1, "options": [string_option("name", "Immortal")]}]),
        )
        .await;
    let shown = answer(&fake, i).await.message.expect("the unit").text();
    assert!(
        shown.contains("Immortal") && shown.contains("only Persia"),
        "{shown}"
    );

    // An unknown name is refused privately, in the reader's language.
    let r = tactica_empire(&fake, &b, "Atlantide").await;
    assert!(r.ephemeral, "a refusal is private");
    assert_eq!(
        r.message.expect("the refusal").content,
        tr!(Lang::FR, "tactica-empire-unknown", name = "Atlantide")
    );

    bot.stop().await;
}
