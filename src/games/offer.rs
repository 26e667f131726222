//! How a match of a game is proposed and set up: the terms a challenger offers, what each invited
//! player chooses on accepting, the setup they make together, and the terms of a rematch.
//! Hosting runs the challenge (invitations, limits, expiry, clocks) the same way for every game
//! and asks the game only these questions.

use super::{Game, SeatNo, Seats};
use crate::games::invictus::rules::Catalog;
use crate::kit::lang::Phrase;
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Debug;
use std::sync::Arc;

/// The data a game's matches are created from, loaded once when the program starts (Invictus:
/// the card numbers; Tactica reads its maps and cards from the files built into the program).
#[derive(Clone, Debug)]
pub struct GameData {
    pub invictus: Arc<Catalog>,
}

impl From<Arc<Catalog>> for GameData {
    fn from(invictus: Arc<Catalog>) -> GameData {
        GameData { invictus }
    }
}

/// A player's saved choices by name (Invictus: their saved armies, as army text), which a choice
/// may name instead of spelling it out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Saved(pub Vec<(String, String)>);

impl Saved {
    /// The text saved under `name` (names are compared without regard to case).
    pub fn get(&self, name: &str) -> Option<&str> {
        let name = name.trim();
        self.0
            .iter()
            .find(|(saved, _)| saved.eq_ignore_ascii_case(name))
            .map(|(_, text)| text.as_str())
    }
}

/// Why a finished match offers no rematch to the player who asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RematchRefusal {
    /// The game offers a rematch of no match of this kind (e.g. Invictus's team matches).
    NotOffered,
    /// Only the challenger may propose it (their terms bound only them, like a handicap).
    ChallengerOnly,
}

/// A game that can be challenged: hosting stores its [`Offered::Offer`] with the challenge (beside
/// hosting's own terms: clocks, the built-in opponent's seat) and asks it the rest. The challenger
/// sits in seat 0; the invited players in the seats the challenge names.
pub trait Offered: Game {
    /// What the challenger proposes, stored as JSON with the challenge.
    type Offer: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// How many seats a match of `offer` has (the number of players it needs).
    fn seat_count(offer: &Self::Offer) -> usize;

    /// Checks an offer as the challenger makes it (`saved`: the challenger's saved choices).
    fn check_offer(offer: &Self::Offer, saved: &Saved) -> Result<(), Phrase>;

    /// Checks a choice a player saves under a name for later challenges (Invictus: an army),
    /// and returns the name and the text as they are kept. A game with nothing to save refuses.
    fn check_saved(name: &str, text: &str) -> Result<(String, String), Phrase> {
        let _ = (name, text);
        Err(crate::phrase!("refused-nothing-to-save"))
    }

    /// Checks what the player invited to `seat` chose on accepting (`None`: they chose nothing,
    /// the game's default), as kept with their seat until the match starts.
    fn check_choice(
        offer: &Self::Offer,
        seat: SeatNo,
        choice: Option<&str>,
        saved: &Saved,
    ) -> Result<Option<String>, Phrase>;

    /// The setup of the match once every seat is taken: each seat's kept choice (`None` for the
    /// challenger's seat, whose choice is in the offer, and for a seat the built-in opponent
    /// plays), the challenger's saved choices, the game's data and the match's seed.
    fn setup_of(
        offer: &Self::Offer,
        choices: &Seats<Option<String>>,
        challenger_saved: &Saved,
        data: &GameData,
        seed: u64,
    ) -> Result<Self::Setup, Phrase>;

    /// The offer of a rematch of this finished match proposed by `by` (who sits in seat 0 of the
    /// rematch) and the seats of this match in the rematch's seat order; `challenger` is the seat
    /// that made the original challenge.
    fn rematch_offer(
        &self,
        original: &Self::Offer,
        by: SeatNo,
        challenger: SeatNo,
    ) -> Result<(Self::Offer, Vec<SeatNo>), RematchRefusal>;
}
