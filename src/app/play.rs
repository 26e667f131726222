//! Applying a player's choice: one lock, one transaction (read the match, check, apply the
//! action and the standing answers it leads to, plan the timers, write), the new state handed on.

use super::options::SeatOptions;
use super::plan::{earliest_added, plan_timers, standing_response, TimerTerms};
use super::{Change, Host, HostError, MatchState, Notice, Record};
use crate::engine::{Action, BySeat, Event, RuleError, Seat, View};
use crate::games::seat_number;
use crate::store::{MatchId, StoreTx, TimerChange};
use std::sync::Arc;

/// What a player's request did.
#[derive(Clone, Debug)]
pub struct Played {
    /// The match as it is now.
    pub state: Arc<MatchState>,
    /// The events it caused (none for a repeated delivery).
    pub events: Vec<Event>,
    /// The player's seat.
    pub seat: Seat,
    /// The action applied for the player; `None` when the request was a repeated delivery.
    pub action: Option<Action>,
    /// What the player saw when they chose.
    pub before: View,
}

/// The hosting terms an action is applied under.
#[derive(Clone, Debug)]
pub(crate) struct Rules {
    pub now: i64,
    pub default_window_ms: i64,
    pub reminders: Vec<u8>,
}

/// What one transaction did, for [`Host::deliver`].
pub(crate) struct Done {
    pub state: Arc<MatchState>,
    pub events: Vec<Event>,
    pub closed_prompt: Option<u64>,
    /// The earliest due time of a timer it added.
    pub next_due: Option<i64>,
    pub notice: Option<Notice>,
    /// Whether the front ends are to hear of it.
    pub publish: bool,
}

impl Done {
    /// Nothing changed: the match as read in `tx`, with its timers.
    pub fn read(tx: &StoreTx<'_>, record: &Record, now: i64) -> Result<Done, HostError> {
        let timers = tx.match_timers(record.id)?;
        Ok(Done::unchanged(MatchState::of(record, &timers, now)))
    }

    /// This state, with a notice the front ends are to post.
    pub fn announcing(mut self, notice: Notice) -> Done {
        self.notice = Some(notice);
        self.publish = true;
        self
    }

    /// Nothing changed; the state as read.
    pub fn unchanged(state: MatchState) -> Done {
        Done {
            state: Arc::new(state),
            events: Vec::new(),
            closed_prompt: None,
            next_due: None,
            notice: None,
            publish: false,
        }
    }
}

/// The refusal a rule error means for the person who asked.
pub(crate) fn refusal_of(error: RuleError) -> HostError {
    match error {
        RuleError::GameOver => HostError::Over,
        RuleError::NotYourTurn { .. } => HostError::NotYourMove,
        RuleError::StaleVersion { .. } => HostError::Stale,
        RuleError::NotLegal(_) => HostError::NotOpen,
    }
}

/// The seat `user` plays in a stored match.
pub(crate) fn seat_in(record: &Record, user: u64) -> Option<Seat> {
    let mode = record.game.mode();
    super::seat_among(
        &BySeat::for_mode(mode, |seat| record.players.at(seat_number(seat))),
        user,
    )
}

