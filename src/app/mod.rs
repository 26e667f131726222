//! Match hosting that is not tied to Discord: challenges, starting matches, applying players'
//! choices one at a time per match, reaction-window and turn deadlines, vacations and the
//! built-in opponent. Every request is one store transaction that hands back the new
//! [`MatchState`]; front ends show it and listen to the change feed, never reading the match
//! again.

mod armies;
mod backups;
mod challenges;
mod clock;
mod languages;
mod opponent;
mod options;
mod plan;
mod play;
mod ratings;
mod records;
mod terms;
mod timers;
mod vacation;

pub use armies::{check_army, check_army_name, SavedArmy, MAX_ARMY_NAME, MAX_SAVED_ARMIES};
pub use backups::{maintain, BackupSchedule};
pub use challenges::{Acceptance, Practice, Rematch, TeamInvites};
pub use clock::{Clock, ManualClock, SystemClock};
pub use languages::GuildLanguage;
pub use options::{SeatOptions, StandingOrder};
pub use plan::{
    clock_seat, plan_timers, standing_response, turn_timers, window_open, Due, TimerTerms,
    REACTION_WINDOW, REMINDER, TURN_DEADLINE,
};
pub use play::Played;
pub use ratings::{
    army_label, profile_of, Leaderboard, MatchResult, PastMatch, Profile, Tally, PROVISIONAL_GAMES,
};
pub use terms::{ChallengeTerms, Variant, DEFAULT_TURN_TIME_SECS};
pub use vacation::year_of;

/// The ids and places front ends name matches and challenges by (they never use the store).
pub use crate::store::{ChallengeId, MatchId, MatchPlace, RatingRow, GLOBAL};

pub use crate::ai::Level;
use crate::engine::Catalog;
use crate::engine::{BySeat, Event, Seat, View};
use crate::lang::Phrase;
use crate::phrase;
use crate::games::{invictus_seat, seat_number, Game};
use crate::store::{AiSeat, AsyncStore, MatchRecord, StoreError, Timer};

/// An Invictus match as the store reads it for hosting.
pub(crate) type Record = MatchRecord<crate::engine::Match>;
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

/// Why an army is not valid, as a phrase.
pub fn army_error(e: &crate::engine::ArmyError) -> Phrase {
    use crate::engine::ArmyError as E;
    match e {
        E::LeaderIsNotALeader(u) => phrase!("army-error-not-a-leader", unit = u.name()),
        E::SoldierIsALeader(u) => phrase!("army-error-soldier-is-leader", unit = u.name()),
        E::TwoTypesOfOneColour {
            colour,
            first,
            second,
        } => phrase!(
            "army-error-two-types",
            colour = colour.key(),
            first = first.name(),
            second = second.name()
        ),
        E::ZeroCopies(u) => phrase!("army-error-zero-copies", unit = u.name()),
        E::WrongSize { soldiers, expected } => phrase!(
            "army-error-wrong-size",
            soldiers = *soldiers,
            expected = *expected
        ),
        E::NotKeyValue(part) => phrase!("army-error-not-key-value", text = part.as_str()),
        E::NotALeader(value) => phrase!("army-error-not-a-leader-name", text = value.as_str()),
        E::LeaderTwice => phrase!("army-error-leader-twice"),
        E::NotAColour(key) => phrase!("army-error-not-a-colour", text = key.as_str()),
        E::NotAUnit(name) => phrase!("army-error-not-a-unit", text = name.as_str()),
        E::WrongColour { unit, colour } => phrase!(
            "army-error-wrong-colour",
            unit = unit.name(),
            colour = colour.key()
        ),
        E::NotACount(count) => phrase!("army-error-not-a-count", text = count.as_str()),
        E::NoLeader => phrase!("army-error-no-leader"),
    }
}

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
            StoreError::NoSuchMatch(_) => HostError::NoSuchMatch,
            other => HostError::Store(other),
        }
    }
}

