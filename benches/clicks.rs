//! Click latency of the whole bot: the real poise/serenity client, host and SQLite store in one
//! process with the fake Discord of the tests, `board_update_interval = "0ms"`. For N matches
//! played at once (N = 1 and N = 50 by default), the player to move clicks an action of their
//! private hand message, again and again; each action click is timed from the interaction being
//! dispatched to (a) its callback reaching the fake (the acknowledgement) and (b) the fake
//! receiving the edit of that match's board that shows the new version.
//!
//! Two shapes of load:
//! - *waves* (the measure the targets apply to): in each round the N matches click at the same
//!   instant, and the next round starts once every board shows its click;
//! - *flood* (a saturation test, for N > 1): each match clicks again as soon as its own board
//!   shows its last click, so N clicks are always in flight and the latency is N clicks' work.
//!
//! The fake shares the cores with the bot, so it keeps its own work small: it sends each
//! interaction without first parsing it with serenity's types (a self-check the tests keep on,
//! [`FakeDiscord::trust_dispatches`]), and the drivers wait on the one message or reply they
//! want rather than on every change of the fake. Besides the latencies it prints the store calls
//! and the process's CPU time per interaction.
//!
//! Run with `cargo bench --bench clicks` (or `cargo bench --bench clicks -- 50` for some N
//! only; add `text` for boards without their pictures, `board_image = false`); without
//! `--bench` (as `cargo test --benches` runs it) it only plays a few clicks.

