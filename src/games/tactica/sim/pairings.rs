//! The pairings run: every pair of Empires plays duels on the 1v1 map, each Empire first and
//! second alike, summed up by pair and by Empire for the balance report.

use super::*;

/// The unit type an Empire that names a cheaper type (Media, T103) names in a pairings run when
/// `--empires` does not say: the Heavy Infantry, the line unit of every army.
pub const PAIRINGS_CHEAPER: &str = "heavy_infantry";

/// The overall share of wins (in percent) outside which a pairings report names an Empire.
pub const PAIRINGS_BALANCED: (f64, f64) = (40.0, 60.0);

/// Seeds tried for a pairings match before giving up on a turn order that puts the wanted seat
/// first (each try is a fair draw, T6).
const ORDER_ATTEMPTS: u64 = 64;

/// A pairings run: every unordered pair of distinct Empires plays `games` duels.
///
/// In match `i` of the pair (A, B), A sits in seat `i % 2` and the seat that plays first is
/// `(i / 2) % 2`, so over four matches each Empire sits in each seat twice and plays first
/// twice, once from each seat. The engine draws the turn order from the match seed (T6): the
/// match seed is the first of a sequence of seeds (from the run's seed, the pair and `i`) whose
/// draw puts that seat first, and who played first is read from the played match. Seat `s`
/// plays the kind named `(s + i / 4) % 2`.
#[derive(Clone, Debug)]
pub struct PairingsConfig {
    /// Matches per pair.
    pub games: u64,
    pub seed: u64,
    /// A duel map (tactica-3p).
    pub map: String,
    /// The two players' kinds.
    pub players: Vec<PlayerKind>,
    pub turn_cap: Option<u32>,
    pub check_invariants: bool,
    pub threads: usize,
    /// The Empires paired, as `--empires` names them (`media/<unit id or wagon>` for Media);
    /// empty for every Empire of the ruleset (see [`pairings_empires`]).
    pub empires: Vec<String>,
}

/// Counts of matches: played, won, drawn (a draw is no win for either side).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
}

impl Tally {
    /// The share of the matches won, in percent.
    pub fn percent(self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        100.0 * self.wins as f64 / self.games as f64
    }

    /// Half the width of the 95% confidence interval of [`Tally::percent`], in points.
    pub fn margin(self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        let p = self.wins as f64 / self.games as f64;
        100.0 * 1.96 * (p * (1.0 - p) / self.games as f64).sqrt()
    }

    fn add(&mut self, other: Tally) {
        self.games += other.games;
        self.wins += other.wins;
        self.draws += other.draws;
    }
}

/// The matches of one pair of Empires.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PairingRow {
    /// The two Empires' ids, `a` before `b` in the run's list.
    pub a: String,
    pub b: String,
    pub games: u64,
    pub wins_a: u64,
    pub wins_b: u64,
    pub draws: u64,
    /// Matches in which A sat in seat 0.
    pub a_in_seat_0: u64,
    /// Matches in which A played first, as the match drew it (T6).
    pub a_first: u64,
    /// A's wins when it played first, and B's when it did.
    pub wins_a_first: u64,
    pub wins_b_first: u64,
    /// Draws in which A played first.
    pub draws_a_first: u64,
    pub outcomes: EndCounts,
    /// Matches that reached the turn cap and were drawn (tied on score and castles).
    pub turn_cap_draws: u64,
    pub actions: u64,
    pub rounds: u64,
}

impl PairingRow {
    /// Matches won by the player who played first.
    pub fn wins_first(&self) -> u64 {
        self.wins_a_first + self.wins_b_first
    }
}

/// How one Empire did over a pairings run: all its matches, those it played first and those it
/// played second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EmpireRecord {
    pub all: Tally,
    pub first: Tally,
    pub second: Tally,
}

