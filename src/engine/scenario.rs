//! A builder for any position: cells, orientation, damage, hands, reserves, kingdoms,
//! graveyards and draw piles. For tests and examples; it panics on impossible requests.

use super::army::Army;
use super::card::{Catalog, UnitKind, Version};
use super::cell::Cell;
use super::seat::{BySeat, Seat};
use super::setup::{MatchSetup, Settings};
use super::state::{Match, Phase, SeatState, Turn, TurnAction};
use super::unit::{FieldUnit, UnitId};

/// Where the units not placed explicitly go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leftovers {
    /// Below the explicitly placed draw-pile cards (the default).
    DrawPile,
    Graveyard,
}

/// Builds a match in the action phase of a chosen turn with every zone given explicitly.
pub struct Scenario {
    game: Match,
    pools: BySeat<Vec<UnitId>>,
    zones: BySeat<SeatState>,
    leftovers: Leftovers,
}

impl Scenario {
    /// Both armies pure King, default settings.
    pub fn king(catalog: &Catalog) -> Scenario {
        Scenario::new(
            Army::pure(Version::King),
            Army::pure(Version::King),
            catalog,
        )
    }

    pub fn new(army_a: Army, army_b: Army, catalog: &Catalog) -> Scenario {
        Scenario::with_settings(army_a, army_b, Settings::default(), catalog)
    }

    pub fn with_settings(
        army_a: Army,
        army_b: Army,
        settings: Settings,
        catalog: &Catalog,
    ) -> Scenario {
        let setup = MatchSetup {
            armies: BySeat::new(army_a, army_b),
            settings,
            seed: 0,
        };
        let mut game = Match::new(setup, catalog).unwrap_or_else(|e| panic!("scenario setup: {e}"));
        let pools = BySeat::from_fn(|seat| {
            (0..game.units.len() as u8)
                .map(UnitId)
                .filter(|&u| game.card(u).army == seat)
                .collect()
        });
        game.first_player = Seat::A;
        game.phase = Phase::Action;
        game.turn = Turn::new(Seat::A, 3);
        let empty = || SeatState {
            mulligan_used: true,
            ..SeatState::empty()
        };
        Scenario {
            zones: BySeat::new(empty(), empty()),
            game,
            pools,
            leftovers: Leftovers::DrawPile,
        }
    }

    /// Takes a unit of `kind` printed for `army` out of the pool.
    fn take(&mut self, army: Seat, kind: UnitKind) -> UnitId {
        let pool = self.pools.get_mut(army);
        let i = pool
            .iter()
            .position(|&u| self.game.units[u.0 as usize].kind == kind)
            .unwrap_or_else(|| panic!("scenario: army {army} has no {kind} left to place"));
        pool.remove(i)
    }

    /// The player whose action phase it is (also the first player).
    pub fn active(mut self, seat: Seat) -> Self {
        self.game.turn.active = seat;
        self.game.first_player = seat;
        self
    }

    pub fn turn_number(mut self, number: u32) -> Self {
        self.game.turn.number = number;
        self
    }

    pub fn turn_action(mut self, action: TurnAction) -> Self {
        self.game.turn.action = action;
        self
    }

    pub fn kingdom_bonus_used(mut self) -> Self {
        self.game.turn.kingdom_bonus_used = true;
        self
    }

    /// An upright, undamaged unit of `seat`'s army on `cell`.
    pub fn field(self, seat: Seat, cell: &str, kind: UnitKind) -> Self {
        self.field_with(seat, cell, kind, false, 0)
    }

    pub fn tilted(self, seat: Seat, cell: &str, kind: UnitKind) -> Self {
        self.field_with(seat, cell, kind, true, 0)
    }

    pub fn field_with(
        self,
        seat: Seat,
        cell: &str,
        kind: UnitKind,
        tilted: bool,
        damage: u8,
    ) -> Self {
        self.place(seat, seat, cell, kind, tilted, damage)
    }

    /// A Soldier printed for the other army standing on `seat`'s `cell`, one `seat` captured
    /// and then conscripted (R5, R28), with its orientation and damage.
    pub fn conscripted(
        self,
        seat: Seat,
        cell: &str,
        kind: UnitKind,
        tilted: bool,
        damage: u8,
    ) -> Self {
        // teams: field_of(owner, side, …)
        self.place(seat.pair(), seat, cell, kind, tilted, damage)
    }

    /// A unit of `owner`'s army on `seat`'s `cell`.
    fn place(
        mut self,
        owner: Seat,
        seat: Seat,
        cell: &str,
        kind: UnitKind,
        tilted: bool,
        damage: u8,
    ) -> Self {
        let cell: Cell = cell.parse().unwrap_or_else(|e| panic!("scenario: {e}"));
        let unit = self.take(owner, kind);
        let slot = self.zones.get_mut(seat).at_mut(cell);
        assert!(
            slot.is_none(),
            "scenario: {cell} of seat {seat} is already occupied"
        );
        *slot = Some(FieldUnit {
            unit,
            tilted,
            damage,
        });
        self
    }

    pub fn hand(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(seat, k);
            self.zones.get_mut(seat).hand.push(u);
        }
        self
    }

    /// Reserve cards, left to right.
    pub fn reserve(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(seat, k);
            self.zones.get_mut(seat).reserve.push(u);
        }
        self
    }

    /// Citizens of the seat's own army.
    pub fn kingdom(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(seat, k);
            self.zones.get_mut(seat).kingdom.push(u);
        }
        self
    }

    /// Citizens captured from the opponent's army.
    pub fn captured(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            // teams: the captured army is an explicit owner
            let u = self.take(seat.pair(), k);
            self.zones.get_mut(seat).kingdom.push(u);
        }
        self
    }

    pub fn graveyard(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(seat, k);
            self.zones.get_mut(seat).graveyard.push(u);
        }
        self
    }

    /// Draw-pile cards, the first one on top.
    pub fn draw_pile(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        let mut units: Vec<UnitId> = kinds.iter().map(|&k| self.take(seat, k)).collect();
        units.reverse();
        let pile = &mut self.zones.get_mut(seat).draw_pile;
        // Keep earlier calls' cards on top of these.
        units.append(pile);
        *pile = units;
        self
    }

    pub fn leftovers(mut self, leftovers: Leftovers) -> Self {
        self.leftovers = leftovers;
        self
    }

    /// The match. Unplaced Leaders go to their hands; other unplaced units go to the
    /// leftovers zone. Panics if the position breaks an invariant.
    pub fn build(mut self) -> Match {
        for seat in Seat::BOTH {
            let rest = std::mem::take(self.pools.get_mut(seat));
            for u in rest {
                let zone = self.zones.get_mut(seat);
                if self.game.units[u.0 as usize].kind.is_leader() {
                    zone.hand.push(u);
                } else {
                    match self.leftovers {
                        Leftovers::DrawPile => zone.draw_pile.insert(0, u),
                        Leftovers::Graveyard => zone.graveyard.push(u),
                    }
                }
            }
        }
        self.game.seats = self.zones;
        self.game.stack.clear();
        if let Err(e) = self.game.check_invariants() {
            panic!("scenario: {e}");
        }
        self.game
    }
}
