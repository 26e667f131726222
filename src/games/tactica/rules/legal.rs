//! Who must act, what they may do (`legal_actions`), and the checked `apply` that refuses anything
//! else with a typed error and leaves the match unchanged.

use super::abilities::AbilityAction;
use super::action::{Action, CardTarget, Path, PeasantChoice, Recruit};
use super::empires::EmpireKind;
use super::event::Event;
use super::map::{Field, Terrain};
use super::moves::PathError;
use super::ruleset::{AttackType, CardEffect, MovementMode, Timing, UnitKind};
use super::state::{Decision, Item, Match, Seat};

mod prices;
mod turn;

/// Who the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "waiting", rename_all = "snake_case")]
pub enum Waiting {
    /// The first step of a first turn: choose a castle (T8).
    Castle {
        seat: Seat,
    },
    /// The player on turn, to take a regular action or end the turn.
    Turn {
        seat: Seat,
    },
    /// A reaction window: these players may react or pass (T77, T79).
    Window {
        seats: Vec<Seat>,
    },
    /// One player must answer a decision.
    Decision {
        seat: Seat,
    },
    Over,
}

impl Waiting {
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            Waiting::Castle { seat } | Waiting::Turn { seat } | Waiting::Decision { seat } => {
                vec![*seat]
            }
            Waiting::Window { seats } => seats.clone(),
            Waiting::Over => Vec::new(),
        }
    }

    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Waiting::Castle { seat: s }
            | Waiting::Turn { seat: s }
            | Waiting::Decision { seat: s } => *s == seat,
            Waiting::Window { seats } => seats.contains(&seat),
            Waiting::Over => false,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the match is over")]
    GameOver,
    #[error("no player sits in seat {0}")]
    NoSuchSeat(Seat),
    #[error("that player is out of the match")]
    Eliminated,
    #[error("it is not your move")]
    NotYourMove,
    #[error("this was chosen on an older state of the match; look again")]
    Stale,
    #[error("that move is not possible: {0}")]
    BadPath(PathError),
    #[error("that is not possible now")]
    NotLegal,
}

impl Match {
    pub fn waiting(&self) -> Waiting {
        if self.s.outcome.is_some() {
            return Waiting::Over;
        }
        if let Some(d) = self.s.decisions.first() {
            return Waiting::Decision { seat: d.seat() };
        }
        if !self.s.stack.is_empty() {
            let mask = self.eligible() & !self.s.passed;
            let seats = (0..self.s.setup.players)
                .filter(|&s| mask & (1 << s) != 0)
                .collect();
            return Waiting::Window { seats };
        }
        let seat = self.active();
        if !self.s.players[seat as usize].started {
            Waiting::Castle { seat }
        } else {
            Waiting::Turn { seat }
        }
    }

