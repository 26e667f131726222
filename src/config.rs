//! The bot's configuration file (`invictus serve --config FILE`): every setting, its default, and
//! checks that name the setting at fault.

use crate::hosting::HostSettings;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where slash commands are registered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Registration {
    /// In every server the bot is in (Discord may take a while to show new commands).
    Global,
    /// In one server only, instantly: for testing.
    Guild(u64),
}

/// The settings as read from the file; see `config.example.toml` for each one's meaning.
#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub token: Option<String>,
    /// A SQLite file path, or a PostgreSQL server's `postgres://` URL (which
    /// `INVICTUS_DATABASE_URL` in the environment overrides, keeping a password out of the file).
    pub database: String,
    /// PostgreSQL only: the connections (and store threads) of this process.
    pub database_connections: usize,
    pub register_commands_in_guild: Option<u64>,
    pub use_threads: bool,
    #[serde(with = "humantime_serde")]
    pub reaction_window: Duration,
    #[serde(with = "humantime_serde")]
    pub challenge_expiry: Duration,
    pub max_active_matches_per_user: u64,
    pub max_open_challenges_per_user: u64,
    #[serde(with = "humantime_serde")]
    pub turn_time: Duration,
    #[serde(with = "humantime_serde")]
    pub min_turn_time: Duration,
    #[serde(with = "humantime_serde")]
    pub max_turn_time: Duration,
    pub reminders: Vec<u8>,
    #[serde(with = "humantime_serde")]
    pub grant_time: Duration,
    pub vacation_days_per_year: u32,
    #[serde(with = "humantime_serde")]
    pub board_update_interval: Duration,
    /// Whether the board embed carries a drawn picture of the board (its text stays either way).
    pub board_image: bool,
    pub log_level: String,
    pub cards: Option<PathBuf>,
    pub api_base_url: Option<String>,
    /// Where the bot writes its own backups of the database; none when unset.
    pub backup_dir: Option<PathBuf>,
    #[serde(with = "humantime_serde")]
    pub backup_every: Duration,
    pub backup_keep: usize,
    /// Where to serve Prometheus metrics (`/metrics`), e.g. 127.0.0.1:9187; off when unset.
    pub metrics_address: Option<std::net::SocketAddr>,
    /// Which of Discord's gateway shards this process runs; all of one shard when unset.
    pub shards: Option<Shards>,
    /// How many times faster than real time the bot's clock runs: 1 in service; more only for
    /// soak tests (`cargo bench --bench load -- soak`), where every deadline, reminder and
    /// expiry comes that many times sooner.
    pub clock_speed: u32,
}

/// Discord's gateway sharding: the bot's guilds are split into `total` shards (a guild's shard
/// is `(guild_id >> 22) % total`), and this process connects shards `first..=last`. Several
/// processes, each with its own range (and its own database), share the guilds between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shards {
    pub total: u32,
    pub first: u32,
    pub last: u32,
}

impl Shards {
    /// The shard Discord delivers a guild's events on (direct messages: shard 0).
    pub fn of_guild(&self, guild_id: u64) -> u32 {
        ((guild_id >> 22) % u64::from(self.total)) as u32
    }

    /// Whether this process runs the shard of `guild_id`.
    pub fn runs_guild(&self, guild_id: u64) -> bool {
        (self.first..=self.last).contains(&self.of_guild(guild_id))
    }

    /// Whether this process runs shard 0, the one that registers the slash commands.
    pub fn runs_first(&self) -> bool {
        self.first == 0
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            token: None,
            database: "invictus.db".to_string(),
            database_connections: 4,
            register_commands_in_guild: None,
            use_threads: true,
            reaction_window: Duration::from_secs(120),
            challenge_expiry: Duration::from_secs(24 * 3600),
            max_active_matches_per_user: 5,
            max_open_challenges_per_user: 3,
            turn_time: Duration::from_secs(48 * 3600),
            min_turn_time: Duration::from_secs(3600),
            max_turn_time: Duration::from_secs(14 * 24 * 3600),
            reminders: vec![50, 90],
            grant_time: Duration::from_secs(24 * 3600),
            vacation_days_per_year: 14,
            board_update_interval: Duration::from_millis(1500),
            board_image: true,
            log_level: "info".to_string(),
            cards: None,
            api_base_url: None,
            backup_dir: None,
            backup_every: Duration::from_secs(24 * 3600),
            backup_keep: 7,
            metrics_address: None,
            shards: None,
            clock_speed: 1,
        }
    }
}

