//! Tactica hosted by the same hosting layer as Invictus, with no front end: whole matches driven
//! through hosting's API as a front end would drive them, with turn clocks, reaction windows
//! answered and left to expire (T79), stale, foreign and out-of-turn choices refused, the feed's
//! views and events redacted per reader, and the store verifying afterwards; the built-in player
//! taking a seat in a challenge and played by hosting's wake-ups.

use invictus::games::tactica::{Action, Event, Match, TacticaSetup};
use invictus::games::{Game, SeatNo, Waiting};
use invictus::hosting::{ChannelId, GuildId, PlayerId, UnixMs};
use invictus::hosting::{
    Host, HostError, HostSettings, Hosting, ManualClock, MatchState, Notice, Published,
};
use invictus::store::{AsyncStore, MatchId, MatchPlace, Store};
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc::UnboundedReceiver;

const START: UnixMs = UnixMs(1_800_000_000_000);
const WINDOW_MS: i64 = 60_000;
/// Long enough that no turn deadline passes while the windows expire one by one.
const TURN_MS: i64 = 30 * 24 * 3600 * 1000;
const PLAYERS: [PlayerId; 3] = [PlayerId(301), PlayerId(302), PlayerId(303)];

fn host(dir: &tempfile::TempDir, clock: Arc<ManualClock>) -> (Host, UnboundedReceiver<Published>) {
    let store = Store::open(&dir.path().join("tactica.db")).unwrap();
    Host::with_clock(
        AsyncStore::new(store),
        Arc::new(invictus::games::invictus::cards::builtin().clone()),
        HostSettings::default(),
        clock,
    )
}

/// The player at `seat` of a match every seat of which a person plays.
fn player(state: &MatchState<Match>, seat: SeatNo) -> PlayerId {
    state.player_at(seat).expect("a person plays every seat")
}

