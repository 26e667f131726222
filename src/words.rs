//! Plain-words descriptions of actions, events, phases and outcomes, shared by every front end.
//!
//! Descriptions of events are made from what the given viewer may see: pass events through
//! [`Event::seen_by`] first (the functions here do it themselves for the public).

use crate::engine::{
    Action, Cell, Event, KingdomReason, Outcome, PendingView, Phase, Seat, Side, Source,
    SupportUse, UnitId, UnitKind, View, WinCondition, Zone,
};

/// How a seat is called in a sentence ("Alice", "player A", "you").
pub trait SeatNames {
    fn name(&self, seat: Seat) -> String;

    /// How a side is called: its player in a duel (the default), its team in the team mode.
    fn side_name(&self, side: Side) -> String {
        self.name(side.first_seat())
    }
}

impl<F: Fn(Seat) -> String> SeatNames for F {
    fn name(&self, seat: Seat) -> String {
        self(seat)
    }
}

/// Seats called "player A" and "player B".
pub fn plain_seat(seat: Seat) -> String {
    format!("player {seat}")
}

fn zone_word(zone: Zone) -> &'static str {
    match zone {
        Zone::Hand => "hand",
        Zone::Reserve => "reserve",
        Zone::Kingdom => "kingdom",
        Zone::Graveyard => "graveyard",
        Zone::Battlefield => "battlefield",
    }
}

fn source_word(source: Source) -> &'static str {
    match source {
        Source::Hand => "hand",
        Source::Reserve => "reserve",
        Source::Kingdom => "kingdom",
    }
}

/// The kind of the unit on `seat`'s `cell` in `view` (battlefields are public), for naming
/// targets.
pub fn at(view: &View, seat: Seat, cell: Cell) -> String {
    match unit_at(view, seat, cell) {
        Some(kind) => format!("{} on {cell}", kind.name()),
        None => format!("the empty cell {cell}"),
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

/// The name of a unit the viewer may name ("?" for one they may not).
fn kind_name(view: &View, unit: UnitId) -> &'static str {
    view.kind_of(unit).map_or("?", |k| k.name())
}

/// The choices of a support in words, as its player (the viewer of `view`) sees them.
pub fn support_choices(view: &View, seat: Seat, support: SupportUse) -> String {
    let enemy = seat.pair();
    let kind = |u| kind_name(view, u);
    use SupportUse as U;
    match support {
        U::Warrior => "+1 attack to all your units this turn".into(),
        U::Guardian => "negate the attack".into(),
        U::Archer { target } => format!("1 damage to enemy {}", at(view, enemy, target)),
        U::Priest { from, to } => format!("move your {} to {to}", at(view, seat, from)),
        U::Wizard => "negate the support".into(),
        U::Samurai => "+3 attack to your next Soldier attack".into(),
        U::Musha { swap: false } => "negate the attack".into(),
        U::Musha { swap: true } => {
            "negate the attack and swap the attacked unit within its column".into()
        }
        U::Juhei { target } => format!("2 damage to enemy {}", at(view, enemy, target)),
        U::Komuso => "your next Soldier attack has your Leader's range".into(),
        U::Ninja => "two random cards of the enemy hand go to their reserve".into(),
        U::Commander => "straighten your Soldiers".into(),
        U::Medjay => "negate the attack and return the attacked unit to its owner's hand".into(),
        U::Slinger => "2 damage to the enemy centre front unit".into(),
        U::Anubis { unit, cell } => {
            format!("{} from your graveyard onto {cell}", kind(unit))
        }
        U::Sorcerer { citizen } => {
            format!(
                "negate the support; your citizen {} to your hand",
                kind(citizen)
            )
        }
        U::Viking => "+1 attack per tilted unit of yours, for every attack this turn".into(),
        U::Arbalist { target } => format!("damage to enemy {}", at(view, enemy, target)),
        U::Bard { unit, cell } => format!("enemy reserve {} onto enemy {cell}", kind(unit)),
        U::Druid { unit } => format!(
            "negate the support; enemy graveyard {} to their reserve",
            kind(unit)
        ),
        U::Ocelotl => "all your units attack with X this turn".into(),
        U::Tlacochcalcatl => "negate the attack on your Leader".into(),
        U::Cuauhtli { target } => format!("enemy {} to your kingdom", at(view, enemy, target)),
        U::Pochtecatl { cell, citizen } => format!(
            "swap your {} with your citizen {}",
            at(view, seat, cell),
            kind(citizen)
        ),
        U::Tlamacazqui1 => "negate the Soldier's support".into(),
        U::Tlamacazqui2 { unit } => format!("enemy graveyard {} to your kingdom", kind(unit)),
        U::Immortal => "+2 attack to Soldiers attacking a front-row unit this turn".into(),
        U::Cataphract { swap_with } => format!(
            "negate the attack; the attacked unit swaps with your {}",
            at(view, seat, swap_with)
        ),
        U::Siphonarioi => "1 damage to every enemy front-row unit".into(),
        U::Diplomat { to } => format!("move the unit just hit to enemy {to}"),
        U::Alchemist1 => "negate the purple support".into(),
        U::Alchemist2 => "the enemy may play no support this turn".into(),
        U::Alchemist3 => "the enemy may play no support during their next turn".into(),
    }
}

/// How many Soldiers an opening hand holds, in words.
fn count_word(view: &View) -> &'static str {
    match view.mode.opening_draw() {
        2 => "two",
        _ => "three",
    }
}

