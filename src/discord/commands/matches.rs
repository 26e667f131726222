//! /resign and /board: commands about the match in this channel.

use super::{lang, langs, say};
use crate::discord::games::DiscordGame;
use crate::discord::hosted::Hosted;
use crate::discord::{matches_here, render, send, Context, Error};
use crate::tr;

/// Resign your match in this channel (asks to confirm).
#[poise::command(slash_command, guild_only)]
pub(super) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = lang(ctx).await;
    let me = ctx.author().id.hosted();
    let here = matches_here(bot, ctx.channel_id().hosted()).await?;
    for id in here {
        let Some(game) = bot.game_of(id).await else {
            continue;
        };
        let plays = crate::with_game!(game, G => {
            bot.host
                .matches()
                .state_of::<G>(id)
                .await?
                .seat_number_of(me)
                .is_some()
        });
        if plays {
            let message = render::Message {
                content: tr!(lang, "resign-confirm", match_id = id.0.to_string()),
                rows: vec![vec![render::Component::Button {
                    id: crate::discord::ids::ComponentId::Resign {
                        match_id: id.0,
                        owner: Some(me.0),
                    }
                    .in_game(game)
                    .to_string(),
                    label: tr!(lang, "button-resign"),
                    style: render::Style::Danger,
                }]],
                ..render::Message::default()
            };
            ctx.send(send::reply(&message, true)).await?;
            return Ok(());
        }
    }
    say(ctx, tr!(lang, "command-no-match-here")).await
}

/// Post the board of the match in this channel again.
#[poise::command(slash_command, guild_only)]
pub(super) async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let langs = langs(ctx).await;
    let here = matches_here(bot, ctx.channel_id().hosted()).await?;
    let Some(&id) = here.first() else {
        return say(ctx, tr!(langs.reader, "command-no-match-in-channel")).await;
    };
    let Some(game) = bot.game_of(id).await else {
        return say(ctx, tr!(langs.reader, "command-no-match-in-channel")).await;
    };
    let board = crate::with_game!(game, G => {
        let state = bot.host.matches().state_of::<G>(id).await?;
        G::public_board(bot, langs.public, &state).await
    });
    let handle = ctx.send(send::reply(&board, false)).await?;
    let posted = handle.message().await?;
    bot.host
        .matches()
        .set_board_message(id, posted.id.hosted())
        .await?;
    Ok(())
}
