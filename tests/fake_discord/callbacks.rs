//! Answers to interactions: the callback, then the interaction webhook (follow-ups and the
//! original response).

use std::sync::Arc;

use serde_json::Value;

use super::json::parse_id;
use super::limits::{check_message, invalid_form};
use super::records::Reply;
use super::rest::{error, no_content, ok, Answer};
use super::state::{Origin, St, Watched};
use super::{ACK_LIMIT, APP_ID, FLAG_EPHEMERAL};

/// `POST /interactions/{id}/{token}/callback`.
pub(super) fn callback(st: &mut St, id: &str, token: &str, body: &Arc<Value>) -> Answer {
    let Some(iid) = parse_id(id) else {
        return error(404, 10062, "Unknown interaction");
    };
    let Some(inter) = st.interactions.get(&iid).filter(|i| i.token == token) else {
        return error(404, 10062, "Unknown interaction");
    };
    if inter.reply.is_some() {
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let kind = body["type"].as_u64().unwrap_or(0) as u8;
    // A multipart callback's files belong to the message in `data`.
    let data = match body.get("_uploads") {
        Some(uploads) => {
            let mut data = body["data"].clone();
            if let Some(obj) = data.as_object_mut() {
                obj.insert("_uploads".into(), uploads.clone());
            }
            std::borrow::Cow::Owned(data)
        }
        None => std::borrow::Cow::Borrowed(&body["data"]),
    };
    let data = data.as_ref();
    let flags = data["flags"].as_u64().unwrap_or(0);
    let (ikind, channel, source, user) = (
        inter.kind,
        inter.channel_id,
        inter.source_message,
        inter.user.id,
    );
    let dispatched = inter.dispatched;
    let latency = dispatched.elapsed();
    let label = inter.label.clone();
    let mut ephemeral = flags & FLAG_EPHEMERAL != 0;
    let original = match (kind, ikind) {
        (4, 2 | 3) => {
            if let Err(e) = check_message(data, true) {
                return invalid_form(&e);
            }
            let origin = Origin::Interaction { id: iid, slash: ikind == 2, ephemeral, loading: false, user };
            Some(st.post_message(channel, data, origin))
        }
        (5, 2 | 3) => {
            let origin = Origin::Interaction { id: iid, slash: ikind == 2, ephemeral, loading: true, user };
            Some(st.post_message(channel, &Value::Null, origin))
        }
        (6 | 7, 3) => {
            let Some(source) = source.filter(|s| st.msg(*s).is_some_and(|m| !m.m.deleted)) else {
                return error(404, 10008, "Unknown Message");
            };
            if kind == 7 {
                if let Err(e) = check_message(data, false) {
                    return invalid_form(&e);
                }
                st.edit_message(source, data);
            }
            ephemeral = st.msg(source).is_some_and(|m| m.m.ephemeral);
            Some(source)
        }
        (8, 4) | (9, 2 | 3) => None,
        _ => {
            return error(
                400,
                50035,
                &format!("Invalid Form Body (callback type {kind} is not valid for an interaction of type {ikind})"),
            )
        }
    };
    if latency > ACK_LIMIT {
        eprintln!(
            "fake discord: interaction {iid} ({label}) was acknowledged after {latency:?}: Discord would have shown \
             \"This interaction failed\""
        );
    }
    st.touch(Watched::Reply(iid));
    let inter = st.interactions.get_mut(&iid).expect("interaction exists");
    inter.reply = Some(Reply {
        kind,
        ephemeral,
        body: Arc::clone(body),
        message: None,
        latency,
        dispatched,
    });
    inter.original = original;
    inter.loading = kind == 5;
    no_content()
}

/// `/webhooks/{app}/{token}...`: follow-ups and the original response.
pub(super) fn webhook(
    st: &mut St,
    method: &str,
    app: &str,
    token: &str,
    rest: &[&str],
    body: &Value,
) -> Option<Answer> {
    if parse_id(app) != Some(APP_ID) {
        return Some(error(404, 10015, "Unknown Webhook"));
    }
    let Some(&iid) = st.tokens.get(token) else {
        return Some(error(404, 10015, "Unknown Webhook"));
    };
    let inter = &st.interactions[&iid];
    if inter.reply.is_none() {
        // The token only becomes valid once the interaction is acknowledged.
        return Some(error(404, 10015, "Unknown Webhook"));
    }
    match (method, rest) {
        ("POST", []) => {
            if let Err(e) = check_message(body, true) {
                return Some(invalid_form(&e));
            }
            let (loading, original, channel, slash, user) = (
                inter.loading,
                inter.original,
                inter.channel_id,
                inter.kind == 2,
                inter.user.id,
            );
            let id = match original.filter(|_| loading) {
                Some(original) => {
                    st.edit_message(original, body);
                    original
                }
                None => {
                    let ephemeral = body["flags"].as_u64().unwrap_or(0) & FLAG_EPHEMERAL != 0;
                    st.post_message(
                        channel,
                        body,
                        Origin::Interaction {
                            id: iid,
                            slash,
                            ephemeral,
                            loading: false,
                            user,
                        },
                    )
                }
            };
            let inter = st.interactions.get_mut(&iid).expect("interaction exists");
            inter.loading = false;
            inter.followups.push(id);
            Some(ok(st.message_json_by_id(id)))
        }
        (_, ["messages", which]) => {
            let target = if *which == "@original" {
                inter.original
            } else {
                parse_id(which)
                    .filter(|id| inter.original == Some(*id) || inter.followups.contains(id))
            };
            let Some(id) = target.filter(|id| st.msg(*id).is_some_and(|m| !m.m.deleted)) else {
                return Some(error(404, 10008, "Unknown Message"));
            };
            match method {
                "GET" => Some(ok(st.message_json_by_id(id))),
                "PATCH" => {
                    if let Err(e) = check_message(body, false) {
                        return Some(invalid_form(&e));
                    }
                    st.edit_message(id, body);
                    let inter = st.interactions.get_mut(&iid).expect("interaction exists");
                    if inter.original == Some(id) {
                        inter.loading = false;
                    }
                    Some(ok(st.message_json_by_id(id)))
                }
                "DELETE" => {
                    if let Some(m) = st.msg_mut(id) {
                        m.m.deleted = true;
                    }
                    Some(no_content())
                }
                _ => None,
            }
        }
        _ => None,
    }
}
