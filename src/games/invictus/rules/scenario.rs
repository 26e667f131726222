//! A builder for any position: cells, orientation, damage, hands, reserves, kingdoms,
//! graveyards and draw piles. For tests and examples; it panics on impossible requests.

use super::army::Army;
use super::card::{Catalog, UnitKind, Version};
use super::cell::Cell;
use super::seat::{BySeat, Mode, Seat, Side};
use super::setup::{MatchSetup, Settings};
use super::state::{Match, Phase, PlayerZones, SideZones, Turn, TurnAction};
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
    players: [PlayerZones; 4],
    sides: [SideZones; 2],
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
        Scenario::from_setup(
            MatchSetup {
                armies: BySeat::new(army_a, army_b),
                settings,
                seed: 0,
            },
            catalog,
        )
    }

    /// A team match (R32) with four pure King armies, team 1 (A and C) to play.
    pub fn teams(catalog: &Catalog) -> Scenario {
        let king = Army::pure(Version::King);
        Scenario::teams_of(
            BySeat::teams(king.clone(), king.clone(), king.clone(), king),
            Settings::default(),
            catalog,
        )
    }

    /// A team match with the given armies (A, B, C, D) and settings (the mode is set).
    pub fn teams_of(armies: BySeat<Army>, settings: Settings, catalog: &Catalog) -> Scenario {
        let settings = Settings {
            mode: Mode::Teams,
            ..settings
        };
        Scenario::from_setup(
            MatchSetup {
                armies,
                settings,
                seed: 0,
            },
            catalog,
        )
    }

    fn from_setup(setup: MatchSetup, catalog: &Catalog) -> Scenario {
        let mode = setup.settings.mode;
        let mut game = Match::new(setup, catalog).unwrap_or_else(|e| panic!("scenario setup: {e}"));
        let pools = BySeat::for_mode(mode, |seat| {
            (0..game.units.len() as u8)
                .map(UnitId)
                .filter(|&u| game.card(u).army == seat)
                .collect()
        });
        game.first_player = Seat::A;
        game.phase = Phase::Action;
        game.turn = Turn::new(Seat::A, 3);
        let used = || PlayerZones {
            mulligan_used: true,
            ..PlayerZones::default()
        };
        Scenario {
            players: [used(), used(), used(), used()],
            sides: Default::default(),
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

    /// The player whose action phase it is; A or B is also made the first player (C and D
    /// keep team 1 as it is, A's unless [`Scenario::first_player`] changed it).
    pub fn active(mut self, seat: Seat) -> Self {
        self.game.turn.active = seat;
        if seat.in_duel() {
            self.game.first_player = seat;
        }
        self
    }

    /// The first player: in the team mode, `seat`'s team is team 1 (R32).
    pub fn first_player(mut self, seat: Seat) -> Self {
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
        self.place(seat, seat.side(), cell, kind, tilted, damage)
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
        self.place(seat.pair(), seat.side(), cell, kind, tilted, damage)
    }

    /// An upright, undamaged unit of `owner`'s army on `side`'s `cell` (in the team mode, a
    /// partner's unit on the team battlefield, or a conscripted enemy Soldier).
    pub fn field_of(self, owner: Seat, side: Side, cell: &str, kind: UnitKind) -> Self {
        self.place(owner, side, cell, kind, false, 0)
    }

    /// A unit of `owner`'s army on `side`'s `cell`.
    fn place(
        mut self,
        owner: Seat,
        side: Side,
        cell: &str,
        kind: UnitKind,
        tilted: bool,
        damage: u8,
    ) -> Self {
        let cell: Cell = cell.parse().unwrap_or_else(|e| panic!("scenario: {e}"));
        let unit = self.take(owner, kind);
        let slot = self.sides[side as usize].at_mut(cell);
        assert!(
            slot.is_none(),
            "scenario: {cell} of side {side} is already occupied"
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
            self.players[seat as usize].hand.push(u);
        }
        self
    }

    /// Reserve cards of `seat`'s army, left to right, in its side's reserve.
    pub fn reserve(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(seat, k);
            self.sides[seat.side() as usize].reserve.push(u);
        }
        self
    }

    /// Citizens of the seat's own army.
    pub fn kingdom(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(seat, k);
            self.players[seat as usize].kingdom.push(u);
        }
        self
    }

    /// Citizens captured from the paired opponent's army.
    pub fn captured(self, seat: Seat, kinds: &[UnitKind]) -> Self {
        self.captured_from(seat, seat.pair(), kinds)
    }

    /// Citizens of `seat`'s kingdom captured from `owner`'s army.
    pub fn captured_from(mut self, seat: Seat, owner: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(owner, k);
            self.players[seat as usize].kingdom.push(u);
        }
        self
    }

    /// Dead units of `seat`'s army, in its side's graveyard.
    pub fn graveyard(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        for &k in kinds {
            let u = self.take(seat, k);
            self.sides[seat.side() as usize].graveyard.push(u);
        }
        self
    }

    /// Draw-pile cards, the first one on top.
    pub fn draw_pile(mut self, seat: Seat, kinds: &[UnitKind]) -> Self {
        let mut units: Vec<UnitId> = kinds.iter().map(|&k| self.take(seat, k)).collect();
        units.reverse();
        let pile = &mut self.players[seat as usize].draw_pile;
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
        for &seat in self.game.seats() {
            let rest = std::mem::take(self.pools.get_mut(seat));
            for u in rest {
                let player = &mut self.players[seat as usize];
                if self.game.units[u.0 as usize].kind.is_leader() {
                    player.hand.push(u);
                } else {
                    match self.leftovers {
                        Leftovers::DrawPile => player.draw_pile.insert(0, u),
                        Leftovers::Graveyard => self.sides[seat.side() as usize].graveyard.push(u),
                    }
                }
            }
        }
        self.game.players = self.players;
        self.game.sides = self.sides;
        self.game.stack.clear();
        if let Err(e) = self.game.check_invariants() {
            panic!("scenario: {e}");
        }
        self.game
    }
}
