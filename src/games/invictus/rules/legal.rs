//! Legal actions: the one place that decides what the player with priority may do now.

use super::action::Action;
use super::card::{AttackValue, Colour, RangePattern};
use super::cell::{Cell, Row};
use super::seat::{Seat, Side};
use super::state::{Frame, Match, Phase, TurnAction};
use super::support::{Support, SupportUse, Timing};
use super::unit::UnitId;

mod supports;

/// Units of a zone with one entry per kind: cards of the same kind are interchangeable, so
/// only the first of each is offered (H6).
fn distinct_kinds<'a>(game: &'a Match, units: &'a [UnitId]) -> impl Iterator<Item = UnitId> + 'a {
    let mut seen: u64 = 0;
    units.iter().copied().filter(move |&u| {
        let bit = 1u64 << (game.kind(u) as u32);
        let new = seen & bit == 0;
        seen |= bit;
        new
    })
}

impl Match {
    /// Every action the player with priority may take now, with all its choices.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// [`Match::legal_actions`] into a reused buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(frame) = self.stack.last() {
            match *frame {
                Frame::Conscription { seat, placed } => {
                    self.conscription_actions(seat, placed, out)
                }
                // R37: only the opponent of R36 answers.
                Frame::Attack { seat, .. } => {
                    out.push(Action::Pass);
                    self.reaction_actions(self.opponent(seat), Timing::AgainstAttack, frame, out);
                }
                Frame::Support { seat, .. } => {
                    out.push(Action::Pass);
                    let reactor = self.opponent(seat);
                    self.reaction_actions(reactor, Timing::AgainstSupport, frame, out);
                }
                Frame::AfterHit { seat, .. } => {
                    out.push(Action::Pass);
                    self.reaction_actions(seat, Timing::AfterHit, frame, out);
                }
            }
            return;
        }
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Mulligan { seat } => {
                out.push(Action::KeepHand);
                if !self.player(seat).mulligan_used {
                    out.push(Action::Mulligan);
                }
            }
            Phase::SetupBattlefield { seat } => {
                for unit in distinct_kinds(self, &self.player(seat).hand) {
                    for col in 0..3 {
                        out.push(Action::SetupBattlefield {
                            unit,
                            cell: Cell::front(col),
                        });
                    }
                }
            }
            Phase::SetupReserve { seat } => {
                for unit in distinct_kinds(self, &self.player(seat).hand) {
                    out.push(Action::SetupReserve { unit });
                }
            }
            Phase::SetupKingdom { seat } => {
                for unit in distinct_kinds(self, &self.player(seat).hand) {
                    if !self.kind(unit).is_leader() {
                        out.push(Action::SetupKingdom { unit });
                    }
                }
            }
            Phase::Discard => self.discard_phase_actions(out),
            Phase::Action => self.action_phase_actions(out),
        }
    }

    fn action_phase_actions(&self, out: &mut Vec<Action>) {
        let seat = self.turn.active;
        let zone = self.player(seat);
        if self.turn.action == TurnAction::None {
            self.recruit_actions(seat, out);
        }
        if self.turn.action != TurnAction::Recruit {
            self.attack_actions(seat, out);
        }
        self.own_supports(seat, Timing::ActionPhase, out);
        if !self.turn.kingdom_bonus_used {
            for unit in distinct_kinds(self, &zone.hand) {
                if !self.kind(unit).is_leader() {
                    out.push(Action::SendToKingdom { unit });
                }
            }
        }
        out.push(Action::EndTurn);
    }

    /// Phase 3 (R12): discards while the hand holds 6 or more, supports timed for the phase,
    /// and ending the turn once the hand is down to 5.
    fn discard_phase_actions(&self, out: &mut Vec<Action>) {
        let seat = self.turn.active;
        let hand = &self.player(seat).hand;
        if hand.len() >= 6 {
            for unit in distinct_kinds(self, hand) {
                if !self.kind(unit).is_leader() {
                    out.push(Action::Discard { unit });
                }
            }
        }
        self.own_supports(seat, Timing::DiscardPhase, out);
        if hand.len() <= 5 {
            out.push(Action::EndTurn);
        }
    }

    /// The supports of one timing that `seat` can play from the hand, with their choices.
    fn own_supports(&self, seat: Seat, timing: Timing, out: &mut Vec<Action>) {
        if !self.may_play_support(seat) {
            return;
        }
        for unit in distinct_kinds(self, &self.player(seat).hand) {
            for &support in Support::of_unit(self.kind(unit)) {
                if support.timing() == timing {
                    self.support_choices(seat, unit, support, None, out);
                }
            }
        }
    }

    /// R11: the leftmost reserve unit if there is one, else any hand unit; a Giant may always
    /// come from the hand (R31).
    fn recruit_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let hand = &self.player(seat).hand;
        let reserve = &self.side(seat.side()).reserve;
        let cells = self.recruit_cells(seat.side());
        let mut push_unit = |unit: UnitId| {
            for &cell in &cells {
                out.push(Action::Recruit { unit, cell });
            }
        };
        if let Some(&first) = reserve.first() {
            push_unit(first);
            for unit in distinct_kinds(self, hand) {
                if Support::of_unit(self.kind(unit)).is_empty() {
                    push_unit(unit);
                }
            }
        } else {
            for unit in distinct_kinds(self, hand) {
                push_unit(unit);
            }
        }
    }

    /// Cells a recruit may go to: any occupied cell (swap), an empty front cell, or an empty back
    /// cell whose front cell is occupied (R1, R11).
    fn recruit_cells(&self, side: Side) -> Vec<Cell> {
        let zone = self.side(side);
        Cell::ALL
            .into_iter()
            .filter(|&cell| {
                zone.at(cell).is_some()
                    || cell.row == Row::Front
                    || self.front_occupied(side, cell.col)
            })
            .collect()
    }

    /// Empty cells a unit may be placed on (R1): front cells, or back cells behind a unit.
    fn empty_placement_cells(&self, side: Side) -> impl Iterator<Item = Cell> + '_ {
        let zone = self.side(side);
        Cell::ALL.into_iter().filter(move |&c| {
            zone.at(c).is_none() && (c.row == Row::Front || self.front_occupied(side, c.col))
        })
    }

    /// The range an own unit attacks with now: its own, or its Leader's for a Soldier after a
    /// Komuso.
    pub(super) fn attack_range(&self, seat: Seat, unit: UnitId) -> RangePattern {
        let card = self.card(unit);
        if self.turn.komuso && self.turn.active == seat && !card.is_leader() {
            self.card(self.leader_of(seat)).range
        } else {
            card.range
        }
    }

    /// R14, R15: each untapped own unit against each enemy unit its pattern reaches.
    fn attack_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let own = self.side(seat.side());
        let enemy = self.side(seat.side().other());
        for (attacker, fu) in own.field_units() {
            if fu.tilted {
                continue;
            }
            let range = self.attack_range(seat, fu.unit);
            for (target, _) in enemy.field_units() {
                let depth = 1 + attacker.row.index() as u8 + target.row.index() as u8;
                let offset = target.col as i8 - attacker.col as i8;
                if range.contains(depth, offset) {
                    out.push(Action::Attack { attacker, target });
                }
            }
        }
    }

    /// A support can be placed: room in the (team's) reserve (R20) and no Alchemist lock on
    /// the player (R21).
    pub(super) fn may_play_support(&self, seat: Seat) -> bool {
        self.reserve_has_room(seat.side()) && self.turn.locked != Some(seat)
    }

    /// Every complete way to play `support` with `unit`, or none if its effect cannot be
    /// applied in full (R20). `frame` is the resolution a reaction answers.
    fn support_choices(
        &self,
        seat: Seat,
        unit: UnitId,
        support: Support,
        frame: Option<&Frame>,
        out: &mut Vec<Action>,
    ) {
        let mut push = |support: SupportUse| out.push(Action::PlaySupport { unit, support });
        // R36: "you" is `seat`; battlefields, reserves and graveyards are the sides'.
        let own_side = seat.side();
        let own = self.side(own_side);
        match support {
            Support::Warrior => push(SupportUse::Warrior),
            Support::Samurai => push(SupportUse::Samurai),
            Support::Komuso => push(SupportUse::Komuso),
            Support::Viking => push(SupportUse::Viking),
            Support::Ocelotl => push(SupportUse::Ocelotl),
            Support::Immortal => push(SupportUse::Immortal),
            Support::Siphonarioi => push(SupportUse::Siphonarioi),
            Support::Alchemist2 => push(SupportUse::Alchemist2),
            Support::Alchemist3 => push(SupportUse::Alchemist3),
            Support::Archer
            | Support::Juhei
            | Support::Arbalist
            | Support::Cuauhtli
            | Support::Slinger => self.enemy_target_choices(seat, support, &mut push),
            Support::Priest => {
                for (from, _) in own.field_units() {
                    for to in Cell::ALL {
                        if self.move_destination_ok(own_side, from, to) {
                            push(SupportUse::Priest { from, to });
                        }
                    }
                }
            }
            Support::Commander => {
                if own
                    .field_units()
                    .any(|(_, fu)| !self.card(fu.unit).is_leader())
                {
                    push(SupportUse::Commander);
                }
            }
            Support::Ninja
            | Support::Anubis
            | Support::Bard
            | Support::Pochtecatl
            | Support::Tlamacazqui2 => self.zone_choices(seat, support, &mut push),
            Support::Guardian
            | Support::Medjay
            | Support::Tlacochcalcatl
            | Support::Musha
            | Support::Cataphract
            | Support::Wizard
            | Support::Tlamacazqui1
            | Support::Alchemist1
            | Support::Sorcerer
            | Support::Druid
            | Support::Diplomat => self.reaction_choices(seat, support, frame, &mut push),
        }
    }

    /// R26, R1, H8: a move to another cell of `side`'s battlefield; into an occupied cell it is
    /// a swap, into an empty back cell only if another unit holds the front of that column.
    pub(super) fn move_destination_ok(&self, side: Side, from: Cell, to: Cell) -> bool {
        if from == to {
            return false;
        }
        let zone = self.side(side);
        if zone.at(to).is_some() || to.row == Row::Front {
            return true;
        }
        let front = Cell::front(to.col);
        front != from && zone.at(front).is_some()
    }

    /// The reactions `seat` holds for the window on top of the stack.
    fn reaction_actions(&self, seat: Seat, timing: Timing, frame: &Frame, out: &mut Vec<Action>) {
        if !self.may_play_support(seat) {
            return;
        }
        for unit in distinct_kinds(self, &self.player(seat).hand) {
            for &support in Support::of_unit(self.kind(unit)) {
                if support.timing() == timing && self.reaction_fits(seat, support, frame) {
                    self.support_choices(seat, unit, support, Some(frame), out);
                }
            }
        }
    }

    /// Whether a reaction support answers this frame, judged from public information only
    /// (R23, R24, R26).
    pub(super) fn reaction_fits(&self, seat: Seat, support: Support, frame: &Frame) -> bool {
        let own = self.side(seat.side());
        match *frame {
            Frame::Attack { target, .. } => match support {
                Support::Guardian => true,
                Support::Musha => own.field_units().any(|(c, _)| c.row == Row::Back),
                Support::Medjay => own.field_count() >= 2,
                Support::Tlacochcalcatl => own
                    .at(target)
                    .is_some_and(|fu| self.card(fu.unit).is_leader()),
                Support::Cataphract => own.field_count() >= 2,
                _ => false,
            },
            Frame::Support {
                seat: placed_by,
                unit,
                support: placed,
                ..
            } => {
                let placed = placed.support();
                if !placed.can_be_negated() {
                    return false;
                }
                let opponent = self.side(placed_by.side());
                match support {
                    Support::Wizard => true,
                    Support::Sorcerer => {
                        placed.colour() != Colour::Green && !self.player(seat).kingdom.is_empty()
                    }
                    Support::Druid => {
                        !opponent.graveyard.is_empty() && self.reserve_has_room(placed_by.side())
                    }
                    Support::Tlamacazqui1 => !self.kind(unit).is_leader(),
                    Support::Alchemist1 => placed.colour() == Colour::Purple,
                    _ => false,
                }
            }
            Frame::AfterHit { target, .. } => {
                support == Support::Diplomat && self.side(seat.side().other()).at(target).is_some()
            }
            Frame::Conscription { .. } => false,
        }
    }

    /// R23, H7: a window is offered when the player could react as far as the opponent can tell:
    /// a fitting card in the hand or the draw pile, a card in hand, room in the reserve, no lock.
    pub(super) fn window_offered(&self, seat: Seat, frame: &Frame) -> bool {
        let timing = match frame {
            Frame::Attack { .. } => Timing::AgainstAttack,
            Frame::Support { support, .. } => {
                if !support.support().can_be_negated() {
                    return false;
                }
                Timing::AgainstSupport
            }
            Frame::AfterHit { .. } => Timing::AfterHit,
            Frame::Conscription { .. } => return false,
        };
        let zone = self.player(seat);
        if zone.hand.is_empty() || !self.may_play_support(seat) {
            return false;
        }
        // Which of hand and draw pile holds a card is secret; what the two hold together is not.
        zone.hand.iter().chain(zone.draw_pile.iter()).any(|&u| {
            Support::of_unit(self.kind(u))
                .iter()
                .any(|&s| s.timing() == timing && self.reaction_fits(seat, s, frame))
        })
    }

    /// Whether phase 3 may hold a support for `seat`, judged like a window (H7): a card with a
    /// phase-3 support in hand or draw pile, a card in hand, room in the reserve, no lock.
    pub(super) fn discard_phase_support_possible(&self, seat: Seat) -> bool {
        let zone = self.player(seat);
        !zone.hand.is_empty()
            && self.may_play_support(seat)
            && zone.hand.iter().chain(zone.draw_pile.iter()).any(|&u| {
                Support::of_unit(self.kind(u))
                    .iter()
                    .any(|s| s.timing() == Timing::DiscardPhase)
            })
    }

    /// R28: the leftmost reserve unit, else a kingdom Soldier of the player's choice; the first
    /// on a front cell, the second on any empty cell that keeps R1 (H5).
    fn conscription_actions(&self, seat: Seat, placed: u8, out: &mut Vec<Action>) {
        let cells: Vec<Cell> = if placed == 0 {
            (0..3).map(Cell::front).collect()
        } else {
            self.empty_placement_cells(seat.side()).collect()
        };
        // R39: the side's reserve, then the kingdom of its member involved now (`seat`).
        let units: Vec<UnitId> = match self.side(seat.side()).reserve.first() {
            Some(&u) => vec![u],
            None => distinct_kinds(self, &self.player(seat).kingdom).collect(),
        };
        for unit in units {
            for &cell in &cells {
                out.push(Action::Conscript { unit, cell });
            }
        }
    }

    /// The attack value a unit would have now against `target` (R14, R25); `None` for C.
    /// `samurai` is the Samurai bonus the attack carries; the attacker is not yet tilted.
    pub(super) fn attack_value(
        &self,
        seat: Seat,
        unit: UnitId,
        target: Cell,
        samurai: u8,
    ) -> Option<u8> {
        let card = self.card(unit);
        let printed = card.attack;
        if printed == AttackValue::C {
            return None;
        }
        let own_turn = self.turn.active == seat;
        let base = match printed {
            _ if own_turn && self.turn.ocelotl => self.player(seat).hand.len() as u8,
            AttackValue::Points(n) => n,
            AttackValue::X => self.player(seat).hand.len() as u8,
            AttackValue::N => self.side(seat.side()).field_count() as u8,
            AttackValue::C => unreachable!("handled above"),
        };
        if !own_turn {
            return Some(base);
        }
        let tilted_others = self
            .side(seat.side())
            .field_units()
            .filter(|(_, fu)| fu.tilted && fu.unit != unit)
            .count() as u8;
        let mut value = base
            .saturating_add(self.turn.attack_bonus)
            .saturating_add(self.turn.viking_uses.saturating_mul(tilted_others));
        if !card.is_leader() {
            value = value.saturating_add(samurai);
            if target.row == Row::Front {
                value = value.saturating_add(self.turn.immortal_uses.saturating_mul(2));
            }
        }
        Some(value)
    }
}
