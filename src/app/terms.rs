//! The terms of a challenge: the challenger's army, the variant and the reaction window.

use crate::engine::{Mode, Settings};
use crate::store::PlayerId;
use serde::{Deserialize, Serialize};

/// The match variant (R30). A handicap lowers the challenger's reserve limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    Standard,
    Light,
    /// The challenger's reserve limit: 4 (Experienced), 3 (Master), 2 (King) or 1 (Invictus).
    Handicap(u8),
}

impl Variant {
    /// Every variant a player can choose, with its key and its name.
    pub const CHOICES: [(&'static str, &'static str, Variant); 6] = [
        ("standard", "Standard", Variant::Standard),
        ("light", "Light Match (10 Soldiers)", Variant::Light),
        (
            "experienced",
            "Handicap Experienced (your reserve 4)",
            Variant::Handicap(4),
        ),
        (
            "master",
            "Handicap Master (your reserve 3)",
            Variant::Handicap(3),
        ),
        (
            "king",
            "Handicap King (your reserve 2)",
            Variant::Handicap(2),
        ),
        (
            "invictus",
            "Handicap Invictus (your reserve 1)",
            Variant::Handicap(1),
        ),
    ];

    pub fn from_key(key: &str) -> Option<Variant> {
        Variant::CHOICES
            .iter()
            .find(|(k, _, _)| k.eq_ignore_ascii_case(key.trim()))
            .map(|c| c.2)
    }

    /// The variant's key, as in [`Variant::CHOICES`] ("standard", "light", "master", …).
    pub fn key(self) -> &'static str {
        Variant::CHOICES
            .iter()
            .find(|c| c.2 == self)
            .map_or("standard", |c| c.0)
    }

    pub fn name(self) -> &'static str {
        Variant::CHOICES
            .iter()
            .find(|c| c.2 == self)
            .map_or("Standard", |c| c.1)
    }

    pub fn light(self) -> bool {
        self == Variant::Light
    }

    /// The variant a match was set up with, read from its engine settings (the challenger
    /// plays seat A).
    pub fn of(settings: &Settings) -> Variant {
        let limit = *settings.reserve_limit.get(crate::engine::Side::A);
        if settings.light_match {
            Variant::Light
        } else if limit < crate::engine::FULL_RESERVE {
            Variant::Handicap(limit)
        } else {
            Variant::Standard
        }
    }

    /// The engine settings of this variant; the challenger plays seat A.
    pub fn settings(self) -> Settings {
        let mut settings = Settings {
            light_match: self.light(),
            ..Settings::default()
        };
        if let Variant::Handicap(limit) = self {
            settings.reserve_limit = crate::engine::BySide::new(limit, crate::engine::FULL_RESERVE);
        }
        settings
    }
}

/// What a challenge proposes; stored as JSON with the challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeTerms {
    /// The challenger's army as they gave it: a preset, a saved army's name or army text.
    pub army: String,
    pub variant: Variant,
    pub reaction_window_secs: u64,
    /// Time each player has to make their move; challenges made before turn clocks existed
    /// read as the 48-hour default.
    #[serde(default = "default_turn_time_secs")]
    pub turn_time_secs: u64,
    /// A duel, or the team mode (R32): the challenger and their partner against two opponents.
    #[serde(default, skip_serializing_if = "Mode::is_duel")]
    pub mode: Mode,
    /// The user id of the built-in opponent when it holds a seat of a team challenge.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<PlayerId>,
    /// The army the challenged player plays when they accept without picking one (a
    /// rematch: the army they played); `king` when not set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_army: Option<String>,
    /// The match this challenge is a rematch of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<i64>,
}

/// The default turn time: 48 hours.
pub const DEFAULT_TURN_TIME_SECS: u64 = 48 * 3600;

fn default_turn_time_secs() -> u64 {
    DEFAULT_TURN_TIME_SECS
}
