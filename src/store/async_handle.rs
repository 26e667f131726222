//! An async-friendly handle on the store: every call runs on tokio's blocking pool, never on
//! the async threads.

use super::{Counters, Store, StoreError, StoreStats};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

/// A cloneable handle for async code; calls are serialized on one connection.
#[derive(Clone)]
pub struct AsyncStore {
    inner: Arc<Mutex<Option<Store>>>,
    counters: Arc<Counters>,
}

impl AsyncStore {
    pub fn new(store: Store) -> AsyncStore {
        AsyncStore {
            counters: store.counters(),
            inner: Arc::new(Mutex::new(Some(store))),
        }
    }

    /// Runs `f` with the store on the blocking pool.
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
        self.counters.calls.fetch_add(1, Ordering::Relaxed);
        let inner = Arc::clone(&self.inner);
        tokio::task::spawn_blocking(move || {
            let mut guard = inner
                .lock()
                .map_err(|_| StoreError::Task("an earlier database call panicked".to_string()))?;
            let store = guard
                .as_mut()
                .ok_or_else(|| StoreError::Task("the database is closed".to_string()))?;
            f(store)
        })
        .await
        .map_err(|e| StoreError::Task(e.to_string()))?
    }

    /// Closes the connection: every later call fails with "the database is closed" and
    /// changes nothing.
    pub async fn close(&self) {
        let inner = Arc::clone(&self.inner);
        let _ = tokio::task::spawn_blocking(move || {
            let mut guard = inner.lock().unwrap_or_else(|e| e.into_inner());
            guard.take();
        })
        .await;
    }

    /// Calls made and matches restored so far.
    pub fn stats(&self) -> StoreStats {
        self.counters.stats()
    }
}
