//! Players' records: a finished match of either game written out as its log (for `/export`),
//! to be replayed with `invictus replay`.

use super::{HostError, People};
use crate::store::ExportedFile;
use crate::store::MatchId;
use crate::store::{GuildId, PlayerId};

impl People<'_> {
    /// The log of finished match `id` for `user` asking from `guild`: refused while the match
    /// is in progress (its seed would show the draw order to the players), and to anyone who
    /// neither played it nor is in the server where it was played.
    pub async fn export(
        &self,
        id: MatchId,
        user: PlayerId,
        guild: Option<GuildId>,
    ) -> Result<ExportedFile, HostError> {
        let exported = self.host.store.call(move |s| s.export_file(id)).await?;
        let played = exported.players.contains(&user);
        if !played && (exported.guild_id.is_none() || exported.guild_id != guild) {
            return Err(HostError::NoSuchMatch);
        }
        if exported.status == crate::store::MatchStatus::Active {
            return Err(HostError::Refused(crate::phrase!(
                "refused-export-in-progress",
                match_id = id.0.to_string()
            )));
        }
        Ok(exported)
    }

    /// The most recent finished match `user` played, if any.
    pub async fn last_finished_match(&self, user: PlayerId) -> Result<Option<MatchId>, HostError> {
        let history = self
            .host
            .store
            .call(move |s| s.player_match_ids(user, false, 1))
            .await?;
        Ok(history.into_iter().next())
    }
}
