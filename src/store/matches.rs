//! Reading stored matches by game: one match, the active ones, a player's, their logs, and which
//! game a match is.

use super::types::PlayerId;
use super::*;

impl Store {
    /// Loads one match of game `G`.
    pub fn load_match<G: Game>(&self, id: MatchId) -> Result<StoredMatch<G>, StoreError> {
        let row = self
            .db
            .query_opt(
                &format!(
                    "SELECT {MATCH_COLUMNS} FROM matches m
                     LEFT JOIN match_origins o ON o.match_id = m.id WHERE m.id = ?1"
                ),
                args![id.0],
                read_match_row,
            )?
            .ok_or(StoreError::NoSuchMatch(id))?;
        decode_match_row(&self.db, &self.counters, row)
    }

    /// The game match `id` is a match of (`None`: no such match).
    pub fn match_game(&self, id: MatchId) -> Result<Option<GameKind>, StoreError> {
        let key: Option<String> =
            self.db
                .query_opt("SELECT game FROM matches WHERE id = ?1", args![id.0], |r| {
                    r.get(0)
                })?;
        key.map(|key| game_of(id, &key)).transpose()
    }

    /// The `G` matches still being played. A row that cannot be decoded is reported in the
    /// second list with its id and skipped.
    pub fn active_matches<G: Game>(
        &self,
    ) -> Result<(Vec<StoredMatch<G>>, Vec<StoreError>), StoreError> {
        self.decoded_rows(
            &format!(
                "SELECT {MATCH_COLUMNS} FROM matches m
                 LEFT JOIN match_origins o ON o.match_id = m.id
                 WHERE status = ?2 AND game = ?1 ORDER BY m.id"
            ),
            args![G::KIND.key(), MatchStatus::Active],
        )
    }

    /// A player's `G` matches, newest first: the active ones, or the finished ones (`active:
    /// false`), at most `limit`. Damaged rows are reported in the second list and skipped.
    pub fn player_matches<G: Game>(
        &self,
        player: PlayerId,
        active: bool,
        limit: usize,
    ) -> Result<(Vec<StoredMatch<G>>, Vec<StoreError>), StoreError> {
        self.decoded_rows(
            &format!(
                "SELECT {MATCH_COLUMNS} FROM matches m
                 LEFT JOIN match_origins o ON o.match_id = m.id
                 WHERE {PLAYS_IN} AND game = ?4
                   AND ((?2 = 1 AND status = ?5) OR (?2 = 0 AND status <> ?5))
                 ORDER BY m.updated_at DESC, m.id DESC LIMIT ?3"
            ),
            args![
                player,
                active,
                limit as i64,
                G::KIND.key(),
                MatchStatus::Active
            ],
        )
    }

    /// The matches a query of [`MATCH_COLUMNS`] finds, decoded; the damaged ones reported.
    fn decoded_rows<G: Game>(
        &self,
        sql: &str,
        args: &[&dyn db::Arg],
    ) -> Result<(Vec<StoredMatch<G>>, Vec<StoreError>), StoreError> {
        let rows = self.db.query(sql, args, read_match_row)?;
        let mut good = Vec::new();
        let mut bad = Vec::new();
        for row in rows {
            match decode_match_row(&self.db, &self.counters, row) {
                Ok(m) => good.push(m),
                Err(e) => bad.push(e),
            }
        }
        Ok((good, bad))
    }

    /// The ids of a player's matches of every game, newest first: the active ones, or the
    /// finished ones (`active: false`), at most `limit`.
    pub fn player_match_ids(
        &self,
        player: PlayerId,
        active: bool,
        limit: usize,
    ) -> Result<Vec<MatchId>, StoreError> {
        self.player_matches_where(player, None, active, limit)
    }

    /// [`Store::player_match_ids`] of one game.
    pub fn player_match_ids_of(
        &self,
        player: PlayerId,
        game: GameKind,
        active: bool,
        limit: usize,
    ) -> Result<Vec<MatchId>, StoreError> {
        self.player_matches_where(player, Some(game), active, limit)
    }

    fn player_matches_where(
        &self,
        player: PlayerId,
        game: Option<GameKind>,
        active: bool,
        limit: usize,
    ) -> Result<Vec<MatchId>, StoreError> {
        self.db.query(
            &format!(
                "SELECT m.id FROM matches m WHERE {PLAYS_IN}
                   AND ((?2 = 1 AND status = ?4) OR (?2 = 0 AND status <> ?4))
                   AND (CAST(?5 AS TEXT) IS NULL OR m.game = ?5)
                 ORDER BY updated_at DESC, id DESC LIMIT ?3"
            ),
            args![player, active, limit as i64, MatchStatus::Active, game],
            |r| Ok(MatchId(r.get(0)?)),
        )
    }

    /// The log of a `G` match, in order: (seq, seat, action).
    pub fn action_log<G: Game>(
        &self,
        id: MatchId,
    ) -> Result<Vec<(u64, SeatNo, G::Action)>, StoreError> {
        Ok(self
            .timed_action_log::<G>(id)?
            .into_iter()
            .map(|(seq, seat, action, _)| (seq, seat, action))
            .collect())
    }

    /// [`Store::action_log`] with the time each action was applied (Unix ms).
    pub(super) fn timed_action_log<G: Game>(
        &self,
        id: MatchId,
    ) -> Result<TimedLog<G::Action>, StoreError> {
        let rows = self.db.query(
            "SELECT seq, seat, action, at FROM actions WHERE match_id = ?1 ORDER BY seq",
            args![id.0],
            |row| {
                Ok((
                    row.get::<i64>(0)?,
                    row.get::<i64>(1)?,
                    row.get::<String>(2)?,
                    row.get::<UnixMs>(3)?,
                ))
            },
        )?;
        let mut out = Vec::new();
        for (seq, seat, action, at) in rows {
            let corrupt = |what: String| StoreError::Corrupt { match_id: id, what };
            let seat = row_seat(id, seat, &format!("action {seq}"))?;
            let action: G::Action =
                serde_json::from_str(&action).map_err(|e| corrupt(format!("action {seq}: {e}")))?;
            out.push((seq as u64, seat, action, at));
        }
        Ok(out)
    }
}
