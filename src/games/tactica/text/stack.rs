//! The stack and its window, the decisions a player owes, and a player's hand, as text.

use super::*;

/// One stack item in words: "Player 1: move Light Infantry F7 → F9".
pub(super) fn stack_item_text(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    item: &StackItem,
) -> String {
    let what = match item.item {
        Item::Move {
            unit, from, path, ..
        } => {
            let name = view.units.iter().find(|u| u.id == unit).map_or_else(
                || tr!(lang, "tactica-text-a-unit"),
                |u| unit_name(lang, rules, u.kind, u.tier),
            );
            tr!(
                lang,
                "tactica-text-stack-move",
                unit = name,
                path = path_text(lang, board, from, &path)
            )
        }
        Item::EnterCombat => tr!(lang, "tactica-text-stack-enter-combat"),
        Item::Combat => tr!(lang, "tactica-text-stack-combat"),
        Item::Recruit { what, field } => tr!(
            lang,
            "tactica-text-stack-recruit",
            unit = recruit_name(lang, rules, what),
            field = board.label(field)
        ),
        Item::BuyCard => tr!(lang, "tactica-text-stack-buy"),
        Item::Card { card, target, .. } => card_with_target(lang, view, board, rules, card, target),
        Item::Ability { ability, .. } => {
            abilities::ability_text(lang, &ability, item.seat, view, board, rules)
        }
        Item::Conquest { castle, side } => {
            let id = board.castles.get(castle as usize).map_or(0, |c| c.id);
            tr!(
                lang,
                "tactica-text-stack-conquest",
                castle = id,
                side = side_name(lang, view, side)
            )
        }
        Item::EndOfTurn => tr!(lang, "tactica-text-stack-end-of-turn"),
        Item::Passing => tr!(lang, "tactica-text-stack-passing"),
        Item::Draw { draws } => tr!(lang, "tactica-text-stack-draw", draws = draws),
    };
    tr!(
        lang,
        "tactica-text-stack-item",
        seat = number(item.seat),
        what = what
    )
}

/// A team in words: its one player, or "the alliance of Player 1 and Player 3".
pub(super) fn side_name(lang: Lang, view: &TacticaView, side: u8) -> String {
    let members: Vec<String> = view
        .players
        .iter()
        .filter(|p| p.team == side)
        .map(|p| seat_name(lang, p.seat))
        .collect();
    match members.as_slice() {
        [one] => one.clone(),
        _ => tr!(
            lang,
            "tactica-text-alliance",
            players = crate::kit::lang::name_list(lang, &members)
        ),
    }
}

/// "F7 → F9 (via F8)".
pub(super) fn path_text(lang: Lang, board: &Board, from: Field, path: &Path) -> String {
    let steps = path.steps();
    let Some(&last) = steps.last() else {
        return board.label(from).to_string();
    };
    let (from, to) = (board.label(from), board.label(last));
    if steps.len() > 1 {
        let via: Vec<&str> = steps[..steps.len() - 1]
            .iter()
            .map(|&f| board.label(f))
            .collect();
        tr!(
            lang,
            "tactica-text-path-via",
            from = from,
            to = to,
            via = via.join(", ")
        )
    } else {
        tr!(lang, "tactica-text-path", from = from, to = to)
    }
}

/// A card with its target: "Forced March: push Player 2's Heavy Cavalry on G5 to G6", "Heroic
/// Defense on your Light Infantry on F7".
pub(super) fn card_with_target(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    card: CardKind,
    target: CardTarget,
) -> String {
    let name = card_name(lang, rules, card);
    let on_field = |field: Field| on_field(lang, view, board, rules, field);
    match target {
        CardTarget::Unit { field } => tr!(
            lang,
            "tactica-text-card-on",
            card = name,
            target = on_field(field)
        ),
        CardTarget::Push { field, to } => tr!(
            lang,
            "tactica-text-card-push",
            card = name,
            target = on_field(field),
            to = board.label(to)
        ),
        CardTarget::Reinforce {
            field,
            to,
            light_infantry,
        } => {
            if light_infantry {
                tr!(
                    lang,
                    "tactica-text-card-reinforce-replaced",
                    card = name,
                    target = on_field(field),
                    to = board.label(to),
                    unit = unit_type_name(lang, rules, rules.light_infantry)
                )
            } else {
                tr!(
                    lang,
                    "tactica-text-card-reinforce",
                    card = name,
                    target = on_field(field),
                    to = board.label(to)
                )
            }
        }
        CardTarget::Player { seat } => tr!(
            lang,
            "tactica-text-card-on-player",
            card = name,
            seat = number(seat)
        ),
        CardTarget::StackCard { item } => match view.stack.iter().find(|i| i.id == item) {
            Some(StackItem {
                seat,
                item: Item::Card { card, .. },
                ..
            }) => tr!(
                lang,
                "tactica-text-card-cancel",
                card = name,
                seat = number(*seat),
                cancelled = card_name(lang, rules, *card)
            ),
            _ => tr!(lang, "tactica-text-card-cancel-unknown", card = name),
        },
    }
}

