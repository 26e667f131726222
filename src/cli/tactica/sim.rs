//! `invictus sim --game tactica` and `invictus replay` of a Tactica log: the simulator's options
//! checked into a run (or a run of every pair of Empires, `--pairings`), its summary as JSON or
//! text (and the pairings' balance report), and a log replayed to its outcome.

use crate::cli::{command_line, threads, PlayerArg, SimArgs};
use crate::games::tactica::players::PlayerKind;
use crate::games::tactica::sim::{
    self, Applier, PairingsConfig, SimEmpires, TacticaSimConfig, TacticaSimError, TacticaSimSummary,
};
use crate::games::tactica::{Action, Event, Match, Seat, TacticaLog};
use crate::hosting::now_ms;
use crate::kit::lang::Lang;
use crate::store::{ActionRequest, Applied, MatchId, MatchPlace, Store};
use crate::tr;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

/// Rounds after which a simulated match is decided by score when `--turn-cap` is not given.
pub const DEFAULT_TURN_CAP: u32 = 30;

/// The game `sim` plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GameArg {
    Invictus,
    Tactica,
}

/// The seats played on a map when `--seats` is not given.
fn default_seats(map: &str) -> u8 {
    match map {
        "tactica-4p" => 4,
        "tactica-6p" => 6,
        _ => 2,
    }
}

/// Alliances as "0,1/2,3": seats separated by commas, alliances by slashes.
pub fn parse_alliances(text: &str) -> Result<Vec<Vec<Seat>>, String> {
    text.split('/')
        .map(|alliance| {
            alliance
                .split(',')
                .map(|seat| {
                    seat.trim().parse::<Seat>().map_err(|_| {
                        format!("{seat:?} is not a seat number in the alliances {text:?}")
                    })
                })
                .collect()
        })
        .collect()
}

/// A Tactica player from a name given to `--players`.
fn tactica_player(arg: PlayerArg, level: crate::games::Level) -> PlayerKind {
    let opponent = |level: crate::games::Level| {
        PlayerKind::Opponent(match level {
            crate::games::Level::Easy => crate::games::tactica::opponent::Level::Easy,
            crate::games::Level::Normal => crate::games::tactica::opponent::Level::Normal,
            crate::games::Level::Hard => crate::games::tactica::opponent::Level::Hard,
        })
    };
    match arg {
        PlayerArg::Random => PlayerKind::Random,
        PlayerArg::Greedy => PlayerKind::Greedy,
        PlayerArg::Ai(level) => opponent(level),
        PlayerArg::AiAtLevel => opponent(level),
    }
}

/// The run that `sim --game tactica` asks for.
fn config(args: &SimArgs) -> Result<TacticaSimConfig, String> {
    if args.matrix {
        return Err("--matrix is for Invictus matches (Tactica's is --pairings)".to_string());
    }
    let map = args.map.clone();
    let seats = args.seats.unwrap_or_else(|| default_seats(&map));
    let named = args
        .players
        .iter()
        .map(|&p| tactica_player(p, args.level))
        .collect::<Vec<_>>();
    let players = if named.len() == seats as usize {
        named
    } else if named.iter().all(|&k| Some(k) == named.first().copied()) && !named.is_empty() {
        // One kind for every seat.
        vec![named[0]; seats as usize]
    } else {
        return Err(format!(
            "name one player per seat: {seats} on this run, {} named",
            named.len()
        ));
    };
    let alliances = match &args.alliances {
        Some(text) => parse_alliances(text)?,
        None => Vec::new(),
    };
    Ok(TacticaSimConfig {
        games: args.games,
        seed: args.seed,
        map,
        players,
        alliances,
        turn_cap: Some(args.turn_cap.unwrap_or(DEFAULT_TURN_CAP)),
        log_dir: args.log_dir.clone(),
        check_invariants: !args.no_check,
        threads: threads(args.threads),
        empires: sim_empires(args.empires.as_deref())?,
    })
}

/// The Empires `--empires` names: `vanilla` (the default), `draft`, `random`, or one Empire id
/// per seat separated by commas (`media/<unit id or wagon>` for Media).
fn sim_empires(text: Option<&str>) -> Result<SimEmpires, String> {
    Ok(match text.map(str::trim) {
        None | Some("vanilla") => SimEmpires::Vanilla,
        Some("draft") => SimEmpires::Draft,
        Some("random") => SimEmpires::Random,
        Some(list) if !list.is_empty() => {
            SimEmpires::Given(list.split(',').map(|e| e.trim().to_string()).collect())
        }
        Some(_) => {
            return Err("--empires: vanilla, draft, random or Empire ids by seat".to_string())
        }
    })
}

