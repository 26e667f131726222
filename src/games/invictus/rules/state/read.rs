//! What a match is now: its setup and version, its phase and turn, whose move it is, its cards
//! and zones; and the checked apply.

use super::*;

impl Match {
    /// The setup this match was created from.
    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// Increases by one with every applied action.
    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn turn(&self) -> Turn {
        self.turn
    }

    pub fn first_player(&self) -> Seat {
        self.first_player
    }

    /// The first player once it is known: under the corrected rulings it is drawn only after
    /// both mulligans (R8).
    pub fn first_player_known(&self) -> Option<Seat> {
        let undecided = matches!(self.phase, Phase::Mulligan { .. })
            && self.rulings() == Rulings::Corrected
            && self.setup.settings.first_player.is_none();
        (!undecided).then_some(self.first_player)
    }

    /// The edition of the rulings this match follows.
    pub fn rulings(&self) -> Rulings {
        self.setup.settings.rulings
    }

    /// The pending resolutions, innermost last.
    pub fn stack(&self) -> &[Frame] {
        &self.stack
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over { outcome } => Some(outcome),
            _ => None,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// Who must act now: the active player, the opponent in a reaction window, the player who
    /// conscripts, or `None` once the game is over.
    pub fn priority(&self) -> Option<Seat> {
        if let Some(frame) = self.stack.last() {
            return Some(match *frame {
                Frame::Attack { seat, .. } | Frame::Support { seat, .. } => self.opponent(seat),
                Frame::Conscription { seat, .. } | Frame::AfterHit { seat, .. } => seat,
            });
        }
        match self.phase {
            Phase::Mulligan { seat }
            | Phase::SetupBattlefield { seat }
            | Phase::SetupReserve { seat }
            | Phase::SetupKingdom { seat } => Some(seat),
            Phase::Action | Phase::Discard => Some(self.turn.active),
            Phase::Over { .. } => None,
        }
    }

    /// Whether the player with priority is in a reaction window (they may pass): an attack, a
    /// support or a hit waits for their answer.
    pub fn window_open(&self) -> bool {
        !self.is_over()
            && matches!(
                self.stack.last(),
                Some(Frame::Attack { .. } | Frame::Support { .. } | Frame::AfterHit { .. })
            )
    }

    /// The card behind a unit id.
    pub fn card(&self, unit: UnitId) -> &UnitCard {
        &self.units[unit.0 as usize]
    }

    pub fn kind(&self, unit: UnitId) -> UnitKind {
        self.units[unit.0 as usize].kind
    }

    /// Every unit of the match, by id.
    pub fn units(&self) -> &[UnitCard] {
        &self.units
    }

    /// The raw zones a seat reaches (its own and its side's), hidden cards included: for the
    /// engine's own checks, tests and searches, never for rendering (use [`Match::view`]).
    pub fn seat_state(&self, seat: Seat) -> SeatZones<'_> {
        let player = self.player(seat);
        let side = self.side(seat.side());
        SeatZones {
            hand: &player.hand,
            draw_pile: &player.draw_pile,
            kingdom: &player.kingdom,
            mulligan_used: player.mulligan_used,
            reserve: &side.reserve,
            graveyard: &side.graveyard,
            battlefield: &side.battlefield,
            side,
        }
    }

    /// The raw zones of one side (battlefield, reserve, graveyard).
    pub fn side_zones(&self, side: Side) -> &SideZones {
        self.side(side)
    }

    /// The reserve limit of a side (R20, R30; per team in the team mode, R33).
    pub fn reserve_limit(&self, side: Side) -> usize {
        *self.setup.settings.reserve_limit.get(side) as usize
    }

    /// A duel or the team mode.
    #[inline]
    pub fn mode(&self) -> Mode {
        self.setup.settings.mode
    }

