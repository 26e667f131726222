//! Plain-text rendering for the terminal: the catalog table, public views and sim summaries.

use crate::games::invictus::rules::{
    AttackValue, Catalog, Colour, Mode, Outcome, PendingView, Phase, Provenance, Row, Seat,
    SeatView, Side, View,
};
use crate::games::invictus::sim::SimSummary;
use std::fmt::Write;

fn mark(p: Provenance) -> &'static str {
    match p {
        Provenance::Rulebook => "",
        Provenance::Review => "",
        Provenance::House => "*",
    }
}

/// The catalog as a table; `*` marks a house value.
pub fn catalog_table(catalog: &Catalog) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<15} {:<9} {:<7} {:<7} {:>4} {:>7}  {:<28} timing",
        "name", "version", "colour", "kind", "atk", "health", "range [depth:offset]"
    );
    for c in catalog.cards() {
        let p = c.provenance;
        let attack = match c.attack {
            AttackValue::Points(n) => n.to_string(),
            other => other.to_string(),
        };
        let range: Vec<String> = c
            .range
            .cells()
            .iter()
            .map(|(d, o)| format!("{d}:{o:+}"))
            .collect();
        let colour = c.kind.colour().map_or("leader", |col| col.key());
        let kind = if c.kind.is_leader() {
            "leader"
        } else {
            "soldier"
        };
        let _ = writeln!(
            out,
            "{:<15} {:<9} {:<7} {:<7} {:>4} {:>7}  {:<28} {}",
            c.kind.name(),
            c.kind.version().key(),
            colour,
            kind,
            format!("{attack}{}", mark(p.attack)),
            format!(
                "{}{}/{}{}",
                c.health_upright,
                mark(p.health_upright),
                c.health_tilted,
                mark(p.health_tilted)
            ),
            format!("{}{}", range.join(" "), mark(p.range)),
            c.support.timing.lines().next().unwrap_or("")
        );
    }
    out.push_str("\n* = house value (not fixed by the rule book or the review; see README)\n");
    out
}

/// Who a side is: its player in a duel, "team A and C" or "team B and D" in the team mode.
fn side_text(mode: Mode, side: Side) -> String {
    match mode {
        Mode::Duel => format!("player {side}"),
        Mode::Teams => {
            let seats: Vec<String> = side.seats(mode).iter().map(|s| s.to_string()).collect();
            format!("team {}", seats.join(" and "))
        }
    }
}

fn outcome_text(mode: Mode, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { side, condition } => {
            format!(
                "{} wins by {}",
                side_text(mode, side),
                format!("{condition:?}").to_lowercase()
            )
        }
        Outcome::Draw => "draw".to_string(),
    }
}

fn kingdom_line(out: &mut String, s: &SeatView) {
    let colours: Vec<String> = Colour::ALL
        .iter()
        .map(|c| format!("{} {}", c.key(), s.kingdom_by_colour[*c as usize]))
        .collect();
    let _ = writeln!(out, "  kingdom: {}", colours.join(", "));
    if let Some(hand) = &s.hand {
        let names: Vec<&str> = hand.iter().map(|h| h.kind.name()).collect();
        let _ = writeln!(out, "  hand: {}", names.join(", "));
    }
}

/// One side: each member's line (one in a duel, two in the team mode), the side's reserve and
/// graveyard, and its battlefield.
fn side_block(out: &mut String, view: &View, side: Side, top: bool) {
    let members = side.seats(view.mode);
    let s = view.seats.get(members[0]);
    let reserve: Vec<&str> = s.reserve.iter().map(|k| k.name()).collect();
    let reserve_line = format!(
        "  reserve ({}/{}): {}",
        s.reserve.len(),
        s.reserve_limit,
        reserve.join(", ")
    );
    if let [seat] = members {
        let _ = writeln!(
            out,
            "Player {seat} · Leader {} · hand {} · draw pile {} · graveyard {}",
            s.leader.name(),
            s.hand_size,
            s.draw_pile_size,
            s.graveyard.len()
        );
        let _ = writeln!(out, "{reserve_line}");
        kingdom_line(out, s);
    } else {
        for &seat in members {
            let member = view.seats.get(seat);
            let _ = writeln!(
                out,
                "Player {seat} · Leader {} · hand {} · draw pile {}",
                member.leader.name(),
                member.hand_size,
                member.draw_pile_size,
            );
            kingdom_line(out, member);
        }
        let _ = writeln!(out, "{reserve_line} · graveyard {}", s.graveyard.len());
    }
    let rows = if top {
        [Row::Back, Row::Front]
    } else {
        [Row::Front, Row::Back]
    };
    for row in rows {
        let mut line = format!("  {:<6}", format!("{row:?}").to_lowercase());
        for col in 0..3u8 {
            let cell = s
                .battlefield
                .iter()
                .find(|f| f.cell.row == row && f.cell.col == col);
            let text = match cell {
                Some(f) => format!(
                    "{}{} {}hp",
                    f.kind.name(),
                    if f.tilted { " (tilted)" } else { "" },
                    f.health_left
                ),
                None => ".".to_string(),
            };
            line.push_str(&format!(" | {text:<24}"));
        }
        let _ = writeln!(out, "{line}");
    }
}