/// An action of the player `seat` in words, as that player sees it in `view`, their own view
/// (it may name cards of their own hand: never show it to anyone else).
pub fn action(view: &View, seat: Seat, action: Action) -> String {
    let kind = |u| kind_name(view, u);
    match action {
        // R7: three Soldiers in a duel, two in the team mode (R34).
        Action::KeepHand => format!("Keep these {} Soldiers", count_word(view)),
        Action::Mulligan => format!("Mulligan: draw {} new Soldiers", count_word(view)),
        Action::SetupBattlefield { unit, cell } => format!("Place {} on {cell}", kind(unit)),
        Action::SetupReserve { unit } => format!("Put {} in the reserve", kind(unit)),
        Action::SetupKingdom { unit } => format!("Put {} in the kingdom", kind(unit)),
        Action::Recruit { unit, cell } => {
            let onto = match unit_at(view, seat, cell) {
                Some(there) => format!("{cell} (replacing {})", there.name()),
                None => cell.to_string(),
            };
            format!("Recruit {} onto {onto}", kind(unit))
        }
        Action::Attack { attacker, target } => format!(
            "{} attacks enemy {}",
            at(view, seat, attacker),
            at(view, seat.pair(), target)
        ),
        Action::PlaySupport { unit, support } => format!(
            "Play {}: {}",
            kind(unit),
            support_choices(view, seat, support)
        ),
        Action::SendToKingdom { unit } => format!("Send {} to the kingdom", kind(unit)),
        Action::EndTurn => "End the turn".into(),
        Action::Discard { unit } => format!("Discard {} to the kingdom", kind(unit)),
        Action::Pass => "Pass".into(),
        Action::Conscript { unit, cell } => format!("Conscript {} onto {cell}", kind(unit)),
        Action::Resign { .. } => "Resign".into(),
        Action::TimeOut { .. } => "Run out of time".into(),
    }
}

fn win_word(condition: WinCondition) -> &'static str {
    match condition {
        WinCondition::Execution => "execution (the enemy Leader fell)",
        WinCondition::Development => "development (more citizens in four colours)",
        WinCondition::Collapse => "collapse (the enemy could not conscript)",
        WinCondition::EndOfWar => "end of the war",
        WinCondition::Resignation => "resignation",
        WinCondition::Timeout => "timeout (the opponent ran out of time)",
    }
}