async fn start(host: &Host, players: &[PlayerId], turn_cap: u32, turn_ms: i64) -> MatchId {
    let setup = TacticaSetup {
        map: "tactica-3p".to_string(),
        players: players.len() as u8,
        alliances: Vec::new(),
        seed: 7,
        turn_cap: Some(turn_cap),
        empires: Default::default(),
    };
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: players.iter().map(|&p| Some(p)).collect(),
    };
    let hosting = Hosting {
        reaction_window_ms: Some(WINDOW_MS),
        turn_time_ms: Some(turn_ms),
        ai: Vec::new(),
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

/// Every change the feed carried so far, as Tactica changes.
fn drain(feed: &mut UnboundedReceiver<Published>) -> Vec<invictus::hosting::Change<Match>> {
    let mut out = Vec::new();
    while let Ok(published) = feed.try_recv() {
        out.push(published.of::<Match>().expect("a Tactica change").clone());
    }
    out
}

/// T79: a whole three-player match hosted to its end through hosting's API: every turn played
/// by the player it waits for, about half of the reaction windows answered by a player and the
/// others left to expire (every player the window waits for then passes, by the timer). The
/// log replays to the stored state, and every change on the feed showed each reader only what
/// they may see.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t79_a_whole_match_is_hosted_with_its_windows_answered_and_expired() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, mut feed) = host(&dir, Arc::clone(&clock));
    let id = start(&host, &PLAYERS, 12, TURN_MS).await;
    let started = drain(&mut feed);
    assert_eq!(started.len(), 1, "the new match is published once");
    assert!(
        started[0].state.deadlines.turn.is_some(),
        "the turn clock runs"
    );
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(79);
    let (mut expired, mut answered, mut steps) = (0, 0, 0);
    loop {
        let now = state(&host, id).await;
        if now.is_over() {
            break;
        }
        steps += 1;
        assert!(steps < 20_000, "the match ends");
        match now.waiting.clone() {
            Waiting::Turn { seat } => {
                let actions = &now.seats.get(seat).unwrap().actions;
                assert!(!actions.is_empty(), "the player waited for has a move");
                let action = actions[rng.gen_range(0..actions.len())];
                host.matches()
                    .act::<Match>(id, player(&now, seat), now.version, action, None)
                    .await
                    .unwrap();
            }
            Waiting::Window { seats } => {
                assert!(now.deadlines.window.is_some(), "a window has its deadline");
                if rng.gen_bool(0.5) {
                    clock.advance(Duration::from_millis(WINDOW_MS as u64 + 1_000));
                    host.clocks().run_due(host.now()).await.unwrap();
                    let after = state(&host, id).await;
                    assert!(after.version > now.version, "the expired window was passed");
                    // Every player it waited for passed, by the timer.
                    let store = Store::open(&dir.path().join("tactica.db")).unwrap();
                    let log = store.action_log::<Match>(id).unwrap();
                    let passed: Vec<u8> = log[now.version as usize..]
                        .iter()
                        .filter(|(_, _, action)| *action == Action::Pass)
                        .map(|(_, seat, _)| *seat)
                        .collect();
                    assert!(!passed.is_empty());
                    assert!(
                        passed.iter().all(|s| seats.contains(s)),
                        "{passed:?} {seats:?}"
                    );
                    expired += 1;
                } else {
                    let seat = seats[rng.gen_range(0..seats.len())];
                    let actions = &now.seats.get(seat).unwrap().actions;
                    let action = actions[rng.gen_range(0..actions.len())];
                    host.matches()
                        .act::<Match>(id, player(&now, seat), now.version, action, None)
                        .await
                        .unwrap();
                    answered += 1;
                }
            }
            Waiting::Over => break,
        }
    }
    assert!(
        expired > 2 && answered > 2,
        "expired {expired}, answered {answered}"
    );
    let end = state(&host, id).await;
    assert!(end.finish.is_some());
    assert!(
        end.deadlines.turn.is_none() && end.deadlines.window.is_none(),
        "no clock runs"
    );
    // Each change showed each reader only their own hand and their own draws.
    let changes = drain(&mut feed);
    assert_eq!(
        changes.last().map(|c| c.state.version),
        Some(end.version),
        "the feed carried every change up to the end"
    );
    assert!(changes.len() >= steps - 1, "one change per request");
    for change in &changes {
        assert!(change.state.public.hand.is_none());
        for (seat, view) in change.state.seats.iter() {
            assert_eq!(view.reader, Some(seat));
            assert!(view.hand.is_some());
        }
        let hidden = |events: &[Event], reader: Option<u8>| {
            events.iter().any(
                |e| matches!(e, Event::CardDrawn { seat, card: Some(_) } if Some(*seat) != reader),
            )
        };
        assert!(!hidden(&change.events.public, None));
        for (seat, events) in change.events.seats.iter() {
            assert!(
                !hidden(events, Some(seat)),
                "seat {seat} saw another's draw"
            );
        }
    }
    // The log replays to the stored match.
    let store = Store::open(&dir.path().join("tactica.db")).unwrap();
    let report = store.verify().unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert_eq!(
        store.action_log::<Match>(id).unwrap().len() as u64,
        end.version
    );
    let stored = store.load_match::<Match>(id).unwrap();
    assert_eq!(stored.status, invictus::store::MatchStatus::Over);
    assert_eq!(Game::finish(&stored.game), end.finish);
}

