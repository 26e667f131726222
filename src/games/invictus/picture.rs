//! Pictures of an Invictus match: the board, a hand and a card drawn as SVG from a view (public
//! or one seat's, never the raw match), then rendered to PNG by `render`.

use crate::games::invictus::rules::{
    AttackValue, CardStats, Cell, Colour, Event, FieldView, HandCard, Mode, Phase, Row, Seat, Side,
    UnitKind, View,
};
use crate::games::invictus::text;
use crate::kit::lang::Lang;
use crate::tr;
use std::fmt::Write;

use crate::kit::render::{esc, FONT_FAMILY};
pub use crate::kit::render::{
    render_pixmap, render_png, render_png_indexed, render_png_indexed_over, Anchor, Label, Layer,
    PictureError, Pixmap, Png,
};

mod cards;
pub use cards::{card_svg, hand_svg};

/// The width of the board picture; Discord shows it about half as wide on a phone.
pub const BOARD_WIDTH: u32 = 760;

/// The last move, marked on the board: an arrow from the attacker to its target, or a
/// highlight on the cell a unit was put on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastMove {
    Attack {
        side: Side,
        attacker: Cell,
        target: Cell,
    },
    Placed {
        side: Side,
        cell: Cell,
    },
}

/// The last move among public events (the latest attack, recruit, conscription or setup
/// placement), if any.
pub fn last_move(events: &[Event]) -> Option<LastMove> {
    events.iter().rev().find_map(|event| match *event {
        Event::AttackDeclared {
            seat,
            attacker,
            target,
            ..
        }
        | Event::Attacked {
            seat,
            attacker,
            target,
            ..
        } => Some(LastMove::Attack {
            side: seat.side(),
            attacker,
            target,
        }),
        Event::Recruited { seat, cell, .. }
        | Event::Conscripted { seat, cell, .. }
        | Event::PlacedOnBattlefield { seat, cell, .. } => Some(LastMove::Placed {
            side: seat.side(),
            cell,
        }),
        _ => None,
    })
}

/// What the board picture shows beyond the view: its title, the deadline in words, the last
/// move.
#[derive(Clone, Debug, Default)]
pub struct BoardScene {
    /// The language of the picture's words.
    pub lang: Lang,
    pub title: String,
    /// The deadline of the player who must act, in words (e.g. "move due in 3 h").
    pub deadline: Option<String>,
    pub last: Option<LastMove>,
}

/// The board picture of a view.
pub fn board_png(view: &View, scene: &BoardScene) -> Result<Png, PictureError> {
    render_png(&board_svg(view, scene))
}

// ----- drawing -----

const BACKGROUND: &str = "#1e2124";
const PANEL: &str = "#2b2f33";
const TEXT: &str = "#e8e8e8";
const MUTED: &str = "#9aa0a6";
const SIDE_A: &str = "#e0524a";
const SIDE_B: &str = "#4a8fe0";
const LEADER: &str = "#d4af37";
const MARK: &str = "#ffd54a";

const CELL: i32 = 130;
const GAP: i32 = 10;
const FIELD_X: i32 = 20;
const RESERVE_X: i32 = 450;

fn colour_hex(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "#3b6fd8",
        Colour::Green => "#3aa655",
        Colour::Red => "#d64541",
        Colour::Yellow => "#e0b420",
        Colour::Purple => "#8e5bd0",
    }
}

fn kind_colour(kind: UnitKind) -> &'static str {
    kind.colour().map_or(LEADER, colour_hex)
}

fn side_colour(side: Side) -> &'static str {
    match side {
        Side::A => SIDE_A,
        Side::B => SIDE_B,
    }
}

/// One line of text; every caller names its size, colour, weight and anchor.
#[allow(clippy::too_many_arguments)]
fn text(
    out: &mut String,
    x: i32,
    y: i32,
    size: u32,
    fill: &str,
    bold: bool,
    anchor: &str,
    s: &str,
) {
    let _ = writeln!(
        out,
        r#"<text x="{x}" y="{y}" font-size="{size}" fill="{fill}" font-weight="{}" text-anchor="{anchor}">{}</text>"#,
        if bold { "bold" } else { "normal" },
        esc(s)
    );
}

