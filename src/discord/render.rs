//! Rendering matches into Discord messages: the public board, the private hand with the actions
//! open now, reaction-window prompts, challenges and cards. Everything here is a plain value
//! ([`Message`]) built from views, checked against Discord's limits by [`Message::check_limits`]
//! and turned into serenity builders by `send`.

use super::ids::{ComponentId, PickValue};
use crate::app::{ChallengeTerms, StandingOrder, Variant};
use crate::engine::{
    Action, Army, CardEntry, Catalog, Colour, FieldView, Mode, Outcome, Phase, Row, Seat, SeatView,
    Side, UnitKind, View,
};
use crate::lang::Lang;
use crate::tr;
use crate::words::{self, SeatNames};
use std::fmt::Write;
use std::sync::Arc;

/// Discord's limits (see the notes in the README).
pub mod limits {
    pub const TITLE: usize = 256;
    pub const DESCRIPTION: usize = 4096;
    pub const FIELDS: usize = 25;
    pub const FIELD_NAME: usize = 256;
    pub const FIELD_VALUE: usize = 1024;
    pub const FOOTER: usize = 2048;
    pub const EMBED_TOTAL: usize = 6000;
    pub const EMBEDS: usize = 10;
    pub const FILES: usize = 10;
    /// The upload limit of a server without boosts.
    pub const FILE_BYTES: usize = 10 * 1024 * 1024;
    pub const CONTENT: usize = 2000;
    pub const ROWS: usize = 5;
    pub const BUTTONS_PER_ROW: usize = 5;
    pub const SELECT_OPTIONS: usize = 25;
    pub const OPTION_TEXT: usize = 100;
    pub const BUTTON_LABEL: usize = 80;
    pub const CUSTOM_ID: usize = 100;
}

/// Embed colours.
pub mod colours {
    pub const SEAT_A: u32 = 0xC0392B;
    pub const SEAT_B: u32 = 0x2471A3;
    pub const NEUTRAL: u32 = 0x7F8C8D;
    pub const OVER: u32 = 0xD4AC0D;
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub colour: u32,
    /// (name, value, inline)
    pub fields: Vec<(String, String, bool)>,
    pub footer: Option<String>,
    /// The picture shown in the embed: `attachment://NAME` for a file sent with the message.
    pub image: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Component {
    Button {
        id: String,
        label: String,
        style: Style,
    },
    Select {
        id: String,
        placeholder: String,
        options: Vec<SelectOption>,
    },
}

/// A message to post, edit or answer with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message {
    pub content: String,
    pub embeds: Vec<Embed>,
    /// Action rows: up to five buttons, or one select menu.
    pub rows: Vec<Vec<Component>>,
    /// Users this message may ping.
    pub mention: Vec<u64>,
    /// Files sent with the message (an edit replaces the message's files with these).
    pub files: Vec<Attachment>,
}

/// A file sent with a message, such as a board picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Arc<[u8]>,
    /// What the file shows, for screen readers.
    pub description: String,
}

/// A broken Discord limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitError(pub String);

impl Message {
    pub fn text(content: impl Into<String>) -> Message {
        Message {
            content: content.into(),
            ..Message::default()
        }
    }

