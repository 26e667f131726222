//! A running bot upgrades in place: a database written by the release before the tree was
//! reshaped (`tests/fixtures/release-2026-11-29.sql`, schema 10, both games) opens, verifies, and
//! every match stopped mid-play goes on (see `tests/common/release.rs`).

use crate::release::verifies_and_goes_on;
use invictus::store::{migrations, open_connection, Store};

/// The fixture's database, opened by this program.
fn release_database(dir: &std::path::Path) -> Store {
    let path = dir.join("release.db");
    let mut conn = open_connection(&path).unwrap();
    migrations().to_version(&mut conn, 10).unwrap();
    let fixture = format!(
        "{}/tests/fixtures/release-2026-11-29.sql",
        env!("CARGO_MANIFEST_DIR")
    );
    conn.execute_batch(&std::fs::read_to_string(fixture).unwrap())
        .unwrap();
    drop(conn);
    Store::open(&path).unwrap()
}

#[test]
fn a_database_of_the_release_before_opens_and_its_matches_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = release_database(dir.path());
    verifies_and_goes_on(&mut store);
}
