//! Tactica through the game contract: a castle choice, a turn and a decision are each one
//! player's move on the turn clock; a reaction window waits for every eligible player at once.

use crate::games::tactica::{
    AbilityAction, Action, Board, Event, LoggedAction, Match, Outcome, RuleError, Ruleset,
    SetupError, TacticaLog, TacticaSetup, TacticaSnapshot, TacticaView, Waiting as TacticaWaiting,
};
use crate::games::{Finish, Game, GameKind, Level, Orders, Refusal, SeatNo, Waiting};
use crate::games::{
    GameData, MatchResult, Offered, RematchRefusal, Saved, SeatRecord, Seats, StoredFile,
};
use crate::kit::lang::Phrase;
use crate::phrase;
use serde::{Deserialize, Serialize};

/// What a Tactica match was set up with that everyone may know (its seed stays hidden: it
/// orders the deck).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TacticaTerms {
    pub map: String,
    pub players: u8,
    pub alliances: Vec<Vec<SeatNo>>,
    pub turn_cap: Option<u32>,
}

/// What a Tactica challenge proposes: the map, how many play it, and the alliances if any
/// (T120–T124). The challenger sits in seat 0; the first player is drawn when the match starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TacticaOffer {
    pub map: String,
    pub players: u8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alliances: Vec<Vec<SeatNo>>,
    /// Played with the Empires, drafted before the first turn (T7); Vanilla otherwise.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub empires: bool,
    /// A rematch of a drafted duel: the seat (in this match) of the last match's loser, who bans
    /// and picks first and chooses who plays first (T7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub series_loser: Option<SeatNo>,
    /// Each seat's Empire (its id), given rather than drafted (a practice match's choice).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub given_empires: Vec<String>,
}

impl TacticaOffer {
    fn setup(&self, seed: u64) -> TacticaSetup {
        TacticaSetup {
            map: self.map.clone(),
            players: self.players,
            alliances: self.alliances.clone(),
            seed,
            turn_cap: None,
            empires: match (self.empires, self.series_loser) {
                _ if !self.given_empires.is_empty() => {
                    crate::games::tactica::EmpireRule::Given(self.given_empires.clone())
                }
                (true, Some(loser)) if self.players == 2 => {
                    crate::games::tactica::EmpireRule::Series { loser }
                }
                (true, _) => crate::games::tactica::EmpireRule::Draft,
                (false, _) => crate::games::tactica::EmpireRule::Vanilla,
            },
        }
    }
}

/// Why a proposed match cannot start, in the reader's words.
fn cannot_start(e: SetupError) -> Phrase {
    let reason = match e {
        SetupError::Players { players, .. } => {
            phrase!("tactica-setup-players", players = players)
        }
        SetupError::Alliances(why) => phrase!("tactica-setup-alliances", why = why.key()),
        SetupError::Empires(_) => phrase!("tactica-setup-empires"),
        SetupError::Map(_) | SetupError::Snapshot(_) => phrase!("tactica-setup-map"),
    };
    phrase!("refused-cannot-start", reason = reason)
}

impl Offered for Match {
    type Offer = TacticaOffer;

    fn seat_count(offer: &TacticaOffer) -> usize {
        usize::from(offer.players)
    }

    fn check_offer(offer: &TacticaOffer, _saved: &Saved) -> Result<(), Phrase> {
        Match::new(offer.setup(0)).map(drop).map_err(cannot_start)
    }

    /// A Tactica player chooses nothing on accepting (castles are chosen on the board, T8).
    fn check_choice(
        _offer: &TacticaOffer,
        _seat: SeatNo,
        _choice: Option<&str>,
        _saved: &Saved,
    ) -> Result<Option<String>, Phrase> {
        Ok(None)
    }

    fn setup_of(
        offer: &TacticaOffer,
        _choices: &Seats<Option<String>>,
        _challenger_saved: &Saved,
        _data: &GameData,
        seed: u64,
    ) -> Result<TacticaSetup, Phrase> {
        let setup = offer.setup(seed);
        Match::new(setup.clone()).map_err(cannot_start)?;
        Ok(setup)
    }

