//! The public board of an Invictus match as an embed: each side's battlefield, kingdom,
//! graveyard and reserve, whose move it is, and the clocks.

use super::*;

pub(super) fn colour_dot(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "🟦",
        Colour::Green => "🟩",
        Colour::Red => "🟥",
        Colour::Yellow => "🟨",
        Colour::Purple => "🟪",
    }
}

pub(super) fn seat_badge(seat: Seat) -> &'static str {
    match seat {
        Seat::A => "🔴",
        Seat::B => "🔵",
        // The partners wear a colour next to their side's: orange with red, purple with blue.
        Seat::C => "🟠",
        Seat::D => "🟣",
    }
}

pub(super) fn field_unit(f: Option<&FieldView>) -> String {
    match f {
        None => "·".to_string(),
        Some(f) => {
            let mut s = f.kind.name().to_string();
            if f.tilted {
                s.push('↻');
            }
            let _ = write!(s, " ♥{}", f.health_left);
            if f.damage > 0 {
                let _ = write!(s, " (−{})", f.damage);
            }
            s
        }
    }
}

/// One team's side of the board (R33): the shared battlefield, reserve and graveyard, then each
/// member's Leader, hand and draw pile sizes and kingdom.
pub(super) fn team_side(lang: Lang, view: &View, side: Side, far_side: bool) -> String {
    let members = side.seats(view.mode);
    let shared = view.seats.get(members[0]);
    let mut out = String::new();
    battlefield_rows(&mut out, shared, far_side);
    let reserve: Vec<&str> = shared.reserve.iter().map(|k| k.name()).collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "board-team-reserve",
            count = shared.reserve.len(),
            limit = shared.reserve_limit,
            units = reserve_words(&reserve),
            graveyard = graveyard_text(shared)
        )
    );
    for &seat in members {
        let member = view.seats.get(seat);
        let _ = writeln!(
            out,
            "{} {}",
            seat_badge(seat),
            tr!(
                lang,
                "board-team-member",
                seat = seat.to_string(),
                leader = member.leader.name(),
                hand = member.hand_size,
                draw_pile = member.draw_pile_size,
                kingdom = kingdom_dots(member)
            )
        );
    }
    out.trim_end().to_string()
}

pub(super) fn battlefield_rows(out: &mut String, side: &SeatView, far_side: bool) {
    let rows = if far_side {
        [Row::Back, Row::Front]
    } else {
        [Row::Front, Row::Back]
    };
    for row in rows {
        let cells: Vec<String> = (0..3u8)
            .map(|col| {
                field_unit(
                    side.battlefield
                        .iter()
                        .find(|f| f.cell.row == row && f.cell.col == col),
                )
            })
            .collect();
        let label = if row == Row::Front { "F" } else { "B" };
        let _ = writeln!(out, "`{label}` {}", cells.join(" │ "));
    }
}

pub(super) fn kingdom_dots(side: &SeatView) -> String {
    let kingdom: Vec<String> = Colour::ALL
        .iter()
        .map(|c| format!("{}{}", colour_dot(*c), side.kingdom_by_colour[*c as usize]))
        .collect();
    kingdom.join(" ")
}

/// The graveyard's size and its cards grouped by kind, in the order they first fell.
pub(super) fn graveyard_text(side: &SeatView) -> String {
    if side.graveyard.is_empty() {
        return "0".to_string();
    }
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for kind in &side.graveyard {
        match counts.iter_mut().find(|(name, _)| *name == kind.name()) {
            Some((_, n)) => *n += 1,
            None => counts.push((kind.name(), 1)),
        }
    }
    let names: Vec<String> = counts
        .iter()
        .map(|(name, n)| {
            if *n > 1 {
                format!("{name}×{n}")
            } else {
                name.to_string()
            }
        })
        .collect();
    format!("{} ({})", side.graveyard.len(), names.join(", "))
}

/// The units of a reserve, or a dash for none.
pub(super) fn reserve_words(reserve: &[&str]) -> String {
    if reserve.is_empty() {
        "—".to_string()
    } else {
        reserve.join(", ")
    }
}

/// One seat's side of the board.
pub(super) fn seat_side(lang: Lang, side: &SeatView, far_side: bool) -> String {
    let mut out = String::new();
    battlefield_rows(&mut out, side, far_side);
    let reserve: Vec<&str> = side.reserve.iter().map(|k| k.name()).collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "board-reserve",
            count = side.reserve.len(),
            limit = side.reserve_limit,
            units = reserve_words(&reserve)
        )
    );
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "board-kingdom", kingdom = kingdom_dots(side))
    );
    let _ = write!(
        out,
        "{}",
        tr!(
            lang,
            "board-counts",
            graveyard = graveyard_text(side),
            hand = side.hand_size,
            draw_pile = side.draw_pile_size
        )
    );
    out
}

