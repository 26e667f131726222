//! The soak of the load bench (`cargo bench --bench load -- soak [minutes=M] [speed=S]`): the
//! bot (`invictus serve`, a child process) runs with its clock `speed` times faster than real
//! time (`clock_speed`, 60 by default: an hour of the bot's time a real minute) for `minutes`
//! of the bot's time (180 by default, three real minutes), while many matches of both games are
//! played at once by people who answer at random times, sometimes late (see [`duels`] and
//! [`tactica`]): 20 Invictus duels and 10 Tactica free-for-alls of three with the shortest turn
//! clock, two practice matches of each game against the built-in opponent, and three tables
//! where a person plays beside built-in Tactica players and then resigns. Mid-soak the bot is
//! stopped with SIGTERM (clicks in flight) and later killed with SIGKILL (none in flight), each
//! time started again on the same database; the last process runs from 16% of the soak to its
//! end, the part where memory and the write-ahead log's checkpoints (every 30 s real) are judged.
//!
//! Asserted at the end, with the figures printed: no interaction left unanswered, no WARN or
//! ERROR line in the bot's log (`log_level = "warn"`), no REST request refused or off Discord's
//! schema, the write-ahead log never above 16 MB, resident memory flat over the last bot process
//! (the mean of the soak's last third at most 20% above the middle third's), clean SIGTERM
//! stops, the bot's clock going on across restarts (read from the deadlines its window prompts
//! name), every finished match announced, and progress: actions applied by every process,
//! windows expired, reminders and missed deadlines posted, matches of both games over, and
//! matches left to built-in players ended at once.
//!
//! Other options: `duels=N tactica=N practice=N leavers=N` (tables of each kind). Without
//! `--bench` (`cargo test --bench load -- soak`) it is a short soak of a few tables, ten real
//! seconds; `cargo test --benches` does not run it (the load bench runs it only when asked).
//! `SOAK_DUMP=1` prints every match thread at the end.

mod crowd;
mod duels;
mod tables;
mod tactica;
mod watch;

use crate::driver::process::BotProcess;
use crate::fake_discord::*;
use crowd::{Crowd, EXPIRY, GRANT, TURN, WINDOW};
use std::path::Path;
use std::sync::atomic::Ordering::SeqCst;
use std::sync::Arc;
use std::time::{Duration, Instant};
use watch::{mean_resident, Watch};

/// The write-ahead log's bound.
const WAL_LIMIT: u64 = 16 << 20;
/// How much the last third's mean resident memory may exceed the middle third's.
const RSS_GROWTH: f64 = 0.20;
/// When the bot is stopped with SIGTERM and killed with SIGKILL, as parts of the soak.
const RESTARTS: [(f64, bool); 2] = [(0.08, false), (0.16, true)];

/// What the soak runs.
pub struct Soak {
    /// The bot's time the soak lasts, in minutes.
    minutes: f64,
    /// `clock_speed`.
    speed: u32,
    duels: usize,
    tactica: usize,
    practice: usize,
    leavers: usize,
    /// Under `cargo bench` (else a short soak, whose progress is not judged).
    full: bool,
}

impl Soak {
    /// The soak asked for by `args` (the word `soak`), if any; `full` under `cargo bench`.
    pub fn from_args(args: &[String], full: bool) -> Option<Soak> {
        args.iter().any(|a| a == "soak").then_some(())?;
        let mut soak = if full {
            Soak {
                minutes: 180.0,
                speed: 60,
                duels: 20,
                tactica: 10,
                practice: 2,
                leavers: 3,
                full,
            }
        } else {
            Soak {
                minutes: 10.0,
                speed: 60,
                duels: 2,
                tactica: 1,
                practice: 1,
                leavers: 1,
                full,
            }
        };
        for arg in args.iter().filter(|a| !a.starts_with("--")) {
            let Some((key, value)) = arg.split_once('=') else {
                continue;
            };
            match key {
                "minutes" => soak.minutes = crate::number(arg, value),
                "speed" => soak.speed = crate::number(arg, value),
                "duels" => soak.duels = crate::number(arg, value),
                "tactica" => soak.tactica = crate::number(arg, value),
                "practice" => soak.practice = crate::number(arg, value),
                "leavers" => soak.leavers = crate::number(arg, value),
                _ => panic!(
                    "soak: unknown option {key:?} \
                     (minutes, speed, duels, tactica, practice, leavers)"
                ),
            }
        }
        assert!(
            (1..=3600).contains(&soak.speed),
            "soak: speed must be 1..=3600"
        );
        Some(soak)
    }

