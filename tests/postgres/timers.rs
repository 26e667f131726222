//! Several processes on one database: every due timer fired once however many hosts see it due,
//! and each host lists only the timers of the guilds whose shards it runs.

use crate::backend::{database_for, needs_server};
use invictus::games::invictus::rules::Match;
use invictus::games::InvictusOffer;
use invictus::hosting::{ChallengeTerms, PlayerId};
use invictus::hosting::{Host, HostSettings, ManualClock, Notice, Published};
use invictus::store::{
    AsyncStore, ChannelId, GuildId, MatchId, MatchPlace, Share, TimerChange, TimerKind, UnixMs,
};
use std::sync::Arc;

const HOUR: i64 = 3_600_000;
const START: UnixMs = UnixMs(1_800_000_000_000);

fn host_on(
    store: &AsyncStore,
    clock: &Arc<ManualClock>,
) -> (Host, tokio::sync::mpsc::UnboundedReceiver<Published>) {
    Host::with_clock(
        store.clone(),
        Arc::new(invictus::games::invictus::cards::builtin().clone()),
        HostSettings::default(),
        Arc::clone(clock) as Arc<dyn invictus::hosting::Clock>,
    )
}

/// A duel between two players of its own with a ten-hour turn clock: three timers (reminders
/// at half time and at 90%, the deadline).
async fn clocked_match(host: &Host, k: u64) -> MatchId {
    let (alice, bob) = (PlayerId(1_000 + 2 * k), PlayerId(1_001 + 2 * k));
    let terms = ChallengeTerms {
        offer: InvictusOffer::duel("king"),
        bot: None,
        reaction_window_secs: 60,
        turn_time_secs: 10 * 3600,
        rematch_of: None,
    };
    let place = MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: [Some(alice), Some(bob)].into(),
    };
    let (c, _) = host
        .challenges()
        .challenge::<Match>(place, alice, &[(1, bob)], terms, host.now())
        .await
        .unwrap();
    host.challenges()
        .accept(c, bob, None, host.now())
        .await
        .unwrap()
        .started()
        .unwrap()
}

/// (reminders, missed deadlines) a host announced.
fn count(rx: &mut tokio::sync::mpsc::UnboundedReceiver<Published>) -> (usize, usize) {
    let mut counted = (0, 0);
    while let Ok(published) = rx.try_recv() {
        if let Some(notice) = &published.of::<Match>().expect("an Invictus change").notice {
            match notice {
                Notice::Reminder { .. } => counted.0 += 1,
                Notice::DeadlinePassed { .. } => counted.1 += 1,
                _ => {}
            }
        }
    }
    counted
}

/// Two hosts (two processes' stores, four connections each) fire 2,100 due timers together:
/// every one fires once, by one of them, and none is left.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hosts_fire_every_due_timer_exactly_once() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("timers"));
    let clock = Arc::new(ManualClock::starting_at(START));
    let first = AsyncStore::open(&url, 4, Share::ALL).await.unwrap();
    let second = AsyncStore::open(&url, 4, Share::ALL).await.unwrap();
    let (one, mut one_rx) = host_on(&first, &clock);
    let (two, mut two_rx) = host_on(&second, &clock);
    const MATCHES: u64 = 700;
    for k in 0..MATCHES {
        clocked_match(&one, k).await;
    }
    let due = first
        .call(|s| s.due_timers(UnixMs(i64::MAX)))
        .await
        .unwrap();
    assert_eq!(due.len() as u64, 3 * MATCHES, "three timers a match");
    clock.set(START + 10 * HOUR);
    let (one, two) = (Arc::new(one), Arc::new(two));
    let run = |host: Arc<Host>| {
        tokio::spawn(async move {
            // Until nothing is due (the other host may still be firing what this one listed).
            for _ in 0..100 {
                let now = host.now();
                host.clocks().run_due(now).await.unwrap();
                let left = host
                    .clocks()
                    .next_due()
                    .await
                    .unwrap()
                    .is_some_and(|due| due <= now);
                if !left {
                    break;
                }
            }
        })
    };
    let (a, b) = (run(Arc::clone(&one)), run(Arc::clone(&two)));
    a.await.unwrap();
    b.await.unwrap();
    let (reminders_one, deadlines_one) = count(&mut one_rx);
    let (reminders_two, deadlines_two) = count(&mut two_rx);
    assert_eq!(
        (reminders_one + reminders_two, deadlines_one + deadlines_two),
        (2 * MATCHES as usize, MATCHES as usize),
        "every timer fired once: {reminders_one}+{reminders_two} reminders, \
         {deadlines_one}+{deadlines_two} deadlines"
    );
    assert!(
        reminders_one + deadlines_one > 0 && reminders_two + deadlines_two > 0,
        "both hosts fired some (each takes the matches in an order of its own): \
         {reminders_one}+{deadlines_one} and {reminders_two}+{deadlines_two}"
    );
    let left = first
        .call(|s| s.due_timers(UnixMs(i64::MAX)))
        .await
        .unwrap();
    assert!(left.is_empty(), "none left: {left:?}");
}

/// A host lists only the timers of matches in the guilds of the shards it runs (a match of no
/// guild belongs to shard 0).
#[tokio::test]
async fn each_process_lists_the_timers_of_its_own_shards() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("shards"));
    let shard_zero = AsyncStore::open(
        &url,
        1,
        Share {
            total: 2,
            first: 0,
            last: 0,
        },
    )
    .await
    .unwrap();
    let shard_one = AsyncStore::open(
        &url,
        1,
        Share {
            total: 2,
            first: 1,
            last: 1,
        },
    )
    .await
    .unwrap();
    let mut ids = Vec::new();
    for guild in [Some(GuildId(4 << 22)), Some(GuildId(5 << 22)), None] {
        let id = shard_zero
            .call(move |s| {
                let game = Match::new(
                    invictus::games::invictus::rules::MatchSetup::new(
                        invictus::games::invictus::rules::Army::pure(
                            invictus::games::invictus::rules::Version::King,
                        ),
                        invictus::games::invictus::rules::Army::pure(
                            invictus::games::invictus::rules::Version::King,
                        ),
                        7,
                    ),
                    invictus::games::invictus::cards::builtin(),
                )
                .unwrap();
                let place = MatchPlace {
                    guild_id: guild,
                    ..MatchPlace::default()
                };
                s.transaction(|tx| {
                    let id = tx.create_match(&game, &place, None, None, &[], START)?;
                    tx.change_timers(
                        id,
                        &[TimerChange::Add {
                            kind: TimerKind::Reminder,
                            due_at: START,
                            payload: "{\"seat\":0}".to_string(),
                        }],
                    )?;
                    Ok::<_, invictus::store::StoreError>(id)
                })
            })
            .await
            .unwrap();
        ids.push(id);
    }
    let listed = |store: &AsyncStore| {
        let store = store.clone();
        async move {
            let due = store.call(|s| s.due_timers(START)).await.unwrap();
            due.into_iter()
                .filter_map(|t| t.match_id)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(
        listed(&shard_zero).await,
        vec![ids[0], ids[2]],
        "guild 4 and no guild"
    );
    assert_eq!(listed(&shard_one).await, vec![ids[1]], "guild 5");
}
