//! Match hosting that is not tied to Discord: challenges, starting matches, applying players'
//! choices one at a time per match, resignations, reaction-window deadlines and the durable timer
//! loop. Front ends call [`Host`] and listen to its change feed to redraw.

mod clock;
mod terms;

pub use clock::{Clock, ManualClock, SystemClock};
pub use terms::{ChallengeTerms, Variant, DEFAULT_TURN_TIME_SECS};

pub use crate::ai::Level;
use crate::engine::{Action, Army, Catalog, Match, PendingView, Seat, Support, View};
use crate::store::{
    ActionRequest, Applied, AsyncStore, ChallengeId, ChallengeStatus, MatchId, MatchPlace,
    StoreError, StoredMatch, Timer, TimerChange,
};
pub use crate::store::{AiSeat, SeatOptions, StandingOrder};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// The timer kind of a reaction window's deadline; its payload is `{"version": N}`.
pub const REACTION_WINDOW: &str = "reaction_window";
/// The timer kind of a player's turn deadline; its payload is `{"seat": "a"}`.
pub const TURN_DEADLINE: &str = "turn_deadline";
/// The timer kind of a reminder before a turn deadline; its payload is `{"seat": "a"}`.
pub const REMINDER: &str = "reminder";

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

/// Why a request was not carried out. `Refused` texts are meant for the person who asked and
/// never name a hidden card.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error("{0}")]
    Refused(String),
    #[error(
        "this prompt is out of date: the match has moved on. Press “My hand” for a fresh one."
    )]
    Stale,
    #[error("it is not your move in this match")]
    NotYourMove,
    #[error("you are not playing in this match")]
    NotAPlayer,
    #[error("this match is over")]
    Over,
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// A match changed: an action was applied (with the events it caused, unredacted: front ends
/// redact them for their readers), it was just started, or its clock calls for a notice.
#[derive(Clone, Debug)]
pub struct Change {
    pub match_id: MatchId,
    pub events: Vec<crate::engine::Event>,
    pub notice: Option<Notice>,
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
    /// Wakes the timer loop when a timer is added, so it never oversleeps a new deadline.
    timer_added: tokio::sync::Notify,
    clock: Arc<dyn Clock>,
    /// The seat the built-in opponent plays in each match looked at so far (`None`: people only).
    ai_seats: Mutex<HashMap<MatchId, Option<AiSeat>>>,
    /// Matches in which the built-in opponent may have to move, for [`Host::run_ai`].
    ai_wake: mpsc::UnboundedSender<MatchId>,
    ai_woken: Mutex<Option<mpsc::UnboundedReceiver<MatchId>>>,
}

/// A pause between two moves of the built-in opponent, so that people can follow its turn on
/// the board. Reaction windows are answered without it.
const AI_PACE: Duration = Duration::from_millis(400);

/// A match as one person may see it.
pub struct Seen {
    pub stored: StoredMatch,
    /// The person's seat, if they play in it.
    pub seat: Option<Seat>,
    pub view: View,
}

impl Seen {
    pub fn game(&self) -> &Match {
        &self.stored.game
    }
}

