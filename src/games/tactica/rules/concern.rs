//! Whether a reaction window concerns a player, from public facts only (T79): what the standing
//! order "pass on business far from me" reads. A combat, a card, a conquest or a move that comes
//! near one of the player's units or castles concerns them; a recruit, a purchase, the end of a
//! turn, a move far away or the player's own move does not.

use super::map::Field;
use super::state::{Item, Match, Seat};

/// How near (in fields) a move must come to a player's unit or castle to concern them.
pub const NEAR: u32 = 2;

impl Match {
    /// Whether the item on top of the stack concerns `seat` (see the module's words). An empty
    /// stack concerns nobody.
    pub fn window_concerns(&self, seat: Seat) -> bool {
        let Some(top) = self.stack().last() else {
            return false;
        };
        match top.item {
            Item::Recruit { .. }
            | Item::BuyCard
            | Item::Draw { .. }
            | Item::EndOfTurn
            | Item::Passing => false,
            // The player's own move is their own business.
            Item::Move { .. } if top.seat == seat => false,
            Item::Move { from, path, .. } => {
                let board = self.board();
                let mine: Vec<Field> = (0..board.len() as Field)
                    .filter(|&f| self.unit(f).is_some_and(|u| u.owner == seat))
                    .chain(
                        board
                            .castles
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| self.castle_owner(*i) == Some(seat))
                            .map(|(_, c)| c.citadel),
                    )
                    .collect();
                std::iter::once(from)
                    .chain(path.steps().iter().copied())
                    .any(|f| mine.iter().any(|&m| board.distance(f, m) <= NEAR))
            }
            Item::EnterCombat
            | Item::Combat
            | Item::Card { .. }
            | Item::Ability { .. }
            | Item::Conquest { .. } => true,
        }
    }
}
