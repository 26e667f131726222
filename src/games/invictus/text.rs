//! Plain-words descriptions of actions, events, phases and outcomes, shared by every front end,
//! in the reader's language (the sentences live in the catalogs, see [`crate::kit::lang`]).
//!
//! Descriptions of events are made from what the given viewer may see: pass events through
//! [`Event::seen_by`] first (the functions here do it themselves for the public).

use crate::games::invictus::rules::{
    Action, Cell, Event, KingdomReason, Outcome, PendingView, Phase, Seat, Side, Source,
    SupportUse, UnitId, UnitKind, View, WinCondition, Zone,
};
use crate::kit::lang::Lang;
use crate::tr;

mod events;

/// How a seat is called in a sentence ("Alice", "player A", "you").
pub trait SeatNames {
    fn name(&self, seat: Seat) -> String;

    /// How a side is called in `lang`: its player in a duel (the default), its team in the
    /// team mode.
    fn side_name(&self, lang: Lang, side: Side) -> String {
        let _ = lang;
        self.name(side.first_seat())
    }
}

impl<F: Fn(Seat) -> String> SeatNames for F {
    fn name(&self, seat: Seat) -> String {
        self(seat)
    }
}

/// Seats called "player A" and "player B" in a language.
pub struct PlainSeats(pub Lang);

impl SeatNames for PlainSeats {
    fn name(&self, seat: Seat) -> String {
        tr!(self.0, "seat-plain", seat = seat.to_string())
    }
}

fn zone_key(zone: Zone) -> &'static str {
    match zone {
        Zone::Hand => "hand",
        Zone::Reserve => "reserve",
        Zone::Kingdom => "kingdom",
        Zone::Graveyard => "graveyard",
        Zone::Battlefield => "battlefield",
    }
}

fn source_key(source: Source) -> &'static str {
    match source {
        Source::Hand => "hand",
        Source::Reserve => "reserve",
        Source::Kingdom => "kingdom",
    }
}

/// The kind of the unit on `seat`'s `cell` in `view` (battlefields are public), for naming
/// targets.
pub fn at(lang: Lang, view: &View, seat: Seat, cell: Cell) -> String {
    match unit_at(view, seat, cell) {
        Some(kind) => tr!(
            lang,
            "unit-on-cell",
            unit = kind.name(),
            cell = cell.to_string()
        ),
        None => tr!(lang, "empty-cell", cell = cell.to_string()),
    }
}

/// The kind of the unit on `seat`'s `cell` (battlefields are public).
pub fn unit_at(view: &View, seat: Seat, cell: Cell) -> Option<UnitKind> {
    view.seats
        .get(seat)
        .battlefield
        .iter()
        .find(|f| f.cell == cell)
        .map(|f| f.kind)
}

/// The name of a unit the viewer may name ("?" for one they may not). Unit names are the
/// names printed on the cards, the same in every language.
fn kind_name(view: &View, unit: UnitId) -> &'static str {
    view.kind_of(unit).map_or("?", |k| k.name())
}

/// The choices of a support in words, as its player (the viewer of `view`) sees them.
pub fn support_choices(lang: Lang, view: &View, seat: Seat, support: SupportUse) -> String {
    let enemy = seat.pair();
    let kind = |u| kind_name(view, u);
    let target = |cell| at(lang, view, enemy, cell);
    let mine = |cell| at(lang, view, seat, cell);
    use SupportUse as U;
    match support {
        U::Warrior => tr!(lang, "choice-warrior"),
        U::Guardian => tr!(lang, "choice-guardian"),
        U::Archer { target: t } => tr!(lang, "choice-archer", target = target(t)),
        U::Priest { from, to } => {
            tr!(
                lang,
                "choice-priest",
                unit = mine(from),
                cell = to.to_string()
            )
        }
        U::Wizard => tr!(lang, "choice-wizard"),
        U::Samurai => tr!(lang, "choice-samurai"),
        U::Musha { swap: false } => tr!(lang, "choice-musha"),
        U::Musha { swap: true } => tr!(lang, "choice-musha-swap"),
        U::Juhei { target: t } => tr!(lang, "choice-juhei", target = target(t)),
        U::Komuso => tr!(lang, "choice-komuso"),
        U::Ninja => tr!(lang, "choice-ninja"),
        U::Commander => tr!(lang, "choice-commander"),
        U::Medjay => tr!(lang, "choice-medjay"),
        U::Slinger => tr!(lang, "choice-slinger"),
        U::Anubis { unit, cell } => {
            tr!(
                lang,
                "choice-anubis",
                unit = kind(unit),
                cell = cell.to_string()
            )
        }
        U::Sorcerer { citizen } => tr!(lang, "choice-sorcerer", unit = kind(citizen)),
        U::Viking => tr!(lang, "choice-viking"),
        U::Arbalist { target: t } => tr!(lang, "choice-arbalist", target = target(t)),
        U::Bard { unit, cell } => {
            tr!(
                lang,
                "choice-bard",
                unit = kind(unit),
                cell = cell.to_string()
            )
        }
        U::Druid { unit } => tr!(lang, "choice-druid", unit = kind(unit)),
        U::Ocelotl => tr!(lang, "choice-ocelotl"),
        U::Tlacochcalcatl => tr!(lang, "choice-tlacochcalcatl"),
        U::Cuauhtli { target: t } => tr!(lang, "choice-cuauhtli", target = target(t)),
        U::Pochtecatl { cell, citizen } => tr!(
            lang,
            "choice-pochtecatl",
            unit = mine(cell),
            citizen = kind(citizen)
        ),
        U::Tlamacazqui1 => tr!(lang, "choice-tlamacazqui1"),
        U::Tlamacazqui2 { unit } => tr!(lang, "choice-tlamacazqui2", unit = kind(unit)),
        U::Immortal => tr!(lang, "choice-immortal"),
        U::Cataphract { swap_with } => tr!(lang, "choice-cataphract", unit = mine(swap_with)),
        U::Siphonarioi => tr!(lang, "choice-siphonarioi"),
        U::Diplomat { to } => tr!(lang, "choice-diplomat", cell = to.to_string()),
        U::Alchemist1 => tr!(lang, "choice-alchemist1"),
        U::Alchemist2 => tr!(lang, "choice-alchemist2"),
        U::Alchemist3 => tr!(lang, "choice-alchemist3"),
    }
}

