//! The `invictus` command line: `serve`, `cards`, `play`, `sim`, `render`, `replay` and `db`.

pub mod invictus;
mod operate;
mod tactica;

use operate::{run_db, run_health, run_serve};

use crate::games::invictus::cards;
use crate::games::invictus::opponent::Level;
use crate::games::invictus::replay::MatchLog;
use crate::games::invictus::rules::{Army, BySeat, Catalog, Mode, Settings, Version, FULL_RESERVE};
use crate::games::invictus::sim::{self, PlayerKind, SimConfig, SimError};
use crate::kit::lang::Lang;
use crate::store::{MatchId, Store};
use clap::{Args, Parser, Subcommand};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "invictus",
    version,
    about = "Invictus, the two-player tactical card game: rules engine, simulator and tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Args)]
struct CardsFile {
    /// A corrected card data file to use instead of the built-in one.
    #[arg(long, value_name = "PATH", global = true)]
    cards: Option<PathBuf>,
}

/// The language of a player-facing command's output.
#[derive(Args)]
struct LangChoice {
    /// The language to write in: en, fr or cs (default: from LC_ALL, LC_MESSAGES or LANG; English
    /// when none names a language there is a catalog for).
    #[arg(long, value_name = "CODE")]
    lang: Option<String>,
}

