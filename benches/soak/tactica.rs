//! Tactica at the soak's tables: free-for-alls of three people on the 3-castle map with the
//! shortest turn clock, practice duels against the built-in opponent, and matches where one
//! person plays beside built-in players for a turn or three and then resigns (such a match,
//! left to built-in players only, must end at once). People open "My turn", take turns of a
//! few actions (moves, recruits, now and then an Action card bought so that reaction windows
//! open), pass windows on the public prompt or in "My turn" or let them expire, and sometimes
//! let their turn run out.

use super::crowd::{chance, click, newest, resign, went_wrong, within, Crowd, TURN, WINDOW};
use super::duels::STUCK;
use super::tables::{challenge, guarded, maybe_orders, miss_deadline, practice, Table};
use crate::driver::tactica::{act, applied, choose, window_of, Policy};
use crate::driver::{can_act, private_answer, T};
use crate::fake_discord::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often a person lets a reaction window expire (a window waits for everyone holding a
/// card, so it expires if any of them lets it).
const IGNORE: f64 = 0.15;
/// How often a person lets their turn run out, at the start of their turn.
const LATE: f64 = 0.06;
/// How often a person buys an Action card instead of a move.
const BUY: f64 = 0.12;

fn challenge_options(invited: &[u64], clock: bool) -> Value {
    let mut options = vec![json!({"name": "map", "type": 4, "value": 0})];
    for (k, id) in invited.iter().enumerate() {
        options
            .push(json!({"name": format!("player{}", k + 2), "type": 6, "value": id.to_string()}));
    }
    if clock {
        let turn = format!("{}m", TURN.as_secs() / 60);
        options.push(json!({"name": "turn_time", "type": 3, "value": turn}));
        options.push(json!({"name": "reaction_window", "type": 3, "value": "60s"}));
    }
    json!([{"name": "challenge", "type": 1, "options": options}])
}

/// Three people play free-for-all after free-for-all until the soak stops.
pub async fn trios(fake: FakeDiscord, crowd: Arc<Crowd>, seed: u64, people: [TestUser; 3]) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    while !crowd.stopping() {
        crowd.think(&mut rng).await;
        let mut order = people.to_vec();
        order.rotate_left(rng.gen_range(0..3));
        let options = challenge_options(&[order[1].id, order[2].id], true);
        match challenge(
            &fake, &crowd, &mut rng, &order, "tactica", options, "Tactica",
        )
        .await
        {
            Some(table) => spawned(&fake, &crowd, &mut rng, table, None).await,
            None => crowd.sleep(TURN).await,
        }
    }
}

/// One person plays Tactica practice duels against the built-in opponent until the soak stops;
/// with `leave`, matches beside two built-in players that they resign after a turn or three.
pub async fn practices(
    fake: FakeDiscord,
    crowd: Arc<Crowd>,
    seed: u64,
    person: TestUser,
    leave: bool,
) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    while !crowd.stopping() {
        crowd.think(&mut rng).await;
        let level = json!({"name": "level", "type": 4, "value": rng.gen_range(0..3)});
        let game = json!({"name": "game", "type": 4, "value": 1});
        let (name, options) = match (leave, rng.gen::<bool>()) {
            (false, _) => ("practice", json!([game, level])),
            (true, true) => (
                "practice",
                json!([game, level, {"name": "players", "type": 4, "value": 3}]),
            ),
            // Naming the bot itself twice: a match against two built-in players at once.
            (true, false) => ("tactica", challenge_options(&[BOT_ID, BOT_ID], false)),
        };
        let Some(table) = practice(&fake, &crowd, &person, name, options, "Tactica").await else {
            crowd.sleep(TURN).await;
            continue;
        };
        let turns = leave.then(|| rng.gen_range(1..=3));
        spawned(&fake, &crowd, &mut rng, table, turns).await;
    }
}

/// Plays `table` on a task of its own (see [`guarded`]).
async fn spawned(
    fake: &FakeDiscord,
    crowd: &Arc<Crowd>,
    rng: &mut Pcg64Mcg,
    mut table: Table,
    leave_after: Option<usize>,
) {
    let (fake, crowd2, seed) = (fake.clone(), Arc::clone(crowd), rng.gen());
    let what = format!("Tactica match #{}", table.match_id);
    guarded(crowd, what, async move {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        play(&fake, &crowd2, &mut rng, &mut table, leave_after).await;
    })
    .await;
}

/// A fresh "My turn" of `table.people[who]`, opened from the board.
async fn my_turn(
    fake: &FakeDiscord,
    crowd: &Crowd,
    table: &Table,
    who: usize,
) -> Option<FakeMessage> {
    let board = fake.message(table.board)?;
    let id = board
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:hand:"))?;
    let _click = crowd.enter().await;
    let i = fake.click(&table.people[who], &board, &id).await;
    private_answer(fake, i).await.message
}

/// The turn being played: whose, how many actions taken, how many wanted.
struct Turn {
    who: usize,
    taken: usize,
    most: usize,
}

