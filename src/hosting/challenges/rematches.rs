//! Rematches: a finished match's players challenged again on the same terms.

use super::*;

impl Challenges<'_> {
    /// Proposes a rematch of finished match `of` by one of its players, `user`: a challenge to
    /// the other players with the same terms and the choices they played (the game says what a
    /// rematch keeps, e.g. a handicap only on the player who took it), the first player drawn
    /// again when it is accepted.
    pub async fn rematch(&self, of: MatchId, user: PlayerId) -> Result<Rematch, HostError> {
        let Some(game) = self.host.store.call(move |s| s.match_game(of)).await? else {
            return Err(HostError::NoSuchMatch);
        };
        /// A rematch of a match of game `G`.
        struct Again<'h> {
            challenges: &'h Challenges<'h>,
            of: MatchId,
            user: PlayerId,
        }
        impl<'h> ForGame for Again<'h> {
            type Output = Pin<Box<dyn Future<Output = Result<Rematch, HostError>> + Send + 'h>>;
            fn run<G: Offered>(self) -> Self::Output {
                Box::pin(self.challenges.rematch_in::<G>(self.of, self.user))
            }
        }
        game.visit(Again {
            challenges: self,
            of,
            user,
        })
        .await
    }

    pub(super) async fn rematch_in<G: Offered>(
        &self,
        of: MatchId,
        user: PlayerId,
    ) -> Result<Rematch, HostError> {
        let (stored, challenge) = self
            .host
            .store
            .call(move |s| {
                let stored = s.load_match::<G>(of)?;
                let challenge = match s.challenge_of_match(of)? {
                    Some(c) => s.challenge(c)?,
                    None => None,
                };
                Ok((stored, challenge))
            })
            .await?;
        if stored.game.finish().is_none() {
            return Err(HostError::Refused(phrase!(
                "refused-not-over",
                match_id = of.0.to_string()
            )));
        }
        let by = stored
            .game
            .seats()
            .into_iter()
            .find(|&s| stored.players.at(s) == Some(user))
            .ok_or(HostError::NotAPlayer)?;
        let Some(challenge) = challenge else {
            return Err(HostError::Refused(phrase!("refused-rematch-duel-only")));
        };
        let terms = terms_of::<G>(&challenge)?;
        // Who sat where: the challenger in seat 0.
        let challenger_seat = stored
            .game
            .seats()
            .into_iter()
            .find(|&s| stored.players.at(s) == Some(challenge.challenger))
            .unwrap_or(0);
        let (offer, order) = stored
            .game
            .rematch_offer(&terms.offer, by, challenger_seat)
            .map_err(|refusal| match refusal {
                RematchRefusal::NotOffered => {
                    HostError::Refused(phrase!("refused-rematch-duel-only"))
                }
                RematchRefusal::ChallengerOnly => HostError::Refused(phrase!(
                    "refused-rematch-handicap",
                    match_id = of.0.to_string(),
                    player = format!("<@{}>", challenge.challenger)
                )),
            })?;
        // Every other seat must have had a person in it (a built-in seat is not invited again).
        let mut invited = Vec::new();
        for (new_seat, &old_seat) in order.iter().enumerate().skip(1) {
            match stored.players.at(old_seat) {
                Some(player) if Some(player) != terms.bot => {
                    invited.push((new_seat as SeatNo, player));
                }
                _ => return Err(HostError::Refused(phrase!("refused-rematch-duel-only"))),
            }
        }
        let terms = ChallengeTerms {
            offer,
            rematch_of: Some(of.0),
            ..terms
        };
        let place = MatchPlace {
            guild_id: stored.guild_id,
            channel_id: stored.channel_id,
            players: std::iter::once(Some(user))
                .chain(invited.iter().map(|&(_, p)| Some(p)))
                .collect(),
        };
        let (id, expires) = self
            .challenge::<G>(place.clone(), user, &invited, terms, self.host.now())
            .await?;
        tracing::info!(match_id = %of, challenge = id.0, "rematch proposed");
        Ok(Rematch {
            challenge: id,
            game: G::KIND,
            expires,
            challenger: user,
            invited: invited.into_iter().map(|(_, p)| p).collect(),
            place,
        })
    }
}
