//! Offering, accepting and declining challenges, and practice matches against the built-in
//! opponent.

use super::army_error;
use super::play::{start_in, Done, Hosting, Rules};
use super::{ChallengeTerms, Challenges, HostError, Level};
use crate::engine::{Army, BySeat, Match, MatchSetup, Mode, Seat, Settings};
use crate::games::seat_number;
use crate::lang::Phrase;
use crate::phrase;
use crate::store::UnixMs;
use crate::store::{AiSeat, Challenge, ChallengeId, ChallengeStatus, MatchId, MatchPlace};
use crate::store::{MessageId, PlayerId};
use std::time::Duration;

/// The people a team challenge invites (R32): the challenger's partner (seat C) and the two
/// opponents (B, D).
#[derive(Clone, Copy, Debug)]
pub struct TeamInvites {
    pub partner: PlayerId,
    pub opponent: PlayerId,
    pub opponent2: PlayerId,
}

/// What a practice match against the built-in opponent is played with.
#[derive(Clone, Debug)]
pub struct Practice {
    /// The player's army (a preset, a saved army or army text); `king` when left out.
    pub army: Option<String>,
    /// The built-in opponents' army; the player's own when left out.
    pub vs: Option<String>,
    pub level: Level,
    pub mode: Mode,
}

/// What accepting a challenge did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Acceptance {
    /// The match started.
    Started(MatchId),
    /// A team challenge waits for these invited people to accept.
    Waiting { waiting: Vec<PlayerId> },
}

/// A team challenge's acceptance, inside its transaction.
enum TeamAnswer {
    Waiting(Vec<PlayerId>),
    /// Everyone accepted: the new match and its built-in seats.
    Ready(Box<Done<Match>>, Vec<AiSeat>),
}

/// A rematch proposed: a challenge with the finished match's terms, to be shown like any other.
#[derive(Clone, Debug)]
pub struct Rematch {
    pub challenge: ChallengeId,
    pub expires: UnixMs,
    pub challenger: PlayerId,
    pub challenged: PlayerId,
    pub terms: ChallengeTerms,
    /// Where the finished match was challenged (the rematch's challenge is posted there).
    pub place: MatchPlace,
}

