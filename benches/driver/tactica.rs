//! Tactica matches played through the fake Discord as players play them, for the `clicks` bench:
//! `/tactica challenge` on the 3-castle map and the invited player's Accept; the action a simple
//! fixed policy picks on a "My turn" message (its buttons and menus); a reaction window's Pass
//! on its public prompt; and the board edit that follows each applied action.
//!
//! The policy ([`Policy`]): the first castle offered, else the first move of the first unit
//! listed (its first attack when it has no move), else the first recruit, else End turn; for
//! one action a turn ([`Policy::OneAction`], the bench's default: End turn on the message as
//! redrawn after the action) or for several actions a turn as a player takes them
//! ([`Policy::Turns`]). Decisions get their first choice; Action cards are neither bought nor
//! played, and reaction windows are passed.

use super::{answered, click_first_action, Game, T};
use crate::fake_discord::*;
use serde_json::json;
use std::time::{Duration, Instant};

/// The `map` option of `/tactica challenge` that picks the 3-castle map (two players).
pub const THREE_CASTLES_MAP: u64 = 0;

/// `players[0]` challenges `players[1]` to Tactica on the 3-castle map, who accepts; waits for
/// the board and for its first edit (the match's start, announced once the board is posted), so
/// that every later edit of the board follows an action.
pub async fn start(fake: &FakeDiscord, players: [TestUser; 2]) -> Game {
    let [a, b] = &players;
    fake.register_user(a);
    fake.register_user(b);
    let options = json!([{"name": "challenge", "type": 1, "options": [
        {"name": "map", "type": 4, "value": THREE_CASTLES_MAP},
        {"name": "player2", "type": 6, "value": b.id.to_string()},
    ]}]);
    let i = fake.command(a, CHANNEL_ID, "tactica", options).await;
    let challenge = fake
        .reply(i, T)
        .await
        .message
        .expect("a Tactica challenge message");
    let game = Game::accepted(fake, players, &challenge, "Tactica").await;
    fake.wait_for_message(game.board, T, "the board's first edit", |m| {
        (m.history.len() >= 2).then_some(())
    })
    .await;
    game
}

/// How many versions of `board` the fake has received (the post, then one per edit).
pub fn board_versions(fake: &FakeDiscord, board: u64) -> usize {
    fake.with_message(board, |m| m.history.len())
        .expect("the board")
}

/// Waits for a version of `board` beyond the first `seen` ones and returns when the fake
/// received the first of them. Each action the bot applies edits its match's board once (a
/// Tactica board names no version), so the first edit after an action's click shows it.
pub async fn board_edited(fake: &FakeDiscord, board: u64, seen: usize) -> Instant {
    fake.wait_for_message(board, T, "the board to show the click", |m| {
        m.history_at.get(seen).copied()
    })
    .await
}

/// The match and version of the reaction window a "My turn" message shows, if it shows one
/// (its Pass button).
pub fn window_of(hand: &FakeMessage) -> Option<(u64, u64)> {
    let pass = hand.leaf_components().into_iter().find_map(|c| {
        let id = c["custom_id"].as_str()?;
        (id.starts_with("iv1:act:") && c["label"] == "Pass").then_some(id)
    })?;
    let mut parts = pass.split(':').skip(2);
    let match_id = parts.next()?.parse().ok()?;
    let version = parts.next()?.parse().ok()?;
    Some((match_id, version))
}

/// What came of a Pass on a window's public prompt.
pub enum Passed {
    /// The bot applied the Pass; the acknowledgement's latency.
    Applied(Duration),
    /// The bot refused it (the window had moved on).
    Refused,
}

/// `user` passes the reaction window shown on their message `hand` by the Pass button of the
/// window's public prompt in the match thread (the prompt is found once posted).
pub async fn pass(fake: &FakeDiscord, game: &Game, user: &TestUser, hand: &FakeMessage) -> Passed {
    let (match_id, version) = window_of(hand).expect("a reaction window");
    let pass = format!("iv1:pass:{match_id}:{version}:tactica");
    let prompt = fake
        .wait_message(game.thread, T, |m| m.custom_ids().contains(&pass))
        .await;
    let i = fake.click(user, &prompt, &pass).await;
    let reply = fake.reply(i, T).await;
    let passed = reply
        .message
        .as_ref()
        .is_some_and(|m| m.text().starts_with("You passed"));
    if passed {
        Passed::Applied(reply.latency)
    } else {
        Passed::Refused
    }
}

/// The options of the action menu of a message: (label, value).
fn menu_options(message: &FakeMessage) -> Option<(String, Vec<(String, String)>)> {
    message
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:pick:"))
}

/// Whether a first-page menu option is a unit's group (or its one action): not a recruit, a
/// card, the castle choice or a decision.
fn is_unit(label: &str) -> bool {
    !["Recruit on", "Play ", "Choose your castle", "Decide"]
        .iter()
        .any(|p| label.starts_with(p))
}

