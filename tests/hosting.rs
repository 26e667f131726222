//! Match hosting without Discord: challenges and their limits, accepting, stale and out-of-turn
//! choices, repeated deliveries, resignation, and reaction-window deadlines passed by the timer
//! loop (R22, R23).

use invictus::app::{
    window_open, ChallengeTerms, Change, Host, HostError, HostSettings, Published, Variant,
};
use invictus::engine::{Action, Match, Seat, WinCondition};
use invictus::games::seat_number;
use invictus::store::{AsyncStore, ChallengeId, ChallengeStatus, MatchId, MatchPlace, Store};
use std::sync::Arc;

const ALICE: u64 = 11;
const BOB: u64 = 22;
const CAROL: u64 = 33;

/// A host under test with the handle of the store it runs over, which the tests (never a front
/// end) read to check what hosting wrote and how many store calls it made.
struct TestHost {
    host: Host,
    store: AsyncStore,
}

/// What reads the store under a test's host.
trait Stored {
    fn store(&self) -> &AsyncStore;
}

impl Stored for AsyncStore {
    fn store(&self) -> &AsyncStore {
        self
    }
}

impl Stored for TestHost {
    fn store(&self) -> &AsyncStore {
        &self.store
    }
}

impl<T: Stored> Stored for Arc<T> {
    fn store(&self) -> &AsyncStore {
        T::store(self)
    }
}

impl std::ops::Deref for TestHost {
    type Target = Host;
    fn deref(&self) -> &Host {
        &self.host
    }
}

fn host(
    dir: &tempfile::TempDir,
    settings: HostSettings,
) -> (TestHost, tokio::sync::mpsc::UnboundedReceiver<Published>) {
    let store = AsyncStore::new(Store::open(&dir.path().join("h.db")).unwrap());
    let (host, changes) = Host::new(
        store.clone(),
        Arc::new(invictus::catalog::builtin().clone()),
        settings,
    );
    (TestHost { host, store }, changes)
}

/// The change of an Invictus match a published change carries.
fn invictus_change(published: Published) -> Change {
    published
        .of::<Match>()
        .expect("a change of an Invictus match")
        .clone()
}

fn terms(window: u64) -> ChallengeTerms {
    ChallengeTerms {
        mode: invictus::engine::Mode::Duel,
        bot: None,
        army: "king".into(),
        variant: Variant::Standard,
        reaction_window_secs: window,
        turn_time_secs: invictus::app::DEFAULT_TURN_TIME_SECS,
        opponent_army: None,
        rematch_of: None,
    }
}

fn place() -> MatchPlace {
    MatchPlace {
        guild_id: Some(1),
        channel_id: Some(2),
        players: [Some(ALICE), Some(BOB)].into(),
    }
}

/// A match as a player (or the public) sees it, read back from the store for the test's checks.
struct Seen {
    stored: invictus::store::StoredMatch<Match>,
    seat: Option<Seat>,
    view: invictus::engine::View,
}

impl Seen {
    fn game(&self) -> &invictus::engine::Match {
        &self.stored.game
    }
}

async fn seen_by(host: &impl Stored, m: MatchId, user: Option<u64>) -> Seen {
    let stored = host
        .store()
        .call(move |s| s.load_match::<Match>(m))
        .await
        .unwrap();
    let seat = user.and_then(|u| {
        [Seat::A, Seat::B]
            .into_iter()
            .find(|s| stored.players.get(seat_number(*s)) == Some(&Some(u)))
    });
    let view = stored.game.view(seat);
    Seen { stored, seat, view }
}

async fn started(host: &Host, window: u64) -> MatchId {
    let (c, _) = host
        .challenges()
        .challenge(place(), ALICE, BOB, terms(window), 1_000)
        .await
        .unwrap();
    host.challenges().accept(c, BOB, None, 2_000).await.unwrap()
}

/// Plays the first legal action for whoever has priority.
async fn step(host: &TestHost, m: MatchId, pick: impl Fn(&[Action]) -> usize) -> Action {
    let seen = seen_by(host, m, None).await;
    let game = seen.game();
    let seat = game.priority().unwrap();
    let user = if seat == Seat::A { ALICE } else { BOB };
    let actions = game.legal_actions();
    let action = actions[pick(&actions)];
    host.matches()
        .play(m, user, game.version(), move |_| Some(action), None)
        .await
        .unwrap();
    action
}

