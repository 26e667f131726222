//! /resign and /board: commands about the match in this channel.

use super::say;
use crate::app::seat_of;
use crate::discord::{matches_here, render, send, Context, Error};

/// Resign your match in this channel (asks to confirm).
#[poise::command(slash_command, guild_only)]
pub(super) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let here = matches_here(bot, ctx.channel_id().get()).await?;
    for id in here {
        let seen = bot.host.seen_by(id, Some(me)).await?;
        if seat_of(&seen.stored, me).is_some() {
            let message = render::Message {
                content: format!("Resign match #{}? This cannot be undone.", id.0),
                rows: vec![vec![render::Component::Button {
                    id: crate::discord::ids::ComponentId::Resign { match_id: id.0 }.to_string(),
                    label: "Resign".to_string(),
                    style: render::Style::Danger,
                }]],
                ..render::Message::default()
            };
            ctx.send(send::reply(&message, true)).await?;
            return Ok(());
        }
    }
    say(ctx, "You have no match in progress in this channel.").await
}

/// Post the board of the match in this channel again.
#[poise::command(slash_command, guild_only)]
pub(super) async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let here = matches_here(bot, ctx.channel_id().get()).await?;
    let Some(&id) = here.first() else {
        return say(ctx, "There is no match in progress in this channel.").await;
    };
    let board = bot.board(id).await?;
    let handle = ctx.send(send::reply(&board, false)).await?;
    let posted = handle.message().await?;
    let message_id = posted.id.get();
    bot.host
        .store()
        .call(move |s| s.set_board_message(id, message_id))
        .await?;
    Ok(())
}
