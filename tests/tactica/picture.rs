//! The Tactica map picture: it renders to a PNG of the set width, names every field, shows units
//! in their owners' colours, never names a card in anyone's hand, and `invictus render` draws it
//! from a Tactica log.

use crate::common::invictus;
use invictus::games::tactica::picture::{
    map_png, map_svg, player_colour, reach_frame, reach_png, reach_svg, Reach, MAP_PICTURE_WIDTH,
};
use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
use invictus::games::tactica::scenario::Scenario;
use invictus::games::tactica::{Board, LoggedAction, Match, Ruleset, TacticaLog, TacticaSetup};
use invictus::kit::lang::Lang;

/// A random match of `players` on `map` after up to `actions` actions, with its log.
fn random_match(map: &str, players: u8, seed: u64, actions: usize) -> (Match, TacticaLog) {
    let setup = TacticaSetup {
        map: map.to_string(),
        players,
        alliances: Vec::new(),
        seed,
        turn_cap: None,
        empires: Default::default(),
    };
    let mut log = TacticaLog::new(setup.clone(), &Ruleset::standard().version);
    let mut game = Match::new(setup).expect("a valid setup");
    let mut scripted: Vec<ScriptedPlayer> = (0..players)
        .map(|seat| ScriptedPlayer::new(PlayerKind::Random, seed * 10 + seat as u64))
        .collect();
    for _ in 0..actions {
        let Some(&seat) = game.waiting().seats().first() else {
            break;
        };
        let action = scripted[seat as usize].choose(&game, seat);
        game.apply(seat, &action).expect("a listed action applies");
        log.actions.push(LoggedAction { seat, action });
    }
    (game, log)
}

fn decode(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a PNG");
    let info = reader.info();
    (info.width, info.height)
}

#[test]
fn the_png_decodes_at_the_picture_width_on_every_map() {
    for (map, players) in [("tactica-3p", 2), ("tactica-4p", 4), ("tactica-6p", 6)] {
        let (game, _) = random_match(map, players, 3, 120);
        let png = map_png(&game.view(None), game.board(), game.rules(), Lang::EN).expect("renders");
        let (width, height) = decode(&png.bytes);
        assert_eq!(width, MAP_PICTURE_WIDTH, "{map}");
        assert_eq!((width, height), (png.width, png.height), "{map}");
        assert!(height > 600, "{map}: {height} px high");
    }
}

#[test]
fn no_view_names_a_card_in_a_hand() {
    let mut scenario = Scenario::new("tactica-3p", 2);
    scenario.castle(1, Some(0)).castle(2, Some(1));
    scenario.hand(0, &["reflex", "intelligence", "poisoned_blade"]);
    scenario.hand(1, &["forced_march", "fresh_horses", "swords_to_ploughs"]);
    scenario.unit(0, "LI", "F7");
    let game = scenario.build();
    let rules = game.rules();
    let hands = [
        ["reflex", "intelligence", "poisoned_blade"],
        ["forced_march", "fresh_horses", "swords_to_ploughs"],
    ];
    for reader in [None, Some(0), Some(1)] {
        let svg = map_svg(&game.view(reader), game.board(), rules, Lang::EN);
        for card in hands.iter().flatten() {
            let kind = rules.card_by_id(card).unwrap();
            let name = &rules.card(kind).name;
            assert!(
                !svg.contains(name.as_str()) && !svg.to_lowercase().contains(card),
                "the picture for {reader:?} names {name}"
            );
        }
        assert!(svg.contains("3 cards"), "the hand sizes are public");
    }
}

