//! `invictus render` for a Tactica log: replays it and writes the public map picture.

use crate::games::tactica::picture::{map_png, map_svg};
use crate::games::tactica::{LogError, TacticaLog};
use crate::kit::lang::Lang;
use crate::tr;
use std::path::Path;
use std::process::ExitCode;

/// Is this file a Tactica log? A file that cannot be read is not; the Invictus path then
/// reports why.
pub(in crate::cli) fn is_tactica_log(path: &Path) -> bool {
    std::fs::read_to_string(path).is_ok_and(|text| TacticaLog::is_tactica(&text))
}

/// Draws the public map of a Tactica log after `actions` actions (all of them for None), as PNG
/// or as SVG, and says so in `lang`. A bad file exits with 2, a refused action or a failed write
/// with 1.
pub(in crate::cli) fn run(
    lang: Lang,
    file: &Path,
    actions: Option<usize>,
    out: &Path,
    svg: bool,
) -> Result<(), ExitCode> {
    let fail = |code: u8, message: String| {
        eprintln!("error: {message}");
        ExitCode::from(code)
    };
    let text = std::fs::read_to_string(file)
        .map_err(|e| fail(2, format!("cannot read {}: {e}", file.display())))?;
    let log = TacticaLog::from_json(&text).map_err(|e| fail(2, e.to_string()))?;
    let (game, _) = log.replay(actions).map_err(|e| match e {
        LogError::Format(_) => fail(2, e.to_string()),
        LogError::Setup(_) | LogError::Refused { .. } => fail(1, e.to_string()),
    })?;
    let upto = actions.unwrap_or(log.actions.len()).min(log.actions.len());
    let view = game.view(None);
    let bytes = if svg {
        map_svg(&view, game.board(), game.rules(), lang).into_bytes()
    } else {
        map_png(&view, game.board(), game.rules(), lang)
            .map_err(|e| fail(1, e.to_string()))?
            .bytes
    };
    std::fs::write(out, bytes)
        .map_err(|e| fail(1, format!("cannot write {}: {e}", out.display())))?;
    println!(
        "{}",
        tr!(
            lang,
            "tactica-text-render-wrote",
            file = out.display().to_string(),
            actions = upto
        )
    );
    Ok(())
}
