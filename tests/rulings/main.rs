//! One or more tests per ruling (R-numbers of the project's rulings), built with the scenario
//! builder. King version numbers: Warrior 2 atk 2/1 hp, Guardian 1 atk 3/2, Archer 1 atk 2/1,
//! Priest C 1/1, Wizard X 1/1, King N 4/3.

#[path = "../common/mod.rs"]
mod common;

mod attacks;
mod board;
mod end;
mod setup;
mod supports;
mod turn;
mod variants;
