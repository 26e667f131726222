//! Applying one action durably: the repeat check, the engine's checks, the log entry, the
//! snapshot and the timers, in one transaction.

use super::*;

/// One action to store.
#[derive(Clone, Debug)]
pub struct ActionRequest {
    pub match_id: MatchId,
    pub seat: Seat,
    /// The state version the action was chosen against.
    pub version: u64,
    pub action: Action,
    /// The Discord interaction that caused it: applying the same id twice applies it once.
    pub interaction_id: Option<String>,
    /// Unix milliseconds.
    pub now: i64,
    pub timers: Vec<TimerChange>,
}

impl ActionRequest {
    /// A request from a local caller (simulator, terminal play): `action` by `seat`, chosen
    /// against `game`'s current version, with no interaction id and no timer changes.
    pub fn local(match_id: MatchId, game: &Match, seat: Seat, action: Action, now: i64) -> Self {
        ActionRequest {
            match_id,
            seat,
            version: game.version(),
            action,
            interaction_id: None,
            now,
            timers: Vec::new(),
        }
    }
}

/// What applying an action did.
#[derive(Clone, Debug)]
pub enum Applied {
    /// Stored as log entry `seq` (also the new state version).
    New {
        seq: u64,
        events: Vec<Event>,
        game: Box<Match>,
    },
    /// The interaction was already applied as log entry `seq`; nothing changed.
    Duplicate { seq: u64 },
}

impl Store {
    /// Applies one action in one transaction: the interaction id is checked for a repeat, the
    /// version and legality by the engine, then the log entry, the snapshot and the timers are
    /// written together. On any refusal nothing is written.
    pub fn apply(&mut self, request: &ActionRequest) -> Result<Applied, StoreError> {
        self.apply_with(request, |_| Vec::new())
    }

    /// [`Store::apply`], with timer changes planned from the state the action leads to (written
    /// after `request.timers`, in the same transaction).
    pub fn apply_with(
        &mut self,
        request: &ActionRequest,
        plan: impl FnOnce(&Match) -> Vec<TimerChange>,
    ) -> Result<Applied, StoreError> {
        let tx = self.conn.savepoint()?;
        if let Some(interaction) = &request.interaction_id {
            let seen: Option<i64> = tx
                .query_row(
                    "SELECT seq FROM actions WHERE interaction_id = ?1",
                    [interaction],
                    |row| row.get(0),
                )
                .optional()?;
            if let Some(seq) = seen {
                return Ok(Applied::Duplicate { seq: seq as u64 });
            }
        }
        let (snapshot, setup, cards): (String, Option<String>, Option<String>) = {
            let cached = self.origins.contains_key(&request.match_id);
            let sql = if cached {
                "SELECT snapshot, NULL, NULL FROM matches WHERE id = ?1"
            } else {
                "SELECT m.snapshot, o.setup, o.cards FROM matches m
                 JOIN match_origins o ON o.match_id = m.id WHERE m.id = ?1"
            };
            tx.query_row(sql, [request.match_id.0], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?))
            })
            .optional()?
            .ok_or(StoreError::NoSuchMatch(request.match_id))?
        };
        if let (Some(setup), Some(cards)) = (setup, cards) {
            let origin = decode_origin(request.match_id, &setup, &cards)?;
            self.origins.insert(request.match_id, origin);
        }
        let (setup, cards) = self.origins[&request.match_id].clone();
        let mut game = restore(&self.counters, request.match_id, setup, cards, &snapshot)?;
        let events = game.apply_as(request.seat, request.version, request.action)?;
        let seq = game.version();
        tx.execute(
            "INSERT INTO actions (match_id, seq, seat, action, at, interaction_id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                request.match_id.0,
                seq as i64,
                seat_key(request.seat),
                serde_json::to_string(&request.action).expect("actions serialize"),
                request.now,
                request.interaction_id,
            ],
        )?;
        tx.execute(
            "UPDATE matches SET snapshot = ?2, version = ?3, status = ?4, outcome = ?5, updated_at = ?6
             WHERE id = ?1",
            params![
                request.match_id.0,
                serde_json::to_string(&game.snapshot()).expect("snapshots serialize"),
                seq as i64,
                status_of(&game),
                game.outcome()
                    .map(|o| serde_json::to_string(&o).expect("outcomes serialize")),
                request.now,
            ],
        )?;
        for change in request.timers.iter().chain(&plan(&game)) {
            apply_timer_change(&tx, request.match_id, change)?;
        }
        tx.commit()?;
        Ok(Applied::New {
            seq,
            events,
            game: Box::new(game),
        })
    }
}

pub(super) fn apply_timer_change(
    tx: &Connection,
    match_id: MatchId,
    change: &TimerChange,
) -> Result<(), StoreError> {
    match change {
        TimerChange::Add {
            kind,
            due_at,
            payload,
        } => {
            tx.prepare_cached(
                "INSERT INTO timers (match_id, kind, due_at, payload) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![match_id.0, kind, due_at, payload])?;
        }
        TimerChange::Clear { kind } => {
            tx.prepare_cached("DELETE FROM timers WHERE match_id = ?1 AND kind = ?2")?
                .execute(params![match_id.0, kind])?;
        }
        TimerChange::ClearAll => {
            tx.prepare_cached("DELETE FROM timers WHERE match_id = ?1")?
                .execute([match_id.0])?;
        }
    }
    Ok(())
}
