//! The Empires' abilities and Triumphs in words: the actions that use them, what they did, and the
//! decisions they ask for (T83–T119).

use super::*;
use crate::games::tactica::abilities::AbilityAction;
use crate::games::tactica::event::GoldReason;

/// The Triumph `seat` plays, by its id in the data (T84).
fn triumph_of(view: &TacticaView, rules: &Ruleset, seat: Seat) -> String {
    view.players
        .iter()
        .find(|p| p.seat == seat)
        .and_then(|p| p.empire)
        .and_then(|e| rules.empires.get(e))
        .and_then(|e| e.triumph.clone())
        .unwrap_or_default()
}

/// An ability action of `seat` in words: "TELEPORT Light Infantry F7 → F9".
pub fn ability_text(
    lang: Lang,
    ability: &AbilityAction,
    seat: Seat,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
) -> String {
    let at = |field: Field| board.label(field);
    let unit = |field: Field| unit_or_any(lang, view, rules, field);
    let numbers = &rules.empires.numbers;
    match *ability {
        AbilityAction::Teleport { unit: from, to } => tr!(
            lang,
            "tactica-text-ability-teleport",
            unit = unit(from),
            from = at(from),
            to = at(to)
        ),
        AbilityAction::Throw { unit: from, target } => tr!(
            lang,
            "tactica-text-ability-throw",
            unit = unit(from),
            from = at(from),
            target = on_field(lang, view, board, rules, target)
        ),
        AbilityAction::Train { unit: field } => tr!(
            lang,
            "tactica-text-ability-train",
            unit = unit(field),
            field = at(field)
        ),
        AbilityAction::Trade { card, target } => trade_text(lang, rules, card, target),
        AbilityAction::Charge { unit: from, target } => tr!(
            lang,
            "tactica-text-ability-charge",
            unit = unit(from),
            from = at(from),
            target = on_field(lang, view, board, rules, target),
            attack = numbers.charge_attack,
            defense = numbers.charge_defense
        ),
        AbilityAction::Pain { magi, target } => tr!(
            lang,
            "tactica-text-ability-pain",
            unit = unit(magi),
            from = at(magi),
            target = on_field(lang, view, board, rules, target)
        ),
        AbilityAction::Drain { magi, target } => tr!(
            lang,
            "tactica-text-ability-drain",
            unit = unit(magi),
            from = at(magi),
            target = on_field(lang, view, board, rules, target)
        ),
        AbilityAction::Bribe { target } => {
            let gold = unit_at(view, target).map_or(0, |u| u.price);
            tr!(
                lang,
                "tactica-text-ability-bribe",
                target = on_field(lang, view, board, rules, target),
                gold = gold
            )
        }
        AbilityAction::Salvo { archer, targets } => tr!(
            lang,
            "tactica-text-ability-salvo",
            unit = unit(archer),
            from = at(archer),
            first = at(targets[0]),
            second = at(targets[1])
        ),
        AbilityAction::Plan { architect, to } => tr!(
            lang,
            "tactica-text-ability-plan",
            unit = unit(architect),
            from = at(architect),
            target = on_field(lang, view, board, rules, to)
        ),
        AbilityAction::Triumph => triumph_text(lang, view, rules, seat),
        AbilityAction::Theft { target } => tr!(
            lang,
            "tactica-text-ability-theft",
            seat = number(target),
            gold = numbers.theft_gold
        ),
        AbilityAction::Patent { show: true } => tr!(
            lang,
            "tactica-text-ability-patent-show",
            gold = numbers.patent_gold
        ),
        AbilityAction::Patent { show: false } => tr!(lang, "tactica-text-ability-patent-keep"),
        AbilityAction::FreePeasant { keep } => free_peasant_text(lang, board, rules, keep),
        AbilityAction::Capture { unit: field } => tr!(
            lang,
            "tactica-text-ability-capture",
            unit = unit(field),
            field = at(field)
        ),
        AbilityAction::TakeIntelligence { cards } => {
            tr!(
                lang,
                "tactica-text-ability-take-intelligence",
                cards = cards
            )
        }
        AbilityAction::Evade { evade: true } => tr!(lang, "tactica-text-ability-evade"),
        AbilityAction::Evade { evade: false } => tr!(lang, "tactica-text-ability-evade-not"),
        AbilityAction::Rebirth { to: Some(to) } => tr!(
            lang,
            "tactica-text-ability-rebirth",
            field = at(to),
            gold = numbers.rebirth_cost
        ),
        AbilityAction::Rebirth { to: None } => tr!(lang, "tactica-text-ability-rebirth-not"),
        AbilityAction::Counterattack { take } => counterattack_text(lang, view, rules, take),
    }
}

