//! The turn planner: a beam search over the actions of one turn. Each step keeps the few best
//! positions reached so far; moves are pruned by how much they improve their unit's place before
//! they are played out, recruits to the best few fields per kind; every attack, purchase, card
//! and ability is tried. The plan whose position scores best, ending the turn anywhere along it,
//! gives the action to take now.

use super::eval::{evaluate, Weights};
use crate::games::tactica::action::{Action, Recruit};
use crate::games::tactica::legal::Waiting;
use crate::games::tactica::map::Field;
use crate::games::tactica::players::{move_gain, PlayerKind, ScriptedPlayer};
use crate::games::tactica::state::{Match, Seat};
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

/// How much the planner searches.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Positions kept after each step.
    pub beam: usize,
    /// Steps (actions) looked ahead within the turn.
    pub depth: usize,
    /// Moves played out per position, the best by place first.
    pub moves: usize,
    /// Fields tried per kind of recruit.
    pub recruit_fields: usize,
    pub weights: Weights,
}

/// What a plan needs besides the position: the seat, the castles it aims at, and a helper that
/// answers the decisions coming up inside a plan.
pub struct Planner<'a> {
    pub seat: Seat,
    pub targets: &'a [Field],
    pub budget: Budget,
    helper: ScriptedPlayer,
    legal: Vec<Action>,
    /// Positions evaluated in the last plan (for the measurements).
    pub evaluated: usize,
}

struct Node {
    world: Match,
    first: Action,
}

impl<'a> Planner<'a> {
    pub fn new(seat: Seat, targets: &'a [Field], budget: Budget, seed: u64) -> Planner<'a> {
        Planner {
            seat,
            targets,
            budget,
            helper: ScriptedPlayer::new(PlayerKind::Greedy, seed),
            legal: Vec::new(),
            evaluated: 0,
        }
    }

    fn value(&mut self, world: &Match) -> f64 {
        self.evaluated += 1;
        evaluate(world, self.seat, self.targets, &self.budget.weights)
    }

    /// The first action of the best plan for the turn that `world` waits on; `EndTurn` when
    /// nothing beats stopping now.
    pub fn plan(&mut self, world: &Match) -> Action {
        self.evaluated = 0;
        let mut best = (Action::EndTurn, self.value(world) + super::WORTH_ACTING);
        let mut beam = vec![Node {
            world: world.clone(),
            first: Action::EndTurn,
        }];
        for depth in 0..self.budget.depth {
            let mut children: Vec<(f64, Node)> = Vec::new();
            let mut seen = HashSet::new();
            for node in &beam {
                for action in self.candidates(&node.world) {
                    let mut child = node.world.clone();
                    let mut events = Vec::new();
                    child.apply_unchecked(self.seat, &action, &mut events);
                    self.settle(&mut child);
                    if !seen.insert(fingerprint(&child)) {
                        continue;
                    }
                    let value = self.value(&child);
                    let first = if depth == 0 { action } else { node.first };
                    if value > best.1 {
                        best = (first, value);
                    }
                    if child.waiting() == (Waiting::Turn { seat: self.seat }) {
                        children.push((
                            value,
                            Node {
                                world: child,
                                first,
                            },
                        ));
                    }
                }
            }
            if children.is_empty() {
                break;
            }
            children.sort_by(|a, b| b.0.total_cmp(&a.0));
            children.truncate(self.budget.beam);
            beam = children.into_iter().map(|(_, node)| node).collect();
        }
        best.0
    }

    /// The actions worth playing out from `world`: the best moves by place, the best fields of
    /// each recruit, and everything else the turn allows but ending it.
    fn candidates(&mut self, world: &Match) -> Vec<Action> {
        world.legal_actions_into(self.seat, &mut self.legal);
        let mut out = Vec::new();
        let mut moves: Vec<(f64, Action)> = Vec::new();
        let mut recruits: Vec<(u32, Recruit, Action)> = Vec::new();
        let board = world.board();
        for &action in &self.legal {
            match action {
                Action::EndTurn | Action::Surrender => {}
                Action::Move { unit, path, .. } => {
                    if let Some(to) = path.last() {
                        let gain = move_gain(world, self.seat, self.targets, unit, to);
                        // Not onto a Port Centre whose fee cannot be paid (T34).
                        if gain > f64::MIN {
                            moves.push((gain, action));
                        }
                    }
                }
                Action::Recruit { what, field } => {
                    let nearest = self
                        .targets
                        .iter()
                        .map(|&t| board.distance(field, t))
                        .min()
                        .unwrap_or(0);
                    recruits.push((nearest, what, action));
                }
                _ => out.push(action),
            }
        }
        moves.sort_by(|a, b| b.0.total_cmp(&a.0));
        // At most two moves of one unit among the best, so that every unit gets a look.
        let mut per_unit: Vec<(Field, usize)> = Vec::new();
        let mut taken = 0;
        for &(_, action) in &moves {
            if taken >= self.budget.moves {
                break;
            }
            let Action::Move { unit, .. } = action else {
                continue;
            };
            let count = match per_unit.iter_mut().find(|(u, _)| *u == unit) {
                Some((_, n)) => n,
                None => {
                    per_unit.push((unit, 0));
                    &mut per_unit.last_mut().expect("just pushed").1
                }
            };
            if *count >= 2 {
                continue;
            }
            *count += 1;
            taken += 1;
            out.push(action);
        }
        recruits.sort_by_key(|&(nearest, _, _)| nearest);
        let mut per_kind: Vec<(Recruit, usize)> = Vec::new();
        for &(_, what, action) in &recruits {
            let count = match per_kind.iter_mut().find(|(w, _)| *w == what) {
                Some((_, n)) => n,
                None => {
                    per_kind.push((what, 0));
                    &mut per_kind.last_mut().expect("just pushed").1
                }
            };
            if *count < self.budget.recruit_fields {
                *count += 1;
                out.push(action);
            }
        }
        out
    }

    /// Plays on until the seat's turn waits again or the turn is over: windows close with
    /// everyone passing, decisions are answered the greedy player's way.
    fn settle(&mut self, world: &mut Match) {
        let mut events = Vec::new();
        for _ in 0..64 {
            let (seat, action) = match world.waiting() {
                Waiting::Window { seats } => match seats.first() {
                    Some(&seat) => (seat, Action::Pass),
                    None => return,
                },
                Waiting::Decision { seat } => (seat, self.helper.choose(world, seat)),
                _ => return,
            };
            events.clear();
            world.apply_unchecked(seat, &action, &mut events);
        }
    }
}

/// What tells two positions of the turn apart: where the units stand and how much they may
/// still do, the wagons, gold, hands and castles.
fn fingerprint(world: &Match) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for field in world.board().fields() {
        if let Some(unit) = world.unit(field) {
            (
                field,
                unit.id,
                unit.mp,
                unit.wagon_mp,
                unit.acted,
                unit.combat_used,
            )
                .hash(&mut hasher);
        }
        if let Some(owner) = world.wagon(field) {
            (field, owner, 0xffu8).hash(&mut hasher);
        }
    }
    for seat in 0..world.players() {
        let player = world.player(seat);
        (player.gold, player.hand.len(), player.cards_bought).hash(&mut hasher);
    }
    for castle in 0..world.board().castles.len() {
        world.castle_owner(castle).hash(&mut hasher);
    }
    hasher.finish()
}
