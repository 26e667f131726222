//! The Action cards' effects when they resolve (T68–T76): combat bonuses, Poisoned Blade, Reflex,
//! Reinforcements, Forced March, Fresh Horses, Intelligence, Swords to Ploughs and Intuition.

use super::action::{CardTarget, PeasantChoice};
use super::event::Event;
use super::map::{Field, Terrain};
use super::resolve::Arrival;
use super::ruleset::{CardEffect, CardKind};
use super::state::{Decision, Item, Match, Seat};

impl Match {
    pub(super) fn resolve_card(
        &mut self,
        seat: Seat,
        card: CardKind,
        target: CardTarget,
        unit: u16,
        ev: &mut Vec<Event>,
    ) {
        let effect = self.rules.card(card).effect.clone();
        // A card naming a unit follows it if it was moved meanwhile (T76: gone, it fizzles).
        let target = match target {
            CardTarget::Unit { field } if unit != 0 => match self.unit(field) {
                Some(u) if u.id == unit => target,
                _ => match self.locate(unit) {
                    Some(field) => CardTarget::Unit { field },
                    None => target,
                },
            },
            _ => target,
        };
        let target_gone = unit != 0
            && match target {
                CardTarget::Unit { field }
                | CardTarget::Push { field, .. }
                | CardTarget::Reinforce { field, .. } => {
                    self.unit(field).is_none_or(|u| u.id != unit)
                }
                _ => false,
            };
        let done = match (&effect, target) {
            _ if target_gone => None,
            (CardEffect::CombatBonus { attack, defense }, CardTarget::Unit { field }) => {
                self.combat_side(seat, field).map(|side| {
                    let c = self.s.combat.as_mut().expect("combat_side found it");
                    c.bonus[side].attack += attack;
                    c.bonus[side].defense += defense;
                })
            }
            (CardEffect::PoisonedBlade, CardTarget::Unit { field }) => {
                self.combat_side(seat, field).map(|side| {
                    self.s.combat.as_mut().expect("found").bonus[side].poisoned = true;
                })
            }
            (CardEffect::Reflex, CardTarget::Unit { field }) => {
                self.combat_side(seat, field).map(|side| {
                    self.s.combat.as_mut().expect("found").bonus[side].reflex += 1;
                })
            }
            (
                CardEffect::Reinforcements { .. },
                CardTarget::Reinforce {
                    field,
                    to,
                    light_infantry,
                },
            ) => self.reinforce(seat, field, to, light_infantry, ev),
            (CardEffect::ForcedMarch, CardTarget::Push { field, to }) => {
                self.forced_march(field, to, ev)
            }
            (CardEffect::FreshHorses, CardTarget::Unit { field }) => {
                let native = self
                    .unit(field)
                    .map(|u| self.rules_of(u.owner).unit(u.kind).movement)
                    .unwrap_or(0);
                let friendly = self
                    .unit(field)
                    .is_some_and(|u| self.friendly(u.owner, seat) && !u.fatigued);
                friendly.then(|| {
                    let u = self.s.units[field as usize].as_mut().expect("checked");
                    // T71: standard points back, wagon points not; it may move again.
                    u.mp = native;
                    u.acted = false;
                    ev.push(Event::MovementRefreshed { field });
                })
            }
            (CardEffect::Intelligence { .. }, CardTarget::Player { seat: target }) => {
                let alive = self.s.players[target as usize].alive;
                (alive && !self.friendly(seat, target)).then(|| {
                    let cards = self.s.players[target as usize].hand.clone();
                    let turn = self.s.turn;
                    let knowledge = &mut self.s.players[seat as usize].knowledge;
                    knowledge.hands.retain(|(s, _, _)| *s != target);
                    knowledge.hands.push((target, cards.clone(), turn));
                    ev.push(Event::HandRevealed {
                        viewer: seat,
                        seat: target,
                        cards: Some(cards),
                    });
                    self.s
                        .decisions
                        .insert(0, Decision::Intelligence { seat, target });
                })
            }
            (CardEffect::SwordsToPloughs { .. }, CardTarget::Unit { field }) => {
                self.swords_to_ploughs(field, ev)
            }
            (CardEffect::Intuition, CardTarget::StackCard { item }) => {
                let position = self.s.stack.iter().position(|i| i.id == item);
                position.and_then(|p| {
                    let target = self.s.stack[p];
                    match target.item {
                        Item::Card {
                            card: cancelled, ..
                        } if !self.friendly(target.seat, seat) => {
                            self.s.stack.remove(p);
                            self.s.discard.push(cancelled);
                            ev.push(Event::CardCancelled {
                                seat: target.seat,
                                card: cancelled,
                            });
                            Some(())
                        }
                        _ => None,
                    }
                })
            }
            _ => None,
        };
        self.s.discard.push(card);
        if done.is_some() {
            ev.push(Event::CardResolved { seat, card });
            self.offer_counterattack(seat, card);
        } else {
            // T76: the target is gone or no longer legal.
            ev.push(Event::CardCancelled { seat, card });
        }
    }

    /// The side (0 attacker, 1 defender) of the pending combat that the friendly unit on `field`
    /// fights on (T68).
    pub(super) fn combat_side(&self, seat: Seat, field: Field) -> Option<usize> {
        let c = self.s.combat.as_ref()?;
        let unit = self.unit(field)?;
        if !self.friendly(unit.owner, seat) {
            return None;
        }
        if unit.id == c.attacker {
            Some(0)
        } else if Some(unit.id) == c.defender {
            Some(1)
        } else {
            None
        }
    }

