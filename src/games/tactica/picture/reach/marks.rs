//! The marks of the reachable fields, under and over the pieces, and the legend that names them.

use super::*;

/// A hex's corners drawn `scale` of the way out from its centre.
pub(super) fn hex_ring(g: &Geometry, c: Vec2, s: f32, scale: f32) -> Vec<Vec2> {
    HexLayout::new(g.layout.orientation)
        .with_hex_size(s * scale)
        .with_origin(c)
        .hex_corners(Hex::ZERO)
        .to_vec()
}

/// The tints under the pieces: destinations and recruit fields lighter, targets reddened.
pub(in crate::games::tactica::picture) fn under_pieces(
    out: &mut Layer,
    reach: &Reach,
    board: &Board,
    g: &Geometry,
) {
    let mut light = String::new();
    let mut red = String::new();
    for (field, mark) in reach.marked().filter(|&(f, _)| board.contains(f)) {
        let ring = hex_ring(g, g.centre(board, field), g.size, 0.94);
        match mark {
            Mark::Move | Mark::Recruit => polygon(&mut light, &ring),
            Mark::Attack => polygon(&mut red, &ring),
            Mark::Unit => {}
        }
    }
    for (d, fill, opacity) in [(light, HALO, 0.5), (red, ATTACK, 0.3)] {
        if !d.is_empty() {
            let _ = writeln!(
                out,
                r#"<path d="{d}" fill="{fill}" fill-opacity="{opacity}" shape-rendering="crispEdges"/>"#
            );
        }
    }
}

/// The marks being drawn, one path per colour for all fields, and all of them fills: a filled
/// ring or dot renders several times faster than a stroked one, and dozens of destinations stay
/// cheap. Drawn in layers: the light edges, then the dark ones, then the marks' colours.
#[derive(Default)]
pub(super) struct MarkPaths {
    halo: String,
    ink: String,
    moves: String,
    attacks: String,
    recruits: String,
}

/// A circle as path data.
pub(super) fn circle(d: &mut String, c: Vec2, r: f32) {
    let _ = write!(
        d,
        "M{:.1} {:.1}a{r:.1} {r:.1} 0 1 0 {:.1} 0a{r:.1} {r:.1} 0 1 0 -{:.1} 0Z",
        c.x - r,
        c.y,
        2.0 * r,
        2.0 * r
    );
}

/// A hex ring between `inner` and `outer` (of the hexes' radius) as path data, to be filled
/// even-odd.
pub(super) fn ring(d: &mut String, g: &Geometry, c: Vec2, s: f32, inner: f32, outer: f32) {
    polygon(d, &hex_ring(g, c, s, outer));
    polygon(d, &hex_ring(g, c, s, inner));
}

/// A plus of arms `arm` and half-thickness `half` as path data.
pub(super) fn plus(d: &mut String, c: Vec2, arm: f32, half: f32) {
    polygon(
        d,
        &[
            Vec2::new(c.x - half, c.y - arm),
            Vec2::new(c.x + half, c.y - arm),
            Vec2::new(c.x + half, c.y - half),
            Vec2::new(c.x + arm, c.y - half),
            Vec2::new(c.x + arm, c.y + half),
            Vec2::new(c.x + half, c.y + half),
            Vec2::new(c.x + half, c.y + arm),
            Vec2::new(c.x - half, c.y + arm),
            Vec2::new(c.x - half, c.y + half),
            Vec2::new(c.x - arm, c.y + half),
            Vec2::new(c.x - arm, c.y - half),
            Vec2::new(c.x - half, c.y - half),
        ],
    );
}