/// A view as text, the second player's side on top.
pub fn view(view: &View) -> String {
    let mut out = String::new();
    let phase = match view.phase {
        Phase::Over { outcome } => format!("over: {}", outcome_text(view.mode, outcome)),
        other => format!("{other:?}"),
    };
    let _ = writeln!(
        out,
        "turn {} · active player {} · version {} · {}",
        view.turn.number, view.turn.active, view.version, phase
    );
    for p in &view.pending {
        let _ = writeln!(
            out,
            "pending: {}",
            match p {
                PendingView::Attack {
                    seat,
                    attacker,
                    target,
                } => format!("{seat} attacks {target} with {attacker}"),
                PendingView::Support {
                    seat,
                    kind,
                    support,
                } => format!("{seat} plays {kind} as {support}"),
                PendingView::Conscription { seat, placed } =>
                    format!("{seat} conscripts ({placed} of 2 placed)"),
                PendingView::AfterHit { seat, target } => format!("{seat} hit {target}"),
            }
        );
    }
    if let (Mode::Teams, Some(order)) = (view.mode, view.turn_order()) {
        let order: Vec<String> = order.iter().map(|s| s.to_string()).collect();
        let _ = writeln!(out, "turn order: {}", order.join(", "));
    }
    // Until the first player is drawn (R8), A is drawn at the bottom.
    let top = view.first_player.unwrap_or(Seat::A).side().other();
    side_block(&mut out, view, top, true);
    out.push_str(
        "  ----------------------------------------------------------------------------------\n",
    );
    side_block(&mut out, view, top.other(), false);
    out
}

/// A simulation summary as text.
pub fn sim_summary(s: &SimSummary) -> String {
    let mut out = String::new();
    let names: Vec<String> = s.players.iter().map(|p| p.to_string()).collect();
    match (&s.army_c, &s.army_d) {
        (Some(c), Some(d)) => {
            let _ = writeln!(
                out,
                "{} team games (A {} and C {} vs B {} and D {}), seed {}",
                s.games, s.army_a, c, s.army_b, d, s.seed
            );
            let _ = writeln!(
                out,
                "wins {} (first named team) {} · wins {} (second named team) {} · draws {}",
                names[0..4]
                    .iter()
                    .step_by(2)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(" and "),
                s.wins_a,
                names[1..4]
                    .iter()
                    .step_by(2)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(" and "),
                s.wins_b,
                s.draws
            );
            let _ = writeln!(
                out,
                "by side (the teams swap sides every match): wins A and C {} · wins B and D {}",
                s.wins_seat_a, s.wins_seat_b
            );
            let _ = writeln!(
                out,
                "by turn order: wins of team 1 (played first) {} · of team 2 {}",
                s.wins_first_to_play, s.wins_second_to_play
            );
        }
        _ => {
            let _ = writeln!(
                out,
                "{} games ({} vs {}), seed {}",
                s.games, s.army_a, s.army_b, s.seed
            );
            let _ = writeln!(
                out,
                "wins {} (first named) {} · wins {} (second named) {} · draws {}",
                names[0], s.wins_a, names[1], s.wins_b, s.draws
            );
            let _ = writeln!(
                out,
                "by seat (the players swap seats every match): wins A {} · wins B {}",
                s.wins_seat_a, s.wins_seat_b
            );
            let _ = writeln!(
                out,
                "by turn order: wins of the first player {} · of the second {}",
                s.wins_first_to_play, s.wins_second_to_play
            );
        }
    }
    let o = &s.outcomes;
    let _ = writeln!(
        out,
        "outcomes: execution {} · development {} · collapse {} · end of war {} · draw {}",
        o.execution, o.development, o.collapse, o.end_of_war, o.draw
    );
    let _ = writeln!(
        out,
        "{} actions, mean {:.1} turns and {:.1} actions per game, {} ms",
        s.actions, s.mean_turns, s.mean_actions, s.elapsed_ms
    );
    if let (Some(n), Some(median), Some(p90), Some(max)) =
        (s.ai_decisions, s.ai_median_ms, s.ai_p90_ms, s.ai_max_ms)
    {
        let _ = writeln!(
            out,
            "built-in opponent: {n} decisions with a choice, median {median:.1} ms, \
             90th percentile {p90:.1} ms, longest {max:.1} ms"
        );
    }
    out
}
