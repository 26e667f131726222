//! Challenge messages: the terms, the army choice and the buttons to accept or decline.

use super::*;

/// The presets a challenged player can accept with: the pure army of each version.
pub const PRESET_ARMIES: [&str; 6] = ["king", "shogun", "pharaoh", "odin", "tlatoani", "emperor"];

/// The people a team challenge invites (R32): the challenger's partner (seat C) and the two
/// opponents (B, D).
#[derive(Clone, Copy, Debug)]
pub struct TeamInvites {
    pub partner: PlayerId,
    pub opponent: PlayerId,
    pub opponent2: PlayerId,
}

impl TeamInvites {
    /// The invited players by Invictus seat number (B = 1, C = 2, D = 3).
    pub fn seats(self) -> [(crate::games::SeatNo, PlayerId); 3] {
        [(1, self.opponent), (2, self.partner), (3, self.opponent2)]
    }
}

/// A team challenge (R32): the challenger and their partner against two opponents, each invited
/// person answering with the same buttons as a duel's challenge.
pub fn team_challenge(
    lang: Lang,
    challenge: i64,
    challenger: PlayerId,
    invited: TeamInvites,
    terms: &InvictusTerms,
    expires_at: UnixMs,
) -> Message {
    let army = clip(terms.offer.army.lines().next().unwrap_or(""), 60);
    let content = format!(
        "⚔️ {}\n{}",
        tr!(
            lang,
            "team-challenge",
            challenger = format!("<@{challenger}>"),
            partner = format!("<@{}>", invited.partner),
            opponent = format!("<@{}>", invited.opponent),
            opponent2 = format!("<@{}>", invited.opponent2)
        ),
        challenge_terms(lang, terms, &army, expires_at)
    );
    Message {
        files: Vec::new(),
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows: challenge_rows(lang, challenge, &[], &tr!(lang, "button-accept-king")),
        mention: [invited.partner, invited.opponent, invited.opponent2]
            .into_iter()
            .filter(|&id| Some(id) != terms.bot)
            .collect(),
    }
}

/// A team challenge some invited players have accepted: its text (with who accepted and who is
/// awaited) and its buttons, still open to the others.
pub fn challenge_still_open(lang: Lang, challenge: i64, content: &str) -> Message {
    Message {
        files: Vec::new(),
        content: clip(content, limits::CONTENT),
        embeds: Vec::new(),
        rows: challenge_rows(lang, challenge, &[], &tr!(lang, "button-accept-king")),
        mention: Vec::new(),
    }
}

/// The terms line of a challenge message and its expiry.
pub(super) fn challenge_terms(
    lang: Lang,
    terms: &InvictusTerms,
    army: &str,
    expires_at: UnixMs,
) -> String {
    tr!(
        lang,
        "challenge-terms",
        variant = text::variant_name(lang, terms.offer.variant),
        army = army,
        window = terms.reaction_window_secs,
        time = expires_at.secs()
    )
}

/// The prefix of a saved army's value in a challenge's army menu (presets have none).
pub const SAVED_ARMY_VALUE: &str = "saved:";

/// Accept, Decline and the army menu of a challenge: the presets, then the challenged player's
/// saved armies (`saved`, their names) as far as the menu holds them.
pub(super) fn challenge_rows(
    lang: Lang,
    challenge: i64,
    saved: &[String],
    accept: &str,
) -> Vec<Vec<Component>> {
    vec![
        vec![
            button(ComponentId::Accept { challenge }, accept, Style::Success),
            button(
                ComponentId::Decline { challenge },
                &tr!(lang, "button-decline"),
                Style::Danger,
            ),
        ],
        vec![Component::Select {
            id: ComponentId::AcceptWith { challenge }.to_string(),
            placeholder: tr!(lang, "challenge-other-army"),
            options: PRESET_ARMIES
                .iter()
                .map(|key| {
                    option(
                        &tr!(lang, "preset-army", version = *key),
                        key.to_string(),
                        None,
                    )
                })
                .chain(saved.iter().map(|name| {
                    option(
                        &clip(
                            &tr!(lang, "challenge-saved-army", name = name),
                            limits::OPTION_TEXT,
                        ),
                        format!("{SAVED_ARMY_VALUE}{name}"),
                        None,
                    )
                }))
                .take(limits::SELECT_OPTIONS)
                .collect(),
        }],
    ]
}

/// A challenge to a duel: its terms, Accept / Decline and an army menu with the presets and
/// `saved`, the names of the challenged player's saved armies.
pub fn challenge(
    lang: Lang,
    challenge: i64,
    challenger: PlayerId,
    challenged: PlayerId,
    terms: &InvictusTerms,
    expires_at: UnixMs,
    saved: &[String],
) -> Message {
    let army = clip(terms.offer.army.lines().next().unwrap_or(""), 60);
    let (challenger, challenged_name) = (format!("<@{challenger}>"), format!("<@{challenged}>"));
    let opening = match terms.rematch_of {
        Some(of) => format!(
            "🔁 {}",
            tr!(
                lang,
                "challenge-rematch",
                challenger = challenger.as_str(),
                challenged = challenged_name.as_str(),
                match_id = of.to_string()
            )
        ),
        None => format!(
            "⚔️ {}",
            tr!(
                lang,
                "challenge-duel",
                challenger = challenger.as_str(),
                challenged = challenged_name.as_str()
            )
        ),
    };
    let content = format!(
        "{opening}\n{}",
        challenge_terms(lang, terms, &army, expires_at)
    );
    let accept = match (terms.rematch_of, &terms.offer.opponent_army) {
        (Some(_), Some(_)) => tr!(lang, "button-accept-same-army"),
        _ => tr!(lang, "button-accept-king"),
    };
    Message {
        files: Vec::new(),
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows: challenge_rows(lang, challenge, saved, &accept),
        mention: vec![challenged],
    }
}
