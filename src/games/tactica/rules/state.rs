//! A Tactica match's state: the setup it is validated from, units and wagons on the board,
//! players, castles and ports, the deck, the one stack with its window, pending decisions, and
//! the snapshot that round-trips it.

use super::abilities::AbilityAction;
use super::action::{CardTarget, Path, Recruit};
use super::empires::{Cheaper, EmpireKind};
use super::map::{Board, Field, MapError, Terrain, WinRule};
use super::ruleset::{CardKind, Ruleset, UnitKind};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A player's seat: 0 to players − 1, in the order hosting lists them (not the turn order).
pub type Seat = u8;

/// The unchecked setup of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TacticaSetup {
    /// A map id: tactica-3p, tactica-4p or tactica-6p.
    pub map: String,
    pub players: u8,
    /// Fixed alliances (T120–T124): each a list of seats; empty for free for all.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alliances: Vec<Vec<Seat>>,
    pub seed: u64,
    /// Rounds after which the match is decided by score (T15); none for a real match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_cap: Option<u32>,
    /// Vanilla, or the EMPIRES expansion with a draft or with Empires given to each seat.
    #[serde(default, skip_serializing_if = "EmpireRule::is_vanilla")]
    pub empires: EmpireRule,
}

/// Whether a match is played with Empires, and how they are chosen (T7, T9).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EmpireRule {
    /// The base game: no Empires.
    #[default]
    Vanilla,
    /// The competitive draft: in a duel the draw winner bans, then the other player, and they
    /// pick in the same order; with more players, picks in the drawn order without bans.
    Draft,
    /// Each seat's Empire given (a simulation, a test): Empire ids by seat, Media's as
    /// `media/<unit id or wagon>` to name its cheaper type.
    Given(Vec<String>),
    /// The draft of a duel in a series (T7): the last match's loser bans and picks first, then
    /// chooses who plays first.
    Series { loser: Seat },
}

impl EmpireRule {
    pub fn is_vanilla(&self) -> bool {
        *self == EmpireRule::Vanilla
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SetupError {
    #[error(transparent)]
    Map(#[from] MapError),
    #[error("the map {map} is played by {allowed} players, not {players} (T5)")]
    Players {
        map: String,
        players: u8,
        allowed: String,
    },
    #[error("alliances: {0}")]
    Alliances(AllianceError),
    #[error("empires: {0}")]
    Empires(String),
    #[error("a snapshot does not fit this ruleset or map: {0}")]
    Snapshot(String),
}

/// Why proposed alliances cannot be played (T120).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AllianceError {
    #[error("alliances are played on the 4- and 6-castle maps only")]
    NotOnThisMap,
    #[error("there must be at least two alliances")]
    TooFew,
    #[error("alliances are all of two or all of three players")]
    UnevenSizes,
    #[error("every seat is in exactly one alliance")]
    SeatsNotOnce,
}

impl AllianceError {
    /// The key its reason is worded under in the catalogs (`tactica-setup-alliances`).
    pub fn key(self) -> &'static str {
        match self {
            AllianceError::NotOnThisMap => "not_on_this_map",
            AllianceError::TooFew => "too_few",
            AllianceError::UnevenSizes => "uneven_sizes",
            AllianceError::SeatsNotOnce => "seats_not_once",
        }
    }
}

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

/// A combat's answers to the optional abilities of its two units: per side (attacker 0,
/// defender 1), whether Evasion and Rebirth were asked, and whether they were used.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answers {
    pub asked: u8,
    pub used: u8,
    /// Where each side's Immortal steps aside to, when it uses Rebirth.
    #[serde(default)]
    pub rise_to: [Field; 2],
}

/// An optional ability a combat asks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Optional {
    Evasion,
    Rebirth,
}

impl Answers {
    fn bit(side: usize, which: Optional) -> u8 {
        let base = match which {
            Optional::Evasion => 0,
            Optional::Rebirth => 2,
        };
        1 << (base + side.min(1))
    }

    pub fn is_empty(&self) -> bool {
        self.asked == 0
    }

    /// The answer given for `side`'s `which`, if it was asked.
    pub fn get(&self, side: usize, which: Optional) -> Option<bool> {
        let bit = Answers::bit(side, which);
        (self.asked & bit != 0).then_some(self.used & bit != 0)
    }

