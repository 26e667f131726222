//! /card, /rules and /help: reference texts, answered privately.

use super::{choices, say};
use crate::discord::games::DiscordGame;
use crate::discord::{render, send, Context, Error};
use crate::games::invictus::rules::UnitKind;
use crate::tr;
use poise::serenity_prelude as serenity;

async fn card_names(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(UnitKind::ALL.iter().map(|k| k.name()), partial)
}

/// Show a card: its numbers, range and support text.
#[poise::command(slash_command)]
pub(super) async fn card(
    ctx: Context<'_>,
    #[description = "The card's name"]
    #[autocomplete = "card_names"]
    name: String,
) -> Result<(), Error> {
    let lang = super::lang(ctx).await;
    let wanted = name.trim().to_lowercase();
    let found = ctx
        .data()
        .catalog()
        .cards()
        .iter()
        .find(|c| c.kind.name().to_lowercase() == wanted);
    match found {
        Some(stats) => {
            let message = ctx.data().card_message(lang, stats).await;
            ctx.send(send::reply(&message, true)).await?;
            Ok(())
        }
        None => {
            say(
                ctx,
                tr!(lang, "card-unknown", name = render::clip(name.trim(), 60)),
            )
            .await
        }
    }
}

async fn rule_topics(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut topics: Vec<&str> = render::RULE_TOPICS.to_vec();
    for topic in render::TACTICA_RULE_TOPICS {
        if !topics.contains(&topic) {
            topics.push(topic);
        }
    }
    choices(topics.into_iter(), partial)
}

/// The rules in short, by topic.
#[poise::command(slash_command)]
pub(super) async fn rules(
    ctx: Context<'_>,
    #[description = "The topic, like overview, turn or rulings (the list depends on the game)"]
    #[autocomplete = "rule_topics"]
    topic: Option<String>,
    #[description = "Which game (default Invictus)"] game: Option<super::GameChoice>,
) -> Result<(), Error> {
    let lang = super::lang(ctx).await;
    let key = topic.as_deref().unwrap_or("overview").trim().to_lowercase();
    let (topics, prefix): (&[&str], &str) = crate::with_game!(super::GameChoice::kind(game), G => {
        (G::RULE_TOPICS, G::RULES_PREFIX)
    });
    let Some(key) = topics.iter().find(|k| **k == key) else {
        return say(ctx, tr!(lang, "rules-topics", topics = topics.join(", "))).await;
    };
    let message = render::rules(lang, &format!("{prefix}{key}"));
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}

/// How to play Invictus here.
#[poise::command(slash_command)]
pub(super) async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let lang = super::lang(ctx).await;
    let text = tr!(lang, "help");
    say(ctx, text).await
}
