//! The custom_id of every button and select menu, as a typed value: what it is for, the match,
//! the state version it was drawn for and the action. Parsing is strict; anything else is
//! "unknown", never a panic.
//!
//! A component of a match ends with the key of the match's game (`iv1:act:5:12:3:9876:tactica`),
//! so that a click goes to its game's handler without reading the store. Components posted
//! before games were named end without it; they still work, their game read from the match.
//!
//! An action is named by its index in the engine's `legal_actions()` at that version: the list
//! is deterministic for a state, and a prompt for another version is refused as out of date
//! before the index is looked at, so the index always names the action the player saw.

use crate::games::invictus::armies::check_army_name;
use crate::games::GameKind;
use std::fmt;

/// Every custom_id starts with this, so that a future format can tell the old ones apart.
const PREFIX: &str = "iv1";

/// What a button or select menu does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentId {
    /// Accept a challenge with the default army.
    Accept { challenge: i64 },
    /// Accept a challenge with the army picked in this select menu.
    AcceptWith { challenge: i64 },
    /// Decline (or, for the challenger, withdraw) a challenge.
    Decline { challenge: i64 },
    /// "My hand": a fresh private message with the hand and the actions open now.
    Hand { match_id: i64 },
    /// Apply the action at `index` of the legal actions at `version`.
    Act {
        match_id: i64,
        version: u64,
        index: u16,
        owner: Option<u64>,
    },
    /// A select menu of the private hand message; its values are [`PickValue`]s.
    Pick {
        match_id: i64,
        version: u64,
        owner: Option<u64>,
    },
    /// Back to the list of action groups.
    Back {
        match_id: i64,
        version: u64,
        owner: Option<u64>,
    },
    /// The public reaction-window prompt's "Respond".
    Respond { match_id: i64, version: u64 },
    /// The public reaction-window prompt's "Pass".
    Pass { match_id: i64, version: u64 },
    /// A Tactica board's draft button: ban or pick `empire` (T7), for the player drafting.
    Draft {
        match_id: i64,
        version: u64,
        empire: u8,
    },
    /// Confirm a resignation.
    Resign { match_id: i64, owner: Option<u64> },
    /// Claim the win after the opponent missed a deadline.
    Claim { match_id: i64 },
    /// Grant the late opponent more time instead.
    Grant { match_id: i64 },
    /// The hand message's standing-order menu; its value is a `StandingOrder` key.
    Orders { match_id: i64, owner: Option<u64> },
    /// A Tactica hand message's menu of standing orders for optional abilities; its value is
    /// an `AbilityOrder` key.
    AbilityOrders { match_id: i64, owner: Option<u64> },
    /// Propose a rematch of a finished duel (the game-over message's button).
    Rematch { match_id: i64 },
    /// A control of the army builder (see `builder`): `part` is which one, `state` the draft
    /// it was drawn for, `name` the army's.
    Build {
        owner: u64,
        state: u64,
        part: u8,
        name: ArmyName,
    },
}

/// The name of an army being built, as carried in the builder's ids: a name that
/// [`check_army_name`] keeps unchanged (1 to 32 letters, digits, spaces, `-` and
/// `_`), so never one with the ids' `:` separator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArmyName(String);

impl ArmyName {
    /// The name checked for saving (see [`check_army_name`]).
    pub fn checked(name: &str) -> Result<ArmyName, crate::hosting::HostError> {
        check_army_name(name)
            .map(ArmyName)
            .map_err(crate::hosting::HostError::Refused)
    }