#[tokio::test]
async fn challenges_are_checked_and_limited() {
    let dir = tempfile::tempdir().unwrap();
    let settings = HostSettings {
        max_open_challenges_per_user: 2,
        max_active_matches_per_user: 1,
        ..HostSettings::default()
    };
    let (host, _) = host(&dir, settings);
    let refused = |r: Result<(ChallengeId, i64), HostError>| match r {
        Err(HostError::Refused(phrase)) => phrase.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    };
    let text = refused(
        host.challenges()
            .challenge(place(), ALICE, ALICE, terms(60), 0)
            .await,
    );
    assert!(text.contains("yourself"));
    let mut bad = terms(60);
    bad.army = "a bag of cats".into();
    assert!(refused(
        host.challenges()
            .challenge(place(), ALICE, BOB, bad, 0)
            .await
    )
    .contains("army"));
    assert!(refused(
        host.challenges()
            .challenge(place(), ALICE, BOB, terms(5), 0)
            .await
    )
    .contains("reaction window"));

    let (first, expires) = host
        .challenges()
        .challenge(place(), ALICE, BOB, terms(60), 0)
        .await
        .unwrap();
    assert_eq!(expires, 24 * 3600 * 1000);
    host.challenges()
        .challenge(place(), ALICE, CAROL, terms(60), 0)
        .await
        .unwrap();
    assert!(refused(
        host.challenges()
            .challenge(place(), ALICE, BOB, terms(60), 0)
            .await
    )
    .contains("open challenges"));

    // Only the challenged player accepts; an accepted challenge cannot be accepted again.
    let err = host
        .challenges()
        .accept(first, CAROL, None, 10)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("Only the challenged player"));
    let m = host
        .challenges()
        .accept(first, BOB, Some("shogun".into()), 10)
        .await
        .unwrap();
    let seen = seen_by(&host, m, Some(BOB)).await;
    assert_eq!(seen.seat, Some(Seat::B));
    assert_eq!(seen.view.seats.b.leader.name(), "Shogun");
    assert!(host
        .challenges()
        .accept(first, BOB, None, 11)
        .await
        .is_err());
    // Alice now plays one match: the limit of 1 refuses another.
    assert!(refused(
        host.challenges()
            .challenge(place(), ALICE, CAROL, terms(60), 20)
            .await
    )
    .contains("playing"));
}

#[tokio::test]
async fn challenges_expire_and_can_be_declined() {
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let (c1, expires) = host
        .challenges()
        .challenge(place(), ALICE, BOB, terms(60), 0)
        .await
        .unwrap();
    let (c2, _) = host
        .challenges()
        .challenge(place(), ALICE, BOB, terms(60), 0)
        .await
        .unwrap();
    host.challenges().decline(c2, BOB).await.unwrap();
    assert!(
        host.challenges().decline(c2, BOB).await.is_err(),
        "declined once"
    );
    assert_eq!(host.clocks().run_due(expires - 1).await.unwrap(), vec![]);
    assert_eq!(host.clocks().run_due(expires).await.unwrap(), vec![c1]);
    let err = host
        .challenges()
        .accept(c1, BOB, None, expires + 1)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("no longer open"));
    let status = host
        .store()
        .call(move |s| s.challenge(c1))
        .await
        .unwrap()
        .unwrap()
        .status;
    assert_eq!(status, ChallengeStatus::Expired);
}

#[tokio::test]
async fn stale_out_of_turn_and_repeated_choices_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (host, mut changes) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let seen = seen_by(&host, m, None).await;
    let seat = seen.game().priority().unwrap();
    let (me, other) = if seat == Seat::A {
        (ALICE, BOB)
    } else {
        (BOB, ALICE)
    };
    let keep = |_: &invictus::engine::View| Some(Action::KeepHand);
    assert!(matches!(
        host.matches().play(m, other, 0, keep, None).await,
        Err(HostError::NotYourMove)
    ));
    assert!(matches!(
        host.matches().play(m, CAROL, 0, keep, None).await,
        Err(HostError::NotAPlayer)
    ));
    assert!(matches!(
        host.matches().play(m, me, 5, keep, None).await,
        Err(HostError::Stale)
    ));
    host.matches()
        .play(m, me, 0, keep, Some("click-1".into()))
        .await
        .unwrap();
    assert_eq!(invictus_change(changes.recv().await.unwrap()).match_id(), m);
    // The same interaction delivered again is not applied twice.
    let played = host
        .matches()
        .play(m, me, 0, keep, Some("click-1".into()))
        .await
        .unwrap();
    let (game, events) = (played.state, played.events);
    assert!(events.is_empty());
    assert_eq!(game.version(), 1);
    assert_eq!(seen_by(&host, m, None).await.game().version(), 1);
}

