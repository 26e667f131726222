//! The Tactica simulator: many matches between scripted players with the invariants checked
//! after every action, and a JSON summary; and the pairings of the Empires (every pair of
//! distinct Empires in duels) with their Markdown balance report.
//!
//! Match `i` of a run is seeded from the run's seed and `i` alone and is played on one thread, so
//! a run gives the same summary (and the same logs) on any number of threads.

use super::action::Action;
use super::event::Event;
use super::log::{LoggedAction, TacticaLog};
use super::players::{PlayerKind, ScriptedPlayer};
use super::state::{Decision, EmpireRule, EndReason, Item, Match, Outcome, Seat, TacticaSetup};
use super::Waiting;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;
use std::time::Instant;

/// More actions than any capped match takes: a match still going then is stuck.
const MAX_ACTIONS: usize = 1_000_000;

/// The seat kinds of match `index`: the named kinds rotated (see [`TacticaSimConfig::players`]).
pub fn seated_kinds(
    players: &[PlayerKind],
    alliances: &[Vec<Seat>],
    index: u64,
) -> Vec<PlayerKind> {
    let n = players.len();
    if n == 0 {
        return Vec::new();
    }
    if alliances.is_empty() {
        return (0..n)
            .map(|seat| players[(seat + (index % n as u64) as usize) % n])
            .collect();
    }
    let mut kinds = players.to_vec();
    let count = alliances.len();
    let shift = (index % count as u64) as usize;
    for (a, alliance) in alliances.iter().enumerate() {
        let from = &alliances[(a + shift) % count];
        for (j, &seat) in alliance.iter().enumerate() {
            kinds[seat as usize] = players[from[j] as usize];
        }
    }
    kinds
}

