//! Castle conquest (T58–T62): when it triggers, its re-check when it resolves, the rewards and
//! plunder marks, an alliance's choice of who takes the castle, and elimination on the last castle.

use super::event::Event;
use super::state::{Decision, Item, Match, Seat, StackItem};

impl Match {
    /// A side's units on a castle's Keep fields: per team.
    fn keep_counts(&self, castle: usize) -> [u8; 8] {
        let mut counts = [0u8; 8];
        for &k in &self.board.castles[castle].keeps {
            if let Some(u) = self.unit(k) {
                let team = self.s.players[u.owner as usize].team as usize;
                counts[team.min(7)] += 1;
            }
        }
        counts
    }

    /// The first side (team) that may conquer `castle` now, in turn order from the player on turn.
    fn conquering_side(&self, castle: usize) -> Option<u8> {
        let counts = self.keep_counts(castle);
        let owner_team = self.s.castle_owner[castle].map(|o| self.s.players[o as usize].team);
        let defenders = owner_team.map(|t| counts[t as usize]).unwrap_or(0);
        let min = self.rules.economy.conquest_min_units;
        let n = self.s.order.len();
        (0..n)
            .map(|i| self.s.order[(self.s.active as usize + i) % n])
            .map(|seat| self.s.players[seat as usize].team)
            .find(|&team| {
                Some(team) != owner_team
                    && counts[team as usize] >= min
                    && counts[team as usize] > defenders
            })
    }

    /// T58: announces every conquest whose condition holds and is not already pending. True when
    /// something was added to the stack.
    pub(super) fn check_conquests(&mut self, ev: &mut Vec<Event>) -> bool {
        // (turn-order rank of the side from the player on turn, castle, side, announcer)
        let mut announced: Vec<(usize, usize, u8, Seat)> = Vec::new();
        for castle in 0..self.board.castles.len() {
            let pending = self.s.stack.iter().any(
                |i| matches!(i.item, Item::Conquest { castle: c, .. } if c as usize == castle),
            );
            if pending {
                continue;
            }
            let Some(team) = self.conquering_side(castle) else {
                continue;
            };
            // The participants lose their remaining movement whatever happens.
            let mut announcer = None;
            for k in self.board.castles[castle].keeps {
                if let Some(u) = self.s.units[k as usize].as_mut() {
                    if self.s.players[u.owner as usize].team == team {
                        u.mp = 0;
                        u.wagon_mp = 0;
                        announcer.get_or_insert(u.owner);
                    }
                }
            }
            let seat = announcer.unwrap_or(0);
            ev.push(Event::ConquestAnnounced {
                castle: self.board.castles[castle].id,
                seat,
            });
            let n = self.s.order.len();
            let rank = (0..n)
                .position(|i| {
                    let s = self.s.order[(self.s.active as usize + i) % n];
                    self.s.players[s as usize].team == team
                })
                .unwrap_or(n);
            announced.push((rank, castle, team, seat));
        }
        // T80: the side on turn goes first, then turn order: the last pushed resolves first.
        announced.sort_by_key(|&(rank, castle, _, _)| (std::cmp::Reverse(rank), castle));
        let added = !announced.is_empty();
        for (_, castle, team, seat) in announced {
            let id = self.s.next_item;
            self.s.next_item += 1;
            self.s.stack.push(StackItem {
                id,
                seat,
                item: Item::Conquest {
                    castle: castle as u8,
                    side: team,
                },
            });
            self.s.passed = 0;
        }
        added
    }

    pub(super) fn resolve_conquest(&mut self, castle: u8, side: u8, ev: &mut Vec<Event>) {
        let index = castle as usize;
        if self.conquering_side(index) != Some(side) {
            ev.push(Event::ConquestFailed {
                castle: self.board.castles[index].id,
            });
            return;
        }
        let members: Vec<Seat> = (0..self.s.setup.players)
            .filter(|&s| {
                self.s.players[s as usize].team == side && self.s.players[s as usize].alive
            })
            .collect();
        if members.len() > 1 {
            // T62: the member on turn chooses, else the first member after the player on turn.
            let n = self.s.order.len();
            let chooser = (0..n)
                .map(|i| self.s.order[(self.s.active as usize + i) % n])
                .find(|s| members.contains(s))
                .expect("members are in the order");
            self.s.decisions.insert(
                0,
                Decision::GiveCastle {
                    seat: chooser,
                    castle,
                    side,
                },
            );
            return;
        }
        if let Some(&to) = members.first() {
            self.conquer(index, to, ev);
        }
    }

    /// The castle changes owner (T59, T60); the old owner is out if it was their last (T61).
    pub(super) fn conquer(&mut self, castle: usize, to: Seat, ev: &mut Vec<Event>) {
        let from = self.s.castle_owner[castle];
        let reward = !self.s.plundered[castle];
        let e = &self.rules.economy;
        let (gold, draws) = if reward {
            (e.conquest_gold, e.conquest_draws)
        } else {
            (0, 0)
        };
        if from.is_some() {
            self.s.plundered[castle] = true;
        }
        self.s.castle_owner[castle] = Some(to);
        let p = &mut self.s.players[to as usize];
        let first_time = p.conquered & (1 << castle) == 0;
        p.conquered |= 1 << castle;
        p.gold += gold;
        ev.push(Event::CastleConquered {
            castle: self.board.castles[castle].id,
            seat: to,
            from,
            plundered: self.s.plundered[castle],
            gold,
        });
        if first_time {
            self.conscript_peasant(to, castle);
        }
        if let Some(old) = from {
            if self.castles_of(old) == 0
                && self.s.players[old as usize].alive
                && !self.stays_nomad(old, ev)
            {
                // CONSCRIPTION: a unit of the player put out, of Persia's choice (T109); no
                // question when there is one, or when this elimination ends the match.
                let choices = self.capture_choices(to, old);
                match choices.as_slice() {
                    [] => {}
                    &[first, ..] if choices.len() == 1 || self.ends_by_elimination(old) => {
                        self.capture(to, old, first, ev)
                    }
                    _ => {
                        self.s.decisions.insert(
                            0,
                            Decision::Capture {
                                seat: to,
                                loser: old,
                                draws,
                            },
                        );
                        return;
                    }
                }
                self.eliminate(old, false, ev);
            }
        }
        self.after_conquest(to, draws, ev);
    }

    /// Whether putting `seat` out would end the match (one side left).
    fn ends_by_elimination(&self, seat: Seat) -> bool {
        let mut sides = 0u64;
        for (s, p) in self.s.players.iter().enumerate() {
            if p.alive && s != usize::from(seat) {
                sides |= 1 << p.team;
            }
        }
        sides.count_ones() <= 1
    }

    /// What ends a conquest: victory checked, then the conqueror's draws.
    pub(super) fn after_conquest(&mut self, to: Seat, draws: u8, ev: &mut Vec<Event>) {
        self.check_victory(ev);
        if self.s.outcome.is_none() && draws > 0 {
            self.draw(to, draws, ev);
        }
    }
}
