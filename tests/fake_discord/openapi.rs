//! Discord's published OpenAPI description (vendored in `discord-api-spec/`, read once per
//! process): finds the operation each request the fake receives was sent to, by method and path
//! template, and checks the request's body against the operation's request schema.
//!
//! A multipart body is checked by its `payload_json` part, against the operation's
//! `application/json` schema (the multipart schema is that one plus the `files[N]` parts). A
//! request without a body is not checked; a request whose path is no operation of the spec, or
//! whose body is not JSON, or that sends a body to an operation taking none, is a mismatch too.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use serde_json::{json, Map, Value};

use super::multipart::SentBody;
use super::schema::{Compiler, Schema};
use super::validate::{render_path, Step, Validator};

const SPEC_JSON: &str = include_str!("discord-api-spec/openapi.json");
/// Where the spec's paths are served.
const API_PREFIX: &str = "/api/v10";
/// The component schema whose `id` may be the integer 0 (see [`Validator`]).
const PLACEHOLDER_ATTACHMENT: &str = "MessageAttachmentRequest";
const METHODS: [&str; 5] = ["get", "put", "post", "patch", "delete"];
/// How much of the offending value a violation quotes.
const EXCERPT_CHARS: usize = 160;

/// A request body (or a route) the fake received that does not match Discord's OpenAPI schema.
#[derive(Clone, Debug, PartialEq)]
pub struct SchemaViolation {
    pub method: String,
    /// The URL path, e.g. `/api/v10/channels/123/messages`.
    pub path: String,
    /// The spec's path template it matched, e.g. `/channels/{channel_id}/messages` (empty when
    /// none did).
    pub operation: String,
    /// Where in the body, e.g. `$.allowed_mentions.users` (`$` for the whole body).
    pub json_path: String,
    /// The JSON Schema keyword that failed (`uniqueItems`, `type`, …), or `operation` (no such
    /// route in the spec), `requestBody` (a body where none is taken) or `json` (not JSON).
    pub keyword: String,
    pub detail: String,
    /// The start of the offending value as sent.
    pub excerpt: String,
}

impl fmt::Display for SchemaViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} [{}] at {}: {}: {}; sent: {}",
            self.method,
            self.path,
            self.operation,
            self.json_path,
            self.keyword,
            self.detail,
            self.excerpt
        )
    }
}

impl SchemaViolation {
    /// The answer Discord gives a body it refuses: 400 "Invalid Form Body" (50035) with the
    /// error under the body's path; for an unknown route, 404.
    pub(super) fn answer(&self) -> (u16, Value) {
        if self.keyword == "operation" {
            return (404, json!({ "message": "404: Not Found", "code": 0 }));
        }
        let error = json!({ "_errors": [{
            "code": format!("SCHEMA_{}", self.keyword.to_ascii_uppercase()),
            "message": format!("{}: {}", self.keyword, self.detail),
        }] });
        let steps = self.json_path.trim_start_matches('$');
        let keys: Vec<String> = steps
            .replace('[', ".")
            .replace(']', "")
            .split('.')
            .filter(|k| !k.is_empty())
            .map(str::to_string)
            .collect();
        let errors = keys.iter().rev().fold(error, |inner, key| {
            Value::Object(Map::from_iter([(key.clone(), inner)]))
        });
        (
            400,
            json!({ "message": "Invalid Form Body", "code": 50035, "errors": errors }),
        )
    }
}

/// One segment of a path template.
enum Segment {
    Literal(String),
    Parameter,
}

struct Operation {
    /// Upper case, as HTTP sends it.
    method: String,
    template: String,
    segments: Vec<Segment>,
    /// The `application/json` request schema (or, when there is none, the first one given).
    body: Option<Schema>,
}

struct Spec {
    components: Vec<Schema>,
    operations: Vec<Operation>,
    placeholder_attachment: usize,
}

fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        load(SPEC_JSON).unwrap_or_else(|e| panic!("fake discord: discord-api-spec: {e}"))
    })
}

fn load(text: &str) -> Result<Spec, String> {
    let spec: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let schemas = spec["components"]["schemas"]
        .as_object()
        .ok_or("no components/schemas")?;
    let component_index: HashMap<String, usize> = schemas
        .keys()
        .enumerate()
        .map(|(i, name)| (name.clone(), i))
        .collect();
    let compiler = Compiler {
        component_index: &component_index,
        components: schemas,
    };
    let components = schemas
        .iter()
        .map(|(name, schema)| compiler.compile(schema, &format!("#/components/schemas/{name}")))
        .collect::<Result<Vec<_>, _>>()?;
    let paths = spec["paths"].as_object().ok_or("no paths")?;
    let mut operations = Vec::new();
    for (template, item) in paths {
        for method in METHODS {
            let Some(operation) = item.get(method) else {
                continue;
            };
            let content = &operation["requestBody"]["content"];
            let chosen = content
                .get("application/json")
                .map(|c| ("application/json", c))
                .or_else(|| {
                    content
                        .as_object()?
                        .iter()
                        .next()
                        .map(|(k, c)| (k.as_str(), c))
                });
            let body = match chosen {
                Some((kind, c)) => {
                    let at = format!("#/paths/{template}/{method}/requestBody/content/{kind}");
                    Some(compiler.compile(&c["schema"], &at)?)
                }
                None => None,
            };
            let segments = template
                .trim_start_matches('/')
                .split('/')
                .map(|s| {
                    if s.starts_with('{') && s.ends_with('}') {
                        Segment::Parameter
                    } else {
                        Segment::Literal(s.to_string())
                    }
                })
                .collect();
            operations.push(Operation {
                method: method.to_ascii_uppercase(),
                template: template.clone(),
                segments,
                body,
            });
        }
    }
    let placeholder_attachment = *component_index
        .get(PLACEHOLDER_ATTACHMENT)
        .ok_or("no MessageAttachmentRequest schema")?;
    Ok(Spec {
        components,
        operations,
        placeholder_attachment,
    })
}

