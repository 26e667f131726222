//! Shared helpers for the hosting tests: a host over a temporary store, challenge terms, a
//! started match, a match as a player sees it, and playing a move for whoever has priority.

use invictus::games::invictus::rules::{Action, Match, Seat};
use invictus::games::seat_number;
use invictus::games::{InvictusOffer, SeatNo};
use invictus::hosting::UnixMs;
use invictus::hosting::{ChallengeTerms, Change, Host, HostSettings, Published};
use invictus::hosting::{ChannelId, GuildId, PlayerId};
use invictus::store::{AsyncStore, MatchId, MatchPlace};
use std::sync::Arc;

pub const ALICE: PlayerId = PlayerId(11);
pub const BOB: PlayerId = PlayerId(22);
pub const CAROL: PlayerId = PlayerId(33);

/// A host under test with the handle of the store it runs over, which the tests (never a front
/// end) read to check what hosting wrote and how many store calls it made.
pub struct TestHost {
    pub host: Host,
    pub store: AsyncStore,
}

/// What reads the store under a test's host.
pub trait Stored {
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

pub fn host(
    dir: &tempfile::TempDir,
    settings: HostSettings,
) -> (TestHost, tokio::sync::mpsc::UnboundedReceiver<Published>) {
    let store = crate::backend::open_async(&dir.path().join("h.db"));
    let (host, changes) = Host::new(
        store.clone(),
        Arc::new(invictus::games::invictus::cards::builtin().clone()),
        settings,
    );
    (TestHost { host, store }, changes)
}

/// The change of an Invictus match a published change carries.
pub fn invictus_change(published: Published) -> Change<Match> {
    published
        .of::<Match>()
        .expect("a change of an Invictus match")
        .clone()
}

pub fn terms(window: u64) -> ChallengeTerms<InvictusOffer> {
    ChallengeTerms {
        offer: InvictusOffer::duel("king"),
        bot: None,
        reaction_window_secs: window,
        turn_time_secs: invictus::hosting::DEFAULT_TURN_TIME_SECS,
        rematch_of: None,
    }
}

/// The terms of a team match (R32) and its invited seats: `opponent` in B, `partner` in C,
/// `opponent2` in D.
pub fn team(
    window: u64,
    partner: PlayerId,
    opponent: PlayerId,
    opponent2: PlayerId,
) -> (ChallengeTerms<InvictusOffer>, [(SeatNo, PlayerId); 3]) {
    let mut t = terms(window);
    t.offer.mode = invictus::games::invictus::rules::Mode::Teams;
    (t, [(1, opponent), (2, partner), (3, opponent2)])
}

pub fn place() -> MatchPlace {
    MatchPlace {
        guild_id: Some(GuildId(1)),
        channel_id: Some(ChannelId(2)),
        players: [Some(ALICE), Some(BOB)].into(),
    }
}

/// A match as a player (or the public) sees it, read back from the store for the test's checks.
pub struct Seen {
    pub stored: invictus::store::StoredMatch<Match>,
    pub seat: Option<Seat>,
    pub view: invictus::games::invictus::rules::View,
}

impl Seen {
    pub fn game(&self) -> &invictus::games::invictus::rules::Match {
        &self.stored.game
    }
}

pub async fn seen_by(host: &impl Stored, m: MatchId, user: Option<PlayerId>) -> Seen {
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

pub async fn started(host: &Host, window: u64) -> MatchId {
    let (c, _) = host
        .challenges()
        .challenge::<invictus::games::invictus::rules::Match>(
            place(),
            ALICE,
            &[(1, BOB)],
            terms(window),
            UnixMs(1_000),
        )
        .await
        .unwrap();
    host.challenges()
        .accept(c, BOB, None, UnixMs(2_000))
        .await
        .unwrap()
        .started()
        .unwrap()
}

/// Plays the first legal action for whoever has priority.
pub async fn step(host: &TestHost, m: MatchId, pick: impl Fn(&[Action]) -> usize) -> Action {
    let seen = seen_by(host, m, None).await;
    let game = seen.game();
    let seat = game.priority().unwrap();
    let user = if seat == Seat::A { ALICE } else { BOB };
    let actions = game.legal_actions();
    let action = actions[pick(&actions)];
    host.matches()
        .choose::<invictus::games::invictus::rules::Match>(
            m,
            user,
            game.version(),
            invictus::hosting::Choice::FirstOf(vec![action]),
            None,
        )
        .await
        .unwrap();
    action
}
