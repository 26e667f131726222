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

    /// Applies an ability action known to be legal: declares it onto the stack, or answers the
    /// decision it asked for.
    pub(in crate::games::tactica) fn apply_ability(
        &mut self,
        seat: Seat,
        ability: AbilityAction,
        ev: &mut Vec<Event>,
    ) {
        match ability {
            AbilityAction::Theft { target } => {
                self.s.decisions.remove(0);
                self.steal_by_theft(seat, target, ev);
                return;
            }
            AbilityAction::Patent { show } => {
                let Decision::Patent { slot, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                let card = self.s.players[usize::from(seat)]
                    .hand
                    .get(usize::from(slot))
                    .copied();
                if let (true, Some(card)) = (show, card) {
                    let gold = self.numbers().patent_gold;
                    self.s.players[usize::from(seat)].gold += gold;
                    ev.push(Event::CardShown { seat, card });
                    ev.push(Event::Gold {
                        seat,
                        gold,
                        reason: GoldReason::Patent,
                    });
                }
                return;
            }
            AbilityAction::Counterattack { take } => {
                let Decision::Counterattack { card, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                let cost = self.numbers().counterattack_cost;
                let pos = self.s.discard.iter().rposition(|&c| c == card);
                if let (true, Some(pos)) = (take, pos) {
                    if self.spendable(seat) >= cost {
                        self.s.discard.remove(pos);
                        let p = &mut self.s.players[usize::from(seat)];
                        p.gold -= cost;
                        p.hand.push(card);
                        ev.push(Event::CardTaken { seat, card });
                        ev.push(Event::Gold {
                            seat,
                            gold: -cost,
                            reason: GoldReason::Counterattack,
                        });
                    }
                }
                return;
            }
            AbilityAction::FreePeasant { keep } => {
                self.s.decisions.remove(0);
                if let Some(keep) = keep {
                    self.recruit_free(seat, self.rules.peasant, keep, ev);
                }
                return;
            }
            AbilityAction::Capture { unit } => {
                let Decision::Capture { loser, draws, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                self.capture(seat, loser, unit, ev);
                self.eliminate(loser, false, ev);
                self.after_conquest(seat, draws, ev);
                return;
            }
            AbilityAction::TakeIntelligence { cards } => {
                self.s.decisions.remove(0);
                self.eyes_and_ears_take(seat, cards, ev);
                return;
            }
            AbilityAction::Evade { evade } => {
                if let Decision::Evasion { field, .. } = self.s.decisions.remove(0) {
                    self.answer_in_combat(field, Optional::Evasion, evade, None, ev);
                }
                return;
            }
            AbilityAction::Rebirth { to } => {
                if let Decision::Rebirth { field, .. } = self.s.decisions.remove(0) {
                    self.answer_in_combat(field, Optional::Rebirth, to.is_some(), to, ev);
                }
                return;
            }
            AbilityAction::Teleport { unit, to } if self.unit(to).is_some() => {
                // Into combat (T86): a melee Entering Combat from the origin; the unit goes
                // back there if both survive. Outside its own turn it finishes no one's move.
                self.mark_used(seat, Ability::Teleport);
                let active = self.active() == seat;
                let epoch = (self.s.epoch, self.s.current_actor);
                self.declare_attack(seat, unit, to, ev);
                if !active {
                    (self.s.epoch, self.s.current_actor) = epoch;
                }
                if let Some(c) = self.s.combat.as_mut() {
                    c.ranged = false;
                }
                ev.push(Event::AbilityAnnounced { seat, ability });
                return;
            }
            AbilityAction::Charge { unit, target } | AbilityAction::Throw { unit, target } => {
                let throw = matches!(ability, AbilityAction::Throw { .. });
                self.declare_attack(seat, unit, target, ev);
                if let Some(c) = self.s.combat.as_mut() {
                    c.charge = !throw;
                    c.throw = throw;
                    c.ranged |= throw;
                }
                if throw {
                    if let Some(u) = self.s.units[unit as usize].as_mut() {
                        u.token = false;
                    }
                }
                ev.push(Event::AbilityAnnounced { seat, ability });
                return;
            }
            _ => {}
        }
        let mut named = 0;
        match ability {
            AbilityAction::Triumph => {
                let cost = self.rules.empires.triumph_cost;
                let p = &mut self.s.players[usize::from(seat)];
                p.triumph_used = true;
                p.gold -= cost;
                ev.push(Event::Gold {
                    seat,
                    gold: -cost,
                    reason: GoldReason::Triumph,
                });
            }
            AbilityAction::Salvo { archer: unit, .. }
            | AbilityAction::Pain { magi: unit, .. }
            | AbilityAction::Drain { magi: unit, .. } => {
                // It replaces the unit's Entering Combat (T106, T113).
                self.lock(unit);
                if let Some(u) = self.s.units[unit as usize].as_mut() {
                    u.combat_used = true;
                    u.mp = 0;
                    u.wagon_mp = 0;
                    named = u.id;
                }
            }
            AbilityAction::Teleport { unit, .. }
            | AbilityAction::Train { unit }
            | AbilityAction::Plan {
                architect: unit, ..
            } => {
                named = self.unit(unit).map_or(0, |u| u.id);
            }
            _ => {}
        }
        if let Some(used) = ability.ability() {
            self.mark_used(seat, used);
        }
        ev.push(Event::AbilityAnnounced { seat, ability });
        let id = self.s.next_item;
        self.s.next_item += 1;
        self.s.stack.push(StackItem {
            id,
            seat,
            item: Item::Ability {
                ability,
                unit: named,
            },
        });
        self.s.passed = 0;
    }

    /// The owner of the unit on `field` answered whether it uses `which` in the combat being
    /// resolved (T108, T112; `to`: where a reborn Immortal goes): the combat goes on.
    pub(in crate::games::tactica) fn answer_in_combat(
        &mut self,
        field: Field,
        which: Optional,
        used: bool,
        to: Option<Field>,
        ev: &mut Vec<Event>,
    ) {
        let Some(mut c) = self.s.combat else {
            return;
        };
        let attacker = self.locate(c.attacker).unwrap_or(c.attacker_field);
        let side = usize::from(field != attacker);
        c.answers.set(side, which, used);
        if let Some(to) = to {
            c.answers.rise_to[side] = to;
        }
        self.s.combat = Some(c);
        self.resolve_combat(ev);
    }

    /// An Entering Combat of the unit on `unit` against `target` (T40), pending on the stack.
    pub(in crate::games::tactica) fn declare_attack(
        &mut self,
        seat: Seat,
        unit: Field,
        target: Field,
        ev: &mut Vec<Event>,
    ) {
        let Some(u) = self.unit(unit).copied() else {
            return;
        };
        self.lock(unit);
        let defender = self.unit(target).copied();
        let defender_owner = defender
            .map(|d| d.owner)
            .or_else(|| self.wagon(target))
            .unwrap_or(seat);
        self.s.combat = Some(Combat {
            attacker: u.id,
            attacker_owner: seat,
            attacker_field: unit,
            defender: defender.map(|d| d.id),
            defender_owner,
            defender_field: target,
            ranged: self.rules.range(u.kind, u.tier) > 0,
            bonus: Default::default(),
            attacker_token: false,
            charge: false,
            throw: false,
            answers: Default::default(),
        });
        ev.push(Event::AttackAnnounced {
            seat,
            from: unit,
            target,
        });
        let id = self.s.next_item;
        self.s.next_item += 1;
        self.s.stack.push(StackItem {
            id,
            seat,
            item: Item::EnterCombat,
        });
        self.s.passed = 0;
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

    fn resolve_trade(
        &mut self,
        seat: Seat,
        card: Option<u8>,
        target: Option<Seat>,
        ev: &mut Vec<Event>,
    ) -> Option<()> {
        let gold = self.numbers().trade_gold;
        let mut done = false;
        if let Some(card) = card {
            let hand = &mut self.s.players[usize::from(seat)].hand;
            if let Some(pos) = hand.iter().position(|&c| c == card) {
                hand.remove(pos);
                self.hand_slot_removed(seat, pos);
                self.s.deck.push(card);
                use rand::seq::SliceRandom;
                self.s.deck.shuffle(&mut self.s.rng);
                self.s.players[usize::from(seat)].gold += gold;
                ev.push(Event::CardReturned { seat });
                ev.push(Event::Gold {
                    seat,
                    gold,
                    reason: GoldReason::Trade,
                });
                done = true;
            }
        }
        if let Some(target) = target {
            let able = self.spendable(seat) >= gold
                && self.s.players[usize::from(target)].alive
                && !self.s.players[usize::from(target)].hand.is_empty();
            if able {
                self.s.players[usize::from(seat)].gold -= gold;
                ev.push(Event::Gold {
                    seat,
                    gold: -gold,
                    reason: GoldReason::Trade,
                });
                if !self.has_ability(target, Ability::IgnoreDiscards) {
                    self.s
                        .decisions
                        .push(Decision::DiscardChosen { seat: target });
                }
                done = true;
            }
        }
        done.then_some(())
    }

    /// The Intelligence cards (kinds) Eyes and Ears may take.
    fn intelligence_kinds(&self) -> Vec<u8> {
        (0..self.rules.cards.len() as u8)
            .filter(|&c| matches!(self.rules.card(c).effect, CardEffect::Intelligence { .. }))
            .collect()
    }

    /// How many Intelligence cards Eyes and Ears may take for `seat` now: up to two, as many
    /// as the deck and the discard pile hold, and no more than the hand has room for (T89).
    pub(in crate::games::tactica) fn eyes_and_ears_most(&self, seat: Seat) -> u8 {
        let kinds = self.intelligence_kinds();
        let found = self
            .s
            .deck
            .iter()
            .chain(&self.s.discard)
            .filter(|c| kinds.contains(c))
            .count();
        let room = usize::from(self.rules.card_rules.hand_limit)
            .saturating_sub(self.s.players[usize::from(seat)].hand.len());
        usize::from(self.numbers().eyes_and_ears_cards)
            .min(found)
            .min(room) as u8
    }

    /// Eyes and Ears (T89): "up to two" Intelligence cards, as many as the player chooses
    /// (asked when there is a choice), then the rest of the Triumph.
    fn eyes_and_ears(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.eyes_and_ears_most(seat) == 0 {
            self.eyes_and_ears_take(seat, 0, ev);
        } else {
            self.s.decisions.insert(0, Decision::EyesAndEars { seat });
        }
    }

    /// Eyes and Ears (T89): `cards` Intelligence cards from the deck and then the discard pile,
    /// the deck shuffled, and every opponent's hand shown.
    pub(in crate::games::tactica) fn eyes_and_ears_take(
        &mut self,
        seat: Seat,
        cards: u8,
        ev: &mut Vec<Event>,
    ) {
        let intelligence = self.intelligence_kinds();
        for _ in 0..cards.min(self.eyes_and_ears_most(seat)) {
            let from_deck = self.s.deck.iter().position(|c| intelligence.contains(c));
            let card = match from_deck {
                Some(pos) => self.s.deck.remove(pos),
                None => match self
                    .s
                    .discard
                    .iter()
                    .rposition(|c| intelligence.contains(c))
                {
                    Some(pos) => self.s.discard.remove(pos),
                    None => break,
                },
            };
            self.s.players[usize::from(seat)].hand.push(card);
            ev.push(Event::CardTaken { seat, card });
        }
        use rand::seq::SliceRandom;
        self.s.deck.shuffle(&mut self.s.rng);
        for p in self.s.players.iter_mut() {
            p.knowledge.peek = None;
        }
        let turn = self.s.turn;
        for other in 0..self.s.setup.players {
            if self.friendly(other, seat) || !self.s.players[usize::from(other)].alive {
                continue;
            }
            let cards = self.s.players[usize::from(other)].hand.clone();
            for viewer in 0..self.s.setup.players {
                if viewer == other {
                    continue;
                }
                let knowledge = &mut self.s.players[usize::from(viewer)].knowledge;
                knowledge.hands.retain(|(s, _, _)| *s != other);
                knowledge.hands.push((other, cards.clone(), turn));
            }
            ev.push(Event::HandShown { seat: other, cards });
        }
    }

    /// Terror (T93): every Action card on the stack is cancelled, every card effect in the
    /// pending combat ends, and no Action card may be played until the end of the turn.
    fn terror(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let mut kept = Vec::with_capacity(self.s.stack.len());
        for item in std::mem::take(&mut self.s.stack) {
            match item.item {
                Item::Card { card, .. } => {
                    self.s.discard.push(card);
                    ev.push(Event::CardCancelled {
                        seat: item.seat,
                        card,
                    });
                }
                _ => kept.push(item),
            }
        }
        self.s.stack = kept;
        if let Some(c) = self.s.combat.as_mut() {
            c.bonus = Default::default();
        }
        self.s.terror_turn = self.s.turn;
        ev.push(Event::Terror { seat });
    }
}