/// A configuration that cannot be used; the message names the setting.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read the configuration file {path}: {error}")]
    Read { path: String, error: std::io::Error },
    #[error("the configuration file {path} is not valid: {error}")]
    Parse { path: String, error: String },
    #[error("setting `{setting}`: {problem}")]
    Setting {
        setting: &'static str,
        problem: String,
    },
}

fn bad(setting: &'static str, problem: impl Into<String>) -> ConfigError {
    ConfigError::Setting {
        setting,
        problem: problem.into(),
    }
}

impl Config {
    /// Reads and checks a configuration file, `INVICTUS_DATABASE_URL` in the environment
    /// standing for its `database`. Relative paths in it are taken from the directory the bot
    /// is started in.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|error| ConfigError::Read {
            path: path.display().to_string(),
            error,
        })?;
        Config::parse(&text)
            .map_err(|e| match e {
                ConfigError::Parse { error, .. } => ConfigError::Parse {
                    path: path.display().to_string(),
                    error,
                },
                other => other,
            })?
            .with_database_from(std::env::var("INVICTUS_DATABASE_URL").ok())
    }

    /// Parses and checks a configuration text.
    pub fn parse(text: &str) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: String::new(),
            error: e.to_string(),
        })?;
        config.check()?;
        Ok(config)
    }

    fn check(&self) -> Result<(), ConfigError> {
        if self.database.trim().is_empty() {
            return Err(bad(
                "database",
                "must be a SQLite file path or a postgres:// URL",
            ));
        }
        if self.is_postgres() {
            if let Err(e) = self.database.parse::<postgres::Config>() {
                return Err(bad("database", format!("is not a PostgreSQL URL ({e})")));
            }
            if self.backup_dir.is_some() {
                return Err(bad(
                    "backup_dir",
                    "is for a SQLite database: back up a PostgreSQL database with pg_dump",
                ));
            }
        }
        if !(1..=64).contains(&self.database_connections) {
            return Err(bad("database_connections", "must be between 1 and 64"));
        }
        if !(Duration::from_secs(10)..=Duration::from_secs(86_400)).contains(&self.reaction_window)
        {
            return Err(bad(
                "reaction_window",
                "must be between 10s and 24h (e.g. \"2m\")",
            ));
        }
        if !(Duration::from_secs(60)..=Duration::from_secs(30 * 86_400))
            .contains(&self.challenge_expiry)
        {
            return Err(bad(
                "challenge_expiry",
                "must be between 1m and 30days (e.g. \"24h\")",
            ));
        }
        if self.max_active_matches_per_user == 0 {
            return Err(bad("max_active_matches_per_user", "must be at least 1"));
        }
        if self.max_open_challenges_per_user == 0 {
            return Err(bad("max_open_challenges_per_user", "must be at least 1"));
        }
        if self.min_turn_time < Duration::from_secs(60) || self.min_turn_time > self.max_turn_time {
            return Err(bad(
                "min_turn_time",
                "must be at least 1m and at most max_turn_time",
            ));
        }
        if self.max_turn_time > Duration::from_secs(365 * 86_400) {
            return Err(bad("max_turn_time", "must be at most a year"));
        }
        if self.turn_time < self.min_turn_time || self.turn_time > self.max_turn_time {
            return Err(bad(
                "turn_time",
                "must be between min_turn_time and max_turn_time",
            ));
        }
        if self.reminders.iter().any(|&p| p == 0 || p >= 100) {
            return Err(bad(
                "reminders",
                "are percents of the turn time, each between 1 and 99",
            ));
        }
        if self.grant_time < Duration::from_secs(60) || self.grant_time > self.max_turn_time {
            return Err(bad(
                "grant_time",
                "must be at least 1m and at most max_turn_time",
            ));
        }
        if self.vacation_days_per_year > 366 {
            return Err(bad("vacation_days_per_year", "must be at most 366"));
        }
        if self.board_update_interval > Duration::from_secs(60) {
            return Err(bad("board_update_interval", "must be at most 60s"));
        }
        if !(1..=3600).contains(&self.clock_speed) {
            return Err(bad("clock_speed", "must be between 1 and 3600"));
        }
        if tracing_subscriber::EnvFilter::try_new(&self.log_level).is_err() {
            return Err(bad(
                "log_level",
                format!(
                    "{:?} is not a log level or filter (try \"info\" or \"invictus=debug\")",
                    self.log_level
                ),
            ));
        }
        if let Some(url) = &self.api_base_url {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(bad("api_base_url", "must start with http:// or https://"));
            }
        }
        if self.backup_every < Duration::from_secs(60) {
            return Err(bad("backup_every", "must be at least 1m (e.g. \"24h\")"));
        }
        if self.backup_keep == 0 {
            return Err(bad("backup_keep", "must be at least 1"));
        }
        if self
            .backup_dir
            .as_ref()
            .is_some_and(|d| d.as_os_str().is_empty())
        {
            return Err(bad("backup_dir", "must be a directory path (or left out)"));
        }
        if let Some(shards) = &self.shards {
            if shards.total == 0 {
                return Err(bad("shards", "total must be at least 1"));
            }
            if shards.first > shards.last || shards.last >= shards.total {
                return Err(bad(
                    "shards",
                    format!(
                        "this process runs shards first..=last of 0..{}: need first <= last < total",
                        shards.total
                    ),
                ));
            }
        }
        if let Some(token) = &self.token {
            if token.trim().is_empty() {
                return Err(bad("token", "is empty (remove it to use DISCORD_TOKEN)"));
            }
        }
        Ok(())
    }

    /// The guilds whose timers, expiries and built-in opponents this process runs on a shared
    /// database: those of its shards (all of them when it runs every shard).
    pub fn share(&self) -> crate::store::Share {
        self.shards
            .map_or(crate::store::Share::ALL, |s| crate::store::Share {
                total: s.total,
                first: s.first,
                last: s.last,
            })
    }

    /// Whether the database is a PostgreSQL server (else a SQLite file).
    pub fn is_postgres(&self) -> bool {
        crate::store::is_postgres_url(&self.database)
    }

    /// The database `INVICTUS_DATABASE_URL` names (`env`), if set, instead of the file's
    /// `database`; checked again.
    pub fn with_database_from(mut self, env: Option<String>) -> Result<Config, ConfigError> {
        if let Some(url) = env.filter(|u| !u.trim().is_empty()) {
            self.database = url.trim().to_string();
            self.check()?;
        }
        Ok(self)
    }

    /// The bot token: `DISCORD_TOKEN` from the environment, else the `token` setting.
    pub fn token(&self, env: Option<String>) -> Result<String, ConfigError> {
        env.filter(|t| !t.trim().is_empty())
            .or_else(|| self.token.clone())
            .map(|t| t.trim().to_string())
            .ok_or_else(|| {
                bad(
                    "token",
                    "no bot token: set the DISCORD_TOKEN environment variable or `token` in the configuration",
                )
            })
    }

    pub fn registration(&self) -> Registration {
        match self.register_commands_in_guild {
            Some(id) => Registration::Guild(id),
            None => Registration::Global,
        }
    }

    pub fn host_settings(&self) -> HostSettings {
        HostSettings {
            reaction_window: self.reaction_window,
            challenge_expiry: self.challenge_expiry,
            max_active_matches_per_user: self.max_active_matches_per_user,
            max_open_challenges_per_user: self.max_open_challenges_per_user,
            min_turn_time: self.min_turn_time,
            max_turn_time: self.max_turn_time,
            reminders: self.reminders.clone(),
            grant: self.grant_time,
            vacation_allowance: Duration::from_secs(
                u64::from(self.vacation_days_per_year) * 86_400,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_configuration_is_valid_and_matches_the_defaults() {
        let text = include_str!("../config.example.toml");
        let parsed = Config::parse(text).expect("config.example.toml parses");
        let defaults = Config::default();
        assert_eq!(parsed.database, defaults.database);
        assert_eq!(parsed.reaction_window, defaults.reaction_window);
        assert_eq!(parsed.challenge_expiry, defaults.challenge_expiry);
        assert_eq!(parsed.use_threads, defaults.use_threads);
        assert_eq!(
            parsed.max_active_matches_per_user,
            defaults.max_active_matches_per_user
        );
        assert_eq!(
            parsed.max_open_challenges_per_user,
            defaults.max_open_challenges_per_user
        );
        assert_eq!(parsed.board_update_interval, defaults.board_update_interval);
        assert_eq!(parsed.board_image, defaults.board_image);
        assert_eq!(parsed.turn_time, defaults.turn_time);
        assert_eq!(parsed.min_turn_time, defaults.min_turn_time);
        assert_eq!(parsed.max_turn_time, defaults.max_turn_time);
        assert_eq!(parsed.reminders, defaults.reminders);
        assert_eq!(parsed.grant_time, defaults.grant_time);
        assert_eq!(
            parsed.vacation_days_per_year,
            defaults.vacation_days_per_year
        );
        assert_eq!(parsed.log_level, defaults.log_level);
        assert_eq!(parsed.backup_dir, defaults.backup_dir);
        assert_eq!(parsed.backup_every, defaults.backup_every);
        assert_eq!(parsed.backup_keep, defaults.backup_keep);
    }

    #[test]
    fn bad_settings_are_named() {
        let cases = [
            ("reaction_window = \"2s\"", "reaction_window"),
            ("reaction_window = \"soon\"", "reaction_window"),
            ("challenge_expiry = \"90days\"", "challenge_expiry"),
            (
                "max_active_matches_per_user = 0",
                "max_active_matches_per_user",
            ),
            ("log_level = \"[[\"", "log_level"),
            ("reminders = [0, 50]", "reminders"),
            ("shards = { total = 0, first = 0, last = 0 }", "shards"),
            ("shards = { total = 2, first = 1, last = 2 }", "shards"),
            ("shards = { total = 4, first = 2, last = 1 }", "shards"),
            ("turn_time = \"30days\"", "turn_time"),
            ("api_base_url = \"localhost\"", "api_base_url"),
            ("colour = \"red\"", "colour"),
            ("use_threads = \"yes\"", "use_threads"),
            ("backup_every = \"5s\"", "backup_every"),
            ("backup_keep = 0", "backup_keep"),
            ("metrics_address = \"nowhere\"", "metrics_address"),
            ("database = \"\"", "database"),
            (
                "database = \"postgres://bot@db:notaport/invictus\"",
                "database",
            ),
            ("database_connections = 0", "database_connections"),
            (
                "database = \"postgres://bot@db/invictus\"\nbackup_dir = \"backups\"",
                "backup_dir",
            ),
        ];
        for (text, setting) in cases {
            let err = Config::parse(text).expect_err(text).to_string();
            assert!(err.contains(setting), "{text}: {err}");
        }
    }

    #[test]
    fn the_database_is_a_file_or_a_postgres_url_that_the_environment_may_give() {
        let file = Config::parse("database = \"/data/invictus.db\"").unwrap();
        assert!(!file.is_postgres());
        let url = "postgres://invictus@db.internal:5432/invictus";
        let server = Config::parse(&format!("database = {url:?}")).unwrap();
        assert!(server.is_postgres());
        assert_eq!(server.database_connections, 4);
        // INVICTUS_DATABASE_URL stands for the file's setting, checked as it is.
        let moved = file
            .clone()
            .with_database_from(Some("postgres://invictus:secret@db/invictus".into()))
            .unwrap();
        assert!(moved.is_postgres());
        assert_eq!(
            file.clone().with_database_from(None).unwrap().database,
            "/data/invictus.db"
        );
        let err = file
            .with_database_from(Some("postgres://bot@db:notaport/x".into()))
            .expect_err("a malformed URL")
            .to_string();
        assert!(err.contains("database"), "{err}");
    }

    #[test]
    fn board_edits_may_be_immediate() {
        // benches/clicks.rs measures click-to-board-edit latency without the coalescing delay.
        let config = Config::parse("board_update_interval = \"0ms\"").unwrap();
        assert_eq!(config.board_update_interval, Duration::ZERO);
    }

    #[test]
    fn the_environment_token_wins_and_a_missing_token_is_named() {
        let config = Config::parse("token = \"from-file\"").unwrap();
        assert_eq!(config.token(Some("from-env".into())).unwrap(), "from-env");
        assert_eq!(config.token(None).unwrap(), "from-file");
        let err = Config::default().token(None).unwrap_err().to_string();
        assert!(
            err.contains("DISCORD_TOKEN") && err.contains("`token`"),
            "{err}"
        );
    }

    #[test]
    fn shards_split_guilds_as_discord_does() {
        let config = Config::parse("shards = { total = 4, first = 2, last = 3 }").unwrap();
        let shards = config.shards.expect("shards set");
        // Discord's formula: (guild_id >> 22) % total; 41771983423143937 >> 22 = 9959216934.
        assert_eq!(shards.of_guild(41_771_983_423_143_937), 2);
        assert!(shards.runs_guild(41_771_983_423_143_937));
        assert!(!shards.runs_guild(5 << 22));
        assert!(shards.runs_guild(2 << 22));
        assert!(shards.runs_guild(7 << 22));
        assert!(!shards.runs_first());
        assert_eq!(Config::default().shards, None);
    }
}
