//! The seats of a match, the two sides they sit on, the game mode, and per-seat and per-side
//! storage.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the players. `A` is the first army of the setup, `B` the second; who plays first is
/// decided separately (R8). `C` and `D` exist only in the team mode (R32): C is A's partner and
/// D is B's, so A and C sit on side A, B and D on side B.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum Seat {
    A = 0,
    B = 1,
    C = 2,
    D = 3,
}

impl Seat {
    /// The seats of a duel.
    pub const BOTH: [Seat; 2] = [Seat::A, Seat::B];
    /// The seats of the team mode, in seat order.
    pub const ALL: [Seat; 4] = [Seat::A, Seat::B, Seat::C, Seat::D];

    /// The seat's place in per-seat arrays: A = 0, B = 1, C = 2, D = 3.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat paired against this one (A↔B, C↔D): the opponent of a duel, and the paired
    /// opponent of R41 in the team mode.
    #[inline]
    pub const fn pair(self) -> Seat {
        match self {
            Seat::A => Seat::B,
            Seat::B => Seat::A,
            Seat::C => Seat::D,
            Seat::D => Seat::C,
        }
    }

    /// The team partner (A↔C, B↔D); meaningful only in the team mode.
    #[inline]
    pub const fn partner(self) -> Seat {
        match self {
            Seat::A => Seat::C,
            Seat::C => Seat::A,
            Seat::B => Seat::D,
            Seat::D => Seat::B,
        }
    }

    /// The side this seat sits on: A and C on side A, B and D on side B.
    #[inline]
    pub const fn side(self) -> Side {
        match self {
            Seat::A | Seat::C => Side::A,
            Seat::B | Seat::D => Side::B,
        }
    }

    /// Whether the seat plays in a duel (A or B).
    #[inline]
    pub const fn in_duel(self) -> bool {
        matches!(self, Seat::A | Seat::B)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Seat::A => "A",
            Seat::B => "B",
            Seat::C => "C",
            Seat::D => "D",
        })
    }
}

/// One of the two sides of a match: one player each in a duel, a team of two in the team mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum Side {
    A = 0,
    B = 1,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::A, Side::B];

    /// The side's first seat: A for side A, B for side B; its only seat in a duel.
    #[inline]
    pub const fn first_seat(self) -> Seat {
        match self {
            Side::A => Seat::A,
            Side::B => Seat::B,
        }
    }

    /// The side's seats in `mode`, in seat order.
    pub fn seats(self, mode: Mode) -> &'static [Seat] {
        match (self, mode) {
            (Side::A, Mode::Duel) => &[Seat::A],
            (Side::B, Mode::Duel) => &[Seat::B],
            (Side::A, Mode::Teams) => &[Seat::A, Seat::C],
            (Side::B, Mode::Teams) => &[Seat::B, Seat::D],
        }
    }

    #[inline]
    pub const fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::A => "A",
            Side::B => "B",
        })
    }
}

/// The game mode: a duel of two players, or two teams of two (R32–R44).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    Duel,
    /// Two teams of two: A and C against B and D (R32).
    Teams,
}

impl Mode {
    pub fn is_duel(&self) -> bool {
        *self == Mode::Duel
    }

    /// The seats that play in this mode, in seat order.
    pub fn seats(self) -> &'static [Seat] {
        match self {
            Mode::Duel => &Seat::BOTH,
            Mode::Teams => &Seat::ALL,
        }
    }

    /// How many Soldiers each player draws before the Leader joins the hand (R7, R34).
    pub fn opening_draw(self) -> usize {
        match self {
            Mode::Duel => 3,
            Mode::Teams => 2,
        }
    }
}

/// A value for each seat of a match, addressed by seat rather than by index: `a` and `b`
/// always, and `partners` (C and D) in the team mode only, so that a duel's JSON is unchanged.
///
/// Without partners, `get(C)`/`get(D)` read the value of the seat's side (C reads `a`, D reads
/// `b`) rather than panic; the entry points ([`super::Match::with_cards`],
/// [`super::Match::restore`], [`super::Match::apply`]) refuse C and D in a duel, so no rule
/// reaches that case.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(bound(deserialize = "T: Deserialize<'de>"))]
pub struct BySeat<T> {
    pub a: T,
    pub b: T,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partners: Option<Partners<T>>,
}

/// The values of seats C and D (the partners of A and B) in the team mode.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Partners<T> {
    pub c: T,
    pub d: T,
}

impl<T> BySeat<T> {
    /// The values of a duel's two seats.
    pub fn new(a: T, b: T) -> Self {
        BySeat {
            a,
            b,
            partners: None,
        }
    }

