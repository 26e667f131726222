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
//!   [`FakeDiscord::add_channel`]). What an earlier bot posted before the fake started (a bot
//!   started on a database an earlier one wrote) is put back with
//!   [`FakeDiscord::restore_thread`] and [`FakeDiscord::restore_message`].
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
//! - Every request is checked against Discord's published OpenAPI description (vendored in
//!   `discord-api-spec/`): its route must be an operation of the spec and its body match the
//!   operation's request schema. A mismatch is answered 400 "Invalid Form Body" (50035) like
//!   Discord, printed on stderr and recorded ([`FakeDiscord::schema_violations`]); the fake
//!   panics when its last clone is dropped while any is recorded, so that no test passes with
//!   one. The one deviation allowed: a new attachment's `id` may be the integer 0, as serenity
//!   sends it.
//!
//! Layout: `records` holds the types tests get (users, messages, replies, requests); `interact`
//! and `observe` the methods that act as users and watch what the bot did; `state` and
//! `messages` what the fake holds; `gateway`, `rest`, `callbacks`, `channels`, `commands` and
//! `limits` the server; `json` and `multipart` the wire formats; `openapi`, `schema` and
//! `validate` the check against Discord's schema.
#![allow(dead_code)]

mod callbacks;
mod channels;
mod commands;
mod gateway;
mod interact;
mod json;
mod limits;
mod messages;
mod multipart;
mod observe;
mod openapi;
mod records;
mod rest;
mod schema;
mod state;
mod validate;

// Every program that includes the fake uses some of these, not necessarily all.
#[allow(unused_imports)]
pub use openapi::SchemaViolation;
#[allow(unused_imports)]
pub use records::{FakeAttachment, FakeMessage, RecordedRequest, Reply, TestUser};

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::routing::get;
use axum::Router;
use tokio::sync::watch;

use gateway::ws_route;
use json::now;
use rest::rest_route;
use state::{wait_on, Chan, Origin, Out, Shared, St, Watched};

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

/// The fake Discord. Clones share the same server; it stops when the last clone is dropped.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: Arc<ServerTask>,
    port: u16,
}

/// The server, stopped when the last clone of the fake is dropped; then any schema violation
/// still recorded fails the test.
struct ServerTask {
    server: tokio::task::JoinHandle<()>,
    shared: Arc<Shared>,
}

impl Drop for ServerTask {
    fn drop(&mut self) {
        self.server.abort();
        let violations = std::mem::take(&mut self.shared.lock().schema_violations);
        if violations.is_empty() || std::thread::panicking() {
            return;
        }
        let listing: Vec<String> = violations.iter().map(|v| format!("  {v}")).collect();
        panic!(
            "fake discord: {} request(s) did not match Discord's OpenAPI schema:\n{}",
            violations.len(),
            listing.join("\n")
        );
    }
}

