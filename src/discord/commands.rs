//! The slash commands: /challenge, /practice, /resign, /board, /games, /history, /orders, /pings,
//! /vacation, /card, /rules and /help.

use super::{matches_here, refusal, render, send, Bot, Context, Error};
use crate::app::{seat_of, ChallengeTerms, Variant};
use crate::engine::UnitKind;
use crate::store::MatchPlace;
use poise::serenity_prelude as serenity;
use poise::ChoiceParameter;
use std::sync::Arc;

pub fn all() -> Vec<poise::Command<Arc<Bot>, Error>> {
    vec![
        challenge(),
        practice(),
        resign(),
        board(),
        games(),
        history(),
        orders(),
        pings(),
        vacation(),
        card(),
        rules(),
        help(),
    ]
}

/// Logs command errors and tells the user something went wrong, without details.
pub async fn on_error(error: poise::FrameworkError<'_, Arc<Bot>, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().name, error = %error, "command failed");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content("Something went wrong; nothing was changed. Please try again.")
                        .ephemeral(true),
                )
                .await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            // An option Discord sent does not fit the command (e.g. a client with an old
            // registration): say so instead of leaving the user with "did not respond".
            tracing::warn!(command = %ctx.command().name, description, "malformed command options");
            let _ = poise::Context::Application(ctx)
                .send(
                    poise::CreateReply::default()
                        .content(
                            "I could not read that command's options; nothing was changed. \
                             Please type the command again.",
                        )
                        .ephemeral(true),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "while handling a command error");
            }
        }
    }
}

async fn say(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(render::clip(&text.into(), render::limits::CONTENT))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

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

/// A duration option: `default` when left out, or the refusal to show.
fn duration_option(
    text: Option<&str>,
    default: std::time::Duration,
    examples: &str,
) -> Result<std::time::Duration, String> {
    match text.map(str::trim) {
        None | Some("") => Ok(default),
        Some(text) => humantime::parse_duration(text).map_err(|_| {
            format!(
                "“{}” is not a duration: write it like {examples}.",
                render::clip(text, 40)
            )
        }),
    }
}

/// Challenge someone to a match of Invictus.
#[poise::command(slash_command, guild_only)]
async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play against"] opponent: serenity::User,
    #[description = "Your army: a preset (king, shogun, …), a saved army, or army text"]
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
    let me = ctx.author().id.get();
    if opponent.id == ctx.framework().bot_id() {
        // Challenging the bot itself: a practice match against the built-in opponent.
        return start_practice(ctx, army, crate::app::Level::Normal).await;
    }
    if opponent.bot {
        return say(
            ctx,
            "You cannot challenge a bot. Challenge a person instead.",
        )
        .await;
    }
    let window = match duration_option(
        reaction_window.as_deref(),
        bot.config.reaction_window,
        "90s, 2m or 1h",
    ) {
        Ok(d) => d,
        Err(text) => return say(ctx, text).await,
    };
    let turn = match duration_option(turn_time.as_deref(), bot.config.turn_time, "24h or 3days") {
        Ok(d) => d,
        Err(text) => return say(ctx, text).await,
    };
    let terms = ChallengeTerms {
        turn_time_secs: turn.as_secs(),
        army: army.unwrap_or_else(|| "king".to_string()),
        variant: variant.map_or(Variant::Standard, VariantChoice::variant),
        reaction_window_secs: window.as_secs(),
    };
    let place = MatchPlace {
        guild_id: ctx.guild_id().map(|g| g.get()),
        channel_id: Some(ctx.channel_id().get()),
        players: [Some(me), Some(opponent.id.get())],
    };
    let (id, expires) = match bot
        .host
        .challenge(place, me, opponent.id.get(), terms.clone(), bot.host.now())
        .await
    {
        Ok(x) => x,
        Err(e) => return say(ctx, refusal(&e)).await,
    };
    let message = render::challenge(id.0, me, opponent.id.get(), &terms, expires);
    let handle = ctx.send(send::reply(&message, false)).await?;
    let posted = handle.message().await?;
    let message_id = posted.id.get();
    bot.host
        .store()
        .call(move |s| s.set_challenge_message(id, message_id))
        .await?;
    Ok(())
}

