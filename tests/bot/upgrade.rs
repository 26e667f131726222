//! A running bot upgrades in place, buttons and all: the database the release of 2026-11-29 wrote
//! while it hosted three matches on Discord (`tests/fixtures/release-2026-11-29.bot.sql`: an
//! Invictus duel and a Tactica duel stopped mid-play, a Tactica duel with the Empires stopped in
//! its draft), and the buttons and menus that release had posted in them
//! (`tests/fixtures/release-2026-11-29.posted.json`: each message's components in every version
//! it showed, the public boards and reaction-window prompts and the players' private "My hand"
//! and "My turn" messages, with their `iv1:` custom_ids as that release wrote them). This bot
//! starts on that database, which it migrates, with those messages still on Discord; every id
//! clicked by the player it was drawn for (or, on a public message, a player of the match) is
//! answered, never with "something went wrong": one drawn for an earlier version of its match
//! is refused as out of date and the stored match is unchanged; one for the version stored works
//! ("My hand" shows the hand, a menu's page opens, an action is applied).

use crate::fake_discord::*;
use crate::support::*;
use invictus::games::{Game, GameKind, Waiting};
use invictus::store::{migrations, open_connection, MatchId, Store};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The release's database, migrated to its schema (10) and filled as it left it; this bot opens
/// it when it starts.
fn release_database(dir: &Path) -> PathBuf {
    let path = dir.join("release.db");
    let mut conn = open_connection(&path).unwrap();
    migrations().to_version(&mut conn, 10).unwrap();
    let fixture = format!(
        "{}/tests/fixtures/release-2026-11-29.bot.sql",
        env!("CARGO_MANIFEST_DIR")
    );
    conn.execute_batch(&std::fs::read_to_string(fixture).unwrap())
        .unwrap();
    path
}

/// What the release had posted, as `release-2026-11-29.posted.json` records it.
fn posted() -> Value {
    let path = format!(
        "{}/tests/fixtures/release-2026-11-29.posted.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn snowflake(v: &Value) -> u64 {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .expect("a snowflake")
}

/// A component the release posted: its id, the message it is on, and who clicks it.
#[derive(Clone, Debug)]
struct PostedId {
    id: String,
    message: u64,
    /// The user a private message was drawn for; `None` on a public message.
    owner: Option<u64>,
    /// A select menu's values, in order; empty for a button.
    values: Vec<String>,
}

impl PostedId {
    fn part(&self, n: usize) -> &str {
        self.id.split(':').nth(n).unwrap_or_default()
    }
    fn kind(&self) -> &str {
        self.part(1)
    }
    fn match_id(&self) -> i64 {
        self.part(2).parse().expect("a match id")
    }
    /// The match version it was drawn for, for the kinds that carry one.
    fn version(&self) -> Option<u64> {
        match self.kind() {
            "act" | "pick" | "back" | "respond" | "pass" | "draft" => self.part(3).parse().ok(),
            _ => None,
        }
    }
}

/// Every component of every version of the posted messages, each (message, id) once.
fn posted_ids(posted: &Value) -> Vec<PostedId> {
    let mut out: Vec<PostedId> = Vec::new();
    for message in posted["messages"].as_array().unwrap() {
        let id = snowflake(&message["id"]);
        let owner = message["for"].as_str().map(|s| s.parse().unwrap());
        for version in message["versions"].as_array().unwrap() {
            for row in version.as_array().unwrap() {
                for c in row["components"].as_array().unwrap() {
                    let Some(custom_id) = c["custom_id"].as_str() else {
                        continue;
                    };
                    if out.iter().any(|p| p.message == id && p.id == custom_id) {
                        continue;
                    }
                    let values = c["options"]
                        .as_array()
                        .map(|o| {
                            o.iter()
                                .map(|o| o["value"].as_str().unwrap().to_string())
                                .collect()
                        })
                        .unwrap_or_default();
                    out.push(PostedId {
                        id: custom_id.to_string(),
                        message: id,
                        owner,
                        values,
                    });
                }
            }
        }
    }
    out
}

/// A match as stored: its version, its snapshot and how many actions it logged.
fn stored_row(db: &Path, id: i64) -> (i64, String, i64) {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row(
        "SELECT version, snapshot, (SELECT count(*) FROM actions WHERE match_id = ?1)
         FROM matches WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )
    .unwrap()
}

/// The players of match `id`, by seat.
fn players(db: &Path, id: i64) -> Vec<u64> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut statement = conn
        .prepare("SELECT player_id FROM match_seats WHERE match_id = ?1 ORDER BY seat")
        .unwrap();
    let rows = statement
        .query_map([id], |r| r.get::<_, i64>(0))
        .unwrap()
        .map(|p| p.unwrap() as u64)
        .collect();
    rows
}

