//! The heuristic value of a position for one seat, from what that seat may know: units and
//! their health on both battlefields, the Leaders' safety, citizens per colour, reserves, hand
//! sizes, draw piles and graveyards. Never the opponent's hand contents nor any draw order.

use crate::games::invictus::rules::{AttackValue, Cell, Match, Outcome, Seat, UnitId};

/// Weights of the raw score, in "one unit on the battlefield" = about 1.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    /// How far a raw score is from a sure result: the value is `sigmoid(raw / scale)`.
    scale: f64,
    field_unit: f64,
    field_attack: f64,
    field_health: f64,
    hand_card: f64,
    reserve_unit: f64,
    citizen: f64,
    /// Value of leading in 0, 1, 2 or 3 colours (4 wins by Development).
    colours_led: [f64; 4],
    /// Per colour, a margin of one citizen (up to two count).
    colour_margin: f64,
    fallen_soldier: f64,
    leader_in_reach: f64,
    leader_killable: f64,
    leader_on_front: f64,
    collapse_risk: f64,
}

pub(crate) const W: Weights = Weights {
    scale: 4.0,
    field_unit: 1.0,
    field_attack: 0.25,
    field_health: 0.3,
    hand_card: 0.55,
    reserve_unit: 0.4,
    citizen: 0.3,
    colours_led: [0.0, 0.8, 1.8, 3.6],
    colour_margin: 0.15,
    fallen_soldier: 0.1,
    leader_in_reach: 0.6,
    leader_killable: 3.0,
    leader_on_front: 0.2,
    collapse_risk: 2.0,
};

/// The value of `game` for `seat`: 1 for a win, 0 for a loss, 0.5 for a draw, otherwise a
/// heuristic squashed into (0, 1). It reads only public information and `seat`'s own hand size
/// (the opponent's hand and every draw pile count only by their sizes).
pub fn evaluate(game: &Match, seat: Seat) -> f64 {
    evaluate_with(game, seat, &W)
}

/// [`evaluate`] with other weights.
pub(crate) fn evaluate_with(game: &Match, seat: Seat, w: &Weights) -> f64 {
    match game.outcome() {
        Some(Outcome::Win { side, .. }) => return if side == seat.side() { 1.0 } else { 0.0 },
        Some(Outcome::Draw) => return 0.5,
        None => {}
    }
    let raw = raw_score(game, seat, w);
    1.0 / (1.0 + (-raw / w.scale).exp())
}

/// The unsquashed score for `seat`'s side (positive: it is ahead). In the team mode both
/// Leaders of a side are weighed (R40) and kingdoms are compared pair by pair (R41).
pub(crate) fn raw_score(game: &Match, seat: Seat, w: &Weights) -> f64 {
    let other = seat.pair();
    let to_move = game.priority().map_or(seat, |_| game.turn().active);
    let mode = game.mode();
    let kingdoms: f64 = seat
        .side()
        .seats(mode)
        .iter()
        .map(|&member| kingdoms(game, member, w))
        .sum();
    side(game, seat, to_move, w) - side(game, other, to_move, w) + kingdoms
}

/// An estimate of a unit's attack: numbers as printed, X and N counted now, C as a capture
/// (worth a strong attack against Soldiers).
fn attack_estimate(game: &Match, seat: Seat, unit: UnitId) -> f64 {
    match game.card(unit).attack {
        AttackValue::Points(n) => n as f64,
        AttackValue::X => game.seat_state(seat).hand.len() as f64,
        AttackValue::N => game.seat_state(seat).field_count() as f64,
        AttackValue::C => 2.5,
    }
}

/// Damage a unit can deal to a Leader in one attack (C deals 1, R18).
fn damage_to_leader(game: &Match, seat: Seat, unit: UnitId) -> f64 {
    match game.card(unit).attack {
        AttackValue::C => 1.0,
        _ => attack_estimate(game, seat, unit),
    }
}

/// Whether `unit`, standing on `from`, reaches the enemy cell `to` (R15).
fn reaches(game: &Match, unit: UnitId, from: Cell, to: Cell) -> bool {
    let depth = 1 + from.row.index() as u8 + to.row.index() as u8;
    let offset = to.col as i8 - from.col as i8;
    game.card(unit).range.contains(depth, offset)
}

