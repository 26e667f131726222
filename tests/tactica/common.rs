//! Shared helpers for the Tactica scenario tests: fields by name, checked actions, passing every
//! reaction window, and short ways to move, attack, play cards and end turns.
#![allow(dead_code)]

use invictus::games::tactica::{
    Action, CardTarget, Event, Field, Match, Path, RuleError, Seat, Unit, Waiting,
};
use std::process::{Command, Output};

/// The `invictus` binary, run as a user would in the C.UTF-8 locale (English words).
pub fn invictus_command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_invictus"));
    command
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    command
}

/// Runs `invictus ARGS` to the end.
pub fn invictus(args: &[&str]) -> Output {
    invictus_command()
        .args(args)
        .output()
        .expect("the binary runs")
}

/// The field named by axial "q,r" or a label such as "F7".
pub fn f(game: &Match, name: &str) -> Field {
    game.board()
        .parse_field(name)
        .unwrap_or_else(|| panic!("no field {name}"))
}

pub fn unit(game: &Match, name: &str) -> Option<Unit> {
    game.unit(f(game, name)).copied()
}

/// The owner of the unit on `name`, if any.
pub fn owner(game: &Match, name: &str) -> Option<Seat> {
    unit(game, name).map(|u| u.owner)
}

pub fn gold(game: &Match, seat: Seat) -> i32 {
    game.player(seat).gold
}

pub fn card(game: &Match, name: &str) -> u8 {
    game.rules().card_by_id(name).expect("a card")
}

pub fn kind(game: &Match, name: &str) -> u8 {
    game.rules().unit_by_id(name).expect("a unit type")
}

/// Every seat in an open window passes, window after window, until the match waits for
/// something else (a turn, a decision, the end).
pub fn settle(game: &mut Match) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..200 {
        let Waiting::Window { seats } = game.waiting() else {
            return events;
        };
        for seat in seats {
            events.extend(game.apply(seat, &Action::Pass).expect("a pass"));
        }
    }
    panic!("the windows never closed");
}

/// Checked play as methods, so that an action can be built from the match in the same call.
pub trait Play {
    /// Applies a legal action and passes every window after it.
    fn play(&mut self, seat: Seat, action: Action) -> Vec<Event>;
    /// Applies an action that must be refused, and checks that nothing changed.
    fn refuse(&mut self, seat: Seat, action: Action) -> RuleError;
    /// Applies a legal action and leaves the window after it open.
    fn act(&mut self, seat: Seat, action: Action) -> Vec<Event>;
}

impl Play for Match {
    fn play(&mut self, seat: Seat, action: Action) -> Vec<Event> {
        let mut events = self.act(seat, action);
        events.extend(settle(self));
        events
    }

    fn refuse(&mut self, seat: Seat, action: Action) -> RuleError {
        let before = self.snapshot();
        let err = self
            .apply(seat, &action)
            .expect_err(&format!("{action:?} by seat {seat} was accepted"));
        assert_eq!(self.snapshot(), before, "a refusal changed the match");
        err
    }

    fn act(&mut self, seat: Seat, action: Action) -> Vec<Event> {
        self.apply(seat, &action)
            .unwrap_or_else(|e| panic!("{action:?} by seat {seat} refused: {e}"))
    }
}

pub fn play(game: &mut Match, seat: Seat, action: Action) -> Vec<Event> {
    game.play(seat, action)
}

pub fn move_action(game: &Match, from: &str, steps: &[&str]) -> Action {
    let fields: Vec<Field> = steps.iter().map(|s| f(game, s)).collect();
    Action::Move {
        unit: f(game, from),
        path: Path::from_slice(&fields).expect("a short path"),
        leave_wagon: false,
    }
}

/// Moves the unit on `from` along `steps` and passes every window.
pub fn go(game: &mut Match, seat: Seat, from: &str, steps: &[&str]) -> Vec<Event> {
    let action = move_action(game, from, steps);
    play(game, seat, action)
}

pub fn attack_action(game: &Match, from: &str, target: &str) -> Action {
    Action::Attack {
        unit: f(game, from),
        target: f(game, target),
    }
}

pub fn play_card(game: &Match, name: &str, target: CardTarget) -> Action {
    Action::PlayCard {
        card: card(game, name),
        target,
    }
}

pub fn on_unit(game: &Match, name: &str) -> CardTarget {
    CardTarget::Unit {
        field: f(game, name),
    }
}

pub fn push(game: &Match, from: &str, to: &str) -> CardTarget {
    CardTarget::Push {
        field: f(game, from),
        to: f(game, to),
    }
}

/// The active player ends the turn; every window is passed until the next turn (or a decision).
pub fn end_turn(game: &mut Match) -> Vec<Event> {
    let seat = game.active();
    play(game, seat, Action::EndTurn)
}

/// Every seat in the open window except `except` passes once (the window stays open for it).
pub fn pass_others(game: &mut Match, except: Seat) {
    if let Waiting::Window { seats } = game.waiting() {
        for seat in seats.into_iter().filter(|&s| s != except) {
            game.apply(seat, &Action::Pass).expect("a pass");
        }
    }
}

pub fn has_event(events: &[Event], pred: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(pred)
}
