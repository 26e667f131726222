//! Matches the built-in player plays: one with no person left in it ends at once, decided on
//! points as at the turn cap (T15), and the built-in player takes its decisions in turn across
//! matches, so that one match where it has many moves to make keeps no other waiting.

use invictus::games::tactica::StandingOrder;
use invictus::games::tactica::{Action, EndReason, Match, TacticaSetup};
use invictus::games::{Game, SeatNo};
use invictus::hosting::{ChannelId, GuildId, PlayerId};
use invictus::hosting::{Host, HostSettings, Hosting, MatchState, SystemClock};
use invictus::store::{AiSeat, AsyncStore, MatchId, MatchPlace, Store};
use std::sync::Arc;
use std::time::{Duration, Instant};

const PERSON: PlayerId = PlayerId(401);
const OTHER_PERSON: PlayerId = PlayerId(402);
const BOT: PlayerId = PlayerId(999);

fn host(dir: &tempfile::TempDir) -> Host {
    let store = Store::open(&dir.path().join("tactica.db")).unwrap();
    Host::with_clock(
        AsyncStore::new(store),
        Arc::new(invictus::games::invictus::cards::builtin().clone()),
        HostSettings::default(),
        Arc::new(SystemClock),
    )
    .0
}

/// A Vanilla match on `map` with `person` in seat 0 and the built-in player (easy) in every
/// other seat.
async fn against_the_built_in_player(
    host: &Host,
    person: PlayerId,
    map: &str,
    players: u8,
    seed: u64,
) -> MatchId {
    let setup = TacticaSetup {
        map: map.to_string(),
        players,
        alliances: Vec::new(),
        seed,
        turn_cap: None,
        empires: Default::default(),
    };
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: (0..players)
            .map(|seat| Some(if seat == 0 { person } else { BOT }))
            .collect(),
    };
    let hosting = Hosting {
        reaction_window_ms: Some(60_000),
        turn_time_ms: None,
        ai: (1..players)
            .map(|seat| AiSeat {
                seat,
                level: invictus::hosting::Level::Easy,
                seed: seed + u64::from(seat),
            })
            .collect(),
    };
    host.matches()
        .start_match(Match::new(setup).unwrap(), place, hosting)
        .await
        .unwrap()
        .id
}

async fn state(host: &Host, id: MatchId) -> Arc<MatchState<Match>> {
    host.matches().state_of::<Match>(id).await.unwrap()
}

/// Plays the person's moves in `id` (a castle, then End turn) until the match waits for the
/// built-in player only.
async fn play_until_the_bots_move(host: &Host, id: MatchId, person: PlayerId) {
    for _ in 0..20 {
        let now = state(host, id).await;
        if !now.waiting.includes(0) {
            return;
        }
        host.matches()
            .choose::<Match>(
                id,
                person,
                now.version,
                {
                    let open = &now.view_of(person).actions;
                    let castle = open
                        .iter()
                        .filter(|a| matches!(a, Action::ChooseCastle { .. }))
                        .cloned();
                    invictus::hosting::Choice::FirstOf(
                        castle.chain([Action::EndTurn, Action::Pass]).collect(),
                    )
                },
                None,
            )
            .await
            .unwrap();
    }
    panic!("the person's turn did not end");
}

/// T15: the person resigns a match against two built-in players; nobody is left to play for,
/// so the match ends in the same change, on points, and the built-in players' results are
/// recorded without a rating.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t15_a_match_with_no_person_left_ends_at_once_on_points() {
    let dir = tempfile::tempdir().unwrap();
    let host = host(&dir);
    let id = against_the_built_in_player(&host, PERSON, "tactica-3p", 3, 11).await;
    let played = host
        .matches()
        .surrender::<Match>(id, PERSON, None)
        .await
        .unwrap();
    assert!(played.state.is_over(), "over in the resignation's change");
    let game = Store::open(&dir.path().join("tactica.db"))
        .unwrap()
        .load_match::<Match>(id)
        .unwrap()
        .game;
    let outcome = game.outcome().expect("an outcome").clone();
    assert_eq!(outcome.reason, EndReason::NoPersonLeft);
    assert!(!outcome.winners.contains(&0), "the person who left lost");
    assert!(!outcome.winners.is_empty());
    // Decided as at the turn cap: the best total of the seats still in play.
    let best = outcome
        .scores
        .iter()
        .filter(|s| s.seat != 0)
        .map(|s| s.total())
        .max()
        .unwrap();
    for seat in &outcome.winners {
        assert_eq!(outcome.scores[*seat as usize].total(), best);
    }
    // Stored as an action of the seat that left, and replayed to the same end.
    let store = Store::open(&dir.path().join("tactica.db")).unwrap();
    let log = store.action_log::<Match>(id).unwrap();
    let (_, seat, last) = log.last().unwrap();
    assert_eq!((*seat, last), (0, &Action::Conclude));
    let report = store.verify().unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    // Nobody's rating moved.
    let profile = host.people().profile::<Match>(PERSON, None).await.unwrap();
    assert!(profile.global.is_none() && profile.server.is_none());
}

