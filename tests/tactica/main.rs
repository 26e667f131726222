//! Tactica's tests, in one test program so that the suite links once: the rulings and cards as
//! scenarios, randomized matches in every mode, hostile input, and the terminal game.

mod cards;
mod common;
mod fuzz;
mod play;
mod random;
mod rulings;
