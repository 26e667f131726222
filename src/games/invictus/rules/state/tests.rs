//! Unit tests of the match state: setup checks, snapshots, priority and refusals.

use crate::games::invictus::cards;
use crate::games::invictus::rules::{
    Action, Army, Match, MatchSetup, MatchSnapshot, Mode, RuleError, Rulings, Seat, SetupError,
    Version,
};

fn duel() -> MatchSetup {
    MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Shogun), 7)
}

fn teams() -> MatchSetup {
    let king = Army::pure(Version::King);
    MatchSetup::teams(king.clone(), king.clone(), king.clone(), king, 7)
}

#[test]
fn a_setup_needs_as_many_armies_as_its_mode_has_players() {
    let mut two_for_teams = duel();
    two_for_teams.settings.mode = Mode::Teams;
    let refused = Match::new(two_for_teams, cards::builtin()).unwrap_err();
    assert_eq!(refused, SetupError::ArmiesDoNotFitMode(Mode::Teams));
    assert_eq!(
        refused.to_string(),
        "the team mode needs four armies, one per player"
    );
    let mut four_for_a_duel = teams();
    four_for_a_duel.settings.mode = Mode::Duel;
    assert_eq!(
        Match::new(four_for_a_duel, cards::builtin()).unwrap_err(),
        SetupError::ArmiesDoNotFitMode(Mode::Duel)
    );
    let mut first_rulings = teams();
    first_rulings.settings.rulings = Rulings::First;
    assert_eq!(
        Match::new(first_rulings, cards::builtin()).unwrap_err(),
        SetupError::TeamsNeedCorrectedRulings
    );
    let game = Match::new(teams(), cards::builtin()).unwrap();
    assert_eq!(game.units().len(), 84);
    for seat in Seat::ALL {
        // R34: two Soldiers and the Leader.
        assert_eq!(game.seat_state(seat).hand.len(), 3, "{seat}");
        assert!(game
            .seat_state(seat)
            .hand
            .iter()
            .all(|&u| game.owner(u) == seat));
    }
}

#[test]
fn a_team_snapshot_round_trips_and_a_duel_snapshot_does_not_fit_a_team_match() {
    let mut game = Match::new(teams(), cards::builtin()).unwrap();
    while game.turn().number < 3 {
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
    }
    let json = serde_json::to_string(&game.snapshot()).unwrap();
    assert!(json.contains("\"partners\""), "{json}");
    let back: MatchSnapshot = serde_json::from_str(&json).unwrap();
    let restored = Match::restore(game.setup().clone(), game.units().to_vec(), back).unwrap();
    assert_eq!(restored, game);
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value.as_object_mut().unwrap().remove("partners");
    let without: MatchSnapshot = serde_json::from_value(value).unwrap();
    assert!(matches!(
        Match::restore(game.setup().clone(), game.units().to_vec(), without),
        Err(SetupError::BadSnapshot(_))
    ));
}

#[test]
fn a_duel_refuses_a_first_player_c_or_d() {
    for seat in [Seat::C, Seat::D] {
        let mut setup = duel();
        setup.settings.first_player = Some(seat);
        assert_eq!(
            Match::new(setup, cards::builtin()).unwrap_err(),
            SetupError::FirstPlayerNotInMatch(seat)
        );
    }
}

#[test]
fn restoring_a_duel_refuses_a_snapshot_that_names_c_or_d() {
    let mut game = Match::new(duel(), cards::builtin()).unwrap();
    // Into the setup steps and on to the first turn, so that the turn names a seat too.
    while game.turn().number == 0 {
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
    }
    let setup = game.setup().clone();
    let cards = game.units().to_vec();
    let json = serde_json::to_string(&game.snapshot()).unwrap();
    let back: MatchSnapshot = serde_json::from_str(&json).unwrap();
    assert!(Match::restore(setup.clone(), cards.clone(), back).is_ok());
    let active = format!(
        "\"active\":\"{}\"",
        game.turn().active.to_string().to_lowercase()
    );
    let first = format!(
        "\"first_player\":\"{}\"",
        game.first_player().to_string().to_lowercase()
    );
    assert!(json.contains(&active) && json.contains(&first), "{json}");
    for (from, to) in [
        (&active, "\"active\":\"c\""),
        (&active, "\"active\":\"d\""),
        (&first, "\"first_player\":\"d\""),
    ] {
        let named = json.replacen(from.as_str(), to, 1);
        let snapshot: MatchSnapshot = serde_json::from_str(&named).unwrap();
        match Match::restore(setup.clone(), cards.clone(), snapshot) {
            Err(SetupError::BadSnapshot(why)) => {
                assert!(why.contains("does not play in a duel"), "{why}")
            }
            other => panic!("{to}: {other:?}"),
        }
    }
}

#[test]
fn a_duel_refuses_a_resignation_or_timeout_of_c_or_d() {
    let mut game = Match::new(duel(), cards::builtin()).unwrap();
    let before = game.clone();
    for seat in [Seat::C, Seat::D] {
        for action in [Action::Resign { seat }, Action::TimeOut { seat }] {
            assert_eq!(game.apply(action), Err(RuleError::NotLegal(action)));
            assert_eq!(
                game.apply_as(seat, game.version(), action),
                Err(RuleError::NotLegal(action))
            );
        }
    }
    assert_eq!(game, before);
}
