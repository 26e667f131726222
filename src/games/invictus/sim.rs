//! The simulator: many complete matches between scripted players (random, greedy or the
//! built-in opponent), with the engine's invariants checked after every action, on all cores.

use crate::games::invictus::opponent::{greedy_choice, Ai, Level};
use crate::games::invictus::replay::MatchLog;
use crate::games::invictus::rules::{
    Action, Army, BySeat, Catalog, Event, Match, MatchSetup, Mode, Outcome, Seat, Settings, Side,
    WinCondition,
};
use crate::kit::sim::{match_seed, run_indexed};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Serialize, Serializer};
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Instant;

/// A scripted player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// Picks uniformly among the legal actions.
    Random,
    /// The one-step greedy player ([`crate::games::invictus::opponent::greedy_choice`]).
    Greedy,
    /// The built-in opponent at a level ([`crate::games::invictus::opponent::Ai`]).
    Ai(Level),
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerKind::Random => f.write_str("random"),
            PlayerKind::Greedy => f.write_str("greedy"),
            PlayerKind::Ai(level) => write!(f, "ai:{level}"),
        }
    }
}

impl Serialize for PlayerKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl FromStr for PlayerKind {
    type Err = String;

    /// `random`, `greedy`, `ai` (at the normal level) or `ai:LEVEL`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "random" => Ok(PlayerKind::Random),
            "greedy" => Ok(PlayerKind::Greedy),
            "ai" => Ok(PlayerKind::Ai(Level::default())),
            other => match other.strip_prefix("ai:") {
                Some(level) => Ok(PlayerKind::Ai(level.parse()?)),
                None => Err(format!(
                    "unknown player {other:?}: the players are random, greedy, ai and ai:LEVEL \
                     (easy, normal, hard)"
                )),
            },
        }
    }
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub games: u64,
    pub seed: u64,
    /// The players as named, one per seat of the mode (`settings.mode`): two for a duel, four
    /// for the team mode (A, B, C, D: A and C the first named team). They swap sides every
    /// match: in even matches the first named sits in seat A (and its partner in C), in odd ones
    /// in seat B (and D). Armies stay with their seats.
    pub players: Vec<PlayerKind>,
    /// One army per seat of the mode, in seat order.
    pub armies: Vec<Army>,
    pub settings: Settings,
    pub log_dir: Option<PathBuf>,
    /// Check the invariants after every action.
    pub check_invariants: bool,
    /// Matches played at the same time (at least 1). The results do not depend on it.
    pub threads: usize,
}

/// Counts of how the matches ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct OutcomeCounts {
    pub execution: u64,
    pub development: u64,
    pub collapse: u64,
    pub end_of_war: u64,
    pub draw: u64,
}

/// How long the built-in opponent took over its decisions, counting only decisions with more
/// than one legal action.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct DecisionTimes {
    pub decisions: u64,
    pub median_ms: f64,
    pub p90_ms: f64,
    pub max_ms: f64,
}

impl DecisionTimes {
    /// Figures from decision times in microseconds; `None` when there are none.
    pub fn from_micros(mut micros: Vec<u32>) -> Option<DecisionTimes> {
        if micros.is_empty() {
            return None;
        }
        micros.sort_unstable();
        let at = |q: f64| {
            let i = ((micros.len() - 1) as f64 * q).round() as usize;
            micros[i] as f64 / 1000.0
        };
        Some(DecisionTimes {
            decisions: micros.len() as u64,
            median_ms: at(0.5),
            p90_ms: at(0.9),
            max_ms: at(1.0),
        })
    }
}

/// The result of a simulation run. `wins_a` and `wins_b` count the wins of the first and the
/// second player (team, in the team mode) as named in [`SimConfig::players`], whatever seat
/// they had; `wins_seat_a` and `wins_seat_b` count by side (that is, by army); `wins_first_to_play`
/// and `wins_second_to_play` by who played first (team 1 and team 2 in the team mode, R32).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimSummary {
    #[serde(skip_serializing_if = "Mode::is_duel")]
    pub mode: Mode,
    pub games: u64,
    pub seed: u64,
    pub players: Vec<PlayerKind>,
    pub army_a: String,
    pub army_b: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub army_c: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub army_d: Option<String>,
    pub actions: u64,
    pub elapsed_ms: u64,
    pub outcomes: OutcomeCounts,
    pub wins_a: u64,
    pub wins_b: u64,
    pub draws: u64,
    pub wins_seat_a: u64,
    pub wins_seat_b: u64,
    pub wins_first_to_play: u64,
    pub wins_second_to_play: u64,
    pub mean_turns: f64,
    pub mean_actions: f64,
    /// Decision times of the built-in opponent (both players' if both are), when one plays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai_decisions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai_median_ms: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai_p90_ms: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai_max_ms: Option<f64>,
}

