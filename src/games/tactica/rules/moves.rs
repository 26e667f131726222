//! Movement (T26–T31, T49–T51): the cost of a step, checking a path, and every field a unit can
//! reach this turn with the cheapest path to it. Both use the one step rule, so the menu and the
//! check of a typed move cannot disagree.

use super::action::{Path, MAX_PATH};
use super::map::{Field, Terrain};
use super::ruleset::MovementMode;
use super::state::{Match, Seat, Unit};
use std::cell::RefCell;

/// The path search's working memory, kept per thread so that listing moves allocates nothing.
#[derive(Default)]
struct Search {
    /// Cost to reach each field; u8::MAX = unseen.
    cost: Vec<u8>,
    prev: Vec<Field>,
    stopped: Vec<bool>,
    /// A bucket queue: costs are small integers.
    buckets: Vec<Vec<Field>>,
    /// The fields reached, to reset only those.
    seen: Vec<Field>,
}

impl Search {
    fn fit(&mut self, fields: usize, costs: usize) {
        if self.cost.len() < fields {
            self.cost = vec![u8::MAX; fields];
            self.prev = vec![Field::MAX; fields];
            self.stopped = vec![false; fields];
        }
        if self.buckets.len() < costs {
            self.buckets.resize_with(costs, Vec::new);
        }
    }

    fn reset(&mut self) {
        for &f in &self.seen {
            self.cost[f as usize] = u8::MAX;
            self.prev[f as usize] = Field::MAX;
            self.stopped[f as usize] = false;
        }
        self.seen.clear();
        for bucket in &mut self.buckets {
            bucket.clear();
        }
    }
}

thread_local! {
    static SEARCH: RefCell<Search> = RefCell::new(Search::default());
}

/// Why a path is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathError {
    Empty,
    NotAdjacent,
    Blocked,
    TooFar,
    /// The path goes on after a forced stop (Desert, T31).
    MustStop,
    CannotLeave,
    CannotBoard,
    /// The wagon was recruited this turn with fatigue: its driver may only leave it (T53).
    WagonFatigued,
}

impl PathError {
    /// The key its reason is worded under in the catalogs (`tactica-text-refused-path`).
    pub fn key(self) -> &'static str {
        match self {
            PathError::Empty => "empty",
            PathError::NotAdjacent => "not_adjacent",
            PathError::Blocked => "blocked",
            PathError::TooFar => "too_far",
            PathError::MustStop => "must_stop",
            PathError::CannotLeave => "cannot_leave",
            PathError::CannotBoard => "cannot_board",
            PathError::WagonFatigued => "wagon_fatigued",
        }
    }
}

impl std::fmt::Display for PathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PathError::Empty => "the path is empty",
            PathError::NotAdjacent => "each step must go to a neighbouring field",
            PathError::Blocked => {
                "the path crosses a field that is not vacant, a Citadel or the map's edge"
            }
            PathError::TooFar => "the unit has not enough movement points for this path",
            PathError::MustStop => "the unit must stop on entering the Desert (T31)",
            PathError::CannotLeave => "leaving a wagon needs one of the driver's own points (T50)",
            PathError::CannotBoard => {
                "only the owner's rested infantry with movement left may board this wagon (T49)"
            }
            PathError::WagonFatigued => {
                "a wagon recruited this turn cannot move; its driver may only leave it (T53)"
            }
        })
    }
}

/// What a checked path does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovePlan {
    pub to: Field,
    /// Own and wagon points left after the path.
    pub mp: u8,
    pub wagon_mp: u8,
    pub boarded: bool,
    pub left_wagon: bool,
    /// A Mountains field was entered on the way (T30).
    pub mountain: bool,
    /// Desert entered from another terrain: all movement is gone (T31).
    pub stopped: bool,
    /// The path ends on a Port Centre whose fee its player cannot pay: the move is made, then
    /// the unit goes back to this field, the one the path entered the centre from, its points
    /// spent (T34).
    pub goes_back_to: Option<Field>,
}

/// The cost of one step from `a` to `b` (T29): 2 on or off Mountains, else 1.
pub fn step_cost(a: Terrain, b: Terrain) -> u8 {
    if a == Terrain::Mountains || b == Terrain::Mountains {
        2
    } else {
        1
    }
}

/// Entering `b` from `a` ends all movement (T31).
pub fn stops(a: Terrain, b: Terrain) -> bool {
    b.is_desert() && !a.is_desert()
}

/// Spends `cost` from own points first, then wagon points (T50).
fn spend(mp: &mut u8, wagon_mp: &mut u8, cost: u8) -> bool {
    if cost > *mp + *wagon_mp {
        return false;
    }
    let own = cost.min(*mp);
    *mp -= own;
    *wagon_mp -= cost - own;
    true
}

