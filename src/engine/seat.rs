//! The two seats of a match and per-seat storage.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two players. `A` is the first army of the setup, `B` the second; who plays first is
/// decided separately (R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    A,
    B,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::A, Seat::B];

    pub fn other(self) -> Seat {
        match self {
            Seat::A => Seat::B,
            Seat::B => Seat::A,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Seat::A => "A",
            Seat::B => "B",
        })
    }
}

/// A value for each seat, addressed by seat rather than by index.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySeat<T> {
    pub a: T,
    pub b: T,
}

impl<T> BySeat<T> {
    pub fn new(a: T, b: T) -> Self {
        BySeat { a, b }
    }

    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        BySeat {
            a: f(Seat::A),
            b: f(Seat::B),
        }
    }

    pub fn get(&self, seat: Seat) -> &T {
        match seat {
            Seat::A => &self.a,
            Seat::B => &self.b,
        }
    }

    pub fn get_mut(&mut self, seat: Seat) -> &mut T {
        match seat {
            Seat::A => &mut self.a,
            Seat::B => &mut self.b,
        }
    }

    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> BySeat<U> {
        BySeat {
            a: f(Seat::A, &self.a),
            b: f(Seat::B, &self.b),
        }
    }
}
