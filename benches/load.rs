//! Load test of one bot process: `invictus serve` (the real binary, as a child process, with its
//! own SQLite file) against the fake Discord of the tests, run in this process. 200 matches are
//! started; then their players click at random times (each match's next click comes after a
//! pause drawn from an exponential law, so the clicks of all matches arrive like a Poisson
//! stream at the offered rate) until a fixed number of action clicks has been made; then the
//! same number again with no pauses at all, to find the sustained clicks per second the process
//! handles. Every click redraws its match's board picture (`board_update_interval = "0ms"`, the
//! heaviest case). Last, the bot is started on a database holding 10,000 finished matches and
//! its memory measured once it is idle.
//!
//! Reported: acknowledgement p50/p99/max, click-to-board-edit p99, unanswered interactions,
//! errors ("something went wrong" answers and ERROR log lines), the bot's peak RSS (`VmHWM`)
//! and resident memory, and the clicks per second.
//!
//! Run with `cargo bench --bench load`; options after `--`: `matches=N`, `clicks=N`,
//! `rate=R` (offered action clicks per second in the first part), `finished=N`, `settle=S`
//! (seconds idle after the load before the memory is read again, 60 by default), `text`
//! for boards without pictures (`board_image = false`), and `overload` (in the first part a
//! match clicks again once its click is answered, without waiting for its board: the way to offer
//! more than the process can take). The binary
//! measured is the bench build of `invictus`, or `INVICTUS_BIN` (e.g. `target/dist/invictus`,
//! the shipping build). Without `--bench` (as `cargo test --benches` runs it) it plays a few
//! clicks of a few matches.
//!
//! `cargo bench --bench load -- soak [minutes=M] [speed=S]` runs the soak instead (see
//! [`soak`]): many matches of both games for hours of the bot's time, with restarts.
//!
//! With `INVICTUS_BENCH_POSTGRES` set to a PostgreSQL server's URL (a role that may create
//! databases), the bot runs on that server instead of a SQLite file: a new database for the
//! load, and for the idle part the finished matches moved there with `invictus db copy`.

mod driver;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "soak/mod.rs"]
mod soak;

use driver::process::BotProcess;
use driver::*;
use fake_discord::*;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Settings {
    /// Boards drawn as pictures (the default), or text only (`text`).
    pictures: bool,
    matches: usize,
    clicks: usize,
    rate: f64,
    finished: usize,
    /// `overload`: in the first part each match clicks again as soon as its click is answered,
    /// not once its board shows it, so that the offered rate is `rate` however slow the boards
    /// are (to offer more than the process can take).
    overload: bool,
    /// `settle=S`: seconds the bot is left idle after the load before its memory is read again
    /// (what it gives back).
    settle: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let full = args.iter().any(|a| a == "--bench");
    if let Some(soak) = soak::Soak::from_args(&args, full) {
        let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
        let failed = runtime.block_on(soak.run(&bot_binary()));
        std::process::exit(i32::from(failed));
    }
    let mut settings = if full {
        Settings {
            pictures: true,
            matches: 200,
            clicks: 2000,
            rate: 20.0,
            finished: 10_000,
            overload: false,
            settle: 60,
        }
    } else {
        Settings {
            pictures: true,
            matches: 3,
            clicks: 12,
            rate: 20.0,
            finished: 20,
            overload: false,
            settle: 0,
        }
    };
    for arg in &args {
        if arg == "text" {
            settings.pictures = false;
        }
        if arg == "overload" {
            settings.overload = true;
        }
        let Some((key, value)) = arg.split_once('=') else {
            continue;
        };
        match key {
            "matches" => settings.matches = number(arg, value),
            "clicks" => settings.clicks = number(arg, value),
            "rate" => settings.rate = number(arg, value),
            "finished" => settings.finished = number(arg, value),
            "settle" => settings.settle = number(arg, value),
            _ => panic!(
                "load: unknown option {key:?} (matches, clicks, rate, finished, settle; words: text, overload)"
            ),
        }
    }
    let binary = bot_binary();
    let size = std::fs::metadata(&binary)
        .map(|m| m.len() as f64 / 1e6)
        .unwrap_or(0.0);
    println!("load: bot binary {} ({size:.1} MB)", binary.display());
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    runtime.block_on(async {
        let failed = load(&binary, &settings).await;
        let idle = idle(&binary, settings.finished).await;
        if failed || !idle {
            std::process::exit(1);
        }
    });
}

