//! /games, /history and /export: your matches in progress, your finished matches, and a
//! finished match's log as a file.

use super::{list, message_link, say};
use crate::discord::{refusal, render, send, Context, Error};
use crate::store::MatchId;

/// Your matches in progress: opponent, whose move, and a link to each board.
#[poise::command(slash_command)]
pub(super) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let rows = bot.host.matches_of(me, true, 25).await?;
    if rows.is_empty() {
        return say(
            ctx,
            "You have no match in progress. Start one with /challenge.",
        )
        .await;
    }
    let mut lines = Vec::new();
    for stored in &rows {
        let Some(seat) = stored.seat_of(me) else {
            continue;
        };
        let opponent = stored.player(seat.pair());
        let turn = match stored.priority() {
            Some(p) if p == seat => "**your move**".to_string(),
            Some(_) => "their move".to_string(),
            None => "over".to_string(),
        };
        let deadlines = stored.deadlines;
        let at = |ms: Option<i64>, what: &str| {
            ms.map(|d| format!(" · {what} <t:{}:R>", d / 1000))
                .unwrap_or_default()
        };
        let deadline = format!(
            "{}{}",
            at(deadlines.turn, "move due"),
            at(deadlines.window, "window closes")
        );
        let link = message_link(
            stored.guild_id,
            stored.thread_id.or(stored.channel_id),
            stored.board_message_id,
        )
        .map(|l| format!(" · [board]({l})"))
        .unwrap_or_default();
        lines.push(format!(
            "#{} vs <@{opponent}> · turn {} · {turn}{deadline}{link}",
            stored.id.0, stored.public.turn.number
        ));
    }
    list(ctx, "Your matches in progress", &lines).await
}

/// Your finished matches with their results.
#[poise::command(slash_command)]
pub(super) async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let rows = bot.host.matches_of(me, false, 25).await?;
    if rows.is_empty() {
        return say(ctx, "You have no finished match yet.").await;
    }
    let mut lines = Vec::new();
    for stored in &rows {
        let Some(seat) = stored.seat_of(me) else {
            continue;
        };
        let opponent = stored.player(seat.pair());
        let result = match stored.public.outcome {
            Some(crate::engine::Outcome::Win {
                side: winner,
                condition,
            }) => {
                let how = format!("{condition:?}")
                    .to_lowercase()
                    .replace("endofwar", "end of the war");
                if winner == seat.side() {
                    format!("**won** by {how}")
                } else {
                    format!("lost by {how}")
                }
            }
            Some(crate::engine::Outcome::Draw) => "draw".to_string(),
            None => "abandoned".to_string(),
        };
        lines.push(format!(
            "#{} vs <@{opponent}> · {result} · <t:{}:d>",
            stored.id.0,
            stored.updated_at / 1000
        ));
    }
    list(ctx, "Your finished matches", &lines).await
}

/// Send yourself the log of a finished match as a file (the format `invictus replay` reads).
#[poise::command(slash_command)]
pub(super) async fn export(
    ctx: Context<'_>,
    #[description = "The match number (default: your last finished match)"]
    #[min = 1]
    #[rename = "match"]
    match_number: Option<i64>,
) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let id = match match_number {
        Some(n) => MatchId(n),
        None => match bot.host.last_finished_match(me).await {
            Ok(Some(id)) => id,
            Ok(None) => return say(ctx, "You have no finished match yet.").await,
            Err(e) => return say(ctx, refusal(&e)).await,
        },
    };
    let guild = ctx.guild_id().map(|g| g.get());
    let exported = match bot.host.export(id, me, guild).await {
        Ok(exported) => exported,
        Err(e) => return say(ctx, refusal(&e)).await,
    };
    let json = serde_json::to_vec_pretty(&exported)?;
    let message = render::Message {
        content: format!(
            "The log of match #{}: its setup and its {} actions with their times. \
             Replay it with `invictus replay invictus-match-{}.json`.",
            id.0,
            exported.log.actions.len(),
            id.0
        ),
        files: vec![render::Attachment {
            name: format!("invictus-match-{}.json", id.0),
            bytes: json.into(),
            description: format!("The log of Invictus match #{}", id.0),
        }],
        ..render::Message::default()
    };
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}
