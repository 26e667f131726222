//! Challenges: checked and limited, accepted only by the challenged player, expired and declined.

use super::support::{host, place, seen_by, terms, Stored, ALICE, BOB, CAROL};
use invictus::games::invictus::rules::Seat;
use invictus::hosting::UnixMs;
use invictus::hosting::{HostError, HostSettings};
use invictus::store::{ChallengeId, ChallengeStatus};

#[tokio::test]
async fn challenges_are_checked_and_limited() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let settings = HostSettings {
        max_open_challenges_per_user: 2,
        max_active_matches_per_user: 1,
        ..HostSettings::default()
    };
    let (host, _) = host(&dir, settings);
    let refused = |r: Result<(ChallengeId, UnixMs), HostError>| match r {
        Err(HostError::Refused(phrase)) => phrase.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    };
    let text = refused(
        host.challenges()
            .challenge::<invictus::games::invictus::rules::Match>(
                place(),
                ALICE,
                &[(1, ALICE)],
                terms(60),
                UnixMs(0),
            )
            .await,
    );
    assert!(text.contains("yourself"));
    let mut bad = terms(60);
    bad.offer.army = "a bag of cats".into();
    assert!(refused(
        host.challenges()
            .challenge::<invictus::games::invictus::rules::Match>(
                place(),
                ALICE,
                &[(1, BOB)],
                bad,
                UnixMs(0)
            )
            .await
    )
    .contains("army"));
    assert!(refused(
        host.challenges()
            .challenge::<invictus::games::invictus::rules::Match>(
                place(),
                ALICE,
                &[(1, BOB)],
                terms(5),
                UnixMs(0)
            )
            .await
    )
    .contains("reaction window"));

    let (first, expires) = host
        .challenges()
        .challenge::<invictus::games::invictus::rules::Match>(
            place(),
            ALICE,
            &[(1, BOB)],
            terms(60),
            UnixMs(0),
        )
        .await
        .unwrap();
    assert_eq!(expires, UnixMs(24 * 3600 * 1000));
    host.challenges()
        .challenge::<invictus::games::invictus::rules::Match>(
            place(),
            ALICE,
            &[(1, CAROL)],
            terms(60),
            UnixMs(0),
        )
        .await
        .unwrap();
    assert!(refused(
        host.challenges()
            .challenge::<invictus::games::invictus::rules::Match>(
                place(),
                ALICE,
                &[(1, BOB)],
                terms(60),
                UnixMs(0)
            )
            .await
    )
    .contains("open challenges"));

    // Only the challenged player accepts; an accepted challenge cannot be accepted again.
    let err = host
        .challenges()
        .accept(first, CAROL, None, UnixMs(10))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("Only the challenged player"));
    let m = host
        .challenges()
        .accept(first, BOB, Some("shogun".into()), UnixMs(10))
        .await
        .unwrap()
        .started()
        .unwrap();
    let seen = seen_by(&host, m, Some(BOB)).await;
    assert_eq!(seen.seat, Some(Seat::B));
    assert_eq!(seen.view.seats.b.leader.name(), "Shogun");
    assert!(host
        .challenges()
        .accept(first, BOB, None, UnixMs(11))
        .await
        .is_err());
    // Alice now plays one match: the limit of 1 refuses another.
    assert!(refused(
        host.challenges()
            .challenge::<invictus::games::invictus::rules::Match>(
                place(),
                ALICE,
                &[(1, CAROL)],
                terms(60),
                UnixMs(20)
            )
            .await
    )
    .contains("playing"));
}

#[tokio::test]
async fn challenges_expire_and_can_be_declined() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let (c1, expires) = host
        .challenges()
        .challenge::<invictus::games::invictus::rules::Match>(
            place(),
            ALICE,
            &[(1, BOB)],
            terms(60),
            UnixMs(0),
        )
        .await
        .unwrap();
    let (c2, _) = host
        .challenges()
        .challenge::<invictus::games::invictus::rules::Match>(
            place(),
            ALICE,
            &[(1, BOB)],
            terms(60),
            UnixMs(0),
        )
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

/// A duel challenged before every challenge named its invited seats (its challenged player
/// only, as stored by earlier versions) is still accepted after the upgrade, by that player only.
#[tokio::test]
async fn a_duel_stored_without_invited_seats_is_still_accepted() {
    crate::backend::needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let (host, _) = host(&dir, HostSettings::default());
    let json = serde_json::to_string(&terms(60)).unwrap();
    let old = host
        .store()
        .call(move |s| {
            s.transaction(|tx| {
                tx.create_challenge(
                    invictus::games::GameKind::Invictus,
                    Some(invictus::hosting::GuildId(1)),
                    Some(invictus::hosting::ChannelId(2)),
                    ALICE,
                    Some(BOB),
                    &[],
                    &json,
                    UnixMs(0),
                    Some(UnixMs(1_000_000)),
                )
            })
        })
        .await
        .unwrap();
    let err = host
        .challenges()
        .accept(old, CAROL, None, UnixMs(10))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("Only the challenged player"));
    let m = host
        .challenges()
        .accept(old, BOB, Some("odin".into()), UnixMs(10))
        .await
        .unwrap()
        .started()
        .expect("the duel starts");
    let seen = seen_by(&host, m, Some(BOB)).await;
    assert_eq!(seen.seat, Some(Seat::B));
    assert_eq!(seen.view.seats.b.leader.name(), "Odin");
}