/// The bot binary measured: `INVICTUS_BIN`, or the bench build of `invictus`.
fn bot_binary() -> PathBuf {
    std::env::var_os("INVICTUS_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_invictus")))
}

fn number<N: std::str::FromStr>(arg: &str, value: &str) -> N {
    value
        .parse()
        .unwrap_or_else(|_| panic!("load: {arg:?} is not a number"))
}

// ---------------------------------------------------------------------------------------------
// The bot process

/// Starts the bot on `database` with the load test's configuration (every click redraws its
/// board: `board_update_interval = "0ms"`).
async fn start_bot(
    binary: &Path,
    fake: &FakeDiscord,
    dir: &Path,
    database: &str,
    pictures: bool,
) -> BotProcess {
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "database = {:?}\nregister_commands_in_guild = {GUILD_ID}\napi_base_url = {:?}\n\
             board_update_interval = \"0ms\"\nlog_level = \"warn\"\nboard_image = {pictures}\n",
            database,
            fake.base_url()
        ),
    )
    .expect("write the bench configuration");
    BotProcess::launch(binary, fake, &config).await
}

// ---------------------------------------------------------------------------------------------
// 200 active matches

/// What the players saw in one part of the load test.
#[derive(Default)]
struct Seen {
    ack: Vec<Duration>,
    board: Vec<Duration>,
    hand_acks: Vec<Duration>,
    clicks: usize,
    refused: usize,
    /// Answers saying something went wrong.
    errors: usize,
    restarts: usize,
}

impl Seen {
    fn add(&mut self, other: Seen) {
        self.ack.extend(other.ack);
        self.board.extend(other.board);
        self.hand_acks.extend(other.hand_acks);
        self.clicks += other.clicks;
        self.refused += other.refused;
        self.errors += other.errors;
        self.restarts += other.restarts;
    }
}

/// A match between two bench players, and where its players are.
struct Table {
    game: Game,
    /// The player who clicked last and their hand as the bot last answered it.
    last: Option<(usize, FakeMessage)>,
}

