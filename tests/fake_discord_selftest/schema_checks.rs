//! The fake's check of request bodies against Discord's OpenAPI schema: wrong bodies are
//! refused as Discord refuses them and recorded, real ones pass, and a fake dropped with a
//! violation recorded fails its test.

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::fake_discord::{FakeDiscord, SchemaViolation, CHANNEL_ID};
use super::{alice, bob, fake_http};

/// The fake's answer to a refused request: status and Discord's JSON error (its code, and the
/// body paths of its errors).
fn refusal<T: std::fmt::Debug>(sent: serenity::Result<T>) -> (u16, isize, Vec<String>) {
    match sent {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e))) => (
            e.status_code.as_u16(),
            e.error.code,
            e.error.errors.iter().map(|e| e.path.clone()).collect(),
        ),
        other => panic!("expected an unsuccessful request, got {other:?}"),
    }
}

/// Posts `body` as is into [`CHANNEL_ID`] and returns the one schema violation it caused.
async fn violation_of(fake: &FakeDiscord, body: Value) -> SchemaViolation {
    let http = fake_http(fake);
    let sent = http
        .send_message(serenity::ChannelId::new(CHANNEL_ID), vec![], &body)
        .await;
    let (status, code, _) = refusal(sent);
    assert_eq!((status, code), (400, 50035), "Invalid Form Body");
    let mut violations = fake.take_schema_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    violations.remove(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_mentioning_a_user_twice_is_refused_and_recorded() {
    let fake = FakeDiscord::start().await;
    let http = fake_http(&fake);
    let bob = bob().id.to_string();
    let body = json!({
        "content": "two seats, one player",
        "allowed_mentions": { "parse": [], "users": [bob, bob] },
    });
    let sent = http
        .send_message(serenity::ChannelId::new(CHANNEL_ID), vec![], &body)
        .await;
    let (status, code, paths) = refusal(sent);
    assert_eq!((status, code), (400, 50035));
    assert_eq!(paths, ["allowed_mentions.users"]);

    let violations = fake.schema_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    let v = &violations[0];
    assert_eq!(v.method, "POST");
    assert_eq!(v.path, format!("/api/v10/channels/{CHANNEL_ID}/messages"));
    assert_eq!(v.operation, "/channels/{channel_id}/messages");
    assert_eq!(v.json_path, "$.allowed_mentions.users");
    assert_eq!(v.keyword, "uniqueItems");
    assert_eq!(v.excerpt, format!("[\"{bob}\",\"{bob}\"]"));
    assert!(
        fake.channel_messages(CHANNEL_ID).is_empty(),
        "a refused message is not posted"
    );
    assert_eq!(fake.take_schema_violations(), violations);
    assert!(fake.schema_violations().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_types_and_unknown_components_are_refused() {
    let fake = FakeDiscord::start().await;

    let v = violation_of(&fake, json!({ "content": 5 })).await;
    assert_eq!(
        (v.json_path.as_str(), v.keyword.as_str()),
        ("$.content", "type")
    );
    assert_eq!(v.excerpt, "5");

    let button = json!({ "type": 2, "style": 1, "label": "Go", "custom_id": "go" });
    let unknown = json!({ "type": 99, "custom_id": "x" });
    let v = violation_of(
        &fake,
        json!({ "components": [{ "type": 1, "components": [button, unknown] }] }),
    )
    .await;
    assert_eq!(v.json_path, "$.components[0].components[1].type");
    assert_eq!(v.keyword, "oneOf", "{v}");

    let bad_style = json!({ "type": 2, "style": 9, "custom_id": "x" });
    let v = violation_of(
        &fake,
        json!({ "components": [{ "type": 1, "components": [bad_style] }] }),
    )
    .await;
    assert_eq!(v.json_path, "$.components[0].components[0].style", "{v}");

    // Only a placeholder attachment id of 0 is let through, not another integer.
    let v = violation_of(
        &fake,
        json!({ "content": "x", "attachments": [{ "id": 1, "filename": "a.txt" }] }),
    )
    .await;
    assert_eq!(
        (v.json_path.as_str(), v.keyword.as_str()),
        ("$.attachments[0].id", "type")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_message_with_an_embed_buttons_and_a_file_passes() {
    let fake = FakeDiscord::start().await;
    let http = fake_http(&fake);
    let message = serenity::CreateMessage::new()
        .content("Board")
        .embed(
            serenity::CreateEmbed::new()
                .title("Match 1")
                .description("Alice to play")
                .field("Clock", "5:00", true)
                .footer(serenity::CreateEmbedFooter::new("turn 1"))
                .image("attachment://board.png"),
        )
        .components(vec![serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new("play").label("Play"),
            serenity::CreateButton::new_link("https://example.com/rules").label("Rules"),
        ])])
        .allowed_mentions(serenity::CreateAllowedMentions::new().users([alice().id]))
        .add_file(serenity::CreateAttachment::bytes(
            b"not really a png".to_vec(),
            "board.png",
        ));
    let posted = serenity::ChannelId::new(CHANNEL_ID)
        .send_message(&http, message)
        .await
        .expect("a valid message is accepted");
    let request = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST")
        .expect("the post is recorded");
    assert_eq!(request.status, 200);
    assert_eq!(
        request.body["attachments"][0]["id"], 0,
        "serenity's placeholder id"
    );
    assert!(fake.schema_violations().is_empty());
    assert_eq!(
        fake.message(posted.id.get()).map(|m| m.content),
        Some("Board".to_string())
    );
}

/// Sends `GET path` to the fake with a bare HTTP/1.1 request; returns the status line.
async fn raw_get(fake: &FakeDiscord, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let address = fake.base_url().trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: fake\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    answer.lines().next().unwrap_or("").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_route_discord_does_not_have_is_a_violation() {
    let fake = FakeDiscord::start().await;
    let status = raw_get(&fake, "/api/v10/channels/1/no-such-thing").await;
    assert!(status.contains("404"), "{status}");
    let violations = fake.take_schema_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert_eq!(violations[0].keyword, "operation");
    // A route of the spec the fake does not serve is not a schema violation.
    raw_get(&fake, "/api/v10/guilds/1/roles").await;
    assert!(fake.schema_violations().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "did not match Discord's OpenAPI schema")]
async fn a_fake_dropped_with_a_violation_fails_the_test() {
    let fake = FakeDiscord::start().await;
    raw_get(&fake, "/api/v10/no-such-route").await;
    drop(fake);
}
