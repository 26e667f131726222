//! `invictus play`: a match against the built-in opponent in the terminal (a duel, or the team
//! mode with a built-in partner against two built-in opponents), saved move by move in a local
//! SQLite file so that `play --resume` continues it.
//!
//! The human sees what a Discord player sees on the board and in their hand, as text, and picks
//! one of the numbered legal actions. Input is read line by line, so a pipe works as well as a
//! keyboard (one choice number per line).

use crate::games::invictus::army_error;
use crate::games::invictus::opponent::{Ai, Level};
use crate::games::invictus::rules::{
    Action, Army, BySeat, Catalog, Colour, Event, FieldView, Match, MatchSetup, Mode, Outcome,
    Phase, Row, Seat, SeatView, Settings, Side, View,
};
use crate::games::invictus::text::{self, SeatNames};
use crate::games::seat_number;
use crate::hosting::now_ms;
use crate::kit::lang::Lang;
use crate::store::{ActionRequest, AiSeat, Applied, MatchId, MatchPlace, PlayerId, Store};
use crate::tr;
use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

/// The stored player id of the person at the terminal.
const LOCAL_PLAYER: PlayerId = PlayerId(1);
/// The stored player id of the built-in opponent in local matches.
const AI_PLAYER: PlayerId = PlayerId(2);

/// What `invictus play` was asked to do.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    pub army: String,
    pub vs: String,
    pub mode: Mode,
    pub level: Level,
    pub seed: Option<u64>,
    pub light: bool,
    pub db: PathBuf,
    pub resume: bool,
    /// The language of everything written to the terminal.
    pub lang: Lang,
}

/// Why a local match could not be played.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Store(#[from] crate::store::StoreError),
    #[error("cannot write to the terminal: {0}")]
    Io(#[from] std::io::Error),
}

/// The seat names of a local match: "Player" (the human) and "AI" in a duel; in the team mode
/// also "Partner" and the opponents by seat. Events are told in the third person, so "you"
/// would not fit.
struct LocalNames {
    human: Seat,
    mode: Mode,
    lang: Lang,
}

impl SeatNames for LocalNames {
    fn name(&self, seat: Seat) -> String {
        let lang = self.lang;
        match self.mode {
            _ if seat == self.human => tr!(lang, "local-player"),
            Mode::Duel => tr!(lang, "local-ai"),
            Mode::Teams if seat == self.human.partner() => tr!(lang, "local-partner"),
            Mode::Teams => tr!(lang, "local-ai-seat", seat = seat.to_string()),
        }
    }

    fn side_name(&self, _lang: Lang, side: Side) -> String {
        match self.mode {
            Mode::Duel => self.name(side.first_seat()),
            Mode::Teams if side == self.human.side() => tr!(self.lang, "local-player-team"),
            Mode::Teams => tr!(self.lang, "local-ai-team"),
        }
    }
}

