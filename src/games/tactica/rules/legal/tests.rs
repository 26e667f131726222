//! Tests of the legal actions, and every state of a few scripted matches for other tests.

use super::*;
use crate::games::tactica::players::{PlayerKind, ScriptedPlayer};
use crate::games::tactica::state::TacticaSetup;

/// Calls `visit` on every state of a few matches of scripted players (greedy ones buy and
/// play cards, so reaction windows open).
pub(crate) fn each_state(mut visit: impl FnMut(&Match)) {
    use PlayerKind::{Greedy, Random};
    for (kinds, seed) in [
        (vec![Greedy, Random], 1),
        (vec![Random, Greedy, Greedy], 2),
        (vec![Greedy, Greedy, Random], 3),
    ] {
        let mut game = Match::new(TacticaSetup {
            map: "tactica-3p".into(),
            players: kinds.len() as u8,
            alliances: Vec::new(),
            seed,
            turn_cap: Some(12),
            empires: Default::default(),
        })
        .expect("a valid setup");
        let mut players: Vec<ScriptedPlayer> = kinds
            .iter()
            .enumerate()
            .map(|(i, &kind)| ScriptedPlayer::new(kind, seed * 10 + i as u64))
            .collect();
        for step in 0..4000 {
            visit(&game);
            let seat = match game.waiting() {
                Waiting::Over => break,
                Waiting::Window { seats } => seats[step % seats.len()],
                Waiting::Castle { seat } | Waiting::Turn { seat } | Waiting::Decision { seat } => {
                    seat
                }
            };
            let action = players[usize::from(seat)].choose(&game, seat);
            game.apply(seat, &action)
                .unwrap_or_else(|e| panic!("{action:?} by {seat}: {e}"));
        }
    }
}

#[test]
fn end_turn_and_pass_are_open_exactly_when_listed() {
    let (mut turns, mut windows) = (0, 0);
    each_state(|game| {
        match game.waiting() {
            Waiting::Turn { .. } => turns += 1,
            Waiting::Window { .. } => windows += 1,
            _ => {}
        }
        for seat in 0..game.players() {
            let legal = game.legal_actions(seat);
            for action in [Action::EndTurn, Action::Pass] {
                assert_eq!(
                    game.check(seat, &action).is_ok(),
                    legal.contains(&action),
                    "{action:?} by {seat} when waiting for {:?}",
                    game.waiting()
                );
            }
        }
    });
    assert!(
        turns > 100 && windows > 100,
        "{turns} turns, {windows} windows"
    );
}

#[test]
fn recruits_are_listed_exactly_where_they_have_a_price() {
    let mut recruits = 0;
    each_state(|game| {
        let Waiting::Turn { seat } = game.waiting() else {
            return;
        };
        let legal = game.legal_actions(seat);
        let kinds = game.rules.units.len() as UnitKind;
        for field in 0..game.board.len() as Field {
            let whats = (0..kinds)
                .flat_map(|kind| {
                    (1..=game.rules.unit(kind).tiers.max(1))
                        .map(move |tier| Recruit::Unit { kind, tier })
                })
                .chain([Recruit::Wagon]);
            for what in whats {
                let listed = legal.contains(&Action::Recruit { what, field });
                assert_eq!(
                    listed,
                    game.recruit_price(seat, what, field).is_some(),
                    "{what:?} on {field} by {seat}"
                );
                recruits += usize::from(listed);
            }
        }
    });
    assert!(recruits > 100, "{recruits} recruits listed");
}
