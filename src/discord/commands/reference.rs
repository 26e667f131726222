//! /card, /rules and /help: reference texts, answered privately.

use super::{choices, say};
use crate::discord::{render, send, Context, Error};
use crate::engine::UnitKind;
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
    let wanted = name.trim().to_lowercase();
    let found = ctx
        .data()
        .host
        .catalog()
        .cards()
        .iter()
        .find(|c| c.kind.name().to_lowercase() == wanted);
    match found {
        Some(stats) => {
            let message = ctx.data().card_message(stats).await;
            ctx.send(send::reply(&message, true)).await?;
            Ok(())
        }
        None => {
            say(
                ctx,
                format!(
                    "There is no card called “{}”. Start typing and pick one from the list.",
                    render::clip(name.trim(), 60)
                ),
            )
            .await
        }
    }
}

/// Topics of /rules: (key, title, text).
pub const RULE_TOPICS: [(&str, &str, &str); 8] = [
    ("overview", "Overview", "Two players, each with an army of 20 Soldiers and a Leader (Light Match: 10 and a Leader). A battlefield of 2×3 cells per player (front row F1–F3, back row B1–B3; a back cell needs the front cell of its column filled). Win by killing or capturing the enemy Leader (execution), by having more citizens than the opponent in 4 colours (development), when the opponent cannot conscript 2 units (collapse), or at the end of the war when both draw piles are empty."),
    ("setup", "Setup", "Each player draws 3 Soldiers and may mulligan once. The Leader goes to hand, 8 more cards are drawn. Then, first player first: a unit on a front cell, a unit in the reserve (no effect), a Soldier in the kingdom."),
    ("turn", "A turn", "Straighten your units and draw. Then one action: Recruit (the leftmost reserve unit, or a hand unit when the reserve is empty, onto a cell), or Attack (each upright unit may attack once, then tilts). Supports may be played before and after. Once per turn you may send a Soldier from hand to the kingdom. End the turn; with 6 or more cards in hand, send Soldiers to the kingdom down to 5."),
    ("attack", "Attacks", "A unit attacks an enemy unit within its range (depth and offset from its cell). Damage at least the target's health kills it (to the graveyard); a C attack captures it (to your kingdom). A back unit moves forward when its front cell empties."),
    ("supports", "Supports", "Play a unit from your hand to your reserve (if there is room) for its support effect. Some supports are reactions: played in a reaction window against an attack or a support. A negated support stays in the reserve with no effect."),
    ("reactions", "Reaction windows", "When an attack or a support could be answered, its target gets a reaction window: the bot posts a prompt with Respond and Pass. Respond shows you privately what you can play; if the time runs out, the bot passes for you. A window is offered whenever a reaction is possible from public information, so an offered window never tells what you hold."),
    ("teams", "Team mode (4 players)", "Two teams of two: A and C against B and D (R32–R44). Turns go A, B, C, D (B, A, D, C when team 2 is drawn to start). Each team shares one battlefield, one reserve and one graveyard; each player keeps their own hand, draw pile, kingdom and Leader. Setup: 2 Soldiers each (one mulligan), then A and B place on their front rows, C and D in their reserves, all four in their kingdoms. On your turn you control every unit of your team. Only the next player may react to the active player. A captured Soldier joins the attacker's kingdom. A team loses when either of its Leaders falls, or when it cannot conscript; Development compares kingdoms in pairs, A with B and C with D. Partners may talk strategy only before the battle, never during it: your hand stays private, also from your partner. Play it with /teams or /practice mode:Teams."),
    ("rulings", "Rulings", "Where the rule book is ambiguous, the bot follows the rulings R1–R44 and the house rulings H1–H18 documented in docs/rulings.md of the project (e.g. R23: windows are offered from public information only)."),
];

async fn rule_topics(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(RULE_TOPICS.iter().map(|(k, _, _)| *k), partial)
}

/// The rules in short, by topic.
#[poise::command(slash_command)]
pub(super) async fn rules(
    ctx: Context<'_>,
    #[description = "overview, setup, turn, attack, supports, reactions, teams, rulings"]
    #[autocomplete = "rule_topics"]
    topic: Option<String>,
) -> Result<(), Error> {
    let key = topic.as_deref().unwrap_or("overview").trim().to_lowercase();
    let Some((_, title, text)) = RULE_TOPICS.iter().find(|(k, _, _)| *k == key) else {
        let keys: Vec<&str> = RULE_TOPICS.iter().map(|t| t.0).collect();
        return say(ctx, format!("Topics: {}.", keys.join(", "))).await;
    };
    let message = render::Message {
        embeds: vec![render::Embed {
            title: format!("Rules · {title}"),
            description: text.to_string(),
            colour: render::colours::NEUTRAL,
            fields: Vec::new(),
            image: None,
            footer: Some("/rules topic:… for more · /card name:… for a card".to_string()),
        }],
        ..render::Message::default()
    };
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}

/// How to play Invictus here.
#[poise::command(slash_command)]
pub(super) async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let text = "**Invictus** — a tactical card game for two players (or four, in teams of two), played right here.\n\
        • `/challenge opponent:@someone` — propose a match (optional: army, variant, reaction window). They accept with a button.\n\
        • `/teams partner:@… opponent:@… opponent2:@…` — a team match of four; all three accept, each with their army.\n\
        • `/practice` — play the built-in opponent (levels Easy, Normal, Hard; `mode:Teams` gives you a built-in partner against two), or challenge the bot itself.\n\
        • On the board, **My hand** shows you your cards and what you can do, privately.\n\
        • Reaction windows ping you with **Respond** / **Pass**; if time runs out the bot passes for you.\n\
        • `/board` — post the board again · `/resign` — give up the match in this channel\n\
        • `/games` — your matches in progress · `/history` — your finished matches\n\
        • `/orders` — answer reaction windows for you (always pass, or guard your Leader) · `/pings` — on or off\n\
        • `/vacation days:…` — stop your clocks in all your matches for a while\n\
        • `/card name:…` — a card's numbers and support · `/rules topic:…` — the rules in short";
    say(ctx, text).await
}
