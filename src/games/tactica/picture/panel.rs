//! The map picture's panel: each player's colour, gold, cards in hand and castles, whose turn it
//! is, and the legend of fields and signs.

use super::*;

pub(super) const PLAYER_ROW: f32 = 48.0;
pub(super) const LEGEND_ROW: f32 = 22.0;
/// The legend's signs beyond the field types.
pub(super) const SIGNS: usize = 6;
/// A sign of the legend: its name, and how to draw it centred on a point.
type LegendSign = (String, fn(&mut Layer, Vec2));

/// The panel's height for this many players, beside the map or below it.
pub(super) fn panel_height(players: usize, side: bool, width: f32) -> f32 {
    if side {
        let legend_rows = TERRAINS.len().div_ceil(2) + SIGNS.div_ceil(2);
        28.0 + players as f32 * PLAYER_ROW + 30.0 + legend_rows as f32 * LEGEND_ROW + 12.0
    } else {
        let columns = (width / 300.0).floor().max(1.0) as usize;
        let rows = players.div_ceil(columns);
        28.0 + rows as f32 * PLAYER_ROW + 12.0 + 3.0 * LEGEND_ROW
    }
}

/// The panel's columns of players.
fn columns(g: &Geometry) -> usize {
    let (_, _, pw) = g.panel;
    if g.side_panel {
        1
    } else {
        (pw / 300.0).floor().max(1.0) as usize
    }
}

/// The players (colour, gold, cards in hand, castles, whose turn) and the deck, on the panel's
/// frame (drawn with the legend), worded in `lang`.
pub(super) fn panel(out: &mut Layer, view: &TacticaView, g: &Geometry, lang: Lang) {
    let (px, py, pw) = g.panel;
    let pad = 12.0;
    text(
        out,
        px + pw - pad,
        py + 22.0,
        13.0,
        MUTED,
        false,
        Anchor::End,
        &tr!(lang, "tactica-picture-deck", deck = view.deck),
    );
    let columns = columns(g);
    let column_w = (pw - 2.0 * pad) / columns as f32;
    let on_turn = match &view.waiting {
        Waiting::Turn { seat } | Waiting::Castle { seat } => Some(*seat),
        Waiting::Window { .. } | Waiting::Decision { .. } => Some(view.active),
        Waiting::Over => None,
    };
    let teams = view.players.iter().any(|p| {
        view.players
            .iter()
            .any(|q| q.seat != p.seat && q.team == p.team)
    });
    for (i, p) in view.players.iter().enumerate() {
        let x = px + pad + (i % columns) as f32 * column_w;
        let y = py + 30.0 + (i / columns) as f32 * PLAYER_ROW;
        let colour = player_colour(p.seat);
        let acting = on_turn == Some(p.seat);
        let _ = writeln!(
            out,
            r#"<rect x="{x:.1}" y="{:.1}" width="18" height="18" rx="4" fill="{colour}" stroke="{}" stroke-width="{}"/>"#,
            y + 4.0,
            if acting { "#ffffff" } else { INK },
            if acting { 2 } else { 1 }
        );
        let mut name = tr!(
            lang,
            "tactica-picture-player",
            colour = colour_name(lang, p.seat),
            seat = p.seat + 1
        );
        if teams {
            name.push_str(" · ");
            name.push_str(&tr!(lang, "tactica-picture-team", team = p.team + 1));
        }
        if view.reader == Some(p.seat) {
            name.push_str(" · ");
            name.push_str(&tr!(lang, "tactica-picture-you"));
        }
        if acting {
            name.insert_str(0, "▶ ");
        }
        let state = if !p.alive {
            match p.placement {
                Some(place) => tr!(lang, "tactica-picture-out-placed", place = place),
                None => tr!(lang, "tactica-picture-out"),
            }
        } else if !p.started {
            tr!(lang, "tactica-picture-no-castle", gold = p.gold)
        } else {
            tr!(
                lang,
                "tactica-picture-state",
                gold = p.gold,
                cards = p.cards,
                castles = p.castles
            )
        };
        let name_colour = if p.alive { TEXT } else { MUTED };
        text(
            out,
            x + 26.0,
            y + 18.0,
            15.0,
            name_colour,
            acting,
            Anchor::Start,
            &name,
        );
        text(
            out,
            x + 26.0,
            y + 37.0,
            13.5,
            MUTED,
            false,
            Anchor::Start,
            &state,
        );
    }
}