/// An action of the player `seat` in words, as that player sees it in `view`, their own view
/// (it may name cards of their own hand: never show it to anyone else).
pub fn action(lang: Lang, view: &View, seat: Seat, action: Action) -> String {
    let kind = |u| kind_name(view, u);
    // R7: three Soldiers in a duel, two in the team mode (R34).
    let count = view.mode.opening_draw();
    match action {
        Action::KeepHand => tr!(lang, "action-keep", count = count),
        Action::Mulligan => tr!(lang, "action-mulligan", count = count),
        Action::SetupBattlefield { unit, cell } => tr!(
            lang,
            "action-setup-battlefield",
            unit = kind(unit),
            cell = cell.to_string()
        ),
        Action::SetupReserve { unit } => tr!(lang, "action-setup-reserve", unit = kind(unit)),
        Action::SetupKingdom { unit } => tr!(lang, "action-setup-kingdom", unit = kind(unit)),
        Action::Recruit { unit, cell } => match unit_at(view, seat, cell) {
            Some(there) => tr!(
                lang,
                "action-recruit-replacing",
                unit = kind(unit),
                cell = cell.to_string(),
                replaced = there.name()
            ),
            None => tr!(
                lang,
                "action-recruit",
                unit = kind(unit),
                cell = cell.to_string()
            ),
        },
        Action::Attack { attacker, target } => tr!(
            lang,
            "action-attack",
            attacker = at(lang, view, seat, attacker),
            target = at(lang, view, seat.pair(), target)
        ),
        Action::PlaySupport { unit, support } => tr!(
            lang,
            "action-play-support",
            unit = kind(unit),
            choice = support_choices(lang, view, seat, support)
        ),
        Action::SendToKingdom { unit } => tr!(lang, "action-send-to-kingdom", unit = kind(unit)),
        Action::EndTurn => tr!(lang, "action-end-turn"),
        Action::Discard { unit } => tr!(lang, "action-discard", unit = kind(unit)),
        Action::Pass => tr!(lang, "action-pass"),
        Action::Conscript { unit, cell } => tr!(
            lang,
            "action-conscript",
            unit = kind(unit),
            cell = cell.to_string()
        ),
        Action::Resign { .. } => tr!(lang, "action-resign"),
        Action::TimeOut { .. } => tr!(lang, "action-time-out"),
    }
}

pub fn win_key(condition: WinCondition) -> &'static str {
    match condition {
        WinCondition::Execution => "execution",
        WinCondition::Development => "development",
        WinCondition::Collapse => "collapse",
        WinCondition::EndOfWar => "end_of_war",
        WinCondition::Resignation => "resignation",
        WinCondition::Timeout => "timeout",
    }
}

/// A variant's name.
pub fn variant_name(lang: Lang, variant: crate::games::Variant) -> String {
    lang.word(&format!("variant-{}", variant.key()))
}

/// An outcome in words.
pub fn outcome(lang: Lang, outcome: Outcome, names: &dyn SeatNames) -> String {
    match outcome {
        Outcome::Win { side, condition } => tr!(
            lang,
            "outcome-win",
            side = names.side_name(lang, side),
            condition = win_key(condition)
        ),
        Outcome::Draw => tr!(lang, "outcome-draw"),
    }
}

