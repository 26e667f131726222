//! `invictus play --game tactica`: Tactica in the terminal on the 3-castle map, against the
//! built-in player (by default), scripted players or hot-seat for several people, saved after
//! every action so that `--resume` goes on. The built-in player's moves come from
//! `Game::opponent_choice`, exactly as hosting plays its seats on Discord.
//!
//! Every human seat sees the board at the start of its turn (and on `b`), what changed after
//! each action, and its own hand, and picks from menus whose keys stay put for the turn (see
//! `menu`), or types two fields, like `F7 F9`. `e` always moves the match on: it ends the turn
//! (asked to confirm), passes a window, or gives a question its usual answer; the turn cap ends
//! every match, so `yes e | invictus play --game tactica` plays a whole match.

mod menu;

use super::TacticaSeat;
use crate::games::tactica::players::ScriptedPlayer;
use crate::games::tactica::text;
use crate::games::tactica::{
    Action, Board, EmpireRule, Event, LoggedAction, Match, Path as MovePath, RuleError, Ruleset,
    Seat, TacticaLog, TacticaSetup, TacticaView, Waiting, LOG_GAME,
};
use crate::games::{Game, Level};
use crate::kit::lang::Lang;
use crate::tr;
use serde::{Deserialize, Serialize};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

mod ask;

/// The map the terminal game is played on.
const MAP: &str = "tactica-3p";

/// A seat played by the program.
#[derive(Debug, Clone)]
enum SeatBot {
    Scripted(ScriptedPlayer),
    /// The built-in player, deciding from `seed` (mixed with the version and the seat).
    BuiltIn {
        level: Level,
        seed: u64,
    },
}

/// What `invictus play --game tactica` was asked to do.
#[derive(Debug, Clone)]
pub struct TacticaOptions {
    /// Who plays each seat, from seat 0 (None: you against the built-in player at `level`, or
    /// the saved seats on --resume).
    pub seats: Option<Vec<TacticaSeat>>,
    pub level: Level,
    pub seed: Option<u64>,
    pub save: PathBuf,
    pub resume: bool,
    /// Rounds after which the match is decided on points (T15); 0 for no cap.
    pub turn_cap: u32,
    /// Vanilla, the Empires' draft, or an Empire given to each seat (`--empire`).
    pub empires: EmpireRule,
    /// The language everything is written in.
    pub lang: Lang,
}

/// Why a Tactica match could not be played.
#[derive(Debug, thiserror::Error)]
pub enum TacticaPlayError {
    #[error("{0}")]
    Usage(String),
    #[error("cannot read or write the terminal or the save file: {0}")]
    Io(#[from] std::io::Error),
}

/// The save file: a Tactica match log (as `invictus replay` reads it) plus who plays each seat.
#[derive(Debug, Serialize, Deserialize)]
struct SaveFile {
    #[serde(flatten)]
    log: TacticaLog,
    seats: Vec<String>,
}

/// What the person at the keyboard decided.
enum Choice {
    Act(Action),
    Stop,
}

/// A match being played in the terminal.
struct Session<'a> {
    game: Match,
    board: Arc<Board>,
    rules: Arc<Ruleset>,
    save: SaveFile,
    path: PathBuf,
    seats: Vec<TacticaSeat>,
    bots: Vec<Option<SeatBot>>,
    /// Whose eyes the narration is for: the one human, or the public with several.
    narrator: Option<Seat>,
    /// The (seat, version) the match was last shown to a person for.
    shown: Option<(Seat, u64)>,
    /// The (seat, turn) the whole board was last shown for: once a turn, and on `b`.
    board_shown: Option<(Seat, u32)>,
    last_human: Option<Seat>,
    lang: Lang,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
}

/// Plays (or resumes) a Tactica match. Returns when it is over or the input ends (it stays saved).
pub fn run(
    options: &TacticaOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), TacticaPlayError> {
    let (game, save) = if options.resume {
        resume(options.lang, &options.save)?
    } else {
        start(options)?
    };
    let lang = options.lang;
    let seats: Vec<TacticaSeat> = save
        .seats
        .iter()
        .map(|s| s.parse())
        .collect::<Result<_, String>>()
        .map_err(TacticaPlayError::Usage)?;
    if seats.len() != game.players() as usize {
        return Err(TacticaPlayError::Usage(tr!(
            lang,
            "tactica-text-play-seat-count",
            path = options.save.display().to_string(),
            named = seats.len(),
            seats = game.players()
        )));
    }
    let done = save.log.actions.len() as u64;
    let bots = seats
        .iter()
        .enumerate()
        .map(|(seat, p)| match p {
            TacticaSeat::Human => None,
            // Seeded from the match and its progress, so a resumed match plays on reproducibly.
            TacticaSeat::Scripted(kind) => Some(SeatBot::Scripted(ScriptedPlayer::new(
                *kind,
                game.setup().seed ^ 0x7AC7_1CA0_0000_0000 ^ ((seat as u64) << 48) ^ done,
            ))),
            // Its decisions mix in the version: the seed stays the same for the whole match.
            TacticaSeat::BuiltIn(level) => Some(SeatBot::BuiltIn {
                level: *level,
                seed: game.setup().seed ^ 0xB017_0000_0000_0000 ^ ((seat as u64) << 48),
            }),
        })
        .collect();
    let humans: Vec<Seat> = (0..seats.len() as Seat)
        .filter(|&s| seats.get(usize::from(s)) == Some(&TacticaSeat::Human))
        .collect();
    let narrator = match humans.as_slice() {
        [one] => Some(*one),
        _ => None,
    };
    let mut session = Session {
        board: game.board_arc().clone(),
        rules: game.rules_arc().clone(),
        game,
        save,
        path: options.save.clone(),
        seats,
        bots,
        narrator,
        shown: None,
        board_shown: None,
        last_human: None,
        lang,
        input,
        out,
    };
    session.introduce(options.resume)?;
    session.play()
}

