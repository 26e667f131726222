//! The people of the soak, shared by every table: their pace (set in the bot's time and slept
//! in real time, the bot's clock running `speed` times faster), the gate that holds their
//! clicks while the bot restarts, the tally of what they did, and small waits on the fake
//! Discord that give up quietly instead of panicking.

use crate::driver::{answered, T};
use crate::fake_discord::*;
use rand::Rng;
use rand_pcg::Pcg64Mcg;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::SeqCst};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The turn time of matches between people (`min_turn_time`, the shortest allowed), in the
/// bot's time.
pub const TURN: Duration = Duration::from_secs(10 * 60);
/// The reaction window, in the bot's time.
pub const WINDOW: Duration = Duration::from_secs(60);
/// The time a player grants after a missed deadline, in the bot's time.
pub const GRANT: Duration = Duration::from_secs(5 * 60);
/// How long a challenge waits for an answer, in the bot's time.
pub const EXPIRY: Duration = Duration::from_secs(10 * 60);
/// A person's mean pause before a click, in the bot's time.
const THINK: f64 = 40.0;

/// Everyone at the tables, and what they did.
pub struct Crowd {
    pub speed: u32,
    paused: AtomicBool,
    in_flight: AtomicUsize,
    stopping: AtomicBool,
    /// Which bot process is running (0 before the first restart).
    pub lifetime: AtomicUsize,
    counts: Mutex<BTreeMap<String, usize>>,
    /// The reaction windows someone let expire: (thread, the Pass button's custom id).
    pub ignored: Mutex<Vec<(u64, String)>>,
    /// Resignations that left only built-in players: how long until the game-over message
    /// (`None`: none came).
    pub leaves: Mutex<Vec<Option<Duration>>>,
    /// What went wrong at a table (a match that stopped moving, an unexpected answer).
    pub troubles: Mutex<Vec<String>>,
}

/// A click in progress: while any is held, the bot is not killed.
pub struct Entered<'a>(&'a Crowd);

impl Drop for Entered<'_> {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, SeqCst);
    }
}

impl Crowd {
    pub fn new(speed: u32) -> Crowd {
        Crowd {
            speed,
            paused: AtomicBool::new(false),
            in_flight: AtomicUsize::new(0),
            stopping: AtomicBool::new(false),
            lifetime: AtomicUsize::new(0),
            counts: Mutex::new(BTreeMap::new()),
            ignored: Mutex::new(Vec::new()),
            leaves: Mutex::new(Vec::new()),
            troubles: Mutex::new(Vec::new()),
        }
    }

    /// Counts one `what` (and the same per bot process, as "what #N").
    pub fn count(&self, what: &str) {
        let lifetime = self.lifetime.load(SeqCst);
        let mut counts = self.counts.lock().expect("counts");
        *counts.entry(what.to_string()).or_default() += 1;
        *counts.entry(format!("{what} #{lifetime}")).or_default() += 1;
    }

    pub fn counted(&self, what: &str) -> usize {
        self.counts
            .lock()
            .expect("counts")
            .get(what)
            .copied()
            .unwrap_or(0)
    }

    pub fn counts(&self) -> BTreeMap<String, usize> {
        self.counts.lock().expect("counts").clone()
    }

    pub fn trouble(&self, what: String) {
        eprintln!("soak: {what}");
        self.troubles.lock().expect("troubles").push(what);
    }

