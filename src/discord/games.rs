//! What each game is on Discord, as one trait the router, the announcer and the commands call
//! through the registry ([`crate::with_game!`]): its clicks, its board, its rules' topics and its
//! refusals. Invictus implements it in `discord/invictus/`, Tactica in `discord/tactica/`; a new
//! game implements it too, and the compiler says so.

use super::announce::Announce;
use super::commands::PracticeOptions;
use super::ids::ComponentId;
use super::render::Message;
use super::router::{Answer, Failure};
use super::{Bot, Context, Error, Langs};
use crate::hosting::{HostError, MatchState, PlayerId};
use crate::kit::lang::Lang;
use poise::serenity_prelude::ComponentInteraction;
use std::future::Future;

pub(super) trait DiscordGame: Announce {
    /// The catalog key of the answer to a click on another player's private button.
    const NOT_YOURS: &'static str;
    /// The topics of `/rules`, and the prefix of their catalog keys.
    const RULE_TOPICS: &'static [&'static str];
    const RULES_PREFIX: &'static str;

    /// A click on a component of one of this game's matches.
    #[allow(clippy::too_many_arguments)]
    fn click<'a>(
        bot: &'a Bot,
        langs: Langs,
        ci: &'a ComponentInteraction,
        user: PlayerId,
        id: ComponentId,
        value: Option<&'a String>,
        interaction: Option<String>,
    ) -> impl Future<Output = Result<Answer, Failure>> + Send + 'a;

    /// A refusal from hosting, worded for this game.
    fn refused(lang: Lang, error: HostError) -> Result<Answer, Failure>;

    /// The public board of a match.
    fn public_board<'a>(
        bot: &'a Bot,
        lang: Lang,
        state: &'a MatchState<Self>,
    ) -> impl Future<Output = Message> + Send + 'a;

    /// A challenge's message once one invited player accepted and others are still awaited.
    fn challenge_still_open(lang: Lang, challenge: i64, content: &str) -> Message;

    /// `/practice`: a match against the built-in opponent.
    fn practice(
        ctx: Context<'_>,
        options: PracticeOptions,
    ) -> impl Future<Output = Result<(), Error>> + Send + '_;
}
