//! Plays matches through the fake Discord as players would, for the benches that time the whole
//! bot (`clicks`, `load`): challenge and accept, open "My hand", click an action, wait for the
//! board; and the latency report lines they print. Tactica's matches are in [`tactica`], the bot
//! run as a child process in [`process`].
#![allow(dead_code)]

pub mod process;
pub mod tactica;

use crate::fake_discord::*;
use serde_json::{json, Value};
use std::time::Duration;

/// How long any single wait may take before a bench gives up with a clear message.
pub const T: Duration = Duration::from_secs(20);

/// A match being played: its two players and board message.
pub struct Game {
    pub players: [TestUser; 2],
    pub board: u64,
    /// The match's thread (where its board, pings and prompts are posted).
    pub thread: u64,
}

impl Game {
    /// `players[0]` challenges `players[1]`, who accepts; waits for the board.
    pub async fn start(fake: &FakeDiscord, players: [TestUser; 2]) -> Game {
        let [a, b] = &players;
        fake.register_user(a);
        fake.register_user(b);
        let options = json!([{"name": "opponent", "type": 6, "value": b.id.to_string()}]);
        let i = fake.command(a, CHANNEL_ID, "challenge", options).await;
        let challenge = fake.reply(i, T).await.message.expect("a challenge message");
        Game::accepted(fake, players, &challenge, "Invictus").await
    }

    /// `players[1]` accepts `challenge`; waits for the match thread and for the board titled
    /// "{game} · match #N" in it.
    pub async fn accepted(
        fake: &FakeDiscord,
        players: [TestUser; 2],
        challenge: &FakeMessage,
        game: &str,
    ) -> Game {
        let accept = challenge.button("Accept").expect("an Accept button");
        let i = fake.click(&players[1], challenge, &accept).await;
        let accepted = fake
            .reply(i, T)
            .await
            .message
            .expect("the accepted challenge");
        let text = accepted.text();
        let number = text
            .split("match #")
            .nth(1)
            .and_then(|rest| {
                rest.split(|c: char| !c.is_ascii_digit())
                    .next()
                    .and_then(|d| d.parse::<u64>().ok())
            })
            .unwrap_or_else(|| panic!("no match number in {text:?}"));
        // The thread is named the same for every game.
        let name = format!("Invictus match #{number}");
        let thread = fake
            .wait_for(T, "the match thread", |f| {
                f.threads()
                    .into_iter()
                    .find(|(_, _, n)| *n == name)
                    .map(|t| t.0)
            })
            .await;
        let title = format!("{game} · match #{number}");
        let board = fake
            .wait_message(thread, T, |m| m.text().contains(&title))
            .await;
        Game {
            players,
            board: board.id,
            thread,
        }
    }
}

