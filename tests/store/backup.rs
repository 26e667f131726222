//! What only SQLite has: the store's own online backup, taken while another connection writes,
//! verifies. (PostgreSQL is backed up with `pg_dump`.)

use super::support::{advance, new_game};
use invictus::store::UnixMs;
use invictus::store::{MatchPlace, Store};

#[test]
fn a_backup_taken_while_writing_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("live.db");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(9);
    let id = store
        .create_match(&game, &MatchPlace::default(), UnixMs(0))
        .unwrap();
    let game = advance(&mut store, id, game, 5);
    let writer_path = path.clone();
    let writer = std::thread::spawn(move || {
        let mut store = Store::open(&writer_path).unwrap();
        advance(&mut store, id, game, 200);
    });
    let backup = dir.path().join("copy.db");
    let reader = Store::open(&path).unwrap();
    reader.backup(&backup).unwrap();
    writer.join().unwrap();
    let copy = Store::open(&backup).unwrap();
    let report = copy.verify().unwrap();
    assert_eq!(report.matches, 1);
    assert!(report.problems.is_empty());
    assert!(report.actions >= 5);
}
