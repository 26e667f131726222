//! The slash commands, one file per group: /challenge, /teams, /practice, /resign, /board, /games,
//! /history, /export, /profile, /leaderboard, /orders, /pings, /vacation, /army, /card, /rules
//! and /help; here the list of them, the error handler and the helpers they share.

mod armies;
mod challenge;
mod games;
mod matches;
mod options;
mod practice;
mod ratings;
mod reference;
mod vacation;

use super::{matches_here, refusal, render, send, Bot, Context, Error};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub fn all() -> Vec<poise::Command<Arc<Bot>, Error>> {
    vec![
        challenge::challenge(),
        challenge::teams(),
        practice::practice(),
        matches::resign(),
        matches::board(),
        games::games(),
        games::history(),
        games::export(),
        ratings::profile(),
        ratings::leaderboard(),
        options::orders(),
        options::pings(),
        vacation::vacation(),
        armies::army(),
        reference::card(),
        reference::rules(),
        reference::help(),
    ]
}

/// Logs command errors and tells the user something went wrong, without details.
pub async fn on_error(error: poise::FrameworkError<'_, Arc<Bot>, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().name, error = %error, "command failed");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content("Something went wrong; nothing was changed. Please try again.")
                        .ephemeral(true),
                )
                .await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            // An option Discord sent does not fit the command (e.g. a client with an old
            // registration): say so instead of leaving the user with "did not respond".
            tracing::warn!(command = %ctx.command().name, description, "malformed command options");
            let _ = poise::Context::Application(ctx)
                .send(
                    poise::CreateReply::default()
                        .content(
                            "I could not read that command's options; nothing was changed. \
                             Please type the command again.",
                        )
                        .ephemeral(true),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "while handling a command error");
            }
        }
    }
}

async fn say(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(render::clip(&text.into(), render::limits::CONTENT))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A duration option: `default` when left out, or the refusal to show.
fn duration_option(
    text: Option<&str>,
    default: std::time::Duration,
    examples: &str,
) -> Result<std::time::Duration, String> {
    match text.map(str::trim) {
        None | Some("") => Ok(default),
        Some(text) => humantime::parse_duration(text).map_err(|_| {
            format!(
                "“{}” is not a duration: write it like {examples}.",
                render::clip(text, 40)
            )
        }),
    }
}

/// Your match in this channel and your seat in it, for /orders and /pings.
async fn my_match_here(
    ctx: Context<'_>,
) -> Result<Option<(crate::store::MatchId, crate::engine::Seat)>, Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    for id in matches_here(bot, ctx.channel_id().get()).await? {
        if let Some(seat) = bot.host.state(id).await?.seat_of(me) {
            return Ok(Some((id, seat)));
        }
    }
    Ok(None)
}

/// Changes your options in the match in this channel and says `done` (with the match number).
async fn change_options(
    ctx: Context<'_>,
    change: impl FnOnce(&mut crate::app::SeatOptions) + Send + 'static,
    done: impl FnOnce(i64) -> String,
) -> Result<(), Error> {
    let Some((id, _)) = my_match_here(ctx).await? else {
        return say(ctx, "You have no match in progress in this channel.").await;
    };
    let bot = ctx.data();
    match bot
        .host
        .change_seat_options(id, ctx.author().id.get(), change)
        .await
    {
        Ok(_) => say(ctx, done(id.0)).await,
        Err(e) => say(ctx, refusal(&e)).await,
    }
}

/// Autocomplete choices from names containing `partial`.
fn choices<'a>(
    names: impl Iterator<Item = &'a str>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_lowercase();
    names
        .filter(|n| n.to_lowercase().contains(&partial))
        .take(25)
        .fold(serenity::CreateAutocompleteResponse::new(), |r, n| {
            r.add_string_choice(n, n)
        })
}

/// Autocomplete for an army option: the presets and the caller's saved armies.
async fn army_choices(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut names: Vec<String> = render::PRESET_ARMIES
        .iter()
        .map(|(key, _)| key.to_string())
        .collect();
    names.extend(ctx.data().saved_army_names(ctx.author().id.get()).await);
    // Saved armies first: they are what a player who saved some is looking for.
    names.rotate_left(render::PRESET_ARMIES.len());
    choices(names.iter().map(String::as_str), partial)
}

/// A link to a message, for jumping to a board.
fn message_link(guild: Option<u64>, channel: Option<u64>, message: Option<u64>) -> Option<String> {
    Some(format!(
        "https://discord.com/channels/{}/{}/{}",
        guild?, channel?, message?
    ))
}

/// Answers privately with a titled list, one line per item.
async fn list(ctx: Context<'_>, title: &str, lines: &[String]) -> Result<(), Error> {
    ctx.send(send::reply(&render::titled(title, lines), true))
        .await?;
    Ok(())
}