    /// The bot's configuration for the soak.
    fn config(&self, fake: &FakeDiscord, dir: &Path) -> String {
        let m = |d: Duration| format!("\"{}m\"", d.as_secs() / 60);
        format!(
            "database = {:?}\nregister_commands_in_guild = {GUILD_ID}\napi_base_url = {:?}\n\
             log_level = \"warn\"\nclock_speed = {}\nboard_update_interval = \"1s\"\n\
             reaction_window = \"{}s\"\nchallenge_expiry = {}\nmin_turn_time = {}\n\
             turn_time = \"1h\"\nreminders = [50, 90]\ngrant_time = {}\nbackup_dir = {:?}\n\
             backup_every = \"20m\"\nbackup_keep = 3\n",
            dir.join("soak.db").display().to_string(),
            fake.base_url(),
            self.speed,
            WINDOW.as_secs(),
            m(EXPIRY),
            m(TURN),
            m(GRANT),
            dir.join("backups").display().to_string(),
        )
    }

    /// Runs the soak; whether it failed.
    pub async fn run(&self, binary: &Path) -> bool {
        let real = Duration::from_secs_f64(self.minutes * 60.0 / f64::from(self.speed));
        println!(
            "soak: {} min of the bot's time at clock_speed {} = {:.0} s real; {} Invictus duels, \
             {} Tactica free-for-alls of three, {} practice matches of each game, {} Tactica \
             tables left to built-in players; \
             bot {}",
            self.minutes,
            self.speed,
            real.as_secs_f64(),
            self.duels,
            self.tactica,
            self.practice,
            self.leavers,
            binary.display()
        );
        let dir = tempfile::tempdir().expect("a temporary directory");
        let config = dir.path().join("soak.toml");
        let fake = FakeDiscord::start().await;
        fake.trust_dispatches();
        std::fs::write(&config, self.config(&fake, dir.path()))
            .expect("write the soak's configuration");
        let began = Instant::now();
        let began_wall = std::time::SystemTime::now();
        let mut bot = BotProcess::launch(binary, &fake, &config).await;
        let crowd = Arc::new(Crowd::new(self.speed));
        let watch = Arc::new(Watch::new(bot.pid));
        let sampler = tokio::spawn(Arc::clone(&watch).run(
            Arc::clone(&crowd),
            dir.path().join("soak.db-wal"),
            dir.path().join("backups"),
            began,
        ));
        let tables = self.seat(&fake, &crowd);

        // The restarts, then the rest of the soak.
        let (mut warnings, mut errors, mut clean) = (Vec::new(), Vec::new(), Vec::new());
        let mut starts = vec![0.0];
        for (at, kill) in RESTARTS {
            tokio::time::sleep((real.mul_f64(at)).saturating_sub(began.elapsed())).await;
            crowd.hold(kill).await;
            let in_flight = crowd.in_flight();
            warnings.extend(bot.warning_lines());
            errors.extend(bot.error_lines());
            let down = Instant::now();
            if kill {
                bot.kill().await;
            } else {
                clean.push(bot.stop().await);
            }
            let stopped = down.elapsed();
            bot = BotProcess::launch(binary, &fake, &config).await;
            watch.pid.store(bot.pid, SeqCst);
            crowd.lifetime.fetch_add(1, SeqCst);
            crowd.release();
            starts.push(began.elapsed().as_secs_f64());
            println!(
                "soak: {} at {:.1} s with {in_flight} clicks in flight (stopped in {:.2} s), \
                 started again in {:.2} s",
                if kill { "SIGKILL" } else { "SIGTERM" },
                down.duration_since(began).as_secs_f64(),
                stopped.as_secs_f64(),
                (down.elapsed() - stopped).as_secs_f64()
            );
        }
        tokio::time::sleep(real.saturating_sub(began.elapsed())).await;
        let played = began.elapsed();
        crowd.stop();
        for (name, table) in tables {
            match tokio::time::timeout(Duration::from_secs(60), table).await {
                Ok(Ok(())) => {}
                Ok(Err(e)) => crowd.trouble(format!("{name}: its players' task panicked: {e}")),
                Err(_) => crowd.trouble(format!("{name}: its players did not stop within 60 s")),
            }
        }
        let _ = sampler.await;
        // What is still in flight is answered within Discord's 3 s.
        let _ = crowd::within(&fake, Duration::from_secs(5), |f| {
            (f.unanswered() == 0).then_some(())
        })
        .await;
        let unanswered = fake.unanswered();
        let interactions = fake.interactions_dispatched();
        let final_pid = bot.pid;
        let peak = watch::status_kb(final_pid, "VmHWM:");
        warnings.extend(bot.warning_lines());
        errors.extend(bot.error_lines());
        clean.push(bot.stop().await);
        if std::env::var_os("SOAK_DUMP").is_some() {
            for (id, _, name) in fake.threads() {
                println!("=== thread {name}");
                for m in fake.channel_messages(id) {
                    println!("--- {} {:?}\n{}", m.id, m.custom_ids(), m.text());
                }
            }
            for m in fake.all_messages().iter().filter(|m| m.ephemeral).take(60) {
                println!("--- ephemeral {} {:?}\n{}", m.id, m.custom_ids(), m.text());
            }
        }
        let requests = fake.requests();
        let failed_requests: Vec<String> = requests
            .iter()
            .filter(|r| r.status >= 400)
            .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
            .collect();
        let violations = fake.take_schema_violations();
        println!(
            "soak: the bot stopped {:.1} s after the soak began",
            began.elapsed().as_secs_f64()
        );
        let report = Report {
            soak: self,
            crowd: &crowd,
            recorded: watch::recorded(&fake, &crowd),
            clock: watch::clock_leads(&fake, WINDOW, (began, began_wall), &starts),
            samples: watch.samples(),
            backups: watch.backups.lock().expect("backups").len(),
            played,
            starts,
            peak,
            unanswered,
            interactions,
            requests: requests.len(),
            failed_requests,
            violations: violations.iter().map(|v| v.to_string()).collect(),
            warnings,
            errors,
            clean,
        };
        report.print()
    }

