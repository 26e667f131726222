//! The Discord bot: poise slash commands, the component router, the announcer that keeps boards
//! and prompts up to date, and `serve`, which runs it all until asked to stop.

mod announce;
mod builder;
mod commands;
mod games;
mod hosted;
pub mod ids;
mod invictus;
pub mod render;
mod router;
mod send;
mod tactica;

use crate::config::{Config, Registration};
use crate::games::invictus::picture;
use crate::games::invictus::rules::{CardStats, Match as Invictus, Seat, View};
use crate::games::invictus::text;
use crate::hosting::MatchId;
use crate::hosting::{AsyncStore, Clock, Host, HostError, MatchState, SystemClock};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The error type of commands and handlers.
/// Discord's locale tags (a user's or a server's `locale`).
pub const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// The Discord locales `lang` is written for ("fr"; "es-ES" and "es-419" for "es").
pub fn discord_locales(lang: Lang) -> impl Iterator<Item = &'static str> {
    DISCORD_LOCALES
        .iter()
        .copied()
        .filter(move |tag| Lang::from_locale(tag) == Some(lang))
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Arc<Bot>, Error>;

/// Everything the handlers share.
pub struct Bot {
    host: Arc<Host>,
    config: Config,
    announcer: announce::Announcer,
    in_flight: InFlight,
    /// Component interactions not answered yet: the announcer's pings, prompts and board edits
    /// wait for them (a little), so that a burst of clicks is acknowledged before the boards
    /// it changed are redrawn.
    unanswered: InFlight,
    /// One picture is drawn at a time, so that drawing never takes more than one core from
    /// the handlers.
    drawing: tokio::sync::Semaphore,
    /// The game of each match clicked so far (a match's game never changes).
    games: Memo<crate::games::GameKind>,
    /// What was announced of Tactica matches.
    tactica: tactica::Memory,
}

impl Bot {
    /// The game of match `match_id` (`None`: no such match, or the store failed: the click's
    /// handler then says so).
    async fn game_of(&self, match_id: MatchId) -> Option<crate::games::GameKind> {
        if let Some(&game) = self
            .games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
        {
            return Some(game);
        }
        let game = self.host.matches().game(match_id).await.ok().flatten()?;
        self.games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(match_id, game);
        Some(game)
    }
}

/// Counts handlers at work, so that a shutdown can wait for them.
#[derive(Default)]
struct InFlight {
    count: AtomicUsize,
    idle: tokio::sync::Notify,
}

struct InFlightGuard<'a>(&'a InFlight);

impl InFlight {
    fn enter(&self) -> InFlightGuard<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        InFlightGuard(self)
    }

    async fn wait_idle(&self, limit: Duration) {
        let wait = async {
            while self.count.load(Ordering::SeqCst) > 0 {
                let notified = self.idle.notified();
                if self.count.load(Ordering::SeqCst) == 0 {
                    break;
                }
                notified.await;
            }
        };
        let _ = tokio::time::timeout(limit, wait).await;
    }
}

