//! Tactica on Discord: its board (the map picture, edited in place), the pings and reaction
//! prompts each change calls for, a player's private "My turn" message and the clicks on it.
//! Everything shown is drawn from a reader's view: the public board and prompts from the public
//! view, a player's message from their seat's.

mod clicks;
pub(super) mod commands;
mod draft;
pub mod render;

use super::announce::{close_prompt, without_muted, Announce};
use super::{hosted, match_channel, send, Bot, Memo, Wait};
use crate::games::tactica::{Board, Match, Ruleset, TacticaView, Waiting};
use crate::games::SeatNo;
use crate::hosting::{Change, MatchState, MessageId, Notice, UnixMs};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use render::TacticaPlayers;
use std::sync::Arc;

/// The game of this folder's boards, hands and prompts, named in their components' ids.
const TACTICA: crate::games::GameKind = <Match as crate::games::Game>::KIND;

/// What was last announced of a Tactica match.
#[derive(Default)]
pub(super) struct Announced {
    /// The seat last pinged for its move.
    pinged: Option<(SeatNo, u64)>,
    /// The version whose reaction window was prompted, and the prompt posted for it.
    window_version: Option<u64>,
    prompt: Option<(serenity::MessageId, String)>,
    over: bool,
}

/// The Tactica part of the bot's memory.
#[derive(Default)]
pub(super) struct Memory {
    announced: Memo<Announced>,
}

impl Memory {
    /// Whether the end of match `match_id` was announced.
    pub(super) fn is_over(&self, match_id: crate::hosting::MatchId) -> bool {
        self.announced
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
            .is_some_and(|a| a.over)
    }
}

/// The map and the rules a view's match is played with, as the view carries them.
pub(in crate::discord) fn rules_of(view: &TacticaView) -> (Arc<Board>, Arc<Ruleset>) {
    let played_with = &view.played_with;
    (
        Arc::clone(&played_with.board),
        Arc::clone(&played_with.rules),
    )
}

fn players_of(state: &MatchState<Match>) -> TacticaPlayers {
    TacticaPlayers(state.players.values().copied().collect())
}

/// The file name of the map picture.
const MAP_FILE: &str = "map.png";

impl Bot {
    /// The public board of a Tactica match, with the map picture when pictures are on.
    pub(super) async fn tactica_board(
        &self,
        lang: Lang,
        state: &MatchState<Match>,
    ) -> super::render::Message {
        let view = &state.public;
        let (board, rules) = rules_of(view);
        let deadline = state.deadlines.window.or(state.deadlines.turn);
        let pictures = self.config.board_image;
        // The latest public events in words, newest last (worded from the board's view: a
        // unit gone since is "a unit").
        let recent: Vec<String> = self
            .announcer
            .tactica_recent(state.id)
            .iter()
            .filter_map(|e| {
                crate::games::tactica::text::describe_event(lang, e, None, view, &board, &rules)
            })
            .collect();
        let text = render::board(
            lang,
            state.id.0,
            view,
            &players_of(state),
            deadline,
            (&board, &rules),
            (pictures, &recent),
        );
        if !pictures {
            return text;
        }
        let view = view.clone();
        let drawn = self
            .draw(Wait::Queue, move || {
                crate::games::tactica::picture::map_png(&view, &board, &rules, lang).map(Some)
            })
            .await;
        super::with_drawing(text, drawn, MAP_FILE, &tr!(lang, "tactica-picture-map"))
    }
}

impl Announce for Match {
    async fn announce(bot: &Bot, http: &serenity::Http, change: &Change<Match>) {
        announce(bot, http, change).await
    }

    async fn refresh_board(bot: &Bot, http: &serenity::Http, state: &MatchState<Match>) {
        let (Some(channel), Some(message)) = (match_channel(state), state.board_message_id) else {
            return;
        };
        let lang = bot.host.people().public_language(state.guild_id).await;
        let board = bot.tactica_board(lang, state).await;
        if let Err(e) = channel
            .edit_message(http, hosted::message(message), send::edit(&board))
            .await
        {
            tracing::warn!(match_id = %state.id, error = %e, "could not edit a Tactica board");
        }
    }

    fn remember(bot: &Bot, change: &Change<Match>) {
        bot.announcer
            .push_tactica(change.match_id(), &change.events.public);
    }
}

async fn post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    state: &MatchState<Match>,
    message: super::render::Message,
) -> Option<serenity::Message> {
    let message = without_muted(state, message);
    match channel.send_message(http, send::create(&message)).await {
        Ok(posted) => Some(posted),
        Err(e) => {
            tracing::warn!(match_id = %state.id, error = %e, "could not post to a Tactica match");
            None
        }
    }
}

