//! What hosting hands front ends after every change, for any game: the match as each reader may
//! see it ([`MatchState`]), the events as each reader may see them ([`Seen`]), clock notices, and
//! the feed that carries them ([`Published`]).

use crate::games::{Finish, Game, GameKind, SeatNo, Seats, Waiting};
use crate::store::SeatOptions;
use crate::store::UnixMs;
use crate::store::{ChannelId, GuildId, MessageId, PlayerId};
use crate::store::{MatchId, MatchRecord, Timer, TimerKind};
use std::any::Any;
use std::sync::Arc;

/// A match as front ends show it: its place, the public view and each seat's own view, who it
/// waits for, its deadlines and the players' options. It holds no game state, so nothing drawn
/// from it can show a card its reader may not see, as long as a seat's view goes only to that
/// seat. `G` is the game (Invictus unless named).
#[derive(Clone, Debug)]
pub struct MatchState<G: Game> {
    pub id: MatchId,
    pub guild_id: Option<GuildId>,
    /// Where the challenge was made.
    pub channel_id: Option<ChannelId>,
    /// The match's own thread, when it has one.
    pub thread_id: Option<ChannelId>,
    pub board_message_id: Option<MessageId>,
    /// The player at each seat (`None`: nobody, e.g. the built-in opponent).
    pub players: Seats<Option<PlayerId>>,
    /// What everyone may see.
    pub public: G::View,
    /// What each seat may see: its own hand and the actions open to it.
    pub seats: Seats<G::View>,
    /// Who the match waits for.
    pub waiting: Waiting,
    /// The applied actions so far: a choice drawn for another version is stale.
    pub version: u64,
    /// How it ended, once it did.
    pub finish: Option<Finish>,
    /// What it was set up with that everyone may know.
    pub terms: G::Terms,
    pub deadlines: Deadlines,
    pub options: Seats<SeatOptions<G::Order>>,
    /// Until when each seat's player is on vacation (Unix ms), if they are now.
    pub away: Seats<Option<UnixMs>>,
    /// The seats the built-in opponent plays.
    pub ai_seats: Vec<SeatNo>,
    /// The seat that missed its deadline, while the others may claim the win.
    pub late_seat: Option<SeatNo>,
    /// The public prompt posted for the open reaction window.
    pub prompt_message_id: Option<MessageId>,
    /// When the match last changed (Unix ms).
    pub updated_at: UnixMs,
}

impl<G: Game> MatchState<G> {
    /// The state of a stored match at `now`, with its timers.
    pub(crate) fn of(record: &MatchRecord<G>, timers: &[Timer], now: UnixMs) -> MatchState<G> {
        let game = &record.game;
        let seats = game.seats();
        MatchState {
            id: record.id,
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            thread_id: record.thread_id,
            board_message_id: record.board_message_id,
            players: seats.iter().map(|&s| record.players.at(s)).collect(),
            public: game.view(None),
            seats: seats.iter().map(|&s| game.view(Some(s))).collect(),
            waiting: game.waiting(),
            version: game.version(),
            finish: game.finish(),
            terms: game.terms(),
            deadlines: Deadlines::of(timers),
            options: seats
                .iter()
                .map(|&s| record.options.get(s).copied().unwrap_or_default())
                .collect(),
            away: seats
                .iter()
                .map(|&s| record.away.at(s).filter(|until| *until > now))
                .collect(),
            ai_seats: record.ai.iter().map(|ai| ai.seat).collect(),
            late_seat: record.clock.and_then(|c| c.late_seat),
            prompt_message_id: record.prompt_message_id,
            updated_at: record.updated_at,
        }
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn is_over(&self) -> bool {
        self.finish.is_some()
    }

    /// Whether a reaction window is open.
    pub fn window_open(&self) -> bool {
        matches!(self.waiting, Waiting::Window { .. })
    }

    /// The seat `user` plays, if they play in this match.
    pub fn seat_number_of(&self, user: PlayerId) -> Option<SeatNo> {
        self.players
            .iter()
            .find(|(_, player)| **player == Some(user))
            .map(|(seat, _)| seat)
    }

    /// What `user` may see: their seat's view if they play, else the public view.
    pub fn view_of(&self, user: PlayerId) -> &G::View {
        self.seat_number_of(user)
            .and_then(|seat| self.seats.get(seat))
            .unwrap_or(&self.public)
    }

    /// The player at `seat` (`None`: nobody, e.g. the built-in opponent's seat).
    pub fn player_at(&self, seat: SeatNo) -> Option<PlayerId> {
        self.players.at(seat)
    }

    /// Whether the built-in opponent plays `seat`.
    pub fn is_ai(&self, seat: SeatNo) -> bool {
        self.ai_seats.contains(&seat)
    }

    /// Whether the built-in opponent is among those the match waits for.
    pub fn waits_for_ai(&self) -> bool {
        self.waiting.seats().iter().any(|&seat| self.is_ai(seat))
    }
}

/// Events as each reader may see them: redacted by the game for the public and for each seat
/// before they leave hosting, so that no front end can show an event unredacted by omission.
#[derive(Clone, Debug)]
pub struct Seen<E> {
    pub public: Vec<E>,
    pub seats: Seats<Vec<E>>,
}

impl<E> Default for Seen<E> {
    fn default() -> Self {
        Seen {
            public: Vec::new(),
            seats: Seats::default(),
        }
    }
}

impl<E> Seen<E> {
    /// `events` of a `G` match with `seats`, as each reader may see them.
    pub fn of<G: Game<Event = E>>(events: &[E], seats: &[SeatNo]) -> Seen<E> {
        Seen {
            public: events.iter().map(|e| G::seen_by(e, None)).collect(),
            seats: seats
                .iter()
                .map(|&s| events.iter().map(|e| G::seen_by(e, Some(s))).collect())
                .collect(),
        }
    }

