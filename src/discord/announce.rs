//! The announcer: after every change of a match it posts what the players must know (a turn
//! nudge, a reaction-window prompt, the result) and edits the public board, coalescing bursts of
//! changes into one edit per `board_update_interval` so that channel rate limits are respected.

use super::{match_channel, players_of, render, send, Bot, Memo};
use crate::app::{window_open, Change, Host, Notice};
use crate::engine::{Event, Seat};
use crate::store::{ChallengeId, MatchId};
use crate::words;
use poise::serenity_prelude as serenity;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// How many public event lines a board keeps.
const RECENT: usize = 8;

/// What was last announced for a match.
#[derive(Default)]
struct Announced {
    priority: Option<Seat>,
    window_version: Option<u64>,
    /// The open window prompt: where, and its text.
    prompt: Option<(serenity::ChannelId, serenity::MessageId, String)>,
    over: bool,
}

pub struct Announcer {
    interval: Duration,
    recent: Memo<VecDeque<String>>,
    announced: Memo<Announced>,
}

impl Announcer {
    pub fn new(interval: Duration) -> Announcer {
        Announcer {
            interval,
            recent: Memo::default(),
            announced: Memo::default(),
        }
    }

    /// The public event lines of a match, rebuilt from the action log when not in memory.
    pub async fn recent(&self, host: &Host, match_id: MatchId) -> Vec<String> {
        if let Some(lines) = self
            .recent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
        {
            return lines.iter().cloned().collect();
        }
        let events = host.replay_events(match_id).await.unwrap_or_default();
        let names = match host.seen_by(match_id, None).await {
            Ok(seen) => players_of(&seen.stored),
            Err(_) => return Vec::new(),
        };
        let lines = public_lines(&events, &names);
        let mut memo = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        let entry = memo.entry(match_id).or_insert(lines);
        entry.iter().cloned().collect()
    }

    fn push_events(&self, match_id: MatchId, events: &[Event], names: &render::Players) {
        let mut memo = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(lines) = memo.get_mut(&match_id) {
            lines.extend(public_lines(events, names));
            while lines.len() > RECENT {
                lines.pop_front();
            }
        }
    }
}

fn public_lines(events: &[Event], names: &render::Players) -> VecDeque<String> {
    let mut lines: VecDeque<String> = events
        .iter()
        .filter_map(|e| words::public_event(e, names))
        .collect();
    while lines.len() > RECENT {
        lines.pop_front();
    }
    lines
}

/// The announcer's loop: runs until `stop`, then flushes the boards still waiting for an edit.
pub async fn run(
    bot: Arc<Bot>,
    http: Arc<serenity::Http>,
    mut changes: mpsc::UnboundedReceiver<Change>,
    mut expired: mpsc::UnboundedReceiver<ChallengeId>,
    mut stop: watch::Receiver<bool>,
) {
    let mut due: HashMap<MatchId, Instant> = HashMap::new();
    let mut last_edit: HashMap<MatchId, Instant> = HashMap::new();
    loop {
        let next = due.values().min().copied();
        tokio::select! {
            change = changes.recv() => {
                let Some(change) = change else { break };
                announce(&bot, &http, &change).await;
                let earliest = last_edit
                    .get(&change.match_id)
                    .map_or_else(Instant::now, |t| *t + bot.announcer.interval);
                due.entry(change.match_id).or_insert(earliest.max(Instant::now()));
            }
            id = expired.recv() => {
                if let Some(id) = id {
                    close_challenge_message(&bot, &http, id).await;
                }
            }
            _ = async {
                match next {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            } => {
                let now = Instant::now();
                let ready: Vec<MatchId> = due.iter().filter(|(_, at)| **at <= now).map(|(m, _)| *m).collect();
                for m in ready {
                    due.remove(&m);
                    refresh_board(&bot, &http, m).await;
                    last_edit.insert(m, Instant::now());
                }
            }
            _ = stop.changed() => break,
        }
    }
    while let Ok(change) = changes.try_recv() {
        announce(&bot, &http, &change).await;
        due.insert(change.match_id, Instant::now());
    }
    for m in due.into_keys() {
        refresh_board(&bot, &http, m).await;
    }
}

async fn close_challenge_message(bot: &Bot, http: &serenity::Http, id: ChallengeId) {
    let store = bot.host.store();
    let Ok(Some(found)) = store.call(move |s| s.challenge(id)).await else {
        return;
    };
    let Ok(Some(message)) = store.call(move |s| s.challenge_message(id)).await else {
        return;
    };
    let Some(channel) = found.channel_id else {
        return;
    };
    let text = format!(
        "⌛ The challenge from <@{}> to <@{}> expired.",
        found.challenger,
        found.challenged.unwrap_or(0)
    );
    let edit = send::edit(&render::Message::text(text));
    if let Err(e) = serenity::ChannelId::new(channel)
        .edit_message(http, serenity::MessageId::new(message), edit)
        .await
    {
        tracing::warn!(challenge = id.0, error = %e, "could not mark a challenge expired");
    }
}

/// Edits the public board of a match to its current state.
async fn refresh_board(bot: &Bot, http: &serenity::Http, match_id: MatchId) {
    let seen = match bot.host.seen_by(match_id, None).await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(%match_id, error = %e, "cannot load a match to redraw its board");
            return;
        }
    };
    let (Some(channel), Some(message)) =
        (match_channel(&seen.stored), seen.stored.board_message_id)
    else {
        return;
    };
    let board = match bot.board(match_id).await {
        Ok(b) => b,
        Err(e) => {
            tracing::warn!(%match_id, error = %e, "cannot draw a board");
            return;
        }
    };
    if let Err(e) = channel
        .edit_message(http, serenity::MessageId::new(message), send::edit(&board))
        .await
    {
        tracing::warn!(%match_id, error = %e, "could not edit the board");
    }
}