/// A Trade: a card for gold, a discard forced on a player, or both.
fn trade_text(lang: Lang, rules: &Ruleset, card: Option<CardKind>, target: Option<Seat>) -> String {
    let numbers = &rules.empires.numbers;
    match (card, target) {
        (Some(card), None) => tr!(
            lang,
            "tactica-text-ability-trade-card",
            card = card_name(lang, rules, card),
            gold = numbers.trade_gold
        ),
        (None, Some(target)) => tr!(
            lang,
            "tactica-text-ability-trade-discard",
            seat = number(target),
            gold = numbers.trade_gold
        ),
        (Some(card), Some(target)) => tr!(
            lang,
            "tactica-text-ability-trade-both",
            card = card_name(lang, rules, card),
            seat = number(target),
            gold = numbers.trade_gold
        ),
        (None, None) => tr!(lang, "tactica-text-ability-trade-nothing"),
    }
}

/// `seat`'s Triumph, by its name, and what it costs.
fn triumph_text(lang: Lang, view: &TacticaView, rules: &Ruleset, seat: Seat) -> String {
    tr!(
        lang,
        "tactica-text-ability-triumph",
        triumph = tr!(
            lang,
            "tactica-triumph",
            triumph = triumph_of(view, rules, seat)
        ),
        gold = rules.empires.triumph_cost
    )
}

/// The free Peasant kept on a field, or none.
fn free_peasant_text(lang: Lang, board: &Board, rules: &Ruleset, keep: Option<Field>) -> String {
    let peasant = unit_type_name(lang, rules, rules.peasant);
    match keep {
        Some(keep) => tr!(
            lang,
            "tactica-text-ability-free-peasant",
            peasant = peasant,
            field = board.label(keep)
        ),
        None => tr!(
            lang,
            "tactica-text-ability-free-peasant-none",
            peasant = peasant
        ),
    }
}

/// The Counterattack's card taken back for gold, or left on the discard pile.
fn counterattack_text(lang: Lang, view: &TacticaView, rules: &Ruleset, take: bool) -> String {
    let numbers = &rules.empires.numbers;
    let card = match view.decision {
        Some(Decision::Counterattack { card, .. }) => card_name(lang, rules, card),
        _ => tr!(lang, "tactica-text-a-card"),
    };
    if take {
        tr!(
            lang,
            "tactica-text-ability-counterattack-take",
            card = card,
            gold = numbers.counterattack_cost
        )
    } else {
        tr!(
            lang,
            "tactica-text-ability-counterattack-leave",
            card = card
        )
    }
}

