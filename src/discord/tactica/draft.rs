//! The draft on the board (T7): while a player bans or picks an Empire, the public board carries
//! one button per Empire still open, which only that player may use; each choice then shows on
//! the board (banned Empires, each player's Empire) as it happens.

use crate::discord::ids::ComponentId;
use crate::discord::render::{Component, Style};
use crate::games::tactica::{text, Decision, EmpireKind, Ruleset, TacticaView};
use crate::kit::lang::Lang;

/// Buttons a row holds.
const PER_ROW: usize = 5;

/// The draft's rows of buttons, when the board's match waits on a ban or a pick; none otherwise.
pub fn rows(lang: Lang, match_id: i64, view: &TacticaView, rules: &Ruleset) -> Vec<Vec<Component>> {
    let style = match view.decision {
        Some(Decision::BanEmpire { .. }) => Style::Danger,
        Some(Decision::PickEmpire { .. }) => Style::Success,
        _ => return Vec::new(),
    };
    let open: Vec<EmpireKind> = (0..rules.empires.len() as EmpireKind)
        .filter(|e| !view.banned.contains(e))
        .filter(|&e| !view.players.iter().any(|p| p.empire == Some(e)))
        .collect();
    open.chunks(PER_ROW)
        .map(|chunk| {
            chunk
                .iter()
                .map(|&empire| Component::Button {
                    id: ComponentId::Draft {
                        match_id,
                        version: view.version,
                        empire,
                    }
                    .in_game(super::TACTICA)
                    .to_string(),
                    label: text::empire_name(lang, rules, empire),
                    style,
                })
                .collect()
        })
        .collect()
}
