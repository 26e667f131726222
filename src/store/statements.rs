//! The statements the store's parts share: writing a new match and its seats, players and their
//! locks, timers read from a row, and a match's game checked against its row.

use super::*;

/// Writes a new match: its row with its game, its origin, and a row for each of its seats.
pub(crate) fn insert_match<G: Game>(
    tx: &Db,
    game: &G,
    place: &MatchPlace,
    now: UnixMs,
) -> Result<MatchId, StoreError> {
    let id: i64 = tx.query_one(
        "INSERT INTO matches (game, guild_id, channel_id, status, snapshot, outcome, version,
                              created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8) RETURNING id",
        args![
            G::KIND.key(),
            place.guild_id,
            place.channel_id,
            status_of(game),
            serde_json::to_string(&game.snapshot()).expect("snapshots serialize"),
            outcome_text(game),
            game.version() as i64,
            now,
        ],
        |r| r.get(0),
    )?;
    tx.execute(
        "INSERT INTO match_origins (match_id, origin) VALUES (?1, ?2)",
        args![
            id,
            serde_json::to_string(&game.setup()).expect("setups serialize"),
        ],
    )?;
    for seat in game.seats() {
        let player = place.players.get(seat).copied().flatten();
        if let Some(player) = player {
            ensure_player(tx, player, now)?;
        }
        tx.execute(
            "INSERT INTO match_seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)",
            args![id, seat_to_sql(seat), player],
        )?;
    }
    Ok(MatchId(id))
}

/// A finished match's outcome as stored (`None` while it is played).
pub(crate) fn outcome_text<G: Game>(game: &G) -> Option<String> {
    game.outcome()
        .map(|o| serde_json::to_string(&o).expect("outcomes serialize"))
}

/// Marks the seats the built-in opponent plays in match `id` (seats it has).
pub(crate) fn set_ai_seats(tx: &Db, id: MatchId, ais: &[AiSeat]) -> Result<(), StoreError> {
    for ai in ais {
        let n = tx.execute(
            "UPDATE match_seats SET ai_level = ?3, ai_seed = ?4 WHERE match_id = ?1 AND seat = ?2",
            args![id.0, seat_to_sql(ai.seat), ai.level, ai.seed as i64],
        )?;
        if n == 0 {
            return Err(StoreError::NoSuchSeat {
                match_id: id,
                seat: ai.seat,
            });
        }
    }
    Ok(())
}

/// The game a stored key names; any other key makes the row damaged.
pub(crate) fn game_of(id: MatchId, key: &str) -> Result<GameKind, StoreError> {
    GameKind::from_key(key).ok_or_else(|| StoreError::Corrupt {
        match_id: id,
        what: format!("unknown game {key:?}"),
    })
}

/// Checks that match `id`, stored as a `found` match, is a `G` match.
pub(crate) fn check_game<G: Game>(id: MatchId, found: &str) -> Result<(), StoreError> {
    if game_of(id, found)? == G::KIND {
        Ok(())
    } else {
        Err(StoreError::WrongGame {
            match_id: id,
            found: found.to_string(),
            expected: G::KIND,
        })
    }
}

/// A timer from a row of `id, match_id, kind, due_at, payload`.
pub(super) fn read_timer(row: &Row<'_>) -> Result<Timer, StoreError> {
    Ok(Timer {
        id: row.get(0)?,
        match_id: row.get::<Option<i64>>(1)?.map(MatchId),
        kind: match row.get::<TimerKind>(2) {
            Ok(kind) => Ok(kind),
            Err(_) => Err(row.get::<String>(2).unwrap_or_default()),
        },
        due_at: row.get(3)?,
        payload: row.get(4)?,
    })
}

/// How many matches a player is in now (for per-user limits).
pub(crate) fn active_match_count(conn: &Db, player: PlayerId) -> Result<u64, StoreError> {
    let n: i64 = conn.query_one(
        &format!("SELECT count(*) FROM matches m WHERE status = ?2 AND {PLAYS_IN}"),
        args![player, MatchStatus::Active],
        |r| r.get(0),
    )?;
    Ok(n as u64)
}

/// Locks the rows of `players` until the transaction ends, so that two processes changing one
/// player's ratings, limits or vacation at once do it one after the other instead of one
/// overwriting or overtaking the other. Every transaction takes its locks in one order: the
/// match rows it changes (by id), then players' rows (by id), then ratings. The lock is `FOR NO
/// KEY UPDATE`, which lets other transactions meanwhile insert rows referring to the player
/// (a challenge to them, a seat) without waiting. A player without a row is not locked (create
/// it first with [`ensure_player`]). SQLite's one writer needs nothing.
pub(crate) fn lock_players(conn: &Db, players: &[PlayerId]) -> Result<(), StoreError> {
    if conn.dialect() != Dialect::Postgres {
        return Ok(());
    }
    let mut players = players.to_vec();
    players.sort_unstable();
    players.dedup();
    for player in players {
        conn.query(
            "SELECT id FROM players WHERE id = ?1 FOR NO KEY UPDATE",
            args![player],
            |_| Ok(()),
        )?;
    }
    Ok(())
}

/// Creates a player row if there is none, so that references to the player hold.
pub(crate) fn ensure_player(conn: &Db, id: PlayerId, now: UnixMs) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO players (id, created_at) VALUES (?1, ?2) ON CONFLICT (id) DO NOTHING",
        args![id, now],
    )?;
    Ok(())
}
