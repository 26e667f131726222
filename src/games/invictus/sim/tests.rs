//! Tests of `sim`.

use super::*;

#[test]
fn a_failure_names_the_match_seed_and_the_action() {
    let failure = SimFailure {
        game: 4,
        match_seed: 123_456,
        action_index: 17,
        action: Some(Action::EndTurn),
        message: "R5: unit #3 (Warrior) is in 2 zones".to_string(),
    };
    let text = failure.to_string();
    assert!(text.contains("match seed 123456"), "{text}");
    assert!(text.contains("action 17 (EndTurn)"), "{text}");
    assert!(text.contains("R5"), "{text}");
}

#[test]
fn match_seeds_differ_by_index_and_run_seed() {
    let seeds: std::collections::HashSet<u64> = (0..1000)
        .flat_map(|i| [match_seed(1, i), match_seed(2, i)])
        .collect();
    assert_eq!(seeds.len(), 2000);
}