/// A seat's salt for its player's seed: players of one match never share a generator.
fn seat_salt(seat: Seat) -> u64 {
    0x7AC7_1CA0_0000_0000 ^ (seat as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Counts draw attempts and their results through one applied action's events, for T63.
struct DeckWatch {
    /// Draws expected in the action being watched.
    expected: u64,
    drawn: u64,
}

impl DeckWatch {
    /// Draw attempts the events of one action imply, and those that got a card (or were put off
    /// by a full hand: they come with the discard that follows).
    fn watch(
        before: &Pending,
        after: &Match,
        seat: Seat,
        action: &Action,
        events: &[Event],
    ) -> Self {
        let rules = after.rules();
        let mut expected = 0u64;
        let mut drawn = 0u64;
        // A discard that makes room draws what the decision still owed.
        if let (Action::Discard { .. }, Some(Decision::DiscardToDraw { seat: s, draws })) =
            (action, before.decision.as_ref())
        {
            if *s == seat {
                expected += *draws as u64;
            }
        }
        // A card played to make room puts the draws on the stack under it (T65); they are
        // expected when they resolve, in this action or a later one.
        if let (Action::PlayCard { .. }, Some(Decision::DiscardToDraw { seat: s, draws })) =
            (action, before.decision.as_ref())
        {
            let put_off = after
                .stack()
                .iter()
                .any(|i| matches!(i.item, Item::Draw { .. }) && !before.has(i.id));
            if *s == seat && !put_off && after.player(seat).alive {
                expected += *draws as u64;
            }
        }
        // Buys (and put-off draws) on the stack before that resolved in this action.
        for &(id, buyer, draws) in &before.buys {
            if !after.stack().iter().any(|i| i.id == id) && after.player(buyer).alive {
                expected += draws;
            }
        }
        for (index, event) in events.iter().enumerate() {
            match *event {
                Event::CardDrawn { .. } => drawn += 1,
                Event::Income { seat: s, .. } if after.temple_owner() == Some(s) => {
                    expected += rules.economy.temple_draws as u64;
                }
                Event::CastleConquered { seat: s, gold, .. }
                    if gold > 0
                        && after.player(s).alive
                        && !events[index..]
                            .iter()
                            .any(|e| matches!(e, Event::GameOver { .. })) =>
                {
                    expected += rules.economy.conquest_draws as u64;
                }
                _ => {}
            }
        }
        // A draw put off by a full hand is not a dry one.
        if let Some(Decision::DiscardToDraw { draws, .. }) = after.decision() {
            let new = !matches!(before.decision, Some(Decision::DiscardToDraw { .. }))
                || matches!(action, Action::Discard { .. });
            if new {
                drawn += *draws as u64;
            }
        }
        DeckWatch { expected, drawn }
    }

    fn dry(&self) -> u64 {
        self.expected.saturating_sub(self.drawn)
    }
}

/// What was pending before an action, for [`DeckWatch`]: the decision, and the draws on the
/// stack (buys, and draws a full hand put off): item, seat, cards.
struct Pending {
    decision: Option<Decision>,
    buys: Vec<(u32, Seat, u64)>,
}

impl Pending {
    fn of(game: &Match) -> Pending {
        Pending {
            decision: game.decision().copied(),
            buys: game
                .stack()
                .iter()
                .filter_map(|i| match i.item {
                    Item::BuyCard => Some((i.id, i.seat, 1)),
                    Item::Draw { draws } => Some((i.id, i.seat, u64::from(draws))),
                    _ => None,
                })
                .collect(),
        }
    }

    fn has(&self, item: u32) -> bool {
        self.buys.iter().any(|&(id, ..)| id == item)
    }
}

fn is_dry(game: &Match) -> bool {
    game.deck_len() == 0 && game.discard_pile().is_empty()
}

/// Where a simulated match's actions go: applied in memory ([`InMemory`]), or through a store
/// that keeps every action (the command line's `--db`).
pub trait Applier {
    /// Called once with each new match, before its first action.
    fn begin(&mut self, game: &Match) -> Result<(), String>;
    /// Applies `seat`'s `action` to `game`, leaving the events it caused in `events`.
    fn apply(
        &mut self,
        game: &mut Match,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), String>;
}

/// Actions applied in memory only.
pub struct InMemory;

impl Applier for InMemory {
    fn begin(&mut self, _: &Match) -> Result<(), String> {
        Ok(())
    }

    fn apply(
        &mut self,
        game: &mut Match,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), String> {
        game.apply_unchecked(seat, action, events);
        Ok(())
    }
}

/// Plays one match between scripted players of the given kinds (one per seat), checking the
/// invariants after every action if asked. In a window several seats may answer; who answers
/// next is drawn from the match seed, as answers arrive in any order when hosted (T79).
pub fn play_match(
    setup: TacticaSetup,
    kinds: &[PlayerKind],
    check_invariants: bool,
) -> Result<PlayedMatch, TacticaSimFailure> {
    play_match_with(setup, kinds, check_invariants, &mut InMemory)
}

/// [`play_match`], every action applied through `applier`.
pub fn play_match_with(
    setup: TacticaSetup,
    kinds: &[PlayerKind],
    check_invariants: bool,
    applier: &mut dyn Applier,
) -> Result<PlayedMatch, TacticaSimFailure> {
    let match_seed = setup.seed;
    let fail = |action_index, action, message: String| TacticaSimFailure {
        game: 0,
        match_seed,
        action_index,
        action,
        message,
    };
    let mut game = Match::new(setup.clone()).map_err(|e| fail(0, None, e.to_string()))?;
    if kinds.len() != game.players() as usize {
        return Err(fail(
            0,
            None,
            format!("{} players named for {} seats", kinds.len(), game.players()),
        ));
    }
    let mut players: Vec<ScriptedPlayer> = kinds
        .iter()
        .enumerate()
        .map(|(seat, &kind)| ScriptedPlayer::new(kind, match_seed ^ seat_salt(seat as Seat)))
        .collect();
    applier
        .begin(&game)
        .map_err(|e| fail(0, None, format!("store: {e}")))?;
    let mut chooser = Pcg64Mcg::seed_from_u64(match_seed ^ 0x5EA7_C400_5E00_0001);
    let mut log = TacticaLog::new(setup, &game.rules().version);
    let mut events: Vec<Event> = Vec::new();
    let mut deck = DeckCounts::default();
    let mut dry_turn = is_dry(&game);
    let mut turn = game.turn();
    let mut prompts = PromptCounts::default();
    let mut decisions = DecisionTimes::default();
    let mut turn_decisions = DecisionTimes::default();
    // The window last counted: the stack's size and its top item.
    let mut counted: Option<(usize, u32)> = None;
    if check_invariants {
        game.check_invariants()
            .map_err(|e| fail(0, None, e.to_string()))?;
    }
    while !game.is_over() {
        if let Waiting::Window { seats } = game.waiting() {
            let window = (game.stack().len(), game.stack().last().map_or(0, |i| i.id));
            if counted != Some(window) {
                counted = Some(window);
                prompts.windows += 1;
                prompts.prompted += seats.len() as u64;
                prompts.prompted_far_away +=
                    seats.iter().filter(|&&s| game.window_concerns(s)).count() as u64;
            }
        } else {
            counted = None;
        }
        if log.actions.len() >= MAX_ACTIONS {
            return Err(fail(
                log.actions.len(),
                None,
                format!("no end after {MAX_ACTIONS} actions"),
            ));
        }
        let seat = match game.waiting() {
            Waiting::Over => break,
            Waiting::Window { seats } if !seats.is_empty() => {
                seats[chooser.gen_range(0..seats.len())]
            }
            Waiting::Castle { seat } | Waiting::Turn { seat } | Waiting::Decision { seat } => seat,
            Waiting::Window { .. } => {
                return Err(fail(log.actions.len(), None, "an empty window".into()))
            }
        };
        let action = if matches!(kinds[seat as usize], PlayerKind::Opponent(_)) {
            let legal = game.legal_actions(seat).len();
            let turn = matches!(game.waiting(), Waiting::Turn { .. });
            let started = Instant::now();
            let action = players[seat as usize].choose(&game, seat);
            let micros = started.elapsed().as_micros() as u64;
            decisions.record(micros, legal);
            if turn {
                turn_decisions.record(micros, legal);
            }
            action
        } else {
            players[seat as usize].choose(&game, seat)
        };
        let before = Pending::of(&game);
        events.clear();
        applier
            .apply(&mut game, seat, &action, &mut events)
            .map_err(|e| fail(log.actions.len(), Some((seat, action)), e))?;
        log.actions.push(LoggedAction { seat, action });
        let watch = DeckWatch::watch(&before, &game, seat, &action, &events);
        deck.cards_drawn += events
            .iter()
            .filter(|e| matches!(e, Event::CardDrawn { .. }))
            .count() as u64;
        deck.dry_draws += watch.dry();
        if game.turn() != turn {
            deck.turns += 1;
            deck.dry_turns += dry_turn as u64;
            turn = game.turn();
            dry_turn = false;
        }
        dry_turn |= is_dry(&game);
        if check_invariants {
            game.check_invariants()
                .map_err(|e| fail(log.actions.len() - 1, Some((seat, action)), e.to_string()))?;
        }
    }
    // The last turn, cut by the end of the match.
    deck.turns += 1;
    deck.dry_turns += dry_turn as u64;
    log.outcome = game.outcome().cloned();
    Ok(PlayedMatch {
        game,
        log,
        deck,
        prompts,
        decisions,
        turn_decisions,
    })
}

/// What a run keeps of one match.
struct Record {
    outcome: Outcome,
    kinds: Vec<PlayerKind>,
    /// Each seat's Empire (its id), if any.
    empires: Vec<Option<String>>,
    /// The turn order.
    order: Vec<Seat>,
    teams: Vec<u8>,
    turns: u32,
    rounds: u32,
    actions: u64,
    deck: DeckCounts,
    prompts: PromptCounts,
    decisions: DecisionTimes,
    turn_decisions: DecisionTimes,
}

fn play_indexed(
    config: &TacticaSimConfig,
    index: u64,
    applier: &mut dyn Applier,
) -> Result<Record, TacticaSimError> {
    let seats = config.players.len() as u8;
    let kinds = seated_kinds(&config.players, &config.alliances, index);
    let setup = TacticaSetup {
        map: config.map.clone(),
        players: seats,
        alliances: config.alliances.clone(),
        seed: crate::kit::sim::match_seed(config.seed, index),
        turn_cap: config.turn_cap,
        empires: config
            .empires
            .rule(crate::kit::sim::match_seed(config.seed, index), seats),
    };
    let played =
        play_match_with(setup, &kinds, config.check_invariants, applier).map_err(|mut f| {
            f.game = index;
            TacticaSimError::Failure(f)
        })?;
    if let Some(dir) = &config.log_dir {
        let path = dir.join(format!("match-{index:05}.json"));
        std::fs::write(&path, played.log.to_json()).map_err(|e| TacticaSimError::Log {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
    }
    let game = &played.game;
    Ok(Record {
        outcome: game.outcome().cloned().expect("a played match is over"),
        teams: (0..seats).map(|s| game.player(s).team).collect(),
        kinds,
        empires: (0..seats)
            .map(|s| {
                let empire = game.player(s).empire?;
                Some(game.rules().empires.get(empire)?.id.clone())
            })
            .collect(),
        order: game.order().to_vec(),
        turns: game.turn(),
        rounds: game.round().min(config.turn_cap.unwrap_or(u32::MAX)),
        actions: played.log.actions.len() as u64,
        deck: played.deck,
        prompts: played.prompts,
        decisions: played.decisions,
        turn_decisions: played.turn_decisions,
    })
}

/// Plays matches `0..games` on `threads` threads. Each match depends only on its index, so the
/// records (and the first failure by index) are the same for any number of threads.
fn play_parallel(config: &TacticaSimConfig) -> Result<Vec<Record>, TacticaSimError> {
    crate::kit::sim::run_indexed(config.games, config.threads, |index| {
        play_indexed(config, index, &mut InMemory)
    })
}

/// Plays `config.games` matches and sums them up.
pub fn run(config: &TacticaSimConfig) -> Result<TacticaSimSummary, TacticaSimError> {
    run_into(config, None)
}

/// [`run`], every action applied through `applier` if given (then the matches are played one
/// after the other, in order).
pub fn run_into(
    config: &TacticaSimConfig,
    applier: Option<&mut dyn Applier>,
) -> Result<TacticaSimSummary, TacticaSimError> {
    let seats = config.players.len();
    if seats == 0 || seats > 8 {
        return Err(TacticaSimError::Setup(
            "name one player per seat".to_string(),
        ));
    }
    // A bad map, seat count or alliance is a setup error, found once before any match.
    Match::new(TacticaSetup {
        map: config.map.clone(),
        players: seats as u8,
        alliances: config.alliances.clone(),
        seed: 0,
        turn_cap: config.turn_cap,
        empires: config.empires.rule(0, seats as u8),
    })
    .map_err(|e| TacticaSimError::Setup(e.to_string()))?;
    if let Some(dir) = &config.log_dir {
        std::fs::create_dir_all(dir).map_err(|e| TacticaSimError::Log {
            path: dir.display().to_string(),
            message: e.to_string(),
        })?;
    }
    let started = Instant::now();
    let records = match applier {
        Some(applier) => (0..config.games)
            .map(|index| play_indexed(config, index, applier))
            .collect::<Result<Vec<_>, _>>()?,
        None => play_parallel(config)?,
    };
    let mut summary = TacticaSimSummary {
        game: super::LOG_GAME,
        map: config.map.clone(),
        seats: seats as u8,
        alliances: config.alliances.clone(),
        players: config.players.clone(),
        games: config.games,
        seed: config.seed,
        turn_cap: config.turn_cap,
        checked: config.check_invariants,
        actions: 0,
        elapsed_ms: 0,
        outcomes: EndCounts::default(),
        wins_by_seat: vec![0; seats],
        wins_by_kind: BTreeMap::new(),
        seats_by_kind: BTreeMap::new(),
        wins_by_empire: BTreeMap::new(),
        seats_by_empire: BTreeMap::new(),
        wins_by_turn_position: vec![0; seats],
        draws: 0,
        mean_turns: 0.0,
        mean_rounds: 0.0,
        mean_actions: 0.0,
        deck: DeckCounts::default(),
        prompts: PromptCounts::default(),
        opponent: None,
        opponent_turns: None,
    };
    let mut decisions = DecisionTimes::default();
    let mut turn_decisions = DecisionTimes::default();
    for kind in &config.players {
        summary.wins_by_kind.entry(kind.to_string()).or_insert(0);
    }
    let (mut turns, mut rounds) = (0u64, 0u64);
    for record in records {
        summary.actions += record.actions;
        turns += record.turns as u64;
        rounds += record.rounds as u64;
        let d = &mut summary.deck;
        d.cards_drawn += record.deck.cards_drawn;
        d.dry_draws += record.deck.dry_draws;
        d.turns += record.deck.turns;
        d.dry_turns += record.deck.dry_turns;
        let p = &mut summary.prompts;
        p.windows += record.prompts.windows;
        p.prompted += record.prompts.prompted;
        p.prompted_far_away += record.prompts.prompted_far_away;
        decisions.merge(&record.decisions);
        turn_decisions.merge(&record.turn_decisions);
        for kind in &record.kinds {
            *summary.seats_by_kind.entry(kind.to_string()).or_insert(0) += 1;
        }
        for empire in record.empires.iter().flatten() {
            *summary.seats_by_empire.entry(empire.clone()).or_insert(0) += 1;
            summary.wins_by_empire.entry(empire.clone()).or_insert(0);
        }
        let o = &mut summary.outcomes;
        match record.outcome.reason {
            EndReason::LastStanding => o.last_standing += 1,
            EndReason::CastleMajority => o.castle_majority += 1,
            // A simulation has no people to leave: counted with the turn cap, decided alike.
            EndReason::TurnCap | EndReason::NoPersonLeft => o.turn_cap += 1,
        }
        let winners = &record.outcome.winners;
        let one_side = winners.first().is_some_and(|&w| {
            winners
                .iter()
                .all(|&s| record.teams[s as usize] == record.teams[w as usize])
        });
        if !one_side {
            summary.draws += 1;
            continue;
        }
        let mut kinds_won: Vec<PlayerKind> = Vec::new();
        for &seat in winners {
            summary.wins_by_seat[seat as usize] += 1;
            let kind = record.kinds[seat as usize];
            if !kinds_won.contains(&kind) {
                kinds_won.push(kind);
            }
        }
        for kind in kinds_won {
            *summary.wins_by_kind.entry(kind.to_string()).or_insert(0) += 1;
        }
        let mut empires_won: Vec<&String> = Vec::new();
        for &seat in winners {
            if let Some(empire) = &record.empires[seat as usize] {
                if !empires_won.contains(&empire) {
                    empires_won.push(empire);
                }
            }
            if let Some(position) = record.order.iter().position(|&s| s == seat) {
                summary.wins_by_turn_position[position] += 1;
            }
        }
        for empire in empires_won {
            *summary.wins_by_empire.entry(empire.clone()).or_insert(0) += 1;
        }
    }
    summary.elapsed_ms = started.elapsed().as_millis() as u64;
    summary.opponent = decisions.summary();
    summary.opponent_turns = turn_decisions.summary();
    if config.games > 0 {
        let games = config.games as f64;
        summary.mean_turns = turns as f64 / games;
        summary.mean_rounds = rounds as f64 / games;
        summary.mean_actions = summary.actions as f64 / games;
    }
    Ok(summary)
}

mod pairings;
mod report;
mod summary;
mod timing;

pub use pairings::*;
pub use report::pairings_report;
pub use summary::*;
pub use timing::{DecisionSummary, DecisionTimes};

#[cfg(test)]
mod tests;
