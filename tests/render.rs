//! Rendering thousands of random match states into Discord messages, in every language: every
//! Discord limit holds (embed sizes, fields, rows, buttons, select options, custom_id length), no
//! public message names a card that is only in a hand or a draw pile (R4, R23), and a message in
//! another language than English has no English sentence of the catalogs left in it.

use invictus::discord::ids::{ComponentId, PickValue};
use invictus::discord::render::{self, Component, Message, Players};
use invictus::games::invictus::rules::*;
use invictus::games::invictus::sim::random_army;
use invictus::games::invictus::text;
use invictus::games::invictus::StandingOrder;
use invictus::games::Orders;
use invictus::games::Variant;
use invictus::hosting::PlayerId;
use invictus::hosting::UnixMs;
use invictus::kit::lang::Lang;
#[path = "common/english.rs"]
mod english;
use english::english_sentences;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::collections::HashSet;

const PLAYERS: Players = Players::duel(
    PlayerId(111_111_111_111_111_111),
    PlayerId(222_222_222_222_222_222),
);
const TEAM_PLAYERS: Players = Players {
    ids: [
        Some(PlayerId(111_111_111_111_111_111)),
        Some(PlayerId(222_222_222_222_222_222)),
        Some(PlayerId(333_333_333_333_333_333)),
        Some(PlayerId(444_444_444_444_444_444)),
    ],
    mode: Mode::Teams,
};

/// Kinds of `seat` that are only in its hand or draw pile: nothing public shows them now.
fn hidden_only(game: &Match, seat: Seat, recent: &[String]) -> Vec<UnitKind> {
    let mut public: HashSet<UnitKind> = HashSet::new();
    let view = game.view(None);
    for &s in game.seats() {
        let side = view.seats.get(s);
        public.insert(side.leader);
        public.extend(side.battlefield.iter().map(|f| f.kind));
        public.extend(side.reserve.iter().copied());
        public.extend(side.kingdom.iter().copied());
        public.extend(side.graveyard.iter().copied());
    }
    for p in &view.pending {
        if let PendingView::Support { kind, .. } = p {
            public.insert(*kind);
        }
    }
    let state = game.seat_state(seat);
    state
        .hand
        .iter()
        .chain(state.draw_pile)
        .map(|&u| game.kind(u))
        .filter(|k| !public.contains(k))
        // A name that is part of a public line (events name cards that were public then).
        .filter(|k| !recent.iter().any(|line| line.contains(k.name())))
        .collect()
}

fn contains_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

fn assert_no_hidden(
    message: &Message,
    game: &Match,
    seats: &[Seat],
    recent: &[String],
    reader: Option<Seat>,
    what: &str,
) {
    let text = message.all_text();
    // Cards the reader holds are theirs to see.
    // Cards the reader holds are theirs to see, with the names of their supports (a Leader's
    // support may share a Soldier's name, like the Emperor's Immortal).
    let own: Vec<String> = reader.map_or_else(Vec::new, |r| {
        game.seat_state(r)
            .hand
            .iter()
            .flat_map(|&u| {
                let kind = game.kind(u);
                std::iter::once(kind.name().to_string())
                    .chain(Support::of_unit(kind).iter().map(|s| s.name().to_string()))
            })
            .collect()
    });
    for &seat in seats {
        for kind in hidden_only(game, seat, recent)
            .into_iter()
            .filter(|k| !own.iter().any(|o| o.contains(k.name())))
        {
            // Support names shown in the public reaction prompt are public (the support was played).
            assert!(
                !contains_word(&text, kind.name()),
                "{what} names {} (hidden in {seat}'s hand or draw pile):\n{text}",
                kind.name()
            );
        }
    }
}

fn check(message: &Message, what: &str) {
    if let Err(e) = message.check_limits() {
        panic!("{what} breaks a Discord limit: {e:?}\n{message:#?}");
    }
    for row in &message.rows {
        for c in row {
            let id = match c {
                Component::Button { id, .. } | Component::Select { id, .. } => id,
            };
            assert!(
                id.parse::<ComponentId>().is_ok(),
                "{what}: unparsable custom_id {id}"
            );
            if let Component::Select { options, .. } = c {
                for o in options {
                    let ok = o.value.parse::<PickValue>().is_ok()
                        || StandingOrder::from_key(&o.value).is_some()
                        || render::PRESET_ARMIES.contains(&o.value.as_str());
                    assert!(ok, "{what}: unparsable option value {}", o.value);
                }
            }
        }
    }
}

