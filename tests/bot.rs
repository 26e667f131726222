//! End-to-end tests of `invictus serve` against a fake Discord on 127.0.0.1: the real poise and
//! serenity client, the real SQLite store. A short match is challenged, accepted, set up and
//! played through a reaction window, then resigned; a second test restarts the bot in the middle
//! of a match and plays on with buttons posted before the restart, and lets a reaction window
//! expire after the restart; a third checks that the prompt of that window, posted before the
//! restart, is closed when it expires.

mod fake_discord;

use fake_discord::*;
use invictus::config::Config;
use invictus::engine::{Match, Mode, Seat, UnitKind};
use invictus::games::seat_number;
use invictus::store::{MatchId, Store};
use serde_json::json;
use std::path::Path;
use std::time::Duration;

const T: Duration = Duration::from_secs(20);

fn alice() -> TestUser {
    TestUser::new(500_000_000_000_000_001, "alice")
}
fn bob() -> TestUser {
    TestUser::new(500_000_000_000_000_002, "bob")
}
fn carol() -> TestUser {
    TestUser::new(500_000_000_000_000_003, "carol")
}
fn dave() -> TestUser {
    TestUser::new(500_000_000_000_000_004, "dave")
}

struct RunningBot {
    stop: tokio::sync::oneshot::Sender<()>,
    task: tokio::task::JoinHandle<Result<(), invictus::discord::ServeError>>,
}

impl RunningBot {
    async fn stop(self) {
        let _ = self.stop.send(());
        let result = tokio::time::timeout(T, self.task)
            .await
            .expect("the bot stops within 20 s")
            .expect("the bot task did not panic");
        result.expect("the bot stopped cleanly");
    }
}

async fn start_bot(fake: &FakeDiscord, db: &Path, readies_before: u64) -> RunningBot {
    start_bot_with_clock(
        fake,
        db,
        readies_before,
        std::sync::Arc::new(invictus::app::SystemClock),
    )
    .await
}

async fn start_bot_with_clock(
    fake: &FakeDiscord,
    db: &Path,
    readies_before: u64,
    clock: std::sync::Arc<dyn invictus::app::Clock>,
) -> RunningBot {
    start_bot_configured(fake, db, readies_before, clock, "").await
}

/// Starts the bot with the tests' configuration plus the `extra` lines of TOML.
async fn start_bot_configured(
    fake: &FakeDiscord,
    db: &Path,
    readies_before: u64,
    clock: std::sync::Arc<dyn invictus::app::Clock>,
    extra: &str,
) -> RunningBot {
    let bot = spawn_bot(fake, db, clock, extra);
    fake.wait_for(T, "the bot to connect", |f| {
        (f.ready_count() > readies_before && f.connections() > 0).then_some(())
    })
    .await;
    fake.wait_commands_registered(T).await;
    bot
}

/// Starts the bot with the tests' configuration over a store handle the test keeps, to read its
/// counters or to hold it busy or closed under the bot.
async fn start_bot_with_store(
    fake: &FakeDiscord,
    db: &Path,
) -> (RunningBot, invictus::store::AsyncStore) {
    let text = format!(
        "database = {:?}\nregister_commands_in_guild = {GUILD_ID}\napi_base_url = {:?}\n\
         board_update_interval = \"100ms\"\nreaction_window = \"10s\"\nlog_level = \"warn\"\n",
        db.display().to_string(),
        fake.base_url()
    );
    let config = Config::parse(&text).expect("test config");
    let store = invictus::store::AsyncStore::new(Store::open(db).unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(invictus::discord::run_with_store(
        config,
        "test-token".to_string(),
        async move {
            let _ = stopped.await;
        },
        std::sync::Arc::new(invictus::app::SystemClock),
        store.clone(),
    ));
    fake.wait_for(T, "the bot to connect", |f| {
        (f.ready_count() > 0 && f.connections() > 0).then_some(())
    })
    .await;
    fake.wait_commands_registered(T).await;
    (RunningBot { stop, task }, store)
}

/// Starts the bot with the tests' configuration plus the `extra` lines of TOML, without waiting.
fn spawn_bot(
    fake: &FakeDiscord,
    db: &Path,
    clock: std::sync::Arc<dyn invictus::app::Clock>,
    extra: &str,
) -> RunningBot {
    let text = format!(
        "database = {:?}\nregister_commands_in_guild = {GUILD_ID}\napi_base_url = {:?}\n\
         board_update_interval = \"100ms\"\nreaction_window = \"10s\"\nlog_level = \"warn\"\n{extra}\n",
        db.display().to_string(),
        fake.base_url()
    );
    let config = Config::parse(&text).expect("test config");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(invictus::discord::run_with_clock(
        config,
        "test-token".to_string(),
        async move {
            let _ = stopped.await;
        },
        clock,
    ));
    RunningBot { stop, task }
}

fn user_option(name: &str, user: &TestUser) -> serde_json::Value {
    json!({"name": name, "type": 6, "value": user.id.to_string()})
}

fn string_option(name: &str, value: &str) -> serde_json::Value {
    json!({"name": name, "type": 3, "value": value})
}

/// Answers within Discord's 3 seconds, or fails.
async fn answer(fake: &FakeDiscord, interaction: u64) -> Reply {
    let reply = fake.reply(interaction, T).await;
    assert!(
        reply.latency < Duration::from_secs(3),
        "interaction answered after {:?}",
        reply.latency
    );
    reply
}

/// Challenges bob as alice and accepts; returns the match thread and the board message.
async fn challenge_and_accept(fake: &FakeDiscord) -> (u64, FakeMessage) {
    let (a, b, c) = (alice(), bob(), carol());
    for u in [&a, &b, &c] {
        fake.register_user(u);
    }
    // A bot cannot be challenged, nor can you challenge yourself.
    let robot = TestUser::bot(500_000_000_000_000_099, "robot");
    fake.register_user(&robot);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([user_option("opponent", &robot)]),
        )
        .await;
    let r = answer(fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("bot"));
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([user_option("opponent", &a)]),
        )
        .await;
    let r = answer(fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("yourself"));
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([
                user_option("opponent", &b),
                string_option("army", "not an army at all")
            ]),
        )
        .await;
    let r = answer(fake, i).await;
    assert!(r.ephemeral, "a bad army is refused privately");

    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([
                user_option("opponent", &b),
                string_option("reaction_window", "10s")
            ]),
        )
        .await;
    let r = answer(fake, i).await;
    assert_eq!(r.kind, 4);
    assert!(!r.ephemeral, "the challenge is public");
    let challenge = r.message.expect("challenge message");
    let text = challenge.text();
    assert!(text.contains(&format!("<@{}>", a.id)) && text.contains(&format!("<@{}>", b.id)));
    let accept = challenge.button("Accept").expect("an Accept button");

    // Only the challenged player may accept.
    let i = fake.click(&c, &challenge, &accept).await;
    let r = answer(fake, i).await;
    assert!(
        r.ephemeral && r.kind == 4,
        "a stranger's click is refused privately"
    );
    let i = fake.click(&b, &challenge, &accept).await;
    let r = answer(fake, i).await;
    assert_eq!(r.kind, 7, "accepting updates the challenge message");
    assert!(r.message.unwrap().components.is_empty());

    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    assert_eq!(fake.channel_kind(thread), Some(11));
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Invictus · match #"))
        .await;
    (thread, board)
}

