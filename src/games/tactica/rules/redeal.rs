//! What one seat may know of a match, as a match: every card it cannot see dealt again at random,
//! so that a player built on it (the built-in opponent) never reads another hand or the draw order.

use super::state::{Knowledge, Match, Seat};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

impl Match {
    /// A copy of the match as `seat` could imagine it: the cards of the other hands and of the
    /// deck, which `seat` cannot see, gathered, put in a fixed order and dealt again by `rng`
    /// (each hand keeps its size, the deck its length); what the other players were shown is
    /// forgotten, and the match's own generator is seeded from `rng`. Two matches that differ
    /// only in what `seat` cannot see give the same copy for the same `rng`.
    pub fn redeal_hidden(&self, seat: Seat, rng: &mut impl Rng) -> Match {
        let mut copy = self.clone();
        let s = &mut copy.s;
        let mut unseen = s.deck.clone();
        for (index, player) in s.players.iter().enumerate() {
            if index != seat as usize {
                unseen.extend_from_slice(&player.hand);
            }
        }
        unseen.sort_unstable();
        unseen.shuffle(rng);
        let mut dealt = unseen.into_iter();
        for (index, player) in s.players.iter_mut().enumerate() {
            if index == seat as usize {
                continue;
            }
            for card in player.hand.iter_mut() {
                *card = dealt.next().unwrap_or(*card);
            }
            player.knowledge = Knowledge::default();
        }
        for card in s.deck.iter_mut() {
            *card = dealt.next().unwrap_or(*card);
        }
        s.rng = Pcg64Mcg::seed_from_u64(rng.gen());
        copy
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tactica::TacticaSetup;

    fn duel(seed: u64) -> Match {
        Match::new(TacticaSetup {
            map: "tactica-3p".into(),
            players: 2,
            alliances: Vec::new(),
            seed,
            turn_cap: None,
            empires: Default::default(),
        })
        .expect("a duel sets up")
    }

    #[test]
    fn a_redeal_is_the_same_whatever_the_hidden_cards_are() {
        let mut game = duel(7);
        // Both players hold three cards from the deck.
        for seat in 0..2 {
            let cards: Vec<_> = game.s.deck.drain(..3).collect();
            game.s.players[seat].hand.extend(cards);
        }
        let mut other = game.clone();
        // Swap the opponent's hand with the top of the deck, and turn the deck over.
        let opponent = 1usize;
        let hand = other.s.players[opponent].hand.clone();
        let n = hand.len();
        let top: Vec<_> = other.s.deck.drain(..n).collect();
        other.s.players[opponent].hand = top;
        other.s.deck.extend(hand);
        other.s.deck.reverse();
        assert_ne!(other.s, game.s);
        let a = game.redeal_hidden(0, &mut Pcg64Mcg::seed_from_u64(3));
        let b = other.redeal_hidden(0, &mut Pcg64Mcg::seed_from_u64(3));
        assert_eq!(a.s, b.s);
        // The seat's own hand is never touched.
        assert_eq!(a.s.players[0].hand, game.s.players[0].hand);
        assert_eq!(a.s.players[1].hand.len(), game.s.players[1].hand.len());
        assert_eq!(a.s.deck.len(), game.s.deck.len());
    }
}
