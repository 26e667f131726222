//! The component router: every button and select menu is routed here by its custom_id (never by
//! an in-memory collector), so prompts posted before a restart keep working. Every click is
//! answered exactly once: with what it did, with a refusal that changes nothing, or, when the
//! store or Discord fails, with a short private "something went wrong".
//!
//! This module holds the dispatch: a click in a match goes to its game's `DiscordGame::click`,
//! the others to [`challenges`] (challenges and rematches) or to the army builder (Invictus's, in
//! `discord/invictus/build.rs`). [`answer`] sends the answer, late when it was not ready in time.

mod answer;
mod challenges;

pub(super) use challenges::{post_board, rematch, start_match};

use super::games::DiscordGame;
use super::ids::ComponentId;
use super::render;
use super::{refusal, something_went_wrong, Bot, Langs};
use crate::discord::hosted::Hosted;
use crate::hosting::HostError;
use crate::hosting::{ChallengeId, MatchId};
use crate::kit::lang::Lang;
use crate::tr;
use crate::with_game;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind};
use std::sync::Arc;

/// Why a click could not be handled: trouble on our side, answered without details.
pub(in crate::discord) type Failure = Box<dyn std::error::Error + Send + Sync>;

/// How a click is answered.
pub(in crate::discord) enum Reply {
    /// A short private text.
    Tell(String),
    /// The clicked message replaced (the private hand message, or a public prompt).
    Update(render::Message),
    /// The clicked public message marked answered: its text and this note, no buttons left.
    Answered(String),
    /// A new private message.
    Private(render::Message),
}

/// A click's answer, and a match to set up once it is sent (after accepting a challenge) or a
/// challenge to post (a rematch).
pub(in crate::discord) struct Answer {
    pub(in crate::discord) reply: Reply,
    pub(in crate::discord) start: Option<MatchId>,
    pub(in crate::discord) post: Option<ChallengePost>,
}

/// A challenge message to post in a channel once the click is answered.
pub(in crate::discord) struct ChallengePost {
    pub(in crate::discord) channel: crate::hosting::ChannelId,
    pub(in crate::discord) challenge: ChallengeId,
    pub(in crate::discord) message: render::Message,
}

impl From<Reply> for Answer {
    fn from(reply: Reply) -> Self {
        Answer {
            reply,
            start: None,
            post: None,
        }
    }
}

pub(in crate::discord) fn tell(text: impl Into<String>) -> Result<Answer, Failure> {
    Ok(Reply::Tell(text.into()).into())
}

/// A refusal for the clicking user, or a failure if the store failed.
pub(in crate::discord) fn refused(lang: Lang, e: HostError) -> Result<Answer, Failure> {
    match e {
        HostError::Store(inner) => Err(Box::new(inner)),
        other => tell(refusal(lang, &other)),
    }
}

/// The framework's event handler: components go to [`route`], and are answered once.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Arc<Bot>, super::Error>,
    event: &serenity::FullEvent,
) -> Result<(), super::Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(component),
    } = event
    {
        let bot = framework.user_data;
        let _busy = bot.in_flight.enter();
        let unanswered = bot.unanswered.enter();
        let ctx = framework.serenity_context;
        let received = std::time::Instant::now();
        let langs = bot
            .languages(
                component.user.id.hosted(),
                &component.locale,
                component.guild_id.map(Hosted::hosted),
                component.guild_locale.as_deref(),
            )
            .await;
        // Discord fails a click it has no answer to within 3 s. An answer not ready in time (a
        // queue of clicks, a slow disk) is preceded by an acknowledgement that leaves the clicked
        // message as it is, and sent when ready.
        let (routed, deferred) =
            answer::in_time(ctx, component, received, route(bot, langs, component)).await;
        let (answer, result) = match routed {
            Ok(answer) => {
                let result = match answer.reply {
                    Reply::Tell(_) => "refused",
                    _ => "answered",
                };
                (answer, result)
            }
            Err(e) => {
                tracing::warn!(custom_id = %component.data.custom_id, error = %e, "component interaction failed");
                (
                    Reply::Tell(something_went_wrong(langs.reader)).into(),
                    "failed",
                )
            }
        };
        let sent = if deferred {
            answer::respond_late(ctx, component, answer.reply).await
        } else {
            answer::respond(ctx, component, answer.reply).await
        };
        if let Err(e) = sent {
            tracing::warn!(custom_id = %component.data.custom_id, error = %e, "could not answer a component interaction");
        }
        drop(unanswered);
        metrics::counter!("invictus_interactions_total", "result" => result).increment(1);
        if !deferred {
            metrics::histogram!("invictus_ack_seconds").record(received.elapsed().as_secs_f64());
        }
        if let Some(post) = answer.post {
            challenges::post_challenge(bot, ctx, post).await;
        }
        if let Some(match_id) = answer.start {
            start_match(
                bot,
                langs.public,
                ctx,
                component.channel_id,
                component.message.id,
                match_id,
            )
            .await;
        }
    }
    Ok(())
}

/// A click's answer: its id read, its owner checked, then handed to the handler of its kind.
async fn route(bot: &Bot, langs: Langs, ci: &ComponentInteraction) -> Result<Answer, Failure> {
    let lang = langs.reader;
    let (id, named) = match ComponentId::parse_posted(&ci.data.custom_id) {
        Ok(parsed) => parsed,
        Err(_) => return tell(tr!(lang, "click-unknown-button")),
    };
    let user = ci.user.id.hosted();
    // A click in a match goes to the game its id names; one posted before games were named goes
    // to its match's stored game (read once and remembered). The others are challenges and the
    // army builder.
    let game = match (id.match_id(), named) {
        (Some(_), Some(game)) => Some(game),
        (Some(match_id), None) => bot.game_of(MatchId(match_id)).await,
        (None, _) => None,
    };
    // A private message's components are its owner's alone.
    if id.is_private() {
        match id.owner() {
            Some(owner) if owner == user.0 => {}
            Some(_) => {
                let key = game.map_or(
                    "click-not-yours",
                    |kind| with_game!(kind, G => G::NOT_YOURS),
                );
                return tell(lang.text(key, &[]));
            }
            None if matches!(id, ComponentId::Act { .. }) => {}
            None => {
                return match game {
                    Some(kind) => with_game!(kind, G => G::refused(lang, HostError::Stale)),
                    None => refused(lang, HostError::Stale),
                }
            }
        }
    }
    let values: Vec<String> = match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let value = values.first();
    let interaction = Some(ci.id.get().to_string());
    if let Some(kind) = game {
        return with_game!(kind, G => G::click(bot, langs, ci, user, id, value, interaction).await);
    }
    match id {
        ComponentId::Accept { challenge } => {
            challenges::accept(bot, langs, ci, ChallengeId(challenge), None).await
        }
        ComponentId::AcceptWith { challenge } => {
            challenges::accept_with(bot, langs, ci, ChallengeId(challenge), value).await
        }
        ComponentId::Decline { challenge } => {
            challenges::decline(bot, langs, user, ChallengeId(challenge)).await
        }
        ComponentId::Build {
            owner,
            state,
            part,
            name,
        } => super::invictus::build(bot, lang, owner, state, part, &name, value).await,
        // A match this bot has no record of.
        _ => refused(lang, HostError::NoSuchMatch),
    }
}