impl Host {
    /// A host and the feed of changed matches (every applied action, accepted challenge,
    /// expiry) for the front end to redraw.
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
                clock,
                ai_seats: Mutex::new(HashMap::new()),
                ai_wake,
                ai_woken: Mutex::new(Some(ai_woken)),
            },
            rx,
        )
    }

    pub fn store(&self) -> &AsyncStore {
        &self.store
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

    fn notify(&self, match_id: MatchId, events: Vec<crate::engine::Event>) {
        let _ = self.changes.send(Change {
            match_id,
            events,
            notice: None,
        });
    }

    fn announce(&self, match_id: MatchId, notice: Notice) {
        let _ = self.changes.send(Change {
            match_id,
            events: Vec::new(),
            notice: Some(notice),
        });
    }

    /// Tells the front ends to redraw a match (e.g. once its board exists).
    pub fn touch(&self, match_id: MatchId) {
        self.notify(match_id, Vec::new());
    }

    /// Every event of a match from its first action, replayed from the action log (to rebuild
    /// the recent history after a restart).
    pub async fn replay_events(
        &self,
        match_id: MatchId,
    ) -> Result<Vec<crate::engine::Event>, HostError> {
        Ok(self
            .store
            .call(move |s| {
                let stored = s.load_match(match_id)?;
                let log = s.action_log(match_id)?;
                let mut game =
                    Match::with_cards(stored.game.setup().clone(), stored.game.units().to_vec())
                        .map_err(|e| StoreError::Corrupt {
                            match_id,
                            what: e.to_string(),
                        })?;
                let mut events = Vec::new();
                for (_, seat, action) in log {
                    events.extend(game.apply_as(seat, game.version(), action)?);
                }
                Ok(events)
            })
            .await?)
    }

    fn lock_of(&self, id: MatchId) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(locks.entry(id).or_default())
    }

    /// Resolves an army option: a saved army of `player`, a preset or an army text.
    pub async fn resolve_army(
        &self,
        player: u64,
        spec: &str,
        light: bool,
    ) -> Result<Army, HostError> {
        let spec = spec.trim().to_string();
        let saved = self
            .store
            .call(move |s| s.saved_armies(player))
            .await?
            .into_iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(&spec))
            .map(|(_, text)| text);
        let text = saved.unwrap_or(spec);
        Army::parse(&text, light)
            .map_err(|e| HostError::Refused(format!("That army is not valid: {e}")))
    }

    /// Records a challenge from `challenger` to `challenged` after checking the terms and the
    /// per-user limits.
    pub async fn challenge(
        &self,
        place: MatchPlace,
        challenger: u64,
        challenged: u64,
        terms: ChallengeTerms,
        now: i64,
    ) -> Result<(ChallengeId, i64), HostError> {
        if challenger == challenged {
            return Err(HostError::Refused("You cannot challenge yourself.".into()));
        }
        self.resolve_army(challenger, &terms.army, terms.variant.light())
            .await?;
        let window = terms.reaction_window_secs;
        if !(10..=86_400).contains(&window) {
            return Err(HostError::Refused(
                "The reaction window must be between 10 seconds and 24 hours.".into(),
            ));
        }
        let turn = Duration::from_secs(terms.turn_time_secs);
        if turn < self.settings.min_turn_time || turn > self.settings.max_turn_time {
            return Err(HostError::Refused(format!(
                "The turn time must be between {} and {}.",
                humantime::format_duration(self.settings.min_turn_time),
                humantime::format_duration(self.settings.max_turn_time)
            )));
        }
        let limits = self.settings.clone();
        let (open, active) = self
            .store
            .call(move |s| {
                Ok((
                    s.open_challenge_count(challenger)?,
                    s.active_match_count(challenger)?,
                ))
            })
            .await?;
        if open >= limits.max_open_challenges_per_user {
            return Err(HostError::Refused(format!(
                "You already have {open} open challenges (the limit is {}). Wait for an answer or let one expire.",
                limits.max_open_challenges_per_user
            )));
        }
        if active >= limits.max_active_matches_per_user {
            return Err(HostError::Refused(format!(
                "You are already playing {active} matches (the limit is {}).",
                limits.max_active_matches_per_user
            )));
        }
        let expires = now + limits.challenge_expiry.as_millis() as i64;
        let json = serde_json::to_string(&terms).expect("terms serialize");
        let id = self
            .store
            .call(move |s| {
                s.create_challenge(
                    place.guild_id,
                    place.channel_id,
                    challenger,
                    Some(challenged),
                    &json,
                    now,
                    Some(expires),
                )
            })
            .await?;
        // The timer loop sleeps until the earliest due time, which may now be this expiry.
        self.timer_added.notify_one();
        Ok((id, expires))
    }

    /// Accepts a challenge as `user` with the army `army` (a preset, a saved army or army
    /// text; `None`: the King preset) and starts its match.
    pub async fn accept(
        &self,
        challenge: ChallengeId,
        user: u64,
        army: Option<String>,
        now: i64,
    ) -> Result<MatchId, HostError> {
        let found = self.store.call(move |s| s.challenge(challenge)).await?;
        let Some(found) = found else {
            return Err(HostError::Refused("This challenge does not exist.".into()));
        };
        if found.challenged != Some(user) {
            return Err(HostError::Refused(
                "Only the challenged player can answer this challenge.".into(),
            ));
        }
        if found.status != ChallengeStatus::Open || found.expires_at.is_some_and(|e| e <= now) {
            return Err(HostError::Refused(
                "This challenge is no longer open.".into(),
            ));
        }
        let terms: ChallengeTerms = serde_json::from_str(&found.settings).map_err(|_| {
            HostError::Refused("This challenge is damaged; please make a new one.".into())
        })?;
        let active = self.store.call(move |s| s.active_match_count(user)).await?;
        if active >= self.settings.max_active_matches_per_user {
            return Err(HostError::Refused(format!(
                "You are already playing {active} matches (the limit is {}).",
                self.settings.max_active_matches_per_user
            )));
        }
        let light = terms.variant.light();
        let army_a = self
            .resolve_army(found.challenger, &terms.army, light)
            .await?;
        let army_b = self
            .resolve_army(user, army.as_deref().unwrap_or("king"), light)
            .await?;
        let mut setup = crate::engine::MatchSetup::new(army_a, army_b, rand::random());
        setup.settings = terms.variant.settings();
        let game = Match::new(setup, &self.catalog)
            .map_err(|e| HostError::Refused(format!("This match cannot start: {e}")))?;
        let started = game.clone();
        let place = MatchPlace {
            guild_id: found.guild_id,
            channel_id: found.channel_id,
            players: [Some(found.challenger), Some(user)],
        };
        let created = self
            .store
            .call(move |s| s.accept_challenge(challenge, &game, &place, now))
            .await?;
        let Some(match_id) = created else {
            return Err(HostError::Refused(
                "This challenge is no longer open.".into(),
            ));
        };
        let turn_ms = Duration::from_secs(terms.turn_time_secs).as_millis() as i64;
        let timers = match clock_seat(&started) {
            Some(seat) => self.turn_timers(seat, now, now + turn_ms, turn_ms),
            None => Vec::new(),
        };
        self.store
            .call(move |s| s.start_clock(match_id, turn_ms, &timers))
            .await?;
        self.timer_added.notify_one();
        tracing::info!(%match_id, challenge = challenge.0, "challenge accepted, match started");
        Ok(match_id)
    }

    /// Starts a match of `user` against the built-in opponent at `level`, which plays seat B as
    /// `ai_player` with the same army as `user` (a preset, a saved army or army text; `None`:
    /// King). There is no turn clock: the opponent waits for as long as it takes. The front end
    /// calls [`Host::wake_ai`] once the board is up.
    pub async fn practice(
        &self,
        place: MatchPlace,
        user: u64,
        ai_player: u64,
        army: Option<String>,
        level: Level,
    ) -> Result<MatchId, HostError> {
        let now = self.now();
        let active = self.store.call(move |s| s.active_match_count(user)).await?;
        if active >= self.settings.max_active_matches_per_user {
            return Err(HostError::Refused(format!(
                "You are already playing {active} matches (the limit is {}).",
                self.settings.max_active_matches_per_user
            )));
        }
        let army = self
            .resolve_army(user, army.as_deref().unwrap_or("king"), false)
            .await?;
        let setup = crate::engine::MatchSetup::new(army.clone(), army, rand::random());
        let game = Match::new(setup, &self.catalog)
            .map_err(|e| HostError::Refused(format!("This match cannot start: {e}")))?;
        let ai = AiSeat {
            seat: Seat::B,
            level: level.to_string(),
            seed: rand::random(),
        };
        let place = MatchPlace {
            players: [Some(user), Some(ai_player)],
            ..place
        };
        let stored_ai = ai.clone();
        let match_id = self
            .store
            .call(move |s| s.create_match_with_ai(&game, &place, &stored_ai, now))
            .await?;
        self.ai_seats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(match_id, Some(ai));
        tracing::info!(%match_id, %level, "practice match against the built-in opponent started");
        Ok(match_id)
    }

    /// The seat the built-in opponent plays in a match, if any.
    pub async fn ai_seat(&self, match_id: MatchId) -> Result<Option<AiSeat>, HostError> {
        if let Some(known) = self
            .ai_seats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
        {
            return Ok(known.clone());
        }
        let found = self.store.call(move |s| s.ai_seat(match_id)).await?;
        self.ai_seats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(match_id, found.clone());
        Ok(found)
    }

    /// Asks [`Host::run_ai`] to look at a match: the built-in opponent moves if it must.
    pub fn wake_ai(&self, match_id: MatchId) {
        let _ = self.ai_wake.send(match_id);
    }

    /// Plays the built-in opponent's moves until `stop` fires: in every match it is woken for
    /// (after any action, and at start for the matches left waiting for it before a restart),
    /// it moves for as long as it has priority. Decisions are computed off the async threads.
    pub async fn run_ai(self: Arc<Self>, mut stop: tokio::sync::watch::Receiver<bool>) {
        let Some(mut woken) = self
            .ai_woken
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        else {
            return;
        };
        match self.store.call(|s| s.active_ai_matches()).await {
            Ok(waiting) => waiting.into_iter().for_each(|m| self.wake_ai(m)),
            Err(e) => tracing::error!(error = %e, "cannot list the matches against the AI"),
        }
        loop {
            tokio::select! {
                next = woken.recv() => {
                    let Some(match_id) = next else { return };
                    if let Err(e) = self.play_ai_moves(match_id, &mut stop).await {
                        tracing::warn!(%match_id, error = %e, "the built-in opponent could not move");
                    }
                }
                _ = stop.changed() => return,
            }
        }
    }

    /// The built-in opponent's moves in one match, for as long as it has priority.
    async fn play_ai_moves(
        &self,
        match_id: MatchId,
        stop: &mut tokio::sync::watch::Receiver<bool>,
    ) -> Result<(), HostError> {
        let Some(ai) = self.ai_seat(match_id).await? else {
            return Ok(());
        };
        let level: Level = ai.level.parse().unwrap_or_default();
        loop {
            if *stop.borrow() {
                return Ok(());
            }
            let seen = self.seen_by(match_id, None).await?;
            let game = seen.stored.game;
            if game.is_over() || game.priority() != Some(ai.seat) {
                return Ok(());
            }
            let version = game.version();
            let (seat, seed) = (ai.seat, ai.seed);
            let in_window = window_open(&game);
            let thinking = game.clone();
            let chosen = tokio::task::spawn_blocking(move || {
                crate::ai::Ai::new(level, seed).choose(&thinking, seat)
            })
            .await
            .map_err(|e| HostError::Refused(format!("the AI stopped: {e}")))?;
            let Some(action) = chosen else {
                return Ok(());
            };
            {
                let lock = self.lock_of(match_id);
                let _held = lock.lock().await;
                let now = self.seen_by(match_id, None).await?;
                if now.game().version() != version {
                    // Something happened meanwhile (a resignation, a timer): look again.
                    continue;
                }
                self.apply(now.game(), match_id, seat, action, None).await?;
            }
            if !in_window {
                tokio::time::sleep(AI_PACE).await;
            }
        }
    }

    /// Declines (as the challenged player) or withdraws (as the challenger) a challenge.
    pub async fn decline(&self, challenge: ChallengeId, user: u64) -> Result<(), HostError> {
        let found = self.store.call(move |s| s.challenge(challenge)).await?;
        let Some(found) = found else {
            return Err(HostError::Refused("This challenge does not exist.".into()));
        };
        let status = if found.challenged == Some(user) {
            ChallengeStatus::Declined
        } else if found.challenger == user {
            ChallengeStatus::Cancelled
        } else {
            return Err(HostError::Refused(
                "Only the challenged player can answer this challenge.".into(),
            ));
        };
        let closed = self
            .store
            .call(move |s| s.close_challenge(challenge, status, None))
            .await?;
        if !closed {
            return Err(HostError::Refused(
                "This challenge is no longer open.".into(),
            ));
        }
        Ok(())
    }

    /// A match as `user` may see it.
    pub async fn seen_by(&self, match_id: MatchId, user: Option<u64>) -> Result<Seen, HostError> {
        let stored = self.store.call(move |s| s.load_match(match_id)).await?;
        let seat = user.and_then(|u| seat_of(&stored, u));
        let view = stored.game.view(seat);
        Ok(Seen { stored, seat, view })
    }

    /// Applies the action at `index` of the legal actions of `match_id` at `version`, chosen by
    /// `user`. The interaction id makes a repeated delivery harmless.
    pub async fn play(
        &self,
        match_id: MatchId,
        user: u64,
        version: u64,
        choose: impl FnOnce(&Match) -> Option<Action> + Send,
        interaction_id: Option<String>,
    ) -> Result<(Match, Vec<crate::engine::Event>), HostError> {
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let seen = self.seen_by(match_id, Some(user)).await?;
        let seat = seen.seat.ok_or(HostError::NotAPlayer)?;
        if let Some(interaction) = interaction_id.clone() {
            // A repeated delivery of an interaction already applied is answered as it was.
            if self
                .store
                .call(move |s| s.interaction_applied(&interaction))
                .await?
                .is_some()
            {
                return Ok((seen.stored.game, Vec::new()));
            }
        }
        let game = seen.game();
        if game.is_over() {
            return Err(HostError::Over);
        }
        if game.version() != version {
            return Err(HostError::Stale);
        }
        if game.priority() != Some(seat) {
            return Err(HostError::NotYourMove);
        }
        let action = choose(game).ok_or(HostError::Stale)?;
        self.apply(game, match_id, seat, action, interaction_id)
            .await
    }

    /// Resigns `user` from the match, whatever its state.
    pub async fn resign(
        &self,
        match_id: MatchId,
        user: u64,
        interaction_id: Option<String>,
    ) -> Result<Match, HostError> {
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let seen = self.seen_by(match_id, Some(user)).await?;
        let seat = seen.seat.ok_or(HostError::NotAPlayer)?;
        if seen.game().is_over() {
            return Err(HostError::Over);
        }
        let (game, _) = self
            .apply(
                seen.game(),
                match_id,
                seat,
                Action::Resign { seat },
                interaction_id,
            )
            .await?;
        Ok(game)
    }

    /// Stores one action (the caller holds the match's lock), then answers the reaction windows
    /// it opens for a player whose standing order decides for them.
    async fn apply(
        &self,
        before: &Match,
        match_id: MatchId,
        seat: Seat,
        action: Action,
        interaction_id: Option<String>,
    ) -> Result<(Match, Vec<crate::engine::Event>), HostError> {
        let (mut game, mut events) = self
            .apply_one(before, match_id, seat, action, interaction_id)
            .await?;
        while window_open(&game) {
            let Some(reacting) = game.priority() else {
                break;
            };
            let options = self
                .store
                .call(move |s| s.seat_options(match_id, reacting))
                .await?;
            let Some(response) = standing_response(&game, reacting, options.orders) else {
                break;
            };
            tracing::debug!(%match_id, seat = %reacting, "standing order answers a window");
            let (next, more) = self
                .apply_one(&game, match_id, reacting, response, None)
                .await?;
            game = next;
            events.extend(more);
        }
        if !game.is_over() {
            if let Some(ai) = self.ai_seat(match_id).await? {
                if game.priority() == Some(ai.seat) {
                    self.wake_ai(match_id);
                }
            }
        }
        Ok((game, events))
    }

    /// A player's options in a match (pings, standing order).
    pub async fn seat_options(
        &self,
        match_id: MatchId,
        seat: Seat,
    ) -> Result<SeatOptions, HostError> {
        Ok(self
            .store
            .call(move |s| s.seat_options(match_id, seat))
            .await?)
    }

    /// Sets `user`'s options in a match; a window already open for them is answered at once
    /// if the new standing order decides it.
    pub async fn set_seat_options(
        &self,
        match_id: MatchId,
        user: u64,
        options: SeatOptions,
    ) -> Result<(), HostError> {
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let seen = self.seen_by(match_id, Some(user)).await?;
        let seat = seen.seat.ok_or(HostError::NotAPlayer)?;
        self.store
            .call(move |s| s.set_seat_options(match_id, seat, options))
            .await?;
        let game = seen.game();
        if !game.is_over() && window_open(game) && game.priority() == Some(seat) {
            if let Some(response) = standing_response(game, seat, options.orders) {
                self.apply(game, match_id, seat, response, None).await?;
            }
        }
        Ok(())
    }

    /// Stores one action (the caller holds the match's lock) with the timers it leads to.
    async fn apply_one(
        &self,
        before: &Match,
        match_id: MatchId,
        seat: Seat,
        action: Action,
        interaction_id: Option<String>,
    ) -> Result<(Match, Vec<crate::engine::Event>), HostError> {
        let version = before.version();
        let window = self.window_of(match_id).await?;
        let now = self.now();
        let clock = self.store.call(move |s| s.match_clock(match_id)).await?;
        let before_seat = clock_seat(before);
        // A player on vacation: their next clock starts when it ends.
        let away = self
            .store
            .call(move |s| s.match_vacations(match_id))
            .await?;
        let back_at = away.map(|until| until.map_or(now, |u| u.max(now)));
        let reminders = self.settings.reminders.clone();
        let request = ActionRequest {
            match_id,
            seat,
            version,
            action,
            interaction_id,
            now,
            timers: vec![TimerChange::Clear {
                kind: REACTION_WINDOW.to_string(),
            }],
        };
        let applied = self
            .store
            .call(move |s| {
                let late_cleared = clock.is_some_and(|c| c.late_seat == Some(seat));
                s.apply_with(&request, |game| {
                    if game.is_over() {
                        return vec![TimerChange::ClearAll];
                    }
                    let mut timers = Vec::new();
                    if window_open(game) {
                        timers.push(TimerChange::Add {
                            kind: REACTION_WINDOW.to_string(),
                            due_at: now + window.as_millis() as i64,
                            payload: format!("{{\"version\":{}}}", game.version()),
                        });
                    }
                    if let Some(clock) = clock {
                        let after = clock_seat(game);
                        if after != before_seat || late_cleared {
                            timers.push(TimerChange::Clear {
                                kind: TURN_DEADLINE.into(),
                            });
                            timers.push(TimerChange::Clear {
                                kind: REMINDER.into(),
                            });
                            if let Some(next) = after {
                                let due = back_at[next as usize] + clock.turn_time_ms;
                                timers.extend(turn_timers_for(
                                    &reminders,
                                    next,
                                    now,
                                    due,
                                    clock.turn_time_ms,
                                ));
                            }
                        } else if before_seat == Some(seat) {
                            // The player to move acted: no more reminders for this deadline.
                            timers.push(TimerChange::Clear {
                                kind: REMINDER.into(),
                            });
                        }
                    }
                    timers
                })
                .and_then(|applied| {
                    if late_cleared {
                        // The late player moved before a claim: the claim lapses.
                        s.set_late_seat(match_id, None)?;
                    }
                    Ok(applied)
                })
            })
            .await;
        let applied = match applied {
            Ok(a) => a,
            Err(StoreError::Rule(crate::engine::RuleError::StaleVersion { .. })) => {
                return Err(HostError::Stale)
            }
            Err(StoreError::Rule(_)) => return Err(HostError::Stale),
            Err(e) => return Err(e.into()),
        };
        match applied {
            Applied::New { game, events, .. } => {
                if window_open(&game) {
                    self.timer_added.notify_one();
                }
                self.notify(match_id, events.clone());
                Ok((*game, events))
            }
            Applied::Duplicate { .. } => {
                let seen = self.seen_by(match_id, None).await?;
                Ok((seen.stored.game, Vec::new()))
            }
        }
    }

    /// The reaction window a match was set up with.
    async fn window_of(&self, match_id: MatchId) -> Result<Duration, HostError> {
        let terms = self.store.call(move |s| s.match_terms(match_id)).await?;
        Ok(terms
            .and_then(|t| serde_json::from_str::<ChallengeTerms>(&t).ok())
            .map_or(self.settings.reaction_window, |t| {
                Duration::from_secs(t.reaction_window_secs)
            }))
    }

    /// The deadline (Unix ms) of the reaction window open in a match, if any.
    pub async fn window_deadline(&self, match_id: MatchId) -> Result<Option<i64>, HostError> {
        Ok(self.deadlines(match_id).await?.window)
    }

    /// The deadlines of a match (one read of its timers).
    pub async fn deadlines(&self, match_id: MatchId) -> Result<Deadlines, HostError> {
        let timers = self.store.call(move |s| s.match_timers(match_id)).await?;
        let due = |kind: &str| timers.iter().find(|t| t.kind == kind).map(|t| t.due_at);
        Ok(Deadlines {
            window: due(REACTION_WINDOW),
            turn: due(TURN_DEADLINE),
        })
    }

    /// Handles every timer due at `now` and expires old challenges. Returns the challenges that
    /// expired, for the front end to update their messages.
    pub async fn run_due(&self, now: i64) -> Result<Vec<ChallengeId>, HostError> {
        let due = self.store.call(move |s| s.due_timers(now)).await?;
        for timer in due {
            if let Err(e) = self.fire(&timer).await {
                tracing::warn!(timer = timer.id, error = %e, "timer could not be handled");
            }
            let id = timer.id;
            self.store.call(move |s| s.delete_timer(id)).await?;
        }
        let expired = self.store.call(move |s| s.expired_challenges(now)).await?;
        let mut closed = Vec::new();
        for id in expired {
            if self
                .store
                .call(move |s| s.close_challenge(id, ChallengeStatus::Expired, None))
                .await?
            {
                closed.push(id);
            }
        }
        Ok(closed)
    }

    async fn fire(&self, timer: &Timer) -> Result<(), HostError> {
        let Some(match_id) = timer.match_id else {
            return Ok(());
        };
        if timer.kind == TURN_DEADLINE || timer.kind == REMINDER {
            return self.fire_clock(match_id, timer).await;
        }
        if timer.kind != REACTION_WINDOW {
            return Ok(());
        }
        #[derive(serde::Deserialize)]
        struct Payload {
            version: u64,
        }
        let Ok(payload) = serde_json::from_str::<Payload>(&timer.payload) else {
            tracing::warn!(timer = timer.id, "reaction window timer with a bad payload");
            return Ok(());
        };
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let seen = self.seen_by(match_id, None).await?;
        let game = seen.game();
        if game.version() != payload.version || !window_open(game) {
            return Ok(());
        }
        let Some(seat) = game.priority() else {
            return Ok(());
        };
        tracing::info!(%match_id, %seat, "reaction window expired: passing");
        self.apply(
            game,
            match_id,
            seat,
            Action::Pass,
            Some(format!("timer:{}", timer.id)),
        )
        .await?;
        Ok(())
    }

    /// The timers of a turn: the deadline and the reminders before it.
    fn turn_timers(&self, seat: Seat, now: i64, due: i64, turn_ms: i64) -> Vec<TimerChange> {
        turn_timers_for(&self.settings.reminders, seat, now, due, turn_ms)
    }

    /// A reminder or a turn deadline came due.
    async fn fire_clock(&self, match_id: MatchId, timer: &Timer) -> Result<(), HostError> {
        #[derive(serde::Deserialize)]
        struct Payload {
            seat: Seat,
        }
        let Ok(Payload { seat }) = serde_json::from_str::<Payload>(&timer.payload) else {
            tracing::warn!(timer = timer.id, "clock timer with a bad payload");
            return Ok(());
        };
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let seen = self.seen_by(match_id, None).await?;
        let game = seen.game();
        if game.is_over() || clock_seat(game) != Some(seat) {
            return Ok(());
        }
        if timer.kind == REMINDER {
            let deadline = self.turn_deadline(match_id).await?.unwrap_or(timer.due_at);
            self.announce(match_id, Notice::Reminder { seat, deadline });
            return Ok(());
        }
        let Some(clock) = self.store.call(move |s| s.match_clock(match_id)).await? else {
            return Ok(());
        };
        if clock.grants >= 1 {
            tracing::info!(%match_id, %seat, "second missed deadline: the match ends");
            self.apply(
                game,
                match_id,
                seat,
                Action::TimeOut { seat },
                Some(format!("timer:{}", timer.id)),
            )
            .await?;
            return Ok(());
        }
        self.store
            .call(move |s| s.set_late_seat(match_id, Some(seat)))
            .await?;
        tracing::info!(%match_id, %seat, "deadline missed: the opponent may claim the win");
        self.announce(match_id, Notice::DeadlinePassed { late: seat });
        Ok(())
    }

    /// Starts a vacation of `days` for `user` now: their clocks stop in all their matches
    /// until it ends. Refused beyond the yearly allowance or while already on vacation.
    /// Returns the end (Unix ms) and the days left this year.
    pub async fn start_vacation(&self, user: u64, days: u32) -> Result<(i64, f64), HostError> {
        const DAY: i64 = 24 * 3600 * 1000;
        let now = self.now();
        if days == 0 {
            return Err(HostError::Refused(
                "A vacation lasts at least one day.".into(),
            ));
        }
        let record = self.store.call(move |s| s.vacation(user)).await?;
        if let Some(until) = record.until.filter(|u| *u > now) {
            return Err(HostError::Refused(format!(
                "You are already on vacation until <t:{}:f>.",
                until / 1000
            )));
        }
        let year = year_of(now);
        let used = if record.year == Some(year) {
            record.used_ms
        } else {
            0
        };
        let allowance = self.settings.vacation_allowance.as_millis() as i64;
        let length = i64::from(days) * DAY;
        if used + length > allowance {
            return Err(HostError::Refused(format!(
                "That is more than your vacation left this year: {:.1} days.",
                (allowance - used).max(0) as f64 / DAY as f64
            )));
        }
        let until = now + length;
        let new = crate::store::Vacation {
            until: Some(until),
            year: Some(year),
            used_ms: used + length,
        };
        let moved = self
            .store
            .call(move |s| s.start_vacation(user, new, length, now))
            .await?;
        for m in moved {
            self.touch(m);
        }
        self.timer_added.notify_one();
        Ok((until, (allowance - used - length) as f64 / DAY as f64))
    }

    /// When `user`'s vacation ends, if they are on one now.
    pub async fn on_vacation_until(&self, user: u64) -> Result<Option<i64>, HostError> {
        let now = self.now();
        Ok(self
            .store
            .call(move |s| s.vacation(user))
            .await?
            .until
            .filter(|u| *u > now))
    }

    /// The deadline (Unix ms) of the player to move, if the match has a turn clock.
    pub async fn turn_deadline(&self, match_id: MatchId) -> Result<Option<i64>, HostError> {
        Ok(self.deadlines(match_id).await?.turn)
    }

    /// The seat that missed its deadline and may be claimed against, if any.
    pub async fn late_seat(&self, match_id: MatchId) -> Result<Option<Seat>, HostError> {
        Ok(self
            .store
            .call(move |s| s.match_clock(match_id))
            .await?
            .and_then(|c| c.late_seat))
    }

    /// The waiting player claims the win after the opponent missed a deadline.
    pub async fn claim(&self, match_id: MatchId, user: u64) -> Result<Match, HostError> {
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let seen = self.seen_by(match_id, Some(user)).await?;
        let seat = seen.seat.ok_or(HostError::NotAPlayer)?;
        if seen.game().is_over() {
            return Err(HostError::Over);
        }
        if self.late_seat(match_id).await? != Some(seat.other()) {
            return Err(HostError::Refused(
                "There is nothing to claim: your opponent is not past a deadline.".into(),
            ));
        }
        let late = seat.other();
        let (game, _) = self
            .apply(
                seen.game(),
                match_id,
                late,
                Action::TimeOut { seat: late },
                None,
            )
            .await?;
        Ok(game)
    }

    /// The waiting player grants the late opponent more time (once per match; a second missed
    /// deadline then ends the match).
    pub async fn grant(&self, match_id: MatchId, user: u64) -> Result<i64, HostError> {
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let seen = self.seen_by(match_id, Some(user)).await?;
        let seat = seen.seat.ok_or(HostError::NotAPlayer)?;
        if seen.game().is_over() {
            return Err(HostError::Over);
        }
        let late = seat.other();
        if self.late_seat(match_id).await? != Some(late) {
            return Err(HostError::Refused(
                "There is nothing to grant: your opponent is not past a deadline.".into(),
            ));
        }
        let now = self.now();
        let grant = self.settings.grant.as_millis() as i64;
        let due = now + grant;
        let mut timers = vec![
            TimerChange::Clear {
                kind: TURN_DEADLINE.into(),
            },
            TimerChange::Clear {
                kind: REMINDER.into(),
            },
        ];
        timers.extend(self.turn_timers(late, now, due, grant));
        let granted = self
            .store
            .call(move |s| s.grant_time(match_id, &timers))
            .await?;
        if !granted {
            return Err(HostError::Refused("There is nothing to grant.".into()));
        }
        self.timer_added.notify_one();
        self.announce(
            match_id,
            Notice::TimeGranted {
                late,
                deadline: due,
            },
        );
        Ok(due)
    }

    /// When the next timer is due (Unix ms), to sleep until then.
    pub async fn next_due(&self) -> Result<Option<i64>, HostError> {
        Ok(self.store.call(|s| s.next_timer_due()).await?)
    }

    /// Runs the timer loop until `stop` fires: sleeps until the next due timer or challenge
    /// expiry (at most `poll`), is woken when a timer is added, handles what is due (overdue
    /// timers after a restart fire once), and reports expired challenges through `expired`.
    pub async fn run_timers(
        self: Arc<Self>,
        poll: Duration,
        expired: mpsc::UnboundedSender<ChallengeId>,
        mut stop: tokio::sync::watch::Receiver<bool>,
    ) {
        loop {
            match self.run_due(self.now()).await {
                Ok(closed) => {
                    for id in closed {
                        let _ = expired.send(id);
                    }
                }
                Err(e) => tracing::error!(error = %e, "timer loop"),
            }
            let wait = match self.next_due().await {
                Ok(Some(due)) => {
                    Duration::from_millis((due - self.now()).clamp(0, i64::MAX) as u64).min(poll)
                }
                _ => poll,
            };
            let jumped = async {
                match self.clock.jumped() {
                    Some(n) => n.notified().await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(wait.max(Duration::from_millis(20))) => {}
                _ = self.timer_added.notified() => {}
                _ = jumped => {}
                _ = stop.changed() => return,
            }
        }
    }
}

