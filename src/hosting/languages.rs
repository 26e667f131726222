//! Which language each reader gets. A person's own replies: the language they chose, else their
//! Discord client's. A server's public messages (boards, pings, prompts, results): the language
//! the server chose, else the server's Discord locale. Anything without a catalog: English.
//!
//! The choices are few and read on every click, so they are read from the store once and kept;
//! on a database other processes share, read again every minute, so that a player's choice made
//! through another process reaches this one's replies within a minute.

use super::{HostError, People};
use crate::kit::lang::Lang;
use crate::store::{GuildId, PlayerId};
use std::collections::HashMap;
use std::sync::Mutex;

/// A server's languages: the one it chose, and the one of the locale its front end reports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GuildLanguage {
    pub chosen: Option<Lang>,
    pub discord: Option<Lang>,
    /// The locale as the front end reported it, so that an unchanged one is not written again.
    reported_locale: Option<std::sync::Arc<str>>,
}

impl GuildLanguage {
    /// The language of the server's public messages.
    pub fn public(self) -> Lang {
        self.chosen.or(self.discord).unwrap_or_default()
    }
}

/// What the host keeps of the language settings once read.
#[derive(Default)]
pub(super) struct Languages {
    /// When the settings were last read (`None`: not yet).
    read_at: tokio::sync::Mutex<Option<std::time::Instant>>,
    /// Whether they were read once: on a database of this process alone, never again (every
    /// click asks, without taking a lock).
    read_once: std::sync::atomic::AtomicBool,
    players: Mutex<HashMap<PlayerId, Lang>>,
    guilds: Mutex<HashMap<GuildId, GuildLanguage>>,
}

impl People<'_> {
    /// Reads every language setting once (again after a minute on a shared database).
    async fn languages(&self) -> &Languages {
        const SHARED_REREAD: std::time::Duration = std::time::Duration::from_secs(60);
        let languages = &self.host.languages;
        let shared = self.host.store.is_shared();
        if !shared
            && languages
                .read_once
                .load(std::sync::atomic::Ordering::Acquire)
        {
            return languages;
        }
        let mut read_at = languages.read_at.lock().await;
        let due = match *read_at {
            None => true,
            Some(at) => shared && at.elapsed() >= SHARED_REREAD,
        };
        if !due {
            return languages;
        }
        let loaded = async {
            {
                let rows = self.host.store.call(|s| s.language_rows()).await?;
                let mut players = languages.players.lock().unwrap_or_else(|e| e.into_inner());
                players.clear();
                for (id, code) in rows.players {
                    if let Some(lang) = Lang::from_locale(&code) {
                        players.insert(id, lang);
                    }
                }
                let mut guilds = languages.guilds.lock().unwrap_or_else(|e| e.into_inner());
                for (id, chosen, locale) in rows.guilds {
                    guilds.insert(
                        id,
                        GuildLanguage {
                            chosen: chosen.as_deref().and_then(Lang::from_locale),
                            discord: locale.as_deref().and_then(Lang::from_locale),
                            reported_locale: locale.map(std::sync::Arc::from),
                        },
                    );
                }
                Ok::<(), HostError>(())
            }
        }
        .await;
        match loaded {
            Ok(()) => {
                *read_at = Some(std::time::Instant::now());
                languages
                    .read_once
                    .store(true, std::sync::atomic::Ordering::Release);
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the language settings; English until they can be read")
            }
        }
        languages
    }

    /// The language a player chose for their own replies, if they chose one.
    pub async fn player_language(&self, user: PlayerId) -> Option<Lang> {
        let languages = self.languages().await;
        let players = languages.players.lock().unwrap_or_else(|e| e.into_inner());
        players.get(&user).copied()
    }

    /// The language of a reply to `user`, whose Discord client speaks `client_locale`.
    pub async fn reader_language(&self, user: PlayerId, client_locale: &str) -> Lang {
        match self.player_language(user).await {
            Some(lang) => lang,
            None => Lang::from_locale_or_english(Some(client_locale)),
        }
    }

    /// Sets (or clears) the language of `user`'s own replies.
    pub async fn set_player_language(
        &self,
        user: PlayerId,
        lang: Option<Lang>,
    ) -> Result<(), HostError> {
        let now = self.host.now();
        let languages = self.languages().await;
        let code = lang.map(Lang::code);
        self.host
            .store
            .call(move |s| s.set_player_language(user, code, now))
            .await?;
        let mut players = languages.players.lock().unwrap_or_else(|e| e.into_inner());
        match lang {
            Some(lang) => players.insert(user, lang),
            None => players.remove(&user),
        };
        Ok(())
    }

    /// A server's languages (all unset for a direct message, `None`).
    pub async fn guild_language(&self, guild: Option<GuildId>) -> GuildLanguage {
        let Some(guild) = guild else {
            return GuildLanguage::default();
        };
        let languages = self.languages().await;
        let guilds = languages.guilds.lock().unwrap_or_else(|e| e.into_inner());
        guilds.get(&guild).cloned().unwrap_or_default()
    }

    /// The language of a server's public messages.
    pub async fn public_language(&self, guild: Option<GuildId>) -> Lang {
        self.guild_language(guild).await.public()
    }

    /// Sets (or clears) the language a server chose for its public messages.
    pub async fn set_guild_language(
        &self,
        guild: GuildId,
        lang: Option<Lang>,
    ) -> Result<(), HostError> {
        let languages = self.languages().await;
        let code = lang.map(Lang::code);
        self.host
            .store
            .call(move |s| s.set_guild_language(guild, code))
            .await?;
        let mut guilds = languages.guilds.lock().unwrap_or_else(|e| e.into_inner());
        guilds.entry(guild).or_default().chosen = lang;
        Ok(())
    }

    /// Remembers a server's locale as its front end reports it (Discord: with an interaction, one
    /// of Discord's locales); written only when it changed.
    pub async fn note_guild_locale(&self, guild: GuildId, locale: &str) {
        let languages = self.languages().await;
        {
            let guilds = languages.guilds.lock().unwrap_or_else(|e| e.into_inner());
            if guilds
                .get(&guild)
                .and_then(|g| g.reported_locale.as_deref())
                == Some(locale)
            {
                return;
            }
        }
        let reported = locale.to_string();
        if let Err(e) = self
            .host
            .store
            .call(move |s| s.set_guild_locale(guild, &reported))
            .await
        {
            tracing::warn!(error = %e, "cannot record a server's locale");
            return;
        }
        let mut guilds = languages.guilds.lock().unwrap_or_else(|e| e.into_inner());
        let entry = guilds.entry(guild).or_default();
        entry.reported_locale = Some(std::sync::Arc::from(locale));
        entry.discord = Lang::from_locale(locale);
    }
}