/// Runs the 200-match part; returns whether a target was missed or something failed.
async fn load(binary: &Path, settings: &Settings) -> bool {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let database = match postgres_server() {
        Some(server) => new_postgres_database(&server, "invictus_load"),
        None => dir.path().join("load.db").display().to_string(),
    };
    println!(
        "load: database {}",
        invictus::store::without_password(&database)
    );
    let fake = FakeDiscord::start().await;
    let bot = start_bot(binary, &fake, dir.path(), &database, settings.pictures).await;
    let idle_empty = bot.memory();

    let started = Instant::now();
    let mut tables = Vec::new();
    for chunk in (0..settings.matches).collect::<Vec<_>>().chunks(20) {
        let starting: Vec<_> = chunk
            .iter()
            .map(|&k| {
                let players = [
                    TestUser::new(700_000_000_000_000_000 + 2 * k as u64, &format!("p{k}a")),
                    TestUser::new(700_000_000_000_000_001 + 2 * k as u64, &format!("p{k}b")),
                ];
                let fake = fake.clone();
                tokio::spawn(async move { Game::start(&fake, players).await })
            })
            .collect();
        for game in starting {
            tables.push(Table {
                game: game.await.expect("a match started"),
                last: None,
            });
        }
    }
    println!(
        "load: {} matches started in {:.1} s; bot before them: {idle_empty}",
        tables.len(),
        started.elapsed().as_secs_f64()
    );
    let active = bot.memory();
    println!("  with {} active matches: {active}", tables.len());

    let mut failed = false;
    let parts = [
        (
            format!(
                "random clicks at about {} per second (exponential pauses{})",
                settings.rate,
                if settings.overload {
                    ", not waiting for the boards"
                } else {
                    ""
                }
            ),
            Some(settings.rate),
            !settings.overload,
        ),
        (
            "saturation (every match clicks again at once)".to_string(),
            None,
            true,
        ),
    ];
    for (name, rate, wait_boards) in parts {
        let interactions_before = fake.interactions_dispatched();
        let begun = Instant::now();
        let (seen, back) = clicking(&fake, tables, settings.clicks, rate, wait_boards).await;
        tables = back;
        let elapsed = begun.elapsed().as_secs_f64();
        let interactions = fake.interactions_dispatched() - interactions_before;
        let memory = bot.memory();
        println!(
            "load: {name}: {} action clicks in {elapsed:.1} s = {:.1} clicks/s ({interactions} interactions \
             = {:.1}/s, with \"My hand\" opens and menu pages; {} refused as out of date, {} new matches)",
            seen.clicks,
            seen.clicks as f64 / elapsed,
            interactions as f64 / elapsed,
            seen.refused,
            seen.restarts,
        );
        let measured = rate.is_some() && wait_boards;
        let slowest = seen.ack.iter().chain(&seen.hand_acks).max().copied();
        line(
            "click -> acknowledgement",
            seen.ack,
            measured.then_some(Duration::from_millis(50)),
        );
        if !wait_boards {
            // Overloaded: every interaction must still be acknowledged within Discord's 3 s.
            let met = slowest.is_none_or(|d| d < Duration::from_secs(3));
            println!(
                "  slowest acknowledgement {:.0} ms (target < 3000 ms: {})",
                slowest.map_or(0.0, |d| d.as_secs_f64() * 1e3),
                if met { "met" } else { "missed" }
            );
            failed |= !met;
        }
        line("click -> board edit", seen.board, None);
        line("\"My hand\" -> acknowledgement", seen.hand_acks, None);
        println!("  bot memory: {memory}");
        if seen.errors > 0 {
            println!("  {} answers said something went wrong", seen.errors);
            failed = true;
        }
    }
    let unanswered = fake.unanswered();
    let errors = bot.error_lines();
    let memory = bot.memory();
    println!(
        "load: unanswered interactions {unanswered} (target 0), ERROR log lines {}; peak RSS {:.1} MB \
         with {} active matches (target < 64 MB)",
        errors.len(),
        memory.peak as f64 / 1024.0,
        settings.matches
    );
    for e in errors.iter().take(5) {
        println!("  {e}");
    }
    // What the load leaves behind: the peak (target at most 96 MB), and the resident memory once
    // the bot has been idle a while (target under 64 MB a minute after the load).
    let peak_met = memory.peak <= 96 * 1024;
    println!(
        "load: peak RSS {:.1} MB (target at most 96 MB: {})",
        memory.peak as f64 / 1024.0,
        if peak_met { "met" } else { "missed" }
    );
    if settings.settle > 0 {
        tokio::time::sleep(Duration::from_secs(settings.settle)).await;
        let after = bot.memory();
        let met = after.resident < 64 * 1024;
        println!(
            "load: {} s after the load: {after} (target resident under 64 MB: {})",
            settings.settle,
            if met { "met" } else { "missed" }
        );
    }
    bot.stop().await;
    failed || unanswered > 0 || !errors.is_empty()
}

/// Plays `clicks` action clicks over `tables` at once: each match clicks after a pause drawn
/// from an exponential law with mean `matches / rate` seconds, or at once when `rate` is
/// `None`. Hands the tables back for the next part.
async fn clicking(
    fake: &FakeDiscord,
    tables: Vec<Table>,
    clicks: usize,
    rate: Option<f64>,
    wait_boards: bool,
) -> (Seen, Vec<Table>) {
    let left = Arc::new(AtomicUsize::new(clicks));
    let mean_pause = rate.map(|r| tables.len() as f64 / r);
    let tasks: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(k, table)| {
            let fake = fake.clone();
            let left = Arc::clone(&left);
            let pauses = rand_pcg::Pcg64Mcg::seed_from_u64(k as u64);
            tokio::spawn(
                async move { play(fake, table, left, mean_pause, pauses, wait_boards).await },
            )
        })
        .collect();
    let mut seen = Seen::default();
    let mut back = Vec::new();
    for task in tasks {
        let (s, table) = task.await.expect("a match task panicked");
        seen.add(s);
        back.push(table);
    }
    (seen, back)
}

