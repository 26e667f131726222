//! `invictus render` for Invictus: the public board picture of a log or a stored match, with its
//! last move marked.

use crate::cli::{load_catalog, RenderArgs};
use crate::games::invictus::replay::MatchLog;
use crate::kit::lang::Lang;
use crate::store::{MatchId, Store};
use crate::tr;
use std::process::ExitCode;

/// Draws the board of `args` (a log file, or `--db` and `--match`) in `lang`.
pub(in crate::cli) fn run(args: RenderArgs, lang: Lang) -> Result<(), ExitCode> {
    let catalog = load_catalog(args.cards.cards.as_ref())?;
    let fail = |code: u8| {
        move |e: String| {
            eprintln!("error: {e}");
            ExitCode::from(code)
        }
    };
    let (mut game, actions, title) = match (&args.file, &args.db, args.match_id) {
        (Some(file), _, _) => {
            let log = MatchLog::read(file).map_err(|e| fail(2)(e.to_string()))?;
            let game = crate::games::invictus::rules::Match::new(log.setup.clone(), &catalog)
                .map_err(|e| fail(1)(e.to_string()))?;
            let name = file.file_stem().map_or_else(
                || file.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            (game, log.actions, format!("Invictus · {name}"))
        }
        (None, Some(db), Some(id)) => {
            let store = Store::open(db).map_err(|e| fail(2)(e.to_string()))?;
            let stored = store
                .load_match::<crate::games::invictus::rules::Match>(MatchId(id))
                .map_err(|e| fail(2)(e.to_string()))?;
            let actions = store
                .action_log::<crate::games::invictus::rules::Match>(MatchId(id))
                .map_err(|e| fail(2)(e.to_string()))?
                .into_iter()
                .map(|(_, _, action)| action)
                .collect();
            let game = crate::games::invictus::rules::Match::with_cards(
                stored.game.setup().clone(),
                stored.game.units().to_vec(),
            )
            .map_err(|e| fail(1)(e.to_string()))?;
            (
                game,
                actions,
                tr!(lang, "picture-title-stored", match_id = id.to_string()),
            )
        }
        _ => return Err(fail(2)("give a log file, or --db and --match".to_string())),
    };
    let upto = args.actions.unwrap_or(actions.len()).min(actions.len());
    let mut last = Vec::new();
    for (index, &action) in actions[..upto].iter().enumerate() {
        last = game
            .apply(action)
            .map_err(|e| fail(1)(format!("action {index} ({action:?}): {e}")))?;
    }
    let view = game.view(None);
    let public: Vec<crate::games::invictus::rules::Event> =
        last.iter().map(|e| e.seen_by(None)).collect();
    let scene = crate::games::invictus::picture::BoardScene {
        lang,
        title,
        deadline: None,
        last: crate::games::invictus::picture::last_move(&public),
    };
    let svg = crate::games::invictus::picture::board_svg(&view, &scene);
    let bytes = if args.svg {
        svg.into_bytes()
    } else {
        crate::kit::render::render_png(&svg)
            .map_err(|e| fail(1)(e.to_string()))?
            .bytes
    };
    std::fs::write(&args.out, bytes)
        .map_err(|e| fail(1)(format!("cannot write {}: {e}", args.out.display())))?;
    println!("wrote {} (after {upto} actions)", args.out.display());
    Ok(())
}