/// The result of a pairings run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairingsSummary {
    pub game: &'static str,
    pub map: String,
    pub players: Vec<PlayerKind>,
    /// The Empires as played (Media with its cheaper type), in the run's order.
    pub empires: Vec<String>,
    pub games_per_pair: u64,
    pub seed: u64,
    pub turn_cap: Option<u32>,
    pub checked: bool,
    /// The ruleset's version.
    pub rules_version: String,
    /// The duel's starting gold of the first and of the second player.
    pub first_gold: i32,
    pub second_gold: i32,
    /// One row per pair, in the order of the run's list (`a` before `b`).
    pub pairs: Vec<PairingRow>,
    pub actions: u64,
    pub elapsed_ms: u64,
}

impl PairingsSummary {
    /// The Empires' ids (without Media's cheaper type), in the run's order.
    pub fn empire_ids(&self) -> Vec<&str> {
        self.empires.iter().map(|e| empire_id(e)).collect()
    }

    /// `empire`'s record against `other` (nothing against itself).
    pub fn against(&self, empire: &str, other: &str) -> Tally {
        let mut tally = Tally::default();
        for row in &self.pairs {
            if row.a == empire && row.b == other {
                tally.add(Tally {
                    games: row.games,
                    wins: row.wins_a,
                    draws: row.draws,
                });
            } else if row.b == empire && row.a == other {
                tally.add(Tally {
                    games: row.games,
                    wins: row.wins_b,
                    draws: row.draws,
                });
            }
        }
        tally
    }

    /// `empire`'s record against all the others, and as the first and the second player.
    pub fn record(&self, empire: &str) -> EmpireRecord {
        let mut record = EmpireRecord::default();
        for row in &self.pairs {
            let (wins, wins_first, first, draws_first) = if row.a == empire {
                (row.wins_a, row.wins_a_first, row.a_first, row.draws_a_first)
            } else if row.b == empire {
                (
                    row.wins_b,
                    row.wins_b_first,
                    row.games - row.a_first,
                    row.draws - row.draws_a_first,
                )
            } else {
                continue;
            };
            record.all.add(Tally {
                games: row.games,
                wins,
                draws: row.draws,
            });
            record.first.games += first;
            record.first.wins += wins_first;
            record.second.games += row.games - first;
            record.second.wins += wins - wins_first;
            record.first.draws += draws_first;
            record.second.draws += row.draws - draws_first;
        }
        record
    }

    /// The first and the second player's record over the whole run.
    pub fn by_turn_order(&self) -> (Tally, Tally) {
        let games: u64 = self.pairs.iter().map(|r| r.games).sum();
        let draws: u64 = self.pairs.iter().map(|r| r.draws).sum();
        let first: u64 = self.pairs.iter().map(PairingRow::wins_first).sum();
        let decided: u64 = self.pairs.iter().map(|r| r.wins_a + r.wins_b).sum();
        (
            Tally {
                games,
                wins: first,
                draws,
            },
            Tally {
                games,
                wins: decided - first,
                draws,
            },
        )
    }

    /// Every match's ends, summed.
    pub fn outcomes(&self) -> (EndCounts, u64) {
        let mut ends = EndCounts::default();
        let mut cap_draws = 0;
        for row in &self.pairs {
            ends.last_standing += row.outcomes.last_standing;
            ends.castle_majority += row.outcomes.castle_majority;
            ends.turn_cap += row.outcomes.turn_cap;
            cap_draws += row.turn_cap_draws;
        }
        (ends, cap_draws)
    }
}

/// An Empire's id as named to a run: the part before Media's `/<cheaper type>`.
fn empire_id(named: &str) -> &str {
    named.split_once('/').map_or(named, |(id, _)| id)
}

