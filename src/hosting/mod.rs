//! Match hosting that is not tied to Discord: challenges, starting matches, applying players'
//! choices one at a time per match, reaction-window and turn deadlines, vacations and the
//! built-in opponent. Every request is one store transaction that hands back the new
//! [`MatchState`]; front ends show it and listen to the change feed, never reading the match
//! again.

mod armies;
mod backups;
mod challenges;
mod clock;
mod feed;
pub use feed::RecentChanges;
mod languages;
mod opponent;
mod plan;
mod play;
mod ratings;
mod records;
mod state;
mod terms;
mod timers;
mod vacation;

pub use crate::store::SeatOptions;
pub use crate::store::{ChannelId, GuildId, MessageId, PlayerId, Scope, UnixMs};
pub use armies::MAX_SAVED_ARMIES;
pub use backups::{maintain, BackupSchedule};
pub use challenges::{Acceptance, Rematch};
pub use clock::{Clock, FastClock, ManualClock, SystemClock};
pub use languages::GuildLanguage;
pub use plan::{plan_timers, turn_timers, window_open, Due, TimerTerms};
pub use play::{Choice, Hosting, Played};
pub use ratings::{
    profile_of, Leaderboard, MatchResult, PastMatch, Profile, Tally, PROVISIONAL_GAMES,
};
pub use state::{Change, Deadlines, MatchState, Notice, Published, Seen};
// The facets of a host: Matches, Challenges, Clocks, People (defined below).
pub use terms::{ChallengeTerms, DEFAULT_TURN_TIME_SECS};
pub use vacation::year_of;

/// The ids and places front ends name matches and challenges by, and the handle of the store a
/// host runs over (front ends pass it on; they never call the store).
pub use crate::store::{AsyncStore, ChallengeId, MatchId, MatchPlace, RatingRow, GLOBAL};

/// Opens (creating and migrating if needed) the database a host runs over: a SQLite file, or a
/// PostgreSQL server by its URL with `connections` connections.
pub async fn open_store(
    setting: &str,
    connections: usize,
    share: crate::store::Share,
) -> Result<AsyncStore, HostError> {
    Ok(AsyncStore::open(setting, connections, share).await?)
}

/// This process's turn to connect to Discord's gateway, among the processes of one bot on one
/// PostgreSQL database (Discord allows one connection every 5 seconds). Held until dropped.
pub struct ConnectTurn(#[allow(dead_code)] crate::store::IdentifyTurn);

/// Waits for this process's [`ConnectTurn`] on the PostgreSQL database at `url`.
pub async fn connect_turn(url: &str) -> Result<ConnectTurn, HostError> {
    let url = url.to_string();
    let turn = tokio::task::spawn_blocking(move || crate::store::IdentifyTurn::take(&url))
        .await
        .map_err(|e| HostError::Store(crate::store::StoreError::Task(e.to_string())))??;
    Ok(ConnectTurn(turn))
}

pub use crate::games::Level;
use crate::games::{Game, GameData, SeatNo};
use crate::kit::lang::Phrase;
use crate::phrase;
use crate::store::{AiSeat, StoreError};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// Limits and defaults of hosting.
#[derive(Clone, Debug)]
pub struct HostSettings {
    pub reaction_window: Duration,
    pub challenge_expiry: Duration,
    pub max_active_matches_per_user: u64,
    pub max_open_challenges_per_user: u64,
    /// Bounds of a match's turn time.
    pub min_turn_time: Duration,
    pub max_turn_time: Duration,
    /// Reminders before a turn deadline, in percent of the turn time.
    pub reminders: Vec<u8>,
    /// The extra time a waiting player may grant after a missed deadline.
    pub grant: Duration,
    /// Vacation each player may take per calendar year.
    pub vacation_allowance: Duration,
}

impl Default for HostSettings {
    fn default() -> Self {
        HostSettings {
            reaction_window: Duration::from_secs(120),
            challenge_expiry: Duration::from_secs(24 * 3600),
            max_active_matches_per_user: 5,
            max_open_challenges_per_user: 3,
            min_turn_time: Duration::from_secs(3600),
            max_turn_time: Duration::from_secs(14 * 24 * 3600),
            reminders: vec![50, 90],
            grant: Duration::from_secs(24 * 3600),
            vacation_allowance: Duration::from_secs(14 * 24 * 3600),
        }
    }
}

/// Why a request was not carried out. What the person who asked is told is
/// [`HostError::phrase`], worded in their language; it never names a hidden card. Shown as
/// text (logs), it is the English of that phrase, or the store's error.
#[derive(Debug)]
pub enum HostError {
    Refused(Phrase),
    Stale,
    NotOpen,
    NotYourMove,
    NotAPlayer,
    NoSuchMatch,
    Over,
    Store(StoreError),
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self, self.phrase()) {
            (HostError::Store(e), _) => e.fmt(f),
            (_, Some(phrase)) => phrase.fmt(f),
            (_, None) => Ok(()),
        }
    }
}