    pub fn set(&mut self, side: usize, which: Optional, used: bool) {
        let bit = Answers::bit(side, which);
        self.asked |= bit;
        if used {
            self.used |= bit;
        } else {
            self.used &= !bit;
        }
    }
}

/// One item on the stack (T77): a regular action, a triggered action or a reaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackItem {
    pub id: u32,
    pub seat: Seat,
    pub item: Item,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Item {
    Move {
        unit: u16,
        from: Field,
        path: Path,
        leave_wagon: bool,
    },
    EnterCombat,
    Combat,
    Recruit {
        what: Recruit,
        field: Field,
    },
    BuyCard,
    Card {
        card: CardKind,
        target: CardTarget,
        /// The id of the unit the card names, when it names one: the card follows that unit if
        /// it is moved before the card resolves (0: no unit).
        #[serde(default)]
        unit: u16,
    },
    /// An Empire's activated ability or Triumph (T83). `unit`: the id of the unit it names
    /// (0: none); it fizzles if that unit is gone (T76).
    Ability {
        ability: AbilityAction,
        #[serde(default)]
        unit: u16,
    },
    /// A castle conquest by a side (a player, or an alliance by its first member), T58.
    Conquest {
        castle: u8,
        side: u8,
    },
    EndOfTurn,
    Passing,
    /// Draws a full hand put off while the card played to make room resolves (T65): it resolves
    /// as soon as it is on top, with no window of its own.
    Draw {
        draws: u8,
    },
}

/// A question one player must answer before play goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// Discard a card before drawing `draws` more (T65).
    DiscardToDraw { seat: Seat, draws: u8 },
    /// Intelligence: steal or make `target` discard (T72).
    Intelligence { seat: Seat, target: Seat },
    /// `seat` discards a card of their choice (Intelligence).
    DiscardChosen { seat: Seat },
    /// Swords to Ploughs: the owner's Peasant (T73).
    Peasant { seat: Seat, field: Field },
    /// A movement effect put `seat`'s unit on a Port Centre: pay the fee or go back to `back` (T34).
    PortFee {
        seat: Seat,
        field: Field,
        back: Field,
    },
    /// The Temple peek (T36): keep the card on top or put it at the bottom.
    Peek { seat: Seat },
    /// An alliance conquered `castle`: the chooser gives it to a member (T62).
    GiveCastle { seat: Seat, castle: u8, side: u8 },
    /// The draft: `seat` bans an Empire (T7).
    BanEmpire { seat: Seat },
    /// The draft: `seat` picks its Empire (T7, T9).
    PickEmpire { seat: Seat },
    /// A series' draft: the last loser chooses who plays first (T7).
    PlayOrder { seat: Seat },
    /// Media's THEFT at its End of turn: which opponent loses gold (T105).
    Theft { seat: Seat },
    /// Sumer's PATENT: show the card in hand slot `slot` (just drawn) for gold (T118).
    Patent { seat: Seat, slot: u8 },
    /// Parthia's COUNTERATTACK: pay to take `card`, which just resolved, into the hand (T107).
    Counterattack { seat: Seat, card: CardKind },
    /// A free Peasant on a vacant Keep field (of `castle` when given, else of any castle
    /// `seat` holds), for `why`: optional for CONSCRIPTION and SLAVERY, only its field for PLAN.
    FreePeasant {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        castle: Option<u8>,
        why: FreePeasantWhy,
    },
    /// Persia's CONSCRIPTION (T109): its conquest puts `loser` out; which of `loser`'s units
    /// Persia takes first. Then `loser` is out, and Persia draws the conquest's `draws`.
    Capture { seat: Seat, loser: Seat, draws: u8 },
    /// Eyes and Ears (T89): how many Intelligence cards `seat` takes, up to two.
    EyesAndEars { seat: Seat },
    /// Evasion (T108): spend the Cavalry Archer's counter on `field` to cancel the damage of
    /// the ranged combat being resolved, or take it.
    Evasion { seat: Seat, field: Field },
    /// Rebirth (T112): the Immortal on `field` about to die steps aside, for its token and the
    /// price, to a vacant neighbouring field of its owner's choice, or dies.
    Rebirth { seat: Seat, field: Field },
}

