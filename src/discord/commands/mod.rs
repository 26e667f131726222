//! The slash commands, one file per group: /challenge, /teams, /practice, /resign, /board, /games,
//! /history, /export, /profile, /leaderboard, /orders, /pings, /vacation, /army, /card, /rules
//! and /help; here the list of them, the error handler and the helpers they share.

mod armies;
mod challenge;
mod games;
mod matches;
mod options;
pub(in crate::discord) mod practice;
mod ratings;
mod reference;
mod settings;
mod vacation;

pub(super) use practice::{invictus_practice, PracticeOptions};

use super::{matches_here, refusal, render, send, Bot, Context, Error, Langs};
use crate::discord::hosted::Hosted;
use crate::games::GameKind;
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// A game as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "Invictus"]
    Invictus,
    #[name = "Tactica"]
    Tactica,
}

impl GameChoice {
    /// The game chosen (Invictus when none is).
    pub fn kind(choice: Option<GameChoice>) -> GameKind {
        match choice {
            Some(GameChoice::Tactica) => GameKind::Tactica,
            _ => GameKind::Invictus,
        }
    }
}

/// Every command, its descriptions and choices worded from the catalogs.
pub fn all() -> Vec<poise::Command<Arc<Bot>, Error>> {
    let mut commands = commands();
    for command in &mut commands {
        localize(command, "cmd");
    }
    commands
}

fn commands() -> Vec<poise::Command<Arc<Bot>, Error>> {
    vec![
        challenge::challenge(),
        challenge::teams(),
        super::tactica::commands::tactica(),
        practice::practice(),
        matches::resign(),
        matches::board(),
        games::games(),
        games::history(),
        games::export(),
        ratings::profile(),
        ratings::leaderboard(),
        options::orders(),
        options::pings(),
        vacation::vacation(),
        armies::army(),
        reference::card(),
        reference::rules(),
        reference::help(),
        settings::settings(),
    ]
}

/// The catalog ids of a command's texts, each with the text the command has now: its
/// description (`cmd-<name>-description`, subcommands `cmd-<name>-<sub>-description`), its
/// options' descriptions (`…-<option>-description`) and choices (`…-<option>-choice-<n>`).
#[cfg(test)]
fn text_ids(command: &poise::Command<Arc<Bot>, Error>, parent: &str) -> Vec<(String, String)> {
    let path = format!("{parent}-{}", command.name);
    let mut ids = vec![(
        format!("{path}-description"),
        command.description.clone().unwrap_or_default().into_owned(),
    )];
    for parameter in &command.parameters {
        let option = format!("{path}-{}", parameter.name);
        ids.push((
            format!("{option}-description"),
            parameter
                .description
                .clone()
                .unwrap_or_default()
                .into_owned(),
        ));
        for (i, choice) in parameter.choices.iter().enumerate() {
            ids.push((format!("{option}-choice-{i}"), choice.name.to_string()));
        }
    }
    for sub in &command.subcommands {
        ids.extend(text_ids(sub, &path));
    }
    ids
}

/// Discord localizations of a text: (locale, text).
type Localizations = std::borrow::Cow<
    'static,
    [(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )],
>;

/// Words a command from the catalogs: English as Discord's default, every other language as
/// Discord localizations. Command and option names stay as they are in every language, so
/// that players of one match (and the help texts) name a command the same way.
fn localize(command: &mut poise::Command<Arc<Bot>, Error>, parent: &str) {
    use std::borrow::Cow;
    let path = format!("{parent}-{}", command.name);
    let worded = |id: &str| -> (Option<Cow<'static, str>>, Localizations) {
        let english = Lang::EN.has(id).then(|| Cow::Owned(Lang::EN.word(id)));
        let localized: Vec<(Cow<'static, str>, Cow<'static, str>)> = Lang::all()
            .filter(|lang| *lang != Lang::EN && lang.has(id))
            .flat_map(|lang| {
                let text = lang.word(id);
                super::discord_locales(lang)
                    .map(move |locale| (Cow::Borrowed(locale), Cow::Owned(text.clone())))
            })
            .collect();
        (english, Cow::Owned(localized))
    };
    let (english, localized) = worded(&format!("{path}-description"));
    if english.is_some() {
        command.description = english;
    }
    command.description_localizations = localized;
    for parameter in &mut command.parameters {
        let option = format!("{path}-{}", parameter.name);
        let (english, localized) = worded(&format!("{option}-description"));
        if english.is_some() {
            parameter.description = english;
        }
        parameter.description_localizations = localized;
        let mut choices = parameter.choices.to_vec();
        for (i, choice) in choices.iter_mut().enumerate() {
            let (english, localized) = worded(&format!("{option}-choice-{i}"));
            if let Some(english) = english {
                choice.name = english;
            }
            choice.localizations = localized;
        }
        parameter.choices = Cow::Owned(choices);
    }
    for sub in &mut command.subcommands {
        localize(sub, &path);
    }
}

