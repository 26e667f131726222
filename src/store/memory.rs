//! What the store keeps of the matches it has read and written: their setups, which never
//! change, and the last state it wrote of each, so that the next action need not decode it again.

use super::MatchId;
use crate::games::Game;
use crate::kit::kept::Kept;
use std::any::Any;
use std::sync::Arc;

/// The most matches whose setup is kept.
const KEPT_SETUPS: usize = 4096;

/// The setups of matches read lately, by match: a setup never changes once written, so it is
/// decoded once per match while it is kept (and per game, which the row names).
pub(crate) struct Origins(Kept<MatchId, Arc<dyn Any + Send + Sync>>);

impl Default for Origins {
    fn default() -> Self {
        // Setups are small (an Invictus one names two armies): counted as one unit each.
        Origins(Kept::new(KEPT_SETUPS, KEPT_SETUPS))
    }
}

impl Origins {
    /// The setup of match `id` if it was read before as a `G` match.
    pub(crate) fn get<G: Game>(&self, id: MatchId) -> Option<G::Setup> {
        self.0.get(&id)?.downcast_ref::<G::Setup>().cloned()
    }

    pub(crate) fn contains(&self, id: MatchId) -> bool {
        self.0.contains(&id)
    }

    pub(crate) fn insert<G: Game>(&mut self, id: MatchId, setup: G::Setup) {
        self.0.insert(id, Arc::new(setup), 1);
    }
}

/// The most matches whose last written state is kept.
const KEPT_GAMES: usize = 512;
/// About how many bytes the kept states may take in all, each counted as its snapshot's text
/// and a decoded match of twice that (0.9 KB of text for Invictus, 3.8 KB for Tactica).
const KEPT_GAME_BYTES: usize = 8 << 20;

/// The last state this store wrote of each match, with the snapshot text it wrote: a match
/// read back whose stored snapshot is that same text is that same state (a game restored from
/// its snapshot is the match itself, as each game's contract tests check), whoever wrote the
/// row since (another process, a rolled-back batch), so the copy kept stands for decoding it.
pub(crate) struct LastWritten(Kept<MatchId, (String, Arc<dyn Any + Send + Sync>)>);

impl Default for LastWritten {
    fn default() -> Self {
        LastWritten(Kept::new(KEPT_GAMES, KEPT_GAME_BYTES))
    }
}

impl LastWritten {
    /// The `G` match `id` as decoded from `snapshot`, if that is the text last written of it
    /// (shared: whoever reads it copies it to change it).
    pub(crate) fn get<G: Game>(&self, id: MatchId, snapshot: &str) -> Option<Arc<G>> {
        let (written, game) = self.0.get(&id)?;
        if written != snapshot {
            return None;
        }
        Arc::clone(game).downcast::<G>().ok()
    }

    /// Keeps `game`, just written of match `id` as `snapshot` (the oldest kept go when the
    /// bounds are passed: a match not kept is decoded from its row, as always).
    pub(crate) fn insert<G: Game>(&mut self, id: MatchId, snapshot: String, game: Arc<G>) {
        let bytes = 3 * snapshot.len() + std::mem::size_of::<G>();
        self.0.insert(id, (snapshot, game), bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::invictus::cards;
    use crate::games::invictus::rules::{Army, Match, MatchSetup, Version};

    fn game(seed: u64) -> Match {
        let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Shogun), seed);
        Match::new(setup, cards::builtin()).expect("a valid setup")
    }

    #[test]
    fn a_kept_game_stands_only_for_the_text_it_was_written_as() {
        let mut kept = LastWritten::default();
        let id = MatchId(1);
        kept.insert(id, "written".to_string(), Arc::new(game(1)));
        assert_eq!(kept.get::<Match>(id, "written").as_deref(), Some(&game(1)));
        assert_eq!(kept.get::<Match>(id, "written since"), None);
        assert_eq!(kept.get::<Match>(MatchId(2), "written"), None);
        assert_eq!(
            kept.get::<crate::games::tactica::Match>(id, "written")
                .map(|_| ()),
            None,
            "a match of another game is not this one"
        );
    }

    #[test]
    fn at_most_so_many_games_are_kept() {
        let mut kept = LastWritten::default();
        for n in 0..KEPT_GAMES as i64 + 10 {
            kept.insert(MatchId(n), n.to_string(), Arc::new(game(1)));
        }
        assert_eq!(kept.0.len(), KEPT_GAMES);
        assert!(kept.0.bytes() <= KEPT_GAME_BYTES);
        let last = KEPT_GAMES as i64 + 9;
        assert!(kept
            .get::<Match>(MatchId(last), &last.to_string())
            .is_some());
    }
}
