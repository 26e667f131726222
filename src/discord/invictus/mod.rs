//! Invictus on Discord: its clicks, board and refusals behind [`DiscordGame`], its announcements
//! (`announce.rs`), its clicks (`clicks.rs`), its saved armies read as armies (`armies.rs`) and
//! its reading of a match state (`state.rs`), its army builder (`builder.rs`, and its clicks in
//! `build.rs`). Its renderers are in `render/`.

mod announce;
mod armies;
mod build;
pub(super) mod builder;
mod clicks;
mod state;

pub(super) use build::build;

use super::commands::PracticeOptions;
use super::games::DiscordGame;
use super::ids::ComponentId;
use super::render::{self, Message};
use super::router::{self, Answer, Failure};
use super::{Bot, Context, Error, Langs};
use crate::games::invictus::rules::Match;
use crate::hosting::{HostError, MatchState, PlayerId};
use crate::kit::lang::Lang;
use poise::serenity_prelude::ComponentInteraction;
use std::future::Future;

impl DiscordGame for Match {
    const NOT_YOURS: &'static str = "click-not-yours";
    const RULE_TOPICS: &'static [&'static str] = &render::RULE_TOPICS;
    const RULES_PREFIX: &'static str = "";

    fn click<'a>(
        bot: &'a Bot,
        langs: Langs,
        ci: &'a ComponentInteraction,
        user: PlayerId,
        id: ComponentId,
        value: Option<&'a String>,
        interaction: Option<String>,
    ) -> impl Future<Output = Result<Answer, Failure>> + Send + 'a {
        clicks::click(bot, langs, ci, user, id, value, interaction)
    }

    fn refused(lang: Lang, error: HostError) -> Result<Answer, Failure> {
        router::refused(lang, error)
    }

    fn public_board<'a>(
        bot: &'a Bot,
        lang: Lang,
        state: &'a MatchState<Self>,
    ) -> impl Future<Output = Message> + Send + 'a {
        bot.board(lang, state)
    }

    fn challenge_still_open(lang: Lang, challenge: i64, content: &str) -> Message {
        render::challenge_still_open(lang, challenge, content)
    }

    fn practice(
        ctx: Context<'_>,
        options: PracticeOptions,
    ) -> impl Future<Output = Result<(), Error>> + Send + '_ {
        super::commands::invictus_practice(ctx, options)
    }
}