    /// Seats everyone at their tables (each table a task, named).
    fn seat(
        &self,
        fake: &FakeDiscord,
        crowd: &Arc<Crowd>,
    ) -> Vec<(String, tokio::task::JoinHandle<()>)> {
        let person = |table: usize, seat: usize| {
            let id = 800_000_000_000_000_000 + 10 * table as u64 + seat as u64;
            TestUser::new(id, &format!("t{table}p{seat}"))
        };
        let mut tables = Vec::new();
        let mut k = 0;
        let mut next = || {
            k += 1;
            k
        };
        for _ in 0..self.duels {
            let t = next();
            let people = [person(t, 0), person(t, 1)];
            let task = duels::duels(fake.clone(), Arc::clone(crowd), t as u64, people);
            tables.push((format!("Invictus duels {t}"), tokio::spawn(task)));
        }
        for _ in 0..self.tactica {
            let t = next();
            let people = [person(t, 0), person(t, 1), person(t, 2)];
            let task = tactica::trios(fake.clone(), Arc::clone(crowd), t as u64, people);
            tables.push((format!("Tactica free-for-alls {t}"), tokio::spawn(task)));
        }
        for _ in 0..self.practice {
            let t = next();
            let task = duels::practices(fake.clone(), Arc::clone(crowd), t as u64, person(t, 0));
            tables.push((format!("Invictus practice {t}"), tokio::spawn(task)));
            let t = next();
            let task = tactica::practices(
                fake.clone(),
                Arc::clone(crowd),
                t as u64,
                person(t, 0),
                false,
            );
            tables.push((format!("Tactica practice {t}"), tokio::spawn(task)));
        }
        for _ in 0..self.leavers {
            let t = next();
            let task = tactica::practices(
                fake.clone(),
                Arc::clone(crowd),
                t as u64,
                person(t, 0),
                true,
            );
            tables.push((
                format!("Tactica left to built-in players {t}"),
                tokio::spawn(task),
            ));
        }
        for t in 1..=k {
            for seat in 0..3 {
                fake.register_user(&person(t, seat));
            }
        }
        tables
    }
}

