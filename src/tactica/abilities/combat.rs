//! The abilities that change a combat: strength bonuses and counters (T87, T91, T92, T100, T106,
//! T116, T117), first strike (T102), the spear's reach (T88), Evasion (T108), Rebirth (T112), and
//! what a kill triggers (T95, T115, T116, T119).

use super::Ability;
use crate::tactica::event::{Event, GoldReason};
use crate::tactica::map::Field;
use crate::tactica::ruleset::AttackType;
use crate::tactica::state::{Combat, Decision, Match, Seat, Unit};

impl Match {
    /// What the unit's counters and its Empire's abilities add to its attack and defence in
    /// this combat (`attacking`: it is the attacker).
    pub(in crate::tactica) fn ability_strength(
        &self,
        field: Field,
        u: &Unit,
        attacking: bool,
        c: &Combat,
    ) -> (i32, i32) {
        let n = self.numbers();
        let counters = i32::from(u.trophies) * n.trophy_bonus - i32::from(u.pain) * n.pain;
        let (mut attack, mut defense) = (counters, counters);
        let rules = self.rules_of(u.owner);
        if rules.abilities == 0 {
            return (attack, defense);
        }
        let unit_type = self.rules.unit(u.kind);
        let melee = unit_type.attack_type == AttackType::Melee;
        let has = |a: Ability| rules.abilities & a.bit() != 0;
        // Akkad's +1 is to the Archers' ranged Attack (T57): not to a melee Attack (T39).
        if has(Ability::ArcherBonus) && unit_type.tiered() && c.ranged {
            attack += n.archer_bonus;
        }
        if has(Ability::HeavyAgainstSpecial)
            && matches!(unit_type.id.as_str(), "heavy_infantry" | "heavy_cavalry")
        {
            let enemy = if attacking {
                c.defender.and_then(|_| self.unit(c.defender_field))
            } else {
                self.locate(c.attacker).and_then(|f| self.unit(f))
            };
            let enemy_field = if attacking {
                c.defender_field
            } else {
                self.locate(c.attacker).unwrap_or(c.attacker_field)
            };
            // A Heavy Chariot's driver counts as Special (T91, T99).
            let on_chariot = self.wagon_piece(enemy_field).is_some_and(|w| w.chariot);
            if enemy.is_some_and(|e| self.is_special(e) || on_chariot) {
                attack += n.heavy_against_special;
            }
        }
        if has(Ability::CaptainAura) && melee && !self.unit_has(u, Ability::CaptainAura) {
            let captain_near = self.board.neighbours(field).any(|f| {
                self.unit(f)
                    .is_some_and(|o| o.owner == u.owner && self.unit_has(o, Ability::CaptainAura))
            });
            if captain_near {
                attack += n.captain_aura;
            }
        }
        if has(Ability::WagonRiders) && melee && self.wagon(field).is_some() {
            if attacking {
                attack += n.riders_attack;
            } else {
                defense += n.riders_defense;
            }
        }
        if attacking && c.charge {
            attack += n.charge_attack;
            defense -= n.charge_defense;
        }
        if attacking && c.throw {
            attack += n.throw_attack - rules.base_attack(u.kind, u.tier);
        }
        (attack, defense)
    }

    /// The attacker strikes first: Lydian Cavalry attacking (T102).
    pub(in crate::tactica) fn strikes_first_attacking(&self, u: &Unit) -> bool {
        self.unit_has(u, Ability::Reflex)
    }

    /// The spear's reach: a throwing Qaraddu attacks at range 1 (T88).
    pub(in crate::tactica) fn throw_reach(&self, c: &Combat) -> u32 {
        u32::from(c.throw)
    }

    /// Evasion (T108): the Cavalry Archer's counter cancels all damage to it from one ranged
    /// combat. Spent (here) when that damage would cost it its wagon or its life.
    pub(in crate::tactica) fn evades(
        &mut self,
        field: Field,
        c: &Combat,
        doomed: bool,
        ev: &mut Vec<Event>,
    ) -> bool {
        if !c.ranged || !doomed {
            return false;
        }
        let evading = self
            .unit(field)
            .is_some_and(|u| u.token && self.unit_has(u, Ability::Evasion));
        if evading {
            if let Some(u) = self.s.units[field as usize].as_mut() {
                u.token = false;
            }
            ev.push(Event::Evaded { field });
        }
        evading
    }