impl LangChoice {
    fn lang(&self) -> Result<Lang, ExitCode> {
        match &self.lang {
            None => Ok(Lang::from_env()),
            Some(code) => Lang::from_locale(code).ok_or_else(|| {
                let known: Vec<&str> = Lang::all().map(Lang::code).collect();
                eprintln!(
                    "error: --lang {code}: no such language (there are: {})",
                    known.join(", ")
                );
                ExitCode::from(2)
            }),
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Play a match in this terminal: Invictus against the built-in opponent, or Tactica with
    /// --game tactica (saved; --resume continues it).
    Play(PlayArgs),
    /// Run the Discord bot until SIGINT or SIGTERM.
    Serve {
        /// The configuration file (see config.example.toml).
        #[arg(long, value_name = "FILE", default_value = "config.toml")]
        config: PathBuf,
    },
    /// Check that the bot is alive (for Docker's HEALTHCHECK): its database opens and the bot
    /// wrote its gateway and timer-loop heartbeats recently. Exit 0 healthy, 1 not.
    Health {
        /// The bot's configuration file (for the database's path).
        #[arg(long, value_name = "FILE", default_value = "config.toml")]
        config: PathBuf,
        /// How old a heartbeat may be, like 3m or 90s.
        #[arg(long, default_value = "3m", value_parser = humantime::parse_duration)]
        max_age: std::time::Duration,
    },
    /// Print the card catalog.
    Cards {
        /// Print a JSON array instead of a table.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        file: CardsFile,
    },
    /// Play many matches between scripted players and check the rules' invariants.
    Sim(SimArgs),
    /// Database tools: verify stored matches, export a finished match, back up a live database.
    Db {
        #[command(subcommand)]
        command: DbCommand,
    },
    /// Draw the public board of a match log (or of a stored match) as a PNG picture.
    Render(RenderArgs),
    /// Replay a match log and print the final public view and outcome.
    Replay {
        /// A log written by `sim --log-dir`, `db export` or the bot's /export.
        file: PathBuf,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        cards: CardsFile,
        #[command(flatten)]
        lang: LangChoice,
    },
}

#[derive(Subcommand)]
enum DbCommand {
    /// Replay every stored match from its setup and log and compare with its snapshot.
    Verify {
        /// A SQLite file, or a PostgreSQL server's postgres:// URL.
        #[arg(long, value_name = "FILE|URL")]
        db: String,
    },
    /// Write the log of a finished match (setup, every action with its seat and time) as JSON,
    /// the format `invictus replay` reads.
    Export {
        /// A SQLite file, or a PostgreSQL server's postgres:// URL.
        #[arg(long, value_name = "FILE|URL")]
        db: String,
        /// The match's number.
        #[arg(long = "match", value_name = "N")]
        match_id: i64,
        /// Where to write it (default: standard output).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Copy every match, player, challenge, timer and rating into a new database: from a
    /// SQLite file to a PostgreSQL server when a bot outgrows one machine, or back. The bot
    /// must be stopped; the target must be empty (a new file, or a new PostgreSQL database).
    Copy {
        /// The database to copy: a SQLite file or a postgres:// URL.
        #[arg(long, value_name = "FILE|URL")]
        from: String,
        /// The new database: a SQLite file or a postgres:// URL.
        #[arg(long, value_name = "FILE|URL")]
        to: String,
    },
    /// Write a consistent copy of the database, also while the bot is running.
    Backup {
        #[arg(long, value_name = "FILE")]
        db: PathBuf,
        /// The copy to write (must not exist yet).
        out: PathBuf,
    },
}

#[derive(Args)]
struct PlayArgs {
    /// Your army: a preset (king, shogun, pharaoh, odin, tlatoani, emperor) or an army text.
    #[arg(long, default_value = "king")]
    army: String,
    /// The AI's army (in the team mode, both opponents' and your partner's).
    #[arg(long, default_value = "king")]
    vs: String,
    /// A duel against the AI, or the team mode (R32-R44): you and an AI partner (seats A and C)
    /// against two AI opponents (B and D).
    #[arg(long, value_enum, default_value_t = ModeArg::Duel)]
    mode: ModeArg,
    /// How strong the AI plays: easy, normal or hard (Tactica: the level of a `bot` seat).
    #[arg(long, default_value = "normal")]
    level: crate::games::invictus::opponent::Level,
    /// Seed of the deal (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Light Match: 10 Soldiers and a Leader each.
    #[arg(long)]
    light: bool,
    /// The file the match is saved in.
    #[arg(long, value_name = "FILE", default_value = "invictus-play.db")]
    db: PathBuf,
    /// Continue the newest unfinished match in the file instead of starting one (Tactica: the
    /// match saved in --save).
    #[arg(long, conflicts_with_all = ["army", "vs", "level", "seed", "light", "mode", "seats", "turn_cap", "empire"])]
    resume: bool,
    /// The game: invictus, or tactica (the hex map strategy game, on the 3-castle map).
    #[arg(long, value_enum, default_value_t = PlayGame::Invictus)]
    game: PlayGame,
    /// Tactica: who plays each seat from seat 0, comma-separated: human, bot (the built-in player
    /// at --level, or bot:easy, bot:normal, bot:hard), greedy or random (2 or 3 seats; several
    /// humans take turns at the keyboard). Default: human,bot.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    seats: Option<Vec<tactica::TacticaSeatArg>>,
    /// Tactica: the file the match log is saved in after every action.
    #[arg(long, value_name = "FILE", default_value = "tactica-play.json")]
    save: PathBuf,
    /// Tactica: the rounds after which the match is decided on points (T15); 0 for none.
    #[arg(long, value_name = "ROUNDS", default_value_t = 40)]
    turn_cap: u32,
    /// Tactica: play with the Empires (T7–T119): `draft` (bans and picks before the first
    /// castle, every seat in turn), or one Empire id per seat, comma-separated (Media as
    /// media/<unit id or wagon>, naming its cheaper type). Default: Vanilla.
    #[arg(long, value_name = "draft|ID,ID")]
    empire: Option<String>,
    #[command(flatten)]
    file: CardsFile,
    #[command(flatten)]
    lang: LangChoice,
}

#[derive(Args)]
struct RenderArgs {
    /// A log written by `sim --log-dir` (or use --db and --match).
    #[arg(required_unless_present = "db", conflicts_with = "db")]
    file: Option<PathBuf>,
    /// A database written by the bot or by `play`.
    #[arg(long, value_name = "FILE", requires = "match_id")]
    db: Option<PathBuf>,
    /// The match to draw from --db.
    #[arg(long = "match", value_name = "N")]
    match_id: Option<i64>,
    /// Draw the board after this many actions (default: all of them).
    #[arg(long, value_name = "N")]
    actions: Option<usize>,
    /// Where to write the picture.
    #[arg(long, value_name = "FILE", default_value = "board.png")]
    out: PathBuf,
    /// Write the SVG drawing instead of the PNG.
    #[arg(long)]
    svg: bool,
    #[command(flatten)]
    cards: CardsFile,
    #[command(flatten)]
    lang: LangChoice,
}

#[derive(Args)]
#[command(group(clap::ArgGroup::new("tables").args(["matrix", "pairings"])))]
struct SimArgs {
    /// Number of matches.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Seed of the run; match i is seeded from it and i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A duel, or the 4-player team mode (R32-R44): A and C against B and D.
    #[arg(long, value_enum, default_value_t = ModeArg::Duel)]
    mode: ModeArg,
    /// The players, comma-separated: random, greedy, ai or ai:LEVEL. Two for a duel; for the
    /// team mode four (seats A, B, C, D) or two (each plays both seats of its team). They swap
    /// sides every match (the first named sits in seat A in even matches, in seat B in odd
    /// ones); wins_a and wins_b count the wins of the first and the second named (team).
    #[arg(long, default_value = "random,random", value_delimiter = ',', value_parser = parse_players)]
    players: Vec<PlayerArg>,
    /// The level of every `ai` player named without one: easy, normal or hard.
    #[arg(long, value_name = "LEVEL", default_value_t = Level::Normal)]
    level: Level,
    /// Matches played at the same time; the default is one per core. The results do not depend
    /// on it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    threads: Option<u64>,
    /// Army of seat A: a preset (king) or an army text.
    #[arg(long, default_value = "king")]
    army_a: String,
    /// Army of seat B.
    #[arg(long, default_value = "king")]
    army_b: String,
    /// Army of seat C (team mode: A's partner).
    #[arg(long, default_value = "king")]
    army_c: String,
    /// Army of seat D (team mode: B's partner).
    #[arg(long, default_value = "king")]
    army_d: String,
    /// Light Match: armies of 10 Soldiers and a Leader (presets are halved).
    #[arg(long)]
    light: bool,
    /// Handicap: reserve limits of sides A and B (of the teams in the team mode), e.g. 5,3.
    #[arg(long, value_name = "A,B", value_parser = parse_limits)]
    reserve_limits: Option<(u8, u8)>,
    /// Play every ordered pair of the six pure versions (--games matches each) and print one
    /// row per pair.
    #[arg(long, conflicts_with_all = ["army_a", "army_b", "log_dir"])]
    matrix: bool,
    /// Print JSON: one object (with --pairings, its `pairs` a row per pair), or with --matrix an
    /// array of rows.
    #[arg(long)]
    json: bool,
    /// With --matrix or --pairings: also write a Markdown balance report (win rate of every
    /// version or Empire against every other, the command that produced it) to this file.
    #[arg(long, value_name = "FILE", requires = "tables")]
    report: Option<PathBuf>,
    /// Write each match's setup and actions as JSON in this folder.
    #[arg(long, value_name = "DIR")]
    log_dir: Option<PathBuf>,
    /// Store every match, action by action, in this database: a SQLite file or a PostgreSQL
    /// server's postgres:// URL.
    #[arg(long, value_name = "FILE|URL", conflicts_with = "matrix")]
    db: Option<String>,
    /// With --db: print "committed <match> <seq>" after each action's commit.
    #[arg(long, requires = "db")]
    progress: bool,
    /// Skip the invariant checks after every action (faster).
    #[arg(long)]
    no_check: bool,
    /// The game: invictus, or tactica (then --players names one random or greedy per seat).
    #[arg(long, value_enum, default_value_t = tactica::sim::GameArg::Invictus)]
    game: tactica::sim::GameArg,
    /// Tactica: the map, tactica-3p, tactica-4p or tactica-6p.
    #[arg(long, default_value = "tactica-3p")]
    map: String,
    /// Tactica: the number of players (default: 2 on tactica-3p, 4 on tactica-4p, 6 on
    /// tactica-6p).
    #[arg(long, value_name = "N")]
    seats: Option<u8>,
    /// Tactica: fixed alliances of seats (from 0), e.g. 0,1/2,3 or 0,2,4/1,3,5.
    #[arg(long, value_name = "SEATS")]
    alliances: Option<String>,
    /// Tactica: rounds after which a match is decided by score, then castles held (T15);
    /// default 30.
    #[arg(long, value_name = "ROUNDS")]
    turn_cap: Option<u32>,
    /// Tactica: the Empires (T7): vanilla (none, the default), draft, random (distinct Empires
    /// drawn for each match), or one Empire id per seat, e.g. akkad,media/heavy_cavalry. With
    /// --pairings: the Empires to pair (default: all ten, Media as media/heavy_infantry).
    #[arg(long, value_name = "EMPIRES")]
    empires: Option<String>,
    /// Tactica: play every pair of distinct Empires (--games matches each, a multiple of 4 to
    /// balance seats and turn order exactly) in duels on --map; the two swap seats from one
    /// match to the next and each plays first in half of them. With --report FILE: the
    /// Markdown balance report.
    #[arg(long, conflicts_with_all = ["log_dir", "db", "alliances"])]
    pairings: bool,
    #[command(flatten)]
    file: CardsFile,
}

/// A player as named on the command line: `ai` alone takes the level of `--level`.
#[derive(Clone, Copy, Debug)]
enum PlayerArg {
    Random,
    Greedy,
    Ai(Level),
    AiAtLevel,
}

impl PlayerArg {
    /// The Invictus simulator's player.
    fn resolve(self, level: Level) -> PlayerKind {
        match self {
            PlayerArg::Random => PlayerKind::Random,
            PlayerArg::Greedy => PlayerKind::Greedy,
            PlayerArg::Ai(level) => PlayerKind::Ai(level),
            PlayerArg::AiAtLevel => PlayerKind::Ai(level),
        }
    }
}

/// The game mode as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum ModeArg {
    Duel,
    Teams,
}

impl From<ModeArg> for crate::games::invictus::rules::Mode {
    fn from(mode: ModeArg) -> Self {
        match mode {
            ModeArg::Duel => crate::games::invictus::rules::Mode::Duel,
            ModeArg::Teams => crate::games::invictus::rules::Mode::Teams,
        }
    }
}

/// One player named (clap calls it for each comma-separated value).
fn parse_players(text: &str) -> Result<PlayerArg, String> {
    match text.trim() {
        "ai" => Ok(PlayerArg::AiAtLevel),
        other => other.parse().map(|kind| match kind {
            PlayerKind::Random => PlayerArg::Random,
            PlayerKind::Greedy => PlayerArg::Greedy,
            PlayerKind::Ai(level) => PlayerArg::Ai(level),
        }),
    }
}

/// The players of every seat of `mode`, in seat order, from the two or four named.
fn seat_players(
    named: &[PlayerArg],
    mode: crate::games::invictus::rules::Mode,
    level: Level,
) -> Result<Vec<PlayerKind>, String> {
    let kinds: Vec<PlayerKind> = named.iter().map(|p| p.resolve(level)).collect();
    match (mode, kinds.len()) {
        (crate::games::invictus::rules::Mode::Duel, 2)
        | (crate::games::invictus::rules::Mode::Teams, 4) => Ok(kinds),
        (crate::games::invictus::rules::Mode::Teams, 2) => {
            Ok(vec![kinds[0], kinds[1], kinds[0], kinds[1]])
        }
        (crate::games::invictus::rules::Mode::Duel, _) => {
            Err("give two players separated by a comma, e.g. ai,random".to_string())
        }
        (crate::games::invictus::rules::Mode::Teams, _) => Err(
            "give four players (seats A, B, C, D) or two (one per team), e.g. ai,random,ai,random"
                .to_string(),
        ),
    }
}

/// The number of matches played at once: `--threads`, or one per core.
fn threads(arg: Option<u64>) -> usize {
    arg.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |n| n as usize,
    )
}

fn parse_limits(text: &str) -> Result<(u8, u8), String> {
    let parse = |s: &str| -> Result<u8, String> {
        s.trim()
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=FULL_RESERVE).contains(n))
            .ok_or_else(|| format!("{s:?} is not a reserve limit (1 to 5)"))
    };
    match text.split_once(',') {
        Some((a, b)) => Ok((parse(a)?, parse(b)?)),
        None => Err("give two limits separated by a comma, e.g. 5,3".to_string()),
    }
}

