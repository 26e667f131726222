//! Invictus, the card game of the rule book with the rulings R1…: one folder with everything the
//! game is. Its pure rules (`rules`), its cards as data (`cards`), the built-in opponent
//! (`opponent`), its implementation of the game contract (`game`, `offer`), its saved armies (`armies`), and, over the rules,
//! its pictures, its words, its simulator and its exported match files. It uses the contract
//! (`crate::games`) and the kit (`crate::kit`), and shares no code with another game.

pub mod armies;
pub mod cards;
mod game;
mod offer;
pub mod opponent;
pub mod picture;
pub mod replay;
pub mod rules;
pub mod sim;
pub mod text;

pub use game::*;
pub use offer::{army_error, resolve_army, InvictusOffer, Variant};
