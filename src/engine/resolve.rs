//! Applying actions: setup steps, turn flow, attacks, supports, the reaction stack, conscription
//! and the end-of-game checks.

use super::action::Action;
use super::card::Colour;
use super::cell::{Cell, Row};
use super::event::{Event, KingdomReason, Source, Zone};
use super::seat::Seat;
use super::setup::Rulings;
use super::state::{Frame, Match, Outcome, Phase, Turn, TurnAction, WinCondition};
use super::support::{Support, SupportUse};
use super::unit::{FieldUnit, UnitId};
use rand::Rng;

impl Match {
    /// Applies an action taken from [`Match::legal_actions`] without checking it again. Used by
    /// playouts that pick from the list; anything else must go through [`Match::apply`].
    pub fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        self.version += 1;
        match action {
            Action::KeepHand | Action::Mulligan => {
                let seat = self.priority().expect("setup has a player to act");
                let mulligan = action == Action::Mulligan;
                if self.rulings() == Rulings::Corrected {
                    // R7: the choice stays secret until both players made theirs; then both
                    // are carried out and shown together, and the first player is drawn (R8).
                    self.zone_mut(seat).mulligan_used = mulligan;
                    if seat == Seat::A {
                        self.phase = Phase::Mulligan { seat: Seat::B };
                    } else {
                        for seat in Seat::BOTH {
                            let chose = self.zone(seat).mulligan_used;
                            self.carry_out_mulligan(seat, chose, events);
                        }
                        if self.setup.settings.first_player.is_none() {
                            self.first_player = if self.rng.gen_bool(0.5) {
                                Seat::A
                            } else {
                                Seat::B
                            };
                            self.turn = Turn::new(self.first_player, 0);
                        }
                        events.push(Event::FirstPlayerDrawn {
                            seat: self.first_player,
                        });
                        self.phase = Phase::SetupBattlefield {
                            seat: self.first_player,
                        };
                    }
                } else {
                    self.carry_out_mulligan(seat, mulligan, events);
                    self.after_mulligan(seat, events);
                }
            }
            Action::SetupBattlefield { unit, cell } => {
                let seat = self.priority().expect("setup has a player to act");
                self.take_from_hand(seat, unit);
                *self.zone_mut(seat).at_mut(cell) = Some(FieldUnit::fresh(unit));
                events.push(Event::PlacedOnBattlefield {
                    seat,
                    unit,
                    kind: self.kind(unit),
                    cell,
                });
                self.phase = if seat == self.first_player {
                    // teams: next_setup_phase over turn-order positions (R34)
                    Phase::SetupBattlefield { seat: seat.pair() }
                } else {
                    Phase::SetupReserve {
                        seat: self.first_player,
                    }
                };
            }
            Action::SetupReserve { unit } => {
                let seat = self.priority().expect("setup has a player to act");
                self.take_from_hand(seat, unit);
                self.zone_mut(seat).reserve.push(unit);
                events.push(Event::PlacedInReserve {
                    seat,
                    unit,
                    kind: self.kind(unit),
                });
                self.phase = if seat == self.first_player {
                    // teams: next_setup_phase over turn-order positions (R34)
                    Phase::SetupReserve { seat: seat.pair() }
                } else {
                    Phase::SetupKingdom {
                        seat: self.first_player,
                    }
                };
            }
            Action::SetupKingdom { unit } => {
                let seat = self.priority().expect("setup has a player to act");
                self.take_from_hand(seat, unit);
                self.send_to_kingdom(seat, unit, KingdomReason::Setup, events);
                if seat == self.first_player {
                    // teams: next_setup_phase over turn-order positions (R34)
                    self.phase = Phase::SetupKingdom { seat: seat.pair() };
                } else {
                    self.start_turn(self.first_player, events);
                }
            }
            Action::Recruit { unit, cell } => self.recruit(unit, cell, events),
            Action::Attack { attacker, target } => {
                let seat = self.turn.active;
                self.turn.action = TurnAction::Attack;
                let attacker_unit = self.zone(seat).at(attacker).expect("listed attacker").unit;
                let target_unit = self
                    // teams: the target stands on side(active.side().other())
                    .zone(seat.pair())
                    .at(target)
                    .expect("listed target")
                    .unit;
                events.push(Event::AttackDeclared {
                    seat,
                    attacker,
                    attacker_kind: self.kind(attacker_unit),
                    target,
                    target_kind: self.kind(target_unit),
                });
                // H12: Samurai and Komuso are taken up by the next Soldier attack declared.
                let mut samurai = 0;
                if !self.kind(attacker_unit).is_leader() {
                    samurai = std::mem::take(&mut self.turn.samurai_bonus);
                    self.turn.komuso = false;
                }
                self.stack.push(Frame::Attack {
                    seat,
                    attacker,
                    target,
                    samurai,
                    window_open: false,
                });
                self.advance(events);
            }
            Action::PlaySupport { unit, support } => {
                let seat = self
                    .priority()
                    .expect("a support is played by the player with priority");
                self.take_from_hand(seat, unit);
                self.zone_mut(seat).reserve.push(unit);
                events.push(Event::SupportPlayed {
                    seat,
                    unit,
                    kind: self.kind(unit),
                    support: support.support(),
                });
                self.stack.push(Frame::Support {
                    seat,
                    unit,
                    support,
                    window_open: false,
                });
                self.advance(events);
            }
            Action::SendToKingdom { unit } => {
                let seat = self.turn.active;
                self.turn.kingdom_bonus_used = true;
                self.take_from_hand(seat, unit);
                self.send_to_kingdom(seat, unit, KingdomReason::Bonus, events);
                self.advance(events);
            }
            Action::EndTurn => {
                let seat = self.turn.active;
                if self.phase == Phase::Action
                    && (self.zone(seat).hand.len() >= 6
                        || self.discard_phase_support_possible(seat))
                {
                    self.phase = Phase::Discard;
                } else {
                    self.end_turn(events);
                }
            }
            Action::Discard { unit } => {
                let seat = self.turn.active;
                self.take_from_hand(seat, unit);
                self.send_to_kingdom(seat, unit, KingdomReason::Discard, events);
                self.advance(events);
                if !self.is_over()
                    && self.zone(seat).hand.len() <= 5
                    && !self.discard_phase_support_possible(seat)
                {
                    self.end_turn(events);
                }
            }
            Action::Resign { seat } => {
                events.push(Event::Resigned { seat });
                self.finish(
                    Outcome::Win {
                        // teams: the winner is seat.side().other() (Q3)
                        seat: seat.pair(),
                        condition: WinCondition::Resignation,
                    },
                    events,
                );
            }
            Action::TimeOut { seat } => {
                events.push(Event::TimedOut { seat });
                self.finish(
                    Outcome::Win {
                        // teams: the winner is seat.side().other() (Q3)
                        seat: seat.pair(),
                        condition: WinCondition::Timeout,
                    },
                    events,
                );
            }
            Action::Pass => {
                let seat = self.priority().expect("a window is open");
                events.push(Event::Passed { seat });
                let frame = self.stack.pop().expect("a window is open");
                self.resolve_frame(frame, events);
                self.advance(events);
            }
            Action::Conscript { unit, cell } => {
                let Some(Frame::Conscription { seat, placed }) = self.stack.pop() else {
                    unreachable!("conscription is listed only during conscription")
                };
                let zone = self.zone_mut(seat);
                let from = if zone.reserve.first() == Some(&unit) {
                    zone.reserve.remove(0);
                    Source::Reserve
                } else {
                    let i = zone
                        .kingdom
                        .iter()
                        .position(|&u| u == unit)
                        .expect("listed kingdom unit");
                    zone.kingdom.remove(i);
                    Source::Kingdom
                };
                *self.zone_mut(seat).at_mut(cell) = Some(FieldUnit::fresh(unit));
                events.push(Event::Conscripted {
                    seat,
                    unit,
                    kind: self.kind(unit),
                    from,
                    cell,
                });
                if placed == 0 {
                    self.stack.push(Frame::Conscription { seat, placed: 1 });
                }
                self.advance(events);
            }
        }
    }

    /// The graveyard a unit leaving the game from `seat`'s side goes to: its owner's, the player
    /// whose army it came from (R5); under the first rulings, that side's (former H1).
    fn graveyard_for(&self, unit: UnitId, seat: Seat) -> Seat {
        match self.rulings() {
            Rulings::Corrected => self.card(unit).army,
            Rulings::First => seat,
        }
    }

    /// Keeps a hand, or shuffles its Soldiers back and draws three new ones (R7; the Leader
    /// stays in the hand, which makes no difference since it is public).
    fn carry_out_mulligan(&mut self, seat: Seat, mulligan: bool, events: &mut Vec<Event>) {
        if !mulligan {
            events.push(Event::KeptHand { seat });
            return;
        }
        let zone = self.zone_mut(seat);
        zone.mulligan_used = true;
        let hand: Vec<UnitId> = zone.hand.drain(..).collect();
        for unit in hand {
            if self.kind(unit).is_leader() {
                self.zone_mut(seat).hand.push(unit);
            } else {
                self.zone_mut(seat).draw_pile.push(unit);
            }
        }
        self.shuffle_draw_pile(seat);
        events.push(Event::Mulliganed { seat });
        for _ in 0..3 {
            self.draw(seat, events);
        }
    }

    fn after_mulligan(&mut self, seat: Seat, _events: &mut [Event]) {
        self.phase = if seat == self.first_player {
            // teams: duel/First rulings only; stays pair()
            Phase::Mulligan { seat: seat.pair() }
        } else {
            Phase::SetupBattlefield {
                seat: self.first_player,
            }
        };
    }

    fn send_to_kingdom(
        &mut self,
        seat: Seat,
        unit: UnitId,
        reason: KingdomReason,
        events: &mut Vec<Event>,
    ) {
        self.zone_mut(seat).kingdom.push(unit);
        events.push(Event::WentToKingdom {
            seat,
            unit,
            kind: self.kind(unit),
            reason,
        });
    }

    /// R9: straighten own units, draw one card.
    fn start_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let locked = self.turn.lock_next_turn;
        self.turn = Turn::new(seat, self.turn.number + 1);
        if locked {
            self.turn.locked = Some(seat);
        }
        self.phase = Phase::Action;
        events.push(Event::TurnStarted {
            seat,
            turn: self.turn.number,
        });
        for row in &mut self.zone_mut(seat).battlefield {
            for fu in row.iter_mut().flatten() {
                fu.tilted = false;
            }
        }
        self.draw(seat, events);
    }

    /// R13, R29: clear damage and this turn's effects; the war ends when both piles are empty.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn.active;
        events.push(Event::TurnEnded { seat });
        for s in Seat::BOTH {
            for row in &mut self.zone_mut(s).battlefield {
                for fu in row.iter_mut().flatten() {
                    fu.damage = 0;
                }
            }
        }
        if self.zone(Seat::A).draw_pile.is_empty() && self.zone(Seat::B).draw_pile.is_empty() {
            let outcome = self.end_of_war_outcome();
            self.finish(outcome, events);
            return;
        }
        // teams: next(seat) (R32)
        self.start_turn(seat.pair(), events);
    }

    fn finish(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.stack.clear();
        self.phase = Phase::Over { outcome };
        events.push(Event::GameOver { outcome });
    }

    /// Citizens per colour (R4).
    pub(super) fn kingdom_counts(&self, seat: Seat) -> [u8; 5] {
        let mut counts = [0u8; 5];
        for &u in &self.zone(seat).kingdom {
            if let Some(c) = self.kind(u).colour() {
                counts[c as usize] += 1;
            }
        }
        counts
    }

    /// How many colours `seat` leads in.
    pub(super) fn colours_led(&self, seat: Seat) -> usize {
        leads(
            &self.kingdom_counts(seat),
            // teams: stays pair(), the paired opponent of R41
            &self.kingdom_counts(seat.pair()),
        )
    }

    /// R29's tie-breaks: colours led, then citizens, then fewer Soldiers in the graveyard.
    fn end_of_war_outcome(&self) -> Outcome {
        let key = |seat: Seat| {
            let zone = self.zone(seat);
            let fallen = zone
                .graveyard
                .iter()
                .filter(|&&u| !self.kind(u).is_leader())
                .count();
            (
                self.colours_led(seat),
                zone.kingdom.len(),
                std::cmp::Reverse(fallen),
            )
        };
        match key(Seat::A).cmp(&key(Seat::B)) {
            std::cmp::Ordering::Greater => Outcome::Win {
                seat: Seat::A,
                condition: WinCondition::EndOfWar,
            },
            std::cmp::Ordering::Less => Outcome::Win {
                seat: Seat::B,
                condition: WinCondition::EndOfWar,
            },
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// Runs the stack and the end checks until a player must decide (R22, R27, R28).
    pub(super) fn advance(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.is_over() {
                return;
            }
            // R27: Development at any time.
            let counts = Seat::BOTH.map(|seat| self.kingdom_counts(seat));
            // teams: the pairs() of the mode, the active player's pair first (R41)
            for seat in [self.turn.active, self.turn.active.pair()] {
                let (mine, theirs) = (
                    &counts[seat.side() as usize],
                    &counts[seat.side().other() as usize],
                );
                if leads(mine, theirs) >= 4 {
                    self.finish(
                        Outcome::Win {
                            seat,
                            condition: WinCondition::Development,
                        },
                        events,
                    );
                    return;
                }
            }
            if matches!(self.stack.last(), Some(Frame::Conscription { .. })) {
                return;
            }
            // R27, R28: an empty battlefield forces conscription, or loses by Collapse.
            if matches!(self.phase, Phase::Action | Phase::Discard) {
                // teams: [active.side(), active.side().other()] with involved(side) (R39)
                for seat in [self.turn.active, self.turn.active.pair()] {
                    let zone = self.zone(seat);
                    if zone.field_count() == 0 {
                        if zone.reserve.len() + zone.kingdom.len() < 2 {
                            self.finish(
                                Outcome::Win {
                                    // teams: the winner is side.other() (R42)
                                    seat: seat.pair(),
                                    condition: WinCondition::Collapse,
                                },
                                events,
                            );
                        } else {
                            events.push(Event::ConscriptionStarted { seat });
                            self.stack.push(Frame::Conscription { seat, placed: 0 });
                        }
                        return;
                    }
                }
            }
            let Some(&frame) = self.stack.last() else {
                return;
            };
            match frame {
                Frame::Conscription { .. } => return,
                Frame::Attack {
                    window_open: true, ..
                }
                | Frame::Support {
                    window_open: true, ..
                }
                | Frame::AfterHit {
                    window_open: true, ..
                } => return,
                Frame::Attack { seat, .. }
                | Frame::Support { seat, .. }
                | Frame::AfterHit { seat, .. } => {
                    let reactor = match frame {
                        Frame::AfterHit { .. } => seat,
                        // teams: opponent(seat) (R37)
                        _ => seat.pair(),
                    };
                    if self.window_offered(reactor, &frame) {
                        match self.stack.last_mut() {
                            Some(Frame::Attack { window_open, .. })
                            | Some(Frame::Support { window_open, .. })
                            | Some(Frame::AfterHit { window_open, .. }) => *window_open = true,
                            _ => {}
                        }
                        events.push(Event::WindowOpened { seat: reactor });
                        return;
                    }
                    self.stack.pop();
                    self.resolve_frame(frame, events);
                }
            }
        }
    }

    /// Resolves a frame whose window is closed.
    fn resolve_frame(&mut self, frame: Frame, events: &mut Vec<Event>) {
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

    /// R11.
    fn recruit(&mut self, unit: UnitId, cell: Cell, events: &mut Vec<Event>) {
        let seat = self.turn.active;
        self.turn.action = TurnAction::Recruit;
        let zone = self.zone_mut(seat);
        let from = if zone.reserve.first() == Some(&unit) {
            zone.reserve.remove(0);
            Source::Reserve
        } else {
            let i = zone.hand.iter().position(|&u| u == unit).expect("listed");
            zone.hand.remove(i);
            Source::Hand
        };
        let displaced = zone.at_mut(cell).replace(FieldUnit::fresh(unit));
        if let Some(old) = displaced {
            match from {
                Source::Reserve => zone.reserve.push(old.unit),
                _ => zone.hand.push(old.unit),
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
    fn remove_from_field(&mut self, seat: Seat, cell: Cell, events: &mut Vec<Event>) -> FieldUnit {
        let zone = self.zone_mut(seat);
        let removed = zone.at_mut(cell).take().expect("a unit on the cell");
        self.close_gap(seat, cell.col, events);
        removed
    }

    /// R2: if the front cell of a column is empty and the back one is not, the back unit
    /// advances, keeping orientation and damage.
    pub(super) fn close_gap(&mut self, seat: Seat, col: u8, events: &mut Vec<Event>) {
        let zone = self.zone_mut(seat);
        if zone.at(Cell::front(col)).is_none() {
            if let Some(back) = zone.at_mut(Cell::back(col)).take() {
                *zone.at_mut(Cell::front(col)) = Some(back);
                events.push(Event::Advanced {
                    seat,
                    kind: self.kind(back.unit),
                    col,
                });
            }
        }
    }

    /// R14, R17, R18: tilt the attacker, fix its value, capture, kill or damage; a hit unit
    /// that survives opens the attacker's Diplomat window (R22 c).
    fn resolve_attack(
        &mut self,
        seat: Seat,
        attacker: Cell,
        target: Cell,
        samurai: u8,
        events: &mut Vec<Event>,
    ) {
        // teams: defender = seat.side().other()
        let defender = seat.pair();
        let Some(att) = self.zone(seat).at(attacker) else {
            return;
        };
        let Some(tgt) = self.zone(defender).at(target) else {
            if let Some(fu) = self.zone_mut(seat).at_mut(attacker) {
                fu.tilted = true;
            }
            return;
        };
        let value = self.attack_value(seat, att.unit, target, samurai);
        if let Some(fu) = self.zone_mut(seat).at_mut(attacker) {
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

    /// The unit on an enemy cell joins `by`'s kingdom; a Leader captured ends the game (R17, R27).
    fn capture(&mut self, by: Seat, cell: Cell, events: &mut Vec<Event>) {
        // teams: from = by.side().other()
        let from = by.pair();
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
            self.zone_mut(from).graveyard.push(fu.unit);
            self.finish(
                Outcome::Win {
                    seat: by,
                    condition: WinCondition::Execution,
                },
                events,
            );
        } else {
            self.zone_mut(by).kingdom.push(fu.unit);
        }
    }

    /// Damage that kills when it reaches the remaining health and never captures (R17).
    /// Returns whether the unit is still standing.
    fn damage(&mut self, seat: Seat, cell: Cell, amount: u8, events: &mut Vec<Event>) -> bool {
        let Some(fu) = self.zone(seat).at(cell) else {
            return false;
        };
        let left = self.health_left(fu);
        if amount >= left {
            let fu = self.remove_from_field(seat, cell, events);
            let kind = self.kind(fu.unit);
            let graveyard = self.graveyard_for(fu.unit, seat);
            self.zone_mut(graveyard).graveyard.push(fu.unit);
            events.push(Event::Killed {
                seat,
                unit: fu.unit,
                kind,
                cell,
            });
            if kind.is_leader() {
                self.finish(
                    Outcome::Win {
                        // teams: the winner is side.other() (R40)
                        seat: seat.pair(),
                        condition: WinCondition::Execution,
                    },
                    events,
                );
            }
            false
        } else {
            let kind = self.kind(fu.unit);
            if let Some(fu) = self.zone_mut(seat).at_mut(cell) {
                fu.damage += amount;
            }
            events.push(Event::Damaged {
                seat,
                kind,
                cell,
                amount,
                health_left: left - amount,
            });
            true
        }
    }

    /// Applies a support whose negation window closed without a negation (R20–R26).
    fn resolve_support(&mut self, seat: Seat, use_: SupportUse, events: &mut Vec<Event>) {
        // teams: opp = opponent(seat), enemy = opp.side() (R36)
        let enemy = seat.pair();
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
                for row in &mut self.seats.get_mut(seat).battlefield {
                    for fu in row.iter_mut().flatten() {
                        if !self.units[fu.unit.0 as usize].is_leader() {
                            fu.tilted = false;
                        }
                    }
                }
                events.push(Event::Effect { seat, support: by });
            }
            SupportUse::Alchemist2 => {
                self.turn.locked = Some(enemy);
                events.push(Event::SupportsLocked {
                    seat: enemy,
                    next_turn: false,
                });
            }
            SupportUse::Alchemist3 => {
                self.turn.lock_next_turn = true;
                events.push(Event::SupportsLocked {
                    seat: enemy,
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
                let amount = self.zone(seat).reserve.len() as u8;
                self.damage(enemy, target, amount, events);
            }
            SupportUse::Siphonarioi => {
                let front: Vec<(Cell, UnitId)> = self
                    .zone(enemy)
                    .field_units()
                    .filter(|(c, _)| c.row == Row::Front)
                    .map(|(c, fu)| (c, fu.unit))
                    .collect();
                for (cell, unit) in front {
                    if self.zone(enemy).at(cell).is_some_and(|fu| fu.unit == unit) {
                        self.damage(enemy, cell, 1, events);
                    }
                    if self.is_over() {
                        return;
                    }
                }
            }
            SupportUse::Cuauhtli { target } => {
                if self.zone(enemy).at(target).is_some() {
                    let fu = self.remove_from_field(enemy, target, events);
                    self.zone_mut(seat).kingdom.push(fu.unit);
                    self.transferred(
                        fu.unit,
                        enemy,
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
                if self.remove_from(enemy, Zone::Graveyard, unit) {
                    self.zone_mut(seat).kingdom.push(unit);
                    self.transferred(
                        unit,
                        enemy,
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
                if self.zone(seat).at(cell).is_none()
                    && self.remove_from(seat, Zone::Graveyard, unit)
                {
                    *self.zone_mut(seat).at_mut(cell) = Some(FieldUnit::fresh(unit));
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
                if self.zone(enemy).at(cell).is_none()
                    && self.remove_from(enemy, Zone::Reserve, unit)
                {
                    *self.zone_mut(enemy).at_mut(cell) = Some(FieldUnit::fresh(unit));
                    self.transferred(
                        unit,
                        enemy,
                        Zone::Reserve,
                        enemy,
                        Zone::Battlefield,
                        Some(cell),
                        by,
                        events,
                    );
                }
            }
            SupportUse::Pochtecatl { cell, citizen } => {
                let Some(fu) = self.zone(seat).at(cell) else {
                    return;
                };
                if self.remove_from(seat, Zone::Kingdom, citizen) {
                    let zone = self.zone_mut(seat);
                    zone.kingdom.push(fu.unit);
                    *zone.at_mut(cell) = Some(FieldUnit {
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
                    let hand_len = self.zone(enemy).hand.len();
                    if hand_len == 0 || !self.reserve_has_room(enemy) {
                        break;
                    }
                    let i = self.rng.gen_range(0..hand_len);
                    let unit = self.zone_mut(enemy).hand.remove(i);
                    self.zone_mut(enemy).reserve.push(unit);
                    self.transferred(
                        unit,
                        enemy,
                        Zone::Hand,
                        enemy,
                        Zone::Reserve,
                        None,
                        by,
                        events,
                    );
                }
            }
            SupportUse::Priest { from, to } => self.move_on_field(seat, from, to, events),
            SupportUse::Diplomat { to } => {
                if let Some(Frame::AfterHit { target, .. }) = self.stack.pop() {
                    if self.zone(enemy).at(target).is_some() {
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
                        && self.zone(seat).at(other).is_some()
                        && self.zone(seat).at(target).is_some()
                    {
                        self.move_on_field(seat, target, other, events);
                    }
                }
            }
            SupportUse::Medjay => {
                if let Some((_, target)) = self.block_attack_below(events) {
                    if self.zone(seat).at(target).is_some() {
                        let fu = self.remove_from_field(seat, target, events);
                        // R5: "its owner's hand" is the hand of the player whose army it came
                        // from (under the first rulings, the Medjay's player's).
                        let owner = self.graveyard_for(fu.unit, seat);
                        self.zone_mut(owner).hand.push(fu.unit);
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
                    if self.zone(seat).at(target).is_some()
                        && self.zone(seat).at(swap_with).is_some()
                    {
                        self.move_on_field(seat, target, swap_with, events);
                        // Unit B now stands on the attacked cell and takes 1 damage (R26).
                        self.damage(seat, target, 1, events);
                    }
                }
            }
            SupportUse::Wizard | SupportUse::Alchemist1 => {
                self.negate_below(by, events);
            }
            SupportUse::Tlamacazqui1 => {
                if let Some((negated_seat, unit)) = self.negate_below(by, events) {
                    if self.remove_from(negated_seat, Zone::Reserve, unit) {
                        let graveyard = self.graveyard_for(unit, negated_seat);
                        self.zone_mut(graveyard).graveyard.push(unit);
                        self.transferred(
                            unit,
                            negated_seat,
                            Zone::Reserve,
                            graveyard,
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
                    self.zone_mut(seat).hand.push(citizen);
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
                    && self.remove_from(enemy, Zone::Graveyard, unit)
                {
                    self.zone_mut(enemy).reserve.push(unit);
                    self.transferred(
                        unit,
                        enemy,
                        Zone::Graveyard,
                        enemy,
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
    fn move_on_field(&mut self, seat: Seat, from: Cell, to: Cell, events: &mut Vec<Event>) {
        let zone = self.zone_mut(seat);
        let moving = zone.at_mut(from).take();
        let there = std::mem::replace(zone.at_mut(to), moving);
        *zone.at_mut(from) = there;
        if there.is_some() {
            events.push(Event::Swapped {
                seat,
                a: from,
                b: to,
            });
        } else {
            events.push(Event::Moved { seat, from, to });
        }
        for col in [from.col, to.col] {
            self.close_gap(seat, col, events);
        }
    }

    /// Removes `unit` from a listed zone of `seat`; false if it is not there.
    fn remove_from(&mut self, seat: Seat, zone: Zone, unit: UnitId) -> bool {
        let z = self.zone_mut(seat);
        let list = match zone {
            Zone::Hand => &mut z.hand,
            Zone::Reserve => &mut z.reserve,
            Zone::Kingdom => &mut z.kingdom,
            Zone::Graveyard => &mut z.graveyard,
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
    fn transferred(
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
    fn block_attack_below(&mut self, events: &mut Vec<Event>) -> Option<(Seat, Cell)> {
        let Some(Frame::Attack {
            seat,
            attacker,
            target,
            ..
        }) = self.stack.pop()
        else {
            return None;
        };
        if let Some(fu) = self.zone_mut(seat).at_mut(attacker) {
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
    fn negate_below(&mut self, by: Support, events: &mut Vec<Event>) -> Option<(Seat, UnitId)> {
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

/// The number of colours in which `mine` has more citizens than `theirs`.
fn leads(mine: &[u8; 5], theirs: &[u8; 5]) -> usize {
    Colour::ALL
        .iter()
        .filter(|&&c| mine[c as usize] > theirs[c as usize])
        .count()
}
