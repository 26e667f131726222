//! The activated abilities and Triumphs as actions: which are open to a seat on its turn and in a
//! window (T83), declaring them onto the stack, resolving them, and the answers they ask for.

use super::{Ability, AbilityAction, Triumph};
use crate::games::tactica::action::Action;
use crate::games::tactica::event::{Event, GoldReason};
use crate::games::tactica::map::{Field, Terrain};
use crate::games::tactica::resolve::Arrival;
use crate::games::tactica::ruleset::{AttackType, CardEffect, MovementMode, UnitKind};
use crate::games::tactica::state::{
    Combat, Decision, Item, Match, Optional, Seat, StackItem, Unit,
};

mod apply;

mod effects;

impl Match {
    /// The abilities and Triumph `seat` may use as regular actions on its turn.
    pub(in crate::games::tactica) fn ability_turn_actions(
        &self,
        seat: Seat,
        out: &mut Vec<Action>,
    ) {
        let rules = self.rules_of(seat);
        if rules.abilities == 0 && rules.triumph.is_none() {
            return;
        }
        let first = out.len();
        self.teleports(seat, out);
        for from in 0..self.s.units.len() as Field {
            let Some(u) = self.s.units[from as usize] else {
                continue;
            };
            if u.owner != seat {
                continue;
            }
            if self.can_train(seat, from, &u) {
                out.push(AbilityAction::Train { unit: from }.into());
            }
            if self.fatigued_or_finished(&u) || u.combat_used {
                continue;
            }
            if self.unit_has(&u, Ability::Throw) && u.token {
                for target in self.board.neighbours(from) {
                    if self.attackable(&u, target) {
                        out.push(AbilityAction::Throw { unit: from, target }.into());
                    }
                }
            }
            if self.unit_has(&u, Ability::Pain) || self.unit_has(&u, Ability::Drain) {
                let range = u32::from(self.rules.range(u.kind, u.tier));
                for target in self.enemy_units_within(seat, from, range) {
                    if self.unit_has(&u, Ability::Pain) {
                        out.push(AbilityAction::Pain { magi: from, target }.into());
                    }
                    if self.unit_has(&u, Ability::Drain) {
                        out.push(AbilityAction::Drain { magi: from, target }.into());
                    }
                }
            }
            if self.has_ability(seat, Ability::Salvo)
                && !self.used(seat, Ability::Salvo)
                && self.rules.unit(u.kind).tiered()
            {
                let range = u32::from(self.rules.range(u.kind, u.tier));
                let targets = self.enemy_units_within(seat, from, range);
                for (i, &a) in targets.iter().enumerate() {
                    for &b in &targets[i + 1..] {
                        out.push(
                            AbilityAction::Salvo {
                                archer: from,
                                targets: [a, b],
                            }
                            .into(),
                        );
                    }
                }
            }
        }
        if self.has_ability(seat, Ability::Charge) {
            // Every attack a Lydian cavalry unit may make, also as a CHARGE (T100).
            let charges: Vec<Action> = out[..first]
                .iter()
                .filter_map(|a| match *a {
                    Action::Attack { unit, target } => self
                        .unit(unit)
                        .filter(|u| self.rules.unit(u.kind).mode == MovementMode::Cavalry)
                        .filter(|u| self.rules.unit(u.kind).attack_type == AttackType::Melee)
                        .map(|_| AbilityAction::Charge { unit, target }.into()),
                    _ => None,
                })
                .collect();
            out.extend(charges);
        }
        if self.has_ability(seat, Ability::Bribery) && !self.used(seat, Ability::Bribery) {
            let gold = self.spendable(seat);
            for target in 0..self.s.units.len() as Field {
                if let Some(v) = self.unit(target) {
                    if !self.friendly(v.owner, seat) && !v.bribed && self.price_of(v) <= gold {
                        out.push(AbilityAction::Bribe { target }.into());
                    }
                }
            }
        }
        // PLAN on Mountains: the Architect's Mountain token to a friendly unit without one.
        for architect in self.fields_of_units_with(seat, Ability::Plan) {
            let on_mountains = self.terrain(architect) == Terrain::Mountains
                && self.unit(architect).is_some_and(|u| u.mountain_token);
            if !on_mountains {
                continue;
            }
            for to in 0..self.s.units.len() as Field {
                let takes = to != architect
                    && self
                        .unit(to)
                        .is_some_and(|u| self.friendly(u.owner, seat) && !u.mountain_token);
                if takes {
                    out.push(AbilityAction::Plan { architect, to }.into());
                }
            }
        }
        if self.has_ability(seat, Ability::Trade) && !self.used(seat, Ability::Trade) {
            self.trades(seat, out);
        }
        if self.triumph_of(seat) == Some(Triumph::EyesAndEars)
            && self.spendable(seat) >= self.rules.empires.triumph_cost
        {
            out.push(AbilityAction::Triumph.into());
        }
    }

