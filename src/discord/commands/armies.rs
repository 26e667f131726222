//! /army save, build, list, show and delete: a player's own armies, kept under names that stand
//! for the army wherever one is asked for (/challenge, /teams, /practice).

use super::{choices, lang, list, say};
use crate::discord::hosted::Hosted;
use crate::discord::{refusal, render, send, Context, Error};
use crate::tr;
use poise::serenity_prelude as serenity;

/// The caller's saved armies' names, for autocomplete.
async fn saved_names(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let names = ctx.data().saved_army_names(ctx.author().id.hosted()).await;
    choices(names.iter().map(String::as_str), partial)
}

/// Your saved armies: save one under a name, list, show or delete them.
#[poise::command(
    slash_command,
    subcommands("save", "build", "list_armies", "show", "delete"),
    subcommand_required
)]
pub(super) async fn army(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Save an army under a name (a preset or army text, full or Light).
#[poise::command(slash_command)]
async fn save(
    ctx: Context<'_>,
    #[description = "A name for it, like “shogun rush”"]
    #[max_length = 32]
    name: String,
    #[description = "A preset or army text: leader=shogun blue=samurai:4 green=guardian:4 …"]
    army: String,
) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = lang(ctx).await;
    match bot.save_army(ctx.author().id.hosted(), &name, &army).await {
        Ok(saved) => {
            let message = render::army_saved(lang, &saved, bot.catalog());
            ctx.send(send::reply(&message, true)).await?;
            Ok(())
        }
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}

/// Build an army from menus, see its numbers as you go, and save it under a name.
#[poise::command(slash_command)]
async fn build(
    ctx: Context<'_>,
    #[description = "A name for it, like “shogun rush”"]
    #[max_length = 32]
    name: String,
    #[description = "Start from a preset, a saved army or army text (default: King)"]
    #[autocomplete = "super::army_choices"]
    from: Option<String>,
) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = lang(ctx).await;
    let me = ctx.author().id.hosted();
    let name = match crate::discord::ids::ArmyName::checked(&name) {
        Ok(name) => name,
        Err(e) => return say(ctx, refusal(lang, &e)).await,
    };
    let start = match bot
        .resolve_army(me, from.as_deref().unwrap_or("king"), false)
        .await
    {
        Ok(army) => army,
        Err(e) => return say(ctx, refusal(lang, &e)).await,
    };
    let draft = crate::discord::invictus::builder::Draft::of(&start);
    let message =
        crate::discord::invictus::builder::message(lang, me.0, &name, &draft, bot.catalog());
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}

/// List your saved armies.
#[poise::command(slash_command, rename = "list")]
async fn list_armies(ctx: Context<'_>) -> Result<(), Error> {
    let lang = lang(ctx).await;
    let armies = match ctx.data().saved_armies(ctx.author().id.hosted()).await {
        Ok(armies) => armies,
        Err(e) => return say(ctx, refusal(lang, &e)).await,
    };
    if armies.is_empty() {
        return say(ctx, tr!(lang, "armies-none")).await;
    }
    let lines: Vec<String> = armies
        .iter()
        .map(|a| {
            tr!(
                lang,
                "armies-line",
                name = a.name.as_str(),
                light = if a.is_light() { "yes" } else { "no" },
                leader = a.army.leader.name(),
                soldiers = a
                    .army
                    .soldiers
                    .iter()
                    .map(|s| format!("{} × {}", s.count, s.unit.name()))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
        .collect();
    list(ctx, &tr!(lang, "armies-title"), &lines).await
}

/// Show one of your saved armies with its numbers.
#[poise::command(slash_command)]
async fn show(
    ctx: Context<'_>,
    #[description = "The army's name"]
    #[autocomplete = "saved_names"]
    name: String,
) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = lang(ctx).await;
    match bot.saved_army(ctx.author().id.hosted(), &name).await {
        Ok(Some(saved)) => {
            let message = render::army(lang, &saved.name, &saved.army, bot.catalog());
            ctx.send(send::reply(&message, true)).await?;
            Ok(())
        }
        Ok(None) => {
            say(
                ctx,
                tr!(lang, "armies-no-such", name = render::clip(name.trim(), 40)),
            )
            .await
        }
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}

/// Delete one of your saved armies.
#[poise::command(slash_command)]
async fn delete(
    ctx: Context<'_>,
    #[description = "The army's name"]
    #[autocomplete = "saved_names"]
    name: String,
) -> Result<(), Error> {
    let lang = lang(ctx).await;
    match ctx
        .data()
        .host
        .challenges()
        .delete_choice(ctx.author().id.hosted(), &name)
        .await
    {
        Ok(()) => {
            say(
                ctx,
                tr!(lang, "armies-deleted", name = render::clip(name.trim(), 40)),
            )
            .await
        }
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}