/// How many actions of a turn the policy takes before it ends the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// One action, then End turn on the message as redrawn after it: half the clicks end a turn.
    OneAction,
    /// Up to `most` actions (castle, moves, recruits), then End turn; earlier when nothing but
    /// End turn is offered. The greedy scripted player takes about 10 actions a turn besides its
    /// window passes on the 3-castle map (`invictus sim --game tactica --map tactica-3p
    /// --players greedy,greedy --games 20 --log-dir DIR`: 3462 moves, recruits, attacks, cards
    /// and castle choices for 344 End turns).
    Turns { most: usize },
}

impl Policy {
    /// Turns of up to 10 actions, like the greedy player's (the bench's option `turns`).
    pub const PLAYER: Policy = Policy::Turns { most: 10 };

    /// The policy as the bench's report names it.
    pub fn name(self) -> String {
        match self {
            Policy::OneAction => "one action a turn".to_string(),
            Policy::Turns { most } => format!("turns of up to {most} actions"),
        }
    }

    /// The most actions a turn takes before End turn.
    fn most(self) -> usize {
        match self {
            Policy::OneAction => 1,
            Policy::Turns { most } => most,
        }
    }
}

/// The action click `policy` picks, ready to be made: a button, or an option of a menu, on the
/// message it is on (a unit's page, when the action is in a menu group: that page is opened by
/// [`choose`], as a player opens it before choosing).
pub struct Choice {
    message: FakeMessage,
    click: ChoiceClick,
    /// Whether the click ends the turn.
    pub ends_turn: bool,
}

enum ChoiceClick {
    Button(String),
    Option {
        menu: String,
        value: String,
    },
    /// A decision answered by a button (a port fee, a peek, Intelligence): its first action.
    FirstAction,
}

/// The action `policy` picks on `hand` (see the module doc), when `taken` actions of the
/// player's turn were applied since their "My turn" was opened. When the action is in a menu
/// group, the group's page is opened first (a click that is not timed, nor part of a wave).
pub async fn choose(
    fake: &FakeDiscord,
    user: &TestUser,
    hand: &FakeMessage,
    policy: Policy,
    taken: usize,
) -> Choice {
    let on_hand = |click: ChoiceClick, ends_turn: bool| Choice {
        message: hand.clone(),
        click,
        ends_turn,
    };
    let end_turn = hand.button("End turn");
    if let (Some(id), true) = (&end_turn, taken >= policy.most()) {
        return on_hand(ChoiceClick::Button(id.clone()), true);
    }
    let menu = menu_options(hand);
    let wanted = menu.as_ref().and_then(|(id, options)| {
        let offered = |keep: &dyn Fn(&str) -> bool| {
            options
                .iter()
                .find(|(label, value)| {
                    (value.starts_with("a:") || value.starts_with("g:")) && keep(label)
                })
                .map(|(_, value)| (id.clone(), value.clone()))
        };
        offered(&|l| l.starts_with("Choose your castle"))
            .or_else(|| offered(&is_unit))
            .or_else(|| offered(&|l| l.starts_with("Recruit on")))
    });
    let (menu, value) = match (wanted, &end_turn) {
        (Some(choice), _) => choice,
        (None, Some(id)) => return on_hand(ChoiceClick::Button(id.clone()), true),
        (None, None) => match menu.and_then(|(id, options)| {
            options
                .into_iter()
                .find(|(_, v)| v.starts_with("a:") || v.starts_with("g:"))
                .map(|(_, v)| (id, v))
        }) {
            Some(choice) => choice,
            None => return on_hand(ChoiceClick::FirstAction, false),
        },
    };
    if value.starts_with("a:") {
        return on_hand(ChoiceClick::Option { menu, value }, false);
    }
    let i = fake.select(user, hand, &menu, &[&value]).await;
    let page = answered(fake, i, hand).await.message;
    // The group's page and the action taken there. When the match moved on since `hand` was
    // drawn (the answer is a refusal), the group's click again, to be refused again.
    let found = page.and_then(|page| {
        let (menu, options) = menu_options(&page)?;
        let actions = || options.iter().filter(|(_, v)| v.starts_with("a:"));
        let value = actions()
            .find(|(label, _)| label.starts_with("Move"))
            .or_else(|| actions().next())?
            .1
            .clone();
        Some(Choice {
            message: page,
            click: ChoiceClick::Option { menu, value },
            ends_turn: false,
        })
    });
    found.unwrap_or_else(|| on_hand(ChoiceClick::Option { menu, value }, false))
}

/// Makes the click of `choice` and returns the bot's answer to it.
pub async fn act(fake: &FakeDiscord, user: &TestUser, choice: &Choice) -> Reply {
    let message = &choice.message;
    match &choice.click {
        ChoiceClick::Button(id) => {
            let i = fake.click(user, message, id).await;
            answered(fake, i, message).await
        }
        ChoiceClick::Option { menu, value } => {
            let i = fake.select(user, message, menu, &[value]).await;
            answered(fake, i, message).await
        }
        ChoiceClick::FirstAction => click_first_action(fake, user, message).await,
    }
}

/// The player's message as the bot redrew it after applying their action (its notice starts
/// with ✅); `None` when the click was refused.
pub fn applied(reply: &Reply) -> Option<FakeMessage> {
    match (reply.kind, &reply.message) {
        (7, Some(m)) if m.content.starts_with('✅') => Some(m.clone()),
        _ => None,
    }
}
