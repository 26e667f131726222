//! What follows a match's end: resignation, /export and its replay, ratings in /profile and
//! /leaderboard, and the rematch.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::invictus::rules::{Match, Seat};
use invictus::games::GameKind;
use invictus::hosting::PlayerId;
use invictus::store::{MatchId, Store};
use serde_json::json;

/// `user` resigns their match in `channel` (the command, then its confirmation).
async fn resign(fake: &FakeDiscord, user: &TestUser, channel: u64) {
    let i = fake
        .command(user, channel, "resign", serde_json::Value::Null)
        .await;
    let confirm = answer(fake, i).await.message.unwrap();
    let i = fake
        .click(user, &confirm, &confirm.button("Resign").unwrap())
        .await;
    answer(fake, i).await;
}

/// /export: refused while the match runs (its seed would show the draw order) and for a match
/// that does not exist; once the match is over, the log comes as a JSON file that
/// `invictus replay` replays to the stored outcome.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_is_exported_and_replays_but_a_running_one_is_not() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (thread, _board) = challenge_and_accept(&fake).await;
    let (a, b) = (alice(), bob());
    let export = |user: TestUser, number: Option<i64>| {
        let fake = &fake;
        async move {
            let options = match number {
                Some(n) => json!([{"name": "match", "type": 4, "value": n}]),
                None => json!([]),
            };
            let i = fake.command(&user, thread, "export", options).await;
            let r = answer(fake, i).await;
            assert!(r.ephemeral, "an export is answered privately");
            r.message.expect("an answer")
        }
    };
    let running = export(a.clone(), Some(1)).await;
    assert!(
        running.text().contains("still in progress"),
        "{}",
        running.text()
    );
    assert!(running.attachments.is_empty());
    assert!(export(a.clone(), Some(99))
        .await
        .text()
        .contains("no such match"));

    resign(&fake, &a, thread).await;
    fake.wait_message(thread, T, |m| m.text().contains("wins by resignation"))
        .await;

    let done = export(b.clone(), None).await;
    let file = done
        .attachments
        .iter()
        .find(|f| f.filename == "invictus-match-1.json")
        .unwrap_or_else(|| panic!("the log as a file: {done:?}"));
    let text = file.text.clone().expect("the file's text");
    let exported: invictus::games::invictus::replay::ExportedMatch =
        serde_json::from_str(&text).unwrap();
    let stored = stored_match(&db);
    assert_eq!(exported.log.actions.len() as u64, stored.game.version());
    assert_eq!(exported.about.players[0].player, Some(PlayerId(a.id)));
    let path = dir.path().join("invictus-match-1.json");
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(["replay", "--json"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let replayed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        replayed["outcome"],
        serde_json::to_value(stored.game.outcome()).unwrap()
    );
    bot.stop().await;
}

/// A duel between people played to its end (by resignation) is rated: the winner's rating goes
/// up and the loser's down, per server and across servers, shown in /profile and /leaderboard;
/// a practice match changes no rating.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_duel_moves_both_ratings_shown_in_profile_and_leaderboard() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (thread, _board) = challenge_and_accept(&fake).await;
    let (a, b, c) = (alice(), bob(), carol());
    let ask = |user: TestUser, name: &'static str, options: serde_json::Value| {
        let fake = &fake;
        async move {
            let i = fake.command(&user, thread, name, options).await;
            let r = answer(fake, i).await;
            assert!(r.ephemeral, "/{name} is answered privately");
            r.message.expect("an answer").text()
        }
    };
    let before = ask(a.clone(), "profile", json!([])).await;
    assert!(before.contains("not rated yet"), "{before}");

    resign(&fake, &a, thread).await;
    fake.wait_message(thread, T, |m| m.text().contains("wins by resignation"))
        .await;

    // Glicko-2 from 1500 ± 350 each: the winner 1662, the loser 1338, both provisional.
    let store = Store::open(&db).unwrap();
    let winner = store
        .rating(PlayerId(b.id), GameKind::Invictus, invictus::store::GLOBAL)
        .unwrap()
        .unwrap();
    let loser = store
        .rating(PlayerId(a.id), GameKind::Invictus, invictus::store::GLOBAL)
        .unwrap()
        .unwrap();
    assert_eq!(
        (winner.rating.round(), loser.rating.round()),
        (1662.0, 1338.0)
    );
    assert_eq!((winner.wins, loser.losses), (1, 1));
    let in_server = store
        .rating(
            PlayerId(b.id),
            GameKind::Invictus,
            invictus::store::Scope::Guild(invictus::store::GuildId(GUILD_ID)),
        )
        .unwrap()
        .unwrap();
    assert_eq!(in_server.rating.round(), 1662.0, "rated in the server too");
    drop(store);

    let mine = ask(a.clone(), "profile", json!([])).await;
    assert!(
        mine.contains("**1338?**") && mine.contains("place 2 of 2"),
        "{mine}"
    );
    assert!(
        mine.contains("0 W · 1 L · 0 D") && mine.contains("Current streak: 1 loss"),
        "{mine}"
    );
    assert!(
        mine.contains("Most played army: King") && mine.contains("#1 lost against"),
        "{mine}"
    );
    let theirs = ask(c.clone(), "profile", json!([user_option("user", &b)])).await;
    assert!(
        theirs.contains("**1662?**") && theirs.contains("place 1 of 2"),
        "{theirs}"
    );
    let board = ask(c.clone(), "leaderboard", json!([])).await;
    let first = board
        .find(&format!("1. <@{}>", b.id))
        .expect("the winner first");
    let second = board
        .find(&format!("2. <@{}>", a.id))
        .expect("the loser second");
    assert!(
        first < second && board.contains("not rated here"),
        "{board}"
    );
    let global = ask(
        a.clone(),
        "leaderboard",
        json!([{"name": "scope", "type": 4, "value": 1}]),
    )
    .await;
    assert!(
        global.contains("all servers") || global.contains("Your place: 2 of 2"),
        "{global}"
    );
    assert!(global.contains("Your place: 2 of 2"), "{global}");

    // A practice match resigned at once changes no rating.
    let i = fake.command(&a, CHANNEL_ID, "practice", json!([])).await;
    answer(&fake, i).await;
    let practice_thread = fake
        .wait_for(T, "the practice thread", |f| {
            f.threads().iter().map(|t| t.0).find(|&t| t != thread)
        })
        .await;
    fake.wait_message(practice_thread, T, |m| {
        m.text().contains("Invictus · match #2")
    })
    .await;
    resign(&fake, &a, practice_thread).await;
    fake.wait_message(practice_thread, T, |m| {
        m.text().contains("wins by resignation")
    })
    .await;
    let store = Store::open(&db).unwrap();
    assert_eq!(
        store
            .rating(PlayerId(a.id), GameKind::Invictus, invictus::store::GLOBAL)
            .unwrap()
            .unwrap()
            .rating
            .round(),
        1338.0
    );
    assert!(store.rating_changes(MatchId(2)).unwrap().is_empty());
    drop(store);
    let mine = ask(a.clone(), "profile", json!([])).await;
    assert!(
        mine.contains("Against the built-in opponent: 0 W · 1 L · 0 D"),
        "{mine}"
    );
    bot.stop().await;
}

