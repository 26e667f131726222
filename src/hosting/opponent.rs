//! The built-in opponent in hosted matches: woken by every change that leaves one of its seats
//! waited for, it takes one decision per match in turn, thinks off the async threads (each
//! game's `Game::opponent_choice`) and plays through the same path as a player.

use super::play::{apply_in, Done};
use super::{Host, HostError, Matches};
use crate::games::{ForGame, Game, Offered, Waiting};
use crate::phrase;
use crate::store::{AiSeat, MatchId};
use std::collections::{BTreeSet, HashMap};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A pause between two moves of the built-in opponent, so that people can follow its turn on
/// the board. Reaction windows are answered without it.
const AI_PACE: Duration = Duration::from_millis(400);

/// The version a match is woken at when it is asked to be looked at rather than changed.
const LOOK_WHATEVER_THE_VERSION: u64 = u64::MAX;

impl Host {
    pub(crate) fn remember_ai(&self, match_id: MatchId, ai: Vec<AiSeat>) {
        self.ai_seats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(match_id, ai, 1);
    }

    /// Asks [`Host::run_ai`] to look at a match: the built-in opponent moves if it must.
    pub fn wake_ai(&self, match_id: MatchId) {
        let _ = self.ai_wake.send(match_id);
    }

    /// Plays the built-in opponent's moves until `stop` fires, fairly across matches: every
    /// match it is woken for (by a change on the feed that leaves one of its seats waited for,
    /// and at start for the matches left waiting for it before a restart) gets one decision in turn,
    /// the longest due first. A match's next move comes [`AI_PACE`] after its last (a reaction
    /// window's answer at once), and other matches' decisions fill that pause.
    ///
    /// An answer to a person (the first decision after a change the opponent did not make) goes
    /// before the opponent's own next moves, and has a lane of its own: at most two decisions
    /// are computed at once, off the async threads, one of them only ever for such answers, so
    /// a person never waits behind the moves of matches where the opponent plays many in a row,
    /// and the opponent takes about one core from the clicks.
    pub async fn run_ai(self: Arc<Self>, mut stop: tokio::sync::watch::Receiver<bool>) {
        let Some(mut woken) = self
            .ai_woken
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        else {
            return;
        };
        let Some(mut feed) = self
            .ai_feed
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
        let mut turns = Turns::default();
        // The decisions being made, and for which match in which lane each is.
        let mut deciding: tokio::task::JoinSet<Result<Step, HostError>> =
            tokio::task::JoinSet::new();
        let mut tasks: HashMap<tokio::task::Id, (MatchId, Lane)> = HashMap::new();
        let mut lanes = Lanes::default();
        loop {
            if *stop.borrow() {
                deciding.abort_all();
                return;
            }
            while let Ok(match_id) = woken.try_recv() {
                turns.wake(match_id, LOOK_WHATEVER_THE_VERSION, Instant::now());
            }
            while let Ok(change) = feed.try_recv() {
                turns.wake_for(&change);
            }
            let now = Instant::now();
            for lane in [Lane::Answers, Lane::Any] {
                if lanes.busy(lane) {
                    continue;
                }
                if let Some(match_id) = turns.next_due(now, lane == Lane::Answers) {
                    lanes.take(lane, match_id);
                    let host = Arc::clone(&self);
                    let task = deciding.spawn(async move { host.ai_step(match_id).await });
                    tasks.insert(task.id(), (match_id, lane));
                }
            }
            // What a free lane waits for (nothing when both are busy).
            let until = match (lanes.busy(Lane::Any), lanes.busy(Lane::Answers)) {
                (false, _) => turns.earliest(),
                (true, false) => turns.earliest_answer(),
                (true, true) => None,
            };
            tokio::select! {
                next = woken.recv() => {
                    let Some(match_id) = next else { return };
                    turns.wake(match_id, LOOK_WHATEVER_THE_VERSION, Instant::now());
                }
                change = feed.recv() => {
                    let Some(change) = change else { return };
                    turns.wake_for(&change);
                }
                Some(done) = deciding.join_next_with_id(), if !deciding.is_empty() => {
                    let (id, step) = match done {
                        Ok((id, step)) => (id, step),
                        Err(e) => (e.id(), Err(HostError::Refused(phrase!(
                            "refused-ai-stopped",
                            reason = e.to_string()
                        )))),
                    };
                    let Some((match_id, lane)) = tasks.remove(&id) else { continue };
                    lanes.free(lane);
                    let left_at = match &step {
                        Ok(Step::Moved { version, .. } | Step::Idle { version }) => *version,
                        Ok(Step::LookAgain) | Err(_) => 0,
                    };
                    turns.decided(match_id, left_at);
                    match step {
                        Ok(Step::Moved { paced, .. }) => {
                            let due = Instant::now() + if paced { AI_PACE } else { Duration::ZERO };
                            turns.again(match_id, due);
                        }
                        Ok(Step::LookAgain) => turns.again(match_id, Instant::now()),
                        Ok(Step::Idle { .. }) => {}
                        Err(e) => {
                            tracing::warn!(%match_id, error = %e, "the built-in opponent could not move")
                        }
                    }
                }
                _ = sleep_until(until) => {}
                _ = stop.changed() => {
                    deciding.abort_all();
                    return;
                }
            }
        }
    }

