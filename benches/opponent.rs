//! How long a person waits for the built-in opponent while it is busy in other matches: hosting
//! (its store on a SQLite file, its opponent loop, the system clock) in this process, no front
//! end. N busy matches are Tactica matches of six on the 6-castle map, one person (who passes
//! every window by standing order and ends each turn at once) around five built-in players at
//! the normal level, so the opponent nearly always has a move to make in each; a busy match
//! that ends is replaced. Beside them, probe duels on the 3-castle map: a person (the greedy
//! scripted player, thinking half a second a move) against the built-in player.
//!
//! Measured from hosting's change feed:
//! - *its turn*, in the probe duels: a person's move that hands the move to the built-in
//!   player, to the person's move being due again (what a person waits for: its whole turn, paced
//!   400 ms a move so that people can follow it, or its answer in a reaction window);
//! - *its first move*, in the probe duels: the same person's move to the built-in player's
//!   first move (the decision alone);
//! - *next*, in every match: one of its moves to its next in the same match, less the pace.
//!
//! The target: its turn's p99 in the probe duels at N = 20 at most 1.5 times the figure at N = 0.
//! Run with `cargo bench --bench opponent`; options after `--`: `busy=0,5,20` (the values of
//! N), `seconds=S` (the time each N is measured), `probes=P` (probe duels). Without `--bench`
//! (as `cargo test --benches` runs it) it runs N = 1 for a few seconds.

use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
use invictus::games::tactica::StandingOrder;
use invictus::games::tactica::{Action, Match, TacticaSetup};
use invictus::games::Game;
use invictus::hosting::MatchState;
use invictus::hosting::{ChannelId, GuildId, Host, HostSettings, Hosting, Level, PlayerId};
use invictus::store::{AiSeat, AsyncStore, MatchId, MatchPlace, Store};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The pause the built-in opponent keeps between two of its moves in one match.
const PACE: Duration = Duration::from_millis(400);
const BOT: PlayerId = PlayerId(999_999);

struct Settings {
    busy: Vec<usize>,
    seconds: u64,
    probes: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let full = args.iter().any(|a| a == "--bench");
    let mut settings = if full {
        Settings {
            busy: vec![0, 5, 20],
            seconds: 60,
            probes: 10,
        }
    } else {
        Settings {
            busy: vec![1],
            seconds: 3,
            probes: 1,
        }
    };
    for arg in &args {
        let Some((key, value)) = arg.split_once('=') else {
            continue;
        };
        match key {
            "busy" => {
                settings.busy = value
                    .split(',')
                    .map(|n| n.parse().expect("busy=N,M,…"))
                    .collect()
            }
            "seconds" => settings.seconds = value.parse().expect("seconds=S"),
            "probes" => settings.probes = value.parse().expect("probes=P"),
            _ => panic!("opponent: unknown option {key:?} (busy, seconds, probes)"),
        }
    }
    let runtime = tokio::runtime::Runtime::new().expect("a tokio runtime");
    let mut at_zero = None;
    for &busy in &settings.busy {
        let (replies, turns, next) = runtime.block_on(run(busy, &settings));
        println!(
            "opponent: N = {busy:>2} busy matches, in the probe duels: its turn (a person's move \
             to their next) {} ({} turns); its first move after a person's {} ({} replies); \
             in every match its next move, less the pace, {}",
            summary(&turns),
            turns.len(),
            summary(&replies),
            replies.len(),
            summary(&next),
        );
        let p99 = (percentile(&turns, 0.99), percentile(&replies, 0.99));
        if busy == 0 {
            at_zero = Some(p99);
        } else if let Some(zero) = at_zero {
            let ratio = |now: Option<Duration>, then: Option<Duration>| {
                now.zip(then).map_or(f64::NAN, |(n, t)| {
                    n.as_secs_f64() / t.as_secs_f64().max(1e-6)
                })
            };
            let turn = ratio(p99.0, zero.0);
            println!(
                "  p99 against N = 0: its turn {turn:.2}x (target at most 1.5x at N = 20: {}), its first move {:.2}x",
                if turn <= 1.5 { "met" } else { "missed" },
                ratio(p99.1, zero.1)
            );
        }
    }
}

