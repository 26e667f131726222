//! Helpers shared by the team tests: the team scenario and setup, and short ways to attack
//! through the windows and to end turns.

use crate::common::{cell, play, scenario_catalog};
use invictus::games::invictus::rules::scenario::Scenario;
use invictus::games::invictus::rules::*;

pub fn teams() -> Scenario {
    Scenario::teams(scenario_catalog())
}

pub fn king() -> Army {
    Army::pure(Version::King)
}

pub fn team_setup(seed: u64) -> MatchSetup {
    MatchSetup::teams(king(), king(), king(), king(), seed)
}

pub fn kinds(game: &Match, units: &[UnitId]) -> Vec<UnitKind> {
    units.iter().map(|&u| game.kind(u)).collect()
}

/// Plays an attack and passes every window it opens, until its player acts again.
pub fn attack_through(game: &mut Match, attacker: &str, target: &str) {
    play(
        game,
        Action::Attack {
            attacker: cell(attacker),
            target: cell(target),
        },
    );
    while game.window_open() {
        play(game, Action::Pass);
    }
}

/// Ends the active player's turn, through the discard phase if it opens.
pub fn end_turn(game: &mut Match) {
    play(game, Action::EndTurn);
    if game.phase() == Phase::Discard {
        play(game, Action::EndTurn);
    }
}

/// Ends `turns` turns, returning who was active from the first to the last.
pub fn active_order(game: &mut Match, turns: usize) -> Vec<Seat> {
    let mut order = vec![game.turn().active];
    for _ in 0..turns {
        end_turn(game);
        order.push(game.turn().active);
    }
    order
}
