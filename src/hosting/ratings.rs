//! Ratings and records: a duel between two people changes both players' Glicko-2 ratings (the
//! `skillratings` crate), per server and across servers, in the transaction of the action that
//! ends it; players' profiles and the leaderboards are read from them. Matches with the
//! built-in opponent and team matches are not rated (they count in a profile's record).

use super::{HostError, People};
use crate::games::{Game, GameKind, RatingModel};
use crate::store::UnixMs;
use crate::store::{FinishedMatch, MatchId, MatchRecord, RatingRow, StoreError, StoreTx, GLOBAL};
use crate::store::{GuildId, PlayerId, Scope};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

/// A player's rating is provisional (shown with a `?`) until they have played this many rated
/// matches in its scope.
pub const PROVISIONAL_GAMES: u32 = 5;

/// How many finished matches a profile reads.
const PROFILE_MATCHES: usize = 500;

/// A new player's rating row in `game` and `scope`: 1500, deviation 350, volatility 0.06.
fn new_rating(player: PlayerId, game: GameKind, scope: Scope) -> RatingRow {
    let start = Glicko2Rating::new();
    RatingRow {
        player,
        game,
        scope,
        rating: start.rating,
        deviation: start.deviation,
        volatility: start.volatility,
        wins: 0,
        losses: 0,
        draws: 0,
    }
}

fn glicko(row: &RatingRow) -> Glicko2Rating {
    Glicko2Rating {
        rating: row.rating,
        deviation: row.deviation,
        volatility: row.volatility,
    }
}

/// `row` after a match with result `result` (from its player's side) and new rating `new`.
fn after(row: &RatingRow, new: Glicko2Rating, result: Outcomes) -> RatingRow {
    let mut next = RatingRow {
        rating: new.rating,
        deviation: new.deviation,
        volatility: new.volatility,
        ..*row
    };
    count(&mut next, result);
    next
}

/// Weng-Lin's numbers are stored and shown at this scale, so that a new player starts at 1500
/// (25 × 60) as in Glicko-2's ladders.
const WENG_LIN_SCALE: f64 = 60.0;

fn weng_lin(row: &RatingRow) -> WengLinRating {
    WengLinRating {
        rating: row.rating / WENG_LIN_SCALE,
        uncertainty: row.deviation / WENG_LIN_SCALE,
    }
}

/// A new player's row in a ladder rated by Weng-Lin: 1500, uncertainty 500 (25 and 25/3 scaled).
fn new_weng_lin(player: PlayerId, game: GameKind, scope: Scope) -> RatingRow {
    let start = WengLinRating::new();
    RatingRow {
        rating: start.rating * WENG_LIN_SCALE,
        deviation: start.uncertainty * WENG_LIN_SCALE,
        ..new_rating(player, game, scope)
    }
}

fn count(next: &mut RatingRow, result: Outcomes) {
    match result {
        Outcomes::WIN => next.wins += 1,
        Outcomes::LOSS => next.losses += 1,
        Outcomes::DRAW => next.draws += 1,
    }
}

/// Rates `record`'s match if it is over and rated (a duel between two people) and not rated yet:
/// both players' ratings in its game, across servers and in the match's server. Runs in the
/// transaction of the action that ended the match, so that a result and its ratings are written
/// together.
pub(crate) fn rate_if_over<G: Game>(
    tx: &mut StoreTx<'_>,
    record: &MatchRecord<G>,
    now: UnixMs,
) -> Result<(), StoreError> {
    let Some(finish) = record.game.finish() else {
        return Ok(());
    };
    if !record.ai.is_empty() {
        return Ok(());
    }
    if G::RATING == RatingModel::Everyone {
        return rate_sides(tx, record, &finish, now);
    }
    let [seat_a, seat_b] = record.game.seats()[..] else {
        return Ok(());
    };
    let (Some(a), Some(b)) = (record.players.at(seat_a), record.players.at(seat_b)) else {
        return Ok(());
    };
    if a == b || tx.is_rated(record.id)? {
        return Ok(());
    }
    tx.lock_players(&[a, b])?;
    let (result_a, result_b) = match (
        finish.winners.contains(&seat_a),
        finish.winners.contains(&seat_b),
    ) {
        (true, false) => (Outcomes::WIN, Outcomes::LOSS),
        (false, true) => (Outcomes::LOSS, Outcomes::WIN),
        _ => (Outcomes::DRAW, Outcomes::DRAW),
    };
    let mut scopes = vec![GLOBAL];
    if Scope::of(record.guild_id) != GLOBAL {
        scopes.push(Scope::of(record.guild_id));
    }
    for scope in scopes {
        let game = G::KIND;
        let row_a = tx
            .rating(a, game, scope)?
            .unwrap_or_else(|| new_rating(a, game, scope));
        let row_b = tx
            .rating(b, game, scope)?
            .unwrap_or_else(|| new_rating(b, game, scope));
        let (new_a, new_b) = glicko2(
            &glicko(&row_a),
            &glicko(&row_b),
            &result_a,
            &Glicko2Config::new(),
        );
        tx.save_rating(
            record.id,
            row_a.rating,
            &after(&row_a, new_a, result_a),
            now,
        )?;
        tx.save_rating(
            record.id,
            row_b.rating,
            &after(&row_b, new_b, result_b),
            now,
        )?;
    }
    tracing::info!(match_id = %record.id, "ratings updated");
    Ok(())
}