/// The player match `id` waits for now (the first, in a window).
fn waited_for(db: &Path, id: i64) -> u64 {
    let store = Store::open(db).unwrap();
    let waiting = match store.match_game(MatchId(id)).unwrap().unwrap() {
        GameKind::Invictus => Game::waiting(
            &store
                .load_match::<invictus::games::invictus::rules::Match>(MatchId(id))
                .unwrap()
                .game,
        ),
        GameKind::Tactica => Game::waiting(
            &store
                .load_match::<invictus::games::tactica::Match>(MatchId(id))
                .unwrap()
                .game,
        ),
    };
    let seat = match waiting {
        Waiting::Turn { seat } => seat,
        Waiting::Window { seats } => seats[0],
        Waiting::Over => panic!("match {id} is over"),
    };
    players(db, id)[usize::from(seat)]
}

/// What a reply says: its text, or the callback's content.
fn said(reply: &Reply) -> String {
    match &reply.message {
        Some(m) if !m.text().is_empty() => m.text(),
        _ => reply.body["data"]["content"]
            .as_str()
            .unwrap_or_default()
            .to_string(),
    }
}

/// Clicks `posted` as `user` (a menu with `value` chosen): answered in time, and never with
/// "something went wrong".
async fn click(
    fake: &FakeDiscord,
    user: &TestUser,
    posted: &PostedId,
    value: Option<&str>,
) -> Reply {
    let message = fake.message(posted.message).expect("the posted message");
    let i = match value {
        Some(value) => fake.select(user, &message, &posted.id, &[value]).await,
        None => fake.click(user, &message, &posted.id).await,
    };
    let reply = answer(fake, i).await;
    let text = said(&reply);
    assert!(
        !text.contains("Something went wrong"),
        "{}: {text}",
        posted.id
    );
    reply
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_buttons_the_release_posted_are_answered_after_the_upgrade() {
    let dir = tempfile::tempdir().unwrap();
    let db = release_database(dir.path());
    let posted = posted();
    let fake = FakeDiscord::start().await;
    let users: Vec<TestUser> = posted["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| TestUser::new(snowflake(&u[0]), u[1].as_str().unwrap()))
        .collect();
    for user in &users {
        fake.register_user(user);
    }
    let user = |id: u64| users.iter().find(|u| u.id == id).expect("a known user");
    // Discord as the release left it: its match threads and the messages it posted there.
    for thread in posted["threads"].as_array().unwrap() {
        fake.restore_thread(
            snowflake(&thread["id"]),
            snowflake(&thread["parent"]),
            thread["name"].as_str().unwrap(),
        );
    }
    for message in posted["messages"].as_array().unwrap() {
        let versions = message["versions"].as_array().unwrap();
        fake.restore_message(
            snowflake(&message["id"]),
            snowflake(&message["channel"]),
            message["for"].as_str().map(|s| s.parse().unwrap()),
            "Posted by the release of 2026-11-29.",
            versions.last().unwrap().as_array().unwrap().clone(),
        );
    }
    // The bot's clock goes on from when the release stopped: no deadline passed meanwhile.
    let clock = std::sync::Arc::new(invictus::hosting::ManualClock::starting_at(
        invictus::hosting::UnixMs(posted["clock"].as_i64().unwrap()),
    ));
    let bot = start_bot_configured(&fake, &db, 0, clock, "board_image = false\n").await;
    // The bot brought the database to this program's schema.
    let migrated: i64 = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(migrated as usize, invictus::store::schema_version());

    let ids = posted_ids(&posted);
    let matches: Vec<i64> = {
        let mut m: Vec<i64> = ids.iter().map(PostedId::match_id).collect();
        m.sort_unstable();
        m.dedup();
        m
    };
    assert_eq!(matches, vec![1, 2, 3], "the three matches");
    let before: Vec<(i64, String, i64)> = matches.iter().map(|&m| stored_row(&db, m)).collect();
    let version_of = |m: i64| before[matches.iter().position(|&x| x == m).unwrap()].0 as u64;
    let stale = |p: &PostedId| p.version().is_some_and(|v| v < version_of(p.match_id()));
    // The player who clicks a component: its owner, or on a public one the player the match
    // waits for.
    let clicker = |p: &PostedId| user(p.owner.unwrap_or_else(|| waited_for(&db, p.match_id())));

    // Every id drawn for an earlier version is refused as out of date, and changes nothing.
    let mut refused = std::collections::BTreeMap::<String, usize>::new();
    for p in ids.iter().filter(|p| stale(p)) {
        let value = p.values.first().map(String::as_str);
        let reply = click(&fake, clicker(p), p, value).await;
        assert!(
            reply.ephemeral && reply.kind == 4,
            "{} is refused privately: {reply:?}",
            p.id
        );
        assert!(
            said(&reply).contains("out of date"),
            "{}: {}",
            p.id,
            said(&reply)
        );
        for (&m, row) in matches.iter().zip(&before) {
            assert_eq!(&stored_row(&db, m), row, "{} changed match {m}", p.id);
        }
        *refused.entry(p.kind().to_string()).or_default() += 1;
    }
    for kind in ["act", "pick", "draft"] {
        assert!(refused.contains_key(kind), "no old {kind} id: {refused:?}");
    }

    // The ids for the state stored that only look: "My hand" / "My turn" for each player, a
    // page of a menu, back to the first page, a standing order.
    let current: Vec<&PostedId> = ids.iter().filter(|p| !stale(p)).collect();
    let mut looked = std::collections::BTreeMap::<String, usize>::new();
    for p in &current {
        match p.kind() {
            "hand" => {
                for player in players(&db, p.match_id()) {
                    let reply = click(&fake, user(player), p, None).await;
                    assert!(reply.ephemeral && reply.kind == 4, "{reply:?}");
                    let hand = reply.message.expect("the hand");
                    assert!(
                        hand.custom_ids().iter().any(|c| c.starts_with("iv1:")),
                        "{}: {hand:?}",
                        p.id
                    );
                    if player == waited_for(&db, p.match_id()) {
                        assert!(can_act(&hand), "{}: {hand:?}", p.id);
                    }
                }
            }
            "pick" => {
                let Some(page) = p.values.iter().find(|v| v.starts_with("g:")) else {
                    continue;
                };
                let reply = click(&fake, clicker(p), p, Some(page)).await;
                assert_eq!(reply.kind, 7, "{}: {reply:?}", p.id);
                let shown = reply.message.expect("the page");
                assert!(!shown.selects().is_empty(), "{}: {shown:?}", p.id);
            }
            "back" => {
                let reply = click(&fake, clicker(p), p, None).await;
                assert_eq!(reply.kind, 7, "{}: {reply:?}", p.id);
                assert!(can_act(&reply.message.expect("the first page")));
            }
            "orders" | "abilityorders" => {
                let reply = click(&fake, clicker(p), p, Some(&p.values[0])).await;
                assert!(
                    said(&reply).contains("Standing order for match"),
                    "{}: {}",
                    p.id,
                    said(&reply)
                );
            }
            _ => continue,
        }
        *looked.entry(p.kind().to_string()).or_default() += 1;
    }
    for kind in ["hand", "pick", "orders"] {
        assert!(
            looked.contains_key(kind),
            "no current {kind} id: {looked:?}"
        );
    }
    for (&m, row) in matches.iter().zip(&before) {
        assert_eq!(&stored_row(&db, m), row, "looking changed match {m}");
    }

    // In each match, an action posted for the version stored is applied; posted again, the
    // same id is then out of date.
    for &m in &matches {
        let version = version_of(m);
        let (p, value) = current
            .iter()
            .filter(|p| p.match_id() == m)
            .find_map(|p| match p.kind() {
                "act" | "draft" => Some((*p, None)),
                "pick" => p
                    .values
                    .iter()
                    .find(|v| v.starts_with("a:"))
                    .map(|v| (*p, Some(v.as_str()))),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no action of match {m} for version {version}"));
        let who = clicker(p);
        let reply = click(&fake, who, p, value).await;
        assert!(
            reply.kind == 7 || reply.ephemeral,
            "{} answered: {reply:?}",
            p.id
        );
        assert_eq!(
            stored_row(&db, m).0 as u64,
            version + 1,
            "{} applied: {}",
            p.id,
            said(&reply)
        );
        let after = stored_row(&db, m);
        let reply = click(&fake, who, p, value).await;
        assert!(
            said(&reply).contains("out of date"),
            "{}: {}",
            p.id,
            said(&reply)
        );
        assert_eq!(stored_row(&db, m), after, "{} again changed nothing", p.id);
    }
    bot.stop().await;
}