impl std::error::Error for HostError {}

impl HostError {
    /// What the person who asked is told, in their language (`None` for a store failure,
    /// which is answered without details).
    pub fn phrase(&self) -> Option<Phrase> {
        Some(match self {
            HostError::Refused(phrase) => phrase.clone(),
            HostError::Stale => phrase!("refused-stale"),
            HostError::NotOpen => phrase!("refused-not-open"),
            HostError::NotYourMove => phrase!("refused-not-your-move"),
            HostError::NotAPlayer => phrase!("refused-not-a-player"),
            HostError::NoSuchMatch => phrase!("refused-no-such-match"),
            HostError::Over => phrase!("refused-over"),
            HostError::Store(_) => return None,
        })
    }
}

impl From<StoreError> for HostError {
    fn from(e: StoreError) -> Self {
        match e {
            // A match of another game is no match of the one asked for.
            StoreError::NoSuchMatch(_) | StoreError::WrongGame { .. } => HostError::NoSuchMatch,
            StoreError::Refused(refusal) => play::refusal_of(refusal),
            other => HostError::Store(other),
        }
    }
}

/// Playing in matches: starting them, acting in them, the players' options, and reading them
/// as front ends show them. A view of a [`Host`], from [`Host::matches`].
pub struct Matches<'h> {
    host: &'h Host,
}

/// Challenges and the armies they name: issuing, accepting, declining, practice matches and
/// rematches, saved armies. From [`Host::challenges`].
pub struct Challenges<'h> {
    host: &'h Host,
}

/// The clocks of matches: due timers, deadlines, claims and grants after a missed deadline,
/// vacations. From [`Host::clocks`].
pub struct Clocks<'h> {
    host: &'h Host,
}

/// The people who play: their languages and their servers', their profiles and the
/// leaderboards, exports of their finished matches. From [`Host::people`].
pub struct People<'h> {
    host: &'h Host,
}

/// The current Unix time in milliseconds, by the system clock.
pub fn now_ms() -> UnixMs {
    SystemClock.now_ms()
}

/// How many matches' locks are kept before those not in use are dropped.
const LOCKS_KEPT: usize = 256;
/// How many matches' built-in seats are kept (read again from the store when dropped).
const AI_SEATS_KEPT: usize = 4096;

/// Match hosting over a store. Cheap to share behind an `Arc`.
pub struct Host {
    store: AsyncStore,
    /// What each game's matches are created from.
    games: GameData,
    settings: HostSettings,
    locks: Mutex<HashMap<MatchId, Arc<tokio::sync::Mutex<()>>>>,
    changes: feed::Feed,
    /// Wakes the timer loop when a timer is added, with the earliest new due time, so it never
    /// oversleeps a new deadline and never reads the store only to learn of it.
    timer_added: tokio::sync::Notify,
    earliest_added: Mutex<Option<UnixMs>>,
    clock: Arc<dyn Clock>,
    /// The seats the built-in opponent plays in the matches looked at lately (none: people only).
    ai_seats: Mutex<crate::kit::kept::Kept<MatchId, Vec<AiSeat>>>,
    /// Matches in which the built-in opponent may have to move, for [`Host::run_ai`], besides
    /// the changes it reads of the feed: those it is asked to look at (a new match once its
    /// board is up, the matches left waiting for it at start), whatever their version.
    ai_wake: mpsc::UnboundedSender<MatchId>,
    ai_woken: Mutex<Option<mpsc::UnboundedReceiver<MatchId>>>,
    /// The built-in opponent's reader of the feed, subscribed with the host so that it misses
    /// no change; taken by [`Host::run_ai`].
    ai_feed: Mutex<Option<mpsc::UnboundedReceiver<Published>>>,
    languages: languages::Languages,
}

