//! The SQLite store on real temporary files: migrations, one transaction per action, repeated
//! interactions, timers, damaged rows, verification, backup, the async handle, and a crash test
//! that kills a writer with SIGKILL.

mod apply;
mod async_store;
mod backend;
mod backup;
mod crash;
mod integrity;
#[path = "../common/killed_writers.rs"]
mod killed_writers;
mod migrations;
mod players;
#[path = "../common/release.rs"]
mod release;
mod seats;
mod support;
mod upgrade;
