//! Click latency of the whole bot: the real poise/serenity client, host and SQLite store in one
//! process with the fake Discord of the tests, `board_update_interval = "0ms"`. For N matches
//! played at once (N = 1 and N = 50 by default), the player to move clicks an action of their
//! private message, again and again; each action click is timed from the interaction being
//! dispatched to (a) its callback reaching the fake (the acknowledgement) and (b) the fake
//! receiving the edit of that match's board that shows it.
//!
//! Both games are measured the same way, each on a bot and fake of its own:
//! - *Invictus*: a `/challenge` accepted; each action is clicked on the private hand ("My
//!   hand"): an attack, else a recruit or a placement, else keep / end the turn / pass. The
//!   board edit wanted is the first to show the version the clicker's hand shows after it.
//! - *Tactica*: a `/tactica challenge` of two players on the 3-castle map, accepted; each action
//!   is clicked on "My turn" by a fixed policy (driver/tactica.rs: choose a castle, move the
//!   first unit or recruit, end the turn). By default a turn is one action then End turn, so half
//!   the action clicks end a turn (and each makes the bot ping the next player); that is not how
//!   people play: the option `turns` plays turns of up to 10 actions, about as many as the greedy
//!   scripted player takes, and the report names the policy and counts the End turn clicks. With
//!   50 matches a match makes only 12 action clicks, so with `turns` they are the opening turn
//!   (the castle and the first recruits); with 1 match they span many turns. A Tactica board
//!   names no version; each applied action edits it once, so the edit wanted is the first after
//!   the click. A reaction window is passed on its public prompt: those Pass clicks are timed on
//!   a line of their own, not with the actions (the policy never buys a card, so windows are
//!   rare), and the next action waits for the board edit the Pass brings.
//!
//! In both, only the action click is in a wave: "My hand", "My turn" and a menu group opened on
//! the way to an action are opened before it (not timed, nor counted as an interaction), so
//! that a wave of either game is 50 action clicks; a match that ends is replaced by a new one of the same players. The target for
//! Tactica: its click -> acknowledgement p99 within 10% of Invictus's at the same load. One
//! run's p99 (the 6th worst of 600 clicks) moves by a fifth from run to run of the same game, so
//! each scenario runs 5 times (option `runs=K`), the games taking turns, and when both games run
//! a line after each shape compares the medians of their runs' p99s and lists them.
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
//! with the time the store's thread was busy per click, and the process's CPU time per
//! interaction.
//!
//! Run with `cargo bench --bench clicks` (both games; options after `--`: `invictus` or
//! `tactica` for one game only, numbers for some N only, e.g. `cargo bench --bench clicks --
//! tactica 50`; `text` for boards without their pictures, `board_image = false`; `turns` for
//! Tactica turns of several actions); without
//! `--bench` (as `cargo test --benches` runs it) it only plays a few clicks of each game.

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

/// The game a scenario plays.
#[derive(Clone, Copy, PartialEq)]
enum GameKind {
    Invictus,
    Tactica,
}

