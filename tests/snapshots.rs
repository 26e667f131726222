//! A guard for changes to the engine's state layout (such as the one a 4-player mode needs):
//! two-player snapshots stored by today's engine, under both rulings editions, must still restore,
//! re-serialize byte for byte and replay to the same end. The positions live in
//! `fixtures/snapshots-v1.json`; they are made only with `INVICTUS_BLESS=1 cargo test --test
//! snapshots`, which a layout change must never need: a stored snapshot cannot be re-blessed.

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{
    Action, Army, Frame, Match, MatchSetup, MatchSnapshot, Phase, Rulings, Side, UnitCard, Version,
    FULL_RESERVE,
};
use invictus::games::invictus::sim::play_random_match;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/snapshots-v1.json"
);

/// One stored position. Every JSON field is kept as the exact string the engine wrote, so that
/// the comparison is byte for byte.
#[derive(Debug, Serialize, Deserialize)]
struct Entry {
    /// `<edition>/<match>/<kind of position>`; the kind is one of `mulligan`, `window`,
    /// `conscription` and `final`.
    name: String,
    /// `serde_json::to_string(game.setup())`.
    setup: String,
    /// `serde_json::to_string(game.units())`.
    cards: String,
    /// `serde_json::to_string(&game.snapshot())` at this position.
    snapshot: String,
    /// The actions left to the end of the match, as a JSON array.
    remaining: String,
    /// The snapshot once every remaining action is applied.
    final_snapshot: String,
}

#[derive(Debug, Serialize, Deserialize)]
struct Fixture {
    entries: Vec<Entry>,
}

fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("engine values serialize")
}

/// The matches the positions are taken from: seeds and version pairs, one of them a Light Match
/// with a smaller reserve for B.
fn setups(rulings: Rulings) -> Vec<(String, MatchSetup)> {
    let mut out = Vec::new();
    for (seed, a, b) in [
        (1u64, Version::King, Version::King),
        (2, Version::Shogun, Version::Pharaoh),
        (3, Version::Odin, Version::Tlatoani),
    ] {
        let mut setup = MatchSetup::new(Army::pure(a), Army::pure(b), seed);
        setup.settings.rulings = rulings;
        out.push((format!("seed{seed}-{}-vs-{}", a.key(), b.key()), setup));
    }
    let mut light = MatchSetup::new(
        Army::pure_light(Version::Emperor),
        Army::pure_light(Version::King),
        4,
    );
    light.settings.light_match = true;
    *light.settings.reserve_limit.get_mut(Side::B) = FULL_RESERVE - 1;
    light.settings.rulings = rulings;
    out.push(("seed4-light-emperor-vs-king".to_string(), light));
    out
}

/// The match as it stands after the first `step` actions.
fn after(setup: &MatchSetup, actions: &[Action], step: usize) -> Match {
    let mut game = Match::new(setup.clone(), cards::builtin()).unwrap();
    for &action in &actions[..step] {
        game.apply(action).unwrap();
    }
    game
}

fn is_conscription(game: &Match) -> bool {
    matches!(game.stack().last(), Some(Frame::Conscription { .. }))
}

/// Plays each match at random and keeps: the mulligan half done (the second seat to decide),
/// the first reaction window from the middle of the match on, the first conscription (if the
/// match has one) and the end. If none of the matches of an edition has a conscription, further
/// seeds are searched for one.
fn generate() -> Vec<Entry> {
    let catalog = cards::builtin();
    let mut entries = Vec::new();
    for rulings in [Rulings::First, Rulings::Corrected] {
        let edition = format!("{rulings:?}").to_lowercase();
        let mut extra = (100u64..140).map(|seed| {
            let mut setup =
                MatchSetup::new(Army::pure(Version::Odin), Army::pure(Version::Shogun), seed);
            setup.settings.rulings = rulings;
            (format!("seed{seed}-odin-vs-shogun"), setup)
        });
        let mut matches = setups(rulings);
        let mut conscriptions = 0;
        let mut index = 0;
        loop {
            if index == matches.len() {
                if conscriptions > 0 {
                    break;
                }
                match extra.next() {
                    Some(m) => matches.push(m),
                    None => break,
                }
            }
            let (label, setup) = matches[index].clone();
            let extra_match = index >= 4;
            index += 1;
            let played = play_random_match(setup.clone(), catalog, false).unwrap();
            let actions = played.actions;
            let end = after(&setup, &actions, actions.len());
            assert_eq!(
                end, played.game,
                "{label}: the actions replay to the same end"
            );
            let final_snapshot = json(&end.snapshot());

            // (window open, conscription under way) after each number of actions.
            let mut game = Match::new(setup.clone(), catalog).unwrap();
            let mut flags = vec![(game.window_open(), is_conscription(&game))];
            for &action in &actions {
                game.apply(action).unwrap();
                flags.push((game.window_open(), is_conscription(&game)));
            }
            let mut picks: Vec<(&str, usize)> = Vec::new();
            let conscription = (0..=actions.len()).find(|&step| flags[step].1);
            if extra_match {
                // Only searched for its conscription.
                match conscription {
                    Some(step) => picks.push(("conscription", step)),
                    None => continue,
                }
            } else {
                let mulligan = after(&setup, &actions, 1);
                assert!(
                    matches!(mulligan.phase(), Phase::Mulligan { .. }) && mulligan.version() == 1,
                    "{label}: one seat has decided its mulligan"
                );
                picks.push(("mulligan", 1));
                let window = (actions.len() / 2..=actions.len())
                    .chain(0..actions.len() / 2)
                    .find(|&step| flags[step].0);
                picks.extend(window.map(|step| ("window", step)));
                picks.extend(conscription.map(|step| ("conscription", step)));
                picks.push(("final", actions.len()));
            }
            for (kind, step) in picks {
                if kind == "conscription" {
                    conscriptions += 1;
                }
                let game = after(&setup, &actions, step);
                entries.push(Entry {
                    name: format!("{edition}/{label}/{kind}"),
                    setup: json(game.setup()),
                    cards: json(game.units()),
                    snapshot: json(&game.snapshot()),
                    remaining: json(&actions[step..]),
                    final_snapshot: final_snapshot.clone(),
                });
            }
        }
    }
    entries
}

