//! `serve`: the bot connected to Discord until asked to stop: its client and framework, the
//! announcer and the timer loop, metrics, the gateway's heartbeat, and the boards a crash left
//! unposted.

use super::*;

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
pub(super) fn serve_metrics(address: std::net::SocketAddr) {
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
        match self.saved_armies(player).await {
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
pub(super) async fn repost_unrecorded_boards(bot: Arc<Bot>, http: Arc<serenity::Http>) {
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
pub(super) async fn release_identify_turn(
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
pub(super) async fn gateway_heartbeat(
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
