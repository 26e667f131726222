//! What a Tactica player can do: regular actions on their turn, reactions and passes in a window,
//! answers to a decision, and surrender. Units are named by the field they stand on.

use super::abilities::AbilityAction;
use super::empires::{Cheaper, EmpireKind};
use super::map::Field;
use super::ruleset::{CardKind, UnitKind};
use super::state::Seat;
use serde::{Deserialize, Serialize};

/// The longest path a move can name (a unit's movement plus a wagon's, with room to spare).
pub const MAX_PATH: usize = 16;

/// A move's fields after the start, in order. Stored inline: no allocation in playouts.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Path {
    len: u8,
    steps: [Field; MAX_PATH],
}

impl Path {
    pub fn new() -> Path {
        Path {
            len: 0,
            steps: [0; MAX_PATH],
        }
    }

    /// None when the slice is longer than any move can be.
    pub fn from_slice(steps: &[Field]) -> Option<Path> {
        if steps.len() > MAX_PATH {
            return None;
        }
        let mut path = Path::new();
        path.steps[..steps.len()].copy_from_slice(steps);
        path.len = steps.len() as u8;
        Some(path)
    }

    pub fn push(&mut self, field: Field) -> bool {
        if self.len as usize >= MAX_PATH {
            return false;
        }
        self.steps[self.len as usize] = field;
        self.len += 1;
        true
    }

    pub fn steps(&self) -> &[Field] {
        &self.steps[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn last(&self) -> Option<Field> {
        self.steps().last().copied()
    }
}

impl Default for Path {
    fn default() -> Self {
        Path::new()
    }
}

impl std::fmt::Debug for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.steps().fmt(f)
    }
}

impl Serialize for Path {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.steps().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Path {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let steps = Vec::<Field>::deserialize(deserializer)?;
        Path::from_slice(&steps)
            .ok_or_else(|| serde::de::Error::custom(format!("a path has at most {MAX_PATH} steps")))
    }
}

/// What a recruitment puts on the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recruit {
    /// A unit type, at a tier for the Archer (1 for untiered units).
    Unit { kind: UnitKind, tier: u8 },
    /// A War Wagon, empty or under the owner's infantry on the field (T48).
    Wagon,
    /// The Hittite Empire's Heavy Chariot, like a War Wagon (T99).
    Chariot,
}

/// What an Action card is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardTarget {
    /// A unit (combat bonuses, Reflex, Fresh Horses, Swords to Ploughs).
    Unit { field: Field },
    /// Forced March: the unit or empty wagon on `field`, to the adjacent vacant field `to` (T69).
    Push { field: Field, to: Field },
    /// Reinforcements: the defender on `field` steps to `to`; a Light Infantry may take its place (T70).
    Reinforce {
        field: Field,
        to: Field,
        light_infantry: bool,
    },
    /// Intelligence: an opponent.
    Player { seat: Seat },
    /// Intuition: a card on the stack, by its item id (T75).
    StackCard { item: u32 },
}

/// Swords to Ploughs: what the destroyed unit's owner does with a Peasant (T73).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PeasantChoice {
    /// Recruit a free Peasant from the stash on this field.
    Place {
        field: Field,
    },
    /// Move one of their Peasants from `from` to `to`.
    Move {
        from: Field,
        to: Field,
    },
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "do")]
pub enum Action {
    /// The first step of a player's first turn (T8).
    ChooseCastle {
        castle: u8,
    },
    /// A move along a path (T26). `leave_wagon`: the first step leaves the wagon the unit drives.
    Move {
        unit: Field,
        path: Path,
        #[serde(default)]
        leave_wagon: bool,
    },
    /// Entering Combat against the unit or empty wagon on `target` (T39, T40).
    Attack {
        unit: Field,
        target: Field,
    },
    Recruit {
        what: Recruit,
        field: Field,
    },
    BuyCard,
    PlayCard {
        card: CardKind,
        target: CardTarget,
    },
    /// Look at the top card of the deck with a unit on the Temple (T36): free, once a turn.
    PeekTemple,
    EndTurn,
    /// Add nothing to the stack in this window.
    Pass,
    /// Leave the game (T11); any time, by any player still in.
    Surrender,
    /// No person is left in the match, only built-in players (hosting knows who is who): it is
    /// decided now by score, as at the turn cap (T15). Applied for a seat already out; never
    /// among a player's actions.
    Conclude,
    /// Decisions.
    Discard {
        card: CardKind,
    },
    /// Intelligence (T72): steal gold (true) or make them discard (false).
    Intelligence {
        steal: bool,
    },
    Peasant {
        choice: PeasantChoice,
    },
    PortFee {
        pay: bool,
    },
    /// After a Temple peek: put the card at the bottom of the deck (true) or leave it (false).
    PeekDecision {
        bottom: bool,
    },
    /// An alliance's conquest: the member who takes the castle (T62).
    GiveCastle {
        to: Seat,
    },
    /// The draft: ban an Empire (T7).
    BanEmpire {
        empire: EmpireKind,
    },
    /// The draft: pick an Empire; Media names its cheaper type with it (T9, T103).
    PickEmpire {
        empire: EmpireKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cheaper: Option<Cheaper>,
    },
    /// A series' draft: the last loser plays first (true) or second (T7).
    PlayFirst {
        first: bool,
    },
    /// An Empire's ability or Triumph, or an answer one asks for (T83–T119).
    Ability {
        ability: AbilityAction,
    },
}

impl Action {
    /// Decode an action from JSON (a log line, a stored click). Never panics.
    pub fn decode(bytes: &[u8]) -> Result<Action, String> {
        serde_json::from_slice(bytes).map_err(|e| format!("not a Tactica action: {e}"))
    }

    pub fn is_regular(&self) -> bool {
        matches!(
            self,
            Action::Move { .. }
                | Action::Attack { .. }
                | Action::Recruit { .. }
                | Action::BuyCard
                | Action::EndTurn
        )
    }
}