fn load_catalog(path: Option<&PathBuf>) -> Result<Catalog, ExitCode> {
    cards::load_or_builtin(path.map(PathBuf::as_path)).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::from(2)
    })
}

/// Runs the command line; the exit code is 0 on success, 1 when a simulation finds a broken
/// invariant, 2 on bad input.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

fn run(command: Command) -> Result<(), ExitCode> {
    match command {
        Command::Serve { config } => run_serve(&config),
        Command::Health { config, max_age } => run_health(&config, max_age),
        Command::Cards { json, file } => {
            let catalog = load_catalog(file.cards.as_ref())?;
            if json {
                let entries: Vec<_> = catalog.cards().iter().map(|c| c.to_entry()).collect();
                println!(
                    "{}",
                    serde_json::to_string_pretty(&entries).expect("cards serialize")
                );
            } else {
                print!("{}", invictus::text::catalog_table(&catalog));
            }
            Ok(())
        }
        Command::Play(args) => run_play(args),
        Command::Sim(args) if args.game == tactica::sim::GameArg::Tactica => {
            tactica::sim::run_sim(&args)
        }
        Command::Sim(args) => invictus::sim::run_sim(args),
        Command::Db { command } => run_db(command),
        Command::Render(args) => run_render(args),
        Command::Replay {
            file,
            json,
            cards,
            lang,
        } => {
            // A bad --lang is refused for both games; an Invictus replay is in English for now.
            let lang = lang.lang()?;
            if let Some(result) = tactica::sim::replay_if_tactica(&file, json, lang) {
                return result;
            }
            let catalog = load_catalog(cards.cards.as_ref())?;
            let log = MatchLog::read(&file).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::from(2)
            })?;
            let game = log.replay(&catalog).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::from(1)
            })?;
            let view = game.view(None);
            if json {
                let out = serde_json::json!({
                    "actions": log.actions.len(),
                    "outcome": game.outcome(),
                    "view": view,
                });
                println!(
                    "{}",
                    serde_json::to_string_pretty(&out).expect("views serialize")
                );
            } else {
                print!("{}", invictus::text::view(&view));
            }
            Ok(())
        }
    }
}

