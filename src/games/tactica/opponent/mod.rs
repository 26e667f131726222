//! Tactica's built-in opponent, at three levels. It decides from its seat's view only: every
//! decision starts from [`Match::redeal_hidden`], so another hand or the draw order never sways
//! it. On its turn it plans the whole turn ([`plan`]): a beam search over its actions, scored by
//! material, places, castles and gold and by what each side can strike next turn ([`eval`]);
//! castles, decisions and reaction windows it answers as the greedy player does, on the same
//! redealt copy.
//!
//! Its shape follows the candidate-action AIs of hex wargames (Wesnoth's RCA AI): candidate
//! actions of a few kinds (moves toward goals, attacks, recruits, purchases), each scored by its
//! effect on a position evaluation, the best played, then everything scored again; here the
//! candidates are chained over the turn so that a move that only pays with the next one is seen.

mod eval;
mod plan;

pub use eval::{Weights, WEIGHTS};
pub use plan::Budget;

use super::action::Action;
use super::legal::Waiting;
use super::players::{target_citadels, PlayerKind, ScriptedPlayer};
use super::state::{Match, Seat};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// The least gain for which the opponent acts rather than ends its turn.
const WORTH_ACTING: f64 = 0.25;

/// How strong the opponent plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// Plans two actions ahead, one line at a time.
    Easy,
    /// Plans the turn.
    Normal,
    /// Plans the turn with a wider and longer search.
    Hard,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The search at this level.
    pub fn budget(self) -> Budget {
        let (beam, depth, moves, recruit_fields) = match self {
            Level::Easy => (1, 2, 4, 1),
            Level::Normal => (3, 6, 8, 2),
            Level::Hard => (6, 10, 12, 3),
        };
        Budget {
            beam,
            depth,
            moves,
            recruit_fields,
            weights: WEIGHTS,
        }
    }
}

/// The built-in Tactica opponent: a level and a seed. It keeps nothing between decisions, so a
/// decision is a pure function of the level, the seed, the seat and what the seat can see.
#[derive(Debug, Clone)]
pub struct Opponent {
    level: Level,
    seed: u64,
    /// Positions evaluated by the last decision.
    pub evaluated: usize,
}

impl Opponent {
    pub fn new(level: Level, seed: u64) -> Opponent {
        Opponent {
            level,
            seed,
            evaluated: 0,
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The action for `seat`; `None` when the match does not wait for it. Never surrenders.
    pub fn choose(&mut self, game: &Match, seat: Seat) -> Option<Action> {
        let waiting = game.waiting();
        if !waiting.includes(seat) {
            return None;
        }
        let mut rng = Pcg64Mcg::seed_from_u64(
            self.seed ^ game.version().wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat),
        );
        let world = game.redeal_hidden(seat, &mut rng);
        self.evaluated = 0;
        let chosen = match waiting {
            Waiting::Turn { .. } => self.take_turn(&world, seat, &mut rng),
            _ => ScriptedPlayer::new(PlayerKind::Greedy, rng.gen()).choose(&world, seat),
        };
        Some(chosen)
    }

    fn take_turn(&mut self, world: &Match, seat: Seat, rng: &mut Pcg64Mcg) -> Action {
        // The Temple's look costs nothing and shows a card to this seat alone: taken first.
        let mut legal = Vec::new();
        world.legal_actions_into(seat, &mut legal);
        if legal.contains(&Action::PeekTemple) {
            return Action::PeekTemple;
        }
        let targets = target_citadels(world, seat);
        let mut planner = plan::Planner::new(seat, &targets, self.level.budget(), rng.gen());
        let action = planner.plan(world);
        self.evaluated = planner.evaluated;
        action
    }
}
