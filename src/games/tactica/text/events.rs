//! What happened, in words: each event as its reader may see it, and the outcome with its scores.

use super::*;

/// One event as `reader` may see it (None: the public), in words; None for events not worth a
/// line. `before` is the view from before the action, so units that moved or fell still have
/// their names.
pub fn describe_event(
    lang: Lang,
    event: &Event,
    reader: Option<Seat>,
    before: &TacticaView,
    board: &Board,
    rules: &Ruleset,
) -> Option<String> {
    // "You" for the reader, "Player 2" for anyone else: `you` and `seat` of the messages.
    let me = |seat: Seat| you(reader, seat);
    let at = |field: Field| board.label(field);
    let unit = |field: Field| unit_or_any(lang, before, rules, field);
    let card = |card: CardKind| card_name(lang, rules, card);
    let event = event.seen_by(reader);
    if let Some(text) =
        super::abilities::ability_event_text(lang, &event, reader, before, board, rules)
    {
        return Some(text);
    }
    Some(match event {
        Event::TurnStarted { seat, turn, round } => tr!(
            lang,
            "tactica-text-event-turn",
            round = round,
            turn = turn,
            seat = number(seat)
        ),
        Event::EmpireBanned { seat, empire } => tr!(
            lang,
            "tactica-text-event-empire-banned",
            you = me(seat),
            seat = number(seat),
            empire = super::empire_name(lang, rules, empire)
        ),
        Event::EmpirePicked {
            seat,
            empire,
            cheaper,
        } => match cheaper {
            None => tr!(
                lang,
                "tactica-text-event-empire-picked",
                you = me(seat),
                seat = number(seat),
                empire = super::empire_name(lang, rules, empire)
            ),
            Some(cheaper) => tr!(
                lang,
                "tactica-text-event-empire-picked-cheaper",
                you = me(seat),
                seat = number(seat),
                empire = super::empire_name(lang, rules, empire),
                unit = super::cheaper_name(lang, rules, cheaper)
            ),
        },
        Event::CastleChosen { seat, castle } => tr!(
            lang,
            "tactica-text-event-castle-chosen",
            you = me(seat),
            seat = number(seat),
            castle = castle
        ),
        Event::MoveAnnounced { seat, from, path } => tr!(
            lang,
            "tactica-text-event-move-announced",
            you = me(seat),
            seat = number(seat),
            unit = unit(from),
            path = path_text(lang, board, from, &path)
        ),
        Event::AttackAnnounced { seat, from, target } => tr!(
            lang,
            "tactica-text-event-attack-announced",
            you = me(seat),
            seat = number(seat),
            unit = unit(from),
            from = at(from),
            target = at(target)
        ),
        Event::Moved {
            seat,
            from,
            to,
            boarded,
            left_wagon,
        } => tr!(
            lang,
            "tactica-text-event-moved",
            you = me(seat),
            seat = number(seat),
            unit = unit(from),
            from = at(from),
            to = at(to),
            boarded = yes(boarded),
            left = yes(left_wagon)
        ),
        Event::Fizzled { seat } => tr!(
            lang,
            "tactica-text-event-fizzled",
            you = me(seat),
            seat = number(seat)
        ),
        Event::Recruited {
            seat,
            what,
            field,
            cost,
        } => tr!(
            lang,
            "tactica-text-event-recruited",
            you = me(seat),
            seat = number(seat),
            unit = recruit_name(lang, rules, what),
            field = at(field),
            cost = cost
        ),
        Event::CardBought { seat, price } => tr!(
            lang,
            "tactica-text-event-card-bought",
            you = me(seat),
            seat = number(seat),
            price = price
        ),
        Event::CardDrawn {
            seat,
            card: Some(c),
        } => tr!(
            lang,
            "tactica-text-event-card-drawn",
            you = me(seat),
            seat = number(seat),
            card = card(c)
        ),
        Event::CardDrawn { seat, card: None } => tr!(
            lang,
            "tactica-text-event-card-drawn-hidden",
            you = me(seat),
            seat = number(seat)
        ),
        Event::Reshuffled { cards } => {
            tr!(lang, "tactica-text-event-reshuffled", cards = cards)
        }
        Event::CardPlayed {
            seat,
            card: c,
            target,
            ..
        } => tr!(
            lang,
            "tactica-text-event-card-played",
            you = me(seat),
            seat = number(seat),
            card = card_with_target(lang, before, board, rules, c, target)
        ),
        Event::CardResolved { seat, card: c } => tr!(
            lang,
            "tactica-text-event-card-resolved",
            you = me(seat),
            seat = number(seat),
            card = card(c)
        ),
        Event::CardCancelled { seat, card: c } => tr!(
            lang,
            "tactica-text-event-card-cancelled",
            you = me(seat),
            seat = number(seat),
            card = card(c)
        ),
        Event::Passed { .. } => return None,
        Event::CardDiscarded { seat, card: c } => tr!(
            lang,
            "tactica-text-event-card-discarded",
            you = me(seat),
            seat = number(seat),
            card = card(c)
        ),
        Event::CombatStarted {
            attacker,
            defender,
            ranged,
        } => tr!(
            lang,
            "tactica-text-event-combat",
            ranged = yes(ranged),
            unit = unit(attacker),
            from = at(attacker),
            target = occupant(lang, before, rules, defender)
                .unwrap_or_else(|| tr!(lang, "tactica-text-a-unit")),
            to = at(defender)
        ),
        Event::CombatCancelled { attacker, defender } => tr!(
            lang,
            "tactica-text-event-combat-cancelled",
            from = at(attacker),
            to = at(defender)
        ),
        Event::Damage { from, to, amount } => tr!(
            lang,
            "tactica-text-event-damage",
            unit = unit(from),
            from = at(from),
            amount = amount,
            to = at(to)
        ),
        Event::UnitDestroyed {
            seat, kind, field, ..
        } => tr!(
            lang,
            "tactica-text-event-unit-destroyed",
            you = me(seat),
            seat = number(seat),
            unit = unit_type_name(lang, rules, kind),
            field = at(field)
        ),
        Event::WagonDestroyed { seat, field } => tr!(
            lang,
            "tactica-text-event-wagon-destroyed",
            you = me(seat),
            seat = number(seat),
            wagon = wagon_on(lang, before, rules, field),
            field = at(field)
        ),
        Event::Advanced { from, to } => tr!(
            lang,
            "tactica-text-event-advanced",
            unit = unit(from),
            from = at(from),
            to = at(to)
        ),
        Event::MountainToken { field } => {
            tr!(lang, "tactica-text-event-mountain-token", field = at(field))
        }
        Event::Looted {
            seat,
            field,
            gold,
            from,
        } => match from {
            Some(victim) => tr!(
                lang,
                "tactica-text-event-looted-from",
                you = me(seat),
                seat = number(seat),
                gold = gold,
                victim = number(victim),
                field = at(field)
            ),
            None => tr!(
                lang,
                "tactica-text-event-looted",
                you = me(seat),
                seat = number(seat),
                gold = gold,
                field = at(field)
            ),
        },
        Event::PortFeePaid { seat, field, gold } => tr!(
            lang,
            "tactica-text-event-port-fee",
            you = me(seat),
            seat = number(seat),
            gold = gold,
            field = at(field)
        ),
        Event::TurnedBack { from, to } => tr!(
            lang,
            "tactica-text-event-turned-back",
            from = at(from),
            to = at(to)
        ),
        Event::PortFeeUnpaid {
            seat,
            field,
            back,
            gold,
        } => tr!(
            lang,
            "tactica-text-event-port-fee-unpaid",
            you = me(seat),
            seat = number(seat),
            gold = gold,
            field = at(field),
            back = at(back)
        ),
        Event::ConquestAnnounced { castle, seat } => tr!(
            lang,
            "tactica-text-event-conquest-announced",
            seat = number(seat),
            castle = castle
        ),
        Event::ConquestFailed { castle } => {
            tr!(lang, "tactica-text-event-conquest-failed", castle = castle)
        }
        Event::CastleConquered {
            castle,
            seat,
            from,
            gold,
            ..
        } => match (from, gold > 0) {
            (Some(old), true) => tr!(
                lang,
                "tactica-text-event-conquered-from-gold",
                you = me(seat),
                seat = number(seat),
                castle = castle,
                victim = number(old),
                gold = gold
            ),
            (Some(old), false) => tr!(
                lang,
                "tactica-text-event-conquered-from",
                you = me(seat),
                seat = number(seat),
                castle = castle,
                victim = number(old)
            ),
            (None, true) => tr!(
                lang,
                "tactica-text-event-conquered-gold",
                you = me(seat),
                seat = number(seat),
                castle = castle,
                gold = gold
            ),
            (None, false) => tr!(
                lang,
                "tactica-text-event-conquered",
                you = me(seat),
                seat = number(seat),
                castle = castle
            ),
        },
        Event::Income { seat, gold } => tr!(
            lang,
            "tactica-text-event-income",
            you = me(seat),
            seat = number(seat),
            gold = gold
        ),
        Event::TurnEnded { seat } => tr!(
            lang,
            "tactica-text-event-turn-ended",
            you = me(seat),
            seat = number(seat)
        ),
        Event::GoldStolen { from, to, gold } => tr!(
            lang,
            "tactica-text-event-gold-stolen",
            you = me(to),
            seat = number(to),
            gold = gold,
            victim = number(from)
        ),
        Event::HandRevealed {
            viewer,
            seat,
            cards,
        } => match cards {
            Some(cards) => tr!(
                lang,
                "tactica-text-event-hand-seen",
                you = me(viewer),
                seat = number(viewer),
                victim = number(seat),
                cards = card_list(lang, rules, &cards)
            ),
            None => tr!(
                lang,
                "tactica-text-event-hand-revealed",
                you = me(viewer),
                seat = number(viewer),
                victim = number(seat)
            ),
        },
        Event::Peeked { seat, card: c } => match c {
            Some(c) => tr!(
                lang,
                "tactica-text-event-peeked-card",
                you = me(seat),
                seat = number(seat),
                card = card(c)
            ),
            None => tr!(
                lang,
                "tactica-text-event-peeked",
                you = me(seat),
                seat = number(seat)
            ),
        },
        Event::PeekPutBottom { seat, bottom } => tr!(
            lang,
            "tactica-text-event-peek-put",
            you = me(seat),
            seat = number(seat),
            bottom = yes(bottom)
        ),
        Event::MovementRefreshed { field } => tr!(
            lang,
            "tactica-text-event-movement-refreshed",
            field = at(field)
        ),
        Event::Surrendered { seat } => tr!(
            lang,
            "tactica-text-event-surrendered",
            you = me(seat),
            seat = number(seat)
        ),
        Event::Eliminated { seat, placement } => tr!(
            lang,
            "tactica-text-event-eliminated",
            seat = number(seat),
            points = placement
        ),
        // Worded by `ability_event_text` above (AbilityResolved: its effects say enough).
        Event::AbilityAnnounced { .. }
        | Event::AbilityResolved { .. }
        | Event::Gold { .. }
        | Event::Trained { .. }
        | Event::Trophy { .. }
        | Event::Pained { .. }
        | Event::Drained { .. }
        | Event::Bribed { .. }
        | Event::Evaded { .. }
        | Event::Reborn { .. }
        | Event::CardShown { .. }
        | Event::HandShown { .. }
        | Event::CardTaken { .. }
        | Event::CardReturned { .. }
        | Event::Terror { .. }
        | Event::Conscripted { .. }
        | Event::FirstPlayer { .. }
        | Event::Nomad { .. } => return None,
        Event::GameOver { winners, reason } => tr!(
            lang,
            "tactica-text-event-game-over",
            winners = winners_text(lang, &winners, reason)
        ),
    })
}

