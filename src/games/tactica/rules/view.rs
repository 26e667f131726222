//! What one reader sees of a Tactica match (T66): the board, every public fact, and only their own
//! hand and knowledge. Front ends draw from this, never from the state, so no hidden card can leak.

use super::action::Action;
use super::legal::Waiting;
use super::map::{Board, Field};
use super::ruleset::{CardKind, Ruleset, UnitKind};
use super::state::{Combat, Decision, Knowledge, Match, Outcome, Seat, StackItem};
use serde::Serialize;
use std::sync::Arc;

/// The map and the ruleset a match is played with, carried by each of its views so that a
/// renderer draws with the match's own data, never reloads it by name. Not written out: a
/// view names its map by `map`. Two are equal when they are the same map and ruleset version.
#[derive(Clone)]
pub struct PlayedWith {
    pub board: Arc<Board>,
    pub rules: Arc<Ruleset>,
}

impl PartialEq for PlayedWith {
    fn eq(&self, other: &Self) -> bool {
        self.board.id == other.board.id && self.rules.version == other.rules.version
    }
}

impl Eq for PlayedWith {}

impl std::fmt::Debug for PlayedWith {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlayedWith")
            .field("map", &self.board.id)
            .field("rules", &self.rules.version)
            .finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitView {
    pub field: Field,
    pub id: u16,
    pub owner: Seat,
    pub kind: UnitKind,
    pub tier: u8,
    /// Attack and defence now (type, tier, wagon, Mountain token).
    pub attack: i32,
    pub defense: i32,
    pub range: u8,
    pub wagon: bool,
    pub fatigued: bool,
    pub mp: u8,
    pub wagon_mp: u8,
    pub combat_used: bool,
    /// Done for this turn by the move lock (T27).
    pub finished: bool,
    pub mountain_token: bool,
    /// Its standard cost under its owner's Empire (T82: what BRIBERY pays).
    pub price: i32,
    /// The Empires' counters and tokens on it (T88, T106, T108, T111, T112, T116).
    #[serde(skip_serializing_if = "is_zero")]
    pub trophies: u8,
    #[serde(skip_serializing_if = "is_zero")]
    pub pain: u8,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub drained: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub bribed: bool,
    /// Its own token unspent: the spear, Evasion or Rebirth.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub token: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub gold: i32,
    pub cards: usize,
    pub alive: bool,
    pub started: bool,
    pub team: u8,
    pub castles: usize,
    pub ports: usize,
    pub placement: Option<u8>,
    /// Tokens left in the stash, per unit type, then wagons last.
    pub tokens: Vec<usize>,
    pub cards_bought: u8,
    /// The Empire this player plays (public: picked openly in the draft, T7).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub empire: Option<crate::games::tactica::EmpireKind>,
    /// Media's cheaper type, named openly at its pick (T103).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cheaper: Option<crate::games::tactica::Cheaper>,
    /// Abilities used since its turn started (public: each is declared), as bits of
    /// [`crate::games::tactica::Ability`].
    #[serde(skip_serializing_if = "is_zero_u64")]
    pub used: u64,
    /// Its Triumph is played (T84).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub triumph_used: bool,
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CastleView {
    pub id: u8,
    pub citadel: Field,
    pub owner: Option<Seat>,
    pub plundered: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TacticaView {
    pub reader: Option<Seat>,
    pub map: String,
    #[serde(skip)]
    pub played_with: PlayedWith,
    pub version: u64,
    pub turn: u32,
    pub round: u32,
    pub active: Seat,
    pub order: Vec<Seat>,
    pub waiting: Waiting,
    pub players: Vec<PlayerView>,
    pub units: Vec<UnitView>,
    /// Empty wagons (field, owner).
    pub wagons: Vec<(Field, Seat)>,
    /// The fields of the wagons (empty or driven) that are Heavy Chariots (T99).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chariots: Vec<Field>,
    pub castles: Vec<CastleView>,
    /// Each port's owner (the player whose unit stands on its Centre).
    pub ports: Vec<Option<Seat>>,
    pub temple: Option<Seat>,
    pub deck: usize,
    pub discard: Vec<CardKind>,
    /// Everything on the stack is public: cards are played openly.
    pub stack: Vec<StackItem>,
    pub combat: Option<Combat>,
    pub decision: Option<Decision>,
    pub last_move: Option<(Field, Field)>,
    pub outcome: Option<Outcome>,
    /// The reader's own hand; None for the public.
    pub hand: Option<Vec<CardKind>>,
    /// What the reader has been shown (Intelligence, the Temple peek).
    pub knowledge: Option<Knowledge>,
    /// The actions open to the reader now, in the order of `legal_actions` (a front end names an
    /// action by its index here); empty unless the match waits for the reader. A surrender is
    /// always open besides (T11).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<Action>,
    /// The Empires banned in the draft (T7), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banned: Vec<crate::games::tactica::EmpireKind>,
}

impl Match {
    /// Each seat's tokens left in its stash, as [`PlayerView::tokens`] lists them (per unit
    /// type, then wagons): [`Match::tokens_left`] of every seat and type, counted in one pass
    /// over the map.
    fn stash(&self) -> Vec<Vec<usize>> {
        let seats = usize::from(self.s.setup.players);
        let kinds = self.rules.units.len();
        let mut on_map = vec![vec![0usize; kinds + 1]; seats];
        for u in self.s.units.iter().flatten() {
            if let Some(count) = on_map
                .get_mut(usize::from(u.owner))
                .and_then(|c| c.get_mut(usize::from(u.kind)))
            {
                *count += 1;
            }
        }
        for w in self.s.wagons.iter().flatten().filter(|w| !w.chariot) {
            if let Some(c) = on_map.get_mut(usize::from(w.owner)) {
                c[kinds] += 1;
            }
        }
        for (seat, counts) in on_map.iter_mut().enumerate() {
            for (kind, count) in counts.iter_mut().enumerate() {
                let kind = (kind < self.rules.units.len()).then_some(kind as UnitKind);
                *count = self.tokens_of(seat as Seat, kind).saturating_sub(*count);
            }
        }
        on_map
    }

    pub fn view(&self, reader: Option<Seat>) -> TacticaView {
        let reader = reader.filter(|&r| r < self.s.setup.players);
        let units = (0..self.s.units.len() as Field)
            .filter_map(|field| {
                let u = self.unit(field)?;
                let (attack, defense) = self.unit_strength(field)?;
                Some(UnitView {
                    field,
                    id: u.id,
                    owner: u.owner,
                    kind: u.kind,
                    tier: u.tier,
                    attack,
                    defense,
                    range: self.rules.range(u.kind, u.tier),
                    wagon: self.wagon(field).is_some(),
                    fatigued: u.fatigued,
                    mp: u.mp,
                    wagon_mp: u.wagon_mp,
                    combat_used: u.combat_used,
                    finished: self.finished(u),
                    mountain_token: u.mountain_token,
                    price: self.rules_of(u.owner).unit_cost(u.kind, u.tier),
                    trophies: u.trophies,
                    pain: u.pain,
                    drained: u.drained,
                    bribed: u.bribed,
                    token: u.token,
                })
            })
            .collect();
        let wagons = (0..self.s.units.len() as Field)
            .filter_map(|f| {
                (self.unit(f).is_none())
                    .then(|| self.wagon(f).map(|o| (f, o)))
                    .flatten()
            })
            .collect();
        let stash = self.stash();
        let players = (0..self.s.setup.players)
            .map(|seat| {
                let p = &self.s.players[seat as usize];
                let tokens = stash[seat as usize].clone();
                PlayerView {
                    seat,
                    gold: p.gold,
                    cards: p.hand.len(),
                    alive: p.alive,
                    started: p.started,
                    team: p.team,
                    castles: self.castles_of(seat),
                    ports: self.ports_of(seat),
                    placement: p.placement,
                    tokens,
                    cards_bought: p.cards_bought,
                    empire: p.empire,
                    cheaper: p.cheaper,
                    used: p.used,
                    triumph_used: p.triumph_used,
                }
            })
            .collect();
        TacticaView {
            reader,
            map: self.board.id.clone(),
            played_with: PlayedWith {
                board: Arc::clone(&self.board),
                rules: Arc::clone(&self.rules),
            },
            version: self.s.version,
            turn: self.s.turn,
            round: self.s.round,
            active: self.active(),
            order: self.s.order.clone(),
            waiting: self.waiting(),
            players,
            units,
            wagons,
            chariots: (0..self.s.wagons.len() as Field)
                .filter(|&f| self.wagon_piece(f).is_some_and(|w| w.chariot))
                .collect(),
            castles: self
                .board
                .castles
                .iter()
                .enumerate()
                .map(|(i, c)| CastleView {
                    id: c.id,
                    citadel: c.citadel,
                    owner: self.s.castle_owner[i],
                    plundered: self.s.plundered[i],
                })
                .collect(),
            ports: self
                .board
                .ports
                .iter()
                .map(|p| self.unit(p.centre).map(|u| u.owner))
                .collect(),
            temple: self.temple_owner(),
            deck: self.s.deck.len(),
            discard: self.s.discard.clone(),
            stack: self.s.stack.clone(),
            combat: self.s.combat,
            decision: self.s.decisions.first().copied(),
            last_move: self.s.last_move,
            outcome: self.s.outcome.clone(),
            hand: reader.map(|r| self.s.players[r as usize].hand.clone()),
            knowledge: reader.map(|r| self.s.players[r as usize].knowledge.clone()),
            banned: self.s.banned.clone(),
            actions: match reader {
                Some(r) if self.waiting().includes(r) => self
                    .legal_actions(r)
                    .into_iter()
                    .filter(|a| *a != Action::Surrender)
                    .collect(),
                _ => Vec::new(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::tactica::each_state;

    #[test]
    fn a_view_lists_each_seats_tokens_left() {
        let mut units = 0;
        each_state(|game| {
            units += game.s.units.iter().flatten().count();
            let kinds = game.rules.units.len() as u8;
            for reader in [None, Some(0)] {
                let view = game.view(reader);
                for p in &view.players {
                    let mut left: Vec<usize> = (0..kinds)
                        .map(|kind| game.tokens_left(p.seat, Some(kind)))
                        .collect();
                    left.push(game.tokens_left(p.seat, None));
                    assert_eq!(p.tokens, left, "seat {}", p.seat);
                }
            }
        });
        assert!(units > 1000, "{units} units seen");
    }
}
