//! An ability or a Triumph used: applied, answered in combat, and an attack declared.

use super::*;

impl Match {
    /// Applies an ability action known to be legal: declares it onto the stack, or answers the
    /// decision it asked for.
    pub(in crate::games::tactica) fn apply_ability(
        &mut self,
        seat: Seat,
        ability: AbilityAction,
        ev: &mut Vec<Event>,
    ) {
        match ability {
            AbilityAction::Theft { target } => {
                self.s.decisions.remove(0);
                self.steal_by_theft(seat, target, ev);
            }
            AbilityAction::Patent { show } => self.answer_patent(seat, show, ev),
            AbilityAction::Counterattack { take } => self.answer_counterattack(seat, take, ev),
            AbilityAction::FreePeasant { keep } => {
                self.s.decisions.remove(0);
                if let Some(keep) = keep {
                    self.recruit_free(seat, self.rules.peasant, keep, ev);
                }
            }
            AbilityAction::Capture { unit } => {
                let Decision::Capture { loser, draws, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                self.capture(seat, loser, unit, ev);
                self.eliminate(loser, false, ev);
                self.after_conquest(seat, draws, ev);
            }
            AbilityAction::TakeIntelligence { cards } => {
                self.s.decisions.remove(0);
                self.eyes_and_ears_take(seat, cards, ev);
            }
            AbilityAction::Evade { evade } => {
                if let Decision::Evasion { field, .. } = self.s.decisions.remove(0) {
                    self.answer_in_combat(field, Optional::Evasion, evade, None, ev);
                }
            }
            AbilityAction::Rebirth { to } => {
                if let Decision::Rebirth { field, .. } = self.s.decisions.remove(0) {
                    self.answer_in_combat(field, Optional::Rebirth, to.is_some(), to, ev);
                }
            }
            AbilityAction::Teleport { unit, to } if self.unit(to).is_some() => {
                self.teleport_into_combat(seat, unit, to, ev);
            }
            AbilityAction::Charge { unit, target } | AbilityAction::Throw { unit, target } => {
                let throw = matches!(ability, AbilityAction::Throw { .. });
                self.attack_with_ability(seat, unit, target, throw, ev);
            }
            _ => self.announce_ability(seat, ability, ev),
        }
    }

    /// PATENT answered (T118): shown, the card just drawn earns its gold; kept, nothing happens.
    fn answer_patent(&mut self, seat: Seat, show: bool, ev: &mut Vec<Event>) {
        let Decision::Patent { slot, .. } = self.s.decisions.remove(0) else {
            return;
        };
        let card = self.s.players[usize::from(seat)]
            .hand
            .get(usize::from(slot))
            .copied();
        if let (true, Some(card)) = (show, card) {
            let gold = self.numbers().patent_gold;
            self.s.players[usize::from(seat)].gold += gold;
            ev.push(Event::CardShown { seat, card });
            ev.push(Event::Gold {
                seat,
                gold,
                reason: GoldReason::Patent,
            });
        }
    }

    /// COUNTERATTACK answered (T107): taken, the card that just resolved goes from the discard
    /// pile into the hand for its price, if `seat` can pay it.
    fn answer_counterattack(&mut self, seat: Seat, take: bool, ev: &mut Vec<Event>) {
        let Decision::Counterattack { card, .. } = self.s.decisions.remove(0) else {
            return;
        };
        let cost = self.numbers().counterattack_cost;
        let pos = self.s.discard.iter().rposition(|&c| c == card);
        if let (true, Some(pos)) = (take, pos) {
            if self.spendable(seat) >= cost {
                self.s.discard.remove(pos);
                let p = &mut self.s.players[usize::from(seat)];
                p.gold -= cost;
                p.hand.push(card);
                ev.push(Event::CardTaken { seat, card });
                ev.push(Event::Gold {
                    seat,
                    gold: -cost,
                    reason: GoldReason::Counterattack,
                });
            }
        }
    }

    /// TELEPORT into combat (T86): a melee Entering Combat from the origin; the unit goes back
    /// there if both survive. Outside its own turn it finishes no one's move.
    fn teleport_into_combat(&mut self, seat: Seat, unit: Field, to: Field, ev: &mut Vec<Event>) {
        self.mark_used(seat, Ability::Teleport);
        let active = self.active() == seat;
        let epoch = (self.s.epoch, self.s.current_actor);
        self.declare_attack(seat, unit, to, ev);
        if !active {
            (self.s.epoch, self.s.current_actor) = epoch;
        }
        if let Some(c) = self.s.combat.as_mut() {
            c.ranged = false;
        }
        ev.push(Event::AbilityAnnounced {
            seat,
            ability: AbilityAction::Teleport { unit, to },
        });
    }

    /// CHARGE (T100) or THROW (T88, `throw`: the spear is spent, and the combat is ranged): an
    /// Entering Combat of the unit on `unit` against `target`.
    fn attack_with_ability(
        &mut self,
        seat: Seat,
        unit: Field,
        target: Field,
        throw: bool,
        ev: &mut Vec<Event>,
    ) {
        self.declare_attack(seat, unit, target, ev);
        if let Some(c) = self.s.combat.as_mut() {
            c.charge = !throw;
            c.throw = throw;
            c.ranged |= throw;
        }
        if throw {
            if let Some(u) = self.s.units[unit as usize].as_mut() {
                u.token = false;
            }
        }
        let ability = if throw {
            AbilityAction::Throw { unit, target }
        } else {
            AbilityAction::Charge { unit, target }
        };
        ev.push(Event::AbilityAnnounced { seat, ability });
    }

    /// An ability or Triumph that waits on the stack: paid for, or its unit spent, marked used,
    /// announced and put on the stack with the id of the unit it names.
    fn announce_ability(&mut self, seat: Seat, ability: AbilityAction, ev: &mut Vec<Event>) {
        let named = self.prepare_ability(seat, ability, ev);
        if let Some(used) = ability.ability() {
            self.mark_used(seat, used);
        }
        ev.push(Event::AbilityAnnounced { seat, ability });
        let id = self.s.next_item;
        self.s.next_item += 1;
        self.s.stack.push(StackItem {
            id,
            seat,
            item: Item::Ability {
                ability,
                unit: named,
            },
        });
        self.s.passed = 0;
    }

    /// What an ability on the stack costs at once: the Triumph's gold, or the Entering Combat
    /// that SALVO, PAIN and DRAIN replace (T106, T113). Returns the id of the unit it names (0:
    /// none).
    fn prepare_ability(&mut self, seat: Seat, ability: AbilityAction, ev: &mut Vec<Event>) -> u16 {
        let mut named = 0;
        match ability {
            AbilityAction::Triumph => {
                let cost = self.rules.empires.triumph_cost;
                let p = &mut self.s.players[usize::from(seat)];
                p.triumph_used = true;
                p.gold -= cost;
                ev.push(Event::Gold {
                    seat,
                    gold: -cost,
                    reason: GoldReason::Triumph,
                });
            }
            AbilityAction::Salvo { archer: unit, .. }
            | AbilityAction::Pain { magi: unit, .. }
            | AbilityAction::Drain { magi: unit, .. } => {
                // It replaces the unit's Entering Combat (T106, T113).
                self.lock(unit);
                if let Some(u) = self.s.units[unit as usize].as_mut() {
                    u.combat_used = true;
                    u.mp = 0;
                    u.wagon_mp = 0;
                    named = u.id;
                }
            }
            AbilityAction::Teleport { unit, .. }
            | AbilityAction::Train { unit }
            | AbilityAction::Plan {
                architect: unit, ..
            } => {
                named = self.unit(unit).map_or(0, |u| u.id);
            }
            _ => {}
        }
        named
    }

    /// The owner of the unit on `field` answered whether it uses `which` in the combat being
    /// resolved (T108, T112; `to`: where a reborn Immortal goes): the combat goes on.
    pub(in crate::games::tactica) fn answer_in_combat(
        &mut self,
        field: Field,
        which: Optional,
        used: bool,
        to: Option<Field>,
        ev: &mut Vec<Event>,
    ) {
        let Some(mut c) = self.s.combat else {
            return;
        };
        let attacker = self.locate(c.attacker).unwrap_or(c.attacker_field);
        let side = usize::from(field != attacker);
        c.answers.set(side, which, used);
        if let Some(to) = to {
            c.answers.rise_to[side] = to;
        }
        self.s.combat = Some(c);
        self.resolve_combat(ev);
    }

    /// An Entering Combat of the unit on `unit` against `target` (T40), pending on the stack.
    pub(in crate::games::tactica) fn declare_attack(
        &mut self,
        seat: Seat,
        unit: Field,
        target: Field,
        ev: &mut Vec<Event>,
    ) {
        let Some(u) = self.unit(unit).copied() else {
            return;
        };
        self.lock(unit);
        let defender = self.unit(target).copied();
        let defender_owner = defender
            .map(|d| d.owner)
            .or_else(|| self.wagon(target))
            .unwrap_or(seat);
        self.s.combat = Some(Combat {
            attacker: u.id,
            attacker_owner: seat,
            attacker_field: unit,
            defender: defender.map(|d| d.id),
            defender_owner,
            defender_field: target,
            ranged: self.rules.range(u.kind, u.tier) > 0,
            bonus: Default::default(),
            attacker_token: false,
            charge: false,
            throw: false,
            answers: Default::default(),
        });
        ev.push(Event::AttackAnnounced {
            seat,
            from: unit,
            target,
        });
        let id = self.s.next_item;
        self.s.next_item += 1;
        self.s.stack.push(StackItem {
            id,
            seat,
            item: Item::EnterCombat,
        });
        self.s.passed = 0;
    }
}
