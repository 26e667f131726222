//! Applying actions: setup steps, turn flow, attacks, supports, the reaction stack, conscription
//! and the end-of-game checks.

use super::action::Action;
use super::card::Colour;
use super::cell::Cell;
use super::event::{Event, KingdomReason, Source};
use super::seat::{Mode, Seat, Side};
use super::setup::Rulings;
use super::state::{Frame, Match, Outcome, Phase, Turn, TurnAction, WinCondition};
use super::support::SupportUse;
use super::unit::{FieldUnit, UnitId};
use rand::Rng;

impl Match {
    /// Applies an action taken from [`Match::legal_actions`] without checking it again. Used by
    /// playouts that pick from the list; anything else must go through [`Match::apply`].
    pub fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        self.version += 1;
        match action {
            Action::KeepHand | Action::Mulligan => {
                self.choose_mulligan(action == Action::Mulligan, events)
            }
            Action::SetupBattlefield { unit, cell } => {
                self.place_on_battlefield(unit, cell, events)
            }
            Action::SetupReserve { unit } => self.place_in_reserve(unit, events),
            Action::SetupKingdom { unit } => self.place_in_kingdom(unit, events),
            Action::Recruit { unit, cell } => self.recruit(unit, cell, events),
            Action::Attack { attacker, target } => self.declare_attack(attacker, target, events),
            Action::PlaySupport { unit, support } => self.play_support(unit, support, events),
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
                    && (self.player(seat).hand.len() >= 6
                        || self.discard_phase_support_possible(seat))
                {
                    self.phase = Phase::Discard;
                } else {
                    self.end_turn(events);
                }
            }
            Action::Discard { unit } => self.discard(unit, events),
            Action::Resign { seat } => {
                events.push(Event::Resigned { seat });
                self.finish(
                    // In the team mode a resignation concedes for the team.
                    Outcome::Win {
                        side: seat.side().other(),
                        condition: WinCondition::Resignation,
                    },
                    events,
                );
            }
            Action::TimeOut { seat } => {
                events.push(Event::TimedOut { seat });
                self.finish(
                    Outcome::Win {
                        side: seat.side().other(),
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
            Action::Conscript { unit, cell } => self.conscript(unit, cell, events),
        }
    }

    /// The active player's attacker on `attacker` attacks the enemy unit on `target` (R14): the
    /// attack goes onto the stack, taking up a pending Samurai or Komuso if a Soldier attacks
    /// (H12).
    fn declare_attack(&mut self, attacker: Cell, target: Cell, events: &mut Vec<Event>) {
        let seat = self.turn.active;
        self.turn.action = TurnAction::Attack;
        let attacker_unit = self
            .side(seat.side())
            .at(attacker)
            .expect("listed attacker")
            .unit;
        let target_unit = self
            .side(seat.side().other())
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

    /// The player with priority plays `unit` from the hand into the reserve as a support (R20):
    /// it goes onto the stack.
    fn play_support(&mut self, unit: UnitId, support: SupportUse, events: &mut Vec<Event>) {
        let seat = self
            .priority()
            .expect("a support is played by the player with priority");
        self.take_from_hand(seat, unit);
        self.side_mut(seat.side()).reserve.push(unit);
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

    /// The discard phase (R12): a Soldier from the hand to the kingdom; the turn ends once the
    /// hand is down to five and no support may still be played.
    fn discard(&mut self, unit: UnitId, events: &mut Vec<Event>) {
        let seat = self.turn.active;
        self.take_from_hand(seat, unit);
        self.send_to_kingdom(seat, unit, KingdomReason::Discard, events);
        self.advance(events);
        if !self.is_over()
            && self.player(seat).hand.len() <= 5
            && !self.discard_phase_support_possible(seat)
        {
            self.end_turn(events);
        }
    }

    /// Conscription (R28, R39): the next unit onto `cell`, from the side's reserve first, then
    /// the involved player's kingdom; a second one follows the first.
    fn conscript(&mut self, unit: UnitId, cell: Cell, events: &mut Vec<Event>) {
        let Some(Frame::Conscription { seat, placed }) = self.stack.pop() else {
            unreachable!("conscription is listed only during conscription")
        };
        // R28, R39: the side's reserve first, then the involved player's kingdom.
        let reserve = &mut self.side_mut(seat.side()).reserve;
        let from = if reserve.first() == Some(&unit) {
            reserve.remove(0);
            Source::Reserve
        } else {
            let kingdom = &mut self.player_mut(seat).kingdom;
            let i = kingdom
                .iter()
                .position(|&u| u == unit)
                .expect("listed kingdom unit");
            kingdom.remove(i);
            Source::Kingdom
        };
        *self.side_mut(seat.side()).at_mut(cell) = Some(FieldUnit::fresh(unit));
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

    /// The graveyard a unit leaving the game from `side` goes to: its owner's side's, the owner
    /// being the player whose army it came from (R5); under the first rulings, `side`'s (former
    /// H1).
    pub(super) fn graveyard_for(&self, unit: UnitId, side: Side) -> Side {
        match self.rulings() {
            Rulings::Corrected => self.owner(unit).side(),
            Rulings::First => side,
        }
    }

    /// The hand a unit returns to (Medjay): its owner's (R5); under the first rulings, the hand
    /// of `seat`, the card's player.
    pub(super) fn owners_hand(&self, unit: UnitId, seat: Seat) -> Seat {
        match self.rulings() {
            Rulings::Corrected => self.owner(unit),
            Rulings::First => seat,
        }
    }

    /// Keeps a hand, or shuffles its Soldiers back and draws three new ones (R7; the Leader
    /// stays in the hand, which makes no difference since it is public).
    pub(super) fn carry_out_mulligan(
        &mut self,
        seat: Seat,
        mulligan: bool,
        events: &mut Vec<Event>,
    ) {
        if !mulligan {
            events.push(Event::KeptHand { seat });
            return;
        }
        let zones = self.player_mut(seat);
        zones.mulligan_used = true;
        let hand: Vec<UnitId> = zones.hand.drain(..).collect();
        for unit in hand {
            if self.kind(unit).is_leader() {
                self.player_mut(seat).hand.push(unit);
            } else {
                self.player_mut(seat).draw_pile.push(unit);
            }
        }
        self.shuffle_draw_pile(seat);
        events.push(Event::Mulliganed { seat });
        for _ in 0..self.mode().opening_draw() {
            self.draw(seat, events);
        }
    }

    pub(super) fn after_mulligan(&mut self, seat: Seat, _events: &mut [Event]) {
        // Duels under the first rulings only: the team mode follows the corrected ones.
        self.phase = if seat == self.first_player {
            Phase::Mulligan { seat: seat.pair() }
        } else {
            Phase::SetupBattlefield {
                seat: self.first_player,
            }
        };
    }

    pub(super) fn send_to_kingdom(
        &mut self,
        seat: Seat,
        unit: UnitId,
        reason: KingdomReason,
        events: &mut Vec<Event>,
    ) {
        self.player_mut(seat).kingdom.push(unit);
        events.push(Event::WentToKingdom {
            seat,
            unit,
            kind: self.kind(unit),
            reason,
        });
    }

    /// R9: straighten own units (the team's, R35), draw one card.
    pub(super) fn start_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
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
        for row in &mut self.side_mut(seat.side()).battlefield {
            for fu in row.iter_mut().flatten() {
                fu.tilted = false;
            }
        }
        self.draw(seat, events);
    }

    /// R13, R29, R43: clear damage and this turn's effects; the war ends when every draw pile
    /// is empty; else the next player's turn (R32).
    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn.active;
        events.push(Event::TurnEnded { seat });
        for side in &mut self.sides {
            for row in &mut side.battlefield {
                for fu in row.iter_mut().flatten() {
                    fu.damage = 0;
                }
            }
        }
        if self
            .seats()
            .iter()
            .all(|&s| self.player(s).draw_pile.is_empty())
        {
            let outcome = self.end_of_war_outcome();
            self.finish(outcome, events);
            return;
        }
        self.start_turn(self.next(seat), events);
    }

    pub(super) fn finish(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.stack.clear();
        self.phase = Phase::Over { outcome };
        events.push(Event::GameOver { outcome });
    }

    /// Citizens per colour (R4).
    pub(super) fn kingdom_counts(&self, seat: Seat) -> [u8; 5] {
        let mut counts = [0u8; 5];
        for &u in &self.player(seat).kingdom {
            if let Some(c) = self.kind(u).colour() {
                counts[c as usize] += 1;
            }
        }
        counts
    }

    /// How many colours `seat` leads in against its paired opponent (the other player in a
    /// duel; A against B and C against D in the team mode, R41).
    pub(super) fn colours_led(&self, seat: Seat) -> usize {
        leads(
            &self.kingdom_counts(seat),
            &self.kingdom_counts(seat.pair()),
        )
    }

    /// R29's tie-breaks, added up over a team's members in the team mode (R43): colours led,
    /// then citizens, then fewer Soldiers in the graveyard.
    pub(super) fn end_of_war_outcome(&self) -> Outcome {
        let key = |side: Side| {
            let members = self.seats().iter().filter(|s| s.side() == side);
            let (led, citizens) = members.fold((0, 0), |(led, citizens), &seat| {
                (
                    led + self.colours_led(seat),
                    citizens + self.player(seat).kingdom.len(),
                )
            });
            let fallen = self
                .side(side)
                .graveyard
                .iter()
                .filter(|&&u| !self.kind(u).is_leader())
                .count();
            (led, citizens, std::cmp::Reverse(fallen))
        };
        match key(Side::A).cmp(&key(Side::B)) {
            std::cmp::Ordering::Greater => Outcome::Win {
                side: Side::A,
                condition: WinCondition::EndOfWar,
            },
            std::cmp::Ordering::Less => Outcome::Win {
                side: Side::B,
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
            // R27: Development at any time; in the team mode per pair, A with B and C with D
            // (R41), the active player's pair first.
            if self.development_win(events) {
                return;
            }
            if matches!(self.stack.last(), Some(Frame::Conscription { .. })) {
                return;
            }
            // R27, R28: an empty battlefield forces conscription, or loses by Collapse; in the
            // team mode the side's involved member conscripts (R39, R42).
            if matches!(self.phase, Phase::Action | Phase::Discard) {
                let active = self.turn.active.side();
                for side in [active, active.other()] {
                    let seat = self.involved(side);
                    let zones = self.side(side);
                    if zones.field_count() == 0 {
                        if zones.reserve.len() + self.player(seat).kingdom.len() < 2 {
                            self.finish(
                                Outcome::Win {
                                    side: side.other(),
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
                        // R37: only the next player in turn order answers the active player.
                        _ => self.opponent(seat),
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

    /// R27, R41: ends the game if a player leads their paired opponent in 4 or more colours
    /// (the active player's pair first).
    pub(super) fn development_win(&mut self, events: &mut Vec<Event>) -> bool {
        let leader_of_pair = |game: &Match, seat: Seat| {
            let (mine, theirs) = (game.kingdom_counts(seat), game.kingdom_counts(seat.pair()));
            if leads(&mine, &theirs) >= 4 {
                Some(seat)
            } else if leads(&theirs, &mine) >= 4 {
                Some(seat.pair())
            } else {
                None
            }
        };
        let active = self.turn.active;
        let mut winner = leader_of_pair(self, active);
        if winner.is_none() && self.mode() == Mode::Teams {
            let other_pair = if active.in_duel() { Seat::C } else { Seat::A };
            winner = leader_of_pair(self, other_pair);
        }
        let Some(seat) = winner else {
            return false;
        };
        self.finish(
            Outcome::Win {
                side: seat.side(),
                condition: WinCondition::Development,
            },
            events,
        );
        true
    }
}

mod field;
mod opening;

/// The number of colours in which `mine` has more citizens than `theirs`.
pub(super) fn leads(mine: &[u8; 5], theirs: &[u8; 5]) -> usize {
    Colour::ALL
        .iter()
        .filter(|&&c| mine[c as usize] > theirs[c as usize])
        .count()
}
