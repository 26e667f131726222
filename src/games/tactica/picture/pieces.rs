//! The pieces drawn on the map: unit tokens with their badges, War Wagons, the plundered mark and
//! the last move's arrow, each centred on a point and sized by the hexes' radius.

use super::*;

/// A dark cross with a light halo: the Citadel has been plundered.
pub(super) fn plundered_mark(out: &mut Layer, c: Vec2, r: f32) {
    let d = format!(
        "M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}",
        c.x - r,
        c.y - r,
        c.x + r,
        c.y + r,
        c.x + r,
        c.y - r,
        c.x - r,
        c.y + r
    );
    let _ = writeln!(
        out,
        r##"<path d="{d}" stroke="#ffffff" stroke-width="{:.1}" stroke-linecap="round"/><path d="{d}" stroke="#b00020" stroke-width="{:.1}" stroke-linecap="round"/>"##,
        (r * 0.9).max(4.0),
        (r * 0.45).max(2.0)
    );
}

/// A rounded rectangle with an edge, drawn as two fills (the edge's colour, then the inside): it
/// looks like a stroked one and renders several times faster.
#[allow(clippy::too_many_arguments)]
pub(super) fn framed_rect(
    out: &mut Layer,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    radius: f32,
    fill: &str,
    edge: &str,
    edge_width: f32,
) {
    let half = edge_width / 2.0;
    let _ = writeln!(
        out,
        r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{:.1}" fill="{edge}"/><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{:.1}" fill="{fill}"/>"#,
        x - half,
        y - half,
        w + edge_width,
        h + edge_width,
        radius + half,
        x + half,
        y + half,
        (w - edge_width).max(0.0),
        (h - edge_width).max(0.0),
        (radius - half).max(0.0),
    );
}

/// A Heavy Chariot (T99): a wagon whose wheels carry scythes, two dark blades out of each hub.
pub(super) fn chariot(out: &mut Layer, c: Vec2, s: f32, owner: Option<Seat>) {
    wagon(out, c, s, owner);
    let h = 0.2 * s;
    for side in [-1.0f32, 1.0] {
        let hub = Vec2::new(c.x + side * 0.3 * s, c.y + h);
        let tip = hub + Vec2::new(side * 0.32 * s, 0.0);
        let _ = writeln!(
            out,
            r##"<path d="M{:.1} {:.1}L{:.1} {:.1}" stroke="{INK}" stroke-width="{:.1}" stroke-linecap="round"/>"##,
            hub.x,
            hub.y,
            tip.x,
            tip.y,
            (0.07 * s).max(1.5)
        );
    }
}

/// A War Wagon: a bed in its owner's colour (brown under a unit) on two wheels.
pub(super) fn wagon(out: &mut Layer, c: Vec2, s: f32, owner: Option<Seat>) {
    let (w, h) = (0.5 * s, 0.2 * s);
    let fill = owner.map_or("#8a5a2b", player_colour);
    // Each wheel a light rim round a dark hub, as two fills.
    let (rim, hub) = (0.13 * s + 0.5, (0.13 * s - 0.5).max(0.5));
    framed_rect(
        out,
        c.x - w,
        c.y - h,
        2.0 * w,
        2.0 * h,
        0.05 * s,
        fill,
        INK,
        1.2,
    );
    let _ = writeln!(
        out,
        r##"<circle cx="{:.1}" cy="{:.1}" r="{rim:.1}" fill="#d8c8a8"/><circle cx="{0:.1}" cy="{1:.1}" r="{hub:.1}" fill="{WHEEL}"/><circle cx="{:.1}" cy="{:.1}" r="{rim:.1}" fill="#d8c8a8"/><circle cx="{2:.1}" cy="{3:.1}" r="{hub:.1}" fill="{WHEEL}"/>"##,
        c.x - 0.3 * s,
        c.y + h,
        c.x + 0.3 * s,
        c.y + h
    );
}

/// A colour a good way towards grey, keeping its hue: a unit that cannot act any more this turn.
fn dimmed(hex: &str) -> String {
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or(128) as u32;
    let mix = |v: u32| (v * 60 + 0x80 * 40) / 100;
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(channel(1)),
        mix(channel(3)),
        mix(channel(5))
    )
}

