//! Matches set up by hand, for tests, examples and tools: castles, units, wagons, gold and hands
//! placed directly, then played with the ordinary rules. Cards come out of the deck, so every
//! card stays in exactly one place.

use super::map::Field;
use super::ruleset::Ruleset;
use super::state::{Match, Seat, TacticaSetup};

/// A match being set up by hand.
pub struct Scenario {
    game: Match,
}

impl Scenario {
    /// A match on a built-in map; every player has started (chosen no castle yet), seat 0 on turn.
    pub fn new(map: &str, players: u8) -> Scenario {
        Scenario::with_setup(TacticaSetup {
            map: map.to_string(),
            players,
            alliances: Vec::new(),
            seed: 1,
            turn_cap: None,
            empires: Default::default(),
        })
    }

    pub fn with_setup(setup: TacticaSetup) -> Scenario {
        Scenario::from_match(Match::new(setup).expect("a valid scenario setup"))
    }

    /// A match on a built-in map played by other rules (a ruleset or Empires file of a test's
    /// own), set up as [`Scenario::with_setup`] does.
    pub fn with_rules(setup: TacticaSetup, rules: std::sync::Arc<Ruleset>) -> Scenario {
        let board = super::map::Board::standard(&setup.map).expect("a built-in map");
        Scenario::from_match(Match::with_data(setup, rules, board).expect("a valid scenario setup"))
    }

    fn from_match(mut game: Match) -> Scenario {
        for p in game.s.players.iter_mut() {
            p.started = true;
        }
        let players = game.s.setup.players;
        game.s.order = (0..players).collect();
        game.s.active = 0;
        let mut scenario = Scenario { game };
        scenario.start_gold();
        scenario
    }

    /// Starting gold for the turn order set here: in 1v1 on the 3-castle map the second player
    /// gets the duel compensation, wherever the setup's draw had put it.
    fn start_gold(&mut self) {
        let game = &mut self.game;
        let duel = game.s.setup.players == 2 && game.board.win == super::map::WinRule::Eliminate;
        let e = &game.rules.economy;
        for (index, &seat) in game.s.order.iter().enumerate() {
            game.s.players[seat as usize].gold = if duel && index == 1 {
                e.second_player_gold_duel
            } else {
                e.start_gold
            };
        }
    }

    /// The field at axial (q, r) or with a label such as "F7". Panics on a name not on the map:
    /// scenarios are written by hand.
    pub fn field(&self, name: &str) -> Field {
        self.game
            .board
            .parse_field(name)
            .unwrap_or_else(|| panic!("no field {name} on {}", self.game.board.id))
    }

    pub fn castle(&mut self, id: u8, owner: Option<Seat>) -> &mut Self {
        let index = self.game.board.castle_by_id(id).expect("a castle id");
        self.game.s.castle_owner[index] = owner;
        self
    }

    pub fn plundered(&mut self, id: u8) -> &mut Self {
        let index = self.game.board.castle_by_id(id).expect("a castle id");
        self.game.s.plundered[index] = true;
        self
    }

    /// A rested unit of `seat` (unit id or code, e.g. "light_infantry" or "LI") on `at`.
    pub fn unit(&mut self, seat: Seat, kind: &str, at: &str) -> Field {
        self.unit_tier(seat, kind, 1, at)
    }

    pub fn unit_tier(&mut self, seat: Seat, kind: &str, tier: u8, at: &str) -> Field {
        let field = self.field(at);
        let kind = self.game.rules.unit_by_id(kind).expect("a unit type");
        let mut unit = self.game.new_unit(seat, kind, tier);
        unit.fatigued = false;
        unit.mp = self.game.rules_of(seat).unit(kind).movement;
        self.game.put_unit(field, unit);
        field
    }

    /// A wagon of `seat` on `at` (under the unit there, if any: it drives it with full points).
    pub fn wagon(&mut self, seat: Seat, at: &str) -> Field {
        let field = self.field(at);
        self.game.s.wagons[field as usize] = Some(super::state::Wagon::war_wagon(seat));
        let bonus = self.game.rules_of(seat).wagon.movement_bonus;
        if let Some(u) = self.game.s.units[field as usize].as_mut() {
            u.wagon_mp = bonus;
            u.wagon_bonus_taken = true;
        }
        field
    }

