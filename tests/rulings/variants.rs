//! R30: the light match and the handicap.

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R30: variants -----

#[test]
fn r30_light_match_armies_have_ten_soldiers() {
    let mut setup = MatchSetup::new(
        Army::pure_light(Version::King),
        Army::pure_light(Version::King),
        9,
    );
    setup.settings.light_match = true;
    let game = Match::new(setup.clone(), cards::builtin()).unwrap();
    assert_eq!(game.units().len(), 22);
    assert_eq!(game.seat_state(Seat::A).draw_pile.len(), 7);
    setup.armies.a = Army::pure(Version::King);
    assert!(Match::new(setup, cards::builtin()).is_err());
}

#[test]
fn r30_handicap_lowers_the_reserve_limit() {
    let mut settings = Settings {
        reserve_limit: BySide::new(2, 5),
        ..Settings::default()
    };
    let game = invictus::games::invictus::rules::scenario::Scenario::with_settings(
        Army::pure(Version::King),
        Army::pure(Version::King),
        settings.clone(),
        cards::builtin(),
    )
    .field(Seat::A, "F1", Warrior)
    .reserve(Seat::A, &[Archer, Archer])
    .hand(Seat::A, &[Warrior])
    .field(Seat::B, "F1", Warrior)
    .build();
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PlaySupport { .. })));
    settings.reserve_limit = BySide::new(0, 5);
    let setup = MatchSetup {
        armies: BySeat::new(Army::pure(Version::King), Army::pure(Version::King)),
        settings,
        seed: 1,
    };
    assert_eq!(
        Match::new(setup, cards::builtin()).unwrap_err(),
        SetupError::ReserveLimit {
            side: Side::A,
            limit: 0
        }
    );
}