#[tokio::test]
async fn a_player_may_resign_out_of_turn() {
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let seat = seen_by(&host, m, None).await.game().priority().unwrap();
    let waiting = if seat == Seat::A { BOB } else { ALICE };
    assert!(matches!(
        host.matches().resign(m, CAROL, None).await,
        Err(HostError::NotAPlayer)
    ));
    let game = host.matches().resign(m, waiting, None).await.unwrap().state;
    let outcome = game.public.outcome.unwrap();
    assert_eq!(
        outcome,
        invictus::engine::Outcome::Win {
            side: seat.side(),
            condition: WinCondition::Resignation
        }
    );
    assert!(matches!(
        host.matches().resign(m, waiting, None).await,
        Err(HostError::Over)
    ));
    let stored = host
        .store()
        .call(move |s| s.load_match::<Match>(m))
        .await
        .unwrap();
    assert_eq!(stored.status, "over");
    let log = host
        .store()
        .call(move |s| s.action_log::<Match>(m))
        .await
        .unwrap();
    assert!(
        matches!(log.last().unwrap().2, Action::Resign { .. }),
        "the resignation is in the log"
    );
}

/// R22/R23: a reaction window left unanswered is passed by the timer loop once its deadline is
/// reached, never before; the deadline is a stored timer.
#[tokio::test]
async fn an_unanswered_reaction_window_is_passed_at_its_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 30).await;
    // Play (attacks first) until a reaction window opens.
    let mut steps = 0;
    loop {
        let seen = seen_by(&host, m, None).await;
        if window_open(seen.game()) {
            break;
        }
        assert!(!seen.game().is_over() && steps < 500, "no window opened");
        step(&host, m, |actions| {
            actions
                .iter()
                .position(|a| matches!(a, Action::Attack { .. }))
                .or_else(|| actions.iter().position(|a| matches!(a, Action::KeepHand)))
                .unwrap_or(0)
        })
        .await;
        steps += 1;
    }
    let before = seen_by(&host, m, None).await;
    let version = before.game().version();
    let deadline = host
        .clocks()
        .window_deadline(m)
        .await
        .unwrap()
        .expect("a stored deadline");
    let now = invictus::app::now_ms();
    assert!(
        deadline > now && deadline <= now + 31_000,
        "deadline {deadline} vs now {now}"
    );
    // Reopening the store (as after a restart) keeps the deadline.
    drop(host);
    let (host, _) = self::host(&dir, HostSettings::default());
    assert_eq!(
        host.clocks().window_deadline(m).await.unwrap(),
        Some(deadline)
    );
    host.clocks().run_due(deadline - 1).await.unwrap();
    assert_eq!(seen_by(&host, m, None).await.game().version(), version);
    host.clocks().run_due(deadline).await.unwrap();
    let after = seen_by(&host, m, None).await;
    assert!(after.game().version() > version, "the window was passed");
    let log = host
        .store()
        .call(move |s| s.action_log::<Match>(m))
        .await
        .unwrap();
    assert_eq!(log[version as usize].2, Action::Pass);
    // Running the loop again does nothing more.
    let v = after.game().version();
    host.clocks().run_due(deadline + 1).await.unwrap();
    assert_eq!(seen_by(&host, m, None).await.game().version(), v);
}

/// Two clicks on the same match at once: one is applied, the other finds the match moved on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn simultaneous_clicks_are_applied_one_after_the_other() {
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let host = Arc::new(host);
    let m = started(&host, 60).await;
    for round in 0..20 {
        let seen = seen_by(&host, m, None).await;
        let game = seen.game();
        let Some(seat) = game.priority() else { break };
        let user = if seat == Seat::A { ALICE } else { BOB };
        let version = game.version();
        let action = game.legal_actions()[0];
        let clicks: Vec<_> = (0..2)
            .map(|i| {
                let host = Arc::clone(&host);
                tokio::spawn(async move {
                    host.matches()
                        .play(
                            m,
                            user,
                            version,
                            move |_| Some(action),
                            Some(format!("r{round}-c{i}")),
                        )
                        .await
                })
            })
            .collect();
        let mut applied = 0;
        for click in clicks {
            match click.await.unwrap() {
                Ok(_) => applied += 1,
                Err(HostError::Stale) => {}
                Err(e) => panic!("unexpected refusal: {e}"),
            }
        }
        assert_eq!(applied, 1, "round {round}: exactly one click is applied");
        assert_eq!(seen_by(&host, m, None).await.game().version(), version + 1);
    }
}

mod clocks {
    //! Turn deadlines, reminders, claims and grants, driven by a manual clock.

    use super::*;
    use invictus::app::{ManualClock, Notice, REMINDER, TURN_DEADLINE};
    use std::time::Duration;

    const HOUR: i64 = 3_600_000;
    const START: i64 = 1_800_000_000_000;

    fn clocked(
        dir: &tempfile::TempDir,
        clock: Arc<ManualClock>,
    ) -> (TestHost, tokio::sync::mpsc::UnboundedReceiver<Published>) {
        let store = AsyncStore::new(Store::open(&dir.path().join("h.db")).unwrap());
        let (host, changes) = Host::with_clock(
            store.clone(),
            Arc::new(invictus::catalog::builtin().clone()),
            HostSettings::default(),
            clock,
        );
        (TestHost { host, store }, changes)
    }

