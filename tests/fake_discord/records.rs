//! What the fake hands to tests: its users, messages as they are now, their files, the bot's
//! answers to interactions and the REST requests it made.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::json::{is_select, sid, user_json};

/// A user of the fake guild.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// The language of the user's Discord client, sent as the `locale` of their interactions.
    pub locale: String,
    /// Whether the user may manage the guild (every permission), or is a plain member.
    pub manager: bool,
}

impl TestUser {
    pub fn new(id: u64, name: &str) -> TestUser {
        TestUser {
            id,
            name: name.to_string(),
            bot: false,
            locale: "en-US".to_string(),
            manager: true,
        }
    }

    pub fn bot(id: u64, name: &str) -> TestUser {
        TestUser {
            bot: true,
            ..TestUser::new(id, name)
        }
    }

    /// The same user with a Discord client in `locale` ("fr", "en-GB", …).
    pub fn speaking(mut self, locale: &str) -> TestUser {
        self.locale = locale.to_string();
        self
    }

    /// The same user as a plain member: no permission to manage the guild.
    pub fn plain_member(mut self) -> TestUser {
        self.manager = false;
        self
    }

    /// The user object as Discord sends it.
    pub fn json(&self) -> Value {
        user_json(self.id, &self.name, self.bot)
    }
}

/// A message as the fake holds it now (after any edits). Ephemeral ones are kept too.
#[derive(Clone, Debug)]
pub struct FakeMessage {
    pub id: u64,
    pub channel_id: u64,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub ephemeral: bool,
    /// For an ephemeral message: the user who alone can see it.
    pub visible_to: Option<u64>,
    /// Every version of the message (its id, content, embeds, components and
    /// `edited_timestamp`): the first is as posted, then one per edit (shared, so that handing a
    /// copy of the message to a test costs nothing however often it was edited).
    pub history: Arc<Vec<Arc<Value>>>,
    /// When the fake received each version of `history` (the post, then each edit), for
    /// latency measurements.
    pub history_at: Arc<Vec<Instant>>,
    pub allowed_mentions: Option<Value>,
    /// The interaction whose reply (or follow-up) this is, if any.
    pub interaction_id: Option<u64>,
    /// Whether the bot deleted the message.
    pub deleted: bool,
    /// The files the message carries now.
    pub attachments: Vec<FakeAttachment>,
}

/// A file a message carries, as the fake received it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeAttachment {
    pub id: u64,
    pub filename: String,
    pub description: Option<String>,
    pub size: usize,
    /// For a file that decodes as a PNG: its width and height.
    pub png: Option<(u32, u32)>,
    /// A hash of the bytes, to tell two uploads apart.
    pub digest: u64,
    /// The file's text, for a small file that is UTF-8 (a JSON export, say).
    pub text: Option<String>,
}

impl FakeAttachment {
    pub fn url(&self, channel_id: u64) -> String {
        format!(
            "https://cdn.discordapp.com/attachments/{channel_id}/{}/{}",
            self.id, self.filename
        )
    }

    pub(super) fn json(&self, channel_id: u64) -> Value {
        let mut v = json!({
            "id": sid(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url(channel_id),
            "proxy_url": self.url(channel_id).replace("cdn.discordapp.com", "media.discordapp.net"),
            "content_type": if self.png.is_some() { "image/png" } else { "application/octet-stream" },
        });
        if let Some(d) = &self.description {
            v["description"] = json!(d);
        }
        if let Some((w, h)) = self.png {
            v["width"] = json!(w);
            v["height"] = json!(h);
        }
        v
    }
}

impl FakeMessage {
    /// The components inside the action rows (or top-level ones that are not rows), in order.
    pub fn leaf_components(&self) -> Vec<&Value> {
        let mut out = Vec::new();
        for row in &self.components {
            match row.get("components").and_then(Value::as_array) {
                Some(inner) => out.extend(inner.iter()),
                None => out.push(row),
            }
        }
        out
    }