impl Decision {
    pub fn seat(&self) -> Seat {
        match *self {
            Decision::DiscardToDraw { seat, .. }
            | Decision::Intelligence { seat, .. }
            | Decision::DiscardChosen { seat }
            | Decision::Peasant { seat, .. }
            | Decision::PortFee { seat, .. }
            | Decision::Peek { seat }
            | Decision::GiveCastle { seat, .. }
            | Decision::BanEmpire { seat }
            | Decision::PickEmpire { seat }
            | Decision::PlayOrder { seat }
            | Decision::Theft { seat }
            | Decision::Patent { seat, .. }
            | Decision::Counterattack { seat, .. }
            | Decision::FreePeasant { seat, .. }
            | Decision::Capture { seat, .. }
            | Decision::EyesAndEars { seat }
            | Decision::Evasion { seat, .. }
            | Decision::Rebirth { seat, .. } => seat,
        }
    }
}

/// What gives a free Peasant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FreePeasantWhy {
    /// Persia's CONSCRIPTION at its first castle and each castle first conquered (T9, T109):
    /// "may recruit".
    Conscription,
    /// Babylon's SLAVERY for a killed enemy Peasant (T95): "may recruit".
    Slavery,
    /// The Architect's PLAN on a Village at Babylon's End of turn (T97): "recruit" (only the
    /// field is chosen).
    Plan,
}

impl FreePeasantWhy {
    /// Whether the Peasant may be declined.
    pub fn optional(self) -> bool {
        self != FreePeasantWhy::Plan
    }
}

/// What one player has been shown of hidden cards (T66).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowledge {
    /// Hands revealed to this player: (whose, the cards, the turn it was shown).
    pub hands: Vec<(Seat, Vec<CardKind>, u32)>,
    /// The top card of the deck seen from the Temple, and the turn.
    pub peek: Option<(CardKind, u32)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub gold: i32,
    pub hand: Vec<CardKind>,
    pub alive: bool,
    /// Has chosen a first castle (T8).
    pub started: bool,
    /// Placement points, fixed when eliminated (T13).
    pub placement: Option<u8>,
    /// The castles (by index) this player has conquered, each counted once (T14).
    pub conquered: u16,
    pub team: u8,
    pub cards_bought: u8,
    pub docks_recruits: u8,
    pub peeked: bool,
    pub knowledge: Knowledge,
    /// The Empire this player plays (none in Vanilla or before the pick).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empire: Option<EmpireKind>,
    /// Media's cheaper type, named at its pick (T9, T103).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cheaper: Option<Cheaper>,
    /// The Empire's Triumph has been played (T84: once per game).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub triumph_used: bool,
    /// Abilities used since this player's turn started, as bits of [`super::abilities::Ability`]
    /// (once per turn or per round, T83).
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub used: u64,
    /// Scythia's NOMADISM: it lost its last castle and plays its bonus turn (T114).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub nomad: bool,
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The last player or alliance standing (T12).
    LastStanding,
    /// More than half of the castles owned (T12).
    CastleMajority,
    /// The turn cap, decided by score and then castles (T15).
    TurnCap,
    /// No person was left in the match, only built-in players: decided as at the turn cap.
    NoPersonLeft,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    pub placement: u8,
    pub castle_points: u8,
    pub castles_held: u8,
}

