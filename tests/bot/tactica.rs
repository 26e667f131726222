//! Tactica on Discord, end to end: a challenge by `/tactica challenge`, accepted by every invited
//! player; the board with its map picture; each move made by clicks on "My turn" and its menus
//! (the choices of a greedy player, found in the menus as a player would find them); reaction
//! windows answered on their public prompt; stale, foreign and malformed clicks refused; matches
//! played to game over, exported and replayed.

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
use invictus::games::tactica::{Action, Match};
use invictus::games::{Game, SeatNo, Waiting};
use invictus::store::{MatchId, Store, StoredMatch};
use serde_json::json;

/// Match 1 as the bot stored it.
pub(crate) fn stored(db: &std::path::Path) -> StoredMatch<Match> {
    Store::open(db)
        .expect("open the bot's database")
        .load_match::<Match>(MatchId(1))
        .expect("match 1")
}

/// The bot with `board_image = false`.
pub(crate) async fn text_boards_bot(fake: &FakeDiscord, db: &std::path::Path) -> RunningBot {
    let clock = std::sync::Arc::new(invictus::hosting::SystemClock);
    start_bot_configured(fake, db, 0, clock, "board_image = false\n").await
}

/// `/tactica challenge` by `by` on map choice `map` (0: 3 castles) inviting `invited`.
pub(crate) async fn tactica_challenge(
    fake: &FakeDiscord,
    by: &TestUser,
    map: u64,
    invited: &[&TestUser],
    extra: Vec<serde_json::Value>,
) -> Reply {
    let mut options = vec![json!({"name": "map", "type": 4, "value": map})];
    for (i, user) in invited.iter().enumerate() {
        options.push(user_option(&format!("player{}", i + 2), user));
    }
    options.extend(extra);
    let i = fake
        .command(
            by,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "challenge", "type": 1, "options": options}]),
        )
        .await;
    answer(fake, i).await
}

/// The value of `index` in a pick menu of `message`, if it is offered there.
pub(crate) fn offered(message: &FakeMessage, index: usize) -> Option<(String, String)> {
    let wanted = format!("a:{index}");
    message.selects().into_iter().find_map(|(id, options)| {
        options
            .iter()
            .any(|(_, v)| *v == wanted)
            .then(|| (id.clone(), wanted.clone()))
    })
}

/// Plays the action at `index` of `user`'s legal actions by clicks from their private message
/// `hand`: its button, or the menu that lists it (opening each group in turn, as a player
/// looking for it would). Returns the reply to the click that applied it.
pub(crate) async fn click_action(
    fake: &FakeDiscord,
    user: &TestUser,
    hand: &FakeMessage,
    index: usize,
) -> Reply {
    if let Some(id) = hand
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:act:") && c.split(':').nth(4) == Some(&index.to_string()))
    {
        let i = fake.click(user, hand, &id).await;
        return answer(fake, i).await;
    }
    if let Some((id, value)) = offered(hand, index) {
        let i = fake.select(user, hand, &id, &[&value]).await;
        return answer(fake, i).await;
    }
    // The list of groups, page by page ("More…" continues it past Discord's 25 options).
    let mut list = hand.clone();
    let mut seen_pages = vec![0];
    loop {
        let (pick, options) = list
            .selects()
            .into_iter()
            .find(|(id, _)| id.starts_with("iv1:pick:"))
            .expect("an action menu");
        for (_, group) in options.iter().filter(|(_, v)| v.starts_with("g:")) {
            let i = fake.select(user, &list, &pick, &[group]).await;
            let mut page = answer(fake, i).await.message.expect("the group's page");
            loop {
                if let Some((id, value)) = offered(&page, index) {
                    let i = fake.select(user, &page, &id, &[&value]).await;
                    return answer(fake, i).await;
                }
                // The group's next page, if it has one.
                let next = page.selects().into_iter().find_map(|(id, options)| {
                    options
                        .iter()
                        .find(|(_, v)| v.starts_with("g:") && *v != *group)
                        .map(|(_, v)| (id.clone(), v.clone()))
                });
                let Some((id, value)) = next else { break };
                let i = fake.select(user, &page, &id, &[&value]).await;
                page = answer(fake, i)
                    .await
                    .message
                    .expect("the group's next page");
            }
        }
        // The next page of groups not yet looked through.
        let more = options.iter().find_map(|(_, v)| {
            let page: usize = v.strip_prefix("l:")?.parse().ok()?;
            (!seen_pages.contains(&page)).then_some((page, v.clone()))
        });
        let Some((page, more)) = more else { break };
        seen_pages.push(page);
        let i = fake.select(user, &list, &pick, &[&more]).await;
        let next = answer(fake, i)
            .await
            .message
            .expect("the next page of groups");
        list = next;
    }
    panic!("action {index} is in no menu of {:?}", hand.selects());
}