    /// `name` as it is, if the check keeps it unchanged; `None` otherwise.
    pub fn exact(name: &str) -> Option<ArmyName> {
        match check_army_name(name) {
            Ok(checked) if checked == name => Some(ArmyName(checked)),
            _ => None,
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ArmyName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl ComponentId {
    /// The user a private message's component was drawn for: only they may use it. `None` for
    /// public components, and for private ones drawn before owners were written into ids.
    pub fn owner(&self) -> Option<u64> {
        match *self {
            ComponentId::Act { owner, .. }
            | ComponentId::Pick { owner, .. }
            | ComponentId::Back { owner, .. }
            | ComponentId::Resign { owner, .. }
            | ComponentId::Orders { owner, .. }
            | ComponentId::AbilityOrders { owner, .. } => owner,
            ComponentId::Build { owner, .. } => Some(owner),
            _ => None,
        }
    }

    /// The match this component acts on, if it acts on one.
    pub fn match_id(&self) -> Option<i64> {
        match *self {
            ComponentId::Hand { match_id }
            | ComponentId::Act { match_id, .. }
            | ComponentId::Pick { match_id, .. }
            | ComponentId::Back { match_id, .. }
            | ComponentId::Respond { match_id, .. }
            | ComponentId::Pass { match_id, .. }
            | ComponentId::Draft { match_id, .. }
            | ComponentId::Resign { match_id, .. }
            | ComponentId::Claim { match_id }
            | ComponentId::Grant { match_id }
            | ComponentId::Orders { match_id, .. }
            | ComponentId::AbilityOrders { match_id, .. }
            | ComponentId::Rematch { match_id } => Some(match_id),
            ComponentId::Accept { .. }
            | ComponentId::AcceptWith { .. }
            | ComponentId::Decline { .. }
            | ComponentId::Build { .. } => None,
        }
    }

    /// Whether this component belongs on a private message (and so must name its owner).
    pub fn is_private(&self) -> bool {
        matches!(
            self,
            ComponentId::Act { .. }
                | ComponentId::Pick { .. }
                | ComponentId::Back { .. }
                | ComponentId::Resign { .. }
                | ComponentId::Orders { .. }
                | ComponentId::AbilityOrders { .. }
                | ComponentId::Build { .. }
        )
    }
}

/// A match's component as posted: its id, then its match's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InGame {
    pub id: ComponentId,
    pub game: GameKind,
}

impl fmt::Display for InGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.id, self.game.key())
    }
}

impl ComponentId {
    /// This component of a match of `game`, as it is posted.
    pub fn in_game(self, game: GameKind) -> InGame {
        debug_assert!(self.match_id().is_some(), "{self} names no match");
        InGame { id: self, game }
    }

    /// A posted custom_id: the component, and the game it names if it names one (a component of
    /// a match posted since games were named). Strict as [`ComponentId`]'s parsing.
    pub fn parse_posted(text: &str) -> Result<(ComponentId, Option<GameKind>), UnknownId> {
        if text.chars().nth(100).is_some() {
            return Err(UnknownId(text.chars().take(100).collect()));
        }
        if let Some((rest, key)) = text.rsplit_once(':') {
            if let Some(game) = GameKind::from_key(key) {
                if let Ok(id) = ComponentId::parse_bare(rest) {
                    if id.match_id().is_some() {
                        return Ok((id, Some(game)));
                    }
                }
            }
        }
        ComponentId::parse_bare(text).map(|id| (id, None))
    }
}

/// `:{owner}` after an id drawn for one user.
struct OwnerSuffix(Option<u64>);

impl fmt::Display for OwnerSuffix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(owner) => write!(f, ":{owner}"),
            None => Ok(()),
        }
    }
}

/// A value of a [`ComponentId::Pick`] select menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickValue {
    /// Show a page of the list of action groups.
    Groups { page: u16 },
    /// Show a page of one group's actions.
    Group { group: u16, page: u16 },
    /// Apply the action at this index of the legal actions.
    Action { index: u16 },
}

/// A custom_id or value that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownId(pub String);

