//! /practice: a match against the built-in opponent, a duel or the team mode (you and a
//! built-in partner against two built-in opponents).

use super::say;
use crate::app::Practice;
use crate::discord::{refusal, render, send, Context, Error};
use crate::engine::Mode;
use crate::store::MatchPlace;

/// The built-in opponent's levels, as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "Easy"]
    Easy,
    #[name = "Normal"]
    Normal,
    #[name = "Hard"]
    Hard,
}

/// The game modes, as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ModeChoice {
    #[name = "Duel"]
    Duel,
    #[name = "Teams (you and an AI partner against two AIs)"]
    Teams,
}

/// Play a practice match against the built-in opponent in this channel.
#[poise::command(slash_command, guild_only)]
pub(super) async fn practice(
    ctx: Context<'_>,
    #[description = "Your army: a preset, a saved army, or army text"]
    #[autocomplete = "super::army_choices"]
    army: Option<String>,
    #[description = "The AI's army (default: the same as yours): a preset, a saved army, or army text"]
    #[autocomplete = "super::army_choices"]
    vs: Option<String>,
    #[description = "How strong the AI plays (default Normal)"] level: Option<LevelChoice>,
    #[description = "A duel (default) or the 4-player team mode"] mode: Option<ModeChoice>,
) -> Result<(), Error> {
    let level = match level.unwrap_or(LevelChoice::Normal) {
        LevelChoice::Easy => crate::app::Level::Easy,
        LevelChoice::Normal => crate::app::Level::Normal,
        LevelChoice::Hard => crate::app::Level::Hard,
    };
    let mode = match mode.unwrap_or(ModeChoice::Duel) {
        ModeChoice::Duel => Mode::Duel,
        ModeChoice::Teams => Mode::Teams,
    };
    start_practice(
        ctx,
        Practice {
            army,
            vs,
            level,
            mode,
        },
    )
    .await
}

/// Starts a practice match: a public message, its thread and board, then the AI's first moves.
pub(super) async fn start_practice(ctx: Context<'_>, terms: Practice) -> Result<(), Error> {
    let (level, mode) = (terms.level, terms.mode);
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let place = MatchPlace {
        guild_id: ctx.guild_id().map(|g| g.get()),
        channel_id: Some(ctx.channel_id().get()),
        players: [None; 4],
    };
    let ai_player = ctx.framework().bot_id().get();
    let match_id = match bot.host.practice(place, me, ai_player, terms).await {
        Ok(m) => m,
        Err(e) => return say(ctx, refusal(&e)).await,
    };
    let text = match mode {
        Mode::Duel => format!(
            "🤖 <@{me}> starts practice match #{} against the built-in opponent ({level}).",
            match_id.0
        ),
        Mode::Teams => format!(
            "🤖 <@{me}> starts team practice match #{}: <@{me}> (A) and a built-in partner (C) \
             against two built-in opponents (B, D), all {level}. Partners may talk only before \
             the battle.",
            match_id.0
        ),
    };
    let message = render::Message::text(text);
    let handle = ctx.send(send::reply(&message, false)).await?;
    let posted = handle.message().await?;
    crate::discord::router::start_match(
        bot,
        ctx.serenity_context(),
        ctx.channel_id(),
        posted.id,
        match_id,
    )
    .await;
    bot.host.wake_ai(match_id);
    Ok(())
}
