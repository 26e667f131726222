//! PostgreSQL's own: its schema kept in step with SQLite's, migrations run once when several
//! processes start together, and a database written by a newer program refused.

use crate::backend::{database_for, needs_server};
use invictus::store::{schema_version, Store, StoreError};
use std::collections::BTreeMap;

/// A column's type as both databases compare: integer, real or text.
fn family(declared: &str) -> &'static str {
    let declared = declared.to_ascii_uppercase();
    if declared.contains("INT") {
        "integer"
    } else if declared.contains("REAL") || declared.contains("DOUBLE") {
        "real"
    } else if declared.contains("TEXT") || declared.contains("CHAR") {
        "text"
    } else {
        "other"
    }
}

type Columns = BTreeMap<String, Vec<(String, &'static str)>>;

fn sqlite_columns(dir: &std::path::Path) -> Columns {
    let path = dir.join("schema.db");
    drop(Store::open(&path).unwrap());
    let conn = rusqlite::Connection::open(&path).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    tables
        .into_iter()
        .map(|table| {
            let mut columns: Vec<(String, &'static str)> = conn
                .prepare(&format!(
                    "SELECT name, type FROM pragma_table_info('{table}')"
                ))
                .unwrap()
                .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
                .unwrap()
                .map(|c| {
                    let (name, ty) = c.unwrap();
                    (name, family(&ty))
                })
                .collect();
            columns.sort();
            (table, columns)
        })
        .collect()
}

fn postgres_columns(url: &str) -> Columns {
    let url = url.to_string();
    std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        let mut out = Columns::new();
        for row in client
            .query(
                "SELECT table_name::text, column_name::text, data_type::text
                 FROM information_schema.columns
                 WHERE table_schema = 'public' AND table_name <> 'schema_version'
                 ORDER BY table_name, column_name",
                &[],
            )
            .unwrap()
        {
            out.entry(row.get::<_, String>(0))
                .or_default()
                .push((row.get(1), family(&row.get::<_, String>(2))));
        }
        out
    })
    .join()
    .unwrap()
}

fn connect(url: String) -> Result<Store, StoreError> {
    std::thread::spawn(move || Store::connect(&url))
        .join()
        .unwrap()
}

#[test]
fn both_databases_have_the_same_tables_and_columns_at_the_same_version() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("pg"));
    drop(connect(url.clone()).unwrap());
    let sqlite = sqlite_columns(dir.path());
    let postgres = postgres_columns(&url);
    assert_eq!(
        sqlite.keys().collect::<Vec<_>>(),
        postgres.keys().collect::<Vec<_>>(),
        "the same tables"
    );
    for (table, columns) in &sqlite {
        assert_eq!(Some(columns), postgres.get(table), "the columns of {table}");
    }
}

/// Eight processes' stores connecting at once to an empty database migrate it once, and all
/// open.
#[test]
fn stores_connecting_together_migrate_once() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("together"));
    let opened: Vec<_> = (0..8)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || Store::connect(&url).map(drop))
        })
        .collect();
    for store in opened {
        store.join().unwrap().expect("every store opens");
    }
    let applied = std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        client
            .query("SELECT version FROM schema_version ORDER BY version", &[])
            .unwrap()
            .iter()
            .map(|r| r.get::<_, i64>(0))
            .collect::<Vec<_>>()
    })
    .join()
    .unwrap();
    assert_eq!(
        applied,
        vec![schema_version() as i64],
        "each migration applied once"
    );
}

#[test]
fn a_database_from_a_newer_program_is_refused() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("newer"));
    drop(connect(url.clone()).unwrap());
    let newer = schema_version() as i64 + 1;
    let bump = url.clone();
    std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&bump, postgres::NoTls).unwrap();
        client
            .execute(
                "INSERT INTO schema_version (version, applied_at) VALUES ($1, 0)",
                &[&newer],
            )
            .unwrap();
    })
    .join()
    .unwrap();
    let err = connect(url).err().expect("a newer database is refused");
    assert!(
        matches!(err, StoreError::TooNew { found, .. } if found == newer as usize),
        "{err}"
    );
}

#[test]
fn an_unreachable_server_is_a_clear_error_naming_the_setting_without_the_password() {
    // Nothing listens on port 1.
    let err = connect("postgres://bot:s3cret@127.0.0.1:1/invictus".to_string())
        .err()
        .expect("no server there");
    let text = err.to_string();
    assert!(text.contains("database"), "{text}");
    assert!(text.contains("127.0.0.1:1"), "{text}");
    assert!(!text.contains("s3cret"), "{text}");
    let err = connect("postgres://bot@[not a host/invictus".to_string())
        .err()
        .expect("not a URL");
    assert!(err.to_string().contains("database"), "{err}");
}

/// Processes of one bot take turns to connect their gateway shards: a second turn waits until
/// the first is given back.
#[test]
fn identify_turns_are_taken_one_at_a_time() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("identify"));
    let first = {
        let url = url.clone();
        std::thread::spawn(move || invictus::store::IdentifyTurn::take(&url).unwrap())
            .join()
            .unwrap()
    };
    let (taken_tx, taken) = std::sync::mpsc::channel();
    let waiter = std::thread::spawn(move || {
        let turn = invictus::store::IdentifyTurn::take(&url).unwrap();
        taken_tx.send(()).unwrap();
        drop(turn);
    });
    assert!(
        taken
            .recv_timeout(std::time::Duration::from_millis(500))
            .is_err(),
        "the second turn waits"
    );
    drop(first);
    taken
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("the second turn once the first is given back");
    waiter.join().unwrap();
}
