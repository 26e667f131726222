//! Turn deadlines, reminders, claims and grants, driven by a manual clock.

use super::support::{
    invictus_change, place, seen_by, step, team, terms, Stored, TestHost, ALICE, BOB, CAROL,
};
use invictus::games::invictus::rules::{Action, Match, Seat, WinCondition};
use invictus::games::seat_number;
use invictus::hosting::PlayerId;
use invictus::hosting::{Host, HostSettings, Published};
use invictus::hosting::{ManualClock, Notice};
use invictus::store::MatchId;
use invictus::store::{TimerKind, UnixMs};
use std::sync::Arc;
use std::time::Duration;

const HOUR: i64 = 3_600_000;
const START: UnixMs = UnixMs(1_800_000_000_000);

fn clocked(
    dir: &tempfile::TempDir,
    clock: Arc<ManualClock>,
) -> (TestHost, tokio::sync::mpsc::UnboundedReceiver<Published>) {
    let store = crate::backend::open_async(&dir.path().join("h.db"));
    let (host, changes) = Host::with_clock(
        store.clone(),
        Arc::new(invictus::games::invictus::cards::builtin().clone()),
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
        .challenge::<invictus::games::invictus::rules::Match>(
            place(),
            ALICE,
            &[(1, BOB)],
            t,
            host.now(),
        )
        .await
        .unwrap();
    host.challenges()
        .accept(c, BOB, None, host.now())
        .await
        .unwrap()
        .started()
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
    crate::backend::needs_server!();
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
        .challenge::<invictus::games::invictus::rules::Match>(
            place(),
            ALICE,
            &[(1, BOB)],
            terms(60),
            host.now(),
        )
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

async fn mover(host: &TestHost, m: MatchId) -> (Seat, PlayerId) {
    let seat = seen_by(host, m, None).await.game().priority().unwrap();
    (seat, if seat == Seat::A { ALICE } else { BOB })
}

#[tokio::test]
async fn reminders_come_at_half_time_and_ninety_percent_once_each() {
    crate::backend::needs_server!();
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
    crate::backend::needs_server!();
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
    assert_eq!(
        timers
            .iter()
            .filter(|t| t.kind == Ok(TimerKind::TurnDeadline))
            .count(),
        1
    );
    assert_eq!(
        timers
            .iter()
            .filter(|t| t.kind == Ok(TimerKind::Reminder))
            .count(),
        2
    );
    // The old player's reminders are gone: nothing fires for them.
    clock.set(START + 5 * HOUR + 30 * 60_000);
    host.clocks().run_due(host.now()).await.unwrap();
    assert!(notices(&mut rx).is_empty());
}

/// A team match of four (R32): Alice and Carol against Bob and Dave, each accepting with
/// their own army.
async fn start_team(host: &Host, turn_hours: u64) -> MatchId {
    const DAVE: PlayerId = PlayerId(44);
    let (mut t, invited) = team(60, CAROL, BOB, DAVE);
    t.turn_time_secs = turn_hours * 3600;
    let (c, _) = host
        .challenges()
        .challenge::<Match>(place(), ALICE, &invited, t, host.now())
        .await
        .unwrap();
    // Only the invited answer, each once; the match waits for all three.
    assert!(host
        .challenges()
        .accept(c, PlayerId(99), None, host.now())
        .await
        .is_err());
    let first = host
        .challenges()
        .accept(c, BOB, Some("odin".into()), host.now())
        .await
        .unwrap();
    assert_eq!(
        first,
        invictus::hosting::Acceptance::Waiting {
            waiting: vec![CAROL, DAVE],
            game: invictus::games::GameKind::Invictus
        }
    );
    assert!(host
        .challenges()
        .accept(c, BOB, None, host.now())
        .await
        .is_err());
    host.challenges()
        .accept(c, DAVE, Some("shogun".into()), host.now())
        .await
        .unwrap();
    match host
        .challenges()
        .accept(c, CAROL, None, host.now())
        .await
        .unwrap()
    {
        invictus::hosting::Acceptance::Started(m) => m,
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_team_match_starts_once_all_accept_and_either_opponent_may_claim() {
    crate::backend::needs_server!();
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
        [Some(ALICE), Some(BOB), Some(CAROL), Some(PlayerId(44))].into()
    );
    assert_eq!(
        stored.game.setup().armies.get(Seat::B).leader.name(),
        "Odin"
    );
    assert_eq!(
        stored.game.setup().armies.get(Seat::D).leader.name(),
        "Shogun"
    );
    let state = host
        .matches()
        .state_of::<invictus::games::invictus::rules::Match>(m)
        .await
        .unwrap();
    assert_eq!(state.seat_of(CAROL), Some(Seat::C));
    assert_eq!(state.seat_of(PlayerId(44)), Some(Seat::D));
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
        host.clocks()
            .claim_in::<invictus::games::invictus::rules::Match>(m, CAROL)
            .await
            .is_err(),
        "a partner cannot claim"
    );
    assert!(
        host.clocks()
            .claim_in::<invictus::games::invictus::rules::Match>(m, ALICE)
            .await
            .is_err(),
        "the late player cannot claim"
    );
    let game = host
        .clocks()
        .claim_in::<invictus::games::invictus::rules::Match>(m, PlayerId(44))
        .await
        .unwrap();
    assert_eq!(
        game.public.outcome,
        Some(invictus::games::invictus::rules::Outcome::Win {
            side: invictus::games::invictus::rules::Side::B,
            condition: WinCondition::Timeout
        })
    );
}

#[tokio::test]
async fn in_a_team_match_reminders_and_vacations_are_per_player() {
    crate::backend::needs_server!();
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
    let state = host
        .matches()
        .state_of::<invictus::games::invictus::rules::Match>(m)
        .await
        .unwrap();
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
    crate::backend::needs_server!();
    const BOT: PlayerId = PlayerId(77);
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, _rx) = clocked(&dir, Arc::clone(&clock));
    let (mut t, invited) = team(60, CAROL, BOB, BOT);
    t.bot = Some(BOT);
    let (c, _) = host
        .challenges()
        .challenge::<Match>(place(), ALICE, &invited, t, host.now())
        .await
        .unwrap();
    let first = host
        .challenges()
        .accept(c, CAROL, None, host.now())
        .await
        .unwrap();
    assert_eq!(
        first,
        invictus::hosting::Acceptance::Waiting {
            waiting: vec![BOB],
            game: invictus::games::GameKind::Invictus
        },
        "the bot's seat needs no answer"
    );
    let m = match host
        .challenges()
        .accept(c, BOB, None, host.now())
        .await
        .unwrap()
    {
        invictus::hosting::Acceptance::Started(m) => m,
        other => panic!("{other:?}"),
    };
    let ais = host.matches().ai_seats(m).await.unwrap();
    assert_eq!(ais.len(), 1);
    assert_eq!(ais[0].seat, seat_number(Seat::D));
    assert_eq!(
        host.matches()
            .state_of::<invictus::games::invictus::rules::Match>(m)
            .await
            .unwrap()
            .ai_seats,
        vec![seat_number(Seat::D)]
    );
}

#[tokio::test]
async fn a_missed_deadline_lets_the_opponent_claim_the_win() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
    let m = start(&host, 2).await;
    let (late, late_user) = mover(&host, m).await;
    let waiting_user = if late_user == ALICE { BOB } else { ALICE };
    assert!(
        host.clocks()
            .claim_in::<invictus::games::invictus::rules::Match>(m, waiting_user)
            .await
            .is_err(),
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
        host.clocks()
            .claim_in::<invictus::games::invictus::rules::Match>(m, late_user)
            .await
            .is_err(),
        "the late player cannot claim"
    );
    let game = host
        .clocks()
        .claim_in::<invictus::games::invictus::rules::Match>(m, waiting_user)
        .await
        .unwrap();
    assert_eq!(
        game.public.outcome,
        Some(invictus::games::invictus::rules::Outcome::Win {
            side: late.pair().side(),
            condition: WinCondition::Timeout
        })
    );
}

