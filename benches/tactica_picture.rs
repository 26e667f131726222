//! The Tactica map picture: time to draw and render one map (SVG built from the public view,
//! resvg, PNG) on one thread, and the PNG's size, over positions of random matches on the
//! 3-castle map (2 players) and the 6-castle map (6 players); then the same for the picture of a
//! unit's reach (the player on turn's view, its unit with the most destinations and targets
//! highlighted, or its recruitment fields when no unit can act), cropped to the part of the map
//! around them, with its mean and largest size in pixels.
//! Run with `cargo bench --bench tactica_picture`; it prints p50, p99 and max of both per map
//! (`PARTS=1` also times one position drawn without its text and without its field names;
//! `SAMPLE=/tmp/reach-sample.png` writes the reach picture with the most pixels of the 6-castle
//! map there, and the 3-castle map's beside it with `-3p` before `.png`).

use invictus::games::tactica::picture::{map_png, map_svg, reach_png, Reach};
use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
use invictus::games::tactica::{Action, Match, TacticaSetup, TacticaView};
use invictus::kit::lang::Lang;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::time::{Duration, Instant};

const POSITIONS: usize = 300;

/// What a unit's page of "My turn" would highlight for the reader of `view`: its unit with the
/// most fields to move to and attack, or else the fields it can recruit on.
fn widest_reach(view: &TacticaView) -> Reach {
    view.units
        .iter()
        .map(|u| Reach::of_unit(view, u.field))
        .max_by_key(|r| r.fields().count())
        .filter(|r| !r.is_empty())
        .unwrap_or_else(|| {
            Reach::of_actions(
                view.actions
                    .iter()
                    .filter(|a| matches!(a, Action::Recruit { .. })),
            )
        })
}

/// Views of random matches on `map` with `players`, one now and then: the public ones, and the
/// player on turn's with what its page would highlight (when it has something to).
fn positions(map: &str, players: u8) -> (Vec<TacticaView>, Vec<(TacticaView, Reach)>, Match) {
    let mut rng = Pcg64Mcg::seed_from_u64(21);
    let mut views = Vec::with_capacity(POSITIONS);
    let mut reaches = Vec::with_capacity(POSITIONS);
    let mut seed = 0u64;
    let mut last = None;
    while views.len() < POSITIONS {
        let setup = TacticaSetup {
            map: map.to_string(),
            players,
            alliances: Vec::new(),
            seed,
            turn_cap: Some(30),
            empires: Default::default(),
        };
        let mut game = Match::new(setup).expect("a valid setup");
        let mut scripted: Vec<ScriptedPlayer> = (0..players)
            .map(|seat| ScriptedPlayer::new(PlayerKind::Random, seed * 8 + seat as u64))
            .collect();
        seed += 1;
        for _ in 0..20_000 {
            let seats = game.waiting().seats();
            if seats.is_empty() || views.len() >= POSITIONS {
                break;
            }
            let seat = seats[rng.gen_range(0..seats.len())];
            let action = scripted[seat as usize].choose(&game, seat);
            game.apply(seat, &action).expect("a listed action applies");
            if rng.gen_range(0..12) == 0 {
                views.push(game.view(None));
                if let Some(&seat) = game.waiting().seats().first() {
                    let view = game.view(Some(seat));
                    let reach = widest_reach(&view);
                    if !reach.is_empty() {
                        reaches.push((view, reach));
                    }
                }
            }
        }
        last = Some(game);
    }
    (views, reaches, last.expect("at least one match"))
}

/// The plain picture's pixels on the map of `view`.
fn plain_pixels(
    view: &TacticaView,
    board: &invictus::games::tactica::Board,
    rules: &invictus::games::tactica::Ruleset,
) -> u64 {
    let png = map_png(view, board, rules, Lang::EN).expect("renders");
    png.width as u64 * png.height as u64
}

/// Prints the p50, p99 and max of the times and sizes of `what`, against the targets.
fn report(what: &str, mut times: Vec<Duration>, mut sizes: Vec<usize>) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    times.sort();
    sizes.sort();
    let n = times.len();
    if n == 0 {
        println!("{what}: no positions");
        return;
    }
    let at = |p: f64| ((n - 1) as f64 * p).round() as usize;
    let mean = sizes.iter().sum::<usize>() as f64 / n as f64;
    println!(
        "{what}, {n} positions: build+render p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms (target p99 <= 20 ms: {})",
        ms(times[at(0.5)]),
        ms(times[at(0.99)]),
        ms(times[n - 1]),
        if times[at(0.99)] <= Duration::from_millis(20) { "met" } else { "missed" }
    );
    println!(
        "{what} PNG size: mean {:.1} KB  p99 {:.1} KB  max {:.1} KB (target <= 150 KB: {})",
        mean / 1024.0,
        sizes[at(0.99)] as f64 / 1024.0,
        sizes[n - 1] as f64 / 1024.0,
        if sizes[n - 1] <= 150 * 1024 {
            "met"
        } else {
            "missed"
        }
    );
}

