//! The balance report of a pairings run, as Markdown: the verdict, each Empire's win rate, the
//! table of pairings, first against second player, and every pair's matches.

use super::*;
use std::fmt::Write as _;

/// A percentage and its 95% margin, e.g. "52.5% ±4.9".
fn rate(tally: Tally) -> String {
    format!("{:.1}% ±{:.1}", tally.percent(), tally.margin())
}

/// Whether a share of wins is within [`PAIRINGS_BALANCED`].
fn balanced(tally: Tally) -> bool {
    (PAIRINGS_BALANCED.0..=PAIRINGS_BALANCED.1).contains(&tally.percent())
}

/// The turn cap in words: "40 rounds", or "none".
fn turn_cap(s: &PairingsSummary) -> String {
    s.turn_cap
        .map_or_else(|| "none".to_string(), |c| format!("{c} rounds"))
}

/// How many matches the run played in all.
fn total_matches(s: &PairingsSummary) -> u64 {
    s.pairs.iter().map(|r| r.games).sum()
}

/// The balance report of a pairings run, as Markdown, with the command that produced it.
pub fn pairings_report(s: &PairingsSummary, command: &str) -> String {
    let mut out = String::new();
    let ids = s.empire_ids();
    let records: Vec<(&str, EmpireRecord)> = ids.iter().map(|&id| (id, s.record(id))).collect();
    let turn_order = s.by_turn_order();
    write_introduction(&mut out, s, command);
    write_verdict(&mut out, s, &records, turn_order);
    write_empire_rates(&mut out, &records);
    write_pairing_table(&mut out, s, &ids, &records);
    write_turn_order(&mut out, s, turn_order);
    write_endings(&mut out, s);
    write_every_pair(&mut out, s);
    out
}

/// The title, how the matches were played, and the command that produced them.
fn write_introduction(out: &mut String, s: &PairingsSummary, command: &str) {
    let ids = s.empire_ids();
    let total = total_matches(s);
    let players: Vec<String> = s.players.iter().map(|p| p.to_string()).collect();
    let cap = turn_cap(s);
    let _ = writeln!(out, "# Balance of Tactica's Empires\n");
    let _ = writeln!(
        out,
        "Each of the {} pairs of distinct Empires ({} Empires) played {} matches ({total} in \
         all) on the 1v1 map `{}`, turn cap {cap}. Players: `{}`{}. Ruleset version {}. \
         Seed: {}.{}\n",
        s.pairs.len(),
        ids.len(),
        s.games_per_pair,
        s.map,
        players.join(","),
        if s.players.windows(2).all(|w| w[0] == w[1]) {
            ""
        } else {
            " (the kinds swap seats every four matches)"
        },
        s.rules_version,
        s.seed,
        if s.checked {
            " The invariants were checked after every action."
        } else {
            " The invariants were not checked (`--no-check`)."
        }
    );
    let named: Vec<String> = s
        .empires
        .iter()
        .filter(|e| e.contains('/'))
        .map(|e| format!("`{e}`"))
        .collect();
    let _ = writeln!(
        out,
        "The two Empires of a pair swap seats from one match to the next, and each plays first in \
         half of the matches: the engine draws the turn order from the match seed (T6), so each \
         match's seed is the first of a seeded sequence whose draw puts the wanted seat first, \
         and who went first is read from the match itself. In a duel the first player starts \
         with {} gold and the second with {}. {}An Empire is not played against itself: the rules \
         give each Empire to one player only (T7).\n",
        s.first_gold,
        s.second_gold,
        if named.is_empty() {
            String::new()
        } else {
            format!(
                "Media names its cheaper type at its pick (T103); here {}. ",
                named.join(", ")
            )
        }
    );
    let _ = writeln!(out, "Produced by:\n\n```sh\n{command}\n```\n");
}