#[test]
fn thousands_of_random_states_render_within_discord_limits_without_hidden_cards() {
    for lang in Lang::all() {
        let (states, group_pages) = render_random_states(lang, Mode::Duel, 160);
        assert!(states >= 2000, "{lang}: only {states} states rendered");
        assert!(
            group_pages > 1000,
            "{lang}: only {group_pages} group pages rendered"
        );
    }
}

#[test]
fn random_team_states_render_within_discord_limits_and_no_hand_reaches_a_partner() {
    for lang in Lang::all() {
        let (states, group_pages) = render_random_states(lang, Mode::Teams, 60);
        assert!(states >= 600, "{lang}: only {states} states rendered");
        assert!(
            group_pages > 200,
            "{lang}: only {group_pages} group pages rendered"
        );
    }
}

/// Checks that `message`, drawn in `lang`, has no English sentence of the catalogs in it.
fn assert_translated(lang: Lang, english: &English, message: &Message, what: &str) {
    if lang == Lang::EN {
        return;
    }
    let text = message.all_text();
    if let Some(sentence) = english.found_in(&text) {
        panic!("{what} in {lang} has the English “{sentence}” left in it:\n{text}");
    }
}

/// The English sentences of the catalogs, searched for all at once (one pass over a text
/// instead of one per sentence: thousands of messages are checked against hundreds of them).
struct English {
    sentences: Vec<String>,
    finder: aho_corasick::AhoCorasick,
}

impl English {
    fn new() -> English {
        let sentences = english_sentences();
        let finder = aho_corasick::AhoCorasick::new(&sentences).expect("the sentences compile");
        English { sentences, finder }
    }

    /// An English sentence found in `text`, if any.
    fn found_in(&self, text: &str) -> Option<&str> {
        self.finder
            .find(text)
            .map(|m| self.sentences[m.pattern().as_usize()].as_str())
    }
}

#[test]
fn the_english_sentences_are_found_where_they_are() {
    // The check above finds what it looks for: an English board has English sentences.
    let english = English::new();
    assert!(
        english.sentences.len() > 100,
        "only {} sentences",
        english.sentences.len()
    );
    let game = Match::new(
        MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), 1),
        invictus::games::invictus::cards::builtin(),
    )
    .unwrap();
    let hand = render::hand(
        Lang::EN,
        1,
        &game.view(Some(Seat::A)),
        &PLAYERS,
        None,
        StandingOrder::Ask,
    );
    let text = hand.all_text();
    assert!(english.found_in(&text).is_some(), "{text}");
    assert!(
        english.found_in(&text).is_some()
            == english.sentences.iter().any(|s| text.contains(s.as_str())),
        "the finder agrees with a search of each sentence"
    );
}

