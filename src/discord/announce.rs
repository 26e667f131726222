//! The announcer: after every change of a match it posts what the players must know (a turn
//! nudge, a reaction-window prompt, the result) and edits the public board, coalescing bursts of
//! changes into one edit per `board_update_interval` so that channel rate limits are respected.

use super::{match_channel, players_of, render, send, Bot, Memo};
use crate::discord::hosted;
use crate::discord::hosted::Hosted;
use crate::games::invictus::picture::{self, LastMove};
use crate::games::invictus::rules::{Event, Match as Invictus, Seat};
use crate::games::{invictus_seat, Game};
use crate::hosting::{ChallengeId, MatchId};
use crate::hosting::{Change, Host, MatchState, Notice, Published};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;
use tokio::time::Instant;

/// How many public events a board shows.
const RECENT: usize = 8;

/// A posted window prompt: where, and its text.
type Prompt = (serenity::ChannelId, serenity::MessageId, String);

/// What was last announced for a match.
#[derive(Default)]
struct Announced {
    priority: Option<Seat>,
    window_version: Option<u64>,
    /// The open window prompt: where, and its text.
    prompt: Option<Prompt>,
    over: bool,
}

pub struct Announcer {
    interval: Duration,
    recent: Memo<Recent>,
    /// A Tactica match's latest public events (worded when its board is drawn); kept in
    /// memory only, so a board starts them afresh after a restart.
    tactica_recent: Memo<VecDeque<crate::games::tactica::Event>>,
    announced: Memo<Announced>,
}

/// What a board shows of a match's past: its latest public events (worded in each board's
/// language when drawn) and last move.
#[derive(Clone, Default)]
pub struct Recent {
    pub events: VecDeque<Event>,
    pub last_move: Option<LastMove>,
}

impl Recent {
    fn extend(&mut self, events: &[Event]) {
        // The events come as the public may see them.
        let public = events;
        // Only events that make a line of their own (bookkeeping such as a hidden draw does not).
        self.events.extend(
            public
                .iter()
                .filter(|e| crate::games::invictus::text::makes_a_line(e))
                .cloned(),
        );
        while self.events.len() > RECENT {
            self.events.pop_front();
        }
        if let Some(last) = picture::last_move(public) {
            self.last_move = Some(last);
        }
    }
}

impl Announcer {
    pub fn new(interval: Duration) -> Announcer {
        Announcer {
            interval,
            recent: Memo::default(),
            tactica_recent: Memo::default(),
            announced: Memo::default(),
        }
    }

    /// Keeps a Tactica match's latest public events, for its board.
    pub(super) fn push_tactica(&self, match_id: MatchId, events: &[crate::games::tactica::Event]) {
        let mut memo = self
            .tactica_recent
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let recent = memo.entry(match_id).or_default();
        recent.extend(events.iter().cloned());
        while recent.len() > RECENT {
            recent.pop_front();
        }
    }

    /// A Tactica match's latest public events, oldest first.
    pub(super) fn tactica_recent(&self, match_id: MatchId) -> Vec<crate::games::tactica::Event> {
        self.tactica_recent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
            .map(|r| r.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// The public event lines and last move of a match, rebuilt from the action log when not
    /// in memory.
    pub async fn recent(&self, host: &Host, state: &MatchState<Invictus>) -> Recent {
        let match_id = state.id;
        if let Some(recent) = self
            .recent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
        {
            return recent.clone();
        }
        let events = host
            .matches()
            .replay_events::<Invictus>(match_id)
            .await
            .unwrap_or_default();
        let mut rebuilt = Recent::default();
        rebuilt.extend(&events);
        let mut memo = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        memo.entry(match_id).or_insert(rebuilt).clone()
    }

    /// Drops what is kept of a finished match's past (its board is drawn for the last time by
    /// now): the memory kept stays that of the matches being played. What was announced of it
    /// stays, so that nothing of it is announced twice.
    fn forget_if_over(&self, match_id: MatchId) {
        let over = self
            .announced
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
            .is_some_and(|a| a.over);
        if over {
            self.recent
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&match_id);
        }
    }

    /// [`Announcer::forget_if_over`] for a Tactica match, which the Tactica announcements say is
    /// over.
    pub(super) fn forget_tactica(&self, match_id: MatchId) {
        self.tactica_recent
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&match_id);
    }

    fn push_events(&self, match_id: MatchId, events: &[Event]) {
        let mut memo = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(recent) = memo.get_mut(&match_id) {
            recent.extend(events);
        }
    }
}

/// The longest a match's pings, prompts and board edits wait for the clicks being handled to
/// be answered first.
const ANSWERS_FIRST: Duration = Duration::from_millis(20);

/// How long a match's worker waits without a change before it ends (a new one starts with the
/// next change).
const IDLE: Duration = Duration::from_secs(600);

/// A match's worker as the announcer's loop holds it.
struct Worker {
    changes: mpsc::UnboundedSender<Published>,
    task: JoinHandle<()>,
}