/// The Empires a pairings run plays: those named, or else every Empire of the standard ruleset
/// in its order, an Empire that names a cheaper type (Media, T103) naming
/// [`PAIRINGS_CHEAPER`] (or its first choice if it cannot). Names are turned into ids and
/// Media's cheaper type is kept.
pub fn pairings_empires(named: &[String]) -> Result<Vec<String>, TacticaSimError> {
    let rules = crate::games::tactica::Ruleset::standard();
    if named.is_empty() {
        return Ok(rules
            .empires
            .list
            .iter()
            .enumerate()
            .map(|(kind, empire)| {
                let choices = rules.cheaper_choices(kind as crate::games::tactica::EmpireKind);
                let wanted = rules
                    .unit_by_id(PAIRINGS_CHEAPER)
                    .map(|kind| crate::games::tactica::Cheaper::Unit { kind })
                    .filter(|c| choices.contains(c))
                    .or_else(|| choices.first().copied());
                match wanted {
                    None => empire.id.clone(),
                    Some(crate::games::tactica::Cheaper::Wagon) => format!("{}/wagon", empire.id),
                    Some(crate::games::tactica::Cheaper::Unit { kind }) => {
                        format!("{}/{}", empire.id, rules.unit(kind).id)
                    }
                }
            })
            .collect());
    }
    let mut out: Vec<String> = Vec::new();
    for name in named {
        let (base, cheaper) = match name.split_once('/') {
            Some((base, cheaper)) => (base, Some(cheaper)),
            None => (name.as_str(), None),
        };
        let kind = rules
            .empires
            .by_id(base)
            .ok_or_else(|| TacticaSimError::Setup(format!("no Empire '{base}'")))?;
        let id = rules.empires.list[usize::from(kind)].id.clone();
        if out.iter().any(|e| empire_id(e) == id) {
            return Err(TacticaSimError::Setup(format!(
                "'{id}' is named twice: a pairing is two distinct Empires (T7)"
            )));
        }
        out.push(match cheaper {
            Some(cheaper) => format!("{id}/{cheaper}"),
            None => id,
        });
    }
    if out.len() < 2 {
        return Err(TacticaSimError::Setup(
            "name at least two Empires to pair".to_string(),
        ));
    }
    Ok(out)
}

/// What a pairings run keeps of one match.
struct PairingRecord {
    pair: usize,
    a_seat: Seat,
    first: Seat,
    /// The winning seat; none for a draw.
    winner: Option<Seat>,
    reason: EndReason,
    actions: u64,
    rounds: u32,
}

/// The unordered pairs of `n` Empires: (0, 1), (0, 2), …, (n - 2, n - 1).
fn pairs_of(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect()
}

/// The setup of a pairings match: `empires` by seat.
fn pairing_setup(config: &PairingsConfig, empires: [&String; 2], seed: u64) -> TacticaSetup {
    TacticaSetup {
        map: config.map.clone(),
        players: 2,
        alliances: Vec::new(),
        seed,
        turn_cap: config.turn_cap,
        empires: EmpireRule::Given(empires.iter().map(|e| (*e).clone()).collect()),
    }
}

/// Plays match `index` of a pairings run (`index / games` is the pair).
fn play_pairing(
    config: &PairingsConfig,
    empires: &[String],
    pairs: &[(usize, usize)],
    index: u64,
) -> Result<PairingRecord, TacticaSimError> {
    let pair = (index / config.games) as usize;
    let i = index % config.games;
    let (a, b) = pairs[pair];
    let a_seat = (i % 2) as Seat;
    let by_seat = if a_seat == 0 {
        [&empires[a], &empires[b]]
    } else {
        [&empires[b], &empires[a]]
    };
    let wanted_first = ((i / 2) % 2) as Seat;
    let base =
        crate::kit::sim::match_seed(crate::kit::sim::match_seed(config.seed, pair as u64), i);
    let mut chosen = None;
    for attempt in 0..ORDER_ATTEMPTS {
        let setup = pairing_setup(config, by_seat, crate::kit::sim::match_seed(base, attempt));
        let game = Match::new(setup.clone()).map_err(|e| TacticaSimError::Setup(e.to_string()))?;
        if game.order().first() == Some(&wanted_first) {
            chosen = Some(setup);
            break;
        }
    }
    let Some(setup) = chosen else {
        return Err(TacticaSimError::Setup(format!(
            "no seed of {} against {} (match {i}) drew seat {wanted_first} first in {ORDER_ATTEMPTS} tries",
            empires[a], empires[b]
        )));
    };
    let kinds = seated_kinds(&config.players, &[], i / 4);
    let played = play_match(setup, &kinds, config.check_invariants).map_err(|mut f| {
        f.game = index;
        TacticaSimError::Failure(f)
    })?;
    let game = &played.game;
    let outcome = game.outcome().expect("a played match is over");
    let winner = match outcome.winners.as_slice() {
        [first, rest @ ..] if rest.iter().all(|s| s == first) => Some(*first),
        _ => None,
    };
    Ok(PairingRecord {
        pair,
        a_seat,
        first: game.order()[0],
        winner,
        reason: outcome.reason,
        actions: played.log.actions.len() as u64,
        rounds: game.round().min(config.turn_cap.unwrap_or(u32::MAX)),
    })
}