/// Choices a front end could send that must change nothing: a stale version, a player who is
/// not waited for, someone who does not play, an action the rules refuse, and a repeated
/// delivery of the same interaction.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_foreign_and_illegal_choices_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, _feed) = host(&dir, clock);
    let id = start(&host, &PLAYERS[..2], 3, TURN_MS).await;
    let now = state(&host, id).await;
    let Waiting::Turn { seat } = now.waiting else {
        panic!("a match starts with a castle choice")
    };
    let action = now.seats.get(seat).unwrap().actions[0];
    let other = PLAYERS[if seat == 0 { 1 } else { 0 }];
    let refused = [
        host.matches()
            .act::<Match>(id, other, now.version, action, None)
            .await
            .err(),
        host.matches()
            .act::<Match>(id, PlayerId(999), now.version, action, None)
            .await
            .err(),
        host.matches()
            .act::<Match>(id, player(&now, seat), now.version + 1, action, None)
            .await
            .err(),
        host.matches()
            .act::<Match>(id, player(&now, seat), now.version, Action::EndTurn, None)
            .await
            .err(),
    ];
    assert!(
        matches!(refused[0], Some(HostError::NotYourMove)),
        "{refused:?}"
    );
    assert!(
        matches!(refused[1], Some(HostError::NotAPlayer)),
        "{refused:?}"
    );
    assert!(matches!(refused[2], Some(HostError::Stale)), "{refused:?}");
    assert!(
        matches!(refused[3], Some(HostError::NotOpen)),
        "{refused:?}"
    );
    assert_eq!(
        state(&host, id).await.version,
        now.version,
        "nothing changed"
    );
    // An Invictus reading of a Tactica match is refused, not misread.
    assert!(host
        .matches()
        .state_of::<invictus::games::invictus::rules::Match>(id)
        .await
        .is_err());
    // The same interaction delivered twice is applied once.
    let user = player(&now, seat);
    let first = host
        .matches()
        .act::<Match>(id, user, now.version, action, Some("i-1".into()))
        .await
        .unwrap();
    let again = host
        .matches()
        .act::<Match>(id, user, now.version, action, Some("i-1".into()))
        .await
        .unwrap();
    assert!(first.action.is_some() && again.action.is_none());
    assert_eq!(again.state.version, now.version + 1);
}

/// The turn clock of a Tactica match: a missed deadline is announced and lets another player
/// claim; the claim times the late player out (a surrender, T11), which in a duel ends the match.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_deadline_is_announced_and_claimed() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, mut feed) = host(&dir, Arc::clone(&clock));
    let turn_ms = 3_600_000;
    let id = start(&host, &PLAYERS[..2], 3, turn_ms).await;
    let now = state(&host, id).await;
    let Waiting::Turn { seat: late } = now.waiting else {
        panic!("a turn first")
    };
    let claimer = PLAYERS[if late == 0 { 1 } else { 0 }];
    // Nobody may claim before the deadline.
    assert!(host.clocks().claim_in::<Match>(id, claimer).await.is_err());
    clock.advance(Duration::from_millis(turn_ms as u64 + 1_000));
    host.clocks().run_due(host.now()).await.unwrap();
    let notices: Vec<Notice> = drain(&mut feed).iter().filter_map(|c| c.notice).collect();
    assert!(
        notices.contains(&Notice::DeadlinePassed { late }),
        "{notices:?}"
    );
    assert_eq!(state(&host, id).await.late_seat, Some(late));
    // The late player may not claim against themselves.
    assert!(host
        .clocks()
        .claim_in::<Match>(id, player(&now, late))
        .await
        .is_err());
    let after = host.clocks().claim_in::<Match>(id, claimer).await.unwrap();
    let finish = after.finish.clone().expect("the claim ends a duel");
    assert!(!finish.winners.contains(&late) && !finish.winners.is_empty());
}

