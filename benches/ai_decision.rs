//! One decision of the built-in opponent at the normal level, in fixed mid-game positions of
//! several version pairs. Run with `cargo bench --bench ai_decision`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use invictus::games::invictus::cards;
use invictus::games::invictus::opponent::{greedy_choice, Ai, Level};
use invictus::games::invictus::rules::{Army, Match, MatchSetup, Phase, Version};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The first position, in matches seeded `seed`, `seed + 1`, ... between greedy players, at the
/// start of an action phase of turn `turns` or later with more than one legal action and no
/// action that wins at once (which the opponent plays without searching).
fn mid_game(a: Version, b: Version, seed: u64, turns: u32) -> Match {
    (seed..)
        .find_map(|s| position_in(MatchSetup::new(Army::pure(a), Army::pure(b), s), turns))
        .expect("some match reaches mid-game")
}

fn position_in(setup: MatchSetup, turns: u32) -> Option<Match> {
    let mut rng = Pcg64Mcg::seed_from_u64(setup.seed);
    let mut game = Match::new(setup, cards::builtin()).expect("valid setup");
    while let Some(seat) = game.priority() {
        if game.turn().number >= turns
            && game.phase() == Phase::Action
            && game.stack().is_empty()
            && game.legal_actions().len() > 1
            && !wins_at_once(&game)
        {
            return Some(game);
        }
        let action = greedy_choice(&game, seat, &mut rng).expect("a choice");
        game.apply(action).expect("legal");
    }
    None
}

fn wins_at_once(game: &Match) -> bool {
    game.legal_actions().into_iter().any(|action| {
        let mut next = game.clone();
        next.apply(action).expect("legal");
        next.is_over()
    })
}

fn bench_decisions(c: &mut Criterion) {
    let positions = [
        (
            "king_vs_king_turn_4",
            mid_game(Version::King, Version::King, 1, 4),
        ),
        (
            "shogun_vs_pharaoh_turn_5",
            mid_game(Version::Shogun, Version::Pharaoh, 2, 5),
        ),
        (
            "odin_vs_tlatoani_turn_6",
            mid_game(Version::Odin, Version::Tlatoani, 3, 6),
        ),
        (
            "emperor_vs_king_turn_7",
            mid_game(Version::Emperor, Version::King, 4, 7),
        ),
    ];
    let ai = Ai::new(Level::Normal, 1);
    let mut group = c.benchmark_group("ai_decision_normal");
    group.sample_size(20);
    for (name, game) in &positions {
        let seat = game.priority().expect("a player to act");
        group.bench_function(*name, |b| b.iter(|| black_box(ai.choose(game, seat))));
    }
    group.finish();
}

criterion_group!(benches, bench_decisions);
criterion_main!(benches);
