//! The REST API under `/api/v10/`: recording each request and routing it to its handler.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::callbacks::{callback, webhook};
use super::channels::channels;
use super::json::{application_json, bot_user, chan_json, member_json, parse_id};
use super::multipart::parse_body;
use super::openapi::check_request;
use super::records::RecordedRequest;
use super::state::{Chan, Shared, St};
use super::APP_ID;

pub(super) type Answer = (u16, Option<Value>);

pub(super) fn ok(v: Value) -> Answer {
    (200, Some(v))
}

pub(super) fn no_content() -> Answer {
    (204, None)
}

pub(super) fn error(status: u16, code: u32, message: &str) -> Answer {
    (status, Some(json!({ "message": message, "code": code })))
}

pub(super) async fn rest_route(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let received = parse_body(&headers, &body);
    let path = uri.path().to_string();
    // Checked before taking the lock: the fake serves other requests meanwhile.
    let checked = check_request(method.as_str(), &path, &received.sent);
    let body = Arc::new(received.into_recorded());
    let (status, answer) = {
        let mut st = shared.lock();
        let answer = match checked {
            Ok(()) => route(
                &mut st,
                method.as_str(),
                &path,
                uri.query().unwrap_or(""),
                &body,
            ),
            Err(violation) => {
                eprintln!("fake discord: SCHEMA VIOLATION: {violation}");
                let (status, answer) = violation.answer();
                st.schema_violations.push(*violation);
                (status, Some(answer))
            }
        };
        if answer.0 == 400 {
            eprintln!(
                "fake discord: rejected {method} {path}: {}",
                answer.1.as_ref().map_or(String::new(), |v| v.to_string())
            );
        }
        st.requests.push(RecordedRequest {
            method: method.to_string(),
            path: path.clone(),
            body,
            status: answer.0,
        });
        answer
    };
    shared.bump();
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    match answer {
        Some(v) => (status, Json(v)).into_response(),
        None => status.into_response(),
    }
}

fn route(st: &mut St, method: &str, path: &str, query: &str, body: &Arc<Value>) -> Answer {
    let Some(rest) = path.strip_prefix("/api/v10/") else {
        return unknown_route(method, path);
    };
    let segs: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    let answer = match (method, segs.as_slice()) {
        ("GET", ["gateway"]) => Some(ok(json!({ "url": st.ws_url() }))),
        ("GET", ["gateway", "bot"]) => Some(ok(json!({
            "url": st.ws_url(),
            "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
        }))),
        ("GET", ["users", "@me"]) => Some(ok(bot_user())),
        ("GET", ["users", user]) => Some(match parse_id(user).and_then(|id| st.user_or_bot(id)) {
            Some(u) => ok(u),
            None => error(404, 10013, "Unknown User"),
        }),
        ("GET", ["applications", "@me"] | ["oauth2", "applications", "@me"]) => {
            Some(ok(application_json()))
        }
        (_, ["applications", app, ..]) if parse_id(app) != Some(APP_ID) => {
            Some(error(404, 10002, "Unknown Application"))
        }
        (_, ["applications", _, "guilds", guild, ..]) if parse_id(guild) != Some(st.guild) => {
            Some(error(404, 10004, "Unknown Guild"))
        }
        ("PUT", ["applications", _, "commands"]) => Some(st.register_commands(false, body)),
        ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            Some(st.register_commands(true, body))
        }
        ("POST", ["applications", _, "commands"]) => Some(st.upsert_command(false, body)),
        ("POST", ["applications", _, "guilds", _, "commands"]) => {
            Some(st.upsert_command(true, body))
        }
        ("GET", ["applications", _, "commands"]) => {
            Some(ok(Value::Array(st.global_commands.clone())))
        }
        ("GET", ["applications", _, "guilds", _, "commands"]) => {
            Some(ok(Value::Array(st.guild_commands.clone())))
        }
        ("POST", ["interactions", id, token, "callback"]) => Some(callback(st, id, token, body)),
        (_, ["webhooks", app, token, rest @ ..]) => webhook(st, method, app, token, rest, body),
        (_, ["channels", channel, rest @ ..]) => channels(st, method, channel, rest, query, body),
        // The bot has no reason to open DMs; the fake refuses them as for closed DMs.
        ("POST", ["users", "@me", "channels"]) => {
            Some(error(403, 50007, "Cannot send messages to this user"))
        }
        ("GET", ["guilds", guild, "members", user]) => Some(
            match (
                parse_id(guild) == Some(st.guild),
                parse_id(user)
                    .filter(|id| !st.left.contains(id))
                    .and_then(|id| st.user_or_bot(id)),
            ) {
                (true, Some(user)) => {
                    let mut member = member_json(None);
                    member["user"] = user;
                    ok(member)
                }
                (false, _) => error(404, 10004, "Unknown Guild"),
                (true, None) => error(404, 10007, "Unknown Member"),
            },
        ),
        ("GET", ["guilds", guild, "channels"]) if parse_id(guild) == Some(st.guild) => {
            let mut chans: Vec<&Chan> = st.channels.values().collect();
            chans.sort_by_key(|c| c.id);
            Some(ok(Value::Array(chans.into_iter().map(chan_json).collect())))
        }
        _ => None,
    };
    answer.unwrap_or_else(|| unknown_route(method, path))
}

fn unknown_route(method: &str, path: &str) -> Answer {
    eprintln!("fake discord: unhandled route {method} {path} (answered 404)");
    error(404, 0, "404: Not Found")
}
