//! Tactica's Discord messages, each drawn from one reader's view: the public board (players,
//! whose move, the stack), the turn ping, the reaction-window prompt, the game-over message and
//! a player's private "My turn" message with the actions open to them in menus.

use crate::discord::ids::ComponentId;
use crate::discord::render::{
    clip, colours, limits, mention, ActionMenus, Component, Embed, HandPage, Message, Style,
};
use crate::games::tactica::picture::Reach;
use crate::games::tactica::text;
use crate::games::tactica::{AbilityOrder, StandingOrder, TacticaOrders};
use crate::games::tactica::{Action, Board, CardKind, Field, Ruleset, TacticaView, Waiting};
use crate::games::SeatNo;
use crate::hosting::{PlayerId, UnixMs};
use crate::kit::lang::Lang;
use crate::tr;
use std::fmt::Write as _;

mod hand;
pub use hand::{hand_page, page_reach};

/// Who plays each seat of a match, as mentions are written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TacticaPlayers(pub Vec<Option<PlayerId>>);

impl TacticaPlayers {
    pub fn id(&self, seat: SeatNo) -> Option<PlayerId> {
        self.0.get(usize::from(seat)).copied().flatten()
    }

    /// The seat's player as a mention, with the seat's colour before it.
    pub fn named(&self, seat: SeatNo) -> String {
        format!("{} {}", colour_dot(seat), mention(self.id(seat)))
    }

    fn list(&self, lang: Lang, seats: &[SeatNo]) -> String {
        let names: Vec<String> = seats.iter().map(|&s| self.named(s)).collect();
        crate::kit::lang::name_list(lang, &names)
    }
}

/// The coloured circle of a seat, in the colours of the map picture's pieces.
pub fn colour_dot(seat: SeatNo) -> &'static str {
    match crate::games::tactica::picture::player_colour_name(seat) {
        "Red" => "🔴",
        "Blue" => "🔵",
        "Green" => "🟢",
        "Yellow" => "🟡",
        "Pink" => "🟣",
        "Sky" => "🩵",
        _ => "⚫",
    }
}

/// A challenge to Tactica: who is invited, the map and alliances, the clocks, and Accept /
/// Decline for every invited player.
pub fn challenge(
    lang: Lang,
    challenge: i64,
    challenger: PlayerId,
    invited: &[PlayerId],
    terms: &crate::hosting::ChallengeTerms<crate::games::TacticaOffer>,
    expires_at: UnixMs,
) -> Message {
    let names: Vec<String> = invited.iter().map(|&p| mention(Some(p))).collect();
    let offer = &terms.offer;
    let alliances = if offer.alliances.is_empty() {
        tr!(lang, "tactica-free-for-all")
    } else {
        let groups: Vec<String> = offer
            .alliances
            .iter()
            .map(|a| {
                let members: Vec<String> = a
                    .iter()
                    .map(|&s| match s {
                        0 => mention(Some(challenger)),
                        _ => mention(invited.get(usize::from(s) - 1).copied()),
                    })
                    .collect();
                members.join(" + ")
            })
            .collect();
        tr!(lang, "tactica-alliances", alliances = groups.join(" · "))
    };
    let empires = if offer.empires {
        format!("\n{}", tr!(lang, "tactica-challenge-empires"))
    } else {
        String::new()
    };
    let content = format!(
        "⚔️ {}{empires}\n{}",
        tr!(
            lang,
            "tactica-challenge",
            challenger = mention(Some(challenger)),
            invited = crate::kit::lang::name_list(lang, &names),
            map = offer.map.as_str(),
            players = offer.players,
            alliances = alliances
        ),
        tr!(
            lang,
            "tactica-challenge-terms",
            window = terms.reaction_window_secs,
            turn = crate::kit::lang::duration(
                lang,
                std::time::Duration::from_secs(terms.turn_time_secs)
            ),
            time = expires_at.secs()
        )
    );
    Message {
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows: challenge_rows(lang, challenge),
        mention: invited.to_vec(),
        files: Vec::new(),
    }
}

