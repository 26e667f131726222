//! Invictus's announcements: what a change of an Invictus match posts (pings, prompts, the
//! events as each reader may see them) and its public board's edits.

use crate::discord::announce::*;
use crate::discord::hosted;
use crate::discord::hosted::Hosted;
use crate::discord::{match_channel, players_of, render, send, Bot};
use crate::games::invictus::rules::{Match as Invictus, Seat};
use crate::games::invictus_seat;
use crate::hosting::{Change, MatchState, Notice};
use poise::serenity_prelude as serenity;

impl Announce for Invictus {
    fn announce<'a>(
        bot: &'a Bot,
        http: &'a serenity::Http,
        change: &'a Change<Invictus>,
    ) -> impl std::future::Future<Output = ()> + Send + 'a {
        announce(bot, http, change)
    }

    fn refresh_board<'a>(
        bot: &'a Bot,
        http: &'a serenity::Http,
        state: &'a MatchState<Invictus>,
    ) -> impl std::future::Future<Output = ()> + Send + 'a {
        refresh_board(bot, http, state)
    }

    fn remember(bot: &Bot, change: &Change<Invictus>) {
        bot.announcer
            .push_events(change.match_id(), &change.events.public);
    }
}

/// Edits the public board of a match to the state a change brought.
async fn refresh_board(bot: &Bot, http: &serenity::Http, state: &MatchState<Invictus>) {
    let match_id = state.id;
    let (Some(channel), Some(message)) = (match_channel(state), state.board_message_id) else {
        return;
    };
    let lang = bot.host.people().public_language(state.guild_id).await;
    let board = bot.board(lang, state).await;
    if let Err(e) = channel
        .edit_message(http, hosted::message(message), send::edit(&board))
        .await
    {
        tracing::warn!(%match_id, error = %e, "could not edit the board");
    }
}

/// Posts the prompts a change calls for, from the state it brought (no read of the store).
async fn announce(bot: &Bot, http: &serenity::Http, change: &Change<Invictus>) {
    let state = &change.state;
    let match_id = state.id;
    let players = players_of(state);
    bot.announcer.push_events(match_id, &change.events.public);
    let lang = bot.host.people().public_language(state.guild_id).await;
    let Some(channel) = match_channel(state) else {
        return;
    };
    // Clock notices are never dropped, even in the moment between a board being posted and
    // its message id being stored.
    if let Some(notice) = change.notice {
        let message = match notice {
            Notice::Reminder { seat, deadline } => invictus_seat(seat)
                .map(|seat| render::reminder(lang, match_id.0, seat, &players, deadline)),
            Notice::DeadlinePassed { late } => invictus_seat(late).map(|late| {
                render::deadline_passed(
                    lang,
                    match_id.0,
                    late,
                    &players,
                    &crate::kit::lang::duration(lang, bot.host.settings().grant),
                )
            }),
            Notice::TimeGranted { late, deadline } => invictus_seat(late)
                .map(|late| render::time_granted(lang, match_id.0, late, &players, deadline)),
        };
        let Some(message) = message else {
            tracing::warn!(%match_id, ?notice, "a clock notice names no seat of the match");
            return;
        };
        let message = without_muted(state, message);
        if let Err(e) = channel.send_message(http, send::create(&message)).await {
            tracing::warn!(%match_id, error = %e, "could not post a clock notice");
        }
        return;
    }
    if state.board_message_id.is_none() {
        // The match is being set up; its start will be announced once the board exists.
        return;
    }
    let view = &state.public;
    let window_open = state.window_open();
    // The built-in opponent is never pinged nor prompted: it moves by itself.
    let is_ai = |seat: Option<Seat>| seat.is_some_and(|s| state.is_ai_seat(s));
    let (close, post): (Option<Prompt>, Option<render::Message>) = {
        let mut memo = bot
            .announcer
            .announced
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let entry = memo.entry(match_id).or_default();
        if let Some(outcome) = view.outcome {
            if entry.over {
                (entry.prompt.take(), None)
            } else {
                entry.over = true;
                (
                    entry.prompt.take(),
                    Some(render::game_over(
                        lang,
                        match_id.0,
                        outcome,
                        &players,
                        view.mode.is_duel() && state.ai_seats.is_empty(),
                    )),
                )
            }
        } else if window_open {
            if entry.window_version == Some(view.version) {
                (None, None)
            } else {
                entry.window_version = Some(view.version);
                entry.priority = view.priority;
                (entry.prompt.take(), None)
            }
        } else {
            let close = entry.prompt.take();
            entry.window_version = None;
            let ping = (entry.priority != view.priority && !is_ai(view.priority))
                .then(|| render::turn_ping(lang, match_id.0, view, &players));
            entry.priority = view.priority;
            (close, ping)
        }
    };
    // The prompt this change closed, known from memory or (after a restart) from the store.
    let mut closing: Vec<(serenity::MessageId, Option<String>)> = Vec::new();
    if let Some((_, message, text)) = close {
        closing.push((message, Some(text)));
    }
    if let Some(stored) = change.closed_prompt {
        if !closing.iter().any(|(m, _)| m.get() == stored.0) {
            closing.push((hosted::message(stored), None));
        }
    }
    for (message, text) in closing {
        close_prompt(lang, http, match_id, channel, message, text).await;
    }
    if window_open && view.outcome.is_none() && !is_ai(view.priority) {
        let posted_for = {
            let memo = bot
                .announcer
                .announced
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            memo.get(&match_id)
                .and_then(|s| s.prompt.as_ref().map(|p| p.1))
        };
        if posted_for.is_none() && state.prompt_message_id.is_none() {
            let prompt =
                render::window_prompt(lang, match_id.0, view, &players, state.deadlines.window);
            let prompt = without_muted(state, prompt);
            match channel.send_message(http, send::create(&prompt)).await {
                Ok(message) => {
                    {
                        let mut memo = bot
                            .announcer
                            .announced
                            .lock()
                            .unwrap_or_else(|e| e.into_inner());
                        if let Some(entry) = memo.get_mut(&match_id) {
                            entry.prompt = Some((channel, message.id, prompt.content.clone()));
                        }
                    }
                    match bot
                        .host
                        .matches()
                        .set_prompt_message(match_id, view.version, message.id.hosted())
                        .await
                    {
                        Ok(true) => {}
                        // The window was answered meanwhile: its change closes the prompt.
                        Ok(false) => {}
                        Err(e) => {
                            tracing::warn!(%match_id, error = %e, "could not record a window prompt")
                        }
                    }
                }
                Err(e) => tracing::warn!(%match_id, error = %e, "could not post a window prompt"),
            }
        }
    }
    if let Some(message) = post {
        let message = without_muted(state, message);
        if let Err(e) = channel.send_message(http, send::create(&message)).await {
            tracing::warn!(%match_id, error = %e, "could not post to a match channel");
        }
    }
}