/// The greedy player's choice, but a player with no Action card buys one when they can, so that
/// reaction windows open (a window opens only while someone holds a card).
fn buy_or_choose(player: &mut ScriptedPlayer, game: &Match, seat: SeatNo) -> Action {
    let holds = game.view(Some(seat)).hand.is_some_and(|h| !h.is_empty());
    if !holds && Game::legal_actions(game, seat).contains(&Action::BuyCard) {
        return Action::BuyCard;
    }
    player.choose(game, seat)
}

/// The `/tactica` subcommand and options that type `action`, for a recruit or an attack.
fn typed_command(game: &Match, action: &Action) -> Option<(&'static str, serde_json::Value)> {
    let board = game.board();
    match *action {
        Action::Recruit {
            what: invictus::games::tactica::Recruit::Unit { kind, tier: 1 },
            field,
        } if !game.rules().unit(kind).tiered() => Some((
            "recruit",
            json!([
                string_option("field", board.label(field)),
                string_option("unit", &game.rules().unit(kind).name)
            ]),
        )),
        Action::Attack { unit, target } => Some((
            "attack",
            json!([
                string_option("from", board.label(unit)),
                string_option("target", board.label(target))
            ]),
        )),
        _ => None,
    }
}

/// The public prompt of the window open at `version`, once posted.
async fn window_prompt(fake: &FakeDiscord, thread: u64, version: u64) -> FakeMessage {
    let pass = format!("iv1:pass:1:{version}:tactica");
    fake.wait_message(thread, T, |m| m.custom_ids().contains(&pass))
        .await
}

/// Clicks that must change nothing, each refused privately: a button drawn for an earlier
/// version, a click on the seat of the other player (their id in the button), an action number
/// past the end of the list, and a button id that is not one.
async fn stale_foreign_and_malformed_clicks_change_nothing(
    fake: &FakeDiscord,
    db: &std::path::Path,
    board: &FakeMessage,
    a: &TestUser,
    b: &TestUser,
) {
    let before = stored(db).game.version();
    let hand = open_hand(fake, a, board).await;
    let clicks = [
        (a, format!("iv1:act:1:{}:0:{}", before - 1, a.id)),
        (b, format!("iv1:act:1:{before}:0:{}", a.id)),
        (a, format!("iv1:act:1:{before}:4000:{}", a.id)),
        (a, format!("iv1:act:1:{before}:x:{}", a.id)),
        (a, "iv1:act:1".to_string()),
    ];
    for (n, (user, id)) in clicks.into_iter().enumerate() {
        let i = fake.click(user, &hand, &id).await;
        let r = answer(fake, i).await;
        assert!(r.ephemeral && r.kind == 4, "{id} refused privately: {r:?}");
        assert_eq!(stored(db).game.version(), before, "{id} changed nothing");
        // The stale and the foreign click point at Tactica's own button, "My turn".
        if n < 2 {
            let said = r.body["data"]["content"].as_str().unwrap_or_default();
            assert!(
                said.contains("“My turn”") && !said.contains("My hand"),
                "{id}: {said}"
            );
        }
    }
    // A menu choice that is no choice.
    if let Some((pick, _)) = hand
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:pick:"))
    {
        let i = fake.select(a, &hand, &pick, &["a:9999"]).await;
        let r = answer(fake, i).await;
        assert!(r.ephemeral, "refused privately: {r:?}");
        assert_eq!(stored(db).game.version(), before);
    }
}

