//! Channel routes: posting, reading, editing and deleting messages, and creating threads.

use serde_json::Value;

use super::json::{chan_json, now, parse_id};
use super::limits::{check_message, invalid_form};
use super::rest::{error, no_content, ok, Answer};
use super::state::{Chan, Origin, St};

/// `/channels/{id}...`.
pub(super) fn channels(
    st: &mut St,
    method: &str,
    channel: &str,
    rest: &[&str],
    query: &str,
    body: &Value,
) -> Option<Answer> {
    let Some(cid) = parse_id(channel).filter(|id| st.channels.contains_key(id)) else {
        return Some(error(404, 10003, "Unknown Channel"));
    };
    let answer = match (method, rest) {
        ("GET", []) => ok(chan_json(&st.channels[&cid])),
        ("POST", ["typing"]) => no_content(),
        ("POST", ["messages"]) => {
            if let Err(e) = check_message(body, true) {
                return Some(invalid_form(&e));
            }
            let id = st.post_message(cid, body, Origin::Channel);
            ok(st.message_json_by_id(id))
        }
        ("GET", ["messages"]) => {
            let limit = query
                .split('&')
                .find_map(|kv| kv.strip_prefix("limit="))
                .and_then(|v| v.parse::<usize>().ok())
                .unwrap_or(50);
            let list: Vec<Value> = st
                .messages
                .iter()
                .rev()
                .filter(|m| m.m.channel_id == cid && !m.m.ephemeral && !m.m.deleted)
                .take(limit)
                .map(|m| st.message_json(m))
                .collect();
            ok(Value::Array(list))
        }
        ("POST", ["threads"]) => {
            if st.channels[&cid].kind != 0 {
                return Some(error(
                    400,
                    50024,
                    "Cannot execute action on this channel type",
                ));
            }
            let kind = match body["type"].as_u64() {
                Some(k @ (11 | 12)) => k as u8,
                Some(_) => return Some(invalid_form("type: a thread must be of type 11 or 12")),
                None => {
                    eprintln!(
                        "fake discord: note: a thread created without \"type\" is private (12) in API v10, as on Discord"
                    );
                    12
                }
            };
            let id = st.new_id();
            create_thread(st, id, cid, kind, body)
        }
        (_, ["messages", message, rest @ ..]) => {
            let Some(mid) = parse_id(message).filter(|id| {
                st.msg(*id)
                    .is_some_and(|m| m.m.channel_id == cid && !m.m.ephemeral && !m.m.deleted)
            }) else {
                return Some(error(404, 10008, "Unknown Message"));
            };
            match (method, rest) {
                ("GET", []) => ok(st.message_json_by_id(mid)),
                ("PATCH", []) => {
                    if let Err(e) = check_message(body, false) {
                        return Some(invalid_form(&e));
                    }
                    st.edit_message(mid, body);
                    ok(st.message_json_by_id(mid))
                }
                ("DELETE", []) => {
                    if let Some(m) = st.msg_mut(mid) {
                        m.m.deleted = true;
                    }
                    no_content()
                }
                ("POST", ["threads"]) => {
                    if st.channels.contains_key(&mid) {
                        return Some(error(
                            400,
                            160004,
                            "A thread has already been created for this message",
                        ));
                    }
                    create_thread(st, mid, cid, 11, body)
                }
                ("PUT" | "DELETE", ["reactions", ..]) => no_content(),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(answer)
}

fn create_thread(st: &mut St, id: u64, parent: u64, kind: u8, body: &Value) -> Answer {
    let name = body["name"].as_str().unwrap_or("");
    if name.is_empty() || name.chars().count() > 100 {
        return invalid_form("name: must be between 1 and 100 in length");
    }
    let chan = Chan {
        guild: st.guild,
        id,
        kind,
        parent: Some(parent),
        name: name.to_string(),
        created: now(),
    };
    let answer = chan_json(&chan);
    st.channels.insert(id, chan);
    st.threads.push((id, parent, name.to_string()));
    (201, Some(answer))
}
