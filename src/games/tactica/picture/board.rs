//! The fixed board of the map picture (terrain marks, castles, labels) and its header (title and status).

use super::*;

/// What the match waits for, in words.
pub(super) fn status(view: &TacticaView, lang: Lang) -> String {
    let name = |seat: Seat| colour_name(lang, seat);
    match &view.waiting {
        Waiting::Castle { seat } => {
            tr!(lang, "tactica-picture-status-castle", player = name(*seat))
        }
        Waiting::Turn { seat } => tr!(lang, "tactica-picture-status-turn", player = name(*seat)),
        Waiting::Window { seats } => {
            let names: Vec<String> = seats.iter().map(|&s| name(s)).collect();
            tr!(
                lang,
                "tactica-picture-status-window",
                players = names.join(", ")
            )
        }
        Waiting::Decision { seat } => {
            tr!(
                lang,
                "tactica-picture-status-decision",
                player = name(*seat)
            )
        }
        Waiting::Over => match &view.outcome {
            Some(outcome) if !outcome.winners.is_empty() => {
                // "Red and Blue and Green": each further name joined as two names are.
                let names = outcome
                    .winners
                    .iter()
                    .map(|&s| name(s))
                    .reduce(|first, second| tr!(lang, "two-names", first = first, second = second))
                    .unwrap_or_default();
                tr!(
                    lang,
                    "tactica-picture-status-won",
                    players = names,
                    count = outcome.winners.len()
                )
            }
            _ => tr!(lang, "tactica-picture-status-over"),
        },
    }
}

/// The header's title: the map's castles, the round and the turn.
pub(super) fn title(view: &TacticaView, board: &Board, lang: Lang) -> String {
    tr!(
        lang,
        "tactica-picture-title",
        castles = board.castles.len(),
        round = view.round,
        turn = view.turn
    )
}

/// The header: the title, then what the match waits for.
pub(super) fn header(out: &mut Layer, view: &TacticaView, board: &Board, g: &Geometry, lang: Lang) {
    let title = title(view, board, lang);
    text(out, MARGIN, 33.0, 21.0, TEXT, true, Anchor::Start, &title);
    let colour = match &view.waiting {
        Waiting::Castle { seat } | Waiting::Turn { seat } | Waiting::Decision { seat } => {
            player_colour(*seat)
        }
        _ => MUTED,
    };
    text(
        out,
        g.width - MARGIN,
        33.0,
        19.0,
        colour,
        true,
        Anchor::End,
        &status(view, lang),
    );
}

/// Small signs on the special fields, so that they are told apart without their colours.
pub(super) fn terrain_marks(out: &mut Layer, board: &Board, g: &Geometry) {
    let s = g.size;
    let mut mountains = String::new();
    let mut villages = String::new();
    let mut rings = String::new();
    for field in board.fields() {
        let c = g.centre(board, field);
        match board.terrain(field) {
            Terrain::Mountains => {
                let (w, h) = (0.55 * s, 0.42 * s);
                let base = c.y + 0.3 * s;
                polygon(
                    &mut mountains,
                    &[
                        Vec2::new(c.x - w, base),
                        Vec2::new(c.x - 0.15 * s, base - h),
                        Vec2::new(c.x + 0.05 * s, base - 0.6 * h),
                        Vec2::new(c.x + 0.25 * s, base - 0.85 * h),
                        Vec2::new(c.x + w, base),
                    ],
                );
            }
            Terrain::Village => {
                let (w, h) = (0.3 * s, 0.26 * s);
                let base = c.y + 0.32 * s;
                polygon(
                    &mut villages,
                    &[
                        Vec2::new(c.x - w, base),
                        Vec2::new(c.x - w, base - h),
                        Vec2::new(c.x, base - 2.0 * h),
                        Vec2::new(c.x + w, base - h),
                        Vec2::new(c.x + w, base),
                    ],
                );
            }
            Terrain::Temple | Terrain::PortCentre => {
                let _ = write!(
                    rings,
                    "M{:.1} {:.1}a{r:.1} {r:.1} 0 1 0 {d:.1} 0a{r:.1} {r:.1} 0 1 0 -{d:.1} 0Z",
                    c.x - 0.3 * s,
                    c.y + 0.12 * s,
                    r = 0.3 * s,
                    d = 0.6 * s
                );
            }
            _ => {}
        }
    }
    for (d, fill, stroke) in [
        (mountains, "#6d5747", "#4a3a2f"),
        (villages, "#b8665b", "#6e2c23"),
        (rings, "none", "#ffffff"),
    ] {
        if !d.is_empty() {
            let _ = writeln!(
                out,
                r#"<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{:.1}" opacity="0.9"/>"#,
                (0.07 * g.size).max(1.2)
            );
        }
    }
}

