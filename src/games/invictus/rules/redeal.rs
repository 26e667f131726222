//! Re-sampling what one seat cannot see, for searches that must not peek: the opponent's hand
//! and draw pile, the seat's own draw order and the generator of future shuffles (R4).

use super::seat::Seat;
use super::setup::Rulings;
use super::state::{Match, Phase};
use super::unit::UnitId;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

impl Match {
    /// A copy of the match in which everything `viewer` cannot see is dealt again at random,
    /// consistently with what it can see: each other player's hand and draw pile (the
    /// partner's too in the team mode, R44) are pooled and dealt back with the same sizes, the
    /// viewer's own draw pile is reshuffled, and the generator of future shuffles is reseeded
    /// from `rng`.
    ///
    /// The result depends only on `viewer`'s information and `rng`: hidden cards are pooled as a
    /// sorted set before shuffling, so two matches that differ only in what `viewer` cannot see
    /// give the same copy for the same `rng`. A card whose place in a hand is public stays
    /// there: a Leader (never in a draw pile), and a card of another army (it reached the hand
    /// in view of all, displaced by a recruit or returned by a support).
    pub fn redeal_hidden(&self, viewer: Seat, rng: &mut impl Rng) -> Match {
        let mut game = self.clone();
        let units = &game.units;
        for &seat in self.seats() {
            if seat == viewer {
                continue;
            }
            let other = &mut game.players[seat as usize];
            let hand_size = other.hand.len();
            let (pinned, mut pool): (Vec<UnitId>, Vec<UnitId>) =
                other.hand.iter().chain(&other.draw_pile).partition(|&&u| {
                    let card = &units[u.0 as usize];
                    card.is_leader() || card.army != seat
                });
            pool.sort_unstable();
            pool.shuffle(rng);
            let dealt = hand_size - pinned.len();
            other.hand = pinned;
            other.hand.extend_from_slice(&pool[..dealt]);
            other.draw_pile = pool.split_off(dealt);
        }

        let own = &mut game.players[viewer as usize].draw_pile;
        own.sort_unstable();
        own.shuffle(rng);

        // R7: a choice of mulligan made but not yet carried out is secret to the later players.
        if let Phase::Mulligan { seat } = game.phase {
            if seat == viewer && game.rulings() == Rulings::Corrected {
                for &decided in self.seats().iter().take_while(|&&s| s != viewer) {
                    game.players[decided as usize].mulligan_used = rng.gen_bool(0.5);
                }
            }
        }
        game.rng = Pcg32::seed_from_u64(rng.gen());
        game
    }
}

#[cfg(test)]
mod tests {
    use crate::games::invictus::cards;
    use crate::games::invictus::rules::scenario::Scenario;
    use crate::games::invictus::rules::{
        Army, Match, MatchSetup, Seat, SeatZones, UnitKind, Version,
    };
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64Mcg;

    /// Positions along random matches of every pair of pure versions.
    fn random_positions() -> Vec<Match> {
        let catalog = cards::builtin();
        let mut rng = Pcg64Mcg::seed_from_u64(12);
        let mut out = Vec::new();
        for (i, a) in Version::ALL.into_iter().enumerate() {
            for b in Version::ALL {
                let setup = MatchSetup::new(Army::pure(a), Army::pure(b), 100 + i as u64);
                let mut game = Match::new(setup, catalog).unwrap();
                while !game.is_over() {
                    if rng.gen_range(0..4) == 0 {
                        out.push(game.clone());
                    }
                    let legal = game.legal_actions();
                    game.apply(legal[rng.gen_range(0..legal.len())]).unwrap();
                }
            }
        }
        out
    }

    fn sorted(
        units: &[crate::games::invictus::rules::UnitId],
    ) -> Vec<crate::games::invictus::rules::UnitId> {
        let mut v = units.to_vec();
        v.sort_unstable();
        v
    }

    fn visible_zones_equal(a: &SeatZones, b: &SeatZones, mulligan_secret: bool) -> bool {
        a.reserve == b.reserve
            && a.kingdom == b.kingdom
            && a.graveyard == b.graveyard
            && a.battlefield == b.battlefield
            && (mulligan_secret || a.mulligan_used == b.mulligan_used)
    }

