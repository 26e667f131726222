//! The pure rules of Invictus: state, legal actions, apply, per-seat views and outcome. No I/O,
//! no clock: a setup and a list of actions always give the same match.

mod action;
mod army;
mod card;
mod cell;
mod event;
mod invariants;
mod legal;
mod redeal;
mod resolve;
mod resolve_support;
pub mod scenario;
mod seat;
mod setup;
mod state;
mod support;
mod unit;
mod view;
mod zones;

pub use action::Action;
pub use army::{Army, ArmyError, SoldierCount};
pub use card::{
    AttackValue, CardEntry, CardStats, Catalog, CatalogError, Colour, Provenance, RangePattern,
    Role, StatProvenance, SupportText, UnitKind, Version,
};
pub use cell::{Cell, CellParseError, Row};
pub use event::{Event, KingdomReason, Source, Zone};
pub use invariants::InvariantError;
pub use seat::{BySeat, BySide, Mode, Partners, Seat, Side};
pub use setup::{MatchSetup, Rulings, Settings, SetupError, FULL_RESERVE};
pub use state::{
    Frame, Holder, Match, MatchSnapshot, Outcome, Phase, PlayerZones, RuleError, SeatState,
    SeatZones, SideZones, Turn, TurnAction, WinCondition,
};
pub use support::{Support, SupportUse, Timing};
pub use unit::{FieldUnit, UnitCard, UnitId};
pub use view::{FieldView, HandCard, PendingView, SeatView, View};