/// The seat `user` plays in a stored match.
pub fn seat_of(stored: &StoredMatch, user: u64) -> Option<Seat> {
    if stored.players[0] == Some(user) {
        Some(Seat::A)
    } else if stored.players[1] == Some(user) {
        Some(Seat::B)
    } else {
        None
    }
}

/// The calendar year (UTC) of a Unix time in milliseconds.
pub fn year_of(ms: i64) -> i32 {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let days = ms.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2)) as i32
}

/// The supports that stop an attack: what "a Guardian-type card" means for a standing order.
const ATTACK_STOPPERS: [Support; 5] = [
    Support::Guardian,
    Support::Musha,
    Support::Medjay,
    Support::Tlacochcalcatl,
    Support::Cataphract,
];

/// What a standing order plays in the window open for `seat`, if it decides.
pub fn standing_response(game: &Match, seat: Seat, order: StandingOrder) -> Option<Action> {
    if !window_open(game) || game.priority() != Some(seat) {
        return None;
    }
    match order {
        StandingOrder::Ask => None,
        StandingOrder::AlwaysPass => Some(Action::Pass),
        StandingOrder::GuardLeader => {
            let view = game.view(None);
            let Some(PendingView::Attack {
                target,
                seat: attacker,
                ..
            }) = view.pending.last()
            else {
                return None;
            };
            let on_leader = view
                .seats
                .get(attacker.other())
                .battlefield
                .iter()
                .any(|f| f.cell == *target && f.kind.is_leader());
            if !on_leader || attacker.other() != seat {
                return None;
            }
            game.legal_actions().into_iter().find(|a| {
                matches!(a, Action::PlaySupport { support, .. }
                    if ATTACK_STOPPERS.contains(&support.support()))
            })
        }
    }
}

