//! Applying actions: announcing regular actions onto the one stack, windows that close when every
//! eligible player has passed in a row, resolving last in first out (T77–T81), decisions, the
//! turn's phases and income, and elimination and victory.

use super::action::{Action, CardTarget, Path, PeasantChoice, Recruit};
use super::event::Event;
use super::map::{Field, Terrain, WinRule};
use super::moves::MovePlan;
use super::state::{
    Combat, Decision, EndReason, Item, Match, Outcome, Score, Seat, StackItem, Unit,
};

/// How a unit arrived on a field: its arrival effects depend on it (T31–T34).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Arrival {
    /// The end of a move's path (the fee was checked payable).
    Path,
    /// A movement effect: Forced March, Reinforcements, advancing onto an empty wagon's field.
    Effect,
    /// Advancing after killing the enemy unit that stood here (T33, T34).
    Killed { victim: Seat },
}

impl Match {
    /// Applies an action known to be legal. Playouts call this directly; `apply` checks first.
    pub fn apply_unchecked(&mut self, seat: Seat, action: &Action, ev: &mut Vec<Event>) {
        self.s.version += 1;
        match *action {
            Action::Surrender => {
                ev.push(Event::Surrendered { seat });
                self.eliminate(seat, true, ev);
            }
            Action::ChooseCastle { castle } => {
                if let Some(index) = self.board.castle_by_id(castle) {
                    self.s.castle_owner[index] = Some(seat);
                    self.s.players[seat as usize].started = true;
                    ev.push(Event::CastleChosen { seat, castle });
                }
            }
            Action::Pass => {
                self.s.passed |= 1 << seat;
                ev.push(Event::Passed { seat });
            }
            Action::EndTurn => self.announce(seat, Item::EndOfTurn, ev),
            Action::BuyCard => {
                let player = &mut self.s.players[seat as usize];
                player.gold -= self.rules.card_rules.price;
                player.cards_bought += 1;
                ev.push(Event::CardBought {
                    seat,
                    price: self.rules.card_rules.price,
                });
                self.announce(seat, Item::BuyCard, ev);
            }
            Action::Recruit { what, field } => {
                self.announce(seat, Item::Recruit { what, field }, ev)
            }
            Action::Move {
                unit,
                path,
                leave_wagon,
            } => {
                let Some(u) = self.unit(unit).copied() else {
                    return;
                };
                self.lock(unit);
                ev.push(Event::MoveAnnounced {
                    seat,
                    from: unit,
                    path,
                });
                self.announce(
                    seat,
                    Item::Move {
                        unit: u.id,
                        from: unit,
                        path,
                        leave_wagon,
                    },
                    ev,
                );
            }
            Action::Attack { unit, target } => {
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
                });
                ev.push(Event::AttackAnnounced {
                    seat,
                    from: unit,
                    target,
                });
                self.announce(seat, Item::EnterCombat, ev);
            }
            Action::PlayCard { card, target } => {
                let hand = &mut self.s.players[seat as usize].hand;
                if let Some(pos) = hand.iter().position(|&c| c == card) {
                    hand.remove(pos);
                }
                let item = self.s.next_item;
                ev.push(Event::CardPlayed {
                    seat,
                    card,
                    target,
                    item,
                });
                let unit = match target {
                    CardTarget::Unit { field }
                    | CardTarget::Push { field, .. }
                    | CardTarget::Reinforce { field, .. } => self.unit(field).map_or(0, |u| u.id),
                    _ => 0,
                };
                self.announce(seat, Item::Card { card, target, unit }, ev);
            }
            Action::PeekTemple => {
                self.s.players[seat as usize].peeked = true;
                if let Some(&card) = self.s.deck.last() {
                    let turn = self.s.turn;
                    self.s.players[seat as usize].knowledge.peek = Some((card, turn));
                    ev.push(Event::Peeked {
                        seat,
                        card: Some(card),
                    });
                    self.s.decisions.insert(0, Decision::Peek { seat });
                }
            }
            Action::PeekDecision { bottom } => {
                self.s.decisions.remove(0);
                if bottom {
                    if let Some(card) = self.s.deck.pop() {
                        self.s.deck.insert(0, card);
                    }
                }
                ev.push(Event::PeekPutBottom { seat, bottom });
            }
            Action::Discard { card } => {
                let decision = self.s.decisions.remove(0);
                self.discard_from_hand(seat, card, ev);
                if let Decision::DiscardToDraw { draws, .. } = decision {
                    self.draw(seat, draws, ev);
                }
            }
            Action::Intelligence { steal } => {
                let Decision::Intelligence { target, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                if steal {
                    let amount = self.steal_amount(target);
                    self.s.players[target as usize].gold -= amount;
                    self.s.players[seat as usize].gold += amount;
                    ev.push(Event::GoldStolen {
                        from: target,
                        to: seat,
                        gold: amount,
                    });
                } else if !self.s.players[target as usize].hand.is_empty() {
                    self.s
                        .decisions
                        .insert(0, Decision::DiscardChosen { seat: target });
                }
            }
            Action::Peasant { choice } => {
                self.s.decisions.remove(0);
                match choice {
                    PeasantChoice::Place { field } => {
                        self.recruit_free(seat, self.rules.peasant, field, ev);
                    }
                    PeasantChoice::Move { from, to } => {
                        if let Some(unit) = self.take_unit(from) {
                            self.put_unit(to, unit);
                            ev.push(Event::Moved {
                                seat,
                                from,
                                to,
                                boarded: false,
                                left_wagon: false,
                            });
                            self.arrive(to, from, Arrival::Effect, ev);
                        }
                    }
                    PeasantChoice::None => {}
                }
            }
            Action::PortFee { pay } => {
                let Decision::PortFee { field, back, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                self.settle_fee(seat, field, back, pay, ev);
            }
            Action::GiveCastle { to } => {
                let Decision::GiveCastle { castle, .. } = self.s.decisions.remove(0) else {
                    return;
                };
                self.conquer(castle as usize, to, ev);
            }
        }
        self.run(ev);
    }