/// The times a board shows (Unix ms).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardClocks {
    /// The open reaction window's deadline.
    pub window: Option<UnixMs>,
    /// The deadline of the player to move.
    pub turn: Option<UnixMs>,
    /// Each seat's vacation end, while on vacation (by `Seat as usize`).
    pub away: [Option<UnixMs>; 4],
}

impl From<crate::hosting::Deadlines> for BoardClocks {
    fn from(d: crate::hosting::Deadlines) -> BoardClocks {
        BoardClocks {
            window: d.window,
            turn: d.turn,
            away: [None; 4],
        }
    }
}

/// The public board of a match, from the public view only (R4). `recent` are public event
/// lines, oldest first.
pub fn board(
    lang: Lang,
    match_id: i64,
    view: &View,
    players: &Players,
    variant: Variant,
    recent: &[String],
    clocks: &BoardClocks,
) -> Message {
    debug_assert!(
        view.viewer.is_none(),
        "the board is drawn from the public view"
    );
    let (description, colour) = description(lang, view, players, variant, clocks);
    let mut fields = side_fields(lang, view);
    if let Some(recent) = recent_field(lang, recent) {
        fields.push(recent);
    }
    let embed = Embed {
        title: tr!(lang, "board-title", match_id = match_id.to_string()),
        description: clip(&description, limits::DESCRIPTION),
        colour,
        fields,
        image: None,
        footer: Some(tr!(lang, "board-footer", version = view.version)),
    };
    Message {
        files: Vec::new(),
        content: String::new(),
        embeds: vec![embed],
        rows: hand_rows(lang, match_id, view),
        mention: Vec::new(),
    }
}

/// The board's description, and the embed's colour: who plays whom, a team match's lines, then
/// the outcome or how the match stands.
fn description(
    lang: Lang,
    view: &View,
    players: &Players,
    variant: Variant,
    clocks: &BoardClocks,
) -> (String, u32) {
    let mut description = sides_line(lang, view, players, variant);
    description.push('\n');
    team_lines(&mut description, lang, view);
    let colour = match view.phase {
        Phase::Over { outcome } => {
            let _ = write!(
                description,
                "🏆 **{}**",
                text::outcome(lang, outcome, players)
            );
            colours::OVER
        }
        phase => {
            standing_line(&mut description, lang, view, players, phase, clocks.window);
            due_lines(&mut description, lang, view, players, clocks);
            // The embed takes the colour of the side to move (partners share it).
            match view.priority.map(Seat::side) {
                Some(Side::A) => colours::SEAT_A,
                Some(Side::B) => colours::SEAT_B,
                None => colours::NEUTRAL,
            }
        }
    };
    (description, colour)
}

/// Who plays whom (each member's badge, mention and Leader) and the variant.
fn sides_line(lang: Lang, view: &View, players: &Players, variant: Variant) -> String {
    let team = |side: Side| {
        let members: Vec<String> = side
            .seats(view.mode)
            .iter()
            .map(|&seat| {
                format!(
                    "{} {} ({})",
                    seat_badge(seat),
                    players.mention(seat),
                    view.seats.get(seat).leader.name()
                )
            })
            .collect();
        members.join(" & ")
    };
    tr!(
        lang,
        "board-sides",
        a = team(Side::A),
        b = team(Side::B),
        variant = text::variant_name(lang, variant)
    )
}

/// A team match's turn order (once drawn) and its kingdoms compared in pairs; nothing in a duel.
fn team_lines(description: &mut String, lang: Lang, view: &View) {
    if let (Mode::Teams, Some(order)) = (view.mode, view.turn_order()) {
        let order: Vec<String> = order
            .iter()
            .map(|&s| format!("{} {s}", seat_badge(s)))
            .collect();
        let _ = writeln!(
            description,
            "{}",
            tr!(lang, "board-turn-order", order = order.join(" → "))
        );
    }
    if view.mode == Mode::Teams {
        // Development compares kingdoms in pairs (R41): colours each leads, 4 wins.
        let led = |me: Seat, them: Seat| view.colours_led(me, them);
        let pair = |x: Seat, y: Seat| {
            format!(
                "{} {x} {}–{} {y} {}",
                seat_badge(x),
                led(x, y),
                led(y, x),
                seat_badge(y)
            )
        };
        let _ = writeln!(
            description,
            "{}",
            tr!(
                lang,
                "board-kingdom-pairs",
                first = pair(Seat::A, Seat::B),
                second = pair(Seat::C, Seat::D)
            )
        );
    }
}

