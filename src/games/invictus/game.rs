//! Invictus through the game contract: seats A–D are numbers 0–3, a reaction window waits for
//! the one player with priority, and a match is created from its setup and the card numbers it
//! is played with.

use crate::games::invictus::rules::{
    Action, Event, Match, MatchSetup, MatchSnapshot, Outcome, PendingView, RuleError, Seat,
    Settings, SetupError, Support, UnitCard, View,
};
use crate::games::{Finish, Game, GameKind, Level, Orders, Refusal, SeatNo, Waiting};
use crate::games::{MatchResult, SeatRecord, StoredFile};
use serde::{Deserialize, Serialize};

/// What an Invictus match is created from: its setup and the card numbers (the catalog's at the
/// time, kept so that a later patch of the cards never changes a match in progress).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvictusOrigin {
    pub setup: MatchSetup,
    pub cards: Vec<UnitCard>,
}

/// A short name of an army: the version of a pure army (`King`, `King (Light)`), or its Leader
/// for a mixed one (`mixed, Leader Shogun`).
pub fn army_label(army: &crate::games::invictus::rules::Army) -> String {
    use crate::games::invictus::rules::{Army, Version};
    for version in Version::ALL {
        if *army == Army::pure(version) {
            return army.leader.name().to_string();
        }
        if *army == Army::pure_light(version) {
            return format!("{} (Light)", army.leader.name());
        }
    }
    format!("mixed, Leader {}", army.leader.name())
}

/// The Invictus seat numbered `number` (A = 0 … D = 3).
pub fn invictus_seat(number: SeatNo) -> Option<Seat> {
    Seat::ALL.get(usize::from(number)).copied()
}

/// The number of an Invictus seat (A = 0 … D = 3).
pub fn seat_number(seat: Seat) -> SeatNo {
    seat as SeatNo
}

use invictus_seat as seat_of;

fn refusal(e: RuleError) -> Refusal {
    match e {
        RuleError::GameOver => Refusal::Over,
        RuleError::NotYourTurn { .. } => Refusal::NotYourMove,
        RuleError::StaleVersion { submitted, current } => Refusal::Stale { submitted, current },
        RuleError::NotLegal(_) => Refusal::NotLegal(None),
    }
}

impl Game for Match {
    const KIND: GameKind = GameKind::Invictus;
    type Setup = InvictusOrigin;
    type Action = Action;
    type View = View;
    type Event = Event;
    type Snapshot = MatchSnapshot;
    type Outcome = Outcome;
    type Terms = Settings;
    type SetupError = SetupError;
    type Order = StandingOrder;

    fn export(file: &StoredFile<'_, Self>) -> Result<String, String> {
        use crate::games::invictus::replay::{
            AboutMatch, ExportedMatch, MatchLog, PlayedAction, SeatPlayer,
        };
        use crate::kit::ids::{GuildId, MatchStatus, PlayerId, UnixMs};
        let mut played = Vec::with_capacity(file.actions.len());
        let mut actions = Vec::with_capacity(file.actions.len());
        for (version, seat, action, at) in &file.actions {
            let Some(seat) = invictus_seat(*seat) else {
                return Err(format!("action {version}: no Invictus seat {seat}"));
            };
            played.push(PlayedAction {
                version: *version,
                seat,
                at: UnixMs(*at),
            });
            actions.push(*action);
        }
        let game = file.game;
        let exported = ExportedMatch {
            log: MatchLog {
                setup: game.setup().clone(),
                actions,
            },
            played,
            about: AboutMatch {
                id: file.id,
                guild_id: file.guild_id.map(GuildId),
                players: game
                    .setup()
                    .settings
                    .mode
                    .seats()
                    .iter()
                    .map(|&seat| SeatPlayer {
                        seat,
                        player: file
                            .players
                            .get(usize::from(seat_number(seat)))
                            .copied()
                            .flatten()
                            .map(PlayerId),
                    })
                    .collect(),
                started_at: UnixMs(file.started_at_ms),
                last_action_at: UnixMs(file.last_action_at_ms),
                status: MatchStatus::from_key(file.status)
                    .ok_or_else(|| format!("no match status {}", file.status))?,
                outcome: game.outcome(),
            },
        };
        serde_json::to_string_pretty(&exported).map_err(|e| e.to_string())
    }

    fn start(origin: InvictusOrigin) -> Result<Match, SetupError> {
        Match::with_cards(origin.setup, origin.cards)
    }

    fn restore(origin: InvictusOrigin, snapshot: MatchSnapshot) -> Result<Match, SetupError> {
        Match::restore(origin.setup, origin.cards, snapshot)
    }

    fn snapshot(&self) -> MatchSnapshot {
        Match::snapshot(self)
    }

    fn setup(&self) -> InvictusOrigin {
        InvictusOrigin {
            setup: Match::setup(self).clone(),
            cards: self.units().to_vec(),
        }
    }

