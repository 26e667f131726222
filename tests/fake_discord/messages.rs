//! Messages as Discord stores and sends them: posting and editing (with their files and
//! history), and the JSON of messages and interactions.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Instant;

use serde_json::{json, Value};

use super::json::{bot_user, chan_json, embeds_of, member_json, now, sid};
use super::multipart::{upload_of, Upload};
use super::records::{FakeAttachment, FakeMessage};
use super::state::{Inter, Msg, Origin, St};
use super::{
    ALL_PERMISSIONS, APP_ID, FLAG_COMPONENTS_V2, FLAG_EPHEMERAL, FLAG_LOADING, FLAG_SUPPRESS_EMBEDS,
};

impl St {
    pub(super) fn interaction_json(&self, inter: &Inter, data: Value) -> Value {
        let chan = &self.channels[&inter.channel_id];
        let mut channel = chan_json(chan);
        channel["permissions"] = json!(ALL_PERMISSIONS);
        let mut v = json!({
            "id": sid(inter.id),
            "application_id": sid(APP_ID),
            "type": inter.kind,
            "guild_id": sid(self.guild),
            "channel_id": sid(inter.channel_id),
            "token": inter.token,
            "version": 1,
            "app_permissions": ALL_PERMISSIONS,
            "locale": inter.user.locale,
            "guild_locale": self.guild_locale.as_deref().unwrap_or("en-US"),
            "entitlements": [],
            "authorizing_integration_owners": { "0": sid(self.guild) },
            "context": 0,
            "attachment_size_limit": 26_214_400,
        });
        // Moved in (the `json!` above would copy them through a serializer).
        v["data"] = data;
        v["channel"] = channel;
        v["member"] = member_json(Some(&inter.user));
        if let Some(message) = inter.source_message.and_then(|id| self.msg(id)) {
            v["message"] = self.message_json(message);
        }
        v
    }

    pub(super) fn message_json(&self, m: &Msg) -> Value {
        let mut v = json!({
            "id": sid(m.m.id),
            "channel_id": sid(m.m.channel_id),
            "content": m.m.content,
            "timestamp": m.timestamp,
            "edited_timestamp": m.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": self.mentions(&m.m.content),
            "mention_roles": [],
            "mention_channels": [],
            "attachments": m.m.attachments.iter().map(|a| a.json(m.m.channel_id)).collect::<Vec<_>>(),
            "reactions": [],
            "pinned": false,
            "type": m.kind,
            "flags": m.flags,
        });
        // Moved in as clones (the `json!` above would copy them through a serializer).
        v["author"] = m.author.clone();
        v["embeds"] = Value::Array(m.m.embeds.clone());
        v["components"] = Value::Array(m.m.components.clone());
        if m.webhook {
            v["webhook_id"] = json!(sid(APP_ID));
            v["application_id"] = json!(sid(APP_ID));
        }
        if let Some(reference) = &m.message_reference {
            v["message_reference"] = reference.clone();
        }
        v
    }

    pub(super) fn message_json_by_id(&self, id: u64) -> Value {
        self.msg(id)
            .map(|m| self.message_json(m))
            .unwrap_or(Value::Null)
    }

    /// Users mentioned as `<@id>` or `<@!id>` in the content (known users only).
    fn mentions(&self, content: &str) -> Vec<Value> {
        let mut out = Vec::new();
        let mut seen = HashSet::new();
        for piece in content.split("<@").skip(1) {
            let piece = piece.strip_prefix('!').unwrap_or(piece);
            let Some((digits, _)) = piece.split_once('>') else {
                continue;
            };
            let Ok(id) = digits.parse::<u64>() else {
                continue;
            };
            if seen.insert(id) {
                if let Some(user) = self.user_or_bot(id) {
                    out.push(user);
                }
            }
        }
        out
    }

    pub(super) fn post_message(&mut self, channel_id: u64, body: &Value, origin: Origin) -> u64 {
        let id = self.new_id();
        self.post_message_as(id, channel_id, body, origin)
    }

    /// [`St::post_message`] with the message's id given.
    pub(super) fn post_message_as(
        &mut self,
        id: u64,
        channel_id: u64,
        body: &Value,
        origin: Origin,
    ) -> u64 {
        let message_reference = body
            .get("message_reference")
            .filter(|v| !v.is_null())
            .cloned();
        let (kind, webhook, interaction_id, ephemeral, visible_to, loading) = match origin {
            Origin::Channel => (
                if message_reference.is_some() { 19 } else { 0 },
                false,
                None,
                false,
                None,
                false,
            ),
            Origin::Earlier { visible_to } => (
                0,
                visible_to.is_some(),
                None,
                visible_to.is_some(),
                visible_to,
                false,
            ),
            Origin::Interaction {
                id,
                slash,
                ephemeral,
                loading,
                user,
            } => (
                if slash { 20 } else { 0 },
                true,
                Some(id),
                ephemeral,
                ephemeral.then_some(user),
                loading,
            ),
        };
        let mut flags =
            body["flags"].as_u64().unwrap_or(0) & (FLAG_SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2);
        if ephemeral {
            flags |= FLAG_EPHEMERAL;
        }
        if loading {
            flags |= FLAG_LOADING;
        }
        let msg = Msg {
            m: FakeMessage {
                id,
                channel_id,
                content: body["content"].as_str().unwrap_or("").to_string(),
                embeds: embeds_of(&body["embeds"]),
                components: body["components"].as_array().cloned().unwrap_or_default(),
                ephemeral,
                visible_to,
                history: Arc::default(),
                history_at: Arc::default(),
                allowed_mentions: body
                    .get("allowed_mentions")
                    .filter(|v| !v.is_null())
                    .cloned(),
                interaction_id,
                deleted: false,
                attachments: Vec::new(),
            },
            author: bot_user(),
            kind,
            timestamp: now(),
            edited_timestamp: None,
            flags,
            webhook,
            message_reference,
        };
        self.index.insert(id, self.messages.len());
        self.messages.push(msg);
        self.set_attachments(id, body);
        self.snapshot(id);
        id
    }