/// Adds every card in a hand of `game` to `held`.
fn note_held_cards(game: &Match, held: &mut Vec<invictus::games::tactica::CardKind>) {
    for seat in 0..game.players() {
        for &card in &game.player(seat).hand {
            if !held.contains(&card) {
                held.push(card);
            }
        }
    }
}

/// No private message was shown to anyone but its reader, and no version of any public message
/// names an Action card that was in a hand (`ever_held`) and not played or discarded openly.
fn no_held_card_in_public(
    fake: &FakeDiscord,
    db: &std::path::Path,
    ever_held: &[invictus::games::tactica::CardKind],
) {
    let m = stored(db);
    let rules = m.game.rules();
    let played: Vec<String> = Store::open(db)
        .unwrap()
        .action_log::<Match>(MatchId(1))
        .unwrap()
        .iter()
        .filter_map(|(_, _, action)| match action {
            // Played, or discarded: the discard pile is public (T66), so a discard is announced
            // with its card's name.
            Action::PlayCard { card, .. } | Action::Discard { card } => {
                Some(rules.card(*card).name.clone())
            }
            _ => None,
        })
        .collect();
    let held: Vec<String> = ever_held
        .iter()
        .map(|&card| rules.card(card).name.clone())
        .filter(|name| !played.contains(name))
        .collect();
    let mut public_versions = 0;
    for message in fake.all_messages() {
        if message.ephemeral {
            assert!(message.visible_to.is_some());
            continue;
        }
        for version in message.history.iter() {
            public_versions += 1;
            let text = version.to_string();
            for name in &held {
                assert!(
                    !text.contains(name.as_str()),
                    "{name} shown in public: {text}"
                );
            }
        }
    }
    assert!(public_versions > 10 && !ever_held.is_empty());
}

/// `/resign` by `user` in `thread`, confirmed.
pub(crate) async fn resign(fake: &FakeDiscord, user: &TestUser, thread: u64) {
    let i = fake.command(user, thread, "resign", json!([])).await;
    let confirm = answer(fake, i).await.message.expect("a confirmation");
    let resign = confirm
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("iv1:resign:"))
        .expect("Resign");
    let i = fake.click(user, &confirm, &resign).await;
    answer(fake, i).await;
}

