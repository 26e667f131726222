//! Units, wagons and the combat in progress on the board.

use super::*;

/// One unit on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub id: u16,
    pub owner: Seat,
    pub kind: UnitKind,
    /// The Archer's tier (its attack and range, T57); 1 for other units.
    pub tier: u8,
    /// Recruitment fatigue (T56): no movement, no combat until its owner's next turn.
    pub fatigued: bool,
    /// Own movement points left this turn.
    pub mp: u8,
    /// Wagon movement points left this turn (while driving, T50).
    pub wagon_mp: u8,
    /// This unit already had its wagon bonus this turn (T50).
    pub wagon_bonus_taken: bool,
    /// Its one Entering Combat this turn is spent.
    pub combat_used: bool,
    /// It moved or attacked this turn (the move lock, T27).
    pub acted: bool,
    /// The move-lock epoch in which it last acted; an acted unit of an older epoch is finished.
    pub epoch: u32,
    /// The Mountains' +1/+1 token (T30).
    pub mountain_token: bool,
    /// TROPHY counters, +1/+1 each (T116).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub trophies: u8,
    /// PAIN counters, −1/−1 each, permanent (T106).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pain: u8,
    /// DRAIN: its movement is cut at its owner's next turn start (T106).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub drained: bool,
    /// BRIBERY's token: it may not Enter Combat against Persians (T111).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bribed: bool,
    /// The unit's own counter or token still unspent: Qaraddu's spear (T88), the Cavalry
    /// Archer's Evasion (T108), the Immortal's Rebirth (T112).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub token: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A War Wagon on the board, or the Hittite Empire's Heavy Chariot (T99): a wagon equivalent.
/// Stored as its owner's seat alone when it is a War Wagon, as in snapshots before chariots.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wagon {
    pub owner: Seat,
    pub chariot: bool,
}

impl Wagon {
    pub fn war_wagon(owner: Seat) -> Wagon {
        Wagon {
            owner,
            chariot: false,
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum StoredWagon {
    Wagon(Seat),
    Chariot { owner: Seat, chariot: bool },
}

impl Serialize for Wagon {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.chariot {
            StoredWagon::Chariot {
                owner: self.owner,
                chariot: true,
            }
            .serialize(serializer)
        } else {
            self.owner.serialize(serializer)
        }
    }
}

impl<'de> Deserialize<'de> for Wagon {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match StoredWagon::deserialize(deserializer)? {
            StoredWagon::Wagon(owner) => Wagon::war_wagon(owner),
            StoredWagon::Chariot { owner, chariot } => Wagon { owner, chariot },
        })
    }
}

/// A card's or combat's bonus to one side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    pub attack: i32,
    pub defense: i32,
    pub poisoned: bool,
    /// Reflex cards on this side (two sides with Reflex cancel out, T46).
    pub reflex: u8,
}

/// The combat that an Entering Combat or Combat on the stack is about (T40).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub attacker: u16,
    pub attacker_owner: Seat,
    pub attacker_field: Field,
    /// The defending unit, or None for an empty wagon (T43).
    pub defender: Option<u16>,
    pub defender_owner: Seat,
    pub defender_field: Field,
    pub ranged: bool,
    /// [attacker, defender].
    pub bonus: [Bonus; 2],
    /// The attacker's Mountain token, consumed into this combat when its Entering Combat resolved.
    pub attacker_token: bool,
    /// Lydia's CHARGE: the attacker fights at +attack −defense (T100).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub charge: bool,
    /// Qaraddu's THROW: a ranged attack at range 1 with the spear's attack (T88).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub throw: bool,
    /// The optional abilities its owners were asked about while it resolved (Evasion, Rebirth:
    /// T108, T112), and their answers.
    #[serde(default, skip_serializing_if = "Answers::is_empty")]
    pub answers: Answers,
}
