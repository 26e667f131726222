//! Per-seat projections of a match: what a player (or the public) may see (R4).

use super::action::Action;
use super::army::Army;
use super::card::{AttackValue, Colour, UnitKind};
use super::cell::Cell;
use super::seat::{BySeat, Mode, Seat};
use super::state::{Frame, Match, Outcome, Phase, Turn};
use super::support::Support;
use super::unit::UnitId;
use serde::{Deserialize, Serialize};

/// A unit on the battlefield as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldView {
    pub cell: Cell,
    pub unit: UnitId,
    pub kind: UnitKind,
    /// The printed attack (a number, X, N or C).
    pub attack: AttackValue,
    pub tilted: bool,
    pub damage: u8,
    pub health_left: u8,
}

impl FieldView {
    /// The printed health for the unit's orientation (what `health_left` counts down from).
    pub fn health_printed(&self) -> u8 {
        self.health_left + self.damage
    }
}

/// A card in the viewer's own hand, with the numbers it fights with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCard {
    pub unit: UnitId,
    pub kind: UnitKind,
    pub attack: AttackValue,
    pub health_upright: u8,
    pub health_tilted: u8,
}

/// One seat as the viewer may see it. In the team mode the battlefield, reserve and graveyard
/// are the seat's team's, the same for both partners (R33).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub leader: UnitKind,
    /// The army list is public from the start (R4).
    pub army: Army,
    pub battlefield: Vec<FieldView>,
    pub reserve: Vec<UnitKind>,
    pub reserve_limit: usize,
    pub kingdom: Vec<UnitKind>,
    /// Citizens per colour: blue, green, red, yellow, purple.
    pub kingdom_by_colour: [u8; 5],
    pub graveyard: Vec<UnitKind>,
    pub hand_size: usize,
    /// Only in the owner's own view.
    pub hand: Option<Vec<HandCard>>,
    pub draw_pile_size: usize,
}

/// A pending resolution as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pending", rename_all = "snake_case")]
pub enum PendingView {
    Attack {
        seat: Seat,
        attacker: Cell,
        target: Cell,
    },
    Support {
        seat: Seat,
        kind: UnitKind,
        support: Support,
    },
    Conscription {
        seat: Seat,
        placed: u8,
    },
    /// `seat`'s attack hit the unit on the enemy `target` cell, which survived.
    AfterHit {
        seat: Seat,
        target: Cell,
    },
}

/// What one viewer may see of a match. `viewer: None` is the public view: it never holds a
/// card of a hand or the order of a draw pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Option<Seat>,
    /// A duel or the team mode (not written for a duel).
    #[serde(default, skip_serializing_if = "Mode::is_duel")]
    pub mode: Mode,
    pub version: u64,
    pub phase: Phase,
    pub turn: Turn,
    /// Who plays first, once known (R8: drawn after the mulligans).
    pub first_player: Option<Seat>,
    pub priority: Option<Seat>,
    pub pending: Vec<PendingView>,
    pub outcome: Option<Outcome>,
    pub seats: BySeat<SeatView>,
    /// The actions open to the viewer now, in the order of `legal_actions()` (an action is
    /// named by its index here); empty unless the viewer has priority.
    pub actions: Vec<Action>,
    /// The units the viewer may name, sorted by id: every battlefield unit, their own hand,
    /// and every unit an action open to them names.
    pub known: Vec<(UnitId, UnitKind)>,
}

impl View {
    /// How many of the five colours `seat`'s kingdom leads over `other`'s: Development compares
    /// kingdoms in pairs, and four win (R41).
    pub fn colours_led(&self, seat: Seat, other: Seat) -> usize {
        super::resolve::leads(
            &self.seats.get(seat).kingdom_by_colour,
            &self.seats.get(other).kingdom_by_colour,
        )
    }

    /// The seats in turn order once the first player is known (R32): in the team mode A, B, C,
    /// D when side A's team plays first, B, A, D, C when side B's does.
    pub fn turn_order(&self) -> Option<Vec<Seat>> {
        let first = self.first_player?;
        Some(match self.mode {
            Mode::Duel => vec![first, first.pair()],
            Mode::Teams => vec![first, first.pair(), first.partner(), first.pair().partner()],
        })
    }

