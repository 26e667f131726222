//! What happened, in words: each event as its reader may see it, and the outcome with its scores.

use super::*;

/// One event as `reader` may see it (None: the public), in words; None for events not worth a
/// line. `before` is the view from before the action, so units that moved or fell still have
/// their names.
pub fn describe_event(
    event: &Event,
    reader: Option<Seat>,
    before: &TacticaView,
    board: &Board,
    rules: &Ruleset,
) -> Option<String> {
    // Short names keep each event on one line.
    let who = |seat: Seat| match reader == Some(seat) {
        true => "You".to_string(),
        false => seat_name(seat),
    };
    let name = seat_name;
    let owner = |seat: Seat| capitalised(&whose(reader, seat));
    let at = |field: Field| board.label(field);
    let unit = |field: Field| {
        unit_at(before, field).map_or("a unit".to_string(), |u| unit_name(rules, u.kind, u.tier))
    };
    let card = |card: CardKind| card_name(rules, card);
    Some(match event.seen_by(reader) {
        Event::TurnStarted { seat, turn, round } => {
            format!("— Round {round}, turn {turn}: {} is on turn —", name(seat))
        }
        Event::CastleChosen { seat, castle } => format!("{} chose castle {castle}.", who(seat)),
        Event::MoveAnnounced { seat, from, path } => {
            let path = path_text(board, from, &path);
            format!("{} announced: move {} {path}.", who(seat), unit(from))
        }
        Event::AttackAnnounced { seat, from, target } => {
            let (unit, from, target) = (unit(from), at(from), at(target));
            format!(
                "{} announced: {unit} on {from} attacks {target}.",
                who(seat)
            )
        }
        Event::Moved {
            seat,
            from,
            to,
            boarded,
            left_wagon,
        } => {
            let (unit, to) = (unit(from), at(to));
            let mut text = format!("{} {unit} moved {} → {to}", owner(seat), at(from));
            if boarded {
                text.push_str(", boarding a wagon");
            }
            if left_wagon {
                text.push_str(", leaving its wagon");
            }
            text + "."
        }
        Event::Fizzled { seat } => format!("{} action came to nothing.", owner(seat)),
        Event::Recruited {
            seat,
            what,
            field,
            cost,
        } => {
            let what = recruit_name(rules, what);
            format!(
                "{} recruited {what} on {} for {cost} G.",
                who(seat),
                at(field)
            )
        }
        Event::CardBought { seat, price } => {
            format!("{} bought an Action card for {price} G.", who(seat))
        }
        Event::CardDrawn {
            seat,
            card: Some(c),
        } => format!("{} drew {}.", who(seat), card(c)),
        Event::CardDrawn { seat, card: None } => format!("{} drew a card.", who(seat)),
        Event::Reshuffled { cards } => {
            format!("The discard pile ({cards} cards) was shuffled into a new deck.")
        }
        Event::CardPlayed {
            seat,
            card: c,
            target,
            ..
        } => {
            let target = target_text(before, board, rules, target);
            format!("{} played {}{target}.", who(seat), card(c))
        }
        Event::CardResolved { seat, card: c } => {
            format!("{} {} took effect.", owner(seat), card(c))
        }
        Event::CardCancelled { seat, card: c } => {
            format!("{} {} had no effect.", owner(seat), card(c))
        }
        Event::Passed { .. } => return None,
        Event::CardDiscarded { seat, card: c } => format!("{} discarded {}.", who(seat), card(c)),
        Event::CombatStarted {
            attacker,
            defender,
            ranged,
        } => {
            let verb = if ranged { "shoots at" } else { "fights" };
            let target = occupant(before, rules, defender).unwrap_or_else(|| "a unit".into());
            let (unit, from, to) = (unit(attacker), at(attacker), at(defender));
            format!("Combat: {unit} on {from} {verb} {target} on {to}.")
        }
        Event::CombatCancelled { attacker, defender } => {
            let (from, to) = (at(attacker), at(defender));
            format!("The combat of {from} against {to} was called off.")
        }
        Event::Damage { from, to, amount } => {
            let (unit, from, to) = (unit(from), at(from), at(to));
            format!("{unit} on {from} deals {amount} damage to {to}.")
        }
        Event::UnitDestroyed {
            seat, kind, field, ..
        } => {
            let kind = &rules.unit(kind).name;
            format!("{} {kind} on {} was destroyed.", owner(seat), at(field))
        }
        Event::WagonDestroyed { seat, field } => {
            let wagon = &rules.wagon.name;
            format!("{} {wagon} on {} was destroyed.", owner(seat), at(field))
        }
        Event::Advanced { from, to } => {
            format!("{} advanced {} → {}.", unit(from), at(from), at(to))
        }
        Event::MountainToken { field } => {
            format!("The unit on {} took a Mountain token.", at(field))
        }
        Event::Looted {
            seat,
            field,
            gold,
            from,
        } => {
            let victim = from.map_or(String::new(), |v| format!(" from {}", name(v)));
            format!(
                "{} looted {gold} G{victim} at the village {}.",
                who(seat),
                at(field)
            )
        }
        Event::PortFeePaid { seat, field, gold } => {
            format!(
                "{} paid a port fee of {gold} G on {}.",
                who(seat),
                at(field)
            )
        }
        Event::TurnedBack { from, to } => {
            format!("The unit on {} went back to {}.", at(from), at(to))
        }
        Event::ConquestAnnounced { castle, seat } => {
            format!("{} is conquering castle {castle}.", name(seat))
        }
        Event::ConquestFailed { castle } => format!("The conquest of castle {castle} failed."),
        Event::CastleConquered {
            castle,
            seat,
            from,
            gold,
            ..
        } => {
            let from = from.map_or(String::new(), |old| format!(" from {}", name(old)));
            let gold = if gold > 0 {
                format!(" and took {gold} G")
            } else {
                String::new()
            };
            format!("{} conquered castle {castle}{from}{gold}.", who(seat))
        }
        Event::Income { seat, gold } => format!("{} earned {gold} G.", who(seat)),
        Event::TurnEnded { seat } => format!("{} ended the turn.", who(seat)),
        Event::GoldStolen { from, to, gold } => {
            format!("{} stole {gold} G from {}.", who(to), name(from))
        }
        Event::HandRevealed {
            viewer,
            seat,
            cards,
        } => {
            let cards = cards.map_or(String::new(), |c| format!(": {}", card_list(rules, &c)));
            format!("{} saw {}'s hand{cards}.", who(viewer), name(seat))
        }
        Event::Peeked { seat, card: c } => {
            let c = c.map_or(String::new(), |c| format!(": {}", card(c)));
            format!("{} looked at the top card of the deck{c}.", who(seat))
        }
        Event::PeekPutBottom { seat, bottom } => {
            let place = ["on top of", "at the bottom of"][bottom as usize];
            format!("{} put the card {place} the deck.", who(seat))
        }
        Event::MovementRefreshed { field } => {
            format!("The unit on {} has its movement back.", at(field))
        }
        Event::Surrendered { seat } => format!("{} surrendered.", who(seat)),
        Event::Eliminated { seat, placement } => format!(
            "{} is out of the match ({placement} placement points).",
            name(seat)
        ),
        Event::GameOver { winners, reason } => {
            format!("The match is over: {}.", winners_text(&winners, reason))
        }
    })
}

pub(super) fn winners_text(winners: &[Seat], reason: EndReason) -> String {
    let names: Vec<String> = winners.iter().map(|&s| seat_name(s)).collect();
    let names = match names.as_slice() {
        [] => "nobody".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    };
    let how = match reason {
        EndReason::LastStanding => "as the last standing",
        EndReason::CastleMajority => "by holding most of the castles",
        EndReason::TurnCap => "on points at the turn cap",
    };
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    format!("{names} {verb} {how}")
}

/// The outcome and every seat's score: placement points plus castle points (T13, T14).
pub fn outcome_text(outcome: &Outcome) -> String {
    let mut out = format!("{}.\n", winners_text(&outcome.winners, outcome.reason));
    for s in &outcome.scores {
        let (total, placement, castles) = (s.total(), s.placement, s.castle_points);
        let (total, held) = (
            counted(total as usize, "point"),
            counted(s.castles_held.into(), "castle"),
        );
        let _ = writeln!(
            out,
            "  {}: {total} ({placement} for placement, {castles} for castles; holds {held})",
            seat_name(s.seat)
        );
    }
    out
}

pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