    /// All custom_ids of buttons and selects, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        self.leaf_components()
            .into_iter()
            .filter_map(|c| {
                c.get("custom_id")
                    .and_then(Value::as_str)
                    .map(str::to_string)
            })
            .collect()
    }

    /// The custom_id of the first button whose label contains `label` (case-sensitive).
    pub fn button(&self, label: &str) -> Option<String> {
        self.leaf_components().into_iter().find_map(|c| {
            let is_match = c["type"] == 2 && c["label"].as_str().is_some_and(|l| l.contains(label));
            if is_match {
                c["custom_id"].as_str().map(str::to_string)
            } else {
                None
            }
        })
    }

    /// The labels of all buttons, in order.
    pub fn button_labels(&self) -> Vec<String> {
        self.leaf_components()
            .into_iter()
            .filter(|c| c["type"] == 2)
            .map(|c| c["label"].as_str().unwrap_or("").to_string())
            .collect()
    }

    /// Whether the component with this custom_id is disabled (`None` if there is none).
    pub fn is_disabled(&self, custom_id: &str) -> Option<bool> {
        self.component(custom_id)
            .map(|c| c["disabled"].as_bool().unwrap_or(false))
    }

    /// The raw component with this custom_id.
    pub fn component(&self, custom_id: &str) -> Option<&Value> {
        self.leaf_components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
    }

    /// For selects: (custom_id, vec of (label, value)).
    pub fn selects(&self) -> Vec<(String, Vec<(String, String)>)> {
        self.leaf_components()
            .into_iter()
            .filter(|c| is_select(c))
            .map(|c| {
                let options = c["options"]
                    .as_array()
                    .map(|opts| {
                        opts.iter()
                            .map(|o| {
                                let label = o["label"].as_str().unwrap_or("").to_string();
                                (label, o["value"].as_str().unwrap_or("").to_string())
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                (c["custom_id"].as_str().unwrap_or("").to_string(), options)
            })
            .collect()
    }

    /// content + every embed's title/description/fields/footer text joined: what a reader sees.
    pub fn text(&self) -> String {
        let mut parts = Vec::new();
        if !self.content.is_empty() {
            parts.push(self.content.clone());
        }
        for embed in &self.embeds {
            let mut push = |v: &Value| {
                if let Some(s) = v.as_str() {
                    if !s.is_empty() {
                        parts.push(s.to_string());
                    }
                }
            };
            push(&embed["author"]["name"]);
            push(&embed["title"]);
            push(&embed["description"]);
            for field in embed["fields"].as_array().into_iter().flatten() {
                push(&field["name"]);
                push(&field["value"]);
            }
            push(&embed["footer"]["text"]);
        }
        parts.join("\n")
    }
}

/// What the bot answered to one interaction.
#[derive(Clone, Debug)]
pub struct Reply {
    /// Callback type: 4 message, 5 deferred, 6 deferred update, 7 update message, 8 autocomplete,
    /// 9 modal.
    pub kind: u8,
    /// For 4 and 5: whether the reply was flagged ephemeral; for 6 and 7: whether the message the
    /// component was on is ephemeral.
    pub ephemeral: bool,
    /// The raw callback JSON.
    pub body: Arc<Value>,
    /// The message created (type 4 and type 5, whose "thinking" message is edited later) or the
    /// message the component was on (types 6 and 7), as it is now.
    pub message: Option<FakeMessage>,
    /// Time from dispatching the interaction to the callback arriving.
    pub latency: Duration,
    /// When the fake dispatched the interaction on the gateway (`latency` counts from here).
    pub dispatched: Instant,
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// The URL path, e.g. `/api/v10/channels/123/messages` (without the query).
    pub path: String,
    /// The JSON body (for multipart bodies: `payload_json`, with the uploaded files described
    /// under `_uploads`);
    /// `Null` when there is none.
    pub body: Arc<Value>,
    /// The HTTP status the fake answered.
    pub status: u16,
}
