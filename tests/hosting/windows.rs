//! Reaction windows: passed by the timer loop at their deadline (R22, R23), closed at once by a
//! standing order to always pass, and every expired window passed.

use super::support::{host, seen_by, started, step, Stored, BOB, CAROL};
use invictus::games::invictus::rules::{Action, Match, Seat};
use invictus::games::seat_number;
use invictus::hosting::{window_open, HostSettings};

/// R22/R23: a reaction window left unanswered is passed by the timer loop once its deadline is
/// reached, never before; the deadline is a stored timer.
#[tokio::test]
async fn an_unanswered_reaction_window_is_passed_at_its_deadline() {
    crate::backend::needs_server!();
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
    let now = invictus::hosting::now_ms();
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

/// A standing order "always pass" answers every window of that player at once, so no window
/// ever waits on them; the other player is still asked.
#[tokio::test]
async fn always_pass_closes_that_players_windows_at_once() {
    crate::backend::needs_server!();
    use invictus::games::invictus::StandingOrder;
    use invictus::hosting::SeatOptions;
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let m = started(&host, 60).await;
    let options = SeatOptions {
        pings: false,
        orders: StandingOrder::AlwaysPass,
    };
    host.matches()
        .change_options::<invictus::games::invictus::rules::Match>(m, BOB, move |o| *o = options)
        .await
        .unwrap();
    assert!(host
        .matches()
        .change_options::<invictus::games::invictus::rules::Match>(m, CAROL, move |o| *o = options)
        .await
        .is_err());
    assert_eq!(
        host.matches()
            .state_of::<invictus::games::invictus::rules::Match>(m)
            .await
            .unwrap()
            .seat_options(Seat::B),
        options
    );
    assert_eq!(
        host.matches()
            .state_of::<invictus::games::invictus::rules::Match>(m)
            .await
            .unwrap()
            .seat_options(Seat::A),
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

/// Timer firings never share an identity: a window passed by one timer does not make a later
/// window's pass look like a repeat (timer ids are never reused), and both windows are passed.
#[tokio::test]
async fn every_expired_window_is_passed_even_when_timer_ids_would_repeat() {
    crate::backend::needs_server!();
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
