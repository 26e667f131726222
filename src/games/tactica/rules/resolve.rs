//! Applying actions: announcing regular actions onto the one stack, windows that close when every
//! eligible player has passed in a row, resolving last in first out (T77–T81), decisions, moves
//! and arrivals, recruits and draws.

use super::abilities::Ability;
use super::action::{Action, CardTarget, Path, PeasantChoice, Recruit};
use super::empires::{Cheaper, EmpireKind};
use super::event::Event;
use super::map::{Field, Terrain};
use super::moves::MovePlan;
use super::ruleset::CardKind;
use super::state::{Decision, Item, Match, Seat, StackItem, Unit, Wagon};

mod units;

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
            Action::Conclude => self.conclude(ev),
            Action::ChooseCastle { castle } => self.choose_castle(seat, castle, ev),
            Action::Pass => {
                self.s.passed |= 1 << seat;
                ev.push(Event::Passed { seat });
            }
            Action::EndTurn => self.announce(seat, Item::EndOfTurn, ev),
            Action::BuyCard => self.buy_card(seat, ev),
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
                self.announce_move(seat, u.id, unit, path, leave_wagon, ev);
            }
            Action::Attack { unit, target } => self.declare_attack(seat, unit, target, ev),
            Action::Ability { ability } => self.apply_ability(seat, ability, ev),
            Action::PlayCard { card, target } => self.play_card(seat, card, target, ev),
            Action::PeekTemple => self.peek_temple(seat, ev),
            Action::BanEmpire { empire } => {
                self.s.decisions.remove(0);
                self.s.banned.push(empire);
                ev.push(Event::EmpireBanned { seat, empire });
            }
            Action::PickEmpire { empire, cheaper } => self.pick_empire(seat, empire, cheaper, ev),
            Action::PlayFirst { first } => {
                self.s.decisions.remove(0);
                self.set_first_player(if first { seat } else { 1 - seat }, ev);
            }
            Action::PeekDecision { bottom } => self.put_back_peeked(seat, bottom, ev),
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
                self.answer_intelligence(seat, target, steal, ev);
            }
            Action::Peasant { choice } => {
                self.s.decisions.remove(0);
                self.apply_peasant_choice(seat, choice, ev);
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

    /// `seat` starts in the castle `castle` (an unknown id changes nothing) and gets its free
    /// Peasant.
    fn choose_castle(&mut self, seat: Seat, castle: u8, ev: &mut Vec<Event>) {
        if let Some(index) = self.board.castle_by_id(castle) {
            self.s.castle_owner[index] = Some(seat);
            self.s.players[seat as usize].started = true;
            ev.push(Event::CastleChosen { seat, castle });
            self.conscript_peasant(seat, index);
        }
    }

    /// `seat` pays for a card; the draw goes onto the stack.
    fn buy_card(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let price = self.rules_of(seat).card_rules.price;
        let player = &mut self.s.players[seat as usize];
        player.gold -= price;
        player.cards_bought += 1;
        ev.push(Event::CardBought { seat, price });
        self.announce(seat, Item::BuyCard, ev);
    }

    /// The unit `id` on `from` acts (the move lock) and its move along `path` goes onto the
    /// stack.
    fn announce_move(
        &mut self,
        seat: Seat,
        id: u16,
        from: Field,
        path: Path,
        leave_wagon: bool,
        ev: &mut Vec<Event>,
    ) {
        self.lock(from);
        ev.push(Event::MoveAnnounced { seat, from, path });
        self.announce(
            seat,
            Item::Move {
                unit: id,
                from,
                path,
                leave_wagon,
            },
            ev,
        );
    }

    /// `seat` plays `card` from its hand onto the stack, with the id of the unit it targets (0:
    /// none).
    fn play_card(&mut self, seat: Seat, card: CardKind, target: CardTarget, ev: &mut Vec<Event>) {
        // Played to make room before a draw (T65): the draws wait under the card.
        if let Some(&Decision::DiscardToDraw { seat: s, draws }) = self.s.decisions.first() {
            if s == seat {
                self.s.decisions.remove(0);
                self.announce(seat, Item::Draw { draws }, ev);
            }
        }
        let hand = &mut self.s.players[seat as usize].hand;
        if let Some(pos) = hand.iter().position(|&c| c == card) {
            hand.remove(pos);
            self.hand_slot_removed(seat, pos);
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

    /// `seat` looks at the top card of the deck at the Temple, then decides where it goes.
    fn peek_temple(&mut self, seat: Seat, ev: &mut Vec<Event>) {
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

    /// The draft: `seat` takes `empire` (Media with its cheaper type).
    fn pick_empire(
        &mut self,
        seat: Seat,
        empire: EmpireKind,
        cheaper: Option<Cheaper>,
        ev: &mut Vec<Event>,
    ) {
        self.s.decisions.remove(0);
        let player = &mut self.s.players[seat as usize];
        player.empire = Some(empire);
        player.cheaper = cheaper;
        self.refresh_seat_rules();
        ev.push(Event::EmpirePicked {
            seat,
            empire,
            cheaper,
        });
    }

    /// The card seen at the Temple stays on top of the deck or goes to its bottom.
    fn put_back_peeked(&mut self, seat: Seat, bottom: bool, ev: &mut Vec<Event>) {
        self.s.decisions.remove(0);
        if bottom {
            if let Some(card) = self.s.deck.pop() {
                self.s.deck.insert(0, card);
            }
        }
        ev.push(Event::PeekPutBottom { seat, bottom });
    }

    /// Intelligence answered (T72): `seat` steals gold from `target`, or makes it discard (T87:
    /// Akkad loses without the thief gaining, and ignores the discard).
    fn answer_intelligence(&mut self, seat: Seat, target: Seat, steal: bool, ev: &mut Vec<Event>) {
        let (lost, gained, discard) = self.intelligence_against(target, self.steal_amount(target));
        if steal {
            self.s.players[target as usize].gold -= lost;
            self.s.players[seat as usize].gold += gained;
            ev.push(Event::GoldStolen {
                from: target,
                to: seat,
                gold: gained,
            });
        } else if discard {
            self.s
                .decisions
                .insert(0, Decision::DiscardChosen { seat: target });
        }
    }

    /// Swords to Ploughs answered (T73): `seat` recruits a free Peasant, moves one of its
    /// Peasants, or does neither.
    fn apply_peasant_choice(&mut self, seat: Seat, choice: PeasantChoice, ev: &mut Vec<Event>) {
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

    /// The move lock (T27): a different unit acting finishes every unit that acted before.
    pub(super) fn lock(&mut self, field: Field) {
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
            if p.alive && (!p.hand.is_empty() || self.reaction_ability_open(seat as Seat)) {
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
            // Draws put off by a full hand come at once when the card played for them is done.
            let waits = !matches!(
                self.s.stack.last(),
                Some(StackItem {
                    item: Item::Draw { .. },
                    ..
                })
            );
            if waits && self.eligible() & !self.s.passed != 0 {
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
            Item::Draw { draws } => self.draw(seat, draws, ev),
            Item::Card { card, target, unit } => self.resolve_card(seat, card, target, unit, ev),
            Item::Ability { ability, unit } => self.resolve_ability(seat, ability, unit, ev),
            Item::Conquest { castle, side } => self.resolve_conquest(castle, side, ev),
            Item::EndOfTurn => {
                ev.push(Event::TurnEnded { seat });
                self.end_of_turn_abilities(seat, ev);
                self.announce(seat, Item::Passing, ev);
            }
            Item::Passing => {
                self.income(seat, ev);
                self.charge_debt(seat, ev);
                self.s.pending_next_turn = true;
                self.end_nomad_turn(seat, ev);
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
        let carried = if carry_wagon {
            self.s.wagons[from as usize].take()
        } else {
            None
        };
        unit.mp = plan.mp;
        unit.wagon_mp = plan.wagon_mp;
        // A unit turned back from a wagon on an unpaid Port Centre does not ride it (T34).
        if plan.boarded && plan.goes_back_to.is_none() {
            // T49, T50: the wagon's points, once per turn per driver.
            if !unit.wagon_bonus_taken {
                unit.wagon_bonus_taken = true;
                unit.wagon_mp = if plan.stopped {
                    0
                } else {
                    self.wagon_bonus_at(seat, plan.to)
                };
            }
        }
        if plan.mountain && !unit.mountain_token {
            unit.mountain_token = true;
            // Where the unit ends: a Port Centre it could not pay for sends it back (T34).
            let field = plan.goes_back_to.unwrap_or(plan.to);
            ev.push(Event::MountainToken { field });
        }
        self.put_unit(plan.to, unit);
        if carried.is_some() {
            self.s.wagons[plan.to as usize] = carried;
        }
        self.s.last_move = Some((from, plan.to));
        ev.push(Event::Moved {
            seat,
            from,
            to: plan.to,
            boarded: plan.boarded,
            left_wagon: plan.left_wagon,
        });
        match plan.goes_back_to {
            Some(back) => self.turn_back_unpaid(seat, plan.to, back, carry_wagon, ev),
            None => self.arrive(plan.to, from, Arrival::Path, ev),
        }
    }

    /// The movement points the wagon on `field` gives a driver of `seat`: the War Wagon's under
    /// the seat's Empire, or the Heavy Chariot's (T99).
    pub(super) fn wagon_bonus_at(&self, seat: Seat, field: Field) -> u8 {
        match self.wagon_piece(field) {
            Some(w) if w.chariot => self.wagon_type(field).movement_bonus,
            _ => self.rules_of(seat).wagon.movement_bonus,
        }
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
        let stops_on_village = !self.pillages_lightly(seat);
        if let Some(u) = self.s.units[field as usize].as_mut() {
            if terrain.is_desert() && !from_terrain.is_desert() {
                u.mp = 0;
                u.wagon_mp = 0;
            }
            if terrain == Terrain::Mountains && !u.mountain_token && how != Arrival::Path {
                u.mountain_token = true;
                ev.push(Event::MountainToken { field });
            }
            if terrain == Terrain::Village && stops_on_village {
                u.mp = 0;
                u.wagon_mp = 0;
            }
        }
        let victim = match how {
            Arrival::Killed { victim } => Some(victim),
            _ => None,
        };
        self.ability_arrival(field, victim, ev);
        match terrain {
            Terrain::Village if self.s.looted[field as usize] != turn => {
                self.s.looted[field as usize] = turn;
                let loot = if self.pillages_lightly(seat) {
                    self.numbers().pillage_gold
                } else {
                    self.rules.economy.village_loot
                };
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
            Terrain::PortCentre => self.port_centre_arrival(seat, field, from, how, ev),
            _ => {}
        }
    }
}