/// Plays every pair of the config's Empires, `config.games` matches each, and sums them up by
/// pair. Each match depends on the run's seed, its pair and its index alone, so the summary is
/// the same on any number of threads.
pub fn run_pairings(config: &PairingsConfig) -> Result<PairingsSummary, TacticaSimError> {
    if config.players.len() != 2 {
        return Err(TacticaSimError::Setup(
            "a pairing is a duel: name two players".to_string(),
        ));
    }
    let empires = pairings_empires(&config.empires)?;
    // A bad map or Empire (or Media's cheaper type) is a setup error, found before any match.
    for (index, empire) in empires.iter().enumerate() {
        let other = &empires[(index + 1) % empires.len()];
        Match::new(pairing_setup(config, [empire, other], 0))
            .map_err(|e| TacticaSimError::Setup(e.to_string()))?;
    }
    let pairs = pairs_of(empires.len());
    let started = Instant::now();
    let records =
        crate::kit::sim::run_indexed(config.games * pairs.len() as u64, config.threads, |index| {
            play_pairing(config, &empires, &pairs, index)
        })?;
    let mut rows: Vec<PairingRow> = pairs
        .iter()
        .map(|&(a, b)| PairingRow {
            a: empire_id(&empires[a]).to_string(),
            b: empire_id(&empires[b]).to_string(),
            ..PairingRow::default()
        })
        .collect();
    let mut actions = 0;
    for record in records {
        let row = &mut rows[record.pair];
        row.games += 1;
        row.actions += record.actions;
        row.rounds += record.rounds as u64;
        actions += record.actions;
        let a_first = record.first == record.a_seat;
        row.a_in_seat_0 += (record.a_seat == 0) as u64;
        row.a_first += a_first as u64;
        match record.reason {
            EndReason::LastStanding => row.outcomes.last_standing += 1,
            EndReason::CastleMajority => row.outcomes.castle_majority += 1,
            // A simulation has no people to leave: counted with the turn cap, decided alike.
            EndReason::TurnCap | EndReason::NoPersonLeft => row.outcomes.turn_cap += 1,
        }
        match record.winner {
            None => {
                row.draws += 1;
                row.draws_a_first += a_first as u64;
                row.turn_cap_draws += (record.reason == EndReason::TurnCap) as u64;
            }
            Some(seat) if seat == record.a_seat => {
                row.wins_a += 1;
                row.wins_a_first += a_first as u64;
            }
            Some(_) => {
                row.wins_b += 1;
                row.wins_b_first += !a_first as u64;
            }
        }
    }
    let rules = crate::games::tactica::Ruleset::standard();
    Ok(PairingsSummary {
        game: crate::games::tactica::LOG_GAME,
        map: config.map.clone(),
        players: config.players.clone(),
        empires,
        games_per_pair: config.games,
        seed: config.seed,
        turn_cap: config.turn_cap,
        checked: config.check_invariants,
        rules_version: rules.version.clone(),
        first_gold: rules.economy.start_gold,
        second_gold: rules.economy.second_player_gold_duel,
        pairs: rows,
        actions,
        elapsed_ms: started.elapsed().as_millis() as u64,
    })
}
