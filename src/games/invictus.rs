//! Invictus through the game contract: seats A–D are numbers 0–3, a reaction window waits for
//! the one player with priority, and a match is created from its setup and the card numbers it
//! is played with.

use super::{Finish, Game, GameKind, Refusal, SeatNo, Waiting};
use crate::engine::{
    Action, Event, Match, MatchSetup, MatchSnapshot, Outcome, RuleError, Seat, SetupError,
    UnitCard, View,
};
use serde::{Deserialize, Serialize};

/// What an Invictus match is created from: its setup and the card numbers (the catalog's at the
/// time, kept so that a later patch of the cards never changes a match in progress).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvictusOrigin {
    pub setup: MatchSetup,
    pub cards: Vec<UnitCard>,
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
        RuleError::NotLegal(_) => Refusal::NotLegal(e.to_string()),
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
    type SetupError = SetupError;

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

    fn version(&self) -> u64 {
        Match::version(self)
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

    fn surrender(&self, seat: SeatNo) -> Option<Action> {
        seat_of(seat)
            .filter(|s| Match::seats(self).contains(s))
            .map(|seat| Action::Resign { seat })
    }
}
