//! The announcer: after every change of a match it posts what the players must know (a turn
//! nudge, a reaction-window prompt, the result) and edits the public board, coalescing bursts of
//! changes into one edit per `board_update_interval` so that channel rate limits are respected.

use super::{render, send, Bot, Memo};
use crate::discord::hosted;
use crate::games::invictus::picture::{self, LastMove};
use crate::games::invictus::rules::{Event, Match as Invictus, Seat};
use crate::games::Game;
use crate::hosting::{ChallengeId, MatchId};
use crate::hosting::{Change, Host, MatchState, Published};
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
pub(in crate::discord) type Prompt = (serenity::ChannelId, serenity::MessageId, String);

/// What was last announced for a match.
#[derive(Default)]
pub(in crate::discord) struct Announced {
    pub(in crate::discord) priority: Option<Seat>,
    pub(in crate::discord) window_version: Option<u64>,
    /// The open window prompt: where, and its text.
    pub(in crate::discord) prompt: Option<Prompt>,
    pub(in crate::discord) over: bool,
}

pub struct Announcer {
    interval: Duration,
    recent: Memo<Recent>,
    /// A Tactica match's latest public events (worded when its board is drawn); kept in
    /// memory only, so a board starts them afresh after a restart.
    tactica_recent: Memo<VecDeque<crate::games::tactica::Event>>,
    pub(in crate::discord) announced: Memo<Announced>,
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

    pub(in crate::discord) fn push_events(&self, match_id: MatchId, events: &[Event]) {
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
