//! Helpers shared by the integration tests.
#![allow(dead_code)]

use invictus::catalog;
use invictus::engine::scenario::Scenario;
use invictus::engine::{Action, Cell, Event, Frame, Match, Seat, UnitId, UnitKind};

pub fn cell(s: &str) -> Cell {
    s.parse().expect("a cell")
}

pub fn king() -> Scenario {
    Scenario::king(catalog::builtin())
}

/// The id of a `kind` card in `seat`'s hand.
pub fn in_hand(game: &Match, seat: Seat, kind: UnitKind) -> UnitId {
    *game
        .seat_state(seat)
        .hand
        .iter()
        .find(|&&u| game.kind(u) == kind)
        .unwrap_or_else(|| panic!("no {kind} in {seat}'s hand"))
}

/// Applies a legal action, panicking with the legal list if it is refused.
pub fn play(game: &mut Match, action: Action) -> Vec<Event> {
    match game.apply(action) {
        Ok(events) => events,
        Err(e) => panic!(
            "{action:?} refused ({e}); legal: {:?}",
            game.legal_actions()
        ),
    }
}

/// Applies an action, then passes every reaction window that opens.
pub fn play_through(game: &mut Match, action: Action) -> Vec<Event> {
    let mut events = play(game, action);
    while matches!(
        game.stack().last(),
        Some(Frame::Attack { .. } | Frame::Support { .. } | Frame::AfterHit { .. })
    ) {
        events.extend(play(game, Action::Pass));
    }
    events
}

pub fn attack(game: &mut Match, from: &str, to: &str) -> Vec<Event> {
    play_through(
        game,
        Action::Attack {
            attacker: cell(from),
            target: cell(to),
        },
    )
}

pub fn kinds_of(game: &Match, units: &[UnitId]) -> Vec<UnitKind> {
    units.iter().map(|&u| game.kind(u)).collect()
}

pub fn field_kind(game: &Match, seat: Seat, c: &str) -> Option<UnitKind> {
    game.seat_state(seat).at(cell(c)).map(|f| game.kind(f.unit))
}