/// An invariant that failed, with what is needed to reproduce it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimFailure {
    pub game: u64,
    pub match_seed: u64,
    pub action_index: usize,
    pub action: Option<Action>,
    pub message: String,
}

impl fmt::Display for SimFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invariant failed in game {} (match seed {}), after action {} ({}): {}",
            self.game,
            self.match_seed,
            self.action_index,
            self.action
                .map_or_else(|| "setup".to_string(), |a| format!("{a:?}")),
            self.message
        )
    }
}

/// A simulation error: a failed invariant or a log that could not be written.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("{0}")]
    Invariant(SimFailure),
    #[error("army {seat}: {message}")]
    Setup { seat: Seat, message: String },
    #[error("cannot write the match log {path}: {message}")]
    Log { path: String, message: String },
}

/// A random valid army: each colour's type from any version (a colour now and then skipped),
/// counts adding up to 20 (10 for a Light Match), any Leader (R6).
pub fn random_army(rng: &mut impl Rng, light: bool) -> Army {
    use crate::games::invictus::rules::{Colour, SoldierCount, UnitKind, Version};
    let total = if light { 10 } else { 20 };
    let mut colours: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|_| rng.gen_range(0..8) != 0)
        .collect();
    if colours.is_empty() {
        colours.push(Colour::Blue);
    }
    let mut counts = vec![1u8; colours.len()];
    for _ in colours.len()..total {
        let i = rng.gen_range(0..counts.len());
        counts[i] += 1;
    }
    let soldiers = colours
        .iter()
        .zip(counts)
        .map(|(&colour, count)| {
            let version = Version::ALL[rng.gen_range(0..6)];
            let unit: UnitKind = version.soldiers()[colour as usize];
            SoldierCount { unit, count }
        })
        .collect();
    Army {
        leader: Version::ALL[rng.gen_range(0..6)].leader(),
        soldiers,
    }
}

/// One finished match.
#[derive(Clone, Debug)]
pub struct PlayedMatch {
    pub game: Match,
    pub actions: Vec<Action>,
    /// How long each decision of a built-in opponent with more than one legal action took, in
    /// microseconds.
    pub ai_decision_micros: Vec<u32>,
}

/// Plays one match between random players. The players' choices come from their own generator,
/// seeded from the match seed, so the match is reproducible.
pub fn play_random_match(
    setup: MatchSetup,
    catalog: &Catalog,
    check_invariants: bool,
) -> Result<PlayedMatch, SimFailure> {
    play_random_match_into(setup, catalog, check_invariants, None)
}

/// Where a simulated match's actions go when not applied in memory only: e.g. a store that keeps
/// every action (the command line's `--db`).
pub trait Applier {
    /// Called once with each new match, before its first action.
    fn begin(&mut self, game: &Match) -> Result<(), String>;
    /// Applies `seat`'s legal `action` to `game`.
    fn apply(&mut self, game: &mut Match, seat: Seat, action: Action) -> Result<(), String>;
}

/// [`play_random_match`], optionally storing the match and every action through the store.
pub fn play_random_match_into(
    setup: MatchSetup,
    catalog: &Catalog,
    check_invariants: bool,
    storage: Option<&mut dyn Applier>,
) -> Result<PlayedMatch, SimFailure> {
    let random = BySeat::new(PlayerKind::Random, PlayerKind::Random);
    play_match(setup, catalog, &random, check_invariants, storage)
}

/// A player seated in one match, with the generator or seed it plays with.
enum Seated {
    Random,
    Greedy(Pcg64Mcg),
    Ai(Ai),
}

impl Seated {
    /// Every player's choices come from the match seed and its seat, so a match is reproducible.
    fn new(kind: PlayerKind, match_seed: u64, seat: Seat) -> Seated {
        let salt = match seat {
            Seat::A => 0x00A1_5EA7_0000_000A,
            Seat::B => 0x00A1_5EA7_0000_000B,
            Seat::C => 0x00A1_5EA7_0000_000C,
            Seat::D => 0x00A1_5EA7_0000_000D,
        };
        match kind {
            PlayerKind::Random => Seated::Random,
            PlayerKind::Greedy => Seated::Greedy(Pcg64Mcg::seed_from_u64(
                match_seed ^ salt ^ 0x6EED_0000_0000_0000,
            )),
            PlayerKind::Ai(level) => Seated::Ai(Ai::new(level, match_seed ^ salt)),
        }
    }
}

