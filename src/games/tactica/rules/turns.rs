//! The turn's phases and the match's end: income at Passing the Turn (T24), the next live seat
//! and the start of a turn (T21, T25), castle choice (T8), elimination and surrender (T11, T61),
//! victory (T12) and the competitive scoring (T13–T15).

use super::event::Event;
use super::map::{Field, WinRule};
use super::state::{Decision, EndReason, Item, Match, Outcome, Score, Seat};

impl Match {
    /// Income at Passing the Turn (T24).
    pub(super) fn income(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        // The seat's Empire may change the castle income (Babylon, Hittite Empire).
        let e = &self.rules_of(seat).economy;
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
        // PLAN on the Temple: one more Action card (T97).
        let plan = u8::from(temple && self.plans_on(seat, super::map::Terrain::Temple) > 0);
        let draws = if temple { e.temple_draws + plan } else { 0 };
        self.s.players[seat as usize].gold += gold;
        ev.push(Event::Income { seat, gold });
        if draws > 0 {
            self.draw(seat, draws, ev);
        }
    }

    /// The next live seat's turn (T21, T25), or the end by the turn cap (T15).
    pub(super) fn next_turn(&mut self, ev: &mut Vec<Event>) {
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
        self.s.fresh_wagons.clear();
        self.s.epoch += 1;
        self.s.current_actor = None;
        let own = self.seat_rules_arc(seat);
        let own_drain = self.rules.empires.numbers.drain_movement;
        for field in 0..self.s.units.len() {
            let driving = self.s.wagons[field].is_some();
            let bonus = self.wagon_bonus_at(seat, field as Field);
            if let Some(u) = self.s.units[field].as_mut() {
                if u.owner != seat {
                    continue;
                }
                u.fatigued = false;
                u.mp = own.units[u.kind as usize].movement;
                u.combat_used = false;
                u.acted = false;
                u.wagon_bonus_taken = driving;
                u.wagon_mp = if driving { bonus } else { 0 };
                if u.drained {
                    // DRAIN (T106): movement 1 and no wagon points for this turn.
                    u.drained = false;
                    u.mp = u.mp.min(own_drain);
                    u.wagon_mp = 0;
                    u.wagon_bonus_taken = true;
                }
            }
        }
        let p = &mut self.s.players[seat as usize];
        p.cards_bought = 0;
        p.docks_recruits = 0;
        p.peeked = false;
        // Once-per-turn and once-per-round abilities refresh (T83).
        p.used = 0;
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

    /// A series' first player, chosen by the last loser (T7): the turn order and the duel's
    /// starting gold follow, and the first turn starts again for that player.
    pub(super) fn set_first_player(&mut self, first: Seat, ev: &mut Vec<Event>) {
        let second = 1 - first;
        self.s.order = vec![first, second];
        self.s.active = 0;
        let e = &self.rules.economy;
        self.s.players[usize::from(first)].gold = e.start_gold;
        self.s.players[usize::from(second)].gold = e.second_player_gold_duel;
        ev.push(Event::FirstPlayer { seat: first });
        self.start_turn(ev);
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
            if self.s.wagons[field].is_some_and(|w| w.owner == seat) {
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
        // Their questions go, and so does the choice of which of their units Persia takes.
        let dropped: Vec<Decision> = self
            .s
            .decisions
            .iter()
            .copied()
            .filter(|d| {
                d.seat() == seat || matches!(*d, Decision::Capture { loser, .. } if loser == seat)
            })
            .collect();
        self.s.decisions.retain(|d| !dropped.contains(d));
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
        // What waited for a dropped answer goes on without it.
        for d in dropped {
            match d {
                // The unit is gone with its owner: the combat is cancelled.
                Decision::Evasion { .. } | Decision::Rebirth { .. } => self.resolve_combat(ev),
                Decision::Capture {
                    seat: persia,
                    loser,
                    draws,
                } => {
                    if persia == seat {
                        self.eliminate(loser, false, ev);
                    } else {
                        self.after_conquest(persia, draws, ev);
                    }
                }
                _ => {}
            }
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

    /// No person is left in the match, only built-in players (hosting's word, `Action::Conclude`):
    /// it is decided now by score, as at the turn cap (T15).
    pub(super) fn conclude(&mut self, ev: &mut Vec<Event>) {
        self.finish(None, EndReason::NoPersonLeft, ev);
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