/// The fixture, written first (once for both tests) when `INVICTUS_BLESS` is set.
fn load() -> &'static Fixture {
    static FIXTURE_ONCE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE_ONCE.get_or_init(|| {
        if std::env::var_os("INVICTUS_BLESS").is_some() {
            let fixture = Fixture {
                entries: generate(),
            };
            std::fs::write(
                FIXTURE,
                serde_json::to_string_pretty(&fixture).unwrap() + "\n",
            )
            .unwrap();
        }
        let text = std::fs::read_to_string(FIXTURE).expect("the snapshots fixture");
        serde_json::from_str(&text).expect("the snapshots fixture parses")
    })
}

fn restore(entry: &Entry, snapshot: &str) -> Match {
    let name = &entry.name;
    let setup: MatchSetup = serde_json::from_str(&entry.setup)
        .unwrap_or_else(|e| panic!("{name}: the setup parses: {e}"));
    let cards: Vec<UnitCard> = serde_json::from_str(&entry.cards)
        .unwrap_or_else(|e| panic!("{name}: the cards parse: {e}"));
    let snapshot: MatchSnapshot = serde_json::from_str(snapshot)
        .unwrap_or_else(|e| panic!("{name}: the snapshot parses: {e}"));
    Match::restore(setup, cards, snapshot)
        .unwrap_or_else(|e| panic!("{name}: the snapshot restores: {e:?}"))
}

#[test]
fn stored_snapshots_restore_reserialize_and_replay_to_the_same_end() {
    let fixture = load();
    for entry in &fixture.entries {
        let name = &entry.name;
        let mut game = restore(entry, &entry.snapshot);
        game.check_invariants()
            .unwrap_or_else(|e| panic!("{name}: invariants after restore: {e}"));
        assert_eq!(
            json(game.setup()),
            entry.setup,
            "{name}: setup re-serialized"
        );
        assert_eq!(
            json(game.units()),
            entry.cards,
            "{name}: cards re-serialized"
        );
        assert_eq!(
            json(&game.snapshot()),
            entry.snapshot,
            "{name}: snapshot re-serialized"
        );

        let remaining: Vec<Action> = serde_json::from_str(&entry.remaining)
            .unwrap_or_else(|e| panic!("{name}: the actions parse: {e}"));
        assert_eq!(
            json(&remaining),
            entry.remaining,
            "{name}: actions re-serialized"
        );
        for (i, &action) in remaining.iter().enumerate() {
            game.apply(action)
                .unwrap_or_else(|e| panic!("{name}: action {i} ({action:?}) applies: {e}"));
            game.check_invariants()
                .unwrap_or_else(|e| panic!("{name}: invariants after action {i}: {e}"));
        }
        assert_eq!(
            json(&game.snapshot()),
            entry.final_snapshot,
            "{name}: the remaining actions reach the stored end"
        );

        // The stored end restores too, and equals the replayed match.
        let end = restore(entry, &entry.final_snapshot);
        assert_eq!(
            end, game,
            "{name}: the stored end restores to the replayed match"
        );
    }
}

/// A re-bless must not quietly drop the kinds of position the guard is for.
#[test]
fn the_fixture_covers_both_editions_and_every_kind_of_position() {
    let fixture = load();
    for edition in ["first", "corrected"] {
        for kind in ["mulligan", "window", "conscription", "final"] {
            assert!(
                fixture
                    .entries
                    .iter()
                    .any(|e| e.name.starts_with(&format!("{edition}/"))
                        && e.name.ends_with(&format!("/{kind}"))),
                "no {kind} position under the {edition} rulings"
            );
        }
    }
    for entry in &fixture.entries {
        let game = restore(entry, &entry.snapshot);
        let kind = entry.name.rsplit('/').next().unwrap();
        let edition = entry.name.split('/').next().unwrap();
        assert_eq!(
            format!("{:?}", game.rulings()).to_lowercase(),
            edition,
            "{}: stored under its edition",
            entry.name
        );
        let holds = match kind {
            "mulligan" => {
                matches!(game.phase(), Phase::Mulligan { .. })
                    && game.version() == 1
                    && (game.rulings() == Rulings::First || game.first_player_known().is_none())
            }
            "window" => game.window_open(),
            "conscription" => is_conscription(&game),
            "final" => game.is_over(),
            other => panic!("{}: unknown kind {other}", entry.name),
        };
        assert!(holds, "{}: the position is what its name says", entry.name);
    }
}