/// A new match on the 3-castle map; refuses to overwrite an unfinished one.
fn start(options: &TacticaOptions) -> Result<(Match, SaveFile), TacticaPlayError> {
    if let Ok(text) = std::fs::read_to_string(&options.save) {
        let unfinished = serde_json::from_str::<SaveFile>(&text)
            .map(|s| s.log.game == LOG_GAME && s.log.outcome.is_none())
            .unwrap_or(false);
        if unfinished {
            return Err(TacticaPlayError::Usage(tr!(
                options.lang,
                "tactica-text-play-unfinished",
                path = options.save.display().to_string()
            )));
        }
    }
    let seats = options
        .seats
        .clone()
        .unwrap_or_else(|| vec![TacticaSeat::Human, TacticaSeat::BuiltIn(options.level)]);
    let seed = options.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
    });
    let setup = TacticaSetup {
        map: MAP.to_string(),
        players: seats.len() as u8,
        alliances: Vec::new(),
        seed,
        turn_cap: (options.turn_cap > 0).then_some(options.turn_cap),
        empires: options.empires.clone(),
    };
    let game = Match::new(setup.clone()).map_err(|e| {
        let option = if matches!(e, crate::games::tactica::SetupError::Empires(_)) {
            "--empire"
        } else {
            "--seats"
        };
        TacticaPlayError::Usage(format!("{option}: {e}"))
    })?;
    let save = SaveFile {
        log: TacticaLog::new(setup, &game.rules().version),
        seats: seats.iter().map(|s| s.key()).collect(),
    };
    write_atomically(&options.save, &save)?;
    Ok((game, save))
}

fn resume(lang: Lang, path: &Path) -> Result<(Match, SaveFile), TacticaPlayError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| {
        TacticaPlayError::Usage(tr!(
            lang,
            "tactica-text-play-nothing-to-resume",
            path = shown.as_str(),
            error = e.to_string()
        ))
    })?;
    let save: SaveFile = serde_json::from_str(&text).map_err(|e| {
        TacticaPlayError::Usage(tr!(
            lang,
            "tactica-text-play-not-a-save-because",
            path = shown.as_str(),
            error = e.to_string()
        ))
    })?;
    if save.log.game != LOG_GAME {
        return Err(TacticaPlayError::Usage(tr!(
            lang,
            "tactica-text-play-not-a-save",
            path = shown.as_str()
        )));
    }
    let (game, _) = save
        .log
        .replay(None)
        .map_err(|e| TacticaPlayError::Usage(format!("{}: {e}", path.display())))?;
    Ok((game, save))
}

/// Writes the save next to its place and renames it there, so a crash never leaves half a file.
fn write_atomically(path: &Path, save: &SaveFile) -> Result<(), TacticaPlayError> {
    let mut temp = path.as_os_str().to_owned();
    temp.push(".tmp");
    let temp = PathBuf::from(temp);
    let json = serde_json::to_string(save).expect("a save serializes");
    std::fs::write(&temp, json + "\n")?;
    std::fs::rename(&temp, path)?;
    Ok(())
}

