//! Players' ratings and records: the rating rows a finished match reads and writes (inside the
//! transaction of the action that ended it), the leaderboard, and a player's finished matches.

use super::db::{args, Db, Row};
use super::types::UnixMs;
use super::types::{GuildId, PlayerId, Scope};
use super::{
    id_from_sql, rows::seat_players, MatchId, MatchStatus, Store, StoreError, StoreTx, PLAYS_IN,
};
use crate::games::{Game, GameKind, Seats};

/// The scope of the ratings across all servers.
pub const GLOBAL: Scope = Scope::Global;

/// A player's rating in one game and scope, with their rated results there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingRow {
    pub player: PlayerId,
    pub game: GameKind,
    pub scope: Scope,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl RatingRow {
    /// Rated matches played in this scope.
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// A finished match of game `G` of a player, as their record shows it.
#[derive(Clone, Debug)]
pub struct FinishedMatch<G: Game> {
    pub id: MatchId,
    pub guild_id: Option<GuildId>,
    /// The player at each seat.
    pub players: Seats<Option<PlayerId>>,
    pub setup: G::Setup,
    /// `None` for a match abandoned without a result.
    pub outcome: Option<G::Outcome>,
    /// Whether the built-in opponent took a seat.
    pub against_ai: bool,
    pub finished_at: UnixMs,
}

const RATING_COLUMNS: &str =
    "player_id, game, scope, rating, deviation, volatility, wins, losses, draws";

fn rating_row(row: &Row<'_>) -> Result<RatingRow, StoreError> {
    Ok(RatingRow {
        player: row.get(0)?,
        game: row.get(1)?,
        scope: row.get(2)?,
        rating: row.get(3)?,
        deviation: row.get(4)?,
        volatility: row.get(5)?,
        wins: row.get(6)?,
        losses: row.get(7)?,
        draws: row.get(8)?,
    })
}

fn rating_of(
    conn: &Db,
    player: PlayerId,
    game: GameKind,
    scope: Scope,
) -> Result<Option<RatingRow>, StoreError> {
    conn.query_opt(
        &format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = ?1 AND game = ?2 AND scope = ?3"
        ),
        args![player, game, scope],
        rating_row,
    )
}

impl StoreTx<'_> {
    /// `player`'s rating in `game` and `scope`, if they have played a rated match there.
    pub fn rating(
        &self,
        player: PlayerId,
        game: GameKind,
        scope: Scope,
    ) -> Result<Option<RatingRow>, StoreError> {
        rating_of(&self.tx, player, game, scope)
    }

    /// Locks the rows of `players` until the transaction ends (see [`super::lock_players`]).
    pub fn lock_players(&mut self, players: &[PlayerId]) -> Result<(), StoreError> {
        super::lock_players(&self.tx, players)
    }

    /// Whether match `id` has already changed ratings.
    pub fn is_rated(&self, id: MatchId) -> Result<bool, StoreError> {
        Ok(self
            .tx
            .query_opt(
                "SELECT 1 FROM rating_changes WHERE match_id = ?1 LIMIT 1",
                args![id.0],
                |_| Ok(()),
            )?
            .is_some())
    }

    /// Writes `after` as the player's rating in its game and scope, and the change match `id` made to it.
    pub fn save_rating(
        &mut self,
        id: MatchId,
        before: f64,
        after: &RatingRow,
        now: UnixMs,
    ) -> Result<(), StoreError> {
        self.tx.execute(
            "INSERT INTO ratings (player_id, scope, rating, deviation, volatility, wins,
                                  losses, draws, updated_at, game)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
             ON CONFLICT (player_id, game, scope) DO UPDATE SET
                rating = excluded.rating, deviation = excluded.deviation,
                volatility = excluded.volatility, wins = excluded.wins,
                losses = excluded.losses, draws = excluded.draws,
                updated_at = excluded.updated_at",
            args![
                after.player,
                after.scope,
                after.rating,
                after.deviation,
                after.volatility,
                after.wins,
                after.losses,
                after.draws,
                now,
                after.game
            ],
        )?;
        self.tx.execute(
            "INSERT INTO rating_changes (match_id, player_id, scope, before, after, deviation)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            args![
                id.0,
                after.player,
                after.scope,
                before,
                after.rating,
                after.deviation
            ],
        )?;
        Ok(())
    }
}