    /// One decision of the built-in opponent in one match of whichever game it is.
    async fn ai_step(&self, match_id: MatchId) -> Result<Step, HostError> {
        let ais = self.matches().ai_seats(match_id).await?;
        if ais.is_empty() {
            return Ok(Step::Idle { version: 0 });
        }
        let Some(game) = self.store.call(move |s| s.match_game(match_id)).await? else {
            return Err(HostError::NoSuchMatch);
        };
        /// The decision in a match of game `G`.
        struct Decision<'h> {
            host: &'h Host,
            match_id: MatchId,
            ais: Vec<AiSeat>,
        }
        impl<'h> ForGame for Decision<'h> {
            type Output = Pin<Box<dyn Future<Output = Result<Step, HostError>> + Send + 'h>>;
            fn run<G: Offered>(self) -> Self::Output {
                Box::pin(self.host.ai_step_in::<G>(self.match_id, self.ais))
            }
        }
        game.visit(Decision {
            host: self,
            match_id,
            ais,
        })
        .await
    }

    /// One decision of the built-in opponent in `G` match `match_id`, if the game waits for one
    /// of its seats; each seat decides from its own view only (in Invictus's team mode, blind
    /// to its partner's hand).
    async fn ai_step_in<G: Game>(
        &self,
        match_id: MatchId,
        ais: Vec<AiSeat>,
    ) -> Result<Step, HostError> {
        let game = self
            .store
            .call(move |s| s.load_match::<G>(match_id))
            .await?
            .game;
        let read_at = game.version();
        if game.finish().is_some() {
            return Ok(Step::Idle { version: read_at });
        }
        let waiting = game.waiting();
        let Some(ai) = ais.iter().find(|ai| waiting.includes(ai.seat)).cloned() else {
            return Ok(Step::Idle { version: read_at });
        };
        let version = game.version();
        let in_window = matches!(waiting, Waiting::Window { .. });
        let chosen =
            tokio::task::spawn_blocking(move || game.opponent_choice(ai.seat, ai.level, ai.seed))
                .await
                .map_err(|e| {
                    HostError::Refused(phrase!("refused-ai-stopped", reason = e.to_string()))
                })?;
        let Some(action) = chosen else {
            return Ok(Step::Idle { version: read_at });
        };
        let (shown, applied) = self
            .in_match::<G, _>(match_id, move |tx, record, rules| {
                if record.game.version() != version {
                    // Something happened meanwhile (a resignation, a timer): look again.
                    return Ok((Done::read(tx, record, rules.now)?, false));
                }
                Ok((apply_in(tx, record, ai.seat, action, None, rules)?, true))
            })
            .await?;
        let state = &shown.state;
        Ok(if state.is_over() || !state.waits_for_ai() {
            Step::Idle {
                version: state.version,
            }
        } else if !applied {
            Step::LookAgain
        } else {
            Step::Moved {
                paced: !in_window,
                version: state.version,
            }
        })
    }
}

/// Whether a seat that is not the built-in opponent's is still in play in `game`.
pub(crate) fn has_person_in_play<G: Game>(game: &G, ais: &[AiSeat]) -> bool {
    game.seats()
        .into_iter()
        .any(|seat| game.in_play(seat) && !ais.iter().any(|ai| ai.seat == seat))
}

/// What one decision of the built-in opponent left to do in its match.
enum Step {
    /// It moved and still has the move: again after the pace (`paced`), or at once (it
    /// answered a reaction window); the match is at `version`.
    Moved { paced: bool, version: u64 },
    /// The match changed while it thought: it decides again from the match as it is.
    LookAgain,
    /// The match, at `version`, does not wait for it (or is over).
    Idle { version: u64 },
}

/// Where a decision is computed: the lane for answers to people, or the one for any decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lane {
    Answers,
    Any,
}

/// Which lanes are computing a decision, and for which match.
#[derive(Default)]
struct Lanes {
    answers: Option<MatchId>,
    any: Option<MatchId>,
}

impl Lanes {
    fn slot(&mut self, lane: Lane) -> &mut Option<MatchId> {
        match lane {
            Lane::Answers => &mut self.answers,
            Lane::Any => &mut self.any,
        }
    }

