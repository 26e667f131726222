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
mod events;

pub use abilities::ability_text;
pub use actions::{describe_action, rule_error};
pub use events::{describe_event, outcome_text};

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

/// One hex of the map, 3 characters wide plus a mark: a unit ("1LI", "+" when it drives a
/// wagon), an empty wagon ("2WW"), a castle's owner ("[1]", "[-]" neutral, "*" plundered), or
/// the terrain code and column number of an empty field (" k7", " 12" for a basic field).
fn cell(view: &TacticaView, board: &Board, rules: &Ruleset, field: Field) -> String {
    if let Some(u) = unit_at(view, field) {
        let mark = if u.wagon { '+' } else { ' ' };
        return format!("{:>3}{mark}", unit_mark(rules, u));
    }
    if let Some((_, owner)) = view.wagons.iter().find(|(f, _)| *f == field) {
        return format!("{:>3} ", format!("{}{}", owner + 1, rules.wagon.code));
    }
    if let Some(c) = view.castles.iter().find(|c| c.citadel == field) {
        let owner = c.owner.map_or("-".to_string(), |o| (o + 1).to_string());
        let mark = if c.plundered { '*' } else { ' ' };
        return format!("[{owner}]{mark}");
    }
    let (_, column) = split_label(board.label(field));
    let terrain = board.terrain(field);
    if terrain == Terrain::Basic {
        format!("{column:>3} ")
    } else {
        format!("{:>3} ", format!("{}{column}", terrain_code(terrain)))
    }
}

/// The map, one text row per map row: the row letter on both sides, every hex 4 characters
/// wide and each row shifted half a hex from the one above, so that neighbours on the map are
/// neighbours on the screen. An empty field shows its column number: "F7" is row F, hex 7.
pub fn map_text(lang: Lang, view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    // Pointy hexes: a hex's x is q + r/2, in half-hexes 2q + r.
    let half_x = |field: Field| {
        let (q, r) = board.coords(field);
        2 * q + r
    };
    let min_x = board.fields().map(half_x).min().unwrap_or(0);
    let mut rows: Vec<(char, Vec<Field>)> = Vec::new();
    for field in board.fields() {
        let (row, _) = split_label(board.label(field));
        match rows.last_mut() {
            Some((letter, fields)) if *letter == row => fields.push(field),
            _ => rows.push((row, vec![field])),
        }
    }
    let mut out = String::new();
    for (letter, fields) in &rows {
        let mut line = format!("{letter} ");
        let start = line.len();
        for &field in fields {
            let at = start + ((half_x(field) - min_x) * 2) as usize;
            while line.len() < at {
                line.push(' ');
            }
            line.push_str(&cell(view, board, rules, field));
        }
        let _ = writeln!(out, "{}  {letter}", line.trim_end());
    }
    let _ = writeln!(
        out,
        "  {}\n  {}",
        tr!(lang, "tactica-text-map-legend-fields"),
        tr!(
            lang,
            "tactica-text-map-legend-marks",
            code = rules.wagon.code.as_str(),
            wagon = wagon_name(lang, rules)
        )
    );
    out
}

