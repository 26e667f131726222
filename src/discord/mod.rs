//! The Discord bot: poise slash commands, the component router, the announcer that keeps boards
//! and prompts up to date, and `serve`, which runs it all until asked to stop.

mod announce;
mod commands;
mod games;
mod hosted;
pub mod ids;
mod invictus;
pub mod render;
mod router;
mod send;
mod serve;
mod tactica;

pub use serve::{run, run_with_clock, run_with_store, termination_signal};

use crate::config::{Config, Registration};
use crate::games::invictus::picture;
use crate::games::invictus::rules::{CardStats, Match as Invictus, Seat, View};
use crate::games::invictus::text;
use crate::hosting::MatchId;
use crate::hosting::{AsyncStore, Clock, Host, HostError, MatchState, SystemClock};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The error type of commands and handlers.
/// Discord's locale tags (a user's or a server's `locale`).
pub const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// The Discord locales `lang` is written for ("fr"; "es-ES" and "es-419" for "es").
pub fn discord_locales(lang: Lang) -> impl Iterator<Item = &'static str> {
    DISCORD_LOCALES
        .iter()
        .copied()
        .filter(move |tag| Lang::from_locale(tag) == Some(lang))
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Arc<Bot>, Error>;

/// Everything the handlers share.
pub struct Bot {
    host: Arc<Host>,
    config: Config,
    announcer: announce::Announcer,
    in_flight: InFlight,
    /// Component interactions not answered yet: the announcer's pings, prompts and board edits
    /// wait for them (a little), so that a burst of clicks is acknowledged before the boards
    /// it changed are redrawn.
    unanswered: InFlight,
    /// One picture is drawn at a time, so that drawing never takes more than one core from
    /// the handlers.
    drawing: tokio::sync::Semaphore,
    /// The game of each match clicked so far (a match's game never changes).
    games: Memo<crate::games::GameKind>,
    /// What was announced of Tactica matches.
    tactica: tactica::Memory,
}

impl Bot {
    /// The game of match `match_id` (`None`: no such match, or the store failed: the click's
    /// handler then says so).
    async fn game_of(&self, match_id: MatchId) -> Option<crate::games::GameKind> {
        if let Some(&game) = self
            .games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&match_id)
        {
            return Some(game);
        }
        let game = self.host.matches().game(match_id).await.ok().flatten()?;
        self.games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(match_id, game);
        Some(game)
    }
}

/// Counts handlers at work, so that a shutdown can wait for them.
#[derive(Default)]
struct InFlight {
    count: AtomicUsize,
    idle: tokio::sync::Notify,
}

struct InFlightGuard<'a>(&'a InFlight);

impl InFlight {
    fn enter(&self) -> InFlightGuard<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        InFlightGuard(self)
    }

    async fn wait_idle(&self, limit: Duration) {
        let wait = async {
            while self.count.load(Ordering::SeqCst) > 0 {
                let notified = self.idle.notified();
                if self.count.load(Ordering::SeqCst) == 0 {
                    break;
                }
                notified.await;
            }
        };
        let _ = tokio::time::timeout(limit, wait).await;
    }
}