/// Plays `table` until it is over, the soak stops or the match is stuck; with `leave_after`,
/// the first person resigns once that many of their turns have begun.
async fn play(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    table: &mut Table,
    leave_after: Option<usize>,
) {
    let mut turn: Option<Turn> = None;
    // The last actor's "My turn" as the bot redrew it after their action.
    let mut redrawn: Option<(usize, FakeMessage)> = None;
    let mut ignoring: Vec<(usize, u64)> = Vec::new();
    let mut own_turns = 0;
    let mut ordered = Vec::new();
    let mut seen = (0, Instant::now());
    loop {
        if crowd.stopping() {
            return;
        }
        crowd.think(rng).await;
        if table.over(fake) || table.board_text(fake).contains("The match is over") {
            let wanted = format!("Tactica match #{} is over", table.match_id);
            let announced = within(fake, T, |f| {
                newest(f, table.thread, |m| {
                    m.text().contains(&wanted).then_some(())
                })
            })
            .await;
            match announced {
                Some(()) => crowd.count("Tactica matches over"),
                None if crowd.stopping() => {}
                None => crowd.trouble(format!(
                    "Tactica match #{}: its board shows it over, but no game-over message came \
                     within {T:?}",
                    table.match_id
                )),
            }
            return;
        }
        let now = super::crowd::versions(fake, table.board);
        if now != seen.0 {
            seen = (now, Instant::now());
        } else if seen.1.elapsed() > STUCK {
            crowd.trouble(format!(
                "Tactica match #{} stuck: its board unchanged for {STUCK:?}: {}",
                table.match_id,
                table.board_text(fake)
            ));
            return;
        }
        if leave_after.is_some_and(|n| own_turns > n) {
            leave(fake, crowd, table).await;
            return;
        }
        let order = table.order(fake);
        let mut acted = false;
        for who in order {
            let message = match redrawn.take() {
                Some((w, m)) if w == who && can_act(&m) => m,
                _ => match my_turn(fake, crowd, table, who).await {
                    Some(m) => m,
                    None => continue,
                },
            };
            if !can_act(&message) {
                continue;
            }
            if let Some((_, version)) = window_of(&message) {
                if ignoring.contains(&(who, version)) {
                    continue;
                }
                if chance(rng, IGNORE) {
                    ignoring.push((who, version));
                    let pass = format!("iv1:pass:{}:{version}:tactica", table.match_id);
                    crowd
                        .ignored
                        .lock()
                        .expect("ignored")
                        .push((table.thread, pass));
                    crowd.count("Tactica windows let expire");
                    continue;
                }
                pass(fake, crowd, rng, table, who, &message, version).await;
                acted = true;
                break;
            }
            if turn.as_ref().is_none_or(|t| t.who != who) {
                let most = rng.gen_range(2..8);
                turn = Some(Turn {
                    who,
                    taken: 0,
                    most,
                });
                if who == 0 {
                    own_turns += 1;
                }
                maybe_orders(fake, crowd, rng, table, who, &message, &mut ordered).await;
                if table.clocks && chance(rng, LATE) {
                    // A claim makes the late player surrender (T15); the others play on.
                    miss_deadline(fake, crowd, rng, table, who).await;
                    acted = true;
                    break;
                }
            }
            let t = turn.as_mut().expect("a turn");
            let user = &table.people[who];
            let buy = message
                .button("Buy an Action card")
                .filter(|_| t.taken < t.most && chance(rng, BUY));
            let (reply, ends) = match buy {
                Some(id) => (click(fake, crowd, user, &message, &id).await, false),
                None => {
                    let _click = crowd.enter().await;
                    let choice = choose(
                        fake,
                        user,
                        &message,
                        Policy::Turns { most: t.most },
                        t.taken,
                    )
                    .await;
                    (act(fake, user, &choice).await, choice.ends_turn)
                }
            };
            match applied(&reply) {
                Some(after) => {
                    crowd.count("Tactica actions");
                    t.taken += 1;
                    if ends {
                        turn = None;
                    } else {
                        redrawn = Some((who, after));
                    }
                }
                None if !went_wrong(crowd, &reply) => crowd.count("clicks refused (out of date)"),
                None => {}
            }
            acted = true;
            break;
        }
        if !acted {
            // Nobody to act now: the built-in players' moves, or a window let expire.
            let now = super::crowd::versions(fake, table.board);
            super::crowd::edited(fake, table.board, now, Duration::from_secs(5)).await;
        }
    }
}

/// `table.people[who]` passes the window at `version`: on the public prompt, or in "My turn".
async fn pass(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    table: &Table,
    who: usize,
    message: &FakeMessage,
    version: u64,
) {
    let user = &table.people[who];
    let pass = format!("iv1:pass:{}:{version}:tactica", table.match_id);
    let prompt = if rng.gen::<bool>() {
        within(fake, crowd.real(WINDOW / 2), |f| {
            newest(f, table.thread, |m| {
                m.custom_ids().contains(&pass).then(|| m.clone())
            })
        })
        .await
    } else {
        None
    };
    let reply = match prompt {
        Some(prompt) => {
            crowd.count("Tactica windows passed on the prompt");
            click(fake, crowd, user, &prompt, &pass).await
        }
        None => {
            let Some(id) = message.leaf_components().into_iter().find_map(|c| {
                let id = c["custom_id"].as_str()?;
                (id.starts_with("iv1:act:") && c["label"] == "Pass").then(|| id.to_string())
            }) else {
                return;
            };
            crowd.count("Tactica windows passed in My turn");
            click(fake, crowd, user, message, &id).await
        }
    };
    went_wrong(crowd, &reply);
}

/// The person resigns, leaving only built-in players: the match must end at once.
async fn leave(fake: &FakeDiscord, crowd: &Crowd, table: &Table) {
    let began = Instant::now();
    if !resign(fake, crowd, &table.people[0], table.thread).await {
        return;
    }
    crowd.count("Tactica matches left to built-in players");
    let wanted = format!("Tactica match #{} is over", table.match_id);
    let over = within(fake, T, |f| {
        newest(f, table.thread, |m| {
            m.text().contains(&wanted).then_some(())
        })
    })
    .await;
    let took = over.map(|()| began.elapsed());
    if took.is_none() && crowd.stopping() {
        return;
    }
    if took.is_none() {
        crowd.trouble(format!(
            "Tactica match #{}: no game-over message within {T:?} of the resignation that left \
             only built-in players",
            table.match_id
        ));
    }
    crowd.leaves.lock().expect("leaves").push(took);
}
