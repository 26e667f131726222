//! Tactica's tests, in one test program so that the suite links once: the rulings and cards as
//! scenarios, randomized matches in every mode, hostile input, the
//! simulator, the map picture and the terminal game.

mod cards;
mod common;
mod contract;
mod fuzz;
mod hosting;
#[path = "../common/killed_writers.rs"]
mod killed_writers;
mod opponent;
mod orders;
mod picture;
mod play;
mod random;
mod rulings;
mod sim;
mod without_people;