/// Logs command errors and tells the user something went wrong, without details.
pub async fn on_error(error: poise::FrameworkError<'_, Arc<Bot>, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().name, error = %error, "command failed");
            let lang = langs(ctx).await.reader;
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(super::something_went_wrong(lang))
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
            let ctx = poise::Context::Application(ctx);
            let lang = langs(ctx).await.reader;
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(tr!(lang, "command-unreadable-options"))
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

/// The languages of a command: the replies to its user (their choice, else their client's
/// locale) and the server's public messages.
pub(in crate::discord) async fn langs(ctx: Context<'_>) -> Langs {
    let guild_locale = match ctx {
        poise::Context::Application(actx) => actx.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    ctx.data()
        .languages(
            ctx.author().id.hosted(),
            ctx.locale().unwrap_or(""),
            ctx.guild_id().map(Hosted::hosted),
            guild_locale,
        )
        .await
}

/// The language of the replies to the command's user.
pub(in crate::discord) async fn lang(ctx: Context<'_>) -> Lang {
    langs(ctx).await.reader
}

pub(in crate::discord) async fn say(
    ctx: Context<'_>,
    text: impl Into<String>,
) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(render::clip(&text.into(), render::limits::CONTENT))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A duration option: `default` when left out, or the refusal to show.
fn duration_option(
    lang: Lang,
    text: Option<&str>,
    default: std::time::Duration,
    examples: &str,
) -> Result<std::time::Duration, String> {
    match text.map(str::trim) {
        None | Some("") => Ok(default),
        Some(text) => humantime::parse_duration(text).map_err(|_| {
            tr!(
                lang,
                "command-not-a-duration",
                text = render::clip(text, 40),
                examples = examples
            )
        }),
    }
}

/// A challenge's clocks from its options: the reaction window and the turn time (the config's
/// defaults when left out), or the words saying which option is not a duration.
pub(in crate::discord) fn clock_options(
    lang: Lang,
    bot: &Bot,
    reaction_window: Option<&str>,
    turn_time: Option<&str>,
) -> Result<(std::time::Duration, std::time::Duration), String> {
    let window = duration_option(
        lang,
        reaction_window,
        bot.config.reaction_window,
        "90s, 2m, 1h",
    )?;
    let turn = duration_option(lang, turn_time, bot.config.turn_time, "24h, 3days")?;
    Ok((window, turn))
}

/// Your match in this channel and your seat in it, for /orders and /pings.
async fn my_match_here(
    ctx: Context<'_>,
) -> Result<Option<(crate::hosting::MatchId, crate::games::invictus::rules::Seat)>, Error> {
    let bot = ctx.data();
    let me = ctx.author().id.hosted();
    for id in matches_here(bot, ctx.channel_id().hosted()).await? {
        if let Some(seat) = bot
            .host
            .matches()
            .state_of::<crate::games::invictus::rules::Match>(id)
            .await?
            .seat_of(me)
        {
            return Ok(Some((id, seat)));
        }
    }
    Ok(None)
}

/// Changes your options in the match in this channel and says `done` (with the match number).
async fn change_options(
    ctx: Context<'_>,
    change: impl FnOnce(&mut crate::hosting::SeatOptions<crate::games::invictus::StandingOrder>)
        + Send
        + 'static,
    done: impl FnOnce(Lang, i64) -> String,
) -> Result<(), Error> {
    let lang = lang(ctx).await;
    let Some((id, _)) = my_match_here(ctx).await? else {
        return say(ctx, tr!(lang, "command-no-match-here")).await;
    };
    let bot = ctx.data();
    match bot
        .host
        .matches()
        .change_options::<crate::games::invictus::rules::Match>(
            id,
            ctx.author().id.hosted(),
            change,
        )
        .await
    {
        Ok(_) => say(ctx, done(lang, id.0)).await,
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}

/// Autocomplete choices from names containing `partial`.
pub(in crate::discord) fn choices<'a>(
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

/// Autocomplete for an army option: the presets and the caller's saved armies.
async fn army_choices(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut names: Vec<String> = render::PRESET_ARMIES
        .iter()
        .map(|key| key.to_string())
        .collect();
    names.extend(ctx.data().saved_army_names(ctx.author().id.hosted()).await);
    // Saved armies first: they are what a player who saved some is looking for.
    names.rotate_left(render::PRESET_ARMIES.len());
    choices(names.iter().map(String::as_str), partial)
}

/// A link to a message, for jumping to a board.
fn message_link(
    guild: Option<crate::hosting::GuildId>,
    channel: Option<crate::hosting::ChannelId>,
    message: Option<crate::hosting::MessageId>,
) -> Option<String> {
    Some(format!(
        "https://discord.com/channels/{}/{}/{}",
        guild?, channel?, message?
    ))
}

/// Answers privately with a titled list, one line per item.
async fn list(ctx: Context<'_>, title: &str, lines: &[String]) -> Result<(), Error> {
    ctx.send(send::reply(&render::titled(title, lines), true))
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every description and choice of every command is in every catalog, within Discord's
    /// limits (100 characters), and the English catalog words them as the source does.
    #[test]
    fn every_command_text_is_in_every_catalog_within_discords_limits() {
        for command in commands() {
            for (id, source) in text_ids(&command, "cmd") {
                assert_eq!(
                    Lang::EN.word(&id),
                    source,
                    "{id}: en.ftl and the source differ"
                );
                for lang in Lang::all() {
                    assert!(lang.has(&id), "{id} is missing in {lang}");
                    let text = lang.word(&id);
                    let n = text.chars().count();
                    assert!((1..=100).contains(&n), "{id} in {lang}: {n} characters");
                }
            }
        }
        let localized = all();
        let challenge = localized.iter().find(|c| c.name == "challenge").unwrap();
        assert!(challenge
            .description_localizations
            .iter()
            .any(|(locale, text)| locale == "fr"
                && *text == Lang::FR.word("cmd-challenge-description")));
    }
}
