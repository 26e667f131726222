//! Invictus at the soak's tables: duels between two people with the shortest turn clock, played
//! one after the other (a new challenge, or now and then the Rematch button; once in a while a
//! challenge left to expire), and practice matches against the built-in opponent. People open
//! "My hand", act after a pause, answer some reaction windows (on the public prompt's Pass or
//! Respond, or in their hand) and let others expire, sometimes let their turn run out, and
//! rarely resign.

use super::crowd::{
    chance, click, newest, resign, went_wrong, within, Crowd, EXPIRY, TURN, WINDOW,
};
use super::tables::{accept, challenge, guarded, maybe_orders, miss_deadline, practice, Table};
use crate::driver::{act, applied, can_act, footer_version, private_answer, T};
use crate::fake_discord::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often a person lets a reaction window expire.
const IGNORE: f64 = 0.3;
/// How often a person lets their turn run out, at the start of a stretch of their moves.
const LATE: f64 = 0.06;
/// How often a person resigns instead of a move.
const RESIGN: f64 = 0.002;
/// A match whose board has not changed for this long (real time) is given up as stuck.
pub const STUCK: Duration = Duration::from_secs(120);

fn minutes(d: Duration) -> String {
    format!("{}m", d.as_secs() / 60)
}

/// Two people play duel after duel until the soak stops.
pub async fn duels(fake: FakeDiscord, crowd: Arc<Crowd>, seed: u64, people: [TestUser; 2]) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut rematch: Option<Table> = None;
    while !crowd.stopping() {
        crowd.think(&mut rng).await;
        let mut order = people.to_vec();
        if rng.gen::<bool>() {
            order.reverse();
        }
        let options = |with_clock: bool| {
            let mut o =
                vec![json!({"name": "opponent", "type": 6, "value": order[1].id.to_string()})];
            if with_clock {
                o.push(json!({"name": "turn_time", "type": 3, "value": minutes(TURN)}));
                o.push(json!({"name": "reaction_window", "type": 3, "value": "60s"}));
            }
            json!(o)
        };
        if rematch.is_none() && chance(&mut rng, 0.05) {
            let_expire(&fake, &crowd, &order, options(false)).await;
            continue;
        }
        let table = match rematch.take() {
            Some(over) => ask_rematch(&fake, &crowd, &mut rng, over).await,
            None => {
                challenge(
                    &fake,
                    &crowd,
                    &mut rng,
                    &order,
                    "challenge",
                    options(true),
                    "Invictus",
                )
                .await
            }
        };
        let Some(table) = table else {
            crowd.sleep(TURN).await;
            continue;
        };
        if let Some((true, table)) = spawned(&fake, &crowd, &mut rng, table).await {
            if chance(&mut rng, 0.4) {
                rematch = Some(table);
            }
        }
    }
}

/// Plays `table` on a task of its own (see [`guarded`]): whether it is over, and the table.
async fn spawned(
    fake: &FakeDiscord,
    crowd: &Arc<Crowd>,
    rng: &mut Pcg64Mcg,
    mut table: Table,
) -> Option<(bool, Table)> {
    let (fake, crowd2, seed) = (fake.clone(), Arc::clone(crowd), rng.gen());
    let what = format!("Invictus match #{}", table.match_id);
    guarded(crowd, what, async move {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let over = play(&fake, &crowd2, &mut rng, &mut table).await;
        (over, table)
    })
    .await
}

/// One person plays practice matches against the built-in opponent (now and then with a
/// built-in partner against two) until the soak stops.
pub async fn practices(fake: FakeDiscord, crowd: Arc<Crowd>, seed: u64, person: TestUser) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    while !crowd.stopping() {
        crowd.think(&mut rng).await;
        let level = rng.gen_range(0..3);
        let mode = u64::from(chance(&mut rng, 0.25));
        let options = json!([
            {"name": "level", "type": 4, "value": level},
            {"name": "mode", "type": 4, "value": mode}
        ]);
        let started = practice(&fake, &crowd, &person, "practice", options, "Invictus").await;
        match started {
            Some(table) => {
                spawned(&fake, &crowd, &mut rng, table).await;
            }
            None => crowd.sleep(TURN).await,
        }
    }
}