/// The verdict: the Empires whose overall win rate is outside [`PAIRINGS_BALANCED`], the
/// pairings outside it on their own, and the first player's advantage.
fn write_verdict(
    out: &mut String,
    s: &PairingsSummary,
    records: &[(&str, EmpireRecord)],
    (first, second): (Tally, Tally),
) {
    let (low, high) = PAIRINGS_BALANCED;
    let above: Vec<String> = records
        .iter()
        .filter(|(_, r)| r.all.percent() > high)
        .map(|(id, r)| format!("{id} ({})", rate(r.all)))
        .collect();
    let below: Vec<String> = records
        .iter()
        .filter(|(_, r)| r.all.percent() < low)
        .map(|(id, r)| format!("{id} ({})", rate(r.all)))
        .collect();
    let _ = writeln!(out, "## Verdict\n");
    if above.is_empty() && below.is_empty() {
        let _ = write!(
            out,
            "Every Empire wins between {low:.0}% and {high:.0}% of its matches overall."
        );
    } else {
        let list = |names: &[String]| {
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            }
        };
        let _ = write!(
            out,
            "Overall win rate above {high:.0}%: {}. Below {low:.0}%: {}.",
            list(&above),
            list(&below)
        );
    }
    let outside = s
        .pairs
        .iter()
        .filter(|r| {
            !balanced(Tally {
                games: r.games,
                wins: r.wins_a,
                draws: r.draws,
            })
        })
        .count();
    let worst_margin = Tally {
        games: s.games_per_pair,
        wins: s.games_per_pair / 2,
        draws: 0,
    }
    .margin();
    let _ = writeln!(
        out,
        " {outside} of the {} pairings are outside {low:.0}–{high:.0}% on their own (⚠ below); \
         with {} matches a pairing's margin of error is up to ±{worst_margin:.1} points, so one \
         pairing says less than an Empire's overall rate.\n",
        s.pairs.len(),
        s.games_per_pair
    );
    let _ = writeln!(
        out,
        "Whoever played first won {} of {} matches ({}), with {} gold against the second \
         player's {}; the second player won {} ({}).\n",
        first.wins,
        first.games,
        rate(first),
        s.first_gold,
        s.second_gold,
        second.wins,
        rate(second)
    );
    let _ = writeln!(
        out,
        "These are measurements of the rules as the scripted players play them. The rules are \
         the author's: this report changes no number, and whether any should change is the \
         author's call.\n"
    );
}

/// Each Empire's record over all its matches, as first and as second player.
fn write_empire_rates(out: &mut String, records: &[(&str, EmpireRecord)]) {
    let _ = writeln!(out, "## Win rate of each Empire\n");
    let _ = writeln!(
        out,
        "All its matches against the other Empires, with the 95% margin of error; a draw counts \
         as a match not won. As first and as second player: the matches it played first \
         (second), and the share of those it won.\n"
    );
    let _ = writeln!(
        out,
        "| Empire | matches | wins | losses | draws | win rate | as first player | as second player |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|---:|---:|---:|---:|");
    for (id, r) in records {
        let flag = if balanced(r.all) { "" } else { " ⚠" };
        let _ = writeln!(
            out,
            "| **{id}** | {} | {} | {} | {} | {}{flag} | {} of {} ({:.1}%) | {} of {} ({:.1}%) |",
            r.all.games,
            r.all.wins,
            r.all.games - r.all.wins - r.all.draws,
            r.all.draws,
            rate(r.all),
            r.first.wins,
            r.first.games,
            r.first.percent(),
            r.second.wins,
            r.second.games,
            r.second.percent()
        );
    }
}

/// The table of each Empire's win rate against each other.
fn write_pairing_table(
    out: &mut String,
    s: &PairingsSummary,
    ids: &[&str],
    records: &[(&str, EmpireRecord)],
) {
    let (low, high) = PAIRINGS_BALANCED;
    let _ = writeln!(
        out,
        "\n## Win rate of each Empire (row) against each other (column)\n"
    );
    let _ = writeln!(
        out,
        "{} matches per cell, both seat orders and both turn orders alike; a draw counts as a \
         match not won, so a cell and its mirror add up to less than 100% when there were \
         draws. ⚠ marks a cell outside {low:.0}–{high:.0}%.\n",
        s.games_per_pair
    );
    let mut header = String::from("| |");
    let mut rule = String::from("|---|");
    for id in ids {
        let _ = write!(header, " {id} |");
        rule.push_str("---:|");
    }
    header.push_str(" all |");
    rule.push_str("---:|");
    let _ = writeln!(out, "{header}\n{rule}");
    for (id, r) in records {
        let mut line = format!("| **{id}** |");
        for other in ids {
            if other == id {
                line.push_str(" – |");
                continue;
            }
            let t = s.against(id, other);
            let flag = if balanced(t) { "" } else { " ⚠" };
            let _ = write!(line, " {:.0}%{flag} |", t.percent());
        }
        let _ = write!(line, " {:.1}% |", r.all.percent());
        let _ = writeln!(out, "{line}");
    }
}