    /// The move lock (T27): a different unit acting finishes every unit that acted before.
    fn lock(&mut self, field: Field) {
        let epoch = {
            let id = self.s.units[field as usize].map(|u| u.id);
            if self.s.current_actor != id {
                self.s.epoch += 1;
                self.s.current_actor = id;
            }
            self.s.epoch
        };
        if let Some(u) = self.s.units[field as usize].as_mut() {
            u.acted = true;
            u.epoch = epoch;
        }
    }

    fn announce(&mut self, seat: Seat, item: Item, _ev: &mut [Event]) {
        let id = self.s.next_item;
        self.s.next_item += 1;
        self.s.stack.push(StackItem { id, seat, item });
        self.s.passed = 0;
    }

    /// Seats that may add a reaction now (T79: decided from public facts only).
    pub fn eligible(&self) -> u64 {
        let mut mask = 0u64;
        for (seat, p) in self.s.players.iter().enumerate() {
            if p.alive && !p.hand.is_empty() {
                mask |= 1 << seat;
            }
        }
        mask
    }

    /// Runs the match forward until someone must act.
    pub(super) fn run(&mut self, ev: &mut Vec<Event>) {
        loop {
            if self.s.outcome.is_some() || !self.s.decisions.is_empty() {
                return;
            }
            if self.check_conquests(ev) {
                continue;
            }
            if self.s.stack.is_empty() {
                if self.s.pending_next_turn {
                    self.s.pending_next_turn = false;
                    self.next_turn(ev);
                    continue;
                }
                return;
            }
            if self.eligible() & !self.s.passed != 0 {
                return;
            }
            let top = self.s.stack.pop().expect("the stack is not empty");
            self.s.passed = 0;
            self.resolve(top, ev);
        }
    }