    async fn start(host: &Host, turn_hours: u64) -> MatchId {
        let mut t = terms(60);
        t.turn_time_secs = turn_hours * 3600;
        let (c, _) = host
            .challenges()
            .challenge(place(), ALICE, BOB, t, host.now())
            .await
            .unwrap();
        host.challenges()
            .accept(c, BOB, None, host.now())
            .await
            .unwrap()
    }

    fn notices(rx: &mut tokio::sync::mpsc::UnboundedReceiver<Published>) -> Vec<Notice> {
        let mut out = Vec::new();
        while let Ok(published) = rx.try_recv() {
            out.extend(invictus_change(published).notice);
        }
        out
    }

    #[tokio::test]
    async fn the_timer_loop_wakes_for_a_challenge_expiry() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, _rx) = clocked(&dir, clock.clone());
        let host = Arc::new(host.host);
        let (expired_tx, mut expired) = tokio::sync::mpsc::unbounded_channel();
        let (_stop_tx, stop) = tokio::sync::watch::channel(false);
        // A poll far longer than the test: only the stored expiry can wake the loop in time.
        let lp = tokio::spawn(Arc::clone(&host).run_timers(
            Duration::from_secs(24 * 3600),
            expired_tx,
            stop,
        ));
        let (c, expires) = host
            .challenges()
            .challenge(place(), ALICE, BOB, terms(60), host.now())
            .await
            .unwrap();
        assert_eq!(
            host.clocks().next_due().await.unwrap(),
            Some(expires),
            "the expiry is the next due time"
        );
        clock.set(expires - 1);
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(expired.try_recv().is_err(), "not before its time");
        clock.set(expires);
        let got = tokio::time::timeout(Duration::from_secs(10), expired.recv())
            .await
            .expect("the loop reports the expiry")
            .unwrap();
        assert_eq!(got, c);
        lp.abort();
    }

    async fn mover(host: &TestHost, m: MatchId) -> (Seat, u64) {
        let seat = seen_by(host, m, None).await.game().priority().unwrap();
        (seat, if seat == Seat::A { ALICE } else { BOB })
    }

    #[tokio::test]
    async fn reminders_come_at_half_time_and_ninety_percent_once_each() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
        let m = start(&host, 10).await;
        let (seat, _) = mover(&host, m).await;
        assert_eq!(
            host.clocks().turn_deadline(m).await.unwrap(),
            Some(START + 10 * HOUR)
        );
        clock.set(START + 5 * HOUR - 1);
        host.clocks().run_due(host.now()).await.unwrap();
        assert!(notices(&mut rx).is_empty(), "nothing before half time");
        clock.set(START + 5 * HOUR);
        host.clocks().run_due(host.now()).await.unwrap();
        host.clocks().run_due(host.now()).await.unwrap();
        assert_eq!(
            notices(&mut rx),
            vec![Notice::Reminder {
                seat: seat_number(seat),
                deadline: START + 10 * HOUR
            }],
            "one reminder at half time, however often the loop runs"
        );
        clock.set(START + 9 * HOUR);
        host.clocks().run_due(host.now()).await.unwrap();
        assert_eq!(notices(&mut rx).len(), 1, "the 90% reminder");
    }

    #[tokio::test]
    async fn acting_stops_the_reminders_and_passing_the_turn_restarts_the_clock() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
        let m = start(&host, 10).await;
        clock.set(START + HOUR);
        let (seat, _) = mover(&host, m).await;
        // The first player keeps their hand: the mulligan passes to the other player.
        step(&host, m, |a| {
            a.iter().position(|x| *x == Action::KeepHand).unwrap()
        })
        .await;
        let (next, _) = mover(&host, m).await;
        assert_ne!(next, seat);
        assert_eq!(
            host.clocks().turn_deadline(m).await.unwrap(),
            Some(START + 11 * HOUR),
            "a fresh deadline for the player now to move"
        );
        let timers = host.store().call(move |s| s.match_timers(m)).await.unwrap();
        assert_eq!(timers.iter().filter(|t| t.kind == TURN_DEADLINE).count(), 1);
        assert_eq!(timers.iter().filter(|t| t.kind == REMINDER).count(), 2);
        // The old player's reminders are gone: nothing fires for them.
        clock.set(START + 5 * HOUR + 30 * 60_000);
        host.clocks().run_due(host.now()).await.unwrap();
        assert!(notices(&mut rx).is_empty());
    }

    /// A team match of four (R32): Alice and Carol against Bob and Dave, each accepting with
    /// their own army.
    async fn start_team(host: &Host, turn_hours: u64) -> MatchId {
        const DAVE: u64 = 44;
        let mut t = terms(60);
        t.turn_time_secs = turn_hours * 3600;
        let invited = invictus::app::TeamInvites {
            partner: CAROL,
            opponent: BOB,
            opponent2: DAVE,
        };
        let (c, _) = host
            .challenges()
            .team_challenge(place(), ALICE, invited, t, host.now())
            .await
            .unwrap();
        // Only the invited answer, each once; the match waits for all three.
        assert!(host
            .challenges()
            .accept_seat(c, 99, None, host.now())
            .await
            .is_err());
        let first = host
            .challenges()
            .accept_seat(c, BOB, Some("odin".into()), host.now())
            .await
            .unwrap();
        assert_eq!(
            first,
            invictus::app::Acceptance::Waiting {
                waiting: vec![CAROL, DAVE]
            }
        );
        assert!(host
            .challenges()
            .accept_seat(c, BOB, None, host.now())
            .await
            .is_err());
        host.challenges()
            .accept_seat(c, DAVE, Some("shogun".into()), host.now())
            .await
            .unwrap();
        match host
            .challenges()
            .accept_seat(c, CAROL, None, host.now())
            .await
            .unwrap()
        {
            invictus::app::Acceptance::Started(m) => m,
            other => panic!("{other:?}"),
        }
    }

    #[tokio::test]
    async fn a_team_match_starts_once_all_accept_and_either_opponent_may_claim() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
        let m = start_team(&host, 2).await;
        let stored = host
            .store()
            .call(move |s| s.load_match::<Match>(m))
            .await
            .unwrap();
        assert_eq!(
            stored.players,
            [Some(ALICE), Some(BOB), Some(CAROL), Some(44)].into()
        );
        assert_eq!(
            stored.game.setup().armies.get(Seat::B).leader.name(),
            "Odin"
        );
        assert_eq!(
            stored.game.setup().armies.get(Seat::D).leader.name(),
            "Shogun"
        );
        let state = host.matches().state(m).await.unwrap();
        assert_eq!(state.seat_of(CAROL), Some(Seat::C));
        assert_eq!(state.seat_of(44), Some(Seat::D));
        assert!(state.seat_view(Seat::C).seats.get(Seat::A).hand.is_none());
        // The first mulligan is A's: A's clock runs; after its deadline the other team may
        // claim (either member), A's partner may not.
        assert_eq!(state.priority(), Some(Seat::A));
        clock.set(START + 2 * HOUR);
        host.clocks().run_due(host.now()).await.unwrap();
        assert!(notices(&mut rx).contains(&Notice::DeadlinePassed {
            late: seat_number(Seat::A)
        }));
        assert!(
            host.clocks().claim(m, CAROL).await.is_err(),
            "a partner cannot claim"
        );
        assert!(
            host.clocks().claim(m, ALICE).await.is_err(),
            "the late player cannot claim"
        );
        let game = host.clocks().claim(m, 44).await.unwrap();
        assert_eq!(
            game.public.outcome,
            Some(invictus::engine::Outcome::Win {
                side: invictus::engine::Side::B,
                condition: WinCondition::Timeout
            })
        );
    }

    #[tokio::test]
    async fn in_a_team_match_reminders_and_vacations_are_per_player() {
        const DAY: i64 = 24 * HOUR;
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
        let m = start_team(&host, 10).await;
        // A decides first: A's reminder comes at half time, to A only.
        clock.set(START + 5 * HOUR);
        host.clocks().run_due(host.now()).await.unwrap();
        assert_eq!(
            notices(&mut rx),
            vec![Notice::Reminder {
                seat: seat_number(Seat::A),
                deadline: START + 10 * HOUR
            }]
        );
        // Carol (C) goes on vacation: only her seat shows it, and A's clock is unchanged.
        host.clocks().start_vacation(CAROL, 2).await.unwrap();
        let state = host.matches().state(m).await.unwrap();
        assert!(state.away_until(Seat::C).is_some());
        assert!(state.away_until(Seat::A).is_none() && state.away_until(Seat::B).is_none());
        assert_eq!(
            host.clocks().turn_deadline(m).await.unwrap(),
            Some(START + 10 * HOUR)
        );
        // A's vacation moves A's deadline.
        host.clocks().start_vacation(ALICE, 1).await.unwrap();
        assert_eq!(
            host.clocks().turn_deadline(m).await.unwrap(),
            Some(START + 5 * HOUR + DAY + 5 * HOUR)
        );
    }

    #[tokio::test]
    async fn the_bot_may_take_a_seat_of_a_team_challenge() {
        const BOT: u64 = 77;
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, _rx) = clocked(&dir, Arc::clone(&clock));
        let mut t = terms(60);
        t.bot = Some(BOT);
        let invited = invictus::app::TeamInvites {
            partner: CAROL,
            opponent: BOB,
            opponent2: BOT,
        };
        let (c, _) = host
            .challenges()
            .team_challenge(place(), ALICE, invited, t, host.now())
            .await
            .unwrap();
        let first = host
            .challenges()
            .accept_seat(c, CAROL, None, host.now())
            .await
            .unwrap();
        assert_eq!(
            first,
            invictus::app::Acceptance::Waiting { waiting: vec![BOB] },
            "the bot's seat needs no answer"
        );
        let m = match host
            .challenges()
            .accept_seat(c, BOB, None, host.now())
            .await
            .unwrap()
        {
            invictus::app::Acceptance::Started(m) => m,
            other => panic!("{other:?}"),
        };
        let ais = host.matches().ai_seats(m).await.unwrap();
        assert_eq!(ais.len(), 1);
        assert_eq!(ais[0].seat, seat_number(Seat::D));
        assert_eq!(
            host.matches().state(m).await.unwrap().ai_seats,
            vec![seat_number(Seat::D)]
        );
    }

    #[tokio::test]
    async fn a_missed_deadline_lets_the_opponent_claim_the_win() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
        let m = start(&host, 2).await;
        let (late, late_user) = mover(&host, m).await;
        let waiting_user = if late_user == ALICE { BOB } else { ALICE };
        assert!(
            host.clocks().claim(m, waiting_user).await.is_err(),
            "nothing to claim yet"
        );
        clock.set(START + 2 * HOUR);
        host.clocks().run_due(host.now()).await.unwrap();
        assert!(notices(&mut rx).contains(&Notice::DeadlinePassed {
            late: seat_number(late)
        }));
        assert!(
            !seen_by(&host, m, None).await.game().is_over(),
            "not forfeited silently"
        );
        assert!(
            host.clocks().claim(m, late_user).await.is_err(),
            "the late player cannot claim"
        );
        let game = host.clocks().claim(m, waiting_user).await.unwrap();
        assert_eq!(
            game.public.outcome,
            Some(invictus::engine::Outcome::Win {
                side: late.pair().side(),
                condition: WinCondition::Timeout
            })
        );
    }

    #[tokio::test]
    async fn after_a_grant_a_second_missed_deadline_ends_the_match() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
        let m = start(&host, 2).await;
        let (late, late_user) = mover(&host, m).await;
        let waiting_user = if late_user == ALICE { BOB } else { ALICE };
        clock.set(START + 2 * HOUR);
        host.clocks().run_due(host.now()).await.unwrap();
        let due = host.clocks().grant(m, waiting_user).await.unwrap();
        assert_eq!(due, START + 2 * HOUR + 24 * HOUR);
        assert!(notices(&mut rx).contains(&Notice::TimeGranted {
            late: seat_number(late),
            deadline: due
        }));
        assert!(
            host.clocks().grant(m, waiting_user).await.is_err(),
            "one grant per missed deadline"
        );
        assert_eq!(host.clocks().turn_deadline(m).await.unwrap(), Some(due));
        // Reopened (a restart), with the second deadline long overdue: it fires once.
        drop(host);
        clock.advance(Duration::from_secs(30 * 3600));
        let (host, _) = clocked(&dir, Arc::clone(&clock));
        host.clocks().run_due(host.now()).await.unwrap();
        let game = seen_by(&host, m, None).await.stored.game;
        assert_eq!(
            game.outcome(),
            Some(invictus::engine::Outcome::Win {
                side: late.pair().side(),
                condition: WinCondition::Timeout
            })
        );
        host.clocks().run_due(host.now()).await.unwrap();
    }

    #[test]
    fn years_of_unix_times() {
        use invictus::app::year_of;
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(START), 2027);
        assert_eq!(year_of(1_767_225_599_999), 2025); // 2025-12-31T23:59:59.999Z
        assert_eq!(year_of(1_767_225_600_000), 2026);
        assert_eq!(year_of(951_782_400_000), 2000); // 2000-02-29
    }

    #[tokio::test]
    async fn a_vacation_stops_the_clocks_within_the_yearly_allowance() {
        const DAY: i64 = 24 * HOUR;
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, _) = clocked(&dir, Arc::clone(&clock));
        let m = start(&host, 10).await;
        let (_, user) = mover(&host, m).await;
        let other = if user == ALICE { BOB } else { ALICE };
        let (until, left) = host.clocks().start_vacation(user, 3).await.unwrap();
        assert_eq!(until, START + 3 * DAY);
        assert_eq!(left, 11.0);
        assert_eq!(
            host.clocks().turn_deadline(m).await.unwrap(),
            Some(START + 3 * DAY + 10 * HOUR),
            "the deadline moves by the vacation"
        );
        assert_eq!(
            host.clocks().on_vacation_until(user).await.unwrap(),
            Some(until)
        );
        assert_eq!(host.clocks().on_vacation_until(other).await.unwrap(), None);
        assert!(
            host.clocks().start_vacation(user, 1).await.is_err(),
            "already on vacation"
        );
        // The old deadline passes during the vacation: nothing happens.
        clock.set(START + 11 * HOUR);
        host.clocks().run_due(host.now()).await.unwrap();
        assert_eq!(host.clocks().late_seat(m).await.unwrap(), None);
        // Back, the allowance left is 11 days: 12 are refused, 11 granted.
        clock.set(START + 4 * DAY);
        let err = host.clocks().start_vacation(user, 12).await.unwrap_err();
        assert!(err.to_string().contains("11.0 days"), "{err}");
        host.clocks().start_vacation(user, 11).await.unwrap();
        // A new year brings a new allowance.
        clock.set(START + 400 * DAY);
        assert!(host.clocks().start_vacation(user, 14).await.is_ok());
    }

    #[tokio::test]
    async fn turn_times_outside_the_bounds_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let clock = Arc::new(ManualClock::starting_at(START));
        let (host, _) = clocked(&dir, clock);
        for hours in [0, 15 * 24] {
            let mut t = terms(60);
            t.turn_time_secs = hours * 3600;
            let err = host
                .challenges()
                .challenge(place(), ALICE, BOB, t, START)
                .await
                .unwrap_err();
            assert!(err.to_string().contains("turn time"), "{err}");
        }
    }
}