impl Host {
    /// A host and the feed of changed matches (every applied action, accepted challenge,
    /// clock notice) for the front end to redraw.
    pub fn new(
        store: AsyncStore,
        games: impl Into<GameData>,
        settings: HostSettings,
    ) -> (Host, mpsc::UnboundedReceiver<Published>) {
        Host::with_clock(store, games, settings, Arc::new(SystemClock))
    }

    /// [`Host::new`] with another clock (tests drive timers with a [`ManualClock`]).
    pub fn with_clock(
        store: AsyncStore,
        games: impl Into<GameData>,
        settings: HostSettings,
        clock: Arc<dyn Clock>,
    ) -> (Host, mpsc::UnboundedReceiver<Published>) {
        let changes = feed::Feed::default();
        // The front end's reader exists before the first change can be published.
        let rx = changes.subscribe();
        let ai_feed = changes.subscribe();
        let (ai_wake, ai_woken) = mpsc::unbounded_channel();
        (
            Host {
                store,
                games: games.into(),
                settings,
                locks: Mutex::new(HashMap::new()),
                changes,
                timer_added: tokio::sync::Notify::new(),
                earliest_added: Mutex::new(None),
                clock,
                ai_seats: Mutex::new(crate::kit::kept::Kept::new(AI_SEATS_KEPT, AI_SEATS_KEPT)),
                ai_wake,
                ai_woken: Mutex::new(Some(ai_woken)),
                ai_feed: Mutex::new(Some(ai_feed)),
                languages: languages::Languages::default(),
            },
            rx,
        )
    }

