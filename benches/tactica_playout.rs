//! Tactica random playouts on the 3-castle map, one against one (turn cap 30 rounds), measured in
//! three parts: `apply_unchecked` alone (recorded action sequences replayed on copies of the
//! starting match, so that no legal actions are generated), legal-action generation over states
//! sampled from those matches, and whole playouts with the random player choosing.
//! Run with `cargo bench --bench tactica_playout`; throughput reads in elements per second:
//! applied actions, generations, and actions again.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
use invictus::games::tactica::{Action, Event, Match, Seat, TacticaSetup, Waiting};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

const GAMES: u64 = 20;
const TURN_CAP: u32 = 30;
/// Every this many actions a state is kept for the legal-action benchmark.
const SAMPLE_EVERY: usize = 7;

fn setup(seed: u64) -> TacticaSetup {
    TacticaSetup {
        map: "tactica-3p".into(),
        players: 2,
        alliances: Vec::new(),
        seed,
        turn_cap: Some(TURN_CAP),
        empires: Default::default(),
    }
}

/// A recorded random match: its start and every action with its seat.
struct Recorded {
    start: Match,
    actions: Vec<(Seat, Action)>,
}

/// Who answers next: in a window any of the seats asked.
fn next_seat(game: &Match, rng: &mut Pcg64Mcg) -> Option<Seat> {
    match game.waiting() {
        Waiting::Over => None,
        Waiting::Window { seats } => Some(seats[rng.gen_range(0..seats.len())]),
        Waiting::Castle { seat } | Waiting::Turn { seat } | Waiting::Decision { seat } => {
            Some(seat)
        }
    }
}

/// Where a recorded playout keeps its actions and its sampled states (with the seat to act).
struct Recording<'a> {
    actions: &'a mut Vec<(Seat, Action)>,
    states: &'a mut Vec<(Match, Seat)>,
}

/// Plays one random match to its end; returns the number of actions. With `record`, every
/// action is kept and every few states too.
fn random_playout(seed: u64, mut record: Option<Recording<'_>>) -> u64 {
    let mut game = Match::new(setup(seed)).expect("valid setup");
    let mut players = [
        ScriptedPlayer::new(PlayerKind::Random, seed ^ 0xA),
        ScriptedPlayer::new(PlayerKind::Random, seed ^ 0xB),
    ];
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut events: Vec<Event> = Vec::with_capacity(32);
    let mut count = 0u64;
    while let Some(seat) = next_seat(&game, &mut rng) {
        let action = players[seat as usize].choose(&game, seat);
        if let Some(r) = record.as_mut() {
            if r.actions.len() % SAMPLE_EVERY == 0 {
                r.states.push((game.clone(), seat));
            }
            r.actions.push((seat, action));
        }
        events.clear();
        game.apply_unchecked(seat, &action, &mut events);
        count += 1;
    }
    black_box(&game);
    count
}

fn record_matches() -> (Vec<Recorded>, Vec<(Match, Seat)>) {
    let mut recorded = Vec::new();
    let mut states = Vec::new();
    for i in 0..GAMES {
        let seed = 5_000 + i;
        let mut actions = Vec::new();
        random_playout(
            seed,
            Some(Recording {
                actions: &mut actions,
                states: &mut states,
            }),
        );
        recorded.push(Recorded {
            start: Match::new(setup(seed)).expect("valid setup"),
            actions,
        });
    }
    (recorded, states)
}

fn replay_all(recorded: &[Recorded]) -> u64 {
    let mut events: Vec<Event> = Vec::with_capacity(32);
    let mut count = 0;
    for r in recorded {
        let mut game = r.start.clone();
        for (seat, action) in &r.actions {
            events.clear();
            game.apply_unchecked(*seat, action, &mut events);
        }
        count += r.actions.len() as u64;
        black_box(&game);
    }
    count
}

fn bench_tactica(c: &mut Criterion) {
    let (recorded, states) = record_matches();
    let applied: u64 = recorded.iter().map(|r| r.actions.len() as u64).sum();
    let mut legal = Vec::with_capacity(256);
    let listed: usize = states
        .iter()
        .map(|(game, seat)| {
            game.legal_actions_into(*seat, &mut legal);
            legal.len()
        })
        .sum();
    println!(
        "tactica-3p 1v1: {GAMES} random matches, {applied} actions ({:.0} a match); {} sampled \
         states, {:.1} legal actions each on average",
        applied as f64 / GAMES as f64,
        states.len(),
        listed as f64 / states.len() as f64
    );

    let mut group = c.benchmark_group("tactica_apply_unchecked");
    group.throughput(Throughput::Elements(applied));
    group.bench_function(format!("{GAMES}_recorded_matches"), |b| {
        b.iter(|| replay_all(&recorded))
    });
    group.finish();

    let mut group = c.benchmark_group("tactica_legal_actions");
    group.throughput(Throughput::Elements(states.len() as u64));
    group.bench_function(format!("{}_states", states.len()), |b| {
        b.iter(|| {
            let mut total = 0;
            for (game, seat) in &states {
                game.legal_actions_into(*seat, &mut legal);
                total += legal.len();
            }
            total
        })
    });
    group.finish();

    let mut group = c.benchmark_group("tactica_random_playout");
    group.throughput(Throughput::Elements(applied));
    group.bench_function(format!("{GAMES}_matches_choosing"), |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|i| random_playout(5_000 + i, None))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, bench_tactica);
criterion_main!(benches);
