//! The one door to the database for both backends: SQL written once, with `?N` placeholders,
//! runs on an embedded SQLite file or on a PostgreSQL server. Values go in as [`Arg`]s and come
//! out through [`Cell`]s, so the rest of the store names no driver; the few statements whose
//! text differs between the two ask [`Db::dialect`].

use super::StoreError;
use bytes::BytesMut;
use postgres::types::{to_sql_checked, IsNull, ToSql as PgToSql, Type};
use std::cell::{Cell as Counter, RefCell};
use std::collections::HashMap;

/// Which database a connection talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

/// A value written to a column or passed to a query.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Value<'a> {
    Null,
    Int(i64),
    Real(f64),
    Text(&'a str),
}

/// A value the store can pass to a query.
pub(crate) trait Arg {
    fn value(&self) -> Value<'_>;
}

/// The arguments of a query, as a slice of [`Arg`]s.
macro_rules! args {
    ($($arg:expr),* $(,)?) => {
        &[$(&$arg as &dyn $crate::store::db::Arg),*] as &[&dyn $crate::store::db::Arg]
    };
}
pub(crate) use args;

impl Arg for i64 {
    fn value(&self) -> Value<'_> {
        Value::Int(*self)
    }
}

impl Arg for i32 {
    fn value(&self) -> Value<'_> {
        Value::Int(i64::from(*self))
    }
}

impl Arg for u32 {
    fn value(&self) -> Value<'_> {
        Value::Int(i64::from(*self))
    }
}

impl Arg for bool {
    fn value(&self) -> Value<'_> {
        Value::Int(i64::from(*self))
    }
}

impl Arg for f64 {
    fn value(&self) -> Value<'_> {
        Value::Real(*self)
    }
}

impl Arg for str {
    fn value(&self) -> Value<'_> {
        Value::Text(self)
    }
}

impl Arg for String {
    fn value(&self) -> Value<'_> {
        Value::Text(self)
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn value(&self) -> Value<'_> {
        (**self).value()
    }
}

impl<T: Arg> Arg for Option<T> {
    fn value(&self) -> Value<'_> {
        match self {
            Some(v) => v.value(),
            None => Value::Null,
        }
    }
}

/// A column's value as read, borrowed from its row.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Read<'a> {
    Null,
    Int(i64),
    Real(f64),
    Text(&'a str),
}

impl Read<'_> {
    /// What the value is, for an error message.
    fn kind(&self) -> &'static str {
        match self {
            Read::Null => "NULL",
            Read::Int(_) => "an integer",
            Read::Real(_) => "a real number",
            Read::Text(_) => "text",
        }
    }
}

/// A type a column can be read as; anything else in the column is an error naming what was
/// found, never a default.
pub(crate) trait Cell: Sized {
    fn from_read(value: Read<'_>) -> Result<Self, String>;
}

fn unexpected<T>(value: Read<'_>, wanted: &str) -> Result<T, String> {
    Err(format!("{} where {wanted} was expected", value.kind()))
}

impl Cell for i64 {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        match value {
            Read::Int(v) => Ok(v),
            other => unexpected(other, "an integer"),
        }
    }
}

impl Cell for i32 {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        let v = i64::from_read(value)?;
        i32::try_from(v).map_err(|_| format!("{v} is out of range"))
    }
}

impl Cell for u32 {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        let v = i64::from_read(value)?;
        u32::try_from(v).map_err(|_| format!("{v} is out of range"))
    }
}

impl Cell for bool {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        Ok(i64::from_read(value)? != 0)
    }
}

impl Cell for f64 {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        match value {
            Read::Real(v) => Ok(v),
            Read::Int(v) => Ok(v as f64),
            other => unexpected(other, "a number"),
        }
    }
}

impl Cell for String {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        match value {
            Read::Text(v) => Ok(v.to_string()),
            other => unexpected(other, "text"),
        }
    }
}

impl<T: Cell> Cell for Option<T> {
    fn from_read(value: Read<'_>) -> Result<Self, String> {
        match value {
            Read::Null => Ok(None),
            other => T::from_read(other).map(Some),
        }
    }
}

/// One row of a query's result.
pub(crate) enum Row<'a> {
    Sqlite(&'a rusqlite::Row<'a>),
    Postgres(&'a postgres::Row),
}