/// Reads and compiles the spec now (it is otherwise read by the first request).
pub(super) fn load_spec() {
    spec();
}

/// Decodes `%XX` escapes (for comparing literal segments such as `@me`).
fn percent_decoded(segment: &str) -> String {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| u8::from_str_radix(std::str::from_utf8(h).ok()?, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The operation `method path` was sent to: of the templates matching the path, the one with a
/// literal segment where the others have a parameter, earliest (`/messages/@original` before
/// `/messages/{message_id}`).
fn find_operation<'s>(spec: &'s Spec, method: &str, path: &str) -> Result<&'s Operation, String> {
    let segments: Vec<String> = path
        .trim_start_matches('/')
        .trim_end_matches('/')
        .split('/')
        .map(percent_decoded)
        .collect();
    let fits = |op: &&Operation| {
        op.segments.len() == segments.len()
            && op.segments.iter().zip(&segments).all(|(t, s)| match t {
                Segment::Literal(l) => l == s,
                Segment::Parameter => !s.is_empty(),
            })
    };
    let candidates: Vec<&Operation> = spec.operations.iter().filter(fits).collect();
    let Some(best) = candidates.iter().map(|op| literal_segments(op)).max() else {
        return Err(format!("no path of the spec matches {path}"));
    };
    let most_literal: Vec<&Operation> = candidates
        .into_iter()
        .filter(|op| literal_segments(op) == best)
        .collect();
    if let Some(op) = most_literal.iter().find(|op| op.method == method) {
        return Ok(op);
    }
    let methods: Vec<&str> = most_literal.iter().map(|op| op.method.as_str()).collect();
    Err(format!(
        "{} has no {method} operation (only {})",
        most_literal[0].template,
        methods.join(", ")
    ))
}

/// Which segments of an operation's template are literal.
fn literal_segments(op: &Operation) -> Vec<bool> {
    op.segments
        .iter()
        .map(|s| matches!(s, Segment::Literal(_)))
        .collect()
}

/// The value at `path` in `body`, quoted and cut short.
fn excerpt(body: &Value, path: &[Step]) -> String {
    let mut at = body;
    for step in path {
        at = match step {
            Step::Key(key) => &at[*key],
            Step::Index(i) => &at[*i],
        };
    }
    let text = at.to_string();
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// Checks one request the fake received against the spec.
pub(super) fn check_request(
    method: &str,
    path: &str,
    body: &SentBody,
) -> Result<(), Box<SchemaViolation>> {
    let Some(route) = path.strip_prefix(API_PREFIX) else {
        return Ok(());
    };
    let violation = |operation: &str, json_path: String, keyword: &str, detail: String, excerpt| {
        Box::new(SchemaViolation {
            method: method.to_string(),
            path: path.to_string(),
            operation: operation.to_string(),
            json_path,
            keyword: keyword.to_string(),
            detail,
            excerpt,
        })
    };
    let spec = spec();
    let operation = find_operation(spec, method, route)
        .map_err(|detail| violation("", "$".into(), "operation", detail, String::new()))?;
    let value = match body {
        SentBody::Absent => return Ok(()),
        SentBody::NotJson(text) => {
            let quoted: String = text.chars().take(EXCERPT_CHARS).collect();
            let detail = "the body is not JSON".to_string();
            return Err(violation(
                &operation.template,
                "$".into(),
                "json",
                detail,
                quoted,
            ));
        }
        SentBody::Json(value) => value,
    };
    let Some(schema) = &operation.body else {
        let detail = "the operation takes no request body".to_string();
        let quoted = excerpt(value, &[]);
        return Err(violation(
            &operation.template,
            "$".into(),
            "requestBody",
            detail,
            quoted,
        ));
    };
    let validator = Validator::new(&spec.components, spec.placeholder_attachment);
    validator.check(schema, value).map_err(|m| {
        let quoted = excerpt(value, &m.path);
        violation(
            &operation.template,
            render_path(&m.path),
            m.keyword,
            m.detail,
            quoted,
        )
    })
}
