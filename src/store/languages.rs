//! The languages players and servers chose, and each server's Discord locale, as written: the
//! hosting layer gives them their meaning.

use super::db::args;
use super::types::UnixMs;
use super::{GuildId, PlayerId, Store, StoreError};

/// Every language setting there is, read at once: (player, language) and (server, chosen
/// language, Discord locale).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LanguageRows {
    pub players: Vec<(PlayerId, String)>,
    pub guilds: Vec<(GuildId, Option<String>, Option<String>)>,
}

impl Store {
    /// Every stored language choice and server locale.
    pub fn language_rows(&self) -> Result<LanguageRows, StoreError> {
        let players = self.db.query(
            "SELECT id, language FROM players WHERE language IS NOT NULL ORDER BY id",
            args![],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let guilds = self.db.query(
            "SELECT id, language, discord_locale FROM guilds ORDER BY id",
            args![],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        Ok(LanguageRows { players, guilds })
    }

    /// Sets (or clears, with `None`) the language a player chose for their own replies.
    pub fn set_player_language(
        &mut self,
        id: PlayerId,
        language: Option<&str>,
        now: UnixMs,
    ) -> Result<(), StoreError> {
        self.db.execute(
            "INSERT INTO players (id, language, created_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET language = excluded.language",
            args![id, language, now],
        )?;
        Ok(())
    }

    /// Sets (or clears, with `None`) the language a server chose for its public messages.
    pub fn set_guild_language(
        &mut self,
        id: GuildId,
        language: Option<&str>,
    ) -> Result<(), StoreError> {
        self.db.execute(
            "INSERT INTO guilds (id, language) VALUES (?1, ?2)
             ON CONFLICT (id) DO UPDATE SET language = excluded.language",
            args![id, language],
        )?;
        Ok(())
    }

    /// Records a server's locale as Discord reported it.
    pub fn set_guild_locale(&mut self, id: GuildId, locale: &str) -> Result<(), StoreError> {
        self.db.execute(
            "INSERT INTO guilds (id, discord_locale) VALUES (?1, ?2)
             ON CONFLICT (id) DO UPDATE SET discord_locale = excluded.discord_locale",
            args![id, locale],
        )?;
        Ok(())
    }
}
