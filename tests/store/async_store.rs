//! The async handle: store calls run off the async threads, batched into one commit that each
//! call fails or succeeds in on its own, and a panicking call that changes nothing.

use super::support::new_game;
use invictus::games::invictus::rules::Match;
use invictus::store::PlayerId;
use invictus::store::UnixMs;
use invictus::store::{MatchId, MatchPlace, StoreError};
use std::time::Duration;

#[tokio::test]
async fn the_async_handle_runs_store_calls_off_the_async_threads() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let store = crate::backend::open_async(&dir.path().join("a.db"));
    let game = new_game(10);
    let id = store
        .call(move |s| s.create_match(&game, &MatchPlace::default(), UnixMs(0)))
        .await
        .unwrap();
    let loaded = store
        .call(move |s| s.load_match::<Match>(id))
        .await
        .unwrap();
    assert_eq!(loaded.game.version(), 0);
    assert!(matches!(
        store.call(|s| s.load_match::<Match>(MatchId(77))).await,
        Err(StoreError::NoSuchMatch(_))
    ));
}

/// Calls that arrive together share one commit; a call that fails in such a batch undoes its own
/// writes and nothing of the others, and every answered call is on disk.
#[tokio::test]
async fn calls_batched_into_one_commit_fail_or_succeed_one_by_one() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("batch.db");
    let store = crate::backend::open_async(&path);
    // The first call holds the store thread until the others are queued behind it, so that
    // they are taken as one batch.
    let (release, held) = std::sync::mpsc::channel::<()>();
    let first = tokio::spawn({
        let store = store.clone();
        async move {
            store
                .call(move |s| {
                    held.recv().unwrap();
                    s.save_army(PlayerId(1), "first", "King", UnixMs(0))
                })
                .await
        }
    });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut calls = Vec::new();
    for k in 0..20u64 {
        let store = store.clone();
        calls.push(tokio::spawn(async move {
            store
                .call(move |s| {
                    s.save_army(PlayerId(2), &format!("army {k}"), "Shogun", UnixMs(0))?;
                    if k % 3 == 0 {
                        // Fails after writing: its write must not survive.
                        return Err(StoreError::Task(format!("call {k} fails")));
                    }
                    Ok(())
                })
                .await
        }));
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    release.send(()).unwrap();
    first.await.unwrap().unwrap();
    for (k, call) in calls.into_iter().enumerate() {
        let answer = call.await.unwrap();
        assert_eq!(answer.is_err(), k % 3 == 0, "call {k}: {answer:?}");
    }
    // A fresh connection sees exactly the writes of the calls that succeeded.
    drop(store);
    let reopened = crate::backend::open_async(&path);
    let (second, first) = reopened
        .call(|s| Ok((s.saved_armies(PlayerId(2))?, s.saved_armies(PlayerId(1))?)))
        .await
        .unwrap();
    let mut names: Vec<String> = second.into_iter().map(|(name, _)| name).collect();
    names.sort();
    let mut wanted: Vec<String> = (0..20u64)
        .filter(|k| k % 3 != 0)
        .map(|k| format!("army {k}"))
        .collect();
    wanted.sort();
    assert_eq!(names, wanted);
    assert_eq!(first.len(), 1);
}

/// A call that panics is answered with an error, its writes undone; the store goes on.
#[tokio::test]
async fn a_call_that_panics_changes_nothing_and_the_store_goes_on() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let store = crate::backend::open_async(&dir.path().join("panic.db"));
    let answer: Result<(), StoreError> = store
        .call(|s| {
            s.save_army(PlayerId(3), "lost", "King", UnixMs(0))?;
            panic!("a bug in a store call");
        })
        .await;
    assert!(answer.is_err());
    store
        .call(|s| s.save_army(PlayerId(3), "kept", "King", UnixMs(0)))
        .await
        .unwrap();
    let names: Vec<String> = store
        .call(|s| s.saved_armies(PlayerId(3)))
        .await
        .unwrap()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(names, vec!["kept".to_string()]);
}