impl Challenges<'_> {
    /// Resolves an army option: a saved army of `player`, a preset or an army text.
    pub async fn resolve_army(
        &self,
        player: PlayerId,
        spec: &str,
        light: bool,
    ) -> Result<Army, HostError> {
        if let Some(saved) = self.saved_army(player, spec).await? {
            return Ok(saved.army);
        }
        Army::parse(spec.trim(), light).map_err(|e| {
            HostError::Refused(phrase!("refused-army-invalid", reason = army_error(&e)))
        })
    }

    fn too_many_matches(&self, active: u64) -> Option<HostError> {
        (active >= self.host.settings.max_active_matches_per_user).then(|| {
            HostError::Refused(phrase!(
                "refused-too-many-matches",
                active = active,
                limit = self.host.settings.max_active_matches_per_user
            ))
        })
    }

    /// Records a challenge from `challenger` to `challenged` after checking the terms and the
    /// per-user limits.
    pub async fn challenge(
        &self,
        place: MatchPlace,
        challenger: PlayerId,
        challenged: PlayerId,
        terms: ChallengeTerms,
        now: UnixMs,
    ) -> Result<(ChallengeId, UnixMs), HostError> {
        if challenger == challenged {
            return Err(HostError::Refused(phrase!("refused-challenge-yourself")));
        }
        self.open_challenge(place, challenger, challenged, &[], terms, now)
            .await
    }

    /// Records a team challenge (R32): `challenger` (seat A) and `invited.partner` (C) against
    /// `invited.opponent` (B) and `invited.opponent2` (D). Each invited person accepts with
    /// their own army; a seat given to the built-in opponent (`terms.bot`) needs no answer.
    pub async fn team_challenge(
        &self,
        place: MatchPlace,
        challenger: PlayerId,
        invited: TeamInvites,
        terms: ChallengeTerms,
        now: UnixMs,
    ) -> Result<(ChallengeId, UnixMs), HostError> {
        let seats = [
            (Seat::B, invited.opponent),
            (Seat::C, invited.partner),
            (Seat::D, invited.opponent2),
        ];
        let mut everyone = vec![challenger];
        for &(_, player) in &seats {
            if everyone.contains(&player) {
                return Err(HostError::Refused(phrase!("refused-team-four-players")));
            }
            everyone.push(player);
        }
        let terms = ChallengeTerms {
            mode: Mode::Teams,
            ..terms
        };
        self.open_challenge(place, challenger, invited.opponent, &seats, terms, now)
            .await
    }

    /// Checks the terms and the per-user limits, then records an open challenge.
    async fn open_challenge(
        &self,
        place: MatchPlace,
        challenger: PlayerId,
        challenged: PlayerId,
        seats: &[(Seat, PlayerId)],
        terms: ChallengeTerms,
        now: UnixMs,
    ) -> Result<(ChallengeId, UnixMs), HostError> {
        let seats = seats.to_vec();
        self.resolve_army(challenger, &terms.army, terms.variant.light())
            .await?;
        let window = terms.reaction_window_secs;
        if !(10..=86_400).contains(&window) {
            return Err(HostError::Refused(phrase!("refused-reaction-window")));
        }
        let turn = Duration::from_secs(terms.turn_time_secs);
        if turn < self.host.settings.min_turn_time || turn > self.host.settings.max_turn_time {
            return Err(HostError::Refused(phrase!(
                "refused-turn-time",
                min = humantime::format_duration(self.host.settings.min_turn_time).to_string(),
                max = humantime::format_duration(self.host.settings.max_turn_time).to_string()
            )));
        }
        let limits = self.host.settings.clone();
        let (open, active) = self
            .host
            .store
            .call(move |s| {
                Ok((
                    s.open_challenge_count(challenger)?,
                    s.active_match_count(challenger)?,
                ))
            })
            .await?;
        if open >= limits.max_open_challenges_per_user {
            return Err(HostError::Refused(phrase!(
                "refused-too-many-challenges",
                open = open,
                limit = limits.max_open_challenges_per_user
            )));
        }
        if let Some(refusal) = self.too_many_matches(active) {
            return Err(refusal);
        }
        let expires = now + limits.challenge_expiry.as_millis() as i64;
        let json = serde_json::to_string(&terms).expect("terms serialize");
        let id = self
            .host
            .store
            .call(move |s| {
                s.create_challenge(
                    place.guild_id,
                    place.channel_id,
                    challenger,
                    Some(challenged),
                    &seats
                        .iter()
                        .map(|&(seat, player)| (seat_number(seat), player))
                        .collect::<Vec<_>>(),
                    &json,
                    now,
                    Some(expires),
                )
            })
            .await?;
        // The timer loop sleeps until the earliest due time, which may now be this expiry.
        self.host.timer_due(expires);
        Ok((id, expires))
    }

    /// Answers a challenge with "accept", as `user` with `army`: a duel starts at once (see
    /// [`Host::accept`]); a team match once every invited person has accepted.
    pub async fn accept_seat(
        &self,
        challenge: ChallengeId,
        user: PlayerId,
        army: Option<String>,
        now: UnixMs,
    ) -> Result<Acceptance, HostError> {
        let (found, seats, active) = self
            .host
            .store
            .call(move |s| {
                Ok((
                    s.challenge(challenge)?,
                    s.challenge_seats(challenge)?,
                    s.active_match_count(user)?,
                ))
            })
            .await?;
        if seats.is_empty() {
            return self
                .accept(challenge, user, army, now)
                .await
                .map(Acceptance::Started);
        }
        let Some(found) = found else {
            return Err(HostError::Refused(phrase!("refused-no-such-challenge")));
        };
        let Some(mine) = seats.iter().find(|s| s.player == user) else {
            return Err(HostError::Refused(phrase!("refused-not-invited")));
        };
        if found.status != ChallengeStatus::Open || found.expires_at.is_some_and(|e| e <= now) {
            return Err(HostError::Refused(phrase!("refused-challenge-closed")));
        }
        if mine.accepted_at.is_some() {
            return Err(HostError::Refused(phrase!("refused-already-accepted")));
        }
        let terms: ChallengeTerms = serde_json::from_str(&found.settings)
            .map_err(|_| HostError::Refused(phrase!("refused-challenge-damaged")))?;
        if let Some(refusal) = self.too_many_matches(active) {
            return Err(refusal);
        }
        let light = terms.variant.light();
        let challenger_army = self
            .resolve_army(found.challenger, &terms.army, light)
            .await?;
        let army = self
            .resolve_army(user, army.as_deref().unwrap_or("king"), light)
            .await?
            .to_string();
        let seat = mine.seat;
        let mut settings = terms.variant.settings();
        settings.mode = Mode::Teams;
        let turn_ms = Duration::from_secs(terms.turn_time_secs).as_millis() as i64;
        let window_ms = Duration::from_secs(terms.reaction_window_secs).as_millis() as i64;
        let reminders = self.host.settings.reminders.clone();
        let catalog = self.host.catalog.clone();
        let (challenger, bot) = (found.challenger, terms.bot);
        let place_of = (found.guild_id, found.channel_id);
        let outcome = self
            .host
            .store
            .run(move |s| {
                s.transaction(|tx| {
                    if !tx.accept_challenge_seat(challenge, seat, &army, now)? {
                        return Err(HostError::Refused(phrase!("refused-already-accepted")));
                    }
                    let seats = tx.challenge_seats(challenge)?;
                    let waiting: Vec<PlayerId> = seats
                        .iter()
                        .filter(|s| s.accepted_at.is_none() && Some(s.player) != bot)
                        .map(|s| s.player)
                        .collect();
                    if !waiting.is_empty() {
                        return Ok(TeamAnswer::Waiting(waiting));
                    }
                    // Everyone is in: armies by seat (a built-in seat plays the challenger's).
                    let army_of = |seat: Seat| -> Result<Army, HostError> {
                        let Some(s) = seats.iter().find(|s| s.seat == seat_number(seat)) else {
                            return Ok(challenger_army.clone());
                        };
                        match &s.army {
                            Some(text) => Army::parse(text, light).map_err(|e| {
                                HostError::Refused(phrase!(
                                    "refused-army-invalid",
                                    reason = army_error(&e)
                                ))
                            }),
                            None => Ok(challenger_army.clone()),
                        }
                    };
                    let setup = MatchSetup {
                        armies: BySeat::teams(
                            army_of(Seat::A)?,
                            army_of(Seat::B)?,
                            army_of(Seat::C)?,
                            army_of(Seat::D)?,
                        ),
                        settings: settings.clone(),
                        seed: rand::random(),
                    };
                    let game = Match::new(setup, &catalog).map_err(|e| {
                        HostError::Refused(phrase!("refused-cannot-start", reason = e.to_string()))
                    })?;
                    let player_at = |seat: Seat| {
                        seats
                            .iter()
                            .find(|s| s.seat == seat_number(seat))
                            .map(|s| s.player)
                    };
                    let place = MatchPlace {
                        guild_id: place_of.0,
                        channel_id: place_of.1,
                        players: [
                            Some(challenger),
                            player_at(Seat::B),
                            player_at(Seat::C),
                            player_at(Seat::D),
                        ]
                        .into(),
                    };
                    let ais: Vec<AiSeat> = seats
                        .iter()
                        .filter(|s| Some(s.player) == bot)
                        .map(|s| AiSeat {
                            seat: s.seat,
                            level: Level::Normal,
                            seed: rand::random(),
                        })
                        .collect();
                    let hosting = Hosting {
                        reaction_window_ms: Some(window_ms),
                        turn_time_ms: Some(turn_ms),
                        ai: ais.clone(),
                    };
                    let rules = Rules {
                        now,
                        default_window_ms: window_ms,
                        reminders,
                    };
                    let done = start_in(tx, &game, &place, &hosting, &rules)?;
                    if !tx.close_accepted_challenge(challenge, done.state.id)? {
                        return Err(HostError::Refused(phrase!("refused-challenge-closed")));
                    }
                    Ok(TeamAnswer::Ready(Box::new(done), ais))
                })
            })
            .await?;
        match outcome {
            TeamAnswer::Ready(done, ais) => {
                let id = done.state.id;
                self.host.remember_ai(id, ais);
                self.host.deliver(&done);
                tracing::info!(match_id = %id, challenge = challenge.0, "team challenge accepted, match started");
                Ok(Acceptance::Started(id))
            }
            TeamAnswer::Waiting(waiting) => Ok(Acceptance::Waiting { waiting }),
        }
    }

    /// Accepts a challenge as `user` with the army `army` (a preset, a saved army or army
    /// text; `None`: the King preset) and starts its match with its turn clock.
    pub async fn accept(
        &self,
        challenge: ChallengeId,
        user: PlayerId,
        army: Option<String>,
        now: UnixMs,
    ) -> Result<MatchId, HostError> {
        let (found, active) = self
            .host
            .store
            .call(move |s| Ok((s.challenge(challenge)?, s.active_match_count(user)?)))
            .await?;
        let Some(found) = found else {
            return Err(HostError::Refused(phrase!("refused-no-such-challenge")));
        };
        if found.challenged != Some(user) {
            return Err(HostError::Refused(phrase!("refused-not-challenged")));
        }
        if found.status != ChallengeStatus::Open || found.expires_at.is_some_and(|e| e <= now) {
            return Err(HostError::Refused(phrase!("refused-challenge-closed")));
        }
        let terms: ChallengeTerms = serde_json::from_str(&found.settings)
            .map_err(|_| HostError::Refused(phrase!("refused-challenge-damaged")))?;
        if let Some(refusal) = self.too_many_matches(active) {
            return Err(refusal);
        }
        let light = terms.variant.light();
        let army_a = self
            .resolve_army(found.challenger, &terms.army, light)
            .await?;
        let army_b = self
            .resolve_army(
                user,
                army.as_deref()
                    .or(terms.opponent_army.as_deref())
                    .unwrap_or("king"),
                light,
            )
            .await?;
        let mut setup = MatchSetup::new(army_a, army_b, rand::random());
        setup.settings = terms.variant.settings();
        let game = Match::new(setup, &self.host.catalog).map_err(|e| {
            HostError::Refused(phrase!("refused-cannot-start", reason = e.to_string()))
        })?;
        let place = MatchPlace {
            guild_id: found.guild_id,
            channel_id: found.channel_id,
            players: [Some(found.challenger), Some(user), None, None].into(),
        };
        let turn_ms = Duration::from_secs(terms.turn_time_secs).as_millis() as i64;
        let window_ms = Duration::from_secs(terms.reaction_window_secs).as_millis() as i64;
        let hosting = Hosting {
            reaction_window_ms: Some(window_ms),
            turn_time_ms: Some(turn_ms),
            ai: Vec::new(),
        };
        let rules = Rules {
            now,
            ..self.host.rules()
        };
        let done = self
            .host
            .store
            .run(move |s| {
                s.transaction(|tx| {
                    let done = start_in(tx, &game, &place, &hosting, &rules)?;
                    if !tx.close_accepted_challenge(challenge, done.state.id)? {
                        return Err(HostError::Refused(phrase!("refused-challenge-closed")));
                    }
                    Ok(done)
                })
            })
            .await?;
        self.host.deliver(&done);
        tracing::info!(match_id = %done.state.id, challenge = challenge.0, "challenge accepted, match started");
        Ok(done.state.id)
    }

    /// Starts a match of `user` against the built-in opponent at `level`, which plays seat B as
    /// `ai_player` with the same army as `user` (a preset, a saved army or army text; `None`:
    /// King); in the team mode `user` sits in seat A with a built-in partner in C against
    /// built-in B and D, each deciding from its own seat's view. There is no turn clock: the
    /// opponent waits for as long as it takes. The front end calls [`Host::wake_ai`] once the
    /// board is up.
    pub async fn practice(
        &self,
        place: MatchPlace,
        user: PlayerId,
        ai_player: PlayerId,
        terms: Practice,
    ) -> Result<MatchId, HostError> {
        let Practice {
            army,
            vs,
            level,
            mode,
        } = terms;
        let now = self.host.now();
        let active = self
            .host
            .store
            .call(move |s| s.active_match_count(user))
            .await?;
        if let Some(refusal) = self.too_many_matches(active) {
            return Err(refusal);
        }
        let army = self
            .resolve_army(user, army.as_deref().unwrap_or("king"), false)
            .await?;
        // The built-in opponents play `vs` (a preset, one of the player's saved armies or army
        // text), or else the player's own army; a built-in partner plays the player's army.
        let vs = match vs.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
            Some(vs) => self
                .resolve_army(user, vs, false)
                .await
                .map_err(|e| match e {
                    HostError::Refused(Phrase {
                        id: "refused-army-invalid",
                        args,
                    }) => HostError::Refused(Phrase {
                        id: "refused-opponent-army-invalid",
                        args,
                    }),
                    other => other,
                })?,
            None => army.clone(),
        };
        let setup = MatchSetup {
            armies: BySeat::for_mode(mode, |seat| {
                if seat.side() == Seat::A.side() {
                    army.clone()
                } else {
                    vs.clone()
                }
            }),
            settings: Settings {
                mode,
                ..Settings::default()
            },
            seed: rand::random(),
        };
        let game = Match::new(setup, &self.host.catalog).map_err(|e| {
            HostError::Refused(phrase!("refused-cannot-start", reason = e.to_string()))
        })?;
        let ais: Vec<AiSeat> = mode.seats()[1..]
            .iter()
            .map(|&seat| AiSeat {
                seat: seat_number(seat),
                level,
                seed: rand::random(),
            })
            .collect();
        let seat_player = |seat: Seat| mode.seats().contains(&seat).then_some(ai_player);
        let place = MatchPlace {
            players: [
                Some(user),
                seat_player(Seat::B),
                seat_player(Seat::C),
                seat_player(Seat::D),
            ]
            .into(),
            ..place
        };
        let stored_ais = ais.clone();
        let match_id = self
            .host
            .store
            .run(move |s| {
                s.transaction(|tx| tx.create_match(&game, &place, None, None, &stored_ais, now))
            })
            .await
            .map_err(HostError::from)?;
        self.host.remember_ai(match_id, ais);
        tracing::info!(%match_id, %level, "practice match against the built-in opponent started");
        Ok(match_id)
    }

    /// Declines (as the challenged player) or withdraws (as the challenger) a challenge.
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

    /// Proposes a rematch of finished duel `of` by one of its players, `user`: a challenge to
    /// the other player with the same terms (each player's army, the variant, the reaction
    /// window and the turn time), the first player drawn again when it is accepted. A
    /// handicap stays on the player who took it, so only they may propose it.
    pub async fn rematch(&self, of: MatchId, user: PlayerId) -> Result<Rematch, HostError> {
        let (stored, challenge) = self
            .host
            .store
            .call(move |s| {
                let stored = s.load_match::<Match>(of)?;
                let challenge = match s.challenge_of_match(of)? {
                    Some(c) => s.challenge(c)?,
                    None => None,
                };
                Ok((stored, challenge))
            })
            .await?;
        if !stored.game.is_over() {
            return Err(HostError::Refused(phrase!(
                "refused-not-over",
                match_id = of.0.to_string()
            )));
        }
        let seat = [Seat::A, Seat::B]
            .into_iter()
            .find(|&s| stored.players.at(seat_number(s)) == Some(user))
            .ok_or(HostError::NotAPlayer)?;
        let (Some(challenge), true) = (challenge, stored.game.setup().settings.mode.is_duel())
        else {
            return Err(HostError::Refused(phrase!("refused-rematch-duel-only")));
        };
        let other = stored
            .players
            .at(seat_number(seat.pair()))
            .ok_or(HostError::NotAPlayer)?;
        let terms: ChallengeTerms = serde_json::from_str(&challenge.settings)
            .map_err(|_| HostError::Refused(phrase!("refused-challenge-damaged")))?;
        if matches!(terms.variant, super::Variant::Handicap(_)) && user != challenge.challenger {
            return Err(HostError::Refused(phrase!(
                "refused-rematch-handicap",
                match_id = of.0.to_string(),
                player = format!("<@{}>", challenge.challenger)
            )));
        }
        let armies = &stored.game.setup().armies;
        let terms = ChallengeTerms {
            army: armies.get(seat).to_string(),
            opponent_army: Some(armies.get(seat.pair()).to_string()),
            rematch_of: Some(of.0),
            ..terms
        };
        let place = MatchPlace {
            guild_id: stored.guild_id,
            channel_id: stored.channel_id,
            players: [Some(user), Some(other), None, None].into(),
        };
        let (id, expires) = self
            .challenge(place.clone(), user, other, terms.clone(), self.host.now())
            .await?;
        tracing::info!(match_id = %of, challenge = id.0, "rematch proposed");
        Ok(Rematch {
            challenge: id,
            expires,
            challenger: user,
            challenged: other,
            terms,
            place,
        })
    }
}