    /// Waits while the bot restarts, then holds a click in progress until the guard drops.
    pub async fn enter(&self) -> Entered<'_> {
        loop {
            self.in_flight.fetch_add(1, SeqCst);
            if !self.paused.load(SeqCst) {
                return Entered(self);
            }
            self.in_flight.fetch_sub(1, SeqCst);
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Stops new clicks. With `drain`, waits (at most 40 s) for those in progress to be
    /// answered; without, waits (at most 5 s) for a moment when some click is in progress and
    /// stops new ones then, leaving those in flight (what a SIGTERM must let finish).
    pub async fn hold(&self, drain: bool) {
        let began = Instant::now();
        while !drain && self.in_flight.load(SeqCst) == 0 && began.elapsed() < T / 4 {
            tokio::time::sleep(Duration::from_micros(200)).await;
        }
        self.paused.store(true, SeqCst);
        while drain && self.in_flight.load(SeqCst) > 0 && began.elapsed() < 2 * T {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Clicks in progress now.
    pub fn in_flight(&self) -> usize {
        self.in_flight.load(SeqCst)
    }

    pub fn release(&self) {
        self.paused.store(false, SeqCst);
    }

    pub fn stop(&self) {
        self.stopping.store(true, SeqCst);
    }

    pub fn stopping(&self) -> bool {
        self.stopping.load(SeqCst)
    }

    /// Real time for `bot` of the bot's time (at least 20 ms).
    pub fn real(&self, bot: Duration) -> Duration {
        (bot / self.speed).max(Duration::from_millis(20))
    }

    /// Sleeps `bot` of the bot's time, waking early when the soak stops.
    pub async fn sleep(&self, bot: Duration) {
        let end = Instant::now() + self.real(bot);
        while !self.stopping() {
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return;
            }
            tokio::time::sleep(left.min(Duration::from_millis(200))).await;
        }
    }

    /// A person's pause before a click: exponential, mean 40 s of the bot's time, within a
    /// tenth and five times that.
    pub async fn think(&self, rng: &mut Pcg64Mcg) {
        let u: f64 = 1.0 - rng.gen::<f64>();
        let secs = (-THINK * u.ln()).clamp(THINK / 10.0, THINK * 5.0);
        self.sleep(Duration::from_secs_f64(secs)).await;
    }
}

/// Whether a draw of `rng` falls under `p`.
pub fn chance(rng: &mut Pcg64Mcg, p: f64) -> bool {
    rng.gen::<f64>() < p
}

/// Calls `check` every 100 ms until it returns `Some`, or `None` after `real`.
pub async fn within<T>(
    fake: &FakeDiscord,
    real: Duration,
    mut check: impl FnMut(&FakeDiscord) -> Option<T>,
) -> Option<T> {
    let end = Instant::now() + real;
    loop {
        if let Some(found) = check(fake) {
            return Some(found);
        }
        if Instant::now() >= end {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The newest message of `thread` for which `pick` says something.
pub fn newest<T>(
    fake: &FakeDiscord,
    thread: u64,
    pick: impl Fn(&FakeMessage) -> Option<T>,
) -> Option<T> {
    fake.channel_messages(thread).iter().rev().find_map(pick)
}

/// The user ids mentioned (`<@ID>`) in `text`, in order.
pub fn mentions(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// Waits until message `id` differs from `seen` versions (an edit), at most `real`.
pub async fn edited(fake: &FakeDiscord, id: u64, seen: usize, real: Duration) -> bool {
    within(fake, real, |f| {
        f.with_message(id, |m| m.history.len() > seen)
            .unwrap_or(true)
            .then_some(())
    })
    .await
    .is_some()
}

/// How many versions message `id` has had (its post and its edits).
pub fn versions(fake: &FakeDiscord, id: u64) -> usize {
    fake.with_message(id, |m| m.history.len()).unwrap_or(0)
}

/// `user` clicks `custom_id` on `message` (through the gate) and gets the bot's answer.
pub async fn click(
    fake: &FakeDiscord,
    crowd: &Crowd,
    user: &TestUser,
    message: &FakeMessage,
    custom_id: &str,
) -> Reply {
    let _click = crowd.enter().await;
    let i = fake.click(user, message, custom_id).await;
    answered(fake, i, message).await
}

/// `user`'s slash command `name` in `channel` (through the gate) and the bot's answer.
pub async fn command(
    fake: &FakeDiscord,
    crowd: &Crowd,
    user: &TestUser,
    channel: u64,
    name: &str,
    options: serde_json::Value,
) -> Reply {
    let _click = crowd.enter().await;
    let i = fake.command(user, channel, name, options).await;
    let reply = fake.reply(i, T).await;
    if reply.kind != 5 {
        return reply;
    }
    // Deferred: the answer is the edit of the "thinking" message.
    let message = within(fake, T, |f| f.original(i).filter(|m| m.history.len() > 1)).await;
    Reply {
        message: message.or(reply.message.clone()),
        ..reply
    }
}

/// Whether the answer says something went wrong on the bot's side (counted as such).
pub fn went_wrong(crowd: &Crowd, reply: &Reply) -> bool {
    let wrong = reply
        .message
        .as_ref()
        .is_some_and(|m| m.text().contains("went wrong"));
    if wrong {
        crowd.count("answers saying something went wrong");
    }
    wrong
}

/// `user` resigns the match of `thread` with `/resign` and its confirmation; whether it was
/// done.
pub async fn resign(fake: &FakeDiscord, crowd: &Crowd, user: &TestUser, thread: u64) -> bool {
    let reply = command(fake, crowd, user, thread, "resign", serde_json::json!([])).await;
    let Some(confirm) = reply.message else {
        return false;
    };
    let Some(id) = confirm
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:resign:"))
    else {
        crowd.trouble(format!(
            "/resign offered no Resign button: {}",
            confirm.text()
        ));
        return false;
    };
    let reply = click(fake, crowd, user, &confirm, &id).await;
    !went_wrong(crowd, &reply)
}
