//! Structural invariants of a match, checked by the simulator after every action and by tests.

use super::cell::Cell;
use super::seat::{Seat, Side};
use super::state::{Frame, Match, Phase};
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
    /// reserves within their limits; no Leader in a kingdom or draw pile, and a draw pile holds
    /// only its player's own cards; only the active player or the next one ever has priority
    /// during a turn (R37); while the game goes on, somebody has priority and at least one legal
    /// action.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let fail = |m: String| Err(InvariantError(m));
        let mut seen = vec![0u8; self.units.len()];
        for (index, player) in self.players.iter().enumerate() {
            let seat = Seat::ALL[index];
            let owned = [&player.hand, &player.draw_pile, &player.kingdom];
            if !self.seats().contains(&seat) && owned.iter().any(|zone| !zone.is_empty()) {
                return fail(format!("player {seat} holds cards but does not play"));
            }
            for units in owned {
                for u in units {
                    seen[u.0 as usize] += 1;
                }
            }
            if let Some(&u) = player.kingdom.iter().find(|&&u| self.kind(u).is_leader()) {
                return fail(format!(
                    "a Leader ({}) is in player {seat}'s kingdom",
                    self.kind(u)
                ));
            }
            if let Some(&u) = player.draw_pile.iter().find(|&&u| self.kind(u).is_leader()) {
                return fail(format!(
                    "a Leader ({}) is in player {seat}'s draw pile",
                    self.kind(u)
                ));
            }
            if let Some(&u) = player.draw_pile.iter().find(|&&u| self.owner(u) != seat) {
                return fail(format!(
                    "player {seat}'s draw pile holds a card of army {}",
                    self.owner(u)
                ));
            }
        }
        for side in Side::BOTH {
            let zone = self.side(side);
            for units in [&zone.reserve, &zone.graveyard] {
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
                        "R1: side {side} has a unit on B{} with F{} empty",
                        col + 1,
                        col + 1
                    ));
                }
            }
            if zone.reserve.len() > self.reserve_limit(side) {
                return fail(format!(
                    "side {side}'s reserve holds {} units, over its limit of {}",
                    zone.reserve.len(),
                    self.reserve_limit(side)
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
                if !self.side(seat.side()).reserve.contains(unit) {
                    return fail(format!(
                        "a pending support of seat {seat} is not in its reserve"
                    ));
                }
            }
        }
        if matches!(self.phase, Phase::Action | Phase::Discard) {
            let active = self.turn.active;
            if let Some(seat) = self
                .priority()
                .filter(|&s| s != active && s != self.next(active))
            {
                return fail(format!(
                    "R37: player {seat} has priority during player {active}'s turn"
                ));
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