impl FakeDiscord {
    /// Binds 127.0.0.1:0 and serves REST + gateway in background tokio tasks.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_in_guild(GUILD_ID).await
    }

    /// [`FakeDiscord::start`] with its one guild (and everything in it) of id `guild`, e.g. on
    /// another gateway shard than [`GUILD_ID`]'s.
    #[allow(dead_code)]
    pub async fn start_in_guild(guild: u64) -> FakeDiscord {
        openapi::load_spec();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake discord: bind 127.0.0.1:0");
        let port = listener
            .local_addr()
            .expect("fake discord: local address")
            .port();
        let mut st = St {
            port,
            guild,
            next_id: FIRST_ID,
            ..St::default()
        };
        st.channels.insert(
            CHANNEL_ID,
            Chan {
                id: CHANNEL_ID,
                guild,
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
            server: Arc::new(ServerTask {
                server,
                shared: shared.clone(),
            }),
            shared,
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

    /// Stops checking that serenity parses every INTERACTION_CREATE before it is sent (a check
    /// that costs as much as the bot's own parse of it): for benchmarks, which send only the
    /// kinds of interaction the tests check.
    pub fn trust_dispatches(&self) {
        self.lock().trust_dispatches = true;
    }

    /// The requests so far whose route or body did not match Discord's OpenAPI schema (each was
    /// answered 400 "Invalid Form Body", or 404 for a route the spec does not have).
    pub fn schema_violations(&self) -> Vec<SchemaViolation> {
        self.lock().schema_violations.clone()
    }

    /// [`FakeDiscord::schema_violations`], forgotten: for a test that sends a wrong body on
    /// purpose (any violation left when the fake is dropped fails the test).
    pub fn take_schema_violations(&self) -> Vec<SchemaViolation> {
        std::mem::take(&mut self.lock().schema_violations)
    }

    /// Sets the guild's locale, as Discord reports it with every interaction.
    pub fn set_guild_locale(&self, locale: &str) {
        self.shared.lock().guild_locale = Some(locale.to_string());
    }

    /// Registers a user so that USER options can resolve it (and `GET /users/{id}` and guild member
    /// lookups find it).
    pub fn register_user(&self, user: &TestUser) {
        self.lock().users.insert(user.id, user.clone());
    }

    /// `user` leaves the guild and closes their DMs: member lookups answer "Unknown Member" and
    /// opening a DM channel with them is refused, as Discord does.
    pub fn leave_guild(&self, user: &TestUser) {
        self.lock().left.insert(user.id);
    }

    /// Adds another text channel to the guild.
    /// Registers the slash commands `other` has registered, as if the bot had registered them
    /// here too (a bot registers them once, from the process running shard 0, for every
    /// shard's guilds).
    #[allow(dead_code)]
    pub fn copy_commands_from(&self, other: &FakeDiscord) {
        let (global, guild) = {
            let theirs = other.lock();
            (
                theirs.global_commands.clone(),
                theirs.guild_commands.clone(),
            )
        };
        {
            let mut st = self.lock();
            st.global_commands = global;
            st.guild_commands = guild;
            st.commands_registered = true;
        }
        self.bump();
    }

    pub fn add_channel(&self, id: u64, name: &str) {
        let guild = self.lock().guild;
        self.lock().channels.insert(
            id,
            Chan {
                id,
                guild,
                kind: 0,
                parent: None,
                name: name.to_string(),
                created: now(),
            },
        );
        self.bump();
    }

    /// Adds the public thread `id` of channel `parent`, as the bot had created it before this
    /// fake started (for a bot started on a database an earlier bot wrote). Ids the fake hands
    /// out go on past it.
    pub fn restore_thread(&self, id: u64, parent: u64, name: &str) {
        {
            let mut st = self.lock();
            let guild = st.guild;
            st.channels.insert(
                id,
                Chan {
                    id,
                    guild,
                    kind: 11,
                    parent: Some(parent),
                    name: name.to_string(),
                    created: now(),
                },
            );
            st.threads.push((id, parent, name.to_string()));
            st.next_id = st.next_id.max(id + 1);
        }
        self.bump();
    }

    /// Adds message `id` in `channel` as the bot had posted it before this fake started, with
    /// `content` and `components` (action rows): public, or ephemeral and seen by `visible_to`
    /// alone (a private answer to an interaction). Ids the fake hands out go on past it.
    pub fn restore_message(
        &self,
        id: u64,
        channel: u64,
        visible_to: Option<u64>,
        content: &str,
        components: Vec<serde_json::Value>,
    ) -> FakeMessage {
        {
            let mut st = self.lock();
            assert!(
                st.msg(id).is_none(),
                "fake discord: message {id} is already there"
            );
            st.next_id = st.next_id.max(id + 1);
            let body = serde_json::json!({"content": content, "components": components});
            st.post_message_as(id, channel, &body, Origin::Earlier { visible_to });
        }
        self.bump();
        self.message(id).expect("the restored message")
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
}
