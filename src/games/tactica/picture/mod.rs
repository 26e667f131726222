//! The Tactica map as a picture: a hex map drawn as SVG from a view (public, or one seat's) and
//! rendered to PNG with the project's renderer.
//!
//! Everything drawn comes from the `TacticaView` (what its reader may see), the `Board` and the
//! `Ruleset`; no card in any hand is ever named, so the same picture can be posted to everyone.
//! A player's own page may add a unit's reach, taken from the actions of their view, on the part
//! of the map around it (`reach`).

use super::legal::Waiting;
use super::map::{Board, Field, Terrain};
use super::ruleset::Ruleset;
use super::state::Seat;
use super::view::{TacticaView, UnitView};
use crate::kit::kept::Kept;
use crate::kit::lang::Lang;
use crate::kit::render::{
    esc, render_pixmap, render_png_indexed_over, Anchor, Label, Layer, PictureError, Pixmap, Png,
};
use crate::tr;
use hexx::{Hex, HexLayout, HexOrientation, Vec2};
use std::fmt::Write;
use std::sync::{Arc, Mutex, OnceLock};

mod glyphs;
mod panel;
mod pieces;
mod reach;

use glyphs::pixel_text;
use panel::{legend, panel, panel_height};
use pieces::{arrow, chariot, plundered_mark, unit_token, wagon};
pub use reach::{reach_frame, reach_png, reach_svg, Reach, ReachFrame};

mod board;
use board::*;

/// The width of every map picture; Discord shows it about half as wide on a phone, and the
/// labels stay readable when zoomed.
pub const MAP_PICTURE_WIDTH: u32 = 960;

const MARGIN: f32 = 16.0;
const HEADER_HEIGHT: f32 = 52.0;
/// The side panel's width when the map is taller than wide (the flat-topped 3-castle map).
const SIDE_PANEL_WIDTH: f32 = 236.0;
/// The map never gets taller than this, so that a picture stays about a screen high.
const MAP_MAX_HEIGHT: f32 = 860.0;

const BACKGROUND: &str = "#1e2124";
const PANEL: &str = "#2b2f33";
const TEXT: &str = "#e8e8e8";
const MUTED: &str = "#9aa0a6";
const HEX_EDGE: &str = "#2a2e33";
const INK: &str = "#1b1d20";
const WHEEL: &str = "#3b2a1a";

/// The players' colours, by seat: the Okabe–Ito palette, told apart with the common forms of
/// colour blindness, with names for the players to use (in English) and their id in the
/// catalogs' `tactica-picture-colour`.
const PLAYER_COLOURS: [(&str, &str, &str); 6] = [
    ("#d55e00", "Red", "red"),
    ("#0072b2", "Blue", "blue"),
    ("#009e73", "Green", "green"),
    ("#f0e442", "Yellow", "yellow"),
    ("#cc79a7", "Pink", "pink"),
    ("#56b4e9", "Sky", "sky"),
];

/// A seat's colour (the palette repeats beyond six seats, which no map allows).
pub fn player_colour(seat: Seat) -> &'static str {
    PLAYER_COLOURS[seat as usize % PLAYER_COLOURS.len()].0
}

/// A seat's colour name in English.
pub fn player_colour_name(seat: Seat) -> &'static str {
    PLAYER_COLOURS[seat as usize % PLAYER_COLOURS.len()].1
}

/// A seat's colour name in `lang`, as the picture's panel and status line print it (and the
/// text board, so that a seat is named alike in both).
pub fn colour_name(lang: Lang, seat: Seat) -> String {
    let colour = PLAYER_COLOURS[seat as usize % PLAYER_COLOURS.len()].2;
    tr!(lang, "tactica-picture-colour", colour = colour)
}

/// A field type's name in `lang`, as the legend prints it (and the text board's unit list).
pub fn terrain_name(lang: Lang, terrain: Terrain) -> String {
    let id = match terrain {
        Terrain::Basic => "basic",
        Terrain::Citadel => "citadel",
        Terrain::Keep => "keep",
        Terrain::Desert => "desert",
        Terrain::Temple => "temple",
        Terrain::Mountains => "mountains",
        Terrain::PortCentre => "port_centre",
        Terrain::Docks => "docks",
        Terrain::Village => "village",
    };
    tr!(lang, "tactica-picture-terrain", terrain = id)
}

/// Text that reads on a seat's colour: dark on the light ones.
fn ink_on(seat: Seat) -> &'static str {
    match seat as usize % PLAYER_COLOURS.len() {
        3..=5 => INK,
        _ => "#ffffff",
    }
}

/// The field types in legend order, with their fill and the colour of the label printed on them.
const TERRAINS: [(Terrain, &str, &str); 9] = [
    (Terrain::Basic, "#d9dcc4", "#5c6150"),
    (Terrain::Citadel, "#f3d36b", "#6b5410"),
    (Terrain::Keep, "#b9a3d6", "#4a3866"),
    (Terrain::Desert, "#ecd6a2", "#7a6433"),
    (Terrain::Temple, "#8fd0e8", "#1f5366"),
    (Terrain::Mountains, "#8c7462", "#f1e6dc"),
    (Terrain::PortCentre, "#e99a55", "#5e3210"),
    (Terrain::Docks, "#b7d98b", "#3e5a1c"),
    (Terrain::Village, "#d98c80", "#5e2219"),
];