    fn resolve(&mut self, top: StackItem, ev: &mut Vec<Event>) {
        let seat = top.seat;
        match top.item {
            Item::Move {
                unit,
                from,
                path,
                leave_wagon,
            } => self.resolve_move(seat, unit, from, path, leave_wagon, ev),
            Item::EnterCombat => self.resolve_enter_combat(ev),
            Item::Combat => self.resolve_combat(ev),
            Item::Recruit { what, field } => self.resolve_recruit(seat, what, field, ev),
            Item::BuyCard => self.draw(seat, 1, ev),
            Item::Card { card, target, unit } => self.resolve_card(seat, card, target, unit, ev),
            Item::Conquest { castle, side } => self.resolve_conquest(castle, side, ev),
            Item::EndOfTurn => {
                ev.push(Event::TurnEnded { seat });
                self.announce(seat, Item::Passing, ev);
            }
            Item::Passing => {
                self.income(seat, ev);
                self.s.pending_next_turn = true;
            }
        }
    }

    fn resolve_move(
        &mut self,
        seat: Seat,
        id: u16,
        from: Field,
        path: Path,
        leave_wagon: bool,
        ev: &mut Vec<Event>,
    ) {
        let still_there = self.unit(from).is_some_and(|u| u.id == id);
        let plan = if still_there {
            self.check_path(seat, from, &path, leave_wagon).ok()
        } else {
            None
        };
        let Some(plan) = plan else {
            ev.push(Event::Fizzled { seat });
            return;
        };
        self.execute_move(seat, from, plan, ev);
    }

    pub(super) fn execute_move(
        &mut self,
        seat: Seat,
        from: Field,
        plan: MovePlan,
        ev: &mut Vec<Event>,
    ) {
        let driving = self.wagon(from).is_some();
        let mut unit = self.take_unit(from).expect("checked");
        let carry_wagon = driving && !plan.left_wagon;
        if carry_wagon {
            self.s.wagons[from as usize] = None;
        }
        unit.mp = plan.mp;
        unit.wagon_mp = plan.wagon_mp;
        if plan.boarded {
            // T49, T50: the wagon's points, once per turn per driver.
            if !unit.wagon_bonus_taken {
                unit.wagon_bonus_taken = true;
                unit.wagon_mp = if plan.stopped {
                    0
                } else {
                    self.rules.wagon.movement_bonus
                };
            }
        }
        if plan.mountain && !unit.mountain_token {
            unit.mountain_token = true;
            ev.push(Event::MountainToken { field: plan.to });
        }
        self.put_unit(plan.to, unit);
        if carry_wagon {
            self.s.wagons[plan.to as usize] = Some(seat);
        }
        self.s.last_move = Some((from, plan.to));
        ev.push(Event::Moved {
            seat,
            from,
            to: plan.to,
            boarded: plan.boarded,
            left_wagon: plan.left_wagon,
        });
        self.arrive(plan.to, from, Arrival::Path, ev);
    }

    /// Takes a unit off the board (port ownership follows, T35).
    pub(super) fn take_unit(&mut self, field: Field) -> Option<Unit> {
        let unit = self.s.units[field as usize].take();
        if unit.is_some() && self.terrain(field) == Terrain::PortCentre {
            if let Some(port) = self.board.port_of(field) {
                self.s.port_since[port] = self.s.turn;
            }
        }
        unit
    }

    pub(super) fn put_unit(&mut self, field: Field, unit: Unit) {
        if self.terrain(field) == Terrain::PortCentre {
            if let Some(port) = self.board.port_of(field) {
                self.s.port_since[port] = self.s.turn;
            }
        }
        self.s.units[field as usize] = Some(unit);
    }