fn percentile(samples: &[Duration], q: f64) -> Option<Duration> {
    if samples.is_empty() {
        return None;
    }
    let mut sorted = samples.to_vec();
    sorted.sort();
    let index = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len()) - 1;
    Some(sorted[index])
}

fn summary(samples: &[Duration]) -> String {
    let ms = |q| percentile(samples, q).map_or(0.0, |d: Duration| d.as_secs_f64() * 1e3);
    format!(
        "p50 {:.1} / p99 {:.1} / max {:.1} ms",
        ms(0.5),
        ms(0.99),
        ms(1.0)
    )
}

/// A Vanilla match with `person` in seat 0 and the built-in player (normal) in the others.
async fn start(host: &Host, person: PlayerId, map: &str, players: u8, seed: u64) -> MatchId {
    let setup = TacticaSetup {
        map: map.to_string(),
        players,
        alliances: Vec::new(),
        seed,
        turn_cap: None,
        empires: Default::default(),
    };
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: (0..players)
            .map(|seat| Some(if seat == 0 { person } else { BOT }))
            .collect(),
    };
    let hosting = Hosting {
        reaction_window_ms: Some(3_600_000),
        turn_time_ms: None,
        ai: (1..players)
            .map(|seat| AiSeat {
                seat,
                level: Level::Normal,
                seed: seed * 7 + u64::from(seat),
            })
            .collect(),
    };
    let id = host
        .matches()
        .start_match(Match::new(setup).expect("a valid setup"), place, hosting)
        .await
        .expect("the match starts")
        .id;
    host.wake_ai(id);
    id
}

/// When each match last changed and by whom, for the measures.
#[derive(Default)]
struct Watch {
    /// Per match: when it last changed, and whether that change was the built-in player's.
    last: HashMap<MatchId, (Instant, bool)>,
    /// The version a person is moving on, per match: the next change past it is theirs.
    person_moving: HashMap<MatchId, u64>,
    probes: Vec<MatchId>,
    probe_replies: Vec<Duration>,
    replies: Vec<Duration>,
    next: Vec<Duration>,
    /// Per match: when a person's move handed the move to the built-in players.
    handed: HashMap<MatchId, Instant>,
    /// In the probe duels: from a person's move handing over to the person's move being due
    /// again (the built-in player's whole turn, or its answer in a window).
    probe_turns: Vec<Duration>,
}

impl Watch {
    fn changed(&mut self, state: &MatchState<Match>, at: Instant) {
        let id = state.id;
        if self
            .person_moving
            .get(&id)
            .is_some_and(|&on| state.version > on)
        {
            self.person_moving.remove(&id);
            self.last.insert(id, (at, false));
            if !state.waiting.includes(0) && !state.is_over() {
                self.handed.insert(id, at);
            }
            return;
        }
        if state.waiting.includes(0) || state.is_over() {
            if let Some(from) = self.handed.remove(&id) {
                if self.probes.contains(&id) {
                    self.probe_turns.push(at.saturating_duration_since(from));
                }
            }
        }
        if let Some(&(then, by_bot)) = self.last.get(&id) {
            let gap = at.saturating_duration_since(then);
            if by_bot {
                self.next.push(gap.saturating_sub(PACE));
            } else {
                self.replies.push(gap);
                if self.probes.contains(&id) {
                    self.probe_replies.push(gap);
                }
            }
        }
        self.last.insert(id, (at, true));
    }
}