/// Rematch: the game-over message of a duel between people has a Rematch button for its two
/// players; a click posts a challenge with the same terms (each player's army) where the match
/// was challenged, and match #2 starts only once the other player accepts it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_starts_only_once_both_players_agree() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (thread, _board) = challenge_and_accept(&fake).await;
    let (a, b, c) = (alice(), bob(), carol());
    resign(&fake, &a, thread).await;
    let over = fake
        .wait_message(thread, T, |m| m.text().contains("Match over"))
        .await;
    let rematch = over.button("Rematch").expect("a Rematch button");

    // Someone who did not play is refused; nothing is challenged.
    let i = fake.click(&c, &over, &rematch).await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral, "a stranger's click is refused privately");
    assert!(Store::open(&db)
        .unwrap()
        .challenge(invictus::store::ChallengeId(2))
        .unwrap()
        .is_none());

    // Bob asks; the game-over message says so and loses its button.
    let i = fake.click(&b, &over, &rematch).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 7);
    let answered = r.message.unwrap();
    assert!(answered.text().contains("asks") && answered.button("Rematch").is_none());
    let challenge = fake
        .wait_message(CHANNEL_ID, T, |m| m.text().contains("rematch of match #1"))
        .await;
    assert!(challenge
        .text()
        .contains(&format!("<@{}> asks <@{}>", b.id, a.id)));
    assert!(
        Store::open(&db)
            .unwrap()
            .load_match::<Match>(MatchId(2))
            .is_err(),
        "no match before the other player agrees"
    );
    // Only Alice can accept; she does, with her army of match #1 (the default of a rematch).
    let accept = challenge
        .button("Accept (your army of that match)")
        .expect("Accept");
    let i = fake.click(&b, &challenge, &accept).await;
    assert!(
        answer(&fake, i).await.ephemeral,
        "the proposer cannot accept for the other"
    );
    let i = fake.click(&a, &challenge, &accept).await;
    answer(&fake, i).await;
    fake.wait_for(T, "match #2", |_| {
        Store::open(&db).ok()?.load_match::<Match>(MatchId(2)).ok()
    })
    .await;
    let first = Store::open(&db)
        .unwrap()
        .load_match::<Match>(MatchId(1))
        .unwrap();
    let second = Store::open(&db)
        .unwrap()
        .load_match::<Match>(MatchId(2))
        .unwrap();
    assert_eq!(
        second.players,
        [Some(PlayerId(b.id)), Some(PlayerId(a.id))].into()
    );
    assert_eq!(
        second.game.setup().armies.get(Seat::A),
        first.game.setup().armies.get(Seat::B)
    );
    assert_eq!(
        second.game.setup().armies.get(Seat::B),
        first.game.setup().armies.get(Seat::A)
    );
    assert_ne!(
        second.game.setup().seed,
        first.game.setup().seed,
        "dealt again"
    );
    bot.stop().await;
}
