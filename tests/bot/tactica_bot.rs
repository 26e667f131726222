//! Tactica against the bot itself on Discord: `/tactica challenge` naming the bot as player 2
//! starts a duel against Tactica's built-in player at once (no Accept), hosting plays its seat,
//! and the board shows its moves; beside people the bot's seats (one or several) need no Accept
//! either; another bot is still refused a seat. `/practice game:Tactica` is played to its end.

use crate::fake_discord::*;
use crate::support::*;
use crate::tactica::{click_action, resign, stored};
use invictus::games::tactica::{Action, Match};
use invictus::games::{Game, Waiting};
use invictus::hosting::PlayerId;
use invictus::store::{MatchId, Store};
use serde_json::json;

/// `/tactica challenge` by `by` on the 3-castle map with `player2` as its one invited player.
async fn duel_challenge(fake: &FakeDiscord, by: &TestUser, player2: u64) -> Reply {
    let options = json!([
        {"name": "map", "type": 4, "value": 0},
        {"name": "player2", "type": 6, "value": player2.to_string()}
    ]);
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tactica_duel_against_the_bot_starts_at_once_and_the_bot_plays_its_turn() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let a = alice();
    fake.register_user(&a);
    // Another bot may not take a seat.
    let mut other_bot = TestUser::new(500_000_000_000_000_099, "otherbot");
    other_bot.bot = true;
    fake.register_user(&other_bot);
    let r = duel_challenge(&fake, &a, other_bot.id).await;
    assert!(r.ephemeral, "a refusal is private");
    assert!(
        r.message.unwrap().text().contains("Only people"),
        "other bots are refused"
    );

    // The bot itself: the match starts at once, nobody has to accept.
    let r = duel_challenge(&fake, &a, BOT_ID).await;
    assert!(!r.ephemeral, "the match is announced in public");
    let text = r.message.unwrap().text();
    assert!(
        text.contains("match #1 against the built-in opponent"),
        "{text}"
    );
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;
    let m = stored(&db);
    assert_eq!(
        m.players,
        [Some(PlayerId(a.id)), Some(PlayerId(BOT_ID))].into()
    );
    let ais = Store::open(&db).unwrap().ai_seats(MatchId(1)).unwrap();
    assert_eq!(ais.iter().map(|ai| ai.seat).collect::<Vec<_>>(), vec![1]);

    // Alice chooses her castle and ends her turn (the bot chooses its own castle and plays its
    // turns by itself, whoever was drawn first); then the bot plays its turn.
    let mut ended_at = None;
    loop {
        let m = fake
            .wait_for(T, "the match to wait for Alice", |_| {
                let m = stored(&db);
                Game::waiting(&m.game).includes(0).then_some(m)
            })
            .await;
        let log = Store::open(&db)
            .unwrap()
            .action_log::<Match>(MatchId(1))
            .unwrap();
        let legal = Game::legal_actions(&m.game, 0);
        let action = match m.game.waiting() {
            invictus::games::tactica::Waiting::Castle { .. } => legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::ChooseCastle { .. }))
                .expect("a castle to choose"),
            invictus::games::tactica::Waiting::Turn { .. } => match ended_at {
                // Back to Alice after her turn: the bot's turn is over.
                Some(at) if log.len() > at => break,
                _ => Action::EndTurn,
            },
            invictus::games::tactica::Waiting::Window { .. } => Action::Pass,
            other => panic!("Alice is not asked to {other:?} here"),
        };
        let index = legal.iter().position(|x| *x == action).unwrap();
        let hand = open_hand(&fake, &a, &board).await;
        click_action(&fake, &a, &hand, index).await;
        if action == Action::EndTurn {
            ended_at = Some(log.len() + 1);
        }
    }
    let m = stored(&db);
    let log = Store::open(&db)
        .unwrap()
        .action_log::<Match>(MatchId(1))
        .unwrap();
    let bots_turn: Vec<Action> = log[ended_at.unwrap()..]
        .iter()
        .filter(|(_, seat, _)| *seat == 1)
        .map(|(_, _, action)| *action)
        .collect();
    assert_eq!(bots_turn.last(), Some(&Action::EndTurn), "{bots_turn:?}");
    assert!(
        bots_turn
            .iter()
            .any(|a| !matches!(a, Action::EndTurn | Action::Pass)),
        "the bot did something on its turn: {bots_turn:?}"
    );
    assert_eq!(Game::waiting(&m.game), Waiting::Turn { seat: 0 });
    // The board shows the bot's turn: its gold after its moves, and Alice to play.
    let gold = format!("<@{BOT_ID}>: {} gold", m.game.player(1).gold);
    let alice_to_play = format!("<@{}> to play their turn", a.id);
    fake.wait_message(thread, T, |b| {
        b.id == board.id && b.text().contains(&gold) && b.text().contains(&alice_to_play)
    })
    .await;

    // With people beside it, the bot takes its seat without answering: once Bob accepts, the
    // match starts, and the challenge pinged Bob, never the bot.
    let b = bob();
    fake.register_user(&b);
    let options = json!([
        {"name": "map", "type": 4, "value": 0},
        user_option("player2", &b),
        {"name": "player3", "type": 6, "value": BOT_ID.to_string()}
    ]);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "challenge", "type": 1, "options": options}]),
        )
        .await;
    let challenge = answer(&fake, i).await.message.expect("the challenge");
    let pinged = challenge
        .allowed_mentions
        .clone()
        .unwrap_or_default()
        .to_string();
    assert!(
        pinged.contains(&b.id.to_string()) && !pinged.contains(&BOT_ID.to_string()),
        "{pinged}"
    );
    let accept = challenge.button("Accept").expect("Accept");
    let i = fake.click(&b, &challenge, &accept).await;
    answer(&fake, i).await;
    fake.wait_for(T, "the second match's board", |f| {
        f.all_messages()
            .iter()
            .any(|m| m.text().contains("Tactica · match #2"))
            .then_some(())
    })
    .await;
    let second = Store::open(&db).unwrap();
    let ais = second.ai_seats(MatchId(2)).unwrap();
    assert_eq!(ais.iter().map(|ai| ai.seat).collect::<Vec<_>>(), vec![2]);
    let players = second.load_match::<Match>(MatchId(2)).unwrap().players;
    assert_eq!(
        players,
        [
            Some(PlayerId(a.id)),
            Some(PlayerId(b.id)),
            Some(PlayerId(BOT_ID))
        ]
        .into()
    );

    // The bot fills two seats of a four-player match: only Bob has to accept.
    let options = json!([
        {"name": "map", "type": 4, "value": 1},
        user_option("player2", &b),
        {"name": "player3", "type": 6, "value": BOT_ID.to_string()},
        {"name": "player4", "type": 6, "value": BOT_ID.to_string()}
    ]);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "tactica",
            json!([{"name": "challenge", "type": 1, "options": options}]),
        )
        .await;
    let challenge = answer(&fake, i).await.message.expect("the challenge");
    let accept = challenge.button("Accept").expect("Accept");
    let i = fake.click(&b, &challenge, &accept).await;
    answer(&fake, i).await;
    fake.wait_for(T, "the third match's board", |f| {
        f.all_messages()
            .iter()
            .any(|m| m.text().contains("Tactica · match #3"))
            .then_some(())
    })
    .await;
    let third = Store::open(&db).unwrap();
    let ais = third.ai_seats(MatchId(3)).unwrap();
    assert_eq!(ais.iter().map(|ai| ai.seat).collect::<Vec<_>>(), vec![2, 3]);

    // Alice and Bob resign: only the bot's two seats are left, so the match ends at once, on
    // points (T15), and its game-over message may notify each person once, the bot holding two
    // seats (Discord refuses a user listed twice in `allowed_mentions`).
    let thread = fake
        .all_messages()
        .into_iter()
        .find(|m| m.text().contains("Tactica · match #3"))
        .expect("the third board")
        .channel_id;
    resign(&fake, &a, thread).await;
    resign(&fake, &b, thread).await;
    let over = fake
        .wait_message(thread, T, |m| m.text().contains("match #3 is over"))
        .await;
    let outcome = Store::open(&db)
        .unwrap()
        .load_match::<Match>(MatchId(3))
        .unwrap()
        .game
        .outcome()
        .cloned()
        .expect("over");
    assert_eq!(
        outcome.reason,
        invictus::games::tactica::EndReason::NoPersonLeft
    );
    let mentioned = |m: &FakeMessage| -> Vec<String> {
        m.allowed_mentions
            .as_ref()
            .and_then(|a| a["users"].as_array().cloned())
            .unwrap_or_default()
            .iter()
            .map(|u| u.as_str().unwrap_or_default().to_string())
            .collect()
    };
    assert!(mentioned(&over).contains(&BOT_ID.to_string()), "{over:?}");
    for message in fake.all_messages() {
        let users = mentioned(&message);
        let mut unique = users.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), users.len(), "each user once: {message:?}");
    }
    bot.stop().await;
}