impl Store {
    /// `player`'s rating in `game` and `scope`, if they have played a rated match there.
    pub fn rating(
        &self,
        player: PlayerId,
        game: GameKind,
        scope: Scope,
    ) -> Result<Option<RatingRow>, StoreError> {
        rating_of(&self.db, player, game, scope)
    }

    /// The best `limit` ratings of `game` in `scope`, best first.
    pub fn leaderboard(
        &self,
        game: GameKind,
        scope: Scope,
        limit: usize,
    ) -> Result<Vec<RatingRow>, StoreError> {
        self.db.query(
            &format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE game = ?3 AND scope = ?1
                 ORDER BY rating DESC, player_id LIMIT ?2"
            ),
            args![scope, limit as i64, game],
            rating_row,
        )
    }

    /// `player`'s rating in `game` and `scope`, their place in its leaderboard (1 for the best)
    /// and how many are on it; `None` if they are not rated there.
    pub fn placing(
        &self,
        player: PlayerId,
        game: GameKind,
        scope: Scope,
    ) -> Result<Option<(RatingRow, u64, u64)>, StoreError> {
        let Some(mine) = self.rating(player, game, scope)? else {
            return Ok(None);
        };
        let (above, total): (i64, i64) = self.db.query_one(
            "SELECT count(*) FILTER (WHERE rating > ?2 OR (rating = ?2 AND player_id < ?3)),
                    count(*)
             FROM ratings WHERE game = ?4 AND scope = ?1",
            args![scope, mine.rating, player, game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok(Some((mine, above as u64 + 1, total as u64)))
    }

    /// How much match `id` changed each player's rating: (player, scope, before, after).
    pub fn rating_changes(
        &self,
        id: MatchId,
    ) -> Result<Vec<(PlayerId, Scope, f64, f64)>, StoreError> {
        self.db.query(
            "SELECT player_id, scope, before, after FROM rating_changes WHERE match_id = ?1
             ORDER BY player_id, scope",
            args![id.0],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
    }

    /// `player`'s last `limit` finished `G` matches, the most recent first. A row that does not
    /// read is left out with a warning, so that one damaged match cannot hide a record.
    pub fn finished_matches<G: Game>(
        &self,
        player: PlayerId,
        limit: usize,
    ) -> Result<Vec<FinishedMatch<G>>, StoreError> {
        let rows = self.db.query(
            &format!(
                "SELECT m.id, m.guild_id, o.origin, m.outcome, m.updated_at,
                        EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id
                                                              AND s.ai_level IS NOT NULL)
                 FROM matches m JOIN match_origins o ON o.match_id = m.id
                 WHERE {PLAYS_IN} AND m.status <> ?4 AND m.game = ?3
                 ORDER BY m.updated_at DESC, m.id DESC LIMIT ?2"
            ),
            args![player, limit as i64, G::KIND.key(), MatchStatus::Active],
            |r| {
                Ok((
                    r.get::<i64>(0)?,
                    r.get::<Option<i64>>(1)?,
                    r.get::<Option<String>>(2)?,
                    r.get::<Option<String>>(3)?,
                    r.get::<i64>(4)?,
                    r.get::<bool>(5)?,
                ))
            },
        )?;
        let mut out = Vec::new();
        for (id, guild, origin, outcome, finished_at, against_ai) in rows {
            let setup = match origin.as_deref().map(serde_json::from_str::<G::Setup>) {
                Some(Ok(setup)) => setup,
                Some(Err(e)) => {
                    tracing::warn!(match_id = id, error = %e, "a finished match's setup does not read");
                    continue;
                }
                None => {
                    tracing::warn!(match_id = id, "a finished match has no setup");
                    continue;
                }
            };
            let outcome = match outcome.as_deref().map(serde_json::from_str::<G::Outcome>) {
                Some(Ok(outcome)) => Some(outcome),
                None => None,
                Some(Err(e)) => {
                    tracing::warn!(match_id = id, error = %e, "a finished match's outcome does not read");
                    continue;
                }
            };
            let players = match seat_players(&self.db, MatchId(id)) {
                Ok(players) => players,
                Err(e) => {
                    tracing::warn!(match_id = id, error = %e, "a finished match's seats do not read");
                    continue;
                }
            };
            out.push(FinishedMatch {
                id: MatchId(id),
                guild_id: id_from_sql(guild),
                players,
                setup,
                outcome,
                against_ai,
                finished_at: UnixMs(finished_at),
            });
        }
        Ok(out)
    }
}
