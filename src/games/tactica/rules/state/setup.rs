//! The unchecked setup of a match, the Empires rule and why a setup is refused.

use super::*;

/// The unchecked setup of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TacticaSetup {
    /// A map id: tactica-3p, tactica-4p or tactica-6p.
    pub map: String,
    pub players: u8,
    /// Fixed alliances (T120–T124): each a list of seats; empty for free for all.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alliances: Vec<Vec<Seat>>,
    pub seed: u64,
    /// Rounds after which the match is decided by score (T15); none for a real match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_cap: Option<u32>,
    /// Vanilla, or the EMPIRES expansion with a draft or with Empires given to each seat.
    #[serde(default, skip_serializing_if = "EmpireRule::is_vanilla")]
    pub empires: EmpireRule,
}

/// Whether a match is played with Empires, and how they are chosen (T7, T9).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EmpireRule {
    /// The base game: no Empires.
    #[default]
    Vanilla,
    /// The competitive draft: in a duel the draw winner bans, then the other player, and they
    /// pick in the same order; with more players, picks in the drawn order without bans.
    Draft,
    /// Each seat's Empire given (a simulation, a test): Empire ids by seat, Media's as
    /// `media/<unit id or wagon>` to name its cheaper type.
    Given(Vec<String>),
    /// The draft of a duel in a series (T7): the last match's loser bans and picks first, then
    /// chooses who plays first.
    Series { loser: Seat },
}

impl EmpireRule {
    pub fn is_vanilla(&self) -> bool {
        *self == EmpireRule::Vanilla
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SetupError {
    #[error(transparent)]
    Map(#[from] MapError),
    #[error("the map {map} is played by {allowed} players, not {players} (T5)")]
    Players {
        map: String,
        players: u8,
        allowed: String,
    },
    #[error("alliances: {0}")]
    Alliances(AllianceError),
    #[error("empires: {0}")]
    Empires(String),
    #[error("a snapshot does not fit this ruleset or map: {0}")]
    Snapshot(String),
}

/// Why proposed alliances cannot be played (T120).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AllianceError {
    #[error("alliances are played on the 4- and 6-castle maps only")]
    NotOnThisMap,
    #[error("there must be at least two alliances")]
    TooFew,
    #[error("alliances are all of two or all of three players")]
    UnevenSizes,
    #[error("every seat is in exactly one alliance")]
    SeatsNotOnce,
}

impl AllianceError {
    /// The key its reason is worded under in the catalogs (`tactica-setup-alliances`).
    pub fn key(self) -> &'static str {
        match self {
            AllianceError::NotOnThisMap => "not_on_this_map",
            AllianceError::TooFew => "too_few",
            AllianceError::UnevenSizes => "uneven_sizes",
            AllianceError::SeatsNotOnce => "seats_not_once",
        }
    }
}

pub(super) fn validate_alliances(setup: &TacticaSetup, board: &Board) -> Result<(), SetupError> {
    let bad = |why: AllianceError| Err(SetupError::Alliances(why));
    if board.win == WinRule::Eliminate {
        return bad(AllianceError::NotOnThisMap);
    }
    if setup.alliances.len() < 2 {
        return bad(AllianceError::TooFew);
    }
    let size = setup.alliances[0].len();
    if !(2..=3).contains(&size) || setup.alliances.iter().any(|a| a.len() != size) {
        return bad(AllianceError::UnevenSizes);
    }
    let mut seen = vec![false; setup.players as usize];
    for &seat in setup.alliances.iter().flatten() {
        if seat >= setup.players || std::mem::replace(&mut seen[seat as usize], true) {
            return bad(AllianceError::SeatsNotOnce);
        }
    }
    if seen.iter().any(|s| !s) {
        return bad(AllianceError::SeatsNotOnce);
    }
    Ok(())
}