/// A unit: a token in its owner's colour with its code (tier included) and attack/defence, its
/// wagon under it, and badges for fatigue, movement left and the Mountain token.
pub(super) fn unit_token(
    out: &mut Layer,
    view: &TacticaView,
    rules: &Ruleset,
    unit: &UnitView,
    c: Vec2,
    s: f32,
) {
    let centre = c + Vec2::new(0.0, 0.1 * s);
    if unit.wagon {
        let under = centre + Vec2::new(0.0, 0.42 * s);
        if view.chariots.contains(&unit.field) {
            chariot(out, under, s, None);
        } else {
            wagon(out, under, s, None);
        }
    }
    let (w, h) = (1.28 * s, 0.86 * s);
    let (x, y) = (centre.x - w / 2.0, centre.y - h / 2.0);
    let ink = token_body(out, unit, x, y, w, h, s);
    token_labels(out, rules, unit, centre, s, ink);
    // Badges sit on the token's top-right corner, mostly outside it, so that the code stays whole.
    let badge_r = (0.2 * s).max(5.0);
    let corner = Vec2::new(x + w + 0.02 * s, y - 0.04 * s);
    if unit.fatigued {
        fatigue_badge(out, corner, badge_r);
    } else if !unit.finished && unit.owner == view.active && (unit.mp > 0 || unit.wagon_mp > 0) {
        movement_badge(out, unit, corner, badge_r, s);
    }
    counters_label(
        out,
        unit,
        Vec2::new(x + 0.02 * s, y + h + 0.02 * s),
        badge_r,
    );
    if unit.mountain_token {
        mountain_badge(out, Vec2::new(x + 0.05 * s, y + 0.02 * s), badge_r);
    }
}

/// The token itself, at (`x`, `y`) and `w` by `h`: its owner's colour, dimmed with a dashed
/// edge when the unit is done for this turn. Returns the colour its labels are written in.
fn token_body(
    out: &mut Layer,
    unit: &UnitView,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    s: f32,
) -> &'static str {
    let spent = unit.fatigued || unit.finished;
    let base = player_colour(unit.owner);
    if spent {
        // A dashed edge: the unit is done for this turn.
        let fill = dimmed(base);
        let _ = writeln!(
            out,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{:.1}" fill="{fill}" stroke="{INK}" stroke-width="1.5" stroke-dasharray="3 2"/>"#,
            0.18 * s
        );
        "#f4f4f4"
    } else {
        framed_rect(out, x, y, w, h, 0.18 * s, base, INK, 1.5);
        ink_on(unit.owner)
    }
}

/// The token's code (with the tier of a tiered type) and, under it, attack/defence.
fn token_labels(
    out: &mut Layer,
    rules: &Ruleset,
    unit: &UnitView,
    centre: Vec2,
    s: f32,
    ink: &str,
) {
    let kind = rules.units.get(unit.kind as usize);
    let code = match kind {
        Some(k) if k.tiered() => format!("{}{}", k.code, unit.tier),
        Some(k) => k.code.clone(),
        None => "?".to_string(),
    };
    let big = (0.4 * s).clamp(9.0, 15.0);
    let small = (0.34 * s).clamp(8.0, 13.0);
    text(
        out,
        centre.x,
        centre.y - 0.04 * s,
        big,
        ink,
        true,
        Anchor::Middle,
        &code,
    );
    text(
        out,
        centre.x,
        centre.y + 0.34 * s,
        small,
        ink,
        false,
        Anchor::Middle,
        &format!("{}/{}", unit.attack, unit.defense),
    );
}

/// A "z" on the token's `corner`: recruited this turn, it rests until its owner's next turn.
fn fatigue_badge(out: &mut Layer, corner: Vec2, badge_r: f32) {
    let r = badge_r * 0.5;
    let _ = writeln!(
        out,
        r##"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{INK}"/><circle cx="{0:.1}" cy="{1:.1}" r="{:.1}" fill="#ffffff"/><path d="M{:.1} {:.1}h{:.1}l-{:.1} {:.1}h{:.1}" fill="none" stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"/>"##,
        corner.x,
        corner.y,
        badge_r + 0.5,
        badge_r - 0.5,
        corner.x - r,
        corner.y - r,
        2.0 * r,
        2.0 * r,
        2.0 * r,
        2.0 * r
    );
}

