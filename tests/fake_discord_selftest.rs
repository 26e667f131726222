//! Self-test of the fake Discord: a real serenity client connects to it, receives interactions,
//! and its replies, edits, follow-ups and threads are recorded. `schema_checks` tests the fake's
//! check of request bodies against Discord's OpenAPI schema.

mod fake_discord;
#[path = "fake_discord_selftest/schema_checks.rs"]
mod schema_checks;

use std::time::Duration;

use fake_discord::{FakeDiscord, FakeMessage, TestUser, CHANNEL_ID, GUILD_ID};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

/// Failure limit for every wait; the happy path takes milliseconds.
const LIMIT: Duration = Duration::from_secs(20);

fn alice() -> TestUser {
    TestUser::new(700_000_000_000_000_001, "Alice")
}

fn bob() -> TestUser {
    TestUser::new(700_000_000_000_000_002, "Bob")
}

/// A minimal bot written directly against serenity. `tag` prefixes its public replies so that
/// the tests can tell two clients apart.
struct Bot {
    tag: &'static str,
}

fn log_err<T>(what: &str, result: serenity::Result<T>) -> Option<T> {
    match result {
        Ok(t) => Some(t),
        Err(e) => {
            eprintln!("selftest bot: {what} failed: {e:?}");
            None
        }
    }
}

impl Bot {
    async fn duel(&self, ctx: &serenity::Context, cmd: &serenity::CommandInteraction) {
        let opponent = cmd.data.options().into_iter().find_map(|o| match o.value {
            serenity::ResolvedValue::User(user, _) => Some(user.name.clone()),
            _ => None,
        });
        let content = format!(
            "{}: {} challenges {}",
            self.tag,
            cmd.user.name,
            opponent.as_deref().unwrap_or("nobody")
        );
        let buttons = serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new("accept").label("Accept"),
            serenity::CreateButton::new("decline")
                .label("Decline")
                .style(serenity::ButtonStyle::Danger),
        ]);
        let seat = serenity::CreateActionRow::SelectMenu(serenity::CreateSelectMenu::new(
            "seat",
            serenity::CreateSelectMenuKind::String {
                options: vec![
                    serenity::CreateSelectMenuOption::new("White", "white"),
                    serenity::CreateSelectMenuOption::new("Black", "black"),
                ],
            },
        ));
        let reply = serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .components(vec![buttons, seat]);
        let sent = cmd
            .create_response(
                &ctx.http,
                serenity::CreateInteractionResponse::Message(reply),
            )
            .await;
        if log_err("duel reply", sent).is_none() {
            return;
        }

        // Slow REST work after acknowledging: a board message, edited, with a thread on it.
        let board = cmd
            .channel_id
            .send_message(
                &ctx.http,
                serenity::CreateMessage::new().content("board v1"),
            )
            .await;
        let Some(mut board) = log_err("board post", board) else {
            return;
        };
        let edited = board
            .edit(&ctx.http, serenity::EditMessage::new().content("board v2"))
            .await;
        log_err("board edit", edited);
        let thread = cmd
            .channel_id
            .create_thread_from_message(
                &ctx.http,
                board.id,
                serenity::CreateThread::new("Duel thread"),
            )
            .await;
        let Some(thread) = log_err("thread", thread) else {
            return;
        };
        let posted = thread
            .id
            .send_message(
                &ctx.http,
                serenity::CreateMessage::new().content("in the thread"),
            )
            .await;
        log_err("thread post", posted);
    }

    async fn slow(&self, ctx: &serenity::Context, cmd: &serenity::CommandInteraction) {
        if log_err("defer", cmd.defer_ephemeral(&ctx.http).await).is_none() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        let first = serenity::CreateInteractionResponseFollowup::new().content("slow result");
        log_err(
            "first follow-up",
            cmd.create_followup(&ctx.http, first).await,
        );
        let second = serenity::CreateInteractionResponseFollowup::new()
            .content("second")
            .ephemeral(true);
        log_err(
            "second follow-up",
            cmd.create_followup(&ctx.http, second).await,
        );
    }

    async fn component(&self, ctx: &serenity::Context, component: &serenity::ComponentInteraction) {
        let response = match (&component.data.custom_id[..], &component.data.kind) {
            ("accept", _) => {
                let confirm = serenity::CreateButton::new("confirm").label("Confirm");
                serenity::CreateInteractionResponse::Message(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(format!("Only you, {}, see this", component.user.name))
                        .ephemeral(true)
                        .components(vec![serenity::CreateActionRow::Buttons(vec![confirm])]),
                )
            }
            ("confirm", _) => serenity::CreateInteractionResponse::UpdateMessage(
                serenity::CreateInteractionResponseMessage::new()
                    .content("confirmed")
                    .components(vec![]),
            ),
            ("seat", serenity::ComponentInteractionDataKind::StringSelect { values }) => {
                serenity::CreateInteractionResponse::UpdateMessage(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(format!("seat: {}", values.join(","))),
                )
            }
            _ => serenity::CreateInteractionResponse::Acknowledge,
        };
        log_err(
            "component response",
            component.create_response(&ctx.http, response).await,
        );
    }
}