/// `/practice game:Tactica`: a duel against the built-in opponent at once, with the Empire the
/// player named (the opponent gets another); the player only ends their turns, answering what
/// they must, and the opponent takes their castle: the match is over and announced.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tactica_practice_is_played_against_the_built_in_opponent_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let a = alice();
    fake.register_user(&a);
    // Invictus's options are refused in a Tactica practice, and the other way round.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([{"name": "game", "type": 4, "value": 1}, {"name": "army", "type": 3, "value": "king"}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("Invictus options"));
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([{"name": "empire", "type": 3, "value": "Lydia"}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("game:Tactica"));
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([{"name": "game", "type": 4, "value": 1}, {"name": "empire", "type": 3, "value": "Atlantis"}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("Atlantis"));
    assert!(fake.threads().is_empty(), "nothing started");

    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([
                {"name": "game", "type": 4, "value": 1},
                {"name": "level", "type": 4, "value": 1},
                {"name": "empire", "type": 3, "value": "Lydia"}
            ]),
        )
        .await;
    let r = answer(&fake, i).await;
    let text = r.message.as_ref().map(|m| m.text()).unwrap_or_default();
    assert!(!r.ephemeral, "a practice match is public: {text}");
    assert!(
        text.contains("practice match #1 against the built-in opponent (normal)"),
        "{text}"
    );
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;
    let m = stored(&db);
    assert_eq!(
        m.players,
        [Some(PlayerId(a.id)), Some(PlayerId(BOT_ID))].into()
    );
    let rules = m.game.rules();
    let empire_of = |seat| {
        m.game
            .player(seat)
            .empire
            .and_then(|e| rules.empires.get(e))
            .map(|e| e.id.clone())
    };
    assert_eq!(empire_of(0).as_deref(), Some("lydia"));
    assert!(empire_of(1).is_some_and(|e| e != "lydia"));

    // Alice only chooses her castle, passes and ends her turns; the opponent plays to win.
    let mut clicks = 0;
    loop {
        let m = fake
            .wait_for(T, "the match to wait for Alice or end", |_| {
                let m = stored(&db);
                (m.game.is_over() || Game::waiting(&m.game).includes(0)).then_some(m)
            })
            .await;
        if m.game.is_over() {
            break;
        }
        assert!(clicks < 400, "no end after {clicks} clicks");
        let legal = Game::legal_actions(&m.game, 0);
        let action = match m.game.waiting() {
            invictus::games::tactica::Waiting::Castle { .. } => legal[0],
            invictus::games::tactica::Waiting::Turn { .. } => Action::EndTurn,
            invictus::games::tactica::Waiting::Window { .. } => Action::Pass,
            _ => legal
                .iter()
                .copied()
                .find(|a| *a != Action::Surrender)
                .expect("an answer"),
        };
        let index = legal.iter().position(|x| *x == action).unwrap();
        if action == Action::Pass {
            let version = m.game.version();
            let prompt = fake
                .wait_message(thread, T, |p| {
                    p.custom_ids()
                        .iter()
                        .any(|c| *c == format!("iv1:pass:1:{version}:tactica"))
                })
                .await;
            let i = fake
                .click(&a, &prompt, &format!("iv1:pass:1:{version}:tactica"))
                .await;
            answer(&fake, i).await;
        } else {
            let hand = open_hand(&fake, &a, &board).await;
            click_action(&fake, &a, &hand, index).await;
        }
        clicks += 1;
    }
    let finish = stored(&db).game.finish().expect("the match is over");
    assert_eq!(finish.winners, vec![1], "the built-in opponent won");
    fake.wait_message(thread, T, |m| m.text().contains("Tactica match #1 is over"))
        .await;
    bot.stop().await;
}

/// An Empire that names a cheaper type (Media, T103) is dealt with one: a practice as Media
/// starts (the built-in opponent's Empire, drawn at random, may be Media too and is dealt the
/// same way), and the stored match gives Media's player a cheaper type.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t103_a_practice_as_media_starts_with_a_cheaper_type() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let a = alice();
    fake.register_user(&a);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "practice",
            json!([
                {"name": "game", "type": 4, "value": 1},
                {"name": "empire", "type": 3, "value": "Media"}
            ]),
        )
        .await;
    let r = answer(&fake, i).await;
    let text = r.message.as_ref().map(|m| m.text()).unwrap_or_default();
    assert!(!r.ephemeral && text.contains("practice match #1"), "{text}");
    let game = Store::open(&db)
        .unwrap()
        .load_match::<Match>(MatchId(1))
        .unwrap()
        .game;
    let setup = serde_json::to_string(&Game::setup(&game)).unwrap();
    assert!(
        setup.contains("media/"),
        "Media with its cheaper type: {setup}"
    );
    bot.stop().await;
}
