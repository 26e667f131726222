//! How long the built-in opponent takes per decision in a run, with how many legal actions each
//! decision had to choose from. Only decisions with more than one legal action count.

use serde::Serialize;

/// The decisions timed in one match (or a whole run, merged).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DecisionTimes {
    /// (microseconds, legal actions) per decision.
    samples: Vec<(u64, u32)>,
}

/// A run's decision times, summed up.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct DecisionSummary {
    pub decisions: u64,
    pub median_ms: f64,
    pub p90_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    pub legal_median: u32,
    pub legal_p99: u32,
    pub legal_max: u32,
}

impl DecisionTimes {
    pub fn record(&mut self, micros: u64, legal: usize) {
        if legal > 1 {
            self.samples.push((micros, legal as u32));
        }
    }

    pub fn merge(&mut self, other: &DecisionTimes) {
        self.samples.extend_from_slice(&other.samples);
    }

    /// None when no decision was timed.
    pub fn summary(&self) -> Option<DecisionSummary> {
        if self.samples.is_empty() {
            return None;
        }
        let mut times: Vec<u64> = self.samples.iter().map(|s| s.0).collect();
        let mut legal: Vec<u32> = self.samples.iter().map(|s| s.1).collect();
        times.sort_unstable();
        legal.sort_unstable();
        let at = |q: f64, n: usize| ((n - 1) as f64 * q).round() as usize;
        let ms = |micros: u64| (micros as f64 / 1000.0 * 100.0).round() / 100.0;
        let n = times.len();
        Some(DecisionSummary {
            decisions: n as u64,
            median_ms: ms(times[at(0.5, n)]),
            p90_ms: ms(times[at(0.9, n)]),
            p99_ms: ms(times[at(0.99, n)]),
            max_ms: ms(times[n - 1]),
            legal_median: legal[at(0.5, n)],
            legal_p99: legal[at(0.99, n)],
            legal_max: legal[n - 1],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_of_the_decisions_with_a_choice() {
        let mut times = DecisionTimes::default();
        assert_eq!(times.summary(), None);
        for i in 1..=100u64 {
            times.record(i * 1000, 10 + i as usize);
        }
        times.record(5_000_000, 1);
        let summary = times.summary().expect("timed");
        assert_eq!(summary.decisions, 100);
        assert_eq!(summary.median_ms, 51.0);
        assert_eq!(summary.p99_ms, 99.0);
        assert_eq!(summary.max_ms, 100.0);
        assert_eq!(summary.legal_max, 110);
    }
}
