//! The standing order "pass on business far from me" (T79: decided from public facts only): a
//! purchase or a far move is passed for the player, a move that comes near their units is not.

use crate::common::f;
use invictus::games::tactica::scenario::Scenario;
use invictus::games::tactica::StandingOrder;
use invictus::games::tactica::{Action, Path};
use invictus::games::{Game, Waiting};

#[test]
fn t79_far_business_is_passed_for_the_player_and_business_near_them_is_asked() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.order(&[0, 1, 2]);
    s.unit(0, "LI", "-4,0");
    s.unit(1, "HI", "3,0");
    s.unit(2, "LI", "-6,0");
    s.gold(0, 30);
    s.hand(1, &["reflex"]);
    s.hand(2, &["reflex"]);
    let mut g = s.build();
    let order = StandingOrder::PassFarAway;

    // A purchase concerns nobody: both players holding cards are passed for.
    g.apply(0, &Action::BuyCard).unwrap();
    let Waiting::Window { seats } = Game::waiting(&g) else {
        panic!("a window opens on the purchase");
    };
    assert_eq!(seats, vec![1, 2]);
    for seat in [1, 2] {
        assert!(!g.window_concerns(seat));
        assert_eq!(
            Game::standing_answer(&g, seat, order.into()),
            Some(Action::Pass)
        );
        assert_eq!(
            Game::standing_answer(&g, seat, StandingOrder::Ask.into()),
            None
        );
    }
    for seat in [1, 2] {
        g.apply(seat, &Action::Pass).unwrap();
    }

    // A move next to Player 3's unit concerns them, not Player 2 across the map.
    let to = f(&g, "-5,0");
    let step = Action::Move {
        unit: f(&g, "-4,0"),
        path: Path::from_slice(&[to]).unwrap(),
        leave_wagon: false,
    };
    g.apply(0, &step).unwrap();
    let Waiting::Window { seats } = Game::waiting(&g) else {
        panic!("a window opens on the move");
    };
    assert!(seats.contains(&2));
    assert!(g.window_concerns(2));
    assert_eq!(Game::standing_answer(&g, 2, order.into()), None, "asked");
    if seats.contains(&1) {
        assert!(!g.window_concerns(1));
        assert_eq!(
            Game::standing_answer(&g, 1, order.into()),
            Some(Action::Pass)
        );
    }
}

/// The optional abilities' standing order (T89, T108, T109, T112): used always (the default),
/// never, or asked; a choice that cannot be declined is made the usual way.
#[test]
fn t108_t112_the_abilities_order_answers_the_optional_abilities() {
    use invictus::games::tactica::AbilityAction;
    use invictus::games::tactica::{AbilityOrder, TacticaOrders};
    let with = |abilities| TacticaOrders {
        windows: StandingOrder::Ask,
        abilities,
    };
    let mut s = Scenario::new("tactica-3p", 2);
    s.empire(1, "parthia");
    s.castle(2, Some(0)).castle(3, Some(1));
    s.unit_tier(0, "archer", 3, "0,-3");
    s.unit(1, "cavalry_archer", "0,-1");
    let mut g = s.build();
    let attack = Action::Attack {
        unit: f(&g, "0,-3"),
        target: f(&g, "0,-1"),
    };
    g.apply(0, &attack).unwrap();
    while let Waiting::Window { seats } = Game::waiting(&g) {
        for seat in seats {
            g.apply(seat, &Action::Pass).unwrap();
        }
    }
    assert!(matches!(
        g.decision(),
        Some(invictus::games::tactica::Decision::Evasion { seat: 1, .. })
    ));
    let evade = |evade| Action::Ability {
        ability: AbilityAction::Evade { evade },
    };
    assert_eq!(TacticaOrders::default().abilities, AbilityOrder::Always);
    assert_eq!(
        Game::standing_answer(&g, 1, with(AbilityOrder::Always)),
        Some(evade(true))
    );
    assert_eq!(
        Game::standing_answer(&g, 1, with(AbilityOrder::Never)),
        Some(evade(false))
    );
    assert_eq!(Game::standing_answer(&g, 1, with(AbilityOrder::Ask)), None);
    // The window order plays no part in a question, nor the abilities' in a window.
    let pass_all = TacticaOrders {
        windows: StandingOrder::AlwaysPass,
        abilities: AbilityOrder::Ask,
    };
    assert_eq!(Game::standing_answer(&g, 1, pass_all), None);
    // Every pair has a key of its own; the window orders' keys are those stored before.
    use invictus::games::Orders;
    for &order in TacticaOrders::ALL {
        assert_eq!(TacticaOrders::from_key(order.key()), Some(order));
    }
    assert_eq!(
        TacticaOrders::from_key("pass_far_away"),
        Some(StandingOrder::PassFarAway.into())
    );
}
