//! The store suite (`tests/store`) that does not reach into SQLite itself, on PostgreSQL.

#[path = "../store/apply.rs"]
mod apply;
#[path = "../store/async_store.rs"]
mod async_store;
#[path = "../store/players.rs"]
mod players;
#[path = "../store/support.rs"]
mod support;
