//! Structural invariants of a match, checked by the simulator after every action and by tests.

use super::cell::Cell;
use super::seat::Seat;
use super::state::{Frame, Match};
use std::fmt;

/// A broken invariant: always a bug in the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvariantError(pub String);

impl fmt::Display for InvariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InvariantError {}

impl Match {
    /// Checks: every unit in exactly one zone (R5); no back unit without a front unit (R1);
    /// reserves within their limits; no Leader in a kingdom; while the game goes on, somebody has
    /// priority and at least one legal action.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let fail = |m: String| Err(InvariantError(m));
        let mut seen = vec![0u8; self.units.len()];
        for seat in Seat::BOTH {
            let zone = self.zone(seat);
            let zones: [(&str, &[_]); 5] = [
                ("hand", &zone.hand),
                ("draw pile", &zone.draw_pile),
                ("reserve", &zone.reserve),
                ("kingdom", &zone.kingdom),
                ("graveyard", &zone.graveyard),
            ];
            for (_, units) in zones {
                for u in units {
                    seen[u.0 as usize] += 1;
                }
            }
            for (_, fu) in zone.field_units() {
                seen[fu.unit.0 as usize] += 1;
            }
            for col in 0..3 {
                if zone.at(Cell::back(col)).is_some() && zone.at(Cell::front(col)).is_none() {
                    return fail(format!(
                        "R1: seat {seat} has a unit on B{} with F{} empty",
                        col + 1,
                        col + 1
                    ));
                }
            }
            if zone.reserve.len() > self.reserve_limit(seat) {
                return fail(format!(
                    "seat {seat}'s reserve holds {} units, over its limit of {}",
                    zone.reserve.len(),
                    self.reserve_limit(seat)
                ));
            }
            if let Some(&u) = zone.kingdom.iter().find(|&&u| self.kind(u).is_leader()) {
                return fail(format!(
                    "a Leader ({}) is in seat {seat}'s kingdom",
                    self.kind(u)
                ));
            }
            if let Some(&u) = zone.draw_pile.iter().find(|&&u| self.kind(u).is_leader()) {
                return fail(format!(
                    "a Leader ({}) is in seat {seat}'s draw pile",
                    self.kind(u)
                ));
            }
        }
        if let Some((i, &n)) = seen.iter().enumerate().find(|(_, &n)| n != 1) {
            return fail(format!(
                "R5: unit #{i} ({}) is in {n} zones",
                self.units[i].kind
            ));
        }
        for frame in &self.stack {
            if let Frame::Support { seat, unit, .. } = frame {
                if !self.zone(*seat).reserve.contains(unit) {
                    return fail(format!(
                        "a pending support of seat {seat} is not in its reserve"
                    ));
                }
            }
        }
        if !self.is_over() {
            if self.priority().is_none() {
                return fail("the game is not over but nobody has priority".to_string());
            }
            if self.legal_actions().is_empty() {
                return fail(format!(
                    "the game is not over but {} has no legal action",
                    self.priority().expect("checked above")
                ));
            }
        } else if !self.stack.is_empty() {
            return fail("the game is over with resolutions pending".to_string());
        }
        Ok(())
    }
}
