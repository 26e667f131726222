//! The map, the units and the players of a reader's view, as text.

use super::*;

/// One hex of the map, 3 characters wide plus a mark: a unit ("1LI", "+" when it drives a
/// wagon), an empty wagon ("2WW"), a castle's owner ("[1]", "[-]" neutral, "*" plundered), or
/// the terrain code and column number of an empty field (" k7", " 12" for a basic field).
pub(super) fn cell(view: &TacticaView, board: &Board, rules: &Ruleset, field: Field) -> String {
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
pub(super) fn card_list(lang: Lang, rules: &Ruleset, cards: &[CardKind]) -> String {
    if cards.is_empty() {
        return tr!(lang, "tactica-text-no-cards");
    }
    let names: Vec<String> = cards.iter().map(|&c| card_name(lang, rules, c)).collect();
    names.join(", ")
}