/// The seat whose turn clock runs: the player to move, or during a reaction window the active
/// player (the window has its own short deadline); `None` once the match is over.
pub fn clock_seat(game: &Match) -> Option<Seat> {
    if game.is_over() {
        None
    } else if window_open(game) {
        Some(game.turn().active)
    } else {
        game.priority()
    }
}

/// A turn deadline for `seat` at `due` and its reminders at the given percents of `turn_ms`.
fn turn_timers_for(
    reminders: &[u8],
    seat: Seat,
    now: i64,
    due: i64,
    turn_ms: i64,
) -> Vec<TimerChange> {
    let payload = format!(
        "{{\"seat\":{}}}",
        serde_json::to_string(&seat).expect("seats serialize")
    );
    let mut out = vec![TimerChange::Add {
        kind: TURN_DEADLINE.to_string(),
        due_at: due,
        payload: payload.clone(),
    }];
    for &percent in reminders {
        let at = due - turn_ms + turn_ms * i64::from(percent.min(99)) / 100;
        if at > now {
            out.push(TimerChange::Add {
                kind: REMINDER.to_string(),
                due_at: at,
                payload: payload.clone(),
            });
        }
    }
    out
}

/// Whether the player with priority is in a reaction window (they may pass), judged from the
/// public view only.
pub fn window_open(game: &Match) -> bool {
    let view = game.view(None);
    view.priority.is_some()
        && matches!(
            view.pending.last(),
            Some(
                PendingView::Attack { .. }
                    | PendingView::Support { .. }
                    | PendingView::AfterHit { .. }
            )
        )
}
