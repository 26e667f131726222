//! Offering, accepting and declining challenges to a match of any game, rematches, and practice
//! matches against the built-in opponent. Hosting runs the invitations, limits, expiry and clocks;
//! the game checks its offer and each player's choice and makes the setup ([`Offered`]).

use super::play::{start_in, Done, Hosting, Rules};
use super::{ChallengeTerms, Challenges, HostError, HostSettings, Level};
use crate::games::{ForGame, Game, GameKind, Offered, RematchRefusal, Saved, SeatNo, Seats};
use crate::phrase;
use crate::store::{AiSeat, Challenge, ChallengeId, ChallengeSeat, ChallengeStatus, MatchRecord};
use crate::store::{MatchId, MatchPlace, MessageId, PlayerId, UnixMs};
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

mod rematches;

/// What accepting a challenge did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Acceptance {
    /// The match started.
    Started(MatchId),
    /// The challenge (to a match of `game`) waits for these invited people to accept.
    Waiting {
        waiting: Vec<PlayerId>,
        game: GameKind,
    },
}

impl Acceptance {
    /// The match, if it started.
    pub fn started(&self) -> Option<MatchId> {
        match self {
            Acceptance::Started(id) => Some(*id),
            Acceptance::Waiting { .. } => None,
        }
    }
}

/// An acceptance, inside its transaction.
enum Answered<G: Game> {
    Waiting(Vec<PlayerId>),
    /// Everyone accepted: what starting the match did, the new match and its built-in seats.
    Ready(Box<(Done<G>, MatchRecord<G>)>, Vec<AiSeat>),
}

/// A rematch proposed: a challenge with the finished match's terms, to be shown like any other.
#[derive(Clone, Debug)]
pub struct Rematch {
    pub challenge: ChallengeId,
    pub game: GameKind,
    pub expires: UnixMs,
    pub challenger: PlayerId,
    /// The invited players, in seat order from seat 1.
    pub invited: Vec<PlayerId>,
    /// Where the finished match was challenged (the rematch's challenge is posted there).
    pub place: MatchPlace,
}

/// The terms stored with a challenge, read as game `G`'s.
fn terms_of<G: Offered>(found: &Challenge) -> Result<ChallengeTerms<G::Offer>, HostError> {
    if found.game != G::KIND {
        return Err(HostError::Refused(phrase!("refused-challenge-damaged")));
    }
    serde_json::from_str(&found.settings)
        .map_err(|_| HostError::Refused(phrase!("refused-challenge-damaged")))
}

/// The invited seats of a challenge; a duel challenged before challenges named their seats
/// invites its one challenged player to seat 1.
fn invited_seats(found: &Challenge, seats: Vec<ChallengeSeat>) -> (Vec<ChallengeSeat>, bool) {
    match (seats.is_empty(), found.challenged) {
        (true, Some(player)) => (
            vec![ChallengeSeat {
                seat: 1,
                player,
                choice: None,
                accepted_at: None,
            }],
            false,
        ),
        _ => (seats, true),
    }
}

/// A turn time or reaction window in milliseconds.
fn ms(secs: u64) -> i64 {
    Duration::from_secs(secs).as_millis() as i64
}

/// Refuses a new match to a player already in `active` matches, at the limit. Checked in the
/// transaction that starts the match, after the player's row is locked.
fn too_many_matches(settings: &HostSettings, active: u64) -> Result<(), HostError> {
    if active >= settings.max_active_matches_per_user {
        return Err(HostError::Refused(phrase!(
            "refused-too-many-matches",
            active = active,
            limit = settings.max_active_matches_per_user
        )));
    }
    Ok(())
}

