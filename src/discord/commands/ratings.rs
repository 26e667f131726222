//! /profile and /leaderboard: players' ratings, records and places.

use super::{lang, say};
use crate::app::GLOBAL;
use crate::discord::{refusal, render, send, Context, Error};
use crate::tr;
use poise::serenity_prelude as serenity;

/// Which leaderboard, as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ScopeChoice {
    #[name = "This server"]
    Server,
    #[name = "All servers"]
    Global,
}

/// A player's rating, record, streak, armies and last matches.
#[poise::command(slash_command)]
pub(super) async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let lang = lang(ctx).await;
    let who = user.map_or(ctx.author().id.get(), |u| u.id.get());
    let guild = ctx.guild_id().map(|g| g.get());
    match ctx.data().host.people().profile(who, guild).await {
        Ok(profile) => {
            ctx.send(send::reply(&render::profile(lang, &profile), true))
                .await?;
            Ok(())
        }
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}

/// The best ratings of this server or of all servers, and your place.
#[poise::command(slash_command)]
pub(super) async fn leaderboard(
    ctx: Context<'_>,
    #[description = "This server (default) or all servers"] scope: Option<ScopeChoice>,
) -> Result<(), Error> {
    let lang = lang(ctx).await;
    let guild = ctx.guild_id().map(|g| g.get());
    let (scope, title) = match (scope.unwrap_or(ScopeChoice::Server), guild) {
        (ScopeChoice::Server, Some(g)) => (g, tr!(lang, "leaderboard-title", scope = "server")),
        _ => (GLOBAL, tr!(lang, "leaderboard-title", scope = "global")),
    };
    match ctx
        .data()
        .host
        .people()
        .leaderboard(scope, ctx.author().id.get())
        .await
    {
        Ok(board) => {
            ctx.send(send::reply(
                &render::leaderboard(lang, &board, &title),
                true,
            ))
            .await?;
            Ok(())
        }
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}
