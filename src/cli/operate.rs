//! The operator's commands: `db` (verify, export, backup), `health` and `serve`.

use super::*;
use std::path::Path;

pub(super) fn run_db(command: DbCommand) -> Result<(), ExitCode> {
    let open = |setting: &str| {
        if !crate::store::is_postgres_url(setting) && !Path::new(setting).exists() {
            eprintln!("error: {setting} does not exist");
            return Err(ExitCode::from(2));
        }
        Store::open_setting(setting).map_err(|e| {
            eprintln!("error: {e}");
            ExitCode::from(2)
        })
    };
    match command {
        DbCommand::Verify { db } => {
            let store = open(&db)?;
            let report = store.verify().map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::from(1)
            })?;
            for p in &report.problems {
                eprintln!("match {}: {}", p.match_id, p.message);
            }
            println!(
                "checked {} matches and {} actions: {} problem(s)",
                report.matches,
                report.actions,
                report.problems.len()
            );
            if report.problems.is_empty() {
                Ok(())
            } else {
                Err(ExitCode::from(1))
            }
        }
        DbCommand::Export { db, match_id, out } => {
            let store = open(&db)?;
            let failed = |e: crate::store::StoreError| {
                eprintln!("error: {e}");
                ExitCode::from(1)
            };
            let exported = store.export_file(MatchId(match_id)).map_err(failed)?;
            if exported.status == crate::store::MatchStatus::Active {
                // Its seed would show the players their own future draws.
                eprintln!(
                    "error: match {match_id} is still in progress; it can be exported once it is over"
                );
                return Err(ExitCode::from(1));
            }
            let json = exported.json;
            match out {
                Some(path) => std::fs::write(&path, json + "\n").map_err(|e| {
                    eprintln!("error: cannot write {}: {e}", path.display());
                    ExitCode::from(1)
                }),
                None => {
                    println!("{json}");
                    Ok(())
                }
            }
        }
        DbCommand::Copy { from, to } => {
            let source = open(&from)?;
            if !crate::store::is_postgres_url(&to) && Path::new(&to).exists() {
                eprintln!("error: {to} already exists: copy into a new database");
                return Err(ExitCode::from(2));
            }
            let mut target = Store::open_setting(&to).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::from(2)
            })?;
            let report = source.copy_into(&mut target).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::from(1)
            })?;
            for (table, rows) in &report.tables {
                println!("{table}: {rows} rows");
            }
            println!(
                "copied {} rows; check the copy with `invictus db verify --db <the new database>`",
                report.rows()
            );
            Ok(())
        }
        DbCommand::Backup { db, out } => {
            if out.exists() {
                eprintln!("error: {} already exists", out.display());
                return Err(ExitCode::from(2));
            }
            let store = open(&db.display().to_string())?;
            store.backup(&out).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::from(1)
            })?;
            println!("wrote {}", out.display());
            Ok(())
        }
    }
}

/// `invictus health`: whether the bot using this configuration is alive.
pub(super) fn run_health(
    path: &std::path::Path,
    max_age: std::time::Duration,
) -> Result<(), ExitCode> {
    use crate::hosting::Clock;
    let unhealthy = |why: String| {
        eprintln!("unhealthy: {why}");
        ExitCode::from(1)
    };
    let config = crate::config::Config::load(path).map_err(|e| unhealthy(e.to_string()))?;
    if !config.is_postgres() && !Path::new(&config.database).exists() {
        return Err(unhealthy(format!(
            "the database {} does not exist",
            config.database
        )));
    }
    let beats = crate::store::read_heartbeat_at(&config.database, config.share())
        .map_err(|e| unhealthy(format!("cannot read the database: {e}")))?;
    let now = crate::hosting::SystemClock.now_ms().0;
    let mut seen = Vec::new();
    let mut problems = Vec::new();
    for (part, what) in [("gateway", "gateway connection"), ("timers", "timer loop")] {
        match beats.iter().find(|(p, _)| p == part) {
            None => problems.push(format!("no {what} heartbeat yet")),
            Some(&(_, at)) => {
                let age = std::time::Duration::from_millis((now - at).max(0) as u64);
                let age_text =
                    humantime::format_duration(std::time::Duration::from_secs(age.as_secs()));
                if age > max_age {
                    problems.push(format!("the {what} was last seen alive {age_text} ago"));
                } else {
                    seen.push(format!("{what} {age_text} ago"));
                }
            }
        }
    }
    if problems.is_empty() {
        println!("healthy: {}", seen.join(", "));
        Ok(())
    } else {
        Err(unhealthy(problems.join("; ")))
    }
}

pub(super) fn run_serve(path: &std::path::Path) -> Result<(), ExitCode> {
    let config = crate::config::Config::load(path).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::from(2)
    })?;
    let token = config
        .token(std::env::var("DISCORD_TOKEN").ok())
        .map_err(|e| {
            eprintln!("error: {e}");
            ExitCode::from(2)
        })?;
    let filter = tracing_subscriber::EnvFilter::new(&config.log_level);
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        // A worker going idle gives back what it was left holding (see `idle`).
        .on_thread_park(crate::kit::idle::return_memory)
        .build()
        .map_err(|e| {
            eprintln!("error: cannot start the async runtime: {e}");
            ExitCode::from(1)
        })?;
    runtime
        .block_on(crate::discord::run(
            config,
            token,
            crate::discord::termination_signal(),
        ))
        .map_err(|e| {
            eprintln!("error: {e}");
            ExitCode::from(1)
        })
}