/// The units on the map by owner and field: attack/defence, range, movement left (for the
/// player on turn), fatigue, wagon and Mountain token.
pub fn units_text(lang: Lang, view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    let mut out = String::new();
    let mut owners: Vec<Seat> = view
        .units
        .iter()
        .map(|u| u.owner)
        .chain(view.wagons.iter().map(|w| w.1))
        .collect();
    owners.sort_unstable();
    owners.dedup();
    let wagon = wagon_name(lang, rules);
    for owner in owners {
        let _ = writeln!(
            out,
            "  {}",
            tr!(lang, "tactica-text-units-owner", seat = number(owner))
        );
        for u in view.units.iter().filter(|u| u.owner == owner) {
            let mut notes = vec![tr!(
                lang,
                "tactica-text-unit-stats",
                attack = u.attack,
                defense = u.defense
            )];
            // The map shows the unit, not the field under it: named here.
            let terrain = board.terrain(u.field);
            if terrain != Terrain::Basic {
                notes.insert(
                    0,
                    crate::games::tactica::picture::terrain_name(lang, terrain),
                );
            }
            if u.range > 0 {
                notes.push(tr!(lang, "tactica-text-unit-range", range = u.range));
            }
            if u.wagon {
                notes.push(tr!(
                    lang,
                    "tactica-text-unit-on-wagon",
                    wagon = wagon.as_str()
                ));
            }
            if u.mountain_token {
                notes.push(tr!(lang, "tactica-text-unit-mountain"));
            }
            if u.fatigued {
                notes.push(tr!(lang, "tactica-text-unit-fatigued"));
            } else if u.owner == view.active && view.waiting != Waiting::Over {
                if u.finished {
                    notes.push(tr!(lang, "tactica-text-unit-done"));
                } else {
                    notes.push(if u.wagon_mp > 0 {
                        tr!(
                            lang,
                            "tactica-text-unit-moves-wagon",
                            moves = u.mp,
                            wagon_moves = u.wagon_mp
                        )
                    } else {
                        tr!(lang, "tactica-text-unit-moves", moves = u.mp)
                    });
                    if u.combat_used {
                        notes.push(tr!(lang, "tactica-text-unit-fought"));
                    }
                }
            }
            let _ = writeln!(
                out,
                "    {:<4}{:<4}{:<20}{}",
                board.label(u.field),
                unit_mark(rules, u),
                unit_name(lang, rules, u.kind, u.tier),
                notes.join(", ")
            );
        }
        let code = &rules.wagon.code;
        for (field, _) in view.wagons.iter().filter(|w| w.1 == owner) {
            let mark = format!("{}{code}", owner + 1);
            let empty = tr!(lang, "tactica-text-empty-wagon", wagon = wagon.as_str());
            let _ = writeln!(out, "    {:<4}{mark:<4}{empty}", board.label(*field));
        }
    }
    if out.is_empty() {
        let _ = writeln!(out, "  {}", tr!(lang, "tactica-text-no-units"));
    }
    out
}

/// The players' lines: gold, cards, castles, ports, Temple, alliances, who is on turn.
pub fn players_text(lang: Lang, view: &TacticaView, rules: &Ruleset) -> String {
    let mut out = String::new();
    let order: Vec<String> = view.order.iter().map(|&s| seat_name(lang, s)).collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "tactica-text-round",
            round = view.round,
            turn = view.turn,
            order = order.join(" → ")
        )
    );
    for p in &view.players {
        let mut line = format!(
            "  {}",
            tr!(
                lang,
                "tactica-text-player",
                you = you(view.reader, p.seat),
                seat = number(p.seat),
                colour = crate::games::tactica::picture::colour_name(lang, p.seat),
                gold = p.gold,
                cards = p.cards,
                castles = p.castles,
                ports = p.ports
            )
        );
        if let Some(empire) = p.empire {
            let _ = write!(line, " · {}", empire_name(lang, rules, empire));
        }
        if view.temple == Some(p.seat) {
            let _ = write!(line, " · {}", tr!(lang, "tactica-text-player-temple"));
        }
        let allies: Vec<String> = view
            .players
            .iter()
            .filter(|o| o.team == p.team && o.seat != p.seat)
            .map(|o| seat_name(lang, o.seat))
            .collect();
        if !allies.is_empty() {
            let allies = crate::kit::lang::name_list(lang, &allies);
            let _ = write!(
                line,
                " · {}",
                tr!(lang, "tactica-text-player-allies", players = allies)
            );
        }
        if !p.alive {
            let _ = write!(line, " · {}", tr!(lang, "tactica-text-player-out"));
        } else if view.active == p.seat && view.waiting != Waiting::Over {
            let _ = write!(line, "  ◀ {}", tr!(lang, "tactica-text-player-on-turn"));
        }
        let _ = writeln!(out, "{line}");
    }
    out
}

