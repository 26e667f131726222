//! Applying a player's choice, for any game: one lock, one transaction (read the match, check,
//! apply the action and the standing answers it leads to, plan the timers, write), the new state
//! handed on with its events as each reader may see them.

use super::plan::{earliest_added, plan_timers, turn_timers, TimerTerms};
use super::{Change, Deadlines, Host, HostError, MatchState, Matches, Notice, Seen};
use crate::games::{Game, Refusal, SeatNo};
use crate::store::SeatOptions;
use crate::store::UnixMs;
use crate::store::{AiSeat, MatchId, MatchPlace, MatchRecord, StoreTx, Timer, TimerChange};
use crate::store::{MessageId, PlayerId};
use std::sync::Arc;

/// What a player's request did.
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    /// The match as it is now.
    pub state: Arc<MatchState<G>>,
    /// The events it caused, as the player may see them (none for a repeated delivery).
    pub events: Vec<G::Event>,
    /// The player's seat.
    pub seat: SeatNo,
    /// The action applied for the player; `None` when the request was a repeated delivery.
    pub action: Option<G::Action>,
    /// What the player saw when they chose.
    pub before: G::View,
}

/// What a player chose, as plain data: hosting resolves it against the actions open to their
/// seat, and the game judges the action it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice<A> {
    /// The action at this place among the seat's legal actions (the order its view lists them).
    Index(usize),
    /// The first of these actions that is open to the seat.
    FirstOf(Vec<A>),
}

/// What a player saw when they chose: their seat's view of the match before the action, drawn
/// after the transaction, off the store's thread, from the match as the transaction read it
/// (shared, not copied).
pub(crate) struct Before<G: Game> {
    game: Arc<G>,
    seat: SeatNo,
}

impl<G: Game> Before<G> {
    fn new(record: &MatchRecord<G>, seat: SeatNo) -> Before<G> {
        Before {
            game: Arc::clone(&record.as_read),
            seat,
        }
    }

    fn into_view(self) -> G::View {
        self.game.view(Some(self.seat))
    }
}

/// The hosting terms an action is applied under.
#[derive(Clone, Debug)]
pub(crate) struct Rules {
    pub now: UnixMs,
    pub default_window_ms: i64,
    pub reminders: Vec<u8>,
}

/// The timers a transaction left a match with, at its time. With the match record, which the
/// transaction hands out (moved, not copied), it is drawn into a [`MatchState`] (the public view
/// and each seat's, with the actions open to it) once the transaction is over, on the caller's
/// thread rather than the store's, which every other match's next transaction waits for.
pub(crate) struct Left {
    timers: Vec<Timer>,
    now: UnixMs,
}

impl Left {
    /// A match's `timers` at `now`.
    pub fn of(timers: Vec<Timer>, now: UnixMs) -> Left {
        Left { timers, now }
    }

    /// The deadlines running in the match.
    pub fn deadlines(&self) -> Deadlines {
        Deadlines::of(&self.timers)
    }

    fn draw<G: Game>(&self, record: &MatchRecord<G>) -> MatchState<G> {
        MatchState::of(record, &self.timers, self.now)
    }
}

/// What one transaction did, in the transaction: the match as it left it, its events, and what
/// the timer loop and the front ends are to hear ([`Done::drawn`] makes it a [`Shown`]).
pub(crate) struct Done<G: Game> {
    pub left: Left,
    pub events: Seen<G::Event>,
    pub closed_prompt: Option<MessageId>,
    /// The earliest due time of a timer it added.
    pub next_due: Option<UnixMs>,
    pub notice: Option<Notice>,
    /// Whether the front ends are to hear of it.
    pub publish: bool,
}

/// What one transaction did, once it is over: the match drawn as its readers see it, for
/// [`Host::deliver`] and the caller.
pub(crate) struct Shown<G: Game> {
    pub state: Arc<MatchState<G>>,
    pub events: Seen<G::Event>,
    pub closed_prompt: Option<MessageId>,
    pub next_due: Option<UnixMs>,
    pub notice: Option<Notice>,
    pub publish: bool,
}

impl<G: Game> Done<G> {
    /// Nothing changed: the match as read in `tx`, with its timers.
    pub fn read(
        tx: &StoreTx<'_>,
        record: &MatchRecord<G>,
        now: UnixMs,
    ) -> Result<Done<G>, HostError> {
        let timers = tx.match_timers(record.id)?;
        Ok(Done::unchanged(Left::of(timers, now)))
    }

