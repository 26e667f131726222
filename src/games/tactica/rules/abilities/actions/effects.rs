//! The effects of abilities that resolve later: trades, Intelligence, Eyes and Ears, Terror.

use super::*;

impl Match {
    pub(super) fn resolve_trade(
        &mut self,
        seat: Seat,
        card: Option<u8>,
        target: Option<Seat>,
        ev: &mut Vec<Event>,
    ) -> Option<()> {
        let gold = self.numbers().trade_gold;
        let mut done = false;
        if let Some(card) = card {
            let hand = &mut self.s.players[usize::from(seat)].hand;
            if let Some(pos) = hand.iter().position(|&c| c == card) {
                hand.remove(pos);
                self.hand_slot_removed(seat, pos);
                self.s.deck.push(card);
                use rand::seq::SliceRandom;
                self.s.deck.shuffle(&mut self.s.rng);
                self.s.players[usize::from(seat)].gold += gold;
                ev.push(Event::CardReturned { seat });
                ev.push(Event::Gold {
                    seat,
                    gold,
                    reason: GoldReason::Trade,
                });
                done = true;
            }
        }
        if let Some(target) = target {
            let able = self.spendable(seat) >= gold
                && self.s.players[usize::from(target)].alive
                && !self.s.players[usize::from(target)].hand.is_empty();
            if able {
                self.s.players[usize::from(seat)].gold -= gold;
                ev.push(Event::Gold {
                    seat,
                    gold: -gold,
                    reason: GoldReason::Trade,
                });
                if !self.has_ability(target, Ability::IgnoreDiscards) {
                    self.s
                        .decisions
                        .push(Decision::DiscardChosen { seat: target });
                }
                done = true;
            }
        }
        done.then_some(())
    }

    /// The Intelligence cards (kinds) Eyes and Ears may take.
    pub(super) fn intelligence_kinds(&self) -> Vec<u8> {
        (0..self.rules.cards.len() as u8)
            .filter(|&c| matches!(self.rules.card(c).effect, CardEffect::Intelligence { .. }))
            .collect()
    }

    /// How many Intelligence cards Eyes and Ears may take for `seat` now: up to two, as many
    /// as the deck and the discard pile hold, and no more than the hand has room for (T89).
    pub(in crate::games::tactica) fn eyes_and_ears_most(&self, seat: Seat) -> u8 {
        let kinds = self.intelligence_kinds();
        let found = self
            .s
            .deck
            .iter()
            .chain(&self.s.discard)
            .filter(|c| kinds.contains(c))
            .count();
        let room = usize::from(self.rules.card_rules.hand_limit)
            .saturating_sub(self.s.players[usize::from(seat)].hand.len());
        usize::from(self.numbers().eyes_and_ears_cards)
            .min(found)
            .min(room) as u8
    }

    /// Eyes and Ears (T89): "up to two" Intelligence cards, as many as the player chooses
    /// (asked when there is a choice), then the rest of the Triumph.
    pub(super) fn eyes_and_ears(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.eyes_and_ears_most(seat) == 0 {
            self.eyes_and_ears_take(seat, 0, ev);
        } else {
            self.s.decisions.insert(0, Decision::EyesAndEars { seat });
        }
    }

    /// Eyes and Ears (T89): `cards` Intelligence cards from the deck and then the discard pile,
    /// the deck shuffled, and every opponent's hand shown.
    pub(in crate::games::tactica) fn eyes_and_ears_take(
        &mut self,
        seat: Seat,
        cards: u8,
        ev: &mut Vec<Event>,
    ) {
        let intelligence = self.intelligence_kinds();
        for _ in 0..cards.min(self.eyes_and_ears_most(seat)) {
            let from_deck = self.s.deck.iter().position(|c| intelligence.contains(c));
            let card = match from_deck {
                Some(pos) => self.s.deck.remove(pos),
                None => match self
                    .s
                    .discard
                    .iter()
                    .rposition(|c| intelligence.contains(c))
                {
                    Some(pos) => self.s.discard.remove(pos),
                    None => break,
                },
            };
            self.s.players[usize::from(seat)].hand.push(card);
            ev.push(Event::CardTaken { seat, card });
        }
        use rand::seq::SliceRandom;
        self.s.deck.shuffle(&mut self.s.rng);
        for p in self.s.players.iter_mut() {
            p.knowledge.peek = None;
        }
        let turn = self.s.turn;
        for other in 0..self.s.setup.players {
            if self.friendly(other, seat) || !self.s.players[usize::from(other)].alive {
                continue;
            }
            let cards = self.s.players[usize::from(other)].hand.clone();
            for viewer in 0..self.s.setup.players {
                if viewer == other {
                    continue;
                }
                let knowledge = &mut self.s.players[usize::from(viewer)].knowledge;
                knowledge.hands.retain(|(s, _, _)| *s != other);
                knowledge.hands.push((other, cards.clone(), turn));
            }
            ev.push(Event::HandShown { seat: other, cards });
        }
    }

    /// Terror (T93): every Action card on the stack is cancelled, every card effect in the
    /// pending combat ends, and no Action card may be played until the end of the turn.
    pub(super) fn terror(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let mut kept = Vec::with_capacity(self.s.stack.len());
        for item in std::mem::take(&mut self.s.stack) {
            match item.item {
                Item::Card { card, .. } => {
                    self.s.discard.push(card);
                    ev.push(Event::CardCancelled {
                        seat: item.seat,
                        card,
                    });
                }
                _ => kept.push(item),
            }
        }
        self.s.stack = kept;
        if let Some(c) = self.s.combat.as_mut() {
            c.bonus = Default::default();
        }
        self.s.terror_turn = self.s.turn;
        ev.push(Event::Terror { seat });
    }
}
