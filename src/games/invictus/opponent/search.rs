//! Determinized Monte Carlo tree search: several trees, each over one dealing of the hidden
//! cards (`Match::redeal_hidden`), UCT inside each tree, playouts cut off at a fixed turn and
//! scored with the heuristic; the root visits of all trees are summed to choose.

use super::eval::{evaluate_with, Weights};
use super::policy::Policy;
use crate::games::invictus::rules::{Action, Event, Match, Seat};
use rand::Rng;

/// How much searching one decision gets. Counted in iterations, not time, so that a decision
/// is the same on any machine.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    /// Dealings of the hidden cards, one tree each.
    pub determinizations: u32,
    /// Iterations per tree.
    pub iterations: u32,
    /// UCT exploration constant (values are in 0..1).
    pub exploration: f64,
    /// Playouts and the tree stop once this many turns have started after the root's turn.
    pub horizon_turns: u32,
    /// A playout never runs longer than this many actions.
    pub max_playout: u32,
    pub weights: Weights,
}

struct Node {
    action: Action,
    /// Who chose `action` (the priority at the parent).
    mover: Seat,
    visits: u32,
    /// Sum of the playout values for `mover`.
    value: f64,
    first_child: u32,
    child_count: u32,
    expanded: bool,
}

impl Node {
    fn new(action: Action, mover: Seat) -> Node {
        Node {
            action,
            mover,
            visits: 0,
            value: 0.0,
            first_child: 0,
            child_count: 0,
            expanded: false,
        }
    }
}

/// Buffers reused across the trees of one decision.
struct Tree {
    nodes: Vec<Node>,
    path: Vec<u32>,
    legal: Vec<Action>,
    events: Vec<Event>,
    policy: Policy,
}

/// Summed root visits and values for each of `legal`, over `budget.determinizations` trees.
pub(crate) fn root_visits(
    game: &Match,
    seat: Seat,
    legal: &[Action],
    budget: &Budget,
    rng: &mut impl Rng,
) -> Vec<(u32, f64)> {
    let mut totals = vec![(0u32, 0.0f64); legal.len()];
    let mut tree = Tree {
        nodes: Vec::with_capacity(budget.iterations as usize * 4 + legal.len() + 1),
        path: Vec::with_capacity(64),
        legal: Vec::with_capacity(64),
        events: Vec::with_capacity(32),
        policy: Policy::default(),
    };
    let cutoff = game.turn().number + budget.horizon_turns;
    for _ in 0..budget.determinizations {
        let root = game.redeal_hidden(seat, rng);
        tree.reset(seat, legal);
        for _ in 0..budget.iterations {
            tree.iterate(&root, seat, cutoff, budget, rng);
        }
        for (i, total) in totals.iter_mut().enumerate() {
            let child = &tree.nodes[1 + i];
            total.0 += child.visits;
            total.1 += child.value;
        }
    }
    totals
}

/// The action of `legal` with the most summed root visits (the best mean value breaks ties).
pub(crate) fn best_action(legal: &[Action], totals: &[(u32, f64)]) -> Action {
    let mut best = 0;
    for i in 1..legal.len() {
        let (v, w) = totals[i];
        let (bv, bw) = totals[best];
        let mean = |visits: u32, value: f64| value / visits.max(1) as f64;
        if v > bv || (v == bv && mean(v, w) > mean(bv, bw)) {
            best = i;
        }
    }
    legal[best]
}

impl Tree {
    /// A fresh tree whose root children are `legal`, in that order.
    fn reset(&mut self, seat: Seat, legal: &[Action]) {
        self.nodes.clear();
        let mut root = Node::new(Action::Pass, seat.pair());
        root.expanded = true;
        root.first_child = 1;
        root.child_count = legal.len() as u32;
        self.nodes.push(root);
        self.nodes.extend(legal.iter().map(|&a| Node::new(a, seat)));
    }

    fn iterate(
        &mut self,
        root: &Match,
        seat: Seat,
        cutoff: u32,
        budget: &Budget,
        rng: &mut impl Rng,
    ) {
        let mut state = root.clone();
        self.path.clear();
        self.path.push(0);
        let mut node = 0usize;
        loop {
            if state.is_over() || state.turn().number >= cutoff {
                break;
            }
            if !self.nodes[node].expanded {
                self.expand(node, &state);
            }
            let n = &self.nodes[node];
            if n.child_count == 0 {
                break;
            }
            let (child, fresh) = self.select(node, budget.exploration, rng);
            self.events.clear();
            state.apply_unchecked(self.nodes[child].action, &mut self.events);
            self.path.push(child as u32);
            node = child;
            if fresh {
                break;
            }
        }
        let reward = self.playout(&mut state, seat, cutoff, budget, rng);
        for &i in &self.path {
            let n = &mut self.nodes[i as usize];
            n.visits += 1;
            // A partner's move is the team's move (R32): it is valued for the team.
            n.value += if n.mover.side() == seat.side() {
                reward
            } else {
                1.0 - reward
            };
        }
    }

    fn expand(&mut self, node: usize, state: &Match) {
        state.legal_actions_into(&mut self.legal);
        let mover = state.priority().unwrap_or(Seat::A);
        let first = self.nodes.len() as u32;
        self.nodes
            .extend(self.legal.iter().map(|&a| Node::new(a, mover)));
        let n = &mut self.nodes[node];
        n.expanded = true;
        n.first_child = first;
        n.child_count = self.legal.len() as u32;
    }

    /// An unvisited child at random if there is one (and `true`), else the UCT choice.
    fn select(&self, node: usize, exploration: f64, rng: &mut impl Rng) -> (usize, bool) {
        let n = &self.nodes[node];
        let children = n.first_child as usize..(n.first_child + n.child_count) as usize;
        let unvisited = self.nodes[children.clone()]
            .iter()
            .filter(|c| c.visits == 0)
            .count();
        if unvisited > 0 {
            let mut k = rng.gen_range(0..unvisited);
            for i in children {
                if self.nodes[i].visits == 0 {
                    if k == 0 {
                        return (i, true);
                    }
                    k -= 1;
                }
            }
            unreachable!("counted above");
        }
        let log_n = (n.visits.max(1) as f64).ln();
        let mut best = (f64::NEG_INFINITY, children.start);
        for i in children {
            let c = &self.nodes[i];
            let visits = c.visits as f64;
            let score = c.value / visits + exploration * (log_n / visits).sqrt();
            if score > best.0 {
                best = (score, i);
            }
        }
        (best.1, false)
    }

    /// Plays on with the policy until the game ends, the cutoff turn starts or the playout
    /// length runs out; the value of the end position for `seat`.
    fn playout(
        &mut self,
        state: &mut Match,
        seat: Seat,
        cutoff: u32,
        budget: &Budget,
        rng: &mut impl Rng,
    ) -> f64 {
        let mut steps = 0;
        while !state.is_over() && state.turn().number < cutoff && steps < budget.max_playout {
            state.legal_actions_into(&mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            let action = self.policy.pick(state, &self.legal, rng);
            self.events.clear();
            state.apply_unchecked(action, &mut self.events);
            steps += 1;
        }
        evaluate_with(state, seat, &budget.weights)
    }
}
