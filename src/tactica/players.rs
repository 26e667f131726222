//! Scripted Tactica players for the simulator, the benchmarks and the terminal game: a random
//! player and a greedy one. (The built-in opponent with levels comes separately.)

use super::action::Action;
use super::legal::Waiting;
use super::state::{Match, Seat};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerKind {
    Random,
    Greedy,
}

impl std::str::FromStr for PlayerKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "random" => Ok(PlayerKind::Random),
            "greedy" => Ok(PlayerKind::Greedy),
            other => Err(format!("no Tactica player '{other}' (there are: random, greedy)")),
        }
    }
}

/// A scripted player with its own seeded randomness.
#[derive(Debug, Clone)]
pub struct ScriptedPlayer {
    pub kind: PlayerKind,
    rng: Pcg64Mcg,
    legal: Vec<Action>,
}

impl ScriptedPlayer {
    pub fn new(kind: PlayerKind, seed: u64) -> ScriptedPlayer {
        ScriptedPlayer {
            kind,
            rng: Pcg64Mcg::seed_from_u64(seed),
            legal: Vec::new(),
        }
    }

    /// An action for `seat`, which the match must be waiting for.
    pub fn choose(&mut self, game: &Match, seat: Seat) -> Action {
        game.legal_actions_into(seat, &mut self.legal);
        self.legal.retain(|a| *a != Action::Surrender);
        if self.legal.is_empty() {
            return Action::Surrender;
        }
        if matches!(game.waiting(), Waiting::Turn { .. }) && self.rng.gen_ratio(1, 10) {
            return Action::EndTurn;
        }
        self.legal[self.rng.gen_range(0..self.legal.len())]
    }
}