    #[test]
    fn a_redeal_keeps_sizes_visible_zones_and_the_viewers_view() {
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        let positions = random_positions();
        assert!(positions.len() > 500, "{}", positions.len());
        let mut changed = 0;
        for game in &positions {
            for viewer in Seat::BOTH {
                let redealt = game.redeal_hidden(viewer, &mut rng);
                redealt.check_invariants().unwrap();
                assert_eq!(redealt.view(Some(viewer)), game.view(Some(viewer)));
                assert_eq!(redealt.view(None), game.view(None));
                if game.priority() == Some(viewer) {
                    assert_eq!(redealt.legal_actions(), game.legal_actions());
                }
                let (own, own_before) = (redealt.seat_state(viewer), game.seat_state(viewer));
                assert_eq!(own.hand, own_before.hand);
                assert_eq!(sorted(own.draw_pile), sorted(own_before.draw_pile));
                let (opp, opp_before) = (
                    redealt.seat_state(viewer.pair()),
                    game.seat_state(viewer.pair()),
                );
                assert_eq!(opp.hand.len(), opp_before.hand.len());
                assert_eq!(opp.draw_pile.len(), opp_before.draw_pile.len());
                let pool = |z: &SeatZones| sorted(&[z.hand, z.draw_pile].concat());
                assert_eq!(pool(&opp), pool(&opp_before));
                // R7: A's mulligan choice is secret while B makes theirs.
                let secret = viewer == Seat::B
                    && matches!(
                        game.phase(),
                        crate::games::invictus::rules::Phase::Mulligan { seat: Seat::B }
                    );
                assert!(visible_zones_equal(&own, &own_before, false));
                assert!(visible_zones_equal(&opp, &opp_before, secret));
                if sorted(opp.hand) != sorted(opp_before.hand) {
                    changed += 1;
                }
            }
        }
        // The redeal does move hidden cards.
        assert!(changed > positions.len() / 2, "{changed}");
    }

    #[test]
    fn a_redeal_depends_only_on_what_the_viewer_sees() {
        let catalog = cards::builtin();
        let base = || {
            Scenario::king(catalog)
                .field(Seat::A, "F2", UnitKind::Warrior)
                .field(Seat::B, "F2", UnitKind::Guardian)
                .hand(Seat::A, &[UnitKind::Archer, UnitKind::Priest])
        };
        // Same pool for B's hand and draw pile, split differently; A's draw order differs too.
        let one = base()
            .hand(Seat::B, &[UnitKind::Wizard, UnitKind::Wizard])
            .draw_pile(Seat::B, &[UnitKind::Warrior, UnitKind::Archer])
            .draw_pile(Seat::A, &[UnitKind::Guardian, UnitKind::Wizard])
            .build();
        let two = base()
            .hand(Seat::B, &[UnitKind::Archer, UnitKind::Warrior])
            .draw_pile(Seat::B, &[UnitKind::Wizard, UnitKind::Wizard])
            .draw_pile(Seat::A, &[UnitKind::Wizard, UnitKind::Guardian])
            .build();
        assert_ne!(one, two);
        assert_eq!(one.view(Some(Seat::A)), two.view(Some(Seat::A)));
        for seed in 0..20 {
            let a = one.redeal_hidden(Seat::A, &mut Pcg64Mcg::seed_from_u64(seed));
            let b = two.redeal_hidden(Seat::A, &mut Pcg64Mcg::seed_from_u64(seed));
            assert_eq!(a, b);
        }
    }

    #[test]
    fn a_leader_in_the_opponents_hand_stays_there() {
        let catalog = cards::builtin();
        // Scenario puts unplaced Leaders in hand; B's Leader is hidden among its cards.
        let game = Scenario::king(catalog)
            .field(Seat::A, "F1", UnitKind::King)
            .field(Seat::B, "F1", UnitKind::Warrior)
            .hand(Seat::B, &[UnitKind::Archer])
            .build();
        let leader = game.leader_of(Seat::B);
        assert!(game.seat_state(Seat::B).hand.contains(&leader));
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        for _ in 0..50 {
            let redealt = game.redeal_hidden(Seat::A, &mut rng);
            assert!(redealt.seat_state(Seat::B).hand.contains(&leader));
            redealt.check_invariants().unwrap();
        }
    }
}