    /// The abilities and Triumph `seat` may use as reactions in an open window (T83).
    pub(in crate::games::tactica) fn ability_reactions(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.rules_of(seat).abilities == 0 && self.rules_of(seat).triumph.is_none() {
            return;
        }
        self.teleports(seat, out);
        if self.terror_open(seat) {
            out.push(AbilityAction::Triumph.into());
        }
    }

    /// Whether `seat` holds a reaction ability it may use now: from public facts only (T79).
    pub(in crate::games::tactica) fn reaction_ability_open(&self, seat: Seat) -> bool {
        let rules = self.rules_of(seat);
        if rules.abilities == 0 && rules.triumph.is_none() {
            return false;
        }
        if self.terror_open(seat) {
            return true;
        }
        let mut teleports = Vec::new();
        self.teleports(seat, &mut teleports);
        !teleports.is_empty()
    }

    fn terror_open(&self, seat: Seat) -> bool {
        self.triumph_of(seat) == Some(Triumph::Terror)
            && self.spendable(seat) >= self.rules.empires.triumph_cost
            && self.s.terror_turn != self.s.turn
    }

    fn fatigued_or_finished(&self, u: &Unit) -> bool {
        u.fatigued || self.finished(u)
    }

    /// Enemy units within `range` of `from`.
    fn enemy_units_within(&self, seat: Seat, from: Field, range: u32) -> Vec<Field> {
        (0..self.s.units.len() as Field)
            .filter(|&f| {
                f != from
                    && self.unit(f).is_some_and(|v| !self.friendly(v.owner, seat))
                    && self.board.distance(from, f) <= range
            })
            .collect()
    }

    /// Whether `u` may Enter Combat against what stands on `target`: an enemy unit or empty
    /// wagon, and not a Persian one when `u` is bribed (T111).
    pub(in crate::games::tactica) fn attackable(&self, u: &Unit, target: Field) -> bool {
        let owner = match self.unit(target) {
            Some(d) => d.owner,
            None => match self.wagon(target) {
                Some(o) => o,
                None => return false,
            },
        };
        let bribed_away = u.bribed && self.has_ability(owner, Ability::Bribery);
        !self.friendly(owner, u.owner) && !bribed_away
    }

    /// A unit's standard cost under its owner's Empire (T82): what BRIBERY pays.
    fn price_of(&self, u: &Unit) -> i32 {
        self.rules_of(u.owner).unit_cost(u.kind, u.tier)
    }

