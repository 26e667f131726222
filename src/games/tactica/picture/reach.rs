//! A unit's reach on the map picture: the fields it can move to and attack, and its own field,
//! each with its own mark and named in large print, for the private page that lists those
//! actions; or the fields a player can recruit on. Drawn over the map of the reader's own view,
//! cropped to those fields and the ring of fields around them, under a header with the title and
//! the legend of the marks: fewer pixels to render and encode than the whole map (a third of them
//! on average on the 6-castle map), and only the pieces it shows.

use super::*;
use crate::games::tactica::Action;

mod marks;
use marks::legend;
use marks::*;
pub(super) use marks::{over_pieces, under_pieces};

/// The movement marks: a pale tint and a green dot.
const MOVE: &str = "#1f8a3c";
/// The attack marks: a crimson ring of the hex with spikes towards the target.
const ATTACK: &str = "#c8102e";
/// The recruitment marks: a pale tint and a golden plus.
const RECRUIT: &str = "#e0a800";
/// The name plates' fill behind a unit's own field name.
const UNIT_PLATE: &str = INK;
/// The light edge that keeps every mark readable on any field and token.
const HALO: &str = "#ffffff";
/// The legend's text size, and the room of its sign and the gap after an entry.
const LEGEND_TEXT: f32 = 15.0;
const LEGEND_SIGN: f32 = 30.0;
const LEGEND_GAP: f32 = 16.0;

/// What a page of a player's actions highlights on the map. Taken from the actions open to the
/// reader (their own view's), so it shows nothing they could not do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reach {
    /// The field of the unit whose moves and attacks these are.
    pub unit: Option<Field>,
    /// Where it can move to, each field once.
    pub moves: Vec<Field>,
    /// What it can attack, each field once.
    pub attacks: Vec<Field>,
    /// Where a unit can be recruited, each field once.
    pub recruits: Vec<Field>,
}

/// The kinds of marks, in legend order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Unit,
    Move,
    Attack,
    Recruit,
}

impl Mark {
    fn id(self) -> &'static str {
        match self {
            Mark::Unit => "unit",
            Mark::Move => "move",
            Mark::Attack => "attack",
            Mark::Recruit => "recruit",
        }
    }

    /// The fill of the plate a field's name is printed on.
    fn plate(self) -> &'static str {
        match self {
            Mark::Unit => UNIT_PLATE,
            Mark::Move => MOVE,
            Mark::Attack => ATTACK,
            Mark::Recruit => "#7a5c00",
        }
    }
}

fn push_once(fields: &mut Vec<Field>, field: Field) {
    if !fields.contains(&field) {
        fields.push(field);
    }
}

impl Reach {
    /// The fields of `actions`: the moving or attacking unit's field (the first one named), the
    /// moves' destinations, the attacks' targets and the recruits' fields. Other actions add
    /// nothing.
    pub fn of_actions<'a>(actions: impl IntoIterator<Item = &'a Action>) -> Reach {
        let mut reach = Reach::default();
        for action in actions {
            match *action {
                Action::Move { unit, ref path, .. } => {
                    reach.unit.get_or_insert(unit);
                    if let Some(to) = path.last() {
                        push_once(&mut reach.moves, to);
                    }
                }
                Action::Attack { unit, target } => {
                    reach.unit.get_or_insert(unit);
                    push_once(&mut reach.attacks, target);
                }
                Action::Recruit { field, .. } => push_once(&mut reach.recruits, field),
                _ => {}
            }
        }
        reach
    }

    /// The reach of the unit on `unit`: its moves and attacks among the actions open to the
    /// reader of `view`.
    pub fn of_unit(view: &TacticaView, unit: Field) -> Reach {
        Reach::of_actions(view.actions.iter().filter(|a| match a {
            Action::Move { unit: from, .. } | Action::Attack { unit: from, .. } => *from == unit,
            _ => false,
        }))
    }

    /// Nothing to highlight.
    pub fn is_empty(&self) -> bool {
        self.unit.is_none()
            && self.moves.is_empty()
            && self.attacks.is_empty()
            && self.recruits.is_empty()
    }

    /// Every highlighted field: the unit's, then the destinations, targets and recruit fields.
    pub fn fields(&self) -> impl Iterator<Item = Field> + '_ {
        self.unit
            .iter()
            .chain(&self.moves)
            .chain(&self.attacks)
            .chain(&self.recruits)
            .copied()
    }

    /// Each highlighted field with its mark, in drawing order.
    fn marked(&self) -> impl Iterator<Item = (Field, Mark)> + '_ {
        self.moves
            .iter()
            .map(|&f| (f, Mark::Move))
            .chain(self.recruits.iter().map(|&f| (f, Mark::Recruit)))
            .chain(self.attacks.iter().map(|&f| (f, Mark::Attack)))
            .chain(self.unit.iter().map(|&f| (f, Mark::Unit)))
    }

    /// The marks present, in legend order.
    fn kinds(&self) -> Vec<Mark> {
        [
            (Mark::Unit, self.unit.is_some()),
            (Mark::Move, !self.moves.is_empty()),
            (Mark::Attack, !self.attacks.is_empty()),
            (Mark::Recruit, !self.recruits.is_empty()),
        ]
        .into_iter()
        .filter_map(|(mark, present)| present.then_some(mark))
        .collect()
    }
}

