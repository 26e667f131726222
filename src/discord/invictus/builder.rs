//! The army builder: an ephemeral message with select menus (the Leader, the colour to edit, its
//! Soldier type and its count) that shows the army's numbers as it is built and saves it under
//! a name. The whole draft and the army's name travel in the components' ids, so a builder
//! survives a restart.

use crate::discord::ids::{ArmyName, ComponentId};
use crate::discord::render::{self, Component, Message, Style};
use crate::games::invictus::army_error;
use crate::games::invictus::rules::{Army, Catalog, Colour, SoldierCount, Version};
use crate::kit::lang::Lang;
use crate::tr;

/// The controls of the builder, as the `part` of their ids.
pub const LEADER: u8 = 0;
pub const COLOUR: u8 = 1;
pub const SOLDIER: u8 = 2;
pub const COUNT: u8 = 3;
pub const SAVE: u8 = 4;

/// The most Soldiers of one type the count menu offers (a full army has 20).
const MAX_COUNT: u8 = 20;

/// An army being built: the Leader's version, the colour being edited, and per colour the
/// version of its Soldier type (or none) and its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draft {
    pub leader: Version,
    pub editing: Colour,
    pub soldiers: [Option<(Version, u8)>; 5],
}

fn version_index(v: Version) -> u64 {
    Version::ALL.iter().position(|&x| x == v).unwrap_or(0) as u64
}

fn colour_index(c: Colour) -> usize {
    Colour::ALL.iter().position(|&x| x == c).unwrap_or(0)
}

impl Draft {
    /// The draft of an army (a Soldier type of each colour, counts up to 20).
    pub fn of(army: &Army) -> Draft {
        let mut soldiers = [None; 5];
        for s in &army.soldiers {
            if let Some(colour) = s.unit.colour() {
                soldiers[colour_index(colour)] = Some((s.unit.version(), s.count.min(MAX_COUNT)));
            }
        }
        Draft {
            leader: army.leader.version(),
            editing: Colour::ALL[0],
            soldiers,
        }
    }

    /// The army drawn from the draft (not yet validated).
    pub fn army(&self) -> Army {
        Army {
            leader: self.leader.leader(),
            soldiers: Colour::ALL
                .iter()
                .zip(self.soldiers)
                .filter_map(|(&colour, soldier)| {
                    let (version, count) = soldier?;
                    let unit = version
                        .soldiers()
                        .into_iter()
                        .find(|u| u.colour() == Some(colour))?;
                    (count > 0).then_some(SoldierCount { unit, count })
                })
                .collect(),
        }
    }

    /// The draft as a number: 3 bits of Leader, 3 of the edited colour, then per colour 3 bits
    /// of Soldier version (0: none) and 5 of count.
    pub fn encode(&self) -> u64 {
        let mut bits = version_index(self.leader) | (colour_index(self.editing) as u64) << 3;
        for (i, soldier) in self.soldiers.iter().enumerate() {
            let (version, count) =
                soldier.map_or((0, 0), |(v, n)| (version_index(v) + 1, n as u64));
            bits |= (version | count << 3) << (6 + 8 * i);
        }
        bits
    }

    /// The draft of a number made by [`Draft::encode`]; `None` for any other number.
    pub fn decode(bits: u64) -> Option<Draft> {
        if bits >> (6 + 8 * 5) != 0 {
            return None;
        }
        let leader = *Version::ALL.get((bits & 7) as usize)?;
        let editing = *Colour::ALL.get((bits >> 3 & 7) as usize)?;
        let mut soldiers = [None; 5];
        for (i, soldier) in soldiers.iter_mut().enumerate() {
            let part = bits >> (6 + 8 * i) & 0xff;
            let (version, count) = (part & 7, (part >> 3) as u8);
            if count > MAX_COUNT {
                return None;
            }
            *soldier = match version {
                0 if count == 0 => None,
                0 => return None,
                v => Some((*Version::ALL.get(v as usize - 1)?, count)),
            };
        }
        Some(Draft {
            leader,
            editing,
            soldiers,
        })
    }

    /// The draft after a choice `value` in control `part`; `None` if the value is not one the
    /// control offers.
    pub fn with(mut self, part: u8, value: &str) -> Option<Draft> {
        match part {
            LEADER => self.leader = Version::from_key(value)?,
            COLOUR => self.editing = Colour::from_key(value)?,
            SOLDIER => {
                let slot = &mut self.soldiers[colour_index(self.editing)];
                *slot = match value {
                    "none" => None,
                    key => Some((Version::from_key(key)?, slot.map_or(4, |(_, n)| n))),
                };
            }
            COUNT => {
                let count: u8 = value.parse().ok().filter(|n| (1..=MAX_COUNT).contains(n))?;
                let slot = &mut self.soldiers[colour_index(self.editing)];
                let (version, _) = (*slot)?;
                *slot = Some((version, count));
            }
            _ => return None,
        }
        Some(self)
    }
}

/// The first line of a builder message, which names the army being built.
pub fn heading(lang: Lang, name: &str) -> String {
    format!("🛠 {}", tr!(lang, "builder-heading", name = name))
}