/// Plays one match between the players seated as given, checking the invariants after every
/// action if asked, and storing it action by action through `storage` if given. Random players
/// share one generator seeded from the match seed (as [`play_random_match`] always did).
pub fn play_match(
    setup: MatchSetup,
    catalog: &Catalog,
    players: &BySeat<PlayerKind>,
    check_invariants: bool,
    mut storage: Option<&mut dyn Applier>,
) -> Result<PlayedMatch, SimFailure> {
    let match_seed = setup.seed;
    let fail = |action_index, action, message: String| SimFailure {
        game: 0,
        match_seed,
        action_index,
        action,
        message,
    };
    let mut seated = BySeat::from_fn(|seat| Seated::new(*players.get(seat), match_seed, seat));
    let mut game = Match::new(setup, catalog).map_err(|e| fail(0, None, e.to_string()))?;
    if let Some(applier) = storage.as_mut() {
        applier
            .begin(&game)
            .map_err(|e| fail(0, None, format!("store: {e}")))?;
    }
    let mut chooser = Pcg64Mcg::seed_from_u64(match_seed ^ 0x5EED_C401_CE00_0001);
    let mut legal = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    let mut actions = Vec::new();
    let mut ai_decision_micros = Vec::new();
    if check_invariants {
        game.check_invariants()
            .map_err(|e| fail(0, None, e.to_string()))?;
    }
    while !game.is_over() {
        game.legal_actions_into(&mut legal);
        let Some(seat) = game.priority().filter(|_| !legal.is_empty()) else {
            return Err(fail(actions.len(), None, "no legal action".to_string()));
        };
        let chosen = match seated.get_mut(seat) {
            Seated::Random => Some(legal[chooser.gen_range(0..legal.len())]),
            Seated::Greedy(rng) => greedy_choice(&game, seat, rng),
            Seated::Ai(ai) => {
                let started = Instant::now();
                let chosen = ai.choose(&game, seat);
                if legal.len() > 1 {
                    let micros = started.elapsed().as_micros();
                    ai_decision_micros.push(micros.min(u32::MAX as u128) as u32);
                }
                chosen
            }
        };
        let action = match chosen {
            Some(action) if legal.contains(&action) => action,
            other => {
                return Err(fail(
                    actions.len(),
                    other,
                    format!("player {seat} chose no legal action"),
                ))
            }
        };
        match storage.as_mut() {
            Some(applier) => applier
                .apply(&mut game, seat, action)
                .map_err(|e| fail(actions.len(), Some(action), format!("store: {e}")))?,
            None => {
                events.clear();
                game.apply_unchecked(action, &mut events);
            }
        }
        actions.push(action);
        if check_invariants {
            game.check_invariants()
                .map_err(|e| fail(actions.len() - 1, Some(action), e.to_string()))?;
        }
    }
    Ok(PlayedMatch {
        game,
        actions,
        ai_decision_micros,
    })
}

/// Plays `config.games` matches and sums them up.
pub fn run(config: &SimConfig, catalog: &Catalog) -> Result<SimSummary, SimError> {
    run_into(config, catalog, None)
}

/// What a run keeps of one match.
struct Record {
    outcome: Outcome,
    turns: u32,
    actions: u64,
    /// The side of the first player (team) named.
    first_named: Side,
    /// The side that played first (team 1 in the team mode).
    first_to_play: Side,
    ai_decision_micros: Vec<u32>,
}