/// A Tactica challenge through the same challenges as Invictus's: the number of players the
/// offer needs (T5), every invited player accepting once before the match starts, the game's
/// terms and the alliances (T120) in the started match, and a rematch asked by another player
/// that seats them first and keeps each alliance's members together.
#[tokio::test]
async fn t120_a_challenge_for_four_in_alliances_starts_when_everyone_accepts_and_is_rematched() {
    use invictus::games::TacticaOffer;
    use invictus::hosting::{Acceptance, ChallengeTerms};
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, _feed) = host(&dir, Arc::clone(&clock));
    let [a, b, c] = PLAYERS;
    let d = PlayerId(304);
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: Vec::new().into(),
    };
    let terms = |map: &str, players: u8, alliances: Vec<Vec<SeatNo>>| ChallengeTerms {
        offer: TacticaOffer {
            map: map.to_string(),
            players,
            alliances,
            empires: false,
            series_loser: None,
            given_empires: Vec::new(),
        },
        reaction_window_secs: 60,
        turn_time_secs: 24 * 3600,
        bot: None,
        rematch_of: None,
    };
    fn refused<T: std::fmt::Debug>(r: Result<T, HostError>) -> &'static str {
        match r {
            Err(HostError::Refused(phrase)) => phrase.id,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
    let challenges = host.challenges();
    // Three players on the 3-castle map: two invited, not one.
    assert_eq!(
        refused(
            challenges
                .challenge::<Match>(
                    place.clone(),
                    a,
                    &[(1, b)],
                    terms("tactica-3p", 3, vec![]),
                    START
                )
                .await
        ),
        "refused-players-count"
    );
    // The 3-castle map is not played by four (T5).
    let four = [(1, b), (2, c), (3, d)];
    assert_eq!(
        refused(
            challenges
                .challenge::<Match>(
                    place.clone(),
                    a,
                    &four,
                    terms("tactica-3p", 4, vec![]),
                    START
                )
                .await
        ),
        "refused-cannot-start"
    );
    let twice = [(1, b), (2, c), (3, b)];
    assert_eq!(
        refused(
            challenges
                .challenge::<Match>(
                    place.clone(),
                    a,
                    &twice,
                    terms("tactica-4p", 4, vec![]),
                    START
                )
                .await
        ),
        "refused-players-different"
    );

    let alliances = vec![vec![0, 2], vec![1, 3]];
    let (challenge, _) = challenges
        .challenge::<Match>(
            place.clone(),
            a,
            &four,
            terms("tactica-4p", 4, alliances.clone()),
            START,
        )
        .await
        .unwrap();
    // Read as another game's terms, the challenge is refused, never misread.
    assert!(challenges
        .terms::<invictus::games::invictus::rules::Match>(challenge)
        .await
        .is_err());
    assert_eq!(
        challenges.accept(challenge, b, None, START).await.unwrap(),
        Acceptance::Waiting {
            waiting: vec![c, d],
            game: invictus::games::GameKind::Tactica
        }
    );
    assert_eq!(
        refused(challenges.accept(challenge, b, None, START).await),
        "refused-already-accepted"
    );
    assert_eq!(
        refused(
            challenges
                .accept(challenge, PlayerId(999), None, START)
                .await
        ),
        "refused-not-invited"
    );
    assert_eq!(
        challenges.accept(challenge, d, None, START).await.unwrap(),
        Acceptance::Waiting {
            waiting: vec![c],
            game: invictus::games::GameKind::Tactica
        }
    );
    let id = challenges
        .accept(challenge, c, None, START)
        .await
        .unwrap()
        .started()
        .expect("the last acceptance starts the match");
    let started = state(&host, id).await;
    assert_eq!(
        (0..4).map(|s| player(&started, s)).collect::<Vec<_>>(),
        [a, b, c, d]
    );
    assert_eq!(started.terms.map, "tactica-4p");
    assert_eq!(started.terms.alliances, alliances);
    assert!(started.deadlines.turn.is_some(), "the turn clock runs");

    // One alliance gives up: the other wins; its second player asks for a rematch.
    for user in [b, d] {
        host.matches()
            .surrender::<Match>(id, user, None)
            .await
            .unwrap();
    }
    let over = state(&host, id).await;
    assert_eq!(
        over.finish.as_ref().map(|f| f.winners.clone()),
        Some(vec![0, 2])
    );
    // Every player's Tactica rating moved (Weng-Lin, alliance against alliance): the winners
    // above the starting 1500, the losers below, in the ladder across servers and the server's.
    let board = host
        .people()
        .leaderboard(
            invictus::games::GameKind::Tactica,
            invictus::hosting::GLOBAL,
            c,
        )
        .await
        .unwrap();
    assert_eq!(board.top.len(), 4);
    for row in &board.top {
        let won = [a, c].contains(&row.player);
        assert_eq!(row.rating > 1500.0, won, "{row:?}");
        assert_eq!((row.wins, row.losses), if won { (1, 0) } else { (0, 1) });
    }
    let server = host
        .people()
        .leaderboard(
            invictus::games::GameKind::Tactica,
            invictus::hosting::Scope::Guild(GuildId(1)),
            c,
        )
        .await
        .unwrap();
    assert_eq!(server.top.len(), 4);
    let invictus_board = host
        .people()
        .leaderboard(
            invictus::games::GameKind::Invictus,
            invictus::hosting::GLOBAL,
            c,
        )
        .await
        .unwrap();
    assert!(invictus_board.top.is_empty(), "no Invictus rating moved");
    // Each player's Tactica record: a win with the alliance, against the other alliance.
    let profile = host.people().profile::<Match>(c, None).await.unwrap();
    assert_eq!((profile.record.wins, profile.record.losses), (1, 0));
    assert_eq!(profile.last[0].opponents, vec![b, d]);
    let profile = host.people().profile::<Match>(d, None).await.unwrap();
    assert_eq!((profile.record.wins, profile.record.losses), (0, 1));
    assert!(profile.by_army.is_empty(), "Tactica names no army");
    let invictus = host
        .people()
        .profile::<invictus::games::invictus::rules::Match>(c, None)
        .await
        .unwrap();
    assert_eq!(
        invictus.record.games(),
        0,
        "an Invictus record counts no Tactica match"
    );
    let rematch = challenges.rematch(id, c).await.unwrap();
    assert_eq!(
        (rematch.challenger, rematch.invited.clone()),
        (c, vec![a, b, d])
    );
    let again = challenges.terms::<Match>(rematch.challenge).await.unwrap();
    assert_eq!(again.rematch_of, Some(id.0));
    // Old seats 2, 0, 1, 3 are the new 0, 1, 2, 3: the alliances keep their members.
    assert_eq!(again.offer.alliances, vec![vec![1, 0], vec![2, 3]]);
    for user in [a, b, d] {
        challenges
            .accept(rematch.challenge, user, None, START)
            .await
            .unwrap();
    }
}