/// `/export` of the finished match: its log as a file, which `invictus replay` plays to the
/// same end.
async fn export_and_replay(fake: &FakeDiscord, user: &TestUser, thread: u64, db: &std::path::Path) {
    let i = fake.command(user, thread, "export", json!([])).await;
    let reply = answer(fake, i).await;
    assert!(reply.ephemeral, "the file is private");
    let message = reply.message.expect("the export");
    let file = message
        .attachments
        .iter()
        .find(|f| f.filename == "tactica-match-1.json")
        .unwrap_or_else(|| panic!("the log as a file: {message:?}"));
    let text = file.text.clone().expect("the file's text");
    let log = invictus::games::tactica::TacticaLog::from_json(&text).expect("a Tactica match log");
    let stored = stored(db);
    assert_eq!(log.actions.len() as u64, stored.game.version());
    let (replayed, _) = log.replay(None).expect("the log replays");
    assert_eq!(replayed.outcome(), stored.game.outcome());
    let path = db.with_file_name("tactica-match-1.json");
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(["replay", "--json"])
        .arg(&path)
        .output()
        .expect("invictus replay");
    assert!(out.status.success(), "{out:?}");
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["actions"], json!(log.actions.len()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tactica_duel_is_challenged_accepted_and_played_by_clicks_and_commands_to_game_over() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    // Boards as text: the pictures have tests of their own (`tactica_reach`), and a whole match
    // of pictures drawn by a debug build would only make this one slow.
    let bot = text_boards_bot(&fake, &db).await;
    let (a, b, c) = (alice(), bob(), carol());
    for u in [&a, &b, &c] {
        fake.register_user(u);
    }
    // The units' numbers and the maps, at hand.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "unit", "type": 1, "options": [string_option("name", "heavy cavalry")]}]),
        )
        .await;
    let r = answer(&fake, i).await;
    let text = r.message.as_ref().unwrap().text();
    assert!(
        r.ephemeral && text.contains("Heavy Cavalry") && text.contains("gold"),
        "{text}"
    );
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "map", "type": 1, "options": [{"name": "map", "type": 4, "value": 2}]}]),
        )
        .await;
    let r = answer(&fake, i).await;
    let shown = r.message.unwrap();
    assert!(r.ephemeral && shown.text().contains("castles"));
    assert!(
        shown.attachments.is_empty(),
        "pictures are off: the map in words"
    );
    // The 4-castle map is for four players (T5): refused privately, nothing recorded.
    let r = tactica_challenge(&fake, &a, 1, &[&b], Vec::new()).await;
    assert!(r.ephemeral, "a refusal is private");
    let bad = vec![string_option("alliances", "1+9")];
    let r = tactica_challenge(&fake, &a, 0, &[&b], bad).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("alliances"));

    let r = tactica_challenge(&fake, &a, 0, &[&b], Vec::new()).await;
    assert!(!r.ephemeral, "the challenge is public");
    let challenge = r.message.expect("the challenge");
    assert!(
        challenge.text().contains("Tactica") && challenge.text().contains(&format!("<@{}>", b.id))
    );
    let accept = challenge.button("Accept").expect("Accept");
    let i = fake.click(&c, &challenge, &accept).await;
    assert!(answer(&fake, i).await.ephemeral, "only the invited accept");
    let i = fake.click(&b, &challenge, &accept).await;
    assert_eq!(answer(&fake, i).await.kind, 7);

    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;
    assert!(board.attachments.is_empty(), "the board as text");

    let users = [&a, &b];
    let mut player = ScriptedPlayer::new(PlayerKind::Greedy, 7);
    let mut windows = 0;
    let mut moves = 0;
    let mut typed_moves = 0;
    // Both play greedily for 40 actions; then Bob only ends his turns (and passes), and Alice
    // plays on until the match ends by play: her conquest of his last castle (T12).
    let yielding = |moves: usize, seat: SeatNo| moves >= 40 && seat == 1;
    let mut ever_held = Vec::new();
    while moves < 1000 {
        if moves == 40 {
            stale_foreign_and_malformed_clicks_change_nothing(&fake, &db, &board, &a, &b).await;
        }
        let m = stored(&db);
        note_held_cards(&m.game, &mut ever_held);
        let version = m.game.version();
        let (seat, action): (SeatNo, Action) = match Game::waiting(&m.game) {
            Waiting::Over => break,
            Waiting::Turn { seat } if yielding(moves, seat) => {
                let legal = Game::legal_actions(&m.game, seat);
                let end = legal.contains(&Action::EndTurn);
                (
                    seat,
                    if end {
                        Action::EndTurn
                    } else {
                        player.choose(&m.game, seat)
                    },
                )
            }
            Waiting::Turn { seat } => (seat, buy_or_choose(&mut player, &m.game, seat)),
            Waiting::Window { seats } if yielding(moves, seats[0]) => (seats[0], Action::Pass),
            Waiting::Window { seats } => (seats[0], player.choose(&m.game, seats[0])),
        };
        let user = users[usize::from(seat)];
        let other = users[1 - usize::from(seat)];
        let legal = Game::legal_actions(&m.game, seat);
        let index = legal
            .iter()
            .position(|x| *x == action)
            .expect("a legal choice");
        let in_window = matches!(Game::waiting(&m.game), Waiting::Window { .. });
        let typed = typed_command(&m.game, &action);
        let reply = if let (Some((sub, options)), false) = (typed, in_window) {
            // Now and then a move typed by a player who knows the map.
            let i = fake
                .command(
                    user,
                    thread,
                    "tactica",
                    json!([{"name": sub, "type": 1, "options": options}]),
                )
                .await;
            let r = answer(&fake, i).await;
            assert!(
                r.message.as_ref().unwrap().text().starts_with("✅"),
                "{r:?}"
            );
            typed_moves += 1;
            r
        } else if in_window {
            windows += 1;
            let prompt = window_prompt(&fake, thread, version).await;
            if action == Action::Pass {
                let pass = format!("iv1:pass:1:{version}:tactica");
                let i = fake.click(user, &prompt, &pass).await;
                answer(&fake, i).await
            } else {
                let respond = format!("iv1:respond:1:{version}:tactica");
                let i = fake.click(user, &prompt, &respond).await;
                let hand = answer(&fake, i).await.message.expect("the reactions");
                click_action(&fake, user, &hand, index).await
            }
        } else {
            if moves < 40 {
                // The other player's "My turn" shows their seat, but nothing to do.
                let hand = open_hand(&fake, other, &board).await;
                assert!(!can_act(&hand), "the match does not wait for them");
            }
            let hand = open_hand(&fake, user, &board).await;
            click_action(&fake, user, &hand, index).await
        };
        assert!(reply.ephemeral || reply.kind == 4, "{reply:?}");
        assert_eq!(
            stored(&db).game.version(),
            version + 1,
            "one action applied"
        );
        moves += 1;
    }
    assert!(windows > 0, "reaction windows were answered");
    assert!(typed_moves > 0, "moves were typed");
    // The match ended by play: Alice took Bob's last castle.
    let finish = stored(&db).game.finish().expect("the match is over");
    assert_eq!(finish.winners, vec![0], "after {moves} actions");
    let over = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica match #1 is over"))
        .await;
    let text = over.text();
    assert!(
        text.contains(&format!("<@{}>", a.id)) && text.contains("for placement"),
        "the winner, placements and castle points: {text}"
    );
    no_held_card_in_public(&fake, &db, &ever_held);
    // The finished match can be fetched as a file and replayed.
    export_and_replay(&fake, &a, thread, &db).await;

    // Bob asks for a rematch: a challenge to Alice, where the first was made; she accepts.
    let rematch = over.button("Rematch").expect("a Rematch button");
    let i = fake.click(&b, &over, &rematch).await;
    answer(&fake, i).await;
    let again = fake
        .wait_message(CHANNEL_ID, T, |m| {
            m.text().contains("Tactica") && m.id != challenge.id && m.button("Accept").is_some()
        })
        .await;
    assert!(again.text().contains(&format!("<@{}>", a.id)));
    let i = fake
        .click(&a, &again, &again.button("Accept").unwrap())
        .await;
    answer(&fake, i).await;
    fake.wait_for(T, "the rematch's board", |f| {
        f.all_messages()
            .iter()
            .any(|m| m.text().contains("Tactica · match #2"))
            .then_some(())
    })
    .await;
    bot.stop().await;
}

