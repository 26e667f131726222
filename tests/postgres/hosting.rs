//! The hosting suite (`tests/hosting`), on PostgreSQL.

#[path = "../hosting/challenges.rs"]
mod challenges;
#[path = "../hosting/choices.rs"]
mod choices;
#[path = "../hosting/clocks.rs"]
mod clocks;
#[path = "../hosting/opponent.rs"]
mod opponent;
#[path = "../hosting/support.rs"]
mod support;
#[path = "../hosting/windows.rs"]
mod windows;