/// Match `index` of a run: the setup from the run seed and the index, the players seated by the
/// parity of the index; its log written if asked.
fn play_indexed(
    config: &SimConfig,
    catalog: &Catalog,
    index: u64,
    storage: Option<&mut dyn Applier>,
) -> Result<Record, SimError> {
    let mode = config.settings.mode;
    let named = |i: usize| config.players[i];
    // Odd matches seat every named player on the other side: A↔B, C↔D.
    let swap = !index.is_multiple_of(2);
    let first_named = if swap { Side::B } else { Side::A };
    let players = BySeat::for_mode(mode, |seat| {
        let seat = if swap { seat.pair() } else { seat };
        named(seat as usize)
    });
    let armies = BySeat::for_mode(mode, |seat| config.armies[seat.index()].clone());
    let setup = MatchSetup {
        armies,
        settings: config.settings.clone(),
        seed: match_seed(config.seed, index),
    };
    let played = play_match(
        setup.clone(),
        catalog,
        &players,
        config.check_invariants,
        storage,
    )
    .map_err(|mut f| {
        f.game = index;
        SimError::Invariant(f)
    })?;
    if let Some(dir) = &config.log_dir {
        let path = dir.join(format!("match-{index:05}.json"));
        let log = MatchLog {
            setup,
            actions: played.actions.clone(),
        };
        let text = serde_json::to_string_pretty(&log).expect("a log serializes");
        std::fs::write(&path, text).map_err(|e| SimError::Log {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
    }
    Ok(Record {
        outcome: played.game.outcome().expect("a played match is over"),
        turns: played.game.turn().number,
        actions: played.actions.len() as u64,
        first_named,
        first_to_play: played.game.first_player().side(),
        ai_decision_micros: played.ai_decision_micros,
    })
}

/// Plays matches `0..games` on `threads` threads. Each match depends only on its index, so the
/// records (and the first failure by index) are the same for any number of threads.
fn play_parallel(config: &SimConfig, catalog: &Catalog) -> Result<Vec<Record>, SimError> {
    run_indexed(config.games, config.threads, |index| {
        play_indexed(config, catalog, index, None)
    })
}

/// [`run`], storing every match action by action when `storage` is given (then one match at a
/// time).
pub fn run_into(
    config: &SimConfig,
    catalog: &Catalog,
    storage: Option<&mut dyn Applier>,
) -> Result<SimSummary, SimError> {
    let seats = config.settings.mode.seats();
    if config.armies.len() != seats.len() || config.players.len() != seats.len() {
        return Err(SimError::Setup {
            seat: Seat::A,
            message: format!(
                "the {} mode needs {} players and {} armies",
                if seats.len() == 2 { "duel" } else { "team" },
                seats.len(),
                seats.len()
            ),
        });
    }
    for (&seat, army) in seats.iter().zip(&config.armies) {
        army.validate(config.settings.light_match)
            .map_err(|e| SimError::Setup {
                seat,
                message: e.to_string(),
            })?;
    }
    if let Some(dir) = &config.log_dir {
        std::fs::create_dir_all(dir).map_err(|e| SimError::Log {
            path: dir.display().to_string(),
            message: e.to_string(),
        })?;
    }
    let started = Instant::now();
    let records = match storage {
        Some(storage) => (0..config.games)
            .map(|index| play_indexed(config, catalog, index, Some(&mut *storage)))
            .collect::<Result<Vec<_>, _>>()?,
        None => play_parallel(config, catalog)?,
    };
    let mut summary = SimSummary {
        mode: config.settings.mode,
        games: config.games,
        seed: config.seed,
        players: config.players.clone(),
        army_a: config.armies[0].to_string(),
        army_b: config.armies[1].to_string(),
        army_c: config.armies.get(2).map(Army::to_string),
        army_d: config.armies.get(3).map(Army::to_string),
        actions: 0,
        elapsed_ms: 0,
        outcomes: OutcomeCounts::default(),
        wins_a: 0,
        wins_b: 0,
        draws: 0,
        wins_seat_a: 0,
        wins_seat_b: 0,
        wins_first_to_play: 0,
        wins_second_to_play: 0,
        mean_turns: 0.0,
        mean_actions: 0.0,
        ai_decisions: None,
        ai_median_ms: None,
        ai_p90_ms: None,
        ai_max_ms: None,
    };
    let mut turns = 0u64;
    let mut micros = Vec::new();
    for record in records {
        summary.actions += record.actions;
        turns += record.turns as u64;
        micros.extend(record.ai_decision_micros);
        match record.outcome {
            Outcome::Win { side, condition } => {
                match side {
                    Side::A => summary.wins_seat_a += 1,
                    Side::B => summary.wins_seat_b += 1,
                }
                if side == record.first_named {
                    summary.wins_a += 1;
                } else {
                    summary.wins_b += 1;
                }
                if side == record.first_to_play {
                    summary.wins_first_to_play += 1;
                } else {
                    summary.wins_second_to_play += 1;
                }
                let c = &mut summary.outcomes;
                match condition {
                    WinCondition::Execution => c.execution += 1,
                    WinCondition::Development => c.development += 1,
                    WinCondition::Collapse => c.collapse += 1,
                    WinCondition::EndOfWar => c.end_of_war += 1,
                    // Scripted players never resign nor run out of time.
                    WinCondition::Resignation | WinCondition::Timeout => {}
                }
            }
            Outcome::Draw => {
                summary.draws += 1;
                summary.outcomes.draw += 1;
            }
        }
    }
    if let Some(times) = DecisionTimes::from_micros(micros) {
        summary.ai_decisions = Some(times.decisions);
        summary.ai_median_ms = Some(times.median_ms);
        summary.ai_p90_ms = Some(times.p90_ms);
        summary.ai_max_ms = Some(times.max_ms);
    }
    summary.elapsed_ms = started.elapsed().as_millis() as u64;
    if config.games > 0 {
        summary.mean_turns = turns as f64 / config.games as f64;
        summary.mean_actions = summary.actions as f64 / config.games as f64;
    }
    Ok(summary)
}

#[cfg(test)]
mod tests;
