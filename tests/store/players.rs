//! Players, their saved armies and challenges, and a match against the built-in opponent.

use super::support::new_game;
use invictus::games::seat_number;
use invictus::games::Level;
use invictus::store::MatchPlace;
use invictus::store::UnixMs;
use invictus::store::{ChannelId, GuildId, PlayerId};

#[test]
fn players_saved_armies_and_challenges() {
    crate::backend::needs_server!();
    use invictus::store::ChallengeStatus;
    let dir = tempfile::tempdir().unwrap();
    let mut store = crate::backend::open(&dir.path().join("p.db"));
    store.upsert_player(PlayerId(11), "Ada", UnixMs(0)).unwrap();
    store
        .set_preferences(PlayerId(11), "{\"reminders\":false}", UnixMs(0))
        .unwrap();
    assert_eq!(
        store.preferences(PlayerId(11)).unwrap().as_deref(),
        Some("{\"reminders\":false}")
    );
    assert_eq!(store.preferences(PlayerId(12)).unwrap(), None);
    store
        .save_army(
            PlayerId(11),
            "rush",
            "leader=king blue=warrior:8 red=archer:12",
            UnixMs(0),
        )
        .unwrap();
    store
        .save_army(PlayerId(11), "rush", "king", UnixMs(1))
        .unwrap();
    store
        .save_army(PlayerId(11), "alpha", "shogun", UnixMs(1))
        .unwrap();
    assert_eq!(
        store.saved_armies(PlayerId(11)).unwrap(),
        [
            ("alpha".to_string(), "shogun".to_string()),
            ("rush".to_string(), "king".to_string())
        ]
    );
    assert!(store.delete_army(PlayerId(11), "alpha").unwrap());
    assert!(!store.delete_army(PlayerId(11), "alpha").unwrap());
    let id = store
        .transaction(|tx| {
            tx.create_challenge(
                invictus::games::GameKind::Tactica,
                Some(GuildId(1)),
                Some(ChannelId(2)),
                PlayerId(11),
                Some(PlayerId(13)),
                &[],
                "{}",
                UnixMs(100),
                Some(UnixMs(500)),
            )
        })
        .unwrap();
    let open = store.challenge(id).unwrap().unwrap();
    assert_eq!(
        (open.status, open.challenger, open.challenged, open.game),
        (
            ChallengeStatus::Open,
            PlayerId(11),
            Some(PlayerId(13)),
            invictus::games::GameKind::Tactica
        )
    );
    assert!(store.expired_challenges(UnixMs(499)).unwrap().is_empty());
    assert_eq!(store.expired_challenges(UnixMs(500)).unwrap(), [id]);
    let game = new_game(12);
    let match_id = store
        .create_match(
            &game,
            &MatchPlace {
                players: [Some(PlayerId(11)), Some(PlayerId(13))].into(),
                ..Default::default()
            },
            UnixMs(200),
        )
        .unwrap();
    assert!(store
        .close_challenge(id, ChallengeStatus::Accepted, Some(match_id))
        .unwrap());
    assert!(
        !store
            .close_challenge(id, ChallengeStatus::Accepted, Some(match_id))
            .unwrap(),
        "only once"
    );
    let accepted = store.challenge(id).unwrap().unwrap();
    assert_eq!(
        (accepted.status, accepted.match_id),
        (ChallengeStatus::Accepted, Some(match_id))
    );
}

#[test]
fn a_match_against_the_built_in_opponent_remembers_its_seat() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ai.db");
    let mut store = crate::backend::open(&path);
    let place = MatchPlace {
        players: [Some(PlayerId(7)), Some(PlayerId(8))].into(),
        ..MatchPlace::default()
    };
    let human = store.create_match(&new_game(1), &place, UnixMs(0)).unwrap();
    let ai = invictus::store::AiSeat {
        seat: seat_number(invictus::games::invictus::rules::Seat::B),
        level: Level::Hard,
        seed: u64::MAX,
    };
    let against_ai = store
        .create_match_with_ai(&new_game(2), &place, std::slice::from_ref(&ai), UnixMs(0))
        .unwrap();
    drop(store);
    let store = crate::backend::open(&path);
    assert_eq!(store.ai_seats(human).unwrap(), vec![]);
    assert_eq!(store.ai_seats(against_ai).unwrap(), vec![ai]);
    assert_eq!(store.active_ai_matches().unwrap(), vec![against_ai]);
}
