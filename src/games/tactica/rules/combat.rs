//! Combat (T39–T47) and wagon protection (T48–T52): Entering Combat, the triggered Combat, damage
//! with every bonus, first strike, deaths, advancing or going back, and the arrival that follows.

use super::event::Event;
use super::map::Field;
use super::resolve::Arrival;
use super::state::{Combat, Decision, Item, Match, Optional, Seat, Unit};

/// A strength that stands for Poisoned Blade's +∞ (T44).
const INFINITE: i32 = 1_000;

/// What one hit does to a unit (T48 protection).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fate {
    Survives,
    LosesWagon,
    Dies,
}

/// Who strikes first in a combat (T46).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum StrikeOrder {
    AttackerFirst,
    DefenderFirst,
    Together,
}

/// The blows of a combat: whether each side reaches the other (T39, T41), the damage each would
/// deal, and each side's defence.
#[derive(Debug, Clone, Copy)]
struct Blows {
    attacker_hits: bool,
    defender_hits: bool,
    to_defender: i32,
    to_attacker: i32,
    att_defense: i32,
    def_defense: i32,
}

impl Blows {
    /// The damage of the blows struck, from the attacker on `a` and the defender on `d`, given
    /// (the attacker's fate, the defender's): a side struck down first strikes none, and a
    /// defender's blow of no damage is not told.
    fn report(
        &self,
        a: Field,
        d: Field,
        order: StrikeOrder,
        fates: (Fate, Fate),
        ev: &mut Vec<Event>,
    ) {
        let (att_fate, def_fate) = fates;
        let attacker_first = order == StrikeOrder::AttackerFirst;
        let defender_first = order == StrikeOrder::DefenderFirst;
        let dealt_to_defender =
            self.attacker_hits && (!defender_first || att_fate == Fate::Survives);
        let dealt_to_attacker =
            self.defender_hits && (!attacker_first || def_fate == Fate::Survives);
        if dealt_to_defender {
            ev.push(Event::Damage {
                from: a,
                to: d,
                amount: self.to_defender.min(INFINITE),
            });
        }
        if dealt_to_attacker && self.to_attacker > 0 {
            ev.push(Event::Damage {
                from: d,
                to: a,
                amount: self.to_attacker.min(INFINITE),
            });
        }
    }
}

impl Match {
    /// Where a combatant stands now, if it is still on the board.
    fn combatant(&self, id: u16, expected: Field) -> Option<Field> {
        if self.unit(expected).is_some_and(|u| u.id == id) {
            Some(expected)
        } else {
            self.locate(id)
        }
    }

    /// T40 steps 2–3: the attacker's movement and combat are spent, its Mountain token goes into
    /// this combat, and the triggered Combat is announced.
    pub(super) fn resolve_enter_combat(&mut self, ev: &mut Vec<Event>) {
        let Some(mut c) = self.s.combat else {
            return;
        };
        let Some(at) = self.combatant(c.attacker, c.attacker_field) else {
            self.cancel_combat(ev);
            return;
        };
        if let Some(u) = self.s.units[at as usize].as_mut() {
            u.mp = 0;
            u.wagon_mp = 0;
            u.combat_used = true;
            if u.mountain_token {
                u.mountain_token = false;
                c.attacker_token = true;
            }
        }
        self.s.combat = Some(c);
        if self.combat_broken(&c) {
            self.cancel_combat(ev);
            return;
        }
        ev.push(Event::CombatStarted {
            attacker: c.attacker_field,
            defender: c.defender_field,
            ranged: c.ranged,
        });
        let seat = c.attacker_owner;
        let id = self.s.next_item;
        self.s.next_item += 1;
        self.s.stack.push(super::state::StackItem {
            id,
            seat,
            item: Item::Combat,
        });
        self.s.passed = 0;
    }

