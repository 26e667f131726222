//! The store on a real PostgreSQL server: the store and hosting suites of the SQLite binaries run
//! again here, unchanged, on the server; then what only several processes meet: migrations
//! started together, a database newer than the program, the two schemas kept in step, per-user
//! limits asked from two processes at once; and a database the release of 2026-11-29 wrote into
//! PostgreSQL, upgraded in place.

mod backend;
mod copy;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;
mod hosting;
mod limits;
mod processes;
#[path = "../common/release.rs"]
mod release;
mod schema;
mod store;
mod timers;
mod upgrade;
