//! Messages about a match's progress: reaction-window prompts, turn pings, reminders, missed
//! deadlines, granted time and the end of the match.

use super::*;

/// The public prompt of a reaction window: the same for whatever the player holds.
pub fn window_prompt(
    lang: Lang,
    match_id: i64,
    view: &View,
    players: &Players,
    deadline: Option<UnixMs>,
) -> Message {
    let seat = view.priority.expect("a window has a player to answer it");
    let waiting = text::waiting_for(lang, view, players).unwrap_or_default();
    let mut content = format!(
        "⚔️ {}",
        tr!(
            lang,
            "window-prompt",
            player = players.mention(seat),
            waiting = waiting
        )
    );
    if let Some(d) = deadline {
        let _ = write!(
            content,
            " {}",
            tr!(lang, "window-prompt-deadline", time = d.secs())
        );
    }
    Message {
        files: Vec::new(),
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows: vec![vec![
            button(
                ComponentId::Respond {
                    match_id,
                    version: view.version,
                }
                .in_game(INVICTUS),
                &tr!(lang, "button-respond"),
                Style::Primary,
            ),
            button(
                ComponentId::Pass {
                    match_id,
                    version: view.version,
                }
                .in_game(INVICTUS),
                &tr!(lang, "button-pass"),
                Style::Secondary,
            ),
        ]],
        mention: players.id(seat).into_iter().collect(),
    }
}

/// A reaction window prompt once answered: no buttons left.
pub fn window_closed(view_before: &str, how: &str) -> Message {
    Message::text(clip(&format!("{view_before}\n→ {how}"), limits::CONTENT))
}

/// A public nudge to the player who must act now.
pub fn turn_ping(lang: Lang, match_id: i64, view: &View, players: &Players) -> Message {
    let seat = view.priority.expect("someone must act");
    let waiting = text::waiting_for(lang, view, players).unwrap_or_default();
    let text = tr!(
        lang,
        "turn-ping",
        player = players.mention(seat),
        waiting = waiting
    );
    nudge(lang, match_id, format!("▶ {text}"), players.id(seat))
}

/// A public message for one player (pinged) with a **My hand** button.
pub(super) fn nudge(
    lang: Lang,
    match_id: i64,
    content: String,
    player: Option<PlayerId>,
) -> Message {
    Message {
        files: Vec::new(),
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows: vec![vec![button(
            ComponentId::Hand { match_id }.in_game(INVICTUS),
            &tr!(lang, "button-my-hand"),
            Style::Primary,
        )]],
        mention: player.into_iter().collect(),
    }
}

/// A reminder to the player to move, before their deadline.
pub fn reminder(
    lang: Lang,
    match_id: i64,
    seat: Seat,
    players: &Players,
    deadline: UnixMs,
) -> Message {
    let text = tr!(
        lang,
        "reminder",
        player = players.mention(seat),
        match_id = match_id.to_string(),
        time = deadline.secs()
    );
    nudge(lang, match_id, format!("⏰ {text}"), players.id(seat))
}

/// A missed deadline: the waiting player may claim the win or grant more time.
pub fn deadline_passed(
    lang: Lang,
    match_id: i64,
    late: Seat,
    players: &Players,
    grant: &str,
) -> Message {
    // The other side waits: its player in a duel, either member in the team mode.
    let waiting = late.side().other();
    Message {
        files: Vec::new(),
        content: format!(
            "⌛ {}",
            tr!(
                lang,
                "deadline-passed",
                player = players.mention(late),
                match_id = match_id.to_string(),
                waiting = players.side_name(lang, waiting),
                grant = grant
            )
        ),
        embeds: Vec::new(),
        rows: vec![vec![
            button(
                ComponentId::Claim { match_id }.in_game(INVICTUS),
                &tr!(lang, "button-claim"),
                Style::Danger,
            ),
            button(
                ComponentId::Grant { match_id }.in_game(INVICTUS),
                &tr!(lang, "button-grant", grant = grant),
                Style::Success,
            ),
        ]],
        mention: waiting
            .seats(players.mode)
            .iter()
            .filter_map(|&seat| players.id(seat))
            .collect(),
    }
}

/// More time was granted to the late player.
pub fn time_granted(
    lang: Lang,
    match_id: i64,
    late: Seat,
    players: &Players,
    deadline: UnixMs,
) -> Message {
    let text = tr!(
        lang,
        "time-granted",
        player = players.mention(late),
        match_id = match_id.to_string(),
        time = deadline.secs()
    );
    nudge(lang, match_id, format!("⏳ {text}"), players.id(late))
}

/// The end of a match, posted once.
/// The end of a match; a duel between two people gets a Rematch button for its players.
pub fn game_over(
    lang: Lang,
    match_id: i64,
    outcome: Outcome,
    players: &Players,
    rematch: bool,
) -> Message {
    let mut message = Message::text(format!(
        "🏆 {}",
        tr!(
            lang,
            "game-over",
            outcome = text::outcome(lang, outcome, players)
        )
    ));
    if rematch {
        message.rows = vec![vec![button(
            ComponentId::Rematch { match_id }.in_game(INVICTUS),
            &tr!(lang, "button-rematch"),
            Style::Primary,
        )]];
    }
    message
}