/// The first and the second player's records, with their starting gold.
fn write_turn_order(out: &mut String, s: &PairingsSummary, (first, second): (Tally, Tally)) {
    let _ = writeln!(out, "\n## First and second player\n");
    let _ = writeln!(
        out,
        "The first player starts with {} gold, the second with {} (the duel's compensation).\n",
        s.first_gold, s.second_gold
    );
    let _ = writeln!(out, "| | matches | wins | win rate |");
    let _ = writeln!(out, "|---|---:|---:|---:|");
    let _ = writeln!(
        out,
        "| first player ({} gold) | {} | {} | {} |",
        s.first_gold,
        first.games,
        first.wins,
        rate(first)
    );
    let _ = writeln!(
        out,
        "| second player ({} gold) | {} | {} | {} |",
        s.second_gold,
        second.games,
        second.wins,
        rate(second)
    );
    let _ = writeln!(
        out,
        "| draws | {} | {} | {:.1}% |",
        first.games,
        first.draws,
        if first.games == 0 {
            0.0
        } else {
            100.0 * first.draws as f64 / first.games as f64
        }
    );
}

/// How the matches ended, and their length.
fn write_endings(out: &mut String, s: &PairingsSummary) {
    let total = total_matches(s);
    let cap = turn_cap(s);
    let (ends, cap_draws) = s.outcomes();
    let draws: u64 = s.pairs.iter().map(|r| r.draws).sum();
    let rounds: u64 = s.pairs.iter().map(|r| r.rounds).sum();
    let per_match = |n: u64| {
        if total == 0 {
            0.0
        } else {
            n as f64 / total as f64
        }
    };
    let _ = writeln!(out, "\n## How the matches ended\n");
    let _ = writeln!(out, "- last player standing: {}", ends.last_standing);
    let _ = writeln!(out, "- castle majority: {}", ends.castle_majority);
    let _ = writeln!(
        out,
        "- the turn cap ({}): {}, of which {} decided by score, then castles (counted as wins) \
         and {} drawn (counted as draws)",
        cap,
        ends.turn_cap,
        ends.turn_cap - cap_draws,
        cap_draws
    );
    if draws != cap_draws {
        let _ = writeln!(
            out,
            "- other draws (more than one winner): {}",
            draws - cap_draws
        );
    }
    let _ = writeln!(
        out,
        "\n{} matches per pair; {:.0} actions and {:.1} rounds per match on average ({} actions \
         in all).",
        s.games_per_pair,
        per_match(s.actions),
        per_match(rounds),
        s.actions
    );
}

/// One line per pair of Empires.
fn write_every_pair(out: &mut String, s: &PairingsSummary) {
    let _ = writeln!(out, "\n## Every pair\n");
    let _ = writeln!(
        out,
        "| Empire A | Empire B | matches | A wins | B wins | draws | A won | A in seat 0 | A first | first player won | turn cap | actions per match |"
    );
    let _ = writeln!(
        out,
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    );
    for r in &s.pairs {
        let a = Tally {
            games: r.games,
            wins: r.wins_a,
            draws: r.draws,
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {:.1}% | {} | {} | {} | {} | {} |",
            r.a,
            r.b,
            r.games,
            r.wins_a,
            r.wins_b,
            r.draws,
            a.percent(),
            r.a_in_seat_0,
            r.a_first,
            r.wins_first(),
            r.outcomes.turn_cap,
            r.actions.checked_div(r.games).unwrap_or(0)
        );
    }
}