/// The part of the whole map picture that a reach picture shows, under a header of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReachFrame {
    /// The left and top of the part shown, in the pixels of the whole map picture (`map_png`).
    pub x: u32,
    pub y: u32,
    /// The reach picture's width, and the height of the part of the map it shows.
    pub width: u32,
    pub height: u32,
    /// The header's height: the map part starts this far down the reach picture.
    pub header: u32,
}

/// How the header of a reach picture is laid out: the title, and the legend beside it or, when
/// the picture is too narrow for both, below it.
#[derive(Clone, Copy, Debug)]
struct HeaderRows {
    /// The legend's left end, and its baseline.
    legend_x: f32,
    legend_y: f32,
}

/// The room around the highlighted fields' hexes, in hex radii: the ring of fields around them.
const FRAME_ROOM: f32 = 1.8;
/// The title's size in the header.
const TITLE_TEXT: f32 = 21.0;
/// The second row of a narrow picture's header: how much lower the legend stands.
const SECOND_ROW: f32 = 38.0;

/// About how wide the title is in bold text of `size`: each character a little wider than the
/// condensed bold font sets it, so that the title never runs off a narrow picture.
fn title_width(title: &str, size: f32) -> f32 {
    let em = |c: char| match c {
        'm' | 'w' | 'M' | 'W' => 0.95,
        'f' | 'i' | 'j' | 'l' | 'r' | 't' | 'I' | 'J' => 0.5,
        '0'..='9' => 0.63,
        c if c.is_uppercase() => 0.75,
        c if c.is_alphabetic() => 0.62,
        _ => 0.35,
    };
    title.chars().map(em).sum::<f32>() * size
}

/// The pixel bounds of the whole map (the hexes' corners) in the whole picture.
fn map_bounds(board: &Board, g: &Geometry) -> (Vec2, Vec2) {
    let (mut min, mut max) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for field in board.fields() {
        for corner in g.layout.hex_corners(board.hex(field)) {
            min = min.min(corner);
            max = max.max(corner);
        }
    }
    (min, max)
}

