//! The abilities that act on gold, cards, turns and arrivals: THEFT (T105), Lydia's debt (T101),
//! PATENT (T118), FAILURE (T96), Media's pillage (T104), CONSCRIPTION (T109), NOMADISM (T114),
//! COUNTERATTACK's offer (T107), DRAIN at a turn start (T106), tokens won back on arrival (T88,
//! T112), and Akkad against Intelligence (T87).

use super::Ability;
use crate::games::tactica::event::{Event, GoldReason};
use crate::games::tactica::map::{Field, Terrain};
use crate::games::tactica::ruleset::{CardEffect, CardKind};
use crate::games::tactica::state::{Decision, FreePeasantWhy, Match, Seat};

impl Match {
    /// Opponents THEFT may take gold from (T105).
    pub fn theft_targets(&self, seat: Seat) -> Vec<Seat> {
        (0..self.s.setup.players)
            .filter(|&t| {
                let p = &self.s.players[usize::from(t)];
                p.alive && !self.friendly(t, seat) && p.gold > 0
            })
            .collect()
    }

    /// The fields of `seat`'s units that have `ability` of their own (the Architect's PLAN).
    pub(in crate::games::tactica) fn fields_of_units_with(
        &self,
        seat: Seat,
        ability: Ability,
    ) -> Vec<Field> {
        (0..self.s.units.len() as Field)
            .filter(|&f| {
                self.unit(f)
                    .is_some_and(|u| u.owner == seat && self.unit_has(u, ability))
            })
            .collect()
    }

    /// PLAN (T97): an Architect of `seat` stands on a field of this terrain.
    pub(in crate::games::tactica) fn plans_on(&self, seat: Seat, terrain: Terrain) -> usize {
        self.fields_of_units_with(seat, Ability::Plan)
            .into_iter()
            .filter(|&f| self.terrain(f) == terrain)
            .count()
    }

    /// At `seat`'s End of turn: THEFT (T105), asked when more than one opponent has gold; PLAN
    /// on a Village, a free Peasant in a Keep (T97).
    pub(in crate::games::tactica) fn end_of_turn_abilities(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
    ) {
        for _ in 0..self.plans_on(seat, Terrain::Village) {
            self.offer_free_peasant(seat, None, FreePeasantWhy::Plan);
        }
        if !self.has_ability(seat, Ability::Theft) {
            return;
        }
        match self.theft_targets(seat).as_slice() {
            [] => {}
            [only] => self.steal_by_theft(seat, *only, ev),
            _ => self.s.decisions.push(Decision::Theft { seat }),
        }
    }

    pub(in crate::games::tactica) fn steal_by_theft(
        &mut self,
        seat: Seat,
        target: Seat,
        ev: &mut Vec<Event>,
    ) {
        let gold = self.numbers().theft_gold;
        let lost = self.lose_gold(target, gold);
        if lost > 0 {
            let _ = seat;
            ev.push(Event::Gold {
                seat: target,
                gold: -lost,
                reason: GoldReason::Theft,
            });
        }
    }

    /// At Passing, after income: Lydia's negative balance is charged once more (T101).
    pub(in crate::games::tactica) fn charge_debt(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let gold = self.s.players[usize::from(seat)].gold;
        if gold < 0 && self.has_ability(seat, Ability::Debt) {
            self.s.players[usize::from(seat)].gold += gold;
            ev.push(Event::Gold {
                seat,
                gold,
                reason: GoldReason::Debt,
            });
        }
    }

    /// After `seat` drew the card now in hand slot `slot`: Sumer may show it (T118).
    pub(in crate::games::tactica) fn offer_patent(&mut self, seat: Seat, slot: usize) {
        if self.has_ability(seat, Ability::Patent) {
            self.s.decisions.push(Decision::Patent {
                seat,
                slot: slot as u8,
            });
        }
    }

    /// A card left `seat`'s hand from slot `slot`: a pending PATENT offer follows its card.
    pub(in crate::games::tactica) fn hand_slot_removed(&mut self, seat: Seat, slot: usize) {
        self.s.decisions.retain_mut(|d| match d {
            Decision::Patent { seat: s, slot: at } if *s == seat => {
                if usize::from(*at) == slot {
                    return false;
                }
                if usize::from(*at) > slot {
                    *at -= 1;
                }
                true
            }
            _ => true,
        });
    }

    /// After `card`, played by `seat`, resolved: an opponent with COUNTERATTACK may take it
    /// (T107), when it is a (More) Surprising Attack or a Poisoned Blade.
    pub(in crate::games::tactica) fn offer_counterattack(&mut self, seat: Seat, card: CardKind) {
        let attack_card = match self.rules.card(card).effect {
            CardEffect::CombatBonus { attack, defense } => attack > 0 && defense == 0,
            CardEffect::PoisonedBlade => true,
            _ => false,
        };
        if !attack_card {
            return;
        }
        let cost = self.numbers().counterattack_cost;
        let limit = usize::from(self.rules.card_rules.hand_limit);
        for other in 0..self.s.setup.players {
            let p = &self.s.players[usize::from(other)];
            if p.alive
                && !self.friendly(other, seat)
                && self.has_ability(other, Ability::Counterattack)
                && p.hand.len() < limit
                && self.spendable(other) >= cost
            {
                self.s
                    .decisions
                    .push(Decision::Counterattack { seat: other, card });
            }
        }
    }