/// Plays (or resumes) a local match, reading choices from `input` and writing to `out`.
/// Returns when the match is over or the input ends (the match stays saved).
pub fn run(
    options: &PlayOptions,
    catalog: &Catalog,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), PlayError> {
    let lang = options.lang;
    let mut store = Store::open(&options.db)?;
    let (match_id, mut game, ai_seats) = if options.resume {
        resume(lang, &store, &options.db)?
    } else {
        start(&mut store, options, catalog)?
    };
    let human = human_seat(lang, &game, &ai_seats, match_id)?;
    // One built-in player per AI seat, each choosing from its own seat's view only.
    let mut ais = Vec::new();
    for seat in &ai_seats {
        let level = seat.level;
        ais.push((seat.seat, level, Ai::new(level, seat.seed)));
    }
    let level = ais.first().map_or(Level::default(), |(_, level, _)| *level);
    let mode = game.mode();
    let names = LocalNames { human, mode, lang };
    write_start(out, lang, match_id, mode, level, &options.db)?;
    let mut show_board = true;
    let mut line = String::new();
    loop {
        if let Some(outcome) = game.outcome() {
            write_outcome(out, lang, &game.view(Some(human)), outcome, human, &names)?;
            return Ok(());
        }
        let Some(acting) = game.priority() else {
            return Err(PlayError::Usage(tr!(lang, "play-nobody-acts")));
        };
        if let Some((_, _, ai)) = ais.iter().find(|(seat, ..)| *seat == seat_number(acting)) {
            let Some(action) = ai.choose(&game, acting) else {
                return Err(PlayError::Usage(tr!(lang, "play-ai-no-move")));
            };
            let described = text::action(lang, &game.view(Some(acting)), acting, action);
            writeln!(out, "{}: {}", names.name(acting), capitalised(&described))?;
            let (next, events) = commit(lang, &mut store, match_id, &game, acting, action)?;
            narrate(lang, out, &events, human, &names, Some(acting))?;
            game = next;
            show_board = true;
            continue;
        }
        let view = game.view(Some(human));
        let legal = game.legal_actions();
        if show_board {
            writeln!(out, "\n{}", board_text(lang, &view, human, &names))?;
            show_board = false;
        }
        write_prompt(out, lang, &view, human, &legal, &names)?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out, "\n{}", tr!(lang, "play-stopped"))?;
            return Ok(());
        }
        let answer = line.trim();
        match answer {
            "" => continue,
            "q" | "quit" | "exit" => {
                writeln!(out, "{}", tr!(lang, "play-stopped"))?;
                return Ok(());
            }
            "b" | "board" => {
                show_board = true;
                continue;
            }
            "resign" => {
                let (next, events) = commit(
                    lang,
                    &mut store,
                    match_id,
                    &game,
                    human,
                    Action::Resign { seat: human },
                )?;
                narrate(lang, out, &events, human, &names, None)?;
                game = next;
                continue;
            }
            "?" | "h" | "help" => {
                writeln!(out, "{}", tr!(lang, "play-help"))?;
                continue;
            }
            _ => {}
        }
        let chosen = answer
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=legal.len()).contains(n));
        let Some(n) = chosen else {
            writeln!(
                out,
                "{}",
                tr!(lang, "play-type-a-number", count = legal.len())
            )?;
            continue;
        };
        let action = legal[n - 1];
        let (next, events) = commit(lang, &mut store, match_id, &game, human, action)?;
        narrate(lang, out, &events, human, &names, None)?;
        game = next;
        show_board = !matches!(action, Action::Pass);
    }
}

/// The seat of the person at the terminal: the one seat no built-in player takes.
fn human_seat(
    lang: Lang,
    game: &Match,
    ai_seats: &[AiSeat],
    match_id: MatchId,
) -> Result<Seat, PlayError> {
    game.seats()
        .iter()
        .copied()
        .find(|&s| ai_seats.iter().all(|ai| ai.seat != seat_number(s)))
        .ok_or_else(|| {
            PlayError::Usage(tr!(lang, "play-no-seat", match_id = match_id.0.to_string()))
        })
}

/// The first line: which match, against whom (the built-in opponent's level), saved where.
fn write_start(
    out: &mut dyn Write,
    lang: Lang,
    match_id: MatchId,
    mode: Mode,
    level: Level,
    db: &Path,
) -> std::io::Result<()> {
    let level_name = level.to_string();
    let against = match mode {
        Mode::Duel => tr!(lang, "play-against-ai", level = level_name.as_str()),
        Mode::Teams => tr!(lang, "play-against-teams", level = level_name.as_str()),
    };
    writeln!(
        out,
        "{}",
        tr!(
            lang,
            "play-start",
            match_id = match_id.0.to_string(),
            against = against,
            path = db.display().to_string()
        )
    )
}

/// The end of the match: the last board, as the human sees it, and the outcome.
fn write_outcome(
    out: &mut dyn Write,
    lang: Lang,
    view: &View,
    outcome: Outcome,
    human: Seat,
    names: &LocalNames,
) -> std::io::Result<()> {
    writeln!(out, "\n{}", board_text(lang, view, human, names))?;
    let text = text::outcome(lang, outcome, names);
    writeln!(
        out,
        "{}",
        tr!(lang, "play-game-over", outcome = capitalised(&text))
    )
}

/// The human's turn to choose: what the match waits for, the legal actions numbered from 1,
/// and the prompt.
fn write_prompt(
    out: &mut dyn Write,
    lang: Lang,
    view: &View,
    human: Seat,
    legal: &[Action],
    names: &LocalNames,
) -> std::io::Result<()> {
    if let Some(waiting) = text::waiting_for(lang, view, names) {
        writeln!(
            out,
            "{}",
            tr!(lang, "play-your-move", waiting = capitalised(&waiting))
        )?;
    }
    for (i, action) in legal.iter().enumerate() {
        writeln!(
            out,
            "  {:>2}. {}",
            i + 1,
            text::action(lang, view, human, *action)
        )?;
    }
    write!(out, "> ")?;
    out.flush()
}