    /// The kind of a unit the viewer may name.
    pub fn kind_of(&self, unit: UnitId) -> Option<UnitKind> {
        self.known
            .binary_search_by_key(&unit, |(u, _)| *u)
            .ok()
            .map(|i| self.known[i].1)
    }
}

/// The units an action names.
fn units_named(action: Action) -> impl Iterator<Item = UnitId> {
    use super::support::SupportUse as U;
    let (first, second) = match action {
        Action::SetupBattlefield { unit, .. }
        | Action::SetupReserve { unit }
        | Action::SetupKingdom { unit }
        | Action::Recruit { unit, .. }
        | Action::SendToKingdom { unit }
        | Action::Discard { unit }
        | Action::Conscript { unit, .. } => (Some(unit), None),
        Action::PlaySupport { unit, support } => (
            Some(unit),
            match support {
                U::Anubis { unit, .. }
                | U::Bard { unit, .. }
                | U::Druid { unit }
                | U::Tlamacazqui2 { unit } => Some(unit),
                U::Sorcerer { citizen } | U::Pochtecatl { citizen, .. } => Some(citizen),
                _ => None,
            },
        ),
        _ => (None, None),
    };
    first.into_iter().chain(second)
}

impl Match {
    /// The match as `viewer` may see it.
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let mut view = View {
            viewer,
            mode: self.mode(),
            version: self.version,
            phase: self.phase,
            turn: self.turn,
            first_player: self.first_player_known(),
            priority: self.priority(),
            pending: self
                .stack
                .iter()
                .map(|frame| match *frame {
                    Frame::Attack {
                        seat,
                        attacker,
                        target,
                        ..
                    } => PendingView::Attack {
                        seat,
                        attacker,
                        target,
                    },
                    Frame::Support {
                        seat,
                        unit,
                        support,
                        ..
                    } => PendingView::Support {
                        seat,
                        kind: self.kind(unit),
                        support: support.support(),
                    },
                    Frame::Conscription { seat, placed } => {
                        PendingView::Conscription { seat, placed }
                    }
                    Frame::AfterHit { seat, target, .. } => PendingView::AfterHit { seat, target },
                })
                .collect(),
            outcome: self.outcome(),
            seats: BySeat::for_mode(self.mode(), |seat| {
                self.seat_view(seat, viewer == Some(seat))
            }),
            actions: Vec::new(),
            known: Vec::new(),
        };
        if viewer.is_some() && viewer == self.priority() {
            view.actions = self.legal_actions();
        }
        let mut known: Vec<(UnitId, UnitKind)> = Vec::new();
        for &seat in self.seats() {
            let side = view.seats.get(seat);
            known.extend(side.battlefield.iter().map(|f| (f.unit, f.kind)));
            known.extend(side.hand.iter().flatten().map(|c| (c.unit, c.kind)));
        }
        for &action in &view.actions {
            known.extend(units_named(action).map(|u| (u, self.kind(u))));
        }
        known.sort_unstable_by_key(|(u, _)| *u);
        known.dedup_by_key(|(u, _)| *u);
        view.known = known;
        view
    }

    fn seat_view(&self, seat: Seat, own: bool) -> SeatView {
        let zone = self.seat_state(seat);
        let kinds = |units: &[UnitId]| units.iter().map(|&u| self.kind(u)).collect::<Vec<_>>();
        let counts = self.kingdom_counts(seat);
        SeatView {
            leader: self.setup.armies.get(seat).leader,
            army: self.setup.armies.get(seat).clone(),
            battlefield: zone
                .field_units()
                .map(|(cell, fu)| FieldView {
                    cell,
                    unit: fu.unit,
                    kind: self.kind(fu.unit),
                    attack: self.card(fu.unit).attack,
                    tilted: fu.tilted,
                    damage: fu.damage,
                    health_left: self.health_left(fu),
                })
                .collect(),
            reserve: kinds(zone.reserve),
            reserve_limit: self.reserve_limit(seat.side()),
            kingdom: kinds(zone.kingdom),
            kingdom_by_colour: Colour::ALL.map(|c| counts[c as usize]),
            graveyard: kinds(zone.graveyard),
            hand_size: zone.hand.len(),
            hand: own.then(|| {
                zone.hand
                    .iter()
                    .map(|&unit| {
                        let card = self.card(unit);
                        HandCard {
                            unit,
                            kind: card.kind,
                            attack: card.attack,
                            health_upright: card.health_upright,
                            health_tilted: card.health_tilted,
                        }
                    })
                    .collect()
            }),
            draw_pile_size: zone.draw_pile.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::units_named;
    use crate::games::invictus::cards;
    use crate::games::invictus::rules::scenario::Scenario;
    use crate::games::invictus::rules::{
        Action, Army, Cell, Match, MatchSetup, Seat, UnitId, UnitKind, Version,
    };
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64Mcg;

    /// The units `viewer` may not see: the other seat's hand (both hands for the public) and
    /// both draw piles.
    fn hidden(game: &Match, viewer: Option<Seat>) -> Vec<UnitId> {
        let mut out = Vec::new();
        for &seat in game.seats() {
            let zone = game.seat_state(seat);
            if viewer != Some(seat) {
                out.extend_from_slice(zone.hand);
            }
            out.extend_from_slice(zone.draw_pile);
        }
        out
    }

    /// Every view of `game` names no hidden unit that is not the subject of one of its own
    /// actions; the public view and the view of the seat without priority hold no hand but
    /// their own and no actions.
    fn assert_hides(game: &Match, context: &str) {
        for viewer in [None, Some(Seat::A), Some(Seat::B)] {
            let view = game.view(viewer);
            let named: Vec<UnitId> = view
                .actions
                .iter()
                .flat_map(|&action| units_named(action))
                .collect();
            for unit in hidden(game, viewer) {
                assert!(
                    view.kind_of(unit).is_none() || named.contains(&unit),
                    "{context}: the view of {viewer:?} names the hidden unit {unit}"
                );
            }
            for seat in Seat::BOTH {
                assert_eq!(
                    view.seats.get(seat).hand.is_some(),
                    viewer == Some(seat),
                    "{context}: the view of {viewer:?} shows the hand of {seat}"
                );
            }
            if viewer.is_none() || viewer != game.priority() {
                assert!(
                    view.actions.is_empty(),
                    "{context}: the view of {viewer:?} lists actions"
                );
                for unit in hidden(game, viewer) {
                    assert_eq!(
                        view.kind_of(unit),
                        None,
                        "{context}: {viewer:?} sees {unit}"
                    );
                }
            }
            assert!(
                view.known.windows(2).all(|w| w[0].0 < w[1].0),
                "{context}: known is sorted without duplicates"
            );
        }
    }

    #[test]
    fn views_name_no_unit_of_a_hidden_hand_in_setup_and_mid_game() {
        let catalog = cards::builtin();
        // Setup: the first mulligan, then every setup step of a match played at random.
        let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Odin), 5);
        let mut game = Match::new(setup, catalog).unwrap();
        assert_hides(&game, "first mulligan");
        let mut rng = Pcg64Mcg::seed_from_u64(5);
        while game.turn().number == 0 && !game.is_over() {
            let legal = game.legal_actions();
            game.apply(legal[rng.gen_range(0..legal.len())]).unwrap();
            assert_hides(&game, "setup");
        }
        // Mid-game: both hands hold cards, then a reaction window of the other seat.
        let mut game = Scenario::king(catalog)
            .field(Seat::A, "F1", UnitKind::Warrior)
            .hand(Seat::A, &[UnitKind::Guardian, UnitKind::Archer])
            .field(Seat::B, "F1", UnitKind::Warrior)
            .hand(Seat::B, &[UnitKind::Guardian, UnitKind::Wizard])
            .build();
        assert_hides(&game, "action phase");
        let cell = |s: &str| s.parse::<Cell>().unwrap();
        game.apply(Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        })
        .unwrap();
        assert_eq!(game.priority(), Some(Seat::B));
        assert_hides(&game, "reaction window");
        // Random positions of matches between every pair of pure versions.
        for (i, a) in Version::ALL.into_iter().enumerate() {
            for b in Version::ALL {
                let setup = MatchSetup::new(Army::pure(a), Army::pure(b), 300 + i as u64);
                let mut game = Match::new(setup, catalog).unwrap();
                while !game.is_over() {
                    if rng.gen_range(0..8) == 0 {
                        assert_hides(&game, &format!("{a:?} against {b:?}"));
                    }
                    let legal = game.legal_actions();
                    game.apply(legal[rng.gen_range(0..legal.len())]).unwrap();
                }
                assert_hides(&game, "game over");
            }
        }
    }
}