    /// Arrival effects on `field` for the unit now standing there (T30–T34).
    pub(super) fn arrive(&mut self, field: Field, from: Field, how: Arrival, ev: &mut Vec<Event>) {
        let Some(unit) = self.s.units[field as usize] else {
            return;
        };
        let terrain = self.terrain(field);
        let from_terrain = self.terrain(from);
        let seat = unit.owner;
        let turn = self.s.turn;
        if let Some(u) = self.s.units[field as usize].as_mut() {
            if terrain.is_desert() && !from_terrain.is_desert() {
                u.mp = 0;
                u.wagon_mp = 0;
            }
            if terrain == Terrain::Mountains && !u.mountain_token && how != Arrival::Path {
                u.mountain_token = true;
                ev.push(Event::MountainToken { field });
            }
            if terrain == Terrain::Village {
                u.mp = 0;
                u.wagon_mp = 0;
            }
        }
        match terrain {
            Terrain::Village if self.s.looted[field as usize] != turn => {
                self.s.looted[field as usize] = turn;
                let loot = self.rules.economy.village_loot;
                match how {
                    Arrival::Killed { victim } => {
                        let gold = loot.min(self.s.players[victim as usize].gold.max(0));
                        self.s.players[victim as usize].gold -= gold;
                        self.s.players[seat as usize].gold += gold;
                        ev.push(Event::Looted {
                            seat,
                            field,
                            gold,
                            from: Some(victim),
                        });
                    }
                    _ => {
                        self.s.players[seat as usize].gold += loot;
                        ev.push(Event::Looted {
                            seat,
                            field,
                            gold: loot,
                            from: None,
                        });
                    }
                }
            }
            Terrain::PortCentre => match how {
                Arrival::Killed { .. } => {}
                Arrival::Path => self.pay_fee(seat, field, ev),
                Arrival::Effect => {
                    let fee = self.rules.economy.port_fee;
                    let can_pay = self.s.players[seat as usize].gold >= fee;
                    let back_free = self.vacant(from) && from != field;
                    if can_pay && back_free {
                        self.s.decisions.insert(
                            0,
                            Decision::PortFee {
                                seat,
                                field,
                                back: from,
                            },
                        );
                    } else {
                        self.settle_fee(seat, field, from, can_pay, ev);
                    }
                }
            },
            _ => {}
        }
    }

    fn pay_fee(&mut self, seat: Seat, field: Field, ev: &mut Vec<Event>) {
        let fee = self.rules.economy.port_fee;
        self.s.players[seat as usize].gold -= fee;
        ev.push(Event::PortFeePaid {
            seat,
            field,
            gold: fee,
        });
    }

    /// T34: pay, or go back to the field it came from; with that field taken, pay if able, else stay.
    fn settle_fee(
        &mut self,
        seat: Seat,
        field: Field,
        back: Field,
        pay: bool,
        ev: &mut Vec<Event>,
    ) {
        let fee = self.rules.economy.port_fee;
        let can_pay = self.s.players[seat as usize].gold >= fee;
        if pay && can_pay {
            self.pay_fee(seat, field, ev);
        } else if self.vacant(back) {
            let wagon = self.s.wagons[field as usize].take();
            if let Some(unit) = self.take_unit(field) {
                self.put_unit(back, unit);
                self.s.wagons[back as usize] = wagon;
                ev.push(Event::TurnedBack {
                    from: field,
                    to: back,
                });
            }
        } else if can_pay {
            self.pay_fee(seat, field, ev);
        }
    }

    fn resolve_recruit(&mut self, seat: Seat, what: Recruit, field: Field, ev: &mut Vec<Event>) {
        let Some((cost, docks)) = self.recruit_price(seat, what, field) else {
            ev.push(Event::Fizzled { seat });
            return;
        };
        self.s.players[seat as usize].gold -= cost;
        if docks {
            self.s.players[seat as usize].docks_recruits += 1;
        }
        match what {
            Recruit::Wagon => {
                self.s.wagons[field as usize] = Some(seat);
                // An infantry unit already there drives it at once (T48).
                let bonus = self.rules.wagon.movement_bonus;
                if let Some(u) = self.s.units[field as usize].as_mut() {
                    if !u.fatigued && !u.wagon_bonus_taken {
                        u.wagon_bonus_taken = true;
                        u.wagon_mp = bonus;
                    }
                }
            }
            Recruit::Unit { kind, tier } => {
                let unit = self.new_unit(seat, kind, tier);
                self.put_unit(field, unit);
            }
        }
        ev.push(Event::Recruited {
            seat,
            what,
            field,
            cost,
        });
    }