/// The movement left ("2", or "2+1" with the wagon's), on the token's `corner`, for the player
/// on turn.
fn movement_badge(out: &mut Layer, unit: &UnitView, corner: Vec2, badge_r: f32, s: f32) {
    let label = if unit.wagon_mp > 0 {
        format!("{}+{}", unit.mp, unit.wagon_mp)
    } else {
        unit.mp.to_string()
    };
    let half = badge_r + 0.18 * s * (label.len() as f32 - 1.0);
    framed_rect(
        out,
        corner.x - half,
        corner.y - badge_r,
        2.0 * half,
        2.0 * badge_r,
        badge_r,
        "#ffffff",
        INK,
        1.0,
    );
    text(
        out,
        corner.x,
        corner.y + 0.35 * badge_r,
        badge_r * 1.1,
        INK,
        true,
        Anchor::Middle,
        &label,
    );
}

/// The Empires' counters and tokens (T88, T106, T108, T111, T112, T116), in a small white
/// label centred on `at` (the token's bottom left), if it has any: +N TROPHY, −N PAIN, D
/// drained, $ bribed, * its own token (the spear, Evasion or Rebirth) unspent.
fn counters_label(out: &mut Layer, unit: &UnitView, at: Vec2, badge_r: f32) {
    let mut counters = String::new();
    if unit.trophies > 0 {
        counters.push_str(&format!("+{}", unit.trophies));
    }
    if unit.pain > 0 {
        counters.push_str(&format!("-{}", unit.pain));
    }
    if unit.drained {
        counters.push('D');
    }
    if unit.bribed {
        counters.push('$');
    }
    if unit.token {
        counters.push('*');
    }
    if !counters.is_empty() {
        let size = badge_r * 1.05;
        let half = 0.3 * size * counters.len() as f32 + 0.25 * size;
        framed_rect(
            out,
            at.x - half,
            at.y - 0.6 * size,
            2.0 * half,
            1.2 * size,
            0.3 * size,
            "#ffffff",
            INK,
            1.0,
        );
        text(
            out,
            at.x,
            at.y + 0.35 * size,
            size,
            INK,
            true,
            Anchor::Middle,
            &counters,
        );
    }
}

/// The Mountains' +1/+1 token: a small white peak at `m` (the token's top left).
fn mountain_badge(out: &mut Layer, m: Vec2, r: f32) {
    let _ = writeln!(
        out,
        r##"<path d="M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z" fill="#ffffff" stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"/>"##,
        m.x - r,
        m.y + 0.8 * r,
        m.x,
        m.y - r,
        m.x + r,
        m.y + 0.8 * r
    );
}

/// The last move or combat: a white arrow with a dark edge between the two fields' centres.
pub(super) fn arrow(out: &mut Layer, from: Vec2, to: Vec2, s: f32) {
    let delta = to - from;
    let length = delta.length();
    if length < 1.0 {
        let _ = writeln!(
            out,
            r##"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="none" stroke="#ffffff" stroke-width="3"/>"##,
            to.x,
            to.y,
            0.8 * s
        );
        return;
    }
    let u = delta / length;
    let n = Vec2::new(-u.y, u.x);
    // From beside the mover's token to the edge of the target's, so that both stay readable.
    let start = from + u * (0.35 * s).min(length / 4.0);
    let tip = to - u * (0.45 * s).min(length / 4.0);
    let head = (0.5 * s).min((tip - start).length() * 0.6);
    let neck = tip - u * head;
    let (shaft, wing) = (0.09 * s, 0.3 * s);
    let mut d = String::new();
    polygon(
        &mut d,
        &[
            start + n * shaft,
            neck + n * shaft,
            neck + n * wing,
            tip,
            neck - n * wing,
            neck - n * shaft,
            start - n * shaft,
        ],
    );
    let _ = writeln!(
        out,
        r##"<path d="{d}" fill="#ffffff" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>"##
    );
}
