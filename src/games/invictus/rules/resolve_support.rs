//! Resolving supports (every support card's effect on the reaction stack) and the moves,
//! transfers and negations they cause.

use super::cell::{Cell, Row};
use super::event::{Event, Zone};
use super::seat::{Seat, Side};
use super::state::{Frame, Match};
use super::support::{Support, SupportUse};
use super::unit::{FieldUnit, UnitId};
use rand::Rng;

impl Match {
    /// Applies a support whose negation window closed without a negation (R20–R26).
    /// "You" is `seat`, the card's player, "the opponent" is [`Match::opponent`]; battlefields,
    /// reserves and graveyards are their sides' (R36).
    pub(super) fn resolve_support(
        &mut self,
        seat: Seat,
        use_: SupportUse,
        events: &mut Vec<Event>,
    ) {
        let opp = self.opponent(seat);
        let (own, enemy) = (seat.side(), opp.side());
        let by = use_.support();
        match use_ {
            SupportUse::Warrior => {
                self.turn.attack_bonus += 1;
                events.push(Event::AttackBonus {
                    seat,
                    bonus: self.turn.attack_bonus,
                });
            }
            SupportUse::Samurai => {
                self.turn.samurai_bonus += 3;
                events.push(Event::Effect { seat, support: by });
            }
            SupportUse::Komuso => {
                self.turn.komuso = true;
                events.push(Event::Effect { seat, support: by });
            }
            SupportUse::Viking => {
                self.turn.viking_uses += 1;
                events.push(Event::Effect { seat, support: by });
            }
            SupportUse::Ocelotl => {
                self.turn.ocelotl = true;
                events.push(Event::Effect { seat, support: by });
            }
            SupportUse::Immortal => {
                self.turn.immortal_uses += 1;
                events.push(Event::Effect { seat, support: by });
            }
            SupportUse::Commander => {
                for row in &mut self.sides[own as usize].battlefield {
                    for fu in row.iter_mut().flatten() {
                        if !self.units[fu.unit.0 as usize].is_leader() {
                            fu.tilted = false;
                        }
                    }
                }
                events.push(Event::Effect { seat, support: by });
            }
            SupportUse::Alchemist2 => {
                self.turn.locked = Some(opp);
                events.push(Event::SupportsLocked {
                    seat: opp,
                    next_turn: false,
                });
            }
            SupportUse::Alchemist3 => {
                self.turn.lock_next_turn = true;
                events.push(Event::SupportsLocked {
                    seat: opp,
                    next_turn: true,
                });
            }
            SupportUse::Archer { target } => {
                self.damage(enemy, target, 1, events);
            }
            SupportUse::Juhei { target } => {
                self.damage(enemy, target, 2, events);
            }
            SupportUse::Slinger => {
                self.damage(enemy, Cell::front(1), 2, events);
            }
            SupportUse::Arbalist { target } => {
                let amount = self.side(own).reserve.len() as u8;
                self.damage(enemy, target, amount, events);
            }
            SupportUse::Siphonarioi => {
                let front: Vec<(Cell, UnitId)> = self
                    .side(enemy)
                    .field_units()
                    .filter(|(c, _)| c.row == Row::Front)
                    .map(|(c, fu)| (c, fu.unit))
                    .collect();
                for (cell, unit) in front {
                    if self.side(enemy).at(cell).is_some_and(|fu| fu.unit == unit) {
                        self.damage(enemy, cell, 1, events);
                    }
                    if self.is_over() {
                        return;
                    }
                }
            }
            SupportUse::Cuauhtli { target } => {
                if self.side(enemy).at(target).is_some() {
                    let fu = self.remove_from_field(enemy, target, events);
                    self.player_mut(seat).kingdom.push(fu.unit);
                    self.transferred(
                        fu.unit,
                        opp,
                        Zone::Battlefield,
                        seat,
                        Zone::Kingdom,
                        Some(target),
                        by,
                        events,
                    );
                }
            }
            SupportUse::Tlamacazqui2 { unit } => {
                if self.remove_from(opp, Zone::Graveyard, unit) {
                    self.player_mut(seat).kingdom.push(unit);
                    self.transferred(
                        unit,
                        opp,
                        Zone::Graveyard,
                        seat,
                        Zone::Kingdom,
                        None,
                        by,
                        events,
                    );
                }
            }
            SupportUse::Anubis { unit, cell } => {
                if self.side(own).at(cell).is_none()
                    && self.remove_from(seat, Zone::Graveyard, unit)
                {
                    *self.side_mut(own).at_mut(cell) = Some(FieldUnit::fresh(unit));
                    self.transferred(
                        unit,
                        seat,
                        Zone::Graveyard,
                        seat,
                        Zone::Battlefield,
                        Some(cell),
                        by,
                        events,
                    );
                }
            }
            SupportUse::Bard { unit, cell } => {
                if self.side(enemy).at(cell).is_none() && self.remove_from(opp, Zone::Reserve, unit)
                {
                    *self.side_mut(enemy).at_mut(cell) = Some(FieldUnit::fresh(unit));
                    self.transferred(
                        unit,
                        opp,
                        Zone::Reserve,
                        opp,
                        Zone::Battlefield,
                        Some(cell),
                        by,
                        events,
                    );
                }
            }
            SupportUse::Pochtecatl { cell, citizen } => {
                let Some(fu) = self.side(own).at(cell) else {
                    return;
                };
                if self.remove_from(seat, Zone::Kingdom, citizen) {
                    self.player_mut(seat).kingdom.push(fu.unit);
                    *self.side_mut(own).at_mut(cell) = Some(FieldUnit {
                        unit: citizen,
                        tilted: fu.tilted,
                        damage: 0,
                    });
                    self.transferred(
                        fu.unit,
                        seat,
                        Zone::Battlefield,
                        seat,
                        Zone::Kingdom,
                        Some(cell),
                        by,
                        events,
                    );
                    self.transferred(
                        citizen,
                        seat,
                        Zone::Kingdom,
                        seat,
                        Zone::Battlefield,
                        Some(cell),
                        by,
                        events,
                    );
                }
            }
            SupportUse::Ninja => {
                for _ in 0..2 {
                    let hand_len = self.player(opp).hand.len();
                    if hand_len == 0 || !self.reserve_has_room(enemy) {
                        break;
                    }
                    let i = self.rng.gen_range(0..hand_len);
                    let unit = self.player_mut(opp).hand.remove(i);
                    self.side_mut(enemy).reserve.push(unit);
                    self.transferred(unit, opp, Zone::Hand, opp, Zone::Reserve, None, by, events);
                }
            }
            SupportUse::Priest { from, to } => self.move_on_field(own, from, to, events),
            SupportUse::Diplomat { to } => {
                if let Some(Frame::AfterHit { target, .. }) = self.stack.pop() {
                    if self.side(enemy).at(target).is_some() {
                        self.move_on_field(enemy, target, to, events);
                    }
                }
            }
            SupportUse::Guardian | SupportUse::Tlacochcalcatl => {
                self.block_attack_below(events);
            }
            SupportUse::Musha { swap } => {
                if let Some((_, target)) = self.block_attack_below(events) {
                    let other = target.behind_or_ahead();
                    if swap
                        && self.side(own).at(other).is_some()
                        && self.side(own).at(target).is_some()
                    {
                        self.move_on_field(own, target, other, events);
                    }
                }
            }
            SupportUse::Medjay => {
                if let Some((_, target)) = self.block_attack_below(events) {
                    if self.side(own).at(target).is_some() {
                        let fu = self.remove_from_field(own, target, events);
                        // R5: "its owner's hand" is the hand of the player whose army it came
                        // from, a partner's in the team mode (under the first rulings, the
                        // Medjay's player's).
                        let owner = self.owners_hand(fu.unit, seat);
                        self.player_mut(owner).hand.push(fu.unit);
                        self.transferred(
                            fu.unit,
                            seat,
                            Zone::Battlefield,
                            owner,
                            Zone::Hand,
                            Some(target),
                            by,
                            events,
                        );
                    }
                }
            }
            SupportUse::Cataphract { swap_with } => {
                if let Some((_, target)) = self.block_attack_below(events) {
                    if self.side(own).at(target).is_some() && self.side(own).at(swap_with).is_some()
                    {
                        self.move_on_field(own, target, swap_with, events);
                        // Unit B now stands on the attacked cell and takes 1 damage (R26).
                        self.damage(own, target, 1, events);
                    }
                }
            }
            SupportUse::Wizard | SupportUse::Alchemist1 => {
                self.negate_below(by, events);
            }
            SupportUse::Tlamacazqui1 => {
                if let Some((negated_seat, unit)) = self.negate_below(by, events) {
                    if self.remove_from(negated_seat, Zone::Reserve, unit) {
                        let owner = self.owners_hand(unit, negated_seat);
                        let graveyard = self.graveyard_for(unit, negated_seat.side());
                        self.side_mut(graveyard).graveyard.push(unit);
                        self.transferred(
                            unit,
                            negated_seat,
                            Zone::Reserve,
                            owner,
                            Zone::Graveyard,
                            None,
                            by,
                            events,
                        );
                    }
                }
            }
            SupportUse::Sorcerer { citizen } => {
                if self.negate_below(by, events).is_some()
                    && self.remove_from(seat, Zone::Kingdom, citizen)
                {
                    self.player_mut(seat).hand.push(citizen);
                    self.transferred(
                        citizen,
                        seat,
                        Zone::Kingdom,
                        seat,
                        Zone::Hand,
                        None,
                        by,
                        events,
                    );
                }
            }
            SupportUse::Druid { unit } => {
                if self.negate_below(by, events).is_some()
                    && self.reserve_has_room(enemy)
                    && self.remove_from(opp, Zone::Graveyard, unit)
                {
                    self.side_mut(enemy).reserve.push(unit);
                    self.transferred(
                        unit,
                        opp,
                        Zone::Graveyard,
                        opp,
                        Zone::Reserve,
                        None,
                        by,
                        events,
                    );
                }
            }
        }
    }

