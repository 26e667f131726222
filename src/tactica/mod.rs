//! Tactica, the hex-map strategy game of lexicon 4.4 with the rulings T1–T124. Its pure rules:
//! maps and ruleset as data, a validated setup, legal actions, apply, the one stack of actions and
//! reactions, per-seat views, events and outcome; no I/O, no clock, so a setup and a list of
//! actions give one match. Beside them: the built-in opponent and the scripted players (each
//! deciding from its seat's view only), the simulator, the text for the terminal and the map
//! picture. It shares no rule code with Invictus.

mod abilities;
mod action;
mod cards;
mod castles;
mod combat;
mod concern;
mod empires;
mod event;
mod invariants;
mod legal;
mod log;
mod map;
mod moves;
pub mod opponent;
pub mod picture;
pub mod players;
mod ports;
mod redeal;
mod resolve;
mod ruleset;
pub mod scenario;
pub mod sim;
mod state;
pub mod text;
mod turns;
mod view;

pub use abilities::{Ability, AbilityAction, AbilityNumbers, Triumph};
pub use action::{Action, CardTarget, Path, PeasantChoice, Recruit, MAX_PATH};
pub use empires::{Cheaper, Empire, EmpireKind, Empires, BUILTIN_EMPIRES};
pub use event::{Event, GoldReason};
pub use invariants::InvariantError;
/// Every state of a few scripted matches, for tests that check a property on each.
#[cfg(test)]
pub(crate) use legal::tests::each_state;
pub use legal::{RuleError, Waiting};
pub use log::{LogError, LoggedAction, TacticaLog, LOG_GAME};
pub use map::{Board, Castle, Field, MapError, Port, Terrain, WinRule, BUILTIN_MAPS, NO_FIELD};
pub use moves::{MovePlan, PathError};
pub use ruleset::{
    AttackType, CardEffect, CardKind, CardType, Gem, MovementMode, Ruleset, RulesetError, Timing,
    UnitKind, UnitType, BUILTIN_RULESET,
};
pub use state::{
    AllianceError, Answers, Bonus, Combat, Decision, EmpireRule, EndReason, FreePeasantWhy, Item,
    Knowledge, Match, Optional, Outcome, Player, Score, Seat, SetupError, StackItem, TacticaSetup,
    TacticaSnapshot, Unit,
};
pub use view::{CastleView, PlayerView, TacticaView, UnitView};