impl Drop for InFlightGuard<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// Why the bot could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("{0}")]
    Host(#[from] HostError),
    #[error("{0}")]
    Catalog(#[from] crate::games::invictus::cards::LoadError),
    #[error("Discord client: {0}")]
    Discord(#[from] serenity::Error),
}

/// The languages of one interaction: the replies to the person who made it, and the public
/// messages of the server it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Langs {
    pub reader: Lang,
    pub public: Lang,
}

impl Bot {
    /// The languages of an interaction by `user`, whose client speaks `locale`, in `guild`
    /// (whose locale Discord reports as `guild_locale`, remembered for later messages).
    async fn languages(
        &self,
        user: crate::hosting::PlayerId,
        locale: &str,
        guild: Option<crate::hosting::GuildId>,
        guild_locale: Option<&str>,
    ) -> Langs {
        let guild_locale = guild_locale.filter(|l| DISCORD_LOCALES.contains(l));
        if let (Some(guild), Some(guild_locale)) = (guild, guild_locale) {
            self.host
                .people()
                .note_guild_locale(guild, guild_locale)
                .await;
        }
        Langs {
            reader: self.host.people().reader_language(user, locale).await,
            public: self.host.people().public_language(guild).await,
        }
    }
}

/// The channel a match is played in: its thread, or the channel of the challenge.
fn match_channel<G: crate::games::Game>(state: &MatchState<G>) -> Option<serenity::ChannelId> {
    state.thread_id.or(state.channel_id).map(hosted::channel)
}

fn players_of(state: &MatchState<Invictus>) -> render::Players {
    render::Players {
        // A seat the match has not reads as nobody.
        ids: Seat::ALL.map(|seat| state.player(seat)),
        mode: state.public.mode,
    }
}

impl Bot {
    /// The public board of a match in `state`: drawn from its public view, with no read of the
    /// store (but the recent events, once after a restart).
    async fn board(&self, lang: Lang, state: &MatchState<Invictus>) -> render::Message {
        let players = players_of(state);
        let clocks = render::BoardClocks {
            away: Seat::ALL.map(|seat| {
                let plays = state.public.mode.seats().contains(&seat);
                plays.then(|| state.away_until(seat)).flatten()
            }),
            ..render::BoardClocks::from(state.deadlines)
        };
        let recent = self.announcer.recent(&self.host, state).await;
        let lines: Vec<String> = recent
            .events
            .iter()
            .filter_map(|e| text::event_for(lang, e, &players))
            .collect();
        let text = render::board(
            lang,
            state.id.0,
            &state.public,
            &players,
            state.variant(),
            &lines,
            &clocks,
        );
        if !self.config.board_image {
            return text;
        }
        let scene = picture::BoardScene {
            lang,
            title: tr!(
                lang,
                "picture-title",
                match_id = state.id.0.to_string(),
                variant = text::variant_name(lang, state.variant())
            ),
            deadline: state
                .deadlines
                .window
                .or(state.deadlines.turn)
                .map(|at| deadline_words(lang, at)),
            last: recent.last_move,
        };
        let view = state.public.clone();
        let drawn = self
            .draw(Wait::Queue, move || {
                picture::board_png(&view, &scene).map(Some)
            })
            .await;
        with_drawing(
            text,
            drawn,
            BOARD_FILE,
            &tr!(lang, "picture-board-description"),
        )
    }
}

/// The file names of the pictures.
const BOARD_FILE: &str = "board.png";
const HAND_FILE: &str = "hand.png";
const CARD_FILE: &str = "card.png";

impl Bot {
    /// A player's hand message with the picture of the hand (drawn from that player's own
    /// view, off the async threads); as it was if pictures are off, the hand is empty or the
    /// drawing fails (logged).
    async fn with_hand_picture(
        &self,
        lang: Lang,
        message: render::Message,
        view: &View,
        wait: Wait,
    ) -> render::Message {
        if !self.config.board_image {
            return message;
        }
        let view = view.clone();
        let drawn = self
            .draw(wait, move || {
                picture::hand_svg(lang, &view)
                    .map(|svg| picture::render_png(&svg))
                    .transpose()
            })
            .await;
        with_drawing(
            message,
            drawn,
            HAND_FILE,
            &tr!(lang, "picture-hand-description"),
        )
    }

    /// The `/card` message of a card with its picture (range pattern on a grid).
    async fn card_message(&self, lang: Lang, stats: &CardStats) -> render::Message {
        let message = render::card(lang, &stats.to_entry());
        if !self.config.board_image {
            return message;
        }
        let svg = picture::card_svg(lang, stats);
        let drawn = self
            .draw(Wait::Queue, move || picture::render_png(&svg).map(Some))
            .await;
        with_drawing(message, drawn, CARD_FILE, stats.kind.name())
    }
}

/// How long a drawing may wait for the one in progress before the message goes without it.
#[derive(Clone, Copy, Debug)]
enum Wait {
    /// Wait its turn (boards, whose edits are off the click path; `/card`).
    Queue,
    /// Wait at most this long (a fresh hand message).
    UpTo(Duration),
    /// Draw only if nothing else is being drawn (a click's answer, which must stay fast).
    Never,
}

impl Bot {
    /// Draws a picture through the drawing gate; under load (see [`Wait`]) the message goes
    /// without it (`Ok(None)`).
    async fn draw(
        &self,
        wait: Wait,
        drawing: impl FnOnce() -> Result<Option<picture::Png>, picture::PictureError> + Send + 'static,
    ) -> Result<Option<picture::Png>, String> {
        let permit = match wait {
            Wait::Queue => self.drawing.acquire().await.ok(),
            Wait::UpTo(limit) => tokio::time::timeout(limit, self.drawing.acquire())
                .await
                .ok()
                .and_then(Result::ok),
            Wait::Never => self.drawing.try_acquire().ok(),
        };
        let Some(_permit) = permit else {
            tracing::debug!("another picture is being drawn; sending text only");
            return Ok(None);
        };
        draw(drawing).await
    }
}

/// Draws a picture on a blocking thread, off the async ones (`None`: nothing to draw).
async fn draw(
    drawing: impl FnOnce() -> Result<Option<picture::Png>, picture::PictureError> + Send + 'static,
) -> Result<Option<picture::Png>, String> {
    match tokio::task::spawn_blocking(drawing).await {
        Ok(drawn) => drawn.map_err(|e| e.to_string()),
        Err(e) => Err(format!("the drawing stopped: {e}")),
    }
}

/// `message` with the picture drawn for it, or as it was (text only) when there is none or
/// the drawing failed; a failure is logged, never shown to players.
fn with_drawing(
    message: render::Message,
    drawn: Result<Option<picture::Png>, String>,
    name: &str,
    description: &str,
) -> render::Message {
    match drawn {
        Ok(Some(png)) => with_picture(message, png, name, description),
        Ok(None) => message,
        Err(e) => {
            tracing::error!(picture = name, error = %e, "cannot draw a picture; sending text only");
            message
        }
    }
}

/// `message` with `png` attached and shown in its first embed.
fn with_picture(
    mut message: render::Message,
    png: picture::Png,
    name: &str,
    description: &str,
) -> render::Message {
    if let Some(embed) = message.embeds.first_mut() {
        embed.image = Some(format!("attachment://{name}"));
    }
    message.files.push(render::Attachment {
        name: name.to_string(),
        bytes: png.bytes.into(),
        description: description.to_string(),
    });
    message
}

/// A deadline (Unix ms) as the board picture writes it: "due 2026-11-23 14:30 UTC".
fn deadline_words(lang: Lang, at: crate::hosting::UnixMs) -> String {
    let at = std::time::UNIX_EPOCH + Duration::from_millis(u64::try_from(at.0).unwrap_or(0));
    let stamp = humantime::format_rfc3339_seconds(at).to_string();
    // "2026-11-23T14:30:00Z"
    let minutes = stamp.get(..16).unwrap_or(&stamp).replace('T', " ");
    tr!(lang, "picture-due", time = minutes)
}

/// Runs the bot until `shutdown` completes (or the gateway connection ends), then stops taking
/// events, lets the handlers at work finish, flushes pending board edits and returns.
pub async fn run(
    config: Config,
    token: String,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let store = crate::hosting::open_store(
        &config.database,
        config.database_connections,
        config.share(),
    )
    .await?;
    let clock: Arc<dyn Clock> = match config.clock_speed {
        0 | 1 => Arc::new(SystemClock),
        speed => {
            // A fast clock goes on from the time it reached before a restart.
            let now = SystemClock.now_ms();
            let origin = store
                .call(move |s| s.clock_origin(now))
                .await
                .map_err(HostError::from)?;
            Arc::new(crate::hosting::FastClock::since(origin, speed))
        }
    };
    run_with_store(config, token, shutdown, clock, store).await
}

/// [`run`] with another clock (tests of timers use a [`crate::hosting::ManualClock`]).
pub async fn run_with_clock(
    config: Config,
    token: String,
    shutdown: impl Future<Output = ()> + Send + 'static,
    clock: Arc<dyn Clock>,
) -> Result<(), ServeError> {
    let store = crate::hosting::open_store(
        &config.database,
        config.database_connections,
        config.share(),
    )
    .await?;
    run_with_store(config, token, shutdown, clock, store).await
}

/// [`run_with_clock`] over a store opened by the caller (tests and benchmarks read its
/// counters, or close it to see how the bot answers when the database fails).
pub async fn run_with_store(
    config: Config,
    token: String,
    shutdown: impl Future<Output = ()> + Send + 'static,
    clock: Arc<dyn Clock>,
    store: AsyncStore,
) -> Result<(), ServeError> {
    let catalog = crate::games::invictus::cards::load_or_builtin(config.cards.as_deref())?;
    let (host, changes) = Host::with_clock(store, Arc::new(catalog), config.host_settings(), clock);
    let host = Arc::new(host);
    let bot = Arc::new(Bot {
        host: Arc::clone(&host),
        config: config.clone(),
        announcer: announce::Announcer::new(config.board_update_interval),
        in_flight: InFlight::default(),
        unanswered: InFlight::default(),
        drawing: tokio::sync::Semaphore::new(1),
        games: Memo::default(),
        tactica: tactica::Memory::default(),
    });

    if let Some(address) = config.metrics_address {
        serve_metrics(address);
    }
    let registration = config.registration();
    let shards = config.shards;
    let setup_bot = Arc::clone(&bot);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(router::on_event(framework, event)),
            on_error: |error| Box::pin(commands::on_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tokio::spawn(repost_unrecorded_boards(
                    Arc::clone(&setup_bot),
                    Arc::clone(&ctx.http),
                ));
                let commands = &framework.options().commands;
                if !shards.is_none_or(|s| s.runs_first()) {
                    tracing::info!(user = %ready.user.name, ?shards, "connected to Discord; the process running shard 0 registers the commands");
                    return Ok(setup_bot);
                }
                match registration {
                    Registration::Guild(id) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(id))
                            .await?
                    }
                    Registration::Global => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(user = %ready.user.name, ?registration, "connected to Discord; commands registered");
                Ok(setup_bot)
            })
        })
        .build();

    let mut http = serenity::HttpBuilder::new(&token);
    if let Some(url) = &config.api_base_url {
        http = http
            .proxy(url.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let mut client = serenity::ClientBuilder::new_with_http(
        http.build(),
        serenity::GatewayIntents::non_privileged(),
    )
    .framework(framework)
    .await?;
    let http = Arc::clone(&client.http);

    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let (expired_tx, expired_rx) = tokio::sync::mpsc::unbounded_channel();
    let announcer = tokio::spawn(announce::run(
        Arc::clone(&bot),
        Arc::clone(&http),
        changes,
        expired_rx,
        stop_rx.clone(),
    ));
    // Every due time is in the database and wakes the loop; the poll is only a safety net.
    let timers = tokio::spawn(Arc::clone(&host).run_timers(
        Duration::from_secs(60),
        expired_tx,
        stop_rx.clone(),
    ));
    let opponent = tokio::spawn(Arc::clone(&host).run_ai(stop_rx.clone()));
    let backups = config
        .backup_dir
        .clone()
        .map(|dir| crate::hosting::BackupSchedule {
            database: std::path::PathBuf::from(&config.database),
            dir,
            every: config.backup_every,
            keep: config.backup_keep,
        });
    let upkeep = tokio::spawn(host.upkeep(
        backups,
        Duration::from_secs(30),
        Duration::from_secs(300),
        stop_rx.clone(),
    ));
    let gateway_beat = tokio::spawn(gateway_heartbeat(
        Arc::clone(&client.shard_manager),
        Arc::clone(&host),
        stop_rx.clone(),
    ));
    let shard_manager = Arc::clone(&client.shard_manager);
    let stopper = tokio::spawn(async move {
        shutdown.await;
        tracing::info!("shutting down: closing the gateway connection");
        shard_manager.shutdown_all().await;
    });

    // Processes of one bot on one PostgreSQL database connect their shards one after the other.
    if config.is_postgres() {
        let turn = crate::hosting::connect_turn(&config.database).await?;
        let expected = shards.map_or(1, |s| (s.last - s.first + 1) as usize);
        tokio::spawn(release_identify_turn(
            turn,
            Arc::clone(&client.shard_manager),
            expected,
        ));
    }
    let result = match shards {
        // serenity's range runs shards `start..=end` (both ends included).
        Some(s) => {
            tracing::info!(
                total = s.total,
                first = s.first,
                last = s.last,
                "running gateway shards"
            );
            client.start_shard_range(s.first..s.last, s.total).await
        }
        None => client.start().await,
    };
    stopper.abort();
    bot.in_flight.wait_idle(Duration::from_secs(10)).await;
    let _ = stop_tx.send(true);
    let _ = timers.await;
    let _ = opponent.await;
    let _ = upkeep.await;
    let _ = gateway_beat.await;
    let _ = announcer.await;
    tracing::info!("stopped");
    result.map_err(ServeError::from)
}

/// Serves Prometheus metrics at `address` (`/metrics`) from this process's recorder. A second
/// bot in the same process (tests) keeps the first one's.
fn serve_metrics(address: std::net::SocketAddr) {
    use metrics_exporter_prometheus::{Matcher, PrometheusBuilder};
    let seconds = [
        0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 30.0, 120.0,
    ];
    let installed = PrometheusBuilder::new()
        .with_http_listener(address)
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &seconds)
        .and_then(|builder| builder.install());
    match installed {
        Ok(()) => tracing::info!(%address, "metrics served at /metrics"),
        Err(e) => tracing::warn!(%address, error = %e, "cannot serve metrics"),
    }
    metrics::describe_counter!(
        "invictus_interactions_total",
        "Component interactions (buttons, menus) by result: answered, refused or failed"
    );
    metrics::describe_histogram!(
        "invictus_ack_seconds",
        metrics::Unit::Seconds,
        "From a component interaction's arrival to its answer being sent"
    );
    metrics::describe_histogram!(
        "invictus_store_call_seconds",
        metrics::Unit::Seconds,
        "Store calls: queue wait, work and commit"
    );
    metrics::describe_histogram!(
        "invictus_timer_lag_seconds",
        metrics::Unit::Seconds,
        "How late each timer fired after its due time"
    );
    metrics::describe_gauge!("invictus_active_matches", "Matches in progress");
    metrics::describe_gauge!("invictus_open_windows", "Reaction windows open");
}

