//! The playout policy: a cheap, randomized choice among the legal actions that prefers attacks
//! that kill or capture (above all the enemy Leader), recruits onto empty cells, and otherwise
//! spreads its choices by kind of action so that a support with many targets does not crowd out
//! ending the turn.

use crate::games::invictus::rules::{Action, AttackValue, Cell, Match, Seat};
use rand::Rng;

/// Kinds of action the policy weighs as a group.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Group {
    Recruit,
    Support,
    Kingdom,
    EndTurn,
    Pass,
    Other,
}

const GROUPS: usize = 6;

fn group(action: &Action) -> Group {
    match action {
        Action::Recruit { .. } => Group::Recruit,
        Action::PlaySupport { .. } => Group::Support,
        Action::SendToKingdom { .. } => Group::Kingdom,
        Action::EndTurn => Group::EndTurn,
        Action::Pass => Group::Pass,
        _ => Group::Other,
    }
}

/// Reused buffers of the policy.
#[derive(Default)]
pub(crate) struct Policy {
    weights: Vec<f64>,
}

impl Policy {
    /// Picks one of `legal` (not empty) for the player with priority in `game`.
    pub(crate) fn pick(&mut self, game: &Match, legal: &[Action], rng: &mut impl Rng) -> Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let Some(seat) = game.priority() else {
            return legal[0];
        };
        let mut counts = [0u32; GROUPS];
        let mut empty_recruits = 0u32;
        let own = game.seat_state(seat);
        for a in legal {
            counts[group(a) as usize] += 1;
            if let Action::Recruit { cell, .. } = a {
                if own.at(*cell).is_none() {
                    empty_recruits += 1;
                }
            }
        }
        let field = own.field_count();
        let group_weight = |g: Group| -> f64 {
            match g {
                Group::Recruit => {
                    if field < 3 {
                        2.5
                    } else {
                        0.6
                    }
                }
                Group::Support => 1.2,
                Group::Kingdom => 0.8,
                Group::EndTurn => 1.0,
                Group::Pass => 1.0,
                Group::Other => 1.0,
            }
        };
        self.weights.clear();
        let mut total = 0.0;
        for a in legal {
            let w = match *a {
                Action::Attack { attacker, target } => attack_weight(game, seat, attacker, target),
                Action::Recruit { cell, .. } => {
                    let share = group_weight(Group::Recruit);
                    if empty_recruits == 0 {
                        share / counts[Group::Recruit as usize] as f64
                    } else if own.at(cell).is_none() {
                        share / empty_recruits as f64
                    } else {
                        0.02
                    }
                }
                _ => {
                    let g = group(a);
                    group_weight(g) / counts[g as usize] as f64
                }
            };
            total += w;
            self.weights.push(w);
        }
        let mut x = rng.gen::<f64>() * total;
        for (i, &w) in self.weights.iter().enumerate() {
            if x < w {
                return legal[i];
            }
            x -= w;
        }
        legal[legal.len() - 1]
    }
}

/// An attack's weight: by what it is likely to do to the target.
fn attack_weight(game: &Match, seat: Seat, attacker: Cell, target: Cell) -> f64 {
    let (Some(att), Some(tgt)) = (
        game.seat_state(seat).at(attacker),
        game.seat_state(seat.pair()).at(target),
    ) else {
        return 0.5;
    };
    let card = game.card(att.unit);
    let target_card = game.card(tgt.unit);
    let health = target_card.health(tgt.tilted).saturating_sub(tgt.damage);
    let leader = target_card.is_leader();
    let turn = game.turn();
    let value = match card.attack {
        AttackValue::C => {
            return if leader {
                if health <= 1 {
                    100.0
                } else {
                    1.5
                }
            } else {
                6.0
            };
        }
        AttackValue::Points(n) => n,
        AttackValue::X => game.seat_state(seat).hand.len() as u8,
        AttackValue::N => game.seat_state(seat).field_count() as u8,
    };
    let mut value = value.saturating_add(turn.attack_bonus);
    if !card.is_leader() {
        value = value.saturating_add(turn.samurai_bonus);
        if target.row == crate::games::invictus::rules::Row::Front {
            value = value.saturating_add(turn.immortal_uses.saturating_mul(2));
        }
    }
    if value >= health {
        if leader {
            100.0
        } else {
            5.0
        }
    } else if leader {
        2.0
    } else {
        0.8
    }
}