/// Everything the soak saw, to print and judge.
struct Report<'a> {
    soak: &'a Soak,
    crowd: &'a Crowd,
    recorded: std::collections::BTreeMap<&'static str, usize>,
    /// Per bot process, its clock's lead on the real one at its first and last window prompt.
    clock: Vec<watch::ClockLead>,
    samples: Vec<watch::Sample>,
    backups: usize,
    played: Duration,
    /// When each bot process started (seconds into the soak).
    starts: Vec<f64>,
    /// The last bot process's peak resident memory, kB.
    peak: u64,
    unanswered: usize,
    interactions: usize,
    requests: usize,
    failed_requests: Vec<String>,
    violations: Vec<String>,
    warnings: Vec<String>,
    errors: Vec<String>,
    /// Whether each SIGTERM stopped the bot cleanly.
    clean: Vec<bool>,
}

impl Report<'_> {
    /// Prints the figures and the verdicts; whether the soak failed.
    fn print(&self) -> bool {
        let secs = self.played.as_secs_f64();
        println!(
            "soak: played {secs:.1} s real = {:.0} min of the bot's time ({} bot processes); \
             {} interactions, {} REST requests",
            secs * f64::from(self.soak.speed) / 60.0,
            self.starts.len(),
            self.interactions,
            self.requests
        );
        println!("  what the people did:");
        for (what, n) in self.crowd.counts() {
            if !what.contains(" #")
                || what.starts_with("Invictus actions")
                || what.starts_with("Tactica actions")
            {
                println!("    {what:<48} {n}");
            }
        }
        println!("  what the fake Discord recorded:");
        for (what, n) in &self.recorded {
            println!("    {what:<48} {n}");
        }
        // How far the bot's clock went back at each restart: its lead at the next process's
        // first prompt against the lead it would have had, had it gone on.
        let mut back = 0.0f64;
        let gain = f64::from(self.soak.speed - 1) / 60.0;
        for (k, c) in self.clock.iter().enumerate() {
            println!(
                "  the bot's clock ahead of the real one (from its window prompts), process {}: \
                 {:+.1} min at {:.1} s, {:+.1} min at {:.1} s",
                c.process, c.first.1, c.first.0, c.last.1, c.last.0
            );
            if let Some(next) = self.clock.get(k + 1) {
                let expected = c.last.1 + (next.first.0 - c.last.0) * gain;
                back = back.max(expected - next.first.1);
            }
        }
        if back > 0.0 {
            println!("  the bot's clock went back by up to {back:.1} min at a restart");
        }
        let leaves = self.crowd.leaves.lock().expect("leaves").clone();
        let slowest = leaves.iter().flatten().max().copied();
        println!(
            "  matches left to built-in players: {} ended, {} did not; slowest game-over {:.2} s \
             after the resignation",
            leaves.iter().flatten().count(),
            leaves.iter().filter(|l| l.is_none()).count(),
            slowest.map_or(0.0, |d| d.as_secs_f64())
        );
        let mb = |kb: f64| kb / 1024.0;
        let wal_max = self.samples.iter().map(|s| s.wal).max().unwrap_or(0);
        println!(
            "  write-ahead log: max {:.2} MB over {} samples, shrank {} times (checkpoints); \
             {} backups written",
            wal_max as f64 / 1e6,
            self.samples.len(),
            watch::wal_truncations(&self.samples),
            self.backups
        );
        let last_start = *self.starts.last().expect("a start");
        let third = secs / 3.0;
        let in_last: Vec<&watch::Sample> =
            self.samples.iter().filter(|s| s.at >= last_start).collect();
        let middle = mean_resident(&self.samples, third.max(last_start), 2.0 * third);
        let last = mean_resident(&self.samples, 2.0 * third, secs + 1.0);
        let peak_all = self.samples.iter().map(|s| s.resident).max().unwrap_or(0);
        println!(
            "  resident memory of the last bot process: first {:.1} MB, middle {:.1} MB, \
             last {:.1} MB, peak (VmHWM) {:.1} MB; \
             over the soak peak {:.1} MB",
            mb(in_last.first().map_or(0.0, |s| s.resident as f64)),
            mb(in_last
                .get(in_last.len() / 2)
                .map_or(0.0, |s| s.resident as f64)),
            mb(in_last.last().map_or(0.0, |s| s.resident as f64)),
            mb(self.peak as f64),
            mb(peak_all as f64)
        );
        let peaks: Vec<String> = (0..self.starts.len())
            .map(|k| {
                let peak = self.samples.iter().filter(|s| s.lifetime == k);
                let peak = peak.map(|s| s.resident).max().unwrap_or(0);
                format!("{:.1}", mb(peak as f64))
            })
            .collect();
        println!(
            "  highest resident memory sampled in each bot process: {} MB",
            peaks.join(", ")
        );
        let span = (secs + 1.0 - last_start) / 6.0;
        let sixths: Vec<String> = (0..6)
            .map(|k| {
                let from = last_start + span * k as f64;
                let mean = mean_resident(&self.samples, from, from + span);
                format!("{:.1}", mb(mean.unwrap_or(0.0)))
            })
            .collect();
        println!(
            "  mean resident memory of the last bot process by sixths of its life: {} MB",
            sixths.join(", ")
        );
        let growth = match (middle, last) {
            (Some(m), Some(l)) => l / m - 1.0,
            _ => 0.0,
        };
        println!(
            "  mean resident memory: middle third {:.1} MB, last third {:.1} MB ({:+.1}%)",
            mb(middle.unwrap_or(0.0)),
            mb(last.unwrap_or(0.0)),
            growth * 100.0
        );
        for (what, lines) in [("WARN", &self.warnings), ("ERROR", &self.errors)] {
            println!("  {what} lines in the bot's log: {}", lines.len());
            for line in lines.iter().take(10) {
                println!("    {line}");
            }
        }
        println!(
            "  REST requests answered 400 or more: {}",
            self.failed_requests.len()
        );
        for r in self.failed_requests.iter().take(10) {
            println!("    {r}");
        }
        for v in self.violations.iter().take(10) {
            println!("    schema: {v}");
        }
        let troubles = self.crowd.troubles.lock().expect("troubles").clone();
        for t in troubles.iter().take(20) {
            println!("  trouble: {t}");
        }

        let got = |what: &str| self.recorded.get(what).copied().unwrap_or(0);
        let did = |what: &str| self.crowd.counted(what);
        let every_process_played = (0..self.starts.len()).all(|k| {
            did(&format!("Invictus actions #{k}")) + did(&format!("Tactica actions #{k}")) > 0
        });
        let health = [
            ("no interaction unanswered", self.unanswered == 0),
            ("no WARN line", self.warnings.is_empty()),
            ("no ERROR line", self.errors.is_empty()),
            (
                "no answer saying something went wrong",
                did("answers saying something went wrong") == 0,
            ),
            (
                "every REST request answered below 400",
                self.failed_requests.is_empty(),
            ),
            (
                "no request off Discord's schema",
                self.violations.is_empty(),
            ),
            ("write-ahead log at most 16 MB", wal_max <= WAL_LIMIT),
            (
                "resident memory flat (last third within 20% of the middle)",
                growth <= RSS_GROWTH,
            ),
            (
                "every SIGTERM stopped the bot cleanly",
                self.clean.iter().all(|c| *c),
            ),
            (
                "the bot's clock never went back at a restart (by a minute or more)",
                back < 1.0,
            ),
            (
                "matches left to built-in players ended",
                leaves.iter().all(|l| l.is_some()),
            ),
            ("no table in trouble", troubles.is_empty()),
        ];
        let progress = [
            ("every bot process applied actions", every_process_played),
            (
                "Invictus matches over",
                got("Invictus game-over messages") > 0,
            ),
            (
                "Tactica matches over",
                got("Tactica game-over messages") > 0,
            ),
            (
                "reaction windows expired",
                got("windows let expire: prompt closed") > 0,
            ),
            ("reminders posted", got("reminders posted") > 0),
            (
                "missed deadlines offered",
                got("missed-deadline offers posted") > 0,
            ),
        ];
        let mut failed = false;
        for (what, met) in health {
            println!("  {what}: {}", if met { "met" } else { "MISSED" });
            failed |= !met;
        }
        // A short soak (without `--bench`) is too short to show progress: not judged.
        for (what, met) in progress {
            let verdict = match (met, self.soak.full) {
                (true, _) => "met",
                (false, true) => "MISSED",
                (false, false) => "not seen (not judged in the short soak)",
            };
            println!("  {what}: {verdict}");
            failed |= !met && self.soak.full;
        }
        println!("soak: {}", if failed { "FAILED" } else { "passed" });
        failed
    }
}