#[serenity::async_trait]
impl serenity::EventHandler for Bot {
    async fn ready(&self, ctx: serenity::Context, _ready: serenity::Ready) {
        let commands = vec![
            serenity::CreateCommand::new("duel")
                .description("Challenge someone")
                .add_option(serenity::CreateCommandOption::new(
                    serenity::CommandOptionType::User,
                    "opponent",
                    "Who to challenge",
                ))
                .add_option(
                    serenity::CreateCommandOption::new(
                        serenity::CommandOptionType::String,
                        "deck",
                        "Deck",
                    )
                    .set_autocomplete(true),
                ),
            serenity::CreateCommand::new("slow").description("Takes its time"),
        ];
        log_err(
            "register commands",
            serenity::GuildId::new(GUILD_ID)
                .set_commands(&ctx.http, commands)
                .await,
        );
    }

    async fn interaction_create(&self, ctx: serenity::Context, interaction: serenity::Interaction) {
        match interaction {
            serenity::Interaction::Command(cmd) if cmd.data.name == "duel" => {
                self.duel(&ctx, &cmd).await
            }
            serenity::Interaction::Command(cmd) if cmd.data.name == "slow" => {
                self.slow(&ctx, &cmd).await
            }
            serenity::Interaction::Autocomplete(ac) => {
                let typed = ac
                    .data
                    .autocomplete()
                    .map(|o| o.value.to_string())
                    .unwrap_or_default();
                let mut response = serenity::CreateAutocompleteResponse::new();
                for deck in ["alpha", "beta"]
                    .into_iter()
                    .filter(|d| d.starts_with(&typed))
                {
                    response = response.add_string_choice(deck, deck);
                }
                let sent = ac
                    .create_response(
                        &ctx.http,
                        serenity::CreateInteractionResponse::Autocomplete(response),
                    )
                    .await;
                log_err("autocomplete", sent);
            }
            serenity::Interaction::Component(component) => self.component(&ctx, &component).await,
            _ => {}
        }
    }
}

struct RunningBot {
    shard_manager: std::sync::Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

impl RunningBot {
    async fn stop(self) {
        self.shard_manager.shutdown_all().await;
        tokio::time::timeout(LIMIT, self.task)
            .await
            .expect("the client stops after shutdown_all")
            .expect("the client task does not panic");
    }
}

/// serenity's HTTP client pointed at the fake.
fn fake_http(fake: &FakeDiscord) -> serenity::Http {
    serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build()
}

/// Runs a built client in a task.
fn run(mut client: serenity::Client, tag: &'static str) -> RunningBot {
    let shard_manager = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        if let Err(e) = client.start().await {
            eprintln!("selftest bot {tag}: client stopped with {e:?}");
        }
    });
    RunningBot {
        shard_manager,
        task,
    }
}

async fn start_bot(fake: &FakeDiscord, tag: &'static str) -> RunningBot {
    let intents = serenity::GatewayIntents::non_privileged();
    let client = serenity::ClientBuilder::new_with_http(fake_http(fake), intents)
        .event_handler(Bot { tag })
        .await
        .expect("the serenity client builds");
    run(client, tag)
}

