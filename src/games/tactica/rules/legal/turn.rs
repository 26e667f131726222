//! The actions of a player's turn and of a reaction window: moves, attacks, recruits, cards.

use super::*;

impl Match {
    pub(super) fn turn_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let player = &self.s.players[seat as usize];
        // Moves and attacks.
        let mut paths = Vec::new();
        for from in 0..self.s.units.len() as Field {
            let Some(u) = self.s.units[from as usize] else {
                continue;
            };
            if u.owner != seat || !self.can_act(&u) {
                continue;
            }
            paths.clear();
            self.reachable(from, &mut paths);
            out.extend(paths.iter().map(|&(path, leave_wagon)| Action::Move {
                unit: from,
                path,
                leave_wagon,
            }));
            if !u.combat_used {
                self.attack_targets(from, &u, out);
            }
        }
        // Recruits.
        let mut fields: Vec<Field> = Vec::new();
        for (index, castle) in self.board.castles.iter().enumerate() {
            if self.s.castle_owner[index] == Some(seat) {
                fields.extend(castle.keeps);
            }
        }
        for (index, port) in self.board.ports.iter().enumerate() {
            if self.docks_open(seat, index) {
                fields.extend(port.docks.iter().copied());
            }
        }
        // What no field can allow is skipped before the full check: a type with no token left,
        // a price above the gold even with the best Docks discount, a field with a unit on it.
        // The tokens left are counted once (per type, then wagons), not once per field.
        let kinds = self.rules.units.len() as u8;
        let mut open_kinds = 0u32;
        let mut stash: Vec<usize> = Vec::new();
        if !fields.is_empty() {
            stash = (0..kinds)
                .map(Some)
                .chain([None])
                .map(|kind| self.tokens_left(seat, kind))
                .collect();
            let own = self.rules_of(seat);
            for kind in 0..kinds {
                if stash[usize::from(kind)] > 0 && own.may_recruit(Some(kind)) {
                    open_kinds |= 1 << kind;
                }
            }
        }
        let tokens_left =
            |kind: Option<UnitKind>| stash[kind.map_or(usize::from(kinds), usize::from)];
        let discount = self.ports_of(seat) as i32;
        let gold = self.spendable(seat);
        for &field in &fields {
            let occupied = self.unit(field).is_some();
            for kind in 0..kinds {
                if occupied || open_kinds & (1 << kind) == 0 {
                    continue;
                }
                let tiers = self.rules.unit(kind).tiers.max(1);
                for tier in 1..=tiers {
                    if (self.rules_of(seat).unit_cost(kind, tier) - discount).max(1) > gold {
                        continue;
                    }
                    let what = Recruit::Unit { kind, tier };
                    if self
                        .recruit_price_with(seat, what, field, tokens_left)
                        .is_some()
                    {
                        out.push(Action::Recruit { what, field });
                    }
                }
            }
            for what in [Recruit::Wagon, Recruit::Chariot] {
                if self
                    .recruit_price_with(seat, what, field, tokens_left)
                    .is_some()
                {
                    out.push(Action::Recruit { what, field });
                }
            }
        }
        if (player.cards_bought as u32) < self.rules.card_rules.buys_per_turn as u32
            && self.spendable(seat) >= self.rules_of(seat).card_rules.price
            && !(self.s.deck.is_empty() && self.s.discard.is_empty())
        {
            out.push(Action::BuyCard);
        }
        // Regular-action cards (none after Terror, T93).
        let mut hand = if self.s.terror_turn == self.s.turn {
            Vec::new()
        } else {
            player.hand.clone()
        };
        hand.sort_unstable();
        hand.dedup();
        for card in hand {
            let kind = self.rules.card(card);
            if kind.timing != Timing::Regular {
                continue;
            }
            match kind.effect {
                CardEffect::FreshHorses => {
                    for f in 0..self.s.units.len() as Field {
                        if self
                            .unit(f)
                            .is_some_and(|u| self.friendly(u.owner, seat) && !u.fatigued)
                        {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Unit { field: f },
                            });
                        }
                    }
                }
                CardEffect::SwordsToPloughs { .. } => {
                    for f in 0..self.s.units.len() as Field {
                        if self.unit(f).is_some() {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Unit { field: f },
                            });
                        }
                    }
                }
                CardEffect::Intelligence { .. } => {
                    for s in 0..self.s.setup.players {
                        if self.s.players[s as usize].alive && !self.friendly(s, seat) {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Player { seat: s },
                            });
                        }
                    }
                }
                _ => {}
            }
        }
        if self.temple_owner() == Some(seat) && !player.peeked && !self.s.deck.is_empty() {
            out.push(Action::PeekTemple);
        }
        self.ability_turn_actions(seat, out);
        out.push(Action::EndTurn);
    }

    /// T28, T39: melee needs a point left and an adjacent target; ranged reaches by distance.
    pub(super) fn attack_targets(
        &self,
        from: Field,
        u: &crate::games::tactica::state::Unit,
        out: &mut Vec<Action>,
    ) {
        let unit_type = self.rules.unit(u.kind);
        let hostile = |f: Field| -> bool { self.attackable(u, f) };
        match unit_type.attack_type {
            AttackType::Melee => {
                let driving = self.wagon(from).is_some();
                let points = u.mp + if driving { u.wagon_mp } else { 0 };
                // Advancing would carry a wagon bought this turn with fatigue (T53).
                if points == 0 || (driving && self.wagon_fatigued(from)) {
                    return;
                }
                for target in self.board.neighbours(from) {
                    if hostile(target) {
                        out.push(Action::Attack { unit: from, target });
                    }
                }
            }
            AttackType::Ranged => {
                let range = self.rules.range(u.kind, u.tier) as u32;
                for target in 0..self.s.units.len() as Field {
                    if target != from
                        && (self.s.units[target as usize].is_some()
                            || self.s.wagons[target as usize].is_some())
                        && hostile(target)
                        && self.board.distance(from, target) <= range
                    {
                        out.push(Action::Attack { unit: from, target });
                    }
                }
            }
        }
    }

    pub(super) fn reaction_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.ability_reactions(seat, out);
        // No Action card after Terror until the turn ends (T93).
        let mut hand = if self.s.terror_turn == self.s.turn {
            Vec::new()
        } else {
            self.s.players[seat as usize].hand.clone()
        };
        hand.sort_unstable();
        hand.dedup();
        let combat = self.s.combat;
        for card in hand {
            let kind = self.rules.card(card);
            if kind.timing != Timing::Reaction {
                continue;
            }
            match kind.effect {
                CardEffect::CombatBonus { .. } | CardEffect::PoisonedBlade | CardEffect::Reflex => {
                    // T68: on one of the two units of a pending combat, friendly to the player.
                    let Some(c) = combat else { continue };
                    for (id, field) in [
                        (Some(c.attacker), c.attacker_field),
                        (c.defender, c.defender_field),
                    ] {
                        if let (Some(id), Some(u)) = (id, self.unit(field)) {
                            if u.id == id && self.friendly(u.owner, seat) {
                                out.push(Action::PlayCard {
                                    card,
                                    target: CardTarget::Unit { field },
                                });
                            }
                        }
                    }
                }
                CardEffect::Reinforcements { .. } => {
                    let Some(c) = combat else { continue };
                    let Some(d) = self.unit(c.defender_field) else {
                        continue;
                    };
                    if Some(d.id) != c.defender || !self.friendly(d.owner, seat) {
                        continue;
                    }
                    // The Light Infantry is recruited (T56): a token, and no Empire's ban.
                    let li = self.may_place(seat, self.rules.light_infantry);
                    for to in self.board.neighbours(c.defender_field) {
                        if !self.vacant(to) || (!c.ranged && to == c.attacker_field) {
                            continue;
                        }
                        for light_infantry in [false, true] {
                            if light_infantry && !li {
                                continue;
                            }
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::Reinforce {
                                    field: c.defender_field,
                                    to,
                                    light_infantry,
                                },
                            });
                        }
                    }
                }
                CardEffect::ForcedMarch => {
                    for field in 0..self.s.units.len() as Field {
                        if self.s.units[field as usize].is_none()
                            && self.s.wagons[field as usize].is_none()
                        {
                            continue;
                        }
                        for to in self.board.neighbours(field) {
                            if self.vacant(to) {
                                out.push(Action::PlayCard {
                                    card,
                                    target: CardTarget::Push { field, to },
                                });
                            }
                        }
                    }
                }
                CardEffect::Intuition => {
                    for item in &self.s.stack {
                        if matches!(item.item, Item::Card { .. }) && !self.friendly(item.seat, seat)
                        {
                            out.push(Action::PlayCard {
                                card,
                                target: CardTarget::StackCard { item: item.id },
                            });
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// A canonical path helper for tests and front ends: the listed move of `from` to `to`.
    pub fn move_to(&self, seat: Seat, from: Field, to: Field) -> Option<Action> {
        let mut paths: Vec<(Path, bool)> = Vec::new();
        if self.unit(from).is_none_or(|u| u.owner != seat) {
            return None;
        }
        self.reachable(from, &mut paths);
        paths
            .into_iter()
            .find(|(p, _)| p.last() == Some(to))
            .map(|(path, leave_wagon)| Action::Move {
                unit: from,
                path,
                leave_wagon,
            })
    }
}
