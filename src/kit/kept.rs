//! What a long-running process keeps of its recent work (decoded matches, drawn words and map
//! layers), bounded by a count and by bytes: the oldest kept goes first, so no cache grows with
//! the number of matches or the length of the process's life.

use std::collections::{HashMap, HashSet, VecDeque};
use std::hash::Hash;

/// Values kept by key, at most `max_entries` of them and about `max_bytes` in all (each value's
/// size as its owner counts it), the oldest insertion dropped first.
pub struct Kept<K, V> {
    values: HashMap<K, (V, usize)>,
    /// Keys in the order they were first inserted (a key dropped meanwhile may still be here).
    order: VecDeque<K>,
    bytes: usize,
    max_entries: usize,
    max_bytes: usize,
}

impl<K: Clone + Eq + Hash, V> Kept<K, V> {
    pub fn new(max_entries: usize, max_bytes: usize) -> Kept<K, V> {
        Kept {
            values: HashMap::new(),
            order: VecDeque::new(),
            bytes: 0,
            max_entries: max_entries.max(1),
            max_bytes,
        }
    }

    pub fn get(&self, key: &K) -> Option<&V> {
        self.values.get(key).map(|(value, _)| value)
    }

    pub fn contains(&self, key: &K) -> bool {
        self.values.contains_key(key)
    }

    /// Keeps `value` (of `bytes` bytes) under `key`, replacing what was there, then drops the
    /// oldest values until the bounds hold again (a value larger than the whole budget is not
    /// kept at all).
    pub fn insert(&mut self, key: K, value: V, bytes: usize) {
        if let Some((_, old)) = self.values.remove(&key) {
            self.bytes -= old;
        } else {
            self.order.push_back(key.clone());
        }
        if bytes > self.max_bytes {
            return;
        }
        self.values.insert(key, (value, bytes));
        self.bytes += bytes;
        while self.values.len() > self.max_entries || self.bytes > self.max_bytes {
            let Some(oldest) = self.order.pop_front() else {
                break;
            };
            if let Some((_, size)) = self.values.remove(&oldest) {
                self.bytes -= size;
            }
        }
        // Keys dropped by `remove` (and inserted again) linger in `order` until they reach its
        // front; keep it from growing past twice the values.
        if self.order.len() > 2 * self.max_entries {
            let values = &self.values;
            let mut seen = HashSet::new();
            self.order
                .retain(|k| values.contains_key(k) && seen.insert(k.clone()));
        }
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        let (value, size) = self.values.remove(key)?;
        self.bytes -= size;
        Some(value)
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The bytes of the values kept, as their owner counted them.
    pub fn bytes(&self) -> usize {
        self.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oldest_values_go_first_when_a_bound_is_passed() {
        let mut kept = Kept::new(3, 100);
        for n in 0..5 {
            kept.insert(n, n * 10, 10);
        }
        assert_eq!(kept.len(), 3);
        assert_eq!(
            (kept.get(&0), kept.get(&1), kept.get(&4)),
            (None, None, Some(&40))
        );
        kept.insert(9, 90, 85);
        assert_eq!(kept.bytes(), 95);
        assert_eq!((kept.get(&9), kept.get(&4)), (Some(&90), Some(&40)));
        assert_eq!(kept.len(), 2, "the two older values made room");
    }

    #[test]
    fn a_replaced_value_counts_once_and_a_value_past_the_budget_is_not_kept() {
        let mut kept = Kept::new(10, 100);
        kept.insert("a", 1, 40);
        kept.insert("a", 2, 50);
        assert_eq!((kept.bytes(), kept.get(&"a")), (50, Some(&2)));
        kept.insert("b", 3, 101);
        assert_eq!((kept.get(&"b"), kept.bytes()), (None, 50));
        assert_eq!(kept.remove(&"a"), Some(2));
        assert!(kept.is_empty() && kept.bytes() == 0);
        for n in 0..100 {
            kept.insert("c", n, 1);
            kept.remove(&"c");
        }
        assert!(kept.order.len() <= 20, "{}", kept.order.len());
    }
}