impl Row<'_> {
    /// Column `index` as a `T`; a value of another kind is a [`StoreError::Column`].
    pub(crate) fn get<T: Cell>(&self, index: usize) -> Result<T, StoreError> {
        let read = self.read(index)?;
        T::from_read(read).map_err(StoreError::Column)
    }

    fn read(&self, index: usize) -> Result<Read<'_>, StoreError> {
        match self {
            Row::Sqlite(row) => {
                use rusqlite::types::ValueRef;
                Ok(match row.get_ref(index)? {
                    ValueRef::Null => Read::Null,
                    ValueRef::Integer(v) => Read::Int(v),
                    ValueRef::Real(v) => Read::Real(v),
                    ValueRef::Text(bytes) => {
                        Read::Text(std::str::from_utf8(bytes).map_err(|e| {
                            StoreError::Column(format!("text that is not UTF-8: {e}"))
                        })?)
                    }
                    ValueRef::Blob(_) => {
                        return Err(StoreError::Column(
                            "a blob where a value was expected".to_string(),
                        ))
                    }
                })
            }
            Row::Postgres(row) => {
                let column = row.columns().get(index).ok_or_else(|| {
                    StoreError::Column(format!("the query has no column {index}"))
                })?;
                let ty = column.type_().clone();
                let int = |v: Option<i64>| v.map_or(Read::Null, Read::Int);
                Ok(match ty {
                    Type::INT8 => int(row.try_get::<_, Option<i64>>(index)?),
                    Type::INT4 => int(row.try_get::<_, Option<i32>>(index)?.map(i64::from)),
                    Type::INT2 => int(row.try_get::<_, Option<i16>>(index)?.map(i64::from)),
                    Type::BOOL => int(row.try_get::<_, Option<bool>>(index)?.map(i64::from)),
                    Type::FLOAT8 => row
                        .try_get::<_, Option<f64>>(index)?
                        .map_or(Read::Null, Read::Real),
                    Type::FLOAT4 => row
                        .try_get::<_, Option<f32>>(index)?
                        .map_or(Read::Null, |v| Read::Real(f64::from(v))),
                    Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME => row
                        .try_get::<_, Option<&str>>(index)?
                        .map_or(Read::Null, Read::Text),
                    other => {
                        return Err(StoreError::Column(format!(
                            "column {index} is of type {other}, which the store does not read"
                        )))
                    }
                })
            }
        }
    }
}

impl rusqlite::ToSql for Value<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match *self {
            Value::Null => ValueRef::Null,
            Value::Int(v) => ValueRef::Integer(v),
            Value::Real(v) => ValueRef::Real(v),
            Value::Text(v) => ValueRef::Text(v.as_bytes()),
        }))
    }
}

impl PgToSql for Value<'_> {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match *self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(v) => match *ty {
                Type::INT8 => v.to_sql(ty, out),
                Type::INT4 => i32::try_from(v)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(v)?.to_sql(ty, out),
                Type::BOOL => (v != 0).to_sql(ty, out),
                Type::FLOAT8 => (v as f64).to_sql(ty, out),
                _ => Err(format!("an integer cannot be written as {ty}").into()),
            },
            Value::Real(v) => match *ty {
                Type::FLOAT8 => v.to_sql(ty, out),
                Type::FLOAT4 => (v as f32).to_sql(ty, out),
                _ => Err(format!("a real number cannot be written as {ty}").into()),
            },
            Value::Text(v) => match *ty {
                Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN => {
                    v.to_sql(ty, out)
                }
                _ => Err(format!("text cannot be written as {ty}").into()),
            },
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

/// The savepoint every nested transaction uses: the innermost of the same name is the one
/// released or rolled back, on both backends.
const SAVEPOINT: &str = "SAVEPOINT store_tx";
const RELEASE: &str = "RELEASE store_tx";
const ROLLBACK_TO: &str = "ROLLBACK TO store_tx";

/// A connection to either backend.
pub(crate) struct Db {
    backend: Backend,
    /// Transactions open on this connection ([`Db::begin`]), innermost last.
    depth: Counter<u32>,
}

enum Backend {
    Sqlite(rusqlite::Connection),
    Postgres(Box<RefCell<Postgres>>),
}

/// A PostgreSQL connection with its prepared statements, and how to open it again once it is
/// broken.
struct Postgres {
    client: postgres::Client,
    url: String,
    /// Statements prepared on this connection, by their SQL as the store writes it.
    statements: HashMap<String, postgres::Statement>,
}