    /// The same map and alliances; the player who asks sits first, the others keep their order
    /// (the first player is drawn again).
    fn rematch_offer(
        &self,
        original: &TacticaOffer,
        by: SeatNo,
        _challenger: SeatNo,
    ) -> Result<(TacticaOffer, Vec<SeatNo>), RematchRefusal> {
        if by >= self.players() {
            return Err(RematchRefusal::NotOffered);
        }
        // Alliances keep their members: a seat's new number is its place in the new order.
        let order: Vec<SeatNo> = std::iter::once(by)
            .chain((0..self.players()).filter(|&s| s != by))
            .collect();
        let new_seat = |old: SeatNo| order.iter().position(|&s| s == old).unwrap_or(0) as SeatNo;
        // A drafted duel goes on as a series: its loser drafts first and chooses the order (T7).
        let loser = self
            .outcome()
            .filter(|o| self.players() == 2 && original.empires && o.winners.len() == 1)
            .map(|o| 1 - o.winners[0]);
        let offer = TacticaOffer {
            series_loser: loser.map(new_seat),
            alliances: original
                .alliances
                .iter()
                .map(|alliance| alliance.iter().map(|&s| new_seat(s)).collect())
                .collect(),
            // A given Empire stays with its player.
            given_empires: if original.given_empires.len() == order.len() {
                order
                    .iter()
                    .map(|&old| original.given_empires[old as usize].clone())
                    .collect()
            } else {
                Vec::new()
            },
            ..original.clone()
        };
        Ok((offer, order))
    }
}

/// The refusal of an action chosen on version `submitted` of a match now at `current`.
fn refusal(e: RuleError, submitted: u64, current: u64) -> Refusal {
    match e {
        RuleError::GameOver => Refusal::Over,
        RuleError::NoSuchSeat(_) => Refusal::NoSuchSeat,
        RuleError::NotYourMove | RuleError::Eliminated => Refusal::NotYourMove,
        RuleError::Stale => Refusal::Stale { submitted, current },
        RuleError::BadPath(why) => {
            Refusal::NotLegal(Some(phrase!("tactica-text-refused-path", why = why.key())))
        }
        RuleError::NotLegal => Refusal::NotLegal(None),
    }
}

impl Game for Match {
    const KIND: GameKind = GameKind::Tactica;
    type Setup = TacticaSetup;
    type Action = Action;
    type View = TacticaView;
    type Event = Event;
    type Snapshot = TacticaSnapshot;
    type Outcome = Outcome;
    type Terms = TacticaTerms;
    type SetupError = SetupError;
    type Order = TacticaOrders;
    const RATING: crate::games::RatingModel = crate::games::RatingModel::Everyone;

    fn export(file: &StoredFile<'_, Self>) -> Result<String, String> {
        let game = file.game;
        let mut log = TacticaLog::new(Game::setup(game), &game.rules().version);
        log.actions = file
            .actions
            .iter()
            .map(|(_, seat, action, _)| LoggedAction {
                seat: *seat,
                action: *action,
            })
            .collect();
        log.outcome = game.outcome().cloned();
        serde_json::to_string_pretty(&log).map_err(|e| e.to_string())
    }

    fn start(setup: TacticaSetup) -> Result<Match, SetupError> {
        Match::new(setup)
    }

    fn restore(setup: TacticaSetup, snapshot: TacticaSnapshot) -> Result<Match, SetupError> {
        if snapshot.setup != setup {
            return Err(SetupError::Snapshot(
                "the snapshot belongs to another match".to_string(),
            ));
        }
        let board = Board::standard(&setup.map)?;
        Match::restore(snapshot, Ruleset::standard(), board)
    }

    fn snapshot(&self) -> TacticaSnapshot {
        Match::snapshot(self)
    }

    fn setup(&self) -> TacticaSetup {
        Match::setup(self).clone()
    }

    fn seats(&self) -> Vec<SeatNo> {
        (0..self.players()).collect()
    }

    fn allied(&self, a: SeatNo, b: SeatNo) -> bool {
        a == b
            || (a < self.players()
                && b < self.players()
                && self.player(a).team == self.player(b).team)
    }

