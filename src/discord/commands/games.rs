//! /games, /history and /export: your matches in progress, your finished matches, and a
//! finished match's log as a file.

use super::{lang, list, message_link, say};
use crate::discord::hosted::Hosted;
use crate::discord::{refusal, render, send, Context, Error};
use crate::hosting::MatchId;
use crate::tr;

/// Your matches in progress: opponent, whose move, and a link to each board.
#[poise::command(slash_command)]
pub(super) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = lang(ctx).await;
    let me = ctx.author().id.hosted();
    let rows = bot
        .host
        .matches()
        .matches_of::<crate::games::invictus::rules::Match>(me, true, 25)
        .await?;
    let tactica = bot
        .host
        .matches()
        .matches_of::<crate::games::tactica::Match>(me, true, 25)
        .await?;
    if rows.is_empty() && tactica.is_empty() {
        return say(ctx, tr!(lang, "games-none")).await;
    }
    let mut lines = Vec::new();
    for stored in &tactica {
        let Some(seat) = stored.seat_number_of(me) else {
            continue;
        };
        let whose = if stored.waiting.includes(seat) {
            "mine"
        } else {
            "theirs"
        };
        let mut line = tr!(
            lang,
            "games-line-tactica",
            match_id = stored.id.0.to_string(),
            players = stored.players.len(),
            round = stored.public.round,
            whose = whose
        );
        if let Some(d) = stored.deadlines.window.or(stored.deadlines.turn) {
            line.push_str(" · ");
            line.push_str(&tr!(lang, "games-move-due", time = d.secs()));
        }
        if let Some(link) = message_link(
            stored.guild_id,
            stored.thread_id.or(stored.channel_id),
            stored.board_message_id,
        ) {
            line.push_str(" · ");
            line.push_str(&tr!(lang, "games-board-link", link = link));
        }
        lines.push(line);
    }
    for stored in &rows {
        let Some(seat) = stored.seat_of(me) else {
            continue;
        };
        let opponent = stored.player(seat.pair());
        let whose = match stored.priority() {
            Some(p) if p == seat => "mine",
            Some(_) => "theirs",
            None => "over",
        };
        let deadlines = stored.deadlines;
        let mut extra = String::new();
        if let Some(d) = deadlines.turn {
            extra.push_str(" · ");
            extra.push_str(&tr!(lang, "games-move-due", time = d.secs()));
        }
        if let Some(d) = deadlines.window {
            extra.push_str(" · ");
            extra.push_str(&tr!(lang, "games-window-closes", time = d.secs()));
        }
        if let Some(link) = message_link(
            stored.guild_id,
            stored.thread_id.or(stored.channel_id),
            stored.board_message_id,
        ) {
            extra.push_str(" · ");
            extra.push_str(&tr!(lang, "games-board-link", link = link));
        }
        lines.push(format!(
            "{}{extra}",
            tr!(
                lang,
                "games-line",
                match_id = stored.id.0.to_string(),
                opponent = render::mention(opponent),
                turn = stored.public.turn.number,
                whose = whose
            )
        ));
    }
    list(ctx, &tr!(lang, "games-title"), &lines).await
}

/// Your finished matches with their results.
#[poise::command(slash_command)]
pub(super) async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = lang(ctx).await;
    let me = ctx.author().id.hosted();
    let rows = bot
        .host
        .matches()
        .matches_of::<crate::games::invictus::rules::Match>(me, false, 25)
        .await?;
    let tactica = bot
        .host
        .matches()
        .matches_of::<crate::games::tactica::Match>(me, false, 25)
        .await?;
    if rows.is_empty() && tactica.is_empty() {
        return say(ctx, tr!(lang, "history-none")).await;
    }
    let mut lines = Vec::new();
    for stored in &tactica {
        let Some(seat) = stored.seat_number_of(me) else {
            continue;
        };
        let result = match &stored.finish {
            Some(finish) if finish.winners.contains(&seat) => "won",
            Some(finish) if finish.winners.is_empty() => "draw",
            Some(_) => "lost",
            None => "abandoned",
        };
        lines.push(tr!(
            lang,
            "history-line-tactica",
            match_id = stored.id.0.to_string(),
            players = stored.players.len(),
            result = result,
            time = stored.updated_at.secs()
        ));
    }
    for stored in &rows {
        let Some(seat) = stored.seat_of(me) else {
            continue;
        };
        let opponent = stored.player(seat.pair());
        let result = match stored.public.outcome {
            Some(crate::games::invictus::rules::Outcome::Win {
                side: winner,
                condition,
            }) => tr!(
                lang,
                "history-result",
                won = if winner == seat.side() { "yes" } else { "no" },
                condition = crate::games::invictus::text::win_key(condition)
            ),
            Some(crate::games::invictus::rules::Outcome::Draw) => tr!(lang, "history-draw"),
            None => tr!(lang, "history-abandoned"),
        };
        lines.push(tr!(
            lang,
            "history-line",
            match_id = stored.id.0.to_string(),
            opponent = render::mention(opponent),
            result = result,
            time = stored.updated_at.secs()
        ));
    }
    list(ctx, &tr!(lang, "history-title"), &lines).await
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
    let lang = lang(ctx).await;
    let me = ctx.author().id.hosted();
    let id = match match_number {
        Some(n) => MatchId(n),
        None => match bot.host.people().last_finished_match(me).await {
            Ok(Some(id)) => id,
            Ok(None) => return say(ctx, tr!(lang, "history-none")).await,
            Err(e) => return say(ctx, refusal(lang, &e)).await,
        },
    };
    let guild = ctx.guild_id().map(Hosted::hosted);
    let exported = match bot.host.people().export(id, me, guild).await {
        Ok(exported) => exported,
        Err(e) => return say(ctx, refusal(lang, &e)).await,
    };
    let message = render::Message {
        content: tr!(
            lang,
            "export-message",
            match_id = id.0.to_string(),
            actions = exported.actions
        ),
        files: vec![render::Attachment {
            name: exported.file_name(id),
            bytes: exported.json.into_bytes().into(),
            description: tr!(lang, "export-description", match_id = id.0.to_string()),
        }],
        ..render::Message::default()
    };
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}