/// Creates a new local match and its AI seats: B in a duel; B, C and D in the team mode.
fn start(
    store: &mut Store,
    options: &PlayOptions,
    catalog: &Catalog,
) -> Result<(MatchId, Match, Vec<AiSeat>), PlayError> {
    let army = Army::parse(&options.army, options.light)
        .map_err(|e| PlayError::Usage(format!("--army: {}", army_error(&e).text(options.lang))))?;
    let vs = Army::parse(&options.vs, options.light)
        .map_err(|e| PlayError::Usage(format!("--vs: {}", army_error(&e).text(options.lang))))?;
    let seed = options.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
    });
    let mode = options.mode;
    let setup = MatchSetup {
        armies: BySeat::for_mode(mode, |seat| match seat {
            Seat::A => army.clone(),
            _ => vs.clone(),
        }),
        settings: Settings {
            light_match: options.light,
            mode,
            ..Settings::default()
        },
        seed,
    };
    let game = Match::new(setup, catalog).map_err(|e| PlayError::Usage(e.to_string()))?;
    let ai_seats: Vec<AiSeat> = mode.seats()[1..]
        .iter()
        .map(|&seat| AiSeat {
            seat: seat_number(seat),
            level: options.level,
            seed: seed ^ 0xA15E_ED00_0000_0001 ^ ((seat as u64) << 40),
        })
        .collect();
    let ai = |seat: Seat| mode.seats().contains(&seat).then_some(AI_PLAYER);
    let place = MatchPlace {
        players: [Some(LOCAL_PLAYER), ai(Seat::B), ai(Seat::C), ai(Seat::D)].into(),
        ..MatchPlace::default()
    };
    let id = store.create_match_with_ai(&game, &place, &ai_seats, now_ms())?;
    Ok((id, game, ai_seats))
}

/// The newest unfinished match against the AI in the file.
fn resume(
    lang: Lang,
    store: &Store,
    path: &Path,
) -> Result<(MatchId, Match, Vec<AiSeat>), PlayError> {
    let id = store.active_ai_matches()?.last().copied().ok_or_else(|| {
        PlayError::Usage(tr!(
            lang,
            "play-nothing-to-resume",
            path = path.display().to_string()
        ))
    })?;
    let stored = store.load_match::<Match>(id)?;
    let ais = store.ai_seats(id)?;
    if ais.is_empty() {
        return Err(PlayError::Usage(tr!(
            lang,
            "play-no-ai-seat",
            match_id = id.0.to_string()
        )));
    }
    Ok((id, stored.game, ais))
}

/// Stores one action (one transaction) and returns the new state and its events.
fn commit(
    lang: Lang,
    store: &mut Store,
    match_id: MatchId,
    game: &Match,
    seat: Seat,
    action: Action,
) -> Result<(Match, Vec<Event>), PlayError> {
    let request = ActionRequest::local(match_id, game, seat_number(seat), action, now_ms());
    match store.apply(&request)? {
        Applied::New { events, game, .. } => Ok((*game, events)),
        Applied::Duplicate { .. } => Err(PlayError::Usage(tr!(lang, "play-already-stored"))),
    }
}

/// Tells what happened, as the human may see it.
fn narrate(
    lang: Lang,
    out: &mut dyn Write,
    events: &[Event],
    human: Seat,
    names: &LocalNames,
    by_ai: Option<Seat>,
) -> Result<(), PlayError> {
    let indent = if by_ai.is_some() { "     " } else { "  " };
    for event in events {
        if let Some(text) = text::event_for(lang, &event.seen_by(Some(human)), names) {
            writeln!(out, "{indent}{}", capitalised(&text))?;
        }
    }
    Ok(())
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The board as `human` sees it: the other side on top, theirs below with their hand. In the
/// team mode each side shows both members (Leader, hand size, draw pile, kingdom).
pub fn board_text(lang: Lang, view: &View, human: Seat, names: &dyn SeatNames) -> String {
    let mut out = String::new();
    let turn = &view.turn;
    let heading = match view.phase {
        Phase::Mulligan { .. }
        | Phase::SetupBattlefield { .. }
        | Phase::SetupReserve { .. }
        | Phase::SetupKingdom { .. } => tr!(
            lang,
            "terminal-setup-heading",
            phase = text::phase(lang, view.phase)
        ),
        Phase::Over { .. } => tr!(lang, "terminal-over-heading", turn = turn.number),
        _ => tr!(
            lang,
            "terminal-turn-heading",
            turn = turn.number,
            whose = match view.mode {
                _ if turn.active == human => tr!(lang, "terminal-your-turn"),
                Mode::Duel => tr!(lang, "terminal-ai-turn"),
                Mode::Teams => tr!(lang, "terminal-turn-of", player = names.name(turn.active)),
            },
            phase = text::phase(lang, view.phase)
        ),
    };
    let _ = writeln!(out, "=== {heading} ===");
    if let (Mode::Teams, Some(order)) = (view.mode, view.turn_order()) {
        let order: Vec<String> = order.iter().map(|&s| names.name(s)).collect();
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "terminal-turn-order", order = order.join(" → "))
        );
    }
    let members = |side: Side| -> Vec<(String, &SeatView)> {
        side.seats(view.mode)
            .iter()
            .map(|&seat| {
                let who = if seat == human {
                    tr!(lang, "terminal-you")
                } else {
                    names.name(seat)
                };
                (who, view.seats.get(seat))
            })
            .collect()
    };
    side_text(lang, &mut out, &members(human.side().other()), true);
    let _ = writeln!(
        out,
        "      ------------------------------------------------"
    );
    side_text(lang, &mut out, &members(human.side()), false);
    let hand = view.seats.get(human).hand.as_deref().unwrap_or(&[]);
    let names: Vec<&str> = hand.iter().map(|c| c.kind.name()).collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "terminal-your-hand",
            count = names.len(),
            cards = if names.is_empty() {
                tr!(lang, "terminal-empty")
            } else {
                names.join(", ")
            }
        )
    );
    out
}

