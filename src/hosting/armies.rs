//! Players' saved choices (Invictus: their armies): saving one under a name, as its game checks
//! it, listing and deleting them. A saved choice's name can stand for the choice wherever the
//! game asks for one.

use super::{Challenges, HostError};
use crate::games::Offered;
use crate::phrase;
use crate::store::PlayerId;

/// How many choices one player may keep (the most a Discord menu or autocomplete can offer).
pub const MAX_SAVED_ARMIES: usize = 25;

impl Challenges<'_> {
    /// Saves `text` as `player`'s choice `name` for matches of `G`, both as the game checks and
    /// tidies them, replacing a choice of that name; returns the name and text as kept. Refused
    /// if the game refuses them, or the player has too many.
    pub async fn save_choice<G: Offered>(
        &self,
        player: PlayerId,
        name: &str,
        text: &str,
    ) -> Result<(String, String), HostError> {
        let (name, text) = G::check_saved(name, text).map_err(HostError::Refused)?;
        let now = self.host.now();
        let (stored_name, stored_text) = (name.clone(), text.clone());
        self.host
            .store
            .call(move |s| {
                // Counted with the player's row locked: two saves at once (even in two
                // processes) cannot both pass the limit.
                s.lock_player(player, now)?;
                let saved = s.saved_armies(player)?;
                let replaces = saved
                    .iter()
                    .any(|(n, _)| n.eq_ignore_ascii_case(&stored_name));
                if !replaces && saved.len() >= MAX_SAVED_ARMIES {
                    return Ok(false);
                }
                s.save_army(player, &stored_name, &stored_text, now)?;
                Ok(true)
            })
            .await?
            .then_some(())
            .ok_or_else(|| {
                HostError::Refused(phrase!("refused-too-many-armies", max = MAX_SAVED_ARMIES))
            })?;
        Ok((name, text))
    }

    /// Deletes `player`'s saved choice `name`; refused if there is none of that name.
    pub async fn delete_choice(&self, player: PlayerId, name: &str) -> Result<(), HostError> {
        let key = name.trim().to_string();
        if self
            .host
            .store
            .call(move |s| s.delete_army(player, &key))
            .await?
        {
            Ok(())
        } else {
            Err(HostError::Refused(phrase!(
                "refused-no-such-army",
                name = name.trim()
            )))
        }
    }
}