/// Each castle with a field whose centre is `shown`: its outline and flag in the owner's colour,
/// and the plundered mark.
pub(super) fn castles(
    out: &mut Layer,
    view: &TacticaView,
    board: &Board,
    g: &Geometry,
    shown: &dyn Fn(Vec2) -> bool,
) {
    let s = g.size;
    for (index, castle) in board.castles.iter().enumerate() {
        let state = view.castles.get(index);
        let owner = state.and_then(|c| c.owner);
        let plundered = state.is_some_and(|c| c.plundered);
        let members: Vec<Hex> = std::iter::once(castle.citadel)
            .chain(castle.keeps.iter().copied())
            .filter(|&f| board.contains(f))
            .map(|f| board.hex(f))
            .collect();
        if !members.iter().any(|&h| shown(g.layout.hex_to_world_pos(h))) {
            continue;
        }
        // The castle's outer edge: the Keep edges whose far side is not of this castle.
        let mut d = String::new();
        for &keep in &members[1..] {
            let centre = g.layout.hex_to_world_pos(keep);
            for [a, b] in g.layout.hex_edge_corners(keep) {
                let beyond = g.layout.world_pos_to_hex(centre + (a + b - 2.0 * centre));
                if !members.contains(&beyond) {
                    let _ = write!(d, "M{:.1} {:.1}L{:.1} {:.1}", a.x, a.y, b.x, b.y);
                }
            }
        }
        let (colour, width) = match owner {
            Some(seat) => (player_colour(seat), (0.16 * s).max(3.0)),
            None => ("#6f757b", (0.08 * s).max(1.5)),
        };
        let _ = writeln!(
            out,
            r#"<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width:.1}" stroke-linecap="round"/>"#
        );
        let c = g.centre(board, castle.citadel);
        // The flag: a pole and a pennant; a neutral castle's is white.
        let pole_x = c.x - 0.28 * s;
        let (top, bottom) = (c.y - 0.5 * s, c.y + 0.5 * s);
        let _ = writeln!(
            out,
            r#"<path d="M{pole_x:.1} {bottom:.1}V{top:.1}" stroke="{INK}" stroke-width="{:.1}"/>"#,
            (0.07 * s).max(1.2)
        );
        let pennant = [
            Vec2::new(pole_x, top),
            Vec2::new(pole_x + 0.72 * s, top + 0.2 * s),
            Vec2::new(pole_x, top + 0.42 * s),
        ];
        let mut p = String::new();
        polygon(&mut p, &pennant);
        let _ = writeln!(
            out,
            r#"<path d="{p}" fill="{}" stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>"#,
            owner.map_or("#ffffff", player_colour)
        );
        if plundered {
            plundered_mark(out, c + Vec2::new(0.22 * s, 0.3 * s), 0.2 * s);
        }
    }
}

/// Every field's name ("F7"), small at the top of its hex (above a unit or wagon standing
/// there), in a pixel font: hundreds of names as text would take most of the picture's time to
/// lay out and much of its PNG size.
pub(super) fn labels(out: &mut Layer, board: &Board, g: &Geometry) {
    let s = g.size;
    let dot = if s >= 40.0 { 2 } else { 1 };
    let height = 7.0 * dot as f32;
    for field in board.fields() {
        let terrain = board.terrain(field);
        let colour = TERRAINS
            .iter()
            .find(|(t, _, _)| *t == terrain)
            .map_or(INK, |&(_, _, label)| label);
        let c = g.centre(board, field);
        let top = c.y - 0.5 * s - height + 1.0;
        let label = board.label(field);
        let mut d = String::new();
        pixel_text(&mut d, label, c.x, top, dot);
        let _ = writeln!(
            out,
            r#"<path data-field="{}" d="{d}" fill="{colour}" shape-rendering="crispEdges"/>"#,
            esc(label)
        );
    }
}
