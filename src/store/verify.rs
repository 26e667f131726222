//! Replay verification: every stored match replayed from its setup and log must equal its
//! stored snapshot, and its typed columns (status, standing orders, levels) must read.

use super::db::args;
use super::{check_game, decode_origin, MatchId, MatchStatus, Store, StoreError};
use crate::games::{ForGame, Game, GameKind, Level, Offered};

/// One match that does not verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyProblem {
    pub match_id: MatchId,
    pub message: String,
}

/// The result of [`Store::verify`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifyReport {
    pub matches: u64,
    pub actions: u64,
    pub problems: Vec<VerifyProblem>,
}

impl Store {
    /// Replays every match from its setup and log and compares with the stored snapshot and
    /// version. Broken rows are reported, never fatal.
    pub fn verify(&self) -> Result<VerifyReport, StoreError> {
        let mut report = VerifyReport::default();
        let ids: Vec<i64> = self
            .db
            .query("SELECT id FROM matches ORDER BY id", args![], |r| r.get(0))?;
        for id in ids.into_iter().map(MatchId) {
            report.matches += 1;
            match self.verify_one(id) {
                Ok(actions) => report.actions += actions,
                Err(message) => report.problems.push(VerifyProblem {
                    match_id: id,
                    message,
                }),
            }
        }
        Ok(report)
    }

    fn verify_one(&self, id: MatchId) -> Result<u64, String> {
        let game: String = self
            .db
            .query_one("SELECT game FROM matches WHERE id = ?1", args![id.0], |r| {
                r.get(0)
            })
            .map_err(|e| format!("unreadable row: {e}"))?;
        struct Verify<'s> {
            store: &'s Store,
            id: MatchId,
        }
        impl ForGame for Verify<'_> {
            type Output = Result<u64, String>;
            fn run<G: Offered>(self) -> Result<u64, String> {
                self.store.verify_match::<G>(self.id)
            }
        }
        match GameKind::from_key(&game) {
            Some(kind) => kind.visit(Verify { store: self, id }),
            None => Err(format!("unknown game {game:?}")),
        }
    }

    /// Replays `G` match `id` from its setup and log and compares with its stored state.
    fn verify_match<G: Game>(&self, id: MatchId) -> Result<u64, String> {
        let (game_key, origin, snapshot, version): (String, String, String, i64) = self
            .db
            .query_one(
                "SELECT m.game, o.origin, m.snapshot, m.version
                 FROM matches m JOIN match_origins o ON o.match_id = m.id WHERE m.id = ?1",
                args![id.0],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .map_err(|e| format!("unreadable row: {e}"))?;
        check_game::<G>(id, &game_key).map_err(|e| e.to_string())?;
        let setup = decode_origin::<G>(id, &origin).map_err(|e| e.to_string())?;
        let mut game = G::start(setup).map_err(|e| format!("setup: {e}"))?;
        let log = self.action_log::<G>(id).map_err(|e| e.to_string())?;
        let seats = game.seats();
        for (index, (seq, seat, action)) in log.iter().enumerate() {
            if *seq != index as u64 + 1 {
                return Err(format!("the log jumps from {index} to {seq}"));
            }
            if !seats.contains(seat) {
                return Err(format!(
                    "action {seq} is by seat {seat}, which the match has not"
                ));
            }
            game.apply(*seat, index as u64, action)
                .map_err(|e| format!("action {seq} ({action:?} by seat {seat}) is refused: {e}"))?;
        }
        let stored: G::Snapshot =
            serde_json::from_str(&snapshot).map_err(|e| format!("snapshot: {e}"))?;
        if version as u64 != game.version() {
            return Err(format!(
                "the row says version {version} but the log has {} actions",
                game.version()
            ));
        }
        if stored != game.snapshot() {
            return Err(format!(
                "the snapshot differs from the replay of its {} actions",
                log.len()
            ));
        }
        self.verify_columns::<G>(id, &game)?;
        Ok(log.len() as u64)
    }

    /// Checks the typed columns of match `id` (its status, against the replayed `game`; each
    /// seat's standing order and built-in opponent's level) read as this program knows them.
    fn verify_columns<G: Game>(&self, id: MatchId, game: &G) -> Result<(), String> {
        let status: MatchStatus = self
            .db
            .query_one(
                "SELECT status FROM matches WHERE id = ?1",
                args![id.0],
                |r| r.get(0),
            )
            .map_err(|e| format!("status: {e}"))?;
        let over = status != MatchStatus::Active;
        if over != game.finish().is_some() {
            return Err(format!(
                "the row says {status} but the replay is {}",
                if over { "still being played" } else { "over" }
            ));
        }
        let rows = self
            .db
            .query(
                "SELECT seat, orders, ai_level FROM match_seats WHERE match_id = ?1 ORDER BY seat",
                args![id.0],
                |r| {
                    Ok((
                        r.get::<i64>(0)?,
                        r.get::<String>(1)?,
                        r.get::<Option<Level>>(2),
                    ))
                },
            )
            .map_err(|e| format!("a seat: {e}"))?;
        for (seat, orders, level) in rows {
            super::hosted::order_of::<G::Order>(id, &orders)
                .map_err(|_| format!("seat {seat}'s standing order {orders:?} is unknown"))?;
            level.map_err(|e| format!("seat {seat}'s built-in opponent: {e}"))?;
        }
        Ok(())
    }
}
