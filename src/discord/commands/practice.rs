//! /practice: a match against the built-in opponent, a duel or the team mode (you and a
//! built-in partner against two built-in opponents).

use super::say;
use crate::app::MatchPlace;
use crate::discord::hosted::Hosted;
use crate::discord::{refusal, render, send, Context, Error};
use crate::engine::Mode;
use crate::games::Offered;
use crate::tr;

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

/// What an Invictus practice match against the built-in opponent is played with.
#[derive(Clone, Debug)]
pub(super) struct Practice {
    /// The player's army (a preset, a saved army or army text); `king` when left out.
    pub army: Option<String>,
    /// The built-in opponents' army; the player's own when left out.
    pub vs: Option<String>,
    pub level: crate::app::Level,
    pub mode: Mode,
}

/// Starts a practice match: a public message, its thread and board, then the AI's first moves.
pub(super) async fn start_practice(ctx: Context<'_>, terms: Practice) -> Result<(), Error> {
    let (level, mode) = (terms.level, terms.mode);
    let offer = crate::games::InvictusOffer {
        army: terms.army.unwrap_or_else(|| "king".to_string()),
        variant: crate::games::Variant::Standard,
        mode,
        opponent_army: terms.vs,
    };
    let mode = if mode == Mode::Teams { "teams" } else { "duel" };
    start_against_the_builtin::<crate::engine::Match>(ctx, offer, level, mode).await
}

/// Starts a match of the command's author against the built-in opponent of game `G`, at
/// `level`: posts the news (`mode`: "duel" or "teams"), opens its thread and board, then wakes
/// the built-in opponent for its first moves.
pub(super) async fn start_against_the_builtin<G: Offered>(
    ctx: Context<'_>,
    offer: G::Offer,
    level: crate::app::Level,
    mode: &str,
) -> Result<(), Error> {
    let bot = ctx.data();
    let langs = super::langs(ctx).await;
    let me = ctx.author().id.hosted();
    let place = MatchPlace {
        guild_id: ctx.guild_id().map(Hosted::hosted),
        channel_id: Some(ctx.channel_id().hosted()),
        // The host seats the author and the built-in opponent.
        players: Vec::new().into(),
    };
    let ai_player = ctx.framework().bot_id().hosted();
    let match_id = match bot
        .host
        .challenges()
        .practice::<G>(place, me, ai_player, offer, level)
        .await
    {
        Ok(m) => m,
        Err(e) => return say(ctx, refusal(langs.reader, &e)).await,
    };
    let lang = langs.public;
    let text = format!(
        "🤖 {}",
        tr!(
            lang,
            "practice-started",
            player = format!("<@{me}>"),
            match_id = match_id.0.to_string(),
            level = tr!(lang, "level-name", level = level.to_string()),
            mode = mode
        )
    );
    let message = render::Message::text(text);
    let handle = ctx.send(send::reply(&message, false)).await?;
    let posted = handle.message().await?;
    crate::discord::router::start_match(
        bot,
        lang,
        ctx.serenity_context(),
        ctx.channel_id(),
        posted.id,
        match_id,
    )
    .await;
    bot.host.wake_ai(match_id);
    Ok(())
}