#[tokio::test]
async fn after_a_grant_a_second_missed_deadline_ends_the_match() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, mut rx) = clocked(&dir, Arc::clone(&clock));
    let m = start(&host, 2).await;
    let (late, late_user) = mover(&host, m).await;
    let waiting_user = if late_user == ALICE { BOB } else { ALICE };
    clock.set(START + 2 * HOUR);
    host.clocks().run_due(host.now()).await.unwrap();
    let due = host
        .clocks()
        .grant_in::<invictus::games::invictus::rules::Match>(m, waiting_user)
        .await
        .unwrap();
    assert_eq!(due, START + 2 * HOUR + 24 * HOUR);
    assert!(notices(&mut rx).contains(&Notice::TimeGranted {
        late: seat_number(late),
        deadline: due
    }));
    assert!(
        host.clocks()
            .grant_in::<invictus::games::invictus::rules::Match>(m, waiting_user)
            .await
            .is_err(),
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
        Some(invictus::games::invictus::rules::Outcome::Win {
            side: late.pair().side(),
            condition: WinCondition::Timeout
        })
    );
    host.clocks().run_due(host.now()).await.unwrap();
}

#[test]
fn years_of_unix_times() {
    crate::backend::needs_server!();
    use invictus::hosting::year_of;
    assert_eq!(year_of(UnixMs(0)), 1970);
    assert_eq!(year_of(START), 2027);
    assert_eq!(year_of(UnixMs(1_767_225_599_999)), 2025); // 2025-12-31T23:59:59.999Z
    assert_eq!(year_of(UnixMs(1_767_225_600_000)), 2026);
    assert_eq!(year_of(UnixMs(951_782_400_000)), 2000); // 2000-02-29
}

#[tokio::test]
async fn a_vacation_stops_the_clocks_within_the_yearly_allowance() {
    crate::backend::needs_server!();
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
    assert_eq!(
        host.clocks()
            .late_seat::<invictus::games::invictus::rules::Match>(m)
            .await
            .unwrap(),
        None
    );
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
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::starting_at(START));
    let (host, _) = clocked(&dir, clock);
    for hours in [0, 15 * 24] {
        let mut t = terms(60);
        t.turn_time_secs = hours * 3600;
        let err = host
            .challenges()
            .challenge::<invictus::games::invictus::rules::Match>(
                place(),
                ALICE,
                &[(1, BOB)],
                t,
                START,
            )
            .await
            .unwrap_err();
        assert!(err.to_string().contains("turn time"), "{err}");
    }
}
