//! Random playouts: legal-action generation plus apply, over complete King-version matches
//! (duels, and team matches of four King armies).
//! Run with `cargo bench --bench playout`; the throughput line reads in applied actions per
//! second (elements/s).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{Action, Army, Event, Match, MatchSetup, Version};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

const GAMES: u64 = 50;

fn setups() -> Vec<MatchSetup> {
    (0..GAMES)
        .map(|i| {
            MatchSetup::new(
                Army::pure(Version::King),
                Army::pure(Version::King),
                1_000 + i,
            )
        })
        .collect()
}

/// Team matches (R32) of four King armies.
fn team_setups() -> Vec<MatchSetup> {
    let king = || Army::pure(Version::King);
    (0..GAMES)
        .map(|i| MatchSetup::teams(king(), king(), king(), king(), 3_000 + i))
        .collect()
}

/// Two matches for every ordered pair of the six pure versions.
fn all_version_setups() -> Vec<MatchSetup> {
    let mut out = Vec::new();
    for a in Version::ALL {
        for b in Version::ALL {
            for _ in 0..2 {
                let seed = 2_000 + out.len() as u64;
                out.push(MatchSetup::new(Army::pure(a), Army::pure(b), seed));
            }
        }
    }
    out
}

/// Plays every setup to the end with random legal actions; returns the number of actions.
fn playouts(setups: &[MatchSetup], checked: bool) -> u64 {
    let catalog = cards::builtin();
    let mut legal: Vec<Action> = Vec::with_capacity(64);
    let mut events: Vec<Event> = Vec::with_capacity(32);
    let mut actions = 0;
    for setup in setups {
        let mut game = Match::new(setup.clone(), catalog).expect("valid setup");
        let mut rng = Pcg64Mcg::seed_from_u64(setup.seed);
        while !game.is_over() {
            game.legal_actions_into(&mut legal);
            let action = legal[rng.gen_range(0..legal.len())];
            if checked {
                black_box(game.apply(action).expect("listed"));
            } else {
                events.clear();
                game.apply_unchecked(action, &mut events);
            }
            actions += 1;
        }
        black_box(&game);
    }
    actions
}

fn bench_playouts(c: &mut Criterion) {
    let setups = setups();
    let actions = playouts(&setups, false);
    let mut group = c.benchmark_group("random_playout_king");
    group.throughput(Throughput::Elements(actions));
    group.bench_function(format!("{GAMES}_games_unchecked_apply"), |b| {
        b.iter(|| playouts(&setups, false))
    });
    group.bench_function(format!("{GAMES}_games_checked_apply"), |b| {
        b.iter(|| playouts(&setups, true))
    });
    group.finish();
    let mixed = all_version_setups();
    let mixed_actions = playouts(&mixed, false);
    let mut group = c.benchmark_group("random_playout_all_versions");
    group.throughput(Throughput::Elements(mixed_actions));
    group.bench_function(format!("{}_games_unchecked_apply", mixed.len()), |b| {
        b.iter(|| playouts(&mixed, false))
    });
    group.finish();
    let mut games = c.benchmark_group("random_playout_king_games");
    games.throughput(Throughput::Elements(GAMES));
    games.bench_function(format!("{GAMES}_games"), |b| {
        b.iter(|| playouts(&setups, false))
    });
    games.finish();
    let teams = team_setups();
    let team_actions = playouts(&teams, false);
    let mut group = c.benchmark_group("random_playout_teams_king");
    group.throughput(Throughput::Elements(team_actions));
    group.bench_function(format!("{GAMES}_games_unchecked_apply"), |b| {
        b.iter(|| playouts(&teams, false))
    });
    group.finish();
}

criterion_group!(benches, bench_playouts);
criterion_main!(benches);