    /// Applies a post's or an edit's files as Discord does: with an `attachments` list, the
    /// message keeps the listed existing files and gains the listed uploads (by their `files[N]`
    /// index); without one, it keeps what it had and gains every upload. Then embed images that
    /// name a file as `attachment://NAME` point at it.
    fn set_attachments(&mut self, id: u64, body: &Value) {
        let uploads: Vec<Upload> = body["_uploads"]
            .as_array()
            .map(|list| list.iter().filter_map(upload_of).collect())
            .unwrap_or_default();
        let listed = body.get("attachments").and_then(Value::as_array).cloned();
        let Some(current) = self.msg(id).map(|m| m.m.attachments.clone()) else {
            return;
        };
        let mut next = Vec::new();
        let mut fresh = Vec::new();
        match &listed {
            Some(list) => {
                for entry in list {
                    let wanted = match &entry["id"] {
                        Value::String(s) => s.parse::<u64>().ok(),
                        v => v.as_u64(),
                    };
                    let Some(wanted) = wanted else { continue };
                    if let Some(kept) = current.iter().find(|a| a.id == wanted) {
                        next.push(kept.clone());
                    } else if let Some(upload) = uploads.iter().find(|u| u.index == wanted) {
                        let description = entry["description"].as_str().map(str::to_string);
                        fresh.push((upload.clone(), description));
                    }
                }
            }
            None => {
                next = current;
                fresh = uploads.into_iter().map(|u| (u, None)).collect();
            }
        }
        for (upload, description) in fresh {
            let attachment_id = self.new_id();
            next.push(FakeAttachment {
                id: attachment_id,
                filename: upload.filename,
                description,
                size: upload.size,
                png: upload.png,
                digest: upload.digest,
                text: upload.text,
            });
        }
        let Some(m) = self.msg_mut(id) else { return };
        let channel = m.m.channel_id;
        for embed in &mut m.m.embeds {
            let Some(url) = embed["image"]["url"].as_str() else {
                continue;
            };
            if let Some(name) = url.strip_prefix("attachment://") {
                match next.iter().find(|a| a.filename == name) {
                    Some(a) => {
                        let mut image = json!({
                            "url": a.url(channel),
                            "proxy_url": a.url(channel).replace("cdn.discordapp.com", "media.discordapp.net"),
                        });
                        if let Some((w, h)) = a.png {
                            image["width"] = json!(w);
                            image["height"] = json!(h);
                        }
                        embed["image"] = image;
                    }
                    // Discord shows no image for a file the message does not carry.
                    None => {
                        if let Some(obj) = embed.as_object_mut() {
                            obj.remove("image");
                        }
                    }
                }
            }
        }
        m.m.attachments = next;
    }

    pub(super) fn edit_message(&mut self, id: u64, body: &Value) {
        let stamp = now();
        let Some(m) = self.msg_mut(id) else { return };
        if let Some(v) = body.get("content") {
            m.m.content = v.as_str().unwrap_or("").to_string();
        }
        let files_changed = body.get("attachments").is_some() || body.get("_uploads").is_some();
        let embeds_changed = body.get("embeds").is_some();
        if let Some(v) = body.get("embeds") {
            m.m.embeds = embeds_of(v);
        }
        if let Some(v) = body.get("components") {
            m.m.components = v.as_array().cloned().unwrap_or_default();
        }
        if let Some(v) = body.get("allowed_mentions").filter(|v| !v.is_null()) {
            m.m.allowed_mentions = Some(v.clone());
        }
        if let Some(f) = body.get("flags").and_then(Value::as_u64) {
            m.flags = (m.flags & !FLAG_SUPPRESS_EMBEDS) | (f & FLAG_SUPPRESS_EMBEDS);
        }
        if m.flags & FLAG_LOADING != 0 {
            m.flags &= !FLAG_LOADING;
        } else {
            m.edited_timestamp = Some(stamp);
        }
        if files_changed || embeds_changed {
            self.set_attachments(id, body);
        }
        self.snapshot(id);
    }

    /// Appends the message's current JSON to its history.
    fn snapshot(&mut self, id: u64) {
        // What tests look at in a past version: its text, embeds, components and edit time
        // (cloned, not re-serialized: this runs on every post and edit).
        let v = self.msg(id).map_or(Value::Null, |m| {
            let mut v = serde_json::Map::new();
            v.insert("id".into(), Value::String(sid(m.m.id)));
            v.insert("content".into(), Value::String(m.m.content.clone()));
            v.insert("embeds".into(), Value::Array(m.m.embeds.clone()));
            v.insert("components".into(), Value::Array(m.m.components.clone()));
            v.insert("edited_timestamp".into(), json!(m.edited_timestamp));
            v.insert(
                "attachments".into(),
                Value::Array(
                    m.m.attachments
                        .iter()
                        .map(|a| a.json(m.m.channel_id))
                        .collect(),
                ),
            );
            Value::Object(v)
        });
        if let Some(m) = self.msg_mut(id) {
            Arc::make_mut(&mut m.m.history).push(Arc::new(v));
            Arc::make_mut(&mut m.m.history_at).push(Instant::now());
        }
    }
}