/// A match as front ends show it: its place, the public view and each seat's own view, its
/// deadlines and the players' options. It holds no engine state, so nothing drawn from it can
/// show a card its reader may not see, as long as a seat's view goes only to that seat.
#[derive(Clone, Debug)]
pub struct MatchState {
    pub id: MatchId,
    pub guild_id: Option<u64>,
    /// Where the challenge was made.
    pub channel_id: Option<u64>,
    /// The match's own thread, when it has one.
    pub thread_id: Option<u64>,
    pub board_message_id: Option<u64>,
    pub players: BySeat<Option<u64>>,
    /// What everyone may see.
    pub public: View,
    /// What each seat may see: its own hand and the actions open to it.
    pub seats: BySeat<View>,
    /// Whether the player with priority is in a reaction window.
    pub window_open: bool,
    pub deadlines: Deadlines,
    pub options: BySeat<SeatOptions>,
    /// Until when each seat's player is on vacation (Unix ms), if they are now.
    pub away: BySeat<Option<i64>>,
    /// The seats the built-in opponent plays (at most one in a duel).
    pub ai_seats: Vec<Seat>,
    /// The seat that missed its deadline, while the other may claim the win.
    pub late_seat: Option<Seat>,
    pub variant: Variant,
    /// The public prompt posted for the open reaction window.
    pub prompt_message_id: Option<u64>,
    /// When the match last changed (Unix ms).
    pub updated_at: i64,
}

impl MatchState {
    /// The state of a stored match at `now`, with its timers.
    pub(crate) fn of(record: &Record, timers: &[Timer], now: i64) -> MatchState {
        let game = &record.game;
        let mode = game.mode();
        let due = |kind: &str| timers.iter().find(|t| t.kind == kind).map(|t| t.due_at);
        MatchState {
            id: record.id,
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            thread_id: record.thread_id,
            board_message_id: record.board_message_id,
            players: BySeat::for_mode(mode, |seat| record.players.at(seat_number(seat))),
            public: game.view(None),
            seats: BySeat::for_mode(mode, |seat| game.view(Some(seat))),
            window_open: game.window_open(),
            deadlines: Deadlines {
                window: due(REACTION_WINDOW),
                turn: due(TURN_DEADLINE),
            },
            options: BySeat::for_mode(mode, |seat| {
                SeatOptions::from(&record.options.at(seat_number(seat)))
            }),
            away: BySeat::for_mode(mode, |seat| {
                record.away.at(seat_number(seat)).filter(|u| *u > now)
            }),
            ai_seats: record
                .ai
                .iter()
                .filter_map(|ai| invictus_seat(ai.seat))
                .collect(),
            late_seat: record
                .clock
                .and_then(|c| c.late_seat)
                .and_then(invictus_seat),
            variant: Variant::of(&game.setup().settings),
            prompt_message_id: record.prompt_message_id,
            updated_at: record.updated_at,
        }
    }

    pub fn version(&self) -> u64 {
        self.public.version
    }

    pub fn is_over(&self) -> bool {
        self.public.outcome.is_some()
    }

    /// Who must act now.
    pub fn priority(&self) -> Option<Seat> {
        self.public.priority
    }

    /// The seat `user` plays, if they play in this match.
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        seat_among(&self.players, user)
    }

    /// What `user` may see: their seat's view if they play, else the public view.
    pub fn view_for(&self, user: u64) -> &View {
        match self.seat_of(user) {
            Some(seat) => self.seats.get(seat),
            None => &self.public,
        }
    }

    /// The player's user id at `seat` (0 when the seat has none).
    pub fn player(&self, seat: Seat) -> u64 {
        self.players.get(seat).unwrap_or(0)
    }
}

/// The seat `user` has among a match's `players`.
pub(crate) fn seat_among(players: &BySeat<Option<u64>>, user: u64) -> Option<Seat> {
    players
        .iter()
        .find(|(_, player)| **player == Some(user))
        .map(|(seat, _)| seat)
}

/// A match changed: an action was applied (with the events it caused, unredacted: front ends
/// redact them for their readers), it was just started, or its clock calls for a notice. The
/// state it led to travels with it.
#[derive(Clone, Debug)]
pub struct Change {
    pub state: Arc<MatchState>,
    pub events: Vec<Event>,
    pub notice: Option<Notice>,
    /// The prompt of a reaction window this change closed, to mark it closed.
    pub closed_prompt: Option<u64>,
}