impl Score {
    pub fn total(&self) -> u32 {
        self.placement as u32 + self.castle_points as u32
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    pub reason: EndReason,
    /// Every seat's score (the lexicon's competitive scoring), by seat.
    pub scores: Vec<Score>,
}

/// The serializable whole of a match. Map and ruleset are named, not copied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TacticaSnapshot {
    pub setup: TacticaSetup,
    pub version: u64,
    pub rng: Pcg64Mcg,
    pub order: Vec<Seat>,
    pub active: u8,
    pub turn: u32,
    pub round: u32,
    pub players: Vec<Player>,
    pub units: Vec<Option<Unit>>,
    pub wagons: Vec<Option<Wagon>>,
    pub castle_owner: Vec<Option<Seat>>,
    pub plundered: Vec<bool>,
    pub port_since: Vec<u32>,
    pub looted: Vec<u32>,
    pub deck: Vec<CardKind>,
    pub discard: Vec<CardKind>,
    pub stack: Vec<StackItem>,
    pub passed: u64,
    pub combat: Option<Combat>,
    pub decisions: Vec<Decision>,
    pub next_unit: u16,
    pub next_item: u32,
    pub epoch: u32,
    pub current_actor: Option<u16>,
    pub eliminated_count: u8,
    pub outcome: Option<Outcome>,
    pub last_move: Option<(Field, Field)>,
    /// Passing resolved: the next turn starts once nothing is pending.
    pub pending_next_turn: bool,
    /// Empires banned in the draft, in order (T7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banned: Vec<EmpireKind>,
    /// Wagons recruited this turn by an Empire whose wagons have fatigue (the Hittite Empire,
    /// T98): nobody drives them before the next turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fresh_wagons: Vec<Field>,
    /// The turn in which Assyria's Terror was played: no Action card until it ends (T93).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub terror_turn: u32,
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// A validated match. Built only from a setup (or a snapshot of one).
#[derive(Debug, Clone)]
pub struct Match {
    pub(super) rules: Arc<Ruleset>,
    pub(super) board: Arc<Board>,
    pub(super) s: TacticaSnapshot,
    /// The rules each seat plays by: the base rules with its Empire's changes (T82).
    pub(super) seat_rules: Vec<Arc<Ruleset>>,
}

impl Match {
    /// A match on the built-in ruleset and maps.
    pub fn new(setup: TacticaSetup) -> Result<Match, SetupError> {
        let board = Board::standard(&setup.map)?;
        Match::with_data(setup, Ruleset::standard(), board)
    }

    pub fn with_data(
        setup: TacticaSetup,
        rules: Arc<Ruleset>,
        board: Arc<Board>,
    ) -> Result<Match, SetupError> {
        if setup.map != board.id {
            return Err(SetupError::Map(MapError::Unknown(setup.map.clone())));
        }
        if !board.players.contains(&setup.players) {
            let allowed: Vec<String> = board.players.iter().map(|p| p.to_string()).collect();
            return Err(SetupError::Players {
                map: board.id.clone(),
                players: setup.players,
                allowed: allowed.join(" or "),
            });
        }
        let n = setup.players;
        let mut rng = Pcg64Mcg::seed_from_u64(setup.seed);
        let mut team = vec![0u8; n as usize];
        let order: Vec<Seat> = if setup.alliances.is_empty() {
            for (seat, t) in team.iter_mut().enumerate() {
                *t = seat as u8;
            }
            // T6: the draw for the turn order.
            let mut order: Vec<Seat> = (0..n).collect();
            order.shuffle(&mut rng);
            order
        } else {
            validate_alliances(&setup, &board)?;
            for (index, alliance) in setup.alliances.iter().enumerate() {
                for &seat in alliance {
                    team[seat as usize] = index as u8;
                }
            }
            // T120: the teams' order, then each team's members, then round-robin.
            let mut teams: Vec<Vec<Seat>> = setup.alliances.clone();
            teams.shuffle(&mut rng);
            for members in teams.iter_mut() {
                members.shuffle(&mut rng);
            }
            let size = teams[0].len();
            (0..size)
                .flat_map(|i| teams.iter().map(move |t| t[i]))
                .collect()
        };
        let e = &rules.economy;
        let duel = n == 2 && board.win == WinRule::Eliminate;
        let players = (0..n)
            .map(|seat| {
                let second = duel && order[1] == seat;
                Player {
                    gold: if second {
                        e.second_player_gold_duel
                    } else {
                        e.start_gold
                    },
                    hand: Vec::new(),
                    alive: true,
                    started: false,
                    placement: None,
                    conquered: 0,
                    team: team[seat as usize],
                    cards_bought: 0,
                    docks_recruits: 0,
                    peeked: false,
                    knowledge: Knowledge::default(),
                    empire: None,
                    cheaper: None,
                    triumph_used: false,
                    used: 0,
                    nomad: false,
                }
            })
            .collect();
        let mut deck: Vec<CardKind> = rules
            .cards
            .iter()
            .enumerate()
            .flat_map(|(kind, c)| std::iter::repeat_n(kind as CardKind, c.count as usize))
            .collect();
        deck.shuffle(&mut rng);
        let fields = board.len();
        let s = TacticaSnapshot {
            setup,
            version: 0,
            rng,
            order,
            active: 0,
            turn: 1,
            round: 1,
            players,
            units: vec![None; fields],
            wagons: vec![None; fields],
            castle_owner: vec![None; board.castles.len()],
            plundered: vec![false; board.castles.len()],
            port_since: vec![0; board.ports.len()],
            looted: vec![0; fields],
            deck,
            discard: Vec::new(),
            stack: Vec::new(),
            passed: 0,
            combat: None,
            decisions: Vec::new(),
            next_unit: 1,
            next_item: 1,
            epoch: 1,
            current_actor: None,
            eliminated_count: 0,
            outcome: None,
            last_move: None,
            pending_next_turn: false,
            banned: Vec::new(),
            fresh_wagons: Vec::new(),
            terror_turn: 0,
        };
        let mut game = Match {
            rules,
            board,
            s,
            seat_rules: Vec::new(),
        };
        game.begin_empires()?;
        game.refresh_seat_rules();
        game.start_turn(&mut Vec::new());
        Ok(game)
    }

