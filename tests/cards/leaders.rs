//! Every Leader copies its version's supports, reactions included.

use crate::common::*;
use crate::support::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

#[test]
fn every_leader_copies_the_supports_of_its_version() {
    for version in Version::ALL {
        let copies = Support::of_unit(version.leader());
        for soldier in version.soldiers() {
            for s in Support::of_unit(soldier) {
                assert!(copies.contains(s), "{version}: {s}");
            }
        }
        assert!(copies.iter().all(|s| s.version() == version));
    }
}

#[test]
fn a_leader_copying_a_reaction_answers_in_its_window() {
    // The Emperor as Alchemist 1 against a Ninja, the Tlatoani as Tlacochcalcatl.
    let mut game = versions(ShogunV, EmperorV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Ninja])
        .field(Seat::B, "F1", Immortal)
        .hand(Seat::B, &[Immortal, Immortal])
        .build();
    let n = in_hand(&game, Seat::A, Ninja);
    play(
        &mut game,
        Action::PlaySupport {
            unit: n,
            support: SupportUse::Ninja,
        },
    );
    let emperor = in_hand(&game, Seat::B, Emperor);
    assert!(supports_of(&game, emperor).contains(&SupportUse::Alchemist1));
    let mut game = versions(KingV, TlatoaniV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Ocelotl)
        .hand(Seat::B, &[Ocelotl])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let tlatoani = in_hand(&game, Seat::B, Tlatoani);
    // Not the Leader under attack: Tlacochcalcatl does not fit; Tlamacazqui 1 is not for attacks.
    assert!(supports_of(&game, tlatoani).is_empty());
}
