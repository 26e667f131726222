//! What happens on the battlefield: a frame of the stack resolved, recruits, units removed and
//! gaps closed, attacks, captures and damage.

use super::*;

impl Match {
    /// Resolves a frame whose window is closed.
    pub(in crate::games::invictus::rules) fn resolve_frame(
        &mut self,
        frame: Frame,
        events: &mut Vec<Event>,
    ) {
        match frame {
            Frame::Attack {
                seat,
                attacker,
                target,
                samurai,
                ..
            } => self.resolve_attack(seat, attacker, target, samurai, events),
            Frame::Support { seat, support, .. } => self.resolve_support(seat, support, events),
            Frame::Conscription { .. } | Frame::AfterHit { .. } => {}
        }
    }

    /// R11 (R35: the team's reserve and battlefield, the active player's hand).
    pub(in crate::games::invictus::rules) fn recruit(
        &mut self,
        unit: UnitId,
        cell: Cell,
        events: &mut Vec<Event>,
    ) {
        let seat = self.turn.active;
        self.turn.action = TurnAction::Recruit;
        let Match { players, sides, .. } = self;
        let (hand, side) = (
            &mut players[seat as usize].hand,
            &mut sides[seat.side() as usize],
        );
        let from = if side.reserve.first() == Some(&unit) {
            side.reserve.remove(0);
            Source::Reserve
        } else {
            let i = hand.iter().position(|&u| u == unit).expect("listed");
            hand.remove(i);
            Source::Hand
        };
        let displaced = side.at_mut(cell).replace(FieldUnit::fresh(unit));
        if let Some(old) = displaced {
            match from {
                Source::Reserve => side.reserve.push(old.unit),
                _ => hand.push(old.unit),
            }
        }
        events.push(Event::Recruited {
            seat,
            unit,
            kind: self.kind(unit),
            from,
            cell,
            displaced: displaced.map(|d| (d.unit, self.kind(d.unit))),
        });
        self.advance(events);
    }

    /// Takes a unit off the battlefield; the unit behind moves forward at once (R2).
    pub(in crate::games::invictus::rules) fn remove_from_field(
        &mut self,
        side: Side,
        cell: Cell,
        events: &mut Vec<Event>,
    ) -> FieldUnit {
        let removed = self
            .side_mut(side)
            .at_mut(cell)
            .take()
            .expect("a unit on the cell");
        self.close_gap(side, cell.col, events);
        removed
    }

    /// R2: if the front cell of a column is empty and the back one is not, the back unit
    /// advances, keeping orientation and damage.
    pub(in crate::games::invictus::rules) fn close_gap(
        &mut self,
        side: Side,
        col: u8,
        events: &mut Vec<Event>,
    ) {
        let zone = self.side_mut(side);
        if zone.at(Cell::front(col)).is_none() {
            if let Some(back) = zone.at_mut(Cell::back(col)).take() {
                *zone.at_mut(Cell::front(col)) = Some(back);
                events.push(Event::Advanced {
                    side,
                    kind: self.kind(back.unit),
                    col,
                });
            }
        }
    }

    /// R14, R17, R18: tilt the attacker, fix its value, capture, kill or damage; a hit unit
    /// that survives opens the attacker's Diplomat window (R22 c).
    pub(in crate::games::invictus::rules) fn resolve_attack(
        &mut self,
        seat: Seat,
        attacker: Cell,
        target: Cell,
        samurai: u8,
        events: &mut Vec<Event>,
    ) {
        let (own, defender) = (seat.side(), seat.side().other());
        let Some(att) = self.side(own).at(attacker) else {
            return;
        };
        let Some(tgt) = self.side(defender).at(target) else {
            if let Some(fu) = self.side_mut(own).at_mut(attacker) {
                fu.tilted = true;
            }
            return;
        };
        let value = self.attack_value(seat, att.unit, target, samurai);
        if let Some(fu) = self.side_mut(own).at_mut(attacker) {
            fu.tilted = true;
        }
        events.push(Event::Attacked {
            seat,
            attacker,
            target,
            value,
        });
        let target_card = *self.card(tgt.unit);
        let survived = match value {
            None if !target_card.is_leader() => {
                self.capture(seat, target, events);
                false
            }
            None => self.damage(defender, target, 1, events),
            Some(a) => {
                let health = target_card.health(tgt.tilted);
                if tgt.damage == 0 && a == health {
                    self.capture(seat, target, events);
                    false
                } else {
                    self.damage(defender, target, a, events)
                }
            }
        };
        if survived && !self.is_over() {
            self.stack.push(Frame::AfterHit {
                seat,
                target,
                window_open: false,
            });
        }
    }

    /// The unit on an enemy cell joins `by`'s kingdom (the attacking player's, R38); a Leader
    /// captured ends the game (R17, R27, R40).
    pub(in crate::games::invictus::rules) fn capture(
        &mut self,
        by: Seat,
        cell: Cell,
        events: &mut Vec<Event>,
    ) {
        let from = by.side().other();
        let fu = self.remove_from_field(from, cell, events);
        let kind = self.kind(fu.unit);
        events.push(Event::Captured {
            by,
            from,
            unit: fu.unit,
            kind,
            cell,
        });
        if kind.is_leader() {
            // R5: a Leader never enters a kingdom; it leaves the game through the graveyard.
            self.side_mut(from).graveyard.push(fu.unit);
            self.finish(
                Outcome::Win {
                    side: by.side(),
                    condition: WinCondition::Execution,
                },
                events,
            );
        } else {
            self.player_mut(by).kingdom.push(fu.unit);
        }
    }

    /// Damage that kills when it reaches the remaining health and never captures (R17).
    /// Returns whether the unit is still standing.
    pub(in crate::games::invictus::rules) fn damage(
        &mut self,
        side: Side,
        cell: Cell,
        amount: u8,
        events: &mut Vec<Event>,
    ) -> bool {
        let Some(fu) = self.side(side).at(cell) else {
            return false;
        };
        let left = self.health_left(fu);
        if amount >= left {
            let fu = self.remove_from_field(side, cell, events);
            let kind = self.kind(fu.unit);
            let graveyard = self.graveyard_for(fu.unit, side);
            self.side_mut(graveyard).graveyard.push(fu.unit);
            events.push(Event::Killed {
                side,
                unit: fu.unit,
                kind,
                cell,
            });
            if kind.is_leader() {
                // R40: either Leader of a team falling loses the game for the team.
                self.finish(
                    Outcome::Win {
                        side: side.other(),
                        condition: WinCondition::Execution,
                    },
                    events,
                );
            }
            false
        } else {
            let kind = self.kind(fu.unit);
            if let Some(fu) = self.side_mut(side).at_mut(cell) {
                fu.damage += amount;
            }
            events.push(Event::Damaged {
                side,
                kind,
                cell,
                amount,
                health_left: left - amount,
            });
            true
        }
    }
}