    pub fn snapshot(&self) -> TacticaSnapshot {
        self.s.clone()
    }

    /// A match from its snapshot, checked against the data it is played with.
    pub fn restore(
        snapshot: TacticaSnapshot,
        rules: Arc<Ruleset>,
        board: Arc<Board>,
    ) -> Result<Match, SetupError> {
        let s = &snapshot;
        let fields = board.len();
        let bad = |what: &str| Err(SetupError::Snapshot(what.to_string()));
        if s.setup.map != board.id {
            return bad("the map differs");
        }
        if s.units.len() != fields || s.wagons.len() != fields || s.looted.len() != fields {
            return bad("the board size differs");
        }
        if s.castle_owner.len() != board.castles.len()
            || s.plundered.len() != board.castles.len()
            || s.port_since.len() != board.ports.len()
        {
            return bad("the castles or ports differ");
        }
        let n = s.setup.players as usize;
        if s.players.len() != n || s.order.len() != n || s.active as usize >= n {
            return bad("the players differ");
        }
        if s.order.iter().any(|&seat| seat as usize >= n) {
            return bad("a seat is out of range");
        }
        let kinds = rules.units.len();
        if s.units
            .iter()
            .flatten()
            .any(|u| u.kind as usize >= kinds || u.owner as usize >= n)
            || s.wagons.iter().flatten().any(|w| w.owner as usize >= n)
            || s.castle_owner.iter().flatten().any(|&o| o as usize >= n)
        {
            return bad("a unit, wagon or castle does not fit");
        }
        let cards = rules.cards.len();
        if s.deck
            .iter()
            .chain(s.discard.iter())
            .chain(s.players.iter().flat_map(|p| p.hand.iter()))
            .any(|&c| c as usize >= cards)
        {
            return bad("a card does not fit the ruleset");
        }
        let empires = rules.empires.len();
        if s.banned.iter().any(|&e| usize::from(e) >= empires)
            || s.players
                .iter()
                .any(|p| p.empire.is_some_and(|e| usize::from(e) >= empires))
        {
            return bad("an Empire does not fit the ruleset");
        }
        let mut game = Match {
            rules,
            board,
            s: snapshot,
            seat_rules: Vec::new(),
        };
        game.refresh_seat_rules();
        Ok(game)
    }