    fn terms(&self) -> TacticaTerms {
        let setup = Match::setup(self);
        TacticaTerms {
            map: setup.map.clone(),
            players: setup.players,
            alliances: setup.alliances.clone(),
            turn_cap: setup.turn_cap,
        }
    }

    fn version(&self) -> u64 {
        Match::version(self)
    }

    fn clock_seat(&self) -> Option<SeatNo> {
        match Match::waiting(self) {
            TacticaWaiting::Over => None,
            TacticaWaiting::Castle { seat }
            | TacticaWaiting::Turn { seat }
            | TacticaWaiting::Decision { seat } => Some(seat),
            TacticaWaiting::Window { .. } => Some(self.active()),
        }
    }

    fn waiting(&self) -> Waiting {
        match Match::waiting(self) {
            TacticaWaiting::Castle { seat }
            | TacticaWaiting::Turn { seat }
            | TacticaWaiting::Decision { seat } => Waiting::Turn { seat },
            TacticaWaiting::Window { seats } => Waiting::Window { seats },
            TacticaWaiting::Over => Waiting::Over,
        }
    }

    fn legal_actions(&self, seat: SeatNo) -> Vec<Action> {
        // The engine lists a surrender for every seat still playing; the contract lists actions
        // only for the seats waited for (a surrender is offered through `surrender`).
        if !Match::waiting(self).includes(seat) {
            return Vec::new();
        }
        Match::legal_actions(self, seat)
    }

    fn apply(
        &mut self,
        seat: SeatNo,
        version: u64,
        action: &Action,
    ) -> Result<Vec<Event>, Refusal> {
        let current = Match::version(self);
        // A surrender stands whatever happened since it was chosen (T11).
        let applied = if *action == Action::Surrender {
            Match::apply(self, seat, action)
        } else {
            self.apply_at(seat, version, action)
        };
        applied.map_err(|e| refusal(e, version, current))
    }

    fn view(&self, reader: Option<SeatNo>) -> TacticaView {
        Match::view(self, reader)
    }

    fn seen_by(event: &Event, reader: Option<SeatNo>) -> Event {
        event.seen_by(reader)
    }

    fn finish(&self) -> Option<Finish> {
        self.outcome().map(|outcome| Finish {
            winners: outcome.winners.clone(),
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self).cloned()
    }

    fn pass(&self, seat: SeatNo) -> Option<Action> {
        match Match::waiting(self) {
            TacticaWaiting::Window { seats } if seats.contains(&seat) => Some(Action::Pass),
            _ => None,
        }
    }

    fn time_out(&self, seat: SeatNo) -> Option<Action> {
        self.surrender(seat)
    }

    /// Tactica's built-in opponent ([`crate::games::tactica::opponent`]) at `level`: it plans its turn
    /// from its seat's view only (the hidden cards dealt again from the seed). Its draws come
    /// from `seed` mixed with the version and the seat, so a decision is a pure function of them
    /// and the match. On a castle choice, a turn or a decision it acts; in a reaction window it
    /// passes or reacts. `None` when the match does not wait for `seat`.
    fn opponent_choice(&self, seat: SeatNo, level: Level, seed: u64) -> Option<Action> {
        use crate::games::tactica::opponent::{Level as TacticaLevel, Opponent};
        if !Match::waiting(self).includes(seat) {
            return None;
        }
        let mut legal = Match::legal_actions(self, seat);
        legal.retain(|a| *a != Action::Surrender);
        // SplitMix64's finalizer over the seed, the version and the seat.
        let mut z = seed
            ^ Match::version(self).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ u64::from(seat).wrapping_mul(0xD1B5_4A32_D192_ED03);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        let level = match level {
            Level::Easy => TacticaLevel::Easy,
            Level::Normal => TacticaLevel::Normal,
            Level::Hard => TacticaLevel::Hard,
        };
        let chosen = Opponent::new(level, z ^ (z >> 31)).choose(self, seat)?;
        if legal.contains(&chosen) {
            return Some(chosen);
        }
        // A choice the rules do not list is never played: the seat moves the match on instead.
        [Action::Pass, Action::EndTurn]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| legal.first().copied())
    }

