//! The rules' invariants, checked after every action in the simulator and the randomized tests:
//! one unit per field, tokens per type within the stash, gold never negative (Lydia's debt within
//! its bound, T101), every card in exactly one place, nothing on a Citadel, no hand in another
//! seat's view.

use super::map::{Field, Terrain};
use super::ruleset::MovementMode;
use super::state::{Item, Match};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invariant broken: {0}")]
pub struct InvariantError(pub String);

impl Match {
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let fail = |m: String| Err(InvariantError(m));
        let n = self.s.setup.players;
        let mut ids = std::collections::HashSet::new();
        for field in 0..self.s.units.len() as Field {
            let terrain = self.terrain(field);
            if let Some(u) = self.unit(field) {
                if terrain == Terrain::Citadel {
                    return fail(format!(
                        "a unit stands on the Citadel {}",
                        self.board.label(field)
                    ));
                }
                if !self.s.players[u.owner as usize].alive {
                    return fail(format!("seat {} is out but has a unit", u.owner));
                }
                if !ids.insert(u.id) {
                    return fail(format!("unit id {} is on the board twice", u.id));
                }
                if let Some(w) = self.wagon(field) {
                    if w != u.owner || self.rules.unit(u.kind).mode != MovementMode::Infantry {
                        return fail(format!(
                            "{}: a wagon under a unit that may not drive it",
                            self.board.label(field)
                        ));
                    }
                }
            }
            if let Some(w) = self.wagon(field) {
                if terrain == Terrain::Citadel || !self.s.players[w as usize].alive {
                    return fail(format!(
                        "a wagon on {} should not be there",
                        self.board.label(field)
                    ));
                }
            }
        }
        for seat in 0..n {
            for kind in 0..self.rules.units.len() as u8 {
                if self.on_map(seat, Some(kind)) > self.rules.unit(kind).tokens as usize {
                    return fail(format!(
                        "seat {seat} has too many {} tokens out",
                        self.rules.unit(kind).id
                    ));
                }
            }
            if self.on_map(seat, None) > self.rules.wagon.tokens as usize {
                return fail(format!("seat {seat} has too many wagons out"));
            }
            let chariots = self.rules.chariot.as_ref().map_or(0, |c| c.tokens as usize);
            if self.chariots_on_map(seat) > chariots {
                return fail(format!("seat {seat} has too many Heavy Chariots out"));
            }
            let p = &self.s.players[seat as usize];
            // Lydia spends down to −3 × castles, charged once more at Passing (T101).
            let floor = if self.has_ability(seat, crate::games::tactica::Ability::Debt) {
                -2 * self.numbers().debt_per_castle * self.board.castles.len() as i32
            } else {
                0
            };
            if p.gold < floor {
                return fail(format!("seat {seat} has gold {} below {floor}", p.gold));
            }
            if p.hand.len() > self.rules.card_rules.hand_limit as usize {
                return fail(format!("seat {seat} holds {} cards", p.hand.len()));
            }
            if !p.alive && (!p.hand.is_empty() || self.castles_of(seat) > 0) {
                return fail(format!("seat {seat} is out but holds cards or castles"));
            }
            // One seat's view per check, in rotation: a view is built from the whole board.
            if self.s.version % n as u64 != seat as u64 {
                continue;
            }
            let view = self.view(Some(seat));
            if view.hand.as_ref() != Some(&p.hand) {
                return fail(format!(
                    "seat {seat}'s view shows a hand that is not theirs"
                ));
            }
            if view
                .players
                .iter()
                .any(|o| o.seat != seat && o.cards != self.s.players[o.seat as usize].hand.len())
            {
                return fail(format!("seat {seat}'s view miscounts a hand"));
            }
        }
        // Every card in exactly one place.
        let mut counts = vec![0usize; self.rules.cards.len()];
        let on_stack = self.s.stack.iter().filter_map(|i| match i.item {
            Item::Card { card, .. } => Some(card),
            _ => None,
        });
        for card in self
            .s
            .deck
            .iter()
            .chain(self.s.discard.iter())
            .chain(self.s.players.iter().flat_map(|p| p.hand.iter()))
            .copied()
            .chain(on_stack)
        {
            counts[card as usize] += 1;
        }
        for (kind, &count) in counts.iter().enumerate() {
            if count != self.rules.cards[kind].count as usize {
                return fail(format!(
                    "{} {} cards in play, not {}",
                    count, self.rules.cards[kind].id, self.rules.cards[kind].count
                ));
            }
        }
        if self.view(None).hand.is_some() {
            return fail("the public view shows a hand".into());
        }
        Ok(())
    }
}
