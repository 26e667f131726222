//! Due times firing: reaction windows passed at their deadline, turn clocks (reminders, missed
//! deadlines, claims and grants) and expired challenges, with the one loop that sleeps until
//! the next of them.

use super::plan::{clear, earliest_added, turn_timers, Due};
use super::play::{apply_in, seat_in, Done, Rules};
use super::{Clock, Clocks, Deadlines, Host, HostError, MatchState, Notice, SystemClock};
use crate::games::{ForGame, Game, Offered, SeatNo, Waiting};
use crate::store::PlayerId;
use crate::store::UnixMs;
use crate::store::{ChallengeId, ChallengeStatus, MatchId, MatchRecord, StoreTx, Timer, TimerKind};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

impl Host {
    /// Runs the timer loop until `stop` fires: sleeps until the next due timer or challenge
    /// expiry (at most `poll`), learns of new due times without reading the store, handles
    /// what is due (overdue timers after a restart fire once), and reports expired challenges
    /// through `expired`.
    pub async fn run_timers(
        self: Arc<Self>,
        poll: Duration,
        expired: mpsc::UnboundedSender<ChallengeId>,
        mut stop: tokio::sync::watch::Receiver<bool>,
    ) {
        let mut next: Option<UnixMs> = None;
        let mut look = true;
        let mut last_beat: Option<UnixMs> = None;
        loop {
            // The heartbeat `invictus health` reads: wall time, at most every 30 s.
            let wall = SystemClock.now_ms();
            if last_beat.is_none_or(|last| wall - last >= 30_000) {
                last_beat = Some(wall);
                if let Err(e) = self.store.call(move |s| s.beat("timers", wall)).await {
                    tracing::warn!(error = %e, "timer loop heartbeat");
                }
            }
            if look {
                // Due times added from now on are learnt from the notifications.
                self.earliest_added
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .take();
                match self.clocks().run_due(self.now()).await {
                    Ok(closed) => {
                        for id in closed {
                            let _ = expired.send(id);
                        }
                    }
                    Err(e) => tracing::error!(error = %e, "timer loop"),
                }
                next = self.clocks().next_due().await.unwrap_or(None);
            }
            let wait = match next {
                Some(due) => self
                    .clock
                    .real_wait(Duration::from_millis(
                        (due - self.now()).clamp(0, i64::MAX) as u64
                    ))
                    .min(poll),
                None => poll,
            };
            let jumped = async {
                match self.clock.jumped() {
                    Some(n) => n.notified().await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(wait.max(Duration::from_millis(20))) => look = true,
                _ = self.timer_added.notified() => {
                    let added = self
                        .earliest_added
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .take();
                    match added {
                        Some(due) => {
                            next = Some(next.map_or(due, |n| n.min(due)));
                            look = due <= self.now();
                        }
                        // A plain wake-up: look at the store.
                        None => look = true,
                    }
                }
                _ = jumped => look = true,
                _ = stop.changed() => return,
            }
        }
    }
}

/// The refusal when there is no missed deadline to `what` (claim or grant).
fn nothing_to(what: &str) -> HostError {
    HostError::Refused(crate::phrase!("refused-nothing-to", what = what))
}

/// The late opponent of `user` in a match still being played, whom they may claim against
/// or grant more time (`what`).
fn late_opponent<G: Game>(
    record: &MatchRecord<G>,
    user: PlayerId,
    what: &str,
) -> Result<SeatNo, HostError> {
    let seat = seat_in(record, user).ok_or(HostError::NotAPlayer)?;
    if record.game.finish().is_some() {
        return Err(HostError::Over);
    }
    // The late player is not on the claimer's side (in the team mode, either opponent).
    match record.clock.and_then(|c| c.late_seat) {
        Some(late) if !record.game.allied(late, seat) => Ok(late),
        _ => Err(nothing_to(what)),
    }
}

/// What a due timer of a match does, in the transaction that deletes it.
fn fire_in<G: Game>(
    tx: &mut StoreTx<'_>,
    record: &mut MatchRecord<G>,
    rules: &Rules,
    timer: &Timer,
) -> Result<Done<G>, HostError> {
    let match_id = record.id;
    let Some(due) = Due::of(timer) else {
        tracing::warn!(timer = timer.id, kind = ?timer.kind, "a timer that is not ours");
        return Done::read(tx, record, rules.now);
    };
    // Every firing has its own identity: timer ids are never reused.
    let identity = format!("due:{}", timer.id);
    match due {
        Due::ReactionWindow { version } => {
            let waiting = record.game.waiting();
            let Waiting::Window { seats } = waiting else {
                return Done::read(tx, record, rules.now);
            };
            if record.game.version() != version {
                return Done::read(tx, record, rules.now);
            }
            // Every player the window still waits for passes, one after the other.
            let mut done: Option<Done<G>> = None;
            for (n, seat) in seats.into_iter().enumerate() {
                let Some(pass) = record.game.pass(seat) else {
                    continue;
                };
                tracing::info!(%match_id, seat, "reaction window expired: passing");
                let identity = if n == 0 {
                    identity.clone()
                } else {
                    format!("{identity}:{seat}")
                };
                let step = apply_in(tx, record, seat, pass, Some(&identity), rules)?;
                done = Some(match done {
                    Some(earlier) => earlier.then(step),
                    None => step,
                });
            }
            match done {
                Some(done) => Ok(done),
                None => Done::read(tx, record, rules.now),
            }
        }
        Due::Reminder { seat } | Due::TurnDeadline { seat }
            if record.game.finish().is_some() || record.game.clock_seat() != Some(seat) =>
        {
            Done::read(tx, record, rules.now)
        }
        Due::Reminder { seat } => {
            let done = Done::read(tx, record, rules.now)?;
            let deadline = done.left.deadlines().turn.unwrap_or(timer.due_at);
            Ok(done.announcing(Notice::Reminder { seat, deadline }))
        }
        Due::TurnDeadline { seat } => match record.clock {
            None => Done::read(tx, record, rules.now),
            Some(clock) if clock.grants >= 1 => {
                tracing::info!(%match_id, seat, "second missed deadline: time is out");
                match record.game.time_out(seat) {
                    Some(timeout) => apply_in(tx, record, seat, timeout, Some(&identity), rules),
                    None => Done::read(tx, record, rules.now),
                }
            }
            Some(_) => {
                tx.set_late_seat(match_id, Some(seat))?;
                if let Some(c) = record.clock.as_mut() {
                    c.late_seat = Some(seat);
                }
                tracing::info!(%match_id, seat, "deadline missed: the others may claim the win");
                Ok(Done::read(tx, record, rules.now)?
                    .announcing(Notice::DeadlinePassed { late: seat }))
            }
        },
    }
}

/// The due timers in the order one pass fires them: each match's in due order, the matches in
/// an order drawn from `salt`. Two processes that list the same timers (one database, shards
/// overlapping while a process restarts) then mostly take different matches first, instead of
/// one walking the other's list a step behind, waiting on each match's lock only to find its
/// timer fired.
fn firing_order(mut due: Vec<Timer>, salt: u64) -> Vec<Timer> {
    /// A bijective 64-bit mix (SplitMix64's finalizer): nearby match ids land far apart.
    fn mix(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    due.sort_by_key(|t| {
        let of_match = t.match_id.map_or(0, |m| m.0 as u64);
        (mix(of_match ^ salt), t.due_at, t.id)
    });
    due
}

impl Clocks<'_> {
    /// Handles every timer due at `now` and expires old challenges. Returns the challenges that
    /// expired, for the front end to update their messages.
    pub async fn run_due(&self, now: UnixMs) -> Result<Vec<ChallengeId>, HostError> {
        let due = self.host.store.call(move |s| s.due_timers(now)).await?;
        for timer in firing_order(due, rand::random()) {
            metrics::histogram!("invictus_timer_lag_seconds")
                .record((now - timer.due_at).max(0) as f64 / 1000.0);
            let fired = self.fire(&timer).await;
            if let Err(HostError::Store(crate::store::StoreError::Claimed)) = fired {
                continue;
            }
            if let Err(e) = fired {
                tracing::warn!(timer = timer.id, error = %e, "timer could not be handled");
                // Never fire it again: a timer that cannot be handled would come back forever.
                let id = timer.id;
                self.host.store.call(move |s| s.delete_timer(id)).await?;
            }
        }
        let expired = self
            .host
            .store
            .call(move |s| s.expired_challenges(now))
            .await?;
        let mut closed = Vec::new();
        for id in expired {
            if self
                .host
                .store
                .call(move |s| s.close_challenge(id, ChallengeStatus::Expired, None))
                .await?
            {
                closed.push(id);
            }
        }
        Ok(closed)
    }

    /// Handles one due timer in one transaction with its removal: what it does and its
    /// deletion are written together, so it fires exactly once.
    async fn fire(&self, timer: &Timer) -> Result<(), HostError> {
        let timer = timer.clone();
        let Some(match_id) = timer.match_id else {
            let id = timer.id;
            self.host.store.call(move |s| s.delete_timer(id)).await?;
            return Ok(());
        };
        let game = self
            .host
            .store
            .call(move |s| s.match_game(match_id))
            .await?;
        let Some(game) = game else {
            let id = timer.id;
            self.host.store.call(move |s| s.delete_timer(id)).await?;
            return Ok(());
        };
        // On a shared database another process may have fired it meanwhile; the claim in the
        // transaction below decides.
        /// Firing a timer of a match of whichever game it is.
        struct Fire<'h> {
            host: &'h Host,
            match_id: MatchId,
            timer: Timer,
        }
        impl<'h> ForGame for Fire<'h> {
            type Output = Pin<Box<dyn Future<Output = Result<(), HostError>> + Send + 'h>>;
            fn run<G: Offered>(self) -> Self::Output {
                Box::pin(async move {
                    let timer = self.timer;
                    self.host
                        .in_match::<G, _>(self.match_id, move |tx, record, rules| {
                            tx.claim_timer(timer.id)?;
                            Ok((fire_in(tx, record, rules, &timer)?, ()))
                        })
                        .await?;
                    Ok(())
                })
            }
        }
        game.visit(Fire {
            host: self.host,
            match_id,
            timer,
        })
        .await
    }