impl MarkPaths {
    /// One field's mark centred on `c` for hexes of radius `s`.
    fn add(&mut self, g: &Geometry, mark: Mark, c: Vec2, s: f32) {
        let edge = (0.05 * s).max(1.0);
        match mark {
            Mark::Move => {
                // A green dot, without an edge: the tint under it is light.
                let r = (0.17 * s).max(3.0);
                circle(&mut self.moves, c, r);
            }
            Mark::Recruit => {
                // A golden plus on a dark edge.
                let (arm, half) = (0.3 * s, (0.08 * s).max(1.5));
                plus(&mut self.ink, c, arm + edge, half + edge);
                plus(&mut self.recruits, c, arm, half);
            }
            Mark::Attack => {
                // A crimson ring on a light edge, with a spike from each corner inwards.
                let width = (0.16 * s).max(3.0) / s;
                let (middle, e) = (0.82, edge / s);
                ring(
                    &mut self.halo,
                    g,
                    c,
                    s,
                    middle - width / 2.0 - e,
                    middle + width / 2.0 + e,
                );
                ring(
                    &mut self.attacks,
                    g,
                    c,
                    s,
                    middle - width / 2.0,
                    middle + width / 2.0,
                );
                let corners = hex_ring(g, c, s, middle);
                for corner in corners {
                    let towards = (c - corner).normalize_or_zero();
                    let across = Vec2::new(-towards.y, towards.x) * (width * s * 0.6);
                    let tip = corner + towards * (0.24 * s);
                    polygon(&mut self.attacks, &[corner + across, tip, corner - across]);
                }
            }
            Mark::Unit => {
                // A dark ring inside a light one: the field it all starts from.
                let width = (0.2 * s).max(3.5) / s;
                let middle = 0.84;
                ring(
                    &mut self.halo,
                    g,
                    c,
                    s,
                    middle - width / 2.0,
                    middle + width / 2.0,
                );
                let third = width / 3.0;
                ring(
                    &mut self.ink,
                    g,
                    c,
                    s,
                    middle - third / 2.0,
                    middle + third / 2.0,
                );
            }
        }
    }

    fn write(&self, out: &mut Layer) {
        for (d, fill) in [
            (&self.halo, HALO),
            (&self.ink, INK),
            (&self.moves, MOVE),
            (&self.attacks, ATTACK),
            (&self.recruits, RECRUIT),
        ] {
            if !d.is_empty() {
                let _ = writeln!(out, r#"<path d="{d}" fill="{fill}" fill-rule="evenodd"/>"#);
            }
        }
    }
}

/// The marks over the pieces, and each highlighted field's name on a plate in its mark's
/// colour, in the board's own labels ("F7"), over the small name at the top of its hex.
pub(in crate::games::tactica::picture) fn over_pieces(
    out: &mut Layer,
    reach: &Reach,
    board: &Board,
    g: &Geometry,
) {
    let s = g.size;
    let on_map = || reach.marked().filter(|&(f, _)| board.contains(f));
    let mut marks = MarkPaths::default();
    for (field, kind) in on_map() {
        let c = g.centre(board, field);
        // A destination's dot sits low, below a wagon standing there.
        let c = if kind == Mark::Move {
            c + Vec2::new(0.0, 0.1 * s)
        } else {
            c
        };
        marks.add(g, kind, c, s);
    }
    marks.write(out);
    // The names on plates: the plates of each mark as one path of whole-pixel rectangles on a
    // light edge, and the names as text, which the renderer keeps once drawn (a map has a few
    // hundred names; a picture then costs a copy of each).
    let size = (0.46 * s).clamp(9.0, 13.0);
    let height = (size + 5.0).round() as i32;
    let mut edges = String::new();
    let mut plates =
        [Mark::Unit, Mark::Move, Mark::Attack, Mark::Recruit].map(|k| (k, String::new()));
    for (field, kind) in on_map() {
        let c = g.centre(board, field);
        let label = board.label(field);
        let width = (name_width(label, size) + 6.0).round() as i32;
        // The plate ends just above a token standing on the field.
        let top = (c.y - 0.36 * s).round() as i32 - height;
        let left = c.x.round() as i32 - width / 2;
        let _ = write!(
            edges,
            "M{} {}h{}v{}h-{}z",
            left - 1,
            top - 1,
            width + 2,
            height + 2,
            width + 2
        );
        if let Some((_, plate)) = plates.iter_mut().find(|(k, _)| *k == kind) {
            let _ = write!(plate, "M{left} {top}h{width}v{height}h-{width}z");
        }
        let baseline = top as f32 + height as f32 / 2.0 + 0.36 * size;
        text(
            out,
            (left + width / 2) as f32,
            baseline,
            size,
            HALO,
            true,
            Anchor::Middle,
            label,
        );
    }
    if edges.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        r#"<path d="{edges}" fill="{HALO}" shape-rendering="crispEdges"/>"#
    );
    for (kind, d) in plates.iter().filter(|(_, d)| !d.is_empty()) {
        let _ = writeln!(
            out,
            r#"<path d="{d}" fill="{}" shape-rendering="crispEdges"/>"#,
            kind.plate()
        );
    }
}

