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
    /// match it is woken for (after any change that leaves one of its seats waited for, and at
    /// start for the matches left waiting for it before a restart) gets one decision in turn,
    /// the longest due first and a match with a person in it before one without; a match's next
    /// move comes [`AI_PACE`] after its last (a reaction window's answer at once), and other
    /// matches' decisions fill that pause. One decision is computed at a time, off the async
    /// threads, so the opponent never takes more than one core from the clicks.
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
        let mut turns = Turns::default();
        loop {
            if *stop.borrow() {
                return;
            }
            while let Ok(match_id) = woken.try_recv() {
                turns.wake(match_id, Instant::now());
            }
            let now = Instant::now();
            let Some(match_id) = turns.next_due(now) else {
                let until = turns.earliest();
                tokio::select! {
                    next = woken.recv() => {
                        let Some(match_id) = next else { return };
                        turns.wake(match_id, Instant::now());
                    }
                    _ = sleep_until(until) => {}
                    _ = stop.changed() => return,
                }
                continue;
            };
            match self.ai_step(match_id).await {
                Ok(Step::Moved { paced, person }) => {
                    let due = Instant::now() + if paced { AI_PACE } else { Duration::ZERO };
                    turns.again(match_id, due, person);
                }
                Ok(Step::LookAgain { person }) => turns.again(match_id, Instant::now(), person),
                Ok(Step::Idle) => {}
                Err(e) => {
                    tracing::warn!(%match_id, error = %e, "the built-in opponent could not move")
                }
            }
        }
    }

    /// One decision of the built-in opponent in one match of whichever game it is.
    async fn ai_step(&self, match_id: MatchId) -> Result<Step, HostError> {
        let ais = self.matches().ai_seats(match_id).await?;
        if ais.is_empty() {
            return Ok(Step::Idle);
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
        if game.finish().is_some() {
            return Ok(Step::Idle);
        }
        let person = has_person_in_play(&game, &ais);
        let waiting = game.waiting();
        let Some(ai) = ais.iter().find(|ai| waiting.includes(ai.seat)).cloned() else {
            return Ok(Step::Idle);
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
            return Ok(Step::Idle);
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
            Step::Idle
        } else if !applied {
            Step::LookAgain { person }
        } else {
            Step::Moved {
                paced: !in_window,
                person,
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
    /// answered a reaction window); `person`: someone who is not the opponent is in the match.
    Moved { paced: bool, person: bool },
    /// The match changed while it thought: it decides again from the match as it is.
    LookAgain { person: bool },
    /// The match does not wait for it (or is over).
    Idle,
}

/// The matches in which the built-in opponent has a decision to make, each once, with when it
/// is due: the longest due first, a match with a person in it before one without.
#[derive(Default)]
struct Turns {
    /// (due, arrival, match): the order the due ones are looked at in.
    queue: BTreeSet<(Instant, u64, MatchId)>,
    queued: HashMap<MatchId, Queued>,
    arrivals: u64,
}

/// A match's place in [`Turns`].
#[derive(Clone, Copy)]
struct Queued {
    due: Instant,
    arrival: u64,
    /// Whether a person is in the match (known once the opponent has looked at it).
    person: bool,
}

impl Turns {
    /// A match woken by a change: due now, unless it is already waiting its turn (a change
    /// never hurries a paced move).
    fn wake(&mut self, match_id: MatchId, now: Instant) {
        if !self.queued.contains_key(&match_id) {
            self.put(match_id, now, true);
        }
    }

    /// A match the opponent just looked at, due again at `due`.
    fn again(&mut self, match_id: MatchId, due: Instant, person: bool) {
        self.remove(match_id);
        self.put(match_id, due, person);
    }

    fn put(&mut self, match_id: MatchId, due: Instant, person: bool) {
        self.arrivals += 1;
        let arrival = self.arrivals;
        self.queue.insert((due, arrival, match_id));
        self.queued.insert(
            match_id,
            Queued {
                due,
                arrival,
                person,
            },
        );
    }

    fn remove(&mut self, match_id: MatchId) {
        if let Some(q) = self.queued.remove(&match_id) {
            self.queue.remove(&(q.due, q.arrival, match_id));
        }
    }

    /// The match to serve now, taken out of the queue: the first due with a person in it,
    /// else the first due.
    fn next_due(&mut self, now: Instant) -> Option<MatchId> {
        let mut first = None;
        for &(due, _, match_id) in &self.queue {
            if due > now {
                break;
            }
            if self.queued.get(&match_id).is_some_and(|q| q.person) {
                first = Some(match_id);
                break;
            }
            first = first.or(Some(match_id));
        }
        let match_id = first?;
        self.remove(match_id);
        Some(match_id)
    }

    /// When the next queued match is due (`None`: none is queued).
    fn earliest(&self) -> Option<Instant> {
        self.queue.first().map(|&(due, _, _)| due)
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