/// The run that `sim --game tactica --pairings` asks for: two players (one kind named is both),
/// the Empires of `--empires` or all of them.
fn pairings_config(args: &SimArgs) -> Result<PairingsConfig, String> {
    if args.seats.is_some_and(|n| n != 2) {
        return Err("--pairings plays duels: two seats".to_string());
    }
    let mut players = args
        .players
        .iter()
        .map(|&p| tactica_player(p, args.level))
        .collect::<Vec<_>>();
    if players.len() == 1 {
        players.push(players[0]);
    }
    if players.len() != 2 {
        return Err("--pairings plays duels: name two players, e.g. greedy,greedy".to_string());
    }
    let empires = match args.empires.as_deref().map(str::trim) {
        None => Vec::new(),
        Some("vanilla" | "draft" | "random" | "") => {
            return Err("--pairings: name the Empires to pair, e.g. akkad,babylon,lydia".into())
        }
        Some(list) => list.split(',').map(|e| e.trim().to_string()).collect(),
    };
    Ok(PairingsConfig {
        games: args.games,
        seed: args.seed,
        map: args.map.clone(),
        players,
        turn_cap: Some(args.turn_cap.unwrap_or(DEFAULT_TURN_CAP)),
        check_invariants: !args.no_check,
        threads: threads(args.threads),
        empires,
    })
}

/// `invictus sim --game tactica --pairings`: one line (or JSON) per pair, and the report.
fn run_pairings(args: &SimArgs) -> Result<(), ExitCode> {
    let bad = |message: String| {
        eprintln!("error: {message}");
        ExitCode::from(2)
    };
    let config = pairings_config(args).map_err(bad)?;
    let summary = match sim::run_pairings(&config) {
        Ok(summary) => summary,
        Err(TacticaSimError::Failure(failure)) => {
            eprintln!("error: {failure}");
            return Err(ExitCode::from(1));
        }
        Err(other) => return Err(bad(other.to_string())),
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&summary).expect("summary serializes")
        );
    } else {
        for r in &summary.pairs {
            println!(
                "{:<9} vs {:<9} games {:>5}  wins A {:>5}  wins B {:>5}  draws {:>4}  A first {:>5}",
                r.a, r.b, r.games, r.wins_a, r.wins_b, r.draws, r.a_first
            );
        }
        println!(
            "{} pairs, {} actions in {} ms",
            summary.pairs.len(),
            summary.actions,
            summary.elapsed_ms
        );
    }
    if let Some(path) = &args.report {
        let report = sim::pairings_report(&summary, &command_line());
        std::fs::write(path, report).map_err(|e| {
            eprintln!("error: cannot write {}: {e}", path.display());
            ExitCode::from(1)
        })?;
    }
    Ok(())
}

/// `invictus sim --game tactica`.
pub fn run_sim(args: &SimArgs) -> Result<(), ExitCode> {
    if args.pairings {
        return run_pairings(args);
    }
    let bad = |message: String| {
        eprintln!("error: {message}");
        ExitCode::from(2)
    };
    let config = config(args).map_err(bad)?;
    let result = match &args.db {
        Some(path) => {
            let mut store = Store::open_setting(path).map_err(|e| bad(e.to_string()))?;
            let mut stored = StoredMatches {
                store: &mut store,
                current: None,
                progress: args.progress,
            };
            sim::run_into(&config, Some(&mut stored))
        }
        None => sim::run(&config),
    };
    match result {
        Ok(summary) => {
            if args.json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&summary).expect("summary serializes")
                );
            } else {
                print!("{}", summary_text(&summary));
            }
            Ok(())
        }
        Err(TacticaSimError::Failure(failure)) => {
            eprintln!("error: {failure}");
            Err(ExitCode::from(1))
        }
        Err(other) => Err(bad(other.to_string())),
    }
}

/// Simulated matches kept in a database: each match created there, each action applied through
/// the store's one-transaction apply (the same checks, log entry and snapshot as any action).
struct StoredMatches<'s> {
    store: &'s mut Store,
    current: Option<MatchId>,
    /// Print "committed <match> <seq>" after each commit (for the crash tests).
    progress: bool,
}

impl Applier for StoredMatches<'_> {
    fn begin(&mut self, game: &Match) -> Result<(), String> {
        let id = self
            .store
            .create_match(game, &MatchPlace::default(), now_ms())
            .map_err(|e| e.to_string())?;
        self.current = Some(id);
        Ok(())
    }

    fn apply(
        &mut self,
        game: &mut Match,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), String> {
        let id = self.current.ok_or("no match was begun")?;
        let request = ActionRequest::local(id, &*game, seat, *action, now_ms());
        match self.store.apply(&request).map_err(|e| e.to_string())? {
            Applied::New {
                seq,
                events: applied,
                game: stored,
            } => {
                *game = *stored;
                events.extend(applied);
                if self.progress {
                    let mut out = std::io::stdout().lock();
                    let _ = writeln!(out, "committed {id} {seq}");
                    let _ = out.flush();
                }
                Ok(())
            }
            Applied::Duplicate { .. } => Err("the store saw this action before".to_string()),
        }
    }
}

fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