    /// Rebirth (T112): the Immortal about to die steps aside instead, for its token and the
    /// price, to the vacant neighbour farthest from `enemy` (the first such in map order).
    /// Returns where it went.
    pub(in crate::tactica) fn reborn(
        &mut self,
        field: Field,
        enemy: Field,
        ev: &mut Vec<Event>,
    ) -> Option<Field> {
        let u = *self.unit(field)?;
        if !u.token || !self.unit_has(&u, Ability::Rebirth) {
            return None;
        }
        let cost = self.numbers().rebirth_cost;
        if self.spendable(u.owner) < cost {
            return None;
        }
        let to = self
            .board
            .neighbours(field)
            .filter(|&f| self.vacant(f))
            .max_by_key(|&f| (self.board.distance(f, enemy), std::cmp::Reverse(f)))?;
        self.s.players[usize::from(u.owner)].gold -= cost;
        self.destroy_wagon(field, ev);
        let mut unit = self.take_unit(field)?;
        unit.token = false;
        self.put_unit(to, unit);
        ev.push(Event::Reborn {
            seat: u.owner,
            from: field,
            to,
            gold: cost,
        });
        Some(to)
    }

    /// What a kill in combat triggers for the killer's side (T95, T115, T116, T119).
    /// `killer`: the killing unit as it stood, and where it stands now if it survived.
    pub(in crate::tactica) fn after_kill(
        &mut self,
        killer: Unit,
        survivor: Option<Field>,
        attacking: bool,
        victim: Unit,
        ev: &mut Vec<Event>,
    ) {
        let seat = killer.owner;
        let n = self.numbers().clone();
        let melee = self.rules.unit(killer.kind).attack_type == AttackType::Melee;
        if let Some(field) = survivor {
            if melee && self.has_ability(seat, Ability::Plunderers) {
                self.s.players[usize::from(seat)].gold += n.plunder_gold;
                ev.push(Event::Gold {
                    seat,
                    gold: n.plunder_gold,
                    reason: GoldReason::Plunder,
                });
            }
            if self.unit_has(&killer, Ability::Trophy) {
                if let Some(u) = self.s.units[field as usize].as_mut() {
                    u.trophies = u.trophies.saturating_add(1);
                }
                ev.push(Event::Trophy { field });
                let lost = self.lose_gold(victim.owner, n.trophy_loss);
                if lost > 0 {
                    ev.push(Event::Gold {
                        seat: victim.owner,
                        gold: -lost,
                        reason: GoldReason::Trophy,
                    });
                }
            }
        }
        if attacking
            && self.unit_has(&killer, Ability::Sovereignty)
            && !self.s.players[usize::from(victim.owner)].hand.is_empty()
            && !self.has_ability(victim.owner, Ability::IgnoreDiscards)
        {
            self.s
                .decisions
                .push(Decision::DiscardChosen { seat: victim.owner });
        }
        if victim.kind == self.rules.peasant && self.has_ability(seat, Ability::Slavery) {
            if let Some(keep) = self.vacant_keep(seat, None) {
                self.recruit_free(seat, self.rules.peasant, keep, ev);
            }
        }
    }

    /// A vacant Keep field of a castle `seat` owns (of `castle` only, when given), first in map
    /// order: where a free Peasant goes (T95, T97, T109).
    pub(in crate::tactica) fn vacant_keep(
        &self,
        seat: Seat,
        castle: Option<usize>,
    ) -> Option<Field> {
        self.board
            .castles
            .iter()
            .enumerate()
            .filter(|(i, _)| {
                self.s.castle_owner[*i] == Some(seat) && castle.is_none_or(|c| c == *i)
            })
            .flat_map(|(_, c)| c.keeps)
            .find(|&k| self.vacant(k))
    }
}