    pub(super) fn new_unit(&mut self, seat: Seat, kind: u8, tier: u8) -> Unit {
        let id = self.s.next_unit;
        self.s.next_unit = self.s.next_unit.wrapping_add(1).max(1);
        Unit {
            id,
            owner: seat,
            kind,
            tier: if self.rules.unit(kind).tiered() {
                tier
            } else {
                1
            },
            fatigued: true,
            mp: 0,
            wagon_mp: 0,
            wagon_bonus_taken: false,
            combat_used: false,
            acted: false,
            epoch: 0,
            mountain_token: false,
        }
    }

    /// Placing a unit from the stash by an effect is recruiting (T56): fatigued, tokens apply.
    pub(super) fn recruit_free(
        &mut self,
        seat: Seat,
        kind: u8,
        field: Field,
        ev: &mut Vec<Event>,
    ) -> bool {
        if self.tokens_left(seat, Some(kind)) == 0
            || self.s.units[field as usize].is_some()
            || self.terrain(field) == Terrain::Citadel
            || self.s.wagons[field as usize].is_some_and(|o| o != seat)
        {
            return false;
        }
        let unit = self.new_unit(seat, kind, 1);
        self.put_unit(field, unit);
        ev.push(Event::Recruited {
            seat,
            what: Recruit::Unit { kind, tier: 1 },
            field,
            cost: 0,
        });
        true
    }

    /// Draws `n` cards for `seat`, asking for a discard first when the hand is full (T63, T65).
    pub(super) fn draw(&mut self, seat: Seat, n: u8, ev: &mut Vec<Event>) {
        let limit = self.rules.card_rules.hand_limit as usize;
        for done in 0..n {
            if !self.s.players[seat as usize].alive {
                return;
            }
            if self.s.deck.is_empty() {
                if self.s.discard.is_empty() {
                    return;
                }
                self.reshuffle(ev);
            }
            if self.s.players[seat as usize].hand.len() >= limit {
                self.s.decisions.insert(
                    0,
                    Decision::DiscardToDraw {
                        seat,
                        draws: n - done,
                    },
                );
                return;
            }
            let card = self.s.deck.pop().expect("not empty");
            let player = &mut self.s.players[seat as usize];
            if player.knowledge.peek.is_some() {
                player.knowledge.peek = None;
            }
            player.hand.push(card);
            ev.push(Event::CardDrawn {
                seat,
                card: Some(card),
            });
        }
        // Any peek of another player is stale once the top card changed.
        for p in self.s.players.iter_mut() {
            if let Some((card, _)) = p.knowledge.peek {
                if self.s.deck.last() != Some(&card) {
                    p.knowledge.peek = None;
                }
            }
        }
    }

    fn reshuffle(&mut self, ev: &mut Vec<Event>) {
        use rand::seq::SliceRandom;
        let mut cards = std::mem::take(&mut self.s.discard);
        cards.shuffle(&mut self.s.rng);
        ev.push(Event::Reshuffled { cards: cards.len() });
        self.s.deck = cards;
    }

    pub(super) fn discard_from_hand(&mut self, seat: Seat, card: u8, ev: &mut Vec<Event>) {
        let hand = &mut self.s.players[seat as usize].hand;
        if let Some(pos) = hand.iter().position(|&c| c == card) {
            hand.remove(pos);
            self.s.discard.push(card);
            ev.push(Event::CardDiscarded { seat, card });
        }
    }

    pub(super) fn steal_amount(&self, target: Seat) -> i32 {
        let steal = self
            .rules
            .cards
            .iter()
            .find_map(|c| match c.effect {
                super::ruleset::CardEffect::Intelligence { steal } => Some(steal),
                _ => None,
            })
            .unwrap_or(0);
        steal.min(self.s.players[target as usize].gold.max(0))
    }

