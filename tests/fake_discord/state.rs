//! The fake's state behind one lock: messages, channels, interactions, commands, gateway
//! connections and sessions, and the waiters woken by its changes.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{json, Map, Value};
use tokio::sync::{mpsc, watch};

use super::json::{bot_user, chan_json, member_json, sid};
use super::openapi::SchemaViolation;
use super::records::{FakeMessage, RecordedRequest, Reply, TestUser};
use super::{ALL_PERMISSIONS, BOT_ID};

pub(super) struct Shared {
    pub(super) st: Mutex<St>,
    /// Bumped after every change, so that waiters re-check.
    pub(super) changed: watch::Sender<u64>,
}

impl Shared {
    pub(super) fn lock(&self) -> MutexGuard<'_, St> {
        self.st
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub(super) fn bump(&self) {
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
    }
}

/// Calls `check` now and after every change `changes` announces until it returns `Some` or
/// `timeout` passes (then once more).
pub(super) async fn wait_on<T>(
    mut changes: watch::Receiver<u64>,
    timeout: Duration,
    mut check: impl FnMut() -> Option<T>,
) -> Option<T> {
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        changes.borrow_and_update();
        if let Some(t) = check() {
            return Some(t);
        }
        match tokio::time::timeout_at(deadline, changes.changed()).await {
            Ok(Ok(())) => {}
            Ok(Err(_)) | Err(_) => return check(),
        }
    }
}

pub(super) struct Msg {
    pub(super) m: FakeMessage,
    pub(super) author: Value,
    /// Discord's message type (0 default, 19 reply, 20 slash command reply).
    pub(super) kind: u8,
    pub(super) timestamp: String,
    pub(super) edited_timestamp: Option<String>,
    pub(super) flags: u64,
    /// Posted through the interaction webhook.
    pub(super) webhook: bool,
    pub(super) message_reference: Option<Value>,
}

pub(super) struct Chan {
    pub(super) id: u64,
    /// The guild the channel is in (the fake's).
    pub(super) guild: u64,
    /// 0 text, 11 public thread, 12 private thread.
    pub(super) kind: u8,
    pub(super) parent: Option<u64>,
    pub(super) name: String,
    pub(super) created: String,
}

pub(super) struct Inter {
    pub(super) id: u64,
    pub(super) token: String,
    /// 2 command, 3 component, 4 autocomplete.
    pub(super) kind: u8,
    pub(super) user: TestUser,
    pub(super) channel_id: u64,
    /// For messages: "/name", "click id", ...
    pub(super) label: String,
    pub(super) source_message: Option<u64>,
    pub(super) dispatched: Instant,
    pub(super) reply: Option<Reply>,
    pub(super) original: Option<u64>,
    pub(super) followups: Vec<u64>,
    /// Deferred (type 5) and not yet edited: the first follow-up edits the original.
    pub(super) loading: bool,
}

pub(super) enum Out {
    Dispatch(String, Value),
    Close(u16, String),
}

pub(super) struct Conn {
    pub(super) id: u64,
    pub(super) tx: mpsc::UnboundedSender<Out>,
    pub(super) session: Option<String>,
}

#[derive(Default)]
pub(super) struct St {
    pub(super) port: u16,
    /// The one guild of this fake ([`super::GUILD_ID`] unless started in another).
    pub(super) guild: u64,
    pub(super) next_id: u64,
    pub(super) messages: Vec<Msg>,
    pub(super) index: HashMap<u64, usize>,
    pub(super) interactions: HashMap<u64, Inter>,
    pub(super) tokens: HashMap<String, u64>,
    pub(super) users: HashMap<u64, TestUser>,
    /// Users who left the guild (and closed their DMs).
    pub(super) left: std::collections::HashSet<u64>,
    pub(super) channels: HashMap<u64, Chan>,
    pub(super) threads: Vec<(u64, u64, String)>,
    pub(super) global_commands: Vec<Value>,
    pub(super) guild_commands: Vec<Value>,
    pub(super) commands_registered: bool,
    pub(super) requests: Vec<RecordedRequest>,
    /// Requests whose body (or route) does not match Discord's OpenAPI schema: the fake panics
    /// when dropped while any is left (see [`super::FakeDiscord::take_schema_violations`]).
    pub(super) schema_violations: Vec<SchemaViolation>,
    pub(super) conns: Vec<Conn>,
    pub(super) next_conn: u64,
    /// The connection interactions are dispatched on: the newest one that got READY or RESUMED.
    pub(super) current: Option<u64>,
    /// Session id -> last sequence number sent.
    pub(super) sessions: HashMap<String, u64>,
    pub(super) readies: u64,
    pub(super) resumes: u64,
    /// The `shard` ([id, total]) of every IDENTIFY, in order (`[0, 1]` when none was given).
    pub(super) identified: Vec<(u64, u64)>,
    /// The guild's locale, sent as the `guild_locale` of interactions (`None`: "en-US").
    pub(super) guild_locale: Option<String>,
    /// Whether interactions are sent without first checking that serenity parses them.
    pub(super) trust_dispatches: bool,
    /// Waiters of one message or one interaction's reply: woken by changes of that thing only
    /// (the others wait on [`Shared::changed`], woken by every change).
    pub(super) watched: HashMap<Watched, watch::Sender<u64>>,
}