    /// A Heavy Chariot of `seat` on `at` (T99), driven like a wagon by the unit there.
    pub fn chariot(&mut self, seat: Seat, at: &str) -> Field {
        let field = self.wagon(seat, at);
        self.game.s.wagons[field as usize] = Some(super::state::Wagon {
            owner: seat,
            chariot: true,
        });
        let bonus = self.game.wagon_bonus_at(seat, field);
        if let Some(u) = self.game.s.units[field as usize].as_mut() {
            u.wagon_mp = bonus;
        }
        field
    }

    pub fn fatigued(&mut self, at: &str) -> &mut Self {
        let field = self.field(at);
        if let Some(u) = self.game.s.units[field as usize].as_mut() {
            u.fatigued = true;
            u.mp = 0;
            u.wagon_mp = 0;
        }
        self
    }

    pub fn mountain_token(&mut self, at: &str) -> &mut Self {
        let field = self.field(at);
        if let Some(u) = self.game.s.units[field as usize].as_mut() {
            u.mountain_token = true;
        }
        self
    }

    pub fn gold(&mut self, seat: Seat, gold: i32) -> &mut Self {
        self.game.s.players[seat as usize].gold = gold;
        self
    }

    /// Gives `seat` these cards (ids or names), taken out of the deck.
    pub fn hand(&mut self, seat: Seat, cards: &[&str]) -> &mut Self {
        for name in cards {
            let kind = self.game.rules.card_by_id(name).expect("a card type");
            let pos = self
                .game
                .s
                .deck
                .iter()
                .position(|&c| c == kind)
                .expect("the card is still in the deck");
            self.game.s.deck.remove(pos);
            self.game.s.players[seat as usize].hand.push(kind);
        }
        self
    }

    /// Puts this card on top of the deck.
    pub fn deck_top(&mut self, card: &str) -> &mut Self {
        let kind = self.game.rules.card_by_id(card).expect("a card type");
        let pos = self
            .game
            .s
            .deck
            .iter()
            .position(|&c| c == kind)
            .expect("the card is still in the deck");
        self.game.s.deck.remove(pos);
        self.game.s.deck.push(kind);
        self
    }

    /// Alliances by seat lists (T120–T124), for scenarios on the 4- and 6-castle maps.
    pub fn teams(&mut self, teams: &[&[Seat]]) -> &mut Self {
        for (team, members) in teams.iter().enumerate() {
            for &seat in *members {
                self.game.s.players[seat as usize].team = team as u8;
            }
        }
        self.game.s.setup.alliances = teams.iter().map(|t| t.to_vec()).collect();
        self
    }

    /// The turn order (seats), the first of them on turn. Starting gold follows the new order, so
    /// set gold after this.
    pub fn order(&mut self, order: &[Seat]) -> &mut Self {
        self.game.s.order = order.to_vec();
        self.game.s.active = 0;
        self.start_gold();
        self
    }

    /// `seat` plays this Empire (an id such as "akkad"; Media as "media/<unit id or wagon>",
    /// naming its cheaper type, T103). Set Empires before placing units: their numbers follow.
    pub fn empire(&mut self, seat: Seat, empire: &str) -> &mut Self {
        let (name, cheaper) = match empire.split_once('/') {
            Some((name, cheaper)) => (name, Some(cheaper)),
            None => (empire, None),
        };
        let rules = std::sync::Arc::clone(&self.game.rules);
        let kind = rules.empires.by_id(name).expect("an Empire id");
        let cheaper = cheaper.map(|what| match what {
            "wagon" => super::empires::Cheaper::Wagon,
            unit => super::empires::Cheaper::Unit {
                kind: rules.unit_by_id(unit).expect("a unit type"),
            },
        });
        let player = &mut self.game.s.players[seat as usize];
        player.empire = Some(kind);
        player.cheaper = cheaper;
        self.game.refresh_seat_rules();
        self
    }

    pub fn not_started(&mut self, seat: Seat) -> &mut Self {
        self.game.s.players[seat as usize].started = false;
        self
    }

    /// The match, with the first player's turn begun (their units refreshed).
    pub fn build(&mut self) -> Match {
        let mut game = self.game.clone();
        let seat = game.active();
        game.s.epoch += 1;
        let _ = seat;
        game
    }

    /// The built match without refreshing anything (units exactly as placed).
    pub fn build_as_is(&self) -> Match {
        self.game.clone()
    }

    pub fn rules(&self) -> &Ruleset {
        &self.game.rules
    }
}