/// Posts the prompts a change calls for.
async fn announce(bot: &Bot, http: &serenity::Http, change: &Change) {
    let match_id = change.match_id;
    let seen = match bot.host.seen_by(match_id, None).await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(%match_id, error = %e, "cannot load a changed match");
            return;
        }
    };
    let players = players_of(&seen.stored);
    bot.announcer
        .push_events(match_id, &change.events, &players);
    let Some(channel) = match_channel(&seen.stored) else {
        return;
    };
    // Clock notices are never dropped, even in the moment between a board being posted and
    // its message id being stored.
    if let Some(notice) = change.notice {
        let message = match notice {
            Notice::Reminder { seat, deadline } => {
                render::reminder(match_id.0, seat, &players, deadline)
            }
            Notice::DeadlinePassed { late } => render::deadline_passed(
                match_id.0,
                late,
                &players,
                &humantime::format_duration(bot.host.settings().grant).to_string(),
            ),
            Notice::TimeGranted { late, deadline } => {
                render::time_granted(match_id.0, late, &players, deadline)
            }
        };
        let message = without_muted(bot, match_id, &players, message).await;
        if let Err(e) = channel.send_message(http, send::create(&message)).await {
            tracing::warn!(%match_id, error = %e, "could not post a clock notice");
        }
        return;
    }
    if seen.stored.board_message_id.is_none() {
        // The match is being set up; its start will be announced once the board exists.
        return;
    }
    let view = &seen.view;
    let game = seen.game();
    // The built-in opponent is never pinged nor prompted: it moves by itself.
    let ai_seat = bot
        .host
        .ai_seat(match_id)
        .await
        .ok()
        .flatten()
        .map(|ai| ai.seat);
    let (close, post): (
        Option<(serenity::ChannelId, serenity::MessageId, String)>,
        Option<render::Message>,
    ) = {
        let mut memo = bot
            .announcer
            .announced
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let state = memo.entry(match_id).or_default();
        if let Some(outcome) = view.outcome {
            if state.over {
                (None, None)
            } else {
                state.over = true;
                (
                    state.prompt.take(),
                    Some(render::game_over(outcome, &players)),
                )
            }
        } else if window_open(game) {
            if state.window_version == Some(view.version) {
                (None, None)
            } else {
                state.window_version = Some(view.version);
                state.priority = view.priority;
                (state.prompt.take(), None)
            }
        } else {
            let close = state.prompt.take();
            state.window_version = None;
            let ping = (state.priority != view.priority && view.priority != ai_seat)
                .then(|| render::turn_ping(match_id.0, view, &players));
            state.priority = view.priority;
            (close, ping)
        }
    };
    if let Some((ch, msg, text)) = close {
        let closed = render::window_closed(&text, "closed");
        if let Err(e) = ch.edit_message(http, msg, send::edit(&closed)).await {
            tracing::debug!(%match_id, error = %e, "could not close a window prompt");
        }
    }
    if window_open(game) && view.outcome.is_none() && view.priority != ai_seat {
        let posted_for = {
            let memo = bot
                .announcer
                .announced
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            memo.get(&match_id)
                .and_then(|s| s.prompt.as_ref().map(|p| p.1))
        };
        if posted_for.is_none() {
            let deadline = bot.host.window_deadline(match_id).await.ok().flatten();
            let prompt = render::window_prompt(match_id.0, view, &players, deadline);
            let prompt = without_muted(bot, match_id, &players, prompt).await;
            match channel.send_message(http, send::create(&prompt)).await {
                Ok(message) => {
                    let mut memo = bot
                        .announcer
                        .announced
                        .lock()
                        .unwrap_or_else(|e| e.into_inner());
                    if let Some(state) = memo.get_mut(&match_id) {
                        state.prompt = Some((channel, message.id, prompt.content.clone()));
                    }
                }
                Err(e) => tracing::warn!(%match_id, error = %e, "could not post a window prompt"),
            }
        }
    }
    if let Some(message) = post {
        let message = without_muted(bot, match_id, &players, message).await;
        if let Err(e) = channel.send_message(http, send::create(&message)).await {
            tracing::warn!(%match_id, error = %e, "could not post to a match channel");
        }
    }
}

/// The message without pings for players who turned them off in this match (their name stays).
async fn without_muted(
    bot: &Bot,
    match_id: MatchId,
    players: &render::Players,
    mut message: render::Message,
) -> render::Message {
    let mut keep = Vec::new();
    for id in message.mention.drain(..) {
        let seat = [Seat::A, Seat::B]
            .into_iter()
            .find(|s| players.id(*s) == id);
        let pings = match seat {
            Some(seat) => bot
                .host
                .seat_options(match_id, seat)
                .await
                .map_or(true, |o| o.pings),
            None => true,
        };
        if pings {
            keep.push(id);
        }
    }
    message.mention = keep;
    message
}