#[test]
fn french_and_czech_pictures_have_no_english_words_left() {
    // The English panel, status line and legend, word by word (Temple and Village are also
    // French, "G" is the Czech gold too).
    const ENGLISH: &[&str] = &[
        "players",
        "deck",
        "seat",
        "you",
        "team",
        "card",
        "cards",
        "castle",
        "castles",
        "out",
        "yet",
        "round",
        "turn",
        "play",
        "chooses",
        "decides",
        "reactions",
        "over",
        "won",
        "red",
        "blue",
        "green",
        "yellow",
        "pink",
        "sky",
        "basic",
        "citadel",
        "keep",
        "desert",
        "mountains",
        "centre",
        "docks",
        "wagon",
        "rests",
        "plundered",
        "last",
        "move",
        "mountain",
        "token",
    ];
    let mut games: Vec<Match> = vec![
        random_match("tactica-3p", 2, 5, 80).0,
        random_match("tactica-6p", 6, 6, 150).0,
    ];
    games.push(
        Match::new(TacticaSetup {
            map: "tactica-4p".to_string(),
            players: 4,
            alliances: vec![vec![0, 2], vec![1, 3]],
            seed: 2,
            turn_cap: None,
            empires: Default::default(),
        })
        .expect("a valid setup"),
    );
    for game in &games {
        for (lang, heading) in [(Lang::FR, "Joueurs"), (Lang::CS, "Hráči")] {
            let svg = map_svg(&game.view(Some(0)), game.board(), game.rules(), lang);
            let texts: Vec<&str> = svg
                .split("</text>")
                .filter_map(|chunk| chunk.rsplit_once('>').map(|(_, text)| text))
                .filter(|text| !text.is_empty())
                .collect();
            assert!(texts.contains(&heading), "{lang}: {texts:?}");
            for text in &texts {
                for word in text.split(|c: char| !c.is_alphanumeric()) {
                    assert!(
                        !ENGLISH.contains(&word.to_lowercase().as_str()),
                        "{lang} picture says “{text}”"
                    );
                }
            }
        }
    }
}