/// Cards named in a list: "Reflex, Intuition", or "none".
fn card_list(lang: Lang, rules: &Ruleset, cards: &[CardKind]) -> String {
    if cards.is_empty() {
        return tr!(lang, "tactica-text-no-cards");
    }
    let names: Vec<String> = cards.iter().map(|&c| card_name(lang, rules, c)).collect();
    names.join(", ")
}

/// One stack item in words: "Player 1: move Light Infantry F7 → F9".
fn stack_item_text(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    item: &StackItem,
) -> String {
    let what = match item.item {
        Item::Move {
            unit, from, path, ..
        } => {
            let name = view.units.iter().find(|u| u.id == unit).map_or_else(
                || tr!(lang, "tactica-text-a-unit"),
                |u| unit_name(lang, rules, u.kind, u.tier),
            );
            tr!(
                lang,
                "tactica-text-stack-move",
                unit = name,
                path = path_text(lang, board, from, &path)
            )
        }
        Item::EnterCombat => tr!(lang, "tactica-text-stack-enter-combat"),
        Item::Combat => tr!(lang, "tactica-text-stack-combat"),
        Item::Recruit { what, field } => tr!(
            lang,
            "tactica-text-stack-recruit",
            unit = recruit_name(lang, rules, what),
            field = board.label(field)
        ),
        Item::BuyCard => tr!(lang, "tactica-text-stack-buy"),
        Item::Card { card, target, .. } => card_with_target(lang, view, board, rules, card, target),
        Item::Ability { ability, .. } => {
            abilities::ability_text(lang, &ability, item.seat, view, board, rules)
        }
        Item::Conquest { castle, side } => {
            let id = board.castles.get(castle as usize).map_or(0, |c| c.id);
            tr!(
                lang,
                "tactica-text-stack-conquest",
                castle = id,
                side = side_name(lang, view, side)
            )
        }
        Item::EndOfTurn => tr!(lang, "tactica-text-stack-end-of-turn"),
        Item::Passing => tr!(lang, "tactica-text-stack-passing"),
        Item::Draw { draws } => tr!(lang, "tactica-text-stack-draw", draws = draws),
    };
    tr!(
        lang,
        "tactica-text-stack-item",
        seat = number(item.seat),
        what = what
    )
}

/// A team in words: its one player, or "the alliance of Player 1 and Player 3".
fn side_name(lang: Lang, view: &TacticaView, side: u8) -> String {
    let members: Vec<String> = view
        .players
        .iter()
        .filter(|p| p.team == side)
        .map(|p| seat_name(lang, p.seat))
        .collect();
    match members.as_slice() {
        [one] => one.clone(),
        _ => tr!(
            lang,
            "tactica-text-alliance",
            players = crate::kit::lang::name_list(lang, &members)
        ),
    }
}

/// "F7 → F9 (via F8)".
fn path_text(lang: Lang, board: &Board, from: Field, path: &Path) -> String {
    let steps = path.steps();
    let Some(&last) = steps.last() else {
        return board.label(from).to_string();
    };
    let (from, to) = (board.label(from), board.label(last));
    if steps.len() > 1 {
        let via: Vec<&str> = steps[..steps.len() - 1]
            .iter()
            .map(|&f| board.label(f))
            .collect();
        tr!(
            lang,
            "tactica-text-path-via",
            from = from,
            to = to,
            via = via.join(", ")
        )
    } else {
        tr!(lang, "tactica-text-path", from = from, to = to)
    }
}