    fn has_opponent() -> bool {
        true
    }

    /// A winner won (alone or with its alliance); a match with no winner is a draw (T15's turn
    /// cap); the opponents are every seat outside the seat's alliance.
    fn seat_record(setup: &TacticaSetup, outcome: &Outcome, seat: SeatNo) -> Option<SeatRecord> {
        if seat >= setup.players {
            return None;
        }
        let alliance = setup.alliances.iter().find(|a| a.contains(&seat));
        let result = if outcome.winners.contains(&seat) {
            MatchResult::Win
        } else if outcome.winners.is_empty() {
            MatchResult::Draw
        } else {
            MatchResult::Loss
        };
        Some(SeatRecord {
            result,
            opponents: (0..setup.players)
                .filter(|&s| s != seat && !alliance.is_some_and(|a| a.contains(&s)))
                .collect(),
            played_with: None,
        })
    }

    fn standing_answer(&self, seat: SeatNo, orders: TacticaOrders) -> Option<Action> {
        if let Some(answer) = self.ability_answer(seat, orders.abilities) {
            return Some(answer);
        }
        match orders.windows {
            StandingOrder::AlwaysPass => self.pass(seat),
            StandingOrder::PassFarAway if !self.window_concerns(seat) => self.pass(seat),
            StandingOrder::PassFarAway | StandingOrder::Ask => None,
        }
    }

    fn surrender(&self, seat: SeatNo) -> Option<Action> {
        (seat < self.players()).then_some(Action::Surrender)
    }

    /// A player is in play until they are out (surrendered, timed out, or lost their castles).
    fn in_play(&self, seat: SeatNo) -> bool {
        Match::outcome(self).is_none() && seat < self.players() && self.player(seat).alive
    }

    /// Decided by score now (T15), applied for the first seat that is out (the person who just
    /// left, or another: a match where nobody left has people in it).
    fn conclusion(&self) -> Option<(SeatNo, Action)> {
        if Match::outcome(self).is_some() {
            return None;
        }
        (0..self.players())
            .find(|&seat| !self.player(seat).alive)
            .map(|seat| (seat, Action::Conclude))
    }
}

/// A Tactica player's standing order for reaction windows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StandingOrder {
    /// Prompt the player (the default).
    #[default]
    Ask,
    /// Pass every window at once.
    AlwaysPass,
    /// Pass windows on business far from the player (recruits, purchases, moves that come no
    /// nearer than two fields to their units and castles); ask for combats, cards, conquests and
    /// moves near them.
    PassFarAway,
}

impl StandingOrder {
    pub const ALL: [StandingOrder; 3] = [
        StandingOrder::Ask,
        StandingOrder::AlwaysPass,
        StandingOrder::PassFarAway,
    ];

    pub fn key(self) -> &'static str {
        match self {
            StandingOrder::Ask => "ask",
            StandingOrder::AlwaysPass => "always_pass",
            StandingOrder::PassFarAway => "pass_far_away",
        }
    }

    pub fn from_key(key: &str) -> Option<StandingOrder> {
        StandingOrder::ALL.into_iter().find(|o| o.key() == key)
    }
}

/// How a Tactica player's optional abilities are answered when the game asks (CONSCRIPTION's
/// and SLAVERY's free Peasant, the unit CONSCRIPTION takes, Evasion, Rebirth, how many cards
/// Eyes and Ears takes: T9, T89, T95, T108, T109, T112), so that a match across days is not
/// slowed by a question per kill.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AbilityOrder {
    /// Use the ability every time it is offered, the usual way: the first vacant Keep field, the
    /// dearest unit, the field farthest from the enemy, as many cards as it may take (the
    /// default).
    #[default]
    Always,
    /// Ask the player each time.
    Ask,
    /// Never use an ability that may be declined (the unit CONSCRIPTION takes is still taken,
    /// the dearest).
    Never,
}