impl fmt::Display for UnknownId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown component id {:?}", self.0)
    }
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ComponentId::Accept { challenge } => write!(f, "{PREFIX}:accept:{challenge}"),
            ComponentId::AcceptWith { challenge } => write!(f, "{PREFIX}:acceptwith:{challenge}"),
            ComponentId::Decline { challenge } => write!(f, "{PREFIX}:decline:{challenge}"),
            ComponentId::Hand { match_id } => write!(f, "{PREFIX}:hand:{match_id}"),
            ComponentId::Rematch { match_id } => write!(f, "{PREFIX}:rematch:{match_id}"),
            ComponentId::Build {
                owner,
                state,
                part,
                ref name,
            } => {
                write!(f, "{PREFIX}:build:{part}:{state}:{owner}:{name}")
            }
            ComponentId::Act {
                match_id,
                version,
                index,
                owner,
            } => write!(
                f,
                "{PREFIX}:act:{match_id}:{version}:{index}{}",
                OwnerSuffix(owner)
            ),
            ComponentId::Pick {
                match_id,
                version,
                owner,
            } => {
                write!(
                    f,
                    "{PREFIX}:pick:{match_id}:{version}{}",
                    OwnerSuffix(owner)
                )
            }
            ComponentId::Back {
                match_id,
                version,
                owner,
            } => {
                write!(
                    f,
                    "{PREFIX}:back:{match_id}:{version}{}",
                    OwnerSuffix(owner)
                )
            }
            ComponentId::Respond { match_id, version } => {
                write!(f, "{PREFIX}:respond:{match_id}:{version}")
            }
            ComponentId::Pass { match_id, version } => {
                write!(f, "{PREFIX}:pass:{match_id}:{version}")
            }
            ComponentId::Draft {
                match_id,
                version,
                empire,
            } => write!(f, "{PREFIX}:draft:{match_id}:{version}:{empire}"),
            ComponentId::Resign { match_id, owner } => {
                write!(f, "{PREFIX}:resign:{match_id}{}", OwnerSuffix(owner))
            }
            ComponentId::Claim { match_id } => write!(f, "{PREFIX}:claim:{match_id}"),
            ComponentId::Grant { match_id } => write!(f, "{PREFIX}:grant:{match_id}"),
            ComponentId::Orders { match_id, owner } => {
                write!(f, "{PREFIX}:orders:{match_id}{}", OwnerSuffix(owner))
            }
            ComponentId::AbilityOrders { match_id, owner } => {
                write!(f, "{PREFIX}:aorders:{match_id}{}", OwnerSuffix(owner))
            }
        }
    }
}

/// A posted custom_id read as the component it is, whether or not it names its match's game.
impl std::str::FromStr for ComponentId {
    type Err = UnknownId;

    fn from_str(text: &str) -> Result<ComponentId, UnknownId> {
        ComponentId::parse_posted(text).map(|(id, _)| id)
    }
}