impl Change {
    pub fn match_id(&self) -> MatchId {
        self.state.id
    }
}

/// The deadlines running in a match (Unix ms).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deadlines {
    /// The open reaction window's.
    pub window: Option<i64>,
    /// The player to move's.
    pub turn: Option<i64>,
}

/// Something about a match's clock the players must be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// `seat` should move before `deadline` (Unix ms).
    Reminder { seat: Seat, deadline: i64 },
    /// `late` missed its deadline: the other player may claim the win or grant more time.
    DeadlinePassed { late: Seat },
    /// The other player granted `late` more time, until `deadline`.
    TimeGranted { late: Seat, deadline: i64 },
}

/// The current Unix time in milliseconds, by the system clock.
pub fn now_ms() -> i64 {
    SystemClock.now_ms()
}

/// Match hosting over a store. Cheap to share behind an `Arc`.
pub struct Host {
    store: AsyncStore,
    catalog: Arc<Catalog>,
    settings: HostSettings,
    locks: Mutex<HashMap<MatchId, Arc<tokio::sync::Mutex<()>>>>,
    changes: mpsc::UnboundedSender<Change>,
    /// Wakes the timer loop when a timer is added, with the earliest new due time, so it never
    /// oversleeps a new deadline and never reads the store only to learn of it.
    timer_added: tokio::sync::Notify,
    earliest_added: Mutex<Option<i64>>,
    clock: Arc<dyn Clock>,
    /// The seat the built-in opponent plays in each match looked at so far (`None`: people only).
    ai_seats: Mutex<HashMap<MatchId, Vec<AiSeat>>>,
    /// Matches in which the built-in opponent may have to move, for [`Host::run_ai`].
    ai_wake: mpsc::UnboundedSender<MatchId>,
    ai_woken: Mutex<Option<mpsc::UnboundedReceiver<MatchId>>>,
    languages: languages::Languages,
}

impl Host {
    /// A host and the feed of changed matches (every applied action, accepted challenge,
    /// clock notice) for the front end to redraw.
    pub fn new(
        store: AsyncStore,
        catalog: Arc<Catalog>,
        settings: HostSettings,
    ) -> (Host, mpsc::UnboundedReceiver<Change>) {
        Host::with_clock(store, catalog, settings, Arc::new(SystemClock))
    }

    /// [`Host::new`] with another clock (tests drive timers with a [`ManualClock`]).
    pub fn with_clock(
        store: AsyncStore,
        catalog: Arc<Catalog>,
        settings: HostSettings,
        clock: Arc<dyn Clock>,
    ) -> (Host, mpsc::UnboundedReceiver<Change>) {
        let (tx, rx) = mpsc::unbounded_channel();
        let (ai_wake, ai_woken) = mpsc::unbounded_channel();
        (
            Host {
                store,
                catalog,
                settings,
                locks: Mutex::new(HashMap::new()),
                changes: tx,
                timer_added: tokio::sync::Notify::new(),
                earliest_added: Mutex::new(None),
                clock,
                ai_seats: Mutex::new(HashMap::new()),
                ai_wake,
                ai_woken: Mutex::new(Some(ai_woken)),
                languages: languages::Languages::default(),
            },
            rx,
        )
    }

    /// The clock the host reads the time from.
    pub fn clock(&self) -> Arc<dyn Clock> {
        Arc::clone(&self.clock)
    }

    /// The store under hosting, for tests and tools that inspect it. Front ends never use it:
    /// they ask hosting.
    pub fn store(&self) -> &AsyncStore {
        &self.store
    }

