//! The abilities that change a combat: strength bonuses and counters (T87, T91, T92, T100, T106,
//! T116, T117), first strike (T102), the spear's reach (T88), Evasion (T108), Rebirth (T112), and
//! what a kill triggers (T95, T115, T116, T119).

use super::Ability;
use crate::games::tactica::event::{Event, GoldReason};
use crate::games::tactica::map::Field;
use crate::games::tactica::ruleset::AttackType;
use crate::games::tactica::state::{Combat, Decision, FreePeasantWhy, Match, Seat, Unit};

impl Match {
    /// What the unit's counters and its Empire's abilities add to its attack and defence in
    /// this combat (`attacking`: it is the attacker).
    pub(in crate::games::tactica) fn ability_strength(
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
    pub(in crate::games::tactica) fn strikes_first_attacking(&self, u: &Unit) -> bool {
        self.unit_has(u, Ability::Reflex)
    }

    /// The spear's reach: a throwing Qaraddu attacks at range 1 (T88).
    pub(in crate::games::tactica) fn throw_reach(&self, c: &Combat) -> u32 {
        u32::from(c.throw)
    }

    /// Evasion (T108): whether the Cavalry Archer on `field` may spend its counter to cancel all
    /// damage to it from this combat: a ranged one whose damage would cost it its wagon or its
    /// life (`doomed`).
    pub(in crate::games::tactica) fn may_evade(
        &self,
        field: Field,
        c: &Combat,
        doomed: bool,
    ) -> bool {
        c.ranged
            && doomed
            && self
                .unit(field)
                .is_some_and(|u| u.token && self.unit_has(u, Ability::Evasion))
    }

    /// Spends the Evasion counter of the unit on `field` (T108).
    pub(in crate::games::tactica) fn spend_evasion(&mut self, field: Field, ev: &mut Vec<Event>) {
        if let Some(u) = self.s.units[field as usize].as_mut() {
            u.token = false;
        }
        ev.push(Event::Evaded { field });
    }

    /// Rebirth (T112): where the Immortal on `field`, about to die, may step aside to for its
    /// token and the price: the vacant neighbours, farthest from `enemy` first (empty if it
    /// cannot: no token, gold short, no vacant neighbour).
    pub(in crate::games::tactica) fn rise_choices(&self, field: Field, enemy: Field) -> Vec<Field> {
        let Some(u) = self.unit(field).copied() else {
            return Vec::new();
        };
        if !u.token
            || !self.unit_has(&u, Ability::Rebirth)
            || self.spendable(u.owner) < self.numbers().rebirth_cost
        {
            return Vec::new();
        }
        let mut to: Vec<Field> = self
            .board
            .neighbours(field)
            .filter(|&f| self.vacant(f))
            .collect();
        to.sort_by_key(|&f| (std::cmp::Reverse(self.board.distance(f, enemy)), f));
        to
    }

    /// The Immortal on `field` steps aside to `to` for its token and the price (T112).
    pub(in crate::games::tactica) fn rise(&mut self, field: Field, to: Field, ev: &mut Vec<Event>) {
        let Some(u) = self.unit(field).copied() else {
            return;
        };
        let cost = self.numbers().rebirth_cost;
        self.s.players[usize::from(u.owner)].gold -= cost;
        self.destroy_wagon(field, ev);
        let Some(mut unit) = self.take_unit(field) else {
            return;
        };
        unit.token = false;
        self.put_unit(to, unit);
        ev.push(Event::Reborn {
            seat: u.owner,
            from: field,
            to,
            gold: cost,
        });
    }

    /// What a kill in combat triggers for the killer's side (T95, T115, T116, T119).
    /// `killer`: the killing unit as it stood, and where it stands now if it survived.
    pub(in crate::games::tactica) fn after_kill(
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
            self.offer_free_peasant(seat, None, FreePeasantWhy::Slavery);
        }
    }

    /// CONSCRIPTION (T9, T109), SLAVERY (T95) and PLAN (T97) give `seat` a free Peasant on a
    /// vacant Keep field (of `castle`, or of any castle it holds): asked when there is one.
    pub(in crate::games::tactica) fn offer_free_peasant(
        &mut self,
        seat: Seat,
        castle: Option<usize>,
        why: FreePeasantWhy,
    ) {
        if !self.free_peasant_keeps(seat, castle).is_empty() {
            self.s.decisions.push(Decision::FreePeasant {
                seat,
                castle: castle.map(|c| c as u8),
                why,
            });
        }
    }

    /// The Keep fields where `seat` may place a free Peasant now (of `castle` only, when
    /// given): vacant, on a castle it holds, and a Peasant it may recruit (T56, T115).
    pub(in crate::games::tactica) fn free_peasant_keeps(
        &self,
        seat: Seat,
        castle: Option<usize>,
    ) -> Vec<Field> {
        if !self.may_place(seat, self.rules.peasant) {
            return Vec::new();
        }
        self.board
            .castles
            .iter()
            .enumerate()
            .filter(|(i, _)| {
                self.s.castle_owner[*i] == Some(seat) && castle.is_none_or(|c| c == *i)
            })
            .flat_map(|(_, c)| c.keeps)
            .filter(|&k| self.vacant(k))
            .collect()
    }
}
