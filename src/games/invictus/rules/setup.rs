//! Match setup: the unchecked input (armies, settings, seed) and its validation errors.

use super::army::{Army, ArmyError};
use super::seat::{BySeat, BySide, Mode, Seat, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest reserve; the Handicap variant lowers it per player (R30).
pub const FULL_RESERVE: u8 = 5;

/// Match options (R8, R30).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Light Match: 10 Soldiers and a Leader per army.
    pub light_match: bool,
    /// Reserve limit per side (a player in a duel, a team in the team mode, R33): 5, or 4/3/2/1
    /// for the Handicap levels Experienced, Master, King, Invictus.
    pub reserve_limit: BySide<u8>,
    /// Who plays first; chosen by the seeded generator when `None`. In the team mode, A or B:
    /// that seat's team is team 1 (R32).
    pub first_player: Option<Seat>,
    /// Which edition of the rulings the match follows. New matches follow the current one;
    /// a match stored before the field existed keeps the first, so that it replays exactly.
    #[serde(default = "Rulings::first")]
    pub rulings: Rulings,
    /// A duel or the team mode. Not written for a duel, so that a duel's stored settings are
    /// the same as before the field existed.
    #[serde(default, skip_serializing_if = "Mode::is_duel")]
    pub mode: Mode,
}

/// The editions of the project's rulings that change how a match unfolds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rulings {
    /// The first edition: the first player is drawn before the mulligans, which are decided in
    /// turn order (former H3), and a killed unit goes to the graveyard of the player whose
    /// battlefield it stood on (former H1).
    First,
    /// The corrected rulings: a killed unit goes to its owner's graveyard (R5); the mulligans
    /// are decided independently and the first player is drawn after them (R7, R8).
    Corrected,
}

impl Rulings {
    pub const CURRENT: Rulings = Rulings::Corrected;

    fn first() -> Rulings {
        Rulings::First
    }
}

impl Settings {
    /// The settings of a stored setup that has none: the defaults, under the first rulings.
    fn stored_before_editions() -> Settings {
        Settings {
            rulings: Rulings::First,
            ..Settings::default()
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            light_match: false,
            reserve_limit: BySide::new(FULL_RESERVE, FULL_RESERVE),
            first_player: None,
            rulings: Rulings::CURRENT,
            mode: Mode::Duel,
        }
    }
}

/// Everything needed to start a match. Validated by [`super::Match::new`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    pub armies: BySeat<Army>,
    /// A setup stored before settings existed has the default settings of its time.
    #[serde(default = "Settings::stored_before_editions")]
    pub settings: Settings,
    pub seed: u64,
}

impl MatchSetup {
    pub fn new(army_a: Army, army_b: Army, seed: u64) -> MatchSetup {
        MatchSetup {
            armies: BySeat::new(army_a, army_b),
            settings: Settings::default(),
            seed,
        }
    }

    /// A team match (R32): A and C (team of side A) against B and D, each with their own army.
    pub fn teams(army_a: Army, army_b: Army, army_c: Army, army_d: Army, seed: u64) -> MatchSetup {
        MatchSetup {
            armies: BySeat::teams(army_a, army_b, army_c, army_d),
            settings: Settings {
                mode: Mode::Teams,
                ..Settings::default()
            },
            seed,
        }
    }
}

/// Why a setup cannot start a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Army {
        seat: Seat,
        error: ArmyError,
    },
    ReserveLimit {
        side: Side,
        limit: u8,
    },
    /// The card numbers given do not list the armies' units in order.
    CardsDoNotMatchArmies,
    /// A stored snapshot does not fit its setup and cards.
    BadSnapshot(String),
    /// The armies listed do not fit the mode: two for a duel, four for the team mode.
    ArmiesDoNotFitMode(Mode),
    /// The team mode exists only under the corrected rulings (R5, R7, R8).
    TeamsNeedCorrectedRulings,
    /// The settings name a first player who does not play in the match's mode.
    FirstPlayerNotInMatch(Seat),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Army { seat, error } => write!(f, "army {seat}: {error}"),
            SetupError::ReserveLimit { side, limit } => write!(
                f,
                "side {side}: a reserve limit of {limit} is not allowed (5, or 4 to 1 for a handicap)"
            ),
            SetupError::BadSnapshot(why) => write!(f, "the stored state is not valid: {why}"),
            SetupError::ArmiesDoNotFitMode(Mode::Duel) => {
                f.write_str("a duel needs exactly two armies")
            }
            SetupError::ArmiesDoNotFitMode(Mode::Teams) => {
                f.write_str("the team mode needs four armies, one per player")
            }
            SetupError::TeamsNeedCorrectedRulings => {
                f.write_str("the team mode is played under the corrected rulings only")
            }
            SetupError::FirstPlayerNotInMatch(seat) => {
                write!(f, "player {seat} does not play in this match")
            }
            SetupError::CardsDoNotMatchArmies => {
                f.write_str("the stored card numbers do not match the armies of the setup")
            }
        }
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::invictus::rules::Version;

    #[test]
    fn stored_settings_without_an_edition_keep_the_first_rulings() {
        // A match stored before the corrected R5, R7 and R8 must replay as it was played.
        let stored: Settings = serde_json::from_str(r#"{"light_match": true}"#).unwrap();
        assert_eq!(stored.rulings, Rulings::First);
        assert!(stored.light_match);
        // Also a setup stored before settings existed at all.
        let mut written = serde_json::to_value(MatchSetup::new(
            Army::pure(Version::King),
            Army::pure(Version::Shogun),
            4,
        ))
        .unwrap();
        written.as_object_mut().unwrap().remove("settings");
        let old: MatchSetup = serde_json::from_value(written).unwrap();
        assert_eq!(old.settings.rulings, Rulings::First);
        // New matches follow the current rulings, and say so when stored.
        assert_eq!(Settings::default().rulings, Rulings::Corrected);
        let written = serde_json::to_value(Settings::default()).unwrap();
        assert_eq!(written["rulings"], "corrected");
        let back: Settings = serde_json::from_value(written).unwrap();
        assert_eq!(back.rulings, Rulings::Corrected);
    }
}
