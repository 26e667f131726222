//! /challenge: propose a match to someone, with its options (army, variant, reaction window,
//! turn time); /teams: the same for a team match of four (R32).

use super::{clock_options, say};
use crate::discord::hosted::Hosted;
use crate::discord::render::TeamInvites;
use crate::discord::{refusal, render, send, Context, Error};
use crate::games::invictus::rules::Mode;
use crate::games::{InvictusOffer, Variant};
use crate::hosting::ChallengeTerms;
use crate::hosting::MatchPlace;
use crate::tr;
use poise::serenity_prelude as serenity;

/// Match variants as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "Standard"]
    Standard,
    #[name = "Light Match (10 Soldiers)"]
    Light,
    #[name = "Handicap Experienced (your reserve 4)"]
    Experienced,
    #[name = "Handicap Master (your reserve 3)"]
    Master,
    #[name = "Handicap King (your reserve 2)"]
    King,
    #[name = "Handicap Invictus (your reserve 1)"]
    Invictus,
}

impl VariantChoice {
    fn variant(self) -> Variant {
        match self {
            VariantChoice::Standard => Variant::Standard,
            VariantChoice::Light => Variant::Light,
            VariantChoice::Experienced => Variant::Handicap(4),
            VariantChoice::Master => Variant::Handicap(3),
            VariantChoice::King => Variant::Handicap(2),
            VariantChoice::Invictus => Variant::Handicap(1),
        }
    }
}

/// Challenge someone to a match of Invictus.
#[poise::command(slash_command, guild_only)]
pub(super) async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play against"] opponent: serenity::User,
    #[description = "Your army: a preset (king, shogun, …), a saved army, or army text"]
    #[autocomplete = "super::army_choices"]
    army: Option<String>,
    #[description = "Standard, Light Match or a handicap on yourself"] variant: Option<
        VariantChoice,
    >,
    #[description = "Time to answer a reaction window, like 90s or 5m"] reaction_window: Option<
        String,
    >,
    #[description = "Time each player has per move, like 24h or 3days"] turn_time: Option<String>,
) -> Result<(), Error> {
    let bot = ctx.data();
    let langs = super::langs(ctx).await;
    let lang = langs.reader;
    let me = ctx.author().id.hosted();
    if opponent.id == ctx.framework().bot_id() {
        // Challenging the bot itself: a practice match against the built-in opponent.
        return super::practice::start_practice(
            ctx,
            super::practice::Practice {
                army,
                vs: None,
                level: crate::hosting::Level::Normal,
                mode: Mode::Duel,
            },
        )
        .await;
    }
    if opponent.bot {
        return say(ctx, tr!(lang, "challenge-not-a-bot")).await;
    }
    let (window, turn) =
        match clock_options(lang, bot, reaction_window.as_deref(), turn_time.as_deref()) {
            Ok(clocks) => clocks,
            Err(text) => return say(ctx, text).await,
        };
    let terms = ChallengeTerms {
        offer: InvictusOffer {
            army: army.unwrap_or_else(|| "king".to_string()),
            variant: variant.map_or(Variant::Standard, VariantChoice::variant),
            mode: Mode::Duel,
            opponent_army: None,
        },
        turn_time_secs: turn.as_secs(),
        reaction_window_secs: window.as_secs(),
        bot: None,
        rematch_of: None,
    };
    let place = MatchPlace {
        guild_id: ctx.guild_id().map(Hosted::hosted),
        channel_id: Some(ctx.channel_id().hosted()),
        players: [Some(me), Some(opponent.id.hosted()), None, None].into(),
    };
    let (id, expires) = match bot
        .host
        .challenges()
        .challenge::<crate::games::invictus::rules::Match>(
            place,
            me,
            &[(1, opponent.id.hosted())],
            terms.clone(),
            bot.host.now(),
        )
        .await
    {
        Ok(x) => x,
        Err(e) => return say(ctx, refusal(lang, &e)).await,
    };
    // The challenged player's saved armies are offered in the accept menu beside the presets.
    let saved = bot.saved_army_names(opponent.id.hosted()).await;
    let message = render::challenge(
        langs.public,
        id.0,
        me,
        opponent.id.hosted(),
        &terms,
        expires,
        &saved,
    );
    let handle = ctx.send(send::reply(&message, false)).await?;
    let posted = handle.message().await?;
    bot.host
        .challenges()
        .set_challenge_message(id, posted.id.hosted())
        .await?;
    Ok(())
}

/// Challenge three people to a team match: you and your partner against two opponents.
///
/// Each of them accepts with their own army; the bot itself may take a seat (R32).
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub(super) async fn teams(
    ctx: Context<'_>,
    #[description = "Your partner (seat C)"] partner: serenity::User,
    #[description = "The first opponent (seat B)"] opponent: serenity::User,
    #[description = "The second opponent (seat D)"] opponent2: serenity::User,
    #[description = "Your army: a preset (king, shogun, …), a saved army, or army text"]
    #[autocomplete = "super::army_choices"]
    army: Option<String>,
    #[description = "Standard, Light Match or a handicap on your team"] variant: Option<
        VariantChoice,
    >,
    #[description = "Time to answer a reaction window, like 90s or 5m"] reaction_window: Option<
        String,
    >,
    #[description = "Time each player has per move, like 24h or 3days"] turn_time: Option<String>,
) -> Result<(), Error> {
    let bot = ctx.data();
    let langs = super::langs(ctx).await;
    let lang = langs.reader;
    let me = ctx.author().id.hosted();
    let bot_id = ctx.framework().bot_id();
    for user in [&partner, &opponent, &opponent2] {
        if user.bot && user.id != bot_id {
            return say(ctx, tr!(lang, "challenge-people-only")).await;
        }
    }
    let (window, turn) =
        match clock_options(lang, bot, reaction_window.as_deref(), turn_time.as_deref()) {
            Ok(clocks) => clocks,
            Err(text) => return say(ctx, text).await,
        };
    let invited = TeamInvites {
        partner: partner.id.hosted(),
        opponent: opponent.id.hosted(),
        opponent2: opponent2.id.hosted(),
    };
    let takes_a_seat =
        [invited.partner, invited.opponent, invited.opponent2].contains(&bot_id.hosted());
    let terms = ChallengeTerms {
        offer: InvictusOffer {
            army: army.unwrap_or_else(|| "king".to_string()),
            variant: variant.map_or(Variant::Standard, VariantChoice::variant),
            mode: Mode::Teams,
            opponent_army: None,
        },
        turn_time_secs: turn.as_secs(),
        reaction_window_secs: window.as_secs(),
        bot: takes_a_seat.then_some(bot_id.hosted()),
        rematch_of: None,
    };
    let place = MatchPlace {
        guild_id: ctx.guild_id().map(Hosted::hosted),
        channel_id: Some(ctx.channel_id().hosted()),
        players: [None; 4].into(),
    };
    let (id, expires) = match bot
        .host
        .challenges()
        .challenge::<crate::games::invictus::rules::Match>(
            place,
            me,
            &invited.seats(),
            terms.clone(),
            bot.host.now(),
        )
        .await
    {
        Ok(x) => x,
        Err(e) => return say(ctx, refusal(lang, &e)).await,
    };
    let message = render::team_challenge(langs.public, id.0, me, invited, &terms, expires);
    let handle = ctx.send(send::reply(&message, false)).await?;
    let posted = handle.message().await?;
    bot.host
        .challenges()
        .set_challenge_message(id, posted.id.hosted())
        .await?;
    Ok(())
}