/// "Player 1 wins as the last standing", "Player 1 and Player 3 win by holding most of the
/// castles".
pub(super) fn winners_text(lang: Lang, winners: &[Seat], reason: EndReason) -> String {
    let reason = match reason {
        EndReason::LastStanding => "last_standing",
        EndReason::CastleMajority => "castle_majority",
        EndReason::TurnCap => "turn_cap",
        EndReason::NoPersonLeft => "no_person_left",
    };
    if winners.is_empty() {
        return tr!(lang, "tactica-text-no-winner", reason = reason);
    }
    let names: Vec<String> = winners.iter().map(|&s| seat_name(lang, s)).collect();
    tr!(
        lang,
        "tactica-text-winners",
        players = crate::kit::lang::name_list(lang, &names),
        count = winners.len(),
        reason = reason
    )
}

/// The outcome and every seat's score: placement points plus castle points (T13, T14).
pub fn outcome_text(lang: Lang, outcome: &Outcome) -> String {
    let mut out = tr!(
        lang,
        "tactica-text-outcome",
        winners = winners_text(lang, &outcome.winners, outcome.reason)
    );
    out.push('\n');
    for s in &outcome.scores {
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "tactica-text-score",
                seat = number(s.seat),
                total = s.total(),
                placement = s.placement,
                castles = s.castle_points,
                held = s.castles_held
            )
        );
    }
    out
}