/// A standing order "always pass" answers every window of that player at once, so no window
/// ever waits on them; the other player is still asked.
#[tokio::test]
async fn always_pass_closes_that_players_windows_at_once() {
    use invictus::app::{SeatOptions, StandingOrder};
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let options = SeatOptions {
        pings: false,
        orders: StandingOrder::AlwaysPass,
    };
    host.matches()
        .set_seat_options(m, BOB, options)
        .await
        .unwrap();
    assert!(host
        .matches()
        .set_seat_options(m, CAROL, options)
        .await
        .is_err());
    assert_eq!(
        host.matches().seat_options(m, Seat::B).await.unwrap(),
        options
    );
    assert_eq!(
        host.matches().seat_options(m, Seat::A).await.unwrap(),
        SeatOptions::default()
    );
    let mut auto_passes = 0;
    for _ in 0..400 {
        let seen = seen_by(&host, m, None).await;
        let game = seen.game();
        if game.is_over() {
            break;
        }
        if window_open(game) {
            assert_eq!(game.priority(), Some(Seat::A), "a window never waits on B");
        }
        let before = host
            .store()
            .call(move |s| s.action_log::<Match>(m))
            .await
            .unwrap()
            .len();
        step(&host, m, |actions| {
            actions
                .iter()
                .position(|a| matches!(a, Action::Attack { .. }))
                .or_else(|| actions.iter().position(|a| *a == Action::KeepHand))
                .or_else(|| actions.iter().position(|a| *a == Action::EndTurn))
                .unwrap_or(0)
        })
        .await;
        let log = host
            .store()
            .call(move |s| s.action_log::<Match>(m))
            .await
            .unwrap();
        auto_passes += log[before + 1..]
            .iter()
            .filter(|(_, seat, a)| *seat == seat_number(Seat::B) && *a == Action::Pass)
            .count();
    }
    assert!(auto_passes > 0, "no window of B's came up to be passed");
}