impl Challenges<'_> {
    /// `player`'s saved choices (Invictus: their armies), by name, as kept.
    pub async fn saved_choices(&self, player: PlayerId) -> Result<Saved, HostError> {
        Ok(Saved(
            self.host
                .store
                .call(move |s| s.saved_armies(player))
                .await?,
        ))
    }

    /// Records a challenge from `challenger` (seat 0) to a match of `G`, inviting each player of
    /// `invited` to their seat (seats 1 to the last the offer has, each once), after checking
    /// the players, the terms and the per-user limits. A seat given to the built-in opponent
    /// (`terms.bot`, which may fill several seats) needs no answer. Returns the challenge and when it expires.
    pub async fn challenge<G: Offered>(
        &self,
        place: MatchPlace,
        challenger: PlayerId,
        invited: &[(SeatNo, PlayerId)],
        terms: ChallengeTerms<G::Offer>,
        now: UnixMs,
    ) -> Result<(ChallengeId, UnixMs), HostError> {
        let count = G::seat_count(&terms.offer);
        let mut seats: Vec<SeatNo> = invited.iter().map(|&(seat, _)| seat).collect();
        seats.sort_unstable();
        if seats != (1..count as SeatNo).collect::<Vec<_>>() {
            return Err(HostError::Refused(phrase!(
                "refused-players-count",
                players = count,
                invited = count.saturating_sub(1)
            )));
        }
        let mut everyone = vec![challenger];
        for &(_, player) in invited {
            // The built-in opponent may fill several seats; a person takes one.
            if everyone.contains(&player) && Some(player) != terms.bot {
                return Err(HostError::Refused(if count == 2 {
                    phrase!("refused-challenge-yourself")
                } else {
                    phrase!("refused-players-different", players = count)
                }));
            }
            everyone.push(player);
        }
        if terms.bot.is_some() && !G::has_opponent() {
            return Err(HostError::Refused(phrase!("refused-no-opponent")));
        }
        let window = terms.reaction_window_secs;
        if !(10..=86_400).contains(&window) {
            return Err(HostError::Refused(phrase!("refused-reaction-window")));
        }
        let turn = Duration::from_secs(terms.turn_time_secs);
        if turn < self.host.settings.min_turn_time || turn > self.host.settings.max_turn_time {
            return Err(HostError::Refused(phrase!(
                "refused-turn-time",
                min = self.host.settings.min_turn_time,
                max = self.host.settings.max_turn_time
            )));
        }
        let saved = self.saved_choices(challenger).await?;
        G::check_offer(&terms.offer, &saved).map_err(HostError::Refused)?;
        let limits = self.host.settings.clone();
        let expires = now + limits.challenge_expiry.as_millis() as i64;
        let json = serde_json::to_string(&terms).expect("terms serialize");
        let mut invited = invited.to_vec();
        invited.sort_unstable();
        let challenged = invited.first().map(|&(_, player)| player);
        // The limits are checked in the transaction that records the challenge, with the
        // challenger's row locked: two challenges at once (even from two processes) cannot both
        // pass them.
        let id = self
            .host
            .store
            .run(move |s| {
                s.transaction(|tx| {
                    tx.ensure_player(challenger, now)?;
                    tx.lock_players(&[challenger])?;
                    let open = tx.open_challenge_count(challenger)?;
                    if open >= limits.max_open_challenges_per_user {
                        return Err(HostError::Refused(phrase!(
                            "refused-too-many-challenges",
                            open = open,
                            limit = limits.max_open_challenges_per_user
                        )));
                    }
                    too_many_matches(&limits, tx.active_match_count(challenger)?)?;
                    Ok(tx.create_challenge(
                        G::KIND,
                        place.guild_id,
                        place.channel_id,
                        challenger,
                        challenged,
                        &invited,
                        &json,
                        now,
                        Some(expires),
                    )?)
                })
            })
            .await?;
        // The timer loop sleeps until the earliest due time, which may now be this expiry.
        self.host.timer_due(expires);
        Ok((id, expires))
    }

    /// The terms of challenge `challenge`, read as game `G`'s (refused if it is of another game).
    pub async fn terms<G: Offered>(
        &self,
        challenge: ChallengeId,
    ) -> Result<ChallengeTerms<G::Offer>, HostError> {
        let found = self
            .host
            .store
            .call(move |s| s.challenge(challenge))
            .await?
            .ok_or(HostError::Refused(phrase!("refused-no-such-challenge")))?;
        terms_of::<G>(&found)
    }

    /// Answers a challenge with "accept", as `user` with `choice` (for Invictus an army: a
    /// preset, a saved army or army text; `None`: the game's default). The match starts once
    /// every invited person has accepted, with its turn clock.
    pub async fn accept(
        &self,
        challenge: ChallengeId,
        user: PlayerId,
        choice: Option<String>,
        now: UnixMs,
    ) -> Result<Acceptance, HostError> {
        let found = self
            .host
            .store
            .call(move |s| s.challenge(challenge))
            .await?
            .ok_or(HostError::Refused(phrase!("refused-no-such-challenge")))?;
        /// The acceptance of a challenge to a match of game `G`.
        struct Accept<'h> {
            challenges: &'h Challenges<'h>,
            found: Challenge,
            user: PlayerId,
            choice: Option<String>,
            now: UnixMs,
        }
        impl<'h> ForGame for Accept<'h> {
            type Output = Pin<Box<dyn Future<Output = Result<Acceptance, HostError>> + Send + 'h>>;
            fn run<G: Offered>(self) -> Self::Output {
                Box::pin(self.challenges.accept_in::<G>(
                    self.found,
                    self.user,
                    self.choice,
                    self.now,
                ))
            }
        }
        found
            .game
            .visit(Accept {
                challenges: self,
                found,
                user,
                choice,
                now,
            })
            .await
    }

    async fn accept_in<G: Offered>(
        &self,
        found: Challenge,
        user: PlayerId,
        choice: Option<String>,
        now: UnixMs,
    ) -> Result<Acceptance, HostError> {
        let challenge = found.id;
        let (seats, saved, challenger_saved) = {
            let challenger = found.challenger;
            self.host
                .store
                .call(move |s| {
                    Ok((
                        s.challenge_seats(challenge)?,
                        s.saved_armies(user)?,
                        s.saved_armies(challenger)?,
                    ))
                })
                .await?
        };
        let (seats, stored_seats) = invited_seats(&found, seats);
        let Some(mine) = seats.iter().find(|s| s.player == user) else {
            return Err(HostError::Refused(if seats.len() == 1 {
                phrase!("refused-not-challenged")
            } else {
                phrase!("refused-not-invited")
            }));
        };
        if found.status != ChallengeStatus::Open || found.expires_at.is_some_and(|e| e <= now) {
            return Err(HostError::Refused(phrase!("refused-challenge-closed")));
        }
        if mine.accepted_at.is_some() {
            return Err(HostError::Refused(phrase!("refused-already-accepted")));
        }
        let terms = terms_of::<G>(&found)?;
        let kept = G::check_choice(&terms.offer, mine.seat, choice.as_deref(), &Saved(saved))
            .map_err(HostError::Refused)?;
        let seat = mine.seat;
        let count = G::seat_count(&terms.offer);
        let hosting = Hosting {
            reaction_window_ms: Some(ms(terms.reaction_window_secs)),
            turn_time_ms: Some(ms(terms.turn_time_secs)),
            ai: Vec::new(),
        };
        let rules = Rules {
            now,
            ..self.host.rules()
        };
        let games = self.host.games.clone();
        let challenger_saved = Saved(challenger_saved);
        let limits = self.host.settings.clone();
        let outcome = self
            .host
            .store
            .run(move |s| {
                s.transaction(|tx| {
                    // The accepting player's limit, checked with their row locked (see
                    // `challenge`).
                    tx.ensure_player(user, now)?;
                    tx.lock_players(&[user])?;
                    too_many_matches(&limits, tx.active_match_count(user)?)?;
                    let mut seats = seats;
                    if stored_seats {
                        if !tx.accept_challenge_seat(challenge, seat, kept.as_deref(), now)? {
                            return Err(HostError::Refused(phrase!("refused-already-accepted")));
                        }
                        seats = tx.challenge_seats(challenge)?;
                    } else if let Some(mine) = seats.iter_mut().find(|s| s.seat == seat) {
                        (mine.choice, mine.accepted_at) = (kept, Some(now));
                    }
                    let waiting: Vec<PlayerId> = seats
                        .iter()
                        .filter(|s| s.accepted_at.is_none() && Some(s.player) != terms.bot)
                        .map(|s| s.player)
                        .collect();
                    if !waiting.is_empty() {
                        return Ok(Answered::Waiting(waiting));
                    }
                    // Everyone is in: each seat's choice (none for a built-in seat).
                    let at = |seat: SeatNo| seats.iter().find(|s| s.seat == seat);
                    let choices = Seats::from_fn(count, |seat| {
                        at(seat)
                            .filter(|s| Some(s.player) != terms.bot)
                            .and_then(|s| s.choice.clone())
                    });
                    let setup = G::setup_of(
                        &terms.offer,
                        &choices,
                        &challenger_saved,
                        &games,
                        rand::random(),
                    )
                    .map_err(HostError::Refused)?;
                    let game = G::start(setup).map_err(|e| {
                        HostError::Refused(phrase!("refused-cannot-start", reason = e.to_string()))
                    })?;
                    let place = MatchPlace {
                        guild_id: found.guild_id,
                        channel_id: found.channel_id,
                        players: Seats::from_fn(count, |seat| match seat {
                            0 => Some(found.challenger),
                            _ => at(seat).map(|s| s.player),
                        }),
                    };
                    let ais: Vec<AiSeat> = seats
                        .iter()
                        .filter(|s| Some(s.player) == terms.bot)
                        .map(|s| AiSeat {
                            seat: s.seat,
                            level: Level::Normal,
                            seed: rand::random(),
                        })
                        .collect();
                    let hosting = Hosting {
                        ai: ais.clone(),
                        ..hosting
                    };
                    let done = start_in(tx, &game, &place, &hosting, &rules)?;
                    if !tx.close_accepted_challenge(challenge, done.1.id)? {
                        return Err(HostError::Refused(phrase!("refused-challenge-closed")));
                    }
                    Ok(Answered::Ready(Box::new(done), ais))
                })
            })
            .await?;
        match outcome {
            Answered::Ready(done, ais) => {
                let (done, record) = *done;
                let done = done.drawn(&record);
                let id = done.state.id;
                if !ais.is_empty() {
                    self.host.remember_ai(id, ais);
                }
                self.host.deliver(&done);
                tracing::info!(match_id = %id, challenge = challenge.0, game = %G::KIND, "challenge accepted, match started");
                Ok(Acceptance::Started(id))
            }
            Answered::Waiting(waiting) => Ok(Acceptance::Waiting {
                waiting,
                game: G::KIND,
            }),
        }
    }

    /// Starts a match of `G` of `user` (seat 0) against the built-in opponent at `level`, which
    /// plays every other seat as `ai_player`, each seat deciding from its own view. `offer` is
    /// checked as a challenger's (the built-in seats play what it gives them). There is no turn
    /// clock: the opponent waits for as long as it takes. The front end calls
    /// [`super::Host::wake_ai`] once the board is up.
    pub async fn practice<G: Offered>(
        &self,
        place: MatchPlace,
        user: PlayerId,
        ai_player: PlayerId,
        offer: G::Offer,
        level: Level,
    ) -> Result<MatchId, HostError> {
        let now = self.host.now();
        let saved = self.saved_choices(user).await?;
        G::check_offer(&offer, &saved).map_err(HostError::Refused)?;
        let count = G::seat_count(&offer);
        let choices = Seats::from_fn(count, |_| None);
        let setup = G::setup_of(&offer, &choices, &saved, &self.host.games, rand::random())
            .map_err(HostError::Refused)?;
        let game = G::start(setup).map_err(|e| {
            HostError::Refused(phrase!("refused-cannot-start", reason = e.to_string()))
        })?;
        if !G::has_opponent() {
            return Err(HostError::Refused(phrase!("refused-no-opponent")));
        }
        let ais: Vec<AiSeat> = (1..count as SeatNo)
            .map(|seat| AiSeat {
                seat,
                level,
                seed: rand::random(),
            })
            .collect();
        let place = MatchPlace {
            players: Seats::from_fn(count, |seat| Some(if seat == 0 { user } else { ai_player })),
            ..place
        };
        let stored_ais = ais.clone();
        let limits = self.host.settings.clone();
        let match_id = self
            .host
            .store
            .run(move |s| {
                s.transaction(|tx| {
                    // The limit, checked with the player's row locked (see `challenge`).
                    tx.ensure_player(user, now)?;
                    tx.lock_players(&[user])?;
                    too_many_matches(&limits, tx.active_match_count(user)?)?;
                    Ok::<_, HostError>(tx.create_match(
                        &game,
                        &place,
                        None,
                        None,
                        &stored_ais,
                        now,
                    )?)
                })
            })
            .await?;
        self.host.remember_ai(match_id, ais);
        tracing::info!(%match_id, %level, game = %G::KIND, "practice match against the built-in opponent started");
        Ok(match_id)
    }

    /// Declines (as an invited player) or withdraws (as the challenger) a challenge.
    pub async fn decline(&self, challenge: ChallengeId, user: PlayerId) -> Result<(), HostError> {
        let found = self
            .host
            .store
            .call(move |s| s.challenge(challenge))
            .await?;
        let Some(found) = found else {
            return Err(HostError::Refused(phrase!("refused-no-such-challenge")));
        };
        let invited = self
            .host
            .store
            .call(move |s| s.challenge_seats(challenge))
            .await?
            .iter()
            .any(|s| s.player == user);
        let status = if found.challenged == Some(user) || invited {
            ChallengeStatus::Declined
        } else if found.challenger == user {
            ChallengeStatus::Cancelled
        } else {
            return Err(HostError::Refused(phrase!("refused-not-challenged")));
        };
        let closed = self
            .host
            .store
            .call(move |s| s.close_challenge(challenge, status, None))
            .await?;
        if !closed {
            return Err(HostError::Refused(phrase!("refused-challenge-closed")));
        }
        Ok(())
    }

    /// Records the message that shows a challenge.
    pub async fn set_challenge_message(
        &self,
        challenge: ChallengeId,
        message: MessageId,
    ) -> Result<(), HostError> {
        Ok(self
            .host
            .store
            .call(move |s| s.set_challenge_message(challenge, message))
            .await?)
    }

    /// A challenge and the message that shows it, if both exist (to mark it closed).
    pub async fn challenge_post(
        &self,
        challenge: ChallengeId,
    ) -> Result<Option<(Challenge, MessageId)>, HostError> {
        Ok(self
            .host
            .store
            .call(move |s| {
                let Some(found) = s.challenge(challenge)? else {
                    return Ok(None);
                };
                Ok(s.challenge_message(challenge)?
                    .map(|message| (found, message)))
            })
            .await?)
    }
}