/// A free-for-all of three: everyone invited accepts before it starts; a reaction window waits
/// for both other players at once (T79), each answering on the one public prompt; one player
/// leaves (T11) and the match is played on until one is left, who wins.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t79_a_three_player_match_prompts_every_eligible_player_and_is_played_to_game_over() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = text_boards_bot(&fake, &db).await;
    let (a, b, c) = (alice(), bob(), carol());
    for u in [&a, &b, &c] {
        fake.register_user(u);
    }
    let challenge = tactica_challenge(&fake, &a, 0, &[&b, &c], Vec::new())
        .await
        .message
        .expect("the challenge");
    let accept = challenge.button("Accept").unwrap();
    let i = fake.click(&c, &challenge, &accept).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 7);
    let waiting = r.message.unwrap();
    assert!(
        waiting.text().contains(&format!("<@{}>", b.id)),
        "Bob is awaited"
    );
    assert!(waiting.button("Accept").is_some(), "still open to Bob");
    let i = fake.click(&c, &waiting, &accept).await;
    assert!(answer(&fake, i).await.ephemeral, "Carol accepted already");
    let i = fake.click(&b, &waiting, &accept).await;
    answer(&fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;

    let users = [&a, &b, &c];
    let mut player = ScriptedPlayer::new(PlayerKind::Greedy, 11);
    let mut shared_windows = 0;
    // Every card that was in a hand at some point.
    let mut ever_held = Vec::new();
    // All three play greedily for 120 actions; then Carol leaves by /resign (T11), Bob only
    // ends his turns and passes, and Alice plays on until she has taken his last castle.
    let mut moves = 0;
    while moves < 1500 {
        if moves == 120 {
            resign(&fake, &c, thread).await;
        }
        let yielding = |seat: SeatNo| moves >= 120 && seat == 1;
        let m = stored(&db);
        let version = m.game.version();
        match Game::waiting(&m.game) {
            Waiting::Over => break,
            Waiting::Window { seats } => {
                // One prompt for every eligible player; each answers on it.
                let prompt = window_prompt(&fake, thread, version).await;
                if seats.len() > 1 {
                    shared_windows += 1;
                    for &seat in &seats {
                        assert!(prompt
                            .text()
                            .contains(&format!("<@{}>", users[usize::from(seat)].id)));
                    }
                }
                let seat = seats[0];
                let action = if yielding(seat) {
                    Action::Pass
                } else {
                    player.choose(&m.game, seat)
                };
                let user = users[usize::from(seat)];
                if action == Action::Pass {
                    let i = fake
                        .click(user, &prompt, &format!("iv1:pass:1:{version}:tactica"))
                        .await;
                    answer(&fake, i).await;
                } else {
                    let legal = Game::legal_actions(&m.game, seat);
                    let index = legal.iter().position(|x| *x == action).unwrap();
                    let i = fake
                        .click(user, &prompt, &format!("iv1:respond:1:{version}:tactica"))
                        .await;
                    let hand = answer(&fake, i).await.message.unwrap();
                    click_action(&fake, user, &hand, index).await;
                }
            }
            Waiting::Turn { seat } => {
                let legal = Game::legal_actions(&m.game, seat);
                let action = if yielding(seat) && legal.contains(&Action::EndTurn) {
                    Action::EndTurn
                } else {
                    buy_or_choose(&mut player, &m.game, seat)
                };
                let index = legal.iter().position(|x| *x == action).unwrap();
                let user = users[usize::from(seat)];
                let hand = open_hand(&fake, user, &board).await;
                click_action(&fake, user, &hand, index).await;
            }
        }
        moves += 1;
        let after = stored(&db);
        assert_eq!(after.game.version(), version + 1, "one action applied");
        note_held_cards(&after.game, &mut ever_held);
    }
    assert!(
        shared_windows > 0,
        "a window waited for two players at once"
    );
    let over = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica match #1 is over"))
        .await;
    assert!(over.text().contains(&format!("<@{}>", a.id)));
    assert_eq!(
        stored(&db).game.finish().map(|f| f.winners),
        Some(vec![0]),
        "after {moves} actions"
    );
    no_held_card_in_public(&fake, &db, &ever_held);
    bot.stop().await;
}