impl Bot {
    /// The names of `player`'s saved armies, for menus and autocomplete: none (and a warning)
    /// if the store fails, since such a list is only ever a convenience.
    pub(crate) async fn saved_army_names(&self, player: crate::hosting::PlayerId) -> Vec<String> {
        match self.host.challenges().saved_armies(player).await {
            Ok(armies) => armies.into_iter().map(|a| a.name).collect(),
            Err(e) => {
                tracing::warn!(error = %e, "saved armies for a menu");
                Vec::new()
            }
        }
    }
}

/// Posts anew the boards of this process's matches whose board was posted but never recorded
/// (the process stopped in between): every announcement of a match waits for its recorded board.
async fn repost_unrecorded_boards(bot: Arc<Bot>, http: Arc<serenity::Http>) {
    let ids = match bot.host.matches().without_board().await {
        Ok(ids) => ids,
        Err(e) => {
            tracing::warn!(error = %e, "cannot list the matches whose board is not recorded");
            return;
        }
    };
    for match_id in ids {
        tracing::info!(%match_id, "posting anew a board whose message was never recorded");
        router::post_board(&bot, None, &http, match_id).await;
    }
}

/// Holds this process's turn to identify until its `expected` shards are connected (at most a
/// minute), then 5 s more (Discord's spacing of IDENTIFYs), and lets the next process have it.
async fn release_identify_turn(
    turn: crate::hosting::ConnectTurn,
    shards: Arc<serenity::ShardManager>,
    expected: usize,
) {
    let started = tokio::time::Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        let connected = shards
            .runners
            .lock()
            .await
            .values()
            .filter(|runner| runner.stage == serenity::ConnectionStage::Connected)
            .count();
        if connected >= expected {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::time::sleep(Duration::from_secs(5)).await;
    drop(turn);
}

/// Writes the `gateway` heartbeat (wall time) every 15 s while a shard of this process is
/// connected to Discord's gateway, for `invictus health`.
async fn gateway_heartbeat(
    shards: Arc<serenity::ShardManager>,
    host: Arc<Host>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let mut beaten = false;
    loop {
        let connected = shards
            .runners
            .lock()
            .await
            .values()
            .any(|runner| runner.stage == serenity::ConnectionStage::Connected);
        if connected {
            match host.beat("gateway", SystemClock.now_ms()).await {
                Ok(()) => beaten = true,
                Err(e) => tracing::warn!(error = %e, "gateway heartbeat"),
            }
        }
        // Every second until the first beat, so that a new bot is seen alive at once.
        let wait = Duration::from_secs(if beaten { 15 } else { 1 });
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = stop.changed() => return,
        }
    }
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM.
pub async fn termination_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        _ = term => {}
    }
}

