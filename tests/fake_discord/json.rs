//! JSON helpers: ids, timestamps, users, members, channels and the application as Discord sends
//! them, and listings of requests and messages for failure messages.

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::records::{FakeMessage, RecordedRequest, TestUser};
use super::state::Chan;
use super::{ALL_PERMISSIONS, APP_ID, BOT_ID, BOT_NAME, JOINED_AT, MEMBER_PERMISSIONS};

pub(super) fn sid(id: u64) -> String {
    id.to_string()
}

pub(super) fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok()
}

pub(super) fn now() -> String {
    serenity::Timestamp::now().to_string()
}

pub(super) fn is_select(c: &Value) -> bool {
    matches!(c["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8))
}

pub(super) fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": sid(id),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "bot": bot,
        "system": false,
        "public_flags": 0,
    })
}

pub(super) fn bot_user() -> Value {
    let mut user = user_json(BOT_ID, BOT_NAME, true);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    user
}

/// A guild member; with `user` for the interaction's `member`, without for `resolved.members`.
pub(super) fn member_json(user: Option<&TestUser>) -> Value {
    let mut v = json!({
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": JOINED_AT,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": ALL_PERMISSIONS,
        "communication_disabled_until": null,
    });
    if user.is_some_and(|u| !u.manager) {
        v["permissions"] = json!(MEMBER_PERMISSIONS);
    }
    if let Some(user) = user {
        v["user"] = user.json();
    }
    v
}

pub(super) fn chan_json(c: &Chan) -> Value {
    let mut v = json!({
        "id": sid(c.id),
        "type": c.kind,
        "guild_id": sid(c.guild),
        "name": c.name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "rate_limit_per_user": 0,
        "flags": 0,
        "topic": null,
        "last_message_id": null,
        "parent_id": c.parent.map(sid),
    });
    if c.kind == 11 || c.kind == 12 {
        v["owner_id"] = json!(sid(BOT_ID));
        v["message_count"] = json!(0);
        v["member_count"] = json!(1);
        v["total_message_sent"] = json!(0);
        v["thread_metadata"] = json!({
            "archived": false,
            "auto_archive_duration": 1440,
            "archive_timestamp": c.created,
            "locked": false,
            "create_timestamp": c.created,
        });
    }
    v
}

pub(super) fn application_json() -> Value {
    json!({
        "id": sid(APP_ID),
        "name": BOT_NAME,
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": null,
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "team": null,
        "flags": 0,
        "bot": bot_user(),
    })
}

/// Embeds as Discord echoes them (with `"type": "rich"`).
pub(super) fn embeds_of(v: &Value) -> Vec<Value> {
    v.as_array()
        .map(|list| {
            list.iter()
                .map(|e| {
                    let mut e = e.clone();
                    if let Some(obj) = e.as_object_mut() {
                        obj.entry("type").or_insert(json!("rich"));
                    }
                    e
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Marks the last leaf option as focused unless one already is; false if there is no option.
pub(super) fn mark_focus(options: &mut Value) -> bool {
    fn has_focus(options: &Value) -> bool {
        options
            .as_array()
            .into_iter()
            .flatten()
            .any(|o| o["focused"] == true || has_focus(&o["options"]))
    }
    if has_focus(options) {
        return true;
    }
    let mut list = options;
    loop {
        let Some(last) = list.as_array_mut().and_then(|l| l.last_mut()) else {
            return false;
        };
        if matches!(last["type"].as_u64(), Some(1 | 2))
            && last["options"].as_array().is_some_and(|o| !o.is_empty())
        {
            list = &mut last["options"];
        } else {
            last["focused"] = json!(true);
            return true;
        }
    }
}

pub(super) fn request_listing(requests: &[RecordedRequest]) -> String {
    requests
        .iter()
        .map(|r| format!("  {} {}", r.method, r.path))
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn message_listing(messages: &[FakeMessage]) -> String {
    if messages.is_empty() {
        return "  (none)".to_string();
    }
    messages
        .iter()
        .map(|m| {
            format!(
                "  #{}: {:?} components {:?}",
                m.id,
                m.text(),
                m.custom_ids()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