/// An outcome in words.
pub fn outcome(outcome: Outcome, names: &dyn SeatNames) -> String {
    match outcome {
        Outcome::Win { side, condition } => {
            format!("{} wins by {}", names.side_name(side), win_word(condition))
        }
        Outcome::Draw => "a draw: every tie-break of the end of the war is equal".into(),
    }
}

/// The phase in words.
pub fn phase(phase: Phase) -> &'static str {
    match phase {
        Phase::Mulligan { .. } => "setup: keep or mulligan",
        Phase::SetupBattlefield { .. } => "setup: battlefield",
        Phase::SetupReserve { .. } => "setup: reserve",
        Phase::SetupKingdom { .. } => "setup: kingdom",
        Phase::Action => "action phase",
        Phase::Discard => "discard phase",
        Phase::Over { .. } => "over",
    }
}

/// What the player with priority is being asked, from the public view.
pub fn waiting_for(view: &View, names: &dyn SeatNames) -> Option<String> {
    let seat = view.priority?;
    let who = names.name(seat);
    Some(match view.pending.last() {
        Some(PendingView::Attack {
            seat: attacker,
            attacker: from,
            target,
        }) => {
            let a = unit_on(view, *attacker, *from);
            let t = unit_on(view, attacker.pair(), *target);
            format!(
                "{who} may react to {}'s attack: {a} attacks {t}",
                names.name(*attacker)
            )
        }
        Some(PendingView::Support {
            seat: player,
            kind,
            support,
        }) => format!(
            "{who} may react to {}'s {} ({support})",
            names.name(*player),
            kind.name()
        ),
        Some(PendingView::AfterHit { target, .. }) => {
            format!("{who} may play a support after the hit on {target}")
        }
        Some(PendingView::Conscription { placed, .. }) => {
            format!("{who} conscripts ({placed} of 2 placed)")
        }
        None => format!("{who} to act ({})", phase(view.phase)),
    })
}

fn unit_on(view: &View, seat: Seat, cell: Cell) -> String {
    view.seats
        .get(seat)
        .battlefield
        .iter()
        .find(|f| f.cell == cell)
        .map_or_else(
            || format!("{cell}"),
            |f| format!("{} on {cell}", f.kind.name()),
        )
}

/// An event as the public sees it, in words; `None` for bookkeeping nobody needs to read.
pub fn public_event(event: &Event, names: &dyn SeatNames) -> Option<String> {
    event_for(&event.seen_by(None), names)
}

/// An event in words; the caller has already redacted it for its reader.
/// Said to the player whose mulligan choice waits for the other player's (R7).
pub const MULLIGAN_SECRET: &str = "Your choice stays secret until your opponent has made theirs; then both are carried out and who plays first is drawn";

