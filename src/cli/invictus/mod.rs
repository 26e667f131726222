//! The terminal's Invictus: a match against the built-in opponent (`play`), the simulator and its
//! balance report (`sim`, `balance`), the board picture (`render`) and plain-text views (`text`).

pub(super) mod balance;
pub mod play;
pub(super) mod render;
pub(super) mod sim;
pub(super) mod text;
