//! /games and /history: your matches in progress and your finished matches.

use super::{list, message_link, say};
use crate::discord::{Context, Error};

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
