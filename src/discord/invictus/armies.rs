//! Invictus's saved armies on Discord: hosting keeps a player's saved choices as text, and the
//! army commands, the builder and the challenge menus read them here as armies.

use crate::discord::Bot;
use crate::games::invictus::armies::SavedArmy;
use crate::games::invictus::rules::{Army, Catalog, Match};
use crate::games::invictus::{army_error, resolve_army};
use crate::hosting::{HostError, PlayerId};
use crate::phrase;

impl Bot {
    /// Invictus's card numbers (what new Invictus matches are dealt with).
    pub(in crate::discord) fn catalog(&self) -> &Catalog {
        &self.host.game_data().invictus
    }

    /// `player`'s saved armies, by name. A saved row that no longer reads as an army (edited
    /// by hand, say) is left out with a warning, not fatal.
    pub(in crate::discord) async fn saved_armies(
        &self,
        player: PlayerId,
    ) -> Result<Vec<SavedArmy>, HostError> {
        let saved = self.host.challenges().saved_choices(player).await?;
        let (armies, unreadable) = SavedArmy::read_all(&saved);
        for (name, error) in unreadable {
            tracing::warn!(name, %error, "a saved army does not read as an army");
        }
        Ok(armies)
    }

    /// `player`'s saved army `name` (any case), if there is one.
    pub(in crate::discord) async fn saved_army(
        &self,
        player: PlayerId,
        name: &str,
    ) -> Result<Option<SavedArmy>, HostError> {
        let name = name.trim();
        Ok(self
            .saved_armies(player)
            .await?
            .into_iter()
            .find(|a| a.name.eq_ignore_ascii_case(name)))
    }

    /// Saves `text` (a preset or army text) as `player`'s army `name`, replacing an army of that
    /// name. Refused if the name or the army is not valid, or the player has too many.
    pub(in crate::discord) async fn save_army(
        &self,
        player: PlayerId,
        name: &str,
        text: &str,
    ) -> Result<SavedArmy, HostError> {
        let (name, text) = self
            .host
            .challenges()
            .save_choice::<Match>(player, name, text)
            .await?;
        SavedArmy::read(&name, &text).map_err(|e| {
            HostError::Refused(phrase!("refused-army-invalid", reason = army_error(&e)))
        })
    }

    /// An army option read: a saved army of `player`, a preset or an army text.
    pub(in crate::discord) async fn resolve_army(
        &self,
        player: PlayerId,
        spec: &str,
        light: bool,
    ) -> Result<Army, HostError> {
        let saved = self.host.challenges().saved_choices(player).await?;
        resolve_army(spec, &saved, light).map_err(|e| {
            HostError::Refused(phrase!("refused-army-invalid", reason = army_error(&e)))
        })
    }
}
