//! `invictus sim` for Invictus: matches between players or armies, the matrix of every pair
//! of versions, JSON output.

use super::{balance, text};
use crate::cli::*;
use crate::games::invictus::rules::{Action, Match, Seat};
use crate::games::seat_number;
use crate::hosting::now_ms;
use crate::store::{ActionRequest, Applied, MatchPlace};

pub(in crate::cli) fn run_sim(args: SimArgs) -> Result<(), ExitCode> {
    let catalog = load_catalog(args.file.cards.as_ref())?;
    let bad = |message: String| {
        eprintln!("error: {message}");
        ExitCode::from(2)
    };
    if args.empires.is_some() || args.pairings {
        return Err(bad(
            "--empires and --pairings are for Tactica matches (--game tactica)".to_string(),
        ));
    }
    let mode = crate::games::invictus::rules::Mode::from(args.mode);
    let players = seat_players(&args.players, mode, args.level).map_err(bad)?;
    if args.matrix && mode == crate::games::invictus::rules::Mode::Teams {
        return Err(bad(
            "--matrix plays duels; leave out --mode teams".to_string()
        ));
    }
    let texts = [&args.army_a, &args.army_b, &args.army_c, &args.army_d];
    let mut armies = Vec::new();
    for (&seat, text) in mode.seats().iter().zip(texts) {
        armies.push(Army::parse(text, args.light).map_err(|e| bad(format!("army {seat}: {e}")))?);
    }
    let mut settings = Settings {
        light_match: args.light,
        mode,
        ..Settings::default()
    };
    if let Some((a, b)) = args.reserve_limits {
        settings.reserve_limit = crate::games::invictus::rules::BySide::new(a, b);
    }
    // Validate once up front so a bad army is a usage error, not a simulation failure.
    let probe = crate::games::invictus::rules::MatchSetup {
        armies: BySeat::for_mode(mode, |seat| armies[seat.index()].clone()),
        settings: settings.clone(),
        seed: 0,
    };
    crate::games::invictus::rules::Match::new(probe, &catalog).map_err(|e| bad(e.to_string()))?;
    if args.matrix {
        return run_matrix(&args, settings, &catalog);
    }
    let config = SimConfig {
        games: args.games,
        seed: args.seed,
        players,
        armies,
        settings,
        log_dir: args.log_dir,
        check_invariants: !args.no_check,
        threads: threads(args.threads),
    };
    let result = match &args.db {
        Some(path) => {
            let mut store = Store::open_setting(path).map_err(|e| bad(e.to_string()))?;
            let mut stored = StoredMatches {
                store: &mut store,
                current: None,
                progress: args.progress,
            };
            sim::run_into(&config, &catalog, Some(&mut stored))
        }
        None => sim::run(&config, &catalog),
    };
    match result {
        Ok(summary) => {
            if args.json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&summary).expect("summary serializes")
                );
            } else {
                print!("{}", text::sim_summary(&summary));
            }
            Ok(())
        }
        Err(SimError::Invariant(failure)) => {
            eprintln!("error: {failure}");
            Err(ExitCode::from(1))
        }
        Err(other) => Err(bad(other.to_string())),
    }
}

pub(in crate::cli) fn run_matrix(
    args: &SimArgs,
    settings: Settings,
    catalog: &Catalog,
) -> Result<(), ExitCode> {
    let mut rows = Vec::new();
    let mut pair_index = 0;
    for a in Version::ALL {
        for b in Version::ALL {
            // Each pair has its own run seed, so pairs do not share their deals.
            let pair_seed = crate::kit::sim::match_seed(args.seed, pair_index);
            pair_index += 1;
            let army = |v| {
                if args.light {
                    Army::pure_light(v)
                } else {
                    Army::pure(v)
                }
            };
            let config = SimConfig {
                games: args.games,
                seed: pair_seed,
                players: seat_players(&args.players, Mode::Duel, args.level).map_err(|e| {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                })?,
                armies: vec![army(a), army(b)],
                settings: settings.clone(),
                log_dir: None,
                check_invariants: !args.no_check,
                threads: threads(args.threads),
            };
            let summary = sim::run(&config, catalog).map_err(|e| {
                eprintln!("error: {a} vs {b}: {e}");
                ExitCode::from(1)
            })?;
            let row = balance::MatrixRow {
                army_a: a.key(),
                army_b: b.key(),
                games: summary.games,
                wins_a: summary.wins_seat_a,
                wins_b: summary.wins_seat_b,
                draws: summary.draws,
                actions: summary.actions,
                elapsed_ms: summary.elapsed_ms,
                ai_median_ms: summary.ai_median_ms,
            };
            if !args.json {
                println!(
                    "{:<9} vs {:<9} games {:>6}  wins A {:>6}  wins B {:>6}  draws {:>5}",
                    row.army_a, row.army_b, row.games, row.wins_a, row.wins_b, row.draws
                );
            }
            rows.push(row);
        }
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&rows).expect("rows serialize")
        );
    }
    if let Some(path) = &args.report {
        let players = args
            .players
            .iter()
            .map(|p| p.resolve(args.level).to_string())
            .collect::<Vec<_>>()
            .join(",");
        let run = balance::RunDescription {
            command: command_line(),
            players,
            cards: args.file.cards.as_ref().map_or_else(
                || "the built-in card data".to_string(),
                |p| format!("`{}`", p.display()),
            ),
            fingerprint: crate::games::invictus::cards::fingerprint(catalog),
            seed: args.seed,
        };
        std::fs::write(path, balance::report(&rows, &run)).map_err(|e| {
            eprintln!("error: cannot write {}: {e}", path.display());
            ExitCode::from(1)
        })?;
    }
    Ok(())
}

/// Simulated matches kept in a database: each match created there, each action applied through
/// the store's one-transaction apply (the same checks, log entry and snapshot as any action).
struct StoredMatches<'s> {
    store: &'s mut Store,
    current: Option<MatchId>,
    /// Print "committed <match> <seq>" after each commit (for the crash tests).
    progress: bool,
}

impl sim::Applier for StoredMatches<'_> {
    fn begin(&mut self, game: &Match) -> Result<(), String> {
        let id = self
            .store
            .create_match(game, &MatchPlace::default(), now_ms())
            .map_err(|e| e.to_string())?;
        self.current = Some(id);
        Ok(())
    }

    fn apply(&mut self, game: &mut Match, seat: Seat, action: Action) -> Result<(), String> {
        let id = self.current.ok_or("no match was begun")?;
        let request = ActionRequest::local(id, &*game, seat_number(seat), action, now_ms());
        match self.store.apply(&request).map_err(|e| e.to_string())? {
            Applied::New {
                seq, game: stored, ..
            } => {
                *game = *stored;
                if self.progress {
                    let mut out = std::io::stdout().lock();
                    let _ = writeln!(out, "committed {id} {seq}");
                    let _ = out.flush();
                }
                Ok(())
            }
            Applied::Duplicate { .. } => Err("duplicate".to_string()),
        }
    }
}
