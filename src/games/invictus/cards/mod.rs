//! The card data file: the built-in catalog embedded at build time, and loading an operator's
//! corrected copy with clear errors.

use crate::games::invictus::rules::{CardEntry, Catalog, CatalogError};
use serde::Deserialize;
use std::path::Path;
use std::sync::OnceLock;

/// The built-in data file, as shipped.
pub const BUILTIN_TOML: &str = include_str!("cards.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    unit: Vec<CardEntry>,
}

/// Why a card data file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{origin}: {message}")]
    Syntax { origin: String, message: String },
    #[error("{origin}: {source}")]
    Invalid {
        origin: String,
        source: CatalogError,
    },
}

/// Parses and validates a card data file's text; `origin` names it in errors.
pub fn parse(text: &str, origin: &str) -> Result<Catalog, LoadError> {
    let file: CardFile = toml::from_str(text).map_err(|e| LoadError::Syntax {
        origin: origin.to_string(),
        message: describe_toml_error(text, &e),
    })?;
    Catalog::from_entries(file.unit).map_err(|source| LoadError::Invalid {
        origin: origin.to_string(),
        source,
    })
}

/// A TOML error with the card it happened in, when there is one.
fn describe_toml_error(text: &str, error: &toml::de::Error) -> String {
    let message = error.message().trim().to_string();
    let Some(span) = error.span() else {
        return message;
    };
    let before = &text[..span.start.min(text.len())];
    let line = before.lines().count().max(1);
    let card = before
        .rfind("[[unit]]")
        .and_then(|start| {
            text[start..]
                .lines()
                .find_map(|l| l.trim().strip_prefix("name"))
                .and_then(|rest| rest.split('"').nth(1))
        })
        .map(|name| format!("card '{name}', "))
        .unwrap_or_default();
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let field = text[line_start..]
        .lines()
        .next()
        .and_then(|l| l.split_once('='))
        .map(|(key, _)| key.trim())
        .filter(|f| !f.is_empty() && f.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .map(|f| format!("field '{f}': "))
        .unwrap_or_default();
    format!("line {line}: {card}{field}{message}")
}

/// Loads a corrected card file given by an operator.
pub fn load(path: &Path) -> Result<Catalog, LoadError> {
    let text = std::fs::read_to_string(path).map_err(|source| LoadError::Read {
        path: path.display().to_string(),
        source,
    })?;
    parse(&text, &path.display().to_string())
}

/// The built-in catalog.
pub fn builtin() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        parse(BUILTIN_TOML, "built-in cards.toml").expect("the built-in card file is valid")
    })
}

/// A short fingerprint of every card's fighting numbers (attack, health, range), so that a
/// balance report can be matched with the numbers it was made with (FNV-1a, 64 bits, in hex).
pub fn fingerprint(catalog: &Catalog) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for card in catalog.cards() {
        let entry = card.to_entry();
        let range = serde_json::to_string(&entry.range).expect("a range serializes");
        let line = format!(
            "{}|{}|{}|{}|{range}\n",
            entry.name, entry.attack, entry.health_upright, entry.health_tilted
        );
        for byte in line.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}

/// The operator's file if given, else the built-in one.
pub fn load_or_builtin(path: Option<&Path>) -> Result<Catalog, LoadError> {
    match path {
        Some(p) => load(p),
        None => Ok(builtin().clone()),
    }
}
