//! The tree's shape, read from the source: every `crate::…` path in `src/` points down the layer
//! table of `docs/architecture.md` (kit < games < store < hosting < front ends), the two games
//! share no code, sibling folders import each other in one direction only, hosting and the store
//! import no game's folder, Discord imports no store type, and no file or function outgrows its
//! size. Code inside `#[cfg(test)]` modules is left out: a test may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, bottom first: a file may name its own layer and those below it.
const LAYERS: &[(&str, u8)] = &[
    ("kit", 0),
    ("games", 1),
    ("store", 2),
    ("hosting", 3),
    ("discord", 4),
    ("cli", 4),
    ("config", 4),
    ("main", 4),
    ("lib", 4),
];

/// The folders whose subfolders are units of their own: each game's folder, and each front end's
/// folders (one per game, and its own parts).
const PEER_PARENTS: &[&str] = &["games", "discord", "cli", "hosting", "store"];

/// Arrows the table forbids that the code still has, each with what removes it. The test fails
/// on an arrow not listed here, and on a listed arrow the code no longer has, so the list only
/// shrinks.
const KNOWN_ARROWS: &[(&str, &str, &str)] = &[];

/// Files over their size that the code still has (path, lines at most). Same rule as above.
const KNOWN_LONG_FILES: &[(&str, usize)] = &[];

/// Functions over 150 lines that the code still has (file, function). Same rule as above.
const KNOWN_LONG_FUNCTIONS: &[(&str, &str)] = &[];

const FILE_LINES: usize = 600;
const TEST_FILE_LINES: usize = 1_000;
const FUNCTION_LINES: usize = 150;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable source folder") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The lines of a file before its first `#[cfg(test)]` module, numbered from 1.
fn code_lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    while let Some((i, line)) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            if let Some((_, next)) = lines.peek() {
                let next = next.trim_start();
                if next.starts_with("mod ") || next.starts_with("pub(crate) mod ") {
                    break;
                }
            }
        }
        out.push((i + 1, line));
    }
    out
}

/// The unit a file of `src/` belongs to: `games/tactica`, `discord/invictus`, `hosting`, `main` …
fn unit_of_file(relative: &str) -> String {
    let parts: Vec<&str> = relative.split('/').collect();
    match parts.as_slice() {
        [file] => file.trim_end_matches(".rs").to_string(),
        [parent, child, _, ..] if PEER_PARENTS.contains(parent) && !child.ends_with(".rs") => {
            format!("{parent}/{child}")
        }
        [parent, ..] => parent.to_string(),
        [] => unreachable!("a path has a part"),
    }
}

/// The unit a path `crate::a::b::…` names (its segments after `crate`).
fn unit_of_path(segments: &[&str], peers: &BTreeSet<String>) -> Option<String> {
    let first = *segments.first()?;
    // The macros: `tr!` and `phrase!` are the kit's languages, `with_game!` the games' registry.
    if matches!(first, "tr" | "phrase") {
        return Some("kit".to_string());
    }
    if first == "with_game" {
        return Some("games".to_string());
    }
    if let Some(second) = segments.get(1) {
        let peer = format!("{first}/{second}");
        if peers.contains(&peer) {
            return Some(peer);
        }
    }
    Some(first.to_string())
}

fn layer(unit: &str) -> Option<u8> {
    let top = unit.split('/').next().unwrap_or(unit);
    LAYERS
        .iter()
        .find(|(name, _)| *name == top)
        .map(|(_, l)| *l)
}

/// The `crate::…` paths of a line outside comments and strings, as segment lists.
fn crate_paths(line: &str) -> Vec<Vec<&str>> {
    let code = match line.find("//") {
        Some(at) => &line[..at],
        None => line,
    };
    if code.trim_start().starts_with('"') {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().last();
        let tail = &rest[at + "crate::".len()..];
        rest = tail;
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == ':') {
            continue;
        }
        let mut segments = Vec::new();
        let mut path = tail;
        loop {
            let end = path
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(path.len());
            if end == 0 {
                break;
            }
            segments.push(&path[..end]);
            match path[end..].strip_prefix("::") {
                Some(next) => path = next,
                None => break,
            }
        }
        if !segments.is_empty() {
            out.push(segments);
        }
    }
    out
}

struct Tree {
    /// (from unit, to unit) → the first place it happens.
    arrows: BTreeMap<(String, String), String>,
}