    /// T70: the defender steps aside; a Light Infantry of the card's player may take its place.
    fn reinforce(
        &mut self,
        seat: Seat,
        field: Field,
        to: Field,
        light_infantry: bool,
        ev: &mut Vec<Event>,
    ) -> Option<()> {
        let c = self.s.combat?;
        let unit = *self.unit(field)?;
        if Some(unit.id) != c.defender
            || !self.friendly(unit.owner, seat)
            || !self.board.adjacent(field, to)
            || !self.vacant(to)
            || (!c.ranged && to == c.attacker_field)
        {
            return None;
        }
        self.move_piece(field, to, ev);
        let li = self.rules.light_infantry;
        let placed = light_infantry && self.recruit_free(seat, li, field, ev);
        let c = self.s.combat.as_mut().expect("still pending");
        if placed {
            let new = self.s.units[field as usize].expect("placed").id;
            c.defender = Some(new);
            c.defender_owner = seat;
            c.bonus[1] = Default::default();
            self.end_cards_on(field, ev);
        }
        self.arrive(to, field, Arrival::Effect, ev);
        Some(())
    }

    /// T70: combat cards still on the stack were aimed at the unit that stood on `field`; once
    /// another unit takes its place they end with it, discarded without effect (T76).
    fn end_cards_on(&mut self, field: Field, ev: &mut Vec<Event>) {
        let rules = &self.rules;
        let mut ended = Vec::new();
        self.s.stack.retain(|item| match item.item {
            Item::Card {
                card,
                target: CardTarget::Unit { field: aimed },
                ..
            } if aimed == field
                && matches!(
                    rules.card(card).effect,
                    CardEffect::CombatBonus { .. } | CardEffect::PoisonedBlade | CardEffect::Reflex
                ) =>
            {
                ended.push((item.seat, card));
                false
            }
            _ => true,
        });
        for (seat, card) in ended {
            self.s.discard.push(card);
            ev.push(Event::CardCancelled { seat, card });
        }
    }

    /// Moves a unit with its wagon, or an empty wagon, one field (no arrival effects here).
    fn move_piece(&mut self, from: Field, to: Field, ev: &mut Vec<Event>) {
        let wagon_owner = self.s.wagons[from as usize].map(|w| w.owner);
        let unit = self.take_unit(from);
        let seat = unit.map(|u| u.owner).or(wagon_owner).unwrap_or(0);
        if let Some(u) = unit {
            self.put_unit(to, u);
        }
        self.carry_wagon(from, to);
        self.s.last_move = Some((from, to));
        ev.push(Event::Moved {
            seat,
            from,
            to,
            boarded: false,
            left_wagon: false,
        });
    }

    /// T69: a unit (with its wagon) or an empty wagon to an adjacent vacant field.
    fn forced_march(&mut self, field: Field, to: Field, ev: &mut Vec<Event>) -> Option<()> {
        let piece = self.unit(field).is_some() || self.wagon(field).is_some();
        if !piece || !self.board.adjacent(field, to) || !self.vacant(to) {
            return None;
        }
        let unit = self.unit(field).is_some();
        self.move_piece(field, to, ev);
        if unit {
            self.arrive(to, field, Arrival::Effect, ev);
        }
        Some(())
    }

    /// T73: the unit is destroyed (not a kill), its owner paid its price, then a Peasant choice.
    fn swords_to_ploughs(&mut self, field: Field, ev: &mut Vec<Event>) -> Option<()> {
        let unit = self.take_unit(field)?;
        let owner = unit.owner;
        // Its owner's Empire's standard cost (T73, T82).
        let price = self.rules_of(owner).unit_cost(unit.kind, unit.tier);
        self.s.players[owner as usize].gold += price;
        ev.push(Event::UnitDestroyed {
            seat: owner,
            kind: unit.kind,
            field,
            kill: false,
        });
        if !self.peasant_choices(owner, field).is_empty() {
            self.s
                .decisions
                .insert(0, Decision::Peasant { seat: owner, field });
        }
        Some(())
    }

    /// What the owner may do with a Peasant after Swords to Ploughs (besides nothing).
    pub fn peasant_choices(&self, seat: Seat, field: Field) -> Vec<PeasantChoice> {
        let mut out = Vec::new();
        if !self.s.players[seat as usize].alive {
            return out;
        }
        let open = |f: Field| {
            self.terrain(f) != Terrain::Citadel
                && self.unit(f).is_none()
                && self.wagon(f).is_none_or(|o| o == seat)
        };
        let mut targets = vec![field];
        for (index, castle) in self.board.castles.iter().enumerate() {
            if self.s.castle_owner[index] == Some(seat) {
                targets.extend(castle.keeps.iter().copied().filter(|&k| k != field));
            }
        }
        targets.retain(|&f| open(f));
        let peasant = self.rules.peasant;
        if self.may_place(seat, peasant) {
            out.extend(targets.iter().map(|&f| PeasantChoice::Place { field: f }));
        }
        for from in 0..self.s.units.len() as Field {
            if self
                .unit(from)
                .is_some_and(|u| u.owner == seat && u.kind == peasant)
                && self.wagon(from).is_none()
            {
                out.extend(
                    targets
                        .iter()
                        .filter(|&&t| t != from)
                        .map(|&to| PeasantChoice::Move { from, to }),
                );
            }
        }
        out
    }
}
