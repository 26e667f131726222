//! How an Invictus match is challenged: the challenger's army, the variant (R30) and the mode
//! (a duel, or teams of two, R32); each invited player's army; the setup they make; a rematch
//! with the armies played.

use super::{seat_number, InvictusOrigin};
use crate::games::invictus::rules::{Army, ArmyError, BySeat, MatchSetup, Mode, Seat, Settings};
use crate::games::{GameData, Offered, RematchRefusal, Saved, SeatNo, Seats};
use crate::kit::lang::Phrase;
use crate::phrase;
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
        let limit = *settings
            .reserve_limit
            .get(crate::games::invictus::rules::Side::A);
        if settings.light_match {
            Variant::Light
        } else if limit < crate::games::invictus::rules::FULL_RESERVE {
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
            settings.reserve_limit = crate::games::invictus::rules::BySide::new(
                limit,
                crate::games::invictus::rules::FULL_RESERVE,
            );
        }
        settings
    }
}

/// What an Invictus challenge proposes (stored as JSON with the challenge, beside hosting's terms).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvictusOffer {
    /// The challenger's army as they gave it: a preset, a saved army's name or army text.
    pub army: String,
    pub variant: Variant,
    /// A duel, or the team mode (R32): the challenger and their partner against two opponents.
    #[serde(default, skip_serializing_if = "Mode::is_duel")]
    pub mode: Mode,
    /// The army of the seats across the table when their players choose none: a rematch's
    /// challenged player (the army they played), or the built-in opponents of a practice match.
    /// `king` for an invited player, the challenger's army for the built-in opponent, when not set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_army: Option<String>,
}

impl InvictusOffer {
    /// A duel with `army` in the standard variant.
    pub fn duel(army: impl Into<String>) -> InvictusOffer {
        InvictusOffer {
            army: army.into(),
            variant: Variant::Standard,
            mode: Mode::Duel,
            opponent_army: None,
        }
    }

    /// The opponents' army when it was set (a blank text is not set).
    fn opponent_army(&self) -> Option<&str> {
        self.opponent_army
            .as_deref()
            .map(str::trim)
            .filter(|a| !a.is_empty())
    }
}

/// An army option read: one of the player's saved armies by name, a preset or army text.
pub fn resolve_army(spec: &str, saved: &Saved, light: bool) -> Result<Army, ArmyError> {
    match saved.get(spec) {
        Some(text) => Army::parse(text, false),
        None => Army::parse(spec.trim(), light),
    }
}

/// Why an army is not valid, as a phrase.
pub fn army_error(e: &ArmyError) -> Phrase {
    use crate::games::invictus::rules::ArmyError as E;
    match e {
        E::LeaderIsNotALeader(u) => phrase!("army-error-not-a-leader", unit = u.name()),
        E::SoldierIsALeader(u) => phrase!("army-error-soldier-is-leader", unit = u.name()),
        E::TwoTypesOfOneColour {
            colour,
            first,
            second,
        } => phrase!(
            "army-error-two-types",
            colour = colour.key(),
            first = first.name(),
            second = second.name()
        ),
        E::ZeroCopies(u) => phrase!("army-error-zero-copies", unit = u.name()),
        E::WrongSize { soldiers, expected } => phrase!(
            "army-error-wrong-size",
            soldiers = *soldiers,
            expected = *expected
        ),
        E::NotKeyValue(part) => phrase!("army-error-not-key-value", text = part.as_str()),
        E::NotALeader(value) => phrase!("army-error-not-a-leader-name", text = value.as_str()),
        E::LeaderTwice => phrase!("army-error-leader-twice"),
        E::NotAColour(key) => phrase!("army-error-not-a-colour", text = key.as_str()),
        E::NotAUnit(name) => phrase!("army-error-not-a-unit", text = name.as_str()),
        E::WrongColour { unit, colour } => phrase!(
            "army-error-wrong-colour",
            unit = unit.name(),
            colour = colour.key()
        ),
        E::NotACount(count) => phrase!("army-error-not-a-count", text = count.as_str()),
        E::NoLeader => phrase!("army-error-no-leader"),
    }
}

fn invalid(e: &ArmyError) -> Phrase {
    phrase!("refused-army-invalid", reason = army_error(e))
}

