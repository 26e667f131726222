//! The opening of a match, action by action: the mulligan choices (R7, R34) and the placements
//! on the battlefield, in the reserve and in the kingdom (R8, R34).

use super::*;

impl Match {
    /// The player to act keeps its hand or mulligans. Under the corrected rulings (R7, R34) the
    /// choice stays secret until every player made theirs, in seat order; under the first ones it
    /// is carried out at once.
    pub(super) fn choose_mulligan(&mut self, mulligan: bool, events: &mut Vec<Event>) {
        let seat = self.priority().expect("setup has a player to act");
        if self.rulings() == Rulings::Corrected {
            self.player_mut(seat).mulligan_used = mulligan;
            let seats = self.seats();
            if let Some(&next) = seats.get(seat as usize + 1) {
                self.phase = Phase::Mulligan { seat: next };
            } else {
                self.reveal_mulligans(events);
            }
        } else {
            self.carry_out_mulligan(seat, mulligan, events);
            self.after_mulligan(seat, events);
        }
    }

    /// R7 (R34): every player has chosen; all the choices are carried out and shown together, in
    /// seat order, then the first player (team 1 in the team mode, R32) is drawn (R8).
    fn reveal_mulligans(&mut self, events: &mut Vec<Event>) {
        for &seat in self.seats() {
            let chose = self.player(seat).mulligan_used;
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

    /// The player to act places `unit` from the hand on its front-row `cell` (R8).
    pub(super) fn place_on_battlefield(
        &mut self,
        unit: UnitId,
        cell: Cell,
        events: &mut Vec<Event>,
    ) {
        let seat = self.priority().expect("setup has a player to act");
        self.take_from_hand(seat, unit);
        *self.side_mut(seat.side()).at_mut(cell) = Some(FieldUnit::fresh(unit));
        events.push(Event::PlacedOnBattlefield {
            seat,
            unit,
            kind: self.kind(unit),
            cell,
        });
        // R8, R34: the first two players in turn order place on their front rows;
        // then the reserves: in a duel the same two, in the team mode the other two.
        let next = self.next(seat);
        self.phase = if seat == self.first_player {
            Phase::SetupBattlefield { seat: next }
        } else {
            Phase::SetupReserve { seat: next }
        };
    }

    /// The player to act places `unit` from the hand in the reserve, with no support effect (R8).
    pub(super) fn place_in_reserve(&mut self, unit: UnitId, events: &mut Vec<Event>) {
        let seat = self.priority().expect("setup has a player to act");
        self.take_from_hand(seat, unit);
        self.side_mut(seat.side()).reserve.push(unit);
        events.push(Event::PlacedInReserve {
            seat,
            unit,
            kind: self.kind(unit),
        });
        // The first reserve is placed by the player after the second front row's:
        // the first player in a duel, the third in turn order in the team mode.
        let first_reserve = self.next(self.next(self.first_player));
        let next = self.next(seat);
        self.phase = if seat == first_reserve {
            Phase::SetupReserve { seat: next }
        } else {
            Phase::SetupKingdom { seat: next }
        };
    }

    /// The player to act places a Soldier from the hand in the kingdom (R8); after the last
    /// player, the first turn starts.
    pub(super) fn place_in_kingdom(&mut self, unit: UnitId, events: &mut Vec<Event>) {
        let seat = self.priority().expect("setup has a player to act");
        self.take_from_hand(seat, unit);
        self.send_to_kingdom(seat, unit, KingdomReason::Setup, events);
        // Every player in turn order, then the first turn.
        let next = self.next(seat);
        if next == self.first_player {
            self.start_turn(next, events);
        } else {
            self.phase = Phase::SetupKingdom { seat: next };
        }
    }
}
