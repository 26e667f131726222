//! Tactica's parsers and checked apply against hostile input: random bytes and mutated JSON into
//! `Action::decode`, corrupted and truncated map and ruleset files into `Board::parse` and
//! `Ruleset::parse` (never a panic, errors that name the problem), and random actions applied to
//! live matches (applied, or refused with the match unchanged).

use invictus::games::tactica::{
    Action, Board, MapError, Match, Ruleset, TacticaSetup, Waiting, BUILTIN_MAPS, BUILTIN_RULESET,
};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

fn map_text(id: &str) -> &'static str {
    BUILTIN_MAPS
        .iter()
        .find(|(name, _)| *name == id)
        .map(|(_, text)| *text)
        .expect("a built-in map")
}

/// The text with one random edit: a character replaced, deleted or inserted, or a digit changed.
fn mutate(text: &str, rng: &mut Pcg64Mcg) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return "x".into();
    }
    let at = rng.gen_range(0..chars.len());
    const ODD: &[char] = &[
        '"', '{', '}', '[', ']', ',', ':', '-', '9', '0', '=', '\n', 'é', '\0', 'k', 'C',
    ];
    match rng.gen_range(0..4) {
        0 => chars[at] = ODD[rng.gen_range(0..ODD.len())],
        1 => {
            chars.remove(at);
        }
        2 => chars.insert(at, ODD[rng.gen_range(0..ODD.len())]),
        _ => {
            if let Some(d) = chars.iter().position(|c| c.is_ascii_digit()) {
                let d = (d + at) % chars.len();
                if chars[d].is_ascii_digit() {
                    chars[d] = char::from(b'0' + rng.gen_range(0..10u8));
                }
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn random_bytes_never_panic_the_parsers() {
    let mut rng = Pcg64Mcg::seed_from_u64(11);
    for _ in 0..1500 {
        let len = rng.gen_range(0..200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        let err = Action::decode(&bytes).expect_err("random bytes are no action");
        assert!(err.starts_with("not a Tactica action"), "{err}");
        let text = String::from_utf8_lossy(&bytes);
        assert!(Board::parse(&text).is_err());
        assert!(Ruleset::parse(&text).is_err());
    }
}

#[test]
fn mutated_action_json_decodes_or_says_why() {
    let mut rng = Pcg64Mcg::seed_from_u64(12);
    let game = Match::new(TacticaSetup {
        map: "tactica-3p".into(),
        players: 3,
        alliances: Vec::new(),
        seed: 5,
        turn_cap: None,
        empires: Default::default(),
    })
    .unwrap();
    let seat = game.active();
    let mut samples: Vec<String> = game
        .legal_actions(seat)
        .iter()
        .map(|a| serde_json::to_string(a).unwrap())
        .collect();
    samples.extend(
        [
            r#"{"do":"move","unit":3,"path":[4,5,6],"leave_wagon":true}"#,
            r#"{"do":"play_card","card":6,"target":{"push":{"field":1,"to":2}}}"#,
            r#"{"do":"recruit","what":{"unit":{"kind":3,"tier":2}},"field":9}"#,
            r#"{"do":"peasant","choice":{"move":{"from":1,"to":2}}}"#,
        ]
        .map(String::from),
    );
    for _ in 0..2000 {
        let mut text = samples[rng.gen_range(0..samples.len())].clone();
        for _ in 0..rng.gen_range(1..4) {
            text = mutate(&text, &mut rng);
        }
        if let Err(e) = Action::decode(text.as_bytes()) {
            assert!(e.starts_with("not a Tactica action: "), "{e}");
        }
    }
    // Paths longer than any move are refused by name.
    let long = format!(r#"{{"do":"move","unit":3,"path":{:?}}}"#, vec![1; 40]);
    assert!(Action::decode(long.as_bytes())
        .unwrap_err()
        .contains("at most"));
}

#[test]
fn corrupted_and_truncated_maps_are_refused_clearly() {
    let mut rng = Pcg64Mcg::seed_from_u64(13);
    for id in ["tactica-3p", "tactica-4p", "tactica-6p"] {
        let text = map_text(id);
        assert!(Board::parse(text).is_ok());
        for cut in (0..text.len()).step_by(97) {
            if text.is_char_boundary(cut) {
                if let Err(e) = Board::parse(&text[..cut]) {
                    assert!(!e.to_string().is_empty());
                }
            }
        }
        for _ in 0..150 {
            let broken = mutate(text, &mut rng);
            if let Err(e) = Board::parse(&broken) {
                assert!(!e.to_string().is_empty());
            }
        }
    }
    let text = map_text("tactica-3p");
    // A Keep of castle 2 listed for castle 1: not next to castle 1's Citadel.
    let far_keep = text.replacen("keeps = [[1, 6]", "keeps = [[-5, 0]", 1);
    let err = Board::parse(&far_keep).unwrap_err();
    assert!(matches!(err, MapError::Hex { q: -5, r: 0, .. }), "{err}");
    assert!(err.to_string().contains("(-5, 0)") && err.to_string().contains("Citadel"));
    // An unknown field code: the Village at (4, 0) written as X.
    let unknown = text.replacen("kCk..MdTd..V.DP", "kCk..MdTd..X.DP", 1);
    let err = Board::parse(&unknown).unwrap_err();
    assert!(matches!(err, MapError::Hex { q: 4, r: 0, .. }), "{err}");
    assert!(err.to_string().contains("'X'"));
    // The Temple pointing at a Basic field.
    let temple = text.replacen("temple = [0, 0]", "temple = [2, 0]", 1);
    let err = Board::parse(&temple).unwrap_err().to_string();
    assert!(err.contains("(2, 0)") && err.contains("Temple"), "{err}");
}

#[test]
fn corrupted_rulesets_are_refused_clearly() {
    let mut rng = Pcg64Mcg::seed_from_u64(14);
    assert!(Ruleset::parse(BUILTIN_RULESET).is_ok());
    for cut in (0..BUILTIN_RULESET.len()).step_by(61) {
        if BUILTIN_RULESET.is_char_boundary(cut) {
            if let Err(e) = Ruleset::parse(&BUILTIN_RULESET[..cut]) {
                assert!(!e.to_string().is_empty());
            }
        }
    }
    for _ in 0..250 {
        let _ = Ruleset::parse(&mutate(BUILTIN_RULESET, &mut rng));
    }
    let no_defense = BUILTIN_RULESET.replacen("defense = 1", "defense = 0", 1);
    let err = Ruleset::parse(&no_defense).unwrap_err().to_string();
    assert!(err.contains("peasant") && err.contains("defense"), "{err}");
    let unknown_unit =
        BUILTIN_RULESET.replacen(r#"unit = "light_infantry""#, r#"unit = "ogre""#, 1);
    let err = Ruleset::parse(&unknown_unit).unwrap_err().to_string();
    assert!(
        err.contains("reinforcements") && err.contains("ogre"),
        "{err}"
    );
}

/// A random action, as JSON, with numbers near the board's and the ruleset's ranges.
fn random_action(rng: &mut Pcg64Mcg, fields: u16) -> String {
    let field = |rng: &mut Pcg64Mcg| rng.gen_range(0..fields + 3);
    match rng.gen_range(0..12) {
        0 => {
            let steps: Vec<u16> = (0..rng.gen_range(0..5)).map(|_| field(rng)).collect();
            format!(
                r#"{{"do":"move","unit":{},"path":{steps:?},"leave_wagon":{}}}"#,
                field(rng),
                rng.gen::<bool>()
            )
        }
        1 => format!(
            r#"{{"do":"attack","unit":{},"target":{}}}"#,
            field(rng),
            field(rng)
        ),
        2 => format!(
            r#"{{"do":"recruit","what":{{"unit":{{"kind":{},"tier":{}}}}},"field":{}}}"#,
            rng.gen_range(0..8),
            rng.gen_range(0..6),
            field(rng)
        ),
        3 => format!(
            r#"{{"do":"recruit","what":"wagon","field":{}}}"#,
            field(rng)
        ),
        4 => {
            let target = match rng.gen_range(0..5) {
                0 => format!(r#"{{"unit":{{"field":{}}}}}"#, field(rng)),
                1 => format!(
                    r#"{{"push":{{"field":{},"to":{}}}}}"#,
                    field(rng),
                    field(rng)
                ),
                2 => format!(
                    r#"{{"reinforce":{{"field":{},"to":{},"light_infantry":{}}}}}"#,
                    field(rng),
                    field(rng),
                    rng.gen::<bool>()
                ),
                3 => format!(r#"{{"player":{{"seat":{}}}}}"#, rng.gen_range(0..5)),
                _ => format!(r#"{{"stack_card":{{"item":{}}}}}"#, rng.gen_range(0..40)),
            };
            format!(
                r#"{{"do":"play_card","card":{},"target":{target}}}"#,
                rng.gen_range(0..14)
            )
        }
        5 => format!(
            r#"{{"do":"choose_castle","castle":{}}}"#,
            rng.gen_range(0..5)
        ),
        6 => format!(r#"{{"do":"discard","card":{}}}"#, rng.gen_range(0..14)),
        7 => format!(r#"{{"do":"give_castle","to":{}}}"#, rng.gen_range(0..5)),
        8 => format!(
            r#"{{"do":"peasant","choice":{{"place":{{"field":{}}}}}}}"#,
            field(rng)
        ),
        9 => format!(r#"{{"do":"intelligence","steal":{}}}"#, rng.gen::<bool>()),
        10 => format!(r#"{{"do":"port_fee","pay":{}}}"#, rng.gen::<bool>()),
        _ => [
            r#"{"do":"buy_card"}"#,
            r#"{"do":"end_turn"}"#,
            r#"{"do":"pass"}"#,
            r#"{"do":"peek_temple"}"#,
            r#"{"do":"peek_decision","bottom":true}"#,
        ][rng.gen_range(0..5)]
        .to_string(),
    }
}

#[test]
fn random_actions_apply_or_leave_the_match_unchanged() {
    let mut rng = Pcg64Mcg::seed_from_u64(15);
    for (map, players, alliances) in [
        ("tactica-3p", 3, vec![]),
        ("tactica-4p", 4, vec![vec![0, 1], vec![2, 3]]),
        ("tactica-6p", 5, vec![]),
    ] {
        let mut game = Match::new(TacticaSetup {
            map: map.into(),
            players,
            alliances,
            seed: rng.gen(),
            turn_cap: Some(30),
            empires: Default::default(),
        })
        .unwrap();
        let fields = game.board().len() as u16;
        let (mut applied, mut refused) = (0, 0);
        for _ in 0..2000 {
            if game.is_over() {
                break;
            }
            let seat = rng.gen_range(0..players + 1);
            let action = if rng.gen_ratio(1, 3) {
                let seats = game.waiting().seats();
                let seat = seats.first().copied().unwrap_or(0);
                let legal = game.legal_actions(seat);
                let pick = legal
                    .iter()
                    .copied()
                    .filter(|a| *a != Action::Surrender)
                    .nth(rng.gen_range(0..legal.len().max(1)));
                let Some(pick) = pick.or(Some(Action::EndTurn)) else {
                    continue;
                };
                let _ = game.apply(seat, &pick);
                continue;
            } else {
                match Action::decode(random_action(&mut rng, fields).as_bytes()) {
                    Ok(action) => action,
                    Err(_) => continue,
                }
            };
            if action == Action::Surrender && !rng.gen_ratio(1, 50) {
                continue;
            }
            let before = game.snapshot();
            match game.apply(seat, &action) {
                Ok(_) => {
                    applied += 1;
                    game.check_invariants()
                        .unwrap_or_else(|e| panic!("{action:?} by {seat}: {e}"));
                }
                Err(_) => {
                    refused += 1;
                    assert_eq!(game.snapshot(), before, "{action:?} by {seat}");
                }
            }
            if matches!(game.waiting(), Waiting::Over) {
                break;
            }
        }
        assert!(
            refused > 0 && applied > 0,
            "{map}: {applied} applied, {refused} refused"
        );
    }
}