/// Accept and Decline of a Tactica challenge.
fn challenge_rows(lang: Lang, challenge: i64) -> Vec<Vec<Component>> {
    vec![vec![
        Component::Button {
            id: ComponentId::Accept { challenge }.to_string(),
            label: tr!(lang, "tactica-button-accept"),
            style: Style::Success,
        },
        Component::Button {
            id: ComponentId::Decline { challenge }.to_string(),
            label: tr!(lang, "button-decline"),
            style: Style::Danger,
        },
    ]]
}

/// A Tactica challenge some invited players have accepted: its text and its buttons, still open
/// to the others.
pub fn challenge_still_open(lang: Lang, challenge: i64, content: &str) -> Message {
    Message {
        content: clip(content, limits::CONTENT),
        embeds: Vec::new(),
        rows: challenge_rows(lang, challenge),
        mention: Vec::new(),
        files: Vec::new(),
    }
}

/// Who the match waits for, in words.
fn waiting_line(lang: Lang, view: &TacticaView, players: &TacticaPlayers) -> String {
    match &view.waiting {
        Waiting::Castle { seat } => tr!(
            lang,
            "tactica-waiting-castle",
            player = players.named(*seat)
        ),
        Waiting::Turn { seat } => tr!(lang, "tactica-waiting-turn", player = players.named(*seat)),
        Waiting::Decision { seat } => {
            tr!(
                lang,
                "tactica-waiting-decision",
                player = players.named(*seat)
            )
        }
        Waiting::Window { seats } => {
            tr!(
                lang,
                "tactica-waiting-window",
                players = players.list(lang, seats)
            )
        }
        Waiting::Over => tr!(lang, "tactica-board-over"),
    }
}

/// The players' lines of a board: gold, cards in hand (a count), castles, tokens left.
fn player_lines(
    lang: Lang,
    view: &TacticaView,
    players: &TacticaPlayers,
    ruleset: &Ruleset,
) -> String {
    let mut out = String::new();
    for p in &view.players {
        let mut line = tr!(
            lang,
            "tactica-board-player",
            player = players.named(p.seat),
            gold = p.gold,
            cards = p.cards,
            castles = p.castles,
            tokens = p.tokens.iter().sum::<usize>()
        );
        if let Some(empire) = p.empire {
            let _ = write!(line, " · {}", text::empire_name(lang, ruleset, empire));
        }
        if !p.alive {
            let _ = write!(line, " · {}", tr!(lang, "tactica-board-out"));
        } else if view.active == p.seat && view.waiting != Waiting::Over {
            let _ = write!(line, " ◀ {}", tr!(lang, "tactica-board-on-turn"));
        }
        let _ = writeln!(out, "{line}");
    }
    out
}

/// The "My turn" button of a match.
fn turn_button(lang: Lang, match_id: i64) -> Component {
    Component::Button {
        id: ComponentId::Hand { match_id }
            .in_game(super::TACTICA)
            .to_string(),
        label: tr!(lang, "tactica-button-turn"),
        style: Style::Primary,
    }
}

