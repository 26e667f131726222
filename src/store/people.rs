//! Players, their preferences and saved armies, and challenges.

use super::db::{args, Db};
use super::types::UnixMs;
use super::types::{ChallengeStatus, ChannelId, GuildId, MessageId, PlayerId};
use super::{ensure_player, MatchId, Store, StoreError, StoreTx};
use crate::games::{GameKind, SeatNo};

/// A challenge row's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChallengeId(pub i64);

/// A challenge: who, where, with which settings (JSON), until when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub guild_id: Option<GuildId>,
    pub channel_id: Option<ChannelId>,
    pub challenger: PlayerId,
    /// `None` for an open challenge anyone may accept.
    pub challenged: Option<PlayerId>,
    /// The game challenged to.
    pub game: GameKind,
    /// The terms (JSON): the game's offer and hosting's terms.
    pub settings: String,
    pub status: ChallengeStatus,
    pub created_at: UnixMs,
    pub expires_at: Option<UnixMs>,
    pub match_id: Option<MatchId>,
}

/// An invited seat of a challenge: who is invited to it, and once they accepted, what they chose
/// (an Invictus army; nothing for Tactica).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeSeat {
    pub seat: SeatNo,
    pub player: PlayerId,
    pub choice: Option<String>,
    pub accepted_at: Option<UnixMs>,
}

/// The invited seats of a challenge, in seat order (none for a duel challenged before every
/// challenge named its seats: its one invited player is `challenged_id`, in seat 1).
pub(crate) fn challenge_seats(
    conn: &Db,
    challenge: ChallengeId,
) -> Result<Vec<ChallengeSeat>, StoreError> {
    let rows = conn.query(
        "SELECT seat, player_id, army, accepted_at FROM challenge_seats
         WHERE challenge_id = ?1 ORDER BY seat",
        args![challenge.0],
        |r| {
            Ok((
                r.get::<i64>(0)?,
                r.get::<PlayerId>(1)?,
                r.get::<Option<String>>(2)?,
                r.get::<Option<UnixMs>>(3)?,
            ))
        },
    )?;
    let mut out = Vec::new();
    for (number, player, choice, accepted_at) in rows {
        let seat = SeatNo::try_from(number)
            .ok()
            .filter(|&seat| seat < 16)
            .ok_or_else(|| StoreError::CorruptChallenge {
                challenge: challenge.0,
                what: format!("unknown seat {number}"),
            })?;
        out.push(ChallengeSeat {
            seat,
            player,
            choice,
            accepted_at,
        });
    }
    Ok(out)
}

impl Store {
    /// The invited seats of a challenge, in seat order (none for a duel challenged before every
    /// challenge named its seats: its one invited player is `challenged_id`, in seat 1).
    pub fn challenge_seats(
        &self,
        challenge: ChallengeId,
    ) -> Result<Vec<ChallengeSeat>, StoreError> {
        challenge_seats(&self.db, challenge)
    }

    /// Creates the player if needed and updates the display name.
    pub fn upsert_player(
        &mut self,
        id: PlayerId,
        name: &str,
        now: UnixMs,
    ) -> Result<(), StoreError> {
        self.db.execute(
            "INSERT INTO players (id, name, created_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET name = excluded.name",
            args![id, name, now],
        )?;
        Ok(())
    }

    /// Stores a player's preferences (JSON).
    pub fn set_preferences(
        &mut self,
        id: PlayerId,
        json: &str,
        now: UnixMs,
    ) -> Result<(), StoreError> {
        self.db.execute(
            "INSERT INTO players (id, preferences, created_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET preferences = excluded.preferences",
            args![id, json, now],
        )?;
        Ok(())
    }

    /// A player's preferences (JSON), `None` for an unknown player.
    pub fn preferences(&self, id: PlayerId) -> Result<Option<String>, StoreError> {
        self.db.query_opt(
            "SELECT preferences FROM players WHERE id = ?1",
            args![id],
            |r| r.get(0),
        )
    }

