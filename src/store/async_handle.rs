//! An async-friendly handle on the store: every call runs on the store's own thread, never on
//! the async threads, and calls that arrive together share one commit (group commit).
//!
//! The thread takes every call waiting in its queue (up to [`BATCH`]), runs them one after the
//! other inside one `BEGIN IMMEDIATE … COMMIT`, and only then answers them. Each call runs in a
//! savepoint of its own (and its transactions, [`Store::transaction`] and the store's other
//! writes, are savepoints inside that), so a call that fails undoes all its writes and nothing
//! else. A call is answered only once the
//! commit that holds its writes is durable (`synchronous = FULL`); a failed commit fails every
//! call of its batch. Under load, fifty clicks cost one fsync instead of fifty.
//!
//! On PostgreSQL, several threads (one connection each) take the calls from one queue, each call
//! in a transaction of its own: the server groups commits itself, and a batch would hold one
//! call's row locks through the others.

use super::{Counters, Share, Store, StoreError, StoreStats};
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};

/// The most calls one commit holds.
const BATCH: usize = 64;

/// What a call leaves to do once its batch's commit is known: answer its caller.
type Finish = Box<dyn FnOnce(Result<(), String>) + Send>;
/// A call, as the store thread runs it: whether it succeeded, and how to answer it.
type Job = Box<dyn FnOnce(&mut Store) -> (bool, Finish) + Send>;

enum Request {
    Call(Job),
    /// A call run outside any transaction, once the calls queued before it have committed.
    Alone(Job),
    Close(tokio::sync::oneshot::Sender<()>),
}

/// A cloneable handle for async code; calls are serialized on one connection, on one thread.
#[derive(Clone)]
pub struct AsyncStore {
    queue: mpsc::Sender<Request>,
    counters: Arc<Counters>,
    /// Whether other processes may write the same database (PostgreSQL).
    shared: bool,
}

impl AsyncStore {
    pub fn new(store: Store) -> AsyncStore {
        let counters = store.counters();
        let (queue, requests) = mpsc::channel();
        std::thread::Builder::new()
            .name("invictus-store".to_string())
            .spawn(move || serve(store, requests))
            .expect("the store thread starts");
        AsyncStore {
            queue,
            counters,
            shared: false,
        }
    }

    /// Opens the database a `database` setting names, off the async threads: a SQLite file
    /// (one store thread), or a PostgreSQL server with `connections` connections, each on a
    /// thread of its own, whose timers, expiring challenges and built-in opponents are those of
    /// `share`'s guilds (a SQLite file is one process's own: all of them). Any error (an
    /// unreachable server, a bad URL) comes back before any call is made.
    pub async fn open(
        setting: &str,
        connections: usize,
        share: Share,
    ) -> Result<AsyncStore, StoreError> {
        let setting = setting.to_string();
        tokio::task::spawn_blocking(move || AsyncStore::open_shared(&setting, connections, share))
            .await
            .map_err(|e| StoreError::Task(e.to_string()))?
    }

    /// [`AsyncStore::open`] of every guild, for a caller that may block (not an async task's
    /// thread).
    pub fn open_blocking(setting: &str, connections: usize) -> Result<AsyncStore, StoreError> {
        AsyncStore::open_shared(setting, connections, Share::ALL)
    }

    /// [`AsyncStore::open`] for a caller that may block.
    pub fn open_shared(
        setting: &str,
        connections: usize,
        share: Share,
    ) -> Result<AsyncStore, StoreError> {
        if !super::is_postgres_url(setting) {
            return Ok(AsyncStore::new(Store::open(std::path::Path::new(setting))?));
        }
        let connections = connections.max(1);
        let (queue, requests) = mpsc::channel();
        let shared = Arc::new(Workers {
            requests: Mutex::new(requests),
            closing: AtomicBool::new(false),
            live: AtomicUsize::new(connections),
            closed: Mutex::new(None),
        });
        let counters = Arc::<Counters>::default();
        // One after the other: the first connection migrates, the others find it done. A
        // failure drops `queue`, which ends the workers already started.
        for _ in 0..connections {
            start_worker(setting, share, Arc::clone(&shared), Arc::clone(&counters))?;
        }
        Ok(AsyncStore {
            queue,
            counters,
            shared: true,
        })
    }

    /// Whether other processes may write the same database (PostgreSQL), so that what this
    /// process keeps in memory must be read again now and then.
    pub fn is_shared(&self) -> bool {
        self.shared
    }

