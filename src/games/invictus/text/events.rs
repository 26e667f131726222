//! Invictus's events in words, family by family: the setup and the turns, the battlefield, and
//! the supports.

use super::*;

/// The setup, the turns and the end: hands kept or mulliganed, draws, placements, the
/// kingdom, recruits, passes, resignations and the outcome.
pub(super) fn turn_event(lang: Lang, event: &Event, names: &dyn SeatNames) -> String {
    let n = |s: Seat| names.name(s);
    let k = |k: UnitKind| k.name();
    let c = |c: Cell| c.to_string();
    match event {
        Event::KeptHand { seat } => tr!(lang, "event-kept-hand", player = n(*seat)),
        Event::Mulliganed { seat } => tr!(lang, "event-mulliganed", player = n(*seat)),
        Event::FirstPlayerDrawn { seat } => tr!(lang, "event-first-player", player = n(*seat)),
        Event::Drew {
            seat,
            kind: Some(kind),
            ..
        } => tr!(lang, "event-drew", player = n(*seat), unit = k(*kind)),
        Event::TurnStarted { seat, turn } => {
            tr!(lang, "event-turn-started", turn = *turn, player = n(*seat))
        }
        Event::PlacedOnBattlefield {
            seat, kind, cell, ..
        } => tr!(
            lang,
            "event-placed-on-battlefield",
            player = n(*seat),
            unit = k(*kind),
            cell = c(*cell)
        ),
        Event::PlacedInReserve { seat, kind, .. } => tr!(
            lang,
            "event-placed-in-reserve",
            player = n(*seat),
            unit = k(*kind)
        ),
        Event::WentToKingdom {
            seat, kind, reason, ..
        } => {
            let reason = match reason {
                KingdomReason::Setup => "setup",
                KingdomReason::Bonus => "bonus",
                KingdomReason::Discard => "discard",
            };
            tr!(
                lang,
                "event-went-to-kingdom",
                player = n(*seat),
                unit = k(*kind),
                reason = reason
            )
        }
        Event::Recruited {
            seat,
            kind,
            from,
            cell,
            displaced,
            ..
        } => match displaced {
            Some((_, d)) => tr!(
                lang,
                "event-recruited-displacing",
                player = n(*seat),
                unit = k(*kind),
                from = source_key(*from),
                cell = c(*cell),
                displaced = k(*d)
            ),
            None => tr!(
                lang,
                "event-recruited",
                player = n(*seat),
                unit = k(*kind),
                from = source_key(*from),
                cell = c(*cell)
            ),
        },
        Event::Passed { seat } => tr!(lang, "event-passed", player = n(*seat)),
        Event::TurnEnded { seat } => tr!(lang, "event-turn-ended", player = n(*seat)),
        Event::Resigned { seat } => tr!(lang, "event-resigned", player = n(*seat)),
        Event::TimedOut { seat } => tr!(lang, "event-timed-out", player = n(*seat)),
        Event::GameOver { outcome: o } => {
            tr!(lang, "event-game-over", outcome = outcome(lang, *o, names))
        }
        _ => unreachable!("not an event of the setup or the turns"),
    }
}

