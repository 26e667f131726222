//! /settings language: the language the bot speaks to you, or (for those who manage the
//! server) in the server's public messages.

use super::{choices, langs, say};
use crate::discord::hosted::Hosted;
use crate::discord::{refusal, Context, Error};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;

/// Whose language is set, as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ScopeChoice {
    #[name = "Me"]
    Me,
    #[name = "This server"]
    Server,
}

/// What "follow Discord's language" is typed as.
const AUTOMATIC: &str = "auto";

async fn language_names(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let codes: Vec<&str> = std::iter::once(AUTOMATIC)
        .chain(Lang::all().map(Lang::code))
        .collect();
    choices(codes.into_iter(), partial)
}

/// A language typed by a user: a code ("fr", "fr-CA"), its own name ("Français") or "auto"
/// (`Some(None)`); `None` when it is none of these.
fn parse_language(text: &str) -> Option<Option<Lang>> {
    let text = text.trim();
    if text.eq_ignore_ascii_case(AUTOMATIC) {
        return Some(None);
    }
    Lang::from_locale(text)
        .or_else(|| {
            Lang::all()
                .find(|lang| lang.word("language-name").to_lowercase() == text.to_lowercase())
        })
        .map(Some)
}

/// Your settings.
#[poise::command(slash_command, subcommands("language"), subcommand_required)]
pub(super) async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Choose the language of your replies, or (server managers) of this server's public messages.
#[poise::command(slash_command)]
async fn language(
    ctx: Context<'_>,
    #[description = "en, fr, … or auto (follow Discord's language)"]
    #[autocomplete = "language_names"]
    language: String,
    #[description = "Your own replies (default) or this server's public messages"] scope: Option<
        ScopeChoice,
    >,
) -> Result<(), Error> {
    let bot = ctx.data();
    let reader = langs(ctx).await.reader;
    let Some(chosen) = parse_language(&language) else {
        let known: Vec<&str> = Lang::all().map(Lang::code).collect();
        return say(
            ctx,
            tr!(
                reader,
                "settings-unknown-language",
                text = crate::discord::render::clip(language.trim(), 40),
                known = known.join(", ")
            ),
        )
        .await;
    };
    match scope.unwrap_or(ScopeChoice::Me) {
        ScopeChoice::Me => {
            if let Err(e) = bot
                .host
                .people()
                .set_player_language(ctx.author().id.hosted(), chosen)
                .await
            {
                return say(ctx, refusal(reader, &e)).await;
            }
            // Said in the language the replies now take.
            let lang = langs(ctx).await.reader;
            let text = match chosen {
                Some(chosen) => tr!(
                    lang,
                    "settings-mine",
                    language = chosen.word("language-name")
                ),
                None => tr!(lang, "settings-mine-auto"),
            };
            say(ctx, text).await
        }
        ScopeChoice::Server => {
            let Some(guild) = ctx.guild_id() else {
                return say(ctx, tr!(reader, "settings-server-only")).await;
            };
            let may_manage = ctx
                .author_member()
                .await
                .and_then(|member| member.permissions)
                .is_some_and(|p| p.manage_guild());
            if !may_manage {
                return say(ctx, tr!(reader, "settings-managers-only")).await;
            }
            if let Err(e) = bot
                .host
                .people()
                .set_guild_language(guild.hosted(), chosen)
                .await
            {
                return say(ctx, refusal(reader, &e)).await;
            }
            let now = bot
                .host
                .people()
                .public_language(Some(guild.hosted()))
                .await;
            let text = match chosen {
                Some(chosen) => tr!(
                    reader,
                    "settings-server",
                    language = chosen.word("language-name")
                ),
                None => tr!(
                    reader,
                    "settings-server-auto",
                    language = now.word("language-name")
                ),
            };
            say(ctx, text).await
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_typed_as_codes_names_or_auto() {
        assert_eq!(parse_language("fr"), Some(Some(Lang::FR)));
        assert_eq!(parse_language(" FR-ca "), Some(Some(Lang::FR)));
        assert_eq!(parse_language("français"), Some(Some(Lang::FR)));
        assert_eq!(parse_language("English"), Some(Some(Lang::EN)));
        assert_eq!(parse_language("cs-CZ"), Some(Some(Lang::CS)));
        assert_eq!(parse_language("Čeština"), Some(Some(Lang::CS)));
        assert_eq!(parse_language("auto"), Some(None));
        assert_eq!(parse_language("klingon"), None);
    }
}