fn read_tree() -> Tree {
    let src = root().join("src");
    let files = rust_files(&src);
    let mut peers = BTreeSet::new();
    for file in &files {
        let relative = file
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let unit = unit_of_file(&relative);
        if unit.contains('/') {
            peers.insert(unit);
        }
    }
    let mut arrows = BTreeMap::new();
    for file in &files {
        let relative = file
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let from = unit_of_file(&relative);
        let text = std::fs::read_to_string(file).expect("a readable source file");
        for (number, line) in code_lines(&text) {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for segments in crate_paths(line) {
                let Some(to) = unit_of_path(&segments, &peers) else {
                    continue;
                };
                if to != from {
                    arrows
                        .entry((from.clone(), to))
                        .or_insert_with(|| format!("src/{relative}:{number}"));
                }
            }
        }
    }
    Tree { arrows }
}

/// Why an arrow is forbidden, if it is.
fn forbidden(from: &str, to: &str, arrows: &BTreeMap<(String, String), String>) -> Option<String> {
    let (Some(from_layer), Some(to_layer)) = (layer(from), layer(to)) else {
        return Some(format!("{from} or {to} is missing from the layer table"));
    };
    if to_layer > from_layer {
        return Some("points up the layer table".to_string());
    }
    // Two games share no code, in any layer: `games/tactica` never names `games/invictus`, nor
    // `discord/tactica` `discord/invictus`.
    let game_of = |unit: &str| {
        unit.split_once('/')
            .map(|(parent, child)| (parent.to_string(), child.to_string()))
            .filter(|(_, child)| root().join("src/games").join(child).is_dir())
    };
    if let (Some((from_parent, _)), Some((to_parent, _))) = (game_of(from), game_of(to)) {
        if from_parent == to_parent {
            return Some("one game names another".to_string());
        }
    }
    if (from == "hosting" || from == "store") && to.starts_with("games/") {
        return Some("hosting and the store know games only through the contract".to_string());
    }
    if from.starts_with("discord") && to == "store" {
        return Some("Discord reaches the store only through hosting".to_string());
    }
    // A loop between units that are neither a folder and its own subfolder.
    let nested = to.starts_with(&format!("{from}/")) || from.starts_with(&format!("{to}/"));
    if !nested && arrows.contains_key(&(to.to_string(), from.to_string())) {
        return Some(format!("a loop: {to} also imports {from}"));
    }
    None
}

#[test]
fn every_import_points_down_the_layers_and_no_two_folders_import_each_other() {
    let tree = read_tree();
    let mut unexpected = Vec::new();
    let mut found_known = BTreeSet::new();
    for ((from, to), place) in &tree.arrows {
        let Some(why) = forbidden(from, to, &tree.arrows) else {
            continue;
        };
        if KNOWN_ARROWS.iter().any(|(f, t, _)| f == from && t == to) {
            found_known.insert((from.clone(), to.clone()));
            continue;
        }
        unexpected.push(format!("{from} → {to} ({why}), first at {place}"));
    }
    let stale: Vec<_> = KNOWN_ARROWS
        .iter()
        .filter(|(f, t, _)| !found_known.contains(&(f.to_string(), t.to_string())))
        .map(|(f, t, _)| format!("{f} → {t}"))
        .collect();
    assert!(
        unexpected.is_empty(),
        "imports against the layer table:\n{}",
        unexpected.join("\n")
    );
    assert!(
        stale.is_empty(),
        "arrows listed as known that the code no longer has (take them off the list): {stale:?}"
    );
}

