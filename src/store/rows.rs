//! Match rows: the columns read, and decoding a row (its game, setup, snapshot, seats) into a
//! match, a damaged row reported as damaged.

use super::types::PlayerId;
use super::types::UnixMs;
use super::*;

/// The columns [`read_match_row`] reads, from `matches m` joined with `match_origins o`.
pub(super) const MATCH_COLUMNS: &str = "m.id, m.game, guild_id, channel_id, board_message_id, \
    status, snapshot, created_at, updated_at, o.origin, thread_id";

/// The condition that player `?1` plays in match `m`, at any seat.
pub(super) const PLAYS_IN: &str =
    "EXISTS (SELECT 1 FROM match_seats ps WHERE ps.match_id = m.id AND ps.player_id = ?1)";

/// The condition that row `m` (a match or a challenge, `NULL` for a timer of no match) is in
/// the share `?2` (total), `?3` (first), `?4` (last) of the guilds, as Discord's shards split
/// them (a guild's shard is its id's upper bits modulo the total; no guild: shard 0).
pub(super) const SHARE_OF_M: &str = "(coalesce(m.guild_id, 0) / 4194304) % ?2 BETWEEN ?3 AND ?4";

/// The raw columns of a match row, decoded later so that one bad row cannot stop a listing.
pub(super) struct MatchRow {
    id: i64,
    game: String,
    guild_id: Option<i64>,
    channel_id: Option<i64>,
    board_message_id: Option<i64>,
    status: Result<MatchStatus, StoreError>,
    snapshot: String,
    created_at: UnixMs,
    updated_at: UnixMs,
    origin: Option<String>,
    thread_id: Option<i64>,
}

pub(super) fn read_match_row(row: &Row<'_>) -> Result<MatchRow, StoreError> {
    Ok(MatchRow {
        id: row.get(0)?,
        game: row.get(1)?,
        guild_id: row.get(2)?,
        channel_id: row.get(3)?,
        board_message_id: row.get(4)?,
        status: row.get(5),
        snapshot: row.get(6)?,
        created_at: row.get(7)?,
        updated_at: row.get(8)?,
        origin: row.get(9)?,
        thread_id: row.get(10)?,
    })
}

/// A stored match from its row, its seats read from `conn`.
pub(super) fn decode_match_row<G: Game>(
    conn: &Db,
    counters: &Counters,
    row: MatchRow,
) -> Result<StoredMatch<G>, StoreError> {
    let id = MatchId(row.id);
    check_game::<G>(id, &row.game)?;
    let Some(origin) = &row.origin else {
        return Err(StoreError::Corrupt {
            match_id: id,
            what: "its setup is missing".to_string(),
        });
    };
    let status = row.status.map_err(|e| StoreError::Corrupt {
        match_id: id,
        what: format!("status: {e}"),
    })?;
    let setup = decode_origin::<G>(id, origin)?;
    let game = restore::<G>(counters, id, setup, &row.snapshot)?;
    Ok(StoredMatch {
        id,
        guild_id: id_from_sql(row.guild_id),
        channel_id: id_from_sql(row.channel_id),
        thread_id: id_from_sql(row.thread_id),
        board_message_id: id_from_sql(row.board_message_id),
        players: seat_players(conn, id)?,
        status,
        game,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

/// The player at each seat of match `id`, in seat order.
pub(crate) fn seat_players(conn: &Db, id: MatchId) -> Result<Seats<Option<PlayerId>>, StoreError> {
    let rows = conn.query(
        "SELECT seat, player_id FROM match_seats WHERE match_id = ?1 ORDER BY seat",
        args![id.0],
        |r| Ok((r.get::<i64>(0)?, r.get::<Option<i64>>(1)?)),
    )?;
    let mut players = Vec::new();
    for (seat, player) in rows {
        next_seat_row(id, seat, players.len())?;
        players.push(id_from_sql(player));
    }
    Ok(players.into())
}

/// Decodes the stored origin (the game's setup) of a match.
pub(crate) fn decode_origin<G: Game>(id: MatchId, origin: &str) -> Result<G::Setup, StoreError> {
    serde_json::from_str(origin).map_err(|e| StoreError::Corrupt {
        match_id: id,
        what: format!("setup: {e}"),
    })
}

/// Rebuilds a stored match from its setup and snapshot text.
pub(crate) fn restore<G: Game>(
    counters: &Counters,
    id: MatchId,
    setup: G::Setup,
    snapshot: &str,
) -> Result<G, StoreError> {
    counters
        .restores
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let corrupt = |what: String| StoreError::Corrupt { match_id: id, what };
    let snapshot: G::Snapshot =
        serde_json::from_str(snapshot).map_err(|e| corrupt(format!("snapshot: {e}")))?;
    G::restore(setup, snapshot).map_err(|e| corrupt(e.to_string()))
}
