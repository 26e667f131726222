//! What happened, in words: each event as its reader may see it, and the outcome with its scores.

use super::*;

mod words;

use words::EventWords;

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
    let event = event.seen_by(reader);
    if let Some(text) =
        super::abilities::ability_event_text(lang, &event, reader, before, board, rules)
    {
        return Some(text);
    }
    let words = EventWords {
        lang,
        reader,
        before,
        board,
        rules,
    };
    Some(match event {
        Event::TurnStarted { .. }
        | Event::EmpireBanned { .. }
        | Event::EmpirePicked { .. }
        | Event::CastleChosen { .. }
        | Event::Income { .. }
        | Event::TurnEnded { .. }
        | Event::Surrendered { .. }
        | Event::Eliminated { .. }
        | Event::GameOver { .. } => words.course(event),
        Event::MoveAnnounced { .. }
        | Event::Moved { .. }
        | Event::Fizzled { .. }
        | Event::Advanced { .. }
        | Event::MountainToken { .. }
        | Event::Looted { .. }
        | Event::PortFeePaid { .. }
        | Event::TurnedBack { .. }
        | Event::PortFeeUnpaid { .. }
        | Event::MovementRefreshed { .. } => words.movement(event),
        Event::Recruited { .. }
        | Event::CardBought { .. }
        | Event::CardDrawn { .. }
        | Event::Reshuffled { .. }
        | Event::CardPlayed { .. }
        | Event::CardResolved { .. }
        | Event::CardCancelled { .. }
        | Event::CardDiscarded { .. }
        | Event::GoldStolen { .. }
        | Event::HandRevealed { .. }
        | Event::Peeked { .. }
        | Event::PeekPutBottom { .. } => words.cards(event),
        Event::AttackAnnounced { .. }
        | Event::CombatStarted { .. }
        | Event::CombatCancelled { .. }
        | Event::Damage { .. }
        | Event::UnitDestroyed { .. }
        | Event::WagonDestroyed { .. }
        | Event::ConquestAnnounced { .. }
        | Event::ConquestFailed { .. }
        | Event::CastleConquered { .. } => words.combat(event),
        Event::Passed { .. } => return None,
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
