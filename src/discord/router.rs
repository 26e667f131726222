//! The component router: every button and select menu is routed here by its custom_id (never by
//! an in-memory collector), so prompts posted before a restart keep working.

use super::ids::{ComponentId, PickValue};
use super::{match_channel, players_of, refusal, render, send, Bot, Error};
use crate::app::{window_open, HostError};
use crate::engine::{Action, Seat};
use crate::store::{ChallengeId, MatchId};
use crate::words;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse};
use std::sync::Arc;

/// The framework's event handler: components go to [`route`].
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Arc<Bot>, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(component),
    } = event
    {
        let bot = framework.user_data;
        let _busy = bot.in_flight.enter();
        let ctx = framework.serenity_context;
        if let Err(e) = route(bot, ctx, component).await {
            tracing::warn!(custom_id = %component.data.custom_id, error = %e, "component interaction failed");
        }
    }
    Ok(())
}

/// Answers privately with a short text.
async fn tell(ctx: &serenity::Context, ci: &ComponentInteraction, text: &str) -> Result<(), Error> {
    ci.create_response(
        ctx,
        CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(render::clip(text, render::limits::CONTENT))
                .ephemeral(true),
        ),
    )
    .await?;
    Ok(())
}

/// Replaces the clicked message (the private hand message, or a public prompt).
async fn update(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    message: &render::Message,
) -> Result<(), Error> {
    ci.create_response(
        ctx,
        CreateInteractionResponse::UpdateMessage(send::answer(message, false)),
    )
    .await?;
    Ok(())
}

/// Marks the clicked public message as answered: its text and `note`, no buttons left.
async fn answered(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    note: &str,
) -> Result<(), Error> {
    let text = format!("{}\n→ {note}", ci.message.content);
    update(
        ctx,
        ci,
        &render::Message::text(render::clip(&text, render::limits::CONTENT)),
    )
    .await
}

/// Answers with a new private message.
async fn private(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    message: &render::Message,
) -> Result<(), Error> {
    ci.create_response(
        ctx,
        CreateInteractionResponse::Message(send::answer(message, true)),
    )
    .await?;
    Ok(())
}

async fn route(bot: &Bot, ctx: &serenity::Context, ci: &ComponentInteraction) -> Result<(), Error> {
    let id: ComponentId = match ci.data.custom_id.parse() {
        Ok(id) => id,
        Err(_) => {
            return tell(ctx, ci, "Sorry, I don't recognise this button. It may come from an older version of the bot; use /board for a fresh board.").await;
        }
    };
    let user = ci.user.id.get();
    let values: Vec<String> = match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    match id {
        ComponentId::Accept { challenge } => {
            accept(bot, ctx, ci, ChallengeId(challenge), None).await
        }
        ComponentId::AcceptWith { challenge } => {
            let Some(army) = values.first() else {
                return tell(ctx, ci, "Pick an army from the menu.").await;
            };
            if !render::PRESET_ARMIES.iter().any(|(k, _)| k == army) {
                return tell(ctx, ci, "That is not one of the offered armies.").await;
            }
            accept(bot, ctx, ci, ChallengeId(challenge), Some(army.clone())).await
        }
        ComponentId::Decline { challenge } => {
            match bot.host.decline(ChallengeId(challenge), user).await {
                Ok(()) => answered(ctx, ci, &format!("Declined by <@{user}>.")).await,
                Err(e) => tell(ctx, ci, &refusal(&e)).await,
            }
        }
        ComponentId::Hand { match_id } => hand(bot, ctx, ci, MatchId(match_id)).await,
        ComponentId::Act {
            match_id,
            version,
            index,
        } => act(bot, ctx, ci, MatchId(match_id), version, index).await,
        ComponentId::Pick { match_id, version } => {
            let Some(value) = values.first().and_then(|v| v.parse::<PickValue>().ok()) else {
                return tell(ctx, ci, "Sorry, I don't recognise that choice.").await;
            };
            match value {
                PickValue::Action { index } => {
                    act(bot, ctx, ci, MatchId(match_id), version, index).await
                }
                PickValue::Group { group, page } => {
                    page_of(
                        bot,
                        ctx,
                        ci,
                        MatchId(match_id),
                        version,
                        Some((group, page)),
                    )
                    .await
                }
                PickValue::Groups { page } => {
                    page_of(
                        bot,
                        ctx,
                        ci,
                        MatchId(match_id),
                        version,
                        Some((u16::MAX, page)),
                    )
                    .await
                }
            }
        }
        ComponentId::Back { match_id, version } => {
            page_of(bot, ctx, ci, MatchId(match_id), version, None).await
        }
        ComponentId::Respond { match_id, version } => {
            let match_id = MatchId(match_id);
            let seen = match bot.host.seen_by(match_id, Some(user)).await {
                Ok(s) => s,
                Err(e) => return tell(ctx, ci, &refusal(&e)).await,
            };
            let Some(seat) = seen.seat else {
                return tell(ctx, ci, &HostError::NotAPlayer.to_string()).await;
            };
            if seen.game().version() != version || !window_open(seen.game()) {
                return tell(ctx, ci, &HostError::Stale.to_string()).await;
            }
            if seen.game().priority() != Some(seat) {
                return tell(ctx, ci, "This reaction window is not yours to answer.").await;
            }
            let message = hand_message(bot, &seen, seat, None, None).await?;
            private(ctx, ci, &message).await
        }
        ComponentId::Pass { match_id, version } => {
            let match_id = MatchId(match_id);
            let result = bot
                .host
                .play(
                    match_id,
                    user,
                    version,
                    |g| {
                        g.legal_actions()
                            .contains(&Action::Pass)
                            .then_some(Action::Pass)
                    },
                    Some(ci.id.get().to_string()),
                )
                .await;
            match result {
                Ok(_) => answered(ctx, ci, &format!("<@{user}> passed.")).await,
                Err(HostError::NotYourMove) => {
                    tell(ctx, ci, "This reaction window is not yours to answer.").await
                }
                Err(e) => tell(ctx, ci, &refusal(&e)).await,
            }
        }
        ComponentId::Orders { match_id } => {
            let Some(order) = values
                .first()
                .and_then(|v| crate::app::StandingOrder::from_key(v))
            else {
                return tell(ctx, ci, "Sorry, I don't recognise that choice.").await;
            };
            set_orders(bot, ctx, ci, MatchId(match_id), order).await
        }
        ComponentId::Claim { match_id } => match bot.host.claim(MatchId(match_id), user).await {
            Ok(_) => answered(ctx, ci, &format!("<@{user}> claimed the win.")).await,
            Err(e) => tell(ctx, ci, &refusal(&e)).await,
        },
        ComponentId::Grant { match_id } => match bot.host.grant(MatchId(match_id), user).await {
            Ok(_) => answered(ctx, ci, &format!("<@{user}> granted more time.")).await,
            Err(e) => tell(ctx, ci, &refusal(&e)).await,
        },
        ComponentId::Resign { match_id } => {
            match bot
                .host
                .resign(MatchId(match_id), user, Some(ci.id.get().to_string()))
                .await
            {
                Ok(_) => {
                    update(
                        ctx,
                        ci,
                        &render::Message::text(format!("You resigned match #{match_id}.")),
                    )
                    .await
                }
                Err(e) => tell(ctx, ci, &refusal(&e)).await,
            }
        }
    }
}

