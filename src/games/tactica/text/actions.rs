//! A player's actions and the engine's refusals in words, in the reader's language.

use super::*;

/// An action of `seat` in words, with field labels: "Move Light Infantry F7 → F9 (via F8)".
pub fn describe_action(
    lang: Lang,
    action: &Action,
    seat: Seat,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
) -> String {
    match *action {
        Action::ChooseCastle { castle } => castle_choice_text(lang, board, castle),
        Action::Move {
            unit,
            path,
            leave_wagon,
        } => move_text(lang, view, board, rules, unit, &path, leave_wagon),
        Action::Attack { unit, target } => attack_text(lang, view, board, rules, unit, target),
        Action::Recruit { what, field } => {
            recruit_text(lang, seat, view, board, rules, what, field)
        }
        Action::BuyCard => tr!(
            lang,
            "tactica-text-action-buy",
            price = rules.card_rules.price
        ),
        Action::PlayCard { card, target } => tr!(
            lang,
            "tactica-text-action-play",
            card = card_with_target(lang, view, board, rules, card, target)
        ),
        Action::PeekTemple => tr!(lang, "tactica-text-action-peek-temple"),
        Action::EndTurn => tr!(lang, "tactica-text-action-end-turn"),
        Action::Pass => tr!(lang, "tactica-text-action-pass"),
        Action::Surrender => tr!(lang, "tactica-text-action-surrender"),
        Action::Conclude => tr!(lang, "tactica-text-action-conclude"),
        Action::Discard { card } => tr!(
            lang,
            "tactica-text-action-discard",
            card = card_name(lang, rules, card)
        ),
        Action::Intelligence { steal } => intelligence_text(lang, view, rules, steal),
        Action::Peasant { choice } => peasant_text(lang, board, rules, choice),
        Action::PortFee { pay } => port_fee_text(lang, view, board, rules, pay),
        Action::PeekDecision { bottom: true } => tr!(lang, "tactica-text-action-peek-bottom"),
        Action::PeekDecision { bottom: false } => tr!(lang, "tactica-text-action-peek-top"),
        Action::GiveCastle { to } => {
            tr!(lang, "tactica-text-action-give-castle", seat = number(to))
        }
        Action::BanEmpire { empire } => tr!(
            lang,
            "tactica-text-action-ban",
            empire = super::empire_name(lang, rules, empire)
        ),
        Action::PlayFirst { first: true } => tr!(
            lang,
            "tactica-text-action-play-first",
            gold = rules.economy.start_gold
        ),
        Action::PlayFirst { first: false } => tr!(
            lang,
            "tactica-text-action-play-second",
            gold = rules.economy.second_player_gold_duel
        ),
        Action::Ability { ability } => {
            super::abilities::ability_text(lang, &ability, seat, view, board, rules)
        }
        Action::PickEmpire { empire, cheaper } => match cheaper {
            None => tr!(
                lang,
                "tactica-text-action-pick",
                empire = super::empire_name(lang, rules, empire)
            ),
            Some(cheaper) => tr!(
                lang,
                "tactica-text-action-pick-cheaper",
                empire = super::empire_name(lang, rules, empire),
                unit = super::cheaper_name(lang, rules, cheaper)
            ),
        },
    }
}

/// The name of the unit on `field` with its tier ("Light Infantry 2"), or "unit".
fn unit_name_at(lang: Lang, view: &TacticaView, rules: &Ruleset, field: Field) -> String {
    unit_at(view, field).map_or_else(
        || tr!(lang, "tactica-text-unit"),
        |u| unit_name(lang, rules, u.kind, u.tier),
    )
}

/// A castle chosen at the start, by its id and its Citadel's field.
fn castle_choice_text(lang: Lang, board: &Board, castle: u8) -> String {
    match board.castle_by_id(castle) {
        Some(index) => tr!(
            lang,
            "tactica-text-action-castle",
            castle = castle,
            citadel = board.label(board.castles[index].citadel)
        ),
        None => tr!(lang, "tactica-text-action-castle-unknown", castle = castle),
    }
}

/// A move along `path`, saying whether the unit leaves its wagon or takes it along.
fn move_text(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    unit: Field,
    path: &Path,
    leave_wagon: bool,
) -> String {
    let (name, path) = (
        unit_name_at(lang, view, rules, unit),
        path_text(lang, board, unit, path),
    );
    if leave_wagon {
        tr!(
            lang,
            "tactica-text-action-move-leaving",
            unit = name,
            path = path
        )
    } else if unit_at(view, unit).is_some_and(|u| u.wagon) {
        tr!(
            lang,
            "tactica-text-action-move-wagon",
            unit = name,
            path = path,
            wagon = wagon_name(lang, rules)
        )
    } else {
        tr!(lang, "tactica-text-action-move", unit = name, path = path)
    }
}