/// Applies `action` by `seat` to the match read in `tx`, then the standing answers it leads
/// to, writing the log entries, the new state and the planned timers. Any refusal writes
/// nothing (the caller's transaction is dropped).
pub(crate) fn apply_in(
    tx: &mut StoreTx<'_>,
    record: &mut Record,
    seat: Seat,
    action: Action,
    interaction_id: Option<&str>,
    rules: &Rules,
) -> Result<Done, HostError> {
    let id = record.id;
    let terms = TimerTerms {
        reaction_window_ms: record.reaction_window_ms.unwrap_or(rules.default_window_ms),
        reminders: &rules.reminders,
    };
    let mut events = Vec::new();
    let mut timers: Vec<TimerChange> = Vec::new();
    let mut late_cleared = false;
    let mut next = Some((seat, action, interaction_id));
    while let Some((seat, action, interaction)) = next.take() {
        let before = record.game.clone();
        events.extend(
            record
                .game
                .apply_as(seat, before.version(), action)
                .map_err(refusal_of)?,
        );
        tx.log_action::<crate::engine::Match>(
            id,
            record.game.version(),
            seat_number(seat),
            &action,
            rules.now,
            interaction,
        )?;
        timers.extend(plan_timers(
            &before,
            &record.game,
            seat,
            terms,
            record.clock.as_ref(),
            &BySeat::from_fn(|seat| record.away.at(seat_number(seat))),
            rules.now,
        ));
        if let Some(clock) = record.clock.as_mut() {
            if clock.late_seat == Some(seat_number(seat)) {
                // The late player moved before a claim: the claim lapses.
                clock.late_seat = None;
                late_cleared = true;
            }
        }
        if let Some(reacting) = record.game.priority() {
            let order = SeatOptions::from(&record.options.at(seat_number(reacting))).orders;
            if let Some(response) = standing_response(&record.game, reacting, order) {
                tracing::debug!(match_id = %id, seat = %reacting, "standing order answers a window");
                next = Some((reacting, response, None));
            }
        }
    }
    tx.save_state(id, &record.game, rules.now)?;
    if record.game.is_over() {
        super::ratings::rate_if_over(tx, record, rules.now)?;
    }
    tx.change_timers(id, &timers)?;
    if late_cleared {
        tx.set_late_seat(id, None)?;
    }
    // Whatever was played, the window a stored prompt was posted for is answered.
    let closed_prompt = record.prompt_message_id.take();
    if closed_prompt.is_some() {
        tx.set_prompt_message(id, None)?;
    }
    let next_due = earliest_added(&timers);
    let all = tx.match_timers(id)?;
    Ok(Done {
        state: Arc::new(MatchState::of(record, &all, rules.now)),
        events,
        closed_prompt,
        next_due,
        notice: None,
        publish: true,
    })
}

impl Host {
    pub(crate) fn rules(&self) -> Rules {
        Rules {
            now: self.now(),
            default_window_ms: self.settings.reaction_window.as_millis() as i64,
            reminders: self.settings.reminders.clone(),
        }
    }

    /// Hands what a transaction did to the timer loop and the front ends.
    pub(crate) fn deliver(&self, done: &Done) {
        if let Some(due) = done.next_due {
            self.timer_due(due);
        }
        if done.publish {
            self.publish(Change {
                state: Arc::clone(&done.state),
                events: done.events.clone(),
                notice: done.notice,
                closed_prompt: done.closed_prompt,
            });
        }
    }

    /// Runs `work` on a match under its lock, in one store transaction with the match as
    /// stored and the hosting terms, then hands what it did to the timer loop and the front
    /// ends.
    pub(crate) async fn in_match<T: Send + 'static>(
        &self,
        match_id: MatchId,
        work: impl FnOnce(&mut StoreTx<'_>, &mut Record, &Rules) -> Result<(Done, T), HostError>
            + Send
            + 'static,
    ) -> Result<(Done, T), HostError> {
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let rules = self.rules();
        let (done, out) = self
            .store
            .run(move |s| {
                s.transaction(|tx| {
                    let mut record = tx.record(match_id)?;
                    work(tx, &mut record, &rules)
                })
            })
            .await?;
        self.deliver(&done);
        Ok((done, out))
    }

