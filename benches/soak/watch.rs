//! What the soak watches of the bot: its resident memory (`/proc/PID/status`) and the size of
//! the SQLite write-ahead log, sampled twice a second across restarts; and, at the end, what
//! the fake Discord recorded: boards posted, games over, reminders, missed deadlines, claims
//! and grants, challenges expired, reaction windows prompted and those let expire.

use super::crowd::Crowd;
use crate::driver::footer_version;
use crate::fake_discord::*;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering::SeqCst};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One sample of the bot.
#[derive(Clone, Copy)]
pub struct Sample {
    /// Seconds since the soak began.
    pub at: f64,
    /// Which bot process (0 before the first restart).
    pub lifetime: usize,
    /// Resident memory, kB.
    pub resident: u64,
    /// The write-ahead log's size, bytes.
    pub wal: u64,
}

/// The samples, and the bot process to sample.
pub struct Watch {
    pub pid: AtomicU32,
    pub samples: Mutex<Vec<Sample>>,
    /// Every backup file seen in `backup_dir`.
    pub backups: Mutex<BTreeSet<String>>,
}

/// A field of `/proc/PID/status` in kB (0 when unreadable).
pub fn status_kb(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix(field))
                .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        })
        .unwrap_or(0)
}

impl Watch {
    pub fn new(pid: u32) -> Watch {
        Watch {
            pid: AtomicU32::new(pid),
            samples: Mutex::new(Vec::new()),
            backups: Mutex::new(BTreeSet::new()),
        }
    }

