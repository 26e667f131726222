//! The terminal's Tactica: a match at the terminal (`play`), the simulator and replays (`sim`),
//! and the map picture of a log (`render`).

pub(super) mod play;
pub(super) mod render;
mod seats;
pub(super) mod sim;

pub use seats::TacticaSeat;
pub(super) use seats::TacticaSeatArg;

use crate::cli::PlayArgs;
use crate::kit::lang::Lang;
use std::process::ExitCode;

/// `invictus play --game tactica`.
pub(in crate::cli) fn run_play(args: PlayArgs, lang: Lang) -> Result<(), ExitCode> {
    let options = play::TacticaOptions {
        seats: args
            .seats
            .map(|named| named.into_iter().map(|s| s.resolve(args.level)).collect()),
        level: args.level,
        seed: args.seed,
        save: args.save,
        resume: args.resume,
        turn_cap: args.turn_cap,
        empires: match args.empire.as_deref().map(str::trim) {
            None | Some("vanilla") => crate::games::tactica::EmpireRule::Vanilla,
            Some("draft") => crate::games::tactica::EmpireRule::Draft,
            Some(ids) => crate::games::tactica::EmpireRule::Given(
                ids.split(',').map(|id| id.trim().to_string()).collect(),
            ),
        },
        lang,
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    play::run(&options, &mut input, &mut out).map_err(|e| {
        eprintln!("error: {e}");
        match e {
            play::TacticaPlayError::Usage(_) => ExitCode::from(2),
            play::TacticaPlayError::Io(_) => ExitCode::from(1),
        }
    })
}