/// What the built-in player in seat `bot` did in a match from `start` through `log`, each of its
/// actions checked legal where it was played: how many castle choices, turns, decisions, reaction
/// windows, and windows it shared with someone else (T79).
#[derive(Debug, Default)]
struct BotPlay {
    castles: usize,
    turns: usize,
    decisions: usize,
    windows: usize,
    shared_windows: usize,
}

fn bot_play(start: &Match, log: &[(u64, SeatNo, Action)], bot: SeatNo) -> BotPlay {
    use invictus::games::tactica::Waiting as Wait;
    let mut game = start.clone();
    let mut play = BotPlay::default();
    for (_, seat, action) in log {
        if *seat == bot {
            match game.waiting() {
                Wait::Castle { .. } => play.castles += 1,
                Wait::Turn { .. } => play.turns += 1,
                Wait::Decision { .. } => play.decisions += 1,
                Wait::Window { seats } => {
                    play.windows += 1;
                    play.shared_windows += usize::from(seats.len() > 1);
                }
                Wait::Over => panic!("it acted after the end"),
            }
            assert!(
                Game::legal_actions(&game, bot).contains(action),
                "{action:?} was not legal"
            );
            assert_ne!(*action, Action::Surrender, "it never gives up");
        }
        let version = Game::version(&game);
        Game::apply(&mut game, *seat, version, action).expect("the log replays");
    }
    play
}

