//! Tactica, the hex-map strategy game of lexicon 4.4 with the rulings T1–T124. Its pure rules (`rules`):
//! maps and ruleset as data, a validated setup, legal actions, apply, the one stack of actions and
//! reactions, per-seat views, events and outcome; no I/O, no clock, so a setup and a list of
//! actions give one match. Beside them: the built-in opponent and the scripted players (each
//! deciding from its seat's view only), the simulator, the text for the terminal and the map
//! picture. It shares no rule code with Invictus.
//!
//! One folder with everything the game is: the rules, its implementation of the game contract
//! (`game`), the built-in opponent and the scripted players, the simulator, the text and the map
//! picture. It uses the contract (`crate::games`) and the kit (`crate::kit`).

mod game;
pub mod opponent;
pub mod picture;
pub mod players;
mod rules;
pub mod sim;
pub mod text;

pub use game::*;
pub use rules::*;
