//! The store suite (`tests/store`), on PostgreSQL: all of it but what is SQLite's own (its
//! migrations, its online backup, a writer killed mid-transaction).

#[path = "../store/apply.rs"]
mod apply;
#[path = "../store/async_store.rs"]
mod async_store;
#[path = "../store/integrity.rs"]
mod integrity;
#[path = "../store/players.rs"]
mod players;
#[path = "../store/seats.rs"]
mod seats;
#[path = "../store/support.rs"]
mod support;