/// `invictus serve` for the tests, as a process of its own (so that it can be killed).
#[cfg(unix)]
fn serve(fake: &FakeDiscord, dir: &std::path::Path) -> tokio::process::Child {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "database = {:?}\nregister_commands_in_guild = {GUILD_ID}\napi_base_url = {:?}\n\
             board_update_interval = \"100ms\"\nlog_level = \"warn\"\n",
            dir.join("bot.db").display().to_string(),
            fake.base_url()
        ),
    )
    .unwrap();
    tokio::process::Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(["serve", "--config", config.to_str().unwrap()])
        .env("DISCORD_TOKEN", "test-token")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts")
}

/// The bot killed outright (SIGKILL) in the middle of a Tactica match: after the restart, a
/// "My turn" message opened before it still plays, and the match goes on from the store.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tactica_match_survives_a_sigkill_and_its_earlier_buttons_still_work() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let mut child = serve(&fake, dir.path());
    fake.wait_commands_registered(T).await;
    let (a, b) = (alice(), bob());
    for u in [&a, &b] {
        fake.register_user(u);
    }
    let challenge = tactica_challenge(&fake, &a, 0, &[&b], Vec::new())
        .await
        .message
        .unwrap();
    let i = fake
        .click(&b, &challenge, &challenge.button("Accept").unwrap())
        .await;
    answer(&fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;
    // Castles chosen by clicks, then the player on turn opens "My turn".
    let users = [&a, &b];
    let mut player = ScriptedPlayer::new(PlayerKind::Greedy, 3);
    let next = |m: &StoredMatch<Match>, player: &mut ScriptedPlayer| {
        let seat = match Game::waiting(&m.game) {
            Waiting::Turn { seat } => seat,
            Waiting::Window { seats } => seats[0],
            Waiting::Over => panic!("over"),
        };
        let action = player.choose(&m.game, seat);
        let index = Game::legal_actions(&m.game, seat)
            .iter()
            .position(|x| *x == action)
            .unwrap();
        (seat, index)
    };
    for _ in 0..2 {
        let m = stored(&db);
        let (seat, index) = next(&m, &mut player);
        let user = users[usize::from(seat)];
        let hand = open_hand(&fake, user, &board).await;
        click_action(&fake, user, &hand, index).await;
    }
    let m = stored(&db);
    let (seat, index) = next(&m, &mut player);
    let user = users[usize::from(seat)];
    let hand = open_hand(&fake, user, &board).await;
    let version = m.game.version();

    let readies = fake.ready_count();
    let pid = child.id().expect("running");
    let killed = std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let _ = child.wait().await;
    let mut child = serve(&fake, dir.path());
    fake.wait_for(T, "the bot to reconnect", |f| {
        (f.ready_count() > readies).then_some(())
    })
    .await;
    // The message opened before the kill plays its move after the restart.
    let r = click_action(&fake, user, &hand, index).await;
    assert!(r.kind == 7 || r.kind == 4, "{:?}", r.body);
    assert_eq!(stored(&db).game.version(), version + 1);
    // And the board's own button still opens a fresh one.
    let hand = open_hand(&fake, users[0], &board).await;
    assert!(hand.text().contains("Tactica match #1"));
    let _ = child.kill().await;
}