/// Rates a finished match between people of a game rated by Weng-Lin: every side (a player, or
/// an alliance) against every other, the winners' sides first and the others tied after them (all
/// tied when nobody won), in its game's ladders across servers and in the match's server.
fn rate_sides<G: Game>(
    tx: &mut StoreTx<'_>,
    record: &MatchRecord<G>,
    finish: &crate::games::Finish,
    now: UnixMs,
) -> Result<(), StoreError> {
    let seats = record.game.seats();
    let Some(players) = seats
        .iter()
        .map(|&s| record.players.at(s))
        .collect::<Option<Vec<PlayerId>>>()
    else {
        return Ok(());
    };
    let mut distinct = players.clone();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() != players.len() || seats.len() < 2 || tx.is_rated(record.id)? {
        return Ok(());
    }
    tx.lock_players(&players)?;
    // The sides: each seat with the seats allied to it.
    let mut sides: Vec<Vec<usize>> = Vec::new();
    for (i, &seat) in seats.iter().enumerate() {
        match sides
            .iter_mut()
            .find(|side| record.game.allied(seats[side[0]], seat))
        {
            Some(side) => side.push(i),
            None => sides.push(vec![i]),
        }
    }
    if sides.len() < 2 {
        return Ok(());
    }
    let won = |side: &[usize]| side.iter().any(|&i| finish.winners.contains(&seats[i]));
    let result = |side: &[usize]| match (finish.winners.is_empty(), won(side)) {
        (true, _) => Outcomes::DRAW,
        (false, true) => Outcomes::WIN,
        (false, false) => Outcomes::LOSS,
    };
    let mut scopes = vec![GLOBAL];
    if Scope::of(record.guild_id) != GLOBAL {
        scopes.push(Scope::of(record.guild_id));
    }
    let game = G::KIND;
    for scope in scopes {
        let mut rows = Vec::new();
        for &player in &players {
            rows.push(
                tx.rating(player, game, scope)?
                    .unwrap_or_else(|| new_weng_lin(player, game, scope)),
            );
        }
        let ratings: Vec<Vec<WengLinRating>> = sides
            .iter()
            .map(|side| side.iter().map(|&i| weng_lin(&rows[i])).collect())
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = sides
            .iter()
            .zip(&ratings)
            .map(|(side, ratings)| {
                let rank = if won(side) || finish.winners.is_empty() {
                    1
                } else {
                    2
                };
                (ratings.as_slice(), MultiTeamOutcome::new(rank))
            })
            .collect();
        let rated = weng_lin_multi_team(&teams, &WengLinConfig::new());
        for (side, new) in sides.iter().zip(rated) {
            for (&i, new) in side.iter().zip(new) {
                let row = &rows[i];
                let mut next = RatingRow {
                    rating: new.rating * WENG_LIN_SCALE,
                    deviation: new.uncertainty * WENG_LIN_SCALE,
                    ..*row
                };
                count(&mut next, result(side));
                tx.save_rating(record.id, row.rating, &next, now)?;
            }
        }
    }
    tracing::info!(match_id = %record.id, sides = sides.len(), "ratings updated");
    Ok(())
}

pub use crate::games::MatchResult;

/// Wins, losses and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    fn add(&mut self, result: MatchResult) {
        match result {
            MatchResult::Win => self.wins += 1,
            MatchResult::Loss => self.losses += 1,
            MatchResult::Draw => self.draws += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// One of a profile's last matches.
#[derive(Clone, Debug, PartialEq)]
pub struct PastMatch {
    pub id: MatchId,
    pub result: MatchResult,
    /// The other side's players.
    pub opponents: Vec<PlayerId>,
    pub army: String,
    pub against_ai: bool,
    pub finished_at: UnixMs,
}

/// What `/profile` shows of a player.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    pub user: PlayerId,
    /// The rating across servers and its place: (rating, place, players rated).
    pub global: Option<(RatingRow, u64, u64)>,
    /// The rating in the server asked from, and its place.
    pub server: Option<(RatingRow, u64, u64)>,
    /// Results against people (duels and team matches), overall and by army.
    pub record: Tally,
    pub by_army: Vec<(String, Tally)>,
    /// Matches against the built-in opponent.
    pub practice: Tally,
    /// The current run of equal results against people, the latest first.
    pub streak: Option<(MatchResult, u32)>,
    pub last: Vec<PastMatch>,
}

