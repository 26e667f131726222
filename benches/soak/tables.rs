//! A match at a soak table, whichever the game: how it starts (a challenge accepted by every
//! person invited after a pause, or a match against the built-in opponent announced at once),
//! whether it is over, and what people do about a missed turn deadline (claim the win or grant
//! more time).

use super::crowd::{chance, click, command, mentions, newest, within, Crowd, TURN};
use crate::driver::T;
use crate::fake_discord::*;
use rand::Rng;
use rand_pcg::Pcg64Mcg;
use serde_json::Value;
use std::time::Duration;

/// A match being played.
pub struct Table {
    /// The people at it (built-in players are not listed).
    pub people: Vec<TestUser>,
    pub thread: u64,
    pub board: u64,
    pub match_id: u64,
    /// Whether it has turn clocks (matches between people do).
    pub clocks: bool,
    /// The deadline offers already seen in its thread.
    pub offers: Vec<u64>,
}

impl Table {
    /// The board's text as it is now.
    pub fn board_text(&self, fake: &FakeDiscord) -> String {
        fake.with_message(self.board, |m| m.text())
            .unwrap_or_default()
    }

    /// Whether the match is over: its board has no "My hand" / "My turn" button any more.
    pub fn over(&self, fake: &FakeDiscord) -> bool {
        fake.with_message(self.board, |m| {
            !m.custom_ids().iter().any(|c| c.starts_with("iv1:hand:"))
        })
        .unwrap_or(true)
    }

    /// The people the board says the match waits for, as indices into `people`.
    pub fn hinted(&self, fake: &FakeDiscord) -> Vec<usize> {
        let text = self.board_text(fake);
        let waiting = text.lines().filter(|l| {
            [
                "aiting for",
                " to act (",
                " may react",
                " may play",
                " conscripts (",
            ]
            .iter()
            .any(|w| l.contains(w))
        });
        let mut found = Vec::new();
        for id in waiting.flat_map(mentions) {
            if let Some(k) = self.people.iter().position(|p| p.id == id) {
                if !found.contains(&k) {
                    found.push(k);
                }
            }
        }
        found
    }

    /// The people to look at, those the board says the match waits for first.
    pub fn order(&self, fake: &FakeDiscord) -> Vec<usize> {
        let mut order = self.hinted(fake);
        let rest: Vec<usize> = (0..self.people.len())
            .filter(|k| !order.contains(k))
            .collect();
        order.extend(rest);
        order
    }
}

/// Plays a match on a task of its own, so that a driver's panic (a wait that gave up) costs
/// that match only, not its table; the panic is reported as trouble.
pub async fn guarded<R: Send + 'static>(
    crowd: &Crowd,
    what: String,
    play: impl std::future::Future<Output = R> + Send + 'static,
) -> Option<R> {
    match tokio::spawn(play).await {
        Ok(r) => Some(r),
        Err(e) => {
            let message = e.try_into_panic().ok().and_then(|p| {
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            });
            crowd.trouble(format!(
                "{what}: the players' driver panicked: {}",
                message.unwrap_or_default()
            ));
            None
        }
    }
}

/// The number after the first "match #" in `text`.
pub fn match_number(text: &str) -> Option<u64> {
    text.split("match #").nth(1).and_then(match_number_at)
}