/// About how wide a field's name is in bold text of `size`: its letters and digits as the
/// condensed bold font sets them, rounded up.
pub(super) fn name_width(name: &str, size: f32) -> f32 {
    name.chars()
        .map(|c| if c.is_ascii_digit() { 0.64 } else { 0.8 })
        .sum::<f32>()
        * size
}

/// The legend's entries: the marks present and their names in `lang`.
pub(super) fn legend_entries(reach: &Reach, lang: Lang) -> Vec<(Mark, String)> {
    reach
        .kinds()
        .into_iter()
        .map(|kind| {
            let name = tr!(lang, "tactica-picture-reach-sign", sign = kind.id());
            (kind, name)
        })
        .collect()
}

/// Each entry's room from its name's length: a little more than the font's widest lower-case
/// letters take on average, so that names never run into the next sign.
pub(super) fn legend_room(name: &str) -> f32 {
    LEGEND_SIGN + name.chars().count() as f32 * 0.56 * LEGEND_TEXT
}

/// How wide the legend of `entries` is.
pub(super) fn legend_width(entries: &[(Mark, String)]) -> f32 {
    let total: f32 = entries
        .iter()
        .map(|(_, name)| legend_room(name) + LEGEND_GAP)
        .sum();
    (total - LEGEND_GAP).max(0.0)
}

/// The legend of the marks present, from `left` along the baseline `baseline` of the header,
/// worded in `lang`.
pub(super) fn legend(
    out: &mut Layer,
    reach: &Reach,
    g: &Geometry,
    lang: Lang,
    left: f32,
    baseline: f32,
) {
    let entries = legend_entries(reach, lang);
    let mut x = left;
    let basic = TERRAINS
        .iter()
        .find(|(t, _, _)| *t == Terrain::Basic)
        .map_or(PANEL, |&(_, fill, _)| fill);
    for (kind, name) in &entries {
        let c = Vec2::new(x + 12.0, baseline - 6.0);
        let s = 12.0;
        let mut d = String::new();
        polygon(&mut d, &hex_ring(g, c, s, 1.0));
        let _ = writeln!(
            out,
            r#"<path d="{d}" fill="{basic}" stroke="{HEX_EDGE}" stroke-width="1"/>"#
        );
        let tint = match kind {
            Mark::Move | Mark::Recruit => Some((HALO, 0.5)),
            Mark::Attack => Some((ATTACK, 0.3)),
            Mark::Unit => None,
        };
        if let Some((fill, opacity)) = tint {
            let mut d = String::new();
            polygon(&mut d, &hex_ring(g, c, s, 0.94));
            let _ = writeln!(
                out,
                r#"<path d="{d}" fill="{fill}" fill-opacity="{opacity}"/>"#
            );
        }
        let mut marks = MarkPaths::default();
        marks.add(g, *kind, c, s);
        marks.write(out);
        text(
            out,
            x + LEGEND_SIGN,
            baseline,
            LEGEND_TEXT,
            TEXT,
            false,
            Anchor::Start,
            name,
        );
        x += legend_room(name) + LEGEND_GAP;
    }
}
