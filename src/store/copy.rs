//! Moving a bot's database between SQLite and PostgreSQL (`invictus db copy`): every table,
//! row for row with its ids, into an empty database of the same schema version, in one
//! transaction, timer ids going on past every id the source ever gave.

use super::db::{args, Arg, Db, Dialect, Read, Value};
use super::{Store, StoreError};

/// The tables in the order their references need (a row's references copied before it), each
/// with the columns that order its rows.
const TABLES: &[(&str, &str)] = &[
    ("players", "id"),
    ("guilds", "id"),
    ("matches", "id"),
    ("match_origins", "match_id"),
    ("match_seats", "match_id, seat"),
    ("match_clocks", "match_id"),
    ("actions", "match_id, seq"),
    ("challenges", "id"),
    ("challenge_seats", "challenge_id, seat"),
    ("timers", "id"),
    ("ratings", "player_id, game, scope"),
    ("rating_changes", "match_id, player_id, scope"),
    ("saved_armies", "id"),
    ("heartbeat", "part"),
];

/// The tables whose ids the database gives: their next id must follow the copied ones.
const NUMBERED: &[&str] = &["matches", "challenges", "timers", "saved_armies"];

/// Rows read and written at a time.
const PAGE: i64 = 500;

/// A column value read from one database to be written to the other.
#[derive(Clone, Debug, PartialEq)]
enum Owned {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

impl Arg for Owned {
    fn value(&self) -> Value<'_> {
        match self {
            Owned::Null => Value::Null,
            Owned::Int(v) => Value::Int(*v),
            Owned::Real(v) => Value::Real(*v),
            Owned::Text(v) => Value::Text(v),
        }
    }
}

impl super::db::Cell for Owned {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        Ok(match value {
            Read::Null => Owned::Null,
            Read::Int(v) => Owned::Int(v),
            Read::Real(v) => Owned::Real(v),
            Read::Text(v) => Owned::Text(v.to_string()),
        })
    }
}

/// What a copy moved: rows per table, in copy order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CopyReport {
    pub tables: Vec<(String, u64)>,
}

impl CopyReport {
    pub fn rows(&self) -> u64 {
        self.tables.iter().map(|(_, n)| n).sum()
    }
}

/// The columns of `table`, as the database lists them.
fn columns(db: &Db, table: &str) -> Result<Vec<String>, StoreError> {
    match db.dialect() {
        Dialect::Sqlite => db.query(
            "SELECT name FROM pragma_table_info(?1) ORDER BY cid",
            args![table],
            |r| r.get(0),
        ),
        Dialect::Postgres => db.query(
            "SELECT column_name::text FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = ?1 ORDER BY ordinal_position",
            args![table],
            |r| r.get(0),
        ),
    }
}

/// The last id `table` gave (or will not give again), beyond its rows' largest.
fn last_given(db: &Db, table: &str) -> Result<i64, StoreError> {
    let largest: Option<i64> =
        db.query_one(&format!("SELECT max(id) FROM {table}"), args![], |r| {
            r.get(0)
        })?;
    let sequence: Option<i64> = match db.dialect() {
        Dialect::Sqlite => db
            .query_opt(
                "SELECT seq FROM sqlite_sequence WHERE name = ?1",
                args![table],
                |r| r.get(0),
            )
            .ok()
            .flatten(),
        Dialect::Postgres => db.query_one(
            &format!(
                "SELECT CASE WHEN is_called THEN last_value END FROM {}",
                sequence_name(db, table)?
            ),
            args![],
            |r| r.get(0),
        )?,
    };
    Ok(largest.unwrap_or(0).max(sequence.unwrap_or(0)))
}

fn sequence_name(db: &Db, table: &str) -> Result<String, StoreError> {
    let name: Option<String> = db.query_one(
        "SELECT pg_get_serial_sequence(?1, 'id')",
        args![table],
        |r| r.get(0),
    )?;
    name.ok_or_else(|| StoreError::Database(format!("{table} has no id sequence")))
}

/// Makes `table`'s next id follow `last`.
fn continue_after(db: &Db, table: &str, last: i64) -> Result<(), StoreError> {
    match db.dialect() {
        Dialect::Sqlite => {
            if table == "timers" {
                // AUTOINCREMENT: the sequence row holds the last id given.
                let n = db.execute(
                    "UPDATE sqlite_sequence SET seq = max(seq, ?1) WHERE name = ?2",
                    args![last, table],
                )?;
                if n == 0 && last > 0 {
                    db.execute(
                        "INSERT INTO sqlite_sequence (name, seq) VALUES (?2, ?1)",
                        args![last, table],
                    )?;
                }
            }
            Ok(())
        }
        Dialect::Postgres => {
            let sequence = sequence_name(db, table)?;
            db.query_one(
                "SELECT setval(CAST(CAST(?1 AS TEXT) AS regclass), ?2, ?3)",
                args![sequence, last.max(1), last > 0],
                |_| Ok(()),
            )
        }
    }
}

impl Store {
    /// Copies every row of `self` into `target`, which must be empty and at the same schema
    /// version (a freshly opened database is both), in one transaction of `target`: on any
    /// error it is left empty.
    pub fn copy_into(&self, target: &mut Store) -> Result<CopyReport, StoreError> {
        let (matches, players): (i64, i64) = target.db.query_one(
            "SELECT (SELECT count(*) FROM matches), (SELECT count(*) FROM players)",
            args![],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        if matches + players > 0 {
            return Err(StoreError::Setting(
                "the target database is not empty: copy into a new one".to_string(),
            ));
        }
        let source = &self.db;
        let tx = target.db.begin()?;
        let mut report = CopyReport::default();
        for &(table, order) in TABLES {
            let names = columns(source, table)?;
            let wanted = columns(&tx, table)?;
            if names != wanted {
                return Err(StoreError::Database(format!(
                    "the two databases' {table} tables differ ({names:?} and {wanted:?}): are they at the same schema version?"
                )));
            }
            let list = names.join(", ");
            let read = format!("SELECT {list} FROM {table} ORDER BY {order} LIMIT ?1 OFFSET ?2");
            let placeholders: Vec<String> = (1..=names.len()).map(|i| format!("?{i}")).collect();
            let write = format!(
                "INSERT INTO {table} ({list}) VALUES ({})",
                placeholders.join(", ")
            );
            let mut copied = 0_i64;
            loop {
                let rows = source.query(&read, args![PAGE, copied], |r| {
                    (0..names.len())
                        .map(|i| r.get::<Owned>(i))
                        .collect::<Result<Vec<_>, _>>()
                })?;
                for row in &rows {
                    let values: Vec<&dyn Arg> = row.iter().map(|v| v as &dyn Arg).collect();
                    tx.execute(&write, &values)?;
                }
                copied += rows.len() as i64;
                if (rows.len() as i64) < PAGE {
                    break;
                }
            }
            report.tables.push((table.to_string(), copied as u64));
        }
        for &table in NUMBERED {
            continue_after(&tx, table, last_given(source, table)?)?;
        }
        tx.commit()?;
        Ok(report)
    }
}
