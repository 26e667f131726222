//! Battlefield cells: two rows of three columns per player (R1, R3).

use serde::de::{self, Deserializer};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Row {
    Front,
    Back,
}

impl Row {
    pub const BOTH: [Row; 2] = [Row::Front, Row::Back];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn other(self) -> Row {
        match self {
            Row::Front => Row::Back,
            Row::Back => Row::Front,
        }
    }
}

/// A cell of one player's battlefield. Columns are 0..=2 inside the engine and written 1..=3:
/// `F1` is the front row's first column, `B3` the back row's last. Column c faces the opponent's
/// column c (R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub row: Row,
    pub col: u8,
}

impl Cell {
    pub const fn new(row: Row, col: u8) -> Cell {
        Cell { row, col }
    }

    pub const fn front(col: u8) -> Cell {
        Cell::new(Row::Front, col)
    }

    pub const fn back(col: u8) -> Cell {
        Cell::new(Row::Back, col)
    }

    /// All six cells, front row first.
    pub const ALL: [Cell; 6] = [
        Cell::front(0),
        Cell::front(1),
        Cell::front(2),
        Cell::back(0),
        Cell::back(1),
        Cell::back(2),
    ];

    /// The cell of the same column in the other row.
    pub fn behind_or_ahead(self) -> Cell {
        Cell::new(self.row.other(), self.col)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = match self.row {
            Row::Front => 'F',
            Row::Back => 'B',
        };
        write!(f, "{row}{}", self.col + 1)
    }
}

/// The reason a text is not a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellParseError(pub String);

impl fmt::Display for CellParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a cell: write F1, F2, F3 (front row) or B1, B2, B3 (back row)",
            self.0
        )
    }
}

impl std::error::Error for CellParseError {}

impl FromStr for Cell {
    type Err = CellParseError;

    fn from_str(s: &str) -> Result<Cell, CellParseError> {
        let err = || CellParseError(s.to_string());
        let mut chars = s.trim().chars();
        let row = match chars.next().map(|c| c.to_ascii_uppercase()) {
            Some('F') => Row::Front,
            Some('B') => Row::Back,
            _ => return Err(err()),
        };
        let col = match (chars.next(), chars.next()) {
            (Some(c @ '1'..='3'), None) => c as u8 - b'1',
            _ => return Err(err()),
        };
        Ok(Cell::new(row, col))
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(de::Error::custom)
    }
}