/// Renders every message kind of random matches of `mode` and checks the limits and that no
/// message shows a card its readers may not see (in the team mode, a hand never reaches the
/// partner, R44). Returns the states and group pages rendered.
fn render_random_states(lang: Lang, mode: Mode, games: u64) -> (usize, usize) {
    let catalog = invictus::games::invictus::cards::builtin();
    let english = English::new();
    let translated =
        |message: &Message, what: &str| assert_translated(lang, &english, message, what);
    let players = match mode {
        Mode::Duel => &PLAYERS,
        Mode::Teams => &TEAM_PLAYERS,
    };
    let mut rng = Pcg64Mcg::seed_from_u64(0x5eed_b0a2d + mode as u64);
    let mut states = 0;
    let mut group_pages = 0;
    for game_index in 0..games {
        let light = game_index % 5 == 4;
        let mut setup = MatchSetup {
            armies: BySeat::for_mode(mode, |_| random_army(&mut rng, light)),
            settings: Settings {
                mode,
                ..Settings::default()
            },
            seed: game_index,
        };
        setup.settings.light_match = light;
        if game_index % 7 == 3 {
            setup.settings.reserve_limit = BySide::new(rng.gen_range(1..=5), 5);
        }
        let mut game = Match::new(setup, catalog).expect("random armies are valid");
        let mut recent: Vec<String> = Vec::new();
        let mut steps = 0;
        while !game.is_over() && steps < 400 {
            let actions = game.legal_actions();
            let action = actions[rng.gen_range(0..actions.len())];
            let events = game.apply(action).expect("legal");
            recent.extend(
                events
                    .iter()
                    .filter_map(|e| text::public_event(lang, e, players)),
            );
            if recent.len() > 8 {
                recent.drain(..recent.len() - 8);
            }
            steps += 1;
            if steps % 3 != 0 && !game.is_over() {
                continue;
            }
            states += 1;
            let view = game.view(None);
            let board = render::board(
                lang,
                7,
                &view,
                players,
                Variant::Handicap(2),
                &recent,
                &render::BoardClocks {
                    window: Some(UnixMs(1_800_000_000_000)),
                    turn: Some(UnixMs(1_900_000_000_000)),
                    away: [
                        Some(UnixMs(1_950_000_000_000)),
                        Some(UnixMs(1_960_000_000_000)),
                        None,
                        None,
                    ],
                },
            );
            check(&board, "board");
            translated(&board, "board");
            let everyone = game.seats();
            assert_no_hidden(&board, &game, everyone, &recent, None, "board");
            if let Some(seat) = view.priority {
                if invictus::hosting::window_open(&game) {
                    let prompt = render::window_prompt(
                        lang,
                        7,
                        &view,
                        players,
                        Some(UnixMs(1_800_000_000_000)),
                    );
                    check(&prompt, "window prompt");
                    translated(&prompt, "window prompt");
                    assert_no_hidden(&prompt, &game, everyone, &recent, None, "window prompt");
                    assert_eq!(
                        prompt.rows.len(),
                        1,
                        "a window prompt has only Respond and Pass"
                    );
                    assert_eq!(
                        prompt.mention,
                        players.id(seat).into_iter().collect::<Vec<_>>()
                    );
                } else {
                    let ping = render::turn_ping(lang, 7, &view, players);
                    check(&ping, "turn ping");
                    translated(&ping, "turn ping");
                    assert_no_hidden(&ping, &game, everyone, &recent, None, "turn ping");
                }
            }
            for &seat in everyone {
                let hand = render::hand(
                    lang,
                    7,
                    &game.view(Some(seat)),
                    players,
                    Some("✅ something"),
                    StandingOrder::Ask,
                );
                check(&hand, "hand");
                translated(&hand, "hand");
                // A player's private message never shows another player's hidden cards (the
                // partner's neither, R44).
                let others: Vec<Seat> = everyone.iter().copied().filter(|&s| s != seat).collect();
                assert_no_hidden(&hand, &game, &others, &recent, Some(seat), "hand");
                if view.priority == Some(seat) {
                    let groups = render::action_groups(lang, &game.view(Some(seat)));
                    for g in 0..groups.len() as u16 {
                        for page in 0..3 {
                            let paged = render::hand_page(
                                lang,
                                7,
                                &game.view(Some(seat)),
                                players,
                                None,
                                render::HandPage::Group { group: g, page },
                                StandingOrder::GuardLeader,
                            );
                            check(&paged, "group page");
                            if page == 0 {
                                translated(&paged, "group page");
                            }
                            group_pages += 1;
                        }
                    }
                    // Every legal action is reachable from the menus or the buttons.
                    let legal = game.legal_actions().len();
                    let mut reachable: HashSet<u16> = groups
                        .iter()
                        .flat_map(|(_, items)| items.iter().map(|i| i.0))
                        .collect();
                    for (i, a) in game.legal_actions().iter().enumerate() {
                        if matches!(
                            a,
                            Action::KeepHand | Action::Mulligan | Action::EndTurn | Action::Pass
                        ) {
                            reachable.insert(i as u16);
                        }
                    }
                    assert_eq!(
                        reachable.len(),
                        legal,
                        "some legal action has no button or menu entry"
                    );
                }
            }
        }
        if let Some(outcome) = game.outcome() {
            let over = render::game_over(lang, i64::MAX, outcome, players, true);
            check(&over, "game over");
            translated(&over, "game over");
        }
    }
    (states, group_pages)
}

#[test]
fn long_group_lists_are_paged_and_every_page_fits() {
    // A select menu holds 25 options: a group of more choices is split into pages of 24 and a
    // "More…" entry, and every choice appears on exactly one page.
    let catalog = invictus::games::invictus::cards::builtin();
    let mut rng = Pcg64Mcg::seed_from_u64(99);
    let mut seen_long = false;
    'games: for seed in 0..400u64 {
        let mut game = Match::new(
            MatchSetup::new(
                random_army(&mut rng, false),
                random_army(&mut rng, false),
                seed,
            ),
            catalog,
        )
        .unwrap();
        while !game.is_over() {
            let Some(seat) = game.priority() else { break };
            for (g, (_, items)) in render::action_groups(Lang::EN, &game.view(Some(seat)))
                .iter()
                .enumerate()
            {
                if items.len() <= 25 {
                    continue;
                }
                seen_long = true;
                let mut shown = Vec::new();
                for page in 0..10u16 {
                    let msg = render::hand_page(
                        Lang::EN,
                        1,
                        &game.view(Some(seat)),
                        &PLAYERS,
                        None,
                        render::HandPage::Group {
                            group: g as u16,
                            page,
                        },
                        StandingOrder::Ask,
                    );
                    check(&msg, "long group page");
                    let Component::Select { options, .. } = &msg.rows[0][0] else {
                        panic!("a group page starts with its menu")
                    };
                    for o in options {
                        if let Ok(PickValue::Action { index }) = o.value.parse() {
                            shown.push(index);
                        }
                    }
                    if !options.iter().any(|o| o.label == "More…") {
                        break;
                    }
                }
                shown.sort_unstable();
                shown.dedup();
                let mut want: Vec<u16> = items.iter().map(|i| i.0).collect();
                want.sort_unstable();
                assert_eq!(shown, want);
                break 'games;
            }
            let actions = game.legal_actions();
            game.apply(actions[rng.gen_range(0..actions.len())])
                .unwrap();
        }
    }
    assert!(
        seen_long,
        "no state with a group of more than 25 choices was found"
    );
}