    /// The events as `reader` may see them (`None`: the public; a seat the match has not sees
    /// what the public sees).
    pub fn for_reader(&self, reader: Option<SeatNo>) -> &[E] {
        reader
            .and_then(|seat| self.seats.get(seat))
            .unwrap_or(&self.public)
    }

    pub fn is_empty(&self) -> bool {
        self.public.is_empty()
    }
}

/// A match changed: an action was applied (with the events it caused, as each reader may see
/// them), it was just started, or its clock calls for a notice. The state it led to travels with
/// it.
#[derive(Debug)]
pub struct Change<G: Game> {
    pub state: Arc<MatchState<G>>,
    pub events: Seen<G::Event>,
    pub notice: Option<Notice>,
    /// The prompt of a reaction window this change closed, to mark it closed.
    pub closed_prompt: Option<MessageId>,
}

// Not derived: a change is cloned whatever its game's match type is.
impl<G: Game> Clone for Change<G> {
    fn clone(&self) -> Change<G> {
        Change {
            state: Arc::clone(&self.state),
            events: self.events.clone(),
            notice: self.notice,
            closed_prompt: self.closed_prompt,
        }
    }
}

impl<G: Game> Change<G> {
    pub fn match_id(&self) -> MatchId {
        self.state.id
    }
}

/// A change of a match of any game, as the feed carries it to the front ends: each takes the
/// changes of the games it shows ([`Published::of`]).
#[derive(Clone)]
pub struct Published {
    pub game: GameKind,
    pub match_id: MatchId,
    /// The version at which the match waits for the built-in opponent, if it does (and is not
    /// over): what the opponent reads of the feed.
    pub(crate) opponent_to_move: Option<u64>,
    change: Arc<dyn Any + Send + Sync>,
}

impl Published {
    pub(crate) fn new<G: Game>(change: Change<G>) -> Published {
        let state = &change.state;
        let opponent_to_move = (!state.is_over() && state.waits_for_ai()).then_some(state.version);
        Published {
            game: G::KIND,
            match_id: change.match_id(),
            opponent_to_move,
            change: Arc::new(change),
        }
    }

    /// The change, if it is one of a `G` match.
    pub fn of<G: Game>(&self) -> Option<&Change<G>> {
        self.change.downcast_ref::<Change<G>>()
    }
}

impl std::fmt::Debug for Published {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Published")
            .field("game", &self.game)
            .field("match_id", &self.match_id)
            .finish_non_exhaustive()
    }
}

/// The deadlines running in a match (Unix ms).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deadlines {
    /// The open reaction window's.
    pub window: Option<UnixMs>,
    /// The player to move's.
    pub turn: Option<UnixMs>,
}

impl Deadlines {
    /// The deadlines a match's timers hold.
    pub(crate) fn of(timers: &[Timer]) -> Deadlines {
        let due = |kind: TimerKind| timers.iter().find(|t| t.kind == Ok(kind)).map(|t| t.due_at);
        Deadlines {
            window: due(TimerKind::ReactionWindow),
            turn: due(TimerKind::TurnDeadline),
        }
    }
}

/// Something about a match's clock the players must be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// `seat` should move before `deadline` (Unix ms).
    Reminder { seat: SeatNo, deadline: UnixMs },
    /// `late` missed its deadline: the others may claim the win or grant more time.
    DeadlinePassed { late: SeatNo },
    /// `late` was granted more time, until `deadline`.
    TimeGranted { late: SeatNo, deadline: UnixMs },
}