impl Match {
    /// A step's cost for this unit: the Hittite Empire's infantry descends Mountains for 1 (T98).
    fn unit_step_cost(&self, unit: &Unit, a: Terrain, b: Terrain) -> u8 {
        if a == Terrain::Mountains
            && b != Terrain::Mountains
            && self.rules.unit(unit.kind).mode == MovementMode::Infantry
            && self.has_ability(unit.owner, super::abilities::Ability::MountainDescent)
        {
            1
        } else {
            step_cost(a, b)
        }
    }

    /// A field a moving piece may step onto: on the map, not a Citadel, no unit, no wagon (T18, T19).
    pub(super) fn vacant(&self, field: Field) -> bool {
        self.terrain(field) != Terrain::Citadel
            && self.s.units[field as usize].is_none()
            && self.s.wagons[field as usize].is_none()
    }

    /// The wagon on `field` was recruited this turn with fatigue (the Hittite Empire's): it
    /// cannot move this turn, and a unit on it may only leave it (T53, T98).
    pub(super) fn wagon_fatigued(&self, field: Field) -> bool {
        self.s.fresh_wagons.contains(&field)
    }

    /// The wagon on `from`, if any, goes to `to`, with its fatigue (T53).
    pub(super) fn carry_wagon(&mut self, from: Field, to: Field) {
        self.s.wagons[to as usize] = self.s.wagons[from as usize].take();
        for fresh in self.s.fresh_wagons.iter_mut().filter(|f| **f == from) {
            *fresh = to;
        }
    }

    pub(super) fn can_board(&self, unit: &Unit, field: Field) -> bool {
        self.wagon(field) == Some(unit.owner)
            && self.s.units[field as usize].is_none()
            && !self.wagon_fatigued(field)
            && self.rules.unit(unit.kind).mode == MovementMode::Infantry
            && !unit.fatigued
    }

    /// Checks a move of the unit on `from` along `path` (T26).
    pub fn check_path(
        &self,
        seat: Seat,
        from: Field,
        path: &Path,
        leave_wagon: bool,
    ) -> Result<MovePlan, PathError> {
        let unit = match self.unit(from) {
            Some(u) if u.owner == seat => *u,
            _ => return Err(PathError::Blocked),
        };
        let steps = path.steps();
        if steps.is_empty() {
            return Err(PathError::Empty);
        }
        let driving = self.wagon(from).is_some();
        if driving && !leave_wagon && self.wagon_fatigued(from) {
            return Err(PathError::WagonFatigued);
        }
        let mut mp = unit.mp;
        let mut wagon_mp = if driving { unit.wagon_mp } else { 0 };
        let mut at = from;
        let mut plan = MovePlan {
            to: from,
            mp,
            wagon_mp,
            boarded: false,
            left_wagon: false,
            mountain: false,
            stopped: false,
            goes_back_to: None,
        };
        let mut seen_start = false;
        for (index, &next) in steps.iter().enumerate() {
            if !self.board.contains(next) || next == from {
                return Err(PathError::Blocked);
            }
            if !self.board.adjacent(at, next) {
                return Err(PathError::NotAdjacent);
            }
            if plan.stopped {
                return Err(PathError::MustStop);
            }
            let last = index + 1 == steps.len();
            let (ta, tb) = (self.terrain(at), self.terrain(next));
            if index == 0 && leave_wagon {
                // Leaving costs one of the driver's own points, whatever the field (T50).
                if !driving || mp == 0 || !self.vacant(next) {
                    return Err(PathError::CannotLeave);
                }
                mp -= 1;
                wagon_mp = 0;
                plan.left_wagon = true;
            } else if last
                && (!driving || plan.left_wagon)
                && self.s.wagons[next as usize].is_some()
            {
                // Boarding from an adjacent field: free, needs a point left (T49).
                if !self.can_board(&unit, next) || mp == 0 {
                    return Err(PathError::CannotBoard);
                }
                plan.boarded = true;
            } else {
                if !self.vacant(next) {
                    return Err(PathError::Blocked);
                }
                if !spend(&mut mp, &mut wagon_mp, self.unit_step_cost(&unit, ta, tb)) {
                    return Err(PathError::TooFar);
                }
            }
            if tb == Terrain::Mountains {
                plan.mountain = true;
            }
            if stops(ta, tb) {
                plan.stopped = true;
                mp = 0;
                wagon_mp = 0;
            }
            seen_start |= next == from;
            at = next;
        }
        debug_assert!(!seen_start);
        // A path may not cross a field twice.
        for (i, a) in steps.iter().enumerate() {
            if steps[i + 1..].contains(a) {
                return Err(PathError::Blocked);
            }
        }
        if self.terrain(at) == Terrain::PortCentre && !self.can_pay_port_fee(seat) {
            let entered_from = match steps.len() {
                1 => from,
                n => steps[n - 2],
            };
            plan.goes_back_to = Some(entered_from);
        }
        plan.to = at;
        plan.mp = mp;
        plan.wagon_mp = wagon_mp;
        Ok(plan)
    }