/// "My hand": a fresh private message for a player of the match.
async fn hand(
    bot: &Bot,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    match_id: MatchId,
) -> Result<(), Error> {
    let seen = match bot.host.seen_by(match_id, Some(ci.user.id.get())).await {
        Ok(s) => s,
        Err(e) => return tell(ctx, ci, &refusal(&e)).await,
    };
    let Some(seat) = seen.seat else {
        return tell(
            ctx,
            ci,
            "You are not playing in this match; the board above shows everything public.",
        )
        .await;
    };
    let message = hand_message(bot, &seen, seat, None, None).await?;
    private(ctx, ci, &message).await
}

/// The private hand message of `seat` (a page of one group's choices with `group`), with the
/// player's standing order in its menu.
async fn hand_message(
    bot: &Bot,
    seen: &crate::app::Seen,
    seat: Seat,
    notice: Option<&str>,
    group: Option<(u16, u16)>,
) -> Result<render::Message, Error> {
    let match_id = seen.stored.id;
    let orders = bot.host.seat_options(match_id, seat).await?.orders;
    Ok(render::hand_page(
        match_id.0,
        seen.game(),
        seat,
        &players_of(&seen.stored),
        notice,
        group,
        orders,
    ))
}

/// Sets the clicking player's standing order from the hand message, then shows the hand as it
/// is now (an open window may have been answered by the new order).
async fn set_orders(
    bot: &Bot,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    match_id: MatchId,
    order: crate::app::StandingOrder,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let seen = match bot.host.seen_by(match_id, Some(user)).await {
        Ok(s) => s,
        Err(e) => return tell(ctx, ci, &refusal(&e)).await,
    };
    let Some(seat) = seen.seat else {
        return tell(ctx, ci, &HostError::NotAPlayer.to_string()).await;
    };
    let mut options = bot.host.seat_options(match_id, seat).await?;
    options.orders = order;
    if let Err(e) = bot.host.set_seat_options(match_id, user, options).await {
        return tell(ctx, ci, &refusal(&e)).await;
    }
    let seen = match bot.host.seen_by(match_id, Some(user)).await {
        Ok(s) => s,
        Err(e) => return tell(ctx, ci, &refusal(&e)).await,
    };
    let players = players_of(&seen.stored);
    let notice = format!(
        "✅ Standing order for match #{}: {}.",
        match_id.0,
        render::order_words(order)
    );
    let message = render::hand(
        match_id.0,
        seen.game(),
        seat,
        &players,
        Some(&notice),
        order,
    );
    update(ctx, ci, &message).await
}