    /// Income at Passing the Turn (T24).
    fn income(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let e = &self.rules.economy;
        let castles = self.castles_of(seat) as i32;
        let units = self
            .s
            .units
            .iter()
            .enumerate()
            .filter(|(f, u)| {
                u.is_some_and(|u| u.owner == seat)
                    && self.board.terrain(*f as Field).pays_unit_income()
            })
            .count() as i32;
        let temple = self.temple_owner() == Some(seat);
        let ports = self.ports_of(seat) as i32;
        let mut gold = castles * e.castle_income + units * e.unit_income;
        if temple {
            gold += e.temple_income;
        }
        gold += ports * (e.port_income_base + ports);
        let draws = if temple { e.temple_draws } else { 0 };
        self.s.players[seat as usize].gold += gold;
        ev.push(Event::Income { seat, gold });
        if draws > 0 {
            self.draw(seat, draws, ev);
        }
    }

    /// The next live seat's turn (T21, T25), or the end by the turn cap (T15).
    fn next_turn(&mut self, ev: &mut Vec<Event>) {
        let n = self.s.order.len();
        let mut index = self.s.active as usize;
        for _ in 0..n {
            index += 1;
            if index == n {
                index = 0;
                self.s.round += 1;
            }
            if self.s.players[self.s.order[index] as usize].alive {
                break;
            }
        }
        if let Some(cap) = self.s.setup.turn_cap {
            if self.s.round > cap {
                self.finish(None, EndReason::TurnCap, ev);
                return;
            }
        }
        self.s.active = index as u8;
        self.s.turn += 1;
        self.start_turn(ev);
    }

    pub(super) fn start_turn(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        self.s.epoch += 1;
        self.s.current_actor = None;
        let bonus = self.rules.wagon.movement_bonus;
        for field in 0..self.s.units.len() {
            let driving = self.s.wagons[field].is_some();
            if let Some(u) = self.s.units[field].as_mut() {
                if u.owner != seat {
                    continue;
                }
                u.fatigued = false;
                u.mp = self.rules.units[u.kind as usize].movement;
                u.combat_used = false;
                u.acted = false;
                u.wagon_bonus_taken = driving;
                u.wagon_mp = if driving { bonus } else { 0 };
            }
        }
        let p = &mut self.s.players[seat as usize];
        p.cards_bought = 0;
        p.docks_recruits = 0;
        p.peeked = false;
        ev.push(Event::TurnStarted {
            seat,
            turn: self.s.turn,
            round: self.s.round,
        });
        if !self.s.players[seat as usize].started && self.castle_choices(seat).is_empty() {
            // No neutral castle is left to choose (T8): the player is out.
            self.eliminate(seat, false, ev);
        }
    }

    /// Neutral castles a player may choose (T8).
    pub fn castle_choices(&self, seat: Seat) -> Vec<u8> {
        let neutral: Vec<usize> = (0..self.board.castles.len())
            .filter(|&c| self.s.castle_owner[c].is_none())
            .collect();
        let free: Vec<u8> = neutral
            .iter()
            .filter(|&&c| {
                !self.board.castles[c]
                    .keeps
                    .iter()
                    .any(|&k| self.unit(k).is_some_and(|u| !self.friendly(u.owner, seat)))
            })
            .map(|&c| self.board.castles[c].id)
            .collect();
        if free.is_empty() {
            neutral.iter().map(|&c| self.board.castles[c].id).collect()
        } else {
            free
        }
    }