impl GameKind {
    fn name(self) -> &'static str {
        match self {
            GameKind::Invictus => "Invictus",
            GameKind::Tactica => "Tactica",
        }
    }

    async fn start(self, fake: &FakeDiscord, players: [TestUser; 2]) -> Game {
        match self {
            GameKind::Invictus => Game::start(fake, players).await,
            GameKind::Tactica => tactica::start(fake, players).await,
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let full = args.iter().any(|a| a == "--bench");
    let mut sizes: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    if sizes.is_empty() {
        sizes = if full { vec![1, 50] } else { vec![1] };
    }
    let mut games: Vec<GameKind> = [GameKind::Invictus, GameKind::Tactica]
        .into_iter()
        .filter(|g| args.iter().any(|a| a.eq_ignore_ascii_case(g.name())))
        .collect();
    if games.is_empty() {
        games = vec![GameKind::Invictus, GameKind::Tactica];
    }
    let policy = if args.iter().any(|a| a == "turns") {
        tactica::Policy::PLAYER
    } else {
        tactica::Policy::OneAction
    };
    // Each scenario runs this many times, the games taking turns, and the games are compared on
    // the median of their runs' p99 (one run's p99 moves by a fifth from run to run).
    let runs = args
        .iter()
        .find_map(|a| {
            a.strip_prefix("runs=")
                .and_then(|r| r.parse::<usize>().ok())
        })
        .unwrap_or(if full { RUNS } else { 1 })
        .max(1);
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    for n in sizes {
        let per_match = if full {
            (CLICKS / n.max(1)).max(MIN_PER_MATCH)
        } else {
            5
        };
        let n = n.max(1);
        let shapes: &[Shape] = if n > 1 {
            &[Shape::Waves, Shape::Flood]
        } else {
            &[Shape::Waves]
        };
        for &shape in shapes {
            // Each game's acknowledgement p99 of each run.
            let mut p99s: Vec<(GameKind, Duration)> = Vec::new();
            for run in 1..=runs {
                for &game in &games {
                    let outcome = runtime.block_on(scenario(game, n, per_match, shape, policy));
                    if runs > 1 {
                        println!("run {run} of {runs}:");
                    }
                    p99s.extend(outcome.ack_p99().map(|p| (game, p)));
                    outcome.print();
                }
            }
            let of = |game: GameKind| -> Vec<Duration> {
                p99s.iter()
                    .filter(|(g, _)| *g == game)
                    .map(|&(_, p)| p)
                    .collect()
            };
            let (tactica, invictus) = (of(GameKind::Tactica), of(GameKind::Invictus));
            if !tactica.is_empty() && !invictus.is_empty() {
                compare(n, shape, &tactica, &invictus);
            }
        }
    }
}

/// How many times `cargo bench --bench clicks` runs each scenario.
const RUNS: usize = 5;

/// The median of some durations (the upper one of an even count).
fn median(mut of: Vec<Duration>) -> Duration {
    of.sort();
    of.get(of.len() / 2).copied().unwrap_or_default()
}

/// Prints Tactica's acknowledgement p99 against Invictus's at the same load (the median of each
/// game's runs), and for waves whether it is within 10% of it (the target).
fn compare(n: usize, shape: Shape, tactica: &[Duration], invictus: &[Duration]) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let list = |of: &[Duration]| {
        of.iter()
            .map(|&d| format!("{:.1}", ms(d)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (t, i) = (median(tactica.to_vec()), median(invictus.to_vec()));
    let change = (ms(t) / ms(i).max(1e-9) - 1.0) * 100.0;
    let verdict = if shape == Shape::Waves {
        let met = t.as_secs_f64() <= i.as_secs_f64() * 1.10;
        format!(
            "  (target within 10%: {})",
            if met { "met" } else { "missed" }
        )
    } else {
        String::new()
    };
    println!(
        "Tactica vs Invictus, {n} match{} at once, {}: click -> acknowledgement p99 {:.2} ms vs {:.2} ms ({change:+.1}%){verdict}",
        if n == 1 { "" } else { "es" },
        shape.name(),
        ms(t),
        ms(i)
    );
    if tactica.len() > 1 || invictus.len() > 1 {
        println!(
            "  the median of {} runs each; Tactica's p99s: {} ms; Invictus's: {} ms",
            tactica.len().max(invictus.len()),
            list(tactica),
            list(invictus)
        );
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
            Arc::new(invictus::hosting::SystemClock),
            store.clone(),
        ));
        fake.wait_for(T, "the bot to connect", |f| {
            (f.ready_count() > 0 && f.connections() > 0).then_some(())
        })
        .await;
        fake.wait_commands_registered(T).await;
        RunningBot { stop, task, store }
    }

    /// Store calls the bot has made so far, and the time the store's thread has been busy.
    fn store_calls(&self) -> Option<(u64, Duration)> {
        let stats = self.store.stats();
        Some((stats.calls, Duration::from_nanos(stats.busy_ns)))
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

impl Shape {
    fn name(self) -> &'static str {
        match self {
            Shape::Waves => "clicks in waves",
            Shape::Flood => "flood (each match clicks again at once)",
        }
    }
}

/// One measured action click.
struct Click {
    dispatched: Instant,
    ack: Duration,
    /// The board edit that shows the click.
    shown: Shown,
}

/// How the board edit that shows a click is found.
enum Shown {
    /// The first edit of `board` received after the click that shows `version` or a later one
    /// (the version the clicker's hand shows after the action; an Invictus board names its
    /// version), looked up once the scenario is over.
    Version { board: u64, version: u64 },
    /// Found while playing (a Tactica board names no version: the first edit after the click):
    /// the time from the click to it.
    After(Duration),
}

#[derive(Default)]
struct Samples {
    clicks: Vec<Click>,
    /// "My hand" / "My turn" clicks (not actions; timed to the acknowledgement only).
    hand_acks: Vec<Duration>,
    /// Pass clicks on reaction windows' public prompts (Tactica; timed to the acknowledgement
    /// only).
    window_acks: Vec<Duration>,
    /// Action clicks the bot refused (out of date, not your move): counted, not timed.
    refused: usize,
    /// Matches started after one ended, to go on clicking.
    restarts: usize,
    /// Action clicks that were End turn (Tactica).
    turn_ends: usize,
}

struct Outcome {
    game: GameKind,
    matches: usize,
    shape: Shape,
    ack: Vec<Duration>,
    board: Vec<Duration>,
    missing_edits: usize,
    hand_acks: Vec<Duration>,
    window_acks: Vec<Duration>,
    refused: usize,
    restarts: usize,
    turn_ends: usize,
    /// How Tactica's turns are played.
    policy: tactica::Policy,
    elapsed: Duration,
    /// Store calls while clicking, and the time the store's thread was busy with them.
    store_calls: Option<(u64, Duration)>,
    /// CPU time of the whole process (bot, fake Discord and drivers) while clicking.
    cpu: Option<Duration>,
}

async fn scenario(
    game: GameKind,
    n: usize,
    per_match: usize,
    shape: Shape,
    policy: tactica::Policy,
) -> Outcome {
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
        games.push(game.start(&fake, players).await);
    }

    let calls_before = bot.store_calls();
    let cpu_before = process_cpu();
    let started = Instant::now();
    let rounds = (shape == Shape::Waves).then(|| Arc::new(Rounds::new(n)));
    let tasks: Vec<_> = games
        .into_iter()
        .map(|match_| {
            let (fake, rounds) = (fake.clone(), rounds.clone());
            tokio::spawn(async move {
                match game {
                    GameKind::Invictus => play(fake, match_, per_match, rounds).await,
                    GameKind::Tactica => {
                        play_tactica(fake, match_, per_match, rounds, policy).await
                    }
                }
            })
        })
        .collect();
    let mut all = Samples::default();
    for task in tasks {
        let s = task.await.expect("a match task panicked");
        all.clicks.extend(s.clicks);
        all.hand_acks.extend(s.hand_acks);
        all.window_acks.extend(s.window_acks);
        all.refused += s.refused;
        all.restarts += s.restarts;
        all.turn_ends += s.turn_ends;
    }
    let elapsed = started.elapsed();
    let cpu = process_cpu()
        .zip(cpu_before)
        .map(|(after, before)| after - before);
    let store_calls = match (calls_before, bot.store_calls()) {
        (Some(before), Some(after)) => Some((after.0 - before.0, after.1 - before.1)),
        _ => None,
    };
    bot.stop().await;

    // Board edits, from the times the fake received each version of each board.
    let mut ack = Vec::new();
    let mut board = Vec::new();
    let mut missing_edits = 0;
    for click in &all.clicks {
        ack.push(click.ack);
        let edited = match click.shown {
            Shown::Version { board: id, version } => {
                board_edited_after(&fake, id, version, click.dispatched)
            }
            Shown::After(d) => Some(d),
        };
        match edited {
            Some(d) => board.push(d),
            None => missing_edits += 1,
        }
    }
    Outcome {
        game,
        matches: n,
        shape,
        ack,
        board,
        missing_edits,
        hand_acks: all.hand_acks,
        window_acks: all.window_acks,
        refused: all.refused,
        restarts: all.restarts,
        turn_ends: all.turn_ends,
        policy,
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
            dispatched: reply.dispatched,
            ack: reply.latency,
            shown: Shown::Version {
                board: game.board,
                version,
            },
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

/// [`play`] for Tactica: the action clicks are made on "My turn" by the policy of
/// driver/tactica.rs, and a reaction window is passed on its public prompt between rounds.
async fn play_tactica(
    fake: FakeDiscord,
    mut game: Game,
    clicks: usize,
    rounds: Option<Arc<Rounds>>,
    policy: tactica::Policy,
) -> Samples {
    let mut s = Samples::default();
    // The player who clicked last and their "My turn" message as the bot last answered it.
    let mut last: Option<(usize, FakeMessage)> = None;
    // The actions applied since the player's "My turn" was opened.
    let mut taken = 0;
    let mut round = 0;
    while round < clicks {
        let (who, hand) = match last.take() {
            Some((who, hand)) if can_act(&hand) => (who, hand),
            other => {
                taken = 0;
                let first = other.map_or(0, |(who, _)| 1 - who);
                match mover(&fake, &game, first, &mut s.hand_acks).await {
                    Some(found) => found,
                    None => {
                        game = tactica::start(&fake, game.players.clone()).await;
                        s.restarts += 1;
                        continue;
                    }
                }
            }
        };
        let user = &game.players[who];
        if tactica::window_of(&hand).is_some() {
            // A reaction window waits for this player: they pass on its prompt, and look at the
            // board the Pass changes before the next action.
            let seen = tactica::board_versions(&fake, game.board);
            match tactica::pass(&fake, &game, user, &hand).await {
                tactica::Passed::Applied(latency) => {
                    s.window_acks.push(latency);
                    tactica::board_edited(&fake, game.board, seen).await;
                }
                tactica::Passed::Refused => s.refused += 1,
            }
            continue;
        }
        // The player finds the action (opening its unit's page when it is in one) before the
        // wave, as an Invictus player opens "My hand" before it: only the action is timed.
        let choice = tactica::choose(&fake, user, &hand, policy, taken).await;
        if let Some(rounds) = &rounds {
            rounds.ready.wait().await;
        }
        round += 1;
        let seen = tactica::board_versions(&fake, game.board);
        let reply = tactica::act(&fake, user, &choice).await;
        let ended_turn = choice.ends_turn;
        let Some(after) = tactica::applied(&reply) else {
            s.refused += 1;
            if let Some(rounds) = &rounds {
                rounds.shown.wait().await;
            }
            continue;
        };
        // The player looks at the board before the next click.
        let edited = tactica::board_edited(&fake, game.board, seen).await;
        s.clicks.push(Click {
            dispatched: reply.dispatched,
            ack: reply.latency,
            shown: Shown::After(edited.saturating_duration_since(reply.dispatched)),
        });
        if let Some(rounds) = &rounds {
            rounds.shown.wait().await;
        }
        taken += 1;
        s.turn_ends += usize::from(ended_turn);
        last = Some((who, after));
    }
    s
}

// ---------------------------------------------------------------------------------------------
// The report

impl Outcome {
    /// The acknowledgement p99 of the action clicks, if any were made.
    fn ack_p99(&self) -> Option<Duration> {
        let mut sorted = self.ack.clone();
        sorted.sort();
        (!sorted.is_empty()).then(|| percentile(&sorted, 0.99))
    }

    fn print(self) {
        let clicks = self.ack.len();
        let interactions = clicks + self.hand_acks.len() + self.window_acks.len();
        let (game, ends, opens, passes) = match self.game {
            GameKind::Invictus => (String::new(), String::new(), "\"My hand\"", String::new()),
            GameKind::Tactica => (
                format!("Tactica ({}), ", self.policy.name()),
                format!(", {} of them End turn", self.turn_ends),
                "\"My turn\"",
                format!(", {} window passes", self.window_acks.len()),
            ),
        };
        println!(
            "clicks: {game}{} match{} at once, {}: {clicks} action clicks{ends} (+ {} {opens} opens{passes}, {} refused, {} new matches) in {:.1} s",
            self.matches,
            if self.matches == 1 { "" } else { "es" },
            self.shape.name(),
            self.hand_acks.len(),
            self.refused,
            self.restarts,
            self.elapsed.as_secs_f64()
        );
        // Invictus's targets; Tactica's is relative to Invictus (see `compare`).
        let at_load =
            self.game == GameKind::Invictus && self.matches >= 50 && self.shape == Shape::Waves;
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
        line(&format!("{opens} -> acknowledgement"), self.hand_acks, None);
        if self.game == GameKind::Tactica {
            line("window Pass -> acknowledgement", self.window_acks, None);
        }
        if self.missing_edits > 0 {
            println!(
                "  {} clicks had no board edit showing them",
                self.missing_edits
            );
        }
        match self.store_calls {
            Some((calls, busy)) => println!(
                "  store calls per click: {:.1}, store thread busy {:.2} ms per click (all store calls while clicking, {opens} opens{} included)",
                calls as f64 / clicks.max(1) as f64,
                busy.as_secs_f64() * 1e3 / clicks.max(1) as f64,
                if passes.is_empty() { "" } else { " and window passes" }
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