/// What a game's matches show on Discord after a change: the pings and prompts it calls for, and
/// the public board (see [`crate::discord::tactica`] for Tactica's).
pub(super) trait Announce: Game {
    /// Posts what `change` calls for, from the state it brought (no read of the store).
    fn announce<'a>(
        bot: &'a Bot,
        http: &'a serenity::Http,
        change: &'a Change<Self>,
    ) -> impl std::future::Future<Output = ()> + Send + 'a;
    /// Edits the public board to `state`.
    fn refresh_board<'a>(
        bot: &'a Bot,
        http: &'a serenity::Http,
        state: &'a MatchState<Self>,
    ) -> impl std::future::Future<Output = ()> + Send + 'a;
    /// Keeps the public events of a change that will not be announced (a newer one came), for
    /// the board's history.
    fn remember(bot: &Bot, change: &Change<Self>);
}

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

/// The announcer's loop: hands each match's changes to that match's own worker, so that a slow
/// edit of one board never delays another match; runs until `stop`, then lets every worker
/// flush the board it still owes.
pub async fn run(
    bot: Arc<Bot>,
    http: Arc<serenity::Http>,
    mut changes: mpsc::UnboundedReceiver<Published>,
    mut expired: mpsc::UnboundedReceiver<ChallengeId>,
    mut stop: watch::Receiver<bool>,
) {
    let mut workers: HashMap<MatchId, Worker> = HashMap::new();
    // Workers that went idle and are finishing; a new worker of the same match waits for its
    // predecessor, so that a match's announcements keep their order.
    let mut finishing: HashMap<MatchId, JoinHandle<()>> = HashMap::new();
    let (idle_tx, mut idle) = mpsc::unbounded_channel::<MatchId>();
    loop {
        tokio::select! {
            change = changes.recv() => {
                let Some(published) = change else { break };
                dispatch(&bot, &http, &mut workers, &mut finishing, &idle_tx, published);
            }
            id = expired.recv() => {
                if let Some(id) = id {
                    close_challenge_message(&bot, &http, id).await;
                }
            }
            Some(match_id) = idle.recv() => {
                // Dropping the sender lets the worker end once its queue is empty.
                if let Some(worker) = workers.remove(&match_id) {
                    finishing.insert(match_id, worker.task);
                }
                finishing.retain(|_, task| !task.is_finished());
                bot.announcer.forget_if_over(match_id);
                if bot.tactica.is_over(match_id) {
                    bot.announcer.forget_tactica(match_id);
                }
            }
            _ = stop.changed() => break,
        }
    }
    while let Ok(published) = changes.try_recv() {
        dispatch(
            &bot,
            &http,
            &mut workers,
            &mut finishing,
            &idle_tx,
            published,
        );
    }
    let tasks: Vec<JoinHandle<()>> = workers
        .into_values()
        .map(|w| w.task)
        .chain(finishing.into_values())
        .collect();
    for task in tasks {
        let _ = task.await;
    }
}

/// Sends a change to its match's worker, starting one when there is none.
fn dispatch(
    bot: &Arc<Bot>,
    http: &Arc<serenity::Http>,
    workers: &mut HashMap<MatchId, Worker>,
    finishing: &mut HashMap<MatchId, JoinHandle<()>>,
    idle: &mpsc::UnboundedSender<MatchId>,
    change: Published,
) {
    let match_id = change.match_id;
    let game = change.game;
    let mut change = change;
    loop {
        let worker = workers.entry(match_id).or_insert_with(|| {
            let (tx, rx) = mpsc::unbounded_channel();
            let before = finishing.remove(&match_id);
            let (bot, http, idle) = (bot.clone(), http.clone(), idle.clone());
            let task = crate::with_game!(game, G => {
                tokio::spawn(match_worker::<G>(bot, http, match_id, rx, idle, before))
            });
            Worker { changes: tx, task }
        });
        match worker.changes.send(change) {
            Ok(()) => return,
            Err(mpsc::error::SendError(back)) => {
                // The worker ended (it never does before its sender is dropped, unless it
                // panicked): start another.
                workers.remove(&match_id);
                change = back;
            }
        }
    }
}

/// One match's announcements: posts what each change calls for, in order, and edits the board
/// at most once per `board_update_interval`, drawing the newest state received. Ends when its
/// sender is dropped (shutdown, or after it reported itself idle), flushing the board it owes.
async fn match_worker<G: Announce>(
    bot: Arc<Bot>,
    http: Arc<serenity::Http>,
    match_id: MatchId,
    mut published: mpsc::UnboundedReceiver<Published>,
    idle: mpsc::UnboundedSender<MatchId>,
    before: Option<JoinHandle<()>>,
) {
    // A match's changes are all of its game's.
    let (tx, mut changes) = mpsc::unbounded_channel::<Change<G>>();
    let forward = async move {
        while let Some(p) = published.recv().await {
            match p.of::<G>() {
                Some(change) => {
                    if tx.send(change.clone()).is_err() {
                        break;
                    }
                }
                None => tracing::error!(%match_id, game = %p.game, "a change of another game"),
            }
        }
    };
    let work = match_worker_of::<G>(bot, http, match_id, &mut changes, idle, before);
    // The worker ends when the forwarder does (its sender dropped) and its queue is empty.
    let ((), ()) = tokio::join!(forward, work);
}

