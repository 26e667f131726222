//! The WebSocket gateway at `/ws`: HELLO, heartbeats, IDENTIFY -> READY, RESUME, and the
//! dispatches (interactions) sent to the bot.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use poise::serenity_prelude as serenity;
use serde_json::{json, Map, Value};
use tokio::sync::mpsc;

use super::json::{bot_user, sid};
use super::state::{Conn, Out, Shared};
use super::APP_ID;

pub(super) async fn ws_route(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    ws.on_upgrade(move |socket| gateway(shared, socket))
}

enum Step {
    Incoming(Option<Result<WsMessage, axum::Error>>),
    Outgoing(Option<Out>),
}

async fn gateway(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = {
        let mut st = shared.lock();
        st.next_conn += 1;
        let id = st.next_conn;
        st.conns.push(Conn {
            id,
            tx,
            session: None,
        });
        id
    };
    shared.bump();
    let hello = json!({ "op": 10, "s": null, "t": null, "d": { "heartbeat_interval": 41_250 } });
    if send_json(&mut socket, &hello).await {
        loop {
            let step = tokio::select! {
                incoming = socket.recv() => Step::Incoming(incoming),
                outgoing = rx.recv() => Step::Outgoing(outgoing),
            };
            let keep_going = match step {
                Step::Incoming(Some(Ok(WsMessage::Text(text)))) => {
                    handle_op(&shared, conn, &mut socket, text.as_str()).await
                }
                Step::Incoming(Some(Ok(WsMessage::Close(_)))) => {
                    // Reading once more flushes the close reply axum queued.
                    let _ = tokio::time::timeout(Duration::from_secs(1), socket.recv()).await;
                    false
                }
                Step::Incoming(Some(Ok(_))) => true,
                Step::Incoming(Some(Err(_)) | None) => false,
                Step::Outgoing(Some(Out::Dispatch(t, d))) => {
                    send_dispatch(&shared, conn, &mut socket, &t, d).await
                }
                Step::Outgoing(Some(Out::Close(code, reason))) => {
                    let frame = CloseFrame {
                        code,
                        reason: reason.into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(frame))).await;
                    let _ = tokio::time::timeout(Duration::from_secs(2), async {
                        while let Some(Ok(_)) = socket.recv().await {}
                    })
                    .await;
                    false
                }
                Step::Outgoing(None) => false,
            };
            if !keep_going {
                break;
            }
        }
    }
    {
        let mut st = shared.lock();
        st.conns.retain(|c| c.id != conn);
        if st.current == Some(conn) {
            st.current = None;
        }
    }
    shared.bump();
}

async fn send_json(socket: &mut WebSocket, v: &Value) -> bool {
    socket
        .send(WsMessage::Text(v.to_string().into()))
        .await
        .is_ok()
}

/// Sends a dispatch (op 0) with the connection's session's next sequence number.
async fn send_dispatch(
    shared: &Shared,
    conn: u64,
    socket: &mut WebSocket,
    t: &str,
    d: Value,
) -> bool {
    let seq = {
        let mut st = shared.lock();
        let session = st
            .conns
            .iter()
            .find(|c| c.id == conn)
            .and_then(|c| c.session.clone());
        match session.and_then(|s| st.sessions.get_mut(&s)) {
            Some(seq) => {
                *seq += 1;
                *seq
            }
            None => {
                eprintln!("fake discord: dropping {t}: the connection has no session");
                return true;
            }
        }
    };
    send_json(socket, &dispatch_frame(seq, t, d)).await
}

/// A dispatch (op 0) frame around `d`, which is moved in, not copied.
fn dispatch_frame(seq: u64, t: &str, d: Value) -> Value {
    let mut frame = Map::new();
    frame.insert("op".into(), Value::from(0));
    frame.insert("s".into(), Value::from(seq));
    frame.insert("t".into(), Value::from(t));
    frame.insert("d".into(), d);
    Value::Object(frame)
}

/// Handles one client frame; returns whether the connection stays open.
async fn handle_op(shared: &Shared, conn: u64, socket: &mut WebSocket, text: &str) -> bool {
    let Ok(v) = serde_json::from_str::<Value>(text) else {
        eprintln!("fake discord: gateway frame is not JSON: {text}");
        return true;
    };
    match v["op"].as_u64() {
        // Heartbeat.
        Some(1) => {
            send_json(
                socket,
                &json!({ "op": 11, "s": null, "t": null, "d": null }),
            )
            .await
        }
        // Identify.
        Some(2) => {
            let shard = (
                v["d"]["shard"][0].as_u64().unwrap_or(0),
                v["d"]["shard"][1].as_u64().unwrap_or(1),
            );
            let (session, port, guild) = {
                let mut st = shared.lock();
                st.identified.push(shard);
                st.readies += 1;
                let session = format!("fake-session-{}", st.readies);
                st.sessions.insert(session.clone(), 0);
                if let Some(c) = st.conns.iter_mut().find(|c| c.id == conn) {
                    c.session = Some(session.clone());
                }
                (session, st.port, st.guild)
            };
            let ready = json!({
                "v": 10,
                "user": bot_user(),
                "guilds": [{ "id": sid(guild), "unavailable": true }],
                "session_id": session,
                "resume_gateway_url": format!("ws://127.0.0.1:{port}/ws"),
                "shard": [shard.0, shard.1],
                "application": { "id": sid(APP_ID), "flags": 0 },
                "private_channels": [],
                "relationships": [],
            });
            let frame = json!({ "op": 0, "s": 1, "t": "READY", "d": ready });
            if let Err(e) = serde_json::from_value::<serenity::GatewayEvent>(frame) {
                eprintln!("fake discord bug: serenity cannot parse READY: {e}");
            }
            if !send_dispatch(shared, conn, socket, "READY", ready).await {
                return false;
            }
            shared.lock().current = Some(conn);
            shared.bump();
            true
        }
        // Resume.
        Some(6) => {
            let session = v["d"]["session_id"].as_str().unwrap_or("").to_string();
            let known = {
                let mut st = shared.lock();
                let known = st.sessions.contains_key(&session);
                if known {
                    st.resumes += 1;
                    if let Some(c) = st.conns.iter_mut().find(|c| c.id == conn) {
                        c.session = Some(session.clone());
                    }
                }
                known
            };
            if !known {
                return send_json(
                    socket,
                    &json!({ "op": 9, "s": null, "t": null, "d": false }),
                )
                .await;
            }
            if !send_dispatch(shared, conn, socket, "RESUMED", json!({})).await {
                return false;
            }
            shared.lock().current = Some(conn);
            shared.bump();
            true
        }
        // Presence update, voice state, guild member requests, ...: accepted and ignored.
        Some(_) => true,
        None => {
            eprintln!("fake discord: gateway frame without op: {text}");
            true
        }
    }
}