    /// Draws `record`, the match as the transaction left it, as its readers see it (out of
    /// the transaction, off the store's thread).
    pub fn drawn(self, record: &MatchRecord<G>) -> Shown<G> {
        Shown {
            state: Arc::new(self.left.draw(record)),
            events: self.events,
            closed_prompt: self.closed_prompt,
            next_due: self.next_due,
            notice: self.notice,
            publish: self.publish,
        }
    }

    /// This state, with a notice the front ends are to post.
    pub fn announcing(mut self, notice: Notice) -> Done<G> {
        self.notice = Some(notice);
        self.publish = true;
        self
    }

    /// Nothing changed; the match as read.
    pub fn unchanged(left: Left) -> Done<G> {
        Done {
            left,
            events: Seen::default(),
            closed_prompt: None,
            next_due: None,
            notice: None,
            publish: false,
        }
    }

    /// This transaction's work followed by `later`'s (both in the same transaction).
    pub fn then(self, later: Done<G>) -> Done<G> {
        let mut events = self.events;
        events.public.extend(later.events.public);
        let seats = later
            .events
            .seats
            .iter()
            .map(|(seat, evs)| {
                let mut all = events.seats.get(seat).cloned().unwrap_or_default();
                all.extend(evs.iter().cloned());
                all
            })
            .collect();
        events.seats = seats;
        Done {
            left: later.left,
            events,
            closed_prompt: self.closed_prompt.or(later.closed_prompt),
            next_due: match (self.next_due, later.next_due) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            notice: later.notice.or(self.notice),
            publish: self.publish || later.publish,
        }
    }
}

/// The refusal the game's refusal means for the person who asked.
pub(crate) fn refusal_of(refusal: Refusal) -> HostError {
    match refusal {
        Refusal::Over => HostError::Over,
        Refusal::NoSuchSeat => HostError::NotAPlayer,
        Refusal::NotYourMove => HostError::NotYourMove,
        Refusal::Stale { .. } => HostError::Stale,
        Refusal::NotLegal(Some(why)) => HostError::Refused(why),
        Refusal::NotLegal(None) => HostError::NotOpen,
    }
}

/// Whether the match waits for `seat` to choose at `version`: refused if it is over, moved on
/// or waits for someone else.
fn open_to<G: Game>(record: &MatchRecord<G>, seat: SeatNo, version: u64) -> Result<(), HostError> {
    if record.game.finish().is_some() {
        return Err(HostError::Over);
    }
    if record.game.version() != version {
        return Err(HostError::Stale);
    }
    if !record.game.waiting().includes(seat) {
        return Err(HostError::NotYourMove);
    }
    Ok(())
}

/// The seat `user` plays in a stored match.
pub(crate) fn seat_in<G: Game>(record: &MatchRecord<G>, user: PlayerId) -> Option<SeatNo> {
    record
        .players
        .iter()
        .find(|(_, player)| **player == Some(user))
        .map(|(seat, _)| seat)
}

/// Applies `action` by `seat` to the match read in `tx`, then the standing answers it leads
/// to, writing the log entries, the new state and the planned timers. Any refusal writes
/// nothing (the caller's transaction is dropped).
pub(crate) fn apply_in<G: Game>(
    tx: &mut StoreTx<'_>,
    record: &mut MatchRecord<G>,
    seat: SeatNo,
    action: G::Action,
    interaction_id: Option<&str>,
    rules: &Rules,
) -> Result<Done<G>, HostError> {
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
        let before_clock = record.game.clock_seat();
        let version = record.game.version();
        events.extend(tx.apply_action(
            id,
            &mut record.game,
            seat,
            version,
            &action,
            interaction,
            rules.now,
        )?);
        timers.extend(plan_timers(
            before_clock,
            &record.game,
            seat,
            terms,
            record.clock.as_ref(),
            &record.away,
            rules.now,
        ));
        if let Some(clock) = record.clock.as_mut() {
            if clock.late_seat == Some(seat) {
                // The late player moved before a claim: the claim lapses.
                clock.late_seat = None;
                late_cleared = true;
            }
        }
        // A standing order may answer the window (or the question) now waiting for its player;
        // the built-in opponent's seats decide everything themselves.
        for reacting in record.game.waiting().seats() {
            if record.ai.iter().any(|ai| ai.seat == reacting) {
                continue;
            }
            let order = record.options.at(reacting).orders;
            if let Some(response) = record.game.standing_answer(reacting, order) {
                tracing::debug!(match_id = %id, seat = reacting, "standing order answers a window");
                next = Some((reacting, response, None));
                break;
            }
        }
        // A match with no person left in it, only the built-in opponent, ends at once.
        let without_people = next.is_none()
            && !record.ai.is_empty()
            && record.game.finish().is_none()
            && !super::opponent::has_person_in_play(&record.game, &record.ai);
        if without_people {
            if let Some((seat, conclusion)) = record.game.conclusion() {
                tracing::debug!(match_id = %id, "no person is left in the match: it ends now");
                next = Some((seat, conclusion, None));
            }
        }
    }
    if record.game.finish().is_some() {
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
        left: Left::of(all, rules.now),
        events: Seen::of::<G>(&events, &record.game.seats()),
        closed_prompt,
        next_due,
        notice: None,
        publish: true,
    })
}

