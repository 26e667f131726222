//! Tactica as text for the terminal: the board (a hex map with coordinates), players, the stack,
//! and every action described in words.
//!
//! Everything here is drawn from one reader's `TacticaView` (with the `Board` and `Ruleset` it is
//! played on), never from the match itself, so a text can hold no card its reader may not see.

use super::action::{Action, CardTarget, Path, PeasantChoice, Recruit};
use super::event::Event;
use super::legal::Waiting;
use super::map::{Board, Field, Terrain};
use super::ruleset::{CardKind, Ruleset};
use super::state::{Decision, EndReason, Item, Outcome, Seat, StackItem};
use super::view::{TacticaView, UnitView};
use std::fmt::Write as _;

mod events;

pub use events::{describe_event, outcome_text};

/// A seat as players name it: seats count from 0, players from 1.
pub fn seat_name(seat: Seat) -> String {
    format!("Player {}", seat + 1)
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

/// "Light Infantry", "Archer tier 2".
fn unit_name(rules: &Ruleset, kind: u8, tier: u8) -> String {
    let unit = rules.unit(kind);
    if unit.tiered() {
        format!("{} tier {tier}", unit.name)
    } else {
        unit.name.clone()
    }
}

/// "your" for the reader, "Player 2's" for anyone else.
fn whose(reader: Option<Seat>, seat: Seat) -> String {
    match reader == Some(seat) {
        true => "your".to_string(),
        false => format!("{}'s", seat_name(seat)),
    }
}

/// What stands on a field in words: "Player 2's Light Infantry", "your empty War Wagon".
fn occupant(view: &TacticaView, rules: &Ruleset, field: Field) -> Option<String> {
    if let Some(u) = unit_at(view, field) {
        let name = unit_name(rules, u.kind, u.tier);
        return Some(format!("{} {name}", whose(view.reader, u.owner)));
    }
    view.wagons
        .iter()
        .find(|(f, _)| *f == field)
        .map(|(_, owner)| format!("{} empty {}", whose(view.reader, *owner), rules.wagon.name))
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
pub fn map_text(view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
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
        "  Empty fields show their column (row F, hex 7 is F7): a number alone is a basic field; \
         k keep, d desert, T Temple, M mountains, P port centre, D docks, V village.\n  \
         [1] a castle of Player 1 ([-] neutral, * plundered); 1LI a unit of Player 1 (+ on its \
         wagon); 1{} an empty {}.",
        rules.wagon.code, rules.wagon.name
    );
    out
}

/// The units on the map by owner and field: attack/defence, range, movement left (for the
/// player on turn), fatigue, wagon and Mountain token.
pub fn units_text(view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    let mut out = String::new();
    let mut owners: Vec<Seat> = view
        .units
        .iter()
        .map(|u| u.owner)
        .chain(view.wagons.iter().map(|w| w.1))
        .collect();
    owners.sort_unstable();
    owners.dedup();
    for owner in owners {
        let _ = writeln!(out, "  {}:", seat_name(owner));
        for u in view.units.iter().filter(|u| u.owner == owner) {
            let mut notes = vec![format!("A{} D{}", u.attack, u.defense)];
            if u.range > 0 {
                notes.push(format!("range {}", u.range));
            }
            if u.wagon {
                notes.push(format!("on a {}", rules.wagon.name));
            }
            if u.mountain_token {
                notes.push("Mountain token".to_string());
            }
            if u.fatigued {
                notes.push("fatigued".to_string());
            } else if u.owner == view.active && view.waiting != Waiting::Over {
                if u.finished {
                    notes.push("done this turn".to_string());
                } else {
                    let mut moves = format!("{} moves left", u.mp);
                    if u.wagon_mp > 0 {
                        let _ = write!(moves, " (+{} by wagon)", u.wagon_mp);
                    }
                    notes.push(moves);
                    if u.combat_used {
                        notes.push("has fought".to_string());
                    }
                }
            }
            let _ = writeln!(
                out,
                "    {:<4}{:<4}{:<20}{}",
                board.label(u.field),
                unit_mark(rules, u),
                unit_name(rules, u.kind, u.tier),
                notes.join(", ")
            );
        }
        let (code, wagon) = (&rules.wagon.code, &rules.wagon.name);
        for (field, _) in view.wagons.iter().filter(|w| w.1 == owner) {
            let mark = format!("{}{code}", owner + 1);
            let _ = writeln!(out, "    {:<4}{mark:<4}empty {wagon}", board.label(*field));
        }
    }
    if out.is_empty() {
        out.push_str("  No units on the map yet.\n");
    }
    out
}

/// "1 card", "3 cards".
pub fn counted(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// The players' lines: gold, cards, castles, ports, Temple, alliances, who is on turn.
pub fn players_text(view: &TacticaView) -> String {
    let mut out = String::new();
    let order: Vec<String> = view.order.iter().map(|&s| seat_name(s)).collect();
    let (round, turn, order) = (view.round, view.turn, order.join(" → "));
    let _ = writeln!(out, "Round {round}, turn {turn} · turn order: {order}");
    for p in &view.players {
        let mut line = format!("  {}", seat_name(p.seat));
        if view.reader == Some(p.seat) {
            line.push_str(" (you)");
        }
        let (cards, castles) = (counted(p.cards, "card"), counted(p.castles, "castle"));
        let ports = counted(p.ports, "port");
        let _ = write!(line, ": {} G · {cards} · {castles} · {ports}", p.gold);
        if view.temple == Some(p.seat) {
            line.push_str(" · the Temple");
        }
        let allies: Vec<String> = view
            .players
            .iter()
            .filter(|o| o.team == p.team && o.seat != p.seat)
            .map(|o| seat_name(o.seat))
            .collect();
        if !allies.is_empty() {
            let _ = write!(line, " · allied with {}", allies.join(" and "));
        }
        if !p.alive {
            line.push_str(" · out of the match");
        } else if view.active == p.seat && view.waiting != Waiting::Over {
            line.push_str("  ◀ on turn");
        }
        let _ = writeln!(out, "{line}");
    }
    out
}

fn card_name(rules: &Ruleset, card: CardKind) -> &str {
    &rules.card(card).name
}

fn card_list(rules: &Ruleset, cards: &[CardKind]) -> String {
    if cards.is_empty() {
        return "none".to_string();
    }
    let names: Vec<&str> = cards.iter().map(|&c| card_name(rules, c)).collect();
    names.join(", ")
}

/// One stack item in words: "Player 1: move Light Infantry F7 → F9".
fn stack_item_text(view: &TacticaView, board: &Board, rules: &Ruleset, item: &StackItem) -> String {
    let what = match item.item {
        Item::Move {
            unit, from, path, ..
        } => {
            let name = view
                .units
                .iter()
                .find(|u| u.id == unit)
                .map_or("a unit".to_string(), |u| unit_name(rules, u.kind, u.tier));
            format!("move {name} {}", path_text(board, from, &path))
        }
        Item::EnterCombat => "Entering Combat".to_string(),
        Item::Combat => "Combat".to_string(),
        Item::Recruit { what, field } => {
            let what = recruit_name(rules, what);
            format!("recruit {what} on {}", board.label(field))
        }
        Item::BuyCard => "buy an Action card".to_string(),
        Item::Card { card, target, .. } => {
            let target = target_text(view, board, rules, target);
            format!("{}{target}", card_name(rules, card))
        }
        Item::Conquest { castle, side } => {
            let id = board.castles.get(castle as usize).map_or(0, |c| c.id);
            format!("conquest of castle {id} by {}", side_name(view, side))
        }
        Item::EndOfTurn => "end of the turn".to_string(),
        Item::Passing => "Passing the Turn".to_string(),
    };
    format!("{}: {what}", seat_name(item.seat))
}

/// A team in words: its one player, or "the alliance of Player 1 and Player 3".
fn side_name(view: &TacticaView, side: u8) -> String {
    let members: Vec<String> = view
        .players
        .iter()
        .filter(|p| p.team == side)
        .map(|p| seat_name(p.seat))
        .collect();
    match members.as_slice() {
        [one] => one.clone(),
        _ => format!("the alliance of {}", members.join(" and ")),
    }
}

fn recruit_name(rules: &Ruleset, what: Recruit) -> String {
    match what {
        Recruit::Unit { kind, tier } => unit_name(rules, kind, tier),
        Recruit::Wagon => rules.wagon.name.clone(),
    }
}

/// "F7 → F9 (via F8)".
fn path_text(board: &Board, from: Field, path: &Path) -> String {
    let steps = path.steps();
    let Some(&last) = steps.last() else {
        return board.label(from).to_string();
    };
    let mut text = format!("{} → {}", board.label(from), board.label(last));
    if steps.len() > 1 {
        let via: Vec<&str> = steps[..steps.len() - 1]
            .iter()
            .map(|&f| board.label(f))
            .collect();
        let _ = write!(text, " (via {})", via.join(", "));
    }
    text
}

/// A card's target after its name: ": push G5 to G6", " on Heavy Cavalry G5".
fn target_text(view: &TacticaView, board: &Board, rules: &Ruleset, target: CardTarget) -> String {
    let on_field = |field: Field| match occupant(view, rules, field) {
        Some(who) => format!("{who} on {}", board.label(field)),
        None => board.label(field).to_string(),
    };
    match target {
        CardTarget::Unit { field } => format!(" on {}", on_field(field)),
        CardTarget::Push { field, to } => {
            format!(": push {} to {}", on_field(field), board.label(to))
        }
        CardTarget::Reinforce {
            field,
            to,
            light_infantry,
        } => {
            let mut text = format!(": {} steps to {}", on_field(field), board.label(to));
            if light_infantry {
                let unit = &rules.unit(rules.light_infantry).name;
                let _ = write!(text, ", a {unit} takes its place");
            }
            text
        }
        CardTarget::Player { seat } => format!(" on {}", seat_name(seat)),
        CardTarget::StackCard { item } => match view.stack.iter().find(|i| i.id == item) {
            Some(StackItem {
                seat,
                item: Item::Card { card, .. },
                ..
            }) => format!(
                ": cancel {}'s {}",
                seat_name(*seat),
                card_name(rules, *card)
            ),
            _ => ": cancel a card on the stack".to_string(),
        },
    }
}

/// The stack (bottom first), the pending combat and the open decision.
pub fn stack_text(view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    let mut out = String::new();
    if !view.stack.is_empty() {
        let _ = writeln!(out, "Stack (the top resolves first):");
        for (i, item) in view.stack.iter().enumerate().rev() {
            let text = stack_item_text(view, board, rules, item);
            let _ = writeln!(out, "  {}. {text}", i + 1);
        }
    }
    if let Some(c) = &view.combat {
        let attacker = occupant(view, rules, c.attacker_field).unwrap_or("a unit".into());
        let defender = occupant(view, rules, c.defender_field).unwrap_or("a unit".into());
        let verb = if c.ranged { "shoots at" } else { "attacks" };
        let (from, to) = (board.label(c.attacker_field), board.label(c.defender_field));
        let mut line = format!("Combat: {attacker} on {from} {verb} {defender} on {to}");
        for (side, bonus) in ["attacker", "defender"].iter().zip(c.bonus.iter()) {
            let mut parts = Vec::new();
            if bonus.attack != 0 {
                parts.push(format!("{:+} A", bonus.attack));
            }
            if bonus.defense != 0 {
                parts.push(format!("{:+} D", bonus.defense));
            }
            if bonus.poisoned {
                parts.push("poisoned blade".to_string());
            }
            if bonus.reflex > 0 {
                parts.push("Reflex".to_string());
            }
            if !parts.is_empty() {
                let _ = write!(line, "; {side} {}", parts.join(", "));
            }
        }
        let _ = writeln!(out, "{line}");
    }
    if let Some(d) = &view.decision {
        let text = decision_text(view, board, rules, d);
        let _ = writeln!(out, "{} must decide: {text}", seat_name(d.seat()));
    }
    out
}

fn decision_text(view: &TacticaView, board: &Board, rules: &Ruleset, d: &Decision) -> String {
    let at = |field: Field| board.label(field);
    match *d {
        Decision::DiscardToDraw { draws, .. } => {
            format!("discard a card to make room for {draws} more")
        }
        Decision::Intelligence { target, .. } => {
            let steal = intelligence_steal(rules);
            format!(
                "steal {steal} G from {} or make them discard",
                seat_name(target)
            )
        }
        Decision::DiscardChosen { .. } => "discard a card of their choice".to_string(),
        Decision::Peasant { field, .. } => {
            let peasant = &rules.unit(rules.peasant).name;
            format!("a free {peasant} for the unit lost on {}", at(field))
        }
        Decision::PortFee { field, back, .. } => {
            let (fee, field, back) = (rules.economy.port_fee, at(field), at(back));
            format!("pay the port fee of {fee} G on {field} or go back to {back}")
        }
        Decision::Peek { .. } => {
            "keep the peeked card on top of the deck or put it at the bottom".to_string()
        }
        Decision::GiveCastle { castle, side, .. } => {
            let id = board.castles.get(castle as usize).map_or(0, |c| c.id);
            format!(
                "which member of {} takes castle {id}",
                side_name(view, side)
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
pub fn hand_text(view: &TacticaView, rules: &Ruleset) -> String {
    let mut out = String::new();
    let Some(hand) = &view.hand else {
        return out;
    };
    let _ = writeln!(
        out,
        "Your hand ({}): {}",
        hand.len(),
        card_list(rules, hand)
    );
    if let Some(k) = &view.knowledge {
        for (seat, cards, turn) in &k.hands {
            let cards = card_list(rules, cards);
            let _ = writeln!(
                out,
                "You saw {}'s hand on turn {turn}: {cards}",
                seat_name(*seat)
            );
        }
        if let Some((card, turn)) = k.peek {
            let card = card_name(rules, card);
            let _ = writeln!(
                out,
                "You saw the top card of the deck on turn {turn}: {card}"
            );
        }
    }
    out
}

/// Everything the reader sees: players, the map, the units, deck, stack and their own hand.
pub fn board_text(view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    let mut out = players_text(view);
    out.push('\n');
    out.push_str(&map_text(view, board, rules));
    out.push_str("Units:\n");
    out.push_str(&units_text(view, board, rules));
    let (deck, discard) = (view.deck, view.discard.len());
    let mut deck = format!("Deck: {deck} cards · discard pile: {discard}");
    if let Some(&top) = view.discard.last() {
        let _ = write!(deck, " (top: {})", card_name(rules, top));
    }
    let _ = writeln!(out, "{deck}");
    if let Some((from, to)) = view.last_move {
        let (from, to) = (board.label(from), board.label(to));
        let _ = writeln!(out, "Last move: {from} → {to}");
    }
    out.push_str(&stack_text(view, board, rules));
    out.push_str(&hand_text(view, rules));
    out
}

/// An action of `seat` in words, with field labels: "Move Light Infantry F7 → F9 (via F8)".
pub fn describe_action(
    action: &Action,
    seat: Seat,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
) -> String {
    let name_at = |field: Field| {
        unit_at(view, field).map_or("unit".to_string(), |u| unit_name(rules, u.kind, u.tier))
    };
    match *action {
        Action::ChooseCastle { castle } => match board.castle_by_id(castle) {
            Some(index) => format!(
                "Choose castle {castle} (Citadel {})",
                board.label(board.castles[index].citadel)
            ),
            None => format!("Choose castle {castle}"),
        },
        Action::Move {
            unit,
            path,
            leave_wagon,
        } => {
            let mut text = format!("Move {} {}", name_at(unit), path_text(board, unit, &path));
            if leave_wagon {
                text.push_str(", leaving its wagon");
            } else if unit_at(view, unit).is_some_and(|u| u.wagon) {
                let _ = write!(text, " on its {}", rules.wagon.name);
            }
            text
        }
        Action::Attack { unit, target } => {
            let ranged = unit_at(view, unit).is_some_and(|u| u.range > 0);
            let what = occupant(view, rules, target).map_or(String::new(), |w| format!(" ({w})"));
            let verb = if ranged { "Shoot at" } else { "Attack" };
            let (target, name, from) = (board.label(target), name_at(unit), board.label(unit));
            format!("{verb} {target}{what} with {name} from {from}")
        }
        Action::Recruit { what, field } => {
            let docks = board.terrain(field) == Terrain::Docks;
            let base = match what {
                Recruit::Unit { kind, tier } => rules.unit_cost(kind, tier),
                Recruit::Wagon => rules.wagon.cost,
            };
            // Docks recruits cost less by the ports held (T55).
            let ports = view.players.get(seat as usize).map_or(0, |p| p.ports) as i32;
            let cost = if docks { (base - ports).max(1) } else { base };
            let (what, field) = (recruit_name(rules, what), board.label(field));
            let docks = if docks { "the Docks " } else { "" };
            format!("Recruit {what} on {docks}{field} for {cost} G")
        }
        Action::BuyCard => format!("Buy an Action card for {} G", rules.card_rules.price),
        Action::PlayCard { card, target } => {
            let target = target_text(view, board, rules, target);
            format!("Play {}{target}", card_name(rules, card))
        }
        Action::PeekTemple => "Look at the top card of the deck (the Temple)".to_string(),
        Action::EndTurn => "End turn".to_string(),
        Action::Pass => "Pass".to_string(),
        Action::Surrender => "Surrender".to_string(),
        Action::Discard { card } => format!("Discard {}", card_name(rules, card)),
        Action::Intelligence { steal } => {
            let target = match view.decision {
                Some(Decision::Intelligence { target, .. }) => seat_name(target),
                _ => "them".to_string(),
            };
            if steal {
                format!("Steal {} G from {target}", intelligence_steal(rules))
            } else {
                format!("Make {target} discard a card")
            }
        }
        Action::Peasant { choice } => {
            let peasant = &rules.unit(rules.peasant).name;
            match choice {
                PeasantChoice::Place { field } => {
                    format!("Place a free {peasant} on {}", board.label(field))
                }
                PeasantChoice::Move { from, to } => {
                    let (from, to) = (board.label(from), board.label(to));
                    format!("Move your {peasant} {from} → {to}")
                }
                PeasantChoice::None => format!("No {peasant}"),
            }
        }
        Action::PortFee { pay } => match (pay, view.decision) {
            (true, _) => format!("Pay the port fee of {} G", rules.economy.port_fee),
            (false, Some(Decision::PortFee { back, .. })) => {
                format!("Do not pay: go back to {}", board.label(back))
            }
            (false, _) => "Do not pay the port fee".to_string(),
        },
        Action::PeekDecision { bottom: true } => "Put the card at the bottom of the deck".into(),
        Action::PeekDecision { bottom: false } => "Leave the card on top of the deck".into(),
        Action::GiveCastle { to } => format!("Give the castle to {}", seat_name(to)),
    }
}