impl AbilityOrder {
    pub const ALL: [AbilityOrder; 3] =
        [AbilityOrder::Always, AbilityOrder::Ask, AbilityOrder::Never];

    pub fn key(self) -> &'static str {
        match self {
            AbilityOrder::Always => "always",
            AbilityOrder::Ask => "ask",
            AbilityOrder::Never => "never",
        }
    }

    pub fn from_key(key: &str) -> Option<AbilityOrder> {
        AbilityOrder::ALL.into_iter().find(|o| o.key() == key)
    }
}

/// A Tactica player's standing orders: for reaction windows, and for optional abilities.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TacticaOrders {
    pub windows: StandingOrder,
    pub abilities: AbilityOrder,
}

impl From<StandingOrder> for TacticaOrders {
    fn from(windows: StandingOrder) -> TacticaOrders {
        TacticaOrders {
            windows,
            abilities: AbilityOrder::Always,
        }
    }
}

const fn orders(windows: StandingOrder, abilities: AbilityOrder) -> TacticaOrders {
    TacticaOrders { windows, abilities }
}

impl Orders for TacticaOrders {
    const ALL: &'static [TacticaOrders] = &[
        orders(StandingOrder::Ask, AbilityOrder::Always),
        orders(StandingOrder::AlwaysPass, AbilityOrder::Always),
        orders(StandingOrder::PassFarAway, AbilityOrder::Always),
        orders(StandingOrder::Ask, AbilityOrder::Ask),
        orders(StandingOrder::AlwaysPass, AbilityOrder::Ask),
        orders(StandingOrder::PassFarAway, AbilityOrder::Ask),
        orders(StandingOrder::Ask, AbilityOrder::Never),
        orders(StandingOrder::AlwaysPass, AbilityOrder::Never),
        orders(StandingOrder::PassFarAway, AbilityOrder::Never),
    ];

    /// The window order's key alone while abilities are used always (the keys stored before
    /// the abilities had orders), else both joined by `+`.
    fn key(self) -> &'static str {
        use AbilityOrder as A;
        use StandingOrder as W;
        match (self.windows, self.abilities) {
            (W::Ask, A::Always) => "ask",
            (W::AlwaysPass, A::Always) => "always_pass",
            (W::PassFarAway, A::Always) => "pass_far_away",
            (W::Ask, A::Ask) => "ask+abilities_ask",
            (W::AlwaysPass, A::Ask) => "always_pass+abilities_ask",
            (W::PassFarAway, A::Ask) => "pass_far_away+abilities_ask",
            (W::Ask, A::Never) => "ask+abilities_never",
            (W::AlwaysPass, A::Never) => "always_pass+abilities_never",
            (W::PassFarAway, A::Never) => "pass_far_away+abilities_never",
        }
    }
}

impl Match {
    /// What the ability order answers for `seat` in the decision waiting for it, if it is one
    /// of the optional abilities' and the order decides.
    fn ability_answer(&self, seat: SeatNo, order: AbilityOrder) -> Option<Action> {
        use crate::games::tactica::Decision;
        let decision = self.decision().filter(|d| d.seat() == seat)?;
        let optional = matches!(
            decision,
            Decision::FreePeasant { .. }
                | Decision::Capture { .. }
                | Decision::EyesAndEars { .. }
                | Decision::Evasion { .. }
                | Decision::Rebirth { .. }
        );
        if !optional {
            return None;
        }
        let legal = Match::legal_actions(self, seat);
        let declined = |a: &Action| {
            matches!(
                a,
                Action::Ability {
                    ability: AbilityAction::FreePeasant { keep: None }
                        | AbilityAction::TakeIntelligence { cards: 0 }
                        | AbilityAction::Evade { evade: false }
                        | AbilityAction::Rebirth { to: None }
                }
            )
        };
        let used = legal
            .iter()
            .find(|a| !declined(a) && **a != Action::Surrender);
        match order {
            AbilityOrder::Ask => None,
            AbilityOrder::Always => used.copied(),
            // A choice that cannot be declined (which unit to take) is made the usual way.
            AbilityOrder::Never => legal.iter().find(|a| declined(a)).or(used).copied(),
        }
    }
}