/// Posts what a change of a Tactica match calls for: a clock notice, the game-over message, the
/// prompt of a new reaction window (closing the one it replaces), or the ping of the player the
/// match now waits for.
async fn announce(bot: &Bot, http: &serenity::Http, change: &Change<Match>) {
    bot.announcer
        .push_tactica(change.match_id(), &change.events.public);
    let state = &change.state;
    let match_id = state.id;
    let players = players_of(state);
    let lang = bot.host.people().public_language(state.guild_id).await;
    let Some(channel) = match_channel(state) else {
        return;
    };
    if let Some(notice) = change.notice {
        let message = notice_message(bot, lang, state, &players, notice);
        post(http, channel, state, message).await;
        return;
    }
    if state.board_message_id.is_none() {
        // The match is being set up; its start is announced once its board exists.
        return;
    }
    let view = &state.public;
    let (closing, next) = next_step(bot, state);
    close_prompts(lang, http, state, channel, closing, change.closed_prompt).await;
    match next {
        Next::Nothing => {}
        Next::Over => {
            post(
                http,
                channel,
                state,
                render::game_over(lang, match_id.0, view, &players, state.ai_seats.is_empty()),
            )
            .await;
        }
        Next::Ping(seat) => {
            post(
                http,
                channel,
                state,
                render::turn_ping(lang, match_id.0, seat, &players),
            )
            .await;
        }
        Next::Window => prompt_window(bot, http, lang, channel, state, &players).await,
    }
}

/// The message of a clock notice: a reminder, a deadline passed, or more time granted.
fn notice_message(
    bot: &Bot,
    lang: Lang,
    state: &MatchState<Match>,
    players: &TacticaPlayers,
    notice: Notice,
) -> super::render::Message {
    let match_id = state.id.0;
    match notice {
        Notice::Reminder { seat, deadline } => reminder(lang, match_id, players, seat, deadline),
        Notice::DeadlinePassed { late } => render::deadline_passed(
            lang,
            match_id,
            late,
            players,
            &crate::kit::lang::duration(lang, bot.host.settings().grant),
        ),
        Notice::TimeGranted { late, deadline } => {
            time_granted(lang, match_id, players, late, deadline)
        }
    }
}

/// The reminder that `seat` should move before `deadline`, pinging it, with its "My turn" button.
fn reminder(
    lang: Lang,
    match_id: i64,
    players: &TacticaPlayers,
    seat: SeatNo,
    deadline: UnixMs,
) -> super::render::Message {
    super::render::Message {
        rows: vec![vec![super::render::Component::Button {
            id: super::ids::ComponentId::Hand { match_id }
                .in_game(TACTICA)
                .to_string(),
            label: tr!(lang, "tactica-button-turn"),
            style: super::render::Style::Primary,
        }]],
        mention: players.id(seat).into_iter().collect(),
        ..super::render::Message::text(format!(
            "⏰ {}",
            tr!(
                lang,
                "reminder",
                player = players.named(seat),
                match_id = match_id.to_string(),
                time = deadline.secs()
            )
        ))
    }
}

/// The notice that `late` was granted more time, until `deadline`, pinging it.
fn time_granted(
    lang: Lang,
    match_id: i64,
    players: &TacticaPlayers,
    late: SeatNo,
    deadline: UnixMs,
) -> super::render::Message {
    super::render::Message {
        mention: players.id(late).into_iter().collect(),
        ..super::render::Message::text(format!(
            "⏳ {}",
            tr!(
                lang,
                "time-granted",
                player = players.named(late),
                match_id = match_id.to_string(),
                time = deadline.secs()
            )
        ))
    }
}

/// What a change of a match in play calls for, once the prompts it replaces are closed.
enum Next {
    Nothing,
    Over,
    Window,
    Ping(SeatNo),
}

/// What the match now waits for calls for, by what was last announced of it (brought up to
/// date), with the last prompt posted if this closes it.
fn next_step(
    bot: &Bot,
    state: &MatchState<Match>,
) -> (Option<(serenity::MessageId, String)>, Next) {
    let view = &state.public;
    let mut memo = bot
        .tactica
        .announced
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let entry = memo.entry(state.id).or_default();
    match &view.waiting {
        Waiting::Over if entry.over => (entry.prompt.take(), Next::Nothing),
        Waiting::Over => {
            entry.over = true;
            (entry.prompt.take(), Next::Over)
        }
        Waiting::Window { .. } if entry.window_version == Some(view.version) => {
            (None, Next::Nothing)
        }
        Waiting::Window { .. } => {
            entry.window_version = Some(view.version);
            (entry.prompt.take(), Next::Window)
        }
        Waiting::Castle { seat } | Waiting::Turn { seat } | Waiting::Decision { seat } => {
            entry.window_version = None;
            let close = entry.prompt.take();
            // A seat is pinged once per stretch of moves (a new turn, or its move after
            // a window or another player's decision).
            let fresh = entry.pinged.is_none_or(|(pinged, _)| pinged != *seat);
            entry.pinged = Some((*seat, view.version));
            if fresh && !state.is_ai(*seat) {
                (close, Next::Ping(*seat))
            } else {
                (close, Next::Nothing)
            }
        }
    }
}