#[test]
fn hosting_and_the_store_name_no_discord_id_or_locale() {
    let src = root().join("src");
    let mut found = Vec::new();
    for dir in ["hosting", "store"] {
        for file in rust_files(&src.join(dir)) {
            let text = std::fs::read_to_string(&file).unwrap();
            for (number, line) in code_lines(&text) {
                let code = line.split("//").next().unwrap_or("");
                for word in ["DISCORD_LOCALES", "serenity", "poise"] {
                    if code.contains(word) {
                        found.push(format!("{}:{number}: {word}", file.display()));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "Discord in hosting or the store:\n{}",
        found.join("\n")
    );
}

/// The functions of a file longer than `FUNCTION_LINES`: from a line opening `fn` to the line
/// closing it at the same indentation.
fn long_functions(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let signature = [
            "fn ",
            "pub fn ",
            "pub(crate) fn ",
            "pub(super) fn ",
            "async fn ",
            "pub async fn ",
            "pub(crate) async fn ",
            "const fn ",
            "pub const fn ",
        ]
        .iter()
        .find_map(|p| trimmed.strip_prefix(p));
        let Some(signature) = signature.or_else(|| {
            trimmed
                .strip_prefix("pub(in ")
                .and_then(|r| r.split_once(") fn ").map(|(_, s)| s))
        }) else {
            continue;
        };
        if signature.trim_end().ends_with(';') {
            continue;
        }
        let name: String = signature
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let close = " ".repeat(indent) + "}";
        if let Some(end) = lines[i + 1..].iter().position(|l| *l == close) {
            let length = end + 2;
            if length > FUNCTION_LINES {
                out.push((name, length));
            }
        }
    }
    out
}

#[test]
fn no_file_or_function_outgrows_its_size() {
    let mut unexpected = Vec::new();
    let mut found_files = BTreeSet::new();
    let mut found_functions = BTreeSet::new();
    for (dir, limit) in [
        ("src", FILE_LINES),
        ("tests", TEST_FILE_LINES),
        ("benches", TEST_FILE_LINES),
    ] {
        for file in rust_files(&root().join(dir)) {
            let relative = file
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let text = std::fs::read_to_string(&file).unwrap();
            let lines = text.lines().count();
            if lines > limit {
                match KNOWN_LONG_FILES.iter().find(|(f, _)| *f == relative) {
                    Some((_, most)) if lines <= *most => {
                        found_files.insert(relative.clone());
                    }
                    _ => unexpected.push(format!("{relative}: {lines} lines (at most {limit})")),
                }
            }
            if dir != "src" {
                continue;
            }
            let code: String = code_lines(&text)
                .iter()
                .map(|(_, l)| format!("{l}\n"))
                .collect();
            for (name, length) in long_functions(&code) {
                if KNOWN_LONG_FUNCTIONS.contains(&(relative.as_str(), name.as_str())) {
                    found_functions.insert((relative.clone(), name));
                } else {
                    unexpected.push(format!(
                        "{relative}: fn {name} is {length} lines (at most {FUNCTION_LINES})"
                    ));
                }
            }
        }
    }
    let stale_files: Vec<_> = KNOWN_LONG_FILES
        .iter()
        .filter(|(f, _)| !found_files.contains(*f))
        .collect();
    let stale_functions: Vec<_> = KNOWN_LONG_FUNCTIONS
        .iter()
        .filter(|(f, n)| !found_functions.contains(&(f.to_string(), n.to_string())))
        .collect();
    assert!(
        unexpected.is_empty(),
        "too long:\n{}",
        unexpected.join("\n")
    );
    assert!(
        stale_files.is_empty() && stale_functions.is_empty(),
        "listed as long but no longer (take them off the lists): {stale_files:?} {stale_functions:?}"
    );
}

#[test]
fn the_reader_finds_paths_and_units() {
    assert_eq!(
        crate_paths("use crate::games::tactica::{Match, Seat}; // crate::store"),
        vec![vec!["games", "tactica"]]
    );
    assert!(crate_paths("    $crate::kit::lang::Lang::text(").is_empty());
    assert_eq!(
        unit_of_file("games/tactica/rules/state.rs"),
        "games/tactica"
    );
    assert_eq!(unit_of_file("games/mod.rs"), "games");
    assert_eq!(unit_of_file("discord/router/mod.rs"), "discord/router");
    assert_eq!(unit_of_file("hosting/play.rs"), "hosting");
    assert_eq!(unit_of_file("main.rs"), "main");
    let text = "fn short() {\n}\nfn long() {\n".to_string() + &"    x;\n".repeat(160) + "}\n";
    assert_eq!(long_functions(&text), vec![("long".to_string(), 162)]);
    let mut arrows = BTreeMap::new();
    arrows.insert(("discord".to_string(), "cli".to_string()), String::new());
    arrows.insert(("cli".to_string(), "discord".to_string()), String::new());
    assert!(forbidden("discord", "cli", &arrows).is_some_and(|why| why.contains("loop")));
    assert!(forbidden("store", "hosting", &arrows).is_some());
    assert!(forbidden("hosting", "games/invictus", &arrows).is_some());
    assert!(forbidden("games/tactica", "games/invictus", &arrows).is_some());
    assert!(forbidden("games/tactica", "kit", &arrows).is_none());
}
