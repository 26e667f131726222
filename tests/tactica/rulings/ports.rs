//! The Port Centre's fee (T34) on every way onto a centre: a path whose fee its player cannot pay
//! is made, and the unit goes back to the field it entered the centre from with its points spent;
//! Lydia's debt allowance (T101) pays the fee of a unit a card puts there as it pays her own moves.

use super::abilities::empires;
use super::duel;
use crate::common::*;
use invictus::games::tactica::text;
use invictus::games::tactica::{Action, CardTarget, Decision, Event, Match, Path};
use invictus::kit::lang::Lang;

/// Plays `action` of seat 0 and passes every window; returns the events in English words, as
/// the public reads them.
fn play_told(g: &mut Match, action: Action) -> String {
    let before = g.view(None);
    let events: Vec<Event> = g.play(0, action);
    events
        .iter()
        .filter_map(|e| text::describe_event(Lang::EN, e, None, &before, g.board(), g.rules()))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn t34_a_path_onto_a_port_centre_it_cannot_pay_for_goes_back_with_its_points_spent() {
    let mut s = duel();
    s.unit(0, "LC", "6,-1");
    s.gold(0, 1);
    let mut g = s.build();
    // Listed as any move, and made.
    assert!(g.move_to(0, f(&g, "6,-1"), f(&g, "7,0")).is_some());
    let onto_centre = move_action(&g, "6,-1", &["7,-1", "7,0"]);
    let told = play_told(&mut g, onto_centre);
    assert!(unit(&g, "7,0").is_none() && unit(&g, "6,-1").is_none());
    let cavalry = unit(&g, "7,-1").expect("back on the field it entered the centre from");
    // Both steps stay spent: a path that stopped on 7,-1 would have left it 5 points.
    assert_eq!(cavalry.mp, 6 - 2);
    assert_eq!(gold(&g, 0), 1, "no fee paid");
    assert!(
        told.contains("could not pay the port fee of 2 G on"),
        "the events say why: {told}"
    );
    g.check_invariants().expect("the match is in order");
}

#[test]
fn t34_a_driver_that_cannot_pay_goes_back_with_its_wagon_or_onto_the_one_it_left() {
    // Driving: the wagon goes back under it.
    let mut s = duel();
    s.unit(0, "LI", "6,-1");
    s.wagon(0, "6,-1");
    s.gold(0, 0);
    let mut g = s.build();
    g.play(0, move_action(&g, "6,-1", &["7,-1", "7,0"]));
    assert_eq!(
        (owner(&g, "7,-1"), g.wagon(f(&g, "7,-1"))),
        (Some(0), Some(0))
    );
    assert_eq!(g.wagon(f(&g, "7,0")), None);
    let driver = unit(&g, "7,-1").unwrap();
    assert_eq!(
        (driver.mp, driver.wagon_mp),
        (1, 2),
        "its own points went first"
    );
    // Leaving the wagon onto the centre: back onto the wagon it left, the point spent.
    let mut s = duel();
    s.unit(0, "LI", "7,-1");
    s.wagon(0, "7,-1");
    s.gold(0, 0);
    let mut g = s.build();
    let leave = Action::Move {
        unit: f(&g, "7,-1"),
        path: Path::from_slice(&[f(&g, "7,0")]).expect("a path"),
        leave_wagon: true,
    };
    assert!(g.legal_actions(0).contains(&leave));
    g.play(0, leave);
    assert_eq!(unit(&g, "7,0"), None);
    assert_eq!(
        (owner(&g, "7,-1"), g.wagon(f(&g, "7,-1"))),
        (Some(0), Some(0))
    );
    assert_eq!(unit(&g, "7,-1").unwrap().mp, 3 - 1);
    g.check_invariants().expect("the match is in order");
}

#[test]
fn t34_t101_lydia_pays_a_port_centre_fee_from_her_debt_however_she_arrives() {
    // Walking there herself, with no gold: the fee comes out of her allowance (3 per castle).
    let mut s = empires("lydia", "");
    s.unit(0, "LC", "6,-1");
    s.gold(0, 0);
    let mut g = s.build();
    go(&mut g, 0, "6,-1", &["7,-1", "7,0"]);
    assert_eq!((owner(&g, "7,0"), gold(&g, 0)), (Some(0), -2));
    // Pushed there by an opponent's Forced March, with 1 gold: she is asked, and may pay.
    let mut s = empires("", "lydia");
    s.unit(1, "LI", "6,0");
    s.gold(1, 1);
    s.hand(0, &["forced_march"]);
    let mut g = s.build();
    g.act(0, Action::BuyCard);
    g.play(0, play_card(&g, "forced_march", push(&g, "6,0", "7,0")));
    assert!(
        matches!(g.decision(), Some(Decision::PortFee { seat: 1, .. })),
        "Lydia is asked: {:?}",
        g.decision()
    );
    g.play(1, Action::PortFee { pay: true });
    assert_eq!((owner(&g, "7,0"), gold(&g, 1)), (Some(1), -1));
    // Stepping there by her own Reinforcements, with no gold: asked too.
    let mut s = empires("", "lydia");
    s.unit(0, "HI", "5,0");
    s.unit(1, "LI", "6,0");
    s.gold(1, 0);
    s.hand(1, &["reinforcements"]);
    let mut g = s.build();
    g.act(0, attack_action(&g, "5,0", "6,0"));
    let aside = CardTarget::Reinforce {
        field: f(&g, "6,0"),
        to: f(&g, "7,0"),
        light_infantry: false,
    };
    g.play(1, play_card(&g, "reinforcements", aside));
    assert!(
        matches!(g.decision(), Some(Decision::PortFee { seat: 1, .. })),
        "Lydia is asked: {:?}",
        g.decision()
    );
    g.play(1, Action::PortFee { pay: true });
    assert_eq!((owner(&g, "7,0"), gold(&g, 1)), (Some(1), -2));
    g.check_invariants().expect("the debt is within its bound");
}
