//! How good a match stands for the opponent's seat: the greedy player's worth of material,
//! places, castles and gold, less what the enemies can do to it on their next turns (units they
//! can reach and beat, castles they can fill with more units than guard them), plus what its own
//! units threaten. Public facts and its own hand's size only.

use crate::games::tactica::map::Field;
use crate::games::tactica::players::{score, unit_worth};
use crate::games::tactica::ruleset::AttackType;
use crate::games::tactica::state::{Match, Seat};

/// What the evaluation weighs beyond the greedy player's score.
#[derive(Debug, Clone, Copy)]
pub struct Weights {
    /// Share of a unit's worth lost when an enemy can reach it and beat it.
    pub exposed: f64,
    /// Share of an enemy unit's worth won when one of ours can reach it and beat it.
    pub threatening: f64,
    /// A castle the enemies can take next turn: its worth, times this.
    pub castle_in_danger: f64,
    /// The same for a side's last castle (losing it is losing the match).
    pub last_castle_in_danger: f64,
}

pub const WEIGHTS: Weights = Weights {
    exposed: 0.55,
    threatening: 0.15,
    castle_in_danger: 0.6,
    last_castle_in_danger: 4.0,
};

/// A unit on the board as the evaluation sees it.
#[derive(Clone, Copy)]
struct Piece {
    field: Field,
    owner: Seat,
    attack: i32,
    defense: i32,
    /// Fields it can move and still strike from: movement (a wagon's included) and its reach.
    strike: u32,
    /// Fields it can move.
    walk: u32,
    ranged: bool,
    worth: f64,
}

fn pieces(game: &Match) -> Vec<Piece> {
    let board = game.board();
    let mut out = Vec::new();
    for field in board.fields() {
        let Some(unit) = game.unit(field) else {
            continue;
        };
        let rules = game.rules_of(unit.owner);
        let kind = rules.unit(unit.kind);
        let Some((attack, defense)) = game.unit_strength(field) else {
            continue;
        };
        let mut walk = u32::from(kind.movement);
        if game.wagon(field).is_some() {
            walk += u32::from(rules.wagon.movement_bonus);
        }
        let ranged = kind.attack_type == AttackType::Ranged;
        let reach = if ranged {
            u32::from(rules.range(unit.kind, unit.tier))
        } else {
            1
        };
        out.push(Piece {
            field,
            owner: unit.owner,
            attack,
            defense,
            strike: walk + reach,
            walk,
            ranged,
            worth: unit_worth(game, unit),
        });
    }
    out
}

/// The seat's standing in `game`: the greedy score, adjusted by the threats both ways.
pub fn evaluate(game: &Match, seat: Seat, targets: &[Field], weights: &Weights) -> f64 {
    let base = score(game, seat, targets);
    if game.outcome().is_some() || !game.player(seat).alive {
        return base;
    }
    base + threats(game, seat, weights)
}

/// What the enemies threaten of ours (a loss) and what we threaten of theirs (a gain).
fn threats(game: &Match, seat: Seat, weights: &Weights) -> f64 {
    let board = game.board();
    let all = pieces(game);
    let mut total = 0.0;
    // Among several enemy sides every unit is in someone's reach: a unit is only as exposed as
    // the share of them that would spend their turn on it.
    let sides = (0..game.players())
        .filter(|&s| game.player(s).alive && !game.friendly(s, seat))
        .map(|s| game.player(s).team)
        .collect::<std::collections::BTreeSet<_>>()
        .len()
        .max(1);
    let exposed = weights.exposed / (sides as f64).sqrt();
    for mine in all.iter().filter(|p| game.friendly(p.owner, seat)) {
        let ours = mine.owner == seat;
        let mut worst: f64 = 0.0;
        let mut best: f64 = 0.0;
        for enemy in all.iter().filter(|p| !game.friendly(p.owner, seat)) {
            let distance = board.distance(mine.field, enemy.field);
            // The enemy strikes ours and survives the answer (a ranged strike takes none).
            if distance <= enemy.strike && enemy.attack >= mine.defense {
                let trade = if enemy.ranged || mine.attack < enemy.defense {
                    1.0
                } else {
                    0.5
                };
                worst = worst.max(trade);
            }
            if ours && distance <= mine.strike && mine.attack >= enemy.defense {
                let trade = if mine.ranged || enemy.attack < mine.defense {
                    1.0
                } else {
                    0.4
                };
                best = best.max(trade * enemy.worth);
            }
        }
        if ours {
            total -= exposed * worst * 1.3 * mine.worth;
            total += weights.threatening * best;
        }
    }
    total - castle_danger(game, seat, &all, weights)
}

/// The castles of the seat one enemy side could fill next turn with more units than guard them.
fn castle_danger(game: &Match, seat: Seat, all: &[Piece], weights: &Weights) -> f64 {
    let board = game.board();
    let needed = game.rules().economy.conquest_min_units as usize;
    let held = game.castles_of(seat);
    let mut total = 0.0;
    for (index, castle) in board.castles.iter().enumerate() {
        if game.castle_owner(index) != Some(seat) {
            continue;
        }
        let guards = castle
            .keeps
            .iter()
            .filter(|&&k| game.unit(k).is_some_and(|u| game.friendly(u.owner, seat)))
            .count();
        // A conquest is one side's: the enemy side with the most units in reach of the Keeps.
        let mut by_team = [0usize; 8];
        for p in all.iter().filter(|p| !game.friendly(p.owner, seat)) {
            if castle
                .keeps
                .iter()
                .any(|&k| board.distance(p.field, k) <= p.walk)
            {
                by_team[usize::from(game.player(p.owner).team).min(7)] += 1;
            }
        }
        let attackers = by_team.iter().copied().max().unwrap_or(0);
        if attackers >= needed && attackers > guards {
            let weight = if held <= 1 {
                weights.last_castle_in_danger
            } else {
                weights.castle_in_danger
            };
            // Each guard short of the attackers makes it likelier.
            let short = (attackers - guards).min(3) as f64 / 3.0;
            total += weight * 60.0 * short;
        }
    }
    total
}
