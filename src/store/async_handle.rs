//! An async-friendly handle on the store: every call runs on tokio's blocking pool, never on
//! the async threads.

use super::{Store, StoreError};
use std::sync::{Arc, Mutex};

/// A cloneable handle for async code; calls are serialized on one connection.
#[derive(Clone)]
pub struct AsyncStore {
    inner: Arc<Mutex<Store>>,
}

impl AsyncStore {
    pub fn new(store: Store) -> AsyncStore {
        AsyncStore {
            inner: Arc::new(Mutex::new(store)),
        }
    }

    /// Runs `f` with the store on the blocking pool.
    pub async fn call<T, F>(&self, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    {
        let inner = Arc::clone(&self.inner);
        tokio::task::spawn_blocking(move || {
            let mut store = inner
                .lock()
                .map_err(|_| StoreError::Task("an earlier database call panicked".to_string()))?;
            f(&mut store)
        })
        .await
        .map_err(|e| StoreError::Task(e.to_string()))?
    }
}
