//! Two `invictus serve` processes running the two gateway shards of one bot on one PostgreSQL
//! database, each against the fake Discord of its shard's guild: a player is one player in both
//! (one global record, one set of saved armies), each process fires its own guild's deadlines
//! once, and a process killed with SIGKILL fires its overdue deadline once when started again.

use crate::backend::{database_for, needs_server};
use crate::fake_discord::*;
use serde_json::json;
use std::path::Path;
use std::time::Duration;

const T: Duration = Duration::from_secs(30);
const REMINDER: &str = "reminder: it is your move";

fn alice() -> TestUser {
    TestUser::new(500_000_000_000_000_001, "alice")
}
fn bob() -> TestUser {
    TestUser::new(500_000_000_000_000_002, "bob")
}

fn user_option(name: &str, user: &TestUser) -> serde_json::Value {
    json!({"name": name, "type": 6, "value": user.id.to_string()})
}

fn string_option(name: &str, value: &str) -> serde_json::Value {
    json!({"name": name, "type": 3, "value": value})
}

/// The guild of shard `shard` of 2: the fake's usual guild, or the one next to it.
fn guild_of(shard: u64) -> u64 {
    let usual = GUILD_ID;
    if (usual >> 22) % 2 == shard {
        usual
    } else {
        usual + (1 << 22)
    }
}

/// `invictus serve` for shard `shard` of 2, on `database`, against `fake`.
fn serve(dir: &Path, database: &str, fake: &FakeDiscord, shard: u64) -> tokio::process::Child {
    let config = dir.join(format!("shard-{shard}.toml"));
    std::fs::write(
        &config,
        format!(
            "database = {database:?}\nregister_commands_in_guild = {}\napi_base_url = {:?}\n\
             shards = {{ total = 2, first = {shard}, last = {shard} }}\n\
             board_update_interval = \"100ms\"\nmin_turn_time = \"1m\"\nreminders = [10]\n\
             log_level = \"warn\"\n",
            guild_of(shard),
            fake.base_url()
        ),
    )
    .unwrap();
    tokio::process::Command::new(env!("CARGO_BIN_EXE_invictus"))
        .args(["serve", "--config"])
        .arg(&config)
        .env("DISCORD_TOKEN", "test-token")
        .kill_on_drop(true)
        .spawn()
        .expect("invictus serve starts")
}

async fn answer(fake: &FakeDiscord, interaction: u64) -> Reply {
    fake.reply(interaction, T).await
}

/// Alice challenges Bob with a one-minute turn (a reminder after 6 s); Bob accepts. The
/// match's thread.
async fn start_match(fake: &FakeDiscord) -> u64 {
    let (a, b) = (alice(), bob());
    fake.register_user(&a);
    fake.register_user(&b);
    let i = fake
        .command(
            &a,
            CHANNEL_ID,
            "challenge",
            json!([
                user_option("opponent", &b),
                string_option("turn_time", "1m")
            ]),
        )
        .await;
    let challenge = answer(fake, i).await.message.expect("the challenge");
    let i = fake
        .click(&b, &challenge, &challenge.button("Accept").unwrap())
        .await;
    answer(fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    fake.wait_message(thread, T, |m| m.text().contains("Invictus · match #"))
        .await;
    // The first player's ping comes once the board's message is recorded.
    fake.wait_message(thread, T, |m| m.text().contains("your move"))
        .await;
    thread
}

fn reminders(fake: &FakeDiscord) -> usize {
    fake.all_messages()
        .iter()
        .filter(|m| m.text().contains(REMINDER))
        .count()
}

async fn ask(
    fake: &FakeDiscord,
    user: &TestUser,
    channel: u64,
    name: &str,
    options: serde_json::Value,
) -> String {
    let i = fake.command(user, channel, name, options).await;
    answer(fake, i).await.message.expect("an answer").text()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_on_two_shards_share_players_and_fire_each_deadline_once() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let database = database_for(&dir.path().join("two"));
    let fakes = [
        FakeDiscord::start_in_guild(guild_of(0)).await,
        FakeDiscord::start_in_guild(guild_of(1)).await,
    ];
    let mut first = serve(dir.path(), &database, &fakes[0], 0);
    fakes[0].wait_commands_registered(T).await;
    let mut second = serve(dir.path(), &database, &fakes[1], 1);
    fakes[1].wait_ready(T).await;
    // The commands are the bot's, registered once by shard 0's process.
    fakes[1].copy_commands_from(&fakes[0]);
    assert_eq!(fakes[0].identified_shards(), vec![(0, 2)]);
    assert_eq!(fakes[1].identified_shards(), vec![(1, 2)]);

    let threads = [start_match(&fakes[0]).await, start_match(&fakes[1]).await];
    let started = std::time::Instant::now();
    // Shard 1's process dies before its match's reminder is due.
    second.start_kill().unwrap();
    second.wait().await.unwrap();
    fakes[0]
        .wait_for(T, "shard 0's reminder", |f| {
            (reminders(f) > 0).then_some(())
        })
        .await;
    // Past shard 1's reminder too: nobody fires it while its process is down (shard 0's
    // process leaves another shard's guild alone).
    tokio::time::sleep(Duration::from_secs(9).saturating_sub(started.elapsed())).await;
    assert_eq!(reminders(&fakes[1]), 0, "no process of shard 1 was running");
    let readies = fakes[1].ready_count();
    let _second = serve(dir.path(), &database, &fakes[1], 1);
    fakes[1]
        .wait_for(T, "shard 1's process again", |f| {
            (f.ready_count() > readies).then_some(())
        })
        .await;
    fakes[1]
        .wait_for(T, "shard 1's overdue reminder", |f| {
            (reminders(f) > 0).then_some(())
        })
        .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        (reminders(&fakes[0]), reminders(&fakes[1])),
        (1, 1),
        "each guild's reminder once"
    );

    // Alice loses a rated match in each guild: both processes see both results.
    let a = alice();
    for (fake, &thread) in fakes.iter().zip(&threads) {
        let i = fake
            .command(&a, thread, "resign", serde_json::Value::Null)
            .await;
        let confirm = answer(fake, i).await.message.unwrap();
        let i = fake
            .click(&a, &confirm, &confirm.button("Resign").unwrap())
            .await;
        answer(fake, i).await;
        fake.wait_message(thread, T, |m| m.text().contains("wins by resignation"))
            .await;
    }
    for fake in &fakes {
        let profile = ask(fake, &a, CHANNEL_ID, "profile", json!([])).await;
        assert!(
            profile.contains("0 W · 2 L · 0 D"),
            "one record in both: {profile}"
        );
    }
    // An army saved through one process is Alice's in the other.
    let saved = ask(
        &fakes[0],
        &a,
        CHANNEL_ID,
        "army",
        json!([{"name": "save", "type": 1, "options": [
            string_option("name", "Samurai wall"),
            string_option("army", "leader=shogun blue=samurai:4 green=guardian:4 red=arbalist:4 yellow=anubis:4 purple=wizard:4")
        ]}]),
    )
    .await;
    assert!(saved.contains("Samurai wall"), "{saved}");
    let listed = ask(
        &fakes[1],
        &a,
        CHANNEL_ID,
        "army",
        json!([{"name": "list", "type": 1, "options": []}]),
    )
    .await;
    assert!(listed.contains("Samurai wall"), "{listed}");
    first.start_kill().unwrap();
}