/// Resign your match in this channel (asks to confirm).
#[poise::command(slash_command, guild_only)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let here = matches_here(bot, ctx.channel_id().get()).await?;
    for id in here {
        let seen = bot.host.seen_by(id, Some(me)).await?;
        if seat_of(&seen.stored, me).is_some() {
            let message = render::Message {
                content: format!("Resign match #{}? This cannot be undone.", id.0),
                rows: vec![vec![render::Component::Button {
                    id: super::ids::ComponentId::Resign { match_id: id.0 }.to_string(),
                    label: "Resign".to_string(),
                    style: render::Style::Danger,
                }]],
                ..render::Message::default()
            };
            ctx.send(send::reply(&message, true)).await?;
            return Ok(());
        }
    }
    say(ctx, "You have no match in progress in this channel.").await
}

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

/// Play a practice match against the built-in opponent in this channel.
#[poise::command(slash_command, guild_only)]
async fn practice(
    ctx: Context<'_>,
    #[description = "Your army (the AI plays the same): a preset, a saved army, or army text"]
    army: Option<String>,
    #[description = "How strong the AI plays (default Normal)"] level: Option<LevelChoice>,
) -> Result<(), Error> {
    let level = match level.unwrap_or(LevelChoice::Normal) {
        LevelChoice::Easy => crate::app::Level::Easy,
        LevelChoice::Normal => crate::app::Level::Normal,
        LevelChoice::Hard => crate::app::Level::Hard,
    };
    start_practice(ctx, army, level).await
}

/// Starts a practice match: a public message, its thread and board, then the AI's first moves.
async fn start_practice(
    ctx: Context<'_>,
    army: Option<String>,
    level: crate::app::Level,
) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let place = MatchPlace {
        guild_id: ctx.guild_id().map(|g| g.get()),
        channel_id: Some(ctx.channel_id().get()),
        players: [None, None],
    };
    let ai_player = ctx.framework().bot_id().get();
    let match_id = match bot.host.practice(place, me, ai_player, army, level).await {
        Ok(m) => m,
        Err(e) => return say(ctx, refusal(&e)).await,
    };
    let text = format!(
        "🤖 <@{me}> starts practice match #{} against the built-in opponent ({level}).",
        match_id.0
    );
    let message = render::Message::text(text);
    let handle = ctx.send(send::reply(&message, false)).await?;
    let posted = handle.message().await?;
    super::router::start_match(
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

/// Your match in this channel and your seat in it, for /orders and /pings.
async fn my_match_here(
    ctx: Context<'_>,
) -> Result<Option<(crate::store::MatchId, crate::engine::Seat)>, Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    for id in matches_here(bot, ctx.channel_id().get()).await? {
        if let Some(seat) = bot.host.seen_by(id, Some(me)).await?.seat {
            return Ok(Some((id, seat)));
        }
    }
    Ok(None)
}

/// Changes your options in the match in this channel and says `done` (with the match number).
async fn change_options(
    ctx: Context<'_>,
    change: impl FnOnce(&mut crate::app::SeatOptions),
    done: impl FnOnce(i64) -> String,
) -> Result<(), Error> {
    let Some((id, seat)) = my_match_here(ctx).await? else {
        return say(ctx, "You have no match in progress in this channel.").await;
    };
    let bot = ctx.data();
    let mut options = bot.host.seat_options(id, seat).await?;
    change(&mut options);
    match bot
        .host
        .set_seat_options(id, ctx.author().id.get(), options)
        .await
    {
        Ok(()) => say(ctx, done(id.0)).await,
        Err(e) => say(ctx, refusal(&e)).await,
    }
}

/// Set your standing order for reaction windows in the match in this channel.
#[poise::command(slash_command, guild_only)]
async fn orders(
    ctx: Context<'_>,
    #[description = "What the bot does when you may react"] order: OrderChoice,
) -> Result<(), Error> {
    let standing = match order {
        OrderChoice::Ask => crate::app::StandingOrder::Ask,
        OrderChoice::AlwaysPass => crate::app::StandingOrder::AlwaysPass,
        OrderChoice::GuardLeader => crate::app::StandingOrder::GuardLeader,
    };
    change_options(
        ctx,
        |o| o.orders = standing,
        |id| format!("Standing order for match #{id}: {}.", order.name()),
    )
    .await
}