pub fn event_for(event: &Event, names: &dyn SeatNames) -> Option<String> {
    let n = |s: Seat| names.name(s);
    let sn = |s: Side| names.side_name(s);
    let k = |k: UnitKind| k.name();
    Some(match event {
        Event::KeptHand { seat } => format!("{} keeps their hand", n(*seat)),
        Event::Mulliganed { seat } => format!("{} mulligans", n(*seat)),
        Event::FirstPlayerDrawn { seat } => {
            format!("{} plays first (drawn after the mulligans)", n(*seat))
        }
        Event::Drew { seat, kind, .. } => match kind {
            Some(kind) => format!("{} draws {}", n(*seat), k(*kind)),
            None => return None,
        },
        Event::TurnStarted { seat, turn } => format!("Turn {turn}: {} plays", n(*seat)),
        Event::PlacedOnBattlefield {
            seat, kind, cell, ..
        } => format!("{} places {} on {cell}", n(*seat), k(*kind)),
        Event::PlacedInReserve { seat, kind, .. } => {
            format!("{} puts {} in the reserve", n(*seat), k(*kind))
        }
        Event::WentToKingdom {
            seat, kind, reason, ..
        } => {
            let why = match reason {
                KingdomReason::Setup => "",
                KingdomReason::Bonus => " (bonus)",
                KingdomReason::Discard => " (discard)",
            };
            format!("{}'s {} goes to the kingdom{why}", n(*seat), k(*kind))
        }
        Event::Recruited {
            seat,
            kind,
            from,
            cell,
            displaced,
            ..
        } => {
            let mut s = format!(
                "{} recruits {} from the {} onto {cell}",
                n(*seat),
                k(*kind),
                source_word(*from)
            );
            if let Some((_, d)) = displaced {
                s.push_str(&format!(", {} steps back", k(*d)));
            }
            s
        }
        Event::AttackDeclared {
            seat,
            attacker,
            attacker_kind,
            target,
            target_kind,
        } => format!(
            "{}'s {} ({attacker}) attacks {} ({target})",
            n(*seat),
            k(*attacker_kind),
            k(*target_kind)
        ),
        Event::WindowOpened { .. } => return None,
        Event::Passed { seat } => format!("{} passes", n(*seat)),
        Event::Attacked { target, value, .. } => match value {
            Some(v) => format!("The attack on {target} hits for {v}"),
            None => format!("The attack on {target} hits (capture attack)"),
        },
        Event::AttackBlocked { target, .. } => format!("The attack on {target} is stopped"),
        Event::Captured { by, kind, cell, .. } => {
            format!("{} captures {} on {cell}", n(*by), k(*kind))
        }
        Event::Killed {
            side, kind, cell, ..
        } => format!("{}'s {} on {cell} is killed", sn(*side), k(*kind)),
        Event::Damaged {
            side,
            kind,
            cell,
            amount,
            health_left,
        } => format!(
            "{}'s {} on {cell} takes {amount} damage ({health_left} left)",
            sn(*side),
            k(*kind)
        ),
        Event::Advanced { side, kind, col } => {
            format!("{}'s {} advances to F{}", sn(*side), k(*kind), col + 1)
        }
        Event::SupportPlayed {
            seat,
            kind,
            support,
            ..
        } => format!("{} plays {} ({support})", n(*seat), k(*kind)),
        Event::SupportNegated { seat, support, by } => {
            format!("{}'s {support} is negated by {by}", n(*seat))
        }
        Event::AttackBonus { seat, bonus } => format!("{} gains +{bonus} attack", n(*seat)),
        Event::Moved { side, from, to } => format!("{}'s unit moves {from} → {to}", sn(*side)),
        Event::Transferred {
            kind,
            seat,
            from,
            to_seat,
            to,
            cell,
            ..
        } => {
            let place = cell.map(|c| format!(" on {c}")).unwrap_or_default();
            format!(
                "{}'s {} goes from the {} to {}'s {}{place}",
                n(*seat),
                k(*kind),
                zone_word(*from),
                n(*to_seat),
                zone_word(*to)
            )
        }
        Event::Swapped { side, a, b } => format!("{}'s units on {a} and {b} swap", sn(*side)),
        Event::Effect { seat, support } => format!("{}: {support} takes effect", n(*seat)),
        Event::SupportsLocked { seat, next_turn } => {
            if *next_turn {
                format!("{} may play no support next turn", n(*seat))
            } else {
                format!("{} may play no support this turn", n(*seat))
            }
        }
        Event::ConscriptionStarted { seat } => format!("{} must conscript", n(*seat)),
        Event::Conscripted {
            seat,
            kind,
            from,
            cell,
            ..
        } => format!(
            "{} conscripts {} from the {} onto {cell}",
            n(*seat),
            k(*kind),
            source_word(*from)
        ),
        Event::TurnEnded { seat } => format!("{} ends the turn", n(*seat)),
        Event::Resigned { seat } => format!("{} resigns", n(*seat)),
        Event::TimedOut { seat } => format!("{} ran out of time", n(*seat)),
        Event::GameOver { outcome: o } => format!("Game over: {}", outcome(*o, names)),
    })
}