/// How a match in play stands: the turn and phase (or the setup), whom it waits for, and until
/// when an open reaction window lasts.
fn standing_line(
    description: &mut String,
    lang: Lang,
    view: &View,
    players: &Players,
    phase: Phase,
    window: Option<UnixMs>,
) {
    if view.turn.number > 0 {
        let _ = write!(
            description,
            "{} · ",
            tr!(
                lang,
                "board-turn",
                turn = view.turn.number,
                phase = text::phase(lang, phase)
            )
        );
    } else {
        let _ = write!(description, "{} · ", tr!(lang, "board-setup"));
    }
    if let Some(waiting) = text::waiting_for(lang, view, players) {
        let _ = write!(description, "▶ {waiting}");
    }
    if let Some(deadline) = window {
        let _ = write!(
            description,
            " {}",
            tr!(lang, "board-window-until", time = deadline.secs())
        );
    }
}

/// The clocks of a match in play: when the move is due, and each player on vacation until when.
fn due_lines(
    description: &mut String,
    lang: Lang,
    view: &View,
    players: &Players,
    clocks: &BoardClocks,
) {
    if let Some(turn) = clocks.turn {
        let _ = write!(
            description,
            "\n⏳ {}",
            tr!(lang, "board-move-due", time = turn.secs())
        );
    }
    for &seat in view.mode.seats() {
        if let Some(back) = clocks.away[seat.index()] {
            let _ = write!(
                description,
                "\n🏖 {}",
                tr!(
                    lang,
                    "board-on-vacation",
                    player = players.mention(seat),
                    time = back.secs()
                )
            );
        }
    }
}

/// The two sides' fields, the side playing second on top as the far side: a seat each in a
/// duel, a team each in a team match.
fn side_fields(lang: Lang, view: &View) -> Vec<(String, String, bool)> {
    // Until the first player is drawn (R8), A is drawn at the bottom.
    let top = view.first_player.unwrap_or(Seat::A).pair();
    let mut fields = Vec::new();
    for (seat, far) in [(top, true), (top.pair(), false)] {
        let (name, value) = match view.mode {
            Mode::Duel => (
                player_heading(lang, view, seat),
                seat_side(lang, view.seats.get(seat), far),
            ),
            Mode::Teams => (
                team_heading(lang, view, seat),
                team_side(lang, view, seat.side(), far),
            ),
        };
        fields.push((
            clip(&name, limits::FIELD_NAME),
            clip(&value, limits::FIELD_VALUE),
            false,
        ));
    }
    fields
}

/// A duel side's heading: the seat's badge, its Leader and whether it plays first.
fn player_heading(lang: Lang, view: &View, seat: Seat) -> String {
    format!(
        "{} {}",
        seat_badge(seat),
        tr!(
            lang,
            "board-player-heading",
            seat = seat.to_string(),
            leader = view.seats.get(seat).leader.name(),
            order = match view.first_player {
                Some(first) if first == seat => "first",
                Some(_) => "second",
                None => "undrawn",
            }
        )
    )
}

/// A team's heading: its members' badges and seats, and whether it plays first.
fn team_heading(lang: Lang, view: &View, seat: Seat) -> String {
    let members = seat.side().seats(Mode::Teams);
    let badges: String = members.iter().map(|&s| seat_badge(s)).collect();
    let label: Vec<String> = members.iter().map(|s| s.to_string()).collect();
    format!(
        "{badges} {}",
        tr!(
            lang,
            "board-team-heading",
            members = label.join(" & "),
            order = match view.first_player {
                Some(first) if first.side() == seat.side() => "first",
                Some(_) => "second",
                None => "undrawn",
            }
        )
    )
}

/// The latest public events as a field, as many of the newest as fit, oldest first; none without
/// events.
fn recent_field(lang: Lang, recent: &[String]) -> Option<(String, String, bool)> {
    if recent.is_empty() {
        return None;
    }
    let mut lines: Vec<String> = Vec::new();
    let mut used = 0;
    for line in recent.iter().rev() {
        let line = clip(line, 200);
        if used + line.chars().count() + 3 > limits::FIELD_VALUE {
            break;
        }
        used += line.chars().count() + 3;
        lines.push(format!("• {line}"));
    }
    lines.reverse();
    Some((tr!(lang, "board-recent"), lines.join("\n"), false))
}

/// The board's button to open one's hand, while the match is not over.
fn hand_rows(lang: Lang, match_id: i64, view: &View) -> Vec<Vec<Component>> {
    if view.outcome.is_some() {
        Vec::new()
    } else {
        vec![vec![button(
            ComponentId::Hand { match_id }.in_game(INVICTUS),
            &tr!(lang, "button-my-hand"),
            Style::Primary,
        )]]
    }
}