/// How a new match is hosted: its reaction window and turn time (`None`: the host's window, no
/// turn clock) and the seats the built-in opponent plays.
#[derive(Clone, Debug, Default)]
pub struct Hosting {
    pub reaction_window_ms: Option<i64>,
    pub turn_time_ms: Option<i64>,
    pub ai: Vec<AiSeat>,
}

/// Stores a new match in `tx` with its turn clock started, and reads it back: what the
/// transaction did, and the match record to draw it from.
pub(crate) fn start_in<G: Game>(
    tx: &mut StoreTx<'_>,
    game: &G,
    place: &MatchPlace,
    hosting: &Hosting,
    rules: &Rules,
) -> Result<(Done<G>, MatchRecord<G>), HostError> {
    let now = rules.now;
    let id = tx.create_match(
        game,
        place,
        hosting.reaction_window_ms,
        hosting.turn_time_ms,
        &hosting.ai,
        now,
    )?;
    let mut timers = Vec::new();
    if let (Some(turn_ms), Some(seat)) = (hosting.turn_time_ms, game.clock_seat()) {
        timers.extend(turn_timers(
            &rules.reminders,
            seat,
            now,
            now + turn_ms,
            turn_ms,
        ));
    }
    tx.change_timers(id, &timers)?;
    let record = tx.record::<G>(id)?;
    let all = tx.match_timers(id)?;
    let next_due = all.iter().map(|t| t.due_at).min();
    let mut done = Done::unchanged(Left::of(all, now));
    done.next_due = next_due;
    Ok((done, record))
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
    pub(crate) fn deliver<G: Game>(&self, done: &Shown<G>) {
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

    /// Runs `work` on a `G` match under its lock, in one store transaction with the match as
    /// stored and the hosting terms, then hands what it did to the timer loop and the front
    /// ends.
    pub(crate) async fn in_match<G: Game, T: Send + 'static>(
        &self,
        match_id: MatchId,
        work: impl FnOnce(&mut StoreTx<'_>, &mut MatchRecord<G>, &Rules) -> Result<(Done<G>, T), HostError>
            + Send
            + 'static,
    ) -> Result<(Shown<G>, T), HostError> {
        let lock = self.lock_of(match_id);
        let _held = lock.lock().await;
        let rules = self.rules();
        let (done, out, record) = self
            .store
            .run(move |s| {
                s.transaction(|tx| {
                    let mut record = tx.record::<G>(match_id)?;
                    let (done, out) = work(tx, &mut record, &rules)?;
                    Ok::<_, HostError>((done, out, record))
                })
            })
            .await?;
        let done = done.drawn(&record);
        self.deliver(&done);
        Ok((done, out))
    }
}

impl Matches<'_> {
    /// Starts a `G` match between the players of `place`, hosted as `hosting` says, and tells
    /// the front ends.
    pub async fn start_match<G: Game>(
        &self,
        game: G,
        place: MatchPlace,
        hosting: Hosting,
    ) -> Result<Arc<MatchState<G>>, HostError> {
        let rules = self.host.rules();
        let ai = hosting.ai.clone();
        let (done, record) = self
            .host
            .store
            .run(move |s| s.transaction(|tx| start_in(tx, &game, &place, &hosting, &rules)))
            .await?;
        let mut done = done.drawn(&record);
        self.host.remember_ai(done.state.id, ai);
        // The front ends hear of the new match (they post its board).
        done.publish = true;
        self.host.deliver(&done);
        Ok(done.state)
    }

    /// Applies for `user` the action `decide` picks from the match and what their seat sees. A
    /// repeated delivery of `interaction_id` is answered with the match as it is, nothing
    /// applied twice.
    async fn act_for<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
        interaction_id: Option<String>,
        decide: impl FnOnce(&MatchRecord<G>, SeatNo) -> Result<G::Action, HostError> + Send + 'static,
    ) -> Result<Played<G>, HostError> {
        let (done, (seat, action, before)) = self
            .host
            .in_match::<G, _>(match_id, move |tx, record, rules| {
                let seat = seat_in(record, user).ok_or(HostError::NotAPlayer)?;
                let before = Before::new(record, seat);
                if let Some(interaction) = &interaction_id {
                    if tx.interaction_applied(interaction)?.is_some() {
                        return Ok((Done::read(tx, record, rules.now)?, (seat, None, before)));
                    }
                }
                let action = decide(record, seat)?;
                let done = apply_in(
                    tx,
                    record,
                    seat,
                    action.clone(),
                    interaction_id.as_deref(),
                    rules,
                )?;
                Ok((done, (seat, Some(action), before)))
            })
            .await?;
        Ok(Played {
            events: done.events.for_reader(Some(seat)).to_vec(),
            state: done.state,
            seat,
            action,
            before: before.into_view(),
        })
    }

    /// Applies `action` for `user` in a `G` match, chosen on `version`: refused (nothing
    /// written) if the match moved on, it is not their move or the game refuses it. A repeated
    /// delivery of `interaction_id` is answered with the match as it is.
    pub async fn act<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
        version: u64,
        action: G::Action,
        interaction_id: Option<String>,
    ) -> Result<Played<G>, HostError> {
        self.act_for::<G>(match_id, user, interaction_id, move |record, seat| {
            open_to(record, seat, version)?;
            Ok(action)
        })
        .await
    }

    /// Applies in a `G` match the action `choice` names among the actions open to `user`'s seat
    /// at `version`, in the order of [`Game::legal_actions`], which a seat's view lists them in:
    /// refused, nothing written, if the match moved on, does not wait for them or the choice is
    /// not open to them. A repeated delivery of `interaction_id` is answered with the match as it
    /// is.
    pub async fn choose<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
        version: u64,
        choice: Choice<G::Action>,
        interaction_id: Option<String>,
    ) -> Result<Played<G>, HostError> {
        self.act_for::<G>(match_id, user, interaction_id, move |record, seat| {
            open_to(record, seat, version)?;
            let open = record.game.legal_actions(seat);
            match choice {
                Choice::Index(index) => open.into_iter().nth(index),
                Choice::FirstOf(wanted) => wanted.into_iter().find(|a| open.contains(a)),
            }
            .ok_or(HostError::NotOpen)
        })
        .await
    }

    /// `user` gives up a `G` match, whatever its state.
    pub async fn surrender<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
        interaction_id: Option<String>,
    ) -> Result<Played<G>, HostError> {
        self.act_for::<G>(match_id, user, interaction_id, |record, seat| {
            if record.game.finish().is_some() {
                return Err(HostError::Over);
            }
            record.game.surrender(seat).ok_or(HostError::NotAPlayer)
        })
        .await
    }

    /// Changes `user`'s options in a `G` match with `change`, in one transaction; a window
    /// already open for them is answered at once if the new standing order decides it.
    /// Returns the match as it is then.
    pub async fn change_options<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
        change: impl FnOnce(&mut SeatOptions<G::Order>) + Send + 'static,
    ) -> Result<Arc<MatchState<G>>, HostError> {
        let (done, ()) = self
            .host
            .in_match::<G, _>(match_id, move |tx, record, rules| {
                let seat = seat_in(record, user).ok_or(HostError::NotAPlayer)?;
                let mut options = record.options.at(seat);
                change(&mut options);
                tx.set_seat_options(match_id, seat, &options)?;
                if let Some(stored) = record.options.get_mut(seat) {
                    *stored = options;
                }
                let game = &record.game;
                if game.finish().is_none() && game.waiting().includes(seat) {
                    if let Some(response) = game.standing_answer(seat, options.orders) {
                        return Ok((apply_in(tx, record, seat, response, None, rules)?, ()));
                    }
                }
                Ok((Done::read(tx, record, rules.now)?, ()))
            })
            .await?;
        Ok(done.state)
    }
}
