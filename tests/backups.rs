//! The bot's own backups: taken on schedule by the upkeep loop (a manual clock moves the days),
//! each a checked copy that opens and verifies, the oldest pruned, and none taken early after a
//! restart; a damaged source is refused without leaving a backup behind. The same loop truncates
//! the write-ahead log.

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{Army, Match, MatchSetup, Version};
use invictus::hosting::{maintain, BackupSchedule, ManualClock};
use invictus::store::{backup_name, backups_in, AsyncStore, MatchPlace, Store, UnixMs};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

const DAY: Duration = Duration::from_secs(24 * 3600);
const T0: UnixMs = UnixMs(1_795_467_188_000);

async fn wait_for_backups(dir: &Path, names: &[String]) {
    let wanted: Vec<PathBuf> = names.iter().map(|n| dir.join(n)).collect();
    for _ in 0..1000 {
        if backups_in(dir) == wanted {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("backups {:?}, wanted {wanted:?}", backups_in(dir));
}

fn start(
    db: &Path,
    dir: &Path,
    clock: &Arc<ManualClock>,
    store: &AsyncStore,
) -> (
    tokio::sync::watch::Sender<bool>,
    tokio::task::JoinHandle<()>,
) {
    let schedule = BackupSchedule {
        database: db.to_path_buf(),
        dir: dir.to_path_buf(),
        every: DAY,
        keep: 3,
    };
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let task = tokio::spawn(maintain(
        Some(schedule),
        clock.clone(),
        store.clone(),
        Duration::from_millis(10),
        Duration::from_secs(60),
        stopped,
    ));
    (stop, task)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backups_are_taken_on_schedule_checked_pruned_and_not_repeated_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let backups = dir.path().join("backups");
    let mut store = Store::open(&db).unwrap();
    let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Odin), 5);
    let game = Match::new(setup, cards::builtin()).unwrap();
    store
        .create_match(&game, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    let store = AsyncStore::new(store);
    let clock = Arc::new(ManualClock::starting_at(T0));
    let (stop, task) = start(&db, &backups, &clock, &store);

    // The first backup is taken at once, and it is a database that opens and verifies.
    wait_for_backups(&backups, &[backup_name(T0)]).await;
    let copy = Store::open(&backups.join(backup_name(T0))).unwrap();
    let report = copy.verify().unwrap();
    assert_eq!((report.matches, report.problems.len()), (1, 0));
    drop(copy);

    // Nothing more before a day has passed; then one a day, the newest three kept.
    clock.advance(Duration::from_secs(3600));
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(backups_in(&backups).len(), 1);
    let mut taken = vec![backup_name(T0)];
    for day in 1..=4 {
        clock.advance(DAY);
        let at = T0 + 3_600_000 + day * DAY.as_millis() as i64;
        taken.push(backup_name(at));
        let kept = taken[taken.len().saturating_sub(3)..].to_vec();
        wait_for_backups(&backups, &kept).await;
    }
    let _ = stop.send(true);
    task.await.unwrap();

    // A restart an hour after the last backup takes none until its day has passed.
    clock.advance(Duration::from_secs(3600));
    let before = backups_in(&backups);
    let (stop, task) = start(&db, &backups, &clock, &store);
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(
        backups_in(&backups),
        before,
        "no extra backup after a restart"
    );
    clock.advance(DAY);
    let mut names: Vec<String> = before
        .iter()
        .map(|p| p.file_name().unwrap().to_str().unwrap().to_string())
        .collect();
    names.remove(0);
    names.push(backup_name(clock_now(&clock)));
    wait_for_backups(&backups, &names).await;
    let _ = stop.send(true);
    task.await.unwrap();
}

/// The upkeep loop's checkpoint runs outside the store's batch transaction (SQLite refuses one
/// inside a transaction: "database table is locked"), so the `-wal` file is truncated.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_upkeep_loop_checkpoints_the_write_ahead_log_and_it_shrinks_to_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let wal = dir.path().join("bot.db-wal");
    let store = AsyncStore::new(Store::open(&db).unwrap());
    for seed in 0..40 {
        store
            .call(move |s| {
                let setup =
                    MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Odin), seed);
                let game = Match::new(setup, cards::builtin()).unwrap();
                s.create_match(&game, &MatchPlace::default(), UnixMs(0))
            })
            .await
            .unwrap();
    }
    let grown = std::fs::metadata(&wal).unwrap().len();
    assert!(grown > 0, "the writes went to the log");

    // The writer goes on writing in its own transactions while the loop checkpoints.
    assert!(store.call_alone(|s| s.checkpoint()).await.unwrap() >= 0);
    assert_eq!(std::fs::metadata(&wal).unwrap().len(), 0);
    store
        .call(|s| {
            let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::Odin), 99);
            let game = Match::new(setup, cards::builtin()).unwrap();
            s.create_match(&game, &MatchPlace::default(), UnixMs(0))
        })
        .await
        .unwrap();
    assert!(std::fs::metadata(&wal).unwrap().len() > 0);

    let clock = Arc::new(ManualClock::starting_at(T0));
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let task = tokio::spawn(maintain(
        None,
        clock.clone(),
        store.clone(),
        Duration::from_millis(10),
        Duration::from_secs(300),
        stopped,
    ));
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(std::fs::metadata(&wal).unwrap().len() > 0, "not due yet");
    clock.advance(Duration::from_secs(301));
    let mut size = u64::MAX;
    for _ in 0..500 {
        size = std::fs::metadata(&wal).unwrap().len();
        if size == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        size, 0,
        "the write-ahead log was truncated (it held {grown} bytes once)"
    );
    let _ = stop.send(true);
    task.await.unwrap();
}

fn clock_now(clock: &ManualClock) -> UnixMs {
    use invictus::hosting::Clock;
    clock.now_ms()
}

#[test]
fn a_damaged_database_makes_no_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bad.db");
    std::fs::write(&db, b"this is not a database").unwrap();
    let backups = dir.path().join("backups");
    let result = invictus::store::take_backup(&db, &backups, T0, 3);
    assert!(result.is_err());
    assert!(backups_in(&backups).is_empty());
    let leftovers: Vec<_> = std::fs::read_dir(&backups).unwrap().collect();
    assert!(
        leftovers.is_empty(),
        "no partial copy is left: {leftovers:?}"
    );
}