    /// Media's units do not stop on a Village and loot less (T104).
    pub(in crate::games::tactica) fn pillages_lightly(&self, seat: Seat) -> bool {
        self.has_ability(seat, Ability::LightPillage)
    }

    /// Arrival effects of abilities on `field` (T88, T96, T112). `victim`: the owner of the
    /// unit killed there, when the arrival is an advance after a kill.
    pub(in crate::games::tactica) fn ability_arrival(
        &mut self,
        field: Field,
        victim: Option<Seat>,
        ev: &mut Vec<Event>,
    ) {
        let Some(u) = self.s.units[field as usize] else {
            return;
        };
        let terrain = self.terrain(field);
        let own_keep = terrain == Terrain::Keep
            && self
                .board
                .castle_of_keep(field)
                .is_some_and(|c| self.s.castle_owner[c] == Some(u.owner));
        let spear_back = self.unit_has(&u, Ability::Throw)
            && (own_keep || matches!(terrain, Terrain::Village | Terrain::PortCentre));
        let rebirth_back = self.unit_has(&u, Ability::Rebirth) && own_keep;
        if (spear_back || rebirth_back) && !u.token {
            if let Some(u) = self.s.units[field as usize].as_mut() {
                u.token = true;
            }
        }
        let objective = matches!(
            terrain,
            Terrain::Village | Terrain::Temple | Terrain::PortCentre
        );
        if let Some(victim) = victim {
            if objective && self.has_ability(victim, Ability::Failure) {
                let lost = self.lose_gold(victim, self.numbers().failure_loss);
                if lost > 0 {
                    ev.push(Event::Gold {
                        seat: victim,
                        gold: -lost,
                        reason: GoldReason::Failure,
                    });
                }
            }
        }
    }

    /// CONSCRIPTION (T9, T109): a free Peasant may go on a vacant Keep field of `castle`, just
    /// chosen or conquered for the first time.
    pub(in crate::games::tactica) fn conscript_peasant(&mut self, seat: Seat, castle: usize) {
        if self.has_ability(seat, Ability::Conscription) {
            self.offer_free_peasant(seat, Some(castle), FreePeasantWhy::Conscription);
        }
    }

    /// CONSCRIPTION (T109, T61): the units of `loser` Persia (`seat`) may take when its conquest
    /// puts `loser` out, the dearest first: those it has a token for.
    pub(in crate::games::tactica) fn capture_choices(&self, seat: Seat, loser: Seat) -> Vec<Field> {
        if !self.has_ability(seat, Ability::Conscription) {
            return Vec::new();
        }
        let mut choices: Vec<(i32, Field)> = (0..self.s.units.len() as Field)
            .filter_map(|f| self.unit(f).map(|u| (f, *u)))
            .filter(|(_, u)| u.owner == loser && self.tokens_left(seat, Some(u.kind)) > 0)
            .map(|(f, u)| (self.rules_of(loser).unit_cost(u.kind, u.tier), f))
            .collect();
        choices.sort_by_key(|&(cost, f)| (std::cmp::Reverse(cost), f));
        choices.into_iter().map(|(_, f)| f).collect()
    }

    /// CONSCRIPTION (T109): Persia takes `loser`'s unit on `field`, fatigued and without a
    /// wagon, before the rest are removed.
    pub(in crate::games::tactica) fn capture(
        &mut self,
        seat: Seat,
        loser: Seat,
        field: Field,
        ev: &mut Vec<Event>,
    ) {
        if self.unit(field).is_none_or(|u| u.owner != loser) {
            return;
        }
        self.destroy_wagon(field, ev);
        if let Some(u) = self.s.units[field as usize].as_mut() {
            u.owner = seat;
            u.fatigued = true;
            u.mp = 0;
            u.wagon_mp = 0;
            u.bribed = false;
            ev.push(Event::Conscripted {
                seat,
                from: loser,
                field,
                kind: u.kind,
            });
        }
    }

    /// NOMADISM (T114): Scythia losing its last castle stays in for its next own turn.
    pub(in crate::games::tactica) fn stays_nomad(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
    ) -> bool {
        let p = &self.s.players[usize::from(seat)];
        if !self.has_ability(seat, Ability::Nomadism) || p.nomad {
            return false;
        }
        self.s.players[usize::from(seat)].nomad = true;
        ev.push(Event::Nomad { seat });
        true
    }

    /// At the end of a nomad's bonus turn: out without a castle, else settled again (T114).
    pub(in crate::games::tactica) fn end_nomad_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if !self.s.players[usize::from(seat)].nomad {
            return;
        }
        self.s.players[usize::from(seat)].nomad = false;
        if self.castles_of(seat) == 0 {
            self.eliminate(seat, false, ev);
        }
    }

    /// Intelligence against Akkad (T87): a steal is a loss that gains nothing; a forced discard
    /// is ignored. Returns (what the target loses, what the thief gains, a discard is asked).
    pub(in crate::games::tactica) fn intelligence_against(
        &self,
        target: Seat,
        steal: i32,
    ) -> (i32, i32, bool) {
        let immune = self.has_ability(target, Ability::IgnoreDiscards);
        let has_cards = !self.s.players[usize::from(target)].hand.is_empty();
        if immune {
            (steal, 0, false)
        } else {
            (steal, steal, has_cards)
        }
    }
}
