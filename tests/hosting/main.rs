//! Match hosting without Discord: challenges and their limits, accepting, stale and out-of-turn
//! choices, repeated deliveries, resignation, and reaction-window deadlines passed by the timer
//! loop (R22, R23).

// The store suite's backend; its hand edits (`edit`, `location`) are the store tests' own.
#[allow(dead_code)]
#[path = "../store/backend.rs"]
mod backend;
mod challenges;
mod choices;
mod clocks;
mod opponent;
mod support;
mod windows;
