//! The built-in opponent: a determinized Monte Carlo tree search over what its seat may know,
//! at three strengths, plus the one-step greedy player and the heuristic they share.
//!
//! A decision is a pure function of the level, the seed, the state version, the seat and what
//! that seat can see: every searched position is dealt again with [`Match::redeal_hidden`] from a
//! generator seeded by those, so the opponent's hand and the draw order never sway it.

mod eval;
mod greedy;
mod policy;
mod search;

pub use eval::evaluate;
pub use greedy::greedy_choice;

pub use crate::games::Level;

use crate::games::invictus::rules::{Action, Match, Outcome, Seat};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// How much the opponent searches per decision at `level`.
fn budget(level: Level) -> search::Budget {
    // Measured in `sim` runs: the playout horizon pays more than extra dealings.
    let (determinizations, iterations, horizon_turns) = match level {
        Level::Easy => (1, 60, 3),
        Level::Normal => (2, 2000, 3),
        Level::Hard => (4, 4000, 4),
    };
    search::Budget {
        determinizations,
        iterations,
        exploration: 0.3,
        horizon_turns,
        max_playout: 200,
        weights: eval::W,
    }
}

/// The built-in opponent at one level. It keeps no state between decisions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ai {
    level: Level,
    seed: u64,
}

impl Ai {
    pub fn new(level: Level, seed: u64) -> Ai {
        Ai { level, seed }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The action for `seat`, which has priority in `game`; `None` if it does not (or the game
    /// is over). Reads only what `seat` may see, and never resigns.
    pub fn choose(&self, game: &Match, seat: Seat) -> Option<Action> {
        if game.priority() != Some(seat) {
            return None;
        }
        let legal = game.legal_actions();
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        let mut rng = Pcg64Mcg::seed_from_u64(decision_seed(self.seed, game.version(), seat));
        let root = game.redeal_hidden(seat, &mut rng);
        if let Some(win) = immediate_win(&root, seat, &legal) {
            return Some(win);
        }
        let budget = budget(self.level);
        let totals = search::root_visits(&root, seat, &legal, &budget, &mut rng);
        Some(search::best_action(&legal, &totals))
    }
}

/// An action that wins at once, whatever the hidden cards: one that ends the game in `seat`'s
/// favour without opening a window (whether a window opens depends only on public
/// information, R23).
fn immediate_win(game: &Match, seat: Seat, legal: &[Action]) -> Option<Action> {
    let mut events = Vec::new();
    legal.iter().copied().find(|&action| {
        let mut next = game.clone();
        events.clear();
        next.apply_unchecked(action, &mut events);
        matches!(next.outcome(), Some(Outcome::Win { side, .. }) if side == seat.side())
    })
}

/// Mixes the seed, the state version and the seat (SplitMix64 finalizer).
fn decision_seed(seed: u64, version: u64, seat: Seat) -> u64 {
    let mut z = seed
        ^ version.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ match seat {
            Seat::A => 0x0A0A_0A0A_0A0A_0A0A,
            Seat::B => 0xB0B0_B0B0_B0B0_B0B0,
            Seat::C => 0x0C0C_0C0C_0C0C_0C0C,
            Seat::D => 0xD0D0_D0D0_D0D0_D0D0,
        };
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