impl Session<'_> {
    fn introduce(&mut self, resumed: bool) -> Result<(), TacticaPlayError> {
        let lang = self.lang;
        let who: Vec<String> = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let seat = seat as Seat;
                let kind = match p {
                    TacticaSeat::Human if self.narrator == Some(seat) => {
                        tr!(lang, "tactica-text-play-kind", kind = "you")
                    }
                    other => other.kind_text(lang),
                };
                tr!(
                    lang,
                    "tactica-text-play-seat",
                    seat = u32::from(seat) + 1,
                    kind = kind
                )
            })
            .collect();
        let cap = match self.game.setup().turn_cap {
            Some(cap) => tr!(lang, "tactica-text-play-cap", cap = cap),
            None => tr!(lang, "tactica-text-play-no-cap"),
        };
        let map = text::map_name(lang, &self.board);
        let (id, seats) = (self.board.id.as_str(), who.join(", "));
        let path = self.path.display().to_string();
        let intro = if resumed {
            tr!(
                lang,
                "tactica-text-play-resumed",
                map = map,
                id = id,
                seats = seats,
                cap = cap,
                path = path
            )
        } else {
            tr!(
                lang,
                "tactica-text-play-start",
                map = map,
                id = id,
                seats = seats,
                cap = cap,
                path = path
            )
        };
        writeln!(self.out, "{intro}")?;
        writeln!(self.out, "{}", tr!(lang, "tactica-text-play-help"))?;
        Ok(())
    }

    fn play(&mut self) -> Result<(), TacticaPlayError> {
        let lang = self.lang;
        loop {
            if let Some(outcome) = self.game.outcome().cloned() {
                let view = self.game.view(self.narrator);
                writeln!(
                    self.out,
                    "\n{}",
                    text::board_text(lang, &view, &self.board, &self.rules)
                )?;
                let outcome = text::outcome_text(lang, &outcome);
                writeln!(
                    self.out,
                    "{}",
                    tr!(lang, "tactica-text-play-game-over", outcome = outcome)
                )?;
                let path = self.path.display().to_string();
                writeln!(
                    self.out,
                    "{}",
                    tr!(lang, "tactica-text-play-log", path = path)
                )?;
                return Ok(());
            }
            let waiting = self.game.waiting();
            let Some(&seat) = waiting.seats().first() else {
                return Err(TacticaPlayError::Usage(tr!(
                    lang,
                    "tactica-text-play-waits-for-nobody"
                )));
            };
            let action = match self
                .bots
                .get_mut(usize::from(seat))
                .and_then(Option::as_mut)
            {
                Some(bot) => {
                    let action = match bot {
                        SeatBot::Scripted(player) => player.choose(&self.game, seat),
                        // It always chooses for a seat waited for; were it not to, the
                        // rules would refuse the Pass played instead and the game stop.
                        SeatBot::BuiltIn { level, seed } => {
                            Game::opponent_choice(&self.game, seat, *level, *seed)
                                .unwrap_or(Action::Pass)
                        }
                    };
                    if action != Action::Pass {
                        let view = self.game.view(self.narrator);
                        let kind = self
                            .seats
                            .get(usize::from(seat))
                            .map_or_else(|| "?".to_string(), |s| s.kind_text(lang));
                        let described = text::describe_action(
                            lang,
                            &action,
                            seat,
                            &view,
                            &self.board,
                            &self.rules,
                        );
                        writeln!(
                            self.out,
                            "{}",
                            tr!(
                                lang,
                                "tactica-text-play-bot",
                                seat = u32::from(seat) + 1,
                                kind = kind,
                                action = described
                            )
                        )?;
                    }
                    action
                }
                None => match self.ask(seat, &waiting)? {
                    Choice::Act(action) => action,
                    Choice::Stop => {
                        let path = self.path.display().to_string();
                        writeln!(
                            self.out,
                            "{}",
                            tr!(lang, "tactica-text-play-stopped", path = path)
                        )?;
                        return Ok(());
                    }
                },
            };
            if let Err(e) = self.act(seat, action)? {
                let why = text::rule_error(lang, &e);
                writeln!(
                    self.out,
                    "{}",
                    tr!(lang, "tactica-text-play-refused", why = why)
                )?;
                if self
                    .bots
                    .get(usize::from(seat))
                    .is_some_and(Option::is_some)
                {
                    return Err(TacticaPlayError::Usage(tr!(
                        lang,
                        "tactica-text-play-bot-refused",
                        seat = u32::from(seat) + 1,
                        action = format!("{action:?}")
                    )));
                }
            }
        }
    }

    /// Applies an action with the checked `apply`, saves the log and tells what happened.
    fn act(
        &mut self,
        seat: Seat,
        action: Action,
    ) -> Result<Result<(), RuleError>, TacticaPlayError> {
        let before = self.game.view(self.narrator);
        let events = match self.game.apply(seat, &action) {
            Ok(events) => events,
            Err(e) => return Ok(Err(e)),
        };
        self.save.log.actions.push(LoggedAction { seat, action });
        self.save.log.outcome = self.game.outcome().cloned();
        write_atomically(&self.path, &self.save)?;
        self.narrate(&events, &before)?;
        Ok(Ok(()))
    }

    fn narrate(&mut self, events: &[Event], before: &TacticaView) -> Result<(), TacticaPlayError> {
        for event in events {
            if let Some(line) = text::describe_event(
                self.lang,
                event,
                self.narrator,
                before,
                &self.board,
                &self.rules,
            ) {
                writeln!(self.out, "  {line}")?;
            }
        }
        Ok(())
    }

    /// Reads one line; None at the end of the input.
    fn read_line(&mut self) -> Result<Option<String>, TacticaPlayError> {
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(line.trim().to_string()))
    }
}

/// Answers not understood in a row after which the game stops (saved): a pipe feeding one
/// wrong answer forever ends instead of spinning.
const NOT_UNDERSTOOD: usize = 20;

/// The list reached by choosing `path` from the first menu.
fn open_list<'a>(top: &'a [menu::Item], path: &[usize]) -> &'a [menu::Item] {
    let mut items = top;
    for &index in path {
        match items.get(index).map(|item| &item.node) {
            Some(menu::Node::List(next)) => items = next,
            _ => break,
        }
    }
    items
}