    /// The values of the team mode's four seats.
    pub fn teams(a: T, b: T, c: T, d: T) -> Self {
        BySeat {
            a,
            b,
            partners: Some(Partners { c, d }),
        }
    }

    /// The values of a duel's two seats, from a function of the seat.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        BySeat::new(f(Seat::A), f(Seat::B))
    }

    /// The values of every seat of `mode`, from a function of the seat.
    pub fn for_mode(mode: Mode, mut f: impl FnMut(Seat) -> T) -> Self {
        match mode {
            Mode::Duel => BySeat::from_fn(f),
            Mode::Teams => BySeat::teams(f(Seat::A), f(Seat::B), f(Seat::C), f(Seat::D)),
        }
    }

    /// The mode these values are for: teams when the partners are present.
    pub fn mode(&self) -> Mode {
        match self.partners {
            Some(_) => Mode::Teams,
            None => Mode::Duel,
        }
    }

    /// The seats that hold a value, in seat order.
    pub fn seats(&self) -> &'static [Seat] {
        self.mode().seats()
    }

    /// The value of `seat`; without partners, C and D read their side's value (see the type's
    /// documentation).
    #[inline]
    pub fn get(&self, seat: Seat) -> &T {
        match (seat, &self.partners) {
            (Seat::A, _) | (Seat::C, None) => &self.a,
            (Seat::B, _) | (Seat::D, None) => &self.b,
            (Seat::C, Some(p)) => &p.c,
            (Seat::D, Some(p)) => &p.d,
        }
    }

    /// Like [`BySeat::get`].
    #[inline]
    pub fn get_mut(&mut self, seat: Seat) -> &mut T {
        match (seat, &mut self.partners) {
            (Seat::A, _) | (Seat::C, None) => &mut self.a,
            (Seat::B, _) | (Seat::D, None) => &mut self.b,
            (Seat::C, Some(p)) => &mut p.c,
            (Seat::D, Some(p)) => &mut p.d,
        }
    }

    /// The values with their seats, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> + '_ {
        self.seats().iter().map(move |&seat| (seat, self.get(seat)))
    }

    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> BySeat<U> {
        BySeat {
            a: f(Seat::A, &self.a),
            b: f(Seat::B, &self.b),
            partners: self.partners.as_ref().map(|p| Partners {
                c: f(Seat::C, &p.c),
                d: f(Seat::D, &p.d),
            }),
        }
    }
}

/// A value for each side, addressed by side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySide<T> {
    pub a: T,
    pub b: T,
}

impl<T> BySide<T> {
    pub fn new(a: T, b: T) -> Self {
        BySide { a, b }
    }

