//! A player's saved armies, as Invictus reads them: a name (checked and tidied), an army text
//! (checked as for a match, full or Light), and a saved row read back as an army.

use super::army_error;
use super::rules::{Army, ArmyError, Version};
use crate::games::Saved;
use crate::kit::lang::Phrase;
use crate::phrase;

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

    /// A saved row read back, or why it no longer reads as an army (edited by hand, say).
    pub fn read(name: &str, text: &str) -> Result<SavedArmy, ArmyError> {
        Army::parse(text, false).map(|army| SavedArmy {
            name: name.to_string(),
            army,
        })
    }

    /// Every saved row that reads as an army, in order; the others, named with why, beside.
    pub fn read_all(saved: &Saved) -> (Vec<SavedArmy>, Vec<(String, ArmyError)>) {
        let mut armies = Vec::new();
        let mut unreadable = Vec::new();
        for (name, text) in &saved.0 {
            match SavedArmy::read(name, text) {
                Ok(army) => armies.push(army),
                Err(e) => unreadable.push((name.clone(), e)),
            }
        }
        (armies, unreadable)
    }
}

/// Checks a name for a saved army: 1 to 32 letters, digits, spaces, `-` or `_`, and not a
/// preset's name (a preset always means the preset).
pub fn check_army_name(name: &str) -> Result<String, Phrase> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() || name.chars().count() > MAX_ARMY_NAME {
        return Err(phrase!("refused-army-name-length", max = MAX_ARMY_NAME));
    }
    if !name
        .chars()
        .all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')
    {
        return Err(phrase!("refused-army-name-characters"));
    }
    if Version::from_key(&name.to_lowercase()).is_some() {
        return Err(phrase!("refused-army-name-preset", name = name.as_str()));
    }
    Ok(name)
}

/// Parses and checks an army text for saving: a full army (20 Soldiers) or a Light one (10).
pub fn check_army(text: &str) -> Result<Army, Phrase> {
    let army = Army::parse(text, false)
        .map_err(|e| phrase!("refused-army-invalid", reason = army_error(&e)))?;
    match army.validate(false) {
        Ok(()) => Ok(army),
        Err(full) => army
            .validate(true)
            .map(|()| army.clone())
            .map_err(|_| phrase!("refused-army-invalid", reason = army_error(&full))),
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