/// One measure with `busy` busy matches: the probe duels' replies, every reply, every next move.
async fn run(busy: usize, settings: &Settings) -> (Vec<Duration>, Vec<Duration>, Vec<Duration>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = AsyncStore::new(Store::open(&dir.path().join("opponent.db")).expect("a store"));

    let db = dir.path().join("opponent.db");
    let (host, mut feed) = Host::new(
        store,
        Arc::new(invictus::games::invictus::cards::builtin().clone()),
        HostSettings::default(),
    );
    let host = Arc::new(host);
    let watch = Arc::new(Mutex::new(Watch::default()));
    let seen = Arc::clone(&watch);
    let reader = tokio::spawn(async move {
        while let Some(published) = feed.recv().await {
            if let Some(change) = published.of::<Match>() {
                let state = Arc::clone(&change.state);
                seen.lock().expect("watch").changed(&state, Instant::now());
            }
        }
    });
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    let opponent = tokio::spawn(Arc::clone(&host).run_ai(stop));
    let running = Arc::new(AtomicBool::new(true));
    let mut people = Vec::new();
    for k in 0..busy {
        let person = PlayerId(1_000 + k as u64);
        people.push(tokio::spawn(person_loop(
            Arc::clone(&host),
            Arc::clone(&watch),
            Arc::clone(&running),
            (person, None),
            k as u64,
        )));
    }
    for k in 0..settings.probes {
        let person = PlayerId(5_000 + k as u64);
        people.push(tokio::spawn(person_loop(
            Arc::clone(&host),
            Arc::clone(&watch),
            Arc::clone(&running),
            (person, Some(db.clone())),
            100 + k as u64,
        )));
    }
    tokio::time::sleep(Duration::from_secs(settings.seconds)).await;
    running.store(false, Ordering::Relaxed);
    for person in people {
        person.await.expect("a person's task");
    }
    stop_tx.send(true).expect("the opponent loop runs");
    opponent.await.expect("the opponent loop");
    drop(host);
    let _ = reader.await;
    let watch = std::mem::take(&mut *watch.lock().expect("watch"));
    (watch.probe_replies, watch.probe_turns, watch.next)
}

/// A person's play: in a probe duel (`probe`: the database to read the match from) the greedy
/// scripted player, half a second a move; in a busy match the castle, then End turn at once
/// (windows pass by standing order). A match that ends is replaced by a new one.
async fn person_loop(
    host: Arc<Host>,
    watch: Arc<Mutex<Watch>>,
    running: Arc<AtomicBool>,
    (person, probe): (PlayerId, Option<std::path::PathBuf>),
    seed: u64,
) {
    let reader = probe
        .as_ref()
        .map(|db| Mutex::new(Store::open(db).expect("a second connection")));
    let mut round = 0;
    while running.load(Ordering::Relaxed) {
        round += 1;
        let id = match &reader {
            Some(_) => start(&host, person, "tactica-3p", 2, seed * 1000 + round).await,
            None => start(&host, person, "tactica-6p", 6, seed * 1000 + round).await,
        };
        if reader.is_some() {
            watch.lock().expect("watch").probes.push(id);
        } else {
            host.matches()
                .change_options::<Match>(id, person, |o| {
                    o.orders.windows = StandingOrder::AlwaysPass
                })
                .await
                .expect("the person's order");
        }
        let mut scripted = ScriptedPlayer::new(PlayerKind::Greedy, seed + round);
        while running.load(Ordering::Relaxed) {
            let state = host
                .matches()
                .state_of::<Match>(id)
                .await
                .expect("the match");
            if state.is_over() {
                break;
            }
            if !state.waiting.includes(0) {
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
            let version = state.version;
            let action = match &reader {
                Some(reader) => {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    let game = {
                        let reader = reader.lock().expect("the reader");
                        reader.load_match::<Match>(id).expect("the match").game
                    };
                    if Game::version(&game) != version {
                        continue;
                    }
                    scripted.choose(&game, 0)
                }
                None => {
                    let open = state
                        .seats
                        .get(0)
                        .map(|v| v.actions.clone())
                        .unwrap_or_default();
                    let chosen = open
                        .iter()
                        .find(|a| matches!(a, Action::ChooseCastle { .. }))
                        .or_else(|| open.iter().find(|a| **a == Action::EndTurn))
                        .or_else(|| open.iter().find(|a| **a == Action::Pass))
                        .or_else(|| open.first())
                        .cloned();
                    let Some(chosen) = chosen else {
                        tokio::time::sleep(Duration::from_millis(20)).await;
                        continue;
                    };
                    chosen
                }
            };
            watch
                .lock()
                .expect("watch")
                .person_moving
                .insert(id, version);
            let _ = host
                .matches()
                .act::<Match>(id, person, version, action, None)
                .await;
        }
    }
}