/// The stack (bottom first), the pending combat and the open decision.
pub fn stack_text(lang: Lang, view: &TacticaView, board: &Board, rules: &Ruleset) -> String {
    let mut out = String::new();
    if !view.stack.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "tactica-text-stack-title"));
        for (i, item) in view.stack.iter().enumerate().rev() {
            let text = stack_item_text(lang, view, board, rules, item);
            let _ = writeln!(out, "  {}. {text}", i + 1);
        }
    }
    if let Some(c) = &view.combat {
        let a_unit = || tr!(lang, "tactica-text-a-unit");
        let attacker = occupant(lang, view, rules, c.attacker_field).unwrap_or_else(a_unit);
        let defender = occupant(lang, view, rules, c.defender_field).unwrap_or_else(a_unit);
        let mut line = tr!(
            lang,
            "tactica-text-combat",
            ranged = yes(c.ranged),
            attacker = attacker,
            from = board.label(c.attacker_field),
            defender = defender,
            to = board.label(c.defender_field)
        );
        for (attacking, bonus) in [true, false].iter().zip(c.bonus.iter()) {
            let mut parts = Vec::new();
            if bonus.attack != 0 {
                let bonus = format!("{:+}", bonus.attack);
                parts.push(tr!(lang, "tactica-text-bonus-attack", bonus = bonus));
            }
            if bonus.defense != 0 {
                let bonus = format!("{:+}", bonus.defense);
                parts.push(tr!(lang, "tactica-text-bonus-defense", bonus = bonus));
            }
            if bonus.poisoned {
                parts.push(tr!(lang, "tactica-text-bonus-poisoned"));
            }
            if bonus.reflex > 0 {
                parts.push(tr!(lang, "tactica-text-bonus-reflex"));
            }
            if !parts.is_empty() {
                let bonuses = parts.join(", ");
                let side = if *attacking {
                    tr!(lang, "tactica-text-combat-attacker", bonuses = bonuses)
                } else {
                    tr!(lang, "tactica-text-combat-defender", bonuses = bonuses)
                };
                let _ = write!(line, "; {side}");
            }
        }
        let _ = writeln!(out, "{line}");
    }
    if let Some(d) = &view.decision {
        let text = decision_text(lang, view, board, rules, d);
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "tactica-text-must-decide",
                seat = number(d.seat()),
                decision = text
            )
        );
    }
    out
}

pub(super) fn decision_text(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    d: &Decision,
) -> String {
    let at = |field: Field| board.label(field);
    match *d {
        Decision::DiscardToDraw { draws, .. } => {
            tr!(lang, "tactica-text-decide-discard-to-draw", draws = draws)
        }
        Decision::Intelligence { target, .. } => tr!(
            lang,
            "tactica-text-decide-intelligence",
            gold = intelligence_steal(rules),
            seat = number(target)
        ),
        Decision::DiscardChosen { .. } => tr!(lang, "tactica-text-decide-discard-chosen"),
        Decision::Peasant { field, .. } => tr!(
            lang,
            "tactica-text-decide-peasant",
            peasant = unit_type_name(lang, rules, rules.peasant),
            field = at(field)
        ),
        Decision::PortFee { field, back, .. } => tr!(
            lang,
            "tactica-text-decide-port-fee",
            fee = rules.economy.port_fee,
            field = at(field),
            back = at(back)
        ),
        Decision::Peek { .. } => tr!(lang, "tactica-text-decide-peek"),
        Decision::BanEmpire { .. } => tr!(lang, "tactica-text-decide-ban"),
        Decision::PickEmpire { .. } => tr!(lang, "tactica-text-decide-pick"),
        Decision::PlayOrder { .. } => tr!(lang, "tactica-text-decide-play-order"),
        Decision::Theft { .. } | Decision::Patent { .. } | Decision::Counterattack { .. } => {
            abilities::ability_decision_text(lang, rules, d).unwrap_or_default()
        }
        Decision::FreePeasant { why, .. } => tr!(
            lang,
            "tactica-text-decide-free-peasant",
            peasant = unit_type_name(lang, rules, rules.peasant),
            ability = match why {
                crate::games::tactica::FreePeasantWhy::Conscription => "conscription",
                crate::games::tactica::FreePeasantWhy::Slavery => "slavery",
                crate::games::tactica::FreePeasantWhy::Plan => "plan",
            }
        ),
        Decision::Capture { loser, .. } => {
            tr!(lang, "tactica-text-decide-capture", seat = number(loser))
        }
        Decision::EyesAndEars { .. } => tr!(lang, "tactica-text-decide-eyes-and-ears"),
        Decision::Evasion { field, .. } => {
            tr!(lang, "tactica-text-decide-evasion", field = at(field))
        }
        Decision::Rebirth { field, .. } => tr!(
            lang,
            "tactica-text-decide-rebirth",
            field = at(field),
            gold = rules.empires.numbers.rebirth_cost
        ),
        Decision::GiveCastle { castle, side, .. } => {
            let id = board.castles.get(castle as usize).map_or(0, |c| c.id);
            tr!(
                lang,
                "tactica-text-decide-give-castle",
                side = side_name(lang, view, side),
                castle = id
            )
        }
    }
}

pub(super) fn intelligence_steal(rules: &Ruleset) -> i32 {
    rules
        .cards
        .iter()
        .find_map(|c| match c.effect {
            crate::games::tactica::ruleset::CardEffect::Intelligence { steal } => Some(steal),
            _ => None,
        })
        .unwrap_or(0)
}

/// The reader's hand and what they were shown; empty for the public.
pub fn hand_text(lang: Lang, view: &TacticaView, rules: &Ruleset) -> String {
    let mut out = String::new();
    let Some(hand) = &view.hand else {
        return out;
    };
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "tactica-text-hand",
            count = hand.len(),
            cards = card_list(lang, rules, hand)
        )
    );
    if let Some(k) = &view.knowledge {
        for (seat, cards, turn) in &k.hands {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "tactica-text-seen-hand",
                    seat = number(*seat),
                    turn = *turn,
                    cards = card_list(lang, rules, cards)
                )
            );
        }
        if let Some((card, turn)) = k.peek {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "tactica-text-seen-peek",
                    turn = turn,
                    card = card_name(lang, rules, card)
                )
            );
        }
    }
    out
}