    fn busy(&self, lane: Lane) -> bool {
        match lane {
            Lane::Answers => self.answers.is_some(),
            Lane::Any => self.any.is_some(),
        }
    }

    fn take(&mut self, lane: Lane, match_id: MatchId) {
        *self.slot(lane) = Some(match_id);
    }

    fn free(&mut self, lane: Lane) {
        *self.slot(lane) = None;
    }
}

/// The matches in which the built-in opponent has a decision to make, each once, with when it
/// is due and whether it answers a person: answers first, then the longest due.
#[derive(Default)]
struct Turns {
    /// (due, arrival, match): the order the due ones are looked at in.
    queue: BTreeSet<(Instant, u64, MatchId)>,
    queued: HashMap<MatchId, Queued>,
    /// Matches whose decision is being made, with the newest version of a change that woke
    /// them meanwhile (0: none).
    deciding: HashMap<MatchId, u64>,
    arrivals: u64,
}

/// A match's place in [`Turns`].
#[derive(Clone, Copy)]
struct Queued {
    due: Instant,
    arrival: u64,
    /// Woken by a change the opponent did not make (a person's move, a timer): an answer.
    answer: bool,
}

impl Turns {
    /// A match woken by a change: an answer due now, unless it is already waiting its turn (a
    /// change never hurries a paced move) or its decision is being made (it is looked at again
    /// once that is done).
    fn wake(&mut self, match_id: MatchId, version: u64, now: Instant) {
        if let Some(woken) = self.deciding.get_mut(&match_id) {
            *woken = (*woken).max(version);
        } else if !self.queued.contains_key(&match_id) {
            self.put(match_id, now, true);
        }
    }

    /// The match of a change on the feed, woken if the change leaves it waiting for the opponent.
    fn wake_for(&mut self, change: &super::Published) {
        if let Some(version) = change.opponent_to_move {
            self.wake(change.match_id, version, Instant::now());
        }
    }

    /// A match the opponent just moved in (or looked at), due again at `due`.
    fn again(&mut self, match_id: MatchId, due: Instant) {
        if !self.queued.contains_key(&match_id) {
            self.put(match_id, due, false);
        }
    }

    /// The decision of `match_id` is made, leaving it at version `left_at`: a change past that
    /// one (not the opponent's own move, which its decision saw) makes it due now.
    fn decided(&mut self, match_id: MatchId, left_at: u64) {
        if self
            .deciding
            .remove(&match_id)
            .is_some_and(|woken| woken > left_at)
        {
            self.put(match_id, Instant::now(), true);
        }
    }

    fn put(&mut self, match_id: MatchId, due: Instant, answer: bool) {
        self.arrivals += 1;
        let arrival = self.arrivals;
        self.queue.insert((due, arrival, match_id));
        self.queued.insert(
            match_id,
            Queued {
                due,
                arrival,
                answer,
            },
        );
    }

    /// The match to decide in now (only an answer, if `answers_only`), taken out of the queue
    /// and marked as being decided: the first due answer, else the first due.
    fn next_due(&mut self, now: Instant, answers_only: bool) -> Option<MatchId> {
        let mut first = None;
        for &(due, _, match_id) in &self.queue {
            if due > now {
                break;
            }
            if self.queued.get(&match_id).is_some_and(|q| q.answer) {
                first = Some(match_id);
                break;
            }
            if !answers_only {
                first = first.or(Some(match_id));
            }
        }
        let match_id = first?;
        if let Some(q) = self.queued.remove(&match_id) {
            self.queue.remove(&(q.due, q.arrival, match_id));
        }
        self.deciding.insert(match_id, 0);
        Some(match_id)
    }

    /// When the next queued match is due (`None`: none is queued).
    fn earliest(&self) -> Option<Instant> {
        self.queue.first().map(|&(due, _, _)| due)
    }

    /// When the next queued answer is due.
    fn earliest_answer(&self) -> Option<Instant> {
        self.queue
            .iter()
            .find(|(_, _, m)| self.queued.get(m).is_some_and(|q| q.answer))
            .map(|&(due, _, _)| due)
    }
}

/// Sleeps until `at`, or forever if there is nothing to wait for.
async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}

impl Matches<'_> {
    /// The seats the built-in opponent plays in a match (a duel has at most one; a team
    /// practice match three).
    pub async fn ai_seats(&self, match_id: MatchId) -> Result<Vec<AiSeat>, HostError> {
        if let Some(known) = self
            .host
            .ai_seats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
        {
            return Ok(known.clone());
        }
        let found = self.host.store.call(move |s| s.ai_seats(match_id)).await?;
        self.host.remember_ai(match_id, found.clone());
        Ok(found)
    }
}