/// `user`'s result, army and opponents in a finished match (`None` if they did not play it or
/// it ended without a result).
fn seen_by<G: Game>(m: &FinishedMatch<G>, user: PlayerId) -> Option<PastMatch> {
    let outcome = m.outcome.as_ref()?;
    let (_, record) = m
        .players
        .iter()
        .filter(|(_, player)| **player == Some(user))
        .find_map(|(seat, _)| G::seat_record(&m.setup, outcome, seat).map(|r| (seat, r)))?;
    Some(PastMatch {
        id: m.id,
        result: record.result,
        opponents: record
            .opponents
            .iter()
            .filter_map(|&s| m.players.at(s))
            .collect(),
        army: record.played_with.unwrap_or_default(),
        against_ai: m.against_ai,
        finished_at: m.finished_at,
    })
}

/// A profile from a player's finished matches, the most recent first.
pub fn profile_of<G: Game>(user: PlayerId, matches: &[FinishedMatch<G>]) -> Profile {
    let mut profile = Profile {
        user,
        global: None,
        server: None,
        record: Tally::default(),
        by_army: Vec::new(),
        practice: Tally::default(),
        streak: None,
        last: Vec::new(),
    };
    let mut streak_open = true;
    for past in matches.iter().filter_map(|m| seen_by(m, user)) {
        if past.against_ai {
            profile.practice.add(past.result);
        } else {
            profile.record.add(past.result);
            match profile.by_army.iter_mut().find(|(a, _)| *a == past.army) {
                Some((_, tally)) => tally.add(past.result),
                None if past.army.is_empty() => {}
                None => {
                    let mut tally = Tally::default();
                    tally.add(past.result);
                    profile.by_army.push((past.army.clone(), tally));
                }
            }
            match profile.streak {
                None => profile.streak = Some((past.result, 1)),
                Some((result, n)) if streak_open && result == past.result => {
                    profile.streak = Some((result, n + 1))
                }
                Some(_) => streak_open = false,
            }
        }
        if profile.last.len() < 5 {
            profile.last.push(past);
        }
    }
    // Most played first.
    profile
        .by_army
        .sort_by(|a, b| b.1.games().cmp(&a.1.games()).then(a.0.cmp(&b.0)));
    profile
}

/// A leaderboard: the best ratings, and the asking player's own place if they are rated.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    pub scope: Scope,
    pub top: Vec<RatingRow>,
    pub mine: Option<(RatingRow, u64, u64)>,
}

impl People<'_> {
    /// `user`'s profile in `G` as seen from `guild`.
    pub async fn profile<G: Game>(
        &self,
        user: PlayerId,
        guild: Option<GuildId>,
    ) -> Result<Profile, HostError> {
        let (matches, global, server) = self
            .host
            .store
            .call(move |s| {
                let matches = s.finished_matches::<G>(user, PROFILE_MATCHES)?;
                let global = s.placing(user, G::KIND, GLOBAL)?;
                let server = match Scope::of(guild) {
                    Scope::Global => None,
                    scope => s.placing(user, G::KIND, scope)?,
                };
                Ok((matches, global, server))
            })
            .await?;
        Ok(Profile {
            global,
            server,
            ..profile_of(user, &matches)
        })
    }

    /// The top 10 of `game` in `scope` (a server's, or [`GLOBAL`]) and `user`'s place in it.
    pub async fn leaderboard(
        &self,
        game: GameKind,
        scope: Scope,
        user: PlayerId,
    ) -> Result<Leaderboard, HostError> {
        Ok(self
            .host
            .store
            .call(move |s| {
                let top = s.leaderboard(game, scope, 10)?;
                let mine = s.placing(user, game, scope)?;
                Ok(Leaderboard { scope, top, mine })
            })
            .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_raises_the_winner_and_lowers_the_loser() {
        let a = new_rating(PlayerId(1), GameKind::Invictus, GLOBAL);
        let b = new_rating(PlayerId(2), GameKind::Invictus, GLOBAL);
        let (na, nb) = glicko2(
            &glicko(&a),
            &glicko(&b),
            &Outcomes::WIN,
            &Glicko2Config::new(),
        );
        let (a2, b2) = (after(&a, na, Outcomes::WIN), after(&b, nb, Outcomes::LOSS));
        assert!(a2.rating > 1500.0 && b2.rating < 1500.0);
        assert!(a2.deviation < 350.0, "a result makes the rating surer");
        assert_eq!((a2.wins, a2.losses, b2.wins, b2.losses), (1, 0, 0, 1));
    }
}
