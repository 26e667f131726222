//! The board picture on thousands of random views: every one renders to a PNG of the expected
//! size that decodes, its drawing names no card that is only in a hand or a draw pile, and a
//! tilted unit is drawn turned. Also the hand and card pictures.

use invictus::games::invictus::cards;
use invictus::games::invictus::picture::{self, BoardScene, BOARD_WIDTH};
use invictus::games::invictus::rules::*;
use invictus::games::invictus::sim::random_army;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// Kinds that are only in a hand or a draw pile now: nothing public shows them.
fn hidden_only(game: &Match) -> Vec<UnitKind> {
    let view = game.view(None);
    let public = |k: UnitKind| {
        game.seats().iter().any(|&s| {
            let side = view.seats.get(s);
            side.leader == k
                || side.battlefield.iter().any(|f| f.kind == k)
                || side.reserve.contains(&k)
                || side.kingdom.contains(&k)
                || side.graveyard.contains(&k)
        })
    };
    let mut out = Vec::new();
    for &seat in game.seats() {
        let zones = game.seat_state(seat);
        for &u in zones.hand.iter().chain(zones.draw_pile) {
            let k = game.kind(u);
            if !public(k) && !out.contains(&k) {
                out.push(k);
            }
        }
    }
    out
}

/// The text of every `<text>` element and every attribute value of a drawing.
fn drawn_words(svg: &str) -> String {
    svg.replace('<', " <").replace('>', "> ")
}

/// Checks the drawing of `game`'s board (no hidden card named, tilted units turned) and, when
/// `rasterize`, its picture (size, decodes, under 150 KB). Returns 1, the board counted.
fn check_board(
    game: &Match,
    last: Option<picture::LastMove>,
    context: &str,
    rasterize: bool,
) -> usize {
    let view = game.view(None);
    let scene = BoardScene {
        lang: invictus::kit::lang::Lang::EN,
        title: "Invictus · match #7".to_string(),
        deadline: Some("move due in 3 h".to_string()),
        last,
    };
    let svg = picture::board_svg(&view, &scene);
    let words = drawn_words(&svg);
    for kind in hidden_only(game) {
        let name = kind.name();
        // A name inside a longer word (e.g. "King" in "Kingdoms") is not a card.
        let named = words.match_indices(name).any(|(i, _)| {
            let before = words[..i]
                .chars()
                .last()
                .is_none_or(|c| !c.is_alphanumeric());
            let after = words[i + name.len()..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_alphanumeric());
            before && after
        });
        assert!(!named, "{context}: the board drawing names hidden {name}");
    }
    // Each tilted unit is drawn turned, and only those.
    let tilted = view
        .seats
        .iter()
        .filter(|(seat, _)| seat.in_duel())
        .flat_map(|(_, side)| side.battlefield.iter())
        .filter(|f| f.tilted)
        .count();
    let rotated = svg.matches("rotate(90").count();
    assert_eq!(rotated, tilted, "{context}: turned tiles");
    if !rasterize {
        return 1;
    }
    let png = picture::render_png(&svg).unwrap_or_else(|e| panic!("{context}: {e}"));
    assert_eq!(png.width, BOARD_WIDTH);
    let decoded = resvg::tiny_skia::Pixmap::decode_png(&png.bytes).expect("the PNG decodes");
    assert_eq!((decoded.width(), decoded.height()), (png.width, png.height));
    assert!(
        png.bytes.len() < 150 * 1024,
        "{context}: {} bytes",
        png.bytes.len()
    );
    1
}

#[test]
fn thousands_of_random_boards_render_and_show_no_hidden_card() {
    let catalog = cards::builtin();
    let mut rng = Pcg64Mcg::seed_from_u64(0xb0a2d);
    let mut rendered = 0;
    let mut tilted_seen = 0;
    for index in 0..120u64 {
        let light = index % 5 == 4;
        let mode = if index % 6 == 5 {
            Mode::Teams
        } else {
            Mode::Duel
        };
        let mut setup = MatchSetup {
            armies: BySeat::for_mode(mode, |_| {
                if index % 3 == 0 {
                    let v = Version::ALL[rng.gen_range(0..6)];
                    if light {
                        Army::pure_light(v)
                    } else {
                        Army::pure(v)
                    }
                } else {
                    random_army(&mut rng, light)
                }
            }),
            settings: Settings {
                mode,
                light_match: light,
                ..Settings::default()
            },
            seed: index,
        };
        if index % 7 == 3 {
            setup.settings.reserve_limit = BySide::new(rng.gen_range(1..=5), 5);
        }
        let mut game = Match::new(setup, catalog).expect("a valid setup");
        let mut last = None;
        rendered += check_board(&game, None, "start", true);
        while !game.is_over() {
            let legal = game.legal_actions();
            let events = game.apply(legal[rng.gen_range(0..legal.len())]).unwrap();
            let public: Vec<Event> = events.iter().map(|e| e.seen_by(None)).collect();
            last = picture::last_move(&public).or(last);
            if rng.gen_range(0..4) == 0 {
                // Every board is drawn and checked; one in four is also made a picture (the
                // drawing is what could show a card; the pictures are most of the time).
                rendered += check_board(&game, last, &format!("match {index}"), rendered % 4 == 0);
                tilted_seen += game
                    .view(None)
                    .seats
                    .a
                    .battlefield
                    .iter()
                    .filter(|f| f.tilted)
                    .count();
            }
        }
        rendered += check_board(&game, last, "over", true);
    }
    assert!(rendered >= 2000, "only {rendered} boards rendered");
    assert!(tilted_seen > 100, "tilted units were drawn: {tilted_seen}");
}