/// The summary in a few lines.
pub fn summary_text(s: &TacticaSimSummary) -> String {
    let mut out = String::new();
    let names: Vec<String> = s.players.iter().map(|p| p.to_string()).collect();
    let alliances = if s.alliances.is_empty() {
        "free for all".to_string()
    } else {
        let teams: Vec<String> = s
            .alliances
            .iter()
            .map(|a| {
                a.iter()
                    .map(|seat| seat.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        format!("alliances {}", teams.join(" / "))
    };
    let _ = writeln!(
        out,
        "{} Tactica matches on {} ({} seats, {}: {}), seed {}, turn cap {}",
        s.games,
        s.map,
        s.seats,
        alliances,
        names.join(","),
        s.seed,
        s.turn_cap
            .map_or_else(|| "none".to_string(), |c| format!("{c} rounds"))
    );
    for (empire, seats) in &s.seats_by_empire {
        let wins = s.wins_by_empire.get(empire).copied().unwrap_or(0);
        let _ = writeln!(
            out,
            "wins with {empire}: {wins} of {seats} seats ({:.1}%)",
            percent(wins, *seats)
        );
    }
    let positions: Vec<String> = s.wins_by_turn_position.iter().map(u64::to_string).collect();
    let _ = writeln!(
        out,
        "wins by turn order (first, second, …): {}",
        positions.join(" / ")
    );
    for (kind, wins) in &s.wins_by_kind {
        let _ = writeln!(
            out,
            "wins with a {kind} player: {wins} ({:.1}%)",
            percent(*wins, s.games)
        );
    }
    let seats: Vec<String> = s.wins_by_seat.iter().map(u64::to_string).collect();
    let _ = writeln!(
        out,
        "wins by seat: {} · draws {}",
        seats.join(" / "),
        s.draws
    );
    let _ = writeln!(
        out,
        "ends: last standing {} · castle majority {} · turn cap {}",
        s.outcomes.last_standing, s.outcomes.castle_majority, s.outcomes.turn_cap
    );
    let _ = writeln!(
        out,
        "mean {:.1} turns, {:.1} rounds, {:.0} actions; {} actions in {} ms{}",
        s.mean_turns,
        s.mean_rounds,
        s.mean_actions,
        s.actions,
        s.elapsed_ms,
        if s.checked {
            ", invariants checked after every action"
        } else {
            ""
        }
    );
    let _ = writeln!(
        out,
        "deck (T63): {} cards drawn, {} draws found deck and discard pile empty; dry in {} of {} turns ({:.2}%)",
        s.deck.cards_drawn,
        s.deck.dry_draws,
        s.deck.dry_turns,
        s.deck.turns,
        percent(s.deck.dry_turns, s.deck.turns)
    );
    let per_turn = |n: u64| n as f64 / s.deck.turns.max(1) as f64;
    let _ = writeln!(
        out,
        "reaction prompts: {} windows; {:.2} prompts per turn without standing orders, {:.2} with \"pass on business far from me\" for everyone",
        s.prompts.windows,
        per_turn(s.prompts.prompted),
        per_turn(s.prompts.prompted_far_away)
    );
    for (what, times) in [
        ("every decision", &s.opponent),
        ("its own turns", &s.opponent_turns),
    ] {
        if let Some(t) = times {
            let _ = writeln!(
                out,
                "built-in opponent, {what}: {} decisions, median {} ms, p90 {} ms, p99 {} ms, max {} ms; legal actions median {}, p99 {}, max {}",
                t.decisions, t.median_ms, t.p90_ms, t.p99_ms, t.max_ms, t.legal_median, t.legal_p99, t.legal_max
            );
        }
    }
    out
}

/// `invictus replay` of a Tactica log; None when the file is not one (an Invictus log).
pub fn replay_if_tactica(file: &Path, json: bool, lang: Lang) -> Option<Result<(), ExitCode>> {
    let text = std::fs::read_to_string(file).ok()?;
    if !TacticaLog::is_tactica(&text) {
        return None;
    }
    Some(replay(&text, json, lang))
}

fn replay(text: &str, json: bool, lang: Lang) -> Result<(), ExitCode> {
    let log = TacticaLog::from_json(text).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::from(2)
    })?;
    let (game, _) = log.replay(None).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::from(1)
    })?;
    let view = game.view(None);
    if json {
        let out = serde_json::json!({
            "game": crate::games::tactica::LOG_GAME,
            "actions": log.actions.len(),
            "outcome": game.outcome(),
            "view": view,
        });
        println!(
            "{}",
            serde_json::to_string_pretty(&out).expect("views serialize")
        );
        return Ok(());
    }
    let text = crate::games::tactica::text::board_text(lang, &view, game.board(), game.rules());
    print!("{text}");
    println!(
        "{}",
        tr!(
            lang,
            "tactica-text-replay-progress",
            actions = log.actions.len(),
            turn = game.turn(),
            round = game.round()
        )
    );
    match game.outcome() {
        Some(outcome) => print!(
            "{}",
            crate::games::tactica::text::outcome_text(lang, outcome)
        ),
        None => println!("{}", tr!(lang, "tactica-text-replay-not-over")),
    }
    Ok(())
}