/// Where a reach picture's map part lies in the whole picture, and its header: the highlighted
/// fields and a ring of fields around them (the whole map when none is on it), at least as wide
/// as the title and the legend, within the map and a margin around it.
fn frame(
    view: &TacticaView,
    board: &Board,
    g: &Geometry,
    lang: Lang,
    reach: &Reach,
) -> (ReachFrame, HeaderRows) {
    let (map_min, map_max) = map_bounds(board, g);
    let (limit_min, limit_max) = (
        (map_min - Vec2::splat(MARGIN)).max(Vec2::ZERO),
        (map_max + Vec2::splat(MARGIN)).min(Vec2::new(g.width, g.height)),
    );
    let (mut min, mut max) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for field in reach.fields().filter(|&f| board.contains(f)) {
        for corner in g.layout.hex_corners(board.hex(field)) {
            min = min.min(corner);
            max = max.max(corner);
        }
    }
    let (mut min, mut max) = if min.x > max.x {
        (limit_min, limit_max)
    } else {
        let room = Vec2::splat(FRAME_ROOM * g.size);
        ((min - room).max(limit_min), (max + room).min(limit_max))
    };
    // At least as wide as the header's words, widened on both sides, and kept on the picture.
    let title = title_width(&super::title(view, board, lang), TITLE_TEXT);
    let legend = legend_width(&legend_entries(reach, lang));
    // (Within the map and its margin, which leaves out the panel beside it, unless the map is
    // narrower than the words; then within the picture.)
    let (left, right) = if limit_max.x - limit_min.x >= title.max(legend) + 2.0 * MARGIN {
        (limit_min.x, limit_max.x)
    } else {
        (0.0, g.width)
    };
    let least = (title.max(legend) + 2.0 * MARGIN).min(right - left);
    if max.x - min.x < least {
        let grow = (least - (max.x - min.x)) / 2.0;
        min.x -= grow;
        max.x += grow;
        let shift = (left - min.x).max(0.0) - (max.x - right).max(0.0);
        min.x += shift;
        max.x += shift;
    }
    let (x0, y0) = (min.x.floor().max(0.0), min.y.floor().max(0.0));
    let (x1, y1) = (max.x.ceil().min(g.width), max.y.ceil().min(g.height));
    let width = x1 - x0;
    // The legend beside the title when both fit, else on a row of its own below it.
    let rows = if title + legend + 4.0 * MARGIN <= width {
        HeaderRows {
            legend_x: width - MARGIN - legend,
            legend_y: 33.0,
        }
    } else {
        HeaderRows {
            legend_x: MARGIN,
            legend_y: 33.0 + SECOND_ROW,
        }
    };
    let header = if rows.legend_y > 33.0 {
        HEADER_HEIGHT + SECOND_ROW
    } else {
        HEADER_HEIGHT
    };
    let frame = ReachFrame {
        x: x0 as u32,
        y: y0 as u32,
        width: width as u32,
        height: (y1 - y0) as u32,
        header: header as u32,
    };
    (frame, rows)
}

impl ReachFrame {
    /// The corners of the part of the map shown, in the whole picture's pixels.
    fn map_part(&self) -> (Vec2, Vec2) {
        let min = Vec2::new(self.x as f32, self.y as f32);
        (min, min + Vec2::new(self.width as f32, self.height as f32))
    }
}

/// Where the reach picture of `reach` on the map of `view` shows the map (see `ReachFrame`),
/// with its words in `lang`.
pub fn reach_frame(view: &TacticaView, board: &Board, lang: Lang, reach: &Reach) -> ReachFrame {
    let g = geometry(board, view.players.len());
    frame(view, board, &g, lang, reach).0
}

/// The `<svg>` tag of a reach picture in `frame`.
fn frame_open(frame: &ReachFrame) -> String {
    let (w, h) = (frame.width, frame.header + frame.height);
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans">"#
    ) + "\n"
}

/// The group that moves the whole picture's map part into `frame`'s place.
fn frame_group(frame: &ReachFrame) -> String {
    format!(
        r#"<g transform="translate({} {})">"#,
        -(frame.x as i64),
        frame.header as i64 - frame.y as i64
    ) + "\n"
}

/// The header of a reach picture: the title, and the legend of the marks.
fn frame_header(
    view: &TacticaView,
    board: &Board,
    g: &Geometry,
    lang: Lang,
    reach: &Reach,
    frame: &ReachFrame,
    rows: HeaderRows,
) -> Layer {
    let mut out = Layer::default();
    let _ = writeln!(
        out,
        r#"<rect width="{}" height="{}" fill="{BACKGROUND}"/>"#,
        frame.width, frame.header
    );
    let title = super::title(view, board, lang);
    text(
        &mut out,
        MARGIN,
        33.0,
        TITLE_TEXT,
        TEXT,
        true,
        Anchor::Start,
        &title,
    );
    legend(&mut out, reach, g, lang, rows.legend_x, rows.legend_y);
    out
}