impl Postgres {
    /// The connection, opened again first if it was lost (a restarted server); its prepared
    /// statements go with the old one.
    fn client(&mut self) -> Result<&mut postgres::Client, StoreError> {
        if self.client.is_closed() {
            self.client = connect_postgres(&self.url)?;
            self.statements.clear();
        }
        Ok(&mut self.client)
    }

    fn statement(&mut self, sql: &str) -> Result<postgres::Statement, StoreError> {
        if let Some(statement) = self.statements.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.client()?.prepare(&numbered_placeholders(sql))?;
        self.statements.insert(sql.to_string(), statement.clone());
        Ok(statement)
    }

    /// Runs `sql` (prepared once) with `values` through `call`.
    fn run<R>(
        &mut self,
        sql: &str,
        values: &[Value<'_>],
        call: impl FnOnce(
            &mut postgres::Client,
            &postgres::Statement,
            &[&(dyn PgToSql + Sync)],
        ) -> Result<R, postgres::Error>,
    ) -> Result<R, StoreError> {
        let statement = self.statement(sql)?;
        let params: Vec<&(dyn PgToSql + Sync)> =
            values.iter().map(|v| v as &(dyn PgToSql + Sync)).collect();
        Ok(call(self.client()?, &statement, &params)?)
    }
}

/// Opens a PostgreSQL connection from a URL (or `key=value` settings).
pub(crate) fn connect_postgres(url: &str) -> Result<postgres::Client, StoreError> {
    let config: postgres::Config = url
        .parse()
        .map_err(|e| StoreError::Setting(format!("database: not a PostgreSQL URL ({e})")))?;
    let mut config = config;
    config.application_name("invictus");
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(std::time::Duration::from_secs(10));
    }
    Ok(config.connect(postgres::NoTls)?)
}

/// SQL with SQLite's `?N` placeholders written as PostgreSQL's `$N`.
pub(crate) fn numbered_placeholders(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut chars = sql.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        if c == '\'' {
            quoted = !quoted;
        }
        if c == '?' && !quoted && chars.peek().is_some_and(|d| d.is_ascii_digit()) {
            out.push('$');
        } else {
            out.push(c);
        }
    }
    out
}

impl Db {
    pub(crate) fn sqlite(conn: rusqlite::Connection) -> Db {
        Db {
            backend: Backend::Sqlite(conn),
            depth: Counter::new(0),
        }
    }

    /// Opens a connection to the PostgreSQL server `url` names.
    pub(crate) fn postgres(url: &str) -> Result<Db, StoreError> {
        Ok(Db {
            backend: Backend::Postgres(Box::new(RefCell::new(Postgres {
                client: connect_postgres(url)?,
                url: url.to_string(),
                statements: HashMap::new(),
            }))),
            depth: Counter::new(0),
        })
    }

    pub(crate) fn dialect(&self) -> Dialect {
        match self.backend {
            Backend::Sqlite(_) => Dialect::Sqlite,
            Backend::Postgres(_) => Dialect::Postgres,
        }
    }

    /// The SQLite connection, for what only SQLite has (pragmas, backups); `None` on PostgreSQL.
    pub(crate) fn sqlite_connection(&self) -> Option<&rusqlite::Connection> {
        match &self.backend {
            Backend::Sqlite(conn) => Some(conn),
            Backend::Postgres(_) => None,
        }
    }

    /// Runs one statement and returns how many rows it changed.
    pub(crate) fn execute(&self, sql: &str, args: &[&dyn Arg]) -> Result<usize, StoreError> {
        let values: Vec<Value<'_>> = args.iter().map(|a| a.value()).collect();
        match &self.backend {
            Backend::Sqlite(conn) => Ok(conn
                .prepare_cached(sql)?
                .execute(rusqlite::params_from_iter(values.iter()))?),
            Backend::Postgres(pg) => {
                Ok(pg
                    .borrow_mut()
                    .run(sql, &values, |client, statement, params| {
                        client.execute(statement, params)
                    })? as usize)
            }
        }
    }