    /// Checks and applies an action of `seat`. On refusal nothing changes.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        self.apply_unchecked(seat, action, &mut events);
        Ok(events)
    }

    /// Checks an action chosen against `version` (stale clicks are refused).
    pub fn apply_at(
        &mut self,
        seat: Seat,
        version: u64,
        action: &Action,
    ) -> Result<Vec<Event>, RuleError> {
        if version != self.s.version {
            return Err(RuleError::Stale);
        }
        self.apply(seat, action)
    }

    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.s.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if seat >= self.s.setup.players {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if *action == Action::Conclude {
            // Only a seat that is out applies it: a seat still in play ends nothing this way.
            return if self.s.players[seat as usize].alive {
                Err(RuleError::NotLegal)
            } else {
                Ok(())
            };
        }
        if !self.s.players[seat as usize].alive {
            return Err(RuleError::Eliminated);
        }
        if *action == Action::Surrender {
            return Ok(());
        }
        let waiting = self.waiting();
        if !waiting.includes(seat) {
            return Err(RuleError::NotYourMove);
        }
        // End turn is listed on every turn of the seat and Pass in every window waiting for it,
        // and neither anywhere else: they are checked without listing every action.
        let open = match action {
            Action::EndTurn => Some(matches!(waiting, Waiting::Turn { .. })),
            Action::Pass => Some(matches!(waiting, Waiting::Window { .. })),
            _ => None,
        };
        if let Some(open) = open {
            return if open {
                Ok(())
            } else {
                Err(RuleError::NotLegal)
            };
        }
        if let Action::Move {
            unit,
            path,
            leave_wagon,
        } = action
        {
            if !matches!(waiting, Waiting::Turn { .. }) || !self.board.contains(*unit) {
                return Err(RuleError::NotLegal);
            }
            let u = self.unit(*unit).ok_or(RuleError::NotLegal)?;
            if u.owner != seat || !self.can_act(u) {
                return Err(RuleError::NotLegal);
            }
            return self
                .check_path(seat, *unit, path, *leave_wagon)
                .map(|_| ())
                .map_err(RuleError::BadPath);
        }
        if self.legal_actions(seat).contains(action) {
            Ok(())
        } else {
            Err(RuleError::NotLegal)
        }
    }

    /// Can this unit (of the player on turn) still move or attack (T27, T56)?
    fn can_act(&self, u: &super::state::Unit) -> bool {
        !u.fatigued && !self.finished(u)
    }

    /// Every action `seat` may take now. Moves are listed once per destination, by the cheapest
    /// path (T26); `apply` accepts any valid path.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.s.outcome.is_some()
            || seat >= self.s.setup.players
            || !self.s.players[seat as usize].alive
        {
            return;
        }
        match self.waiting() {
            Waiting::Over => return,
            Waiting::Decision { seat: s } if s == seat => self.decision_actions(out),
            Waiting::Window { seats } if seats.contains(&seat) => {
                out.push(Action::Pass);
                self.reaction_actions(seat, out);
            }
            Waiting::Castle { seat: s } if s == seat => {
                out.extend(
                    self.castle_choices(seat)
                        .into_iter()
                        .map(|castle| Action::ChooseCastle { castle }),
                );
            }
            Waiting::Turn { seat: s } if s == seat => self.turn_actions(seat, out),
            _ => {}
        }
        out.push(Action::Surrender);
    }

    /// The Empires still open in the draft: neither banned nor picked (T7).
    pub fn open_empires(&self) -> impl Iterator<Item = EmpireKind> + '_ {
        (0..self.rules.empires.len() as EmpireKind).filter(|e| {
            !self.s.banned.contains(e) && !self.s.players.iter().any(|p| p.empire == Some(*e))
        })
    }

    fn decision_actions(&self, out: &mut Vec<Action>) {
        let Some(d) = self.s.decisions.first() else {
            return;
        };
        match *d {
            Decision::DiscardToDraw { seat, .. } => {
                self.discards(seat, out);
                self.plays_before_draw(seat, out);
            }
            Decision::DiscardChosen { seat } => self.discards(seat, out),
            Decision::Intelligence { target, .. } => {
                out.push(Action::Intelligence { steal: true });
                if !self.s.players[target as usize].hand.is_empty() {
                    out.push(Action::Intelligence { steal: false });
                }
            }
            Decision::Peasant { seat, field } => {
                out.push(Action::Peasant {
                    choice: PeasantChoice::None,
                });
                out.extend(
                    self.peasant_choices(seat, field)
                        .into_iter()
                        .map(|choice| Action::Peasant { choice }),
                );
            }
            Decision::PortFee { .. } => {
                out.push(Action::PortFee { pay: true });
                out.push(Action::PortFee { pay: false });
            }
            Decision::Peek { .. } => {
                out.push(Action::PeekDecision { bottom: false });
                out.push(Action::PeekDecision { bottom: true });
            }
            Decision::BanEmpire { .. } => {
                out.extend(
                    self.open_empires()
                        .map(|empire| Action::BanEmpire { empire }),
                );
            }
            Decision::PickEmpire { .. } => {
                for empire in self.open_empires() {
                    let choices = self.rules.cheaper_choices(empire);
                    if choices.is_empty() {
                        out.push(Action::PickEmpire {
                            empire,
                            cheaper: None,
                        });
                    }
                    out.extend(choices.into_iter().map(|c| Action::PickEmpire {
                        empire,
                        cheaper: Some(c),
                    }));
                }
            }
            Decision::PlayOrder { .. } => {
                out.push(Action::PlayFirst { first: true });
                out.push(Action::PlayFirst { first: false });
            }
            Decision::Theft { seat } => {
                out.extend(
                    self.theft_targets(seat)
                        .into_iter()
                        .map(|target| Action::from(AbilityAction::Theft { target })),
                );
            }
            Decision::Patent { .. } => {
                out.push(AbilityAction::Patent { show: true }.into());
                out.push(AbilityAction::Patent { show: false }.into());
            }
            Decision::Counterattack { .. } => {
                out.push(AbilityAction::Counterattack { take: true }.into());
                out.push(AbilityAction::Counterattack { take: false }.into());
            }
            Decision::FreePeasant { seat, castle, why } => {
                let keeps = self.free_peasant_keeps(seat, castle.map(usize::from));
                let declined = why.optional() || keeps.is_empty();
                out.extend(
                    keeps
                        .into_iter()
                        .map(|keep| Action::from(AbilityAction::FreePeasant { keep: Some(keep) })),
                );
                if declined {
                    out.push(AbilityAction::FreePeasant { keep: None }.into());
                }
            }
            Decision::Capture { seat, loser, .. } => {
                out.extend(
                    self.capture_choices(seat, loser)
                        .into_iter()
                        .map(|unit| Action::from(AbilityAction::Capture { unit })),
                );
            }
            Decision::EyesAndEars { seat } => {
                out.extend(
                    (0..=self.eyes_and_ears_most(seat))
                        .rev()
                        .map(|cards| Action::from(AbilityAction::TakeIntelligence { cards })),
                );
            }
            Decision::Evasion { .. } => {
                out.push(AbilityAction::Evade { evade: true }.into());
                out.push(AbilityAction::Evade { evade: false }.into());
            }
            Decision::Rebirth { field, .. } => {
                let enemy = self.s.combat.map_or(field, |c| {
                    let attacker = self.locate(c.attacker).unwrap_or(c.attacker_field);
                    if attacker == field {
                        c.defender_field
                    } else {
                        attacker
                    }
                });
                out.extend(
                    self.rise_choices(field, enemy)
                        .into_iter()
                        .map(|to| Action::from(AbilityAction::Rebirth { to: Some(to) })),
                );
                out.push(AbilityAction::Rebirth { to: None }.into());
            }
            Decision::GiveCastle { side, .. } => {
                for s in 0..self.s.setup.players {
                    let p = &self.s.players[s as usize];
                    if p.team == side && p.alive {
                        out.push(Action::GiveCastle { to: s });
                    }
                }
            }
        }
    }

    fn discards(&self, seat: Seat, out: &mut Vec<Action>) {
        let mut hand = self.s.players[seat as usize].hand.clone();
        hand.sort_unstable();
        hand.dedup();
        out.extend(hand.into_iter().map(|card| Action::Discard { card }));
    }

    /// The cards `seat` could play at this moment, were no draw waiting (T65: "play or discard
    /// one AC … before drawing"): a regular-action card while its turn goes on with nothing on
    /// the stack (a card bought, a castle conquered), a reaction while a window is open on the
    /// stack (Counterattack, Eyes and Ears). At the end of a turn (the Temple's draws) none.
    fn plays_before_draw(&self, seat: Seat, out: &mut Vec<Action>) {
        let mut without = self.clone();
        without.s.decisions.remove(0);
        let open = match without.waiting() {
            Waiting::Turn { seat: s } => s == seat && !without.s.pending_next_turn,
            Waiting::Window { seats } => seats.contains(&seat),
            _ => false,
        };
        if !open {
            return;
        }
        let mut plays = Vec::new();
        without.legal_actions_into(seat, &mut plays);
        out.extend(
            plays
                .into_iter()
                .filter(|a| matches!(a, Action::PlayCard { .. })),
        );
    }
}

#[cfg(test)]
pub(super) mod tests;