    /// T42: a melee combat ends when either unit left its field; a ranged one when neither side
    /// reaches the other any more. A missing defender (or wagon) ends any combat.
    fn combat_broken(&self, c: &Combat) -> bool {
        let attacker = self.combatant(c.attacker, c.attacker_field);
        let defender = match c.defender {
            Some(id) => self.combatant(id, c.defender_field),
            None => (self.unit(c.defender_field).is_none()
                && self.wagon(c.defender_field).is_some())
            .then_some(c.defender_field),
        };
        let (Some(a), Some(d)) = (attacker, defender) else {
            return true;
        };
        if !c.ranged {
            return a != c.attacker_field || d != c.defender_field;
        }
        let distance = self.board.distance(a, d);
        let attacker_reach = self.reach(a).max(self.throw_reach(c)) >= distance;
        let defender_reach = c.defender.is_some() && self.reach(d) >= distance && self.reach(d) > 0;
        !attacker_reach && !defender_reach
    }

    fn reach(&self, field: Field) -> u32 {
        self.unit(field)
            .map(|u| self.rules.range(u.kind, u.tier) as u32)
            .unwrap_or(0)
    }

    pub(super) fn cancel_combat(&mut self, ev: &mut Vec<Event>) {
        if let Some(c) = self.s.combat.take() {
            ev.push(Event::CombatCancelled {
                attacker: c.attacker_field,
                defender: c.defender_field,
            });
        }
        self.s
            .stack
            .retain(|i| !matches!(i.item, Item::Combat | Item::EnterCombat));
    }

    /// Attack and defence of a combatant in this combat: type, tier, wagon, token, cards, and
    /// its counters and Empire's abilities.
    fn strength(&self, field: Field, c: &Combat, attacking: bool) -> (i32, i32) {
        let u = self.unit(field).expect("a combatant stands here");
        let bonus = &c.bonus[usize::from(!attacking)];
        let token = attacking && c.attacker_token;
        let (mut attack, mut defense) =
            self.base_strength(field, u, token || u.mountain_token, !c.ranged);
        let (more_attack, more_defense) = self.ability_strength(field, u, attacking, c);
        attack += bonus.attack + more_attack;
        defense += bonus.defense + more_defense;
        if bonus.poisoned {
            attack = INFINITE;
        }
        (attack.max(0), defense)
    }

    fn fate(&self, field: Field, defense: i32, damage: i32) -> Fate {
        let left = defense - damage;
        if damage >= INFINITE {
            return Fate::Dies;
        }
        if left >= 1 {
            Fate::Survives
        } else if self.wagon(field).is_some() && left >= self.rules.wagon.protection_floor {
            Fate::LosesWagon
        } else {
            Fate::Dies
        }
    }

