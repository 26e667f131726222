//! Reference and people messages: a card, the rules by topic, saved armies, profiles and the
//! leaderboard.

use super::*;

/// A card of the catalog.
///
/// In English the support text is the catalog's (the rule book's words, or an operator's
/// corrected copy); in another language it is that catalog's own wording.
pub fn card(lang: Lang, entry: &CardEntry) -> Message {
    let range: Vec<String> = entry
        .range
        .cells()
        .iter()
        .map(|(d, o)| format!("{d}:{o:+}"))
        .collect();
    let (text, timing) = if lang == Lang::EN {
        (entry.support.text.clone(), entry.support.timing.clone())
    } else {
        let id = entry.name.to_lowercase();
        (
            lang.word(&format!("support-{id}-text")),
            lang.word(&format!("support-{id}-timing")),
        )
    };
    let embed = Embed {
        title: clip(
            &tr!(
                lang,
                "card-title",
                unit = entry.name.as_str(),
                version = entry.version.as_str()
            ),
            limits::TITLE,
        ),
        description: clip(
            &tr!(
                lang,
                "card-description",
                role = entry.kind.as_str(),
                colour = entry.colour.as_str(),
                attack = entry.attack.to_string(),
                upright = entry.health_upright,
                tilted = entry.health_tilted,
                range = range.join(" ")
            ),
            limits::DESCRIPTION,
        ),
        colour: colours::NEUTRAL,
        fields: vec![
            (
                tr!(lang, "card-support"),
                clip(&text, limits::FIELD_VALUE),
                false,
            ),
            (
                tr!(lang, "card-timing"),
                clip(
                    if timing.is_empty() { "—" } else { &timing },
                    limits::FIELD_VALUE,
                ),
                false,
            ),
        ],
        image: None,
        footer: None,
    };
    Message {
        embeds: vec![embed],
        ..Message::default()
    }
}

/// The topics of /rules, by key; their titles and texts are in the catalogs
/// (`rules-<key>-title`, `rules-<key>-text`).
/// The topics of `/rules game:tactica` (their texts are `rules-tactica-<topic>-…`).
pub const TACTICA_RULE_TOPICS: [&str; 8] = [
    "overview",
    "turn",
    "units",
    "combat",
    "cards",
    "castles",
    "alliances",
    "rulings",
];

pub const RULE_TOPICS: [&str; 8] = [
    "overview",
    "setup",
    "turn",
    "attack",
    "supports",
    "reactions",
    "teams",
    "rulings",
];
/// A topic of /rules (a key of the catalogs' `rules-<key>-…` messages).
pub fn rules(lang: Lang, key: &str) -> Message {
    Message {
        embeds: vec![Embed {
            title: tr!(
                lang,
                "rules-title",
                title = lang.word(&format!("rules-{key}-title"))
            ),
            description: clip(
                &lang.word(&format!("rules-{key}-text")),
                limits::DESCRIPTION,
            ),
            colour: colours::NEUTRAL,
            fields: Vec::new(),
            image: None,
            footer: Some(tr!(lang, "rules-footer")),
        }],
        ..Message::default()
    }
}

/// A message of one neutral embed: a title and lines of text.
pub fn titled(title: &str, lines: &[String]) -> Message {
    Message {
        embeds: vec![Embed {
            title: clip(title, limits::TITLE),
            description: clip(&lines.join("\n"), limits::DESCRIPTION),
            colour: colours::NEUTRAL,
            fields: Vec::new(),
            image: None,
            footer: None,
        }],
        ..Message::default()
    }
}

/// The answer to saving an army: the army as saved, and how to play it.
pub fn army_saved(
    lang: Lang,
    saved: &crate::games::invictus::armies::SavedArmy,
    catalog: &Catalog,
) -> Message {
    Message {
        content: tr!(lang, "army-saved", name = saved.name.as_str()),
        ..army(lang, &saved.name, &saved.army, catalog)
    }
}

/// A saved army: its Leader and Soldiers with their numbers, its size and its army text.
pub fn army(lang: Lang, name: &str, army: &Army, catalog: &Catalog) -> Message {
    let numbers = |kind: UnitKind| {
        let stats = catalog.get(kind);
        tr!(
            lang,
            "army-numbers",
            attack = stats.attack.to_string(),
            upright = stats.health_upright,
            tilted = stats.health_tilted
        )
    };
    let mut lines = vec![format!(
        "👑 {}",
        tr!(
            lang,
            "army-leader",
            unit = army.leader.name(),
            numbers = numbers(army.leader)
        )
    )];
    for soldier in &army.soldiers {
        let dot = soldier.unit.colour().map_or("⬜", colour_dot);
        lines.push(format!(
            "{dot} {} × **{}** — {}",
            soldier.count,
            soldier.unit.name(),
            numbers(soldier.unit)
        ));
    }
    let total = army.soldier_total();
    lines.push(String::new());
    lines.push(match total {
        10 => tr!(lang, "army-light"),
        _ => tr!(lang, "army-size", count = total),
    });
    lines.push(tr!(lang, "army-text", army = army.to_string()));
    titled(&tr!(lang, "army-title", name = name), &lines)
}

