//! /orders and /pings: your options in the match in this channel.

use super::change_options;
use crate::discord::{render, Context, Error};
use crate::tr;

/// Standing orders for reaction windows, as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum OrderChoice {
    #[name = "Ask me (default)"]
    Ask,
    #[name = "Always pass reactions"]
    AlwaysPass,
    #[name = "Stop attacks on my Leader with a Guardian-type card when I can"]
    GuardLeader,
}

/// Set your standing order for reaction windows in the match in this channel.
#[poise::command(slash_command, guild_only)]
pub(super) async fn orders(
    ctx: Context<'_>,
    #[description = "What the bot does when you may react"] order: OrderChoice,
) -> Result<(), Error> {
    let standing = match order {
        OrderChoice::Ask => crate::games::invictus::StandingOrder::Ask,
        OrderChoice::AlwaysPass => crate::games::invictus::StandingOrder::AlwaysPass,
        OrderChoice::GuardLeader => crate::games::invictus::StandingOrder::GuardLeader,
    };
    change_options(
        ctx,
        move |o| o.orders = standing,
        move |lang, id| {
            tr!(
                lang,
                "orders-set",
                match_id = id.to_string(),
                order = render::order_words(lang, standing)
            )
        },
    )
    .await
}

/// Turn the bot's pings on or off for you in the match in this channel.
#[poise::command(slash_command, guild_only)]
pub(super) async fn pings(
    ctx: Context<'_>,
    #[description = "Whether the bot may ping you in this match"] on: bool,
) -> Result<(), Error> {
    change_options(
        ctx,
        move |o| o.pings = on,
        move |lang, id| {
            tr!(
                lang,
                "pings-set",
                match_id = id.to_string(),
                on = if on { "on" } else { "off" }
            )
        },
    )
    .await
}
