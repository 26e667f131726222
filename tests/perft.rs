//! A "perft" regression in the manner of chess engines: the number of legal action sequences
//! to a fixed depth from fixed positions, compared with counts stored in `fixtures/perft.json`
//! (matches under the first rulings, as stored matches replay) and `fixtures/perft-corrected.json`
//! (the current rulings: R5, R7 and R8 corrected). Any change to what is legal shows up here; if
//! it is intended, regenerate the fixtures with `INVICTUS_BLESS=1 cargo test --test perft` and
//! review the diff.

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{Army, Match, MatchSetup, Rulings, Version};
use invictus::games::invictus::sim::play_random_match;
use std::collections::BTreeMap;

fn perft(game: &Match, depth: u32) -> u64 {
    if depth == 0 || game.is_over() {
        return 1;
    }
    game.legal_actions()
        .into_iter()
        .map(|action| {
            let mut next = game.clone();
            next.apply(action).expect("listed actions apply");
            perft(&next, depth - 1)
        })
        .sum()
}

/// Positions: the opening deal, and a few points along fixed random matches.
fn positions(rulings: Rulings) -> Vec<(String, Match)> {
    let catalog = cards::builtin();
    let mut out = Vec::new();
    for seed in [1u64, 2, 3] {
        let mut setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), seed);
        setup.settings.rulings = rulings;
        out.push((
            format!("seed{seed}-start"),
            Match::new(setup.clone(), catalog).unwrap(),
        ));
        let played = play_random_match(setup.clone(), catalog, false).unwrap();
        let len = played.actions.len();
        for step in [len / 4, len / 2, 3 * len / 4] {
            let mut game = Match::new(setup.clone(), catalog).unwrap();
            for &a in played.actions.iter().take(step) {
                game.apply(a).unwrap();
            }
            out.push((format!("seed{seed}-after{step}"), game));
        }
    }
    out
}

#[test]
fn perft_counts_match_the_fixture() {
    check(
        Rulings::First,
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/perft.json"),
    );
}

#[test]
fn perft_counts_under_the_corrected_rulings_match_their_fixture() {
    check(
        Rulings::Corrected,
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/perft-corrected.json"
        ),
    );
}

fn check(rulings: Rulings, path: &str) {
    let mut counts = BTreeMap::new();
    for (name, game) in positions(rulings) {
        let depth = if name.ends_with("start") { 7 } else { 5 };
        counts.insert(format!("{name}-depth{depth}"), perft(&game, depth));
    }
    if std::env::var_os("INVICTUS_BLESS").is_some() {
        std::fs::write(path, serde_json::to_string_pretty(&counts).unwrap() + "\n").unwrap();
    }
    let expected: BTreeMap<String, u64> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the perft fixture")).unwrap();
    assert_eq!(counts, expected);
}