/// `invictus render`: the public board picture of a log or a stored match, with its last move
/// marked.
fn run_render(args: RenderArgs) -> Result<(), ExitCode> {
    let lang = args.lang.lang()?;
    if let Some(file) = args
        .file
        .as_deref()
        .filter(|f| tactica::render::is_tactica_log(f))
    {
        return tactica::render::run(lang, file, args.actions, &args.out, args.svg);
    }
    invictus::render::run(args, lang)
}

/// The game `invictus play` plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum PlayGame {
    Invictus,
    Tactica,
}

fn run_play(args: PlayArgs) -> Result<(), ExitCode> {
    let lang = args.lang.lang()?;
    if args.game == PlayGame::Tactica {
        return tactica::run_play(args, lang);
    }
    let catalog = load_catalog(args.file.cards.as_ref())?;
    let options = invictus::play::PlayOptions {
        army: args.army,
        vs: args.vs,
        mode: args.mode.into(),
        level: args.level,
        seed: args.seed,
        light: args.light,
        db: args.db,
        resume: args.resume,
        lang,
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    invictus::play::run(&options, &catalog, &mut input, &mut out).map_err(|e| {
        eprintln!("error: {e}");
        match e {
            invictus::play::PlayError::Usage(_) => ExitCode::from(2),
            _ => ExitCode::from(1),
        }
    })
}

/// This process's command line as a shell would take it, the program named `invictus`.
fn command_line() -> String {
    let mut words = vec!["invictus".to_string()];
    for arg in std::env::args().skip(1) {
        let plain = !arg.is_empty()
            && arg
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.,:/=+".contains(c));
        words.push(if plain {
            arg
        } else {
            format!("'{}'", arg.replace('\'', "'\\''"))
        });
    }
    words.join(" ")
}