    /// Playing in matches and reading them.
    pub fn matches(&self) -> Matches<'_> {
        Matches { host: self }
    }

    /// Challenges and armies.
    pub fn challenges(&self) -> Challenges<'_> {
        Challenges { host: self }
    }

    /// The matches' clocks and the players' vacations.
    pub fn clocks(&self) -> Clocks<'_> {
        Clocks { host: self }
    }

    /// Players and servers: languages, profiles, leaderboards, exports.
    pub fn people(&self) -> People<'_> {
        People { host: self }
    }

    /// A reader of every change published from now on (the Discord announcer has the one
    /// [`Host::new`] returns; a live page or another front end takes its own).
    pub fn subscribe(&self) -> mpsc::UnboundedReceiver<Published> {
        self.changes.subscribe()
    }

    /// A reader that keeps at most `capacity` changes waiting and is told how many it missed
    /// when it fell further behind.
    pub fn subscribe_recent(&self, capacity: usize) -> RecentChanges {
        self.changes.subscribe_recent(capacity)
    }

    /// The clock the host reads the time from.
    pub fn clock(&self) -> Arc<dyn Clock> {
        Arc::clone(&self.clock)
    }

    /// Records that `part` of the bot (e.g. the gateway connection) was alive at `at` (Unix ms,
    /// by the system clock: `invictus health` compares it with the real time).
    pub async fn beat(&self, part: &'static str, at: UnixMs) -> Result<(), HostError> {
        Ok(self.store.call(move |s| s.beat(part, at)).await?)
    }

    /// The upkeep loop: backups on their schedule, WAL checkpoints, until `stop` (see
    /// [`maintain`]).
    pub fn upkeep(
        &self,
        backups: Option<BackupSchedule>,
        poll: Duration,
        checkpoint_every: Duration,
        stop: tokio::sync::watch::Receiver<bool>,
    ) -> impl std::future::Future<Output = ()> + Send + 'static {
        maintain(
            backups,
            self.clock(),
            self.store.clone(),
            poll,
            checkpoint_every,
            stop,
        )
    }

    /// The data each game's new matches are made from (Invictus: its card numbers).
    pub fn game_data(&self) -> &GameData {
        &self.games
    }

    pub fn settings(&self) -> &HostSettings {
        &self.settings
    }

    /// The current time by the host's clock (Unix ms).
    pub fn now(&self) -> UnixMs {
        self.clock.now_ms()
    }

    /// Wakes the timer loop to look at the timers again (after the clock moved, in tests).
    pub fn wake_timers(&self) {
        self.timer_added.notify_one();
    }

    /// Tells the timer loop of a new due time.
    fn timer_due(&self, due: UnixMs) {
        {
            let mut earliest = self
                .earliest_added
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            *earliest = Some(earliest.map_or(due, |e| e.min(due)));
        }
        self.timer_added.notify_one();
    }

    /// Hands a change to every reader of the feed: the front ends and the built-in opponent.
    fn publish<G: Game>(&self, change: Change<G>) {
        self.changes.publish(Published::new(change));
    }

    /// Publishes a new state with no events.
    fn changed<G: Game>(&self, state: Arc<MatchState<G>>) {
        self.publish(Change {
            state,
            events: Seen::default(),
            notice: None,
            closed_prompt: None,
        });
    }

    /// The lock of match `id`. The locks nobody holds or waits for are dropped whenever there
    /// are more than [`LOCKS_KEPT`], so the map holds the matches being played, not every match
    /// played since the start.
    fn lock_of(&self, id: MatchId) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        if locks.len() >= LOCKS_KEPT && !locks.contains_key(&id) {
            locks.retain(|_, lock| Arc::strong_count(lock) > 1);
        }
        Arc::clone(locks.entry(id).or_default())
    }
}

