//! The balance report written by `sim --matrix --report FILE`: how often each pure version beats
//! each other one, as Markdown, with the command that produced it.

use crate::games::invictus::rules::Version;
use std::fmt::Write;

/// The lowest and highest share of wins (in percent) a version may have against another.
pub const BALANCED: (f64, f64) = (40.0, 60.0);

/// The results of one ordered pair of a matrix run: `army_a` sat in seat A in every match.
#[derive(Clone, Debug, serde::Serialize)]
pub struct MatrixRow {
    pub army_a: &'static str,
    pub army_b: &'static str,
    pub games: u64,
    /// Wins of the army in seat A, whichever player held it.
    pub wins_a: u64,
    pub wins_b: u64,
    pub draws: u64,
    pub actions: u64,
    pub elapsed_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ai_median_ms: Option<f64>,
}

/// What the report says about how the matrix was produced.
pub struct RunDescription {
    /// The command line, as typed.
    pub command: String,
    /// The players, e.g. "ai:normal,ai:normal".
    pub players: String,
    /// "the built-in card data" or the path given with `--cards`.
    pub cards: String,
    /// [`crate::games::invictus::cards::fingerprint`] of the cards played with.
    pub fingerprint: String,
    pub seed: u64,
}

/// One version's record against another, over both seat orders.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Matchup {
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
}

impl Matchup {
    /// The share of the games won, in percent.
    pub fn win_percent(self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        100.0 * self.wins as f64 / self.games as f64
    }

    /// Half the width of the 95% confidence interval of [`Matchup::win_percent`], in points.
    pub fn margin_percent(self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        let p = self.wins as f64 / self.games as f64;
        100.0 * 1.96 * (p * (1.0 - p) / self.games as f64).sqrt()
    }

    pub fn is_balanced(self) -> bool {
        let p = self.win_percent();
        (BALANCED.0..=BALANCED.1).contains(&p)
    }
}

/// The record of `version` against `other`: its wins in seat A of (version, other) and in
/// seat B of (other, version).
pub fn matchup(rows: &[MatrixRow], version: Version, other: Version) -> Matchup {
    let mut total = Matchup::default();
    for row in rows {
        if row.army_a == version.key() && row.army_b == other.key() {
            total.games += row.games;
            total.wins += row.wins_a;
            total.draws += row.draws;
        }
        if version != other && row.army_a == other.key() && row.army_b == version.key() {
            total.games += row.games;
            total.wins += row.wins_b;
            total.draws += row.draws;
        }
    }
    total
}

/// The matchups outside [`BALANCED`], each unordered pair once (the weaker version first).
pub fn unbalanced(rows: &[MatrixRow]) -> Vec<(Version, Version, Matchup)> {
    let mut out = Vec::new();
    for (i, &a) in Version::ALL.iter().enumerate() {
        for &b in &Version::ALL[i + 1..] {
            let m = matchup(rows, a, b);
            if m.games > 0 && !m.is_balanced() {
                let (weak, strong) = if m.win_percent() < 50.0 {
                    (a, b)
                } else {
                    (b, a)
                };
                out.push((weak, strong, matchup(rows, weak, strong)));
            }
        }
    }
    out
}

/// The ordered pairs (one seat order alone) whose seat-A army won outside [`BALANCED`].
fn unbalanced_ordered(rows: &[MatrixRow]) -> Vec<&MatrixRow> {
    rows.iter()
        .filter(|r| r.army_a != r.army_b && r.games > 0)
        .filter(|r| {
            let m = Matchup {
                games: r.games,
                wins: r.wins_a,
                draws: r.draws,
            };
            !m.is_balanced()
        })
        .collect()
}