/// What a user is told when something failed on our side.
/// The answer when the store or Discord failed: no details.
fn something_went_wrong(lang: Lang) -> String {
    tr!(lang, "something-went-wrong")
}

/// The text a user sees for a refused request. Database trouble is logged and reported
/// without details; a request naming no real match is a plain refusal.
fn refusal(lang: Lang, e: &HostError) -> String {
    if let HostError::Store(inner) = e {
        tracing::error!(error = %inner, "database error while answering a user");
    }
    if let HostError::NoSuchMatch = e {
        tracing::debug!("a request named no real match");
    }
    match e.phrase() {
        Some(phrase) => phrase.text(lang),
        None => something_went_wrong(lang),
    }
}

/// Matches of `user` in a channel, for `/resign` and `/board`.
async fn matches_here(
    bot: &Bot,
    channel: crate::hosting::ChannelId,
) -> Result<Vec<MatchId>, HostError> {
    bot.host.matches().matches_in(channel).await
}

type Memo<T> = Mutex<HashMap<MatchId, T>>;

#[cfg(test)]
mod tests {
    use super::*;

    fn board_text() -> render::Message {
        render::Message {
            embeds: vec![render::Embed {
                title: "Invictus · match #1".to_string(),
                description: "the board in words".to_string(),
                ..render::Embed::default()
            }],
            ..render::Message::default()
        }
    }

    #[tokio::test]
    async fn a_failed_drawing_leaves_the_board_as_text() {
        let drawn = draw(|| picture::render_png("this is not SVG").map(Some)).await;
        assert!(drawn.is_err());
        let message = with_drawing(board_text(), drawn, BOARD_FILE, "The board");
        assert_eq!(message, board_text(), "the text board, untouched");
    }

    #[tokio::test]
    async fn a_drawing_is_attached_and_shown_in_the_embed() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>"#;
        let drawn = draw(move || picture::render_png(svg).map(Some)).await;
        let message = with_drawing(board_text(), drawn, BOARD_FILE, "The board");
        assert_eq!(message.files.len(), 1);
        assert_eq!(message.files[0].name, "board.png");
        assert!(message.files[0].bytes.starts_with(b"\x89PNG"));
        assert_eq!(
            message.embeds[0].image.as_deref(),
            Some("attachment://board.png")
        );
        assert_eq!(message.embeds[0].description, "the board in words");
    }
}
