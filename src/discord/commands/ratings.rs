//! /profile and /leaderboard: players' ratings, records and places.

use super::GameChoice;
use super::{lang, say};
use crate::discord::hosted::Hosted;
use crate::discord::{refusal, render, send, Context, Error};

use crate::hosting::{Scope, GLOBAL};
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
    #[description = "Which game (default Invictus)"] game: Option<GameChoice>,
) -> Result<(), Error> {
    let lang = lang(ctx).await;
    let who = user.map_or(ctx.author().id, |u| u.id).hosted();
    let guild = ctx.guild_id().map(Hosted::hosted);
    let people = ctx.data().host.people();
    let profile = crate::with_game!(GameChoice::kind(game), G => {
        people.profile::<G>(who, guild).await
    });
    match profile {
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
    #[description = "Which game (default Invictus)"] game: Option<GameChoice>,
) -> Result<(), Error> {
    let lang = lang(ctx).await;
    let guild = ctx.guild_id().map(Hosted::hosted);
    let (scope, title) = match (scope.unwrap_or(ScopeChoice::Server), guild) {
        (ScopeChoice::Server, Some(g)) => (
            Scope::Guild(g),
            tr!(lang, "leaderboard-title", scope = "server"),
        ),
        _ => (GLOBAL, tr!(lang, "leaderboard-title", scope = "global")),
    };
    match ctx
        .data()
        .host
        .people()
        .leaderboard(GameChoice::kind(game), scope, ctx.author().id.hosted())
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
