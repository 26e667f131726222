//! Players' saved armies: saving one under a name (checked as for a match), listing, showing and
//! deleting them. A saved army's name can stand for the army wherever an army is asked for.

use super::army_error;
use super::{Challenges, HostError};
use crate::games::invictus::rules::{Army, Version};
use crate::phrase;
use crate::store::PlayerId;

/// How many armies one player may keep (the most a Discord menu or autocomplete can offer).
pub const MAX_SAVED_ARMIES: usize = 25;

/// The longest name of a saved army.
pub const MAX_ARMY_NAME: usize = 32;

/// A saved army: its name and the army, as it was checked when saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedArmy {
    pub name: String,
    pub army: Army,
}

impl SavedArmy {
    /// Whether the army has the size of a Light Match's (10 Soldiers) rather than a full one's.
    pub fn is_light(&self) -> bool {
        self.army.soldier_total() == 10
    }
}

/// Checks a name for a saved army: 1 to 32 letters, digits, spaces, `-` or `_`, and not a
/// preset's name (a preset always means the preset).
pub fn check_army_name(name: &str) -> Result<String, HostError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() || name.chars().count() > MAX_ARMY_NAME {
        return Err(HostError::Refused(phrase!(
            "refused-army-name-length",
            max = MAX_ARMY_NAME
        )));
    }
    if !name
        .chars()
        .all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')
    {
        return Err(HostError::Refused(phrase!("refused-army-name-characters")));
    }
    if Version::from_key(&name.to_lowercase()).is_some() {
        return Err(HostError::Refused(phrase!(
            "refused-army-name-preset",
            name = name.as_str()
        )));
    }
    Ok(name)
}

/// Parses and checks an army text for saving: a full army (20 Soldiers) or a Light one (10).
pub fn check_army(text: &str) -> Result<Army, HostError> {
    let army = Army::parse(text, false).map_err(|e| {
        HostError::Refused(phrase!("refused-army-invalid", reason = army_error(&e)))
    })?;
    match army.validate(false) {
        Ok(()) => Ok(army),
        Err(full) => army.validate(true).map(|()| army.clone()).map_err(|_| {
            HostError::Refused(phrase!("refused-army-invalid", reason = army_error(&full)))
        }),
    }
}

fn saved(name: String, text: &str) -> Option<SavedArmy> {
    // A row that no longer reads as an army (edited by hand, say) is left out, not fatal.
    match Army::parse(text, false) {
        Ok(army) => Some(SavedArmy { name, army }),
        Err(e) => {
            tracing::warn!(name, error = %e, "a saved army does not read as an army");
            None
        }
    }
}

impl Challenges<'_> {
    /// Resolves an army option: a saved army of `player`, a preset or an army text.
    pub async fn resolve_army(
        &self,
        player: PlayerId,
        spec: &str,
        light: bool,
    ) -> Result<Army, HostError> {
        let saved = self.saved_of(player).await?;
        crate::games::invictus::resolve_army(spec, &saved, light).map_err(|e| {
            HostError::Refused(phrase!("refused-army-invalid", reason = army_error(&e)))
        })
    }

    /// Saves `text` (a preset or army text) as `player`'s army `name`, replacing an army of
    /// that name. Refused if the name or the army is not valid, or the player has too many.
    pub async fn save_army(
        &self,
        player: PlayerId,
        name: &str,
        text: &str,
    ) -> Result<SavedArmy, HostError> {
        let name = check_army_name(name)?;
        let army = check_army(text)?;
        let now = self.host.now();
        let stored_name = name.clone();
        let stored_text = army.to_string();
        self.host
            .store
            .call(move |s| {
                // Counted with the player's row locked: two saves at once (even in two
                // processes) cannot both pass the limit.
                s.lock_player(player, now)?;
                let armies = s.saved_armies(player)?;
                let replaces = armies
                    .iter()
                    .any(|(n, _)| n.eq_ignore_ascii_case(&stored_name));
                if !replaces && armies.len() >= MAX_SAVED_ARMIES {
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
        Ok(SavedArmy { name, army })
    }

    /// `player`'s saved armies, by name.
    pub async fn saved_armies(&self, player: PlayerId) -> Result<Vec<SavedArmy>, HostError> {
        let rows = self
            .host
            .store
            .call(move |s| s.saved_armies(player))
            .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(name, text)| saved(name, &text))
            .collect())
    }

    /// `player`'s saved army `name` (any case), if there is one.
    pub async fn saved_army(
        &self,
        player: PlayerId,
        name: &str,
    ) -> Result<Option<SavedArmy>, HostError> {
        let name = name.trim().to_string();
        Ok(self
            .saved_armies(player)
            .await?
            .into_iter()
            .find(|a| a.name.eq_ignore_ascii_case(&name)))
    }

    /// Deletes `player`'s saved army `name`; refused if there is none of that name.
    pub async fn delete_army(&self, player: PlayerId, name: &str) -> Result<(), HostError> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked_and_tidied() {
        assert_eq!(check_army_name("  my   rush ").unwrap(), "my rush");
        assert!(check_army_name("").is_err());
        assert!(check_army_name(&"x".repeat(33)).is_err());
        assert!(check_army_name("a<b>").is_err());
        assert!(
            check_army_name("Shogun").is_err(),
            "a preset's name always means the preset"
        );
        assert!(check_army_name("Shogun rush").is_ok());
    }

    #[test]
    fn armies_are_checked_as_for_a_match_full_or_light() {
        assert_eq!(check_army("king").unwrap().soldier_total(), 20);
        let light = "leader=shogun blue=samurai:2 green=guardian:2 red=arbalist:2 \
                     yellow=anubis:2 purple=wizard:2";
        assert_eq!(check_army(light).unwrap().soldier_total(), 10);
        let short = "leader=shogun blue=samurai:4 green=guardian:4";
        let refused = check_army(short).unwrap_err().to_string();
        assert!(refused.contains("exactly 20"), "{refused}");
        assert!(check_army("leader=samurai blue=samurai:20").is_err());
    }
}