/// The player who can act now (trying `first` first) and their fresh hand message, opened
/// with "My hand" on the board; `None` when the match is over. Each "My hand" click's
/// acknowledgement time goes to `hand_acks`.
pub async fn mover(
    fake: &FakeDiscord,
    game: &Game,
    first: usize,
    hand_acks: &mut Vec<Duration>,
) -> Option<(usize, FakeMessage)> {
    for _ in 0..100 {
        let board = fake.message(game.board).expect("the board");
        let Some(hand_id) = board
            .custom_ids()
            .into_iter()
            .find(|c| c.starts_with("iv1:hand:"))
        else {
            return None; // no "My hand" button: the match is over
        };
        for who in [first, 1 - first] {
            let i = fake.click(&game.players[who], &board, &hand_id).await;
            let reply = private_answer(fake, i).await;
            hand_acks.push(reply.latency);
            let hand = reply.message.expect("a hand message");
            if can_act(&hand) {
                return Some((who, hand));
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("nobody could act in the match of board {}", game.board);
}

pub fn can_act(hand: &FakeMessage) -> bool {
    hand.custom_ids()
        .iter()
        .any(|c| c.starts_with("iv1:act:") || c.starts_with("iv1:pick:"))
}

/// Clicks one action of a hand message: an attack if there is one, else a recruit or a setup
/// placement, else keep / end the turn / pass, else the first choice offered. A menu group is
/// opened first when needed (that click is not timed). Returns the bot's answer to the action.
pub async fn act(fake: &FakeDiscord, user: &TestUser, hand: &FakeMessage) -> Reply {
    let selects: Vec<_> = hand
        .selects()
        .into_iter()
        .filter(|(id, _)| id.starts_with("iv1:pick:"))
        .collect();
    let buttons = hand.button_labels();
    let button = ["Keep", "End the turn", "Pass"]
        .iter()
        .find_map(|l| buttons.iter().find(|b| b.starts_with(l)).cloned());
    let preferred = [
        "Attack with",
        "Recruit",
        "Place",
        "Put",
        "Conscript",
        "Discard",
    ];
    let menu = selects.first().and_then(|(id, options)| {
        preferred.iter().find_map(|p| {
            options
                .iter()
                .find(|(label, _)| label.starts_with(p))
                .map(|(_, value)| (id.clone(), value.clone()))
        })
    });
    let keep_first = button.as_deref() == Some("Keep these three Soldiers");
    let choice = match (menu, button) {
        (Some(menu), _) if !keep_first => Some(menu),
        (_, Some(label)) => {
            let id = hand.button(&label).expect("the button");
            let i = fake.click(user, hand, &id).await;
            return answered(fake, i, hand).await;
        }
        _ => selects
            .first()
            .map(|(id, options)| (id.clone(), options[0].1.clone())),
    };
    let Some((id, value)) = choice else {
        return click_first_action(fake, user, hand).await;
    };
    if !value.starts_with("g:") {
        let i = fake.select(user, hand, &id, &[&value]).await;
        return answered(fake, i, hand).await;
    }
    let i = fake.select(user, hand, &id, &[&value]).await;
    let reply = answered(fake, i, hand).await;
    // The group's page, with its menu and a choice in it; a refusal (the match moved on since
    // the hand was drawn) is the answer.
    let choice = reply.message.as_ref().and_then(|page| {
        let (id, options) = page
            .selects()
            .into_iter()
            .find(|(id, _)| id.starts_with("iv1:pick:"))?;
        let value = options.iter().find(|(_, v)| v.starts_with("a:"))?.1.clone();
        Some((page.clone(), id, value))
    });
    let Some((page, id, value)) = choice else {
        return reply;
    };
    let i = fake.select(user, &page, &id, &[&value]).await;
    answered(fake, i, &page).await
}

/// The bot's answer to a click that opens a private message ("My hand"): for a click
/// acknowledged before its answer was ready (type 6), the private follow-up that answers it, with
/// the acknowledgement's latency.
pub async fn private_answer(fake: &FakeDiscord, interaction: u64) -> Reply {
    let reply = fake.reply(interaction, T).await;
    if reply.kind != 6 {
        return reply;
    }
    let message = fake
        .wait_for(T, "the private answer of a deferred click", |f| {
            f.followups(interaction).into_iter().next()
        })
        .await;
    Reply {
        kind: 4,
        message: Some(message),
        ..reply
    }
}

/// Clicks the first action button of `hand` (a decision answered by a button) and returns the
/// bot's answer.
pub async fn click_first_action(fake: &FakeDiscord, user: &TestUser, hand: &FakeMessage) -> Reply {
    let id = hand
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("iv1:act:"))
        .expect("an action to click");
    let i = fake.click(user, hand, &id).await;
    answered(fake, i, hand).await
}

/// The bot's answer to a click on `clicked`. A click acknowledged before its answer was ready
/// (a deferred update, type 6) is answered later by an edit of the clicked message or a private
/// follow-up: that answer is returned, with the acknowledgement's latency.
pub async fn answered(fake: &FakeDiscord, interaction: u64, clicked: &FakeMessage) -> Reply {
    let reply = fake.reply(interaction, T).await;
    if reply.kind != 6 {
        return reply;
    }
    let before = clicked.text();
    let (kind, message) = fake
        .wait_for(T, "the late answer of a deferred click", |f| {
            if let Some(m) = f.followups(interaction).into_iter().next() {
                return Some((4, m));
            }
            f.message(clicked.id)
                .filter(|m| m.text() != before)
                .map(|m| (7, m))
        })
        .await;
    Reply {
        kind,
        message: Some(message),
        ..reply
    }
}

/// The bot's answer to an action click, when it applied the action: the clicker's hand as
/// redrawn, and the version it shows.
pub fn applied(reply: &Reply) -> Option<(FakeMessage, u64)> {
    match (reply.kind, &reply.message) {
        (7, Some(m)) if m.content.starts_with('✅') => {
            let version = m.embeds.first().and_then(footer_version)?;
            Some((m.clone(), version))
        }
        _ => None,
    }
}

/// The version in the footer of an embed ("Version 12 · …").
pub fn footer_version(embed: &Value) -> Option<u64> {
    let footer = embed["footer"]["text"].as_str()?;
    let rest = footer.strip_prefix("Version ")?;
    rest.split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// Waits until `board` shows `version` (or a later one).
pub async fn board_shows(fake: &FakeDiscord, board: u64, version: u64) {
    fake.wait_for_message(board, T, "the board to show the click", |m| {
        m.embeds
            .first()
            .and_then(footer_version)
            .filter(|v| *v >= version)
    })
    .await;
}

/// When the fake first received an edit of `board` showing `version` (or later) after `since`:
/// the time from `since` to it.
pub fn board_edited_after(
    fake: &FakeDiscord,
    board: u64,
    version: u64,
    since: std::time::Instant,
) -> Option<Duration> {
    fake.with_message(board, |m| {
        m.history
            .iter()
            .zip(m.history_at.iter())
            .find(|(v, at)| {
                footer_version(&v["embeds"][0]).is_some_and(|v| v >= version) && **at >= since
            })
            .map(|(_, at)| *at - since)
    })
    .flatten()
}

// ---------------------------------------------------------------------------------------------
// The report

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Prints one latency line: samples, min, p50, p99, max, and whether p99 met `target_p99`.
pub fn line(name: &str, mut samples: Vec<Duration>, target_p99: Option<Duration>) {
    if samples.is_empty() {
        println!("  {name:<30} no samples");
        return;
    }
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let p99 = percentile(&samples, 0.99);
    let verdict = target_p99.map_or(String::new(), |t| {
        format!(
            "  (target p99 < {} ms: {})",
            t.as_millis(),
            if p99 < t { "met" } else { "missed" }
        )
    });
    println!(
        "  {name:<30} {:>5} samples  min {:>6.2} ms  p50 {:>7.2} ms  p99 {:>7.2} ms  max {:>7.2} ms{verdict}",
        samples.len(),
        ms(samples[0]),
        ms(percentile(&samples, 0.50)),
        ms(p99),
        ms(*samples.last().expect("samples"))
    );
}