impl ComponentId {
    /// A custom_id without its game, strictly: anything else is unknown.
    fn parse_bare(text: &str) -> Result<ComponentId, UnknownId> {
        let unknown = || UnknownId(text.chars().take(100).collect());
        // Discord counts a custom_id's characters, not its bytes (an army's name may have
        // letters of several bytes).
        if text.chars().nth(100).is_some() {
            return Err(unknown());
        }
        let mut parts = text.split(':');
        if parts.next() != Some(PREFIX) {
            return Err(unknown());
        }
        let verb = parts.next().ok_or_else(unknown)?;
        let fields: Vec<&str> = parts.collect();
        let id = |i: usize| -> Result<i64, UnknownId> {
            let s = fields.get(i).ok_or_else(unknown)?;
            let n: i64 = s.parse().map_err(|_| unknown())?;
            if n <= 0 || s.starts_with('+') || s.starts_with('0') {
                return Err(unknown());
            }
            Ok(n)
        };
        let version = |i: usize| -> Result<u64, UnknownId> {
            let s = fields.get(i).ok_or_else(unknown)?;
            if s.starts_with('+') || (s.len() > 1 && s.starts_with('0')) {
                return Err(unknown());
            }
            s.parse().map_err(|_| unknown())
        };
        let arity = |n: usize| {
            if fields.len() == n {
                Ok(())
            } else {
                Err(unknown())
            }
        };
        // A private component may end with the user it was drawn for.
        let owned = |n: usize| -> Result<Option<u64>, UnknownId> {
            match fields.len() {
                len if len == n => Ok(None),
                len if len == n + 1 => Ok(Some(id(n)? as u64)),
                _ => Err(unknown()),
            }
        };
        let parsed = match verb {
            "accept" => {
                arity(1)?;
                ComponentId::Accept { challenge: id(0)? }
            }
            "acceptwith" => {
                arity(1)?;
                ComponentId::AcceptWith { challenge: id(0)? }
            }
            "decline" => {
                arity(1)?;
                ComponentId::Decline { challenge: id(0)? }
            }
            "hand" => {
                arity(1)?;
                ComponentId::Hand { match_id: id(0)? }
            }
            "rematch" => {
                arity(1)?;
                ComponentId::Rematch { match_id: id(0)? }
            }
            "build" => {
                arity(4)?;
                ComponentId::Build {
                    part: u8::try_from(version(0)?).map_err(|_| unknown())?,
                    state: version(1)?,
                    owner: version(2)?,
                    name: ArmyName::exact(fields[3]).ok_or_else(unknown)?,
                }
            }
            "resign" => ComponentId::Resign {
                owner: owned(1)?,
                match_id: id(0)?,
            },
            "claim" => {
                arity(1)?;
                ComponentId::Claim { match_id: id(0)? }
            }
            "grant" => {
                arity(1)?;
                ComponentId::Grant { match_id: id(0)? }
            }
            "orders" => ComponentId::Orders {
                owner: owned(1)?,
                match_id: id(0)?,
            },
            "aorders" => ComponentId::AbilityOrders {
                owner: owned(1)?,
                match_id: id(0)?,
            },
            "act" => {
                let owner = owned(3)?;
                let index = version(2)?;
                ComponentId::Act {
                    match_id: id(0)?,
                    version: version(1)?,
                    index: u16::try_from(index).map_err(|_| unknown())?,
                    owner,
                }
            }
            "pick" | "back" => {
                let owner = owned(2)?;
                let (match_id, version) = (id(0)?, version(1)?);
                if verb == "pick" {
                    ComponentId::Pick {
                        match_id,
                        version,
                        owner,
                    }
                } else {
                    ComponentId::Back {
                        match_id,
                        version,
                        owner,
                    }
                }
            }
            "respond" | "pass" => {
                arity(2)?;
                let (match_id, version) = (id(0)?, version(1)?);
                if verb == "respond" {
                    ComponentId::Respond { match_id, version }
                } else {
                    ComponentId::Pass { match_id, version }
                }
            }
            "draft" => {
                arity(3)?;
                ComponentId::Draft {
                    match_id: id(0)?,
                    version: version(1)?,
                    empire: u8::try_from(version(2)?).map_err(|_| unknown())?,
                }
            }
            _ => return Err(unknown()),
        };
        Ok(parsed)
    }
}

impl fmt::Display for PickValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PickValue::Groups { page } => write!(f, "l:{page}"),
            PickValue::Group { group, page } => write!(f, "g:{group}:{page}"),
            PickValue::Action { index } => write!(f, "a:{index}"),
        }
    }
}

impl std::str::FromStr for PickValue {
    type Err = UnknownId;

    fn from_str(text: &str) -> Result<PickValue, UnknownId> {
        let unknown = || UnknownId(text.chars().take(100).collect());
        let parts: Vec<&str> = text.split(':').collect();
        let num = |i: usize| -> Result<u16, UnknownId> {
            let s = parts.get(i).ok_or_else(unknown)?;
            if s.starts_with('+') || (s.len() > 1 && s.starts_with('0')) {
                return Err(unknown());
            }
            s.parse().map_err(|_| unknown())
        };
        match (parts.first().copied(), parts.len()) {
            (Some("l"), 2) => Ok(PickValue::Groups { page: num(1)? }),
            (Some("g"), 3) => Ok(PickValue::Group {
                group: num(1)?,
                page: num(2)?,
            }),
            (Some("a"), 2) => Ok(PickValue::Action { index: num(1)? }),
            _ => Err(unknown()),
        }
    }
}

#[cfg(test)]
mod tests;
