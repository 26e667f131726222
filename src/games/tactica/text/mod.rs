//! Tactica as text for the terminal and Discord: the board (a hex map with coordinates),
//! players, the stack, and every action and event described in words, in the reader's language
//! (every sentence is a message of the catalogs, see [`crate::kit::lang`]).
//!
//! Everything here is drawn from one reader's `TacticaView` (with the `Board` and `Ruleset` it is
//! played on), never from the match itself, so a text can hold no card its reader may not see.
//! Unit and card names are the catalogs' `tactica-unit` and `tactica-card`, chosen by the
//! ruleset's ids; field labels ("F7") and the map's glyphs ("1LI", "k7") are the same in every
//! language.

use super::action::{Action, CardTarget, Path, PeasantChoice, Recruit};
use super::empires::{Cheaper, EmpireKind};
use super::event::Event;
use super::legal::{RuleError, Waiting};
use super::map::{Board, Field, Terrain};
use super::ruleset::{CardKind, Ruleset, UnitKind};
use super::state::{Decision, EndReason, Item, Outcome, Seat, StackItem};
use super::view::{TacticaView, UnitView};
use crate::kit::lang::Lang;
use crate::tr;
use std::fmt::Write as _;

mod abilities;
mod actions;
mod board;
mod events;
mod stack;

pub use abilities::ability_text;
pub use actions::{describe_action, rule_error};
pub use board::*;
pub use events::{describe_event, outcome_text};
pub use stack::*;

/// A seat's number as players say it: seats count from 0, players from 1.
fn number(seat: Seat) -> u32 {
    u32::from(seat) + 1
}

/// The value of a `$you` selector: "yes" when the reader sits in `seat`, so that the catalogs
/// say "you" (and conjugate for it).
fn you(reader: Option<Seat>, seat: Seat) -> &'static str {
    yes(reader == Some(seat))
}

/// The value of a yes/no selector of the catalogs.
fn yes(flag: bool) -> &'static str {
    if flag {
        "yes"
    } else {
        "no"
    }
}

/// A seat as players name it: "Player 2".
pub fn seat_name(lang: Lang, seat: Seat) -> String {
    tr!(lang, "tactica-text-seat", seat = number(seat))
}

/// The one-letter code of a terrain, as in the map files.
pub fn terrain_code(terrain: Terrain) -> char {
    match terrain {
        Terrain::Basic => '.',
        Terrain::Citadel => 'C',
        Terrain::Keep => 'k',
        Terrain::Desert => 'd',
        Terrain::Temple => 'T',
        Terrain::Mountains => 'M',
        Terrain::PortCentre => 'P',
        Terrain::Docks => 'D',
        Terrain::Village => 'V',
    }
}

/// A label's row letter and column number ("F7" → ('F', 7)).
fn split_label(label: &str) -> (char, usize) {
    let mut chars = label.chars();
    let row = chars.next().unwrap_or('?');
    (row, chars.as_str().parse().unwrap_or(0))
}

fn unit_at(view: &TacticaView, field: Field) -> Option<&UnitView> {
    view.units.iter().find(|u| u.field == field)
}

/// "1LI": owner's number and the unit's code.
fn unit_mark(rules: &Ruleset, unit: &UnitView) -> String {
    format!("{}{}", unit.owner + 1, rules.unit(unit.kind).code)
}

/// A unit type's name ("Light Infantry"), by its ruleset id; a type the catalogs do not know
/// (a corrected ruleset's) keeps its data file's name.
pub fn unit_type_name(lang: Lang, rules: &Ruleset, kind: UnitKind) -> String {
    let unit = rules.unit(kind);
    tr!(
        lang,
        "tactica-unit",
        unit = unit.id.as_str(),
        name = unit.name.as_str()
    )
}

/// The War Wagon's name.
pub fn wagon_name(lang: Lang, rules: &Ruleset) -> String {
    tr!(
        lang,
        "tactica-unit",
        unit = rules.wagon.id.as_str(),
        name = rules.wagon.name.as_str()
    )
}

/// The Heavy Chariot's name (T99).
pub fn chariot_name(lang: Lang, rules: &Ruleset) -> String {
    match &rules.chariot {
        Some(chariot) => tr!(
            lang,
            "tactica-unit",
            unit = chariot.id.as_str(),
            name = chariot.name.as_str()
        ),
        None => wagon_name(lang, rules),
    }
}

/// The name of the wagon on `field` in `view`: a War Wagon or a Heavy Chariot.
fn wagon_on(lang: Lang, view: &TacticaView, rules: &Ruleset, field: Field) -> String {
    if view.chariots.contains(&field) {
        chariot_name(lang, rules)
    } else {
        wagon_name(lang, rules)
    }
}

