//! The simulator: many complete matches between scripted players, with the engine's invariants
//! checked after every action.

use crate::engine::{
    Action, Army, Catalog, Event, Match, MatchSetup, Outcome, Seat, Settings, WinCondition,
};
use crate::replay::MatchLog;
use crate::store::{ActionRequest, Applied, MatchId, MatchPlace, Store};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::Serialize;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Instant;

/// A scripted player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    /// Picks uniformly among the legal actions.
    Random,
}

impl FromStr for PlayerKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "random" => Ok(PlayerKind::Random),
            other => Err(format!("unknown player {other:?}: the players are: random")),
        }
    }
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub games: u64,
    pub seed: u64,
    pub players: [PlayerKind; 2],
    pub armies: [Army; 2],
    pub settings: Settings,
    pub log_dir: Option<PathBuf>,
    /// Check the invariants after every action.
    pub check_invariants: bool,
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

/// The result of a simulation run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimSummary {
    pub games: u64,
    pub seed: u64,
    pub army_a: String,
    pub army_b: String,
    pub actions: u64,
    pub elapsed_ms: u64,
    pub outcomes: OutcomeCounts,
    pub wins_a: u64,
    pub wins_b: u64,
    pub draws: u64,
    pub mean_turns: f64,
    pub mean_actions: f64,
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
    use crate::engine::{Colour, SoldierCount, UnitKind, Version};
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

/// The seed of match `index` of a run seeded `seed` (SplitMix64 of both).
pub fn match_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        ^ index
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One finished match.
#[derive(Clone, Debug)]
pub struct PlayedMatch {
    pub game: Match,
    pub actions: Vec<Action>,
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

/// Where a simulation stores its matches, action by action, and whom it tells of each commit.
pub struct SimStorage<'a> {
    pub store: &'a mut Store,
    /// Called after each action's commit returned: (match id, sequence number).
    pub on_commit: &'a mut dyn FnMut(MatchId, u64),
}

fn unix_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// [`play_random_match`], optionally storing the match and every action through the store.
pub fn play_random_match_into(
    setup: MatchSetup,
    catalog: &Catalog,
    check_invariants: bool,
    mut storage: Option<&mut SimStorage<'_>>,
) -> Result<PlayedMatch, SimFailure> {
    let match_seed = setup.seed;
    let fail = |action_index, action, message: String| SimFailure {
        game: 0,
        match_seed,
        action_index,
        action,
        message,
    };
    let mut game = Match::new(setup, catalog).map_err(|e| fail(0, None, e.to_string()))?;
    let stored_id = match storage.as_mut() {
        Some(s) => Some(
            s.store
                .create_match(&game, &MatchPlace::default(), unix_ms())
                .map_err(|e| fail(0, None, format!("store: {e}")))?,
        ),
        None => None,
    };
    let mut chooser = Pcg64Mcg::seed_from_u64(match_seed ^ 0x5EED_C401_CE00_0001);
    let mut legal = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    let mut actions = Vec::new();
    if check_invariants {
        game.check_invariants()
            .map_err(|e| fail(0, None, e.to_string()))?;
    }
    while !game.is_over() {
        game.legal_actions_into(&mut legal);
        if legal.is_empty() {
            return Err(fail(actions.len(), None, "no legal action".to_string()));
        }
        let action = legal[chooser.gen_range(0..legal.len())];
        match (storage.as_mut(), stored_id) {
            (Some(s), Some(match_id)) => {
                let request = ActionRequest {
                    match_id,
                    seat: game
                        .priority()
                        .expect("a player acts while the game goes on"),
                    version: game.version(),
                    action,
                    interaction_id: None,
                    now: unix_ms(),
                    timers: Vec::new(),
                };
                match s.store.apply(&request) {
                    Ok(Applied::New {
                        seq, game: stored, ..
                    }) => {
                        (s.on_commit)(match_id, seq);
                        game = *stored;
                    }
                    Ok(Applied::Duplicate { .. }) => {
                        return Err(fail(actions.len(), Some(action), "store: duplicate".into()))
                    }
                    Err(e) => return Err(fail(actions.len(), Some(action), format!("store: {e}"))),
                }
            }
            _ => {
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
    Ok(PlayedMatch { game, actions })
}

/// Plays `config.games` matches and sums them up.
pub fn run(config: &SimConfig, catalog: &Catalog) -> Result<SimSummary, SimError> {
    run_into(config, catalog, None)
}

/// [`run`], storing every match action by action when `storage` is given.
pub fn run_into(
    config: &SimConfig,
    catalog: &Catalog,
    mut storage: Option<&mut SimStorage<'_>>,
) -> Result<SimSummary, SimError> {
    for (seat, army) in Seat::BOTH.into_iter().zip(&config.armies) {
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
    let mut summary = SimSummary {
        games: config.games,
        seed: config.seed,
        army_a: config.armies[0].to_string(),
        army_b: config.armies[1].to_string(),
        actions: 0,
        elapsed_ms: 0,
        outcomes: OutcomeCounts::default(),
        wins_a: 0,
        wins_b: 0,
        draws: 0,
        mean_turns: 0.0,
        mean_actions: 0.0,
    };
    let mut turns = 0u64;
    for index in 0..config.games {
        let setup = MatchSetup {
            armies: crate::engine::BySeat::new(config.armies[0].clone(), config.armies[1].clone()),
            settings: config.settings.clone(),
            seed: match_seed(config.seed, index),
        };
        let played = play_random_match_into(
            setup.clone(),
            catalog,
            config.check_invariants,
            storage.as_deref_mut(),
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
        summary.actions += played.actions.len() as u64;
        turns += played.game.turn().number as u64;
        match played.game.outcome() {
            Some(Outcome::Win { seat, condition }) => {
                match seat {
                    Seat::A => summary.wins_a += 1,
                    Seat::B => summary.wins_b += 1,
                }
                let c = &mut summary.outcomes;
                match condition {
                    WinCondition::Execution => c.execution += 1,
                    WinCondition::Development => c.development += 1,
                    WinCondition::Collapse => c.collapse += 1,
                    WinCondition::EndOfWar => c.end_of_war += 1,
                    // Random players never resign nor run out of time.
                    WinCondition::Resignation | WinCondition::Timeout => {}
                }
            }
            Some(Outcome::Draw) => {
                summary.draws += 1;
                summary.outcomes.draw += 1;
            }
            None => unreachable!("play_random_match returns finished matches"),
        }
    }
    summary.elapsed_ms = started.elapsed().as_millis() as u64;
    if config.games > 0 {
        summary.mean_turns = turns as f64 / config.games as f64;
        summary.mean_actions = summary.actions as f64 / config.games as f64;
    }
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_names_the_match_seed_and_the_action() {
        let failure = SimFailure {
            game: 4,
            match_seed: 123_456,
            action_index: 17,
            action: Some(Action::EndTurn),
            message: "R5: unit #3 (Warrior) is in 2 zones".to_string(),
        };
        let text = failure.to_string();
        assert!(text.contains("match seed 123456"), "{text}");
        assert!(text.contains("action 17 (EndTurn)"), "{text}");
        assert!(text.contains("R5"), "{text}");
    }

    #[test]
    fn match_seeds_differ_by_index_and_run_seed() {
        let seeds: std::collections::HashSet<u64> = (0..1000)
            .flat_map(|i| [match_seed(1, i), match_seed(2, i)])
            .collect();
        assert_eq!(seeds.len(), 2000);
    }
}
