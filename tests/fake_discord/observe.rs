//! Watching what the bot did: waiting for its connection, commands, replies and messages, and
//! reading the messages, threads, requests and gateway sessions the fake recorded.

use std::time::Duration;

use serde_json::Value;

use super::json::{message_listing, request_listing};
use super::records::{FakeMessage, RecordedRequest, Reply};
use super::state::Watched;
use super::FakeDiscord;

impl FakeDiscord {
    /// Waits until a client has sent IDENTIFY and got READY (or resumed its session) on a gateway
    /// connection that is still open. Panics with a clear message after `timeout`.
    pub async fn wait_ready(&self, timeout: Duration) {
        if self
            .wait_with(timeout, |st| st.current.map(|_| ()))
            .await
            .is_none()
        {
            let st = self.lock();
            panic!(
                "fake discord: no bot finished IDENTIFY -> READY within {timeout:?} (open gateway connections: {}, \
                 READY sent so far: {}); REST requests so far:\n{}",
                st.conns.len(),
                st.readies,
                request_listing(&st.requests)
            );
        }
    }

    /// Waits until the bot has registered application commands (global or guild) and returns them
    /// as the fake answered them (with ids). Panics after `timeout`.
    pub async fn wait_commands_registered(&self, timeout: Duration) -> Vec<Value> {
        let found = self
            .wait_with(timeout, |st| {
                st.commands_registered.then(|| {
                    st.global_commands
                        .iter()
                        .chain(&st.guild_commands)
                        .cloned()
                        .collect::<Vec<_>>()
                })
            })
            .await;
        match found {
            Some(commands) => commands,
            None => panic!(
                "fake discord: the bot registered no application commands within {timeout:?}; REST requests so far:\n{}",
                request_listing(&self.lock().requests)
            ),
        }
    }

    /// Interactions dispatched so far that have had no callback.
    pub fn unanswered(&self) -> usize {
        self.lock()
            .interactions
            .values()
            .filter(|i| i.reply.is_none())
            .count()
    }

    /// Interactions dispatched so far.
    pub fn interactions_dispatched(&self) -> usize {
        self.lock().interactions.len()
    }

    /// Waits for the bot's callback to that interaction (panics after `timeout` with the interaction
    /// id).
    pub async fn reply(&self, interaction: u64, timeout: Duration) -> Reply {
        let replied = self
            .wait_watching(Watched::Reply(interaction), timeout, |st| {
                st.reply_of(interaction)
            })
            .await;
        if let Some(reply) = replied {
            return reply;
        }
        let st = self.lock();
        let what = st
            .interactions
            .get(&interaction)
            .map_or("an unknown interaction".to_string(), |i| i.label.clone());
        let related: Vec<&RecordedRequest> = match st.interactions.get(&interaction) {
            Some(i) => st
                .requests
                .iter()
                .filter(|r| r.path.contains(&i.token) || r.path.contains(&interaction.to_string()))
                .collect(),
            None => Vec::new(),
        };
        panic!(
            "fake discord: no callback for interaction {interaction} ({what}) within {timeout:?}; requests about it: {related:#?}\n\
             all REST requests:\n{}",
            request_listing(&st.requests)
        );
    }

    /// The interaction's original response message as it is now: the reply (type 4), the deferred
    /// message (type 5), or the message the component was on (types 6 and 7).
    pub fn original(&self, interaction: u64) -> Option<FakeMessage> {
        let st = self.lock();
        let id = st.interactions.get(&interaction)?.original?;
        st.msg(id).map(|m| m.m.clone())
    }

    /// Follow-up messages (POST /webhooks/{app}/{token}) sent for that interaction, in order. After
    /// a deferred reply (type 5) the first follow-up is the deferred message itself (Discord edits
    /// the "thinking" message instead of posting a new one).
    pub fn followups(&self, interaction: u64) -> Vec<FakeMessage> {
        let st = self.lock();
        let Some(inter) = st.interactions.get(&interaction) else {
            return Vec::new();
        };
        inter
            .followups
            .iter()
            .filter_map(|id| st.msg(*id))
            .map(|m| m.m.clone())
            .collect()
    }