/// A card with its target: "Forced March: push Player 2's Heavy Cavalry on G5 to G6", "Heroic
/// Defense on your Light Infantry on F7".
fn card_with_target(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    card: CardKind,
    target: CardTarget,
) -> String {
    let name = card_name(lang, rules, card);
    let on_field = |field: Field| on_field(lang, view, board, rules, field);
    match target {
        CardTarget::Unit { field } => tr!(
            lang,
            "tactica-text-card-on",
            card = name,
            target = on_field(field)
        ),
        CardTarget::Push { field, to } => tr!(
            lang,
            "tactica-text-card-push",
            card = name,
            target = on_field(field),
            to = board.label(to)
        ),
        CardTarget::Reinforce {
            field,
            to,
            light_infantry,
        } => {
            if light_infantry {
                tr!(
                    lang,
                    "tactica-text-card-reinforce-replaced",
                    card = name,
                    target = on_field(field),
                    to = board.label(to),
                    unit = unit_type_name(lang, rules, rules.light_infantry)
                )
            } else {
                tr!(
                    lang,
                    "tactica-text-card-reinforce",
                    card = name,
                    target = on_field(field),
                    to = board.label(to)
                )
            }
        }
        CardTarget::Player { seat } => tr!(
            lang,
            "tactica-text-card-on-player",
            card = name,
            seat = number(seat)
        ),
        CardTarget::StackCard { item } => match view.stack.iter().find(|i| i.id == item) {
            Some(StackItem {
                seat,
                item: Item::Card { card, .. },
                ..
            }) => tr!(
                lang,
                "tactica-text-card-cancel",
                card = name,
                seat = number(*seat),
                cancelled = card_name(lang, rules, *card)
            ),
            _ => tr!(lang, "tactica-text-card-cancel-unknown", card = name),
        },
    }
}

/// The stack (bottom first), the pending combat and the open decision.
pub fn stack_text(lang: Lang, view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    let mut out = String::new();
    if !view.stack.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "tactica-text-stack-title"));
        for (i, item) in view.stack.iter().enumerate().rev() {
            let text = stack_item_text(lang, view, board, rules, item);
            let _ = writeln!(out, "  {}. {text}", i + 1);
        }
    }
    if let Some(c) = &view.combat {
        let a_unit = || tr!(lang, "tactica-text-a-unit");
        let attacker = occupant(lang, view, rules, c.attacker_field).unwrap_or_else(a_unit);
        let defender = occupant(lang, view, rules, c.defender_field).unwrap_or_else(a_unit);
        let mut line = tr!(
            lang,
            "tactica-text-combat",
            ranged = yes(c.ranged),
            attacker = attacker,
            from = board.label(c.attacker_field),
            defender = defender,
            to = board.label(c.defender_field)
        );
        for (attacking, bonus) in [true, false].iter().zip(c.bonus.iter()) {
            let mut parts = Vec::new();
            if bonus.attack != 0 {
                let bonus = format!("{:+}", bonus.attack);
                parts.push(tr!(lang, "tactica-text-bonus-attack", bonus = bonus));
            }
            if bonus.defense != 0 {
                let bonus = format!("{:+}", bonus.defense);
                parts.push(tr!(lang, "tactica-text-bonus-defense", bonus = bonus));
            }
            if bonus.poisoned {
                parts.push(tr!(lang, "tactica-text-bonus-poisoned"));
            }
            if bonus.reflex > 0 {
                parts.push(tr!(lang, "tactica-text-bonus-reflex"));
            }
            if !parts.is_empty() {
                let bonuses = parts.join(", ");
                let side = if *attacking {
                    tr!(lang, "tactica-text-combat-attacker", bonuses = bonuses)
                } else {
                    tr!(lang, "tactica-text-combat-defender", bonuses = bonuses)
                };
                let _ = write!(line, "; {side}");
            }
        }
        let _ = writeln!(out, "{line}");
    }
    if let Some(d) = &view.decision {
        let text = decision_text(lang, view, board, rules, d);
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "tactica-text-must-decide",
                seat = number(d.seat()),
                decision = text
            )
        );
    }
    out
}

