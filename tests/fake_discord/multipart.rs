//! Request bodies: JSON, or multipart with `payload_json` and uploaded files (`files[N]`).

use axum::http::{header, HeaderMap};
use serde_json::{json, Value};

/// A file part of a multipart upload (`files[N]`).
#[derive(Clone, Debug)]
pub(super) struct Upload {
    pub(super) index: u64,
    pub(super) filename: String,
    pub(super) size: usize,
    pub(super) png: Option<(u32, u32)>,
    pub(super) digest: u64,
    pub(super) text: Option<String>,
}

/// A request body as the bot sent it: what the schema check sees (see `openapi`).
pub(super) enum SentBody {
    Absent,
    /// A JSON body, or a multipart body's `payload_json`.
    Json(Value),
    /// A body (or `payload_json` part) that is not JSON.
    NotJson(String),
}

/// A request body: as sent, and the files of a multipart one.
pub(super) struct ReceivedBody {
    pub(super) sent: SentBody,
    multipart: bool,
    uploads: Vec<Value>,
}

impl ReceivedBody {
    /// The body as the fake records it: the JSON (for multipart bodies: `payload_json`, with the
    /// uploaded files described under `_uploads`), a text body as a string, `Null` when none.
    pub(super) fn into_recorded(self) -> Value {
        let mut recorded = match self.sent {
            SentBody::Absent => Value::Null,
            SentBody::Json(value) => value,
            SentBody::NotJson(_) if self.multipart => Value::Null,
            SentBody::NotJson(text) => Value::String(text),
        };
        if !self.uploads.is_empty() {
            if recorded.is_null() {
                recorded = json!({});
            }
            if let Some(obj) = recorded.as_object_mut() {
                obj.insert("_uploads".into(), Value::Array(self.uploads));
            }
        }
        recorded
    }
}

pub(super) fn parse_body(headers: &HeaderMap, bytes: &[u8]) -> ReceivedBody {
    let mut received = ReceivedBody {
        sent: SentBody::Absent,
        multipart: false,
        uploads: Vec::new(),
    };
    if bytes.is_empty() {
        return received;
    }
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if content_type.starts_with("multipart/form-data") {
        if let Some(boundary) = content_type.split("boundary=").nth(1) {
            received.multipart = true;
            parse_multipart(bytes, boundary.trim_matches('"'), &mut received);
            return received;
        }
    }
    received.sent = json_or_text(bytes);
    received
}

fn json_or_text(bytes: &[u8]) -> SentBody {
    match serde_json::from_slice(bytes) {
        Ok(value) => SentBody::Json(value),
        Err(_) => SentBody::NotJson(String::from_utf8_lossy(bytes).into_owned()),
    }
}

/// Reads the `payload_json` part of a multipart body, and what was uploaded: each `files[N]`
/// part's index, file name, size, PNG dimensions (when it decodes as a PNG), a digest of its
/// bytes and, for a small UTF-8 file, its text.
fn parse_multipart(bytes: &[u8], boundary: &str, received: &mut ReceivedBody) {
    let delimiter = format!("--{boundary}").into_bytes();
    for part in split_bytes(bytes, &delimiter) {
        let Some(split) = find_bytes(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]);
        let body = &part[split + 4..];
        let body = body.strip_suffix(b"\r\n").unwrap_or(body);
        let field = head
            .split("name=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap_or("");
        if field == "payload_json" {
            received.sent = json_or_text(body);
        } else if let Some(index) = field
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok())
        {
            let filename = head
                .split("filename=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .unwrap_or("")
                .to_string();
            let png = png_size(body);
            let digest = {
                use std::hash::{Hash, Hasher};
                let mut h = std::collections::hash_map::DefaultHasher::new();
                body.hash(&mut h);
                h.finish()
            };
            received.uploads.push(json!({
                "index": index,
                "filename": filename,
                "size": body.len(),
                "png": png.map(|(w, h)| json!([w, h])),
                "digest": digest,
                "text": (png.is_none() && body.len() <= 1 << 20)
                    .then(|| std::str::from_utf8(body).ok())
                    .flatten(),
            }));
        }
    }
}

pub(super) fn upload_of(v: &Value) -> Option<Upload> {
    Some(Upload {
        index: v["index"].as_u64()?,
        filename: v["filename"].as_str()?.to_string(),
        size: v["size"].as_u64()? as usize,
        png: v["png"]
            .as_array()
            .and_then(|wh| Some((wh.first()?.as_u64()? as u32, wh.get(1)?.as_u64()? as u32))),
        digest: v["digest"].as_u64()?,
        text: v["text"].as_str().map(str::to_string),
    })
}

/// The width and height of a PNG that decodes completely, if `bytes` is one.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().ok()?;
    let mut pixels = vec![0; reader.output_buffer_size()?];
    let frame = reader.next_frame(&mut pixels).ok()?;
    Some((frame.width, frame.height))
}

fn find_bytes(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split_bytes<'a>(mut bytes: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find_bytes(bytes, delimiter) {
        parts.push(&bytes[..at]);
        bytes = &bytes[at + delimiter.len()..];
    }
    parts.push(bytes);
    parts
}