/// The built-in opponent moves by itself, also in a match left waiting for it by a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_built_in_opponent_moves_and_picks_up_after_a_restart() {
    const AI_USER: u64 = 99;
    let dir = tempfile::tempdir().unwrap();
    let (first, _rx) = host(&dir, HostSettings::default());
    let m = first
        .challenges()
        .practice(
            place(),
            ALICE,
            AI_USER,
            invictus::app::Practice {
                army: None,
                vs: None,
                level: invictus::app::Level::Easy,
                mode: invictus::engine::Mode::Duel,
            },
        )
        .await
        .unwrap();
    let ais = first.matches().ai_seats(m).await.unwrap();
    assert_eq!(ais.len(), 1, "one AI seat in a duel");
    assert_eq!(ais[0].seat, seat_number(Seat::B));
    // Nobody drives the AI in this host: play Alice's moves until the AI must move.
    loop {
        let game = seen_by(&first, m, None).await.stored.game;
        match game.priority() {
            Some(Seat::B) => break,
            _ => {
                first
                    .matches()
                    .play(
                        m,
                        ALICE,
                        game.version(),
                        |g| g.actions.first().copied(),
                        None,
                    )
                    .await
                    .unwrap();
            }
        }
    }
    drop(first);

    // A new host on the same file: its opponent loop finds the waiting match and moves.
    let (second, _rx) = host(&dir, HostSettings::default());
    let store = second.store.clone();
    let host = Arc::new(second.host);
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    let opponent = tokio::spawn(Arc::clone(&host).run_ai(stop));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let game = seen_by(&store, m, None).await.stored.game;
        if game.priority() != Some(Seat::B) || game.is_over() {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the AI never moved");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let log = store.call(move |s| s.action_log::<Match>(m)).await.unwrap();
    assert!(log.iter().any(|(_, seat, _)| *seat == seat_number(Seat::B)));
    // Its moves are stored like anyone's and replay to the same state.
    let report = store.call(|s| s.verify()).await.unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    stop_tx.send(true).unwrap();
    opponent.await.unwrap();
}