    /// Runs `f` with the store on the store's thread.
    pub async fn call<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    {
        self.run(f).await
    }

    /// [`AsyncStore::call`] for work whose own error type can carry a store error (hosting
    /// runs its rules inside a transaction this way).
    pub async fn run<T, E, F>(&self, f: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<StoreError> + Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, E> + Send + 'static,
    {
        self.send(f, Request::Call).await
    }

    /// Runs `f` with the store on the store's thread outside any transaction, once the calls
    /// queued before it have committed: for what SQLite refuses inside one, such as a
    /// write-ahead log checkpoint. Its writes, if any, commit one statement at a time.
    pub async fn call_alone<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    {
        self.send(f, Request::Alone).await
    }

    /// Queues `f` as the request `kind` makes of it and waits for its answer.
    async fn send<T, E, F>(&self, f: F, kind: fn(Job) -> Request) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<StoreError> + Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, E> + Send + 'static,
    {
        self.counters.calls.fetch_add(1, Ordering::Relaxed);
        let (answer, answered) = tokio::sync::oneshot::channel::<Result<T, E>>();
        let job: Job = Box::new(move |store: &mut Store| -> (bool, Finish) {
            let out = f(store);
            let succeeded = out.is_ok();
            let finish: Finish = Box::new(move |commit: Result<(), String>| {
                let out = match (out, commit) {
                    (Ok(_), Err(e)) => Err(E::from(StoreError::Task(format!(
                        "the database could not commit: {e}"
                    )))),
                    (out, _) => out,
                };
                let _ = answer.send(out);
            });
            (succeeded, finish)
        });
        let sent = self.queue.send(kind(job));
        if sent.is_err() {
            return Err(E::from(closed()));
        }
        let started = std::time::Instant::now();
        let out = match answered.await {
            Ok(out) => out,
            // The call was dropped unanswered: the store was closed, or the call panicked.
            Err(_) => Err(E::from(StoreError::Task(
                "the database call did not complete".to_string(),
            ))),
        };
        // Queue wait, work and commit: what a caller waits for the store.
        metrics::histogram!("invictus_store_call_seconds").record(started.elapsed().as_secs_f64());
        out
    }

    /// Closes the connection once the calls already queued are done: every later call fails
    /// with "the database is closed" and changes nothing.
    pub async fn close(&self) {
        let (done, closed) = tokio::sync::oneshot::channel();
        let sent = self.queue.send(Request::Close(done));
        if sent.is_ok() {
            let _ = closed.await;
        }
    }

    /// Calls made and matches restored so far.
    pub fn stats(&self) -> StoreStats {
        self.counters.stats()
    }
}

fn closed() -> StoreError {
    StoreError::Task("the database is closed".to_string())
}

/// The store thread: runs the calls in batches until the store is closed or every handle is
/// gone.
fn serve(mut store: Store, requests: mpsc::Receiver<Request>) {
    let mut closing = None;
    while closing.is_none() {
        // Idle a moment: the memory this thread was left holding goes back (see `idle`).
        let first = match requests.recv_timeout(std::time::Duration::from_secs(3)) {
            Ok(first) => first,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                crate::kit::idle::return_memory();
                match requests.recv() {
                    Ok(first) => first,
                    Err(_) => return,
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return,
        };
        let mut batch = Vec::new();
        let mut alone = None;
        match first {
            Request::Call(job) => batch.push(job),
            Request::Alone(job) => alone = Some(job),
            Request::Close(done) => closing = Some(done),
        }
        while closing.is_none() && alone.is_none() && batch.len() < BATCH {
            match requests.try_recv() {
                Ok(Request::Call(job)) => batch.push(job),
                Ok(Request::Alone(job)) => alone = Some(job),
                Ok(Request::Close(done)) => closing = Some(done),
                Err(_) => break,
            }
        }
        let began = std::time::Instant::now();
        run_batch(&mut store, batch);
        if let Some(job) = alone {
            run_alone(&mut store, job);
        }
        let busy = u64::try_from(began.elapsed().as_nanos()).unwrap_or(u64::MAX);
        store.counters.busy_ns.fetch_add(busy, Ordering::Relaxed);
    }
    drop(store);
    if let Some(done) = closing {
        let _ = done.send(());
    }
    // Calls still queued, or sent later, find the queue closed: they fail, changing nothing.
}

/// Runs a batch of calls in one transaction and answers them once it is committed.
fn run_batch(store: &mut Store, batch: Vec<Job>) {
    if batch.is_empty() {
        return;
    }
    let began = store.begin_batch();
    let mut finishes = Vec::with_capacity(batch.len());
    for job in batch {
        let opened = store.begin_call();
        // A call that panics is not answered (its caller hears "did not complete"); its writes
        // are undone, and the other calls go on.
        match std::panic::catch_unwind(AssertUnwindSafe(|| job(store))) {
            Ok((succeeded, finish)) => {
                if opened.is_ok() {
                    store.end_call(succeeded);
                }
                finishes.push(finish);
            }
            Err(_) => {
                if opened.is_ok() {
                    store.end_call(false);
                }
            }
        }
    }
    let commit = match began {
        Ok(()) => store.commit_batch().map_err(|e| e.to_string()),
        // Without the batch's transaction each call committed its own writes.
        Err(_) => Ok(()),
    };
    if let Err(e) = &commit {
        tracing::error!(error = %e, calls = finishes.len(), "a batch of database calls could not commit");
    }
    for finish in finishes {
        finish(commit.clone());
    }
}

/// Runs a call outside any transaction and answers it.
fn run_alone(store: &mut Store, job: Job) {
    // A call that panics is not answered (its caller hears "did not complete").
    if let Ok((_, finish)) = std::panic::catch_unwind(AssertUnwindSafe(|| job(store))) {
        finish(Ok(()));
    }
}

/// Starts one PostgreSQL worker thread; returns once its connection is open.
fn start_worker(
    url: &str,
    share: Share,
    shared: Arc<Workers>,
    counters: Arc<Counters>,
) -> Result<(), StoreError> {
    let (ready, opened) = mpsc::channel();
    let url = url.to_string();
    let spawned = std::thread::Builder::new()
        .name("invictus-store".to_string())
        .spawn(move || match Store::connect(&url) {
            Ok(mut store) => {
                store.counters = counters;
                store.set_share(share);
                let _ = ready.send(Ok(()));
                serve_shared(store, shared);
            }
            Err(e) => {
                let _ = ready.send(Err(e));
                shared.worker_ended();
            }
        });
    if let Err(e) = spawned {
        return Err(StoreError::Task(format!(
            "cannot start a store thread: {e}"
        )));
    }
    opened
        .recv()
        .map_err(|_| StoreError::Task("the store thread ended".to_string()))?
}

/// What the PostgreSQL workers share: the queue they take calls from (one waits on it at a
/// time), and how the last one to end answers [`AsyncStore::close`].
struct Workers {
    requests: Mutex<mpsc::Receiver<Request>>,
    /// Set once a worker took the close request: the others end instead of taking more.
    closing: AtomicBool,
    live: AtomicUsize,
    closed: Mutex<Option<tokio::sync::oneshot::Sender<()>>>,
}

impl Workers {
    fn worker_ended(&self) {
        if self.live.fetch_sub(1, Ordering::AcqRel) == 1 {
            if let Some(done) = self.closed.lock().map(|mut c| c.take()).ok().flatten() {
                let _ = done.send(());
            }
        }
    }
}

/// A PostgreSQL worker: takes one call at a time from the shared queue and runs it in a
/// transaction of its own, until the store is closed or every handle is gone.
fn serve_shared(mut store: Store, shared: Arc<Workers>) {
    loop {
        let request = match shared.requests.lock() {
            Ok(_) if shared.closing.load(Ordering::Acquire) => break,
            Ok(requests) => requests.recv(),
            Err(_) => break,
        };
        match request {
            Ok(Request::Alone(job)) => run_alone(&mut store, job),
            Ok(Request::Call(job)) => {
                let began = std::time::Instant::now();
                run_batch(&mut store, vec![job]);
                let busy = u64::try_from(began.elapsed().as_nanos()).unwrap_or(u64::MAX);
                store.counters.busy_ns.fetch_add(busy, Ordering::Relaxed);
            }
            Ok(Request::Close(done)) => {
                if let Ok(mut closed) = shared.closed.lock() {
                    *closed = Some(done);
                }
                shared.closing.store(true, Ordering::Release);
                break;
            }
            Err(_) => break,
        }
    }
    drop(store);
    shared.worker_ended();
}
