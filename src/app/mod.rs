//! Match hosting that is not tied to Discord: challenges, starting matches, applying players'
//! choices one at a time per match, resignations, reaction-window deadlines and the durable timer
//! loop. Front ends call [`Host`] and listen to its change feed to redraw.

mod clock;
mod terms;

pub use clock::{Clock, ManualClock, SystemClock};
pub use terms::{ChallengeTerms, Variant};

use crate::engine::{Action, Army, Catalog, Match, PendingView, Seat, View};
use crate::store::{
    ActionRequest, Applied, AsyncStore, ChallengeId, ChallengeStatus, MatchId, MatchPlace,
    StoreError, StoredMatch, Timer, TimerChange,
};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// The timer kind of a reaction window's deadline; its payload is `{"version": N}`.
pub const REACTION_WINDOW: &str = "reaction_window";

/// Limits and defaults of hosting.
#[derive(Clone, Debug)]
pub struct HostSettings {
    pub reaction_window: Duration,
    pub challenge_expiry: Duration,
    pub max_active_matches_per_user: u64,
    pub max_open_challenges_per_user: u64,
}

impl Default for HostSettings {
    fn default() -> Self {
        HostSettings {
            reaction_window: Duration::from_secs(120),
            challenge_expiry: Duration::from_secs(24 * 3600),
            max_active_matches_per_user: 5,
            max_open_challenges_per_user: 3,
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
/// redact them for their readers) or it was just started.
#[derive(Clone, Debug)]
pub struct Change {
    pub match_id: MatchId,
    pub events: Vec<crate::engine::Event>,
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
}

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
        (
            Host {
                store,
                catalog,
                settings,
                locks: Mutex::new(HashMap::new()),
                changes: tx,
                timer_added: tokio::sync::Notify::new(),
                clock,
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
        let _ = self.changes.send(Change { match_id, events });
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
        tracing::info!(%match_id, challenge = challenge.0, "challenge accepted, match started");
        Ok(match_id)
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
        self.apply(match_id, seat, version, action, interaction_id)
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
        let version = seen.game().version();
        let (game, _) = self
            .apply(
                match_id,
                seat,
                version,
                Action::Resign { seat },
                interaction_id,
            )
            .await?;
        Ok(game)
    }

    /// Stores one action (the caller holds the match's lock) with the reaction-window deadline
    /// it leads to.
    async fn apply(
        &self,
        match_id: MatchId,
        seat: Seat,
        version: u64,
        action: Action,
        interaction_id: Option<String>,
    ) -> Result<(Match, Vec<crate::engine::Event>), HostError> {
        let window = self.window_of(match_id).await?;
        let now = self.now();
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
                s.apply_with(&request, |game| {
                    if game.is_over() {
                        return vec![TimerChange::ClearAll];
                    }
                    match window_open(game) {
                        true => vec![TimerChange::Add {
                            kind: REACTION_WINDOW.to_string(),
                            due_at: now + window.as_millis() as i64,
                            payload: format!("{{\"version\":{}}}", game.version()),
                        }],
                        false => Vec::new(),
                    }
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
        let timers = self.store.call(move |s| s.match_timers(match_id)).await?;
        Ok(timers
            .iter()
            .find(|t| t.kind == REACTION_WINDOW)
            .map(|t| t.due_at))
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
            match_id,
            seat,
            payload.version,
            Action::Pass,
            Some(format!("timer:{}", timer.id)),
        )
        .await?;
        Ok(())
    }

    /// When the next timer is due (Unix ms), to sleep until then.
    pub async fn next_due(&self) -> Result<Option<i64>, HostError> {
        Ok(self.store.call(|s| s.next_timer_due()).await?)
    }

    /// Runs the timer loop until `stop` fires: sleeps until the next due timer (at most `poll`,
    /// for challenge expiry), is woken when a timer is added, handles what is due (overdue
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
            tokio::select! {
                _ = tokio::time::sleep(wait.max(Duration::from_millis(20))) => {}
                _ = self.timer_added.notified() => {}
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