/// Runs hosting's wake-ups for the built-in player in seat `bot` of match `id` while the people
/// play greedily (buying a card when they hold none, so that windows open), until the match is
/// over or `enough` says so of the built-in player's play. Returns that play.
async fn play_against_the_built_in_player(
    host: Host,
    db: &std::path::Path,
    id: MatchId,
    bot: SeatNo,
    enough: impl Fn(&BotPlay) -> bool,
) -> BotPlay {
    use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
    let load = || {
        Store::open(db)
            .unwrap()
            .load_match::<Match>(id)
            .unwrap()
            .game
    };
    let log = || Store::open(db).unwrap().action_log::<Match>(id).unwrap();
    let start = {
        let stored = load();
        assert_eq!(stored.version(), 0, "a match just started");
        stored
    };
    let host = Arc::new(host);
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    let opponent = tokio::spawn(Arc::clone(&host).run_ai(stop));
    let mut people = ScriptedPlayer::new(PlayerKind::Greedy, 17);
    let deadline = std::time::Instant::now() + Duration::from_secs(180);
    loop {
        let now = state(&host, id).await;
        let play = bot_play(&start, &log(), bot);
        if now.is_over() || enough(&play) {
            stop_tx.send(true).unwrap();
            opponent.await.unwrap();
            return play;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the built-in player stopped playing: {:?}, {play:?}",
            now.waiting
        );
        let Some(seat) = now.waiting.seats().into_iter().find(|&s| s != bot) else {
            // Only the built-in player is waited for: its wake-up plays.
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let game = load();
        if game.version() != now.version {
            continue;
        }
        let holds = game.view(Some(seat)).hand.is_some_and(|h| !h.is_empty());
        let action = if !holds && Game::legal_actions(&game, seat).contains(&Action::BuyCard) {
            Action::BuyCard
        } else {
            people.choose(&game, seat)
        };
        let user = player(&now, seat);
        match host
            .matches()
            .act::<Match>(id, user, now.version, action, None)
            .await
        {
            Ok(_) => {}
            // The built-in player answered the same window first.
            Err(HostError::Stale) => assert!(state(&host, id).await.version > now.version),
            Err(e) => panic!("{action:?} by seat {seat}: {e:?}"),
        }
    }
}

/// The built-in player takes a seat in a Tactica challenge as in an Invictus one: the people
/// accept (its seat needs no answer), the match starts, and hosting's wake-ups play its seat
/// through its castle choice and its turns until the match is over or it has made many moves,
/// every one of them legal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_built_in_player_takes_a_challenge_seat_and_hosting_plays_it() {
    use invictus::games::TacticaOffer;
    use invictus::hosting::{Acceptance, ChallengeTerms};
    const BOT: PlayerId = PlayerId(999);
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, _feed) = host(&dir, Arc::clone(&clock));
    let [a, b, _] = PLAYERS;
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: Vec::new().into(),
    };
    let terms = ChallengeTerms {
        offer: TacticaOffer {
            map: "tactica-3p".to_string(),
            players: 3,
            alliances: Vec::new(),
            empires: false,
            series_loser: None,
            given_empires: Vec::new(),
        },
        reaction_window_secs: 60,
        turn_time_secs: 7 * 24 * 3600,
        bot: Some(BOT),
        rematch_of: None,
    };
    let challenges = host.challenges();
    let (challenge, _) = challenges
        .challenge::<Match>(place, a, &[(1, b), (2, BOT)], terms, START)
        .await
        .unwrap();
    let id = match challenges.accept(challenge, b, None, START).await.unwrap() {
        Acceptance::Started(id) => id,
        other => panic!("the bot's seat needs no Accept: {other:?}"),
    };
    let ais = host.matches().ai_seats(id).await.unwrap();
    assert_eq!(ais.iter().map(|ai| ai.seat).collect::<Vec<_>>(), vec![2]);
    let started = state(&host, id).await;
    assert_eq!(started.player_at(2), Some(BOT));
    assert!(started.is_ai(2) && !started.is_ai(0) && !started.is_ai(1));

    let db = dir.path().join("tactica.db");
    let play = play_against_the_built_in_player(host, &db, id, 2, |p| p.turns >= 30).await;
    assert_eq!(play.castles, 1, "it chose its castle: {play:?}");
    assert!(play.turns > 5, "it played its turns: {play:?}");
    let report = Store::open(&db).unwrap().verify().unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
}