/// One click, one read, one write: applying a player's action makes at most 3 store calls and
/// rebuilds the match from storage at most once, and the change it publishes carries the new
/// state (its version, views and deadlines), so the board can be drawn without another read.
#[tokio::test]
async fn an_applied_action_is_one_store_call_and_its_change_carries_the_state() {
    let dir = tempfile::tempdir().unwrap();
    let (host, mut changes) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let seat = seen_by(&host, m, None).await.game().priority().unwrap();
    let user = if seat == Seat::A { ALICE } else { BOB };
    let before = host.store().stats();
    let played = host
        .matches()
        .play(
            m,
            user,
            0,
            |view| view.actions.first().copied(),
            Some("k".into()),
        )
        .await
        .unwrap();
    let after = host.store().stats();
    assert!(
        after.calls - before.calls <= 3,
        "{} store calls",
        after.calls - before.calls
    );
    assert!(after.restores - before.restores <= 1);
    let change = invictus_change(changes.recv().await.unwrap());
    assert_eq!(host.store().stats(), after, "the change needs no read");
    assert_eq!(change.state.version(), 1);
    assert_eq!(played.state.version(), 1);
    assert_eq!(
        change.state.deadlines.turn,
        host.clocks().turn_deadline(m).await.unwrap()
    );
    // The public view holds no hand; each seat's view holds its own only.
    assert!(change.state.public.seats.a.hand.is_none());
    assert!(change.state.public.seats.b.hand.is_none());
    assert!(change.state.seat_view(Seat::A).seats.b.hand.is_none());
    assert!(change.state.seat_view(Seat::B).seats.a.hand.is_none());
    assert!(change.state.seat_view(Seat::A).seats.a.hand.is_some());
}