/// The map of a view as SVG with `reach` highlighted, worded in `lang`: the part of the map
/// around the highlighted fields, under a header with the title and the legend of the marks.
/// Drawn from the view only.
pub fn reach_svg(
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    lang: Lang,
    reach: &Reach,
) -> String {
    let players = view.players.len();
    let g = geometry(board, players);
    let (frame, rows) = frame(view, board, &g, lang, reach);
    let mut out = frame_open(&frame);
    let _ = writeln!(
        out,
        r#"<rect width="100%" height="100%" fill="{BACKGROUND}"/>"#
    );
    out.push_str(&frame_group(&frame));
    fixed_layer(board, players, &g, lang).write_svg(&mut out);
    let mut map = Layer::default();
    pieces(
        &mut map,
        view,
        board,
        rules,
        &g,
        Some(reach),
        Some(frame.map_part()),
    );
    map.write_svg(&mut out);
    out.push_str("</g>\n");
    frame_header(view, board, &g, lang, reach, &frame, rows).write_svg(&mut out);
    out.push_str("</svg>\n");
    out
}

/// The map of a view as PNG with `reach` highlighted, worded in `lang` (as `reach_svg` draws
/// it): the part of the kept fixed layer the frame shows, under its header, with the pieces
/// there and the marks rendered over it.
pub fn reach_png(
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    lang: Lang,
    reach: &Reach,
) -> Result<Png, PictureError> {
    let players = view.players.len();
    let g = geometry(board, players);
    let (frame, rows) = frame(view, board, &g, lang, reach);
    let whole = fixed_base(board, players, &g, lang)?;
    let base = cropped(&whole, &frame)?;
    let mut map = Layer::default();
    map.shapes.reserve(32 * 1024);
    pieces(
        &mut map,
        view,
        board,
        rules,
        &g,
        Some(reach),
        Some(frame.map_part()),
    );
    let header = frame_header(view, board, &g, lang, reach, &frame, rows);
    let mut layer = Layer {
        shapes: String::with_capacity(map.shapes.len() + header.shapes.len() + 64),
        labels: Vec::with_capacity(map.labels.len() + header.labels.len()),
    };
    layer.push_str(&frame_group(&frame));
    layer.push_str(&map.shapes);
    layer.push_str("</g>\n");
    layer.push_str(&header.shapes);
    // The map's text moved with it; text that would reach into the header or lies off the
    // picture is left out (it belongs to fields beyond the frame's edge).
    let (dx, dy) = (-(frame.x as f32), frame.header as f32 - frame.y as f32);
    let (w, h) = (frame.width as f32, (frame.header + frame.height) as f32);
    for label in map.labels {
        let (x, y) = (label.x + dx, label.y + dy);
        let inside =
            y - label.size >= frame.header as f32 && y - label.size <= h && x >= -w && x <= 2.0 * w;
        if inside {
            layer.labels.push(Label { x, y, ..label });
        }
    }
    layer.labels.extend(header.labels);
    render_png_indexed_over(&base, &frame_open(&frame), &layer)
}

/// The part of the whole picture's fixed layer that `frame` shows, under an empty header.
fn cropped(whole: &Pixmap, frame: &ReachFrame) -> Result<Pixmap, PictureError> {
    let (w, h) = (frame.width, frame.header + frame.height);
    let mut out = Pixmap::new(w, h).ok_or(PictureError::Size(w, h))?;
    let fill = background_pixel();
    let row = 4 * w as usize;
    let header = frame.header as usize * row;
    let data = out.data_mut();
    for pixel in data[..header].chunks_exact_mut(4) {
        pixel.copy_from_slice(&fill);
    }
    let stride = 4 * whole.width() as usize;
    let source = whole.data();
    for (i, line) in data[header..].chunks_exact_mut(row).enumerate() {
        let start = (frame.y as usize + i) * stride + 4 * frame.x as usize;
        match source.get(start..start + row) {
            Some(from) => line.copy_from_slice(from),
            None => return Err(PictureError::Size(w, h)),
        }
    }
    Ok(out)
}

/// The background colour as an opaque pixel.
fn background_pixel() -> [u8; 4] {
    let channel = |i: usize| u8::from_str_radix(&BACKGROUND[i..i + 2], 16).unwrap_or(0);
    [channel(1), channel(3), channel(5), 255]
}
