//! The database the store suite runs on in this binary: a SQLite file at each test's path
//! (`tests/postgres` runs the same tests on a PostgreSQL server).

use invictus::store::{AsyncStore, Store};
use std::path::Path;

/// The store at `path`, created if new.
pub fn open(path: &Path) -> Store {
    Store::open(path).expect("the store opens")
}

/// The store at `path` behind its async handle.
pub fn open_async(path: &Path) -> AsyncStore {
    AsyncStore::new(open(path))
}

/// Runs the rest of a test: a SQLite file needs no server.
macro_rules! needs_server {
    () => {};
}
pub(crate) use needs_server;
