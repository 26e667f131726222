//! The PostgreSQL server the suite runs on: the one `pg_virtualenv` (or the environment's
//! `PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`) names, with a database of its own for each test
//! path. Without a server the tests say so and pass, unless `INVICTUS_POSTGRES_TESTS=required`
//! (as `.ci/run` sets it), where a missing server fails them.

use invictus::store::{AsyncStore, Store};
use std::hash::{Hash, Hasher};
use std::path::Path;

/// The server's URL for database `name`, if a server is configured.
pub fn server_url(name: &str) -> Option<String> {
    let host = std::env::var("PGHOST").ok()?;
    let port = std::env::var("PGPORT").unwrap_or_else(|_| "5432".to_string());
    let user = std::env::var("PGUSER").unwrap_or_else(|_| "postgres".to_string());
    let password = std::env::var("PGPASSWORD").unwrap_or_default();
    let host = if host.starts_with('/') {
        // A socket directory: given as a parameter, the URL's host part left empty.
        return Some(format!(
            "postgres://{user}:{password}@/{name}?host={host}&port={port}"
        ));
    } else {
        host
    };
    Some(format!("postgres://{user}:{password}@{host}:{port}/{name}"))
}

/// Whether the tests run: true with a server; false (with a note) without one, or a failure
/// when a server is required.
pub fn available() -> bool {
    if std::env::var("PGHOST").is_ok() {
        return true;
    }
    if std::env::var("INVICTUS_POSTGRES_TESTS").as_deref() == Ok("required") {
        panic!("INVICTUS_POSTGRES_TESTS=required but no PostgreSQL server is set (PGHOST)");
    }
    eprintln!("no PostgreSQL server (PGHOST unset): skipped; run under pg_virtualenv to run it");
    false
}

/// Skips the rest of a test when there is no server to run it on.
macro_rules! needs_server {
    () => {
        if !$crate::backend::available() {
            return;
        }
    };
}
pub(crate) use needs_server;

/// A fresh database's URL for the test whose files are at `path` (the same path gives the
/// same database, so a test can open its store again).
pub fn database_for(path: &Path) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    path.hash(&mut hasher);
    let name = format!("invictus_t_{:016x}", hasher.finish());
    let admin = server_url("postgres").expect("a PostgreSQL server is set");
    let url = server_url(&name).expect("a PostgreSQL server is set");
    // The blocking client may not run on an async task's thread: a thread of its own.
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let mut client = postgres::Client::connect(&admin, postgres::NoTls)
                    .expect("connect to the PostgreSQL server");
                let exists = client
                    .query_opt("SELECT 1 FROM pg_database WHERE datname = $1", &[&name])
                    .expect("list the databases")
                    .is_some();
                if !exists {
                    client
                        .batch_execute(&format!("CREATE DATABASE {name}"))
                        .expect("create the test's database");
                }
            })
            .join()
            .expect("the database is made")
    });
    url
}

/// The store for the test whose files are at `path`, on the server.
pub fn open(path: &Path) -> Store {
    let url = database_for(path);
    std::thread::scope(|scope| {
        scope
            .spawn(|| Store::connect(&url).expect("the store connects"))
            .join()
            .expect("the store opens")
    })
}

/// The store for `path` behind its async handle, two connections.
pub fn open_async(path: &Path) -> AsyncStore {
    AsyncStore::open_blocking(&database_for(path), 2).expect("the store connects")
}

/// Where the store of `path` is, as the command line takes it (`--db`): its database's URL.
pub fn location(path: &Path) -> String {
    database_for(path)
}

/// Runs `sql` (with `?1` for `id`) on the test's database directly, outside the store, as a
/// hand edit would; with `checks` false the schema's CHECK constraints do not stop it (they are
/// dropped from the test's database: PostgreSQL cannot turn them off for one connection). The
/// database's refusal comes back as its text.
pub fn edit(path: &Path, sql: &str, id: i64, checks: bool) -> Result<(), String> {
    const DROP_CHECKS: &str = "DO $$ DECLARE c record; BEGIN
        FOR c IN SELECT conrelid::regclass AS t, conname FROM pg_constraint
                 WHERE contype = 'c' AND connamespace = 'public'::regnamespace LOOP
            EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', c.t, c.conname);
        END LOOP;
    END $$";
    let url = database_for(path);
    let sql = sql.replace("?1", "$1");
    // The blocking client may not run on an async task's thread: a thread of its own.
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let mut client =
                    postgres::Client::connect(&url, postgres::NoTls).map_err(|e| e.to_string())?;
                if !checks {
                    client
                        .batch_execute(DROP_CHECKS)
                        .map_err(|e| e.to_string())?;
                }
                client
                    .execute(sql.as_str(), &[&id])
                    .map(drop)
                    .map_err(|e| e.to_string())
            })
            .join()
            .expect("the edit ran")
    })
}