    /// Removes a player (T11, T61): units, wagons, hand; surrender also frees their castles.
    pub(super) fn eliminate(&mut self, seat: Seat, surrender: bool, ev: &mut Vec<Event>) {
        if !self.s.players[seat as usize].alive {
            return;
        }
        let alive = self.s.players.iter().filter(|p| p.alive).count() as u8;
        let placement = self.s.setup.players - alive;
        for field in 0..self.s.units.len() {
            if self.s.units[field].is_some_and(|u| u.owner == seat) {
                self.take_unit(field as Field);
            }
            if self.s.wagons[field] == Some(seat) {
                self.s.wagons[field] = None;
            }
        }
        if surrender {
            for owner in self.s.castle_owner.iter_mut() {
                if *owner == Some(seat) {
                    *owner = None;
                }
            }
        }
        let was_active = self.active() == seat;
        let p = &mut self.s.players[seat as usize];
        p.alive = false;
        p.gold = 0;
        p.placement = Some(placement);
        let hand = std::mem::take(&mut p.hand);
        self.s.discard.extend(hand);
        self.s.eliminated_count += 1;
        self.s.decisions.retain(|d| d.seat() != seat);
        ev.push(Event::Eliminated { seat, placement });
        if was_active && self.s.outcome.is_none() {
            // Their turn ends: what was pending goes with it.
            for item in std::mem::take(&mut self.s.stack) {
                if let Item::Card { card, .. } = item.item {
                    self.s.discard.push(card);
                }
            }
            self.s.combat = None;
            self.s.decisions.clear();
            self.s.pending_next_turn = true;
        }
        self.check_victory(ev);
    }

    /// T12: last side standing, or a castle majority in free for all on the 4- and 6-castle maps.
    pub(super) fn check_victory(&mut self, ev: &mut Vec<Event>) {
        if self.s.outcome.is_some() {
            return;
        }
        let mut teams_alive = 0u64;
        for p in &self.s.players {
            if p.alive {
                teams_alive |= 1 << p.team;
            }
        }
        if teams_alive.count_ones() <= 1 {
            let team = teams_alive.trailing_zeros() as u8;
            let winners = (0..self.s.setup.players)
                .filter(|&s| self.s.players[s as usize].team == team)
                .collect();
            self.finish(Some(winners), EndReason::LastStanding, ev);
            return;
        }
        if self.board.win == WinRule::CastleMajority && !self.alliances() {
            let half = self.board.castles.len() / 2;
            for seat in 0..self.s.setup.players {
                if self.s.players[seat as usize].alive && self.castles_of(seat) > half {
                    self.finish(Some(vec![seat]), EndReason::CastleMajority, ev);
                    return;
                }
            }
        }
    }

    /// Every seat's score (T13, T14).
    pub fn scores(&self) -> Vec<Score> {
        (0..self.s.setup.players)
            .map(|seat| {
                let p = &self.s.players[seat as usize];
                let held = if p.alive {
                    self.castles_of(seat) as u8
                } else {
                    0
                };
                let conquered = p.conquered.count_ones() as u8;
                Score {
                    seat,
                    placement: p.placement.unwrap_or(self.s.setup.players),
                    castle_points: 2 * conquered.max(held),
                    castles_held: held,
                }
            })
            .collect()
    }

    fn finish(&mut self, winners: Option<Vec<Seat>>, reason: EndReason, ev: &mut Vec<Event>) {
        let scores = self.scores();
        let winners = winners.unwrap_or_else(|| {
            // T15: by score, then by castles held; an alliance by its members' sum.
            let key = |seat: Seat| -> (u32, u32) {
                let team = self.s.players[seat as usize].team;
                scores
                    .iter()
                    .filter(|s| self.s.players[s.seat as usize].team == team)
                    .fold((0, 0), |(a, b), s| {
                        (a + s.total(), b + s.castles_held as u32)
                    })
            };
            let best = (0..self.s.setup.players)
                .filter(|&s| self.s.players[s as usize].alive)
                .map(key)
                .max()
                .unwrap_or((0, 0));
            (0..self.s.setup.players)
                .filter(|&s| key(s) == best)
                .collect()
        });
        ev.push(Event::GameOver {
            winners: winners.clone(),
            reason,
        });
        self.s.outcome = Some(Outcome {
            winners,
            reason,
            scores,
        });
        self.s.decisions.clear();
    }
}
