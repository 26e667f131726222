//! A fake Discord for end-to-end tests: REST under `/api/v10/` and a WebSocket gateway at `/ws`.
//!
//! It runs on 127.0.0.1 in background tokio tasks and records everything the bot does. Point
//! serenity at it with
//! `serenity::HttpBuilder::new(token).proxy(fake.base_url()).ratelimiter_disabled(true).build()`
//! and `serenity::ClientBuilder::new_with_http(http, intents)`: serenity then asks the fake for the
//! gateway URL and connects to it.
//!
//! The model, kept close to Discord's behaviour:
//! - There is one guild ([`GUILD_ID`]) with one text channel ([`CHANNEL_ID`]); threads created by
//!   the bot become channels too. Posting into an unknown channel answers 404 (see
//!   [`FakeDiscord::add_channel`]).
//! - Interactions are dispatched over the gateway; the bot's callback is recorded once (a second one
//!   answers 400 "already acknowledged", as Discord does). A deferred reply (type 5) immediately
//!   creates the "thinking" message (flag 128); editing `@original` or sending the first
//!   follow-up turns it into the real reply, as on Discord.
//! - Messages, edits, follow-ups and callbacks are checked against Discord's size limits
//!   (2000 characters, embed and component limits, unique custom ids, no empty messages); a
//!   violation answers 400 like Discord and is printed on stderr.
//! - Every payload the fake dispatches is first parsed with serenity's own model types, so a shape
//!   mistake in the fake fails loudly instead of being silently dropped by serenity (benchmarks
//!   turn this off with [`FakeDiscord::trust_dispatches`]).
//! - Unknown routes are recorded, answered 404 and printed on stderr.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use poise::serenity_prelude as serenity;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use tokio::sync::{mpsc, watch};

pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The bot user's id in READY.
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
/// A text channel in the guild.
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
/// The bot user's name.
pub const BOT_NAME: &str = "Invictus";
/// The name of [`CHANNEL_ID`].
pub const CHANNEL_NAME: &str = "general";

/// The first id the fake hands out (messages, interactions, threads, commands).
const FIRST_ID: u64 = 1_000_000_000_000_000_000;
const FLAG_SUPPRESS_EMBEDS: u64 = 1 << 2;
const FLAG_EPHEMERAL: u64 = 1 << 6;
const FLAG_LOADING: u64 = 1 << 7;
const FLAG_COMPONENTS_V2: u64 = 1 << 15;
/// Every permission bit Discord defines (the members of the fake guild may do anything).
const ALL_PERMISSIONS: &str = "2251799813685247";
/// A plain member's permissions: view channels, send messages, read history, use commands.
const MEMBER_PERMISSIONS: &str = "2147552256";
/// How long internal waits (for a gateway connection, for command registration) may take.
const PATIENCE: Duration = Duration::from_secs(20);
/// Discord's limit for acknowledging an interaction.
const ACK_LIMIT: Duration = Duration::from_secs(3);
const JOINED_AT: &str = "2024-01-01T00:00:00.000Z";

/// A user of the fake guild.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// The language of the user's Discord client, sent as the `locale` of their interactions.
    pub locale: String,
    /// Whether the user may manage the guild (every permission), or is a plain member.
    pub manager: bool,
}

impl TestUser {
    pub fn new(id: u64, name: &str) -> TestUser {
        TestUser {
            id,
            name: name.to_string(),
            bot: false,
            locale: "en-US".to_string(),
            manager: true,
        }
    }

    pub fn bot(id: u64, name: &str) -> TestUser {
        TestUser {
            bot: true,
            ..TestUser::new(id, name)
        }
    }

    /// The same user with a Discord client in `locale` ("fr", "en-GB", …).
    pub fn speaking(mut self, locale: &str) -> TestUser {
        self.locale = locale.to_string();
        self
    }

    /// The same user as a plain member: no permission to manage the guild.
    pub fn plain_member(mut self) -> TestUser {
        self.manager = false;
        self
    }

    /// The user object as Discord sends it.
    pub fn json(&self) -> Value {
        user_json(self.id, &self.name, self.bot)
    }
}

/// A message as the fake holds it now (after any edits). Ephemeral ones are kept too.
#[derive(Clone, Debug)]
pub struct FakeMessage {
    pub id: u64,
    pub channel_id: u64,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub ephemeral: bool,
    /// For an ephemeral message: the user who alone can see it.
    pub visible_to: Option<u64>,
    /// Every version of the message (its id, content, embeds, components and
    /// `edited_timestamp`): the first is as posted, then one per edit (shared, so that handing a
    /// copy of the message to a test costs nothing however often it was edited).
    pub history: Arc<Vec<Arc<Value>>>,
    /// When the fake received each version of `history` (the post, then each edit), for
    /// latency measurements.
    pub history_at: Arc<Vec<Instant>>,
    pub allowed_mentions: Option<Value>,
    /// The interaction whose reply (or follow-up) this is, if any.
    pub interaction_id: Option<u64>,
    /// Whether the bot deleted the message.
    pub deleted: bool,
    /// The files the message carries now.
    pub attachments: Vec<FakeAttachment>,
}

/// A file a message carries, as the fake received it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeAttachment {
    pub id: u64,
    pub filename: String,
    pub description: Option<String>,
    pub size: usize,
    /// For a file that decodes as a PNG: its width and height.
    pub png: Option<(u32, u32)>,
    /// A hash of the bytes, to tell two uploads apart.
    pub digest: u64,
    /// The file's text, for a small file that is UTF-8 (a JSON export, say).
    pub text: Option<String>,
}

impl FakeAttachment {
    pub fn url(&self, channel_id: u64) -> String {
        format!(
            "https://cdn.discordapp.com/attachments/{channel_id}/{}/{}",
            self.id, self.filename
        )
    }

    fn json(&self, channel_id: u64) -> Value {
        let mut v = json!({
            "id": sid(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url(channel_id),
            "proxy_url": self.url(channel_id).replace("cdn.discordapp.com", "media.discordapp.net"),
            "content_type": if self.png.is_some() { "image/png" } else { "application/octet-stream" },
        });
        if let Some(d) = &self.description {
            v["description"] = json!(d);
        }
        if let Some((w, h)) = self.png {
            v["width"] = json!(w);
            v["height"] = json!(h);
        }
        v
    }
}

/// A file part of a multipart upload (`files[N]`).
#[derive(Clone, Debug)]
struct Upload {
    index: u64,
    filename: String,
    size: usize,
    png: Option<(u32, u32)>,
    digest: u64,
    text: Option<String>,
}

impl FakeMessage {
    /// The components inside the action rows (or top-level ones that are not rows), in order.
    pub fn leaf_components(&self) -> Vec<&Value> {
        let mut out = Vec::new();
        for row in &self.components {
            match row.get("components").and_then(Value::as_array) {
                Some(inner) => out.extend(inner.iter()),
                None => out.push(row),
            }
        }
        out
    }

    /// All custom_ids of buttons and selects, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        self.leaf_components()
            .into_iter()
            .filter_map(|c| {
                c.get("custom_id")
                    .and_then(Value::as_str)
                    .map(str::to_string)
            })
            .collect()
    }

    /// The custom_id of the first button whose label contains `label` (case-sensitive).
    pub fn button(&self, label: &str) -> Option<String> {
        self.leaf_components().into_iter().find_map(|c| {
            let is_match = c["type"] == 2 && c["label"].as_str().is_some_and(|l| l.contains(label));
            if is_match {
                c["custom_id"].as_str().map(str::to_string)
            } else {
                None
            }
        })
    }

    /// The labels of all buttons, in order.
    pub fn button_labels(&self) -> Vec<String> {
        self.leaf_components()
            .into_iter()
            .filter(|c| c["type"] == 2)
            .map(|c| c["label"].as_str().unwrap_or("").to_string())
            .collect()
    }

    /// Whether the component with this custom_id is disabled (`None` if there is none).
    pub fn is_disabled(&self, custom_id: &str) -> Option<bool> {
        self.component(custom_id)
            .map(|c| c["disabled"].as_bool().unwrap_or(false))
    }

    /// The raw component with this custom_id.
    pub fn component(&self, custom_id: &str) -> Option<&Value> {
        self.leaf_components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
    }