    /// Moves a unit to another cell of the same battlefield, swapping with any unit there, then
    /// lets back units advance (R2, R26).
    pub(super) fn move_on_field(
        &mut self,
        side: Side,
        from: Cell,
        to: Cell,
        events: &mut Vec<Event>,
    ) {
        let zone = self.side_mut(side);
        let moving = zone.at_mut(from).take();
        let there = std::mem::replace(zone.at_mut(to), moving);
        *zone.at_mut(from) = there;
        if there.is_some() {
            events.push(Event::Swapped {
                side,
                a: from,
                b: to,
            });
        } else {
            events.push(Event::Moved { side, from, to });
        }
        for col in [from.col, to.col] {
            self.close_gap(side, col, events);
        }
    }

    /// Removes `unit` from a listed zone `seat` reaches (its own hand or kingdom, its side's
    /// reserve or graveyard); false if it is not there.
    pub(super) fn remove_from(&mut self, seat: Seat, zone: Zone, unit: UnitId) -> bool {
        let list = match zone {
            Zone::Hand => &mut self.players[seat as usize].hand,
            Zone::Kingdom => &mut self.players[seat as usize].kingdom,
            Zone::Reserve => &mut self.sides[seat.side() as usize].reserve,
            Zone::Graveyard => &mut self.sides[seat.side() as usize].graveyard,
            Zone::Battlefield => return false,
        };
        match list.iter().position(|&u| u == unit) {
            Some(i) => {
                list.remove(i);
                true
            }
            None => false,
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn transferred(
        &self,
        unit: UnitId,
        seat: Seat,
        from: Zone,
        to_seat: Seat,
        to: Zone,
        cell: Option<Cell>,
        by: Support,
        events: &mut Vec<Event>,
    ) {
        events.push(Event::Transferred {
            unit,
            kind: self.kind(unit),
            seat,
            from,
            to_seat,
            to,
            cell,
            by,
        });
    }

    /// Negates the attack under a green reaction: the attacker still tilts (R14). Returns the
    /// attacker's seat and the attacked cell.
    pub(super) fn block_attack_below(&mut self, events: &mut Vec<Event>) -> Option<(Seat, Cell)> {
        let Some(Frame::Attack {
            seat,
            attacker,
            target,
            ..
        }) = self.stack.pop()
        else {
            return None;
        };
        if let Some(fu) = self.side_mut(seat.side()).at_mut(attacker) {
            fu.tilted = true;
        }
        events.push(Event::AttackBlocked {
            seat,
            attacker,
            target,
        });
        Some((seat, target))
    }

    /// Negates the support under a negation (R24); the window under it is offered again (a
    /// second Guardian against the same attack, R22). Returns the negated card's player and id.
    pub(super) fn negate_below(
        &mut self,
        by: Support,
        events: &mut Vec<Event>,
    ) -> Option<(Seat, UnitId)> {
        let Some(Frame::Support {
            seat,
            unit,
            support,
            ..
        }) = self.stack.pop()
        else {
            return None;
        };
        events.push(Event::SupportNegated {
            seat,
            support: support.support(),
            by,
        });
        if let Some(
            Frame::Attack { window_open, .. }
            | Frame::Support { window_open, .. }
            | Frame::AfterHit { window_open, .. },
        ) = self.stack.last_mut()
        {
            *window_open = false;
        }
        Some((seat, unit))
    }
}