fn main() {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    for (map, players) in [("tactica-3p", 2u8), ("tactica-6p", 6)] {
        let (views, reaches, game) = positions(map, players);
        let (board, rules) = (game.board(), game.rules());
        // Warm up the fonts and the allocator.
        map_png(&views[0], board, rules, Lang::EN).expect("renders");
        // With PARTS set: one middle position drawn whole, without its text and without its
        // field names, 20 times each, to show where the time goes.
        if std::env::var("PARTS").is_ok() {
            let svg = invictus::games::tactica::picture::map_svg(
                &views[views.len() / 2],
                board,
                rules,
                Lang::EN,
            );
            let strip = |s: &str, open: &str, close: &str| -> String {
                let mut out = String::new();
                let mut rest = s;
                while let Some(i) = rest.find(open) {
                    out.push_str(&rest[..i]);
                    let after = &rest[i..];
                    let j = after
                        .find(close)
                        .map(|j| j + close.len())
                        .unwrap_or(after.len());
                    rest = &after[j..];
                }
                out.push_str(rest);
                out
            };
            let no_text = strip(&svg, "<text", "</text>");
            let no_labels = strip(&svg, "<path data-field", "/>");
            for (name, s) in [
                ("full", &svg),
                ("no text", &no_text),
                ("no labels", &no_labels),
            ] {
                let t = Instant::now();
                for _ in 0..20 {
                    invictus::kit::render::render_png_indexed(s).unwrap();
                }
                println!("{map} {name}: {:.2} ms", ms(t.elapsed()) / 20.0);
            }
        }
        // The drawing alone (the SVG text), to show where the time goes.
        let mut drawing = Duration::ZERO;
        for view in &views {
            let started = Instant::now();
            std::hint::black_box(map_svg(view, board, rules, Lang::EN));
            drawing += started.elapsed();
        }
        println!(
            "{map}: building the SVG takes {:.2} ms on average",
            ms(drawing) / views.len() as f64
        );
        let mut times = Vec::with_capacity(POSITIONS);
        let mut sizes = Vec::with_capacity(POSITIONS);
        for view in &views {
            let started = Instant::now();
            let png = map_png(view, board, rules, Lang::EN).expect("renders");
            times.push(started.elapsed());
            sizes.push(png.bytes.len());
        }
        report(&format!("{map}, {players} players"), times, sizes);
        // A unit's reach highlighted, on its player's own view; and the same views without it,
        // drawn in turn with them, so that a busy machine slows both alike.
        let (mut times, mut sizes) = (Vec::new(), Vec::new());
        let (mut plain_times, mut plain_sizes) = (Vec::new(), Vec::new());
        let mut fields = 0;
        let (mut pixels, mut largest) = (0u64, None::<(u64, Vec<u8>, u32, u32)>);
        for (view, reach) in &reaches {
            let started = Instant::now();
            let png = reach_png(view, board, rules, Lang::EN, reach).expect("renders");
            times.push(started.elapsed());
            sizes.push(png.bytes.len());
            fields += reach.fields().count();
            let area = png.width as u64 * png.height as u64;
            pixels += area;
            if largest.as_ref().is_none_or(|l| area > l.0) {
                largest = Some((area, png.bytes.clone(), png.width, png.height));
            }
            let started = Instant::now();
            let png = map_png(view, board, rules, Lang::EN).expect("renders");
            plain_times.push(started.elapsed());
            plain_sizes.push(png.bytes.len());
        }
        println!(
            "{map} reach: {:.1} fields highlighted on average",
            fields as f64 / reaches.len().max(1) as f64
        );
        if let Some((area, bytes, width, height)) = largest {
            println!(
                "{map} reach picture: {:.0} pixels on average, the largest {width}×{height} ({:.0}% of the plain picture's)",
                pixels as f64 / reaches.len() as f64,
                100.0 * area as f64 / (plain_pixels(&views[0], board, rules) as f64)
            );
            if let Ok(path) = std::env::var("SAMPLE") {
                let path = if players == 6 {
                    path
                } else {
                    path.replace(".png", "-3p.png")
                };
                std::fs::write(&path, bytes).expect("the sample is written");
                println!("{map}: wrote {path}");
            }
        }
        report(&format!("{map}, {players} players, reach"), times, sizes);
        report(
            &format!("{map}, {players} players, the same views plain"),
            plain_times,
            plain_sizes,
        );
    }
}
