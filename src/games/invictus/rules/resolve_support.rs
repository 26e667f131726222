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
                self.straighten_soldiers(own);
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
            SupportUse::Siphonarioi => self.damage_front_row(enemy, events),
            SupportUse::Cuauhtli { target } => {
                self.capture_to_kingdom(seat, opp, target, by, events)
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
                self.onto_empty_cell(seat, Zone::Graveyard, unit, cell, by, events)
            }
            SupportUse::Bard { unit, cell } => {
                self.onto_empty_cell(opp, Zone::Reserve, unit, cell, by, events)
            }
            SupportUse::Pochtecatl { cell, citizen } => {
                self.exchange_with_citizen(seat, cell, citizen, by, events)
            }
            SupportUse::Ninja => self.hand_to_reserve(opp, by, events),
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
            SupportUse::Musha { swap } => self.block_and_swap_behind(own, swap, events),
            SupportUse::Medjay => self.block_and_return_to_hand(seat, by, events),
            SupportUse::Cataphract { swap_with } => self.block_and_swap_in(own, swap_with, events),
            SupportUse::Wizard | SupportUse::Alchemist1 => {
                self.negate_below(by, events);
            }
            SupportUse::Tlamacazqui1 => self.negate_and_bury(by, events),
            SupportUse::Sorcerer { citizen } => {
                self.negate_and_take_citizen(seat, citizen, by, events)
            }
            SupportUse::Druid { unit } => self.negate_and_revive(opp, unit, by, events),
        }
    }

    /// Commander: every Soldier on `side`'s battlefield straightens.
    fn straighten_soldiers(&mut self, side: Side) {
        for row in &mut self.sides[side as usize].battlefield {
            for fu in row.iter_mut().flatten() {
                if !self.units[fu.unit.0 as usize].is_leader() {
                    fu.tilted = false;
                }
            }
        }
    }

    /// Siphonarioi: 1 damage to each unit of `enemy`'s front row, cell by cell, skipping a cell
    /// whose unit has changed, until the match is over.
    fn damage_front_row(&mut self, enemy: Side, events: &mut Vec<Event>) {
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

    /// Cuauhtli: the unit of `opp` on `target` goes into `seat`'s kingdom.
    fn capture_to_kingdom(
        &mut self,
        seat: Seat,
        opp: Seat,
        target: Cell,
        by: Support,
        events: &mut Vec<Event>,
    ) {
        let enemy = opp.side();
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

    /// `unit` from `seat`'s `zone` onto the empty `cell` of the battlefield of `seat`'s side:
    /// Anubis raises one from its own graveyard, Bard calls one from the enemy's reserve.
    fn onto_empty_cell(
        &mut self,
        seat: Seat,
        zone: Zone,
        unit: UnitId,
        cell: Cell,
        by: Support,
        events: &mut Vec<Event>,
    ) {
        let side = seat.side();
        if self.side(side).at(cell).is_none() && self.remove_from(seat, zone, unit) {
            *self.side_mut(side).at_mut(cell) = Some(FieldUnit::fresh(unit));
            self.transferred(
                unit,
                seat,
                zone,
                seat,
                Zone::Battlefield,
                Some(cell),
                by,
                events,
            );
        }
    }

    /// Pochtecatl: the unit on `seat`'s `cell` goes into its kingdom and `citizen` from the
    /// kingdom takes its place, tilted as it was and undamaged.
    fn exchange_with_citizen(
        &mut self,
        seat: Seat,
        cell: Cell,
        citizen: UnitId,
        by: Support,
        events: &mut Vec<Event>,
    ) {
        let own = seat.side();
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

    /// Ninja: up to two units drawn at random from `opp`'s hand into its side's reserve, while
    /// there is room.
    fn hand_to_reserve(&mut self, opp: Seat, by: Support, events: &mut Vec<Event>) {
        let enemy = opp.side();
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

    /// Musha: blocks the attack below; with `swap`, the attacked unit then changes places with
    /// the unit behind or ahead of it.
    fn block_and_swap_behind(&mut self, own: Side, swap: bool, events: &mut Vec<Event>) {
        if let Some((_, target)) = self.block_attack_below(events) {
            let other = target.behind_or_ahead();
            if swap && self.side(own).at(other).is_some() && self.side(own).at(target).is_some() {
                self.move_on_field(own, target, other, events);
            }
        }
    }

    /// Medjay: blocks the attack below, and the attacked unit returns to its owner's hand.
    fn block_and_return_to_hand(&mut self, seat: Seat, by: Support, events: &mut Vec<Event>) {
        let own = seat.side();
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

    /// Cataphract: blocks the attack below; the unit on `swap_with` takes the attacked unit's
    /// place and 1 damage (R26).
    fn block_and_swap_in(&mut self, own: Side, swap_with: Cell, events: &mut Vec<Event>) {
        if let Some((_, target)) = self.block_attack_below(events) {
            if self.side(own).at(target).is_some() && self.side(own).at(swap_with).is_some() {
                self.move_on_field(own, target, swap_with, events);
                // Unit B now stands on the attacked cell and takes 1 damage (R26).
                self.damage(own, target, 1, events);
            }
        }
    }

    /// Tlamacazqui (negation): negates the support below, whose card goes from the reserve to
    /// the graveyard.
    fn negate_and_bury(&mut self, by: Support, events: &mut Vec<Event>) {
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

    /// Sorcerer: negates the support below, and `citizen` goes from `seat`'s kingdom to its
    /// hand.
    fn negate_and_take_citizen(
        &mut self,
        seat: Seat,
        citizen: UnitId,
        by: Support,
        events: &mut Vec<Event>,
    ) {
        if self.negate_below(by, events).is_some() && self.remove_from(seat, Zone::Kingdom, citizen)
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

    /// Druid: negates the support below, and `unit` goes from the graveyard of `opp`'s side to
    /// its reserve, if there is room.
    fn negate_and_revive(&mut self, opp: Seat, unit: UnitId, by: Support, events: &mut Vec<Event>) {
        let enemy = opp.side();
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