/// One side's material and Leader safety (`seat`'s side: its battlefield, reserve and
/// graveyard, its members' hands and Leaders). `to_move` is the player whose turn it is:
/// threats of the player to move count in full, the other's are discounted (they may not
/// survive the turn).
fn side(game: &Match, seat: Seat, to_move: Seat, w: &Weights) -> f64 {
    let zone = game.seat_state(seat);
    let enemy = game.seat_state(seat.pair());
    let members = seat.side().seats(game.mode());
    let mut score = 0.0;
    let mut leader_cells = Vec::with_capacity(members.len());
    for (cell, fu) in zone.field_units() {
        let card = game.card(fu.unit);
        let health = card.health(false).saturating_sub(fu.damage) as f64;
        let attack = attack_estimate(game, seat, fu.unit);
        score += w.field_unit + w.field_attack * attack + w.field_health * health;
        if card.is_leader() && members.contains(&card.army) {
            leader_cells.push((cell, fu));
        }
    }
    for &member in members {
        let leader = game.leader_of(member);
        let hand = game.seat_state(member).hand;
        let soldiers_in_hand = hand.iter().filter(|&&u| u != leader).count();
        score += w.hand_card * soldiers_in_hand as f64;
    }
    score += w.reserve_unit * zone.reserve.len() as f64;
    let fallen = zone
        .graveyard
        .iter()
        .filter(|&&u| !game.kind(u).is_leader())
        .count();
    score -= w.fallen_soldier * fallen as f64;
    if zone.field_count() + zone.reserve.len() + zone.kingdom.len() <= 2 {
        score -= w.collapse_risk;
    }
    for (cell, fu) in leader_cells {
        // The enemy units untap before they attack: every one of them is a threat.
        let threat: f64 = enemy
            .field_units()
            .filter(|&(from, e)| reaches(game, e.unit, from, cell))
            .map(|(_, e)| damage_to_leader(game, seat.pair(), e.unit))
            .sum();
        let health = game
            .card(fu.unit)
            .health(fu.tilted)
            .saturating_sub(fu.damage) as f64;
        let urgency = if to_move.side() == seat.side() {
            0.6
        } else {
            1.0
        };
        if threat >= health {
            score -= w.leader_killable * urgency;
        } else {
            score -= w.leader_in_reach * urgency * threat / health.max(1.0);
        }
        if cell.row == crate::games::invictus::rules::Row::Front {
            score -= w.leader_on_front;
        }
    }
    score
}

/// Citizens: colours led (Development at 4, the first tie-break of the End of the war), margins
/// per colour and the citizen count, weighted up as the draw piles run out (R27, R29).
fn kingdoms(game: &Match, seat: Seat, w: &Weights) -> f64 {
    let mine = counts(game, seat);
    let theirs = counts(game, seat.pair());
    let (mut led, mut trailed, mut margin) = (0usize, 0usize, 0.0);
    for c in 0..5 {
        let d = mine[c] as i32 - theirs[c] as i32;
        if d > 0 {
            led += 1;
        } else if d < 0 {
            trailed += 1;
        }
        margin += d.clamp(-2, 2) as f64;
    }
    let citizens = game.seat_state(seat).kingdom.len() as f64
        - game.seat_state(seat.pair()).kingdom.len() as f64;
    let total: usize = game
        .seats()
        .iter()
        .map(|&s| game.setup().armies.get(s).soldier_total())
        .sum();
    let left: usize = game
        .seats()
        .iter()
        .map(|&s| game.seat_state(s).draw_pile.len())
        .sum();
    let progress = 1.0 - left as f64 / total.max(1) as f64;
    let weight = 1.0 + 1.5 * progress * progress;
    let lead = w.colours_led[led.min(3)] - w.colours_led[trailed.min(3)];
    weight * (lead + w.colour_margin * margin + w.citizen * citizens)
}

fn counts(game: &Match, seat: Seat) -> [u8; 5] {
    let mut out = [0u8; 5];
    for &u in game.seat_state(seat).kingdom {
        if let Some(c) = game.kind(u).colour() {
            out[c as usize] += 1;
        }
    }
    out
}