/// Closes the prompts a change ends: the one last posted (its text known), then the one the
/// change closed in the store, if another.
async fn close_prompts(
    lang: Lang,
    http: &serenity::Http,
    state: &MatchState<Match>,
    channel: serenity::ChannelId,
    last: Option<(serenity::MessageId, String)>,
    closed: Option<MessageId>,
) {
    let mut closing: Vec<(serenity::MessageId, Option<String>)> =
        last.map(|(m, text)| (m, Some(text))).into_iter().collect();
    if let Some(stored) = closed {
        if !closing.iter().any(|(m, _)| m.get() == stored.0) {
            closing.push((hosted::message(stored), None));
        }
    }
    for (message, text) in closing {
        close_prompt(lang, http, state.id, channel, message, text).await;
    }
}

/// Posts the prompt of a new reaction window, unless only AIs may react or a prompt is already
/// up, and records it (to close it with its text, and in the store).
async fn prompt_window(
    bot: &Bot,
    http: &serenity::Http,
    lang: Lang,
    channel: serenity::ChannelId,
    state: &MatchState<Match>,
    players: &TacticaPlayers,
) {
    let match_id = state.id;
    let view = &state.public;
    let waited: Vec<SeatNo> = state.waiting.seats();
    if waited.iter().all(|&s| state.is_ai(s)) || state.prompt_message_id.is_some() {
        return;
    }
    let (board, rules) = rules_of(view);
    let prompt = render::window_prompt(
        lang,
        match_id.0,
        view,
        players,
        state.deadlines.window,
        (&board, &rules),
    );
    let text = prompt.content.clone();
    if let Some(posted) = post(http, channel, state, prompt).await {
        remember_prompt(bot, match_id, posted.id, text);
        if let Err(e) = bot
            .host
            .matches()
            .set_prompt_message(match_id, view.version, posted.id.hosted())
            .await
        {
            tracing::warn!(%match_id, error = %e, "could not record a window prompt");
        }
    }
}

/// Remembers the prompt posted for a match's window, to close it with its text.
fn remember_prompt(
    bot: &Bot,
    match_id: crate::hosting::MatchId,
    message: serenity::MessageId,
    text: String,
) {
    let mut memo = bot
        .tactica
        .announced
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(entry) = memo.get_mut(&match_id) {
        entry.prompt = Some((message, text));
    }
}

use super::hosted::Hosted as _;

impl super::games::DiscordGame for Match {
    const NOT_YOURS: &'static str = "tactica-click-not-yours";
    const RULE_TOPICS: &'static [&'static str] = &super::render::TACTICA_RULE_TOPICS;
    const RULES_PREFIX: &'static str = "tactica-";

    fn click<'a>(
        bot: &'a Bot,
        langs: super::Langs,
        _ci: &'a serenity::ComponentInteraction,
        user: crate::hosting::PlayerId,
        id: super::ids::ComponentId,
        value: Option<&'a String>,
        interaction: Option<String>,
    ) -> impl std::future::Future<Output = Result<super::router::Answer, super::router::Failure>>
           + Send
           + 'a {
        clicks::route(bot, langs, user, id, value, interaction)
    }

    fn refused(
        lang: Lang,
        error: crate::hosting::HostError,
    ) -> Result<super::router::Answer, super::router::Failure> {
        clicks::refused(lang, error)
    }

    fn public_board<'a>(
        bot: &'a Bot,
        lang: Lang,
        state: &'a MatchState<Self>,
    ) -> impl std::future::Future<Output = super::render::Message> + Send + 'a {
        bot.tactica_board(lang, state)
    }

    fn challenge_still_open(lang: Lang, challenge: i64, content: &str) -> super::render::Message {
        render::challenge_still_open(lang, challenge, content)
    }

    fn practice(
        ctx: super::Context<'_>,
        options: super::commands::PracticeOptions,
    ) -> impl std::future::Future<Output = Result<(), super::Error>> + Send + '_ {
        commands::tactica_practice(ctx, options)
    }
}