/// One match's clicks until no click is left.
async fn play(
    fake: FakeDiscord,
    mut table: Table,
    left: Arc<AtomicUsize>,
    mean_pause: Option<f64>,
    mut pauses: rand_pcg::Pcg64Mcg,
    wait_boards: bool,
) -> (Seen, Table) {
    let mut s = Seen::default();
    loop {
        if let Some(mean) = mean_pause {
            // Exponential pause: -mean * ln(U), U in (0, 1].
            let u: f64 = 1.0 - pauses.gen::<f64>();
            tokio::time::sleep(Duration::from_secs_f64(-mean * u.ln())).await;
        }
        if left
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_err()
        {
            return (s, table);
        }
        let (who, hand) = loop {
            match table.last.take() {
                Some((who, hand)) if can_act(&hand) => break (who, hand),
                other => {
                    let first = other.map_or(0, |(who, _)| 1 - who);
                    match mover(&fake, &table.game, first, &mut s.hand_acks).await {
                        Some(found) => break found,
                        None => {
                            table.game = Game::start(&fake, table.game.players.clone()).await;
                            s.restarts += 1;
                        }
                    }
                }
            }
        };
        let reply = act(&fake, &table.game.players[who], &hand).await;
        let Some((after, version)) = applied(&reply) else {
            let text = reply.message.as_ref().map(|m| m.text()).unwrap_or_default();
            if text.contains("went wrong") {
                s.errors += 1;
            } else {
                s.refused += 1;
            }
            continue;
        };
        s.clicks += 1;
        s.ack.push(reply.latency);
        if wait_boards {
            board_shows(&fake, table.game.board, version).await;
            if let Some(d) = board_edited_after(&fake, table.game.board, version, reply.dispatched)
            {
                s.board.push(d);
            }
        }
        table.last = Some((who, after));
    }
}

// ---------------------------------------------------------------------------------------------
// Idle with many finished matches

/// Starts the bot on a database of `finished` finished matches and reports its memory once
/// idle; returns whether the target was met.
async fn idle(binary: &Path, finished: usize) -> bool {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("finished.db");
    let began = Instant::now();
    let out = std::process::Command::new(binary)
        .args([
            "sim",
            "--games",
            &finished.to_string(),
            "--seed",
            "1",
            "--no-check",
            "--db",
        ])
        .arg(&db)
        .output()
        .expect("run invictus sim");
    assert!(
        out.status.success(),
        "sim --db failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let size = std::fs::metadata(&db).map(|m| m.len()).unwrap_or(0) as f64 / 1e6;
    println!(
        "idle: {finished} finished matches stored by `invictus sim --db` in {:.1} s ({size:.0} MB database)",
        began.elapsed().as_secs_f64()
    );
    let database = match postgres_server() {
        Some(server) => {
            let url = new_postgres_database(&server, "invictus_idle");
            let out = std::process::Command::new(binary)
                .args(["db", "copy", "--from"])
                .arg(&db)
                .args(["--to", &url])
                .output()
                .expect("run invictus db copy");
            assert!(
                out.status.success(),
                "db copy failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            url
        }
        None => db.display().to_string(),
    };
    let fake = FakeDiscord::start().await;
    let bot = start_bot(binary, &fake, dir.path(), &database, true).await;
    // Idle: connected, commands registered, the first timer and upkeep rounds done.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let memory = bot.memory();
    let met = memory.resident < 30 * 1024;
    println!(
        "idle: bot with {finished} finished matches: {memory} (target resident < 30 MB: {})",
        if met { "met" } else { "missed" }
    );
    bot.stop().await;
    met
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/// The PostgreSQL server to run on (`INVICTUS_BENCH_POSTGRES`), if set.
fn postgres_server() -> Option<String> {
    std::env::var("INVICTUS_BENCH_POSTGRES")
        .ok()
        .filter(|url| !url.trim().is_empty())
}

/// Creates a new database on `server` (named `prefix` and this process's id) and returns its
/// URL.
fn new_postgres_database(server: &str, prefix: &str) -> String {
    let name = format!("{prefix}_{}", std::process::id());
    let admin = server.to_string();
    let create = name.clone();
    std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&admin, postgres::NoTls)
            .expect("connect to INVICTUS_BENCH_POSTGRES");
        // One statement each: neither may run inside a transaction block.
        client
            .batch_execute(&format!("DROP DATABASE IF EXISTS {create}"))
            .expect("drop an earlier bench database");
        client
            .batch_execute(&format!("CREATE DATABASE {create}"))
            .expect("create the bench database");
    })
    .join()
    .expect("the bench database is made");
    with_database(server, &name)
}

/// `url` naming database `name` instead of its own.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (url, String::new()),
    };
    let host_end = base.find("://").map_or(0, |i| i + 3);
    let base = match base[host_end..].find('/') {
        Some(slash) => &base[..host_end + slash],
        None => base,
    };
    format!("{base}/{name}{query}")
}
