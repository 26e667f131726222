//! Legal actions: the one place that decides what the player with priority may do now.

use super::action::Action;
use super::card::AttackValue;
use super::cell::{Cell, Row};
use super::seat::Seat;
use super::state::{Frame, Match, Phase, TurnAction};
use super::support::{Support, SupportUse, Timing};
use super::unit::UnitId;

/// Units of a zone with one entry per kind: cards of the same kind in one hand are
/// interchangeable, so only the first of each is offered.
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
                Frame::Attack { seat, .. } => {
                    out.push(Action::Pass);
                    self.reaction_actions(seat.other(), Timing::AgainstAttack, frame, out);
                }
                Frame::Support { seat, .. } => {
                    out.push(Action::Pass);
                    self.reaction_actions(seat.other(), Timing::AgainstSupport, frame, out);
                }
            }
            return;
        }
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Mulligan { seat } => {
                out.push(Action::KeepHand);
                if !self.zone(seat).mulligan_used {
                    out.push(Action::Mulligan);
                }
            }
            Phase::SetupBattlefield { seat } => {
                for unit in distinct_kinds(self, &self.zone(seat).hand) {
                    for col in 0..3 {
                        out.push(Action::SetupBattlefield {
                            unit,
                            cell: Cell::front(col),
                        });
                    }
                }
            }
            Phase::SetupReserve { seat } => {
                for unit in distinct_kinds(self, &self.zone(seat).hand) {
                    out.push(Action::SetupReserve { unit });
                }
            }
            Phase::SetupKingdom { seat } => {
                for unit in distinct_kinds(self, &self.zone(seat).hand) {
                    if !self.kind(unit).is_leader() {
                        out.push(Action::SetupKingdom { unit });
                    }
                }
            }
            Phase::Discard => {
                for unit in distinct_kinds(self, &self.zone(self.turn.active).hand) {
                    if !self.kind(unit).is_leader() {
                        out.push(Action::Discard { unit });
                    }
                }
            }
            Phase::Action => self.action_phase_actions(out),
        }
    }

    fn action_phase_actions(&self, out: &mut Vec<Action>) {
        let seat = self.turn.active;
        let zone = self.zone(seat);
        if self.turn.action == TurnAction::None {
            self.recruit_actions(seat, out);
        }
        if self.turn.action != TurnAction::Recruit {
            self.attack_actions(seat, out);
        }
        if self.may_play_support(seat) {
            for unit in distinct_kinds(self, &zone.hand) {
                for &support in Support::of_unit(self.kind(unit)) {
                    if support.timing() == Timing::ActionPhase {
                        self.support_choices(seat, unit, support, out);
                    }
                }
            }
        }
        if !self.turn.kingdom_bonus_used {
            for unit in distinct_kinds(self, &zone.hand) {
                if !self.kind(unit).is_leader() {
                    out.push(Action::SendToKingdom { unit });
                }
            }
        }
        out.push(Action::EndTurn);
    }

    /// R11: the leftmost reserve unit if there is one, else any hand unit; a Giant may always
    /// come from the hand (R31).
    fn recruit_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let zone = self.zone(seat);
        let cells = self.recruit_cells(seat);
        let mut push_unit = |unit: UnitId| {
            for &cell in &cells {
                out.push(Action::Recruit { unit, cell });
            }
        };
        if let Some(&first) = zone.reserve.first() {
            push_unit(first);
            for unit in distinct_kinds(self, &zone.hand) {
                if Support::of_unit(self.kind(unit)).is_empty() && !self.kind(unit).is_leader() {
                    push_unit(unit);
                }
            }
        } else {
            for unit in distinct_kinds(self, &zone.hand) {
                push_unit(unit);
            }
        }
    }

    /// Cells a recruit may go to: any occupied cell (swap), an empty front cell, or an empty back
    /// cell whose front cell is occupied (R1, R11).
    fn recruit_cells(&self, seat: Seat) -> Vec<Cell> {
        let zone = self.zone(seat);
        Cell::ALL
            .into_iter()
            .filter(|&cell| {
                zone.at(cell).is_some()
                    || cell.row == Row::Front
                    || self.front_occupied(seat, cell.col)
            })
            .collect()
    }

    /// R14, R15: each untapped own unit against each enemy unit its pattern reaches.
    fn attack_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let own = self.zone(seat);
        let enemy = self.zone(seat.other());
        for (attacker, fu) in own.field_units() {
            if fu.tilted {
                continue;
            }
            let range = self.card(fu.unit).range;
            for (target, _) in enemy.field_units() {
                let depth = 1 + attacker.row.index() as u8 + target.row.index() as u8;
                let offset = target.col as i8 - attacker.col as i8;
                if range.contains(depth, offset) {
                    out.push(Action::Attack { attacker, target });
                }
            }
        }
    }

    /// A support can be placed: room in the reserve (R20).
    pub(super) fn may_play_support(&self, seat: Seat) -> bool {
        self.reserve_has_room(seat)
    }

    /// Every complete way to play `support` with `unit`, or none if its effect cannot be
    /// applied in full (R20).
    fn support_choices(&self, seat: Seat, unit: UnitId, support: Support, out: &mut Vec<Action>) {
        let mut push = |support: SupportUse| out.push(Action::PlaySupport { unit, support });
        match support {
            Support::Warrior => push(SupportUse::Warrior),
            Support::Archer => {
                for (target, _) in self.zone(seat.other()).field_units() {
                    push(SupportUse::Archer { target });
                }
            }
            Support::Priest => {
                for (from, _) in self.zone(seat).field_units() {
                    for to in Cell::ALL {
                        if self.priest_destination_ok(seat, from, to) {
                            push(SupportUse::Priest { from, to });
                        }
                    }
                }
            }
            Support::Guardian => push(SupportUse::Guardian),
            Support::Wizard => push(SupportUse::Wizard),
            _ => {}
        }
    }

    /// R26, R1: a move to another cell; into an occupied cell it is a swap, into an empty back
    /// cell only if another unit holds the front of that column.
    pub(super) fn priest_destination_ok(&self, seat: Seat, from: Cell, to: Cell) -> bool {
        if from == to {
            return false;
        }
        let zone = self.zone(seat);
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
        for unit in distinct_kinds(self, &self.zone(seat).hand) {
            for &support in Support::of_unit(self.kind(unit)) {
                if support.timing() == timing && self.reaction_fits(seat, support, frame) {
                    self.support_choices(seat, unit, support, out);
                }
            }
        }
    }

    /// Whether a reaction support answers this frame, judged from public information only
    /// (R23, R24).
    pub(super) fn reaction_fits(&self, _seat: Seat, support: Support, frame: &Frame) -> bool {
        match (support, frame) {
            (Support::Guardian, Frame::Attack { .. }) => true,
            (Support::Wizard, Frame::Support { support: s, .. }) => s.support().can_be_negated(),
            _ => false,
        }
    }

    /// R23: a window is offered when the player could react as far as the opponent can tell:
    /// a fitting card not yet seen in a public zone, a card in hand, and room in the reserve.
    pub(super) fn window_offered(&self, seat: Seat, frame: &Frame) -> bool {
        let timing = match frame {
            Frame::Attack { .. } => Timing::AgainstAttack,
            Frame::Support { support, .. } => {
                if !support.support().can_be_negated() {
                    return false;
                }
                Timing::AgainstSupport
            }
            Frame::Conscription { .. } => return false,
        };
        let zone = self.zone(seat);
        if zone.hand.is_empty() || !self.may_play_support(seat) {
            return false;
        }
        // The cards that may be in this hand are those in the hand or the draw pile: which of
        // the two is secret, so the answer depends only on what is public.
        zone.hand.iter().chain(zone.draw_pile.iter()).any(|&u| {
            Support::of_unit(self.kind(u))
                .iter()
                .any(|&s| s.timing() == timing && self.reaction_fits(seat, s, frame))
        })
    }

    /// R28: the leftmost reserve unit, else a kingdom Soldier of the player's choice; the first
    /// on a front cell, the second on any empty cell that keeps R1.
    fn conscription_actions(&self, seat: Seat, placed: u8, out: &mut Vec<Action>) {
        let zone = self.zone(seat);
        let cells: Vec<Cell> = if placed == 0 {
            (0..3).map(Cell::front).collect()
        } else {
            Cell::ALL
                .into_iter()
                .filter(|&c| {
                    zone.at(c).is_none()
                        && (c.row == Row::Front || self.front_occupied(seat, c.col))
                })
                .collect()
        };
        let units: Vec<UnitId> = match zone.reserve.first() {
            Some(&u) => vec![u],
            None => distinct_kinds(self, &zone.kingdom).collect(),
        };
        for unit in units {
            for &cell in &cells {
                out.push(Action::Conscript { unit, cell });
            }
        }
    }

    /// The attack value a unit would have now (R14, R25); `None` for C.
    pub(super) fn attack_value(&self, seat: Seat, unit: UnitId) -> Option<u8> {
        let base = match self.card(unit).attack {
            AttackValue::Points(n) => n,
            AttackValue::X => self.zone(seat).hand.len() as u8,
            AttackValue::N => self.zone(seat).field_count() as u8,
            AttackValue::C => return None,
        };
        let bonus = if self.turn.active == seat {
            self.turn.attack_bonus
        } else {
            0
        };
        Some(base.saturating_add(bonus))
    }
}