#[test]
fn limits_checker_catches_broken_messages() {
    let mut m = Message::text("x".repeat(2001));
    assert!(m.check_limits().is_err());
    m = Message::text("ok");
    m.rows = vec![vec![]; 6];
    assert!(m.check_limits().is_err());
    m.rows = vec![vec![Component::Button {
        id: "i".repeat(101),
        label: "b".into(),
        style: render::Style::Primary,
    }]];
    assert!(m.check_limits().is_err());
}

#[test]
fn long_one_choice_supports_are_never_cut_in_the_hand_menu() {
    // A group of one choice is one option "group: choice"; when that is longer than an option
    // label holds (100 characters), the group is the label and the choice its description.
    use invictus::games::invictus::rules::scenario::Scenario;
    let cell = |c: &str| c.parse::<Cell>().unwrap();
    // (the card's version, the card, a unit on F1 and in the kingdom, its use given that citizen)
    type Case = (Version, UnitKind, UnitKind, fn(UnitId) -> SupportUse);
    let cases: [Case; 5] = [
        (
            Version::Pharaoh,
            UnitKind::Medjay,
            UnitKind::Commander,
            |_| SupportUse::Medjay,
        ),
        (Version::Odin, UnitKind::Viking, UnitKind::Arbalist, |_| {
            SupportUse::Viking
        }),
        (
            Version::Emperor,
            UnitKind::Immortal,
            UnitKind::Siphonarioi,
            |_| SupportUse::Immortal,
        ),
        (
            Version::Tlatoani,
            UnitKind::Pochtecatl,
            UnitKind::Tlacochcalcatl,
            |citizen| SupportUse::Pochtecatl {
                cell: "F1".parse().unwrap(),
                citizen,
            },
        ),
        (
            Version::Emperor,
            UnitKind::Cataphract,
            UnitKind::Siphonarioi,
            |_| SupportUse::Cataphract {
                swap_with: "F1".parse().unwrap(),
            },
        ),
    ];
    for (version, card, other, support) in cases {
        let game = Scenario::new(
            Army::pure(version),
            Army::pure(Version::King),
            invictus::games::invictus::cards::builtin(),
        )
        .field(Seat::A, "F1", other)
        .hand(Seat::A, &[card])
        .kingdom(Seat::A, &[other])
        .field(Seat::B, "F1", UnitKind::Guardian)
        .build();
        let unit = game.seat_state(Seat::A).hand[0];
        let citizen = game.seat_state(Seat::A).kingdom[0];
        let support = support(citizen);
        let mut view = game.view(Some(Seat::A));
        view.priority = Some(Seat::A);
        view.actions = vec![Action::PlaySupport { unit, support }];
        view.known.extend([(unit, card), (citizen, other)]);
        view.known.sort();
        view.known.dedup();
        assert_eq!(view.seats.get(Seat::A).battlefield[0].cell, cell("F1"));
        for lang in Lang::all() {
            let hand = render::hand(lang, 7, &view, &PLAYERS, None, StandingOrder::Ask);
            check(&hand, "hand");
            let choice = text::support_choices(lang, &view, Seat::A, support);
            let option = hand
                .rows
                .iter()
                .flatten()
                .find_map(|c| match c {
                    Component::Select { options, .. } => options
                        .iter()
                        .find(|o| o.value == PickValue::Action { index: 0 }.to_string()),
                    _ => None,
                })
                .unwrap_or_else(|| panic!("{lang} {card:?}: no menu option plays the support"));
            let what = format!("{lang} {card:?}: {option:?}");
            assert!(!option.label.ends_with('…'), "label cut: {what}");
            assert!(option.label.contains(card.name()), "{what}");
            assert!(
                option
                    .description
                    .as_deref()
                    .is_none_or(|d| !d.ends_with('…')),
                "description cut: {what}"
            );
            assert!(
                option.label.ends_with(&choice) || option.description.as_deref() == Some(&choice),
                "the choice is not shown whole: {what}"
            );
        }
    }
}