    /// Samples every 500 ms until the soak stops.
    pub async fn run(
        self: Arc<Self>,
        crowd: Arc<Crowd>,
        wal: PathBuf,
        backups: PathBuf,
        began: Instant,
    ) {
        while !crowd.stopping() {
            let resident = status_kb(self.pid.load(SeqCst), "VmRSS:");
            let wal = std::fs::metadata(&wal).map_or(0, |m| m.len());
            if resident > 0 {
                self.samples.lock().expect("samples").push(Sample {
                    at: began.elapsed().as_secs_f64(),
                    lifetime: crowd.lifetime.load(SeqCst),
                    resident,
                    wal,
                });
            }
            if let Ok(dir) = std::fs::read_dir(&backups) {
                let names = dir.filter_map(|e| e.ok()?.file_name().into_string().ok());
                self.backups
                    .lock()
                    .expect("backups")
                    .extend(names.filter(|n| n.ends_with(".db")));
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }

    pub fn samples(&self) -> Vec<Sample> {
        self.samples.lock().expect("samples").clone()
    }
}

/// Mean resident memory (kB) of the samples taken between `from` and `to` seconds.
pub fn mean_resident(samples: &[Sample], from: f64, to: f64) -> Option<f64> {
    let picked: Vec<f64> = samples
        .iter()
        .filter(|s| s.at >= from && s.at < to)
        .map(|s| s.resident as f64)
        .collect();
    (!picked.is_empty()).then(|| picked.iter().sum::<f64>() / picked.len() as f64)
}

/// How often the write-ahead log shrank between two samples (a `TRUNCATE` checkpoint).
pub fn wal_truncations(samples: &[Sample]) -> usize {
    samples
        .windows(2)
        .filter(|w| w[0].lifetime == w[1].lifetime && w[1].wal < w[0].wal)
        .count()
}

/// A bot process's clock against the real one, read from its reaction-window prompts (each
/// names its deadline: the bot's time when posted plus the window): when its first and last
/// prompts were posted (seconds into the soak) and how far ahead of the real clock the bot's
/// clock was then (minutes).
pub struct ClockLead {
    pub process: usize,
    pub first: (f64, f64),
    pub last: (f64, f64),
}

/// The [`ClockLead`] of every bot process that posted a prompt. `began` is the soak's start,
/// `starts` when each process started (seconds into the soak).
pub fn clock_leads(
    fake: &FakeDiscord,
    window: Duration,
    began: (Instant, std::time::SystemTime),
    starts: &[f64],
) -> Vec<ClockLead> {
    let mut leads: BTreeMap<usize, ClockLead> = BTreeMap::new();
    for m in fake.all_messages() {
        let (Some(first), Some(&posted)) = (m.history.first(), m.history_at.first()) else {
            continue;
        };
        let deadline = m.content.split("<t:").nth(1);
        let deadline = deadline.and_then(|r| r.split(':').next()?.parse::<f64>().ok());
        let (true, Some(deadline)) = (first.to_string().contains("iv1:pass:"), deadline) else {
            continue;
        };
        let at = posted.saturating_duration_since(began.0).as_secs_f64();
        let wall = began.1 + Duration::from_secs_f64(at);
        let wall = wall
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        let lead = (deadline - window.as_secs_f64() - wall) / 60.0;
        let process = starts
            .iter()
            .filter(|&&s| s <= at)
            .count()
            .saturating_sub(1);
        let e = leads.entry(process).or_insert(ClockLead {
            process,
            first: (at, lead),
            last: (at, lead),
        });
        if at < e.first.0 {
            e.first = (at, lead);
        }
        if at > e.last.0 {
            e.last = (at, lead);
        }
    }
    leads.into_values().collect()
}

/// What the fake Discord recorded, counted by kind.
pub fn recorded(fake: &FakeDiscord, crowd: &Crowd) -> BTreeMap<&'static str, usize> {
    let mut n: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut add = |what: &'static str, k: usize| *n.entry(what).or_default() += k;
    let mut invictus_versions = 0;
    // The boards of matches over (thread, text), and the threads with a game-over message.
    let mut over = Vec::new();
    let mut announced = BTreeSet::new();
    for m in fake.all_messages() {
        if m.ephemeral || m.deleted {
            continue;
        }
        let text = m.text();
        let first = m.history.first().map(|v| v.to_string()).unwrap_or_default();
        let no_hand = !m.custom_ids().iter().any(|c| c.starts_with("iv1:hand:"));
        if first.contains("Invictus · match #") {
            add("Invictus boards posted", 1);
            invictus_versions += m.embeds.first().and_then(footer_version).unwrap_or(0);
            if no_hand {
                over.push((
                    m.channel_id,
                    text.lines().next().unwrap_or_default().to_string(),
                ));
            }
        }
        if first.contains("Tactica · match #") {
            add("Tactica boards posted", 1);
            if text.contains("The match is over") {
                over.push((
                    m.channel_id,
                    text.lines().next().unwrap_or_default().to_string(),
                ));
            }
        }
        // As posted (a Rematch click edits the game-over message).
        let game_over = first.contains("Match over:") || first.contains("is over.");
        if game_over {
            announced.insert(m.channel_id);
        }
        add(
            "Invictus game-over messages",
            usize::from(first.contains("Match over:")),
        );
        add(
            "Tactica game-over messages",
            usize::from(game_over && first.contains("Tactica match #")),
        );
        add(
            "reminders posted",
            usize::from(m.content.contains("— reminder: it is your move")),
        );
        add(
            "missed-deadline offers posted",
            usize::from(m.content.contains("missed the deadline")),
        );
        add(
            "time-granted notices",
            usize::from(m.content.contains("has more time in match")),
        );
        add(
            "wins by timeout",
            usize::from(first.contains("wins by timeout")),
        );
        add(
            "challenges marked expired",
            usize::from(m.content.starts_with('⌛') && m.content.contains("expired")),
        );
        if first.contains("iv1:pass:") {
            add("reaction-window prompts posted", 1);
            add(
                "reaction-window prompts closed",
                usize::from(m.custom_ids().is_empty()),
            );
        }
    }
    add(
        "Invictus actions on the boards (versions)",
        invictus_versions as usize,
    );
    add("matches over (their boards)", over.len());
    for (thread, title) in over.iter().filter(|(t, _)| !announced.contains(t)) {
        add("matches over without a game-over message", 1);
        crowd.trouble(format!(
            "{title} (thread {thread}) is over but no game-over message was posted"
        ));
    }
    // The windows people let expire: their prompt closed with nobody's answer.
    let ignored = crowd.ignored.lock().expect("ignored").clone();
    let mut threads: BTreeMap<u64, Vec<FakeMessage>> = BTreeMap::new();
    for (thread, pass) in ignored {
        let messages = threads
            .entry(thread)
            .or_insert_with(|| fake.channel_messages(thread));
        let prompt = messages.iter().find(|m| {
            m.history
                .first()
                .is_some_and(|v| v.to_string().contains(&format!("\"{pass}\"")))
        });
        match prompt {
            Some(m) if m.custom_ids().is_empty() => add("windows let expire: prompt closed", 1),
            Some(_) => add("windows let expire: prompt still open", 1),
            None => add("windows let expire: no prompt posted", 1),
        }
    }
    n
}