/// The public board of a match, from its public view: the players, whose move it is and until
/// when, the stack; the map picture is attached by the caller (or, with pictures off, the
/// units are listed as text).
pub fn board(
    lang: Lang,
    match_id: i64,
    view: &TacticaView,
    players: &TacticaPlayers,
    deadline: Option<UnixMs>,
    rules: (&Board, &Ruleset),
    (with_picture, recent): (bool, &[String]),
) -> Message {
    let (board, ruleset) = rules;
    let mut description = tr!(
        lang,
        "tactica-board-round",
        round = view.round,
        turn = view.turn
    );
    description.push('\n');
    description.push_str(&player_lines(lang, view, players, ruleset));
    if !view.banned.is_empty() {
        let names: Vec<String> = view
            .banned
            .iter()
            .map(|&e| text::empire_name(lang, ruleset, e))
            .collect();
        let _ = writeln!(
            description,
            "{}",
            tr!(
                lang,
                "tactica-board-banned",
                empires = crate::kit::lang::name_list(lang, &names)
            )
        );
    }
    description.push('\n');
    description.push_str(&waiting_line(lang, view, players));
    if let Some(at) = deadline.filter(|_| view.waiting != Waiting::Over) {
        let _ = write!(
            description,
            " {}",
            tr!(lang, "tactica-deadline", time = at.secs())
        );
    }
    let mut fields = Vec::new();
    if !recent.is_empty() {
        // The newest lines that fit one field, oldest first.
        let mut lines: Vec<&str> = Vec::new();
        let mut size = 0;
        for line in recent.iter().rev() {
            size += line.chars().count() + 1;
            if size > limits::FIELD_VALUE {
                break;
            }
            lines.push(line);
        }
        lines.reverse();
        fields.push((tr!(lang, "board-recent"), lines.join("\n"), false));
    }
    let stack = text::stack_text(lang, view, board, ruleset);
    if !stack.trim().is_empty() {
        fields.push((
            tr!(lang, "tactica-board-stack"),
            clip(&stack, limits::FIELD_VALUE),
            false,
        ));
    }
    if !with_picture {
        fields.push((
            tr!(lang, "tactica-board-units"),
            clip(
                &format!("```\n{}```", text::units_text(lang, view, board, ruleset)),
                limits::FIELD_VALUE,
            ),
            false,
        ));
    }
    if let Some(outcome) = &view.outcome {
        fields.push((
            tr!(lang, "tactica-board-result"),
            clip(&text::outcome_text(lang, outcome), limits::FIELD_VALUE),
            false,
        ));
    }
    let colour = match view.waiting {
        Waiting::Over => colours::OVER,
        _ => colours::NEUTRAL,
    };
    let rows = if view.outcome.is_none() {
        let mut rows = vec![vec![turn_button(lang, match_id)]];
        rows.extend(super::draft::rows(lang, match_id, view, ruleset));
        rows
    } else {
        Vec::new()
    };
    Message {
        content: String::new(),
        embeds: vec![Embed {
            title: clip(
                &tr!(
                    lang,
                    "tactica-board-title",
                    match_id = match_id.to_string(),
                    map = view.map.as_str()
                ),
                limits::TITLE,
            ),
            description: clip(&description, limits::DESCRIPTION),
            colour,
            fields,
            footer: None,
            image: None,
        }],
        rows,
        mention: Vec::new(),
        files: Vec::new(),
    }
}

/// The ping of the player the match now waits for (a turn, a castle choice, a decision).
pub fn turn_ping(lang: Lang, match_id: i64, seat: SeatNo, players: &TacticaPlayers) -> Message {
    Message {
        content: format!(
            "🎯 {}",
            tr!(
                lang,
                "tactica-turn-ping",
                player = players.named(seat),
                match_id = match_id.to_string()
            )
        ),
        embeds: Vec::new(),
        rows: vec![vec![turn_button(lang, match_id)]],
        mention: players.id(seat).into_iter().collect(),
        files: Vec::new(),
    }
}

