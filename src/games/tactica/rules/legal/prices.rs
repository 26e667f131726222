//! What a recruit costs where (T48, T54, T55, T97), for the legal actions and the front ends.

use super::*;

impl Match {
    /// The price of a recruit here, and whether it is a Docks recruit; None if not allowed (T48, T54, T55).
    pub fn recruit_price(&self, seat: Seat, what: Recruit, field: Field) -> Option<(i32, bool)> {
        self.recruit_price_with(seat, what, field, |kind| self.tokens_left(seat, kind))
    }

    /// [`Match::recruit_price`] with the seat's tokens left per type (`None`: wagons) given by
    /// `tokens_left`, for a caller that counted them once for many fields.
    pub(super) fn recruit_price_with(
        &self,
        seat: Seat,
        what: Recruit,
        field: Field,
        tokens_left: impl Fn(Option<UnitKind>) -> usize,
    ) -> Option<(i32, bool)> {
        if !self.board.contains(field) {
            return None;
        }
        let terrain = self.terrain(field);
        let docks = match terrain {
            Terrain::Keep => {
                let castle = self.board.castle_of_keep(field)?;
                if self.s.castle_owner[castle] != Some(seat) {
                    return None;
                }
                false
            }
            Terrain::Docks => {
                let port = self.board.port_of(field)?;
                if !self.docks_open(seat, port) {
                    return None;
                }
                true
            }
            _ => return None,
        };
        let (cost, kind) = match what {
            Recruit::Wagon => {
                // Empty, or under the owner's infantry (T48).
                if self.wagon(field).is_some() {
                    return None;
                }
                if let Some(u) = self.unit(field) {
                    if u.owner != seat || self.rules.unit(u.kind).mode != MovementMode::Infantry {
                        return None;
                    }
                }
                let own = self.rules_of(seat);
                if !own.may_recruit(None) {
                    return None;
                }
                (own.wagon.cost, None)
            }
            Recruit::Chariot => {
                // Like a War Wagon (T99), from its own stash.
                if self.wagon(field).is_some() || self.chariots_left(seat) == 0 {
                    return None;
                }
                if let Some(u) = self.unit(field) {
                    if u.owner != seat || self.rules.unit(u.kind).mode != MovementMode::Infantry {
                        return None;
                    }
                }
                let cost = self.rules.chariot.as_ref()?.cost;
                return self.priced(seat, cost, docks);
            }
            Recruit::Unit { kind, tier } => {
                let own = self.rules_of(seat);
                if kind as usize >= own.units.len() || !own.may_recruit(Some(kind)) {
                    return None;
                }
                let unit = self.rules.unit(kind);
                let tier_ok = if unit.tiered() {
                    (1..=unit.tiers).contains(&tier)
                } else {
                    tier == 1
                };
                if !tier_ok || self.unit(field).is_some() {
                    return None;
                }
                if let Some(owner) = self.wagon(field) {
                    if owner != seat || unit.mode != MovementMode::Infantry {
                        return None;
                    }
                }
                (own.unit_cost(kind, tier), Some(kind))
            }
        };
        if tokens_left(kind) == 0 {
            return None;
        }
        self.priced(seat, cost, docks)
    }

    /// A recruit's price here (the Docks discount after the standard cost, T82), if `seat` can
    /// pay it.
    pub(super) fn priced(&self, seat: Seat, cost: i32, docks: bool) -> Option<(i32, bool)> {
        let cost = if docks {
            (cost - self.ports_of(seat) as i32).max(1)
        } else {
            cost
        };
        (self.spendable(seat) >= cost).then_some((cost, docks))
    }

    /// T35, T55: held since before this turn, no enemy on its Docks, under the per-turn limit.
    pub(super) fn docks_open(&self, seat: Seat, port: usize) -> bool {
        let p = &self.board.ports[port];
        let held = self.unit(p.centre).is_some_and(|u| u.owner == seat)
            && self.s.port_since[port] < self.s.turn;
        // PLAN on a Port Centre: one more Docks recruit (T97).
        let limit = self.ports_of(seat) + self.plans_on(seat, Terrain::PortCentre).min(1);
        held && (self.s.players[seat as usize].docks_recruits as usize) < limit
            && !p
                .docks
                .iter()
                .any(|&d| self.unit(d).is_some_and(|u| !self.friendly(u.owner, seat)))
    }
}