    /// The triggered Combat (T40 steps 4–8).
    pub(super) fn resolve_combat(&mut self, ev: &mut Vec<Event>) {
        let Some(c) = self.s.combat else {
            return;
        };
        if self.combat_broken(&c) {
            self.cancel_combat(ev);
            return;
        }
        let a = self
            .combatant(c.attacker, c.attacker_field)
            .expect("checked");
        let Some(defender_id) = c.defender else {
            self.strike_empty_wagon(&c, a, ev);
            return;
        };
        let d = self
            .combatant(defender_id, c.defender_field)
            .expect("checked");
        let mut blows = self.blows(a, d, &c);
        // T108: Evasion may cancel the damage of a ranged combat that would cost the unit; its
        // owner is asked (once) before anything of the combat is done.
        let may_evade = [
            self.may_evade(
                a,
                &c,
                self.fate(a, blows.att_defense, blows.to_attacker) != Fate::Survives,
            ),
            self.may_evade(
                d,
                &c,
                self.fate(d, blows.def_defense, blows.to_defender) != Fate::Survives,
            ),
        ];
        if self.ask_combat_option(&c, a, d, may_evade, Optional::Evasion) {
            return;
        }
        let evades =
            |side: usize| may_evade[side] && c.answers.get(side, Optional::Evasion) == Some(true);
        if evades(1) {
            blows.to_defender = 0;
        }
        if evades(0) {
            blows.to_attacker = 0;
        }
        let attacker_unit = *self.unit(a).expect("checked");
        let defender_unit = *self.unit(d).expect("checked");
        let order = self.strike_order(&c, &attacker_unit);
        let (mut att_fate, mut def_fate) = self.fates(a, d, &blows, order);
        // T112: the Immortal about to die may step aside instead; its owner is asked (once).
        let may_rise = [
            att_fate == Fate::Dies && !self.rise_choices(a, d).is_empty(),
            def_fate == Fate::Dies && !self.rise_choices(d, a).is_empty(),
        ];
        if self.ask_combat_option(&c, a, d, may_rise, Optional::Rebirth) {
            return;
        }
        if evades(1) {
            self.spend_evasion(d, ev);
        }
        if evades(0) {
            self.spend_evasion(a, ev);
        }
        blows.report(a, d, order, (att_fate, def_fate), ev);
        self.s.combat = None;
        let rises =
            |side: usize| may_rise[side] && c.answers.get(side, Optional::Rebirth) == Some(true);
        if rises(1) {
            self.rise(d, c.answers.rise_to[1], ev);
            def_fate = Fate::Survives;
        }
        if rises(0) {
            self.rise(a, c.answers.rise_to[0], ev);
            att_fate = Fate::Survives;
        }
        let attacker_owner = attacker_unit.owner;
        let defender_owner = defender_unit.owner;
        self.apply_fate(d, def_fate, attacker_owner, ev);
        self.apply_fate(a, att_fate, defender_owner, ev);
        self.s.last_move = Some((a, d));
        let kill = !self.friendly(attacker_owner, defender_owner);
        if kill && def_fate == Fate::Dies {
            let survivor = (att_fate != Fate::Dies).then_some(a);
            self.after_kill(attacker_unit, survivor, true, defender_unit, ev);
        }
        if kill && att_fate == Fate::Dies {
            let survivor = (def_fate != Fate::Dies).then_some(d);
            self.after_kill(defender_unit, survivor, false, attacker_unit, ev);
        }
        if !c.ranged && att_fate != Fate::Dies && def_fate == Fate::Dies {
            self.advance(
                a,
                d,
                Arrival::Killed {
                    victim: defender_owner,
                },
                ev,
            );
        }
    }

    /// T43: a combat against an empty wagon destroys it (not a kill); a melee attacker on `a`
    /// advances onto its field.
    fn strike_empty_wagon(&mut self, c: &Combat, a: Field, ev: &mut Vec<Event>) {
        self.s.combat = None;
        let field = c.defender_field;
        self.destroy_wagon(field, ev);
        if !c.ranged {
            self.advance(a, field, Arrival::Effect, ev);
        }
    }

    /// The blows of the attacker on `a` and the defender on `d`: who reaches whom (T39, T41)
    /// and with what attack, against what defence.
    fn blows(&self, a: Field, d: Field, c: &Combat) -> Blows {
        let distance = self.board.distance(a, d);
        let (att_attack, att_defense) = self.strength(a, c, true);
        let (def_attack, def_defense) = self.strength(d, c, false);
        let attacker_hits = !c.ranged || self.reach(a).max(self.throw_reach(c)) >= distance;
        let defender_range = self.reach(d);
        let defender_hits = if defender_range > 0 {
            defender_range >= distance
        } else {
            !c.ranged
        };
        Blows {
            attacker_hits,
            defender_hits,
            to_defender: if attacker_hits { att_attack } else { 0 },
            to_attacker: if defender_hits { def_attack } else { 0 },
            att_defense,
            def_defense,
        }
    }

