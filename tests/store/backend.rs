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

/// Where the store of `path` is, as the command line takes it (`--db`).
pub fn location(path: &Path) -> String {
    path.to_str().expect("a UTF-8 path").to_string()
}

/// Runs `sql` (with `?1` for `id`) on the test's database directly, outside the store, as a
/// hand edit would; with `checks` false the schema's CHECK constraints do not stop it (SQLite's
/// pragma, for this connection). The database's refusal comes back as its text.
pub fn edit(path: &Path, sql: &str, id: i64, checks: bool) -> Result<(), String> {
    let conn = invictus::store::open_connection(path).map_err(|e| e.to_string())?;
    if !checks {
        conn.execute_batch("PRAGMA ignore_check_constraints = ON")
            .map_err(|e| e.to_string())?;
    }
    conn.execute(sql, [id]).map(drop).map_err(|e| e.to_string())
}