    /// The deadline (Unix ms) of the reaction window open in a match, if any.
    pub async fn window_deadline(&self, match_id: MatchId) -> Result<Option<UnixMs>, HostError> {
        Ok(self.deadlines(match_id).await?.window)
    }

    /// The deadline (Unix ms) of the player to move, if the match has a turn clock.
    pub async fn turn_deadline(&self, match_id: MatchId) -> Result<Option<UnixMs>, HostError> {
        Ok(self.deadlines(match_id).await?.turn)
    }

    /// The deadlines a match's timers hold, whatever its game.
    async fn deadlines(&self, match_id: MatchId) -> Result<Deadlines, HostError> {
        let timers = self
            .host
            .store
            .call(move |s| s.match_timers(match_id))
            .await?;
        Ok(Deadlines::of(&timers))
    }

    /// The seat that missed its deadline in a match and may be claimed against, if any.
    pub async fn late_seat<G: Game>(&self, match_id: MatchId) -> Result<Option<SeatNo>, HostError> {
        Ok(self.host.matches().state_of::<G>(match_id).await?.late_seat)
    }

    /// A player of a `G` match claims against the late player: the late player's time is out.
    pub async fn claim_in<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
    ) -> Result<Arc<MatchState<G>>, HostError> {
        let (done, ()) = self
            .host
            .in_match::<G, _>(match_id, move |tx, record, rules| {
                let late = late_opponent(record, user, "claim")?;
                let timeout = record.game.time_out(late).ok_or(HostError::NotAPlayer)?;
                Ok((apply_in(tx, record, late, timeout, None, rules)?, ()))
            })
            .await?;
        Ok(done.state)
    }

    /// [`Host::grant`] in a `G` match.
    pub async fn grant_in<G: Game>(
        &self,
        match_id: MatchId,
        user: PlayerId,
    ) -> Result<UnixMs, HostError> {
        let grant = self.host.settings.grant.as_millis() as i64;
        let (_, due) = self
            .host
            .in_match::<G, _>(match_id, move |tx, record, rules| {
                let late = late_opponent(record, user, "grant")?;
                if !tx.grant(match_id)? {
                    return Err(nothing_to("grant"));
                }
                if let Some(c) = record.clock.as_mut() {
                    c.late_seat = None;
                    c.grants += 1;
                }
                let due = rules.now + grant;
                let mut timers = vec![clear(TimerKind::TurnDeadline), clear(TimerKind::Reminder)];
                timers.extend(turn_timers(&rules.reminders, late, rules.now, due, grant));
                tx.change_timers(match_id, &timers)?;
                let mut done = Done::read(tx, record, rules.now)?;
                done.next_due = earliest_added(&timers);
                Ok((
                    done.announcing(Notice::TimeGranted {
                        late,
                        deadline: due,
                    }),
                    due,
                ))
            })
            .await?;
        Ok(due)
    }

    /// When the next timer is due (Unix ms), to sleep until then.
    pub async fn next_due(&self) -> Result<Option<UnixMs>, HostError> {
        Ok(self.host.store.call(|s| s.next_timer_due()).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timers(matches: i64) -> Vec<Timer> {
        (0..matches * 3)
            .map(|id| Timer {
                id,
                match_id: Some(MatchId(id / 3)),
                kind: Ok(TimerKind::Reminder),
                due_at: UnixMs(1_000 + (id % 3) * 10),
                payload: String::new(),
            })
            .collect()
    }

    fn matches_in(order: &[Timer]) -> Vec<i64> {
        let mut seen: Vec<i64> = order.iter().map(|t| t.match_id.unwrap().0).collect();
        seen.dedup();
        seen
    }

    #[test]
    fn each_match_fires_its_timers_in_due_order_and_whole() {
        let order = firing_order(timers(40), 7);
        assert_eq!(order.len(), 120);
        let seen = matches_in(&order);
        assert_eq!(seen.len(), 40, "a match's timers stay together: {seen:?}");
        for run in order.chunks(3) {
            let due: Vec<i64> = run.iter().map(|t| t.due_at.0).collect();
            assert_eq!(due, [1_000, 1_010, 1_020]);
        }
    }

    #[test]
    fn two_passes_take_the_matches_in_different_orders() {
        let (first, second) = (
            matches_in(&firing_order(timers(40), 1)),
            matches_in(&firing_order(timers(40), 2)),
        );
        assert_ne!(first, second);
        assert_ne!(first[..5], second[..5], "they start on different matches");
        let mut sorted = first.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..40).collect::<Vec<_>>());
    }
}
