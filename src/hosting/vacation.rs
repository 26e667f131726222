//! Vacations: a player may stop their clocks in all their matches, up to a yearly allowance.

use super::{Clocks, HostError};
use crate::phrase;
use crate::store::{PlayerId, UnixMs};

/// The calendar year (UTC) of a Unix time in milliseconds.
pub fn year_of(at: UnixMs) -> i32 {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let days = at.0.div_euclid(86_400_000);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2)) as i32
}

impl Clocks<'_> {
    /// Starts a vacation of `days` for `user` now: their clocks stop in all their matches
    /// until it ends. Refused beyond the yearly allowance or while already on vacation.
    /// Returns the end (Unix ms) and the days left this year.
    pub async fn start_vacation(
        &self,
        user: PlayerId,
        days: u32,
    ) -> Result<(UnixMs, f64), HostError> {
        const DAY: i64 = 24 * 3600 * 1000;
        let now = self.host.now();
        if days == 0 {
            return Err(HostError::Refused(phrase!("refused-vacation-short")));
        }
        let allowance = self.host.settings.vacation_allowance.as_millis() as i64;
        let length = i64::from(days) * DAY;
        let year = year_of(now);
        // Read, checked and recorded in one transaction with the player's row locked, so that
        // two requests at once (from two guilds, even two processes) cannot both pass the check.
        let decide = move |record: crate::store::Vacation| {
            if let Some(until) = record.until.filter(|u| *u > now) {
                return Err(HostError::Refused(phrase!(
                    "refused-already-on-vacation",
                    time = until.secs()
                )));
            }
            let used = if record.year == Some(year) {
                record.used_ms
            } else {
                0
            };
            if used + length > allowance {
                let left = (allowance - used).max(0) as f64 / DAY as f64;
                return Err(HostError::Refused(phrase!(
                    "refused-vacation-too-long",
                    days = format!("{left:.1}")
                )));
            }
            let new = crate::store::Vacation {
                until: Some(now + length),
                year: Some(year),
                used_ms: used + length,
            };
            Ok((new, length))
        };
        let (moved, record) = self
            .host
            .store
            .call(move |s| s.start_vacation(user, now, decide))
            .await??;
        for m in moved {
            if let Err(e) = self.host.matches().touch(m).await {
                tracing::warn!(match_id = %m, error = %e, "cannot redraw a match after a vacation");
            }
        }
        self.host.wake_timers();
        Ok((
            now + length,
            (allowance - record.used_ms) as f64 / DAY as f64,
        ))
    }

    /// When `user`'s vacation ends, if they are on one now.
    pub async fn on_vacation_until(&self, user: PlayerId) -> Result<Option<UnixMs>, HostError> {
        let now = self.host.now();
        Ok(self
            .host
            .store
            .call(move |s| s.vacation(user))
            .await?
            .until
            .filter(|u| *u > now))
    }
}