/// The battlefield: attacks, blocks, captures, damage and deaths, units moving, and
/// conscription.
pub(super) fn battlefield_event(lang: Lang, event: &Event, names: &dyn SeatNames) -> String {
    let n = |s: Seat| names.name(s);
    let sn = |s: Side| names.side_name(lang, s);
    let k = |k: UnitKind| k.name();
    let c = |c: Cell| c.to_string();
    match event {
        Event::AttackDeclared {
            seat,
            attacker,
            attacker_kind,
            target,
            target_kind,
        } => tr!(
            lang,
            "event-attack-declared",
            player = n(*seat),
            unit = k(*attacker_kind),
            cell = c(*attacker),
            target = k(*target_kind),
            target_cell = c(*target)
        ),
        Event::Attacked { target, value, .. } => match value {
            Some(v) => tr!(
                lang,
                "event-attacked",
                cell = c(*target),
                value = v.to_string()
            ),
            None => tr!(lang, "event-attacked-capture", cell = c(*target)),
        },
        Event::AttackBlocked { target, .. } => {
            tr!(lang, "event-attack-blocked", cell = c(*target))
        }
        Event::Captured { by, kind, cell, .. } => tr!(
            lang,
            "event-captured",
            player = n(*by),
            unit = k(*kind),
            cell = c(*cell)
        ),
        Event::Killed {
            side, kind, cell, ..
        } => tr!(
            lang,
            "event-killed",
            side = sn(*side),
            unit = k(*kind),
            cell = c(*cell)
        ),
        Event::Damaged {
            side,
            kind,
            cell,
            amount,
            health_left,
        } => tr!(
            lang,
            "event-damaged",
            side = sn(*side),
            unit = k(*kind),
            cell = c(*cell),
            amount = *amount,
            health_left = *health_left
        ),
        Event::Advanced { side, kind, col } => tr!(
            lang,
            "event-advanced",
            side = sn(*side),
            unit = k(*kind),
            cell = format!("F{}", col + 1)
        ),
        Event::Moved { side, from, to } => tr!(
            lang,
            "event-moved",
            side = sn(*side),
            from = c(*from),
            to = c(*to)
        ),
        Event::Swapped { side, a, b } => tr!(
            lang,
            "event-swapped",
            side = sn(*side),
            a = c(*a),
            b = c(*b)
        ),
        Event::ConscriptionStarted { seat } => {
            tr!(lang, "event-conscription-started", player = n(*seat))
        }
        Event::Conscripted {
            seat,
            kind,
            from,
            cell,
            ..
        } => tr!(
            lang,
            "event-conscripted",
            player = n(*seat),
            unit = k(*kind),
            from = source_key(*from),
            cell = c(*cell)
        ),
        _ => unreachable!("not an event of the battlefield"),
    }
}

/// Supports: played, negated, their effects and the units they move between zones.
pub(super) fn support_event(lang: Lang, event: &Event, names: &dyn SeatNames) -> String {
    let n = |s: Seat| names.name(s);
    let k = |k: UnitKind| k.name();
    let c = |c: Cell| c.to_string();
    match event {
        Event::SupportPlayed {
            seat,
            kind,
            support,
            ..
        } => tr!(
            lang,
            "event-support-played",
            player = n(*seat),
            unit = k(*kind),
            support = support.to_string()
        ),
        Event::SupportNegated { seat, support, by } => tr!(
            lang,
            "event-support-negated",
            player = n(*seat),
            support = support.to_string(),
            by = by.to_string()
        ),
        Event::AttackBonus { seat, bonus } => {
            tr!(
                lang,
                "event-attack-bonus",
                player = n(*seat),
                bonus = *bonus
            )
        }
        Event::Transferred {
            kind,
            seat,
            from,
            to_seat,
            to,
            cell,
            ..
        } => match cell {
            Some(cell) => tr!(
                lang,
                "event-transferred-cell",
                player = n(*seat),
                unit = k(*kind),
                from = zone_key(*from),
                to_player = n(*to_seat),
                to = zone_key(*to),
                cell = c(*cell)
            ),
            None => tr!(
                lang,
                "event-transferred",
                player = n(*seat),
                unit = k(*kind),
                from = zone_key(*from),
                to_player = n(*to_seat),
                to = zone_key(*to)
            ),
        },
        Event::Effect { seat, support } => tr!(
            lang,
            "event-effect",
            player = n(*seat),
            support = support.to_string()
        ),
        Event::SupportsLocked { seat, next_turn } => {
            if *next_turn {
                tr!(lang, "event-supports-locked-next", player = n(*seat))
            } else {
                tr!(lang, "event-supports-locked", player = n(*seat))
            }
        }
        _ => unreachable!("not an event of supports"),
    }
}