/// An attack, melee or ranged, on a unit or on the field itself.
fn attack_text(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    unit: Field,
    target: Field,
) -> String {
    let ranged = yes(unit_at(view, unit).is_some_and(|u| u.range > 0));
    let (name, from, field) = (
        unit_name_at(lang, view, rules, unit),
        board.label(unit),
        board.label(target),
    );
    match occupant(lang, view, rules, target) {
        Some(occupant) => tr!(
            lang,
            "tactica-text-action-attack",
            ranged = ranged,
            target = field,
            occupant = occupant,
            unit = name,
            from = from
        ),
        None => tr!(
            lang,
            "tactica-text-action-attack-field",
            ranged = ranged,
            target = field,
            unit = name,
            from = from
        ),
    }
}

/// A recruit on `field` with what it costs `seat`.
fn recruit_text(
    lang: Lang,
    seat: Seat,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    what: Recruit,
    field: Field,
) -> String {
    let docks = board.terrain(field) == Terrain::Docks;
    // The standard cost under the recruiter's Empire (T82).
    let player = view.players.iter().find(|p| p.seat == seat);
    let base = rules.recruit_cost(
        player.and_then(|p| p.empire),
        player.and_then(|p| p.cheaper),
        what,
    );
    // Docks recruits cost less by the ports held (T55).
    let ports = view.players.get(seat as usize).map_or(0, |p| p.ports) as i32;
    let cost = if docks { (base - ports).max(1) } else { base };
    let (what, field) = (recruit_name(lang, rules, what), board.label(field));
    if docks {
        tr!(
            lang,
            "tactica-text-action-recruit-docks",
            unit = what,
            field = field,
            cost = cost
        )
    } else {
        tr!(
            lang,
            "tactica-text-action-recruit",
            unit = what,
            field = field,
            cost = cost
        )
    }
}

/// The answer to an Intelligence card: steal gold from its target, or make it discard.
fn intelligence_text(lang: Lang, view: &TacticaView, rules: &Ruleset, steal: bool) -> String {
    let target = match view.decision {
        Some(Decision::Intelligence { target, .. }) => Some(target),
        _ => None,
    };
    let gold = intelligence_steal(rules);
    match (steal, target) {
        (true, Some(target)) => tr!(
            lang,
            "tactica-text-action-steal",
            gold = gold,
            seat = number(target)
        ),
        (true, None) => tr!(lang, "tactica-text-action-steal-them", gold = gold),
        (false, Some(target)) => tr!(
            lang,
            "tactica-text-action-force-discard",
            seat = number(target)
        ),
        (false, None) => tr!(lang, "tactica-text-action-force-discard-them"),
    }
}

/// The free Peasant's placement: placed on a field, moved, or none.
fn peasant_text(lang: Lang, board: &Board, rules: &Ruleset, choice: PeasantChoice) -> String {
    let peasant = unit_type_name(lang, rules, rules.peasant);
    match choice {
        PeasantChoice::Place { field } => tr!(
            lang,
            "tactica-text-action-peasant-place",
            peasant = peasant,
            field = board.label(field)
        ),
        PeasantChoice::Move { from, to } => tr!(
            lang,
            "tactica-text-action-peasant-move",
            peasant = peasant,
            from = board.label(from),
            to = board.label(to)
        ),
        PeasantChoice::None => {
            tr!(lang, "tactica-text-action-peasant-none", peasant = peasant)
        }
    }
}

/// A port fee paid, or refused (and where the unit turns back to).
fn port_fee_text(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    pay: bool,
) -> String {
    match (pay, view.decision) {
        (true, _) => tr!(
            lang,
            "tactica-text-action-pay-fee",
            fee = rules.economy.port_fee
        ),
        (false, Some(Decision::PortFee { back, .. })) => tr!(
            lang,
            "tactica-text-action-refuse-fee-back",
            field = board.label(back)
        ),
        (false, _) => tr!(lang, "tactica-text-action-refuse-fee"),
    }
}

/// Why the rules refused an action, as a sentence: "That is not possible now."
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    match error {
        RuleError::GameOver => tr!(lang, "tactica-text-refused-over"),
        RuleError::NoSuchSeat(seat) => {
            tr!(lang, "tactica-text-refused-no-seat", seat = number(*seat))
        }
        RuleError::Eliminated => tr!(lang, "tactica-text-refused-eliminated"),
        RuleError::NotYourMove => tr!(lang, "tactica-text-refused-not-your-move"),
        RuleError::Stale => tr!(lang, "tactica-text-refused-stale"),
        RuleError::BadPath(why) => tr!(lang, "tactica-text-refused-path", why = why.key()),
        RuleError::NotLegal => tr!(lang, "tactica-text-refused-not-legal"),
    }
}
