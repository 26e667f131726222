//! Units recruited, placed and made; cards drawn, reshuffled, discarded and stolen.

use super::*;

impl Match {
    pub(super) fn resolve_recruit(
        &mut self,
        seat: Seat,
        what: Recruit,
        field: Field,
        ev: &mut Vec<Event>,
    ) {
        let Some((cost, docks)) = self.recruit_price(seat, what, field) else {
            ev.push(Event::Fizzled { seat });
            return;
        };
        self.s.players[seat as usize].gold -= cost;
        if docks {
            self.s.players[seat as usize].docks_recruits += 1;
        }
        match what {
            Recruit::Wagon | Recruit::Chariot => {
                self.s.wagons[field as usize] = Some(Wagon {
                    owner: seat,
                    chariot: what == Recruit::Chariot,
                });
                // An infantry unit already there drives it at once (T48), unless the wagon has
                // fatigue (T98).
                let bonus = self.wagon_bonus_at(seat, field);
                let fatigue = self.has_ability(seat, Ability::WagonFatigue);
                if fatigue {
                    self.s.fresh_wagons.push(field);
                }
                if let Some(u) = self.s.units[field as usize].as_mut().filter(|_| !fatigue) {
                    if !u.fatigued && !u.wagon_bonus_taken {
                        u.wagon_bonus_taken = true;
                        u.wagon_mp = bonus;
                    }
                }
            }
            Recruit::Unit { kind, tier } => {
                let unit = self.new_unit(seat, kind, tier);
                self.put_unit(field, unit);
            }
        }
        ev.push(Event::Recruited {
            seat,
            what,
            field,
            cost,
        });
    }

    pub(in crate::games::tactica::rules) fn new_unit(
        &mut self,
        seat: Seat,
        kind: u8,
        tier: u8,
    ) -> Unit {
        let id = self.s.next_unit;
        self.s.next_unit = self.s.next_unit.wrapping_add(1).max(1);
        Unit {
            id,
            owner: seat,
            kind,
            tier: if self.rules.unit(kind).tiered() {
                tier
            } else {
                1
            },
            fatigued: true,
            mp: 0,
            wagon_mp: 0,
            wagon_bonus_taken: false,
            combat_used: false,
            acted: false,
            epoch: 0,
            mountain_token: false,
            trophies: 0,
            pain: 0,
            drained: false,
            bribed: false,
            // The spear, Evasion and Rebirth come with the unit (T88, T108, T112).
            token: self.rules.unit(kind).ability_bits
                & (Ability::Throw.bit() | Ability::Evasion.bit() | Ability::Rebirth.bit())
                != 0,
        }
    }

    /// Whether an effect may place a unit of this type from `seat`'s stash: placing is
    /// recruiting (T56), so a token must be left and the Empire must not ban the type (T115).
    pub(in crate::games::tactica::rules) fn may_place(&self, seat: Seat, kind: u8) -> bool {
        self.tokens_left(seat, Some(kind)) > 0 && self.rules_of(seat).may_recruit(Some(kind))
    }

    /// Placing a unit from the stash by an effect is recruiting (T56): fatigued, tokens and the
    /// Empire's bans apply.
    pub(in crate::games::tactica::rules) fn recruit_free(
        &mut self,
        seat: Seat,
        kind: u8,
        field: Field,
        ev: &mut Vec<Event>,
    ) -> bool {
        if !self.may_place(seat, kind)
            || self.s.units[field as usize].is_some()
            || self.terrain(field) == Terrain::Citadel
            || self.s.wagons[field as usize].is_some_and(|w| w.owner != seat)
        {
            return false;
        }
        let unit = self.new_unit(seat, kind, 1);
        self.put_unit(field, unit);
        ev.push(Event::Recruited {
            seat,
            what: Recruit::Unit { kind, tier: 1 },
            field,
            cost: 0,
        });
        true
    }

    /// Draws `n` cards for `seat`, asking for a discard first when the hand is full (T63, T65).
    pub(in crate::games::tactica::rules) fn draw(
        &mut self,
        seat: Seat,
        n: u8,
        ev: &mut Vec<Event>,
    ) {
        let limit = self.rules.card_rules.hand_limit as usize;
        for done in 0..n {
            if !self.s.players[seat as usize].alive {
                return;
            }
            if self.s.deck.is_empty() {
                if self.s.discard.is_empty() {
                    return;
                }
                self.reshuffle(ev);
            }
            if self.s.players[seat as usize].hand.len() >= limit {
                self.s.decisions.insert(
                    0,
                    Decision::DiscardToDraw {
                        seat,
                        draws: n - done,
                    },
                );
                return;
            }
            let card = self.s.deck.pop().expect("not empty");
            let player = &mut self.s.players[seat as usize];
            if player.knowledge.peek.is_some() {
                player.knowledge.peek = None;
            }
            player.hand.push(card);
            let slot = player.hand.len() - 1;
            ev.push(Event::CardDrawn {
                seat,
                card: Some(card),
            });
            self.offer_patent(seat, slot);
        }
        // Any peek of another player is stale once the top card changed.
        for p in self.s.players.iter_mut() {
            if let Some((card, _)) = p.knowledge.peek {
                if self.s.deck.last() != Some(&card) {
                    p.knowledge.peek = None;
                }
            }
        }
    }

    pub(super) fn reshuffle(&mut self, ev: &mut Vec<Event>) {
        use rand::seq::SliceRandom;
        let mut cards = std::mem::take(&mut self.s.discard);
        cards.shuffle(&mut self.s.rng);
        ev.push(Event::Reshuffled { cards: cards.len() });
        self.s.deck = cards;
    }

    pub(in crate::games::tactica::rules) fn discard_from_hand(
        &mut self,
        seat: Seat,
        card: u8,
        ev: &mut Vec<Event>,
    ) {
        let hand = &mut self.s.players[seat as usize].hand;
        if let Some(pos) = hand.iter().position(|&c| c == card) {
            hand.remove(pos);
            self.s.discard.push(card);
            ev.push(Event::CardDiscarded { seat, card });
            self.hand_slot_removed(seat, pos);
        }
    }

    pub(in crate::games::tactica::rules) fn steal_amount(&self, target: Seat) -> i32 {
        let steal = self
            .rules
            .cards
            .iter()
            .find_map(|c| match c.effect {
                crate::games::tactica::ruleset::CardEffect::Intelligence { steal } => Some(steal),
                _ => None,
            })
            .unwrap_or(0);
        steal.min(self.s.players[target as usize].gold.max(0))
    }
}