/// What a keyed waiter watches.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Watched {
    Message(u64),
    Reply(u64),
}

/// Where a message comes from.
pub(super) enum Origin {
    Channel,
    /// Posted by the bot before this fake started (see [`super::FakeDiscord::restore_message`]):
    /// public, or ephemeral for one user.
    Earlier {
        visible_to: Option<u64>,
    },
    Interaction {
        id: u64,
        slash: bool,
        ephemeral: bool,
        loading: bool,
        user: u64,
    },
}

impl St {
    pub(super) fn new_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    pub(super) fn msg(&self, id: u64) -> Option<&Msg> {
        self.index.get(&id).map(|&i| &self.messages[i])
    }

    /// A message to change: its watchers re-check once the caller releases the state.
    pub(super) fn msg_mut(&mut self, id: u64) -> Option<&mut Msg> {
        self.touch(Watched::Message(id));
        self.index.get(&id).map(|&i| &mut self.messages[i])
    }

    /// Wakes the waiters watching `what` (they look again once the state is released).
    pub(super) fn touch(&self, what: Watched) {
        if let Some(watch) = self.watched.get(&what) {
            watch.send_modify(|v| *v = v.wrapping_add(1));
        }
    }

    pub(super) fn channel_messages(&self, channel: u64) -> Vec<FakeMessage> {
        self.messages
            .iter()
            .filter(|m| m.m.channel_id == channel && !m.m.ephemeral && !m.m.deleted)
            .map(|m| m.m.clone())
            .collect()
    }

    pub(super) fn current_tx(&self) -> Option<mpsc::UnboundedSender<Out>> {
        let current = self.current?;
        self.conns
            .iter()
            .find(|c| c.id == current)
            .map(|c| c.tx.clone())
    }

    pub(super) fn ws_url(&self) -> String {
        format!("ws://127.0.0.1:{}/ws", self.port)
    }

    /// (command id, command type, whether it is a guild command), guild commands first.
    pub(super) fn find_command(&self, name: &str) -> Option<(u64, u64, bool)> {
        let find = |list: &[Value], guild: bool| {
            list.iter().find(|c| c["name"] == name).map(|c| {
                let id = c["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
                (id, c["type"].as_u64().unwrap_or(1), guild)
            })
        };
        find(&self.guild_commands, true).or_else(|| find(&self.global_commands, false))
    }

    pub(super) fn reply_of(&self, interaction: u64) -> Option<Reply> {
        let inter = self.interactions.get(&interaction)?;
        let mut reply = inter.reply.clone()?;
        reply.message = inter
            .original
            .and_then(|id| self.msg(id))
            .map(|m| m.m.clone());
        Some(reply)
    }

    pub(super) fn user_or_bot(&self, id: u64) -> Option<Value> {
        if id == BOT_ID {
            return Some(bot_user());
        }
        self.users.get(&id).map(TestUser::json)
    }

    /// Fills `resolved` for USER, MENTIONABLE and CHANNEL options (recursively through
    /// subcommands), turning snowflake values into strings as Discord sends them.
    pub(super) fn resolve(&self, options: &mut Value) -> Map<String, Value> {
        let mut resolved = Map::new();
        self.resolve_into(options, &mut resolved);
        resolved
    }

    fn resolve_into(&self, options: &mut Value, resolved: &mut Map<String, Value>) {
        let Some(list) = options.as_array_mut() else {
            return;
        };
        for option in list {
            let kind = option["type"].as_u64().unwrap_or(0);
            if kind == 1 || kind == 2 {
                if let Some(inner) = option.get_mut("options") {
                    self.resolve_into(inner, resolved);
                }
                continue;
            }
            if !matches!(kind, 6 | 7 | 9) || option.get("focused") == Some(&Value::Bool(true)) {
                continue;
            }
            let id = match &option["value"] {
                Value::String(s) => s.parse::<u64>().ok(),
                Value::Number(n) => n.as_u64(),
                _ => None,
            };
            let Some(id) = id else { continue };
            option["value"] = json!(sid(id));
            if kind == 7 {
                if let Some(chan) = self.channels.get(&id) {
                    let mut partial = chan_json(chan);
                    partial["permissions"] = json!(ALL_PERMISSIONS);
                    resolved.entry("channels").or_insert_with(|| json!({}))[sid(id)] = partial;
                } else {
                    eprintln!("fake discord: warning: channel option {id} is not a known channel; left unresolved");
                }
                continue;
            }
            match self.user_or_bot(id) {
                Some(user) => {
                    resolved.entry("users").or_insert_with(|| json!({}))[sid(id)] = user;
                    resolved.entry("members").or_insert_with(|| json!({}))[sid(id)] = member_json(None);
                }
                None => eprintln!(
                    "fake discord: warning: user option {id} was not registered with register_user; left unresolved"
                ),
            }
        }
    }
}