/// An Action card's name ("Forced March"), by its ruleset id.
pub fn card_name(lang: Lang, rules: &Ruleset, card: CardKind) -> String {
    let card = rules.card(card);
    tr!(
        lang,
        "tactica-card",
        card = card.id.as_str(),
        name = card.name.as_str()
    )
}

/// A map's name, by its id; a map the catalogs do not know keeps its file's name.
pub fn map_name(lang: Lang, board: &Board) -> String {
    tr!(
        lang,
        "tactica-map",
        map = board.id.as_str(),
        name = board.name.as_str()
    )
}

/// "Light Infantry", "Archer tier 2".
pub fn unit_name(lang: Lang, rules: &Ruleset, kind: UnitKind, tier: u8) -> String {
    let name = unit_type_name(lang, rules, kind);
    if rules.unit(kind).tiered() {
        tr!(lang, "tactica-text-unit-tier", unit = name, tier = tier)
    } else {
        name
    }
}

/// An Empire's name (T7); an Empire the catalogs do not know keeps its data file's name.
pub fn empire_name(lang: Lang, rules: &Ruleset, empire: EmpireKind) -> String {
    match rules.empires.get(empire) {
        Some(e) => tr!(
            lang,
            "tactica-empire",
            empire = e.id.as_str(),
            name = e.name.as_str()
        ),
        None => "?".to_string(),
    }
}

/// The type Media named cheaper (T103): a unit type or the War Wagon.
pub fn cheaper_name(lang: Lang, rules: &Ruleset, cheaper: Cheaper) -> String {
    match cheaper {
        Cheaper::Unit { kind } => unit_type_name(lang, rules, kind),
        Cheaper::Wagon => recruit_name(lang, rules, Recruit::Wagon),
    }
}

/// What is recruited: a unit (with its tier) or a War Wagon.
pub fn recruit_name(lang: Lang, rules: &Ruleset, what: Recruit) -> String {
    match what {
        Recruit::Unit { kind, tier } => unit_name(lang, rules, kind, tier),
        Recruit::Wagon => wagon_name(lang, rules),
        Recruit::Chariot => chariot_name(lang, rules),
    }
}

/// The name of the unit on `field` in `view`, or "a unit".
fn unit_or_any(lang: Lang, view: &TacticaView, rules: &Ruleset, field: Field) -> String {
    unit_at(view, field).map_or_else(
        || tr!(lang, "tactica-text-a-unit"),
        |u| unit_name(lang, rules, u.kind, u.tier),
    )
}

/// What stands on a field in words: "Player 2's Light Infantry", "your empty War Wagon".
fn occupant(lang: Lang, view: &TacticaView, rules: &Ruleset, field: Field) -> Option<String> {
    if let Some(u) = unit_at(view, field) {
        return Some(tr!(
            lang,
            "tactica-text-occupant",
            you = you(view.reader, u.owner),
            seat = number(u.owner),
            unit = unit_name(lang, rules, u.kind, u.tier)
        ));
    }
    view.wagons
        .iter()
        .find(|(f, _)| *f == field)
        .map(|(_, owner)| {
            tr!(
                lang,
                "tactica-text-occupant-wagon",
                you = you(view.reader, *owner),
                seat = number(*owner),
                wagon = wagon_on(lang, view, rules, field)
            )
        })
}

/// What stands on a field, and the field: "Player 2's Light Infantry on F7"; the label alone
/// for an empty field.
pub fn on_field(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    field: Field,
) -> String {
    match occupant(lang, view, rules, field) {
        Some(what) => tr!(
            lang,
            "tactica-text-on-field",
            what = what,
            field = board.label(field)
        ),
        None => board.label(field).to_string(),
    }
}

/// Everything the reader sees: players, the map, the units, deck, stack and their own hand.
pub fn board_text(lang: Lang, view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    let mut out = players_text(lang, view, rules);
    out.push('\n');
    out.push_str(&map_text(lang, view, board, rules));
    let _ = writeln!(out, "{}", tr!(lang, "tactica-text-units-title"));
    out.push_str(&units_text(lang, view, board, rules));
    let (deck, discard) = (view.deck, view.discard.len());
    let deck = match view.discard.last() {
        Some(&top) => tr!(
            lang,
            "tactica-text-deck-top",
            deck = deck,
            discard = discard,
            card = card_name(lang, rules, top)
        ),
        None => tr!(lang, "tactica-text-deck", deck = deck, discard = discard),
    };
    let _ = writeln!(out, "{deck}");
    if let Some((from, to)) = view.last_move {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "tactica-text-last-move",
                from = board.label(from),
                to = board.label(to)
            )
        );
    }
    out.push_str(&stack_text(lang, view, board, rules));
    out.push_str(&hand_text(lang, view, rules));
    out
}