    /// Records that `part` of the bot (e.g. the gateway connection) was alive at `at` (Unix ms,
    /// by the system clock: `invictus health` compares it with the real time).
    pub async fn beat(&self, part: &'static str, at: i64) -> Result<(), HostError> {
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

    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    pub fn settings(&self) -> &HostSettings {
        &self.settings
    }

    /// The current time by the host's clock (Unix ms).
    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Wakes the timer loop to look at the timers again (after the clock moved, in tests).
    pub fn wake_timers(&self) {
        self.timer_added.notify_one();
    }

    /// Tells the timer loop of a new due time.
    fn timer_due(&self, due: i64) {
        {
            let mut earliest = self
                .earliest_added
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            *earliest = Some(earliest.map_or(due, |e| e.min(due)));
        }
        self.timer_added.notify_one();
    }

    /// Hands a change to the front ends, and to the built-in opponent when it must move.
    fn publish(&self, change: Change) {
        let state = &change.state;
        if !state.is_over()
            && state
                .priority()
                .is_some_and(|p| state.ai_seats.contains(&p))
        {
            self.wake_ai(state.id);
        }
        let _ = self.changes.send(change);
    }

    /// Publishes a new state with its events.
    fn changed(&self, state: Arc<MatchState>, events: Vec<Event>, closed_prompt: Option<u64>) {
        self.publish(Change {
            state,
            events,
            notice: None,
            closed_prompt,
        });
    }

    fn lock_of(&self, id: MatchId) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(locks.entry(id).or_default())
    }

    /// A match as it is now (one read).
    pub async fn state(&self, match_id: MatchId) -> Result<Arc<MatchState>, HostError> {
        let now = self.now();
        let state = self
            .store
            .call(move |s| {
                s.transaction(|tx| {
                    let record = tx.record(match_id)?;
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
    pub async fn seat_context(
        &self,
        match_id: MatchId,
        user: u64,
        version: Option<u64>,
    ) -> Result<(Arc<MatchState>, Seat), HostError> {
        let state = self.state(match_id).await?;
        let seat = state.seat_of(user).ok_or(HostError::NotAPlayer)?;
        if version.is_some_and(|v| v != state.version()) {
            return Err(HostError::Stale);
        }
        Ok((state, seat))
    }

    /// Tells the front ends to redraw a match as it is now (e.g. once its board exists).
    pub async fn touch(&self, match_id: MatchId) -> Result<(), HostError> {
        let state = self.state(match_id).await?;
        self.changed(state, Vec::new(), None);
        Ok(())
    }

    /// Every event of a match from its first action, replayed from the action log (to rebuild
    /// the recent history after a restart).
    pub async fn replay_events(&self, match_id: MatchId) -> Result<Vec<Event>, HostError> {
        Ok(self
            .store
            .call(move |s| {
                let stored = s.load_match::<crate::engine::Match>(match_id)?;
                let log = s.action_log::<crate::engine::Match>(match_id)?;
                let mut game = <crate::engine::Match as Game>::start(Game::setup(&stored.game))
                    .map_err(|e| StoreError::Corrupt {
                        match_id,
                        what: e.to_string(),
                    })?;
                let mut events = Vec::new();
                for (_, seat, action) in log {
                    let version = game.version();
                    events.extend(Game::apply(&mut game, seat, version, &action)?);
                }
                Ok(events)
            })
            .await?)
    }

    /// Records the message that shows a match's public board.
    pub async fn set_board_message(
        &self,
        match_id: MatchId,
        message: u64,
    ) -> Result<(), HostError> {
        Ok(self
            .store
            .call(move |s| s.set_board_message(match_id, message))
            .await?)
    }

    /// Records the thread a match is played in.
    pub async fn set_thread(&self, match_id: MatchId, thread: u64) -> Result<(), HostError> {
        Ok(self
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
        message: u64,
    ) -> Result<bool, HostError> {
        Ok(self
            .store
            .call(move |s| s.set_prompt_message(match_id, version, message))
            .await?)
    }

    /// `user`'s matches, newest first: those in progress, or the finished ones (`active:
    /// false`), at most `limit`, in one read. A damaged match is logged and left out.
    pub async fn matches_of(
        &self,
        user: u64,
        active: bool,
        limit: usize,
    ) -> Result<Vec<MatchState>, HostError> {
        let now = self.now();
        Ok(self
            .store
            .call(move |s| {
                let ids = s.player_match_ids(user, active, limit)?;
                s.transaction(|tx| {
                    let mut states = Vec::new();
                    for id in ids {
                        match tx.record(id) {
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
    pub async fn matches_in(&self, channel: u64) -> Result<Vec<MatchId>, HostError> {
        Ok(self
            .store
            .call(move |s| s.active_matches_in(channel))
            .await?)
    }
}