/// Turn the bot's pings on or off for you in the match in this channel.
#[poise::command(slash_command, guild_only)]
async fn pings(
    ctx: Context<'_>,
    #[description = "Whether the bot may ping you in this match"] on: bool,
) -> Result<(), Error> {
    let what = if on {
        "on"
    } else {
        "off (your name is still shown)"
    };
    change_options(
        ctx,
        |o| o.pings = on,
        |id| format!("Pings for match #{id} are {what}."),
    )
    .await
}

/// Take a vacation: your clocks stop in all your matches (a yearly allowance).
#[poise::command(slash_command)]
async fn vacation(
    ctx: Context<'_>,
    #[description = "How many days"]
    #[min = 1]
    #[max = 366]
    days: u32,
) -> Result<(), Error> {
    let bot = ctx.data();
    match bot.host.start_vacation(ctx.author().id.get(), days).await {
        Ok((until, left)) => {
            say(
                ctx,
                format!(
                    "🏖 Enjoy! Your clocks are stopped until <t:{}:f>. Vacation left this year: {left:.1} days.",
                    until / 1000
                ),
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e)).await,
    }
}

/// Post the board of the match in this channel again.
#[poise::command(slash_command, guild_only)]
async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let here = matches_here(bot, ctx.channel_id().get()).await?;
    let Some(&id) = here.first() else {
        return say(ctx, "There is no match in progress in this channel.").await;
    };
    let board = bot.board(id).await?;
    let handle = ctx.send(send::reply(&board, false)).await?;
    let posted = handle.message().await?;
    let message_id = posted.id.get();
    bot.host
        .store()
        .call(move |s| s.set_board_message(id, message_id))
        .await?;
    Ok(())
}

/// Autocomplete choices from names containing `partial`.
fn choices<'a>(
    names: impl Iterator<Item = &'a str>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_lowercase();
    names
        .filter(|n| n.to_lowercase().contains(&partial))
        .take(25)
        .fold(serenity::CreateAutocompleteResponse::new(), |r, n| {
            r.add_string_choice(n, n)
        })
}

/// A link to a message, for jumping to a board.
fn message_link(guild: Option<u64>, channel: Option<u64>, message: Option<u64>) -> Option<String> {
    Some(format!(
        "https://discord.com/channels/{}/{}/{}",
        guild?, channel?, message?
    ))
}

/// Answers privately with a titled list, one line per item.
async fn list(ctx: Context<'_>, title: &str, lines: &[String]) -> Result<(), Error> {
    let message = render::Message {
        embeds: vec![render::Embed {
            title: title.to_string(),
            description: render::clip(&lines.join("\n"), render::limits::DESCRIPTION),
            colour: render::colours::NEUTRAL,
            fields: Vec::new(),
            footer: None,
        }],
        ..render::Message::default()
    };
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}

/// Your matches in progress: opponent, whose move, and a link to each board.
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let (rows, _) = bot
        .host
        .store()
        .call(move |s| s.player_matches(me, true, 25))
        .await?;
    if rows.is_empty() {
        return say(
            ctx,
            "You have no match in progress. Start one with /challenge.",
        )
        .await;
    }
    let mut lines = Vec::new();
    for stored in &rows {
        let Some(seat) = seat_of(stored, me) else {
            continue;
        };
        let opponent = stored.players[seat.other() as usize].unwrap_or(0);
        let game = &stored.game;
        let turn = match game.priority() {
            Some(p) if p == seat => "**your move**".to_string(),
            Some(_) => "their move".to_string(),
            None => "over".to_string(),
        };
        let deadlines = bot.host.deadlines(stored.id).await.unwrap_or_default();
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
            stored.id.0,
            game.turn().number
        ));
    }
    list(ctx, "Your matches in progress", &lines).await
}