/// Another page of the private hand message (a group's choices, or the list of groups).
async fn page_of(
    bot: &Bot,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    match_id: MatchId,
    version: u64,
    group: Option<(u16, u16)>,
) -> Result<(), Error> {
    let seen = match bot.host.seen_by(match_id, Some(ci.user.id.get())).await {
        Ok(s) => s,
        Err(e) => return tell(ctx, ci, &refusal(&e)).await,
    };
    let Some(seat) = seen.seat else {
        return tell(ctx, ci, &HostError::NotAPlayer.to_string()).await;
    };
    if seen.game().version() != version {
        return tell(ctx, ci, &HostError::Stale.to_string()).await;
    }
    let message = hand_message(bot, &seen, seat, None, group).await?;
    update(ctx, ci, &message).await
}

/// Applies the chosen action and shows the player their hand as it is now.
async fn act(
    bot: &Bot,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    match_id: MatchId,
    version: u64,
    index: u16,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let mut described = String::new();
    let result = bot
        .host
        .play(
            match_id,
            user,
            version,
            |g| {
                let action = g.legal_actions().get(index as usize).copied()?;
                let seat = g.priority()?;
                described = words::action(g, seat, action);
                Some(action)
            },
            Some(ci.id.get().to_string()),
        )
        .await;
    match result {
        Ok(_) => {
            let seen = match bot.host.seen_by(match_id, Some(user)).await {
                Ok(s) => s,
                Err(e) => return tell(ctx, ci, &refusal(&e)).await,
            };
            let seat = seen.seat.unwrap_or(Seat::A);
            let notice = format!("✅ {described}");
            let message = hand_message(bot, &seen, seat, Some(&notice), None).await?;
            update(ctx, ci, &message).await
        }
        Err(e) => tell(ctx, ci, &refusal(&e)).await,
    }
}

/// Accepts a challenge, then sets up the match's thread and board.
async fn accept(
    bot: &Bot,
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    challenge: ChallengeId,
    army: Option<String>,
) -> Result<(), Error> {
    let user = ci.user.id.get();
    let match_id = match bot.host.accept(challenge, user, army, bot.host.now()).await {
        Ok(m) => m,
        Err(e) => return tell(ctx, ci, &refusal(&e)).await,
    };
    let text = format!(
        "{}\n→ Accepted by <@{user}>: match #{} is starting.",
        ci.message.content, match_id.0
    );
    update(
        ctx,
        ci,
        &render::Message::text(render::clip(&text, render::limits::CONTENT)),
    )
    .await?;
    start_match(bot, ctx, ci.channel_id, ci.message.id, match_id).await;
    Ok(())
}

/// Opens the match's thread (when configured), posts its board and announces the first move.
pub(super) async fn start_match(
    bot: &Bot,
    ctx: &serenity::Context,
    channel: serenity::ChannelId,
    challenge_message: serenity::MessageId,
    match_id: MatchId,
) {
    let store = bot.host.store();
    if bot.config.use_threads {
        let builder = serenity::CreateThread::new(format!("Invictus match #{}", match_id.0))
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        match channel
            .create_thread_from_message(ctx, challenge_message, builder)
            .await
        {
            Ok(thread) => {
                let id = thread.id.get();
                if let Err(e) = store.call(move |s| s.set_thread(match_id, id)).await {
                    tracing::error!(%match_id, error = %e, "cannot record the match thread");
                }
            }
            Err(e) => {
                tracing::warn!(%match_id, error = %e, "cannot open a thread; playing in the channel");
            }
        }
    }
    let seen = match bot.host.seen_by(match_id, None).await {
        Ok(s) => s,
        Err(e) => {
            tracing::error!(%match_id, error = %e, "cannot load a new match");
            return;
        }
    };
    let Some(target) = match_channel(&seen.stored) else {
        return;
    };
    let board = match bot.board(match_id).await {
        Ok(b) => b,
        Err(e) => {
            tracing::error!(%match_id, error = %e, "cannot draw a new board");
            return;
        }
    };
    match target.send_message(ctx, send::create(&board)).await {
        Ok(message) => {
            let id = message.id.get();
            if let Err(e) = store.call(move |s| s.set_board_message(match_id, id)).await {
                tracing::error!(%match_id, error = %e, "cannot record the board message");
            }
        }
        Err(e) => tracing::error!(%match_id, error = %e, "cannot post the board"),
    }
    bot.host.touch(match_id);
}