/// Hosting's wake-ups play the built-in player in reaction windows that wait for it and for the
/// people at once (T79: everyone holds a card here), and in its decisions (the Temple's peek: its
/// unit stands on the Temple), beside its turns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t79_hosting_plays_the_built_in_player_in_shared_windows_and_decisions() {
    use invictus::games::tactica::scenario::Scenario;
    use invictus::store::AiSeat;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, _feed) = host(&dir, Arc::clone(&clock));
    let mut scenario = Scenario::new("tactica-3p", 3);
    scenario
        .castle(1, Some(0))
        .castle(2, Some(1))
        .castle(3, Some(2));
    scenario.unit(0, "LI", "0,5");
    scenario.unit(1, "LI", "-5,0");
    scenario.unit(2, "LI", "0,0");
    scenario.hand(0, &["poisoned_blade", "fresh_horses"]);
    scenario.hand(1, &["reinforcements", "forced_march"]);
    scenario.hand(2, &["poisoned_blade", "reinforcements"]);
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: [Some(PLAYERS[0]), Some(PLAYERS[1]), Some(PlayerId(999))].into(),
    };
    let hosting = Hosting {
        reaction_window_ms: Some(WINDOW_MS),
        turn_time_ms: Some(TURN_MS),
        ai: vec![AiSeat {
            seat: 2,
            level: invictus::hosting::Level::Hard,
            seed: 79,
        }],
    };
    let id = host
        .matches()
        .start_match(scenario.build(), place, hosting)
        .await
        .unwrap()
        .id;
    let db = dir.path().join("tactica.db");
    let enough = |p: &BotPlay| p.shared_windows > 0 && p.decisions > 0 && p.turns > 3;
    let play = play_against_the_built_in_player(host, &db, id, 2, enough).await;
    assert!(enough(&play), "{play:?}");
}

/// The built-in player chooses for a seat exactly when the match waits for it, and always an
/// action the rules list: castle choices, turns, decisions and reaction windows (where it may pass
/// or react), in matches of two and three players played to their end.
#[test]
fn the_built_in_player_chooses_a_legal_action_whenever_it_is_waited_for() {
    use invictus::hosting::Level;
    let mut play = BotPlay::default();
    for (seed, players) in [(1u64, 2u8), (2, 3), (3, 2)] {
        let start = Match::new(TacticaSetup {
            map: "tactica-3p".to_string(),
            players,
            alliances: Vec::new(),
            seed,
            turn_cap: Some(6),
            empires: Default::default(),
        })
        .unwrap();
        let mut game = start.clone();
        let mut log = Vec::new();
        while Game::finish(&game).is_none() {
            assert!(log.len() < 5_000, "the match ends");
            let waiting = Game::waiting(&game);
            for seat in 0..players {
                let level = Level::ALL[usize::from(seat) % 3];
                let chosen = Game::opponent_choice(&game, seat, level, seed);
                if !waiting.includes(seat) {
                    assert_eq!(chosen, None, "seat {seat} is not waited for");
                    continue;
                }
                assert!(chosen.is_some(), "a choice for a seat waited for");
                if log.len() % 4 == 0 {
                    assert_eq!(
                        Game::opponent_choice(&game, seat, level, seed),
                        chosen,
                        "a decision is a pure function of the match, the seat and the seed"
                    );
                }
            }
            let seat = waiting.seats()[0];
            let action = Game::opponent_choice(&game, seat, Level::Normal, seed).unwrap();
            let version = Game::version(&game);
            Game::apply(&mut game, seat, version, &action).expect("a legal choice applies");
            log.push((version, seat, action));
        }
        // Every seat is the built-in player here: each one's actions were legal where played.
        for seat in 0..players {
            let seen = bot_play(&start, &log, seat);
            play.castles += seen.castles;
            play.turns += seen.turns;
            play.windows += seen.windows;
        }
    }
    assert!(play.castles > 0 && play.turns > 0, "{play:?}");
    assert!(<Match as Game>::has_opponent());
}