/// The public prompt of a reaction window: every player it waits for (T79: decided from public
/// facts, so the prompt says nothing of anyone's hand), until when, Respond and Pass.
pub fn window_prompt(
    lang: Lang,
    match_id: i64,
    view: &TacticaView,
    players: &TacticaPlayers,
    deadline: Option<UnixMs>,
    rules: (&Board, &Ruleset),
) -> Message {
    let seats = match &view.waiting {
        Waiting::Window { seats } => seats.clone(),
        _ => Vec::new(),
    };
    let deadline = deadline
        .map(|at| format!(" {}", tr!(lang, "tactica-deadline", time = at.secs())))
        .unwrap_or_default();
    let mut content = format!(
        "⚡ {}{deadline}",
        tr!(
            lang,
            "tactica-window-prompt",
            players = players.list(lang, &seats),
            match_id = match_id.to_string()
        )
    );
    let stack = text::stack_text(lang, view, rules.0, rules.1);
    if !stack.trim().is_empty() {
        let _ = write!(content, "\n{}", stack.trim_end());
    }
    let version = view.version;
    Message {
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows: vec![vec![
            Component::Button {
                id: ComponentId::Respond { match_id, version }
                    .in_game(super::TACTICA)
                    .to_string(),
                label: tr!(lang, "button-respond"),
                style: Style::Primary,
            },
            Component::Button {
                id: ComponentId::Pass { match_id, version }
                    .in_game(super::TACTICA)
                    .to_string(),
                label: tr!(lang, "button-pass"),
                style: Style::Secondary,
            },
        ]],
        mention: seats.iter().filter_map(|&s| players.id(s)).collect(),
        files: Vec::new(),
    }
}

/// The game-over message: the winners, each player's placement and points; a match between
/// people gets a Rematch button.
pub fn game_over(
    lang: Lang,
    match_id: i64,
    view: &TacticaView,
    players: &TacticaPlayers,
    rematch: bool,
) -> Message {
    let mut content = format!(
        "🏁 {}",
        tr!(lang, "tactica-game-over", match_id = match_id.to_string())
    );
    if let Some(outcome) = &view.outcome {
        let winners: Vec<SeatNo> = outcome.winners.clone();
        if !winners.is_empty() {
            let _ = write!(
                content,
                "\n{}",
                tr!(
                    lang,
                    "tactica-winners",
                    players = players.list(lang, &winners)
                )
            );
        }
        let _ = write!(content, "\n```\n{}```", text::outcome_text(lang, outcome));
    }
    let rows = if rematch {
        vec![vec![Component::Button {
            id: ComponentId::Rematch { match_id }
                .in_game(super::TACTICA)
                .to_string(),
            label: tr!(lang, "button-rematch"),
            style: Style::Primary,
        }]]
    } else {
        Vec::new()
    };
    Message {
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows,
        mention: players.0.iter().flatten().copied().collect(),
        files: Vec::new(),
    }
}

/// A missed deadline: the other players may claim (the late player's time is out, T15) or grant
/// more time.
pub fn deadline_passed(
    lang: Lang,
    match_id: i64,
    late: SeatNo,
    players: &TacticaPlayers,
    grant: &str,
) -> Message {
    let others: Vec<SeatNo> = (0..players.0.len() as SeatNo)
        .filter(|&s| s != late)
        .collect();
    Message {
        content: format!(
            "⌛ {}",
            tr!(
                lang,
                "deadline-passed",
                player = players.named(late),
                match_id = match_id.to_string(),
                waiting = players.list(lang, &others),
                grant = grant
            )
        ),
        embeds: Vec::new(),
        rows: vec![vec![
            Component::Button {
                id: ComponentId::Claim { match_id }
                    .in_game(super::TACTICA)
                    .to_string(),
                label: tr!(lang, "button-claim"),
                style: Style::Danger,
            },
            Component::Button {
                id: ComponentId::Grant { match_id }
                    .in_game(super::TACTICA)
                    .to_string(),
                label: tr!(lang, "button-grant", grant = grant),
                style: Style::Secondary,
            },
        ]],
        mention: others.iter().filter_map(|&s| players.id(s)).collect(),
        files: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seat_has_its_own_coloured_circle() {
        let dots: Vec<&str> = (0..6).map(colour_dot).collect();
        for (i, dot) in dots.iter().enumerate() {
            assert_ne!(*dot, "⚫", "seat {i}");
            assert!(!dots[..i].contains(dot), "seat {i} repeats a colour");
        }
    }
}