    /// Applies for `user` the action `decide` picks from the match and their seat's view. A
    /// repeated delivery of `interaction_id` is answered with the match as it is, nothing
    /// applied twice.
    async fn act_for(
        &self,
        match_id: MatchId,
        user: u64,
        interaction_id: Option<String>,
        decide: impl FnOnce(&Record, Seat, &View) -> Result<Action, HostError> + Send + 'static,
    ) -> Result<Played, HostError> {
        let (done, (seat, action, before)) = self
            .in_match(match_id, move |tx, record, rules| {
                let seat = seat_in(record, user).ok_or(HostError::NotAPlayer)?;
                let before = record.game.view(Some(seat));
                if let Some(interaction) = &interaction_id {
                    if tx.interaction_applied(interaction)?.is_some() {
                        return Ok((Done::read(tx, record, rules.now)?, (seat, None, before)));
                    }
                }
                let action = decide(record, seat, &before)?;
                let done = apply_in(tx, record, seat, action, interaction_id.as_deref(), rules)?;
                Ok((done, (seat, Some(action), before)))
            })
            .await?;
        Ok(Played {
            state: done.state,
            events: done.events,
            seat,
            action,
            before,
        })
    }

    /// Applies the action `choose` picks from the view of `user`'s seat at `version` (`None`:
    /// it is not an action open to them). The interaction id makes a repeated delivery
    /// harmless: it is answered with the match as it is, nothing applied twice.
    pub async fn play(
        &self,
        match_id: MatchId,
        user: u64,
        version: u64,
        choose: impl FnOnce(&View) -> Option<Action> + Send + 'static,
        interaction_id: Option<String>,
    ) -> Result<Played, HostError> {
        self.act_for(
            match_id,
            user,
            interaction_id,
            move |record, seat, before| {
                if record.game.is_over() {
                    return Err(HostError::Over);
                }
                if record.game.version() != version {
                    return Err(HostError::Stale);
                }
                if record.game.priority() != Some(seat) {
                    return Err(HostError::NotYourMove);
                }
                choose(before).ok_or(HostError::NotOpen)
            },
        )
        .await
    }

    /// Resigns `user` from the match, whatever its state.
    pub async fn resign(
        &self,
        match_id: MatchId,
        user: u64,
        interaction_id: Option<String>,
    ) -> Result<Played, HostError> {
        self.act_for(match_id, user, interaction_id, |record, seat, _| {
            if record.game.is_over() {
                return Err(HostError::Over);
            }
            Ok(Action::Resign { seat })
        })
        .await
    }

    /// A player's options in a match (pings, standing order).
    pub async fn seat_options(
        &self,
        match_id: MatchId,
        seat: Seat,
    ) -> Result<SeatOptions, HostError> {
        Ok(*self.state(match_id).await?.options.get(seat))
    }

    /// Sets `user`'s options in a match; a window already open for them is answered at once
    /// if the new standing order decides it.
    pub async fn set_seat_options(
        &self,
        match_id: MatchId,
        user: u64,
        options: SeatOptions,
    ) -> Result<Arc<MatchState>, HostError> {
        self.change_seat_options(match_id, user, move |o| *o = options)
            .await
    }

    /// Changes `user`'s options in a match with `change`, in one transaction; a window
    /// already open for them is answered at once if the new standing order decides it.
    /// Returns the match as it is then.
    pub async fn change_seat_options(
        &self,
        match_id: MatchId,
        user: u64,
        change: impl FnOnce(&mut SeatOptions) + Send + 'static,
    ) -> Result<Arc<MatchState>, HostError> {
        let (done, ()) = self
            .in_match(match_id, move |tx, record, rules| {
                let seat = seat_in(record, user).ok_or(HostError::NotAPlayer)?;
                let mut options = SeatOptions::from(&record.options.at(seat_number(seat)));
                change(&mut options);
                let row = options.into();
                tx.set_seat_options(match_id, seat_number(seat), &row)?;
                if let Some(stored) = record.options.get_mut(seat_number(seat)) {
                    *stored = row;
                }
                let game = &record.game;
                if !game.is_over() && game.window_open() && game.priority() == Some(seat) {
                    if let Some(response) = standing_response(game, seat, options.orders) {
                        return Ok((apply_in(tx, record, seat, response, None, rules)?, ()));
                    }
                }
                Ok((Done::read(tx, record, rules.now)?, ()))
            })
            .await?;
        Ok(done.state)
    }
}
