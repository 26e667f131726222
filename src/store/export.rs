//! A stored match written out as a file for its players (`/export`, `invictus db export`): each
//! game writes its own (`Game::export`), what `invictus replay` reads.

use super::*;
use crate::games::{ForGame, Offered, StoredFile};

/// A match written out, with what the caller needs to decide who may have it.
#[derive(Debug, Clone)]
pub struct ExportedFile {
    pub game: GameKind,
    pub status: MatchStatus,
    pub guild_id: Option<GuildId>,
    /// The people who played it.
    pub players: Vec<PlayerId>,
    /// How many actions it holds.
    pub actions: usize,
    /// The file's text (JSON).
    pub json: String,
}

impl ExportedFile {
    /// The file's name for match `id`.
    pub fn file_name(&self, id: MatchId) -> String {
        format!("{}-match-{}.json", self.game.key(), id.0)
    }
}

impl Store {
    /// Match `id` written out as its game's log file. It shows everything, the draw order
    /// included (through the seed): the caller decides who may have it, and when.
    pub fn export_file(&self, id: MatchId) -> Result<ExportedFile, StoreError> {
        let game = self.match_game(id)?.ok_or(StoreError::NoSuchMatch(id))?;
        game.visit(Export { store: self, id })
    }
}

/// Writing out a match of whichever game it is, through the game's [`Game::export`].
struct Export<'s> {
    store: &'s Store,
    id: MatchId,
}

impl ForGame for Export<'_> {
    type Output = Result<ExportedFile, StoreError>;

    fn run<G: Offered>(self) -> Self::Output {
        let id = self.id;
        let stored = self.store.load_match::<G>(id)?;
        let actions = self
            .store
            .timed_action_log::<G>(id)?
            .into_iter()
            .map(|(version, seat, action, at)| (version, seat, action, at.0))
            .collect();
        let file = StoredFile {
            id: id.0,
            game: &stored.game,
            guild_id: stored.guild_id.map(|g| g.0),
            players: stored.players.iter().map(|(_, p)| p.map(|p| p.0)).collect(),
            status: stored.status.key(),
            started_at_ms: stored.created_at.0,
            last_action_at_ms: stored.updated_at.0,
            actions,
        };
        let json = G::export(&file).map_err(|what| StoreError::Corrupt { match_id: id, what })?;
        Ok(ExportedFile {
            game: G::KIND,
            status: stored.status,
            guild_id: stored.guild_id,
            players: stored.players.iter().filter_map(|(_, p)| *p).collect(),
            actions: file.actions.len(),
            json,
        })
    }
}