    /// Creates the player's row if needed and locks it until the call's transaction ends (see
    /// [`super::lock_players`]): a check of a per-player limit made after it in the same call
    /// (one transaction, see [`super::AsyncStore::call`]) holds against other processes.
    pub fn lock_player(&mut self, player: PlayerId, now: UnixMs) -> Result<(), StoreError> {
        ensure_player(&self.db, player, now)?;
        super::lock_players(&self.db, &[player])
    }

    /// Saves (or replaces) a named army of a player, as army text. Names are unique per player
    /// without regard to case: saving "Rush" replaces "rush".
    pub fn save_army(
        &mut self,
        player: PlayerId,
        name: &str,
        army: &str,
        now: UnixMs,
    ) -> Result<(), StoreError> {
        let tx = self.db.begin()?;
        ensure_player(&tx, player, now)?;
        tx.execute(
            "DELETE FROM saved_armies WHERE player_id = ?1 AND lower(name) = lower(?2)",
            args![player, name],
        )?;
        tx.execute(
            "INSERT INTO saved_armies (player_id, name, army, created_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (player_id, name) DO UPDATE SET army = excluded.army",
            args![player, name, army, now],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// A player's saved armies, by name: (name, army text).
    pub fn saved_armies(&self, player: PlayerId) -> Result<Vec<(String, String)>, StoreError> {
        self.db.query(
            "SELECT name, army FROM saved_armies WHERE player_id = ?1
             ORDER BY lower(name), name",
            args![player],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    }

    /// Deletes a saved army (the name in any case); false if there was none of that name.
    pub fn delete_army(&mut self, player: PlayerId, name: &str) -> Result<bool, StoreError> {
        let n = self.db.execute(
            "DELETE FROM saved_armies WHERE player_id = ?1 AND lower(name) = lower(?2)",
            args![player, name],
        )?;
        Ok(n > 0)
    }

    pub fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        let row = self.db.query_opt(
            "SELECT id, guild_id, channel_id, challenger_id, challenged_id, settings, status,
                    created_at, expires_at, match_id, game
             FROM challenges WHERE id = ?1",
            args![id.0],
            |r| {
                Ok((
                    r.get::<i64>(0)?,
                    r.get::<Option<GuildId>>(1)?,
                    r.get::<Option<ChannelId>>(2)?,
                    r.get::<PlayerId>(3)?,
                    r.get::<Option<PlayerId>>(4)?,
                    r.get::<String>(5)?,
                    r.get::<ChallengeStatus>(6),
                    r.get::<UnixMs>(7)?,
                    r.get::<Option<UnixMs>>(8)?,
                    r.get::<Option<i64>>(9)?,
                    r.get::<GameKind>(10),
                ))
            },
        )?;
        let Some((
            rid,
            guild,
            channel,
            challenger,
            challenged,
            settings,
            status,
            created,
            expires,
            match_id,
            game,
        )) = row
        else {
            return Ok(None);
        };
        let game = game.map_err(|e| StoreError::CorruptChallenge {
            challenge: rid,
            what: format!("game: {e}"),
        })?;
        let status = status.map_err(|e| StoreError::CorruptChallenge {
            challenge: rid,
            what: format!("status: {e}"),
        })?;
        Ok(Some(Challenge {
            id: ChallengeId(rid),
            guild_id: guild,
            channel_id: channel,
            challenger,
            challenged,
            game,
            settings,
            status,
            created_at: created,
            expires_at: expires,
            match_id: match_id.map(MatchId),
        }))
    }

    /// Moves an open challenge to another status (and its match once accepted). Returns false
    /// if the challenge was not open any more, so that two clicks cannot both accept it.
    pub fn close_challenge(
        &mut self,
        id: ChallengeId,
        status: ChallengeStatus,
        match_id: Option<MatchId>,
    ) -> Result<bool, StoreError> {
        let n = self.db.execute(
            "UPDATE challenges SET status = ?2, match_id = ?3 WHERE id = ?1 AND status = ?4",
            args![id.0, status, match_id.map(|m| m.0), ChallengeStatus::Open],
        )?;
        Ok(n > 0)
    }

    /// The challenge match `id` was started from, if it was.
    pub fn challenge_of_match(&self, id: MatchId) -> Result<Option<ChallengeId>, StoreError> {
        Ok(self
            .db
            .query_opt(
                "SELECT id FROM challenges WHERE match_id = ?1 ORDER BY id LIMIT 1",
                args![id.0],
                |r| r.get(0),
            )?
            .map(ChallengeId))
    }

    /// Records the message that shows a challenge.
    pub fn set_challenge_message(
        &mut self,
        id: ChallengeId,
        message_id: MessageId,
    ) -> Result<(), StoreError> {
        self.db.execute(
            "UPDATE challenges SET message_id = ?2 WHERE id = ?1",
            args![id.0, message_id],
        )?;
        Ok(())
    }

    /// The message that shows a challenge, once posted.
    pub fn challenge_message(&self, id: ChallengeId) -> Result<Option<MessageId>, StoreError> {
        let found: Option<Option<MessageId>> = self.db.query_opt(
            "SELECT message_id FROM challenges WHERE id = ?1",
            args![id.0],
            |r| r.get(0),
        )?;
        Ok(found.flatten())
    }

    /// How many open challenges a player has made (for per-user limits).
    pub fn open_challenge_count(&self, challenger: PlayerId) -> Result<u64, StoreError> {
        open_challenge_count(&self.db, challenger)
    }

    /// Open challenges whose expiry is at or before `now`.
    pub fn expired_challenges(&self, now: UnixMs) -> Result<Vec<ChallengeId>, StoreError> {
        let [total, first, last] = self.share_args();
        self.db.query(
            &format!(
                "SELECT m.id FROM challenges m WHERE m.status = ?5 AND m.expires_at <= ?1
                   AND {} ORDER BY m.id",
                super::rows::SHARE_OF_M
            ),
            args![now, total, first, last, ChallengeStatus::Open],
            |r| Ok(ChallengeId(r.get(0)?)),
        )
    }
}

impl StoreTx<'_> {
    /// Records a new open challenge to a match of `game`; `seats` invites players to its seats
    /// (the challenger sits in seat 0), `challenged` is the first of them. Per-user limits are
    /// checked in the same transaction, after [`StoreTx::lock_players`].
    #[allow(clippy::too_many_arguments)]
    pub fn create_challenge(
        &mut self,
        game: GameKind,
        guild_id: Option<GuildId>,
        channel_id: Option<ChannelId>,
        challenger: PlayerId,
        challenged: Option<PlayerId>,
        seats: &[(SeatNo, PlayerId)],
        settings: &str,
        now: UnixMs,
        expires_at: Option<UnixMs>,
    ) -> Result<ChallengeId, StoreError> {
        let tx = &self.tx;
        for player in std::iter::once(challenger).chain(challenged) {
            ensure_player(tx, player, now)?;
        }
        let id: i64 = tx.query_one(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, challenged_id, settings,
                                     status, created_at, expires_at, game)
             VALUES (?1, ?2, ?3, ?4, ?5, ?8, ?6, ?7, ?9) RETURNING id",
            args![
                guild_id,
                channel_id,
                challenger,
                challenged,
                settings,
                now,
                expires_at,
                ChallengeStatus::Open,
                game
            ],
            |r| r.get(0),
        )?;
        let id = ChallengeId(id);
        for &(seat, player) in seats {
            ensure_player(tx, player, now)?;
            tx.execute(
                "INSERT INTO challenge_seats (challenge_id, seat, player_id) VALUES (?1, ?2, ?3)",
                args![id.0, super::seat_to_sql(seat), player],
            )?;
        }
        Ok(id)
    }

    /// How many open challenges a player has made (for per-user limits).
    pub fn open_challenge_count(&self, challenger: PlayerId) -> Result<u64, StoreError> {
        open_challenge_count(&self.tx, challenger)
    }

    /// How many matches a player is in now (for per-user limits).
    pub fn active_match_count(&self, player: PlayerId) -> Result<u64, StoreError> {
        super::active_match_count(&self.tx, player)
    }
}

fn open_challenge_count(db: &Db, challenger: PlayerId) -> Result<u64, StoreError> {
    let n: i64 = db.query_one(
        "SELECT count(*) FROM challenges WHERE status = ?2 AND challenger_id = ?1",
        args![challenger, ChallengeStatus::Open],
        |r| r.get(0),
    )?;
    Ok(n as u64)
}