fn decision_text(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    d: &Decision,
) -> String {
    let at = |field: Field| board.label(field);
    match *d {
        Decision::DiscardToDraw { draws, .. } => {
            tr!(lang, "tactica-text-decide-discard-to-draw", draws = draws)
        }
        Decision::Intelligence { target, .. } => tr!(
            lang,
            "tactica-text-decide-intelligence",
            gold = intelligence_steal(rules),
            seat = number(target)
        ),
        Decision::DiscardChosen { .. } => tr!(lang, "tactica-text-decide-discard-chosen"),
        Decision::Peasant { field, .. } => tr!(
            lang,
            "tactica-text-decide-peasant",
            peasant = unit_type_name(lang, rules, rules.peasant),
            field = at(field)
        ),
        Decision::PortFee { field, back, .. } => tr!(
            lang,
            "tactica-text-decide-port-fee",
            fee = rules.economy.port_fee,
            field = at(field),
            back = at(back)
        ),
        Decision::Peek { .. } => tr!(lang, "tactica-text-decide-peek"),
        Decision::BanEmpire { .. } => tr!(lang, "tactica-text-decide-ban"),
        Decision::PickEmpire { .. } => tr!(lang, "tactica-text-decide-pick"),
        Decision::PlayOrder { .. } => tr!(lang, "tactica-text-decide-play-order"),
        Decision::Theft { .. } | Decision::Patent { .. } | Decision::Counterattack { .. } => {
            abilities::ability_decision_text(lang, rules, d).unwrap_or_default()
        }
        Decision::FreePeasant { why, .. } => tr!(
            lang,
            "tactica-text-decide-free-peasant",
            peasant = unit_type_name(lang, rules, rules.peasant),
            ability = match why {
                crate::games::tactica::FreePeasantWhy::Conscription => "conscription",
                crate::games::tactica::FreePeasantWhy::Slavery => "slavery",
                crate::games::tactica::FreePeasantWhy::Plan => "plan",
            }
        ),
        Decision::Capture { loser, .. } => {
            tr!(lang, "tactica-text-decide-capture", seat = number(loser))
        }
        Decision::EyesAndEars { .. } => tr!(lang, "tactica-text-decide-eyes-and-ears"),
        Decision::Evasion { field, .. } => {
            tr!(lang, "tactica-text-decide-evasion", field = at(field))
        }
        Decision::Rebirth { field, .. } => tr!(
            lang,
            "tactica-text-decide-rebirth",
            field = at(field),
            gold = rules.empires.numbers.rebirth_cost
        ),
        Decision::GiveCastle { castle, side, .. } => {
            let id = board.castles.get(castle as usize).map_or(0, |c| c.id);
            tr!(
                lang,
                "tactica-text-decide-give-castle",
                side = side_name(lang, view, side),
                castle = id
            )
        }
    }
}

fn intelligence_steal(rules: &Ruleset) -> i32 {
    rules
        .cards
        .iter()
        .find_map(|c| match c.effect {
            super::ruleset::CardEffect::Intelligence { steal } => Some(steal),
            _ => None,
        })
        .unwrap_or(0)
}

/// The reader's hand and what they were shown; empty for the public.
pub fn hand_text(lang: Lang, view: &TacticaView, rules: &Ruleset) -> String {
    let mut out = String::new();
    let Some(hand) = &view.hand else {
        return out;
    };
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "tactica-text-hand",
            count = hand.len(),
            cards = card_list(lang, rules, hand)
        )
    );
    if let Some(k) = &view.knowledge {
        for (seat, cards, turn) in &k.hands {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "tactica-text-seen-hand",
                    seat = number(*seat),
                    turn = *turn,
                    cards = card_list(lang, rules, cards)
                )
            );
        }
        if let Some((card, turn)) = k.peek {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "tactica-text-seen-peek",
                    turn = turn,
                    card = card_name(lang, rules, card)
                )
            );
        }
    }
    out
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