    /// The seats that play, in seat order.
    pub fn seats(&self) -> &'static [Seat] {
        self.mode().seats()
    }

    /// The player who plays after `seat` (R32): in the team mode the order is A, B, C, D when
    /// side A's team plays first, and B, A, D, C when side B's does; in a duel, the other player.
    #[inline]
    pub fn next(&self, seat: Seat) -> Seat {
        match self.mode() {
            Mode::Duel => seat.pair(),
            // Positions 0..3 in turn order are first, first.pair(), first.partner(),
            // first.pair().partner(): a pair then its partners.
            Mode::Teams if seat.side() == self.first_player.side() => seat.pair(),
            Mode::Teams => seat.pair().partner(),
        }
    }

    /// "The opponent" of a card text for `seat` (R36): for the active player the next player in
    /// turn order (the only one who may react, R37); for anyone else the active player.
    #[inline]
    pub fn opponent(&self, seat: Seat) -> Seat {
        if seat == self.turn.active {
            self.next(seat)
        } else {
            self.turn.active
        }
    }

    /// The member of `side` involved now (R39): the active player on the active side, the
    /// reacting player (the next one) on the other.
    pub fn involved(&self, side: Side) -> Seat {
        let active = self.turn.active;
        if side == active.side() {
            active
        } else {
            self.next(active)
        }
    }

    /// Who owns a unit: the player whose army it came from (R5, R33).
    pub fn owner(&self, unit: UnitId) -> Seat {
        self.card(unit).army
    }

    /// Who controls a unit now (R33): the side whose battlefield, reserve or graveyard holds it,
    /// or the player whose hand, draw pile or kingdom holds it.
    pub fn holder(&self, unit: UnitId) -> Option<Holder> {
        for &seat in self.seats() {
            let p = self.player(seat);
            if p.hand.contains(&unit) || p.draw_pile.contains(&unit) || p.kingdom.contains(&unit) {
                return Some(Holder::Player(seat));
            }
        }
        Side::BOTH.into_iter().find_map(|side| {
            let s = self.side(side);
            (s.reserve.contains(&unit)
                || s.graveyard.contains(&unit)
                || s.field_units().any(|(_, fu)| fu.unit == unit))
            .then_some(Holder::Side(side))
        })
    }

    /// Applies an action of the player with priority; anything not in [`Match::legal_actions`]
    /// is refused and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if let Action::Resign { seat } | Action::TimeOut { seat } = action {
            if !self.seats().contains(&seat) {
                return Err(RuleError::NotLegal(action));
            }
            let mut events = Vec::new();
            self.apply_unchecked(action, &mut events);
            return Ok(events);
        }
        if !self.is_legal(action) {
            return Err(RuleError::NotLegal(action));
        }
        let mut events = Vec::new();
        self.apply_unchecked(action, &mut events);
        Ok(events)
    }

    /// Applies an action submitted by `seat` against state `version`: refused if it is not that
    /// seat's move, if the state moved on since, or if the action is not legal.
    pub fn apply_as(
        &mut self,
        seat: Seat,
        version: u64,
        action: Action,
    ) -> Result<Vec<Event>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if let Action::Resign { seat: resigning } | Action::TimeOut { seat: resigning } = action {
            // A resignation (or a lost clock) stands whatever happened since.
            if resigning != seat {
                return Err(RuleError::NotLegal(action));
            }
            return self.apply(action);
        }
        if version != self.version {
            return Err(RuleError::StaleVersion {
                submitted: version,
                current: self.version,
            });
        }
        if self.priority() != Some(seat) {
            return Err(RuleError::NotYourTurn {
                priority: self.priority(),
            });
        }
        self.apply(action)
    }

    pub fn is_legal(&self, action: Action) -> bool {
        self.legal_actions().contains(&action)
    }

    // ----- small helpers shared by the rules -----

    #[inline]
    pub(in crate::games::invictus::rules) fn player(&self, seat: Seat) -> &PlayerZones {
        &self.players[seat as usize]
    }

    #[inline]
    pub(in crate::games::invictus::rules) fn player_mut(&mut self, seat: Seat) -> &mut PlayerZones {
        &mut self.players[seat as usize]
    }

    #[inline]
    pub(in crate::games::invictus::rules) fn side(&self, side: Side) -> &SideZones {
        &self.sides[side as usize]
    }

    #[inline]
    pub(in crate::games::invictus::rules) fn side_mut(&mut self, side: Side) -> &mut SideZones {
        &mut self.sides[side as usize]
    }

    pub(in crate::games::invictus::rules) fn reserve_has_room(&self, side: Side) -> bool {
        self.side(side).reserve.len() < self.reserve_limit(side)
    }

    /// Draws the top card if there is one (R9).
    pub(in crate::games::invictus::rules) fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let zones = self.player_mut(seat);
        if let Some(unit) = zones.draw_pile.pop() {
            zones.hand.push(unit);
            events.push(Event::Drew {
                seat,
                unit: Some(unit),
                kind: Some(self.kind(unit)),
            });
        }
    }

    pub(in crate::games::invictus::rules) fn shuffle_draw_pile(&mut self, seat: Seat) {
        let Match { players, rng, .. } = self;
        players[seat as usize].draw_pile.shuffle(rng);
    }

    /// Removes a unit from a hand; the caller has checked it is there.
    pub(in crate::games::invictus::rules) fn take_from_hand(&mut self, seat: Seat, unit: UnitId) {
        let hand = &mut self.player_mut(seat).hand;
        if let Some(i) = hand.iter().position(|&u| u == unit) {
            hand.remove(i);
        }
    }

    /// Current health of a field unit (R16): printed value for its orientation minus damage.
    pub(in crate::games::invictus::rules) fn health_left(&self, fu: FieldUnit) -> u8 {
        self.card(fu.unit)
            .health(fu.tilted)
            .saturating_sub(fu.damage)
    }

    /// The Leader of the army printed for `seat`.
    pub fn leader_of(&self, seat: Seat) -> UnitId {
        let index = self
            .units
            .iter()
            .position(|c| c.army == seat && c.is_leader())
            .expect("every army has a Leader");
        UnitId(index as u8)
    }

    /// Whether the front cell of a column is occupied (a back cell needs it, R1).
    pub(in crate::games::invictus::rules) fn front_occupied(&self, side: Side, col: u8) -> bool {
        self.side(side).at(Cell::new(Row::Front, col)).is_some()
    }
}
