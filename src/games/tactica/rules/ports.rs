//! The Port Centre's fee (T34): due from a unit that ends a path on a centre or is put there by
//! an effect, never from one that advanced there by killing its occupant. Whoever will not or
//! cannot pay goes back to the field it entered the centre from; Lydia pays from her debt
//! allowance (T101) as she pays anything else.

use super::event::Event;
use super::map::Field;
use super::resolve::Arrival;
use super::state::{Decision, Match, Seat};

impl Match {
    /// Whether `seat` can pay the Port Centre's fee now: its gold, and Lydia's debt (T101).
    pub(super) fn can_pay_port_fee(&self, seat: Seat) -> bool {
        self.spendable(seat) >= self.rules.economy.port_fee
    }

    /// The unit of `seat` arrived on the Port Centre `field` from `from` (T34): a path pays (one
    /// whose fee cannot be paid goes back before it arrives, see [`Match::turn_back_unpaid`]); an
    /// effect asks whether to pay when the unit could pay and go back, else settles at once.
    pub(super) fn port_centre_arrival(
        &mut self,
        seat: Seat,
        field: Field,
        from: Field,
        how: Arrival,
        ev: &mut Vec<Event>,
    ) {
        match how {
            Arrival::Killed { .. } => {}
            Arrival::Path => self.pay_port_fee(seat, field, ev),
            Arrival::Effect => {
                let can_pay = self.can_pay_port_fee(seat);
                let back_free = self.vacant(from) && from != field;
                if can_pay && back_free {
                    self.s.decisions.insert(
                        0,
                        Decision::PortFee {
                            seat,
                            field,
                            back: from,
                        },
                    );
                } else {
                    self.settle_fee(seat, field, from, can_pay, ev);
                }
            }
        }
    }

    fn pay_port_fee(&mut self, seat: Seat, field: Field, ev: &mut Vec<Event>) {
        let fee = self.rules.economy.port_fee;
        self.s.players[seat as usize].gold -= fee;
        ev.push(Event::PortFeePaid {
            seat,
            field,
            gold: fee,
        });
    }

    /// T34: pay, or go back to the field it came from (with its wagon); with that field taken,
    /// pay if able, else stay.
    pub(super) fn settle_fee(
        &mut self,
        seat: Seat,
        field: Field,
        back: Field,
        pay: bool,
        ev: &mut Vec<Event>,
    ) {
        let can_pay = self.can_pay_port_fee(seat);
        if pay && can_pay {
            self.pay_port_fee(seat, field, ev);
        } else if self.vacant(back) {
            if let Some(unit) = self.take_unit(field) {
                self.put_unit(back, unit);
                self.carry_wagon(field, back);
                ev.push(Event::TurnedBack {
                    from: field,
                    to: back,
                });
            }
        } else if can_pay {
            self.pay_port_fee(seat, field, ev);
        }
    }

    /// T34: a path of `seat` ended on the Port Centre `field` and its fee cannot be paid. The
    /// move was made; the unit goes back to `back`, the field the path entered the centre from
    /// (with the wagon it drove there, `with_wagon`; onto the wagon it left there, if it left
    /// one), and the points the path cost stay spent.
    pub(super) fn turn_back_unpaid(
        &mut self,
        seat: Seat,
        field: Field,
        back: Field,
        with_wagon: bool,
        ev: &mut Vec<Event>,
    ) {
        let Some(unit) = self.take_unit(field) else {
            return;
        };
        self.put_unit(back, unit);
        if with_wagon {
            self.carry_wagon(field, back);
        }
        ev.push(Event::PortFeeUnpaid {
            seat,
            field,
            back,
            gold: self.rules.economy.port_fee,
        });
    }
}
