//! End-to-end tests of `invictus serve` against a fake Discord on 127.0.0.1: the real poise and
//! serenity client, the real SQLite store. A short match is challenged, accepted, set up and
//! played through a reaction window, then resigned; a second test restarts the bot in the middle
//! of a match and plays on with buttons posted before the restart, and lets a reaction window
//! expire after the restart; a third checks that the prompt of that window, posted before the
//! restart, is closed when it expires.
//!
//! The tests are grouped by topic in the modules below, in one test program (`bot`); their shared
//! helpers are in `support`.

#[path = "../fake_discord/mod.rs"]
mod fake_discord;
mod support;

mod armies;
mod clicks;
mod clocks;
mod languages;
mod operations;
mod pictures;
mod play;
mod practice;
mod restart;
mod results;
mod tactica;
mod tactica_bot;
mod tactica_empires;
mod tactica_reach;
mod tactica_reference;
mod teams;
mod upgrade;