async fn match_worker_of<G: Announce>(
    bot: Arc<Bot>,
    http: Arc<serenity::Http>,
    match_id: MatchId,
    changes: &mut mpsc::UnboundedReceiver<Change<G>>,
    idle: mpsc::UnboundedSender<MatchId>,
    before: Option<JoinHandle<()>>,
) {
    if let Some(before) = before {
        let _ = before.await;
    }
    let interval = bot.announcer.interval;
    let mut last_edit: Option<Instant> = None;
    // When the owed board edit is due, and the newest state it will draw.
    let mut due: Option<Instant> = None;
    let mut latest: Option<Arc<MatchState<G>>> = None;
    let mut reported_idle = false;
    loop {
        tokio::select! {
            change = changes.recv() => {
                let Some(mut change) = change else { break };
                // Changes queued behind this one make its prompts and pings stale: under load
                // only the newest is announced (clock notices never are dropped, and every
                // change's events still reach the board's history).
                while let Ok(next) = changes.try_recv() {
                    if change.notice.is_some() {
                        G::announce(&bot, &http, &change).await;
                    } else {
                        G::remember(&bot, &change);
                        metrics::counter!("invictus_announcements_shed_total").increment(1);
                    }
                    let closed = change.closed_prompt;
                    change = Change {
                        closed_prompt: next.closed_prompt.or(closed),
                        ..next
                    };
                }
                bot.unanswered.wait_idle(ANSWERS_FIRST).await;
                G::announce(&bot, &http, &change).await;
                let now = Instant::now();
                let earliest = last_edit.map_or(now, |t| (t + interval).max(now));
                due.get_or_insert(earliest);
                latest = Some(change.state);
            }
            _ = async {
                match due {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            } => {
                due = None;
                if let Some(state) = latest.take() {
                    // Clicks are answered before boards are redrawn (a click's answer is due
                    // within Discord's 3 s; a board is only looked at).
                    bot.unanswered.wait_idle(ANSWERS_FIRST).await;
                    G::refresh_board(&bot, &http, &state).await;
                }
                last_edit = Some(Instant::now());
            }
            _ = tokio::time::sleep(IDLE), if due.is_none() && !reported_idle => {
                reported_idle = true;
                if idle.send(match_id).is_err() {
                    break;
                }
            }
        }
    }
    if let Some(state) = latest {
        G::refresh_board(&bot, &http, &state).await;
    }
}

async fn close_challenge_message(bot: &Bot, http: &serenity::Http, id: ChallengeId) {
    let Ok(Some((found, message))) = bot.host.challenges().challenge_post(id).await else {
        return;
    };
    let Some(channel) = found.channel_id else {
        return;
    };
    let lang = bot.host.people().public_language(found.guild_id).await;
    let text = format!(
        "⌛ {}",
        tr!(
            lang,
            "challenge-expired",
            challenger = format!("<@{}>", found.challenger),
            challenged = render::mention(found.challenged)
        )
    );
    let edit = send::edit(&render::Message::text(text));
    if let Err(e) = hosted::channel(channel)
        .edit_message(http, hosted::message(message), edit)
        .await
    {
        tracing::warn!(challenge = id.0, error = %e, "could not mark a challenge expired");
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

/// Marks a window prompt closed: its text (from memory, or read back after a restart) and
/// no buttons left.
pub(super) async fn close_prompt(
    lang: Lang,
    http: &serenity::Http,
    match_id: MatchId,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    text: Option<String>,
) {
    let text = match text {
        Some(text) => text,
        None => match channel.message(http, message).await {
            Ok(m) => m.content,
            Err(_) => format!(
                "⚔️ {}",
                tr!(lang, "window-in-match", match_id = match_id.0.to_string())
            ),
        },
    };
    let closed = render::window_closed(&text, &tr!(lang, "window-closed"));
    if let Err(e) = channel
        .edit_message(http, message, send::edit(&closed))
        .await
    {
        tracing::debug!(%match_id, error = %e, "could not close a window prompt");
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

/// The message without pings for players who turned them off in this match (their name stays).
pub(super) fn without_muted<G: Game>(
    state: &MatchState<G>,
    mut message: render::Message,
) -> render::Message {
    message.mention.retain(|id| {
        state
            .players
            .iter()
            .find(|(_, player)| **player == Some(*id))
            .is_none_or(|(seat, _)| state.options.at(seat).pings)
    });
    message
}