/// Timer firings never share an identity: a window passed by one timer does not make a later
/// window's pass look like a repeat (timer ids are never reused), and both windows are passed.
#[tokio::test]
async fn every_expired_window_is_passed_even_when_timer_ids_would_repeat() {
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 10).await;
    let mut passed = 0;
    for _ in 0..2000 {
        let seen = seen_by(&host, m, None).await;
        if seen.game().is_over() || passed == 3 {
            break;
        }
        if window_open(seen.game()) {
            let version = seen.game().version();
            let deadline = host
                .clocks()
                .window_deadline(m)
                .await
                .unwrap()
                .expect("a deadline");
            host.clocks().run_due(deadline).await.unwrap();
            let now = seen_by(&host, m, None).await;
            assert!(
                now.game().version() > version,
                "window {passed} was passed at its deadline"
            );
            passed += 1;
            continue;
        }
        step(&host, m, |actions| {
            actions
                .iter()
                .position(|a| matches!(a, Action::Attack { .. }))
                .or_else(|| actions.iter().position(|a| matches!(a, Action::KeepHand)))
                .unwrap_or(0)
        })
        .await;
    }
    assert!(passed >= 2, "at least two windows expired ({passed})");
    let log = host
        .store()
        .call(move |s| s.action_log::<Match>(m))
        .await
        .unwrap();
    let passes = log.iter().filter(|(_, _, a)| *a == Action::Pass).count();
    assert!(passes >= passed);
}

#[tokio::test]
async fn a_seat_context_names_the_players_seat_and_refuses_strangers_and_stale_clicks() {
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let (state, seat) = host
        .matches()
        .seat_context::<Match>(m, BOB, None)
        .await
        .unwrap();
    assert_eq!(seat, seat_number(Seat::B));
    assert_eq!(state.player(Seat::B), BOB);
    let version = state.version();
    let (_, seat) = host
        .matches()
        .seat_context::<Match>(m, ALICE, Some(version))
        .await
        .unwrap();
    assert_eq!(seat, seat_number(Seat::A));
    assert!(matches!(
        host.matches()
            .seat_context::<Match>(m, CAROL, Some(version))
            .await,
        Err(HostError::NotAPlayer)
    ));
    assert!(matches!(
        host.matches()
            .seat_context::<Match>(m, ALICE, Some(version + 1))
            .await,
        Err(HostError::Stale)
    ));
    assert!(matches!(
        host.matches()
            .seat_context::<Match>(MatchId(9999), ALICE, None)
            .await,
        Err(HostError::NoSuchMatch)
    ));
}