/// A player's kingdom by colour, in words: "blue 2, green 0, …".
fn kingdom_words(lang: Lang, member: &SeatView) -> String {
    let counts: Vec<String> = Colour::ALL
        .iter()
        .map(|c| {
            let colour = tr!(lang, "colour-name", colour = c.key());
            format!("{colour} {}", member.kingdom_by_colour[*c as usize])
        })
        .collect();
    counts.join(", ")
}

/// One side: its members' lines (Leader, hand and draw pile sizes, kingdom), the shared
/// reserve and graveyard, and the battlefield (`far`: back row on top).
fn side_text(lang: Lang, out: &mut String, members: &[(String, &SeatView)], far: bool) {
    let Some((_, side)) = members.first() else {
        return;
    };
    let mut header = String::new();
    for (who, member) in members {
        let _ = write!(
            header,
            "{}",
            tr!(
                lang,
                "terminal-member",
                who = who.as_str(),
                leader = member.leader.name(),
                hand = member.hand_size,
                draw_pile = member.draw_pile_size
            )
        );
        if members.len() == 1 {
            let _ = write!(
                header,
                " · {}",
                tr!(lang, "terminal-graveyard", count = side.graveyard.len())
            );
        }
        let _ = writeln!(header);
        if members.len() > 1 {
            let _ = writeln!(
                header,
                "      {}",
                tr!(
                    lang,
                    "terminal-kingdom",
                    kingdom = kingdom_words(lang, member)
                )
            );
        }
    }
    let reserve: Vec<&str> = side.reserve.iter().map(|k| k.name()).collect();
    let _ = write!(
        header,
        "      {}",
        tr!(
            lang,
            "terminal-reserve",
            count = side.reserve.len(),
            limit = side.reserve_limit,
            units = if reserve.is_empty() {
                "-".to_string()
            } else {
                reserve.join(", ")
            }
        )
    );
    if members.len() == 1 {
        let _ = write!(
            header,
            "\n      {}",
            tr!(
                lang,
                "terminal-kingdom",
                kingdom = kingdom_words(lang, side)
            )
        );
    } else {
        let _ = write!(
            header,
            " · {}",
            tr!(lang, "terminal-graveyard", count = side.graveyard.len())
        );
    }
    let rows = if far {
        [Row::Back, Row::Front]
    } else {
        [Row::Front, Row::Back]
    };
    if far {
        let _ = writeln!(out, "{header}");
    }
    for row in rows {
        let label = if row == Row::Front { 'F' } else { 'B' };
        let cells: Vec<String> = (0..3u8)
            .map(|col| {
                let unit = side
                    .battlefield
                    .iter()
                    .find(|f| f.cell.row == row && f.cell.col == col);
                format!("{:<15}", cell_text(label, col, unit))
            })
            .collect();
        let _ = writeln!(out, "      {}", cells.join(" "));
    }
    if !far {
        let _ = writeln!(out, "{header}");
    }
}

fn cell_text(row: char, col: u8, unit: Option<&FieldView>) -> String {
    match unit {
        None => format!("{row}{} .", col + 1),
        Some(f) => format!(
            "{row}{} {}{} {}",
            col + 1,
            f.kind.name(),
            if f.tilted { "~" } else { "" },
            f.health_left
        ),
    }
}