/// A person in the match goes on playing when another person leaves: only a match with no
/// person left ends this way.
#[test]
fn t15_a_seat_still_in_play_cannot_end_the_match_on_points() {
    let setup = TacticaSetup {
        map: "tactica-3p".to_string(),
        players: 3,
        alliances: Vec::new(),
        seed: 5,
        turn_cap: None,
        empires: Default::default(),
    };
    let mut game = Match::new(setup).unwrap();
    assert_eq!(Game::conclusion(&game), None, "nobody is out yet");
    for seat in 0..3 {
        assert!(Game::apply(&mut game, seat, 0, &Action::Conclude).is_err());
    }
    Game::apply(&mut game, 1, 0, &Action::Surrender).unwrap();
    assert!(!Game::in_play(&game, 1) && Game::in_play(&game, 0));
    assert_eq!(Game::conclusion(&game), Some((1, Action::Conclude)));
    let version = Game::version(&game);
    assert!(Game::apply(&mut game, 0, version, &Action::Conclude).is_err());
    assert!(game.outcome().is_none());
    Game::apply(&mut game, 1, version, &Action::Conclude).unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::NoPersonLeft);
    assert!(!Game::in_play(&game, 0));
}

/// The built-in player's turns in a six-player match (five of its seats, the person passing
/// every window) keep it busy for many paced moves; a duel started meanwhile gets its answer
/// within a move or two of the other match's, not after that whole round.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_built_in_player_takes_turns_across_matches() {
    let dir = tempfile::tempdir().unwrap();
    let host = Arc::new(host(&dir));
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    let opponent = tokio::spawn(Arc::clone(&host).run_ai(stop));

    let busy = against_the_built_in_player(&host, PERSON, "tactica-6p", 6, 21).await;
    host.matches()
        .change_options::<Match>(busy, PERSON, |o| {
            o.orders.windows = StandingOrder::AlwaysPass
        })
        .await
        .unwrap();
    play_until_the_bots_move(&host, busy, PERSON).await;
    // The busy match's built-in players have started their round.
    let deadline = Instant::now() + Duration::from_secs(30);
    while state(&host, busy).await.version < 3 {
        assert!(
            Instant::now() < deadline,
            "the built-in players never moved"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let duel = against_the_built_in_player(&host, OTHER_PERSON, "tactica-3p", 2, 22).await;
    play_until_the_bots_move(&host, duel, OTHER_PERSON).await;
    let waited_from = Instant::now();
    let duel_version = state(&host, duel).await.version;
    let busy_version = state(&host, busy).await.version;
    loop {
        let now = state(&host, duel).await;
        if now.version > duel_version {
            break;
        }
        assert!(
            waited_from.elapsed() < Duration::from_secs(5),
            "the duel's built-in player has not moved in 5 s"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let answered_in = waited_from.elapsed();
    let busy_now = state(&host, busy).await;
    // The busy match is still in its built-in players' round: it did not have to end first.
    assert!(
        busy_now.waits_for_ai() && !busy_now.waiting.includes(0 as SeatNo),
        "the six-player match's round is still going on"
    );
    assert!(
        answered_in < Duration::from_secs(2) && busy_now.version <= busy_version + 12,
        "the duel was answered within a few of the other match's moves ({} of them, {answered_in:?})",
        busy_now.version - busy_version
    );
    stop_tx.send(true).unwrap();
    opponent.await.unwrap();
}