impl Matches<'_> {
    /// A `G` match as it is now (one read).
    pub async fn state_of<G: Game>(
        &self,
        match_id: MatchId,
    ) -> Result<Arc<MatchState<G>>, HostError> {
        let now = self.host.now();
        let state = self
            .host
            .store
            .call(move |s| {
                s.transaction(|tx| {
                    let record = tx.record::<G>(match_id)?;
                    let timers = tx.match_timers(match_id)?;
                    Ok(MatchState::of(&record, &timers, now))
                })
            })
            .await?;
        Ok(Arc::new(state))
    }

    /// A match as one of its players sees it now, and their seat: refused if `user` does not
    /// play in it (`NotAPlayer`) or, when the `version` a click was drawn for is given, if the
    /// match has moved on since (`Stale`). One read.
    pub async fn seat_context<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
        version: Option<u64>,
    ) -> Result<(Arc<MatchState<G>>, SeatNo), HostError> {
        let state = self.state_of::<G>(match_id).await?;
        let seat = state.seat_number_of(user).ok_or(HostError::NotAPlayer)?;
        if version.is_some_and(|v| v != state.version()) {
            return Err(HostError::Stale);
        }
        Ok((state, seat))
    }

    /// The game match `match_id` is a match of (`None`: there is no such match).
    pub async fn game(
        &self,
        match_id: MatchId,
    ) -> Result<Option<crate::games::GameKind>, HostError> {
        Ok(self
            .host
            .store
            .call(move |s| s.match_game(match_id))
            .await?)
    }

    /// Tells the front ends to redraw a match as it is now (e.g. once its board exists).
    pub async fn touch(&self, match_id: MatchId) -> Result<(), HostError> {
        let Some(game) = self.game(match_id).await? else {
            return Err(HostError::NoSuchMatch);
        };
        /// The redraw of a match of game `G`.
        struct Touch<'h> {
            matches: &'h Matches<'h>,
            match_id: MatchId,
        }
        impl<'h> crate::games::ForGame for Touch<'h> {
            type Output = std::pin::Pin<
                Box<dyn std::future::Future<Output = Result<(), HostError>> + Send + 'h>,
            >;
            fn run<G: crate::games::Offered>(self) -> Self::Output {
                Box::pin(async move {
                    let state = self.matches.state_of::<G>(self.match_id).await?;
                    self.matches.host.changed(state);
                    Ok(())
                })
            }
        }
        game.visit(Touch {
            matches: self,
            match_id,
        })
        .await
    }

    /// Every event of a match from its first action as the public may see it, replayed from the
    /// action log (to rebuild the recent history after a restart).
    pub async fn replay_events<G: Game>(
        &self,
        match_id: MatchId,
    ) -> Result<Vec<G::Event>, HostError> {
        Ok(self
            .host
            .store
            .call(move |s| {
                let stored = s.load_match::<G>(match_id)?;
                let log = s.action_log::<G>(match_id)?;
                let mut game = G::start(stored.game.setup()).map_err(|e| StoreError::Corrupt {
                    match_id,
                    what: e.to_string(),
                })?;
                let mut events = Vec::new();
                for (_, seat, action) in log {
                    let version = game.version();
                    let applied = game.apply(seat, version, &action)?;
                    events.extend(applied.iter().map(|e| G::seen_by(e, None)));
                }
                Ok(events)
            })
            .await?)
    }

    /// The matches of this process's guilds still being played whose board message was never
    /// recorded: a process stopped between posting a new match's board and recording it. (Called
    /// at start-up, when no match of this process is being set up.)
    pub async fn without_board(&self) -> Result<Vec<MatchId>, HostError> {
        Ok(self.host.store.call(|s| s.matches_without_board()).await?)
    }

    /// Records the message that shows a match's public board.
    pub async fn set_board_message(
        &self,
        match_id: MatchId,
        message: MessageId,
    ) -> Result<(), HostError> {
        Ok(self
            .host
            .store
            .call(move |s| s.set_board_message(match_id, message))
            .await?)
    }

    /// Records the thread a match is played in.
    pub async fn set_thread(&self, match_id: MatchId, thread: ChannelId) -> Result<(), HostError> {
        Ok(self
            .host
            .store
            .call(move |s| s.set_thread(match_id, thread))
            .await?)
    }

    /// Records the public prompt posted for a match's open reaction window at `version`. If
    /// the match moved on meanwhile nothing is recorded and `false` says to close the prompt.
    pub async fn set_prompt_message(
        &self,
        match_id: MatchId,
        version: u64,
        message: MessageId,
    ) -> Result<bool, HostError> {
        Ok(self
            .host
            .store
            .call(move |s| s.set_prompt_message(match_id, version, message))
            .await?)
    }

    /// `user`'s matches of `G`, newest first: those in progress, or the finished ones (`active:
    /// false`), at most `limit`, in one read. A damaged match is logged and left out.
    pub async fn matches_of<G: Game>(
        &self,
        user: PlayerId,
        active: bool,
        limit: usize,
    ) -> Result<Vec<MatchState<G>>, HostError> {
        let now = self.host.now();
        Ok(self.host
            .store
            .call(move |s| {
                let ids = s.player_match_ids_of(user, G::KIND, active, limit)?;
                s.transaction(|tx| {
                    let mut states = Vec::new();
                    for id in ids {
                        match tx.record::<G>(id) {
                            Ok(record) => {
                                let timers = tx.match_timers(id)?;
                                states.push(MatchState::of(&record, &timers, now));
                            }
                            Err(e) => tracing::warn!(match_id = %id, error = %e, "a damaged match is left out"),
                        }
                    }
                    Ok(states)
                })
            })
            .await?)
    }

    /// The ids of the active matches played in `channel` (a channel or a match thread),
    /// newest first.
    pub async fn matches_in(&self, channel: ChannelId) -> Result<Vec<MatchId>, HostError> {
        Ok(self
            .host
            .store
            .call(move |s| s.active_matches_in(channel))
            .await?)
    }
}