    fn seats(&self) -> Vec<SeatNo> {
        Match::seats(self).iter().map(|&s| s as SeatNo).collect()
    }

    fn allied(&self, a: SeatNo, b: SeatNo) -> bool {
        match (seat_of(a), seat_of(b)) {
            (Some(a), Some(b)) => a.side() == b.side(),
            _ => false,
        }
    }

    fn terms(&self) -> Settings {
        Match::setup(self).settings.clone()
    }

    fn version(&self) -> u64 {
        Match::version(self)
    }

    fn clock_seat(&self) -> Option<SeatNo> {
        let seat = if self.is_over() {
            None
        } else if self.window_open() {
            Some(self.turn().active)
        } else {
            self.priority()
        };
        seat.map(seat_number)
    }

    fn waiting(&self) -> Waiting {
        match self.priority() {
            None => Waiting::Over,
            Some(seat) if self.window_open() => Waiting::Window {
                seats: vec![seat as SeatNo],
            },
            Some(seat) => Waiting::Turn {
                seat: seat as SeatNo,
            },
        }
    }

    fn legal_actions(&self, seat: SeatNo) -> Vec<Action> {
        match seat_of(seat) {
            Some(seat) if self.priority() == Some(seat) => Match::legal_actions(self),
            _ => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        seat: SeatNo,
        version: u64,
        action: &Action,
    ) -> Result<Vec<Event>, Refusal> {
        let seat = seat_of(seat)
            .filter(|s| Match::seats(self).contains(s))
            .ok_or(Refusal::NoSuchSeat)?;
        self.apply_as(seat, version, *action).map_err(refusal)
    }

    fn view(&self, reader: Option<SeatNo>) -> View {
        Match::view(self, reader.and_then(seat_of))
    }

    fn seen_by(event: &Event, reader: Option<SeatNo>) -> Event {
        event.seen_by(reader.and_then(seat_of))
    }

    fn finish(&self) -> Option<Finish> {
        self.outcome().map(|outcome| Finish {
            winners: match outcome {
                Outcome::Win { side, .. } => Match::seats(self)
                    .iter()
                    .filter(|s| s.side() == side)
                    .map(|&s| s as SeatNo)
                    .collect(),
                Outcome::Draw => Vec::new(),
            },
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn pass(&self, seat: SeatNo) -> Option<Action> {
        (self.window_open() && self.priority().map(|s| s as SeatNo) == Some(seat))
            .then_some(Action::Pass)
    }

    fn time_out(&self, seat: SeatNo) -> Option<Action> {
        seat_of(seat)
            .filter(|s| Match::seats(self).contains(s))
            .map(|seat| Action::TimeOut { seat })
    }

    fn standing_answer(&self, seat: SeatNo, order: StandingOrder) -> Option<Action> {
        standing_answer(self, seat_of(seat)?, order)
    }

    fn seat_record(origin: &InvictusOrigin, outcome: &Outcome, seat: SeatNo) -> Option<SeatRecord> {
        let setup = &origin.setup;
        let seat = seat_of(seat).filter(|s| setup.settings.mode.seats().contains(s))?;
        let result = match *outcome {
            Outcome::Win { side, .. } if side == seat.side() => MatchResult::Win,
            Outcome::Win { .. } => MatchResult::Loss,
            Outcome::Draw => MatchResult::Draw,
        };
        Some(SeatRecord {
            result,
            opponents: setup
                .settings
                .mode
                .seats()
                .iter()
                .filter(|s| s.side() != seat.side())
                .map(|&s| seat_number(s))
                .collect(),
            played_with: Some(army_label(setup.armies.get(seat))),
        })
    }

    fn opponent_choice(&self, seat: SeatNo, level: Level, seed: u64) -> Option<Action> {
        crate::games::invictus::opponent::Ai::new(level, seed).choose(self, seat_of(seat)?)
    }

    fn surrender(&self, seat: SeatNo) -> Option<Action> {
        seat_of(seat)
            .filter(|s| Match::seats(self).contains(s))
            .map(|seat| Action::Resign { seat })
    }
}

/// An Invictus player's standing order for reaction windows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StandingOrder {
    /// Prompt the player (the default).
    #[default]
    Ask,
    /// Pass every window at once.
    AlwaysPass,
    /// Negate an attack on the Leader with a Guardian-type support when possible, else pass.
    GuardLeader,
}

impl Orders for StandingOrder {
    const ALL: &'static [StandingOrder] = &[
        StandingOrder::Ask,
        StandingOrder::AlwaysPass,
        StandingOrder::GuardLeader,
    ];

    fn key(self) -> &'static str {
        match self {
            StandingOrder::Ask => "ask",
            StandingOrder::AlwaysPass => "always_pass",
            StandingOrder::GuardLeader => "guard_leader",
        }
    }
}

/// The supports that stop an attack: what "a Guardian-type card" means for a standing order.
pub const ATTACK_STOPPERS: [Support; 5] = [
    Support::Guardian,
    Support::Musha,
    Support::Medjay,
    Support::Tlacochcalcatl,
    Support::Cataphract,
];

/// What a standing order plays in the window open for `seat`, if it decides: always-pass
/// passes; guard-the-leader negates an attack on the seat's side's Leader with a Guardian-type
/// support when it can, else leaves the choice to the player; `ask` never decides.
pub fn standing_answer(game: &Match, seat: Seat, order: StandingOrder) -> Option<Action> {
    if !game.window_open() || game.priority() != Some(seat) {
        return None;
    }
    match order {
        StandingOrder::AlwaysPass => Some(Action::Pass),
        StandingOrder::GuardLeader => {
            let view = game.view(None);
            let Some(PendingView::Attack {
                target,
                seat: attacker,
                ..
            }) = view.pending.last()
            else {
                return None;
            };
            // The attacked battlefield is the other side's (a team's, in the team mode).
            let on_leader = view
                .seats
                .get(attacker.pair())
                .battlefield
                .iter()
                .any(|f| f.cell == *target && f.kind.is_leader());
            if !on_leader || attacker.side() == seat.side() {
                return None;
            }
            game.legal_actions().into_iter().find(|a| {
                matches!(a, Action::PlaySupport { support, .. }
                    if ATTACK_STOPPERS.contains(&support.support()))
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod team_tests {
    use super::*;
    use crate::games::invictus::cards;
    use crate::games::invictus::rules::scenario::{Leftovers, Scenario};
    use crate::games::invictus::rules::{Cell, UnitKind};

    /// A attacks the Leader of B's partner D on team 2's battlefield; B (the next player)
    /// holds a Guardian.
    fn attack_on_the_partners_leader() -> Match {
        let mut game = Scenario::teams(cards::builtin())
            .field(Seat::A, "F1", UnitKind::Warrior)
            .field(Seat::D, "F1", UnitKind::King)
            .field(Seat::B, "F2", UnitKind::King)
            .hand(Seat::B, &[UnitKind::Guardian])
            .hand(Seat::D, &[UnitKind::Guardian])
            .leftovers(Leftovers::Graveyard)
            .build();
        let cell = |s: &str| s.parse::<Cell>().unwrap();
        game.apply(Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        })
        .unwrap();
        game
    }

    #[test]
    fn guard_leader_guards_a_team_leader_for_the_reacting_player_only() {
        let game = attack_on_the_partners_leader();
        assert_eq!(game.priority(), Some(Seat::B));
        let answer = standing_answer(&game, Seat::B, StandingOrder::GuardLeader);
        assert!(
            matches!(answer, Some(Action::PlaySupport { support, .. })
                if ATTACK_STOPPERS.contains(&support.support())),
            "{answer:?}"
        );
        // D holds a Guardian too, but only the next player reacts (R37).
        assert_eq!(
            standing_answer(&game, Seat::D, StandingOrder::GuardLeader),
            None
        );
        assert_eq!(
            standing_answer(&game, Seat::B, StandingOrder::AlwaysPass),
            Some(Action::Pass)
        );
        assert_eq!(standing_answer(&game, Seat::B, StandingOrder::Ask), None);
        // Through the contract, by seat number.
        assert_eq!(
            Game::standing_answer(&game, 1, StandingOrder::AlwaysPass),
            Some(Action::Pass)
        );
        // The team's clock is the active player's while the window is open.
        assert_eq!(Game::clock_seat(&game), Some(0));
        // Partners are allied; opponents are not.
        assert!(Game::allied(&game, 0, 2));
        assert!(!Game::allied(&game, 0, 1));
    }

    #[test]
    fn the_opponent_answers_only_for_the_seat_the_match_waits_for() {
        let game = attack_on_the_partners_leader();
        // B reacts in the window: the opponent's choice for B is one of B's legal actions.
        let chosen = Game::opponent_choice(&game, 1, Level::Easy, 7).expect("B is waited for");
        assert!(
            Game::legal_actions(&game, 1).contains(&chosen),
            "{chosen:?}"
        );
        // Nobody else is waited for, and a seat the match has not is no seat.
        for seat in [0, 2, 3, 9] {
            assert_eq!(Game::opponent_choice(&game, seat, Level::Easy, 7), None);
        }
    }
}

#[cfg(test)]
mod label_tests {
    use super::army_label;
    use crate::games::invictus::rules::{Army, Version};

    #[test]
    fn armies_are_named_by_version_or_leader() {
        assert_eq!(army_label(&Army::pure(Version::Shogun)), "Shogun");
        assert_eq!(army_label(&Army::pure_light(Version::King)), "King (Light)");
        let mixed = Army::parse(
            "leader=odin blue=samurai:4 green=guardian:4 red=arbalist:4 yellow=anubis:4 purple=wizard:4",
            false,
        )
        .unwrap();
        assert_eq!(army_label(&mixed), "mixed, Leader Odin");
    }
}