/// `order[0]` challenges `order[1]`, who never answers: the challenge expires.
async fn let_expire(
    fake: &FakeDiscord,
    crowd: &Crowd,
    order: &[TestUser],
    options: serde_json::Value,
) {
    let reply =
        super::crowd::command(fake, crowd, &order[0], CHANNEL_ID, "challenge", options).await;
    let Some(message) = reply.message else { return };
    crowd.count("challenges left unanswered");
    let end = Instant::now() + crowd.real(EXPIRY) + Duration::from_secs(60);
    while Instant::now() < end && !crowd.stopping() {
        let expired = fake.with_message(message.id, |m| m.text().contains("expired"));
        if expired == Some(true) {
            crowd.count("challenges expired");
            return;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// One of the players of finished duel `over` asks for a rematch; the other accepts.
async fn ask_rematch(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    over: Table,
) -> Option<Table> {
    let game_over = within(fake, T, |f| {
        newest(f, over.thread, |m| {
            m.button("Rematch").map(|id| (m.clone(), id))
        })
    })
    .await;
    let (message, id) = game_over?;
    let asker = rng.gen_range(0..2);
    let reply = click(fake, crowd, &over.people[asker], &message, &id).await;
    if went_wrong(crowd, &reply) {
        return None;
    }
    let wanted = format!("for a rematch of match #{}:", over.match_id);
    let challenge = within(fake, T, |f| {
        newest(f, CHANNEL_ID, |m| {
            (m.text().contains(&wanted) && m.button("Accept").is_some()).then(|| m.clone())
        })
    })
    .await?;
    crowd.count("rematches asked");
    let people = [over.people[asker].clone(), over.people[1 - asker].clone()];
    accept(fake, crowd, rng, &people, challenge, "Invictus").await
}

/// A fresh "My hand" of `table.people[who]`, opened from the board.
async fn hand(fake: &FakeDiscord, crowd: &Crowd, table: &Table, who: usize) -> Option<FakeMessage> {
    let board = fake.message(table.board)?;
    let id = board
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:hand:"))?;
    let _click = crowd.enter().await;
    let i = fake.click(&table.people[who], &board, &id).await;
    private_answer(fake, i).await.message
}

/// Whether a hand that can act is asked to react (a reaction window), not to move.
fn in_window(hand: &FakeMessage) -> bool {
    let text = hand.text();
    text.contains(" may react to ") || text.contains(" may play a support after ")
}

/// Plays `table` until it is over (true) or the soak stops or the match is stuck (false).
pub async fn play(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    table: &mut Table,
) -> bool {
    let mut last: Option<usize> = None;
    let mut ignoring: Option<u64> = None;
    let mut ordered = Vec::new();
    let mut seen = (0, Instant::now());
    loop {
        if crowd.stopping() {
            return false;
        }
        crowd.think(rng).await;
        if table.over(fake) {
            return ended(fake, crowd, table).await;
        }
        let now = super::crowd::versions(fake, table.board);
        if now != seen.0 {
            seen = (now, Instant::now());
        } else if seen.1.elapsed() > STUCK {
            crowd.trouble(format!(
                "Invictus match #{} stuck: its board unchanged for {STUCK:?}: {}",
                table.match_id,
                table.board_text(fake)
            ));
            return false;
        }
        let order = table.order(fake);
        let mut acted = false;
        for who in order {
            let Some(hand) = hand(fake, crowd, table, who).await else {
                continue;
            };
            if !can_act(&hand) {
                continue;
            }
            let version = hand.embeds.first().and_then(footer_version);
            if in_window(&hand) {
                if ignoring.is_some() && ignoring == version {
                    continue;
                }
                if chance(rng, IGNORE) {
                    ignoring = version;
                    let pass = format!(
                        "iv1:pass:{}:{}:invictus",
                        table.match_id,
                        version.unwrap_or(0)
                    );
                    crowd
                        .ignored
                        .lock()
                        .expect("ignored")
                        .push((table.thread, pass));
                    crowd.count("Invictus windows let expire");
                    continue;
                }
                answer_window(fake, crowd, rng, table, who, &hand).await;
                acted = true;
                break;
            }
            if table.clocks && last != Some(who) && chance(rng, LATE) {
                last = Some(who);
                if miss_deadline(fake, crowd, rng, table, who).await {
                    return ended(fake, crowd, table).await;
                }
                acted = true;
                break;
            }
            last = Some(who);
            maybe_orders(fake, crowd, rng, table, who, &hand, &mut ordered).await;
            if table.clocks && chance(rng, RESIGN) {
                if resign(fake, crowd, &table.people[who], table.thread).await {
                    crowd.count("Invictus resignations");
                }
                return ended(fake, crowd, table).await;
            }
            let reply = {
                let _click = crowd.enter().await;
                act(fake, &table.people[who], &hand).await
            };
            tally_action(crowd, &reply);
            acted = true;
            break;
        }
        if !acted {
            // Nobody to act now (the built-in opponent's move, or a window let expire).
            let now = super::crowd::versions(fake, table.board);
            super::crowd::edited(fake, table.board, now, Duration::from_secs(5)).await;
        }
    }
}

/// Counts an action click's answer.
fn tally_action(crowd: &Crowd, reply: &Reply) {
    if applied(reply).is_some() {
        crowd.count("Invictus actions");
    } else if !went_wrong(crowd, reply) {
        crowd.count("clicks refused (out of date)");
    }
}

/// Waits (a while) for a match just resigned or claimed, or whose board shows no "My hand"
/// any more, to be over: its board without "My hand" and its game-over message posted.
async fn ended(fake: &FakeDiscord, crowd: &Crowd, table: &Table) -> bool {
    let over = within(fake, T, |f| {
        let announced = || {
            newest(f, table.thread, |m| {
                m.content.contains("Match over:").then_some(())
            })
        };
        (table.over(f) && announced().is_some()).then_some(())
    })
    .await;
    match over {
        Some(()) => crowd.count("Invictus matches over"),
        None if crowd.stopping() => {}
        None => crowd.trouble(format!(
            "Invictus match #{}: not over (board without \"My hand\" and a game-over message) \
             within {T:?}; its board: {}",
            table.match_id,
            table.board_text(fake)
        )),
    }
    over.is_some()
}

/// `table.people[who]` answers the reaction window their `hand` shows: Pass on the public
/// prompt, Respond on it and the first reaction offered (or Pass), or Pass in the hand.
async fn answer_window(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    table: &Table,
    who: usize,
    hand: &FakeMessage,
) {
    let user = &table.people[who];
    let version = hand.embeds.first().and_then(footer_version).unwrap_or(0);
    let pass = format!("iv1:pass:{}:{version}:invictus", table.match_id);
    let draw: f64 = rng.gen();
    let prompt = if draw < 0.6 {
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
        Some(prompt) if draw < 0.4 => {
            let reply = click(fake, crowd, user, &prompt, &pass).await;
            crowd.count("Invictus windows passed on the prompt");
            reply
        }
        Some(prompt) => {
            let respond = pass.replace(":pass:", ":respond:");
            let listed = click(fake, crowd, user, &prompt, &respond).await;
            crowd.count("Invictus windows answered by Respond");
            match listed.message.clone().filter(can_act) {
                Some(reactions) => {
                    let _click = crowd.enter().await;
                    act(fake, user, &reactions).await
                }
                None => listed,
            }
        }
        None => {
            crowd.count("Invictus windows passed in the hand");
            let _click = crowd.enter().await;
            act(fake, user, hand).await
        }
    };
    if reply.kind == 7
        && reply
            .message
            .as_ref()
            .is_some_and(|m| m.content.starts_with('✅'))
    {
        crowd.count("Invictus actions");
    } else {
        went_wrong(crowd, &reply);
    }
}