fn content_of(version: &Value) -> &str {
    version["content"].as_str().unwrap_or("")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_client_round_trip() {
    let fake = FakeDiscord::start().await;
    let (alice, bob) = (alice(), bob());
    fake.register_user(&bob);
    let bot = start_bot(&fake, "A").await;
    fake.wait_ready(LIMIT).await;

    let commands = fake.wait_commands_registered(LIMIT).await;
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(names, ["duel", "slow"]);
    let guild = |c: &Value| c["guild_id"].as_str().and_then(|s| s.parse::<u64>().ok());
    assert!(commands
        .iter()
        .all(|c| c["id"].is_string() && guild(c) == Some(GUILD_ID)));

    // A slash command with a USER option: a public reply with buttons and a select.
    let duel = fake
        .command(
            &alice,
            CHANNEL_ID,
            "duel",
            json!([{"name": "opponent", "type": 6, "value": bob.id.to_string()}]),
        )
        .await;
    let reply = fake.reply(duel, LIMIT).await;
    assert_eq!(reply.kind, 4);
    assert!(!reply.ephemeral);
    assert!(
        reply.latency < Duration::from_secs(3),
        "latency {:?}",
        reply.latency
    );
    let duel_msg = reply
        .message
        .clone()
        .expect("a type-4 reply creates a message");
    assert_eq!(duel_msg.text(), "A: Alice challenges Bob");
    assert_eq!(duel_msg.channel_id, CHANNEL_ID);
    assert_eq!(duel_msg.interaction_id, Some(duel));
    assert!(!duel_msg.ephemeral && duel_msg.visible_to.is_none());
    assert_eq!(duel_msg.button("Accept").as_deref(), Some("accept"));
    assert_eq!(duel_msg.button("Decl").as_deref(), Some("decline"));
    assert_eq!(duel_msg.button("Nope"), None);
    assert_eq!(duel_msg.custom_ids(), ["accept", "decline", "seat"]);
    assert_eq!(
        duel_msg.selects(),
        [(
            "seat".to_string(),
            vec![
                ("White".to_string(), "white".to_string()),
                ("Black".to_string(), "black".to_string())
            ]
        )]
    );
    assert_eq!(reply.body["type"], 4);

    // A channel message posted and edited through REST, and a thread started on it.
    let board = fake
        .wait_message(CHANNEL_ID, LIMIT, |m| m.content == "board v2")
        .await;
    assert_eq!(board.history.len(), 2);
    assert_eq!(content_of(&board.history[0]), "board v1");
    assert_eq!(content_of(&board.history[1]), "board v2");
    assert!(board.history[1]["edited_timestamp"].is_string());
    assert_eq!(board.interaction_id, None);
    let in_thread = fake
        .wait_message(board.id, LIMIT, |m| m.content == "in the thread")
        .await;
    assert_eq!(in_thread.channel_id, board.id);
    assert_eq!(
        fake.threads(),
        [(board.id, CHANNEL_ID, "Duel thread".to_string())]
    );
    assert_eq!(fake.channel_kind(board.id), Some(11));

    // A click answered with an ephemeral message that has a button.
    let accept = fake.click(&alice, &duel_msg, "accept").await;
    let reply = fake.reply(accept, LIMIT).await;
    assert_eq!(reply.kind, 4);
    assert!(reply.ephemeral);
    assert!(
        reply.latency < Duration::from_secs(3),
        "latency {:?}",
        reply.latency
    );
    let secret = reply.message.expect("a type-4 reply creates a message");
    assert!(secret.ephemeral);
    assert_eq!(secret.visible_to, Some(alice.id));
    assert_eq!(secret.text(), "Only you, Alice, see this");
    assert_eq!(secret.button("Confirm").as_deref(), Some("confirm"));
    assert!(
        fake.channel_messages(CHANNEL_ID)
            .iter()
            .all(|m| m.id != secret.id),
        "ephemeral messages are not channel messages"
    );
    assert!(fake.all_messages().iter().any(|m| m.id == secret.id));
    assert_eq!(fake.ephemeral_messages(alice.id).len(), 1);

    // A click on the ephemeral message updates it (type 7).
    let confirm = fake.click(&alice, &secret, "confirm").await;
    let reply = fake.reply(confirm, LIMIT).await;
    assert_eq!(reply.kind, 7);
    assert!(reply.ephemeral);
    let updated = reply
        .message
        .expect("a type-7 reply names the updated message");
    assert_eq!(updated.id, secret.id);
    assert_eq!(updated.content, "confirmed");
    assert!(updated.components.is_empty());
    assert_eq!(updated.history.len(), 2);

    // A select choice updates the public message.
    let seat = fake.select(&bob, &duel_msg, "seat", &["black"]).await;
    let reply = fake.reply(seat, LIMIT).await;
    assert_eq!(reply.kind, 7);
    assert!(!reply.ephemeral);
    let updated = reply
        .message
        .expect("a type-7 reply names the updated message");
    assert_eq!(updated.id, duel_msg.id);
    assert_eq!(updated.content, "seat: black");
    assert_eq!(
        updated.custom_ids(),
        ["accept", "decline", "seat"],
        "components left out of an update stay"
    );
    assert_eq!(content_of(&updated.history[0]), "A: Alice challenges Bob");

    // Autocomplete.
    let typed = fake
        .autocomplete(
            &alice,
            CHANNEL_ID,
            "duel",
            json!([{"name": "deck", "type": 3, "value": "al", "focused": true}]),
        )
        .await;
    let reply = fake.reply(typed, LIMIT).await;
    assert_eq!(reply.kind, 8);
    assert_eq!(
        reply.body["data"]["choices"],
        json!([{"name": "alpha", "value": "alpha"}])
    );
    assert!(reply.message.is_none());

    // A deferred ephemeral reply: the first follow-up becomes the deferred message.
    let slow = fake.command(&alice, CHANNEL_ID, "slow", Value::Null).await;
    let reply = fake.reply(slow, LIMIT).await;
    assert_eq!(reply.kind, 5);
    assert!(reply.ephemeral);
    let deferred = reply
        .message
        .expect("a deferred reply creates the thinking message");
    let followups = fake
        .wait_for(LIMIT, "two follow-ups", |f| {
            Some(f.followups(slow)).filter(|list| list.len() == 2)
        })
        .await;
    assert_eq!(followups[0].id, deferred.id);
    assert_eq!(followups[0].content, "slow result");
    assert!(followups[0].ephemeral && followups[1].ephemeral);
    assert_eq!(followups[1].content, "second");
    assert_ne!(followups[1].id, deferred.id);
    assert_eq!(
        fake.original(slow).map(|m| m.content),
        Some("slow result".to_string())
    );

    // Everything the bot asked was understood.
    let requests = fake.requests();
    let failed: Vec<_> = requests.iter().filter(|r| r.status >= 400).collect();
    assert!(failed.is_empty(), "failed requests: {failed:#?}");
    let callbacks = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/callback"))
        .count();
    assert_eq!(callbacks, 6);

    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_client_connects_after_the_first_shuts_down() {
    let fake = FakeDiscord::start().await;
    let alice = alice();
    let first = start_bot(&fake, "first").await;
    fake.wait_ready(LIMIT).await;
    fake.wait_commands_registered(LIMIT).await;
    let duel = fake.command(&alice, CHANNEL_ID, "duel", Value::Null).await;
    assert!(fake
        .reply(duel, LIMIT)
        .await
        .message
        .unwrap()
        .content
        .starts_with("first:"));

    first.stop().await;
    fake.wait_for(LIMIT, "the first connection to close", |f| {
        (f.connections() == 0).then_some(())
    })
    .await;

    let second = start_bot(&fake, "second").await;
    fake.wait_for(LIMIT, "a second READY", |f| {
        (f.ready_count() == 2).then_some(())
    })
    .await;
    fake.wait_ready(LIMIT).await;
    let duel = fake.command(&alice, CHANNEL_ID, "duel", Value::Null).await;
    let reply = fake.reply(duel, LIMIT).await;
    assert_eq!(
        reply.message.map(|m| m.content),
        Some("second: Alice challenges nobody".to_string())
    );
    let puts: Vec<String> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT")
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(puts.len(), 2, "each client registered its commands once");
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_client_resumes_after_the_gateway_drops() {
    let fake = FakeDiscord::start().await;
    let alice = alice();
    let bot = start_bot(&fake, "A").await;
    fake.wait_ready(LIMIT).await;
    fake.wait_commands_registered(LIMIT).await;

    fake.drop_gateway().await;
    fake.wait_for(LIMIT, "a RESUME", |f| (f.resume_count() == 1).then_some(()))
        .await;
    fake.wait_ready(LIMIT).await;
    assert_eq!(
        fake.ready_count(),
        1,
        "the client resumed instead of identifying again"
    );

    let duel = fake.command(&alice, CHANNEL_ID, "duel", Value::Null).await;
    let reply = fake.reply(duel, LIMIT).await;
    let msg: FakeMessage = reply.message.expect("a reply message");
    assert_eq!(msg.content, "A: Alice challenges nobody");
    bot.stop().await;
}

type PoiseError = Box<dyn std::error::Error + Send + Sync>;
type PoiseContext<'a> = poise::Context<'a, (), PoiseError>;

/// Challenge someone (poise: USER argument resolved from `data.resolved`).
#[poise::command(slash_command)]
async fn challenge(
    ctx: PoiseContext<'_>,
    #[description = "Who to challenge"] opponent: serenity::User,
) -> Result<(), PoiseError> {
    ctx.say(format!(
        "{} challenges {}",
        ctx.author().name,
        opponent.name
    ))
    .await?;
    Ok(())
}

/// Think first (poise: deferred ephemeral reply, then `say`).
#[poise::command(slash_command, ephemeral)]
async fn think(ctx: PoiseContext<'_>) -> Result<(), PoiseError> {
    ctx.defer_ephemeral().await?;
    ctx.say("thought").await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poise_framework_works_against_the_fake() {
    let fake = FakeDiscord::start().await;
    let (alice, bob) = (alice(), bob());
    fake.register_user(&bob);
    let framework = poise::Framework::<(), PoiseError>::builder()
        .options(poise::FrameworkOptions {
            commands: vec![challenge(), think()],
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_in_guild(
                    ctx,
                    &framework.options().commands,
                    serenity::GuildId::new(GUILD_ID),
                )
                .await?;
                Ok(())
            })
        })
        .build();
    let intents = serenity::GatewayIntents::non_privileged();
    let client = serenity::ClientBuilder::new_with_http(fake_http(&fake), intents)
        .framework(framework)
        .await
        .expect("the poise client builds");
    let bot = run(client, "poise");
    fake.wait_ready(LIMIT).await;
    fake.wait_commands_registered(LIMIT).await;

    let duel = fake
        .command(
            &alice,
            CHANNEL_ID,
            "challenge",
            json!([{"name": "opponent", "type": 6, "value": bob.id.to_string()}]),
        )
        .await;
    let reply = fake.reply(duel, LIMIT).await;
    assert_eq!((reply.kind, reply.ephemeral), (4, false));
    assert_eq!(
        reply.message.map(|m| m.content),
        Some("Alice challenges Bob".to_string())
    );

    let think = fake.command(&alice, CHANNEL_ID, "think", Value::Null).await;
    let reply = fake.reply(think, LIMIT).await;
    assert_eq!((reply.kind, reply.ephemeral), (5, true));
    let answered = fake
        .wait_for(LIMIT, "the deferred answer", |f| {
            f.original(think).filter(|m| m.content == "thought")
        })
        .await;
    assert!(answered.ephemeral);
    assert_eq!(answered.visible_to, Some(alice.id));

    let failed: Vec<_> = fake
        .requests()
        .into_iter()
        .filter(|r| r.status >= 400)
        .collect();
    assert!(failed.is_empty(), "failed requests: {failed:#?}");
    bot.stop().await;
}

/// A wait on one message (what the benchmarks use instead of waking on every change) sees that
/// message's edits, and only a change of that message ends it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wait_on_one_message_ends_with_an_edit_of_that_message() {
    let fake = FakeDiscord::start().await;
    let http = fake_http(&fake);
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let watched = channel
        .send_message(&http, serenity::CreateMessage::new().content("first"))
        .await
        .expect("post the watched message");
    let other = channel
        .send_message(&http, serenity::CreateMessage::new().content("other"))
        .await
        .expect("post another message");

    let waiter = {
        let fake = fake.clone();
        let id = watched.id.get();
        tokio::spawn(async move {
            fake.wait_for_message(id, LIMIT, "the watched message edited", |m| {
                (m.content != "first").then(|| m.content.clone())
            })
            .await
        })
    };
    // An edit of another message does not satisfy it.
    channel
        .edit_message(
            &http,
            other.id,
            serenity::EditMessage::new().content("other, edited"),
        )
        .await
        .expect("edit the other message");
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(
        !waiter.is_finished(),
        "the wait ended on another message's edit"
    );

    channel
        .edit_message(
            &http,
            watched.id,
            serenity::EditMessage::new().content("second"),
        )
        .await
        .expect("edit the watched message");
    let seen = tokio::time::timeout(LIMIT, waiter)
        .await
        .expect("the wait ends once the message is edited")
        .expect("the waiting task does not panic");
    assert_eq!(seen, "second");

    // A wait whose condition already holds returns at once.
    let again = fake
        .wait_for_message(watched.id.get(), LIMIT, "the edit", |m| {
            (m.content == "second").then_some(m.content.len())
        })
        .await;
    assert_eq!(again, "second".len());
}