    pub fn from_fn(mut f: impl FnMut(Side) -> T) -> Self {
        BySide {
            a: f(Side::A),
            b: f(Side::B),
        }
    }

    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }

    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::A => &mut self.a,
            Side::B => &mut self.b,
        }
    }

    pub fn map<U>(&self, mut f: impl FnMut(Side, &T) -> U) -> BySide<U> {
        BySide {
            a: f(Side::A, &self.a),
            b: f(Side::B, &self.b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::invictus::rules::Settings;

    #[test]
    fn pair_is_a_b_and_c_d() {
        assert_eq!(Seat::A.pair(), Seat::B);
        assert_eq!(Seat::B.pair(), Seat::A);
        assert_eq!(Seat::C.pair(), Seat::D);
        assert_eq!(Seat::D.pair(), Seat::C);
        for seat in Seat::ALL {
            assert_eq!(seat.pair().pair(), seat);
            assert_eq!(seat.pair() as u8, seat as u8 ^ 1);
        }
    }

    #[test]
    fn partner_is_a_c_and_b_d() {
        assert_eq!(Seat::A.partner(), Seat::C);
        assert_eq!(Seat::C.partner(), Seat::A);
        assert_eq!(Seat::B.partner(), Seat::D);
        assert_eq!(Seat::D.partner(), Seat::B);
        for seat in Seat::ALL {
            assert_eq!(seat.partner().partner(), seat);
            assert_eq!(seat.partner() as u8, seat as u8 ^ 2);
            assert_eq!(seat.partner().side(), seat.side());
        }
    }

    #[test]
    fn side_puts_a_and_c_against_b_and_d() {
        assert_eq!(Seat::A.side(), Side::A);
        assert_eq!(Seat::C.side(), Side::A);
        assert_eq!(Seat::B.side(), Side::B);
        assert_eq!(Seat::D.side(), Side::B);
        for seat in Seat::ALL {
            assert_eq!(seat.side() as u8, seat as u8 & 1);
            assert_eq!(seat.pair().side(), seat.side().other());
        }
        assert_eq!(Side::A.other(), Side::B);
        assert_eq!(Side::B.other(), Side::A);
    }

    #[test]
    fn modes_list_their_seats() {
        assert_eq!(Mode::default(), Mode::Duel);
        assert_eq!(Mode::Duel.seats(), &[Seat::A, Seat::B]);
        assert_eq!(Mode::Teams.seats(), &Seat::ALL);
        assert!(Seat::A.in_duel() && Seat::B.in_duel());
        assert!(!Seat::C.in_duel() && !Seat::D.in_duel());
    }

    #[test]
    fn seats_and_sides_serialize_in_lower_case() {
        for (seat, json) in Seat::ALL
            .into_iter()
            .zip(["\"a\"", "\"b\"", "\"c\"", "\"d\""])
        {
            assert_eq!(serde_json::to_string(&seat).unwrap(), json);
            assert_eq!(serde_json::from_str::<Seat>(json).unwrap(), seat);
        }
        for (side, json) in Side::BOTH.into_iter().zip(["\"a\"", "\"b\""]) {
            assert_eq!(serde_json::to_string(&side).unwrap(), json);
            assert_eq!(serde_json::from_str::<Side>(json).unwrap(), side);
        }
        assert!(serde_json::from_str::<Side>("\"c\"").is_err());
        assert_eq!(
            serde_json::to_string(&BySide::new(1, 2)).unwrap(),
            serde_json::to_string(&BySeat::new(1, 2)).unwrap()
        );
        assert_eq!(serde_json::to_string(&Mode::Teams).unwrap(), "\"teams\"");
        assert_eq!(serde_json::to_string(&Mode::Duel).unwrap(), "\"duel\"");
    }

    #[test]
    fn by_seat_reads_the_side_value_for_c_and_d() {
        let mut values = BySeat::new(1, 2);
        assert_eq!(*values.get(Seat::C), 1);
        assert_eq!(*values.get(Seat::D), 2);
        *values.get_mut(Seat::D) = 3;
        assert_eq!(values, BySeat::new(1, 3));
    }

    #[test]
    fn by_seat_holds_four_values_in_the_team_mode_and_a_duels_json_is_unchanged() {
        let duel = BySeat::new(1, 2);
        assert_eq!(serde_json::to_string(&duel).unwrap(), r#"{"a":1,"b":2}"#);
        assert_eq!(duel.seats(), &[Seat::A, Seat::B]);
        let mut teams = BySeat::teams(1, 2, 3, 4);
        let json = serde_json::to_string(&teams).unwrap();
        assert_eq!(json, r#"{"a":1,"b":2,"partners":{"c":3,"d":4}}"#);
        assert_eq!(serde_json::from_str::<BySeat<i32>>(&json).unwrap(), teams);
        assert_eq!(
            Seat::ALL.map(|s| *teams.get(s)),
            [1, 2, 3, 4],
            "each seat its own value"
        );
        *teams.get_mut(Seat::C) = 30;
        assert_eq!(*teams.get(Seat::C), 30);
        assert_eq!(*teams.get(Seat::A), 1);
        assert_eq!(teams.mode(), Mode::Teams);
        let doubled = teams.map(|_, v| v * 2);
        assert_eq!(doubled, BySeat::teams(2, 4, 60, 8));
        let seen: Vec<Seat> = teams.iter().map(|(s, _)| s).collect();
        assert_eq!(seen, Seat::ALL);
        assert_eq!(
            BySeat::for_mode(Mode::Teams, |s| s as u8),
            BySeat::teams(0, 1, 2, 3)
        );
        assert_eq!(BySeat::for_mode(Mode::Duel, |s| s as u8), BySeat::new(0, 1));
    }

    #[test]
    fn a_duels_settings_json_has_no_mode_key() {
        let duel = Settings::default();
        let json = serde_json::to_string(&duel).unwrap();
        assert!(!json.contains("mode"), "{json}");
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert!(value.get("mode").is_none());
        let back: Settings = serde_json::from_str(&json).unwrap();
        assert_eq!(back, duel);
        assert_eq!(back.mode, Mode::Duel);
    }

    #[test]
    fn team_settings_carry_the_mode_and_unknown_fields_are_still_refused() {
        let teams = Settings {
            mode: Mode::Teams,
            ..Settings::default()
        };
        let json = serde_json::to_string(&teams).unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["mode"], "teams");
        assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), teams);
        let explicit_duel = json.replace("\"teams\"", "\"duel\"");
        assert_eq!(
            serde_json::from_str::<Settings>(&explicit_duel).unwrap(),
            Settings::default()
        );
        assert!(serde_json::from_str::<Settings>(r#"{"modes":"teams"}"#).is_err());
        assert!(serde_json::from_str::<Settings>(r#"{"mode":"trio"}"#).is_err());
    }
}