/// The ability events in words (None: not one of them).
pub(super) fn ability_event_text(
    lang: Lang,
    event: &Event,
    reader: Option<Seat>,
    before: &TacticaView,
    board: &Board,
    rules: &Ruleset,
) -> Option<String> {
    let me = |seat: Seat| you(reader, seat);
    let at = |field: Field| board.label(field);
    Some(match event {
        Event::AbilityAnnounced { seat, ability } => tr!(
            lang,
            "tactica-text-event-ability",
            you = me(*seat),
            seat = number(*seat),
            what = ability_text(lang, ability, *seat, before, board, rules)
        ),
        Event::AbilityResolved { .. } => return None,
        Event::Gold { seat, gold, reason } => {
            let reason = match reason {
                GoldReason::Plunder => "plunder",
                GoldReason::Trophy => "trophy",
                GoldReason::Failure => "failure",
                GoldReason::Theft => "theft",
                GoldReason::Patent => "patent",
                GoldReason::Trade => "trade",
                GoldReason::Debt => "debt",
                GoldReason::Counterattack => "counterattack",
                GoldReason::Triumph => "triumph",
            };
            let why = tr!(lang, "tactica-gold-reason", reason = reason);
            if *gold >= 0 {
                tr!(
                    lang,
                    "tactica-text-event-gold-gained",
                    you = me(*seat),
                    seat = number(*seat),
                    gold = *gold,
                    why = why
                )
            } else {
                tr!(
                    lang,
                    "tactica-text-event-gold-lost",
                    you = me(*seat),
                    seat = number(*seat),
                    gold = -*gold,
                    why = why
                )
            }
        }
        Event::Trained { field, kind } => tr!(
            lang,
            "tactica-text-event-trained",
            field = at(*field),
            unit = unit_type_name(lang, rules, *kind)
        ),
        Event::Trophy { field } => tr!(lang, "tactica-text-event-trophy", field = at(*field)),
        Event::Pained { field } => tr!(lang, "tactica-text-event-pained", field = at(*field)),
        Event::Drained { field } => tr!(lang, "tactica-text-event-drained", field = at(*field)),
        Event::Bribed { seat, field, gold } => tr!(
            lang,
            "tactica-text-event-bribed",
            you = me(*seat),
            seat = number(*seat),
            field = at(*field),
            gold = *gold
        ),
        Event::Evaded { field } => tr!(lang, "tactica-text-event-evaded", field = at(*field)),
        Event::Reborn {
            seat,
            from,
            to,
            gold,
        } => tr!(
            lang,
            "tactica-text-event-reborn",
            you = me(*seat),
            seat = number(*seat),
            from = at(*from),
            to = at(*to),
            gold = *gold
        ),
        Event::CardShown { seat, card } => tr!(
            lang,
            "tactica-text-event-card-shown",
            you = me(*seat),
            seat = number(*seat),
            card = card_name(lang, rules, *card)
        ),
        Event::HandShown { seat, cards } => tr!(
            lang,
            "tactica-text-event-hand-shown",
            you = me(*seat),
            seat = number(*seat),
            cards = card_list(lang, rules, cards)
        ),
        Event::CardTaken { seat, card } => tr!(
            lang,
            "tactica-text-event-card-taken",
            you = me(*seat),
            seat = number(*seat),
            card = card_name(lang, rules, *card)
        ),
        Event::CardReturned { seat } => tr!(
            lang,
            "tactica-text-event-card-returned",
            you = me(*seat),
            seat = number(*seat)
        ),
        Event::Terror { seat } => tr!(
            lang,
            "tactica-text-event-terror",
            you = me(*seat),
            seat = number(*seat)
        ),
        Event::Conscripted {
            seat,
            from,
            field,
            kind,
        } => tr!(
            lang,
            "tactica-text-event-conscripted",
            you = me(*seat),
            seat = number(*seat),
            victim = number(*from),
            unit = unit_type_name(lang, rules, *kind),
            field = at(*field)
        ),
        Event::FirstPlayer { seat } => tr!(
            lang,
            "tactica-text-event-first-player",
            you = me(*seat),
            seat = number(*seat)
        ),
        Event::Nomad { seat } => tr!(
            lang,
            "tactica-text-event-nomad",
            you = me(*seat),
            seat = number(*seat)
        ),
        _ => return None,
    })
}

/// The decisions the abilities ask for, in words (None: not one of them).
pub(super) fn ability_decision_text(lang: Lang, rules: &Ruleset, d: &Decision) -> Option<String> {
    let numbers = &rules.empires.numbers;
    Some(match *d {
        Decision::Theft { .. } => tr!(lang, "tactica-text-decide-theft", gold = numbers.theft_gold),
        Decision::Patent { .. } => tr!(
            lang,
            "tactica-text-decide-patent",
            gold = numbers.patent_gold
        ),
        Decision::Counterattack { card, .. } => tr!(
            lang,
            "tactica-text-decide-counterattack",
            gold = numbers.counterattack_cost,
            card = card_name(lang, rules, card)
        ),
        _ => return None,
    })
}
