//! Tests of `db`.

use super::*;

#[test]
fn placeholders_are_numbered_for_postgres_outside_quoted_text() {
    assert_eq!(
        numbered_placeholders("SELECT a FROM t WHERE b = ?1 AND c IN (?2, ?10) AND d = '?3'"),
        "SELECT a FROM t WHERE b = $1 AND c IN ($2, $10) AND d = '?3'"
    );
}

#[test]
fn cells_read_their_kind_and_refuse_any_other() {
    assert_eq!(i64::from_read(Read::Int(7)), Ok(7));
    assert!(i64::from_read(Read::Text("7")).is_err());
    assert!(i64::from_read(Read::Null).is_err());
    assert_eq!(Option::<i64>::from_read(Read::Null), Ok(None));
    assert_eq!(bool::from_read(Read::Int(1)), Ok(true));
    assert_eq!(f64::from_read(Read::Int(2)), Ok(2.0));
    assert!(u32::from_read(Read::Int(-1)).is_err());
    assert_eq!(String::from_read(Read::Text("x")), Ok("x".to_string()));
}

#[test]
fn a_savepoint_undoes_only_its_own_writes() {
    let db = Db::sqlite(rusqlite::Connection::open_in_memory().unwrap());
    db.batch("CREATE TABLE t (v INTEGER)").unwrap();
    let outer = db.begin().unwrap();
    outer
        .execute("INSERT INTO t (v) VALUES (?1)", args![1_i64])
        .unwrap();
    {
        let inner = db.begin().unwrap();
        inner
            .execute("INSERT INTO t (v) VALUES (?1)", args![2_i64])
            .unwrap();
    }
    outer.commit().unwrap();
    let values = db
        .query("SELECT v FROM t ORDER BY v", &[], |r| r.get::<i64>(0))
        .unwrap();
    assert_eq!(values, vec![1]);
}
