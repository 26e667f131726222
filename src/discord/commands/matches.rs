//! /resign and /board: commands about the match in this channel.

use super::say;
use crate::discord::{matches_here, render, send, Context, Error};

/// Resign your match in this channel (asks to confirm).
#[poise::command(slash_command, guild_only)]
pub(super) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let here = matches_here(bot, ctx.channel_id().get()).await?;
    for id in here {
        let state = bot.host.state(id).await?;
        if state.seat_of(me).is_some() {
            let message = render::Message {
                content: format!("Resign match #{}? This cannot be undone.", id.0),
                rows: vec![vec![render::Component::Button {
                    id: crate::discord::ids::ComponentId::Resign {
                        match_id: id.0,
                        owner: Some(me),
                    }
                    .to_string(),
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
    let state = bot.host.state(id).await?;
    let board = bot.board(&state).await;
    let handle = ctx.send(send::reply(&board, false)).await?;
    let posted = handle.message().await?;
    bot.host.set_board_message(id, posted.id.get()).await?;
    Ok(())
}