#[test]
fn every_field_of_the_3p_map_is_named() {
    let game = Scenario::new("tactica-3p", 2).build();
    let board = game.board();
    let svg = map_svg(&game.view(None), board, game.rules(), Lang::EN);
    for field in board.fields() {
        let label = board.label(field);
        assert!(
            svg.contains(&format!(r#"data-field="{label}""#)),
            "{label} is missing"
        );
    }
}

#[test]
fn units_show_their_code_strength_and_owner_colour() {
    let mut scenario = Scenario::new("tactica-3p", 2);
    scenario.castle(1, Some(0)).plundered(1);
    scenario.unit_tier(1, "archer", 3, "H8");
    scenario.unit(0, "heavy_cavalry", "F7");
    scenario.unit(0, "LI", "G7");
    scenario.wagon(0, "G7");
    scenario.wagon(1, "H9");
    let game = scenario.build();
    let svg = map_svg(&game.view(None), game.board(), game.rules(), Lang::EN);
    assert!(svg.contains(">AR3<"), "the Archer's code with its tier");
    assert!(svg.contains(">HC<"));
    assert!(
        svg.contains(">3/1<"),
        "the Light Infantry's wagon adds +1/+1"
    );
    assert!(svg.contains(player_colour(0)) && svg.contains(player_colour(1)));
    let png = map_png(&game.view(Some(1)), game.board(), game.rules(), Lang::EN).expect("renders");
    assert_eq!(decode(&png.bytes).0, MAP_PICTURE_WIDTH);
}

#[test]
fn render_draws_a_tactica_log() {
    let dir = tempfile::tempdir().unwrap();
    let (_, log) = random_match("tactica-3p", 2, 5, 80);
    let path = dir.path().join("tactica.json");
    std::fs::write(&path, log.to_json()).unwrap();
    let path = path.to_str().unwrap();
    let png = dir.path().join("map.png");
    let out = invictus(&["render", path, "--out", png.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(decode(&std::fs::read(&png).unwrap()).0, MAP_PICTURE_WIDTH);
    let svg = dir.path().join("map.svg");
    let out = invictus(&[
        "render",
        path,
        "--actions",
        "10",
        "--svg",
        "--out",
        svg.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("after 10 actions"));
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    // An action the rules refuse: the seat not waited for plays it.
    let mut bad = log.clone();
    let first = bad.actions[0];
    bad.actions[0].seat = 1 - first.seat;
    let bad_path = dir.path().join("bad.json");
    std::fs::write(&bad_path, bad.to_json()).unwrap();
    let out = invictus(&["render", bad_path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("action 0"));
    // A file that claims to be a Tactica log but is not one.
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, r#"{"game": "tactica", "actions": 3}"#).unwrap();
    let out = invictus(&["render", broken.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a Tactica match log"));
}

/// The picture in the documentation, a duel on the 3-castle map in mid-game:
/// `cargo test --test tactica_picture -- --ignored docs_picture`.
#[test]
#[ignore = "writes docs/tactica-board.png"]
fn docs_picture() {
    let mut scenario = Scenario::new("tactica-3p", 2);
    scenario
        .castle(1, Some(0))
        .castle(2, Some(1))
        .castle(3, Some(0))
        .plundered(3)
        .gold(0, 17)
        .gold(1, 23)
        .hand(0, &["reflex", "forced_march"])
        .hand(1, &["intelligence"]);
    for (kind, at) in [("LI", "1,5"), ("HI", "0,5"), ("HC", "3,-3"), ("LC", "0,0")] {
        scenario.unit(0, kind, at);
    }
    scenario.unit_tier(0, "archer", 2, "1,3");
    scenario.unit_tier(0, "archer", 3, "2,-2");
    scenario.mountain_token("2,-2");
    scenario.unit(0, "PE", "1,6");
    scenario.fatigued("1,6");
    scenario.unit(0, "LI", "5,-5");
    scenario.unit(0, "HI", "6,-5");
    scenario.wagon(0, "0,5");
    scenario.wagon(0, "1,4");
    for (kind, at) in [
        ("HI", "-5,0"),
        ("LI", "-5,-1"),
        ("HC", "-3,0"),
        ("LC", "-2,-3"),
    ] {
        scenario.unit(1, kind, at);
    }
    scenario.unit(1, "LI", "-2,0");
    scenario.mountain_token("-2,0");
    scenario.unit_tier(1, "archer", 1, "-3,2");
    scenario.wagon(1, "-5,-1");
    scenario.wagon(1, "-4,1");
    let mut game = scenario.build();
    // Red's Heavy Cavalry rides west: the last move, drawn as an arrow.
    let (cavalry, goal) = (
        game.board().parse_field("3,-3").unwrap(),
        game.board().parse_field("0,-3").unwrap(),
    );
    let mut legal = Vec::new();
    game.legal_actions_into(0, &mut legal);
    let ride = legal
        .iter()
        .filter(|a| matches!(a, invictus::games::tactica::Action::Move { unit, .. } if *unit == cavalry))
        .find(|a| {
            let mut trial = game.clone();
            trial.apply(0, a).is_ok() && {
                while let invictus::games::tactica::Waiting::Window { seats } = trial.waiting() {
                    if trial
                        .apply(seats[0], &invictus::games::tactica::Action::Pass)
                        .is_err()
                    {
                        break;
                    }
                }
                trial.last_move().map(|m| m.1) == Some(goal)
            }
        })
        .copied()
        .expect("the cavalry can ride there");
    game.apply(0, &ride).expect("a legal move");
    while let invictus::games::tactica::Waiting::Window { seats } = game.waiting() {
        for seat in seats {
            if game.waiting().includes(seat) {
                game.apply(seat, &invictus::games::tactica::Action::Pass)
                    .expect("passing");
            }
        }
    }
    let png = map_png(&game.view(None), game.board(), game.rules(), Lang::EN).expect("renders");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/tactica-board.png");
    std::fs::write(&path, &png.bytes).unwrap();
    println!("wrote {} ({} bytes)", path.display(), png.bytes.len());
}

/// The pixels of a PNG as RGB (palette or RGBA alike).
fn rgb_pixels(bytes: &[u8]) -> Vec<[u8; 3]> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buffer = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buffer).expect("a frame");
    let channels = info.color_type.samples();
    buffer[..info.buffer_size()]
        .chunks(channels)
        .map(|p| [p[0], p[1], p[2]])
        .collect()
}

#[test]
fn the_kept_layers_and_text_sprites_draw_what_the_svg_says() {
    // The PNG is made from a kept fixed layer and text copied from sprites; the SVG is the whole
    // drawing. Rendered whole, the SVG must give nearly the same picture: the same text in the
    // same places, nothing missing from either layer.
    for (map, players, seed) in [("tactica-3p", 2, 5), ("tactica-6p", 6, 6)] {
        let (game, _) = random_match(map, players, seed, 150);
        let view = game.view(None);
        let fast = map_png(&view, game.board(), game.rules(), Lang::EN).expect("renders");
        let whole = invictus::kit::render::render_png(&map_svg(
            &view,
            game.board(),
            game.rules(),
            Lang::EN,
        ))
        .expect("renders");
        let (a, b) = (rgb_pixels(&fast.bytes), rgb_pixels(&whole.bytes));
        assert_eq!(a.len(), b.len(), "{map}: same size");
        let far = a
            .iter()
            .zip(&b)
            .filter(|(p, q)| (0..3).any(|i| p[i].abs_diff(q[i]) > 48))
            .count();
        let share = far as f64 / a.len() as f64;
        assert!(
            share < 0.01,
            "{map}: {:.2}% of pixels differ",
            share * 100.0
        );
        // And the text is there: rendered without its labels, the overlay differs a lot more.
        let blank = invictus::kit::render::render_png(
            &map_svg(&view, game.board(), game.rules(), Lang::EN)
                .lines()
                .filter(|l| !l.starts_with("<text"))
                .collect::<Vec<_>>()
                .join("\n"),
        )
        .expect("renders");
        let c = rgb_pixels(&blank.bytes);
        let text_pixels = b
            .iter()
            .zip(&c)
            .filter(|(p, q)| (0..3).any(|i| p[i].abs_diff(q[i]) > 48))
            .count();
        assert!(
            text_pixels > 4 * far.max(1),
            "{map}: text covers {text_pixels} pixels, the two renderings differ in {far}"
        );
    }
}

/// Red's Light Infantry on F7 on its turn, a Blue unit beside it: the picture of its reach.
fn reach_scenario() -> (Match, invictus::games::tactica::Field) {
    let mut scenario = Scenario::new("tactica-3p", 2);
    scenario.castle(1, Some(0)).castle(2, Some(1));
    let unit = scenario.unit(0, "LI", "F7");
    let board = Board::standard("tactica-3p").expect("the 3-castle map");
    let beside = board.neighbours(unit).next().expect("F7 has neighbours");
    scenario.unit(1, "LI", board.label(beside));
    (scenario.build(), unit)
}

/// Each field's small name: the box of its pixel-font path in the plain picture's SVG.
fn label_boxes(svg: &str) -> std::collections::HashMap<String, (i32, i32, i32, i32)> {
    let mut boxes = std::collections::HashMap::new();
    for line in svg.lines() {
        let Some(rest) = line.strip_prefix(r#"<path data-field=""#) else {
            continue;
        };
        let (name, rest) = rest.split_once('"').unwrap();
        let d = rest
            .split(r#"d=""#)
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for start in d.split('M').skip(1) {
            let mut numbers = start.split(|c: char| !c.is_ascii_digit() && c != '-');
            let x: i32 = numbers.next().unwrap().parse().unwrap();
            let y: i32 = numbers.next().unwrap().parse().unwrap();
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x + 1), y1.max(y + 1));
        }
        boxes.insert(name.to_string(), (x0, y0, x1, y1));
    }
    boxes
}

#[test]
fn a_units_reach_is_marked_and_named_at_its_fields_only_and_stays_small() {
    let (game, unit) = reach_scenario();
    let (board, rules) = (game.board(), game.rules());
    let view = game.view(Some(0));
    let reach = Reach::of_unit(&view, unit);
    assert_eq!(reach.unit, Some(unit));
    assert!(
        !reach.moves.is_empty() && !reach.attacks.is_empty(),
        "{reach:?}"
    );
    let plain = map_png(&view, board, rules, Lang::EN).expect("renders");
    let lit = reach_png(&view, board, rules, Lang::EN, &reach).expect("renders");
    // The reach picture shows the part of the map around the reach, under its own header: a
    // good deal smaller than the whole map.
    let frame = reach_frame(&view, board, Lang::EN, &reach);
    let (width, height) = decode(&plain.bytes);
    assert_eq!(
        decode(&lit.bytes),
        (frame.width, frame.header + frame.height)
    );
    assert_eq!((lit.width, lit.height), decode(&lit.bytes));
    assert!(
        frame.x + frame.width <= width && frame.y + frame.height <= height,
        "{frame:?} within the {width}×{height} map picture"
    );
    assert!(
        (lit.width * lit.height) * 2 < width * height,
        "{}×{} is not much smaller than {width}×{height}",
        lit.width,
        lit.height
    );
    assert!(lit.bytes.len() <= 150 * 1024, "{} bytes", lit.bytes.len());
    // Every highlighted field is named in large print, with the board's own labels.
    let svg = reach_svg(&view, board, rules, Lang::EN, &reach);
    for field in reach.fields() {
        let name = board.label(field);
        assert!(
            svg.contains(&format!(">{name}</text>")),
            "{name} is not named"
        );
    }
    assert!(
        !map_svg(&view, board, rules, Lang::EN).contains(&format!(">{}</text>", board.label(unit))),
        "the plain map names its fields in small print only"
    );
    assert!(
        svg.contains(">move<") && svg.contains(">attack<") && svg.contains(">the unit<"),
        "the legend names the marks"
    );
    // Where the pictures both show a field, they differ over each highlighted field's name, and
    // nowhere near the fields that are two or more steps from every highlighted one. Every
    // highlighted field is shown, and so is each of its neighbours; the fields far from them
    // are left out.
    let (a, b) = (rgb_pixels(&plain.bytes), rgb_pixels(&lit.bytes));
    let (fx, fy, top) = (frame.x as i32, frame.y as i32, frame.header as i32);
    let shown = |(x0, y0, x1, y1): (i32, i32, i32, i32)| {
        x0 >= fx && y0 >= fy && x1 <= fx + frame.width as i32 && y1 <= fy + frame.height as i32
    };
    let differs = |(x0, y0, x1, y1): (i32, i32, i32, i32)| {
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                // Far apart: not an edge shade the palette picked another neighbour for.
                let i = y as usize * width as usize + x as usize;
                let j = (y - fy + top) as usize * frame.width as usize + (x - fx) as usize;
                (0..3).any(|c| a[i][c].abs_diff(b[j][c]) > 48)
            })
            .count()
    };
    let boxes = label_boxes(&map_svg(&view, board, rules, Lang::EN));
    let highlighted: Vec<_> = reach.fields().collect();
    let mut left_out = 0;
    for field in board.fields() {
        let area = boxes[board.label(field)];
        let near = highlighted.iter().any(|&h| board.distance(h, field) <= 1);
        if !shown(area) {
            assert!(!near, "{} is left out", board.label(field));
            left_out += 1;
            continue;
        }
        let changed = differs(area);
        let pixels = ((area.2 - area.0) * (area.3 - area.1)) as usize;
        if highlighted.contains(&field) {
            assert!(
                changed * 2 > pixels,
                "{} is not highlighted",
                board.label(field)
            );
        } else if highlighted.iter().all(|&h| board.distance(h, field) >= 2) {
            assert_eq!(changed, 0, "{} changed", board.label(field));
        }
    }
    assert!(
        left_out * 3 > board.len(),
        "only {left_out} of {} fields left out",
        board.len()
    );
    // In French, the legend too.
    let french = reach_svg(&view, board, rules, Lang::FR, &reach);
    assert!(french.contains(">déplacement<") && !french.contains(">move<"));
    // A reach that names fields off the map draws the plain map's pieces and nothing more, on
    // the whole map.
    let outside = Reach {
        moves: vec![u16::MAX],
        ..Reach::default()
    };
    let whole = reach_png(&view, board, rules, Lang::EN, &outside).expect("renders");
    assert!(
        whole.width * whole.height > 2 * lit.width * lit.height,
        "{}×{}",
        whole.width,
        whole.height
    );
}

#[test]
fn the_reach_picture_draws_what_its_svg_says() {
    // The reach PNG is a part of the kept fixed layer with the pieces, marks and text moved
    // onto it, under a header; its SVG is the whole drawing. Rendered whole, the SVG must give
    // nearly the same picture: the same part of the map, the same text in the same places.
    for (map, players, seed) in [("tactica-3p", 2, 5), ("tactica-6p", 6, 6)] {
        // The unit with the most choices, once one can move.
        let (game, view, reach) = (150..)
            .find_map(|actions| {
                let (game, _) = random_match(map, players, seed, actions);
                let view = game.view(Some(*game.waiting().seats().first()?));
                let reach = view
                    .units
                    .iter()
                    .map(|u| Reach::of_unit(&view, u.field))
                    .max_by_key(|r| r.fields().count())?;
                (!reach.moves.is_empty()).then_some((game, view, reach))
            })
            .expect("a unit that can move");
        let (board, rules) = (game.board(), game.rules());
        let fast = reach_png(&view, board, rules, Lang::EN, &reach).expect("renders");
        let whole =
            invictus::kit::render::render_png(&reach_svg(&view, board, rules, Lang::EN, &reach))
                .expect("renders");
        assert_eq!((fast.width, fast.height), (whole.width, whole.height));
        let (a, b) = (rgb_pixels(&fast.bytes), rgb_pixels(&whole.bytes));
        // Only the text may land a pixel apart (the PNG sets each word on a whole pixel): the
        // pictures differ in fewer pixels than the text covers, and next to nowhere else (a
        // part of the map moved by a pixel would differ along every hex edge).
        let blank = invictus::kit::render::render_png(
            &reach_svg(&view, board, rules, Lang::EN, &reach)
                .lines()
                .filter(|l| !l.starts_with("<text"))
                .collect::<Vec<_>>()
                .join("\n"),
        )
        .expect("renders");
        let c = rgb_pixels(&blank.bytes);
        let text = |i: usize| (0..3).any(|k| b[i][k].abs_diff(c[i][k]) > 48);
        let text_pixels = (0..b.len()).filter(|&i| text(i)).count();
        // Beside the text: within two pixels of a pixel the text changed.
        let w = fast.width as usize;
        let beside = |i: usize| {
            let (x, y) = ((i % w) as i64, (i / w) as i64);
            (-2..=2).any(|dy| {
                (-2..=2).any(|dx| {
                    let (x, y) = (x + dx, y + dy);
                    x >= 0 && y >= 0 && (x as usize) < w && {
                        let j = y as usize * w + x as usize;
                        j < b.len() && text(j)
                    }
                })
            })
        };
        let (far, elsewhere) = a
            .iter()
            .zip(&b)
            .enumerate()
            .filter(|(_, (p, q))| (0..3).any(|i| p[i].abs_diff(q[i]) > 48))
            .fold((0, 0), |(n, e), (i, _)| {
                (n + 1, e + usize::from(!beside(i)))
            });
        assert!(
            far < text_pixels,
            "{map}: {far} pixels differ, the text covers {text_pixels}"
        );
        assert!(
            elsewhere * 1000 < a.len(),
            "{map}: {elsewhere} pixels away from the text differ"
        );
    }
}

#[test]
#[ignore = "writes pictures to the temporary directory, to look at"]
fn reach_pictures_to_look_at() {
    let (game, unit) = reach_scenario();
    let view = game.view(Some(0));
    let reach = Reach::of_unit(&view, unit);
    let recruits = Reach::of_actions(
        view.actions
            .iter()
            .filter(|a| matches!(a, invictus::games::tactica::Action::Recruit { .. })),
    );
    let png = reach_png(&view, game.board(), game.rules(), Lang::EN, &recruits).unwrap();
    std::fs::write(std::env::temp_dir().join("reach-recruits.png"), &png.bytes).unwrap();
    for (name, lang) in [("en", Lang::EN), ("fr", Lang::FR)] {
        let png = reach_png(&view, game.board(), game.rules(), lang, &reach).unwrap();
        std::fs::write(
            std::env::temp_dir().join(format!("reach-{name}.png")),
            &png.bytes,
        )
        .unwrap();
    }
    // The unit with the most choices in a random match on the 6-castle map.
    let (view, game, widest) = (400..)
        .find_map(|actions| {
            let (game, _) = random_match("tactica-6p", 6, 4, actions);
            let seat = *game.waiting().seats().first()?;
            let view = game.view(Some(seat));
            let widest = view
                .units
                .iter()
                .map(|u| Reach::of_unit(&view, u.field))
                .max_by_key(|r| r.fields().count())?;
            (widest.moves.len() > 3).then_some((view, game, widest))
        })
        .unwrap();
    let png = reach_png(&view, game.board(), game.rules(), Lang::CS, &widest).unwrap();
    std::fs::write(std::env::temp_dir().join("reach-6p.png"), &png.bytes).unwrap();
}

#[test]
fn special_units_show_their_counters_and_the_heavy_chariot_its_scythes() {
    let mut scenario = Scenario::new("tactica-3p", 2);
    scenario.empire(0, "akkad").empire(1, "hittite");
    scenario.unit(0, "qaraddu", "F7");
    scenario.unit(1, "LI", "H9");
    scenario.chariot(1, "H9");
    let game = scenario.build();
    let view = game.view(None);
    let svg = map_svg(&view, game.board(), game.rules(), Lang::EN);
    assert!(svg.contains(">QA<"));
    assert!(svg.contains(">*<"), "Qaraddu's spear, unspent (T88)");
    assert!(svg.contains(">4/3<"), "the chariot's +2/+2 (T99)");
    let plain = {
        let mut s = Scenario::new("tactica-3p", 2);
        s.unit(1, "LI", "H9");
        s.wagon(1, "H9");
        let g = s.build();
        map_svg(&g.view(None), g.board(), g.rules(), Lang::EN)
    };
    let blades = |svg: &str| svg.matches(r#"stroke-linecap="round"/>"#).count();
    assert_eq!(
        blades(&svg),
        blades(&plain) + 2,
        "two scythes on the chariot"
    );
    let png = map_png(&view, game.board(), game.rules(), Lang::EN).expect("renders");
    if let Ok(dir) = std::env::var("TACTICA_PICTURES") {
        std::fs::write(format!("{dir}/special-units.png"), &png.bytes).unwrap();
    }
}