    /// Waits until `pred` holds for some message of the channel (ephemeral and deleted messages
    /// excluded), returns the newest such one; panics after `timeout` printing the channel's
    /// messages.
    pub async fn wait_message(
        &self,
        channel: u64,
        timeout: Duration,
        pred: impl Fn(&FakeMessage) -> bool,
    ) -> FakeMessage {
        let found = self
            .wait_with(timeout, |st| {
                st.channel_messages(channel)
                    .into_iter()
                    .rev()
                    .find(|m| pred(m))
            })
            .await;
        match found {
            Some(m) => m,
            None => panic!(
                "fake discord: no message in channel {channel} matched within {timeout:?}; its messages:\n{}",
                message_listing(&self.channel_messages(channel))
            ),
        }
    }

    /// Waits until `check` returns `Some` (it is called again after every change to the fake's
    /// state); panics after `timeout` saying what was awaited.
    pub async fn wait_for<T>(
        &self,
        timeout: Duration,
        what: &str,
        mut check: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> T {
        match self.wait_core(timeout, || check(self)).await {
            Some(t) => t,
            None => panic!("fake discord: timed out after {timeout:?} waiting for {what}"),
        }
    }

    /// Waits until `check` returns `Some` for message `id` as it is (called again after every
    /// change of that message only); panics after `timeout` saying what was awaited.
    pub async fn wait_for_message<T>(
        &self,
        id: u64,
        timeout: Duration,
        what: &str,
        mut check: impl FnMut(&FakeMessage) -> Option<T>,
    ) -> T {
        let found = self
            .wait_watching(Watched::Message(id), timeout, |st| {
                st.msg(id).and_then(|m| check(&m.m))
            })
            .await;
        match found {
            Some(t) => t,
            None => panic!("fake discord: timed out after {timeout:?} waiting for {what}"),
        }
    }

    /// Non-ephemeral, non-deleted messages of a channel (or thread), oldest first, as they are now.
    pub fn channel_messages(&self, channel: u64) -> Vec<FakeMessage> {
        self.lock().channel_messages(channel)
    }

    /// Every message ever posted anywhere, ephemeral and deleted ones included, oldest first.
    pub fn all_messages(&self) -> Vec<FakeMessage> {
        self.lock().messages.iter().map(|m| m.m.clone()).collect()
    }

    /// Ephemeral messages only `user` can see, oldest first (deleted ones excluded).
    pub fn ephemeral_messages(&self, user: u64) -> Vec<FakeMessage> {
        let st = self.lock();
        st.messages
            .iter()
            .filter(|m| m.m.ephemeral && m.m.visible_to == Some(user) && !m.m.deleted)
            .map(|m| m.m.clone())
            .collect()
    }

    pub fn message(&self, id: u64) -> Option<FakeMessage> {
        self.lock().msg(id).map(|m| m.m.clone())
    }

    /// Looks at a message as it is now without copying it (cheap enough to call on every change
    /// of the fake's state, e.g. inside [`FakeDiscord::wait_for`]).
    pub fn with_message<T>(&self, id: u64, look: impl FnOnce(&FakeMessage) -> T) -> Option<T> {
        self.lock().msg(id).map(|m| look(&m.m))
    }

    /// Threads created: (thread id, parent channel id, name).
    pub fn threads(&self) -> Vec<(u64, u64, String)> {
        self.lock().threads.clone()
    }

    /// The channel type of a channel or thread (0 text, 11 public thread, 12 private thread).
    pub fn channel_kind(&self, id: u64) -> Option<u8> {
        self.lock().channels.get(&id).map(|c| c.kind)
    }

    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.lock().requests.clone()
    }

    /// How many READY events the fake has sent (one per IDENTIFY).
    pub fn ready_count(&self) -> u64 {
        self.lock().readies
    }

    /// The `[shard, total]` each IDENTIFY asked for, in order.
    pub fn identified_shards(&self) -> Vec<(u64, u64)> {
        self.lock().identified.clone()
    }

    /// How many RESUMEs the fake has accepted.
    pub fn resume_count(&self) -> u64 {
        self.lock().resumes
    }

    /// Open gateway connections.
    pub fn connections(&self) -> usize {
        self.lock().conns.len()
    }
}
