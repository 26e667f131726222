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
                return;
            }
            AbilityAction::Patent { show } => {
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
                return;
            }
            AbilityAction::Counterattack { take } => {
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
                return;
            }
            AbilityAction::FreePeasant { keep } => {
                self.s.decisions.remove(0);
                if let Some(keep) = keep {
                    self.recruit_free(seat, self.rules.peasant, keep, ev);
                }
                return;
            }
            AbilityAction::Capture { unit } => {
                let Decision::Capture { loser, draws, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                self.capture(seat, loser, unit, ev);
                self.eliminate(loser, false, ev);
                self.after_conquest(seat, draws, ev);
                return;
            }
            AbilityAction::TakeIntelligence { cards } => {
                self.s.decisions.remove(0);
                self.eyes_and_ears_take(seat, cards, ev);
                return;
            }
            AbilityAction::Evade { evade } => {
                if let Decision::Evasion { field, .. } = self.s.decisions.remove(0) {
                    self.answer_in_combat(field, Optional::Evasion, evade, None, ev);
                }
                return;
            }
            AbilityAction::Rebirth { to } => {
                if let Decision::Rebirth { field, .. } = self.s.decisions.remove(0) {
                    self.answer_in_combat(field, Optional::Rebirth, to.is_some(), to, ev);
                }
                return;
            }
            AbilityAction::Teleport { unit, to } if self.unit(to).is_some() => {
                // Into combat (T86): a melee Entering Combat from the origin; the unit goes
                // back there if both survive. Outside its own turn it finishes no one's move.
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
                ev.push(Event::AbilityAnnounced { seat, ability });
                return;
            }
            AbilityAction::Charge { unit, target } | AbilityAction::Throw { unit, target } => {
                let throw = matches!(ability, AbilityAction::Throw { .. });
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
                ev.push(Event::AbilityAnnounced { seat, ability });
                return;
            }
            _ => {}
        }
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
