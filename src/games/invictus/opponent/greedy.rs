//! The one-step greedy player: tries every legal action on a position dealt again from what it
//! can see, lets the opponent pass the windows that action opens, and keeps the best evaluation.

use super::eval::evaluate;
use crate::games::invictus::rules::{Action, Event, Frame, Match, Seat};
use rand::Rng;

/// The greedy player's action for `seat`, or `None` if `seat` does not have priority (or the
/// game is over). Ties are broken with `rng`, which also deals the hidden cards.
pub fn greedy_choice(game: &Match, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
    if game.priority() != Some(seat) {
        return None;
    }
    let legal = game.legal_actions();
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let base = game.redeal_hidden(seat, rng);
    let mut events = Vec::new();
    let mut best = (f64::NEG_INFINITY, legal[0]);
    for &action in &legal {
        let mut next = base.clone();
        events.clear();
        next.apply_unchecked(action, &mut events);
        pass_opponent_windows(&mut next, seat, &mut events);
        let value = evaluate(&next, seat) + rng.gen::<f64>() * 1e-9;
        if value > best.0 {
            best = (value, action);
        }
    }
    Some(best.1)
}

/// Lets the other side (the opponent of `seat`) decline the reaction windows open to it, so that
/// an attack or a support is judged by its effect.
pub(crate) fn pass_opponent_windows(game: &mut Match, seat: Seat, events: &mut Vec<Event>) {
    while !game.is_over()
        && game.priority().is_some_and(|p| p.side() != seat.side())
        && !game.stack().is_empty()
    {
        let can_pass = matches!(
            game.stack().last(),
            Some(Frame::Attack { .. } | Frame::Support { .. } | Frame::AfterHit { .. })
        );
        if !can_pass {
            break;
        }
        events.clear();
        game.apply_unchecked(Action::Pass, events);
    }
}
