//! The 4-player team mode (R32–R44), the corrected R5/R7/R8 in it, and randomized team matches
//! checked after every action.

#[path = "../common/mod.rs"]
mod common;
mod support;

mod outcomes;
mod random;
mod reach;
mod seats;
mod secrecy;