/// Your finished matches with their results.
#[poise::command(slash_command)]
async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let me = ctx.author().id.get();
    let (rows, _) = bot
        .host
        .store()
        .call(move |s| s.player_matches(me, false, 25))
        .await?;
    if rows.is_empty() {
        return say(ctx, "You have no finished match yet.").await;
    }
    let mut lines = Vec::new();
    for stored in &rows {
        let Some(seat) = seat_of(stored, me) else {
            continue;
        };
        let opponent = stored.players[seat.other() as usize].unwrap_or(0);
        let result = match stored.game.outcome() {
            Some(crate::engine::Outcome::Win {
                seat: winner,
                condition,
            }) => {
                let how = format!("{condition:?}")
                    .to_lowercase()
                    .replace("endofwar", "end of the war");
                if winner == seat {
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

async fn card_names(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(UnitKind::ALL.iter().map(|k| k.name()), partial)
}

/// Show a card: its numbers, range and support text.
#[poise::command(slash_command)]
async fn card(
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
            ctx.send(send::reply(&render::card(&stats.to_entry()), true))
                .await?;
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
pub const RULE_TOPICS: [(&str, &str, &str); 7] = [
    ("overview", "Overview", "Two players, each with an army of 20 Soldiers and a Leader (Light Match: 10 and a Leader). A battlefield of 2×3 cells per player (front row F1–F3, back row B1–B3; a back cell needs the front cell of its column filled). Win by killing or capturing the enemy Leader (execution), by having more citizens than the opponent in 4 colours (development), when the opponent cannot conscript 2 units (collapse), or at the end of the war when both draw piles are empty."),
    ("setup", "Setup", "Each player draws 3 Soldiers and may mulligan once. The Leader goes to hand, 8 more cards are drawn. Then, first player first: a unit on a front cell, a unit in the reserve (no effect), a Soldier in the kingdom."),
    ("turn", "A turn", "Straighten your units and draw. Then one action: Recruit (the leftmost reserve unit, or a hand unit when the reserve is empty, onto a cell), or Attack (each upright unit may attack once, then tilts). Supports may be played before and after. Once per turn you may send a Soldier from hand to the kingdom. End the turn; with 6 or more cards in hand, send Soldiers to the kingdom down to 5."),
    ("attack", "Attacks", "A unit attacks an enemy unit within its range (depth and offset from its cell). Damage at least the target's health kills it (to the graveyard); a C attack captures it (to your kingdom). A back unit moves forward when its front cell empties."),
    ("supports", "Supports", "Play a unit from your hand to your reserve (if there is room) for its support effect. Some supports are reactions: played in a reaction window against an attack or a support. A negated support stays in the reserve with no effect."),
    ("reactions", "Reaction windows", "When an attack or a support could be answered, its target gets a reaction window: the bot posts a prompt with Respond and Pass. Respond shows you privately what you can play; if the time runs out, the bot passes for you. A window is offered whenever a reaction is possible from public information, so an offered window never tells what you hold."),
    ("rulings", "Rulings", "Where the rule book is ambiguous, the bot follows the rulings R1–R31 and the house rulings H1–H18 documented in docs/rulings.md of the project (e.g. R23: windows are offered from public information only)."),
];

async fn rule_topics(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(RULE_TOPICS.iter().map(|(k, _, _)| *k), partial)
}

/// The rules in short, by topic.
#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[description = "overview, setup, turn, attack, supports, reactions, rulings"]
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
            footer: Some("/rules topic:… for more · /card name:… for a card".to_string()),
        }],
        ..render::Message::default()
    };
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}

/// How to play Invictus here.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let text = "**Invictus** — a two-player tactical card game, played right here.\n\
        • `/challenge opponent:@someone` — propose a match (optional: army, variant, reaction window). They accept with a button.\n\
        • `/practice` — play the built-in opponent (levels Easy, Normal, Hard), or challenge the bot itself.\n\
        • On the board, **My hand** shows you your cards and what you can do, privately.\n\
        • Reaction windows ping you with **Respond** / **Pass**; if time runs out the bot passes for you.\n\
        • `/board` — post the board again · `/resign` — give up the match in this channel\n\
        • `/games` — your matches in progress · `/history` — your finished matches\n\
        • `/orders` — answer reaction windows for you (always pass, or guard your Leader) · `/pings` — on or off\n\
        • `/vacation days:…` — stop your clocks in all your matches for a while\n\
        • `/card name:…` — a card's numbers and support · `/rules topic:…` — the rules in short";
    say(ctx, text).await
}
