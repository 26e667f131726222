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

mod pieces;
mod players;
mod setup;
mod stack;

pub use pieces::*;
pub use players::*;
pub use setup::*;
pub use stack::*;

/// A player's seat: 0 to players − 1, in the order hosting lists them (not the turn order).
pub type Seat = u8;

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
            setup::validate_alliances(&setup, &board)?;
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