    /// Checks every Discord limit on this message.
    pub fn check_limits(&self) -> Result<(), LimitError> {
        use limits::*;
        let err = |what: String| Err(LimitError(what));
        if self.content.chars().count() > CONTENT {
            return err("content over 2000".into());
        }
        if self.embeds.len() > EMBEDS {
            return err("more than 10 embeds".into());
        }
        if self.files.len() > FILES {
            return err("more than 10 files".into());
        }
        if let Some(f) = self.files.iter().find(|f| f.bytes.len() > FILE_BYTES) {
            return err(format!("file {} over 10 MB", f.name));
        }
        let mut total = 0;
        for e in &self.embeds {
            let n = |s: &str| s.chars().count();
            if n(&e.title) > TITLE {
                return err(format!("title {}", n(&e.title)));
            }
            if n(&e.description) > DESCRIPTION {
                return err(format!("description {}", n(&e.description)));
            }
            if e.fields.len() > FIELDS {
                return err("more than 25 fields".into());
            }
            total += n(&e.title) + n(&e.description);
            for (name, value, _) in &e.fields {
                if name.is_empty() || value.is_empty() {
                    return err("empty field name or value".into());
                }
                if n(name) > FIELD_NAME || n(value) > FIELD_VALUE {
                    return err(format!("field {name:?} too long"));
                }
                total += n(name) + n(value);
            }
            if let Some(f) = &e.footer {
                if n(f) > FOOTER {
                    return err("footer too long".into());
                }
                total += n(f);
            }
        }
        if total > EMBED_TOTAL {
            return err(format!("embeds total {total}"));
        }
        if self.rows.len() > ROWS {
            return err(format!("{} rows", self.rows.len()));
        }
        for row in &self.rows {
            let selects = row
                .iter()
                .filter(|c| matches!(c, Component::Select { .. }))
                .count();
            if row.is_empty() || (selects > 0 && row.len() != 1) || row.len() > BUTTONS_PER_ROW {
                return err("bad row shape".into());
            }
            for c in row {
                match c {
                    Component::Button { id, label, .. } => {
                        if id.is_empty() || id.len() > CUSTOM_ID {
                            return err(format!("custom_id {id:?}"));
                        }
                        if label.is_empty() || label.chars().count() > BUTTON_LABEL {
                            return err(format!("button label {label:?}"));
                        }
                    }
                    Component::Select {
                        id,
                        options,
                        placeholder,
                    } => {
                        if id.is_empty() || id.len() > CUSTOM_ID {
                            return err(format!("custom_id {id:?}"));
                        }
                        if placeholder.chars().count() > 150 {
                            return err("placeholder too long".into());
                        }
                        if options.is_empty() || options.len() > SELECT_OPTIONS {
                            return err(format!("{} select options", options.len()));
                        }
                        let mut values = std::collections::HashSet::new();
                        for o in options {
                            if o.label.is_empty()
                                || o.label.chars().count() > OPTION_TEXT
                                || o.value.is_empty()
                                || o.value.chars().count() > OPTION_TEXT
                                || o.description
                                    .as_ref()
                                    .is_some_and(|d| d.chars().count() > OPTION_TEXT)
                            {
                                return err(format!("select option {o:?}"));
                            }
                            if !values.insert(&o.value) {
                                return err(format!("duplicate option value {}", o.value));
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Every piece of text a reader sees: content, embeds, labels and options.
    pub fn all_text(&self) -> String {
        let mut out = self.content.clone();
        for e in &self.embeds {
            for s in [&e.title, &e.description] {
                out.push('\n');
                out.push_str(s);
            }
            for (n, v, _) in &e.fields {
                let _ = write!(out, "\n{n}\n{v}");
            }
            if let Some(f) = &e.footer {
                let _ = write!(out, "\n{f}");
            }
        }
        for row in &self.rows {
            for c in row {
                match c {
                    Component::Button { label, .. } => {
                        let _ = write!(out, "\n{label}");
                    }
                    Component::Select {
                        placeholder,
                        options,
                        ..
                    } => {
                        let _ = write!(out, "\n{placeholder}");
                        for o in options {
                            let _ = write!(out, "\n{}", o.label);
                            if let Some(d) = &o.description {
                                let _ = write!(out, "\n{d}");
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

/// Cuts a text to at most `max` characters, marking the cut with "…".
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

fn button(id: ComponentId, label: &str, style: Style) -> Component {
    Component::Button {
        id: id.to_string(),
        label: clip(label, limits::BUTTON_LABEL),
        style,
    }
}

fn option(label: &str, value: String, description: Option<String>) -> SelectOption {
    SelectOption {
        label: clip(label, limits::OPTION_TEXT),
        value,
        description: description.map(|d| clip(&d, limits::OPTION_TEXT)),
    }
}

/// Who plays each seat, for naming them in messages (C and D only in the team mode).
#[derive(Clone, Debug)]
pub struct Players {
    /// By `Seat as usize`; 0 for a seat nobody plays.
    pub ids: [u64; 4],
    pub mode: Mode,
}

impl Players {
    /// The players of a duel.
    pub const fn duel(a: u64, b: u64) -> Players {
        Players {
            ids: [a, b, 0, 0],
            mode: Mode::Duel,
        }
    }

    pub fn id(&self, seat: Seat) -> u64 {
        self.ids[seat as usize]
    }

    pub fn mention(&self, seat: Seat) -> String {
        format!("<@{}>", self.id(seat))
    }
}

impl SeatNames for Players {
    fn name(&self, seat: Seat) -> String {
        self.mention(seat)
    }

    /// A player in a duel; in the team mode both members ("<@a> and <@c>").
    fn side_name(&self, lang: Lang, side: Side) -> String {
        match side.seats(self.mode) {
            [one] => self.name(*one),
            [first, second, ..] => tr!(
                lang,
                "two-names",
                first = self.name(*first),
                second = self.name(*second)
            ),
            [] => String::new(),
        }
    }
}

fn colour_dot(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "🟦",
        Colour::Green => "🟩",
        Colour::Red => "🟥",
        Colour::Yellow => "🟨",
        Colour::Purple => "🟪",
    }
}

fn seat_badge(seat: Seat) -> &'static str {
    match seat {
        Seat::A => "🔴",
        Seat::B => "🔵",
        // The partners wear a colour next to their side's: orange with red, purple with blue.
        Seat::C => "🟠",
        Seat::D => "🟣",
    }
}

fn field_unit(f: Option<&FieldView>) -> String {
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
fn team_side(lang: Lang, view: &View, side: Side, far_side: bool) -> String {
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

fn battlefield_rows(out: &mut String, side: &SeatView, far_side: bool) {
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

fn kingdom_dots(side: &SeatView) -> String {
    let kingdom: Vec<String> = Colour::ALL
        .iter()
        .map(|c| format!("{}{}", colour_dot(*c), side.kingdom_by_colour[*c as usize]))
        .collect();
    kingdom.join(" ")
}

/// The graveyard's size and its cards grouped by kind, in the order they first fell.
fn graveyard_text(side: &SeatView) -> String {
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
fn reserve_words(reserve: &[&str]) -> String {
    if reserve.is_empty() {
        "—".to_string()
    } else {
        reserve.join(", ")
    }
}

/// One seat's side of the board.
fn seat_side(lang: Lang, side: &SeatView, far_side: bool) -> String {
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
    pub window: Option<i64>,
    /// The deadline of the player to move.
    pub turn: Option<i64>,
    /// Each seat's vacation end, while on vacation (by `Seat as usize`).
    pub away: [Option<i64>; 4],
}

impl From<crate::app::Deadlines> for BoardClocks {
    fn from(d: crate::app::Deadlines) -> BoardClocks {
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
    let (deadline, turn_deadline) = (clocks.window, clocks.turn);
    debug_assert!(
        view.viewer.is_none(),
        "the board is drawn from the public view"
    );
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
    let mut description = tr!(
        lang,
        "board-sides",
        a = team(Side::A),
        b = team(Side::B),
        variant = words::variant_name(lang, variant)
    );
    description.push('\n');
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
        let led = |me: Seat, them: Seat| {
            let (mine, theirs) = (
                view.seats.get(me).kingdom_by_colour,
                view.seats.get(them).kingdom_by_colour,
            );
            (0..5).filter(|&c| mine[c] > theirs[c]).count()
        };
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
    let colour;
    match view.phase {
        Phase::Over { outcome } => {
            colour = colours::OVER;
            let _ = write!(
                description,
                "🏆 **{}**",
                words::outcome(lang, outcome, players)
            );
        }
        phase => {
            // The embed takes the colour of the side to move (partners share it).
            colour = match view.priority.map(Seat::side) {
                Some(Side::A) => colours::SEAT_A,
                Some(Side::B) => colours::SEAT_B,
                None => colours::NEUTRAL,
            };
            if view.turn.number > 0 {
                let _ = write!(
                    description,
                    "{} · ",
                    tr!(
                        lang,
                        "board-turn",
                        turn = view.turn.number,
                        phase = words::phase(lang, phase)
                    )
                );
            } else {
                let _ = write!(description, "{} · ", tr!(lang, "board-setup"));
            }
            if let Some(waiting) = words::waiting_for(lang, view, players) {
                let _ = write!(description, "▶ {waiting}");
            }
            if let Some(deadline) = deadline {
                let _ = write!(
                    description,
                    " {}",
                    tr!(lang, "board-window-until", time = deadline / 1000)
                );
            }
            if let Some(turn) = turn_deadline {
                let _ = write!(
                    description,
                    "\n⏳ {}",
                    tr!(lang, "board-move-due", time = turn / 1000)
                );
            }
            for &seat in view.mode.seats() {
                if let Some(back) = clocks.away[seat as usize] {
                    let _ = write!(
                        description,
                        "\n🏖 {}",
                        tr!(
                            lang,
                            "board-on-vacation",
                            player = players.mention(seat),
                            time = back / 1000
                        )
                    );
                }
            }
        }
    }
    // Until the first player is drawn (R8), A is drawn at the bottom.
    let top = view.first_player.unwrap_or(Seat::A).pair();
    let mut fields = Vec::new();
    for (seat, far) in [(top, true), (top.pair(), false)] {
        let side = view.seats.get(seat);
        let (name, value) = match view.mode {
            Mode::Duel => (
                format!(
                    "{} {}",
                    seat_badge(seat),
                    tr!(
                        lang,
                        "board-player-heading",
                        seat = seat.to_string(),
                        leader = side.leader.name(),
                        order = match view.first_player {
                            Some(first) if first == seat => "first",
                            Some(_) => "second",
                            None => "undrawn",
                        }
                    )
                ),
                seat_side(lang, side, far),
            ),
            Mode::Teams => {
                let members = seat.side().seats(Mode::Teams);
                let badges: String = members.iter().map(|&s| seat_badge(s)).collect();
                let label: Vec<String> = members.iter().map(|s| s.to_string()).collect();
                (
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
                    ),
                    team_side(lang, view, seat.side(), far),
                )
            }
        };
        fields.push((
            clip(&name, limits::FIELD_NAME),
            clip(&value, limits::FIELD_VALUE),
            false,
        ));
    }
    if !recent.is_empty() {
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
        fields.push((tr!(lang, "board-recent"), lines.join("\n"), false));
    }
    let embed = Embed {
        title: tr!(lang, "board-title", match_id = match_id.to_string()),
        description: clip(&description, limits::DESCRIPTION),
        colour,
        fields,
        image: None,
        footer: Some(tr!(lang, "board-footer", version = view.version)),
    };
    let rows = if view.outcome.is_some() {
        Vec::new()
    } else {
        vec![vec![button(
            ComponentId::Hand { match_id },
            &tr!(lang, "button-my-hand"),
            Style::Primary,
        )]]
    };
    Message {
        files: Vec::new(),
        content: String::new(),
        embeds: vec![embed],
        rows,
        mention: Vec::new(),
    }
}

/// Actions that are one button each.
fn is_simple(action: Action) -> bool {
    matches!(
        action,
        Action::KeepHand | Action::Mulligan | Action::EndTurn | Action::Pass
    )
}

/// The legal actions of a hand message, grouped for menus: (group label, [(index, label)]).
pub fn action_groups(lang: Lang, view: &View) -> Vec<(String, Vec<(u16, String)>)> {
    let mut groups: Vec<(String, Vec<(u16, String)>)> = Vec::new();
    let Some(seat) = view.viewer else {
        return groups;
    };
    let kind = |u| view.kind_of(u).map_or("?", |k| k.name());
    for (i, &action) in view.actions.iter().enumerate() {
        if is_simple(action) {
            continue;
        }
        let (group, label) = match action {
            Action::SetupBattlefield { unit, cell } => (
                tr!(lang, "group-setup-battlefield", unit = kind(unit)),
                cell.to_string(),
            ),
            Action::SetupReserve { unit } => (tr!(lang, "group-setup-reserve"), kind(unit).into()),
            Action::SetupKingdom { unit } => (tr!(lang, "group-setup-kingdom"), kind(unit).into()),
            Action::Recruit { unit, cell } => (
                tr!(lang, "group-recruit", unit = kind(unit)),
                match words::unit_at(view, seat, cell) {
                    Some(there) => tr!(
                        lang,
                        "group-recruit-replacing",
                        cell = cell.to_string(),
                        replaced = there.name()
                    ),
                    None => cell.to_string(),
                },
            ),
            Action::Attack { attacker, .. } => {
                let who = words::unit_at(view, seat, attacker).map_or("?", |k| k.name());
                (
                    tr!(
                        lang,
                        "group-attack",
                        unit = who,
                        cell = attacker.to_string()
                    ),
                    words::action(lang, view, seat, action),
                )
            }
            Action::PlaySupport { unit, support } => (
                tr!(
                    lang,
                    "group-support",
                    unit = kind(unit),
                    support = support.support().to_string()
                ),
                words::support_choices(lang, view, seat, support),
            ),
            Action::SendToKingdom { unit } => {
                (tr!(lang, "group-send-to-kingdom"), kind(unit).into())
            }
            Action::Discard { unit } => (tr!(lang, "group-discard"), kind(unit).into()),
            Action::Conscript { unit, cell } => (
                tr!(lang, "group-conscript", unit = kind(unit)),
                cell.to_string(),
            ),
            _ => continue,
        };
        let i = i as u16;
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, items)) => items.push((i, label)),
            None => groups.push((group, vec![(i, label)])),
        }
    }
    groups
}

/// Splits `items` into pages of at most 25 options, the last option of a full page leading to
/// the next page.
fn paged<T: Clone>(items: &[T], page: usize) -> (Vec<T>, Option<usize>, usize) {
    let per = limits::SELECT_OPTIONS - 1;
    if items.len() <= limits::SELECT_OPTIONS {
        return (items.to_vec(), None, 0);
    }
    let pages = items.len().div_ceil(per);
    let page = page.min(pages - 1);
    let slice = items[page * per..((page + 1) * per).min(items.len())].to_vec();
    let next = (page + 1 < pages).then_some(page + 1);
    (slice, next, page)
}

fn hand_embed(lang: Lang, match_id: i64, seat: Seat, view: &View, players: &Players) -> Embed {
    let own = view.seats.get(seat);
    let hand = own.hand.as_deref().unwrap_or(&[]);
    let mut lines = String::new();
    for card in hand {
        let colour = card.kind.colour().map_or("", colour_dot);
        let _ = writeln!(
            lines,
            "{colour} {}",
            tr!(
                lang,
                "hand-card",
                unit = card.kind.name(),
                attack = card.attack.to_string(),
                upright = card.health_upright,
                tilted = card.health_tilted
            )
        );
    }
    if lines.is_empty() {
        lines = tr!(lang, "hand-empty");
    }
    let waiting = words::waiting_for(lang, view, players);
    let status = match view.phase {
        Phase::Over { outcome } => words::outcome(lang, outcome, players),
        _ => match view.priority {
            Some(p) if p == seat => match waiting {
                Some(w) => tr!(lang, "hand-your-move-waiting", waiting = w),
                None => tr!(lang, "hand-your-move"),
            },
            _ => tr!(
                lang,
                "hand-waiting-for",
                waiting = waiting.unwrap_or_default()
            ),
        },
    };
    Embed {
        title: tr!(lang, "hand-title", match_id = match_id.to_string()),
        description: clip(&format!("{status}\n\n{lines}"), limits::DESCRIPTION),
        colour: match seat.side() {
            Side::A => colours::SEAT_A,
            Side::B => colours::SEAT_B,
        },
        fields: vec![(
            tr!(lang, "hand-your-side"),
            clip(&seat_side(lang, own, false), limits::FIELD_VALUE),
            false,
        )],
        image: None,
        footer: Some(tr!(lang, "hand-footer", version = view.version)),
    }
}

/// The private hand message, drawn from the player's own view: the hand, the player's side,
/// and the actions open now (simple ones as buttons, the rest as a menu of groups). `notice`
/// reports what just happened.
pub fn hand(
    lang: Lang,
    match_id: i64,
    view: &View,
    players: &Players,
    notice: Option<&str>,
    orders: StandingOrder,
) -> Message {
    hand_page(lang, match_id, view, players, notice, None, orders)
}

/// What a standing order does, in words.
pub fn order_words(lang: Lang, order: StandingOrder) -> String {
    tr!(lang, "order-name", order = order.key())
}

/// The hand message's menu of standing orders for reaction windows.
fn orders_menu(lang: Lang, match_id: i64, owner: Option<u64>, current: StandingOrder) -> Component {
    Component::Select {
        id: ComponentId::Orders { match_id, owner }.to_string(),
        placeholder: clip(
            &tr!(
                lang,
                "orders-placeholder",
                order = order_words(lang, current)
            ),
            150,
        ),
        options: StandingOrder::ALL
            .into_iter()
            .map(|order| {
                option(
                    &order_words(lang, order),
                    order.key().to_string(),
                    Some(tr!(lang, "order-details", order = order.key())),
                )
            })
            .collect(),
    }
}

/// The hand message showing one page of the group list (`group: None`) or of one group, drawn
/// from the player's own view (`view.viewer`); its components are that player's alone.
pub fn hand_page(
    lang: Lang,
    match_id: i64,
    view: &View,
    players: &Players,
    notice: Option<&str>,
    group: Option<(u16, u16)>,
    orders: StandingOrder,
) -> Message {
    debug_assert!(view.viewer.is_some(), "a hand is drawn from a seat's view");
    let seat = view.viewer.unwrap_or(Seat::A);
    let owner = Some(players.id(seat)).filter(|id| *id != 0);
    let version = view.version;
    let embed = hand_embed(lang, match_id, seat, view, players);
    let mut rows: Vec<Vec<Component>> = Vec::new();
    if view.priority == Some(seat) {
        let simple: Vec<Component> = view
            .actions
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, a)| is_simple(*a))
            .map(|(i, a)| {
                let style = match a {
                    Action::EndTurn => Style::Danger,
                    Action::Pass => Style::Secondary,
                    _ => Style::Success,
                };
                button(
                    ComponentId::Act {
                        match_id,
                        version,
                        index: i as u16,
                        owner,
                    },
                    &words::action(lang, view, seat, a),
                    style,
                )
            })
            .collect();
        let groups = action_groups(lang, view);
        let pick = ComponentId::Pick {
            match_id,
            version,
            owner,
        }
        .to_string();
        match group {
            Some((g, page)) if (g as usize) < groups.len() => {
                let (name, items) = &groups[g as usize];
                let (shown, next, _) = paged(items, page as usize);
                let mut options: Vec<SelectOption> = shown
                    .iter()
                    .map(|(i, label)| {
                        option(label, PickValue::Action { index: *i }.to_string(), None)
                    })
                    .collect();
                if let Some(next) = next {
                    options.push(option(
                        &tr!(lang, "menu-more"),
                        PickValue::Group {
                            group: g,
                            page: next as u16,
                        }
                        .to_string(),
                        None,
                    ));
                }
                rows.push(vec![Component::Select {
                    id: pick,
                    placeholder: clip(name, 150),
                    options,
                }]);
                rows.push(vec![button(
                    ComponentId::Back {
                        match_id,
                        version,
                        owner,
                    },
                    &tr!(lang, "button-back"),
                    Style::Secondary,
                )]);
            }
            _ => {
                let page = group.map_or(0, |(_, p)| p as usize);
                let listed: Vec<(usize, String, usize)> = groups
                    .iter()
                    .enumerate()
                    .map(|(i, (name, items))| (i, name.clone(), items.len()))
                    .collect();
                if !listed.is_empty() {
                    let (shown, next, _) = paged(&listed, page);
                    let mut options: Vec<SelectOption> = shown
                        .iter()
                        .map(|(i, name, n)| {
                            let items = &groups[*i].1;
                            if *n == 1 {
                                option(
                                    &format!("{name}: {}", items[0].1),
                                    PickValue::Action { index: items[0].0 }.to_string(),
                                    None,
                                )
                            } else {
                                option(
                                    name,
                                    PickValue::Group {
                                        group: *i as u16,
                                        page: 0,
                                    }
                                    .to_string(),
                                    Some(tr!(lang, "menu-choices", count = *n)),
                                )
                            }
                        })
                        .collect();
                    if let Some(next) = next {
                        options.push(option(
                            &tr!(lang, "menu-more"),
                            PickValue::Groups { page: next as u16 }.to_string(),
                            None,
                        ));
                    }
                    rows.push(vec![Component::Select {
                        id: pick,
                        placeholder: tr!(lang, "menu-choose-action"),
                        options,
                    }]);
                }
            }
        }
        for chunk in simple.chunks(limits::BUTTONS_PER_ROW) {
            rows.push(chunk.to_vec());
        }
    }
    if group.is_none() && view.outcome.is_none() && rows.len() < limits::ROWS {
        rows.push(vec![orders_menu(lang, match_id, owner, orders)]);
    }
    let content = notice.map(|n| clip(n, limits::CONTENT)).unwrap_or_default();
    Message {
        files: Vec::new(),
        content,
        embeds: vec![embed],
        rows,
        mention: Vec::new(),
    }
}

/// The public prompt of a reaction window: the same for whatever the player holds.
pub fn window_prompt(
    lang: Lang,
    match_id: i64,
    view: &View,
    players: &Players,
    deadline: Option<i64>,
) -> Message {
    let seat = view.priority.expect("a window has a player to answer it");
    let waiting = words::waiting_for(lang, view, players).unwrap_or_default();
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
            tr!(lang, "window-prompt-deadline", time = d / 1000)
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
                },
                &tr!(lang, "button-respond"),
                Style::Primary,
            ),
            button(
                ComponentId::Pass {
                    match_id,
                    version: view.version,
                },
                &tr!(lang, "button-pass"),
                Style::Secondary,
            ),
        ]],
        mention: vec![players.id(seat)],
    }
}

/// A reaction window prompt once answered: no buttons left.
pub fn window_closed(view_before: &str, how: &str) -> Message {
    Message::text(clip(&format!("{view_before}\n→ {how}"), limits::CONTENT))
}

/// A public nudge to the player who must act now.
pub fn turn_ping(lang: Lang, match_id: i64, view: &View, players: &Players) -> Message {
    let seat = view.priority.expect("someone must act");
    let waiting = words::waiting_for(lang, view, players).unwrap_or_default();
    let text = tr!(
        lang,
        "turn-ping",
        player = players.mention(seat),
        waiting = waiting
    );
    nudge(lang, match_id, format!("▶ {text}"), players.id(seat))
}

/// A public message for one player (pinged) with a **My hand** button.
fn nudge(lang: Lang, match_id: i64, content: String, player: u64) -> Message {
    Message {
        files: Vec::new(),
        content: clip(&content, limits::CONTENT),
        embeds: Vec::new(),
        rows: vec![vec![button(
            ComponentId::Hand { match_id },
            &tr!(lang, "button-my-hand"),
            Style::Primary,
        )]],
        mention: vec![player],
    }
}

/// A reminder to the player to move, before their deadline.
pub fn reminder(
    lang: Lang,
    match_id: i64,
    seat: Seat,
    players: &Players,
    deadline: i64,
) -> Message {
    let text = tr!(
        lang,
        "reminder",
        player = players.mention(seat),
        match_id = match_id.to_string(),
        time = deadline / 1000
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
                ComponentId::Claim { match_id },
                &tr!(lang, "button-claim"),
                Style::Danger,
            ),
            button(
                ComponentId::Grant { match_id },
                &tr!(lang, "button-grant", grant = grant),
                Style::Success,
            ),
        ]],
        mention: waiting
            .seats(players.mode)
            .iter()
            .map(|&seat| players.id(seat))
            .collect(),
    }
}

/// More time was granted to the late player.
pub fn time_granted(
    lang: Lang,
    match_id: i64,
    late: Seat,
    players: &Players,
    deadline: i64,
) -> Message {
    let text = tr!(
        lang,
        "time-granted",
        player = players.mention(late),
        match_id = match_id.to_string(),
        time = deadline / 1000
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
            outcome = words::outcome(lang, outcome, players)
        )
    ));
    if rematch {
        message.rows = vec![vec![button(
            ComponentId::Rematch { match_id },
            &tr!(lang, "button-rematch"),
            Style::Primary,
        )]];
    }
    message
}

/// The presets a challenged player can accept with: the pure army of each version.
pub const PRESET_ARMIES: [&str; 6] = ["king", "shogun", "pharaoh", "odin", "tlatoani", "emperor"];

/// A team challenge (R32): the challenger and their partner against two opponents, each invited
/// person answering with the same buttons as a duel's challenge.
pub fn team_challenge(
    lang: Lang,
    challenge: i64,
    challenger: u64,
    invited: crate::app::TeamInvites,
    terms: &ChallengeTerms,
    expires_at: i64,
) -> Message {
    let army = clip(terms.army.lines().next().unwrap_or(""), 60);
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
fn challenge_terms(lang: Lang, terms: &ChallengeTerms, army: &str, expires_at: i64) -> String {
    tr!(
        lang,
        "challenge-terms",
        variant = words::variant_name(lang, terms.variant),
        army = army,
        window = terms.reaction_window_secs,
        time = expires_at / 1000
    )
}

/// The prefix of a saved army's value in a challenge's army menu (presets have none).
pub const SAVED_ARMY_VALUE: &str = "saved:";

/// Accept, Decline and the army menu of a challenge: the presets, then the challenged player's
/// saved armies (`saved`, their names) as far as the menu holds them.
fn challenge_rows(
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
    challenger: u64,
    challenged: u64,
    terms: &ChallengeTerms,
    expires_at: i64,
    saved: &[String],
) -> Message {
    let army = clip(terms.army.lines().next().unwrap_or(""), 60);
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
    let accept = match (terms.rematch_of, &terms.opponent_army) {
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
pub fn army_saved(lang: Lang, saved: &crate::app::SavedArmy, catalog: &Catalog) -> Message {
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
fn rating_words(row: &crate::store::RatingRow) -> String {
    let provisional = if row.games() < crate::app::PROVISIONAL_GAMES {
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

fn tally_words(lang: Lang, t: &crate::app::Tally) -> String {
    tr!(
        lang,
        "tally",
        wins = t.wins,
        losses = t.losses,
        draws = t.draws
    )
}

/// A player's profile: ratings with their places, record, streak, armies, last matches.
pub fn profile(lang: Lang, p: &crate::app::Profile) -> Message {
    use crate::app::MatchResult;
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
                if row.games() < crate::app::PROVISIONAL_GAMES {
                    line.push(' ');
                    line.push_str(&tr!(
                        lang,
                        "profile-provisional",
                        games = crate::app::PROVISIONAL_GAMES
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
                words::name_list(lang, &names)
            };
            lines.push(tr!(
                lang,
                "profile-last-match",
                match_id = m.id.0.to_string(),
                result = result_key(m.result),
                against = against,
                army = m.army.as_str(),
                time = m.finished_at / 1000
            ));
        }
    }
    titled(&tr!(lang, "profile-title"), &lines)
}

/// A leaderboard: the top ratings of a scope, and the asking player's own place.
pub fn leaderboard(lang: Lang, board: &crate::app::Leaderboard, title: &str) -> Message {
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
        games = crate::app::PROVISIONAL_GAMES
    ));
    titled(title, &lines)
}