    /// Every destination the unit on `from` can reach in one move, each with its cheapest path
    /// (T26): (path, leave_wagon). Boarding an own empty wagon ends a path.
    pub fn reachable(&self, from: Field, out: &mut Vec<(Path, bool)>) {
        let Some(unit) = self.unit(from).copied() else {
            return;
        };
        let driving = self.wagon(from).is_some();
        let budget = unit.mp + if driving { unit.wagon_mp } else { 0 };
        if budget == 0 {
            return;
        }
        // A driver may only leave a wagon bought this turn with fatigue (T53).
        if !(driving && self.wagon_fatigued(from)) {
            self.search(&unit, from, budget, false, out);
        }
        if driving && unit.mp > 0 {
            // Leave the wagon: one own point for the first step, then own points only.
            for first in self.board.neighbours(from) {
                if !self.vacant(first) {
                    continue;
                }
                let mut path = Path::new();
                path.push(first);
                let stopped = stops(self.terrain(from), self.terrain(first));
                out.push((path, true));
                let left = unit.mp - 1;
                if left > 0 && !stopped {
                    let before = out.len();
                    self.search_from(&unit, from, first, left, out);
                    for entry in &mut out[before..] {
                        entry.1 = true;
                    }
                }
            }
        }
    }

    fn search(
        &self,
        unit: &Unit,
        from: Field,
        budget: u8,
        _leaving: bool,
        out: &mut Vec<(Path, bool)>,
    ) {
        self.search_from(unit, from, from, budget, out);
    }

    /// Cheapest paths from `start` (the unit itself stands on `origin`) within `budget` points.
    /// Paths found from `start != origin` are prefixed with `start`.
    fn search_from(
        &self,
        unit: &Unit,
        origin: Field,
        start: Field,
        budget: u8,
        out: &mut Vec<(Path, bool)>,
    ) {
        SEARCH.with(|scratch| {
            let mut scratch = scratch.borrow_mut();
            self.search_with(&mut scratch, unit, origin, start, budget, out);
            scratch.reset();
        });
    }

    fn search_with(
        &self,
        scratch: &mut Search,
        unit: &Unit,
        origin: Field,
        start: Field,
        budget: u8,
        out: &mut Vec<(Path, bool)>,
    ) {
        scratch.fit(self.board.len(), budget as usize + 1);
        let Search {
            cost,
            prev,
            stopped,
            buckets,
            seen,
        } = scratch;
        cost[start as usize] = 0;
        seen.push(start);
        buckets[0].push(start);
        let driving = self.wagon(origin).is_some() && start == origin;
        let mut boards: Vec<(Field, Field)> = Vec::new();
        for c in 0..=budget as usize {
            let mut i = 0;
            while i < buckets[c].len() {
                let at = buckets[c][i];
                i += 1;
                if cost[at as usize] as usize != c || stopped[at as usize] {
                    continue;
                }
                let ta = self.terrain(at);
                for next in self.board.neighbours(at) {
                    if next == origin {
                        continue;
                    }
                    if !driving
                        && (budget as usize - c) >= 1
                        && self.s.wagons[next as usize].is_some()
                        && self.can_board(unit, next)
                    {
                        boards.push((at, next));
                        continue;
                    }
                    if !self.vacant(next) {
                        continue;
                    }
                    let tb = self.terrain(next);
                    let nc = c + self.unit_step_cost(unit, ta, tb) as usize;
                    if nc > budget as usize || nc >= cost[next as usize] as usize {
                        continue;
                    }
                    if cost[next as usize] == u8::MAX {
                        seen.push(next);
                    }
                    cost[next as usize] = nc as u8;
                    prev[next as usize] = at;
                    stopped[next as usize] = stops(ta, tb);
                    buckets[nc].push(next);
                }
            }
        }
        // Walks back from `to` without allocating; None for a path longer than any move.
        let walk = |to: Field| -> Option<Path> {
            let mut rev = [0 as Field; MAX_PATH + 1];
            let mut len = 0;
            let mut f = to;
            while f != start {
                if len == rev.len() {
                    return None;
                }
                rev[len] = f;
                len += 1;
                f = prev[f as usize];
            }
            if start != origin {
                if len == rev.len() {
                    return None;
                }
                rev[len] = start;
                len += 1;
            }
            rev[..len].reverse();
            Path::from_slice(&rev[..len])
        };
        // Destinations in field order, as a scan of the whole board would list them.
        seen.sort_unstable();
        for &f in seen.iter() {
            if f == start {
                continue;
            }
            if let Some(path) = walk(f) {
                out.push((path, false));
            }
        }
        // Boarding: one path per wagon, from the cheapest field next to it.
        boards.sort_by_key(|&(at, wagon)| (wagon, cost[at as usize]));
        boards.dedup_by_key(|&mut (_, wagon)| wagon);
        for (at, wagon) in boards {
            let base = if at == start {
                if start != origin {
                    Path::from_slice(&[start])
                } else {
                    Some(Path::new())
                }
            } else {
                walk(at)
            };
            if let Some(mut path) = base {
                if path.push(wagon) {
                    out.push((path, false));
                }
            }
        }
    }
}