/// The phase in words.
pub fn phase(lang: Lang, phase: Phase) -> String {
    match phase {
        Phase::Mulligan { .. } => tr!(lang, "phase-mulligan"),
        Phase::SetupBattlefield { .. } => tr!(lang, "phase-setup-battlefield"),
        Phase::SetupReserve { .. } => tr!(lang, "phase-setup-reserve"),
        Phase::SetupKingdom { .. } => tr!(lang, "phase-setup-kingdom"),
        Phase::Action => tr!(lang, "phase-action"),
        Phase::Discard => tr!(lang, "phase-discard"),
        Phase::Over { .. } => tr!(lang, "phase-over"),
    }
}

/// What the player with priority is being asked, from the public view.
pub fn waiting_for(lang: Lang, view: &View, names: &dyn SeatNames) -> Option<String> {
    let seat = view.priority?;
    let who = names.name(seat);
    Some(match view.pending.last() {
        Some(PendingView::Attack {
            seat: attacker,
            attacker: from,
            target,
        }) => tr!(
            lang,
            "waiting-attack",
            player = who,
            attacker = names.name(*attacker),
            unit = unit_on(lang, view, *attacker, *from),
            target = unit_on(lang, view, attacker.pair(), *target)
        ),
        Some(PendingView::Support {
            seat: player,
            kind,
            support,
        }) => tr!(
            lang,
            "waiting-support",
            player = who,
            supporter = names.name(*player),
            unit = kind.name(),
            support = support.to_string()
        ),
        Some(PendingView::AfterHit { target, .. }) => {
            tr!(
                lang,
                "waiting-after-hit",
                player = who,
                cell = target.to_string()
            )
        }
        Some(PendingView::Conscription { placed, .. }) => {
            tr!(lang, "waiting-conscription", player = who, placed = *placed)
        }
        None => tr!(
            lang,
            "waiting-act",
            player = who,
            phase = phase(lang, view.phase)
        ),
    })
}

fn unit_on(lang: Lang, view: &View, seat: Seat, cell: Cell) -> String {
    match unit_at(view, seat, cell) {
        Some(kind) => tr!(
            lang,
            "unit-on-cell",
            unit = kind.name(),
            cell = cell.to_string()
        ),
        None => cell.to_string(),
    }
}

/// An event as the public sees it, in words; `None` for bookkeeping nobody needs to read.
pub fn public_event(lang: Lang, event: &Event, names: &dyn SeatNames) -> Option<String> {
    event_for(lang, &event.seen_by(None), names)
}

/// Whether an event, as its reader sees it, makes a line of words ([`event_for`] is `Some`):
/// a hidden draw and an opened window are bookkeeping.
pub fn makes_a_line(event: &Event) -> bool {
    !matches!(
        event,
        Event::WindowOpened { .. } | Event::Drew { kind: None, .. }
    )
}

/// Said to the player whose mulligan choice waits for the other player's (R7).
pub fn mulligan_secret(lang: Lang) -> String {
    tr!(lang, "mulligan-secret")
}

/// An event in words; the caller has already redacted it for its reader.
pub fn event_for(lang: Lang, event: &Event, names: &dyn SeatNames) -> Option<String> {
    if !makes_a_line(event) {
        return None;
    }
    Some(match event {
        Event::WindowOpened { .. } | Event::Drew { kind: None, .. } => return None,
        Event::KeptHand { .. }
        | Event::Mulliganed { .. }
        | Event::FirstPlayerDrawn { .. }
        | Event::Drew { kind: Some(_), .. }
        | Event::TurnStarted { .. }
        | Event::PlacedOnBattlefield { .. }
        | Event::PlacedInReserve { .. }
        | Event::WentToKingdom { .. }
        | Event::Recruited { .. }
        | Event::Passed { .. }
        | Event::TurnEnded { .. }
        | Event::Resigned { .. }
        | Event::TimedOut { .. }
        | Event::GameOver { .. } => events::turn_event(lang, event, names),
        Event::AttackDeclared { .. }
        | Event::Attacked { .. }
        | Event::AttackBlocked { .. }
        | Event::Captured { .. }
        | Event::Killed { .. }
        | Event::Damaged { .. }
        | Event::Advanced { .. }
        | Event::Moved { .. }
        | Event::Swapped { .. }
        | Event::ConscriptionStarted { .. }
        | Event::Conscripted { .. } => events::battlefield_event(lang, event, names),
        Event::SupportPlayed { .. }
        | Event::SupportNegated { .. }
        | Event::AttackBonus { .. }
        | Event::Transferred { .. }
        | Event::Effect { .. }
        | Event::SupportsLocked { .. } => events::support_event(lang, event, names),
    })
}