#[test]
fn the_last_move_is_marked_an_attack_with_an_arrow_a_placement_with_a_frame() {
    let game = invictus::games::invictus::rules::scenario::Scenario::king(cards::builtin())
        .field(Seat::A, "F1", UnitKind::Warrior)
        .field(Seat::B, "F2", UnitKind::Guardian)
        .build();
    let cell = |s: &str| s.parse::<Cell>().unwrap();
    let view = game.view(None);
    let arrow = picture::board_svg(
        &view,
        &BoardScene {
            lang: invictus::kit::lang::Lang::EN,
            last: Some(picture::LastMove::Attack {
                side: Side::A,
                attacker: cell("F1"),
                target: cell("F2"),
            }),
            ..BoardScene::default()
        },
    );
    assert!(arrow.contains("marker-end=\"url(#arrow)\""));
    let placed = picture::board_svg(
        &view,
        &BoardScene {
            lang: invictus::kit::lang::Lang::EN,
            last: Some(picture::LastMove::Placed {
                side: Side::A,
                cell: cell("F1"),
            }),
            ..BoardScene::default()
        },
    );
    assert!(!placed.contains("marker-end") && placed.contains("stroke-width=\"5\""));
    let events = vec![Event::AttackDeclared {
        seat: Seat::A,
        attacker: cell("F1"),
        attacker_kind: UnitKind::Warrior,
        target: cell("F2"),
        target_kind: UnitKind::Guardian,
    }];
    assert_eq!(
        picture::last_move(&events),
        Some(picture::LastMove::Attack {
            side: Side::A,
            attacker: cell("F1"),
            target: cell("F2")
        })
    );
}

#[test]
fn a_hand_picture_is_only_made_from_the_players_own_view_and_every_card_has_one() {
    let game = Match::new(
        MatchSetup::new(Army::pure(Version::Odin), Army::pure(Version::King), 3),
        cards::builtin(),
    )
    .unwrap();
    assert!(
        picture::hand_svg(invictus::kit::lang::Lang::EN, &game.view(None)).is_none(),
        "the public has no hand"
    );
    let svg = picture::hand_svg(invictus::kit::lang::Lang::EN, &game.view(Some(Seat::A)))
        .expect("A's hand");
    for &u in game.seat_state(Seat::A).hand {
        assert!(svg.contains(game.kind(u).name()));
    }
    let png = picture::render_png(&svg).unwrap();
    assert!(resvg::tiny_skia::Pixmap::decode_png(&png.bytes).is_ok());
    for card in cards::builtin().cards() {
        let svg = picture::card_svg(invictus::kit::lang::Lang::EN, card);
        assert!(svg.contains(card.kind.name()));
        let reached = svg.matches("fill=\"#ffd54a\"").count();
        assert_eq!(reached, card.range.cells().len(), "{}", card.kind.name());
        picture::render_png(&svg).unwrap();
    }
}

/// The pictures' words are the reader's language: a French board, hand and card say it in
/// French (and draw as well as the English ones).
#[test]
fn pictures_are_labelled_in_the_readers_language() {
    use invictus::kit::lang::Lang;
    use invictus::tr;
    let game = Match::new(
        MatchSetup::new(Army::pure(Version::Odin), Army::pure(Version::King), 3),
        cards::builtin(),
    )
    .unwrap();
    let view = game.view(None);
    for lang in Lang::all() {
        let scene = BoardScene {
            lang,
            title: "Invictus · match #7".to_string(),
            deadline: None,
            last: None,
        };
        let board = picture::board_svg(&view, &scene);
        let side = view.seats.get(Seat::A);
        let reserve = tr!(
            lang,
            "picture-reserve",
            count = side.reserve.len(),
            limit = side.reserve_limit
        );
        assert!(board.contains(&reserve), "{lang}: {reserve}");
        assert!(board.contains(&tr!(lang, "picture-setup")), "{lang}");
        picture::render_png(&board).unwrap();
        let hand = picture::hand_svg(lang, &game.view(Some(Seat::A))).unwrap();
        let count = game.seat_state(Seat::A).hand.len();
        assert!(hand.contains(&tr!(lang, "picture-hand", count = count)));
        let card = picture::card_svg(lang, &cards::builtin().cards()[0]);
        assert!(card.contains(&tr!(lang, "picture-range")));
    }
    assert_ne!(
        Lang::FR.word("picture-range"),
        Lang::EN.word("picture-range"),
        "the French picture has its own words"
    );
}
