//! Shared helpers for the store tests: a new match, an action request for whoever has
//! priority, and playing actions through the store.

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{Action, Army, Match, MatchSetup, Version};
use invictus::games::seat_number;
use invictus::store::UnixMs;
use invictus::store::{ActionRequest, Applied, MatchId, Store};

pub fn new_game(seed: u64) -> Match {
    let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Shogun), seed);
    Match::new(setup, cards::builtin()).unwrap()
}

pub fn request(id: MatchId, game: &Match, action: Action) -> ActionRequest<Match> {
    ActionRequest {
        match_id: id,
        seat: seat_number(game.priority().unwrap()),
        version: game.version(),
        action,
        interaction_id: None,
        now: UnixMs(1_000 + game.version() as i64),
        timers: Vec::new(),
    }
}

pub fn applied_game(applied: Applied<Match>) -> Match {
    match applied {
        Applied::New { game, .. } => *game,
        Applied::Duplicate { seq } => panic!("unexpected duplicate of {seq}"),
    }
}

/// Plays `n` first legal actions through the store.
pub fn advance(store: &mut Store, id: MatchId, mut game: Match, n: usize) -> Match {
    for _ in 0..n {
        if game.is_over() {
            break;
        }
        let action = *game.legal_actions().last().unwrap();
        game = applied_game(store.apply(&request(id, &game, action)).unwrap());
    }
    game
}
