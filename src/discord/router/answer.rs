//! A click's one answer on its way back: sent at once, or, when it is not ready within
//! [`ANSWER_WITHIN`], after an acknowledgement that leaves the clicked message as it is.

use super::super::{render, send};
use super::Reply;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse};
use std::future::Future;
use std::time::Instant;

/// How long a click's answer may take before the click is acknowledged without it (Discord
/// allows 3 s; the rest is the margin for the acknowledgement's own trip).
const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_millis(1500);

/// Waits for `work` (the click's answer); if it is not ready within [`ANSWER_WITHIN`], first
/// acknowledges the click. Returns the answer and whether the click was acknowledged.
pub(super) async fn in_time<T>(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    received: Instant,
    work: impl Future<Output = T>,
) -> (T, bool) {
    tokio::pin!(work);
    tokio::select! {
        routed = &mut work => (routed, false),
        _ = tokio::time::sleep(ANSWER_WITHIN) => {
            let deferred = match ci.defer(ctx).await {
                Ok(()) => true,
                Err(e) => {
                    tracing::warn!(custom_id = %ci.data.custom_id, error = %e, "could not acknowledge a slow component interaction");
                    false
                }
            };
            metrics::histogram!("invictus_ack_seconds").record(received.elapsed().as_secs_f64());
            metrics::counter!("invictus_interactions_deferred_total").increment(1);
            (work.await, deferred)
        }
    }
}

/// Sends the answer of a click acknowledged earlier (see [`ANSWER_WITHIN`]): the clicked message
/// replaced, or a new private message.
pub(super) async fn respond_late(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    reply: Reply,
) -> Result<(), serenity::Error> {
    match reply {
        Reply::Tell(text) => {
            let message = render::Message::text(render::clip(&text, render::limits::CONTENT));
            ci.create_followup(ctx, send::late_message(&message, true))
                .await
                .map(|_| ())
        }
        Reply::Private(message) => ci
            .create_followup(ctx, send::late_message(&message, true))
            .await
            .map(|_| ()),
        Reply::Update(message) => ci
            .edit_response(ctx, send::late_update(&message))
            .await
            .map(|_| ()),
        Reply::Answered(note) => {
            let text = format!("{}\n→ {note}", ci.message.content);
            let message = render::Message::text(render::clip(&text, render::limits::CONTENT));
            ci.edit_response(ctx, send::late_update(&message))
                .await
                .map(|_| ())
        }
    }
}

/// Sends a click's one answer.
pub(super) async fn respond(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    reply: Reply,
) -> Result<(), serenity::Error> {
    let response = match reply {
        Reply::Tell(text) => CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(render::clip(&text, render::limits::CONTENT))
                .ephemeral(true),
        ),
        Reply::Update(message) => {
            CreateInteractionResponse::UpdateMessage(send::answer(&message, false))
        }
        Reply::Answered(note) => {
            let text = format!("{}\n→ {note}", ci.message.content);
            let message = render::Message::text(render::clip(&text, render::limits::CONTENT));
            CreateInteractionResponse::UpdateMessage(send::answer(&message, false))
        }
        Reply::Private(message) => CreateInteractionResponse::Message(send::answer(&message, true)),
    };
    ci.create_response(ctx, response).await
}
