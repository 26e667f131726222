//! The game contract: what hosting, the store, the simulator, replay and the front ends may ask of
//! a game, whichever it is. Invictus (`crate::games::invictus::rules`) and Tactica (`crate::games::tactica`) implement
//! it; nothing here knows either game's rules.
//!
//! A game is validated from its setup, says who it waits for (one player's turn, or a reaction
//! window several players may answer), lists a seat's legal actions, applies a seat's action
//! against the version it was chosen on (a stale choice is refused and changes nothing), gives a
//! seat's view or the public one, says what each reader may see of an event (redaction at the
//! source), and round-trips through a snapshot.

use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Debug;

pub mod invictus;
mod offer;
pub mod tactica;

pub use invictus::{invictus_seat, seat_number, InvictusOffer, InvictusOrigin, Variant};
pub use offer::{GameData, Offered, RematchRefusal, Saved};
pub use tactica::{TacticaOffer, TacticaTerms};

/// A seat's number in a match, from 0 (Invictus: A = 0 … D = 3; Tactica: the seat itself).
pub type SeatNo = u8;

/// Something per seat of a match, in seat order (index 0 is seat 0).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Seats<T>(Vec<T>);

impl<T> Seats<T> {
    /// `count` seats, each from `f`.
    pub fn from_fn(count: usize, f: impl FnMut(SeatNo) -> T) -> Seats<T> {
        Seats((0..count as SeatNo).map(f).collect())
    }

    pub fn get(&self, seat: SeatNo) -> Option<&T> {
        self.0.get(usize::from(seat))
    }

    pub fn get_mut(&mut self, seat: SeatNo) -> Option<&mut T> {
        self.0.get_mut(usize::from(seat))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Each seat with its value.
    pub fn iter(&self) -> impl Iterator<Item = (SeatNo, &T)> + '_ {
        self.0.iter().enumerate().map(|(i, v)| (i as SeatNo, v))
    }

    /// The values, in seat order.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> Seats<U> {
        Seats(self.0.iter().map(f).collect())
    }

    /// The seats whose value satisfies `f`.
    pub fn seats_where(&self, mut f: impl FnMut(&T) -> bool) -> Vec<SeatNo> {
        self.iter().filter(|(_, v)| f(v)).map(|(s, _)| s).collect()
    }
}

impl<T: Clone + Default> Seats<T> {
    /// The value of `seat`, or the default for a seat the match does not have.
    pub fn at(&self, seat: SeatNo) -> T {
        self.get(seat).cloned().unwrap_or_default()
    }
}

impl<T> From<Vec<T>> for Seats<T> {
    fn from(values: Vec<T>) -> Seats<T> {
        Seats(values)
    }
}

impl<T, const N: usize> From<[T; N]> for Seats<T> {
    fn from(values: [T; N]) -> Seats<T> {
        Seats(values.into())
    }
}

impl<T> FromIterator<T> for Seats<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Seats<T> {
        Seats(iter.into_iter().collect())
    }
}

/// The games hosted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Invictus,
    Tactica,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Invictus, GameKind::Tactica];

    /// The game's name as stored and typed (`invictus`, `tactica`).
    pub fn key(self) -> &'static str {
        match self {
            GameKind::Invictus => "invictus",
            GameKind::Tactica => "tactica",
        }
    }

    pub fn from_key(key: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.key() == key)
    }
}

/// Runs an expression with a type name standing for the game a [`GameKind`] names:
/// `with_game!(kind, G => start::<G>(…))`. This is the one place that lists the games' types: a
/// new game is one line here, and the compiler then lists every trait it still has to implement
/// for the layers that use it (the store, hosting, each front end).
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $game:ident => $body:expr) => {
        match $kind {
            $crate::games::GameKind::Invictus => {
                type $game = $crate::games::invictus::rules::Match;
                $body
            }
            $crate::games::GameKind::Tactica => {
                type $game = $crate::games::tactica::Match;
                $body
            }
        }
    };
}

/// Work to do with a match of whichever game a stored row names: [`GameKind::visit`] runs it with
/// that game's type (through [`with_game!`]).
pub trait ForGame {
    type Output;
    fn run<G: Offered>(self) -> Self::Output;
}