    /// TELEPORT (T86): from a Keep field of a castle `seat` owns, or a Village, to another
    /// Keep field of a castle it owns: a vacant one, or one an enemy unit holds, as a melee
    /// Entering Combat from the origin (its combat unused, no other combat pending). Once per
    /// round.
    fn teleports(&self, seat: Seat, out: &mut Vec<Action>) {
        if !self.has_ability(seat, Ability::Teleport) || self.used(seat, Ability::Teleport) {
            return;
        }
        let keeps: Vec<Field> = self
            .board
            .castles
            .iter()
            .enumerate()
            .filter(|(i, _)| self.s.castle_owner[*i] == Some(seat))
            .flat_map(|(_, c)| c.keeps)
            .collect();
        for from in 0..self.s.units.len() as Field {
            if self.unit(from).is_none_or(|u| u.owner != seat) {
                continue;
            }
            let origin = keeps.contains(&from) || self.terrain(from) == Terrain::Village;
            if !origin {
                continue;
            }
            let fights = self.s.combat.is_none()
                && self
                    .unit(from)
                    .is_some_and(|u| !u.combat_used && !u.fatigued);
            for &to in &keeps {
                let enemy = fights
                    && self.unit(to).is_some_and(|v| !self.friendly(v.owner, seat))
                    && self.unit(from).is_some_and(|u| self.attackable(u, to));
                if to != from && (self.vacant(to) || enemy) {
                    out.push(AbilityAction::Teleport { unit: from, to }.into());
                }
            }
        }
    }

    /// The Heavy type a Light one trains into (T90).
    fn trained_kind(&self, kind: UnitKind) -> Option<UnitKind> {
        let heavy = match self.rules.unit(kind).id.as_str() {
            "light_infantry" => "heavy_infantry",
            "light_cavalry" => "heavy_cavalry",
            _ => return None,
        };
        self.rules.unit_by_id(heavy)
    }

    /// TRAINING (T90): an unmoved Light unit (or one next to the Captain), a Heavy token free.
    fn can_train(&self, seat: Seat, field: Field, u: &Unit) -> bool {
        if !self.has_ability(seat, Ability::Training) || self.used(seat, Ability::Training) {
            return false;
        }
        let Some(heavy) = self.trained_kind(u.kind) else {
            return false;
        };
        let captain_near = self.board.neighbours(field).any(|f| {
            self.unit(f)
                .is_some_and(|o| o.owner == seat && self.unit_has(o, Ability::CaptainAura))
        });
        (!u.acted || captain_near) && self.tokens_left(seat, Some(heavy)) > 0
    }

    /// TRADE (T94): a card to shuffle back, an opponent to make discard, or both.
    fn trades(&self, seat: Seat, out: &mut Vec<Action>) {
        let gold = self.numbers().trade_gold;
        let mut hand = self.s.players[usize::from(seat)].hand.clone();
        hand.sort_unstable();
        hand.dedup();
        let targets: Vec<Seat> = (0..self.s.setup.players)
            .filter(|&t| {
                let p = &self.s.players[usize::from(t)];
                p.alive
                    && !self.friendly(t, seat)
                    && !p.hand.is_empty()
                    && !self.has_ability(t, Ability::IgnoreDiscards)
            })
            .collect();
        let cards = std::iter::once(None).chain(hand.into_iter().map(Some));
        for card in cards {
            let income = if card.is_some() { gold } else { 0 };
            let payers = std::iter::once(None).chain(targets.iter().copied().map(Some));
            for target in payers {
                if card.is_none() && target.is_none() {
                    continue;
                }
                if target.is_some() && self.spendable(seat) + income < gold {
                    continue;
                }
                out.push(AbilityAction::Trade { card, target }.into());
            }
        }
    }

