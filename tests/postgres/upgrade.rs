//! A running bot upgrades in place on PostgreSQL: a database written by the release of 2026-11-29
//! into PostgreSQL (`tests/fixtures/release-2026-11-29.postgres.sql`: the SQLite fixture's
//! matches of both games as that release's `invictus db copy` moved them to the server) opens
//! with this program, which migrates it to its newest schema; every match verifies and every
//! match stopped mid-play goes on (see `tests/common/release.rs`).

use crate::backend::{database_for, needs_server};
use crate::release::verifies_and_goes_on;
use invictus::store::{migrate_postgres_to, schema_version, Store};

/// The schema version the release wrote.
const RELEASE_SCHEMA: usize = 10;

/// The versions recorded as applied to the database at `url`.
fn applied_versions(url: &str) -> Vec<i64> {
    let mut client = postgres::Client::connect(url, postgres::NoTls).unwrap();
    client
        .query("SELECT version FROM schema_version ORDER BY version", &[])
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect()
}

#[test]
fn a_postgres_database_of_the_release_opens_and_its_matches_go_on() {
    needs_server!();
    let dir = tempfile::tempdir().unwrap();
    let url = database_for(&dir.path().join("release"));
    // The database as the release left it: its schema, then its rows.
    migrate_postgres_to(&url, RELEASE_SCHEMA).unwrap();
    assert_eq!(applied_versions(&url), vec![RELEASE_SCHEMA as i64]);
    let fixture = format!(
        "{}/tests/fixtures/release-2026-11-29.postgres.sql",
        env!("CARGO_MANIFEST_DIR")
    );
    postgres::Client::connect(&url, postgres::NoTls)
        .unwrap()
        .batch_execute(&std::fs::read_to_string(fixture).unwrap())
        .unwrap();

    // Opened by this program: migrated to its newest schema, and played on.
    let mut store = Store::connect(&url).unwrap();
    assert_eq!(
        applied_versions(&url).last().copied(),
        Some(schema_version() as i64)
    );
    verifies_and_goes_on(&mut store);
}