    /// Asks the owner of a combatant whether it uses `which` in this combat, if it `may` and
    /// was not asked yet (the defender first); true when a question was asked.
    fn ask_combat_option(
        &mut self,
        c: &Combat,
        a: Field,
        d: Field,
        may: [bool; 2],
        which: Optional,
    ) -> bool {
        for (side, field) in [(1, d), (0, a)] {
            if may[side] && c.answers.get(side, which).is_none() {
                let seat = self.unit(field).map_or(0, |u| u.owner);
                let decision = match which {
                    Optional::Evasion => Decision::Evasion { seat, field },
                    Optional::Rebirth => Decision::Rebirth { seat, field },
                };
                self.s.decisions.insert(0, decision);
                return true;
            }
        }
        false
    }

    /// T46: first strike unless both sides have it (Lydian Cavalry attacking: T102).
    fn strike_order(&self, c: &Combat, attacker: &Unit) -> StrikeOrder {
        let attacker_reflex = c.bonus[0].reflex + u8::from(self.strikes_first_attacking(attacker));
        if attacker_reflex > 0 && c.bonus[1].reflex == 0 {
            StrikeOrder::AttackerFirst
        } else if c.bonus[1].reflex > 0 && attacker_reflex == 0 {
            StrikeOrder::DefenderFirst
        } else {
            StrikeOrder::Together
        }
    }

    /// What the blows do to (the attacker on `a`, the defender on `d`): a side struck down
    /// first strikes no blow back.
    fn fates(&self, a: Field, d: Field, blows: &Blows, order: StrikeOrder) -> (Fate, Fate) {
        let (att_fate, def_fate);
        match order {
            StrikeOrder::AttackerFirst => {
                def_fate = self.fate(d, blows.def_defense, blows.to_defender);
                att_fate = if def_fate == Fate::Survives {
                    self.fate(a, blows.att_defense, blows.to_attacker)
                } else {
                    Fate::Survives
                };
            }
            StrikeOrder::DefenderFirst => {
                att_fate = self.fate(a, blows.att_defense, blows.to_attacker);
                def_fate = if att_fate == Fate::Survives {
                    self.fate(d, blows.def_defense, blows.to_defender)
                } else {
                    Fate::Survives
                };
            }
            StrikeOrder::Together => {
                def_fate = self.fate(d, blows.def_defense, blows.to_defender);
                att_fate = self.fate(a, blows.att_defense, blows.to_attacker);
            }
        }
        (att_fate, def_fate)
    }

    fn apply_fate(&mut self, field: Field, fate: Fate, enemy: Seat, ev: &mut Vec<Event>) {
        match fate {
            Fate::Survives => {}
            Fate::LosesWagon => self.destroy_wagon(field, ev),
            Fate::Dies => {
                let kill = self
                    .unit(field)
                    .is_some_and(|u| !self.friendly(u.owner, enemy));
                self.destroy(field, kill, ev);
            }
        }
    }

    /// The wagon on `field` is destroyed (T48).
    pub(super) fn destroy_wagon(&mut self, field: Field, ev: &mut Vec<Event>) {
        if let Some(wagon) = self.s.wagons[field as usize].take() {
            self.s.fresh_wagons.retain(|&fresh| fresh != field);
            ev.push(Event::WagonDestroyed {
                seat: wagon.owner,
                field,
            });
        }
    }

    /// The unit on `field` is destroyed, with its wagon; `kill`: by an enemy in combat (T45),
    /// not by an effect (T73, T106, T113).
    pub(super) fn destroy(&mut self, field: Field, kill: bool, ev: &mut Vec<Event>) {
        self.destroy_wagon(field, ev);
        if let Some(unit) = self.take_unit(field) {
            ev.push(Event::UnitDestroyed {
                seat: unit.owner,
                kind: unit.kind,
                field,
                kill,
            });
        }
    }

    /// The melee attacker moves onto the field it won, with its wagon (T40 step 6, T51).
    fn advance(&mut self, from: Field, to: Field, how: Arrival, ev: &mut Vec<Event>) {
        let Some(unit) = self.take_unit(from) else {
            return;
        };
        self.put_unit(to, unit);
        self.carry_wagon(from, to);
        ev.push(Event::Advanced { from, to });
        self.s.last_move = Some((from, to));
        self.arrive(to, from, how, ev);
    }
}