impl GameKind {
    /// Runs `work` with this game's type.
    pub fn visit<W: ForGame>(self, work: W) -> W::Output {
        crate::with_game!(self, G => work.run::<G>())
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// A stored match as its game writes it out to a file (`/export`, `invictus db export`): what
/// the store keeps of it, in plain values ([`Game::export`]).
pub struct StoredFile<'a, G: Game> {
    pub id: i64,
    pub game: &'a G,
    pub guild_id: Option<u64>,
    /// The player at each seat, by seat number.
    pub players: Vec<Option<u64>>,
    /// Where the match stands: `active`, `over` or `abandoned`.
    pub status: &'a str,
    /// When it started and when it was last changed, Unix ms.
    pub started_at_ms: i64,
    pub last_action_at_ms: i64,
    /// Every action: the version it made, its seat, the action and when (Unix ms).
    pub actions: Vec<(u64, SeatNo, G::Action, i64)>,
}

/// Who a match waits for, as hosting times it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// One player must act (a turn, a setup step, a decision): the turn clock runs.
    Turn { seat: SeatNo },
    /// A reaction window: these players may answer or pass; the reaction window's clock runs.
    Window { seats: Vec<SeatNo> },
    /// The match is over.
    Over,
}

impl Waiting {
    /// The seats that may act now.
    pub fn seats(&self) -> Vec<SeatNo> {
        match self {
            Waiting::Turn { seat } => vec![*seat],
            Waiting::Window { seats } => seats.clone(),
            Waiting::Over => Vec::new(),
        }
    }

    pub fn includes(&self, seat: SeatNo) -> bool {
        match self {
            Waiting::Turn { seat: s } => *s == seat,
            Waiting::Window { seats } => seats.contains(&seat),
            Waiting::Over => false,
        }
    }
}

/// How a match ended, in the terms hosting records (ratings, records, announcements).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    /// The winning seats (several for a team or an alliance; none for a draw).
    pub winners: Vec<SeatNo>,
}

/// How a game's finished matches between people move their ratings (in its own ladders).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatingModel {
    /// Duels only, by Glicko-2 (Invictus: its team matches count in records, not ratings).
    Duels,
    /// Every match between people, by Weng-Lin: each side (a player, or allies) against every
    /// other, the winners first.
    Everyone,
}

/// A match's result for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchResult {
    Win,
    Loss,
    Draw,
}

/// What a finished match says of one seat, for its player's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    pub result: MatchResult,
    /// The seats it played against (not its partners or allies).
    pub opponents: Vec<SeatNo>,
    /// What it played with, named for a record (Invictus: its army), if the game names one.
    pub played_with: Option<String>,
}

/// Why an action was refused; the match is unchanged.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Refusal {
    #[error("the match is over")]
    Over,
    #[error("no player sits in that seat")]
    NoSuchSeat,
    #[error("it is not your move")]
    NotYourMove,
    #[error(
        "the match moved on since this choice was offered (version {submitted}, now {current})"
    )]
    Stale { submitted: u64, current: u64 },
    /// Not legal now, with the game's reason when it has one, as a phrase for the reader's
    /// language (never naming a hidden card).
    #[error("that is not an action open now")]
    NotLegal(Option<crate::kit::lang::Phrase>),
}