/// The panel's frame and heading, and the legend of field types and signs: the same for every
/// picture of a map with as many players, in one language.
pub(super) fn legend(out: &mut Layer, players: usize, g: &Geometry, lang: Lang) {
    let (px, py, pw) = g.panel;
    let ph = panel_height(players, g.side_panel, pw);
    let _ = writeln!(
        out,
        r#"<rect x="{px:.1}" y="{py:.1}" width="{pw:.1}" height="{ph:.1}" rx="10" fill="{PANEL}"/>"#
    );
    let pad = 12.0;
    text(
        out,
        px + pad,
        py + 22.0,
        15.0,
        MUTED,
        true,
        Anchor::Start,
        &tr!(lang, "tactica-picture-players"),
    );
    let columns = columns(g);
    // The legend: field types, then the signs on units and castles.
    let rows = players.div_ceil(columns) as f32;
    let top = py + 30.0 + rows * PLAYER_ROW + 10.0;
    let signs: [LegendSign; SIGNS] = [
        (tr!(lang, "tactica-picture-sign-wagon"), |out, c| {
            wagon(out, c + Vec2::new(0.0, -2.0), 18.0, None)
        }),
        (tr!(lang, "tactica-picture-sign-rests"), |out, c| {
            let _ = writeln!(
                out,
                r##"<circle cx="{:.1}" cy="{:.1}" r="7" fill="#ffffff" stroke="{INK}"/><path d="M{:.1} {:.1}h6l-6 6h6" fill="none" stroke="{INK}" stroke-width="1.5"/>"##,
                c.x,
                c.y,
                c.x - 3.0,
                c.y - 3.0
            );
        }),
        (tr!(lang, "tactica-picture-sign-done"), |out, c| {
            // A unit's dashed edge, as the pieces draw a unit that is done for the turn.
            let _ = writeln!(
                out,
                r##"<rect x="{:.1}" y="{:.1}" width="18" height="12" rx="3" fill="#d9d9d9" stroke="{INK}" stroke-width="1.5" stroke-dasharray="3 2"/>"##,
                c.x - 9.0,
                c.y - 6.0
            );
        }),
        (tr!(lang, "tactica-picture-sign-plundered"), |out, c| {
            plundered_mark(out, c, 5.0)
        }),
        (tr!(lang, "tactica-picture-sign-last-move"), |out, c| {
            arrow(
                out,
                c - Vec2::new(20.0, 0.0),
                c + Vec2::new(16.0, 0.0),
                14.0,
            )
        }),
        (
            tr!(lang, "tactica-picture-sign-mountain-token"),
            |out, c| {
                let _ = writeln!(
                    out,
                    r##"<path d="M{:.1} {:.1}l7 -13l7 13Z" fill="#ffffff" stroke="{INK}" stroke-width="1.2"/>"##,
                    c.x - 7.0,
                    c.y + 6.0
                );
            },
        ),
    ];
    let (field_columns, sign_columns, item_w) = if g.side_panel {
        (2, 2, (pw - 2.0 * pad) / 2.0)
    } else {
        (
            TERRAINS.len(),
            SIGNS,
            (pw - 2.0 * pad) / TERRAINS.len() as f32,
        )
    };
    let hex = |out: &mut Layer, c: Vec2, fill: &str| {
        let mut d = String::new();
        let corners = HexLayout::new(g.layout.orientation)
            .with_hex_size(8.0)
            .with_origin(c)
            .hex_corners(Hex::ZERO);
        polygon(&mut d, &corners);
        let _ = writeln!(
            out,
            r#"<path d="{d}" fill="{fill}" stroke="{HEX_EDGE}" stroke-width="1"/>"#
        );
    };
    for (i, &(terrain, fill, _)) in TERRAINS.iter().enumerate() {
        let x = px + pad + (i % field_columns) as f32 * item_w;
        let y = top + (i / field_columns) as f32 * LEGEND_ROW;
        hex(out, Vec2::new(x + 8.0, y + 8.0), fill);
        text(
            out,
            x + 22.0,
            y + 13.0,
            12.5,
            TEXT,
            false,
            Anchor::Start,
            &terrain_name(lang, terrain),
        );
    }
    let signs_top = top + TERRAINS.len().div_ceil(field_columns) as f32 * LEGEND_ROW + 4.0;
    let sign_w = if g.side_panel {
        item_w
    } else {
        (pw - 2.0 * pad) / SIGNS as f32
    };
    for (i, (name, draw)) in signs.iter().enumerate() {
        let x = px + pad + (i % sign_columns) as f32 * sign_w;
        let y = signs_top + (i / sign_columns) as f32 * LEGEND_ROW;
        draw(out, Vec2::new(x + 12.0, y + 8.0));
        text(
            out,
            x + 30.0,
            y + 13.0,
            12.5,
            TEXT,
            false,
            Anchor::Start,
            name,
        );
    }
}
