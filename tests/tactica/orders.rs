//! The standing order "pass on business far from me" (T79: decided from public facts only): a
//! purchase or a far move is passed for the player, a move that comes near their units is not.

use crate::common::f;
use invictus::games::tactica::StandingOrder;
use invictus::games::{Game, Waiting};
use invictus::tactica::scenario::Scenario;
use invictus::tactica::{Action, Path};

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
        assert_eq!(Game::standing_answer(&g, seat, order), Some(Action::Pass));
        assert_eq!(Game::standing_answer(&g, seat, StandingOrder::Ask), None);
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
    assert_eq!(Game::standing_answer(&g, 2, order), None, "asked");
    if seats.contains(&1) {
        assert!(!g.window_concerns(1));
        assert_eq!(Game::standing_answer(&g, 1, order), Some(Action::Pass));
    }
}
