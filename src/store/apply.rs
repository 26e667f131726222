//! Applying one action durably: the repeat check, the engine's checks, the log entry, the
//! snapshot and the timers, in one transaction.

use super::types::UnixMs;
use super::*;

/// One action of a `G` match to store.
#[derive(Clone, Debug)]
pub struct ActionRequest<G: Game> {
    pub match_id: MatchId,
    pub seat: SeatNo,
    /// The state version the action was chosen against.
    pub version: u64,
    pub action: G::Action,
    /// The Discord interaction that caused it: applying the same id twice applies it once.
    pub interaction_id: Option<String>,
    /// Unix milliseconds.
    pub now: UnixMs,
    pub timers: Vec<TimerChange>,
}

impl<G: Game> ActionRequest<G> {
    /// A request from a local caller (simulator, terminal play): `action` by `seat`, chosen
    /// against `game`'s current version, with no interaction id and no timer changes.
    pub fn local(
        match_id: MatchId,
        game: &G,
        seat: SeatNo,
        action: G::Action,
        now: UnixMs,
    ) -> Self {
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
pub enum Applied<G: Game> {
    /// Stored as log entry `seq` (also the new state version).
    New {
        seq: u64,
        events: Vec<G::Event>,
        game: Box<G>,
    },
    /// The interaction was already applied as log entry `seq`; nothing changed.
    Duplicate { seq: u64 },
}

impl Store {
    /// Applies one action in one transaction: the interaction id is checked for a repeat, the
    /// version and legality by the engine, then the log entry, the snapshot and the timers are
    /// written together. On any refusal nothing is written.
    pub fn apply<G: Game>(&mut self, request: &ActionRequest<G>) -> Result<Applied<G>, StoreError> {
        self.apply_with(request, |_| Vec::new())
    }

    /// [`Store::apply`], with timer changes planned from the state the action leads to (written
    /// after `request.timers`, in the same transaction).
    pub fn apply_with<G: Game>(
        &mut self,
        request: &ActionRequest<G>,
        plan: impl FnOnce(&G) -> Vec<TimerChange>,
    ) -> Result<Applied<G>, StoreError> {
        self.transaction(|tx| {
            if let Some(interaction) = &request.interaction_id {
                if let Some(seq) = tx.interaction_applied(interaction)? {
                    return Ok(Applied::Duplicate { seq });
                }
            }
            let id = request.match_id;
            let mut game = tx.game::<G>(id)?;
            let events = tx.apply_action(
                id,
                &mut game,
                request.seat,
                request.version,
                &request.action,
                request.interaction_id.as_deref(),
                request.now,
            )?;
            tx.change_timers(id, &request.timers)?;
            tx.change_timers(id, &plan(&game))?;
            Ok(Applied::New {
                seq: game.version(),
                events,
                game: Box::new(game),
            })
        })
    }
}

/// Appends one action to a match's log as entry `seq`.
pub(super) fn log_action<G: Game>(
    tx: &Db,
    id: MatchId,
    seq: u64,
    seat: SeatNo,
    action: &G::Action,
    at: UnixMs,
    interaction_id: Option<&str>,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO actions (match_id, seq, seat, action, at, interaction_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        args![
            id.0,
            seq as i64,
            seat_to_sql(seat),
            serde_json::to_string(action).expect("actions serialize"),
            at,
            interaction_id,
        ],
    )?;
    Ok(())
}

/// Writes a match's state (snapshot, version, status, outcome); returns the snapshot's text.
pub(super) fn save_state<G: Game>(
    tx: &Db,
    id: MatchId,
    game: &G,
    now: UnixMs,
) -> Result<String, StoreError> {
    let snapshot = serde_json::to_string(&game.snapshot()).expect("snapshots serialize");
    tx.execute(
        "UPDATE matches SET snapshot = ?2, version = ?3, status = ?4, outcome = ?5, updated_at = ?6
         WHERE id = ?1",
        args![
            id.0,
            snapshot.as_str(),
            game.version() as i64,
            status_of(game),
            outcome_text(game),
            now,
        ],
    )?;
    Ok(snapshot)
}

pub(super) fn apply_timer_change(
    tx: &Db,
    match_id: MatchId,
    change: &TimerChange,
) -> Result<(), StoreError> {
    match change {
        TimerChange::Add {
            kind,
            due_at,
            payload,
        } => {
            tx.execute(
                "INSERT INTO timers (match_id, kind, due_at, payload) VALUES (?1, ?2, ?3, ?4)",
                args![match_id.0, kind, due_at, payload],
            )?;
        }
        TimerChange::Clear { kind } => {
            tx.execute(
                "DELETE FROM timers WHERE match_id = ?1 AND kind = ?2",
                args![match_id.0, kind],
            )?;
        }
        TimerChange::ClearAll => {
            tx.execute("DELETE FROM timers WHERE match_id = ?1", args![match_id.0])?;
        }
    }
    Ok(())
}
