//! Match rows: the columns read, and decoding a row (setup, card numbers, snapshot) into a match,
//! a damaged row reported as damaged.

use super::*;

/// The columns [`read_match_row`] reads, from `matches m` joined with `match_origins o`.
pub(super) const MATCH_COLUMNS: &str =
    "m.id, guild_id, channel_id, board_message_id, player_a, player_b, \
    player_c, player_d, status, snapshot, created_at, updated_at, o.setup, o.cards, thread_id";

/// The condition that player `?1` plays in the match, at any seat.
pub(super) const PLAYS_IN: &str =
    "(player_a = ?1 OR player_b = ?1 OR player_c = ?1 OR player_d = ?1)";

/// The raw columns of a match row, decoded later so that one bad row cannot stop a listing.
pub(super) struct MatchRow {
    id: i64,
    guild_id: Option<i64>,
    channel_id: Option<i64>,
    board_message_id: Option<i64>,
    players: [Option<i64>; 4],
    status: String,
    snapshot: String,
    created_at: i64,
    updated_at: i64,
    setup: Option<String>,
    cards: Option<String>,
    thread_id: Option<i64>,
}

pub(super) fn read_match_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<MatchRow> {
    Ok(MatchRow {
        id: row.get(0)?,
        guild_id: row.get(1)?,
        channel_id: row.get(2)?,
        board_message_id: row.get(3)?,
        players: [row.get(4)?, row.get(5)?, row.get(6)?, row.get(7)?],
        status: row.get(8)?,
        snapshot: row.get(9)?,
        created_at: row.get(10)?,
        updated_at: row.get(11)?,
        setup: row.get(12)?,
        cards: row.get(13)?,
        thread_id: row.get(14)?,
    })
}

pub(super) fn decode_match_row(
    counters: &Counters,
    row: MatchRow,
) -> Result<StoredMatch, StoreError> {
    let id = MatchId(row.id);
    let (Some(setup), Some(cards)) = (&row.setup, &row.cards) else {
        return Err(StoreError::Corrupt {
            match_id: id,
            what: "its setup is missing".to_string(),
        });
    };
    let (setup, cards) = decode_origin(id, setup, cards)?;
    let game = restore(counters, id, setup, cards, &row.snapshot)?;
    Ok(StoredMatch {
        id,
        guild_id: id_from_sql(row.guild_id),
        channel_id: id_from_sql(row.channel_id),
        thread_id: id_from_sql(row.thread_id),
        board_message_id: id_from_sql(row.board_message_id),
        players: row.players.map(id_from_sql),
        status: row.status,
        game,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

/// Decodes the stored setup and card numbers of a match.
pub(crate) fn decode_origin(
    id: MatchId,
    setup: &str,
    cards: &str,
) -> Result<(MatchSetup, Vec<UnitCard>), StoreError> {
    let corrupt = |what: String| StoreError::Corrupt { match_id: id, what };
    let setup: MatchSetup =
        serde_json::from_str(setup).map_err(|e| corrupt(format!("setup: {e}")))?;
    let cards: Vec<UnitCard> =
        serde_json::from_str(cards).map_err(|e| corrupt(format!("cards: {e}")))?;
    Ok((setup, cards))
}

/// Rebuilds a stored match from its origin and snapshot text.
pub(crate) fn restore(
    counters: &Counters,
    id: MatchId,
    setup: MatchSetup,
    cards: Vec<UnitCard>,
    snapshot: &str,
) -> Result<Match, StoreError> {
    counters
        .restores
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let corrupt = |what: String| StoreError::Corrupt { match_id: id, what };
    let snapshot: MatchSnapshot =
        serde_json::from_str(snapshot).map_err(|e| corrupt(format!("snapshot: {e}")))?;
    Match::restore(setup, cards, snapshot).map_err(|e| corrupt(e.to_string()))
}