/// The builder message for `owner`'s draft of army `name`.
pub fn message(
    lang: Lang,
    owner: u64,
    name: &ArmyName,
    draft: &Draft,
    catalog: &Catalog,
) -> Message {
    let state = draft.encode();
    let id = |part: u8| {
        ComponentId::Build {
            owner,
            state,
            part,
            name: name.clone(),
        }
        .to_string()
    };
    let name = name.as_str();
    let army = draft.army();
    let status = match (army.validate(false), army.validate(true)) {
        (Ok(()), _) => format!("✅ {}", tr!(lang, "builder-full")),
        (_, Ok(())) => format!("✅ {}", tr!(lang, "builder-light")),
        (Err(e), _) => tr!(
            lang,
            "builder-not-ready",
            reason = army_error(&e).text(lang)
        ),
    };
    let mut shown = render::army(lang, name, &army, catalog);
    shown.content = render::clip(
        &format!("{}\n{status}", heading(lang, name)),
        render::limits::CONTENT,
    );
    let option = |label: String, value: String| render::SelectOption {
        label: render::clip(&label, render::limits::OPTION_TEXT),
        value,
        description: None,
    };
    let editing = draft.editing;
    let current = draft.soldiers[colour_index(editing)];
    let soldier_name = |v: Version| {
        v.soldiers()
            .into_iter()
            .find(|u| u.colour() == Some(editing))
            .map_or("?", |u| u.name())
    };
    shown.rows = vec![
        vec![Component::Select {
            id: id(LEADER),
            placeholder: tr!(lang, "builder-leader", unit = draft.leader.leader().name()),
            options: Version::ALL
                .iter()
                .map(|v| option(v.leader().name().to_string(), v.key().to_string()))
                .collect(),
        }],
        vec![Component::Select {
            id: id(COLOUR),
            placeholder: tr!(lang, "builder-editing", colour = editing.key()),
            options: Colour::ALL
                .iter()
                .map(|c| {
                    option(
                        tr!(lang, "builder-edit", colour = c.key()),
                        c.key().to_string(),
                    )
                })
                .collect(),
        }],
        vec![Component::Select {
            id: id(SOLDIER),
            placeholder: match current {
                Some((v, _)) => tr!(
                    lang,
                    "builder-soldier",
                    colour = editing.key(),
                    unit = soldier_name(v)
                ),
                None => tr!(lang, "builder-soldier-none", colour = editing.key()),
            },
            options: std::iter::once(option(
                tr!(lang, "builder-no-soldier", colour = editing.key()),
                "none".into(),
            ))
            .chain(
                Version::ALL
                    .iter()
                    .map(|&v| option(soldier_name(v).to_string(), v.key().to_string())),
            )
            .collect(),
        }],
        vec![Component::Select {
            id: id(COUNT),
            placeholder: match current {
                Some((_, n)) => tr!(lang, "builder-count", colour = editing.key(), count = n),
                None => tr!(lang, "builder-count-none", colour = editing.key()),
            },
            options: (1..=MAX_COUNT)
                .map(|n| {
                    option(
                        tr!(
                            lang,
                            "builder-count-option",
                            colour = editing.key(),
                            count = n
                        ),
                        n.to_string(),
                    )
                })
                .collect(),
        }],
        vec![Component::Button {
            id: id(SAVE),
            label: tr!(lang, "builder-save", name = name),
            style: Style::Success,
        }],
    ];
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_round_trips_through_its_number_and_makes_its_army() {
        let army = Army::parse(
            "leader=odin blue=samurai:4 green=guardian:6 red=arbalist:2 yellow=anubis:8",
            false,
        )
        .unwrap();
        let draft = Draft::of(&army);
        assert_eq!(Draft::decode(draft.encode()), Some(draft));
        assert_eq!(draft.army(), army);
        let pure = Draft::of(&Army::pure(Version::Emperor));
        assert_eq!(pure.army(), Army::pure(Version::Emperor));
        assert_eq!(Draft::decode(u64::MAX), None);
        assert_eq!(Draft::decode(3 << 9), None, "a count without a type");
    }

    #[test]
    fn choices_change_the_draft_and_bad_values_are_refused() {
        let draft = Draft::of(&Army::pure(Version::King));
        let draft = draft.with(LEADER, "shogun").unwrap();
        let draft = draft.with(COLOUR, "purple").unwrap();
        let draft = draft.with(SOLDIER, "none").unwrap();
        assert!(
            draft.with(COUNT, "3").is_none(),
            "no count without a Soldier"
        );
        let draft = draft
            .with(COLOUR, "blue")
            .unwrap()
            .with(COUNT, "8")
            .unwrap();
        let army = draft.army();
        assert_eq!(army.leader, Version::Shogun.leader());
        assert_eq!(army.soldier_total(), 20);
        assert!(army.validate(false).is_ok());
        assert!(draft.with(COUNT, "21").is_none());
        assert!(draft.with(LEADER, "nobody").is_none());
        assert!(draft.with(9, "king").is_none());
    }

    #[test]
    fn the_builder_fits_discords_limits_and_names_its_army_in_its_ids() {
        let catalog = crate::games::invictus::cards::builtin();
        let draft = Draft::of(&Army::pure(Version::Tlatoani));
        let max = crate::games::invictus::armies::MAX_ARMY_NAME;
        for name in ["x".repeat(max), "é".repeat(max), "ř".repeat(max)] {
            let name = ArmyName::exact(&name).unwrap();
            for lang in crate::kit::lang::Lang::all() {
                let message = message(lang, u64::MAX, &name, &draft, catalog);
                message.check_limits().unwrap();
                assert!(
                    message.content.contains(name.as_str()),
                    "{}",
                    message.content
                );
                assert_eq!(message.rows.len(), 5);
                for component in message.rows.iter().flatten() {
                    let (Component::Button { id, .. } | Component::Select { id, .. }) = component;
                    match id.parse::<ComponentId>() {
                        Ok(ComponentId::Build {
                            owner,
                            state,
                            name: carried,
                            ..
                        }) => {
                            assert_eq!(owner, u64::MAX);
                            assert_eq!(Draft::decode(state), Some(draft));
                            assert_eq!(carried, name);
                        }
                        other => panic!("{id}: {other:?}"),
                    }
                }
            }
        }
    }
}
