//! A player's hand and a single card, drawn as pictures.

use super::*;

/// A hand card as a tile at (x, y).
pub(super) fn hand_tile(out: &mut String, x: i32, y: i32, card: &HandCard) {
    let (w, h) = (150, 104);
    let _ = writeln!(
        out,
        r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{PANEL}" stroke="#555" stroke-width="2"/><rect x="{x}" y="{y}" width="{w}" height="16" rx="8" fill="{}"/>"##,
        kind_colour(card.kind)
    );
    let name = card.kind.name();
    let size = if name.chars().count() > 11 { 16 } else { 19 };
    text(out, x + w / 2, y + 42, size, TEXT, true, "middle", name);
    text(
        out,
        x + 10,
        y + 80,
        18,
        TEXT,
        false,
        "start",
        &attack_text(card.attack),
    );
    text(
        out,
        x + w - 10,
        y + 80,
        18,
        TEXT,
        false,
        "end",
        &format!("♥ {}/{}", card.health_upright, card.health_tilted),
    );
}

/// A player's own hand as card tiles, from their own view (`None` for a view without a hand).
pub fn hand_svg(lang: Lang, view: &View) -> Option<String> {
    let seat = view.viewer?;
    let hand: &[HandCard] = view.seats.get(seat).hand.as_deref()?;
    let per_row = 4;
    let rows = hand.len().div_ceil(per_row).max(1) as i32;
    let width = 20 + per_row as i32 * 160;
    let height = 56 + rows * 114;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{FONT_FAMILY}"><rect width="100%" height="100%" fill="{BACKGROUND}"/>"#
    );
    text(
        &mut out,
        20,
        34,
        22,
        TEXT,
        true,
        "start",
        &tr!(lang, "picture-hand", count = hand.len()),
    );
    for (i, card) in hand.iter().enumerate() {
        let (col, row) = ((i % per_row) as i32, (i / per_row) as i32);
        hand_tile(&mut out, 20 + col * 160, 50 + row * 114, card);
    }
    out.push_str("</svg>\n");
    Some(out)
}

/// A card of the catalog as a picture: its tile, its numbers and its range drawn on a grid
/// (the attacker on the near front row, the enemy's rows above).
pub fn card_svg(lang: Lang, card: &CardStats) -> String {
    let (width, height) = (520, 300);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{FONT_FAMILY}"><rect width="100%" height="100%" fill="{BACKGROUND}"/>"#
    );
    let colour = kind_colour(card.kind);
    let _ = writeln!(
        out,
        r##"<rect x="20" y="20" width="220" height="260" rx="12" fill="{PANEL}" stroke="#555" stroke-width="2"/><rect x="20" y="20" width="220" height="24" rx="12" fill="{colour}"/>"##
    );
    text(
        &mut out,
        130,
        84,
        26,
        TEXT,
        true,
        "middle",
        card.kind.name(),
    );
    let role = if card.kind.is_leader() {
        "leader"
    } else {
        "soldier"
    };
    text(
        &mut out,
        130,
        114,
        18,
        MUTED,
        false,
        "middle",
        &tr!(
            lang,
            "picture-card-role",
            role = role,
            version = card.kind.version().key()
        ),
    );
    text(
        &mut out,
        40,
        170,
        22,
        TEXT,
        false,
        "start",
        &attack_text(card.attack),
    );
    text(
        &mut out,
        40,
        206,
        22,
        TEXT,
        false,
        "start",
        &tr!(lang, "picture-upright", health = card.health_upright),
    );
    text(
        &mut out,
        40,
        240,
        22,
        TEXT,
        false,
        "start",
        &tr!(lang, "picture-tilted", health = card.health_tilted),
    );
    // The range: depth 1 is the enemy front row seen from the attacker's front row.
    let (gx, gy, c) = (270, 30, 44);
    text(
        &mut out,
        gx + 115,
        gy + 10,
        16,
        MUTED,
        false,
        "middle",
        &tr!(lang, "picture-range"),
    );
    for depth in 1..=4i32 {
        for offset in -2..=2i32 {
            let x = gx + (offset + 2) * c;
            let y = gy + 20 + (4 - depth) * c;
            let reached = card.range.contains(depth as u8, offset as i8);
            let fill = if reached { MARK } else { PANEL };
            let _ = writeln!(
                out,
                r##"<rect x="{x}" y="{y}" width="{}" height="{}" rx="4" fill="{fill}" stroke="#444"/>"##,
                c - 4,
                c - 4
            );
        }
    }
    let ax = gx + 2 * c;
    let ay = gy + 20 + 4 * c + 6;
    let _ = writeln!(
        out,
        r#"<rect x="{ax}" y="{ay}" width="{}" height="{}" rx="4" fill="{colour}"/>"#,
        c - 4,
        c - 4
    );
    text(
        &mut out,
        gx + 115,
        ay + c + 12,
        14,
        MUTED,
        false,
        "middle",
        &tr!(lang, "picture-attacker"),
    );
    out.push_str("</svg>\n");
    out
}