    /// Every row a query returns, each made a `T` by `each`.
    pub(crate) fn query<T>(
        &self,
        sql: &str,
        args: &[&dyn Arg],
        mut each: impl FnMut(&Row<'_>) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let values: Vec<Value<'_>> = args.iter().map(|a| a.value()).collect();
        match &self.backend {
            Backend::Sqlite(conn) => {
                let mut statement = conn.prepare_cached(sql)?;
                let mut rows = statement.query(rusqlite::params_from_iter(values.iter()))?;
                let mut out = Vec::new();
                while let Some(row) = rows.next()? {
                    out.push(each(&Row::Sqlite(row))?);
                }
                Ok(out)
            }
            Backend::Postgres(pg) => {
                let rows = pg
                    .borrow_mut()
                    .run(sql, &values, |client, statement, params| {
                        client.query(statement, params)
                    })?;
                rows.iter().map(|row| each(&Row::Postgres(row))).collect()
            }
        }
    }

    /// The first row a query returns, if any, made a `T` by `each`.
    pub(crate) fn query_opt<T>(
        &self,
        sql: &str,
        args: &[&dyn Arg],
        each: impl FnOnce(&Row<'_>) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        let values: Vec<Value<'_>> = args.iter().map(|a| a.value()).collect();
        match &self.backend {
            Backend::Sqlite(conn) => {
                let mut statement = conn.prepare_cached(sql)?;
                let mut rows = statement.query(rusqlite::params_from_iter(values.iter()))?;
                match rows.next()? {
                    Some(row) => Ok(Some(each(&Row::Sqlite(row))?)),
                    None => Ok(None),
                }
            }
            Backend::Postgres(pg) => {
                let row = pg
                    .borrow_mut()
                    .run(sql, &values, |client, statement, params| {
                        client.query_opt(statement, params)
                    })?;
                row.map(|row| each(&Row::Postgres(&row))).transpose()
            }
        }
    }

    /// The one row a query returns (none is an error), made a `T` by `each`.
    pub(crate) fn query_one<T>(
        &self,
        sql: &str,
        args: &[&dyn Arg],
        each: impl FnOnce(&Row<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.query_opt(sql, args, each)?
            .ok_or_else(|| StoreError::Database("a query that returns a row returned none".into()))
    }

    /// Runs statements without arguments (separated by `;`), unprepared.
    pub(crate) fn batch(&self, sql: &str) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(conn) => Ok(conn.execute_batch(sql)?),
            Backend::Postgres(pg) => Ok(pg.borrow_mut().client()?.batch_execute(sql)?),
        }
    }

    /// Opens a transaction, or a savepoint inside the one open: kept by [`Tx::commit`], undone
    /// when dropped without it.
    pub(crate) fn begin(&self) -> Result<Tx<'_>, StoreError> {
        self.open()?;
        Ok(Tx {
            db: self,
            open: true,
        })
    }

    /// Opens a transaction (a savepoint inside one already open) that [`Db::close`] ends;
    /// [`Db::begin`] is the guarded way.
    pub(crate) fn open(&self) -> Result<(), StoreError> {
        let depth = self.depth.get();
        if depth == 0 && self.dialect() == Dialect::Postgres {
            self.execute("BEGIN", &[])?;
        } else {
            self.execute(SAVEPOINT, &[])?;
        }
        self.depth.set(depth + 1);
        Ok(())
    }

    /// Ends the innermost transaction [`Db::open`] opened, keeping its writes or undoing them.
    pub(crate) fn close(&self, keep: bool) -> Result<(), StoreError> {
        let depth = self.depth.get().saturating_sub(1);
        self.depth.set(depth);
        match (self.dialect(), depth, keep) {
            (Dialect::Postgres, 0, true) => self.execute("COMMIT", &[]).map(drop),
            (Dialect::Postgres, 0, false) => self.execute("ROLLBACK", &[]).map(drop),
            (_, _, true) => self.execute(RELEASE, &[]).map(drop),
            (_, _, false) => {
                self.execute(ROLLBACK_TO, &[])?;
                self.execute(RELEASE, &[]).map(drop)
            }
        }
    }
}

/// An open transaction (or savepoint) of a [`Db`], through which its statements run.
pub(crate) struct Tx<'a> {
    db: &'a Db,
    open: bool,
}

impl Tx<'_> {
    /// Keeps what the transaction wrote.
    pub(crate) fn commit(mut self) -> Result<(), StoreError> {
        self.open = false;
        self.db.close(true)
    }
}

impl std::ops::Deref for Tx<'_> {
    type Target = Db;
    fn deref(&self) -> &Db {
        self.db
    }
}

impl Drop for Tx<'_> {
    fn drop(&mut self) {
        if self.open {
            if let Err(e) = self.db.close(false) {
                tracing::error!(error = %e, "could not undo a database transaction");
            }
        }
    }
}

#[cfg(test)]
mod tests;