/// A reaction window left unanswered expires at its deadline (by the bot's clock): every player
/// it waited for passes, the match moves on and the prompt is marked closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t79_an_unanswered_tactica_window_expires_at_its_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let clock = std::sync::Arc::new(invictus::hosting::ManualClock::starting_at(
        invictus::hosting::UnixMs(1_800_000_000_000),
    ));
    let bot = start_bot_with_clock(&fake, &db, 0, clock.clone()).await;
    let (a, b) = (alice(), bob());
    for u in [&a, &b] {
        fake.register_user(u);
    }
    let challenge = tactica_challenge(&fake, &a, 0, &[&b], Vec::new())
        .await
        .message
        .unwrap();
    let i = fake
        .click(&b, &challenge, &challenge.button("Accept").unwrap())
        .await;
    answer(&fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;
    let users = [&a, &b];
    let mut player = ScriptedPlayer::new(PlayerKind::Greedy, 5);
    // Play (buying cards) until a window opens.
    let (version, waited) = loop {
        let m = stored(&db);
        match Game::waiting(&m.game) {
            Waiting::Window { seats } => break (m.game.version(), seats),
            Waiting::Over => panic!("no window before the end"),
            Waiting::Turn { seat } => {
                let action = buy_or_choose(&mut player, &m.game, seat);
                let index = Game::legal_actions(&m.game, seat)
                    .iter()
                    .position(|x| *x == action)
                    .unwrap();
                let user = users[usize::from(seat)];
                let hand = open_hand(&fake, user, &board).await;
                click_action(&fake, user, &hand, index).await;
            }
        }
    };
    let prompt = window_prompt(&fake, thread, version).await;
    assert!(prompt.text().contains("<t:"), "the prompt says until when");
    assert!(!waited.is_empty());
    clock.advance(std::time::Duration::from_secs(11));
    fake.wait_for(T, "the window to expire", |_| {
        (stored(&db).game.version() > version).then_some(())
    })
    .await;
    assert!(
        !matches!(Game::waiting(&stored(&db).game), Waiting::Window { ref seats } if seats == &waited && stored(&db).game.version() == version),
        "the window closed"
    );
    fake.wait_for(T, "the prompt closed", |f| {
        f.message(prompt.id)
            .is_some_and(|m| m.custom_ids().is_empty())
            .then_some(())
    })
    .await;
    bot.stop().await;
}
