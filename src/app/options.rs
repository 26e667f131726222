//! A player's options in one match: whether the bot may ping them, and their standing order for
//! reaction windows. Hosting gives them their meaning; the store keeps them as written.

use crate::store::SeatOptionsRow;

/// A player's standing order for reaction windows in one match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StandingOrder {
    /// Prompt the player (the default).
    #[default]
    Ask,
    /// Pass every window at once.
    AlwaysPass,
    /// Negate an attack on the Leader with a Guardian-type support when possible, else pass.
    GuardLeader,
}

impl StandingOrder {
    pub const ALL: [StandingOrder; 3] = [
        StandingOrder::Ask,
        StandingOrder::AlwaysPass,
        StandingOrder::GuardLeader,
    ];

    pub fn key(self) -> &'static str {
        match self {
            StandingOrder::Ask => "ask",
            StandingOrder::AlwaysPass => "always_pass",
            StandingOrder::GuardLeader => "guard_leader",
        }
    }

    pub fn from_key(key: &str) -> Option<StandingOrder> {
        StandingOrder::ALL.into_iter().find(|o| o.key() == key)
    }
}

/// A player's options in one match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatOptions {
    pub pings: bool,
    pub orders: StandingOrder,
}

impl Default for SeatOptions {
    fn default() -> Self {
        SeatOptions {
            pings: true,
            orders: StandingOrder::Ask,
        }
    }
}

impl From<SeatOptionsRow> for SeatOptions {
    /// An unknown order key (a damaged row) reads as "ask": the player is prompted.
    fn from(row: SeatOptionsRow) -> Self {
        SeatOptions {
            pings: row.pings,
            orders: StandingOrder::from_key(&row.orders).unwrap_or_default(),
        }
    }
}

impl From<&SeatOptionsRow> for SeatOptions {
    fn from(row: &SeatOptionsRow) -> Self {
        SeatOptions::from(row.clone())
    }
}

impl From<SeatOptions> for SeatOptionsRow {
    fn from(options: SeatOptions) -> Self {
        SeatOptionsRow {
            pings: options.pings,
            orders: options.orders.key().to_string(),
        }
    }
}
