//! A player is one player in every process: the per-user limits, the saved armies' limit and the
//! vacation allowance hold when two processes (two hosts, each with its own connections to one
//! database) are asked at the same moment, because each check runs in the transaction that
//! records its outcome, with the player's row locked.

use invictus::games::InvictusOffer;
use invictus::hosting::{ChallengeTerms, Host, HostError, HostSettings, Level, PlayerId, UnixMs};
use invictus::store::{AsyncStore, MatchPlace};
use std::sync::Arc;
use std::time::Duration;

const ALICE: PlayerId = PlayerId(11);

/// Two hosts over one database, as two processes run them, each with four connections (so
/// that their transactions really overlap), and a handle of the database for the test's own
/// reads. Alice has played before: her row exists (a first request would be serialized by
/// the row's creation alone).
async fn two_hosts(dir: &tempfile::TempDir, settings: HostSettings) -> ([Host; 2], AsyncStore) {
    let url = crate::backend::database_for(&dir.path().join("limits.db"));
    let store = AsyncStore::open_blocking(&url, 1).expect("the store connects");
    store
        .call(|s| s.upsert_player(ALICE, "Alice", UnixMs(0)))
        .await
        .unwrap();
    let hosts = [0, 1].map(|_| {
        let store = AsyncStore::open_blocking(&url, 4).expect("the store connects");
        let catalog = Arc::new(invictus::games::invictus::cards::builtin().clone());
        Host::new(store, catalog, settings.clone()).0
    });
    (hosts, store)
}

fn place() -> MatchPlace {
    MatchPlace {
        guild_id: Some(invictus::hosting::GuildId(1)),
        channel_id: Some(invictus::hosting::ChannelId(2)),
        ..MatchPlace::default()
    }
}

/// Splits results into how many succeeded and the refusals' texts, failing on any other error.
fn tally<T: std::fmt::Debug>(results: Vec<Result<T, HostError>>) -> (usize, Vec<String>) {
    let mut granted = 0;
    let mut refusals = Vec::new();
    for result in results {
        match result {
            Ok(_) => granted += 1,
            Err(HostError::Refused(phrase)) => refusals.push(phrase.to_string()),
            Err(other) => panic!("a request failed instead of being granted or refused: {other}"),
        }
    }
    (granted, refusals)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn open_challenges_stay_within_the_limit_when_two_processes_are_asked_at_once() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let settings = HostSettings {
        max_open_challenges_per_user: 3,
        ..HostSettings::default()
    };
    let (hosts, store) = two_hosts(&dir, settings).await;
    let hosts = Arc::new(hosts);
    let asks = (0..16u64).map(|i| {
        let hosts = hosts.clone();
        tokio::spawn(async move {
            hosts[(i % 2) as usize]
                .challenges()
                .challenge::<invictus::games::invictus::rules::Match>(
                    place(),
                    ALICE,
                    &[(1, PlayerId(100 + i))],
                    ChallengeTerms {
                        offer: InvictusOffer::duel("king"),
                        bot: None,
                        reaction_window_secs: 60,
                        turn_time_secs: invictus::hosting::DEFAULT_TURN_TIME_SECS,
                        rematch_of: None,
                    },
                    UnixMs(0),
                )
                .await
        })
    });
    let results = futures_util::future::join_all(asks).await;
    let (granted, refusals) = tally(results.into_iter().map(Result::unwrap).collect());
    assert_eq!(granted, 3, "exactly the limit is granted: {refusals:?}");
    assert!(
        refusals.iter().all(|r| r.contains("open challenges")),
        "{refusals:?}"
    );
    assert_eq!(
        store.call(|s| s.open_challenge_count(ALICE)).await.unwrap(),
        3
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn active_matches_stay_within_the_limit_when_two_processes_start_them_at_once() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let settings = HostSettings {
        max_active_matches_per_user: 2,
        ..HostSettings::default()
    };
    let (hosts, store) = two_hosts(&dir, settings).await;
    let hosts = Arc::new(hosts);
    let asks = (0..12usize).map(|i| {
        let hosts = hosts.clone();
        tokio::spawn(async move {
            hosts[i % 2]
                .challenges()
                .practice::<invictus::games::invictus::rules::Match>(
                    place(),
                    ALICE,
                    PlayerId(99),
                    InvictusOffer::duel("king"),
                    Level::Easy,
                )
                .await
        })
    });
    let results = futures_util::future::join_all(asks).await;
    let (granted, refusals) = tally(results.into_iter().map(Result::unwrap).collect());
    assert_eq!(granted, 2, "exactly the limit is granted: {refusals:?}");
    assert!(
        refusals.iter().all(|r| r.contains("matches")),
        "{refusals:?}"
    );
    assert_eq!(
        store.call(|s| s.active_match_count(ALICE)).await.unwrap(),
        2
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_vacation_asked_in_two_processes_at_once_is_granted_once() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let settings = HostSettings {
        vacation_allowance: Duration::from_secs(14 * 24 * 3600),
        ..HostSettings::default()
    };
    let (hosts, store) = two_hosts(&dir, settings).await;
    let hosts = Arc::new(hosts);
    // Ten days each: any two together would pass the fourteen-day allowance.
    let asks = (0..8usize).map(|i| {
        let hosts = hosts.clone();
        tokio::spawn(async move { hosts[i % 2].clocks().start_vacation(ALICE, 10).await })
    });
    let results = futures_util::future::join_all(asks).await;
    let (granted, refusals) = tally(results.into_iter().map(Result::unwrap).collect());
    assert_eq!(granted, 1, "one vacation is granted: {refusals:?}");
    assert!(
        refusals.iter().all(|r| r.contains("vacation")),
        "{refusals:?}"
    );
    let record = store.call(|s| s.vacation(ALICE)).await.unwrap();
    assert_eq!(record.used_ms, 10 * 24 * 3600 * 1000, "ten days used, once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn saved_armies_stay_within_the_limit_when_two_processes_save_at_once() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (hosts, store) = two_hosts(&dir, HostSettings::default()).await;
    let hosts = Arc::new(hosts);
    // One short of the limit, then eight new names at once.
    for i in 1..invictus::hosting::MAX_SAVED_ARMIES {
        hosts[0]
            .challenges()
            .save_choice::<invictus::games::invictus::rules::Match>(
                ALICE,
                &format!("army {i}"),
                "king",
            )
            .await
            .unwrap();
    }
    let asks = (0..8usize).map(|i| {
        let hosts = hosts.clone();
        tokio::spawn(async move {
            hosts[i % 2]
                .challenges()
                .save_choice::<invictus::games::invictus::rules::Match>(
                    ALICE,
                    &format!("new {i}"),
                    "shogun",
                )
                .await
        })
    });
    let results = futures_util::future::join_all(asks).await;
    let (granted, refusals) = tally(results.into_iter().map(Result::unwrap).collect());
    assert_eq!(granted, 1, "one more army is saved: {refusals:?}");
    assert!(
        refusals.iter().all(|r| r.contains("armies")),
        "{refusals:?}"
    );
    let saved = store.call(|s| s.saved_armies(ALICE)).await.unwrap();
    assert_eq!(saved.len(), invictus::hosting::MAX_SAVED_ARMIES);
}
