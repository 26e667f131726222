//! Tactica's pure rules: maps and ruleset as data, a validated setup, legal actions, apply, the
//! one stack of actions and reactions, per-seat views, events and outcome; no I/O, no clock, so a
//! setup and a list of actions give one match.

pub(super) mod abilities;
pub(super) mod action;
pub(super) mod cards;
pub(super) mod castles;
pub(super) mod combat;
pub(super) mod concern;
pub(super) mod empires;
pub(super) mod event;
pub(super) mod invariants;
pub(super) mod legal;
pub(super) mod log;
pub(super) mod map;
pub(super) mod moves;
pub(super) mod ports;
pub(super) mod redeal;
pub(super) mod resolve;
pub(super) mod ruleset;
pub mod scenario;
pub(super) mod state;
pub(super) mod turns;
pub(super) mod view;

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
pub use view::{CastleView, PlayedWith, PlayerView, TacticaView, UnitView};