fn opponent_invalid(e: &ArmyError) -> Phrase {
    phrase!("refused-opponent-army-invalid", reason = army_error(e))
}

impl Offered for crate::games::invictus::rules::Match {
    type Offer = InvictusOffer;

    fn seat_count(offer: &InvictusOffer) -> usize {
        offer.mode.seats().len()
    }

    /// A saved army: its name checked and tidied, the army checked as for a match.
    fn check_saved(name: &str, text: &str) -> Result<(String, String), Phrase> {
        let name = super::armies::check_army_name(name)?;
        let army = super::armies::check_army(text)?;
        Ok((name, army.to_string()))
    }

    fn check_offer(offer: &InvictusOffer, saved: &Saved) -> Result<(), Phrase> {
        let light = offer.variant.light();
        resolve_army(&offer.army, saved, light).map_err(|e| invalid(&e))?;
        if let Some(opponents) = offer.opponent_army() {
            resolve_army(opponents, saved, light).map_err(|e| opponent_invalid(&e))?;
        }
        Ok(())
    }

    fn check_choice(
        offer: &InvictusOffer,
        _seat: SeatNo,
        choice: Option<&str>,
        saved: &Saved,
    ) -> Result<Option<String>, Phrase> {
        let spec = choice.or(offer.opponent_army()).unwrap_or("king");
        let army = resolve_army(spec, saved, offer.variant.light()).map_err(|e| invalid(&e))?;
        Ok(Some(army.to_string()))
    }

    fn setup_of(
        offer: &InvictusOffer,
        choices: &Seats<Option<String>>,
        challenger_saved: &Saved,
        data: &GameData,
        seed: u64,
    ) -> Result<InvictusOrigin, Phrase> {
        let light = offer.variant.light();
        let challengers =
            resolve_army(&offer.army, challenger_saved, light).map_err(|e| invalid(&e))?;
        // A seat nobody chose for (the built-in opponent's) plays the practice's opposing army
        // across the table, else the challenger's.
        let opponents = match offer.opponent_army() {
            Some(spec) => {
                resolve_army(spec, challenger_saved, light).map_err(|e| opponent_invalid(&e))?
            }
            None => challengers.clone(),
        };
        let mut armies = Vec::new();
        for &seat in offer.mode.seats() {
            let army = match choices.get(seat_number(seat)).cloned().flatten() {
                Some(text) if seat != Seat::A => {
                    Army::parse(&text, light).map_err(|e| invalid(&e))?
                }
                _ if seat.side() == Seat::A.side() => challengers.clone(),
                _ => opponents.clone(),
            };
            armies.push((seat, army));
        }
        let army_of = |seat: Seat| {
            armies
                .iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, army)| army.clone())
                .unwrap_or_else(|| challengers.clone())
        };
        let mut settings = offer.variant.settings();
        settings.mode = offer.mode;
        let setup = MatchSetup {
            armies: BySeat::for_mode(offer.mode, army_of),
            settings,
            seed,
        };
        // The card numbers of the catalog now, kept with the match.
        let game = crate::games::invictus::rules::Match::new(setup.clone(), &data.invictus)
            .map_err(|e| phrase!("refused-cannot-start", reason = e.to_string()))?;
        Ok(InvictusOrigin {
            setup,
            cards: game.units().to_vec(),
        })
    }

    fn rematch_offer(
        &self,
        original: &InvictusOffer,
        by: SeatNo,
        challenger: SeatNo,
    ) -> Result<(InvictusOffer, Vec<SeatNo>), RematchRefusal> {
        let setup = self.setup();
        if !setup.settings.mode.is_duel() {
            return Err(RematchRefusal::NotOffered);
        }
        let Some(seat) = super::invictus_seat(by).filter(|s| [Seat::A, Seat::B].contains(s)) else {
            return Err(RematchRefusal::NotOffered);
        };
        // A handicap stays on the player who took it.
        if matches!(original.variant, Variant::Handicap(_)) && by != challenger {
            return Err(RematchRefusal::ChallengerOnly);
        }
        let offer = InvictusOffer {
            army: setup.armies.get(seat).to_string(),
            opponent_army: Some(setup.armies.get(seat.pair()).to_string()),
            ..original.clone()
        };
        Ok((offer, vec![by, seat_number(seat.pair())]))
    }
}