    /// Resolves an ability from the stack; it fizzles when the unit it names is gone (T76).
    pub(in crate::games::tactica) fn resolve_ability(
        &mut self,
        seat: Seat,
        ability: AbilityAction,
        named: u16,
        ev: &mut Vec<Event>,
    ) {
        let here = |game: &Match, field: Field| game.unit(field).is_some_and(|u| u.id == named);
        let done = match ability {
            AbilityAction::Teleport { unit, to } => {
                (here(self, unit) && self.vacant(to)).then(|| {
                    let moved = self.take_unit(unit).expect("checked");
                    let wagon = self.s.wagons[unit as usize].take();
                    self.put_unit(to, moved);
                    self.s.wagons[to as usize] = wagon;
                    ev.push(Event::Moved {
                        seat,
                        from: unit,
                        to,
                        boarded: false,
                        left_wagon: false,
                    });
                    self.arrive(to, unit, Arrival::Effect, ev);
                })
            }
            AbilityAction::Train { unit } => {
                let heavy = self.unit(unit).and_then(|u| self.trained_kind(u.kind));
                match heavy {
                    Some(heavy) if here(self, unit) && self.tokens_left(seat, Some(heavy)) > 0 => {
                        let u = self.s.units[unit as usize].as_mut().expect("checked");
                        u.kind = heavy;
                        // It cannot move or attack this turn (T90).
                        u.fatigued = true;
                        u.mp = 0;
                        u.wagon_mp = 0;
                        ev.push(Event::Trained {
                            field: unit,
                            kind: heavy,
                        });
                        Some(())
                    }
                    _ => None,
                }
            }
            AbilityAction::Trade { card, target } => self.resolve_trade(seat, card, target, ev),
            AbilityAction::Pain { magi, target } => (here(self, magi)
                && self
                    .unit(target)
                    .is_some_and(|v| !self.friendly(v.owner, seat)))
            .then(|| {
                let u = self.s.units[target as usize].as_mut().expect("checked");
                u.pain = u.pain.saturating_add(1);
                ev.push(Event::Pained { field: target });
                if self.unit_strength(target).is_some_and(|(_, d)| d < 1) {
                    self.destroy(target, false, ev);
                }
            }),
            AbilityAction::Drain { magi, target } => (here(self, magi)
                && self
                    .unit(target)
                    .is_some_and(|v| !self.friendly(v.owner, seat)))
            .then(|| {
                self.s.units[target as usize]
                    .as_mut()
                    .expect("checked")
                    .drained = true;
                ev.push(Event::Drained { field: target });
            }),
            AbilityAction::Bribe { target } => {
                let price = self.unit(target).map(|v| self.price_of(v));
                match price {
                    Some(price) if self.spendable(seat) >= price => {
                        self.s.players[usize::from(seat)].gold -= price;
                        self.s.units[target as usize]
                            .as_mut()
                            .expect("checked")
                            .bribed = true;
                        ev.push(Event::Bribed {
                            seat,
                            field: target,
                            gold: price,
                        });
                        Some(())
                    }
                    _ => None,
                }
            }
            AbilityAction::Salvo { archer, targets } => here(self, archer).then(|| {
                let damage = self.numbers().salvo_damage;
                for target in targets {
                    if self
                        .unit(target)
                        .is_none_or(|v| self.friendly(v.owner, seat))
                    {
                        continue;
                    }
                    ev.push(Event::Damage {
                        from: archer,
                        to: target,
                        amount: damage,
                    });
                    let defense = self.unit_strength(target).map_or(0, |(_, d)| d);
                    if defense - damage < 1 {
                        let floor = self.rules.wagon.protection_floor;
                        if self.wagon(target).is_some() && defense - damage >= floor {
                            self.destroy_wagon(target, ev);
                        } else {
                            self.destroy(target, false, ev);
                        }
                    }
                }
            }),
            AbilityAction::Plan { architect, to } => {
                let giving = here(self, architect)
                    && self.unit(architect).is_some_and(|u| u.mountain_token)
                    && self
                        .unit(to)
                        .is_some_and(|u| self.friendly(u.owner, seat) && !u.mountain_token);
                giving.then(|| {
                    if let Some(u) = self.s.units[architect as usize].as_mut() {
                        u.mountain_token = false;
                    }
                    if let Some(u) = self.s.units[to as usize].as_mut() {
                        u.mountain_token = true;
                    }
                    ev.push(Event::MountainToken { field: to });
                })
            }
            AbilityAction::Triumph => match self.rules_of(seat).triumph {
                Some(Triumph::EyesAndEars) => {
                    self.eyes_and_ears(seat, ev);
                    Some(())
                }
                Some(Triumph::Terror) => {
                    self.terror(seat, ev);
                    Some(())
                }
                None => None,
            },
            _ => None,
        };
        if done.is_some() {
            ev.push(Event::AbilityResolved { seat, ability });
        } else {
            ev.push(Event::Fizzled { seat });
        }
    }
}