/// A rating as shown: rounded, with `?` while provisional, and its deviation.
pub(super) fn rating_words(row: &crate::hosting::RatingRow) -> String {
    let provisional = if row.games() < crate::hosting::PROVISIONAL_GAMES {
        "?"
    } else {
        ""
    };
    format!(
        "**{:.0}{provisional}** ± {:.0}",
        row.rating,
        2.0 * row.deviation
    )
}

pub(super) fn tally_words(lang: Lang, t: &crate::hosting::Tally) -> String {
    tr!(
        lang,
        "tally",
        wins = t.wins,
        losses = t.losses,
        draws = t.draws
    )
}

/// A player's profile: ratings with their places, record, streak, armies, last matches.
pub fn profile(lang: Lang, p: &crate::hosting::Profile) -> Message {
    use crate::hosting::MatchResult;
    let result_key = |result| match result {
        MatchResult::Win => "win",
        MatchResult::Loss => "loss",
        MatchResult::Draw => "draw",
    };
    let mut lines = vec![format!("<@{}>", p.user)];
    for (scope, rated) in [("server", &p.server), ("global", &p.global)] {
        lines.push(match rated {
            Some((row, place, total)) => {
                let mut line = tr!(
                    lang,
                    "profile-rating",
                    scope = scope,
                    rating = rating_words(row),
                    place = *place,
                    total = *total,
                    games = row.games()
                );
                if row.games() < crate::hosting::PROVISIONAL_GAMES {
                    line.push(' ');
                    line.push_str(&tr!(
                        lang,
                        "profile-provisional",
                        games = crate::hosting::PROVISIONAL_GAMES
                    ));
                }
                line
            }
            None => tr!(lang, "profile-unrated", scope = scope),
        });
    }
    lines.push(String::new());
    lines.push(tr!(
        lang,
        "profile-record",
        tally = tally_words(lang, &p.record),
        games = p.record.games()
    ));
    if let Some((result, n)) = p.streak {
        lines.push(tr!(
            lang,
            "profile-streak",
            result = result_key(result),
            count = n
        ));
    }
    if let Some((army, tally)) = p.by_army.first() {
        lines.push(tr!(
            lang,
            "profile-most-played",
            army = army.as_str(),
            games = tally.games()
        ));
    }
    if p.by_army.len() > 1 {
        let by: Vec<String> = p
            .by_army
            .iter()
            .map(|(army, t)| format!("{army} {}–{}–{}", t.wins, t.losses, t.draws))
            .collect();
        lines.push(tr!(lang, "profile-by-army", armies = by.join(" · ")));
    }
    if p.practice.games() > 0 {
        lines.push(tr!(
            lang,
            "profile-practice",
            tally = tally_words(lang, &p.practice)
        ));
    }
    if !p.last.is_empty() {
        lines.push(String::new());
        lines.push(tr!(lang, "profile-last-matches"));
        for m in &p.last {
            let against = if m.against_ai {
                tr!(lang, "profile-builtin-opponent")
            } else {
                let names: Vec<String> = m.opponents.iter().map(|o| format!("<@{o}>")).collect();
                crate::kit::lang::name_list(lang, &names)
            };
            lines.push(tr!(
                lang,
                "profile-last-match",
                match_id = m.id.0.to_string(),
                result = result_key(m.result),
                against = against,
                army = m.army.as_str(),
                time = m.finished_at.secs()
            ));
        }
    }
    titled(&tr!(lang, "profile-title"), &lines)
}

/// A leaderboard: the top ratings of a scope, and the asking player's own place.
pub fn leaderboard(lang: Lang, board: &crate::hosting::Leaderboard, title: &str) -> Message {
    let mut lines: Vec<String> = board
        .top
        .iter()
        .enumerate()
        .map(|(i, row)| {
            format!(
                "{}. <@{}> {} ({}–{}–{})",
                i + 1,
                row.player,
                rating_words(row),
                row.wins,
                row.losses,
                row.draws
            )
        })
        .collect();
    if lines.is_empty() {
        lines.push(tr!(lang, "leaderboard-empty"));
    }
    lines.push(String::new());
    lines.push(match &board.mine {
        Some((row, place, total)) => tr!(
            lang,
            "leaderboard-mine",
            place = *place,
            total = *total,
            rating = rating_words(row)
        ),
        None => tr!(lang, "leaderboard-unrated"),
    });
    lines.push(tr!(
        lang,
        "leaderboard-legend",
        games = crate::hosting::PROVISIONAL_GAMES
    ));
    titled(title, &lines)
}
