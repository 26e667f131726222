//! A player's options in one match: whether the bot may ping them, and their standing order for
//! reaction windows (Invictus's by default). Hosting gives them their meaning.

pub use crate::games::invictus::StandingOrder;

/// A player's options in one match of a game whose orders are `O` (Invictus's by default).
pub type SeatOptions<O = StandingOrder> = crate::store::SeatOptions<O>;
