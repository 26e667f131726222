//! Tactica's built-in opponent: it is given only what its seat may know (the hidden cards dealt
//! again), so hidden cards never sway it; it always returns a legal action; it finishes matches
//! in every mode, the Empires' included.

use invictus::games::tactica::opponent::{Level, Opponent};
use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
use invictus::games::tactica::{Action, EmpireRule, Match, TacticaSetup, TacticaSnapshot, Waiting};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn setup(map: &str, players: u8, alliances: Vec<Vec<u8>>, seed: u64) -> TacticaSetup {
    TacticaSetup {
        map: map.into(),
        players,
        alliances,
        seed,
        turn_cap: Some(8),
        empires: Default::default(),
    }
}

/// The same match with what `seat` cannot see changed: every other hand traded for cards of the
/// deck, and the deck turned over.
fn hidden_changed(game: &Match, seat: u8) -> Match {
    let mut snapshot: TacticaSnapshot = game.snapshot();
    for (index, player) in snapshot.players.iter_mut().enumerate() {
        if index == seat as usize || snapshot.deck.len() < player.hand.len() {
            continue;
        }
        let n = player.hand.len();
        let drawn: Vec<_> = snapshot.deck.drain(..n).collect();
        let held = std::mem::replace(&mut player.hand, drawn);
        snapshot.deck.extend(held);
    }
    snapshot.deck.reverse();
    Match::restore(snapshot, game.rules_arc().clone(), game.board_arc().clone())
        .expect("the changed snapshot restores")
}

/// The same match with every other player holding at least two cards from the deck.
fn others_hold_cards(game: &Match, seat: u8) -> Match {
    let mut snapshot: TacticaSnapshot = game.snapshot();
    for (index, player) in snapshot.players.iter_mut().enumerate() {
        while index != seat as usize && player.hand.len() < 2 && snapshot.deck.len() > 4 {
            let card = snapshot.deck.remove(0);
            player.hand.push(card);
        }
    }
    Match::restore(snapshot, game.rules_arc().clone(), game.board_arc().clone())
        .expect("the snapshot restores")
}

#[test]
fn the_opponent_is_given_no_hidden_card_and_decides_the_same_whatever_they_are() {
    let mut game = Match::new(setup("tactica-3p", 2, Vec::new(), 11)).expect("a duel");
    let mut greedy = [
        ScriptedPlayer::new(PlayerKind::Greedy, 1),
        ScriptedPlayer::new(PlayerKind::Greedy, 2),
    ];
    let mut compared = 0;
    for step in 0..3000 {
        let waiting = game.waiting();
        let Some(&seat) = waiting.seats().first() else {
            break;
        };
        if step % 3 == 0 {
            let game = others_hold_cards(&game, seat);
            let other = hidden_changed(&game, seat);
            assert_ne!(other.snapshot(), game.snapshot());
            // What the opponent is given: the same, whatever the hidden cards are.
            let given = game.redeal_hidden(seat, &mut Pcg64Mcg::seed_from_u64(step));
            let given_other = other.redeal_hidden(seat, &mut Pcg64Mcg::seed_from_u64(step));
            assert_eq!(given.snapshot(), given_other.snapshot());
            assert_eq!(given.player(seat).hand, game.player(seat).hand);
            for level in [Level::Easy, Level::Normal] {
                let a = Opponent::new(level, 5).choose(&game, seat);
                let b = Opponent::new(level, 5).choose(&other, seat);
                assert_eq!(a, b, "step {step}: {level:?} swayed by hidden cards");
            }
            compared += 1;
        }
        let action = greedy[seat as usize].choose(&game, seat);
        game.apply(seat, &action)
            .expect("the greedy player plays legally");
    }
    assert!(compared >= 10, "only {compared} positions compared");
}

/// Plays a match of `levels` (one per seat) to its end, checking every choice against the legal
/// actions and the invariants after each.
fn play_to_the_end(setup: TacticaSetup, levels: &[Level]) -> Match {
    let mut game = Match::new(setup).expect("a valid setup");
    let mut legal = Vec::new();
    for step in 0..6000 {
        let waiting = game.waiting();
        let Some(&seat) = waiting.seats().first() else {
            return game;
        };
        let action = Opponent::new(levels[seat as usize], step)
            .choose(&game, seat)
            .expect("the opponent answers when it is waited for");
        game.legal_actions_into(seat, &mut legal);
        assert!(
            legal.contains(&action),
            "step {step}: {action:?} by seat {seat} is not legal at {waiting:?}"
        );
        assert_ne!(action, Action::Surrender);
        game.apply(seat, &action).expect("a legal action applies");
        game.check_invariants().expect("the invariants hold");
    }
    panic!("no end after 6000 actions");
}

#[test]
fn the_opponent_plays_legally_to_the_end_in_every_mode() {
    use Level::{Easy, Normal};
    let mut drafted = setup("tactica-3p", 2, Vec::new(), 3);
    drafted.empires = EmpireRule::Draft;
    let mut given_empires = setup("tactica-6p", 3, Vec::new(), 4);
    given_empires.empires =
        EmpireRule::Given(vec!["persia".into(), "hittite".into(), "babylon".into()]);
    let matches = [
        (drafted, vec![Normal, Easy]),
        (
            setup("tactica-3p", 3, Vec::new(), 5),
            vec![Easy, Normal, Easy],
        ),
        (
            setup("tactica-4p", 4, vec![vec![0, 2], vec![1, 3]], 6),
            vec![Normal, Easy, Easy, Easy],
        ),
        (given_empires, vec![Easy, Easy, Normal]),
    ];
    for (setup, levels) in matches {
        let game = play_to_the_end(setup.clone(), &levels);
        assert!(game.is_over(), "{setup:?} did not end");
        assert!(matches!(game.waiting(), Waiting::Over));
    }
}
