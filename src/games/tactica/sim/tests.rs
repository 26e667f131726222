//! Tests of the simulator.

use super::*;

#[test]
fn kinds_rotate_over_seats_and_over_alliances() {
    use PlayerKind::{Greedy as G, Random as R};
    assert_eq!(seated_kinds(&[G, R], &[], 0), vec![G, R]);
    assert_eq!(seated_kinds(&[G, R], &[], 1), vec![R, G]);
    assert_eq!(seated_kinds(&[G, R, R], &[], 2), vec![R, G, R]);
    let teams = vec![vec![0, 2], vec![1, 3]];
    assert_eq!(seated_kinds(&[G, R, G, R], &teams, 0), vec![G, R, G, R]);
    assert_eq!(seated_kinds(&[G, R, G, R], &teams, 1), vec![R, G, R, G]);
}

#[test]
fn a_failure_names_the_match_seed_and_the_action() {
    let failure = TacticaSimFailure {
        game: 3,
        match_seed: 99,
        action_index: 12,
        action: Some((1, Action::EndTurn)),
        message: "seat 1 has negative gold (-2)".into(),
    };
    let text = failure.to_string();
    assert!(text.contains("match seed 99"), "{text}");
    assert!(text.contains("EndTurn by seat 1"), "{text}");
}
