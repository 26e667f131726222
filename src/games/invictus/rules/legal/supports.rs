//! The choices of the supports that need more than their card (R20): the enemy units they
//! strike or take, the units they bring from a zone, and the ways to play a reaction.

use super::*;

impl Match {
    /// The enemy units `support` may strike or take: any (Archer), on the back row (Juhei),
    /// Soldiers (Arbalist), undamaged Soldiers of health 1 (Cuauhtli); the Slinger strikes the
    /// middle front cell (F2) when a unit stands there.
    pub(super) fn enemy_target_choices(
        &self,
        seat: Seat,
        support: Support,
        push: &mut impl FnMut(SupportUse),
    ) {
        let enemy = self.side(self.opponent(seat).side());
        match support {
            Support::Archer => {
                for (target, _) in enemy.field_units() {
                    push(SupportUse::Archer { target });
                }
            }
            Support::Juhei => {
                for (target, _) in enemy.field_units() {
                    if target.row == Row::Back {
                        push(SupportUse::Juhei { target });
                    }
                }
            }
            Support::Arbalist => {
                for (target, fu) in enemy.field_units() {
                    if !self.card(fu.unit).is_leader() {
                        push(SupportUse::Arbalist { target });
                    }
                }
            }
            Support::Cuauhtli => {
                for (target, fu) in enemy.field_units() {
                    let card = self.card(fu.unit);
                    if !card.is_leader() && fu.damage == 0 && card.health(fu.tilted) == 1 {
                        push(SupportUse::Cuauhtli { target });
                    }
                }
            }
            Support::Slinger => {
                if enemy.at(Cell::front(1)).is_some() {
                    push(SupportUse::Slinger);
                }
            }
            _ => unreachable!("{support} does not target an enemy unit"),
        }
    }

    /// The units `support` may move between zones, and where: two from the opponent's hand to
    /// its reserve (Ninja), from the own graveyard (Anubis) or the enemy reserve (Bard) onto an
    /// empty cell, a citizen of the kingdom for a Soldier on the field (Pochtecatl), an enemy
    /// Soldier from its graveyard into the kingdom (Tlamacazqui).
    pub(super) fn zone_choices(
        &self,
        seat: Seat,
        support: Support,
        push: &mut impl FnMut(SupportUse),
    ) {
        let opp = self.opponent(seat);
        let (own_side, enemy_side) = (seat.side(), opp.side());
        let (own, enemy) = (self.side(own_side), self.side(enemy_side));
        let own_player = self.player(seat);
        match support {
            Support::Ninja => {
                let free = self.reserve_limit(enemy_side) - enemy.reserve.len();
                if self.player(opp).hand.len() >= 2 && free >= 2 {
                    push(SupportUse::Ninja);
                }
            }
            Support::Anubis => {
                let cells: Vec<Cell> = self.empty_placement_cells(own_side).collect();
                for dead in distinct_kinds(self, &own.graveyard) {
                    for &cell in &cells {
                        push(SupportUse::Anubis { unit: dead, cell });
                    }
                }
            }
            Support::Bard => {
                let cells: Vec<Cell> = self.empty_placement_cells(enemy_side).collect();
                for waiting in distinct_kinds(self, &enemy.reserve) {
                    for &cell in &cells {
                        push(SupportUse::Bard {
                            unit: waiting,
                            cell,
                        });
                    }
                }
            }
            Support::Pochtecatl => {
                for (cell, fu) in own.field_units() {
                    if self.card(fu.unit).is_leader() {
                        continue;
                    }
                    for citizen in distinct_kinds(self, &own_player.kingdom) {
                        push(SupportUse::Pochtecatl { cell, citizen });
                    }
                }
            }
            Support::Tlamacazqui2 => {
                for dead in distinct_kinds(self, &enemy.graveyard) {
                    if !self.kind(dead).is_leader() {
                        push(SupportUse::Tlamacazqui2 { unit: dead });
                    }
                }
            }
            _ => unreachable!("{support} moves no unit between zones"),
        }
    }

    /// The ways to play a reaction against `frame`: `reaction_fits` has checked the public
    /// conditions; what is left are the swaps of Musha and Cataphract, the citizen (Sorcerer)
    /// or dead unit (Druid) taken, and where the Diplomat moves the unit hit.
    pub(super) fn reaction_choices(
        &self,
        seat: Seat,
        support: Support,
        frame: Option<&Frame>,
        push: &mut impl FnMut(SupportUse),
    ) {
        let opp = self.opponent(seat);
        let enemy_side = opp.side();
        let (own, enemy) = (self.side(seat.side()), self.side(enemy_side));
        let own_player = self.player(seat);
        match support {
            Support::Guardian => push(SupportUse::Guardian),
            Support::Medjay => push(SupportUse::Medjay),
            Support::Tlacochcalcatl => push(SupportUse::Tlacochcalcatl),
            Support::Musha => {
                push(SupportUse::Musha { swap: false });
                if let Some(Frame::Attack { target, .. }) = frame {
                    if own.at(target.behind_or_ahead()).is_some() {
                        push(SupportUse::Musha { swap: true });
                    }
                }
            }
            Support::Cataphract => {
                if let Some(Frame::Attack { target, .. }) = frame {
                    for (cell, _) in own.field_units() {
                        if cell != *target {
                            push(SupportUse::Cataphract { swap_with: cell });
                        }
                    }
                }
            }
            Support::Wizard => push(SupportUse::Wizard),
            Support::Tlamacazqui1 => push(SupportUse::Tlamacazqui1),
            Support::Alchemist1 => push(SupportUse::Alchemist1),
            Support::Sorcerer => {
                for citizen in distinct_kinds(self, &own_player.kingdom) {
                    push(SupportUse::Sorcerer { citizen });
                }
            }
            Support::Druid => {
                for dead in distinct_kinds(self, &enemy.graveyard) {
                    push(SupportUse::Druid { unit: dead });
                }
            }
            Support::Diplomat => {
                if let Some(Frame::AfterHit { target, .. }) = frame {
                    for to in Cell::ALL {
                        if self.move_destination_ok(enemy_side, *target, to) {
                            push(SupportUse::Diplomat { to });
                        }
                    }
                }
            }
            _ => unreachable!("{support} is not a reaction"),
        }
    }
}
