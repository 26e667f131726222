//! The built-in opponent in hosted matches: woken by every change that leaves one of its seats
//! waited for, it thinks off the async threads (each game's `Game::opponent_choice`) and plays
//! through the same path as a player.

use super::play::{apply_in, Done};
use super::{Host, HostError, Matches};
use crate::games::{ForGame, Game, Offered, Waiting};
use crate::phrase;
use crate::store::{AiSeat, MatchId};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

/// A pause between two moves of the built-in opponent, so that people can follow its turn on
/// the board. Reaction windows are answered without it.
const AI_PACE: Duration = Duration::from_millis(400);

impl Host {
    pub(crate) fn remember_ai(&self, match_id: MatchId, ai: Vec<AiSeat>) {
        self.ai_seats
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(match_id, ai);
    }

    /// Asks [`Host::run_ai`] to look at a match: the built-in opponent moves if it must.
    pub fn wake_ai(&self, match_id: MatchId) {
        let _ = self.ai_wake.send(match_id);
    }

    /// Plays the built-in opponent's moves until `stop` fires: in every match it is woken for
    /// (after any change that gives it priority, and at start for the matches left waiting for
    /// it before a restart), it moves for as long as it has priority. Decisions are computed
    /// off the async threads.
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

    /// The built-in opponent's moves in one match of whichever game it is.
    async fn play_ai_moves(
        &self,
        match_id: MatchId,
        stop: &mut tokio::sync::watch::Receiver<bool>,
    ) -> Result<(), HostError> {
        let ais = self.matches().ai_seats(match_id).await?;
        if ais.is_empty() {
            return Ok(());
        }
        let Some(game) = self.store.call(move |s| s.match_game(match_id)).await? else {
            return Err(HostError::NoSuchMatch);
        };
        /// The moves in a match of game `G`.
        struct Moves<'h, 's> {
            host: &'h Host,
            match_id: MatchId,
            ais: Vec<AiSeat>,
            stop: &'s mut tokio::sync::watch::Receiver<bool>,
        }
        impl<'h: 's, 's> ForGame for Moves<'h, 's> {
            type Output = Pin<Box<dyn Future<Output = Result<(), HostError>> + Send + 's>>;
            fn run<G: Offered>(self) -> Self::Output {
                Box::pin(
                    self.host
                        .play_ai_moves_in::<G>(self.match_id, self.ais, self.stop),
                )
            }
        }
        game.visit(Moves {
            host: self,
            match_id,
            ais,
            stop,
        })
        .await
    }

    /// The built-in opponent's moves in `G` match `match_id`, for as long as the game waits for
    /// one of its seats; each seat decides from its own view only (in Invictus's team mode, blind
    /// to its partner's hand).
    async fn play_ai_moves_in<G: Game>(
        &self,
        match_id: MatchId,
        ais: Vec<AiSeat>,
        stop: &mut tokio::sync::watch::Receiver<bool>,
    ) -> Result<(), HostError> {
        loop {
            if *stop.borrow() {
                return Ok(());
            }
            let game = self
                .store
                .call(move |s| s.load_match::<G>(match_id))
                .await?
                .game;
            if game.finish().is_some() {
                return Ok(());
            }
            let waiting = game.waiting();
            let Some(ai) = ais.iter().find(|ai| waiting.includes(ai.seat)).cloned() else {
                return Ok(());
            };
            let version = game.version();
            let in_window = matches!(waiting, Waiting::Window { .. });
            let chosen = tokio::task::spawn_blocking(move || {
                game.opponent_choice(ai.seat, ai.level, ai.seed)
            })
            .await
            .map_err(|e| {
                HostError::Refused(phrase!("refused-ai-stopped", reason = e.to_string()))
            })?;
            let Some(action) = chosen else {
                return Ok(());
            };
            let (_, applied) = self
                .in_match::<G, _>(match_id, move |tx, record, rules| {
                    if record.game.version() != version {
                        // Something happened meanwhile (a resignation, a timer): look again.
                        return Ok((Done::read(tx, record, rules.now)?, false));
                    }
                    Ok((apply_in(tx, record, ai.seat, action, None, rules)?, true))
                })
                .await?;
            if !applied {
                continue;
            }
            if !in_window {
                tokio::time::sleep(AI_PACE).await;
            }
        }
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
