//! The bot as a child process, for the benches that run the real binary (`load` and its soak):
//! `invictus serve` started with a configuration file against the fake Discord, its memory read
//! from `/proc`, the WARN and ERROR lines of its log (standard error) kept, and its stop by
//! SIGTERM or SIGKILL.

use super::T;
use crate::fake_discord::FakeDiscord;
use std::path::Path;
use std::sync::{Arc, Mutex};

/// A running `invictus serve`.
pub struct BotProcess {
    child: tokio::process::Child,
    pub pid: u32,
    /// ERROR lines (and panics) the bot logged.
    errors: Arc<Mutex<Vec<String>>>,
    /// WARN lines the bot logged.
    warnings: Arc<Mutex<Vec<String>>>,
}

/// The bot's memory, from `/proc/PID/status`, in kB.
#[derive(Clone, Copy, Default)]
pub struct Memory {
    pub resident: u64,
    pub peak: u64,
    pub threads: u64,
    /// Open file descriptors: the database's files and every HTTP connection.
    pub files: usize,
}

impl std::fmt::Display for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "resident {:.1} MB, peak {:.1} MB, {} threads, {} open files",
            self.resident as f64 / 1024.0,
            self.peak as f64 / 1024.0,
            self.threads,
            self.files
        )
    }
}

impl BotProcess {
    /// Starts `invictus serve` with the configuration file `config` and waits until it has
    /// connected to the fake and its commands are registered.
    pub async fn launch(binary: &Path, fake: &FakeDiscord, config: &Path) -> BotProcess {
        let readies = fake.ready_count();
        let mut child = tokio::process::Command::new(binary)
            .args(["serve", "--config"])
            .arg(config)
            .env("DISCORD_TOKEN", "bench-token")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap_or_else(|e| panic!("load: cannot start {}: {e}", binary.display()));
        let pid = child.id().expect("the bot is running");
        let errors = Arc::new(Mutex::new(Vec::new()));
        let warnings = Arc::new(Mutex::new(Vec::new()));
        let stderr = child.stderr.take().expect("the bot's stderr");
        let (seen, warned) = (Arc::clone(&errors), Arc::clone(&warnings));
        tokio::spawn(async move {
            use tokio::io::AsyncBufReadExt;
            let mut lines = tokio::io::BufReader::new(stderr).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                if line.contains("ERROR") || line.contains("panicked") {
                    seen.lock().expect("errors").push(line);
                } else if line.contains("WARN") {
                    warned.lock().expect("warnings").push(line);
                }
            }
        });
        fake.wait_for(T, "the bot to connect", |f| {
            (f.ready_count() > readies).then_some(())
        })
        .await;
        fake.wait_commands_registered(T).await;
        BotProcess {
            child,
            pid,
            errors,
            warnings,
        }
    }

    pub fn memory(&self) -> Memory {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid))
            .unwrap_or_else(|e| panic!("load: cannot read the bot's /proc status: {e}"));
        let field = |name: &str| {
            status
                .lines()
                .find_map(|l| l.strip_prefix(name))
                .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
                .unwrap_or(0)
        };
        Memory {
            resident: field("VmRSS:"),
            peak: field("VmHWM:"),
            threads: field("Threads:"),
            files: std::fs::read_dir(format!("/proc/{}/fd", self.pid)).map_or(0, |d| d.count()),
        }
    }

    pub fn error_lines(&self) -> Vec<String> {
        self.errors.lock().expect("errors").clone()
    }

    pub fn warning_lines(&self) -> Vec<String> {
        self.warnings.lock().expect("warnings").clone()
    }

    /// Stops the bot with SIGTERM; whether it exited cleanly (status 0) within [`T`].
    pub async fn stop(mut self) -> bool {
        let _ = std::process::Command::new("kill")
            .args(["-TERM", &self.pid.to_string()])
            .status();
        match tokio::time::timeout(T, self.child.wait()).await {
            Ok(status) => status.is_ok_and(|s| s.success()),
            Err(_) => {
                eprintln!("load: the bot did not stop within {T:?} of SIGTERM");
                let _ = self.child.kill().await;
                false
            }
        }
    }

    /// Kills the bot outright (SIGKILL) and waits for it to be gone.
    pub async fn kill(mut self) {
        let _ = self.child.kill().await;
    }
}