mod driver;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use driver::*;
use fake_discord::*;
use invictus::config::Config;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
/// Action clicks wanted per scenario (at least `MIN_PER_MATCH` per match).
const CLICKS: usize = 600;
const MIN_PER_MATCH: usize = 12;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let full = args.iter().any(|a| a == "--bench");
    let mut sizes: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    if sizes.is_empty() {
        sizes = if full { vec![1, 50] } else { vec![1] };
    }
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    for n in sizes {
        let per_match = if full {
            (CLICKS / n.max(1)).max(MIN_PER_MATCH)
        } else {
            5
        };
        let n = n.max(1);
        runtime
            .block_on(scenario(n, per_match, Shape::Waves))
            .print();
        if n > 1 {
            runtime
                .block_on(scenario(n, per_match, Shape::Flood))
                .print();
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The bot

struct RunningBot {
    stop: tokio::sync::oneshot::Sender<()>,
    task: tokio::task::JoinHandle<Result<(), invictus::discord::ServeError>>,
    store: invictus::store::AsyncStore,
}

impl RunningBot {
    async fn start(fake: &FakeDiscord, db: &Path) -> RunningBot {
        let pictures = !std::env::args().any(|a| a == "text");
        let text = format!(
            "database = {:?}\nregister_commands_in_guild = {GUILD_ID}\napi_base_url = {:?}\n\
             board_update_interval = \"0ms\"\nlog_level = \"warn\"\nboard_image = {pictures}\n",
            db.display().to_string(),
            fake.base_url()
        );
        let config = Config::parse(&text).expect("bench config");
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        // The bot runs over a store opened here, so that its calls can be counted.
        let store = invictus::store::AsyncStore::new(
            invictus::store::Store::open(db).expect("open the bench database"),
        );
        let task = tokio::spawn(invictus::discord::run_with_store(
            config,
            "bench-token".to_string(),
            async move {
                let _ = stopped.await;
            },
            Arc::new(invictus::app::SystemClock),
            store.clone(),
        ));
        fake.wait_for(T, "the bot to connect", |f| {
            (f.ready_count() > 0 && f.connections() > 0).then_some(())
        })
        .await;
        fake.wait_commands_registered(T).await;
        RunningBot { stop, task, store }
    }

    /// Store calls the bot has made so far.
    fn store_calls(&self) -> Option<u64> {
        Some(self.store.stats().calls)
    }

    async fn stop(self) {
        let _ = self.stop.send(());
        match tokio::time::timeout(T, self.task).await {
            Ok(Ok(Ok(()))) => {}
            Ok(Ok(Err(e))) => eprintln!("clicks: the bot stopped with an error: {e}"),
            Ok(Err(e)) => eprintln!("clicks: the bot task panicked: {e}"),
            Err(_) => eprintln!("clicks: the bot did not stop within {T:?}"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// One scenario: N matches played at once

/// How the clicks of the N matches arrive.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    /// Every match clicks at the same instant; the next round waits for every board.
    Waves,
    /// Every match clicks again as soon as its own board shows its last click.
    Flood,
}

/// One measured action click.
struct Click {
    board: u64,
    dispatched: Instant,
    ack: Duration,
    /// The version the clicker's hand shows after the action; the board edit wanted shows it
    /// (or a later one).
    version: u64,
}

#[derive(Default)]
struct Samples {
    clicks: Vec<Click>,
    /// "My hand" clicks (not actions; timed to the acknowledgement only).
    hand_acks: Vec<Duration>,
    /// Action clicks the bot refused (out of date, not your move): counted, not timed.
    refused: usize,
    /// Matches started after one ended, to go on clicking.
    restarts: usize,
}

struct Outcome {
    matches: usize,
    shape: Shape,
    ack: Vec<Duration>,
    board: Vec<Duration>,
    missing_edits: usize,
    hand_acks: Vec<Duration>,
    refused: usize,
    restarts: usize,
    elapsed: Duration,
    store_calls: Option<u64>,
    /// CPU time of the whole process (bot, fake Discord and drivers) while clicking.
    cpu: Option<Duration>,
}

async fn scenario(n: usize, per_match: usize, shape: Shape) -> Outcome {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("clicks.db");
    let fake = FakeDiscord::start().await;
    // The fake's own check of each payload (the tests keep it) would cost the cores as much as
    // the bot's parse of it.
    fake.trust_dispatches();
    let bot = RunningBot::start(&fake, &db).await;

    let mut games = Vec::new();
    for k in 0..n {
        let players = [
            TestUser::new(600_000_000_000_000_000 + 2 * k as u64, &format!("p{k}a")),
            TestUser::new(600_000_000_000_000_001 + 2 * k as u64, &format!("p{k}b")),
        ];
        games.push(Game::start(&fake, players).await);
    }

    let calls_before = bot.store_calls();
    let cpu_before = process_cpu();
    let started = Instant::now();
    let rounds = (shape == Shape::Waves).then(|| Arc::new(Rounds::new(n)));
    let tasks: Vec<_> = games
        .into_iter()
        .map(|game| tokio::spawn(play(fake.clone(), game, per_match, rounds.clone())))
        .collect();
    let mut all = Samples::default();
    for task in tasks {
        let s = task.await.expect("a match task panicked");
        all.clicks.extend(s.clicks);
        all.hand_acks.extend(s.hand_acks);
        all.refused += s.refused;
        all.restarts += s.restarts;
    }
    let elapsed = started.elapsed();
    let cpu = process_cpu()
        .zip(cpu_before)
        .map(|(after, before)| after - before);
    let store_calls = match (calls_before, bot.store_calls()) {
        (Some(before), Some(after)) => Some(after - before),
        _ => None,
    };
    bot.stop().await;

    // Board edits, from the times the fake received each version of each board.
    let mut ack = Vec::new();
    let mut board = Vec::new();
    let mut missing_edits = 0;
    for click in &all.clicks {
        ack.push(click.ack);
        let edited = board_edited_after(&fake, click.board, click.version, click.dispatched);
        match edited {
            Some(d) => board.push(d),
            None => missing_edits += 1,
        }
    }
    Outcome {
        matches: n,
        shape,
        ack,
        board,
        missing_edits,
        hand_acks: all.hand_acks,
        refused: all.refused,
        restarts: all.restarts,
        elapsed,
        store_calls,
        cpu,
    }
}

/// The rounds of the waves: every match's click of a round is dispatched at once, and a round
/// starts when every match saw its board show its click of the round before.
struct Rounds {
    /// Every match is ready to click.
    ready: tokio::sync::Barrier,
    /// Every match saw its board edited.
    shown: tokio::sync::Barrier,
}

impl Rounds {
    fn new(n: usize) -> Rounds {
        Rounds {
            ready: tokio::sync::Barrier::new(n),
            shown: tokio::sync::Barrier::new(n),
        }
    }
}

/// Plays `game` (and new matches of the same players when one ends) for `clicks` rounds of one
/// action click each, in step with the other matches when `rounds` is given.
async fn play(
    fake: FakeDiscord,
    mut game: Game,
    clicks: usize,
    rounds: Option<Arc<Rounds>>,
) -> Samples {
    let mut s = Samples::default();
    // The player who clicked last and their hand message as the bot last answered it.
    let mut last: Option<(usize, FakeMessage)> = None;
    let mut round = 0;
    while round < clicks {
        let (who, hand) = match last.take() {
            Some((who, hand)) if can_act(&hand) => (who, hand),
            other => {
                let first = other.map_or(0, |(who, _)| 1 - who);
                match mover(&fake, &game, first, &mut s.hand_acks).await {
                    Some(found) => found,
                    None => {
                        // The match is over: the same players start another.
                        game = Game::start(&fake, game.players.clone()).await;
                        s.restarts += 1;
                        continue;
                    }
                }
            }
        };
        if let Some(rounds) = &rounds {
            rounds.ready.wait().await;
        }
        round += 1;
        let reply = act(&fake, &game.players[who], &hand).await;
        let Some((after, version)) = applied(&reply) else {
            s.refused += 1;
            if let Some(rounds) = &rounds {
                rounds.shown.wait().await;
            }
            continue;
        };
        s.clicks.push(Click {
            board: game.board,
            dispatched: reply.dispatched,
            ack: reply.latency,
            version,
        });
        // The player looks at the board before the next click.
        board_shows(&fake, game.board, version).await;
        if let Some(rounds) = &rounds {
            rounds.shown.wait().await;
        }
        last = Some((who, after));
    }
    s
}

// ---------------------------------------------------------------------------------------------
// The report

impl Outcome {
    fn print(self) {
        let clicks = self.ack.len();
        let interactions = clicks + self.hand_acks.len();
        println!(
            "clicks: {} match{} at once, {}: {clicks} action clicks (+ {} \"My hand\" opens, {} refused, {} new matches) in {:.1} s",
            self.matches,
            if self.matches == 1 { "" } else { "es" },
            match self.shape {
                Shape::Waves => "clicks in waves",
                Shape::Flood => "flood (each match clicks again at once)",
            },
            self.hand_acks.len(),
            self.refused,
            self.restarts,
            self.elapsed.as_secs_f64()
        );
        let at_load = self.matches >= 50 && self.shape == Shape::Waves;
        line(
            "click -> acknowledgement",
            self.ack,
            at_load.then_some(Duration::from_millis(20)),
        );
        line(
            "click -> board edit",
            self.board,
            at_load.then_some(Duration::from_millis(50)),
        );
        line("\"My hand\" -> acknowledgement", self.hand_acks, None);
        if self.missing_edits > 0 {
            println!(
                "  {} clicks had no board edit showing them",
                self.missing_edits
            );
        }
        match self.store_calls {
            Some(calls) => println!(
                "  store calls per click: {:.1} (all store calls while clicking, \"My hand\" opens included)",
                calls as f64 / clicks.max(1) as f64
            ),
            None => println!("  store calls per click: n/a (needs AsyncStore::stats)"),
        }
        if let Some(cpu) = self.cpu {
            println!(
                "  CPU per interaction: {:.2} ms (the process's CPU time while clicking, the fake Discord's and the drivers' included, over {interactions} interactions)",
                cpu.as_secs_f64() * 1e3 / interactions.max(1) as f64
            );
        }
    }
}

/// CPU time this process has used (all threads), from `/proc/self/stat` (Linux; `None`
/// elsewhere). Its resolution is the kernel's clock tick (10 ms), fine over a scenario.
fn process_cpu() -> Option<Duration> {
    const TICKS_PER_SECOND: f64 = 100.0;
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (in parentheses): utime and stime are the 12th and 13th.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some(Duration::from_secs_f64((user + system) / TICKS_PER_SECOND))
}