/// `a` challenges `b` with a 2-hour turn time and `b` accepts; returns the match thread and
/// its board once the board shows the move deadline.
async fn two_hour_match(fake: &FakeDiscord, a: &TestUser, b: &TestUser) -> (u64, FakeMessage) {
    fake.register_user(a);
    fake.register_user(b);
    let i = fake
        .command(
            a,
            CHANNEL_ID,
            "challenge",
            json!([user_option("opponent", b), string_option("turn_time", "2h")]),
        )
        .await;
    let challenge = answer(fake, i).await.message.unwrap();
    let i = fake
        .click(b, &challenge, &challenge.button("Accept").unwrap())
        .await;
    answer(fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Move due <t:"))
        .await;
    (thread, board)
}

/// Opens "My hand" for `user` from `message` and returns the private answer.
async fn open_hand(fake: &FakeDiscord, user: &TestUser, message: &FakeMessage) -> FakeMessage {
    let hand_id = message
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:hand:"))
        .expect("a My hand button");
    let i = fake.click(user, message, &hand_id).await;
    let r = answer(fake, i).await;
    assert!(r.ephemeral, "a hand is only ever shown privately");
    r.message.expect("hand message")
}

fn can_act(hand: &FakeMessage) -> bool {
    hand.custom_ids()
        .iter()
        .any(|c| c.starts_with("iv1:act:") || c.starts_with("iv1:pick:"))
}

/// Plays one action from a hand message: an attack if there is one, else a recruit or a setup
/// placement, else keep/end the turn. Returns the answer to the final click.
async fn play_one(fake: &FakeDiscord, user: &TestUser, hand: &FakeMessage) -> Reply {
    // The action menus only; the standing-order menu is not a move.
    let selects: Vec<_> = hand
        .selects()
        .into_iter()
        .filter(|(id, _)| id.starts_with("iv1:pick:"))
        .collect();
    let buttons = hand.button_labels();
    let pick_first = |opts: &[(String, String)], prefixes: &[&str]| -> Option<String> {
        for p in prefixes {
            if let Some((_, v)) = opts.iter().find(|(l, _)| l.starts_with(p)) {
                return Some(v.clone());
            }
        }
        None
    };
    let menu_choice = selects.first().and_then(|(_, opts)| {
        pick_first(
            opts,
            &[
                "Attack with",
                "Recruit",
                "Place",
                "Put",
                "Conscript",
                "Discard",
            ],
        )
    });
    let button_choice = ["Keep", "End the turn", "Pass"]
        .iter()
        .find_map(|l| buttons.iter().find(|b| b.starts_with(l)).cloned());
    if let (Some(value), true) = (
        &menu_choice,
        !button_choice
            .as_deref()
            .is_some_and(|b| b.starts_with("Keep these")),
    ) {
        let (id, _) = &selects[0];
        let i = fake.select(user, hand, id, &[value]).await;
        let r = answer(fake, i).await;
        if !value.starts_with("g:") {
            return r;
        }
        let page = r.message.expect("a group page");
        let (id, opts) = page.selects().into_iter().next().expect("the group's menu");
        let (_, value) = opts
            .iter()
            .find(|(_, v)| v.starts_with("a:"))
            .expect("a choice")
            .clone();
        let i = fake.select(user, &page, &id, &[&value]).await;
        return answer(fake, i).await;
    }
    let label = button_choice
        .or_else(|| selects.first().map(|_| String::new()))
        .expect("something to do");
    if label.is_empty() {
        // Only other menus (supports, bonuses): take the first choice.
        let (id, opts) = &selects[0];
        let value = &opts[0].1;
        let i = fake.select(user, hand, id, &[value]).await;
        let r = answer(fake, i).await;
        if !value.starts_with("g:") {
            return r;
        }
        let page = r.message.unwrap();
        let (id, opts) = page.selects().into_iter().next().unwrap();
        let value = opts
            .iter()
            .find(|(_, v)| v.starts_with("a:"))
            .unwrap()
            .1
            .clone();
        let i = fake.select(user, &page, &id, &[&value]).await;
        return answer(fake, i).await;
    }
    let id = hand.button(&label).expect("the button");
    let i = fake.click(user, hand, &id).await;
    answer(fake, i).await
}

/// The open reaction-window prompt of the thread, if any (one with a Pass button).
fn open_prompt(fake: &FakeDiscord, thread: u64) -> Option<FakeMessage> {
    fake.channel_messages(thread)
        .into_iter()
        .rev()
        .find(|m| m.custom_ids().iter().any(|c| c.starts_with("iv1:pass:")))
}

/// Plays the match on through the hands opened from `board` until a reaction window opens, and
/// returns its prompt in the match thread.
async fn play_until_a_window_opens(
    fake: &FakeDiscord,
    thread: u64,
    board: &FakeMessage,
    users: &[TestUser],
) -> FakeMessage {
    let mut steps = 0;
    loop {
        if let Some(prompt) = open_prompt(fake, thread) {
            return prompt;
        }
        steps += 1;
        assert!(steps < 120, "no reaction window came up");
        let mut acted = false;
        for user in users {
            let hand = open_hand(fake, user, board).await;
            if !can_act(&hand) {
                continue;
            }
            if hand.button_labels().iter().any(|l| l == "Pass") {
                fake.wait_for(T, "the window prompt", |f| open_prompt(f, thread))
                    .await;
            } else {
                play_one(fake, user, &hand).await;
            }
            acted = true;
            break;
        }
        assert!(acted, "nobody could act");
    }
}

fn stored_match(db: &Path) -> invictus::store::StoredMatch<Match> {
    let store = Store::open(db).expect("open the bot's database");
    store.load_match(MatchId(1)).expect("match 1")
}

/// The window prompt stored as open for match 1 (`matches.prompt_message_id`).
fn stored_prompt(db: &Path) -> Option<u64> {
    let conn = rusqlite::Connection::open(db).expect("open the bot's database");
    conn.query_row(
        "SELECT prompt_message_id FROM matches WHERE id = 1",
        [],
        |row| row.get::<_, Option<i64>>(0),
    )
    .expect("match 1")
    .map(|id| id as u64)
}

/// Kinds only in `seat`'s hand or draw pile right now.
fn hidden_kinds(db: &Path) -> Vec<UnitKind> {
    let stored = stored_match(db);
    let game = &stored.game;
    let view = game.view(None);
    let mut out = Vec::new();
    for seat in [Seat::A, Seat::B] {
        let s = game.seat_state(seat);
        for &u in s.hand.iter().chain(s.draw_pile) {
            let k = game.kind(u);
            let public = [Seat::A, Seat::B].iter().any(|&p| {
                let side = view.seats.get(p);
                side.leader == k
                    || side.battlefield.iter().any(|f| f.kind == k)
                    || side.reserve.contains(&k)
                    || side.kingdom.contains(&k)
                    || side.graveyard.contains(&k)
            });
            if !public && !out.contains(&k) {
                out.push(k);
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_match_from_challenge_to_resignation() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (a, b, c) = (alice(), bob(), carol());
    let (thread, board) = challenge_and_accept(&fake).await;
    let users = [a.clone(), b.clone()];

    // A stranger has no hand here.
    let stranger = open_hand(&fake, &c, &board).await;
    assert!(!can_act(&stranger) && stranger.text().contains("not playing"));

    let mut windows_passed = 0;
    let mut responded = false;
    let mut stale_checked = false;
    let mut actions = 0;
    let mut old_hand: Option<(TestUser, FakeMessage)> = None;
    while actions < 60 && !(windows_passed >= 1 && actions >= 20) {
        if let Some(prompt) = open_prompt(&fake, thread) {
            // The public prompt: two buttons whatever the player holds, and a deadline.
            assert_eq!(prompt.button_labels(), vec!["Respond", "Pass"]);
            assert!(prompt.content.contains("<t:"), "the deadline is shown");
            // The prompt starts by naming (and pinging) the player who may react.
            let mentioned = users
                .iter()
                .filter_map(|u| {
                    prompt
                        .content
                        .find(&format!("<@{}>", u.id))
                        .map(|at| (at, u))
                })
                .min_by_key(|(at, _)| *at)
                .expect("the prompt names the player")
                .1
                .clone();
            let pinged = prompt
                .allowed_mentions
                .clone()
                .unwrap_or_default()
                .to_string();
            assert!(pinged.contains(&mentioned.id.to_string()), "{pinged}");
            let other = users.iter().find(|u| u.id != mentioned.id).unwrap().clone();
            let pass = prompt.button("Pass").unwrap();
            // The other player may not answer it.
            let i = fake.click(&other, &prompt, &pass).await;
            let r = answer(&fake, i).await;
            assert!(r.ephemeral && r.kind == 4);
            if !responded {
                let respond = prompt.button("Respond").unwrap();
                let i = fake.click(&mentioned, &prompt, &respond).await;
                let r = answer(&fake, i).await;
                assert!(r.ephemeral, "the reactions are listed privately");
                let private = r.message.unwrap();
                assert!(private.button_labels().iter().any(|l| l == "Pass"));
                responded = true;
            }
            let i = fake.click(&mentioned, &prompt, &pass).await;
            let r = answer(&fake, i).await;
            assert_eq!(r.kind, 7, "passing updates the public prompt");
            assert!(r.message.unwrap().components.is_empty());
            windows_passed += 1;
            actions += 1;
            continue;
        }
        let mut acted = false;
        for user in &users {
            let hand = open_hand(&fake, user, &board).await;
            if !can_act(&hand) {
                continue;
            }
            if hand.button_labels().iter().any(|l| l == "Pass") {
                // A window whose prompt is not posted yet: wait for it.
                fake.wait_for(T, "the window prompt", |f| open_prompt(f, thread))
                    .await;
                acted = true;
                break;
            }
            if let Some((old_user, old)) = &old_hand {
                if !stale_checked && old_user.id == user.id {
                    // A prompt drawn for an earlier version changes nothing.
                    let id = old
                        .custom_ids()
                        .into_iter()
                        .find(|c| c.starts_with("iv1:act:"))
                        .or_else(|| {
                            old.custom_ids()
                                .into_iter()
                                .find(|c| c.starts_with("iv1:pick:"))
                        });
                    if let Some(id) = id {
                        let i = if id.starts_with("iv1:pick:") {
                            let value = old.selects()[0].1[0].1.clone();
                            fake.select(user, old, &id, &[&value]).await
                        } else {
                            fake.click(user, old, &id).await
                        };
                        let r = answer(&fake, i).await;
                        assert!(r.ephemeral);
                        assert!(
                            r.message.unwrap().text().contains("out of date"),
                            "a stale prompt is refused"
                        );
                        stale_checked = true;
                    }
                }
            }
            let r = play_one(&fake, user, &hand).await;
            assert_eq!(
                r.kind, 7,
                "an action updates the private message: {:?}",
                r.body
            );
            let after = r.message.unwrap();
            assert!(after.ephemeral);
            assert!(after.content.starts_with("✅"), "{}", after.text());
            old_hand = Some((user.clone(), hand));
            actions += 1;
            acted = true;
            break;
        }
        assert!(acted, "nobody could act");
    }
    assert!(
        windows_passed >= 1,
        "no reaction window came up in {actions} actions"
    );
    assert!(stale_checked, "no stale prompt was tried");

    // The board was edited in place, and shows the public state only.
    let board_now = fake
        .wait_for(T, "the board to catch up", |f| {
            let m = f.message(board.id)?;
            (m.history.len() > 3).then_some(m)
        })
        .await;
    let text = board_now.text();
    assert!(
        text.contains("Reserve") && text.contains("Kingdom"),
        "{text}"
    );
    let recent_start = text.find("Recent").unwrap_or(text.len());
    for kind in hidden_kinds(&db) {
        assert!(
            !text[..recent_start].contains(kind.name()),
            "the board names {} which is hidden:\n{text}",
            kind.name()
        );
    }
    for m in fake.all_messages() {
        if !m.ephemeral {
            assert!(
                !m.text().contains("Your hand"),
                "a hand in public: {}",
                m.text()
            );
            assert!(!m.text().contains("only you can see"), "{}", m.text());
        }
    }

    // /board posts the board again; /card and /rules answer.
    let i = fake
        .command(&c, thread, "board", serde_json::Value::Null)
        .await;
    let r = answer(&fake, i).await;
    assert!(!r.ephemeral && r.message.unwrap().text().contains("Invictus · match #1"));
    let i = fake
        .command(&c, thread, "card", json!([string_option("name", "Archer")]))
        .await;
    let r = answer(&fake, i).await;
    assert!(r.message.unwrap().text().contains("Archer"));
    let i = fake
        .autocomplete(
            &c,
            thread,
            "card",
            json!([{"name": "name", "type": 3, "value": "arc", "focused": true}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 8);
    assert!(r.body.to_string().contains("Archer"));
    let i = fake
        .command(
            &c,
            thread,
            "rules",
            json!([string_option("topic", "reactions")]),
        )
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("Respond"));

    // A malformed custom_id gets a polite answer.
    let i = fake.click(&a, &board_now, "iv1:act:1:x:2").await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("don't recognise"));

    // /games lists the match with the opponent and a link to the board.
    let i = fake
        .command(&a, thread, "games", serde_json::Value::Null)
        .await;
    let r = answer(&fake, i).await;
    let games = r.message.unwrap().text();
    assert!(
        r.ephemeral && games.contains(&format!("#1 vs <@{}>", b.id)),
        "{games}"
    );
    assert!(games.contains("move due <t:"), "{games}");
    // (the board posted again by /board above is the one linked)
    assert!(games.contains(&format!("/{GUILD_ID}/{thread}/")), "{games}");

    // Resign: confirm, then the match is over for both.
    let i = fake
        .command(&c, thread, "resign", serde_json::Value::Null)
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("no match"));
    let i = fake
        .command(&a, thread, "resign", serde_json::Value::Null)
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    let confirm = r.message.unwrap();
    let id = confirm.button("Resign").expect("a Resign button");
    let i = fake.click(&a, &confirm, &id).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 7);
    fake.wait_message(thread, T, |m| m.text().contains("wins by resignation"))
        .await;
    let stored = stored_match(&db);
    assert_eq!(stored.status, "over");
    let hand = open_hand(&fake, &b, &board).await;
    assert!(!can_act(&hand));
    let i = fake
        .command(&a, thread, "history", serde_json::Value::Null)
        .await;
    let history = answer(&fake, i).await.message.unwrap().text();
    assert!(history.contains("lost by resignation"), "{history}");
    let i = fake
        .command(&b, thread, "history", serde_json::Value::Null)
        .await;
    let history = answer(&fake, i).await.message.unwrap().text();
    assert!(history.contains("**won** by resignation"), "{history}");

    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_restarts_mid_match_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let (thread, board) = challenge_and_accept(&fake).await;
    let users = [alice(), bob()];

    // The player to act opens their hand before the restart.
    let mut before = None;
    for user in &users {
        let hand = open_hand(&fake, user, &board).await;
        if can_act(&hand) {
            before = Some((user.clone(), hand));
        }
    }
    let (player, hand) = before.expect("someone acts first");
    let version_before = stored_match(&db).game.version();
    bot.stop().await;

    let bot = start_bot(&fake, &db, 1).await;
    // A button posted before the restart still works.
    let r = play_one(&fake, &player, &hand).await;
    assert_eq!(r.kind, 7, "{:?}", r.body);
    assert!(r.message.unwrap().content.starts_with("✅"));
    assert_eq!(stored_match(&db).game.version(), version_before + 1);

    // Play on until a reaction window opens.
    let prompt = play_until_a_window_opens(&fake, thread, &board, &users).await;
    let version_at_window = stored_match(&db).game.version();
    assert!(prompt.content.contains("<t:"));

    // Restart while the window is open: its deadline is in the database, so the restarted bot
    // passes for the player once it expires.
    bot.stop().await;
    let bot = start_bot(&fake, &db, 2).await;
    fake.wait_for(
        Duration::from_secs(40),
        "the expired window to be passed",
        |_| (stored_match(&db).game.version() > version_at_window).then_some(()),
    )
    .await;
    let board_now = fake
        .wait_for(T, "the board to show the pass", |f| {
            let m = f.message(board.id)?;
            m.text().contains("passes").then_some(m)
        })
        .await;
    assert!(board_now.text().contains("Recent"));
    bot.stop().await;
}

// Defect 5: after a restart, a reaction prompt posted before it kept its Respond/Pass buttons
// past its deadline once the bot passed for the player. Prompts must be closed when their window
// closes, also after a restart (which prompt is open is stored: `matches.prompt_message_id`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_window_prompt_posted_before_a_restart_is_closed_when_its_window_expires() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    // Time moves only when the test says so: no window expires before the restart.
    let clock = std::sync::Arc::new(invictus::app::ManualClock::starting_at(
        invictus::app::now_ms(),
    ));
    let bot = start_bot_with_clock(&fake, &db, 0, clock.clone()).await;
    let (thread, board) = challenge_and_accept(&fake).await;
    let prompt = play_until_a_window_opens(&fake, thread, &board, &[alice(), bob()]).await;
    assert!(prompt.button("Respond").is_some() && prompt.button("Pass").is_some());
    assert!(
        prompt.content.contains("reaction window"),
        "{}",
        prompt.content
    );
    // The prompt is recorded as the match's open prompt before the bot stops.
    fake.wait_for(T, "the prompt to be stored", |_| {
        (stored_prompt(&db) == Some(prompt.id)).then_some(())
    })
    .await;
    let version_at_window = stored_match(&db).game.version();
    bot.stop().await;

    // The restarted bot knows the prompt only from the database.
    let bot = start_bot_with_clock(&fake, &db, 1, clock.clone()).await;
    assert_eq!(
        stored_match(&db).game.version(),
        version_at_window,
        "nothing moved before the window expired"
    );
    // The window (10 s) expires: the bot passes for the player.
    clock.advance(Duration::from_secs(11));
    fake.wait_for(T, "the expired window to be passed", |_| {
        (stored_match(&db).game.version() > version_at_window).then_some(())
    })
    .await;
    fake.wait_for(T, "the board to show the pass", |f| {
        let m = f.message(board.id)?;
        m.text().contains("passes").then_some(())
    })
    .await;
    // The prompt posted before the restart is closed: no buttons left, its text says so.
    let closed = fake
        .wait_for(T, "the old prompt to be closed", |f| {
            let m = f.message(prompt.id)?;
            m.components.is_empty().then_some(m)
        })
        .await;
    assert!(closed.custom_ids().is_empty(), "{:?}", closed.components);
    assert!(
        closed.content.starts_with(&prompt.content),
        "the prompt keeps its text: {}",
        closed.content
    );
    assert!(closed.content.ends_with("→ closed"), "{}", closed.content);
    assert_ne!(
        stored_prompt(&db),
        Some(prompt.id),
        "the closed prompt is no longer the match's open prompt"
    );
    bot.stop().await;
}

/// The binary as a server runs it: `invictus serve --config FILE` with the token in the
/// environment connects, and SIGTERM stops it cleanly (exit status 0).
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "database = {:?}\nregister_commands_in_guild = {GUILD_ID}\napi_base_url = {:?}\n",
            dir.path().join("bot.db").display().to_string(),
            fake.base_url()
        ),
    )
    .unwrap();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(["serve", "--config", config.to_str().unwrap()])
        .env("DISCORD_TOKEN", "test-token")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary starts");
    fake.wait_commands_registered(T).await;
    let names: Vec<String> = fake
        .wait_commands_registered(T)
        .await
        .iter()
        .filter_map(|c| c["name"].as_str().map(str::to_string))
        .collect();
    for want in [
        "challenge",
        "practice",
        "resign",
        "board",
        "games",
        "history",
        "card",
        "rules",
        "help",
    ] {
        assert!(
            names.iter().any(|n| n == want),
            "{want} not registered: {names:?}"
        );
    }
    let pid = child.id().expect("running");
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tokio::time::timeout(T, child.wait())
        .await
        .expect("the bot exits within 20 s of SIGTERM")
        .unwrap();
    let mut stderr = String::new();
    use tokio::io::AsyncReadExt;
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .await
        .unwrap();
    assert!(status.success(), "exit {status:?}; stderr:\n{stderr}");
}

