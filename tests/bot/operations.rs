//! Running the bot as a service: `invictus serve` stopped by SIGTERM, `invictus health`,
//! Prometheus metrics and gateway shards.

use crate::fake_discord::*;
use crate::support::*;
use serde_json::json;
use std::path::Path;
use std::time::Duration;

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
        std::sync::Arc::new(invictus::hosting::SystemClock),
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
        std::sync::Arc::new(invictus::hosting::SystemClock),
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