/// One line of text: size, fill, weight and anchor named by every caller.
#[allow(clippy::too_many_arguments)]
fn text(
    out: &mut Layer,
    x: f32,
    y: f32,
    size: f32,
    fill: &str,
    bold: bool,
    anchor: Anchor,
    s: &str,
) {
    out.label(Label {
        x,
        y,
        size,
        fill: fill.to_string(),
        bold,
        anchor,
        text: s.to_string(),
    });
}

/// Where the map and the panel go, and the hex size that fits them in the picture's width.
struct Geometry {
    layout: HexLayout,
    /// The hexes' outer radius in pixels.
    size: f32,
    width: f32,
    height: f32,
    /// The panel's top-left corner and width; it lies right of the map or below it.
    panel: (f32, f32, f32),
    side_panel: bool,
}

impl Geometry {
    fn new(board: &Board, panel_height: impl Fn(bool, f32) -> f32) -> Geometry {
        let orientation = if board.flat {
            HexOrientation::Flat
        } else {
            HexOrientation::Pointy
        };
        // The map's bounds at radius 1, from every hex's corners.
        let unit = HexLayout::new(orientation);
        let (mut min, mut max) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
        for field in board.fields() {
            for corner in unit.hex_corners(board.hex(field)) {
                min = min.min(corner);
                max = max.max(corner);
            }
        }
        let extent = max - min;
        let width = MAP_PICTURE_WIDTH as f32;
        // The panel goes beside the map unless the map is much wider than tall: below it, the
        // picture would get a third more pixels, and its PNG a third bigger.
        let side_panel = extent.y > extent.x * 0.8;
        let room = if side_panel {
            width - SIDE_PANEL_WIDTH - 3.0 * MARGIN
        } else {
            width - 2.0 * MARGIN
        };
        let size = (room / extent.x).min(MAP_MAX_HEIGHT / extent.y);
        let (map_w, map_h) = (extent.x * size, extent.y * size);
        let map_x = if side_panel {
            MARGIN + (room - map_w) / 2.0
        } else {
            (width - map_w) / 2.0
        };
        let map_y = HEADER_HEIGHT;
        let origin = Vec2::new(map_x, map_y) - min * size;
        let layout = HexLayout::new(orientation)
            .with_hex_size(size)
            .with_origin(origin);
        let (panel, height) = if side_panel {
            let x = width - SIDE_PANEL_WIDTH - MARGIN;
            let h = panel_height(true, SIDE_PANEL_WIDTH);
            ((x, map_y, SIDE_PANEL_WIDTH), map_y + map_h.max(h) + MARGIN)
        } else {
            let panel_w = width - 2.0 * MARGIN;
            let y = map_y + map_h + MARGIN;
            let h = panel_height(false, panel_w);
            ((MARGIN, y, panel_w), y + h + MARGIN)
        };
        Geometry {
            layout,
            size,
            width,
            height: height.ceil(),
            panel,
            side_panel,
        }
    }

    fn centre(&self, board: &Board, field: Field) -> Vec2 {
        self.layout.hex_to_world_pos(board.hex(field))
    }
}

/// A closed path through points.
fn polygon(out: &mut String, points: &[Vec2]) {
    for (i, p) in points.iter().enumerate() {
        let _ = write!(
            out,
            "{}{:.1} {:.1}",
            if i == 0 { "M" } else { "L" },
            p.x,
            p.y
        );
    }
    out.push('Z');
}

/// The map of a view as SVG: a header with the turn, the hex map with castles, units, wagons and
/// the last move, and a panel with the players and a legend, worded in `lang`. Drawn from the
/// view only.
pub fn map_svg(view: &TacticaView, board: &Board, rules: &Ruleset, lang: Lang) -> String {
    let players = view.players.len();
    let g = geometry(board, players);
    let mut out = svg_open(&g);
    fixed_layer(board, players, &g, lang).write_svg(&mut out);
    overlay_layer(view, board, rules, &g, lang).write_svg(&mut out);
    out.push_str("</svg>\n");
    out
}

fn svg_open(g: &Geometry) -> String {
    let mut out = String::with_capacity(64 * 1024);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans">"#,
        w = g.width,
        h = g.height
    );
    out
}

/// Where everything goes in a picture of `board` for a view with `players` players.
fn geometry(board: &Board, players: usize) -> Geometry {
    Geometry::new(board, |side, width| panel_height(players, side, width))
}