    pub fn setup(&self) -> &TacticaSetup {
        &self.s.setup
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    pub fn rules_arc(&self) -> &Arc<Ruleset> {
        &self.rules
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn board_arc(&self) -> &Arc<Board> {
        &self.board
    }

    /// Bumps on every applied action: a click chosen against an older version is stale.
    pub fn version(&self) -> u64 {
        self.s.version
    }

    pub fn players(&self) -> u8 {
        self.s.setup.players
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.s.players[seat as usize]
    }

    /// The turn order (T6, T120).
    pub fn order(&self) -> &[Seat] {
        &self.s.order
    }

    pub fn active(&self) -> Seat {
        self.s.order[self.s.active as usize]
    }

    /// Turns played so far, counting from 1.
    pub fn turn(&self) -> u32 {
        self.s.turn
    }

    pub fn round(&self) -> u32 {
        self.s.round
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.s.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.s.outcome.is_some()
    }

    pub fn unit(&self, field: Field) -> Option<&Unit> {
        self.s.units.get(field as usize).and_then(|u| u.as_ref())
    }

    pub fn wagon(&self, field: Field) -> Option<Seat> {
        self.s
            .wagons
            .get(field as usize)
            .copied()
            .flatten()
            .map(|w| w.owner)
    }

    /// The wagon on `field` (a War Wagon or a Heavy Chariot), if any.
    pub fn wagon_piece(&self, field: Field) -> Option<Wagon> {
        self.s.wagons.get(field as usize).copied().flatten()
    }

    /// The numbers of the wagon on `field`: the War Wagon's or the Heavy Chariot's (T99).
    pub(super) fn wagon_type(&self, field: Field) -> &super::ruleset::WagonType {
        match (self.wagon_piece(field), &self.rules.chariot) {
            (Some(w), Some(chariot)) if w.chariot => chariot,
            _ => &self.rules.wagon,
        }
    }

    pub fn castle_owner(&self, castle: usize) -> Option<Seat> {
        self.s.castle_owner[castle]
    }

    pub fn plundered(&self, castle: usize) -> bool {
        self.s.plundered[castle]
    }

    pub fn stack(&self) -> &[StackItem] {
        &self.s.stack
    }

    pub fn combat(&self) -> Option<&Combat> {
        self.s.combat.as_ref()
    }

    pub fn decision(&self) -> Option<&Decision> {
        self.s.decisions.first()
    }

    pub fn deck_len(&self) -> usize {
        self.s.deck.len()
    }

    pub fn discard_pile(&self) -> &[CardKind] {
        &self.s.discard
    }

    pub fn last_move(&self) -> Option<(Field, Field)> {
        self.s.last_move
    }

    /// Allied (or the same) seats: friendly to each other (T121).
    pub fn friendly(&self, a: Seat, b: Seat) -> bool {
        self.s.players[a as usize].team == self.s.players[b as usize].team
    }

    pub fn alliances(&self) -> bool {
        !self.s.setup.alliances.is_empty()
    }

    /// Castles this seat owns.
    pub fn castles_of(&self, seat: Seat) -> usize {
        self.s
            .castle_owner
            .iter()
            .filter(|&&o| o == Some(seat))
            .count()
    }

    /// The ports (by index) whose Port Centre this seat's unit stands on (T35).
    pub fn ports_of(&self, seat: Seat) -> usize {
        self.board
            .ports
            .iter()
            .filter(|p| self.unit(p.centre).is_some_and(|u| u.owner == seat))
            .count()
    }

    pub fn temple_owner(&self) -> Option<Seat> {
        self.unit(self.board.temple).map(|u| u.owner)
    }

    /// How many of a unit type (tiers together) or of wagons this seat has on the map.
    pub fn on_map(&self, seat: Seat, kind: Option<UnitKind>) -> usize {
        match kind {
            // Branch-free: this runs for every seat and type in every view and invariant check.
            Some(kind) => self
                .s
                .units
                .iter()
                .map(|u| {
                    u.map_or(0, |u| {
                        usize::from(u.owner == seat) & usize::from(u.kind == kind)
                    })
                })
                .sum(),
            None => self
                .s
                .wagons
                .iter()
                .flatten()
                .filter(|w| w.owner == seat && !w.chariot)
                .count(),
        }
    }

    /// Heavy Chariots `seat` has on the map (T99).
    pub fn chariots_on_map(&self, seat: Seat) -> usize {
        self.s
            .wagons
            .iter()
            .flatten()
            .filter(|w| w.owner == seat && w.chariot)
            .count()
    }

    /// Heavy Chariot tokens left in `seat`'s stash: only an Empire with the chariot has any.
    pub fn chariots_left(&self, seat: Seat) -> usize {
        match &self.rules.chariot {
            Some(chariot) if self.has_ability(seat, super::abilities::Ability::HeavyChariot) => {
                usize::from(chariot.tokens).saturating_sub(self.chariots_on_map(seat))
            }
            _ => 0,
        }
    }

    /// Tokens left in a seat's stash for a unit type, or for wagons (None).
    pub fn tokens_left(&self, seat: Seat, kind: Option<UnitKind>) -> usize {
        self.tokens_of(seat, kind)
            .saturating_sub(self.on_map(seat, kind))
    }

    /// The tokens of a unit type (or of wagons, None) a seat's stash starts with: a special
    /// unit's only in its own Empire's stash (T85).
    pub(super) fn tokens_of(&self, seat: Seat, kind: Option<UnitKind>) -> usize {
        let Some(kind) = kind else {
            return usize::from(self.rules.wagon.tokens);
        };
        let unit = self.rules.unit(kind);
        let own = match &unit.empire {
            None => true,
            Some(owner) => self.s.players[usize::from(seat)]
                .empire
                .and_then(|e| self.rules.empires.get(e))
                .is_some_and(|e| e.id == *owner),
        };
        if own {
            usize::from(unit.tokens)
        } else {
            0
        }
    }

    /// A unit's strength from its type (under its owner's Empire, T110), tier, wagon (or Heavy
    /// Chariot) and, with `token`, the Mountains' +1/+1: before counters, cards and abilities.
    /// `melee`: in a melee combat, where a ranged unit's own attack is its melee Attack.
    pub(super) fn base_strength(
        &self,
        field: Field,
        u: &Unit,
        token: bool,
        melee: bool,
    ) -> (i32, i32) {
        let rules = self.rules_of(u.owner);
        // In a melee combat a ranged unit fights with its melee Attack, 0 (T39).
        let mut attack = if melee {
            rules.melee_attack(u.kind, u.tier)
        } else {
            rules.base_attack(u.kind, u.tier)
        };
        let mut defense = rules.unit(u.kind).defense;
        if let Some(w) = self.wagon_piece(field) {
            let wagon = if w.chariot {
                self.wagon_type(field)
            } else {
                &rules.wagon
            };
            attack += wagon.attack_bonus;
            defense += wagon.defense_bonus;
        }
        if token {
            attack += 1;
            defense += 1;
        }
        (attack, defense)
    }

    /// A unit's current attack and defence outside combat (its type, tier, wagon and token).
    pub fn unit_strength(&self, field: Field) -> Option<(i32, i32)> {
        let u = self.unit(field)?;
        let (attack, defense) = self.base_strength(field, u, u.mountain_token, false);
        // TROPHY and PAIN counters (T106, T116).
        let n = &self.rules.empires.numbers;
        let counters = i32::from(u.trophies) * n.trophy_bonus - i32::from(u.pain) * n.pain;
        Some(((attack + counters).max(0), defense + counters))
    }

    /// A unit can still move or attack this turn (not finished by the move lock, T27).
    pub fn finished(&self, unit: &Unit) -> bool {
        unit.acted && unit.epoch < self.s.epoch
    }

    /// Field of a unit by id (units move; ids stay).
    pub fn locate(&self, id: u16) -> Option<Field> {
        self.s
            .units
            .iter()
            .position(|u| u.is_some_and(|u| u.id == id))
            .map(|f| f as Field)
    }

    pub(super) fn terrain(&self, field: Field) -> Terrain {
        self.board.terrain(field)
    }
}

fn validate_alliances(setup: &TacticaSetup, board: &Board) -> Result<(), SetupError> {
    let bad = |why: AllianceError| Err(SetupError::Alliances(why));
    if board.win == WinRule::Eliminate {
        return bad(AllianceError::NotOnThisMap);
    }
    if setup.alliances.len() < 2 {
        return bad(AllianceError::TooFew);
    }
    let size = setup.alliances[0].len();
    if !(2..=3).contains(&size) || setup.alliances.iter().any(|a| a.len() != size) {
        return bad(AllianceError::UnevenSizes);
    }
    let mut seen = vec![false; setup.players as usize];
    for &seat in setup.alliances.iter().flatten() {
        if seat >= setup.players || std::mem::replace(&mut seen[seat as usize], true) {
            return bad(AllianceError::SeatsNotOnce);
        }
    }
    if seen.iter().any(|s| !s) {
        return bad(AllianceError::SeatsNotOnce);
    }
    Ok(())
}