/// A game as hosting sees it. Implemented by each game's match type.
pub trait Game: Clone + Sized + Send + Sync + 'static {
    const KIND: GameKind;
    /// What a match is created from (validated by [`Game::start`]).
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// A seat's view, or the public one: everything a front end may show its reader.
    type View: Clone + Debug + Serialize + Send + Sync;
    type Event: Clone + Debug + PartialEq + Serialize + Send + Sync;
    /// The changing part of a match, stored after every action.
    type Snapshot: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// How a match ended, as the game tells it (stored with a finished match).
    type Outcome: Clone + Debug + Serialize + DeserializeOwned + Send;
    /// What a match was set up with that everyone may know (never its seed): what a board or a
    /// match list states about it.
    type Terms: Clone + Debug + PartialEq + Send + Sync + 'static;
    type SetupError: std::error::Error + Send + Sync + 'static;
    /// The standing orders a player may give for the game's reaction windows.
    type Order: Orders;
    /// Which finished matches move ratings, and how.
    const RATING: RatingModel = RatingModel::Duels;

    /// A new match, or why the setup is not valid.
    fn start(setup: Self::Setup) -> Result<Self, Self::SetupError>;
    /// A match from its setup and snapshot, checked against each other.
    fn restore(setup: Self::Setup, snapshot: Self::Snapshot) -> Result<Self, Self::SetupError>;
    /// The match written out as this game's file (JSON), which `invictus replay` reads. It
    /// shows everything, hidden cards included: the caller decides who may have it, and when.
    fn export(file: &StoredFile<'_, Self>) -> Result<String, String>;
    fn snapshot(&self) -> Self::Snapshot;
    /// What the match was created from.
    fn setup(&self) -> Self::Setup;

    /// The seats of the match, in order.
    fn seats(&self) -> Vec<SeatNo>;
    /// The public terms of the match.
    fn terms(&self) -> Self::Terms;
    /// Whether seats `a` and `b` play on one side (the same seat, partners, allies).
    fn allied(&self, a: SeatNo, b: SeatNo) -> bool;
    /// Counts applied actions: a choice made on an older version is refused.
    fn version(&self) -> u64;
    fn waiting(&self) -> Waiting;
    /// Whose turn clock runs now: the player to move, or during a reaction window (which has its
    /// own short clock) the player whose turn it is; `None` once the match is over.
    fn clock_seat(&self) -> Option<SeatNo>;
    /// The legal actions of `seat` now (empty if it may not act).
    fn legal_actions(&self, seat: SeatNo) -> Vec<Self::Action>;
    /// Applies `seat`'s action chosen on `version`, or refuses it and changes nothing. A
    /// surrender stands whatever the version.
    fn apply(
        &mut self,
        seat: SeatNo,
        version: u64,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Refusal>;
    /// What `reader` may see (`None`: the public).
    fn view(&self, reader: Option<SeatNo>) -> Self::View;
    /// An event as `reader` may see it (`None`: the public): hidden cards redacted.
    fn seen_by(event: &Self::Event, reader: Option<SeatNo>) -> Self::Event;
    fn finish(&self) -> Option<Finish>;
    /// How the match ended, in the game's own terms (`None` while it is played).
    fn outcome(&self) -> Option<Self::Outcome>;

    /// What hosting plays for `seat` when its time in a reaction window runs out (`None`: the
    /// seat is not in a window).
    fn pass(&self, seat: SeatNo) -> Option<Self::Action>;
    /// `seat` gives up the match (`None`: no such seat).
    fn surrender(&self, seat: SeatNo) -> Option<Self::Action>;
    /// What hosting plays for `seat` when it runs out of time for good (a second missed
    /// deadline, or a claim by another player).
    fn time_out(&self, seat: SeatNo) -> Option<Self::Action>;
    /// What `seat`'s standing order plays in the reaction window waiting for it, if the order
    /// decides.
    fn standing_answer(&self, seat: SeatNo, order: Self::Order) -> Option<Self::Action>;
    /// The built-in opponent's action for `seat` at `level`, decided from what that seat may
    /// know (its choices drawn from `seed`); `None` when the game does not wait for the seat, or
    /// has no built-in opponent.
    fn opponent_choice(&self, seat: SeatNo, level: Level, seed: u64) -> Option<Self::Action>;
    /// What a finished match, read back from its stored setup and outcome, says of `seat`
    /// (`None`: no such seat).
    fn seat_record(
        setup: &Self::Setup,
        outcome: &Self::Outcome,
        seat: SeatNo,
    ) -> Option<SeatRecord>;
    /// Whether the game has a built-in opponent to take seats (practice, the bot's seats).
    fn has_opponent() -> bool {
        true
    }
    /// Whether `seat` still plays a part in the match (not out of it, and the match not over).
    fn in_play(&self, _seat: SeatNo) -> bool {
        self.finish().is_none()
    }
    /// The action that ends the match now, decided as the game decides a match cut short, and
    /// the seat it is applied for: what hosting plays once no person is left in a match, only
    /// built-in opponents (Tactica: by score, as at the turn cap, T15). `None`: the game has no
    /// such ending (an Invictus match with a person in it ends with that person's side).
    fn conclusion(&self) -> Option<(SeatNo, Self::Action)> {
        None
    }
}

/// The standing orders of a game: what a player may have hosting answer for them in reaction
/// windows. The default asks the player.
pub trait Orders: Copy + Debug + Default + PartialEq + Eq + Send + Sync + 'static {
    /// Every order, the default first.
    const ALL: &'static [Self];
    /// The key an order is stored and offered under.
    fn key(self) -> &'static str;
    /// The order a key names, if any.
    fn from_key(key: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|order| order.key() == key)
    }
}

/// How strong a built-in opponent plays (each game's opponent gives the levels their search).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Very little search: plays sensible moves, misses most combinations.
    Easy,
    #[default]
    Normal,
    /// Several times the search of `Normal`.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

impl std::str::FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| l.key().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown level {s:?}: the levels are easy, normal, hard"))
    }
}