/// The number `rest` starts with.
fn match_number_at(rest: &str) -> Option<u64> {
    rest.split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// The thread and board of match `number` of `game` ("Invictus" or "Tactica"), once posted.
pub async fn opened(fake: &FakeDiscord, number: u64, game: &str) -> Option<(u64, u64)> {
    // The thread is named the same for every game.
    let name = format!("Invictus match #{number}");
    let thread = within(fake, T, |f| {
        f.threads()
            .into_iter()
            .find(|(_, _, n)| *n == name)
            .map(|t| t.0)
    })
    .await?;
    let title = format!("{game} · match #{number}");
    let board = within(fake, T, |f| {
        newest(f, thread, |m| m.text().contains(&title).then_some(m.id))
    })
    .await?;
    Some((thread, board))
}

/// `people[0]` runs `/name options` in the main channel; every other person accepts the
/// challenge after a pause. With `clocks`, the match has turn clocks. Returns the match once
/// its board is posted; `None` (counted) if something did not come.
pub async fn challenge(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    people: &[TestUser],
    name: &str,
    options: Value,
    game: &str,
) -> Option<Table> {
    let reply = command(fake, crowd, &people[0], CHANNEL_ID, name, options).await;
    let challenge = reply.message?;
    crowd.count(&format!("{game} challenges"));
    accept(fake, crowd, rng, people, challenge, game).await
}

/// Every person but the first accepts `challenge`, each after a pause; the match once its
/// board is posted.
pub async fn accept(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    people: &[TestUser],
    mut challenge: FakeMessage,
    game: &str,
) -> Option<Table> {
    let mut order: Vec<usize> = (1..people.len()).collect();
    if order.len() > 1 && rng.gen::<bool>() {
        order.reverse();
    }
    let mut text = String::new();
    for k in order {
        crowd.think(rng).await;
        let Some(accept) = challenge.button("Accept") else {
            crowd.trouble(format!("no Accept button on {}", challenge.text()));
            return None;
        };
        let reply = click(fake, crowd, &people[k], &challenge, &accept).await;
        let message = reply.message?;
        text = message.text();
        challenge = message;
    }
    // The last number named: a rematch's challenge names the earlier match first.
    let number = text.rsplit("match #").next().and_then(match_number_at);
    let Some(number) = number.filter(|_| text.contains("match #")) else {
        crowd.trouble(format!("no match number once everyone accepted: {text:?}"));
        return None;
    };
    started(fake, crowd, people, number, game, true).await
}

/// The match `number` just announced, once its thread and board are posted.
pub async fn started(
    fake: &FakeDiscord,
    crowd: &Crowd,
    people: &[TestUser],
    number: u64,
    game: &str,
    clocks: bool,
) -> Option<Table> {
    let Some((thread, board)) = opened(fake, number, game).await else {
        crowd.trouble(format!(
            "{game} match #{number}: no thread or board within {T:?}"
        ));
        return None;
    };
    crowd.count(&format!("{game} matches started"));
    Some(Table {
        people: people.to_vec(),
        thread,
        board,
        match_id: number,
        clocks,
        offers: Vec::new(),
    })
}

/// A practice match (or a match against the bot itself) from `/name options` by `person`,
/// started at once.
pub async fn practice(
    fake: &FakeDiscord,
    crowd: &Crowd,
    person: &TestUser,
    name: &str,
    options: Value,
    game: &str,
) -> Option<Table> {
    let reply = command(fake, crowd, person, CHANNEL_ID, name, options).await;
    let text = reply.message.map(|m| m.text()).unwrap_or_default();
    let Some(number) = match_number(&text) else {
        crowd.trouble(format!("{game} practice did not start: {text:?}"));
        return None;
    };
    started(
        fake,
        crowd,
        std::slice::from_ref(person),
        number,
        game,
        false,
    )
    .await
}

/// Once per person and match (`done` lists those who had their chance), a quarter of the people
/// set a standing order for reaction windows (any but "ask me") in the menu of `message`.
pub async fn maybe_orders(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    table: &Table,
    who: usize,
    message: &FakeMessage,
    done: &mut Vec<usize>,
) {
    if done.contains(&who) {
        return;
    }
    done.push(who);
    let menu = message
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:orders:"));
    let Some((id, options)) = menu.filter(|_| chance(rng, 0.25)) else {
        return;
    };
    let orders: Vec<String> = options
        .into_iter()
        .map(|(_, value)| value)
        .filter(|v| v != "ask")
        .collect();
    if orders.is_empty() {
        return;
    }
    let order = &orders[rng.gen_range(0..orders.len())];
    let _click = crowd.enter().await;
    let i = fake
        .select(&table.people[who], message, &id, &[order])
        .await;
    let reply = crate::driver::answered(fake, i, message).await;
    if !super::crowd::went_wrong(crowd, &reply) {
        crowd.count("standing orders set");
    }
}

/// `people[late]` lets their turn run out (a quarter more than the turn time); then another
/// person answers the bot's offer: claims the win (half the time) or grants more time. Whether
/// the win was claimed.
pub async fn miss_deadline(
    fake: &FakeDiscord,
    crowd: &Crowd,
    rng: &mut Pcg64Mcg,
    table: &mut Table,
    late: usize,
) -> bool {
    crowd.count("late turns");
    crowd.sleep(TURN + TURN / 4).await;
    let seen = table.offers.clone();
    let late_id = table.people[late].id;
    let offer = within(fake, crowd.real(TURN / 4) + Duration::from_secs(2), |f| {
        newest(f, table.thread, |m| {
            let fresh = !seen.contains(&m.id)
                && m.content.contains("missed the deadline")
                && mentions(&m.content).first() == Some(&late_id);
            fresh.then(|| m.clone())
        })
    })
    .await;
    let Some(offer) = offer else {
        if table.over(fake) {
            // A second missed deadline after a grant: time is out, the match is over.
            crowd.count("late turns: time out after a grant");
            return true;
        }
        // Not the player the clock ran for, or a deadline set before a restart (the bot's
        // clock starts anew with each process, so such a deadline comes later than planned).
        crowd.count("late turns without a deadline offer");
        return false;
    };
    table.offers.push(offer.id);
    crowd.count("deadline offers seen");
    let others: Vec<usize> = (0..table.people.len()).filter(|&k| k != late).collect();
    let by = others[rng.gen_range(0..others.len())];
    crowd.think(rng).await;
    let claim = chance(rng, 0.5);
    let label = if claim { "Claim the win" } else { "Grant" };
    let Some(id) = offer.button(label) else {
        return false;
    };
    let reply = click(fake, crowd, &table.people[by], &offer, &id).await;
    let done = reply.kind == 7;
    if done {
        crowd.count(if claim { "claims" } else { "grants" });
    } else {
        // The late player moved first, or the match ended meanwhile.
        crowd.count("claims or grants refused");
    }
    claim && done
}