    /// For selects: (custom_id, vec of (label, value)).
    pub fn selects(&self) -> Vec<(String, Vec<(String, String)>)> {
        self.leaf_components()
            .into_iter()
            .filter(|c| is_select(c))
            .map(|c| {
                let options = c["options"]
                    .as_array()
                    .map(|opts| {
                        opts.iter()
                            .map(|o| {
                                let label = o["label"].as_str().unwrap_or("").to_string();
                                (label, o["value"].as_str().unwrap_or("").to_string())
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                (c["custom_id"].as_str().unwrap_or("").to_string(), options)
            })
            .collect()
    }

    /// content + every embed's title/description/fields/footer text joined: what a reader sees.
    pub fn text(&self) -> String {
        let mut parts = Vec::new();
        if !self.content.is_empty() {
            parts.push(self.content.clone());
        }
        for embed in &self.embeds {
            let mut push = |v: &Value| {
                if let Some(s) = v.as_str() {
                    if !s.is_empty() {
                        parts.push(s.to_string());
                    }
                }
            };
            push(&embed["author"]["name"]);
            push(&embed["title"]);
            push(&embed["description"]);
            for field in embed["fields"].as_array().into_iter().flatten() {
                push(&field["name"]);
                push(&field["value"]);
            }
            push(&embed["footer"]["text"]);
        }
        parts.join("\n")
    }
}

/// What the bot answered to one interaction.
#[derive(Clone, Debug)]
pub struct Reply {
    /// Callback type: 4 message, 5 deferred, 6 deferred update, 7 update message, 8 autocomplete,
    /// 9 modal.
    pub kind: u8,
    /// For 4 and 5: whether the reply was flagged ephemeral; for 6 and 7: whether the message the
    /// component was on is ephemeral.
    pub ephemeral: bool,
    /// The raw callback JSON.
    pub body: Arc<Value>,
    /// The message created (type 4 and type 5, whose "thinking" message is edited later) or the
    /// message the component was on (types 6 and 7), as it is now.
    pub message: Option<FakeMessage>,
    /// Time from dispatching the interaction to the callback arriving.
    pub latency: Duration,
    /// When the fake dispatched the interaction on the gateway (`latency` counts from here).
    pub dispatched: Instant,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// The URL path, e.g. `/api/v10/channels/123/messages` (without the query).
    pub path: String,
    /// The JSON body (for multipart bodies: `payload_json`, with the uploaded files described
    /// under `_uploads`);
    /// `Null` when there is none.
    pub body: Arc<Value>,
    /// The HTTP status the fake answered.
    pub status: u16,
}

/// The fake Discord. Clones share the same server; it stops when the last clone is dropped.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: Arc<ServerTask>,
    port: u16,
}

struct ServerTask(tokio::task::JoinHandle<()>);

impl Drop for ServerTask {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl FakeDiscord {
    /// Binds 127.0.0.1:0 and serves REST + gateway in background tokio tasks.
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake discord: bind 127.0.0.1:0");
        let port = listener
            .local_addr()
            .expect("fake discord: local address")
            .port();
        let mut st = St {
            port,
            next_id: FIRST_ID,
            ..St::default()
        };
        st.channels.insert(
            CHANNEL_ID,
            Chan {
                id: CHANNEL_ID,
                kind: 0,
                parent: None,
                name: CHANNEL_NAME.to_string(),
                created: now(),
            },
        );
        let shared = Arc::new(Shared {
            st: Mutex::new(st),
            changed: watch::channel(0).0,
        });
        let app = Router::new()
            .route("/ws", get(ws_route))
            .fallback(rest_route)
            .with_state(shared.clone());
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake discord: server stopped: {e}");
            }
        });
        FakeDiscord {
            shared,
            server: Arc::new(ServerTask(server)),
            port,
        }
    }

    /// "http://127.0.0.1:PORT" — what the bot's HTTP proxy/base setting takes.
    pub fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The gateway URL the fake hands out: "ws://127.0.0.1:PORT/ws".
    pub fn gateway_url(&self) -> String {
        format!("ws://127.0.0.1:{}/ws", self.port)
    }

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

    /// Dispatches a slash command (type 2) from `user` in `channel`. `options` is the JSON array of
    /// options as Discord sends them (e.g. `[{"name":"opponent","type":6,"value":"123"}]`; `Null`
    /// means none). USER and MENTIONABLE options get `data.resolved.users`/`members` filled from
    /// users passed to [`FakeDiscord::register_user`] (and the users who acted). Waits (20 s) for a
    /// command of that name to be registered and for a gateway connection. Returns the interaction
    /// id.
    pub async fn command(&self, user: &TestUser, channel: u64, name: &str, options: Value) -> u64 {
        self.application_command(2, user, channel, name, options)
            .await
    }

    /// Autocomplete (type 4) for the focused option (the option with `"focused": true`, or else the
    /// last one).
    pub async fn autocomplete(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> u64 {
        self.application_command(4, user, channel, name, options)
            .await
    }

    /// A button click (type 3, component_type 2) on `message`. The message object sent is the one
    /// the fake holds now (with flags 64 if it is ephemeral), as Discord does.
    pub async fn click(&self, user: &TestUser, message: &FakeMessage, custom_id: &str) -> u64 {
        self.component(user, message, custom_id, None).await
    }

    /// A select-menu choice (component_type of that select, normally 3) with `values`.
    pub async fn select(
        &self,
        user: &TestUser,
        message: &FakeMessage,
        custom_id: &str,
        values: &[&str],
    ) -> u64 {
        self.component(user, message, custom_id, Some(values)).await
    }

    /// Registers a user so that USER options can resolve it (and `GET /users/{id}` and guild member
    /// lookups find it).
    /// Sets the guild's locale, as Discord reports it with every interaction.
    /// Stops checking that serenity parses every INTERACTION_CREATE before it is sent (a check
    /// that costs as much as the bot's own parse of it): for benchmarks, which send only the
    /// kinds of interaction the tests check.
    pub fn trust_dispatches(&self) {
        self.lock().trust_dispatches = true;
    }

    pub fn set_guild_locale(&self, locale: &str) {
        self.shared.lock().guild_locale = Some(locale.to_string());
    }

    pub fn register_user(&self, user: &TestUser) {
        self.lock().users.insert(user.id, user.clone());
    }

    /// `user` leaves the guild and closes their DMs: member lookups answer "Unknown Member" and
    /// opening a DM channel with them is refused, as Discord does.
    pub fn leave_guild(&self, user: &TestUser) {
        self.lock().left.insert(user.id);
    }

    /// Adds another text channel to the guild.
    pub fn add_channel(&self, id: u64, name: &str) {
        self.lock().channels.insert(
            id,
            Chan {
                id,
                kind: 0,
                parent: None,
                name: name.to_string(),
                created: now(),
            },
        );
        self.bump();
    }

    /// Waits for the bot's callback to that interaction (panics after `timeout` with the interaction
    /// id).
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

    /// Closes the gateway connection(s) with close code 4000 and waits (up to 10 s) until they are
    /// gone. A still-running serenity client then reconnects and RESUMEs (answered with RESUMED);
    /// to simulate a bot restart, the test also stops the bot itself.
    pub async fn drop_gateway(&self) {
        let dropped: Vec<u64> = {
            let mut st = self.lock();
            st.current = None;
            for conn in &st.conns {
                let _ = conn.tx.send(Out::Close(
                    4000,
                    "fake discord dropped the connection".to_string(),
                ));
            }
            st.conns.iter().map(|c| c.id).collect()
        };
        self.bump();
        let gone = self
            .wait_with(Duration::from_secs(10), |st| {
                (!st.conns.iter().any(|c| dropped.contains(&c.id))).then_some(())
            })
            .await;
        if gone.is_none() {
            eprintln!("fake discord: drop_gateway: some connections did not close within 10 s");
        }
    }

    fn lock(&self) -> MutexGuard<'_, St> {
        self.shared.lock()
    }

    fn bump(&self) {
        self.shared.bump();
    }

    /// Calls `check` now and after every state change until it returns `Some` or `timeout` passes.
    async fn wait_core<T>(&self, timeout: Duration, check: impl FnMut() -> Option<T>) -> Option<T> {
        let changes = self.shared.changed.subscribe();
        wait_on(changes, timeout, check).await
    }

    /// [`FakeDiscord::wait_with`] woken only by changes of `what` (a message, or an
    /// interaction's reply), not by every change of the fake: benchmarks wait on many things at
    /// once.
    async fn wait_watching<T>(
        &self,
        what: Watched,
        timeout: Duration,
        mut check: impl FnMut(&St) -> Option<T>,
    ) -> Option<T> {
        let changes = {
            let mut st = self.lock();
            st.watched
                .entry(what)
                .or_insert_with(|| watch::channel(0).0)
                .subscribe()
        };
        let found = wait_on(changes, timeout, || check(&self.lock())).await;
        let mut st = self.lock();
        // The last waiter (its receiver gone with `wait_on`) removes the watch, under the lock,
        // so that no one subscribes meanwhile.
        if st
            .watched
            .get(&what)
            .is_some_and(|w| w.receiver_count() == 0)
        {
            st.watched.remove(&what);
        }
        found
    }

