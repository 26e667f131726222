//! A stored match written out as a file for its players (`/export`, `invictus db export`): an
//! Invictus match as its exported log, a Tactica match as its match log, each what `invictus
//! replay` reads.

use super::*;
use crate::games::tactica::{LoggedAction, TacticaLog};

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
        let corrupt = |what: String| StoreError::Corrupt { match_id: id, what };
        let written = |json: serde_json::Result<String>| json.map_err(|e| corrupt(e.to_string()));
        match game {
            GameKind::Invictus => {
                let exported = self.export_match(id)?;
                Ok(ExportedFile {
                    game,
                    status: exported.about.status,
                    guild_id: exported.about.guild_id,
                    players: exported
                        .about
                        .players
                        .iter()
                        .filter_map(|p| p.player)
                        .collect(),
                    actions: exported.log.actions.len(),
                    json: written(serde_json::to_string_pretty(&exported))?,
                })
            }
            GameKind::Tactica => {
                let (stored, log) = self.tactica_log(id)?;
                Ok(ExportedFile {
                    game,
                    status: stored.status,
                    guild_id: stored.guild_id,
                    players: stored.players.iter().filter_map(|(_, p)| *p).collect(),
                    actions: log.actions.len(),
                    json: written(serde_json::to_string_pretty(&log))?,
                })
            }
        }
    }

    /// A Tactica match and its log (setup, ruleset version, every action with its seat, outcome).
    pub fn tactica_log(
        &self,
        id: MatchId,
    ) -> Result<(StoredMatch<crate::games::tactica::Match>, TacticaLog), StoreError> {
        let stored = self.load_match::<crate::games::tactica::Match>(id)?;
        let mut log = TacticaLog::new(Game::setup(&stored.game), &stored.game.rules().version);
        log.actions = self
            .action_log::<crate::games::tactica::Match>(id)?
            .into_iter()
            .map(|(_, seat, action)| LoggedAction { seat, action })
            .collect();
        log.outcome = stored.game.outcome().cloned();
        Ok((stored, log))
    }

    /// A match written out for export: its setup and every action with its seat and time, and
    /// where and by whom it was played. It shows everything, the draw order included (through
    /// the seed): the caller decides who may have it.
    pub fn export_match(
        &self,
        id: MatchId,
    ) -> Result<crate::games::invictus::replay::ExportedMatch, StoreError> {
        use crate::games::invictus::replay::{
            AboutMatch, ExportedMatch, MatchLog, PlayedAction, SeatPlayer,
        };
        use crate::games::invictus_seat;
        let stored = self.load_match::<crate::games::invictus::rules::Match>(id)?;
        let log = self.timed_action_log::<crate::games::invictus::rules::Match>(id)?;
        let corrupt = |what: String| StoreError::Corrupt { match_id: id, what };
        let log = log
            .into_iter()
            .map(|(version, seat, action, at)| {
                invictus_seat(seat)
                    .map(|seat| (version, seat, action, at))
                    .ok_or_else(|| corrupt(format!("action {version}: no Invictus seat {seat}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let played = log
            .iter()
            .map(|&(version, seat, _, at)| PlayedAction { version, seat, at })
            .collect();
        let game = &stored.game;
        Ok(ExportedMatch {
            log: MatchLog {
                setup: game.setup().clone(),
                actions: log.into_iter().map(|(_, _, action, _)| action).collect(),
            },
            played,
            about: AboutMatch {
                id: id.0,
                guild_id: stored.guild_id,
                players: game
                    .setup()
                    .settings
                    .mode
                    .seats()
                    .iter()
                    .map(|&seat| SeatPlayer {
                        seat,
                        player: stored.players.at(crate::games::seat_number(seat)),
                    })
                    .collect(),
                started_at: stored.created_at,
                last_action_at: stored.updated_at,
                status: stored.status,
                outcome: game.outcome(),
            },
        })
    }
}