/// The fixed layer (background, hexes, field signs and names, the panel's frame and legend):
/// the same for every view of a map with as many players, in one language.
fn fixed_layer(board: &Board, players: usize, g: &Geometry, lang: Lang) -> Layer {
    let mut fixed = Layer::default();
    let _ = writeln!(
        fixed,
        r#"<rect width="100%" height="100%" fill="{BACKGROUND}"/>"#
    );
    // The hexes, one path per field type so that the drawing stays small; their edges are drawn
    // without anti-aliasing, which looks the same at this size and makes the PNG a third smaller.
    for &(kind, fill, _) in &TERRAINS {
        let mut d = String::new();
        for field in board.fields().filter(|&f| board.terrain(f) == kind) {
            polygon(&mut d, &g.layout.hex_corners(board.hex(field)));
        }
        if !d.is_empty() {
            let _ = writeln!(
                fixed,
                r#"<path d="{d}" fill="{fill}" stroke="{HEX_EDGE}" stroke-width="1.2" shape-rendering="crispEdges"/>"#
            );
        }
    }
    terrain_marks(&mut fixed, board, g);
    labels(&mut fixed, board, g);
    legend(&mut fixed, players, g, lang);
    fixed
}

/// The overlay: everything of a view that changes (header, castles, units, wagons, last move,
/// players).
fn overlay_layer(
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    g: &Geometry,
    lang: Lang,
) -> Layer {
    let mut out = Layer::default();
    out.shapes.reserve(32 * 1024);
    header(&mut out, view, board, g, lang);
    pieces(&mut out, view, board, rules, g, None, None);
    panel(&mut out, view, g, lang);
    out
}

/// What a view has on the map (castles, wagons, units, the last move), and the highlighted
/// `reach` when there is one: its fields tinted under the pieces, its marks and names over them.
/// With `within` (a rectangle's corners), only the pieces that reach into it: a picture of part
/// of the map leaves out what it would not show.
fn pieces(
    out: &mut Layer,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    g: &Geometry,
    reach: Option<&Reach>,
    within: Option<(Vec2, Vec2)>,
) {
    let s = g.size;
    // A piece stays within a hex of its field's centre (a castle's edge, a little more).
    let shown = |a: Vec2, b: Vec2| {
        within.is_none_or(|(min, max)| {
            let room = Vec2::splat(1.25 * s);
            a.min(b).cmple(max + room).all() && a.max(b).cmpge(min - room).all()
        })
    };
    castles(out, view, board, g, &|c| shown(c, c));
    if let Some(reach) = reach {
        reach::under_pieces(out, reach, board, g);
    }
    for &(field, owner) in &view.wagons {
        let c = g.centre(board, field);
        if shown(c, c) {
            let at = c + Vec2::new(0.0, 0.12 * s);
            if view.chariots.contains(&field) {
                chariot(out, at, s, Some(owner));
            } else {
                wagon(out, at, s, Some(owner));
            }
        }
    }
    for unit in &view.units {
        let c = g.centre(board, unit.field);
        if shown(c, c) {
            unit_token(out, view, rules, unit, c, s);
        }
    }
    if let Some((from, to)) = view.last_move {
        if board.contains(from) && board.contains(to) {
            let (a, b) = (g.centre(board, from), g.centre(board, to));
            if shown(a, b) {
                arrow(out, a, b, s);
            }
        }
    }
    if let Some(reach) = reach {
        reach::over_pieces(out, reach, board, g);
    }
}

/// The map of a view as PNG, worded in `lang`. The fixed layer is rendered once per map, player
/// count and language, and kept; each picture renders only its overlay on a copy of it.
pub fn map_png(
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    lang: Lang,
) -> Result<Png, PictureError> {
    let players = view.players.len();
    let geometry = geometry(board, players);
    let base = fixed_base(board, players, &geometry, lang)?;
    let overlay = overlay_layer(view, board, rules, &geometry, lang);
    render_png_indexed_over(&base, &svg_open(&geometry), &overlay)
}

/// The most fixed layers kept (a map for a player count in a language), and the bytes of their
/// pixels: the oldest goes past either.
const FIXED_KEPT: usize = 12;
const FIXED_BYTES_KEPT: usize = 24 << 20;

/// The fixed layer of `board` for `players` players in `lang`, rendered once (with `g`, the
/// geometry of that map and player count) and kept.
fn fixed_base(
    board: &Board,
    players: usize,
    g: &Geometry,
    lang: Lang,
) -> Result<Arc<Pixmap>, PictureError> {
    // The geometry follows from the map and the player count; the legend's words from the
    // language.
    type Key = (String, usize, Lang);
    static FIXED: OnceLock<Mutex<Kept<Key, Arc<Pixmap>>>> = OnceLock::new();
    let key = (board.id.clone(), players, lang);
    let cache = FIXED.get_or_init(|| Mutex::new(Kept::new(FIXED_KEPT, FIXED_BYTES_KEPT)));
    if let Some(base) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return Ok(base);
    }
    let mut svg = svg_open(g);
    fixed_layer(board, players, g, lang).write_svg(&mut svg);
    svg.push_str("</svg>\n");
    let base = Arc::new(render_pixmap(&svg)?);
    if let Ok(mut c) = cache.lock() {
        let bytes = base.data().len();
        c.insert(key, base.clone(), bytes);
    }
    Ok(base)
}
