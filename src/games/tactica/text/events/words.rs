//! The sentences of Tactica's events, family by family, as one reader may see them: the match's
//! course, moves, recruits and cards, combats and conquests.

use super::*;

/// What the events of one action are worded from: the reader's language and seat (None: the
/// public), and the view from before the action with its board and ruleset.
#[derive(Clone, Copy)]
pub(super) struct EventWords<'a> {
    pub(super) lang: Lang,
    pub(super) reader: Option<Seat>,
    pub(super) before: &'a TacticaView,
    pub(super) board: &'a Board,
    pub(super) rules: &'a Ruleset,
}

impl<'a> EventWords<'a> {
    /// "You" for the reader, "Player 2" for anyone else: `you` and `seat` of the messages.
    fn me(&self, seat: Seat) -> &'static str {
        you(self.reader, seat)
    }

    /// A field's label: "F7".
    fn at(&self, field: Field) -> &'a str {
        self.board.label(field)
    }

    /// The unit on `field` before the action, or "a unit".
    fn unit(&self, field: Field) -> String {
        unit_or_any(self.lang, self.before, self.rules, field)
    }

    /// A card's name.
    fn card(&self, card: CardKind) -> String {
        card_name(self.lang, self.rules, card)
    }

    /// The match's course: turns, the Empires' draft, castles chosen, income, surrenders and the
    /// end.
    pub(super) fn course(&self, event: Event) -> String {
        let Self { lang, rules, .. } = *self;
        match event {
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
                you = self.me(seat),
                seat = number(seat),
                empire = empire_name(lang, rules, empire)
            ),
            Event::EmpirePicked {
                seat,
                empire,
                cheaper,
            } => match cheaper {
                None => tr!(
                    lang,
                    "tactica-text-event-empire-picked",
                    you = self.me(seat),
                    seat = number(seat),
                    empire = empire_name(lang, rules, empire)
                ),
                Some(cheaper) => tr!(
                    lang,
                    "tactica-text-event-empire-picked-cheaper",
                    you = self.me(seat),
                    seat = number(seat),
                    empire = empire_name(lang, rules, empire),
                    unit = cheaper_name(lang, rules, cheaper)
                ),
            },
            Event::CastleChosen { seat, castle } => tr!(
                lang,
                "tactica-text-event-castle-chosen",
                you = self.me(seat),
                seat = number(seat),
                castle = castle
            ),
            Event::Income { seat, gold } => tr!(
                lang,
                "tactica-text-event-income",
                you = self.me(seat),
                seat = number(seat),
                gold = gold
            ),
            Event::TurnEnded { seat } => tr!(
                lang,
                "tactica-text-event-turn-ended",
                you = self.me(seat),
                seat = number(seat)
            ),
            Event::Surrendered { seat } => tr!(
                lang,
                "tactica-text-event-surrendered",
                you = self.me(seat),
                seat = number(seat)
            ),
            Event::Eliminated { seat, placement } => tr!(
                lang,
                "tactica-text-event-eliminated",
                seat = number(seat),
                points = placement
            ),
            Event::GameOver { winners, reason } => tr!(
                lang,
                "tactica-text-event-game-over",
                winners = winners_text(lang, &winners, reason)
            ),
            _ => unreachable!("not an event of the match's course"),
        }
    }

    /// Moves and what they meet on the way: wagons left, loot, port fees, Mountain tokens.
    pub(super) fn movement(&self, event: Event) -> String {
        let Self { lang, board, .. } = *self;
        match event {
            Event::MoveAnnounced { seat, from, path } => tr!(
                lang,
                "tactica-text-event-move-announced",
                you = self.me(seat),
                seat = number(seat),
                unit = self.unit(from),
                path = path_text(lang, board, from, &path)
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
                you = self.me(seat),
                seat = number(seat),
                unit = self.unit(from),
                from = self.at(from),
                to = self.at(to),
                boarded = yes(boarded),
                left = yes(left_wagon)
            ),
            Event::Fizzled { seat } => tr!(
                lang,
                "tactica-text-event-fizzled",
                you = self.me(seat),
                seat = number(seat)
            ),
            Event::Advanced { from, to } => tr!(
                lang,
                "tactica-text-event-advanced",
                unit = self.unit(from),
                from = self.at(from),
                to = self.at(to)
            ),
            Event::MountainToken { field } => {
                tr!(
                    lang,
                    "tactica-text-event-mountain-token",
                    field = self.at(field)
                )
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
                    you = self.me(seat),
                    seat = number(seat),
                    gold = gold,
                    victim = number(victim),
                    field = self.at(field)
                ),
                None => tr!(
                    lang,
                    "tactica-text-event-looted",
                    you = self.me(seat),
                    seat = number(seat),
                    gold = gold,
                    field = self.at(field)
                ),
            },
            Event::PortFeePaid { seat, field, gold } => tr!(
                lang,
                "tactica-text-event-port-fee",
                you = self.me(seat),
                seat = number(seat),
                gold = gold,
                field = self.at(field)
            ),
            Event::TurnedBack { from, to } => tr!(
                lang,
                "tactica-text-event-turned-back",
                from = self.at(from),
                to = self.at(to)
            ),
            Event::PortFeeUnpaid {
                seat,
                field,
                back,
                gold,
            } => tr!(
                lang,
                "tactica-text-event-port-fee-unpaid",
                you = self.me(seat),
                seat = number(seat),
                gold = gold,
                field = self.at(field),
                back = self.at(back)
            ),
            Event::MovementRefreshed { field } => tr!(
                lang,
                "tactica-text-event-movement-refreshed",
                field = self.at(field)
            ),
            _ => unreachable!("not a move's event"),
        }
    }

    /// Recruits, cards bought, drawn, played and discarded, and what the Temple and Intelligence
    /// reveal.
    pub(super) fn cards(&self, event: Event) -> String {
        let Self {
            lang,
            before,
            board,
            rules,
            ..
        } = *self;
        match event {
            Event::Recruited {
                seat,
                what,
                field,
                cost,
            } => tr!(
                lang,
                "tactica-text-event-recruited",
                you = self.me(seat),
                seat = number(seat),
                unit = recruit_name(lang, rules, what),
                field = self.at(field),
                cost = cost
            ),
            Event::CardBought { seat, price } => tr!(
                lang,
                "tactica-text-event-card-bought",
                you = self.me(seat),
                seat = number(seat),
                price = price
            ),
            Event::CardDrawn {
                seat,
                card: Some(c),
            } => tr!(
                lang,
                "tactica-text-event-card-drawn",
                you = self.me(seat),
                seat = number(seat),
                card = self.card(c)
            ),
            Event::CardDrawn { seat, card: None } => tr!(
                lang,
                "tactica-text-event-card-drawn-hidden",
                you = self.me(seat),
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
                you = self.me(seat),
                seat = number(seat),
                card = card_with_target(lang, before, board, rules, c, target)
            ),
            Event::CardResolved { seat, card: c } => tr!(
                lang,
                "tactica-text-event-card-resolved",
                you = self.me(seat),
                seat = number(seat),
                card = self.card(c)
            ),
            Event::CardCancelled { seat, card: c } => tr!(
                lang,
                "tactica-text-event-card-cancelled",
                you = self.me(seat),
                seat = number(seat),
                card = self.card(c)
            ),
            Event::CardDiscarded { seat, card: c } => tr!(
                lang,
                "tactica-text-event-card-discarded",
                you = self.me(seat),
                seat = number(seat),
                card = self.card(c)
            ),
            Event::GoldStolen { from, to, gold } => tr!(
                lang,
                "tactica-text-event-gold-stolen",
                you = self.me(to),
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
                    you = self.me(viewer),
                    seat = number(viewer),
                    victim = number(seat),
                    cards = card_list(lang, rules, &cards)
                ),
                None => tr!(
                    lang,
                    "tactica-text-event-hand-revealed",
                    you = self.me(viewer),
                    seat = number(viewer),
                    victim = number(seat)
                ),
            },
            Event::Peeked { seat, card: c } => match c {
                Some(c) => tr!(
                    lang,
                    "tactica-text-event-peeked-card",
                    you = self.me(seat),
                    seat = number(seat),
                    card = self.card(c)
                ),
                None => tr!(
                    lang,
                    "tactica-text-event-peeked",
                    you = self.me(seat),
                    seat = number(seat)
                ),
            },
            Event::PeekPutBottom { seat, bottom } => tr!(
                lang,
                "tactica-text-event-peek-put",
                you = self.me(seat),
                seat = number(seat),
                bottom = yes(bottom)
            ),
            _ => unreachable!("not an event of recruits or cards"),
        }
    }

    /// Combats and conquests: attacks, damage, destroyed units and wagons, castles taken.
    pub(super) fn combat(&self, event: Event) -> String {
        let Self {
            lang,
            before,
            rules,
            ..
        } = *self;
        match event {
            Event::AttackAnnounced { seat, from, target } => tr!(
                lang,
                "tactica-text-event-attack-announced",
                you = self.me(seat),
                seat = number(seat),
                unit = self.unit(from),
                from = self.at(from),
                target = self.at(target)
            ),
            Event::CombatStarted {
                attacker,
                defender,
                ranged,
            } => tr!(
                lang,
                "tactica-text-event-combat",
                ranged = yes(ranged),
                unit = self.unit(attacker),
                from = self.at(attacker),
                target = occupant(lang, before, rules, defender)
                    .unwrap_or_else(|| tr!(lang, "tactica-text-a-unit")),
                to = self.at(defender)
            ),
            Event::CombatCancelled { attacker, defender } => tr!(
                lang,
                "tactica-text-event-combat-cancelled",
                from = self.at(attacker),
                to = self.at(defender)
            ),
            Event::Damage { from, to, amount } => tr!(
                lang,
                "tactica-text-event-damage",
                unit = self.unit(from),
                from = self.at(from),
                amount = amount,
                to = self.at(to)
            ),
            Event::UnitDestroyed {
                seat, kind, field, ..
            } => tr!(
                lang,
                "tactica-text-event-unit-destroyed",
                you = self.me(seat),
                seat = number(seat),
                unit = unit_type_name(lang, rules, kind),
                field = self.at(field)
            ),
            Event::WagonDestroyed { seat, field } => tr!(
                lang,
                "tactica-text-event-wagon-destroyed",
                you = self.me(seat),
                seat = number(seat),
                wagon = wagon_on(lang, before, rules, field),
                field = self.at(field)
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
                    you = self.me(seat),
                    seat = number(seat),
                    castle = castle,
                    victim = number(old),
                    gold = gold
                ),
                (Some(old), false) => tr!(
                    lang,
                    "tactica-text-event-conquered-from",
                    you = self.me(seat),
                    seat = number(seat),
                    castle = castle,
                    victim = number(old)
                ),
                (None, true) => tr!(
                    lang,
                    "tactica-text-event-conquered-gold",
                    you = self.me(seat),
                    seat = number(seat),
                    castle = castle,
                    gold = gold
                ),
                (None, false) => tr!(
                    lang,
                    "tactica-text-event-conquered",
                    you = self.me(seat),
                    seat = number(seat),
                    castle = castle
                ),
            },
            _ => unreachable!("not an event of combat or conquest"),
        }
    }
}