impl Drop for InFlightGuard<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// Why the bot could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("{0}")]
    Host(#[from] HostError),
    #[error("{0}")]
    Catalog(#[from] crate::games::invictus::cards::LoadError),
    #[error("Discord client: {0}")]
    Discord(#[from] serenity::Error),
}

/// The languages of one interaction: the replies to the person who made it, and the public
/// messages of the server it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Langs {
    pub reader: Lang,
    pub public: Lang,
}

impl Bot {
    /// The languages of an interaction by `user`, whose client speaks `locale`, in `guild`
    /// (whose locale Discord reports as `guild_locale`, remembered for later messages).
    async fn languages(
        &self,
        user: crate::hosting::PlayerId,
        locale: &str,
        guild: Option<crate::hosting::GuildId>,
        guild_locale: Option<&str>,
    ) -> Langs {
        let guild_locale = guild_locale.filter(|l| DISCORD_LOCALES.contains(l));
        if let (Some(guild), Some(guild_locale)) = (guild, guild_locale) {
            self.host
                .people()
                .note_guild_locale(guild, guild_locale)
                .await;
        }
        Langs {
            reader: self.host.people().reader_language(user, locale).await,
            public: self.host.people().public_language(guild).await,
        }
    }
}

/// The channel a match is played in: its thread, or the channel of the challenge.
fn match_channel<G: crate::games::Game>(state: &MatchState<G>) -> Option<serenity::ChannelId> {
    state.thread_id.or(state.channel_id).map(hosted::channel)
}

fn players_of(state: &MatchState<Invictus>) -> render::Players {
    render::Players {
        // A seat the match has not reads as nobody.
        ids: Seat::ALL.map(|seat| state.player(seat)),
        mode: state.public.mode,
    }
}

impl Bot {
    /// The public board of a match in `state`: drawn from its public view, with no read of the
    /// store (but the recent events, once after a restart).
    async fn board(&self, lang: Lang, state: &MatchState<Invictus>) -> render::Message {
        let players = players_of(state);
        let clocks = render::BoardClocks {
            away: Seat::ALL.map(|seat| {
                let plays = state.public.mode.seats().contains(&seat);
                plays.then(|| state.away_until(seat)).flatten()
            }),
            ..render::BoardClocks::from(state.deadlines)
        };
        let recent = self.announcer.recent(&self.host, state).await;
        let lines: Vec<String> = recent
            .events
            .iter()
            .filter_map(|e| text::event_for(lang, e, &players))
            .collect();
        let text = render::board(
            lang,
            state.id.0,
            &state.public,
            &players,
            state.variant(),
            &lines,
            &clocks,
        );
        if !self.config.board_image {
            return text;
        }
        let scene = picture::BoardScene {
            lang,
            title: tr!(
                lang,
                "picture-title",
                match_id = state.id.0.to_string(),
                variant = text::variant_name(lang, state.variant())
            ),
            deadline: state
                .deadlines
                .window
                .or(state.deadlines.turn)
                .map(|at| deadline_words(lang, at)),
            last: recent.last_move,
        };
        let view = state.public.clone();
        let drawn = self
            .draw(Wait::Queue, move || {
                picture::board_png(&view, &scene).map(Some)
            })
            .await;
        with_drawing(
            text,
            drawn,
            BOARD_FILE,
            &tr!(lang, "picture-board-description"),
        )
    }
}

/// The file names of the pictures.
const BOARD_FILE: &str = "board.png";
const HAND_FILE: &str = "hand.png";
const CARD_FILE: &str = "card.png";

impl Bot {
    /// A player's hand message with the picture of the hand (drawn from that player's own
    /// view, off the async threads); as it was if pictures are off, the hand is empty or the
    /// drawing fails (logged).
    async fn with_hand_picture(
        &self,
        lang: Lang,
        message: render::Message,
        view: &View,
        wait: Wait,
    ) -> render::Message {
        if !self.config.board_image {
            return message;
        }
        let view = view.clone();
        let drawn = self
            .draw(wait, move || {
                picture::hand_svg(lang, &view)
                    .map(|svg| picture::render_png(&svg))
                    .transpose()
            })
            .await;
        with_drawing(
            message,
            drawn,
            HAND_FILE,
            &tr!(lang, "picture-hand-description"),
        )
    }

    /// The `/card` message of a card with its picture (range pattern on a grid).
    async fn card_message(&self, lang: Lang, stats: &CardStats) -> render::Message {
        let message = render::card(lang, &stats.to_entry());
        if !self.config.board_image {
            return message;
        }
        let svg = picture::card_svg(lang, stats);
        let drawn = self
            .draw(Wait::Queue, move || picture::render_png(&svg).map(Some))
            .await;
        with_drawing(message, drawn, CARD_FILE, stats.kind.name())
    }
}

/// How long a drawing may wait for the one in progress before the message goes without it.
#[derive(Clone, Copy, Debug)]
enum Wait {
    /// Wait its turn (boards, whose edits are off the click path; `/card`).
    Queue,
    /// Wait at most this long (a fresh hand message).
    UpTo(Duration),
    /// Draw only if nothing else is being drawn (a click's answer, which must stay fast).
    Never,
}

impl Bot {
    /// Draws a picture through the drawing gate; under load (see [`Wait`]) the message goes
    /// without it (`Ok(None)`).
    async fn draw(
        &self,
        wait: Wait,
        drawing: impl FnOnce() -> Result<Option<picture::Png>, picture::PictureError> + Send + 'static,
    ) -> Result<Option<picture::Png>, String> {
        let permit = match wait {
            Wait::Queue => self.drawing.acquire().await.ok(),
            Wait::UpTo(limit) => tokio::time::timeout(limit, self.drawing.acquire())
                .await
                .ok()
                .and_then(Result::ok),
            Wait::Never => self.drawing.try_acquire().ok(),
        };
        let Some(_permit) = permit else {
            tracing::debug!("another picture is being drawn; sending text only");
            return Ok(None);
        };
        draw(drawing).await
    }
}

/// Draws a picture on a blocking thread, off the async ones (`None`: nothing to draw).
async fn draw(
    drawing: impl FnOnce() -> Result<Option<picture::Png>, picture::PictureError> + Send + 'static,
) -> Result<Option<picture::Png>, String> {
    match tokio::task::spawn_blocking(drawing).await {
        Ok(drawn) => drawn.map_err(|e| e.to_string()),
        Err(e) => Err(format!("the drawing stopped: {e}")),
    }
}

/// `message` with the picture drawn for it, or as it was (text only) when there is none or
/// the drawing failed; a failure is logged, never shown to players.
fn with_drawing(
    message: render::Message,
    drawn: Result<Option<picture::Png>, String>,
    name: &str,
    description: &str,
) -> render::Message {
    match drawn {
        Ok(Some(png)) => with_picture(message, png, name, description),
        Ok(None) => message,
        Err(e) => {
            tracing::error!(picture = name, error = %e, "cannot draw a picture; sending text only");
            message
        }
    }
}

/// `message` with `png` attached and shown in its first embed.
fn with_picture(
    mut message: render::Message,
    png: picture::Png,
    name: &str,
    description: &str,
) -> render::Message {
    if let Some(embed) = message.embeds.first_mut() {
        embed.image = Some(format!("attachment://{name}"));
    }
    message.files.push(render::Attachment {
        name: name.to_string(),
        bytes: png.bytes.into(),
        description: description.to_string(),
    });
    message
}

/// A deadline (Unix ms) as the board picture writes it: "due 2026-11-23 14:30 UTC".
fn deadline_words(lang: Lang, at: crate::hosting::UnixMs) -> String {
    let at = std::time::UNIX_EPOCH + Duration::from_millis(u64::try_from(at.0).unwrap_or(0));
    let stamp = humantime::format_rfc3339_seconds(at).to_string();
    // "2026-11-23T14:30:00Z"
    let minutes = stamp.get(..16).unwrap_or(&stamp).replace('T', " ");
    tr!(lang, "picture-due", time = minutes)
}

/// What a user is told when something failed on our side.
/// The answer when the store or Discord failed: no details.
fn something_went_wrong(lang: Lang) -> String {
    tr!(lang, "something-went-wrong")
}

/// The text a user sees for a refused request. Database trouble is logged and reported
/// without details; a request naming no real match is a plain refusal.
fn refusal(lang: Lang, e: &HostError) -> String {
    if let HostError::Store(inner) = e {
        tracing::error!(error = %inner, "database error while answering a user");
    }
    if let HostError::NoSuchMatch = e {
        tracing::debug!("a request named no real match");
    }
    match e.phrase() {
        Some(phrase) => phrase.text(lang),
        None => something_went_wrong(lang),
    }
}

/// Matches of `user` in a channel, for `/resign` and `/board`.
async fn matches_here(
    bot: &Bot,
    channel: crate::hosting::ChannelId,
) -> Result<Vec<MatchId>, HostError> {
    bot.host.matches().matches_in(channel).await
}

type Memo<T> = Mutex<HashMap<MatchId, T>>;

#[cfg(test)]
mod tests {
    use super::*;

    fn board_text() -> render::Message {
        render::Message {
            embeds: vec![render::Embed {
                title: "Invictus · match #1".to_string(),
                description: "the board in words".to_string(),
                ..render::Embed::default()
            }],
            ..render::Message::default()
        }
    }

    #[tokio::test]
    async fn a_failed_drawing_leaves_the_board_as_text() {
        let drawn = draw(|| picture::render_png("this is not SVG").map(Some)).await;
        assert!(drawn.is_err());
        let message = with_drawing(board_text(), drawn, BOARD_FILE, "The board");
        assert_eq!(message, board_text(), "the text board, untouched");
    }

    #[tokio::test]
    async fn a_drawing_is_attached_and_shown_in_the_embed() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>"#;
        let drawn = draw(move || picture::render_png(svg).map(Some)).await;
        let message = with_drawing(board_text(), drawn, BOARD_FILE, "The board");
        assert_eq!(message.files.len(), 1);
        assert_eq!(message.files[0].name, "board.png");
        assert!(message.files[0].bytes.starts_with(b"\x89PNG"));
        assert_eq!(
            message.embeds[0].image.as_deref(),
            Some("attachment://board.png")
        );
        assert_eq!(message.embeds[0].description, "the board in words");
    }
}