/// Play across days: a reminder pings the player to move before the deadline; once it has
/// passed, the opponent is offered Claim / Grant and claims the win.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_then_a_claimed_win_after_a_missed_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let clock = std::sync::Arc::new(invictus::app::ManualClock::starting_at(
        invictus::app::now_ms(),
    ));
    let bot = start_bot_with_clock(&fake, &db, 0, clock.clone()).await;
    let (a, b) = (alice(), bob());
    // The board shows the deadline as a Discord timestamp.
    let (thread, _) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let (late, waiting) = if first == Seat::A { (&a, &b) } else { (&b, &a) };
    // The late player leaves the server (and closes their DMs): the match goes on in its thread.
    fake.leave_guild(late);

    // Half time: a reminder mentions (and pings) the player to move.
    clock.advance(Duration::from_secs(3600));
    let reminder = fake
        .wait_message(thread, T, |m| m.content.contains("reminder"))
        .await;
    assert!(reminder.content.contains(&format!("<@{}>", late.id)));
    assert!(reminder
        .allowed_mentions
        .clone()
        .unwrap_or_default()
        .to_string()
        .contains(&late.id.to_string()));

    // The deadline passes: nothing is forfeited until the waiting player decides.
    clock.advance(Duration::from_secs(3600));
    let offer = fake
        .wait_message(thread, T, |m| m.content.contains("missed the deadline"))
        .await;
    assert_eq!(stored_match(&db).status, "active");
    let claim = offer.button("Claim the win").expect("a Claim button");
    assert!(offer.button("Grant").is_some());
    let i = fake.click(late, &offer, &claim).await;
    assert!(
        answer(&fake, i).await.ephemeral,
        "the late player cannot claim"
    );
    let i = fake.click(waiting, &offer, &claim).await;
    assert_eq!(answer(&fake, i).await.kind, 7);
    fake.wait_message(thread, T, |m| m.text().contains("wins by timeout"))
        .await;
    assert_eq!(stored_match(&db).status, "over");
    // Everything was said in the channel: no DM was ever tried, no request failed.
    let requests = fake.requests();
    assert!(!requests
        .iter()
        .any(|r| r.path.contains("/users/@me/channels")));
    assert!(
        requests.iter().all(|r| r.status < 400),
        "{:#?}",
        requests
            .iter()
            .filter(|r| r.status >= 400)
            .collect::<Vec<_>>()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standing_orders_and_a_vacation_through_discord() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let clock = std::sync::Arc::new(invictus::app::ManualClock::starting_at(
        invictus::app::now_ms(),
    ));
    let bot = start_bot_with_clock(&fake, &db, 0, clock.clone()).await;
    let (a, b) = (alice(), bob());
    let (thread, board) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let (mover, waiting) = if first == Seat::A { (&a, &b) } else { (&b, &a) };
    let options = |seat: Seat| {
        invictus::app::SeatOptions::from(
            Store::open(&db)
                .unwrap()
                .seat_options(MatchId(1), seat_number(seat))
                .unwrap(),
        )
    };

    // /orders in the match's thread, by the waiting player.
    let i = fake
        .command(
            waiting,
            thread,
            "orders",
            json!([{"name": "order", "type": 4, "value": 1}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    assert!(
        r.message.unwrap().text().contains("Always pass reactions"),
        "the order is confirmed"
    );
    assert_eq!(
        options(first.pair()).orders,
        invictus::app::StandingOrder::AlwaysPass
    );
    assert_eq!(options(first).orders, invictus::app::StandingOrder::Ask);
    // A malformed option is answered, and changes nothing.
    let i = fake
        .command(
            waiting,
            thread,
            "orders",
            json!([string_option("order", "sometimes")]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral && r.message.unwrap().text().contains("nothing was changed"));
    assert_eq!(
        options(first.pair()).orders,
        invictus::app::StandingOrder::AlwaysPass
    );
    // Someone who does not play here has no match to set orders for.
    let carol = carol();
    fake.register_user(&carol);
    let i = fake
        .command(
            &carol,
            thread,
            "orders",
            json!([{"name": "order", "type": 4, "value": 1}]),
        )
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("no match in progress"));

    // The same from the hand message's menu, by the player to move.
    let hand = open_hand(&fake, mover, &board).await;
    let (menu, choices) = hand
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:orders:"))
        .expect("the hand offers the standing orders");
    assert_eq!(choices.len(), 3);
    let placeholder = |m: &FakeMessage| {
        m.component(&menu).expect("the orders menu")["placeholder"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(placeholder(&hand), "Reaction windows: Ask me");
    // Someone who does not play in the match is refused.
    let i = fake.select(&carol, &hand, &menu, &["guard_leader"]).await;
    assert!(answer(&fake, i).await.ephemeral);
    assert_eq!(options(first).orders, invictus::app::StandingOrder::Ask);
    let i = fake.select(mover, &hand, &menu, &["guard_leader"]).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 7, "the hand message is updated in place");
    let updated = r.message.unwrap();
    let text = updated.text();
    assert!(
        text.contains("Standing order for match #1: Guard my Leader"),
        "{text}"
    );
    assert_eq!(
        placeholder(&updated),
        "Reaction windows: Guard my Leader when I can"
    );
    assert_eq!(
        options(first).orders,
        invictus::app::StandingOrder::GuardLeader
    );
    let i = fake.select(mover, &hand, &menu, &["no_such_order"]).await;
    assert!(answer(&fake, i).await.ephemeral);
    assert_eq!(
        options(first).orders,
        invictus::app::StandingOrder::GuardLeader
    );

    // /vacation: the mover's clock stops, the board says so, and the deadline moves.
    let deadline = |db: &Path| {
        Store::open(db)
            .unwrap()
            .match_timers(MatchId(1))
            .unwrap()
            .into_iter()
            .find(|t| t.kind == invictus::app::TURN_DEADLINE)
            .map(|t| t.due_at)
            .expect("a turn deadline")
    };
    let before = deadline(&db);
    let i = fake
        .command(
            mover,
            CHANNEL_ID,
            "vacation",
            json!([{"name": "days", "type": 4, "value": 3}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    let text = r.message.unwrap().text();
    assert!(text.contains("stopped until"), "{text}");
    assert!(text.contains("11.0 days"), "14 days a year, 3 used: {text}");
    assert_eq!(deadline(&db), before + 3 * 24 * 3600 * 1000);
    fake.wait_message(thread, T, |m| {
        m.id == board.id && m.text().contains("is on vacation until")
    })
    .await;
    // A second vacation while on one is refused.
    let i = fake
        .command(
            mover,
            CHANNEL_ID,
            "vacation",
            json!([{"name": "days", "type": 4, "value": 1}]),
        )
        .await;
    assert!(answer(&fake, i)
        .await
        .message
        .unwrap()
        .text()
        .contains("already on vacation"));

    // The old deadline passes without a claim offer; the moved one brings it.
    clock.advance(Duration::from_secs(3 * 3600));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!fake
        .channel_messages(thread)
        .iter()
        .any(|m| m.content.contains("missed the deadline")));
    clock.advance(Duration::from_secs(3 * 24 * 3600));
    fake.wait_message(thread, T, |m| m.content.contains("missed the deadline"))
        .await;
    assert_eq!(stored_match(&db).status, "active");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_practice_match_against_the_built_in_opponent() {
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
            json!([{"name": "level", "type": 4, "value": 0}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(!r.ephemeral, "a practice match is public");
    assert!(r
        .message
        .unwrap()
        .text()
        .contains("practice match #1 against the built-in opponent (easy)"));
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Invictus · match #1"))
        .await;
    let stored = stored_match(&db);
    assert_eq!(stored.players, [Some(a.id), Some(BOT_ID)].into());

    // Play until both sides have made a good number of moves: the AI answers by itself.
    let started = std::time::Instant::now();
    let mut mine = 0;
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the match did not move on"
        );
        let m = stored_match(&db);
        let ai_moves = Store::open(&db)
            .unwrap()
            .action_log::<Match>(MatchId(1))
            .unwrap()
            .iter()
            .filter(|(_, seat, _)| *seat == seat_number(Seat::B))
            .count();
        if m.game.is_over() || (mine >= 12 && ai_moves >= 12) {
            break;
        }
        if m.game.priority() == Some(Seat::A) {
            let hand = open_hand(&fake, &a, &board).await;
            if can_act(&hand) {
                play_one(&fake, &a, &hand).await;
                mine += 1;
                continue;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The AI's moves are told on the board; the bot never pings or prompts itself.
    fake.wait_message(thread, T, |m| {
        m.id == board.id && m.text().contains("Player B")
    })
    .await;
    for m in fake.channel_messages(thread) {
        let pinged = m.allowed_mentions.clone().unwrap_or_default().to_string();
        assert!(
            !pinged.contains(&BOT_ID.to_string()),
            "the bot is never pinged: {} {pinged}",
            m.content
        );
        assert!(
            !(m.content.contains("reaction window")
                && m.content.starts_with(&format!("⚔️ <@{BOT_ID}>"))),
            "no window prompt for the bot: {}",
            m.content
        );
    }

    // Challenging the bot itself also starts a practice match.
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": BOT_ID.to_string()}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(
        r.message.unwrap().text().contains("practice match #2"),
        "challenging the bot starts a practice match"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_practice_match_with_a_built_in_partner_against_two_built_in_opponents() {
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
                {"name": "level", "type": 4, "value": 0},
                {"name": "mode", "type": 4, "value": 1}
            ]),
        )
        .await;
    let r = answer(&fake, i).await;
    let text = r.message.unwrap().text();
    assert!(text.contains("team practice match #1"), "{text}");
    assert!(
        text.contains("Partners may talk only before the battle"),
        "{text}"
    );
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Invictus · match #1"))
        .await;
    let stored = stored_match(&db);
    assert_eq!(
        stored.players,
        [Some(a.id), Some(BOT_ID), Some(BOT_ID), Some(BOT_ID)].into()
    );
    assert_eq!(stored.game.mode(), Mode::Teams);
    let ai_seats: Vec<Seat> = Store::open(&db)
        .unwrap()
        .ai_seats(MatchId(1))
        .unwrap()
        .iter()
        .map(|s| invictus::games::invictus_seat(s.seat).unwrap())
        .collect();
    assert_eq!(ai_seats, [Seat::B, Seat::C, Seat::D]);

    // Play to the end: the three built-in players move by themselves.
    let started = std::time::Instant::now();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the team match did not end"
        );
        let m = stored_match(&db);
        if m.game.is_over() {
            break;
        }
        if m.game.priority() == Some(Seat::A) {
            let hand = open_hand(&fake, &a, &board).await;
            // The hand shows A's own cards only (R44): as many as A holds.
            let held = m.game.seat_state(Seat::A).hand.len();
            assert!(
                hand.text().contains(&format!("Hand {held} ")),
                "{}",
                hand.text()
            );
            if can_act(&hand) {
                play_one(&fake, &a, &hand).await;
                continue;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let log = Store::open(&db)
        .unwrap()
        .action_log::<Match>(MatchId(1))
        .unwrap();
    for seat in [Seat::B, Seat::C, Seat::D] {
        assert!(
            log.iter().any(|(_, s, _)| *s == seat_number(seat)),
            "the built-in player {seat} moved"
        );
    }
    // The board shows both teams, the turn order, and the result for the team.
    let over = fake
        .wait_message(thread, T, |m| m.id == board.id && m.text().contains("🏆"))
        .await;
    let text = over.text();
    assert!(
        text.contains("Team A & C") && text.contains("Team B & D"),
        "{text}"
    );
    assert!(text.contains("Turn order"), "{text}");
    for m in fake.channel_messages(thread) {
        let pinged = m.allowed_mentions.clone().unwrap_or_default().to_string();
        assert!(
            !pinged.contains(&BOT_ID.to_string()),
            "the bot is never pinged: {} {pinged}",
            m.content
        );
    }
    bot.stop().await;
}

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
        [Some(a.id), Some(b.id), Some(c.id), Some(d.id)].into()
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

/// One click through Discord: a hand button that applies an action makes at most 3 store calls
/// and one rebuild of the match, board edit included. Then bad clicks are refused and change
/// nothing: a forged click on another player's private message, an id naming no real match, an
/// action index that is not open; and with the database closed under a click, the click is
/// still answered within 3 s and the match is unchanged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_is_one_read_and_one_write_and_bad_clicks_change_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let (bot, store) = start_bot_with_store(&fake, &db).await;
    let (a, b) = (alice(), bob());
    let (_thread, board) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let (mover, waiting) = if first == Seat::A { (&a, &b) } else { (&b, &a) };
    let hand = open_hand(&fake, mover, &board).await;
    let board_before = fake.message(board.id).unwrap().text();
    tokio::time::sleep(Duration::from_millis(500)).await;

    // The counted click: keep the first hand.
    let before = store.stats();
    let keep = hand
        .button("Keep these three Soldiers")
        .expect("a Keep button");
    let i = fake.click(mover, &hand, &keep).await;
    let r = answer(&fake, i).await;
    let answered = r.message.unwrap().text();
    assert!(answered.contains("✅"));
    // R7: the first choice is kept secret until the other player made theirs, and the mover
    // is told so.
    assert!(
        answered.contains("stays secret until your opponent has made theirs"),
        "{answered}"
    );
    fake.wait_for(T, "the board edit", |f| {
        (f.message(board.id).unwrap().text() != board_before).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = store.stats();
    assert!(
        after.calls - before.calls <= 3,
        "a click and its board edit made {} store calls",
        after.calls - before.calls
    );
    assert!(
        after.restores - before.restores <= 1,
        "{after:?} vs {before:?}"
    );
    assert_eq!(stored_match(&db).game.version(), 1);

    // A forged click by the other player on the mover's private message changes nothing.
    let hand = fake.message(hand.id).unwrap();
    let orders = hand
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:orders:"))
        .expect("the standing-order menu")
        .0;
    let i = fake.select(waiting, &hand, &orders, &["always_pass"]).await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    assert!(r.message.unwrap().text().contains("another player"));
    for seat in [Seat::A, Seat::B] {
        let row = Store::open(&db)
            .unwrap()
            .seat_options(MatchId(1), seat_number(seat))
            .unwrap();
        assert_eq!(row.orders, "ask", "nobody's order changed");
    }
    assert_eq!(fake.message(hand.id).unwrap().text(), hand.text());

    // An id naming no real match is a plain refusal.
    let i = fake
        .click(waiting, &board, "iv1:hand:9223372036854775807")
        .await;
    let r = answer(&fake, i).await;
    let text = r.message.unwrap().text();
    assert!(text.contains("no such match"), "{text}");

    // An action index that is not open is said to be so, not "out of date".
    let stored = stored_match(&db);
    let to_move = if stored.game.priority() == Some(Seat::A) {
        &a
    } else {
        &b
    };
    let fresh = open_hand(&fake, to_move, &board).await;
    let forged = format!("iv1:act:1:{}:65535:{}", stored.game.version(), to_move.id);
    let i = fake.click(to_move, &fresh, &forged).await;
    let r = answer(&fake, i).await;
    let text = r.message.unwrap().text();
    assert!(text.contains("not an action open to you"), "{text}");
    assert_eq!(stored_match(&db).game.version(), stored.game.version());

    // The database fails under a click: it is answered, and nothing changed.
    let act = fresh
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:act:"))
        .expect("an action button");
    store.close().await;
    let i = fake.click(to_move, &fresh, &act).await;
    let r = answer(&fake, i).await;
    assert!(r.ephemeral);
    let text = r.message.unwrap().text();
    assert!(text.contains("Something went wrong"), "{text}");
    assert_eq!(stored_match(&db).game.version(), stored.game.version());
    bot.stop().await;
}

/// A click whose answer waits on a busy database is still acknowledged within Discord's 3 s: the
/// bot acknowledges it without an answer (the clicked message left as it is) once 1.5 s have
/// passed, then replaces the clicked hand with the answer when it is ready; the action is
/// applied once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_waiting_on_a_busy_database_is_acknowledged_in_time_and_answered_later() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("slow.db");
    let (bot, store) = start_bot_with_store(&fake, &db).await;
    let (a, b) = (alice(), bob());
    let (_thread, board) = two_hour_match(&fake, &a, &b).await;
    let first = stored_match(&db).game.priority().unwrap();
    let mover = if first == Seat::A { &a } else { &b };
    let hand = open_hand(&fake, mover, &board).await;
    let keep = hand
        .button("Keep these three Soldiers")
        .expect("a Keep button");
    // The database is busy for 2.5 s (a long write, a slow disk).
    let busy = store.clone();
    let held = tokio::spawn(async move {
        busy.call(|_| {
            std::thread::sleep(Duration::from_millis(2_500));
            Ok(())
        })
        .await
    });
    tokio::time::sleep(Duration::from_millis(50)).await;
    let i = fake.click(mover, &hand, &keep).await;
    let r = answer(&fake, i).await;
    assert_eq!(r.kind, 6, "acknowledged without an answer");
    assert!(r.latency >= Duration::from_millis(1_400), "{:?}", r.latency);
    // The answer follows: the clicked hand becomes the answer.
    let answered = fake
        .wait_for(T, "the late answer", |f| {
            f.message(hand.id).filter(|m| m.text().contains("✅"))
        })
        .await;
    assert!(
        answered.text().contains("stays secret"),
        "{}",
        answered.text()
    );
    held.await.unwrap().unwrap();
    assert_eq!(stored_match(&db).game.version(), 1, "applied once");
    bot.stop().await;
}

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
    assert_eq!(width, invictus::picture::BOARD_WIDTH);
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
        std::sync::Arc::new(invictus::app::SystemClock),
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

/// The armies of match `id` once it has started.
async fn started_armies(
    fake: &FakeDiscord,
    db: &Path,
    id: MatchId,
) -> invictus::engine::BySeat<invictus::engine::Army> {
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
        invictus::engine::Army::parse(MIXED, false)
            .unwrap()
            .to_string()
    );
    assert_eq!(
        armies.get(Seat::B),
        &invictus::engine::Army::parse("odin", false).unwrap()
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
        &invictus::engine::Army::parse("king", false).unwrap()
    );
    assert_eq!(
        setup.get(Seat::B),
        &invictus::engine::Army::parse("pharaoh", false).unwrap()
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
    let exported: invictus::replay::ExportedMatch = serde_json::from_str(&text).unwrap();
    let stored = stored_match(&db);
    assert_eq!(exported.log.actions.len() as u64, stored.game.version());
    assert_eq!(exported.about.players[0].player, Some(a.id));
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
        .rating(b.id, invictus::store::GLOBAL)
        .unwrap()
        .unwrap();
    let loser = store
        .rating(a.id, invictus::store::GLOBAL)
        .unwrap()
        .unwrap();
    assert_eq!(
        (winner.rating.round(), loser.rating.round()),
        (1662.0, 1338.0)
    );
    assert_eq!((winner.wins, loser.losses), (1, 1));
    let in_server = store.rating(b.id, GUILD_ID).unwrap().unwrap();
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
            .rating(a.id, invictus::store::GLOBAL)
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
    assert_eq!(second.players, [Some(b.id), Some(a.id)].into());
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

/// `invictus health` reads the running bot's heartbeats: healthy once its gateway is connected
/// and its timer loop has run; unhealthy when they are older than `--max-age`, and when the
/// database does not exist.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_sees_the_running_bot_and_a_stopped_one() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db, 0).await;
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!("database = {:?}\n", db.display().to_string()),
    )
    .unwrap();
    let health = |config: &Path, max_age: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_invictus"))
            .args(["health", "--max-age", max_age, "--config"])
            .arg(config)
            .output()
            .unwrap()
    };
    let started = std::time::Instant::now();
    let out = loop {
        let out = health(&config, "3m");
        if out.status.success() || started.elapsed() > T {
            break out;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        said.contains("healthy: gateway connection") && said.contains("timer loop"),
        "{said}"
    );
    bot.stop().await;

    tokio::time::sleep(Duration::from_millis(2_100)).await;
    let out = health(&config, "1s");
    assert_eq!(
        out.status.code(),
        Some(1),
        "a stopped bot's heartbeats grow old"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("last seen alive"));

    let missing = dir.path().join("missing.toml");
    std::fs::write(&missing, "database = \"/nonexistent/dir/bot.db\"\n").unwrap();
    let out = health(&missing, "3m");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not exist"));
}

/// GET /metrics from the bot's Prometheus endpoint, as text (`None` while nothing answers).
fn scrape(port: u16) -> Option<String> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    stream
        .write_all(b"GET /metrics HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .ok()?;
    let mut text = String::new();
    stream.read_to_string(&mut text).ok()?;
    text.starts_with("HTTP/1.1 200").then_some(text)
}

/// The value of a metric line starting with `name` (a counter, or a histogram's `_count`).
fn metric(text: &str, name: &str) -> f64 {
    text.lines()
        .find(|l| l.starts_with(name))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0)
}

/// With `metrics_address` set, the bot serves Prometheus metrics, and its counters move as
/// players click: interactions answered and refused, acknowledgement and store latencies.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_are_served_and_move_with_clicks() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let bot = start_bot_configured(
        &fake,
        &db,
        0,
        std::sync::Arc::new(invictus::app::SystemClock),
        &format!("metrics_address = \"127.0.0.1:{port}\""),
    )
    .await;
    // The endpoint may answer before the first metrics are recorded: wait for the gauges.
    let before = fake
        .wait_for(T, "the metrics endpoint", |_| {
            scrape(port).filter(|t| t.contains("invictus_active_matches"))
        })
        .await;
    assert!(before.contains("invictus_active_matches"), "{before}");
    let (_thread, board) = challenge_and_accept(&fake).await;
    open_hand(&fake, &alice(), &board).await;
    let answered = r#"invictus_interactions_total{result="answered"}"#;
    let refused = r#"invictus_interactions_total{result="refused"}"#;
    // A click is counted once its answer is sent: the last one may still be on its way.
    let after = fake
        .wait_for(T, "the counters to move", |_| {
            scrape(port).filter(|t| metric(t, answered) >= 2.0)
        })
        .await;
    assert!(
        metric(&after, answered) >= 2.0,
        "accept and My hand: {after}"
    );
    assert!(
        metric(&after, refused) >= 1.0,
        "a stranger's accept was refused: {after}"
    );
    assert!(
        metric(&after, "invictus_ack_seconds_count") >= 3.0,
        "{after}"
    );
    assert!(
        metric(&after, "invictus_store_call_seconds_count")
            > metric(&before, "invictus_store_call_seconds_count"),
        "{after}"
    );
    assert!(
        after.contains("# TYPE invictus_ack_seconds histogram"),
        "{after}"
    );
    bot.stop().await;
}

/// Starts a bot that runs `shards` (TOML) and waits for its IDENTIFY; it may not register commands.
async fn start_sharded_bot(fake: &FakeDiscord, db: &Path, shards: &str) -> RunningBot {
    let readies_before = fake.ready_count();
    let bot = spawn_bot(
        fake,
        db,
        std::sync::Arc::new(invictus::app::SystemClock),
        &format!("shards = {shards}"),
    );
    fake.wait_for(T, "the sharded bot to connect", |f| {
        (f.ready_count() > readies_before).then_some(())
    })
    .await;
    bot
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_shards_setting_splits_the_gateway_and_only_shard_zero_registers_commands() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let registrations = |fake: &FakeDiscord| {
        fake.requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .count()
    };
    // The first of two processes runs shard 0 of 2 and registers the commands.
    let first = start_sharded_bot(
        &fake,
        &dir.path().join("first.db"),
        "{ total = 2, first = 0, last = 0 }",
    )
    .await;
    fake.wait_commands_registered(T).await;
    assert_eq!(fake.identified_shards(), vec![(0, 2)]);
    assert_eq!(registrations(&fake), 1);
    // The second runs shard 1, with its own database; the fake dispatches on the newest
    // connection, so the second process answers (its set-up, where commands would be
    // registered, is done by then).
    let second = start_sharded_bot(
        &fake,
        &dir.path().join("second.db"),
        "{ total = 2, first = 1, last = 1 }",
    )
    .await;
    assert_eq!(fake.identified_shards(), vec![(0, 2), (1, 2)]);
    let i = fake.command(&alice(), CHANNEL_ID, "rules", json!([])).await;
    assert!(answer(&fake, i).await.message.is_some(), "shard 1 answers");
    assert_eq!(registrations(&fake), 1, "only shard 0 registers commands");
    first.stop().await;
    second.stop().await;

    // One process may run several shards: one gateway connection each.
    let both = start_sharded_bot(
        &fake,
        &dir.path().join("both.db"),
        "{ total = 2, first = 0, last = 1 }",
    )
    .await;
    fake.wait_for(T, "both shards to identify", |f| {
        (f.identified_shards().len() == 4).then_some(())
    })
    .await;
    let mut last_two = fake.identified_shards()[2..].to_vec();
    last_two.sort();
    assert_eq!(last_two, vec![(0, 2), (1, 2)]);
    both.stop().await;
}

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
    use invictus::lang::Lang;
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
    assert!(rows
        .guilds
        .iter()
        .any(|(guild, chosen, locale)| *guild == GUILD_ID
            && chosen.as_deref() == Some("fr")
            && locale.as_deref() == Some("en-US")));
    assert!(rows.players.is_empty(), "alice went back to automatic");
}