    async fn wait_with<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&St) -> Option<T>,
    ) -> Option<T> {
        self.wait_core(timeout, || check(&self.lock())).await
    }

    async fn application_command(
        &self,
        kind: u8,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> u64 {
        let found = self.wait_with(PATIENCE, |st| st.find_command(name)).await;
        let Some((command_id, command_kind, guild)) = found else {
            let st = self.lock();
            let names: Vec<&str> = st
                .global_commands
                .iter()
                .chain(&st.guild_commands)
                .filter_map(|c| c["name"].as_str())
                .collect();
            panic!("fake discord: no command named {name:?} was registered within {PATIENCE:?} (registered: {names:?})");
        };
        let mut options = if options.is_null() {
            json!([])
        } else {
            options
        };
        assert!(
            options.is_array(),
            "fake discord: the options of /{name} must be a JSON array, got {options}"
        );
        if kind == 4 && !mark_focus(&mut options) {
            panic!("fake discord: autocomplete for /{name} needs at least one option");
        }
        self.register_user(user);
        let resolved = self.lock().resolve(&mut options);
        let mut data = json!({
            "id": sid(command_id),
            "name": name,
            "type": command_kind,
            "options": options,
        });
        if guild {
            data["guild_id"] = json!(sid(GUILD_ID));
        }
        if !resolved.is_empty() {
            data["resolved"] = Value::Object(resolved);
        }
        let label = if kind == 4 {
            format!("autocomplete /{name}")
        } else {
            format!("/{name}")
        };
        self.dispatch(kind, user, channel, data, None, label).await
    }

    async fn component(
        &self,
        user: &TestUser,
        message: &FakeMessage,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> u64 {
        // What the click needs of the message as it is now (looked at, not copied).
        struct Current {
            deleted: bool,
            ephemeral: bool,
            visible_to: Option<u64>,
            channel_id: u64,
            component: Option<Value>,
            custom_ids: Vec<String>,
        }
        let current = self
            .with_message(message.id, |m| {
                let component = m.component(custom_id).cloned();
                Current {
                    deleted: m.deleted,
                    ephemeral: m.ephemeral,
                    visible_to: m.visible_to,
                    channel_id: m.channel_id,
                    custom_ids: if component.is_none() {
                        m.custom_ids()
                    } else {
                        Vec::new()
                    },
                    component,
                }
            })
            .unwrap_or_else(|| panic!("fake discord: no message {} to interact with", message.id));
        assert!(
            !current.deleted,
            "fake discord: message {} was deleted; it cannot be clicked",
            message.id
        );
        let component = current.component;
        match &component {
            None => eprintln!(
                "fake discord: warning: {custom_id:?} is not (or no longer) a component of message {} (it has {:?}); dispatching anyway",
                message.id,
                current.custom_ids
            ),
            Some(c) if c["disabled"] == true => {
                eprintln!("fake discord: warning: {custom_id:?} is disabled on message {}; dispatching anyway", message.id)
            }
            Some(_) => {}
        }
        if current.ephemeral && current.visible_to != Some(user.id) {
            eprintln!(
                "fake discord: warning: user {} clicks on ephemeral message {} that only {:?} can see",
                user.id, message.id, current.visible_to
            );
        }
        let component_type = component
            .as_ref()
            .and_then(|c| c["type"].as_u64())
            .unwrap_or(if values.is_some() { 3 } else { 2 });
        let mut data = json!({ "custom_id": custom_id, "component_type": component_type });
        let label = match values {
            Some(values) => {
                data["values"] = json!(values);
                format!("select {custom_id} = {values:?}")
            }
            None => format!("click {custom_id}"),
        };
        self.register_user(user);
        self.dispatch(3, user, current.channel_id, data, Some(message.id), label)
            .await
    }

    /// Sends an INTERACTION_CREATE on the live gateway connection and records the interaction.
    async fn dispatch(
        &self,
        kind: u8,
        user: &TestUser,
        channel: u64,
        data: Value,
        message: Option<u64>,
        label: String,
    ) -> u64 {
        loop {
            let Some(tx) = self.wait_with(PATIENCE, |st| st.current_tx()).await else {
                panic!("fake discord: cannot dispatch {label}: no bot connected to the gateway within {PATIENCE:?}");
            };
            let (mut inter, payload) = {
                let mut st = self.lock();
                assert!(
                    st.channels.contains_key(&channel),
                    "fake discord: cannot dispatch {label} in unknown channel {channel} (use CHANNEL_ID, a thread, or add_channel)"
                );
                let id = st.new_id();
                let inter = Inter {
                    id,
                    token: format!("fake-token-{id}"),
                    kind,
                    user: user.clone(),
                    channel_id: channel,
                    label: label.clone(),
                    source_message: message,
                    dispatched: Instant::now(),
                    reply: None,
                    original: None,
                    followups: Vec::new(),
                    loading: false,
                };
                let payload = st.interaction_json(&inter, data.clone());
                (inter, payload)
            };
            if !self.lock().trust_dispatches {
                if let Err(e) = serenity::Interaction::deserialize(&payload) {
                    panic!("fake discord bug: serenity cannot parse the INTERACTION_CREATE for {label}: {e}\n{payload:#}");
                }
            }
            {
                let mut st = self.lock();
                let id = inter.id;
                inter.dispatched = Instant::now();
                st.tokens.insert(inter.token.clone(), id);
                st.interactions.insert(id, inter);
                if tx
                    .send(Out::Dispatch("INTERACTION_CREATE".to_string(), payload))
                    .is_ok()
                {
                    drop(st);
                    self.bump();
                    return id;
                }
                if let Some(inter) = st.interactions.remove(&id) {
                    st.tokens.remove(&inter.token);
                }
            }
            // The connection closed just now: wait for the next one.
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// State

struct Shared {
    st: Mutex<St>,
    /// Bumped after every change, so that waiters re-check.
    changed: watch::Sender<u64>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, St> {
        self.st
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn bump(&self) {
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
    }
}

/// Calls `check` now and after every change `changes` announces until it returns `Some` or
/// `timeout` passes (then once more).
async fn wait_on<T>(
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

struct Msg {
    m: FakeMessage,
    author: Value,
    /// Discord's message type (0 default, 19 reply, 20 slash command reply).
    kind: u8,
    timestamp: String,
    edited_timestamp: Option<String>,
    flags: u64,
    /// Posted through the interaction webhook.
    webhook: bool,
    message_reference: Option<Value>,
}

struct Chan {
    id: u64,
    /// 0 text, 11 public thread, 12 private thread.
    kind: u8,
    parent: Option<u64>,
    name: String,
    created: String,
}

struct Inter {
    id: u64,
    token: String,
    /// 2 command, 3 component, 4 autocomplete.
    kind: u8,
    user: TestUser,
    channel_id: u64,
    /// For messages: "/name", "click id", ...
    label: String,
    source_message: Option<u64>,
    dispatched: Instant,
    reply: Option<Reply>,
    original: Option<u64>,
    followups: Vec<u64>,
    /// Deferred (type 5) and not yet edited: the first follow-up edits the original.
    loading: bool,
}

enum Out {
    Dispatch(String, Value),
    Close(u16, String),
}

struct Conn {
    id: u64,
    tx: mpsc::UnboundedSender<Out>,
    session: Option<String>,
}

#[derive(Default)]
struct St {
    port: u16,
    next_id: u64,
    messages: Vec<Msg>,
    index: HashMap<u64, usize>,
    interactions: HashMap<u64, Inter>,
    tokens: HashMap<String, u64>,
    users: HashMap<u64, TestUser>,
    /// Users who left the guild (and closed their DMs).
    left: std::collections::HashSet<u64>,
    channels: HashMap<u64, Chan>,
    threads: Vec<(u64, u64, String)>,
    global_commands: Vec<Value>,
    guild_commands: Vec<Value>,
    commands_registered: bool,
    requests: Vec<RecordedRequest>,
    conns: Vec<Conn>,
    next_conn: u64,
    /// The connection interactions are dispatched on: the newest one that got READY or RESUMED.
    current: Option<u64>,
    /// Session id -> last sequence number sent.
    sessions: HashMap<String, u64>,
    readies: u64,
    resumes: u64,
    /// The `shard` ([id, total]) of every IDENTIFY, in order (`[0, 1]` when none was given).
    identified: Vec<(u64, u64)>,
    /// The guild's locale, sent as the `guild_locale` of interactions (`None`: "en-US").
    guild_locale: Option<String>,
    /// Whether interactions are sent without first checking that serenity parses them.
    trust_dispatches: bool,
    /// Waiters of one message or one interaction's reply: woken by changes of that thing only
    /// (the others wait on [`Shared::changed`], woken by every change).
    watched: HashMap<Watched, watch::Sender<u64>>,
}

/// What a keyed waiter watches.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Watched {
    Message(u64),
    Reply(u64),
}

/// Where a message comes from.
enum Origin {
    Channel,
    Interaction {
        id: u64,
        slash: bool,
        ephemeral: bool,
        loading: bool,
        user: u64,
    },
}

impl St {
    fn new_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    fn msg(&self, id: u64) -> Option<&Msg> {
        self.index.get(&id).map(|&i| &self.messages[i])
    }

    /// A message to change: its watchers re-check once the caller releases the state.
    fn msg_mut(&mut self, id: u64) -> Option<&mut Msg> {
        self.touch(Watched::Message(id));
        self.index.get(&id).map(|&i| &mut self.messages[i])
    }

    /// Wakes the waiters watching `what` (they look again once the state is released).
    fn touch(&self, what: Watched) {
        if let Some(watch) = self.watched.get(&what) {
            watch.send_modify(|v| *v = v.wrapping_add(1));
        }
    }

    fn channel_messages(&self, channel: u64) -> Vec<FakeMessage> {
        self.messages
            .iter()
            .filter(|m| m.m.channel_id == channel && !m.m.ephemeral && !m.m.deleted)
            .map(|m| m.m.clone())
            .collect()
    }

    fn current_tx(&self) -> Option<mpsc::UnboundedSender<Out>> {
        let current = self.current?;
        self.conns
            .iter()
            .find(|c| c.id == current)
            .map(|c| c.tx.clone())
    }

    fn ws_url(&self) -> String {
        format!("ws://127.0.0.1:{}/ws", self.port)
    }

    /// (command id, command type, whether it is a guild command), guild commands first.
    fn find_command(&self, name: &str) -> Option<(u64, u64, bool)> {
        let find = |list: &[Value], guild: bool| {
            list.iter().find(|c| c["name"] == name).map(|c| {
                let id = c["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
                (id, c["type"].as_u64().unwrap_or(1), guild)
            })
        };
        find(&self.guild_commands, true).or_else(|| find(&self.global_commands, false))
    }

    fn reply_of(&self, interaction: u64) -> Option<Reply> {
        let inter = self.interactions.get(&interaction)?;
        let mut reply = inter.reply.clone()?;
        reply.message = inter
            .original
            .and_then(|id| self.msg(id))
            .map(|m| m.m.clone());
        Some(reply)
    }

    fn user_or_bot(&self, id: u64) -> Option<Value> {
        if id == BOT_ID {
            return Some(bot_user());
        }
        self.users.get(&id).map(TestUser::json)
    }

    /// Fills `resolved` for USER, MENTIONABLE and CHANNEL options (recursively through
    /// subcommands), turning snowflake values into strings as Discord sends them.
    fn resolve(&self, options: &mut Value) -> Map<String, Value> {
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

    fn interaction_json(&self, inter: &Inter, data: Value) -> Value {
        let chan = &self.channels[&inter.channel_id];
        let mut channel = chan_json(chan);
        channel["permissions"] = json!(ALL_PERMISSIONS);
        let mut v = json!({
            "id": sid(inter.id),
            "application_id": sid(APP_ID),
            "type": inter.kind,
            "guild_id": sid(GUILD_ID),
            "channel_id": sid(inter.channel_id),
            "token": inter.token,
            "version": 1,
            "app_permissions": ALL_PERMISSIONS,
            "locale": inter.user.locale,
            "guild_locale": self.guild_locale.as_deref().unwrap_or("en-US"),
            "entitlements": [],
            "authorizing_integration_owners": { "0": sid(GUILD_ID) },
            "context": 0,
            "attachment_size_limit": 26_214_400,
        });
        // Moved in (the `json!` above would copy them through a serializer).
        v["data"] = data;
        v["channel"] = channel;
        v["member"] = member_json(Some(&inter.user));
        if let Some(message) = inter.source_message.and_then(|id| self.msg(id)) {
            v["message"] = self.message_json(message);
        }
        v
    }

    fn message_json(&self, m: &Msg) -> Value {
        let mut v = json!({
            "id": sid(m.m.id),
            "channel_id": sid(m.m.channel_id),
            "content": m.m.content,
            "timestamp": m.timestamp,
            "edited_timestamp": m.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": self.mentions(&m.m.content),
            "mention_roles": [],
            "mention_channels": [],
            "attachments": m.m.attachments.iter().map(|a| a.json(m.m.channel_id)).collect::<Vec<_>>(),
            "reactions": [],
            "pinned": false,
            "type": m.kind,
            "flags": m.flags,
        });
        // Moved in as clones (the `json!` above would copy them through a serializer).
        v["author"] = m.author.clone();
        v["embeds"] = Value::Array(m.m.embeds.clone());
        v["components"] = Value::Array(m.m.components.clone());
        if m.webhook {
            v["webhook_id"] = json!(sid(APP_ID));
            v["application_id"] = json!(sid(APP_ID));
        }
        if let Some(reference) = &m.message_reference {
            v["message_reference"] = reference.clone();
        }
        v
    }

    fn message_json_by_id(&self, id: u64) -> Value {
        self.msg(id)
            .map(|m| self.message_json(m))
            .unwrap_or(Value::Null)
    }

    /// Users mentioned as `<@id>` or `<@!id>` in the content (known users only).
    fn mentions(&self, content: &str) -> Vec<Value> {
        let mut out = Vec::new();
        let mut seen = HashSet::new();
        for piece in content.split("<@").skip(1) {
            let piece = piece.strip_prefix('!').unwrap_or(piece);
            let Some((digits, _)) = piece.split_once('>') else {
                continue;
            };
            let Ok(id) = digits.parse::<u64>() else {
                continue;
            };
            if seen.insert(id) {
                if let Some(user) = self.user_or_bot(id) {
                    out.push(user);
                }
            }
        }
        out
    }

    fn post_message(&mut self, channel_id: u64, body: &Value, origin: Origin) -> u64 {
        let id = self.new_id();
        let message_reference = body
            .get("message_reference")
            .filter(|v| !v.is_null())
            .cloned();
        let (kind, webhook, interaction_id, ephemeral, visible_to, loading) = match origin {
            Origin::Channel => (
                if message_reference.is_some() { 19 } else { 0 },
                false,
                None,
                false,
                None,
                false,
            ),
            Origin::Interaction {
                id,
                slash,
                ephemeral,
                loading,
                user,
            } => (
                if slash { 20 } else { 0 },
                true,
                Some(id),
                ephemeral,
                ephemeral.then_some(user),
                loading,
            ),
        };
        let mut flags =
            body["flags"].as_u64().unwrap_or(0) & (FLAG_SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2);
        if ephemeral {
            flags |= FLAG_EPHEMERAL;
        }
        if loading {
            flags |= FLAG_LOADING;
        }
        let msg = Msg {
            m: FakeMessage {
                id,
                channel_id,
                content: body["content"].as_str().unwrap_or("").to_string(),
                embeds: embeds_of(&body["embeds"]),
                components: body["components"].as_array().cloned().unwrap_or_default(),
                ephemeral,
                visible_to,
                history: Arc::default(),
                history_at: Arc::default(),
                allowed_mentions: body
                    .get("allowed_mentions")
                    .filter(|v| !v.is_null())
                    .cloned(),
                interaction_id,
                deleted: false,
                attachments: Vec::new(),
            },
            author: bot_user(),
            kind,
            timestamp: now(),
            edited_timestamp: None,
            flags,
            webhook,
            message_reference,
        };
        self.index.insert(id, self.messages.len());
        self.messages.push(msg);
        self.set_attachments(id, body);
        self.snapshot(id);
        id
    }

    /// Applies a post's or an edit's files as Discord does: with an `attachments` list, the
    /// message keeps the listed existing files and gains the listed uploads (by their `files[N]`
    /// index); without one, it keeps what it had and gains every upload. Then embed images that
    /// name a file as `attachment://NAME` point at it.
    fn set_attachments(&mut self, id: u64, body: &Value) {
        let uploads: Vec<Upload> = body["_uploads"]
            .as_array()
            .map(|list| list.iter().filter_map(upload_of).collect())
            .unwrap_or_default();
        let listed = body.get("attachments").and_then(Value::as_array).cloned();
        let Some(current) = self.msg(id).map(|m| m.m.attachments.clone()) else {
            return;
        };
        let mut next = Vec::new();
        let mut fresh = Vec::new();
        match &listed {
            Some(list) => {
                for entry in list {
                    let wanted = match &entry["id"] {
                        Value::String(s) => s.parse::<u64>().ok(),
                        v => v.as_u64(),
                    };
                    let Some(wanted) = wanted else { continue };
                    if let Some(kept) = current.iter().find(|a| a.id == wanted) {
                        next.push(kept.clone());
                    } else if let Some(upload) = uploads.iter().find(|u| u.index == wanted) {
                        let description = entry["description"].as_str().map(str::to_string);
                        fresh.push((upload.clone(), description));
                    }
                }
            }
            None => {
                next = current;
                fresh = uploads.into_iter().map(|u| (u, None)).collect();
            }
        }
        for (upload, description) in fresh {
            let attachment_id = self.new_id();
            next.push(FakeAttachment {
                id: attachment_id,
                filename: upload.filename,
                description,
                size: upload.size,
                png: upload.png,
                digest: upload.digest,
                text: upload.text,
            });
        }
        let Some(m) = self.msg_mut(id) else { return };
        let channel = m.m.channel_id;
        for embed in &mut m.m.embeds {
            let Some(url) = embed["image"]["url"].as_str() else {
                continue;
            };
            if let Some(name) = url.strip_prefix("attachment://") {
                match next.iter().find(|a| a.filename == name) {
                    Some(a) => {
                        let mut image = json!({
                            "url": a.url(channel),
                            "proxy_url": a.url(channel).replace("cdn.discordapp.com", "media.discordapp.net"),
                        });
                        if let Some((w, h)) = a.png {
                            image["width"] = json!(w);
                            image["height"] = json!(h);
                        }
                        embed["image"] = image;
                    }
                    // Discord shows no image for a file the message does not carry.
                    None => {
                        if let Some(obj) = embed.as_object_mut() {
                            obj.remove("image");
                        }
                    }
                }
            }
        }
        m.m.attachments = next;
    }

    fn edit_message(&mut self, id: u64, body: &Value) {
        let stamp = now();
        let Some(m) = self.msg_mut(id) else { return };
        if let Some(v) = body.get("content") {
            m.m.content = v.as_str().unwrap_or("").to_string();
        }
        let files_changed = body.get("attachments").is_some() || body.get("_uploads").is_some();
        let embeds_changed = body.get("embeds").is_some();
        if let Some(v) = body.get("embeds") {
            m.m.embeds = embeds_of(v);
        }
        if let Some(v) = body.get("components") {
            m.m.components = v.as_array().cloned().unwrap_or_default();
        }
        if let Some(v) = body.get("allowed_mentions").filter(|v| !v.is_null()) {
            m.m.allowed_mentions = Some(v.clone());
        }
        if let Some(f) = body.get("flags").and_then(Value::as_u64) {
            m.flags = (m.flags & !FLAG_SUPPRESS_EMBEDS) | (f & FLAG_SUPPRESS_EMBEDS);
        }
        if m.flags & FLAG_LOADING != 0 {
            m.flags &= !FLAG_LOADING;
        } else {
            m.edited_timestamp = Some(stamp);
        }
        if files_changed || embeds_changed {
            self.set_attachments(id, body);
        }
        self.snapshot(id);
    }

    /// Appends the message's current JSON to its history.
    fn snapshot(&mut self, id: u64) {
        // What tests look at in a past version: its text, embeds, components and edit time
        // (cloned, not re-serialized: this runs on every post and edit).
        let v = self.msg(id).map_or(Value::Null, |m| {
            let mut v = serde_json::Map::new();
            v.insert("id".into(), Value::String(sid(m.m.id)));
            v.insert("content".into(), Value::String(m.m.content.clone()));
            v.insert("embeds".into(), Value::Array(m.m.embeds.clone()));
            v.insert("components".into(), Value::Array(m.m.components.clone()));
            v.insert("edited_timestamp".into(), json!(m.edited_timestamp));
            v.insert(
                "attachments".into(),
                Value::Array(
                    m.m.attachments
                        .iter()
                        .map(|a| a.json(m.m.channel_id))
                        .collect(),
                ),
            );
            Value::Object(v)
        });
        if let Some(m) = self.msg_mut(id) {
            Arc::make_mut(&mut m.m.history).push(Arc::new(v));
            Arc::make_mut(&mut m.m.history_at).push(Instant::now());
        }
    }

    fn register_commands(&mut self, guild: bool, body: &Value) -> Answer {
        let Some(list) = body.as_array() else {
            return error(
                400,
                50035,
                "Invalid Form Body (expected an array of commands)",
            );
        };
        let old: Vec<(String, u64, u64)> = (if guild {
            &self.guild_commands
        } else {
            &self.global_commands
        })
        .iter()
        .map(|c| {
            let id = c["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
            (
                c["name"].as_str().unwrap_or("").to_string(),
                c["type"].as_u64().unwrap_or(1),
                id,
            )
        })
        .collect();
        let mut out = Vec::new();
        for command in list {
            let Some(name) = command["name"].as_str() else {
                return error(400, 50035, "Invalid Form Body (a command has no name)");
            };
            let kind = command["type"].as_u64().unwrap_or(1);
            let id = old
                .iter()
                .find(|(n, k, _)| n == name && *k == kind)
                .map(|(_, _, id)| *id)
                .unwrap_or_else(|| self.new_id());
            let version = self.new_id();
            out.push(self.registered_command(command, id, version, kind, guild));
        }
        if let Err(e) = serde_json::from_value::<Vec<serenity::Command>>(Value::Array(out.clone()))
        {
            eprintln!("fake discord bug: serenity cannot parse the registered commands: {e}");
        }
        if guild {
            self.guild_commands = out.clone();
        } else {
            self.global_commands = out.clone();
        }
        self.commands_registered = true;
        ok(Value::Array(out))
    }

    fn registered_command(
        &self,
        command: &Value,
        id: u64,
        version: u64,
        kind: u64,
        guild: bool,
    ) -> Value {
        let mut c = command.as_object().cloned().unwrap_or_default();
        c.insert("id".into(), json!(sid(id)));
        c.insert("application_id".into(), json!(sid(APP_ID)));
        c.insert("version".into(), json!(sid(version)));
        c.insert("type".into(), json!(kind));
        c.entry("description").or_insert(json!(""));
        c.entry("options").or_insert(json!([]));
        c.entry("default_member_permissions").or_insert(Value::Null);
        c.entry("nsfw").or_insert(json!(false));
        if guild {
            c.insert("guild_id".into(), json!(sid(GUILD_ID)));
        } else {
            c.entry("dm_permission").or_insert(json!(true));
        }
        Value::Object(c)
    }

    fn upsert_command(&mut self, guild: bool, body: &Value) -> Answer {
        let mut list: Vec<Value> = if guild {
            self.guild_commands.clone()
        } else {
            self.global_commands.clone()
        };
        let name = body["name"].as_str().unwrap_or("");
        let kind = body["type"].as_u64().unwrap_or(1);
        list.retain(|c| !(c["name"] == name && c["type"] == kind));
        list.push(body.clone());
        let (status, answer) = self.register_commands(guild, &Value::Array(list));
        let created = answer.and_then(|a| {
            a.as_array().and_then(|l| {
                l.iter()
                    .find(|c| c["name"] == name && c["type"] == kind)
                    .cloned()
            })
        });
        (if status == 200 { 201 } else { status }, created)
    }
}

// ---------------------------------------------------------------------------------------------
// Gateway

async fn ws_route(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    ws.on_upgrade(move |socket| gateway(shared, socket))
}

enum Step {
    Incoming(Option<Result<WsMessage, axum::Error>>),
    Outgoing(Option<Out>),
}

async fn gateway(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = {
        let mut st = shared.lock();
        st.next_conn += 1;
        let id = st.next_conn;
        st.conns.push(Conn {
            id,
            tx,
            session: None,
        });
        id
    };
    shared.bump();
    let hello = json!({ "op": 10, "s": null, "t": null, "d": { "heartbeat_interval": 41_250 } });
    if send_json(&mut socket, &hello).await {
        loop {
            let step = tokio::select! {
                incoming = socket.recv() => Step::Incoming(incoming),
                outgoing = rx.recv() => Step::Outgoing(outgoing),
            };
            let keep_going = match step {
                Step::Incoming(Some(Ok(WsMessage::Text(text)))) => {
                    handle_op(&shared, conn, &mut socket, text.as_str()).await
                }
                Step::Incoming(Some(Ok(WsMessage::Close(_)))) => {
                    // Reading once more flushes the close reply axum queued.
                    let _ = tokio::time::timeout(Duration::from_secs(1), socket.recv()).await;
                    false
                }
                Step::Incoming(Some(Ok(_))) => true,
                Step::Incoming(Some(Err(_)) | None) => false,
                Step::Outgoing(Some(Out::Dispatch(t, d))) => {
                    send_dispatch(&shared, conn, &mut socket, &t, d).await
                }
                Step::Outgoing(Some(Out::Close(code, reason))) => {
                    let frame = CloseFrame {
                        code,
                        reason: reason.into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(frame))).await;
                    let _ = tokio::time::timeout(Duration::from_secs(2), async {
                        while let Some(Ok(_)) = socket.recv().await {}
                    })
                    .await;
                    false
                }
                Step::Outgoing(None) => false,
            };
            if !keep_going {
                break;
            }
        }
    }
    {
        let mut st = shared.lock();
        st.conns.retain(|c| c.id != conn);
        if st.current == Some(conn) {
            st.current = None;
        }
    }
    shared.bump();
}

async fn send_json(socket: &mut WebSocket, v: &Value) -> bool {
    socket
        .send(WsMessage::Text(v.to_string().into()))
        .await
        .is_ok()
}

/// Sends a dispatch (op 0) with the connection's session's next sequence number.
async fn send_dispatch(
    shared: &Shared,
    conn: u64,
    socket: &mut WebSocket,
    t: &str,
    d: Value,
) -> bool {
    let seq = {
        let mut st = shared.lock();
        let session = st
            .conns
            .iter()
            .find(|c| c.id == conn)
            .and_then(|c| c.session.clone());
        match session.and_then(|s| st.sessions.get_mut(&s)) {
            Some(seq) => {
                *seq += 1;
                *seq
            }
            None => {
                eprintln!("fake discord: dropping {t}: the connection has no session");
                return true;
            }
        }
    };
    send_json(socket, &dispatch_frame(seq, t, d)).await
}

/// A dispatch (op 0) frame around `d`, which is moved in, not copied.
fn dispatch_frame(seq: u64, t: &str, d: Value) -> Value {
    let mut frame = Map::new();
    frame.insert("op".into(), Value::from(0));
    frame.insert("s".into(), Value::from(seq));
    frame.insert("t".into(), Value::from(t));
    frame.insert("d".into(), d);
    Value::Object(frame)
}

/// Handles one client frame; returns whether the connection stays open.
async fn handle_op(shared: &Shared, conn: u64, socket: &mut WebSocket, text: &str) -> bool {
    let Ok(v) = serde_json::from_str::<Value>(text) else {
        eprintln!("fake discord: gateway frame is not JSON: {text}");
        return true;
    };
    match v["op"].as_u64() {
        // Heartbeat.
        Some(1) => {
            send_json(
                socket,
                &json!({ "op": 11, "s": null, "t": null, "d": null }),
            )
            .await
        }
        // Identify.
        Some(2) => {
            let shard = (
                v["d"]["shard"][0].as_u64().unwrap_or(0),
                v["d"]["shard"][1].as_u64().unwrap_or(1),
            );
            let (session, port) = {
                let mut st = shared.lock();
                st.identified.push(shard);
                st.readies += 1;
                let session = format!("fake-session-{}", st.readies);
                st.sessions.insert(session.clone(), 0);
                if let Some(c) = st.conns.iter_mut().find(|c| c.id == conn) {
                    c.session = Some(session.clone());
                }
                (session, st.port)
            };
            let ready = json!({
                "v": 10,
                "user": bot_user(),
                "guilds": [{ "id": sid(GUILD_ID), "unavailable": true }],
                "session_id": session,
                "resume_gateway_url": format!("ws://127.0.0.1:{port}/ws"),
                "shard": [shard.0, shard.1],
                "application": { "id": sid(APP_ID), "flags": 0 },
                "private_channels": [],
                "relationships": [],
            });
            let frame = json!({ "op": 0, "s": 1, "t": "READY", "d": ready });
            if let Err(e) = serde_json::from_value::<serenity::GatewayEvent>(frame) {
                eprintln!("fake discord bug: serenity cannot parse READY: {e}");
            }
            if !send_dispatch(shared, conn, socket, "READY", ready).await {
                return false;
            }
            shared.lock().current = Some(conn);
            shared.bump();
            true
        }
        // Resume.
        Some(6) => {
            let session = v["d"]["session_id"].as_str().unwrap_or("").to_string();
            let known = {
                let mut st = shared.lock();
                let known = st.sessions.contains_key(&session);
                if known {
                    st.resumes += 1;
                    if let Some(c) = st.conns.iter_mut().find(|c| c.id == conn) {
                        c.session = Some(session.clone());
                    }
                }
                known
            };
            if !known {
                return send_json(
                    socket,
                    &json!({ "op": 9, "s": null, "t": null, "d": false }),
                )
                .await;
            }
            if !send_dispatch(shared, conn, socket, "RESUMED", json!({})).await {
                return false;
            }
            shared.lock().current = Some(conn);
            shared.bump();
            true
        }
        // Presence update, voice state, guild member requests, ...: accepted and ignored.
        Some(_) => true,
        None => {
            eprintln!("fake discord: gateway frame without op: {text}");
            true
        }
    }
}

// ---------------------------------------------------------------------------------------------
// REST

type Answer = (u16, Option<Value>);

fn ok(v: Value) -> Answer {
    (200, Some(v))
}

fn no_content() -> Answer {
    (204, None)
}

fn error(status: u16, code: u32, message: &str) -> Answer {
    (status, Some(json!({ "message": message, "code": code })))
}

async fn rest_route(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let body = Arc::new(parse_body(&headers, &body));
    let path = uri.path().to_string();
    let (status, answer) = {
        let mut st = shared.lock();
        let answer = route(
            &mut st,
            method.as_str(),
            &path,
            uri.query().unwrap_or(""),
            &body,
        );
        if answer.0 == 400 {
            eprintln!(
                "fake discord: rejected {method} {path}: {}",
                answer.1.as_ref().map_or(String::new(), |v| v.to_string())
            );
        }
        st.requests.push(RecordedRequest {
            method: method.to_string(),
            path: path.clone(),
            body,
            status: answer.0,
        });
        answer
    };
    shared.bump();
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    match answer {
        Some(v) => (status, Json(v)).into_response(),
        None => status.into_response(),
    }
}

fn route(st: &mut St, method: &str, path: &str, query: &str, body: &Arc<Value>) -> Answer {
    let Some(rest) = path.strip_prefix("/api/v10/") else {
        return unknown_route(method, path);
    };
    let segs: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    let answer = match (method, segs.as_slice()) {
        ("GET", ["gateway"]) => Some(ok(json!({ "url": st.ws_url() }))),
        ("GET", ["gateway", "bot"]) => Some(ok(json!({
            "url": st.ws_url(),
            "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
        }))),
        ("GET", ["users", "@me"]) => Some(ok(bot_user())),
        ("GET", ["users", user]) => Some(match parse_id(user).and_then(|id| st.user_or_bot(id)) {
            Some(u) => ok(u),
            None => error(404, 10013, "Unknown User"),
        }),
        ("GET", ["applications", "@me"] | ["oauth2", "applications", "@me"]) => {
            Some(ok(application_json()))
        }
        (_, ["applications", app, ..]) if parse_id(app) != Some(APP_ID) => {
            Some(error(404, 10002, "Unknown Application"))
        }
        (_, ["applications", _, "guilds", guild, ..]) if parse_id(guild) != Some(GUILD_ID) => {
            Some(error(404, 10004, "Unknown Guild"))
        }
        ("PUT", ["applications", _, "commands"]) => Some(st.register_commands(false, body)),
        ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            Some(st.register_commands(true, body))
        }
        ("POST", ["applications", _, "commands"]) => Some(st.upsert_command(false, body)),
        ("POST", ["applications", _, "guilds", _, "commands"]) => {
            Some(st.upsert_command(true, body))
        }
        ("GET", ["applications", _, "commands"]) => {
            Some(ok(Value::Array(st.global_commands.clone())))
        }
        ("GET", ["applications", _, "guilds", _, "commands"]) => {
            Some(ok(Value::Array(st.guild_commands.clone())))
        }
        ("POST", ["interactions", id, token, "callback"]) => Some(callback(st, id, token, body)),
        (_, ["webhooks", app, token, rest @ ..]) => webhook(st, method, app, token, rest, body),
        (_, ["channels", channel, rest @ ..]) => channels(st, method, channel, rest, query, body),
        // The bot has no reason to open DMs; the fake refuses them as for closed DMs.
        ("POST", ["users", "@me", "channels"]) => {
            Some(error(403, 50007, "Cannot send messages to this user"))
        }
        ("GET", ["guilds", guild, "members", user]) => Some(
            match (
                parse_id(guild) == Some(GUILD_ID),
                parse_id(user)
                    .filter(|id| !st.left.contains(id))
                    .and_then(|id| st.user_or_bot(id)),
            ) {
                (true, Some(user)) => {
                    let mut member = member_json(None);
                    member["user"] = user;
                    ok(member)
                }
                (false, _) => error(404, 10004, "Unknown Guild"),
                (true, None) => error(404, 10007, "Unknown Member"),
            },
        ),
        ("GET", ["guilds", guild, "channels"]) if parse_id(guild) == Some(GUILD_ID) => {
            let mut chans: Vec<&Chan> = st.channels.values().collect();
            chans.sort_by_key(|c| c.id);
            Some(ok(Value::Array(chans.into_iter().map(chan_json).collect())))
        }
        _ => None,
    };
    answer.unwrap_or_else(|| unknown_route(method, path))
}

fn unknown_route(method: &str, path: &str) -> Answer {
    eprintln!("fake discord: unhandled route {method} {path} (answered 404)");
    error(404, 0, "404: Not Found")
}

/// `POST /interactions/{id}/{token}/callback`.
fn callback(st: &mut St, id: &str, token: &str, body: &Arc<Value>) -> Answer {
    let Some(iid) = parse_id(id) else {
        return error(404, 10062, "Unknown interaction");
    };
    let Some(inter) = st.interactions.get(&iid).filter(|i| i.token == token) else {
        return error(404, 10062, "Unknown interaction");
    };
    if inter.reply.is_some() {
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let kind = body["type"].as_u64().unwrap_or(0) as u8;
    // A multipart callback's files belong to the message in `data`.
    let data = match body.get("_uploads") {
        Some(uploads) => {
            let mut data = body["data"].clone();
            if let Some(obj) = data.as_object_mut() {
                obj.insert("_uploads".into(), uploads.clone());
            }
            std::borrow::Cow::Owned(data)
        }
        None => std::borrow::Cow::Borrowed(&body["data"]),
    };
    let data = data.as_ref();
    let flags = data["flags"].as_u64().unwrap_or(0);
    let (ikind, channel, source, user) = (
        inter.kind,
        inter.channel_id,
        inter.source_message,
        inter.user.id,
    );
    let dispatched = inter.dispatched;
    let latency = dispatched.elapsed();
    let label = inter.label.clone();
    let mut ephemeral = flags & FLAG_EPHEMERAL != 0;
    let original = match (kind, ikind) {
        (4, 2 | 3) => {
            if let Err(e) = check_message(data, true) {
                return invalid_form(&e);
            }
            let origin = Origin::Interaction { id: iid, slash: ikind == 2, ephemeral, loading: false, user };
            Some(st.post_message(channel, data, origin))
        }
        (5, 2 | 3) => {
            let origin = Origin::Interaction { id: iid, slash: ikind == 2, ephemeral, loading: true, user };
            Some(st.post_message(channel, &Value::Null, origin))
        }
        (6 | 7, 3) => {
            let Some(source) = source.filter(|s| st.msg(*s).is_some_and(|m| !m.m.deleted)) else {
                return error(404, 10008, "Unknown Message");
            };
            if kind == 7 {
                if let Err(e) = check_message(data, false) {
                    return invalid_form(&e);
                }
                st.edit_message(source, data);
            }
            ephemeral = st.msg(source).is_some_and(|m| m.m.ephemeral);
            Some(source)
        }
        (8, 4) | (9, 2 | 3) => None,
        _ => {
            return error(
                400,
                50035,
                &format!("Invalid Form Body (callback type {kind} is not valid for an interaction of type {ikind})"),
            )
        }
    };
    if latency > ACK_LIMIT {
        eprintln!(
            "fake discord: interaction {iid} ({label}) was acknowledged after {latency:?}: Discord would have shown \
             \"This interaction failed\""
        );
    }
    st.touch(Watched::Reply(iid));
    let inter = st.interactions.get_mut(&iid).expect("interaction exists");
    inter.reply = Some(Reply {
        kind,
        ephemeral,
        body: Arc::clone(body),
        message: None,
        latency,
        dispatched,
    });
    inter.original = original;
    inter.loading = kind == 5;
    no_content()
}

/// `/webhooks/{app}/{token}...`: follow-ups and the original response.
fn webhook(
    st: &mut St,
    method: &str,
    app: &str,
    token: &str,
    rest: &[&str],
    body: &Value,
) -> Option<Answer> {
    if parse_id(app) != Some(APP_ID) {
        return Some(error(404, 10015, "Unknown Webhook"));
    }
    let Some(&iid) = st.tokens.get(token) else {
        return Some(error(404, 10015, "Unknown Webhook"));
    };
    let inter = &st.interactions[&iid];
    if inter.reply.is_none() {
        // The token only becomes valid once the interaction is acknowledged.
        return Some(error(404, 10015, "Unknown Webhook"));
    }
    match (method, rest) {
        ("POST", []) => {
            if let Err(e) = check_message(body, true) {
                return Some(invalid_form(&e));
            }
            let (loading, original, channel, slash, user) = (
                inter.loading,
                inter.original,
                inter.channel_id,
                inter.kind == 2,
                inter.user.id,
            );
            let id = match original.filter(|_| loading) {
                Some(original) => {
                    st.edit_message(original, body);
                    original
                }
                None => {
                    let ephemeral = body["flags"].as_u64().unwrap_or(0) & FLAG_EPHEMERAL != 0;
                    st.post_message(
                        channel,
                        body,
                        Origin::Interaction {
                            id: iid,
                            slash,
                            ephemeral,
                            loading: false,
                            user,
                        },
                    )
                }
            };
            let inter = st.interactions.get_mut(&iid).expect("interaction exists");
            inter.loading = false;
            inter.followups.push(id);
            Some(ok(st.message_json_by_id(id)))
        }
        (_, ["messages", which]) => {
            let target = if *which == "@original" {
                inter.original
            } else {
                parse_id(which)
                    .filter(|id| inter.original == Some(*id) || inter.followups.contains(id))
            };
            let Some(id) = target.filter(|id| st.msg(*id).is_some_and(|m| !m.m.deleted)) else {
                return Some(error(404, 10008, "Unknown Message"));
            };
            match method {
                "GET" => Some(ok(st.message_json_by_id(id))),
                "PATCH" => {
                    if let Err(e) = check_message(body, false) {
                        return Some(invalid_form(&e));
                    }
                    st.edit_message(id, body);
                    let inter = st.interactions.get_mut(&iid).expect("interaction exists");
                    if inter.original == Some(id) {
                        inter.loading = false;
                    }
                    Some(ok(st.message_json_by_id(id)))
                }
                "DELETE" => {
                    if let Some(m) = st.msg_mut(id) {
                        m.m.deleted = true;
                    }
                    Some(no_content())
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// `/channels/{id}...`.
fn channels(
    st: &mut St,
    method: &str,
    channel: &str,
    rest: &[&str],
    query: &str,
    body: &Value,
) -> Option<Answer> {
    let Some(cid) = parse_id(channel).filter(|id| st.channels.contains_key(id)) else {
        return Some(error(404, 10003, "Unknown Channel"));
    };
    let answer = match (method, rest) {
        ("GET", []) => ok(chan_json(&st.channels[&cid])),
        ("POST", ["typing"]) => no_content(),
        ("POST", ["messages"]) => {
            if let Err(e) = check_message(body, true) {
                return Some(invalid_form(&e));
            }
            let id = st.post_message(cid, body, Origin::Channel);
            ok(st.message_json_by_id(id))
        }
        ("GET", ["messages"]) => {
            let limit = query
                .split('&')
                .find_map(|kv| kv.strip_prefix("limit="))
                .and_then(|v| v.parse::<usize>().ok())
                .unwrap_or(50);
            let list: Vec<Value> = st
                .messages
                .iter()
                .rev()
                .filter(|m| m.m.channel_id == cid && !m.m.ephemeral && !m.m.deleted)
                .take(limit)
                .map(|m| st.message_json(m))
                .collect();
            ok(Value::Array(list))
        }
        ("POST", ["threads"]) => {
            if st.channels[&cid].kind != 0 {
                return Some(error(
                    400,
                    50024,
                    "Cannot execute action on this channel type",
                ));
            }
            let kind = match body["type"].as_u64() {
                Some(k @ (11 | 12)) => k as u8,
                Some(_) => return Some(invalid_form("type: a thread must be of type 11 or 12")),
                None => {
                    eprintln!(
                        "fake discord: note: a thread created without \"type\" is private (12) in API v10, as on Discord"
                    );
                    12
                }
            };
            let id = st.new_id();
            create_thread(st, id, cid, kind, body)
        }
        (_, ["messages", message, rest @ ..]) => {
            let Some(mid) = parse_id(message).filter(|id| {
                st.msg(*id)
                    .is_some_and(|m| m.m.channel_id == cid && !m.m.ephemeral && !m.m.deleted)
            }) else {
                return Some(error(404, 10008, "Unknown Message"));
            };
            match (method, rest) {
                ("GET", []) => ok(st.message_json_by_id(mid)),
                ("PATCH", []) => {
                    if let Err(e) = check_message(body, false) {
                        return Some(invalid_form(&e));
                    }
                    st.edit_message(mid, body);
                    ok(st.message_json_by_id(mid))
                }
                ("DELETE", []) => {
                    if let Some(m) = st.msg_mut(mid) {
                        m.m.deleted = true;
                    }
                    no_content()
                }
                ("POST", ["threads"]) => {
                    if st.channels.contains_key(&mid) {
                        return Some(error(
                            400,
                            160004,
                            "A thread has already been created for this message",
                        ));
                    }
                    create_thread(st, mid, cid, 11, body)
                }
                ("PUT" | "DELETE", ["reactions", ..]) => no_content(),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(answer)
}

fn create_thread(st: &mut St, id: u64, parent: u64, kind: u8, body: &Value) -> Answer {
    let name = body["name"].as_str().unwrap_or("");
    if name.is_empty() || name.chars().count() > 100 {
        return invalid_form("name: must be between 1 and 100 in length");
    }
    let chan = Chan {
        id,
        kind,
        parent: Some(parent),
        name: name.to_string(),
        created: now(),
    };
    let answer = chan_json(&chan);
    st.channels.insert(id, chan);
    st.threads.push((id, parent, name.to_string()));
    (201, Some(answer))
}

fn invalid_form(detail: &str) -> Answer {
    if detail.starts_with("Cannot send an empty message") {
        return error(400, 50006, detail);
    }
    error(400, 50035, &format!("Invalid Form Body ({detail})"))
}

/// Discord's limits on a message body (create or edit).
fn check_message(body: &Value, create: bool) -> Result<(), String> {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let content = chars(&body["content"]);
    if content > 2000 {
        return Err(format!(
            "content: must be 2000 or fewer in length (got {content})"
        ));
    }
    let embeds = body["embeds"].as_array().map_or(&[][..], |v| v.as_slice());
    let components = body["components"]
        .as_array()
        .map_or(&[][..], |v| v.as_slice());
    let has_files = body["_uploads"].as_array().is_some_and(|f| !f.is_empty());
    if create
        && content == 0
        && embeds.is_empty()
        && components.is_empty()
        && !has_files
        && body["poll"].is_null()
    {
        return Err("Cannot send an empty message".to_string());
    }
    if embeds.len() > 10 {
        return Err(format!(
            "embeds: must be 10 or fewer in length (got {})",
            embeds.len()
        ));
    }
    let mut total = 0;
    for (i, embed) in embeds.iter().enumerate() {
        let limits = [
            ("title", &embed["title"], 256),
            ("description", &embed["description"], 4096),
            ("author.name", &embed["author"]["name"], 256),
            ("footer.text", &embed["footer"]["text"], 2048),
        ];
        for (what, v, max) in limits {
            let n = chars(v);
            if n > max {
                return Err(format!(
                    "embeds.{i}.{what}: must be {max} or fewer in length (got {n})"
                ));
            }
            total += n;
        }
        let fields = embed["fields"].as_array().map_or(&[][..], |v| v.as_slice());
        if fields.len() > 25 {
            return Err(format!(
                "embeds.{i}.fields: must be 25 or fewer in length (got {})",
                fields.len()
            ));
        }
        for (j, field) in fields.iter().enumerate() {
            for (what, max) in [("name", 256), ("value", 1024)] {
                let n = chars(&field[what]);
                if n == 0 || n > max {
                    return Err(format!("embeds.{i}.fields.{j}.{what}: must be between 1 and {max} in length (got {n})"));
                }
                total += n;
            }
        }
    }
    if total > 6000 {
        return Err(format!(
            "embeds: all embeds together must be 6000 or fewer characters (got {total})"
        ));
    }
    if body["flags"].as_u64().unwrap_or(0) & FLAG_COMPONENTS_V2 != 0 {
        return Ok(());
    }
    if components.len() > 5 {
        return Err(format!(
            "components: must be 5 or fewer in length (got {})",
            components.len()
        ));
    }
    let mut ids = HashSet::new();
    for (i, row) in components.iter().enumerate() {
        if row["type"] != 1 {
            return Err(format!(
                "components.{i}: top-level components must be action rows (type 1)"
            ));
        }
        let inner = row["components"]
            .as_array()
            .map_or(&[][..], |v| v.as_slice());
        if inner.is_empty() || inner.len() > 5 {
            return Err(format!(
                "components.{i}.components: must be between 1 and 5 in length (got {})",
                inner.len()
            ));
        }
        if inner.iter().any(is_select) && inner.len() != 1 {
            return Err(format!(
                "components.{i}: a select menu must be alone in its action row"
            ));
        }
        for (j, c) in inner.iter().enumerate() {
            let at = format!("components.{i}.components.{j}");
            if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
                let n = id.chars().count();
                if n == 0 || n > 100 {
                    return Err(format!(
                        "{at}.custom_id: must be between 1 and 100 in length (got {n})"
                    ));
                }
                if !ids.insert(id.to_string()) {
                    return Err(format!(
                        "{at}.custom_id: component custom id cannot be duplicated ({id:?})"
                    ));
                }
            }
            if c["type"] == 2 {
                if chars(&c["label"]) > 80 {
                    return Err(format!("{at}.label: must be 80 or fewer in length"));
                }
                let link = c["style"] == 5;
                if link && c["url"].as_str().is_none() {
                    return Err(format!("{at}: a link button needs a url"));
                }
                if !link && c["style"] != 6 && c["custom_id"].as_str().is_none() {
                    return Err(format!("{at}: a button needs a custom_id"));
                }
            } else if is_select(c) {
                if c["custom_id"].as_str().is_none() {
                    return Err(format!("{at}: a select menu needs a custom_id"));
                }
                if chars(&c["placeholder"]) > 150 {
                    return Err(format!("{at}.placeholder: must be 150 or fewer in length"));
                }
                if c["type"] == 3 {
                    let options = c["options"].as_array().map_or(&[][..], |v| v.as_slice());
                    if options.is_empty() || options.len() > 25 {
                        return Err(format!(
                            "{at}.options: must be between 1 and 25 in length (got {})",
                            options.len()
                        ));
                    }
                    for (k, o) in options.iter().enumerate() {
                        for (what, max) in [("label", 100), ("value", 100), ("description", 100)] {
                            let n = chars(&o[what]);
                            if n > max || (what != "description" && n == 0) {
                                return Err(format!("{at}.options.{k}.{what}: must be between 1 and {max} in length"));
                            }
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// JSON helpers

fn sid(id: u64) -> String {
    id.to_string()
}

fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok()
}

fn now() -> String {
    serenity::Timestamp::now().to_string()
}

fn is_select(c: &Value) -> bool {
    matches!(c["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8))
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": sid(id),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "bot": bot,
        "system": false,
        "public_flags": 0,
    })
}

fn bot_user() -> Value {
    let mut user = user_json(BOT_ID, BOT_NAME, true);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    user
}

/// A guild member; with `user` for the interaction's `member`, without for `resolved.members`.
fn member_json(user: Option<&TestUser>) -> Value {
    let mut v = json!({
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": JOINED_AT,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": ALL_PERMISSIONS,
        "communication_disabled_until": null,
    });
    if user.is_some_and(|u| !u.manager) {
        v["permissions"] = json!(MEMBER_PERMISSIONS);
    }
    if let Some(user) = user {
        v["user"] = user.json();
    }
    v
}

fn chan_json(c: &Chan) -> Value {
    let mut v = json!({
        "id": sid(c.id),
        "type": c.kind,
        "guild_id": sid(GUILD_ID),
        "name": c.name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "rate_limit_per_user": 0,
        "flags": 0,
        "topic": null,
        "last_message_id": null,
        "parent_id": c.parent.map(sid),
    });
    if c.kind == 11 || c.kind == 12 {
        v["owner_id"] = json!(sid(BOT_ID));
        v["message_count"] = json!(0);
        v["member_count"] = json!(1);
        v["total_message_sent"] = json!(0);
        v["thread_metadata"] = json!({
            "archived": false,
            "auto_archive_duration": 1440,
            "archive_timestamp": c.created,
            "locked": false,
            "create_timestamp": c.created,
        });
    }
    v
}

fn application_json() -> Value {
    json!({
        "id": sid(APP_ID),
        "name": BOT_NAME,
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": null,
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "team": null,
        "flags": 0,
        "bot": bot_user(),
    })
}

/// Embeds as Discord echoes them (with `"type": "rich"`).
fn embeds_of(v: &Value) -> Vec<Value> {
    v.as_array()
        .map(|list| {
            list.iter()
                .map(|e| {
                    let mut e = e.clone();
                    if let Some(obj) = e.as_object_mut() {
                        obj.entry("type").or_insert(json!("rich"));
                    }
                    e
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Marks the last leaf option as focused unless one already is; false if there is no option.
fn mark_focus(options: &mut Value) -> bool {
    fn has_focus(options: &Value) -> bool {
        options
            .as_array()
            .into_iter()
            .flatten()
            .any(|o| o["focused"] == true || has_focus(&o["options"]))
    }
    if has_focus(options) {
        return true;
    }
    let mut list = options;
    loop {
        let Some(last) = list.as_array_mut().and_then(|l| l.last_mut()) else {
            return false;
        };
        if matches!(last["type"].as_u64(), Some(1 | 2))
            && last["options"].as_array().is_some_and(|o| !o.is_empty())
        {
            list = &mut last["options"];
        } else {
            last["focused"] = json!(true);
            return true;
        }
    }
}

fn parse_body(headers: &HeaderMap, bytes: &[u8]) -> Value {
    if bytes.is_empty() {
        return Value::Null;
    }
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if content_type.starts_with("multipart/form-data") {
        if let Some(boundary) = content_type.split("boundary=").nth(1) {
            return parse_multipart(bytes, boundary.trim_matches('"'));
        }
    }
    serde_json::from_slice(bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(bytes).into_owned()))
}

/// The `payload_json` part of a multipart body, with what was uploaded under `_uploads`: each
/// `files[N]` part's index, file name, size, PNG dimensions (when it decodes as a PNG), a
/// digest of its bytes and, for a small UTF-8 file, its text.
fn parse_multipart(bytes: &[u8], boundary: &str) -> Value {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut payload = Value::Null;
    let mut uploads = Vec::new();
    for part in split_bytes(bytes, &delimiter) {
        let Some(split) = find_bytes(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]);
        let body = &part[split + 4..];
        let body = body.strip_suffix(b"\r\n").unwrap_or(body);
        let field = head
            .split("name=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap_or("");
        if field == "payload_json" {
            payload = serde_json::from_slice(body).unwrap_or(Value::Null);
        } else if let Some(index) = field
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok())
        {
            let filename = head
                .split("filename=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .unwrap_or("")
                .to_string();
            let png = png_size(body);
            let digest = {
                use std::hash::{Hash, Hasher};
                let mut h = std::collections::hash_map::DefaultHasher::new();
                body.hash(&mut h);
                h.finish()
            };
            uploads.push(json!({
                "index": index,
                "filename": filename,
                "size": body.len(),
                "png": png.map(|(w, h)| json!([w, h])),
                "digest": digest,
                "text": (png.is_none() && body.len() <= 1 << 20)
                    .then(|| std::str::from_utf8(body).ok())
                    .flatten(),
            }));
        }
    }
    if !uploads.is_empty() {
        if payload.is_null() {
            payload = json!({});
        }
        if let Some(obj) = payload.as_object_mut() {
            obj.insert("_uploads".into(), Value::Array(uploads));
        }
    }
    payload
}

fn upload_of(v: &Value) -> Option<Upload> {
    Some(Upload {
        index: v["index"].as_u64()?,
        filename: v["filename"].as_str()?.to_string(),
        size: v["size"].as_u64()? as usize,
        png: v["png"]
            .as_array()
            .and_then(|wh| Some((wh.first()?.as_u64()? as u32, wh.get(1)?.as_u64()? as u32))),
        digest: v["digest"].as_u64()?,
        text: v["text"].as_str().map(str::to_string),
    })
}

/// The width and height of a PNG that decodes completely, if `bytes` is one.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().ok()?;
    let mut pixels = vec![0; reader.output_buffer_size()?];
    let frame = reader.next_frame(&mut pixels).ok()?;
    Some((frame.width, frame.height))
}

fn find_bytes(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split_bytes<'a>(mut bytes: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find_bytes(bytes, delimiter) {
        parts.push(&bytes[..at]);
        bytes = &bytes[at + delimiter.len()..];
    }
    parts.push(bytes);
    parts
}

fn request_listing(requests: &[RecordedRequest]) -> String {
    requests
        .iter()
        .map(|r| format!("  {} {}", r.method, r.path))
        .collect::<Vec<_>>()
        .join("\n")
}

fn message_listing(messages: &[FakeMessage]) -> String {
    if messages.is_empty() {
        return "  (none)".to_string();
    }
    messages
        .iter()
        .map(|m| {
            format!(
                "  #{}: {:?} components {:?}",
                m.id,
                m.text(),
                m.custom_ids()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
