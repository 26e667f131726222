//! The board picture: time to draw and render one board (SVG built from the public view, resvg,
//! PNG) on one thread, and the PNG's size, over positions of random matches of every version; and
//! the same for the picture of one player's hand.
//! Run with `cargo bench --bench picture`; it prints p50, p99 and max of both.

use invictus::games::invictus::cards;
use invictus::games::invictus::picture::{board_png, hand_svg, last_move, render_png, BoardScene};
use invictus::games::invictus::rules::{Army, Match, MatchSetup, Seat, Version};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::time::{Duration, Instant};

const POSITIONS: usize = 600;

fn main() {
    let catalog = cards::builtin();
    let mut rng = Pcg64Mcg::seed_from_u64(15);
    let mut positions = Vec::new();
    let mut hands = Vec::new();
    let mut index = 0u64;
    while positions.len() < POSITIONS {
        let (a, b) = (
            Version::ALL[index as usize % 6],
            Version::ALL[(index as usize / 6) % 6],
        );
        let mut game = Match::new(
            MatchSetup::new(Army::pure(a), Army::pure(b), index),
            catalog,
        )
        .expect("a valid setup");
        index += 1;
        while !game.is_over() && positions.len() < POSITIONS {
            let legal = game.legal_actions();
            let events = game
                .apply(legal[rng.gen_range(0..legal.len())])
                .expect("legal");
            if rng.gen_range(0..6) == 0 {
                let public: Vec<_> = events.iter().map(|e| e.seen_by(None)).collect();
                positions.push((game.view(None), last_move(&public)));
                hands.push(game.view(Some(Seat::A)));
            }
        }
    }
    // Warm up the fonts and the allocator.
    let scene = |last| BoardScene {
        lang: invictus::kit::lang::Lang::EN,
        title: "Invictus · match #12".to_string(),
        deadline: Some("move due in 5 h".to_string()),
        last,
    };
    board_png(&positions[0].0, &scene(positions[0].1)).expect("renders");
    let mut times = Vec::with_capacity(POSITIONS);
    let mut sizes = Vec::with_capacity(POSITIONS);
    for (view, last) in &positions {
        let started = Instant::now();
        let png = board_png(view, &scene(*last)).expect("renders");
        times.push(started.elapsed());
        sizes.push(png.bytes.len());
    }
    times.sort();
    sizes.sort();
    let at = |p: f64| ((POSITIONS - 1) as f64 * p).round() as usize;
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "board picture, {POSITIONS} positions: render p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms (target p99 < 15 ms: {})",
        ms(times[at(0.5)]),
        ms(times[at(0.99)]),
        ms(times[POSITIONS - 1]),
        if times[at(0.99)] < Duration::from_millis(15) { "met" } else { "missed" }
    );
    println!(
        "board picture PNG size: p50 {:.1} KB  p99 {:.1} KB  max {:.1} KB (target < 150 KB: {})",
        sizes[at(0.5)] as f64 / 1024.0,
        sizes[at(0.99)] as f64 / 1024.0,
        sizes[POSITIONS - 1] as f64 / 1024.0,
        if sizes[POSITIONS - 1] < 150 * 1024 {
            "met"
        } else {
            "missed"
        }
    );
    let mut hand_times = Vec::new();
    let mut hand_sizes = Vec::new();
    for view in &hands {
        let started = Instant::now();
        if let Some(svg) = hand_svg(invictus::kit::lang::Lang::EN, view) {
            let png = render_png(&svg).expect("renders");
            hand_times.push(started.elapsed());
            hand_sizes.push(png.bytes.len());
        }
    }
    hand_times.sort();
    hand_sizes.sort();
    let n = hand_times.len();
    let at = |p: f64| ((n - 1) as f64 * p).round() as usize;
    println!(
        "hand picture, {n} hands: render p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms; PNG p50 {:.1} KB  max {:.1} KB",
        ms(hand_times[at(0.5)]),
        ms(hand_times[at(0.99)]),
        ms(hand_times[n - 1]),
        hand_sizes[at(0.5)] as f64 / 1024.0,
        hand_sizes[n - 1] as f64 / 1024.0,
    );
}