/// The whole report, as Markdown.
pub fn report(rows: &[MatrixRow], run: &RunDescription) -> String {
    let mut out = String::new();
    let games_per_pair = rows.first().map_or(0, |r| r.games);
    let total_games: u64 = rows.iter().map(|r| r.games).sum();
    let elapsed_ms: u64 = rows.iter().map(|r| r.elapsed_ms).sum();
    let _ = writeln!(out, "# Balance of the six pure versions\n");
    let _ = writeln!(
        out,
        "Every ordered pair of the six pure versions (full armies) played {games_per_pair} matches \
         ({total_games} in all); the first player of each match is drawn at random and the two \
         players swap seats from one match to the next. Players: `{}`. Cards: {} \
         (fingerprint `{}`). Seed: {}.\n",
        run.players, run.cards, run.fingerprint, run.seed
    );
    let _ = writeln!(out, "Produced by:\n\n```sh\n{}\n```\n", run.command);

    let unbalanced_pairs = unbalanced(rows);
    let ordered = unbalanced_ordered(rows);
    let _ = writeln!(out, "## Verdict\n");
    if unbalanced_pairs.is_empty() {
        let _ = writeln!(
            out,
            "Every version wins between {:.0}% and {:.0}% of its matches against every other \
             version (both seat orders together).",
            BALANCED.0, BALANCED.1
        );
    } else {
        let _ = writeln!(
            out,
            "Outside {:.0}–{:.0}% (both seat orders together):\n",
            BALANCED.0, BALANCED.1
        );
        for (weak, strong, m) in &unbalanced_pairs {
            let _ = writeln!(
                out,
                "- {weak} wins {:.1}% against {strong} ({} of {})",
                m.win_percent(),
                m.wins,
                m.games
            );
        }
    }
    if ordered.is_empty() {
        let _ = writeln!(
            out,
            "\nEach seat order on its own is also within {:.0}–{:.0}%.",
            BALANCED.0, BALANCED.1
        );
    } else {
        let _ = writeln!(
            out,
            "\nSeat orders on their own outside {:.0}–{:.0}% ({games_per_pair} matches each):\n",
            BALANCED.0, BALANCED.1
        );
        for r in &ordered {
            let _ = writeln!(
                out,
                "- {} (seat A) won {} of {} against {} ({:.1}%)",
                r.army_a,
                r.wins_a,
                r.games,
                r.army_b,
                100.0 * r.wins_a as f64 / r.games as f64
            );
        }
    }

    let _ = writeln!(
        out,
        "\n## Win rate of each version (row) against each other (column)\n"
    );
    let _ = writeln!(
        out,
        "Both seat orders together ({} matches per cell), with the 95% margin of error. The \
         diagonal is a version against itself: the share won by the army in seat A.\n",
        2 * games_per_pair
    );
    let mut header = String::from("| |");
    let mut rule = String::from("|---|");
    for v in Version::ALL {
        let _ = write!(header, " {v} |");
        rule.push_str("---:|");
    }
    header.push_str(" all |");
    rule.push_str("---:|");
    let _ = writeln!(out, "{header}\n{rule}");
    for a in Version::ALL {
        let mut line = format!("| **{a}** |");
        let mut all = Matchup::default();
        for b in Version::ALL {
            let m = matchup(rows, a, b);
            if a == b {
                let _ = write!(line, " ({:.0}%) |", m.win_percent());
                continue;
            }
            all.games += m.games;
            all.wins += m.wins;
            all.draws += m.draws;
            let flag = if m.is_balanced() { "" } else { " ⚠" };
            let _ = write!(
                line,
                " {:.1}% ±{:.1}{flag} |",
                m.win_percent(),
                m.margin_percent()
            );
        }
        let _ = write!(line, " {:.1}% |", all.win_percent());
        let _ = writeln!(out, "{line}");
    }

    let _ = writeln!(out, "\n## Every ordered pair\n");
    let _ = writeln!(
        out,
        "| seat A | seat B | matches | A wins | B wins | draws | A won | actions per match | AI median decision |"
    );
    let _ = writeln!(out, "|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for r in rows {
        let share = if r.games == 0 {
            0.0
        } else {
            100.0 * r.wins_a as f64 / r.games as f64
        };
        let per_match = r.actions.checked_div(r.games).unwrap_or(0);
        let median = r
            .ai_median_ms
            .map_or_else(|| "–".to_string(), |ms| format!("{ms:.1} ms"));
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {share:.1}% | {per_match} | {median} |",
            r.army_a, r.army_b, r.games, r.wins_a, r.wins_b, r.draws
        );
    }
    let _ = writeln!(
        out,
        "\nSimulated in {:.0} s of match time (summed over the pairs).",
        elapsed_ms as f64 / 1000.0
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(a: Version, b: Version, wins_a: u64, wins_b: u64) -> MatrixRow {
        MatrixRow {
            army_a: a.key(),
            army_b: b.key(),
            games: wins_a + wins_b,
            wins_a,
            wins_b,
            draws: 0,
            actions: 0,
            elapsed_ms: 0,
            ai_median_ms: None,
        }
    }

    fn run() -> RunDescription {
        RunDescription {
            command: "invictus sim --matrix --players ai,ai".to_string(),
            players: "ai:normal,ai:normal".to_string(),
            cards: "the built-in card data".to_string(),
            fingerprint: "0123456789abcdef".to_string(),
            seed: 1,
        }
    }

    #[test]
    fn a_matchup_counts_both_seat_orders() {
        let rows = [
            row(Version::King, Version::Odin, 30, 70),
            row(Version::Odin, Version::King, 60, 40),
        ];
        let king = matchup(&rows, Version::King, Version::Odin);
        assert_eq!(
            king,
            Matchup {
                games: 200,
                wins: 70,
                draws: 0
            }
        );
        assert_eq!(king.win_percent(), 35.0);
        assert!(!king.is_balanced());
        let odin = matchup(&rows, Version::Odin, Version::King);
        assert_eq!(odin.wins, 130);
        assert_eq!(
            unbalanced(&rows),
            vec![(Version::King, Version::Odin, king)]
        );
    }

    #[test]
    fn the_report_names_the_command_and_every_unbalanced_matchup() {
        let rows = [
            row(Version::King, Version::Odin, 30, 70),
            row(Version::Odin, Version::King, 60, 40),
            row(Version::King, Version::Shogun, 50, 50),
            row(Version::Shogun, Version::King, 45, 55),
        ];
        let text = report(&rows, &run());
        assert!(text.contains("```sh\ninvictus sim --matrix --players ai,ai\n```"));
        assert!(text.contains("(fingerprint `0123456789abcdef`)"), "{text}");
        assert!(
            text.contains("- king wins 35.0% against odin (70 of 200)"),
            "{text}"
        );
        assert!(text.contains("- king (seat A) won 30 of 100 against odin (30.0%)"));
        assert!(
            !text.contains("king wins 50"),
            "balanced pairs are not listed"
        );
        assert!(text.contains("| king | shogun | 100 | 50 | 50 | 0 | 50.0% |"));
    }

    #[test]
    fn a_balanced_matrix_says_so() {
        let rows = [
            row(Version::King, Version::Odin, 45, 55),
            row(Version::Odin, Version::King, 52, 48),
        ];
        let text = report(&rows, &run());
        assert!(
            text.contains("Every version wins between 40% and 60%"),
            "{text}"
        );
        assert!(text.contains("Each seat order on its own is also within 40–60%."));
    }
}
