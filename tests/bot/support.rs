//! Helpers shared by the bot's end-to-end tests: the test users, starting and stopping the bot
//! against the fake Discord, slash-command options, and playing a match on through its hands.

use crate::fake_discord::*;
use invictus::config::Config;
use invictus::games::invictus::rules::Match;
use invictus::store::{MatchId, Store};
use serde_json::json;
use std::path::Path;
use std::time::Duration;

pub const T: Duration = Duration::from_secs(20);

pub fn alice() -> TestUser {
    TestUser::new(500_000_000_000_000_001, "alice")
}
pub fn bob() -> TestUser {
    TestUser::new(500_000_000_000_000_002, "bob")
}
pub fn carol() -> TestUser {
    TestUser::new(500_000_000_000_000_003, "carol")
}
pub fn dave() -> TestUser {
    TestUser::new(500_000_000_000_000_004, "dave")
}

pub struct RunningBot {
    stop: tokio::sync::oneshot::Sender<()>,
    task: tokio::task::JoinHandle<Result<(), invictus::discord::ServeError>>,
}

impl RunningBot {
    pub async fn stop(self) {
        let _ = self.stop.send(());
        let result = tokio::time::timeout(T, self.task)
            .await
            .expect("the bot stops within 20 s")
            .expect("the bot task did not panic");
        result.expect("the bot stopped cleanly");
    }
}

pub async fn start_bot(fake: &FakeDiscord, db: &Path, readies_before: u64) -> RunningBot {
    start_bot_with_clock(
        fake,
        db,
        readies_before,
        std::sync::Arc::new(invictus::hosting::SystemClock),
    )
    .await
}

pub async fn start_bot_with_clock(
    fake: &FakeDiscord,
    db: &Path,
    readies_before: u64,
    clock: std::sync::Arc<dyn invictus::hosting::Clock>,
) -> RunningBot {
    start_bot_configured(fake, db, readies_before, clock, "").await
}

/// Starts the bot with the tests' configuration plus the `extra` lines of TOML.
pub async fn start_bot_configured(
    fake: &FakeDiscord,
    db: &Path,
    readies_before: u64,
    clock: std::sync::Arc<dyn invictus::hosting::Clock>,
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
pub async fn start_bot_with_store(
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
        std::sync::Arc::new(invictus::hosting::SystemClock),
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
pub fn spawn_bot(
    fake: &FakeDiscord,
    db: &Path,
    clock: std::sync::Arc<dyn invictus::hosting::Clock>,
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

pub fn user_option(name: &str, user: &TestUser) -> serde_json::Value {
    json!({"name": name, "type": 6, "value": user.id.to_string()})
}

pub fn string_option(name: &str, value: &str) -> serde_json::Value {
    json!({"name": name, "type": 3, "value": value})
}

/// Answers within Discord's 3 seconds, or fails.
pub async fn answer(fake: &FakeDiscord, interaction: u64) -> Reply {
    let reply = fake.reply(interaction, T).await;
    assert!(
        reply.latency < Duration::from_secs(3),
        "interaction answered after {:?}",
        reply.latency
    );
    reply
}

/// Challenges bob as alice and accepts; returns the match thread and the board message.
pub async fn challenge_and_accept(fake: &FakeDiscord) -> (u64, FakeMessage) {
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
pub async fn two_hour_match(fake: &FakeDiscord, a: &TestUser, b: &TestUser) -> (u64, FakeMessage) {
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
pub async fn open_hand(fake: &FakeDiscord, user: &TestUser, message: &FakeMessage) -> FakeMessage {
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

pub fn can_act(hand: &FakeMessage) -> bool {
    hand.custom_ids()
        .iter()
        .any(|c| c.starts_with("iv1:act:") || c.starts_with("iv1:pick:"))
}

/// Plays one action from a hand message: an attack if there is one, else a recruit or a setup
/// placement, else keep/end the turn. Returns the answer to the final click.
pub async fn play_one(fake: &FakeDiscord, user: &TestUser, hand: &FakeMessage) -> Reply {
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
pub fn open_prompt(fake: &FakeDiscord, thread: u64) -> Option<FakeMessage> {
    fake.channel_messages(thread)
        .into_iter()
        .rev()
        .find(|m| m.custom_ids().iter().any(|c| c.starts_with("iv1:pass:")))
}

/// Plays the match on through the hands opened from `board` until a reaction window opens, and
/// returns its prompt in the match thread.
pub async fn play_until_a_window_opens(
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

pub fn stored_match(db: &Path) -> invictus::store::StoredMatch<Match> {
    let store = Store::open(db).expect("open the bot's database");
    store.load_match(MatchId(1)).expect("match 1")
}

/// The window prompt stored as open for match 1 (`matches.prompt_message_id`).
pub fn stored_prompt(db: &Path) -> Option<u64> {
    let conn = rusqlite::Connection::open(db).expect("open the bot's database");
    conn.query_row(
        "SELECT prompt_message_id FROM matches WHERE id = 1",
        [],
        |row| row.get::<_, Option<i64>>(0),
    )
    .expect("match 1")
    .map(|id| id as u64)
}