fn attack_text(attack: AttackValue) -> String {
    format!("⚔ {attack}")
}

/// The top-left corner of a cell of a side's battlefield drawn from `top` (the far side has
/// its back row on top).
fn cell_origin(field_y: i32, cell: Cell, far: bool) -> (i32, i32) {
    let row = match (cell.row, far) {
        (Row::Back, true) | (Row::Front, false) => 0,
        _ => 1,
    };
    (
        FIELD_X + cell.col as i32 * (CELL + GAP),
        field_y + row * (CELL + GAP),
    )
}

/// A unit as a card tile centred on (cx, cy), turned 90° when tilted.
fn unit_tile(out: &mut String, cx: i32, cy: i32, unit: &FieldView) {
    let (w, h) = (118, 88);
    let rotate = if unit.tilted {
        format!(r#" transform="rotate(90 {cx} {cy})""#)
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        r#"<g class="unit" data-kind="{}"{rotate}>"#,
        unit.kind.name()
    );
    let (x, y) = (cx - w / 2, cy - h / 2);
    let _ = writeln!(
        out,
        r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{PANEL}" stroke="#555" stroke-width="2"/>"##
    );
    let _ = writeln!(
        out,
        r#"<rect x="{x}" y="{y}" width="{w}" height="16" rx="8" fill="{}"/>"#,
        kind_colour(unit.kind)
    );
    let name = unit.kind.name();
    let size = if name.chars().count() > 10 { 15 } else { 18 };
    text(out, cx, y + 38, size, TEXT, true, "middle", name);
    text(
        out,
        x + 8,
        y + 72,
        18,
        TEXT,
        false,
        "start",
        &attack_text(unit.attack),
    );
    let health_colour = if unit.damage > 0 { "#ff8a80" } else { TEXT };
    text(
        out,
        x + w - 8,
        y + 72,
        18,
        health_colour,
        false,
        "end",
        &format!("♥ {}/{}", unit.health_left, unit.health_printed()),
    );
    if unit.damage > 0 {
        let _ = writeln!(
            out,
            r##"<circle cx="{}" cy="{}" r="14" fill="#c62828"/>"##,
            x + w - 6,
            y + 6
        );
        text(
            out,
            x + w - 6,
            y + 12,
            16,
            "#fff",
            true,
            "middle",
            &format!("−{}", unit.damage),
        );
    }
    let _ = writeln!(out, "</g>");
}

/// One side's block: its members' line(s), its battlefield and its reserve.
fn side_block(lang: Lang, out: &mut String, view: &View, side: Side, top: i32, far: bool) -> i32 {
    let members = side.seats(view.mode);
    let to_act = view.priority.is_some_and(|p| p.side() == side);
    let mut y = top;
    for &seat in members {
        let s = view.seats.get(seat);
        let acting = view.priority == Some(seat);
        let line = format!(
            "{}{}",
            if acting { "▶ " } else { "" },
            tr!(
                lang,
                "picture-player",
                seat = seat.to_string(),
                leader = s.leader.name(),
                hand = s.hand_size,
                draw_pile = s.draw_pile_size
            )
        );
        text(
            out,
            FIELD_X,
            y + 24,
            21,
            side_colour(side),
            acting,
            "start",
            &line,
        );
        y += 30;
    }
    let shared = view.seats.get(members[0]);
    let graveyard = tr!(lang, "picture-graveyard", count = shared.graveyard.len());
    text(
        out,
        BOARD_WIDTH as i32 - 20,
        top + 24,
        19,
        MUTED,
        false,
        "end",
        &graveyard,
    );
    let field_y = y + 6;
    // The battlefield: empty cells dashed, units as tiles.
    for cell in Cell::ALL {
        let (x, cy) = cell_origin(field_y, cell, far);
        let unit = shared.battlefield.iter().find(|f| f.cell == cell);
        let stroke = if to_act { side_colour(side) } else { "#444" };
        let _ = writeln!(
            out,
            r#"<rect x="{x}" y="{cy}" width="{CELL}" height="{CELL}" rx="10" fill="none" stroke="{stroke}" stroke-width="2" stroke-dasharray="6 6"/>"#
        );
        let label = format!(
            "{}{}",
            if cell.row == Row::Front { 'F' } else { 'B' },
            cell.col + 1
        );
        text(out, x + 8, cy + 18, 14, MUTED, false, "start", &label);
        if let Some(unit) = unit {
            unit_tile(out, x + CELL / 2, cy + CELL / 2 + 6, unit);
        }
    }
    // The reserve, left to right, with its limit.
    let reserve_y = field_y;
    text(
        out,
        RESERVE_X,
        reserve_y + 20,
        19,
        TEXT,
        true,
        "start",
        &tr!(
            lang,
            "picture-reserve",
            count = shared.reserve.len(),
            limit = shared.reserve_limit
        ),
    );
    for (i, kind) in shared.reserve.iter().enumerate() {
        let ry = reserve_y + 32 + i as i32 * 40;
        let _ = writeln!(
            out,
            r#"<rect x="{RESERVE_X}" y="{ry}" width="290" height="34" rx="6" fill="{PANEL}"/><rect x="{RESERVE_X}" y="{ry}" width="10" height="34" rx="3" fill="{}"/>"#,
            kind_colour(*kind)
        );
        text(
            out,
            RESERVE_X + 20,
            ry + 24,
            18,
            TEXT,
            false,
            "start",
            &format!("{}. {}", i + 1, kind.name()),
        );
    }
    field_y + 2 * CELL + GAP
}

/// The kingdoms: five colour counts per player, the leader of each colour marked, and how
/// many colours each leads in their pair (4 win by Development).
fn kingdoms(lang: Lang, out: &mut String, view: &View, pairs: &[(Seat, Seat)], top: i32) -> i32 {
    let mut y = top;
    for &(far, near) in pairs {
        let (f, n) = (
            view.seats.get(far).kingdom_by_colour,
            view.seats.get(near).kingdom_by_colour,
        );

        text(
            out,
            FIELD_X,
            y + 26,
            18,
            MUTED,
            false,
            "start",
            &tr!(
                lang,
                "picture-kingdoms",
                far = far.to_string(),
                far_led = view.colours_led(far, near),
                near_led = view.colours_led(near, far),
                near = near.to_string()
            ),
        );
        for colour in Colour::ALL {
            let c = colour as usize;
            let x = 230 + c as i32 * 104;
            let _ = writeln!(
                out,
                r#"<rect x="{x}" y="{}" width="28" height="28" rx="5" fill="{}"/>"#,
                y + 6,
                colour_hex(colour)
            );
            let far_bold = f[c] > n[c];
            let near_bold = n[c] > f[c];
            text(
                out,
                x + 40,
                y + 27,
                20,
                if far_bold { TEXT } else { MUTED },
                far_bold,
                "start",
                &f[c].to_string(),
            );
            text(out, x + 58, y + 27, 20, MUTED, false, "start", ":");
            text(
                out,
                x + 68,
                y + 27,
                20,
                if near_bold { TEXT } else { MUTED },
                near_bold,
                "start",
                &n[c].to_string(),
            );
        }
        y += 40;
    }
    y
}

/// The arrow or highlight of the last move.
fn mark_last(out: &mut String, last: LastMove, fields: &[(Side, i32, bool)]) {
    let centre = |side: Side, cell: Cell| {
        fields
            .iter()
            .find(|(s, _, _)| *s == side)
            .map(|&(_, y, far)| {
                let (x, cy) = cell_origin(y, cell, far);
                (x + CELL / 2, cy + CELL / 2)
            })
    };
    match last {
        LastMove::Attack {
            side,
            attacker,
            target,
        } => {
            if let (Some((x1, y1)), Some((x2, y2))) =
                (centre(side, attacker), centre(side.other(), target))
            {
                // From the attacker's edge to the target's edge, so that both names stay readable.
                let (dx, dy) = ((x2 - x1) as f64, (y2 - y1) as f64);
                let length = (dx * dx + dy * dy).sqrt().max(1.0);
                let inset = (CELL as f64 * 0.42).min(length / 3.0);
                let (ux, uy) = (dx / length * inset, dy / length * inset);
                let _ = writeln!(
                    out,
                    r#"<line x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}" stroke="{MARK}" stroke-width="6" stroke-linecap="round" marker-end="url(#arrow)" opacity="0.85"/>"#,
                    x1 as f64 + ux,
                    y1 as f64 + uy,
                    x2 as f64 - ux,
                    y2 as f64 - uy
                );
            }
        }
        LastMove::Placed { side, cell } => {
            if let Some((cx, cy)) = centre(side, cell) {
                let _ = writeln!(
                    out,
                    r#"<rect x="{}" y="{}" width="{CELL}" height="{CELL}" rx="10" fill="none" stroke="{MARK}" stroke-width="5"/>"#,
                    cx - CELL / 2,
                    cy - CELL / 2
                );
            }
        }
    }
}

/// The board of a view as SVG: header, the far side (the second player, or team), the
/// kingdoms, the near side. Drawn from the view only.
pub fn board_svg(view: &View, scene: &BoardScene) -> String {
    let members = |side: Side| side.seats(view.mode).len() as i32;
    let block = |side: Side| members(side) * 30 + 6 + 2 * CELL + GAP;
    let pairs: Vec<(Seat, Seat)> = match view.mode {
        Mode::Duel => vec![(Seat::B, Seat::A)],
        Mode::Teams => vec![(Seat::B, Seat::A), (Seat::D, Seat::C)],
    };
    // Until the first player is drawn (R8), side A is drawn at the bottom.
    let near = view.first_player.map_or(Side::A, Seat::side);
    let far = near.other();
    let pairs: Vec<(Seat, Seat)> = pairs
        .into_iter()
        .map(|(b, a)| if near == Side::A { (b, a) } else { (a, b) })
        .collect();
    let height = 86 + block(far) + 20 + pairs.len() as i32 * 40 + 20 + block(near) + 20;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{BOARD_WIDTH}" height="{height}" viewBox="0 0 {BOARD_WIDTH} {height}" font-family="{FONT_FAMILY}">"#
    );
    let _ = writeln!(
        out,
        r#"<defs><marker id="arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="{MARK}"/></marker></defs>"#
    );
    let _ = writeln!(
        out,
        r#"<rect width="100%" height="100%" fill="{BACKGROUND}"/>"#
    );
    // Header: title, then turn, phase, who acts and until when.
    text(&mut out, FIELD_X, 32, 24, TEXT, true, "start", &scene.title);
    let lang = scene.lang;
    let status = match view.phase {
        Phase::Over { outcome } => tr!(
            lang,
            "picture-over",
            outcome = text::outcome(lang, outcome, &text::PlainSeats(lang))
        ),
        phase => {
            let turn = if view.turn.number > 0 {
                tr!(
                    lang,
                    "picture-turn",
                    turn = view.turn.number,
                    phase = text::phase(lang, phase)
                )
            } else {
                tr!(lang, "picture-setup")
            };
            let acting = view
                .priority
                .map(|p| format!(" · ▶ {}", tr!(lang, "picture-to-act", seat = p.to_string())))
                .unwrap_or_default();
            let due = scene
                .deadline
                .as_ref()
                .map(|d| format!(" · {d}"))
                .unwrap_or_default();
            format!("{turn}{acting}{due}")
        }
    };
    text(&mut out, FIELD_X, 66, 20, MUTED, false, "start", &status);
    let far_top = 86;
    let far_bottom = side_block(lang, &mut out, view, far, far_top, true);
    let kingdom_top = far_bottom + 10;
    let kingdom_bottom = kingdoms(lang, &mut out, view, &pairs, kingdom_top);
    let near_top = kingdom_bottom + 10;
    side_block(lang, &mut out, view, near, near_top, false);
    if let Some(last) = scene.last {
        let field_y = |side: Side, top: i32| top + members(side) * 30 + 6;
        mark_last(
            &mut out,
            last,
            &[
                (far, field_y(far, far_top), true),
                (near, field_y(near, near_top), false),
            ],
        );
    }
    out.push_str("</svg>\n");
    out
}
