//! Discord's limits on a message body (content, embeds, components), checked on every post and
//! edit.

use std::collections::HashSet;

use serde_json::Value;

use super::json::is_select;
use super::rest::{error, Answer};
use super::FLAG_COMPONENTS_V2;

pub(super) fn invalid_form(detail: &str) -> Answer {
    if detail.starts_with("Cannot send an empty message") {
        return error(400, 50006, detail);
    }
    error(400, 50035, &format!("Invalid Form Body ({detail})"))
}

/// Discord's limits on a message body (create or edit).
pub(super) fn check_message(body: &Value, create: bool) -> Result<(), String> {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let content = chars(&body["content"]);
    if content > 2000 {
        return Err(format!(
            "content: must be 2000 or fewer in length (got {content})"
        ));
    }
    let embeds = body["embeds"].as_array().map_or(&[][..], |v| v.as_slice());
    let components = body["components"]
        .as_array()
        .map_or(&[][..], |v| v.as_slice());
    let has_files = body["_uploads"].as_array().is_some_and(|f| !f.is_empty());
    if create
        && content == 0
        && embeds.is_empty()
        && components.is_empty()
        && !has_files
        && body["poll"].is_null()
    {
        return Err("Cannot send an empty message".to_string());
    }
    if embeds.len() > 10 {
        return Err(format!(
            "embeds: must be 10 or fewer in length (got {})",
            embeds.len()
        ));
    }
    let mut total = 0;
    for (i, embed) in embeds.iter().enumerate() {
        let limits = [
            ("title", &embed["title"], 256),
            ("description", &embed["description"], 4096),
            ("author.name", &embed["author"]["name"], 256),
            ("footer.text", &embed["footer"]["text"], 2048),
        ];
        for (what, v, max) in limits {
            let n = chars(v);
            if n > max {
                return Err(format!(
                    "embeds.{i}.{what}: must be {max} or fewer in length (got {n})"
                ));
            }
            total += n;
        }
        let fields = embed["fields"].as_array().map_or(&[][..], |v| v.as_slice());
        if fields.len() > 25 {
            return Err(format!(
                "embeds.{i}.fields: must be 25 or fewer in length (got {})",
                fields.len()
            ));
        }
        for (j, field) in fields.iter().enumerate() {
            for (what, max) in [("name", 256), ("value", 1024)] {
                let n = chars(&field[what]);
                if n == 0 || n > max {
                    return Err(format!("embeds.{i}.fields.{j}.{what}: must be between 1 and {max} in length (got {n})"));
                }
                total += n;
            }
        }
    }
    if total > 6000 {
        return Err(format!(
            "embeds: all embeds together must be 6000 or fewer characters (got {total})"
        ));
    }
    if body["flags"].as_u64().unwrap_or(0) & FLAG_COMPONENTS_V2 != 0 {
        return Ok(());
    }
    if components.len() > 5 {
        return Err(format!(
            "components: must be 5 or fewer in length (got {})",
            components.len()
        ));
    }
    let mut ids = HashSet::new();
    for (i, row) in components.iter().enumerate() {
        if row["type"] != 1 {
            return Err(format!(
                "components.{i}: top-level components must be action rows (type 1)"
            ));
        }
        let inner = row["components"]
            .as_array()
            .map_or(&[][..], |v| v.as_slice());
        if inner.is_empty() || inner.len() > 5 {
            return Err(format!(
                "components.{i}.components: must be between 1 and 5 in length (got {})",
                inner.len()
            ));
        }
        if inner.iter().any(is_select) && inner.len() != 1 {
            return Err(format!(
                "components.{i}: a select menu must be alone in its action row"
            ));
        }
        for (j, c) in inner.iter().enumerate() {
            let at = format!("components.{i}.components.{j}");
            if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
                let n = id.chars().count();
                if n == 0 || n > 100 {
                    return Err(format!(
                        "{at}.custom_id: must be between 1 and 100 in length (got {n})"
                    ));
                }
                if !ids.insert(id.to_string()) {
                    return Err(format!(
                        "{at}.custom_id: component custom id cannot be duplicated ({id:?})"
                    ));
                }
            }
            if c["type"] == 2 {
                if chars(&c["label"]) > 80 {
                    return Err(format!("{at}.label: must be 80 or fewer in length"));
                }
                let link = c["style"] == 5;
                if link && c["url"].as_str().is_none() {
                    return Err(format!("{at}: a link button needs a url"));
                }
                if !link && c["style"] != 6 && c["custom_id"].as_str().is_none() {
                    return Err(format!("{at}: a button needs a custom_id"));
                }
            } else if is_select(c) {
                if c["custom_id"].as_str().is_none() {
                    return Err(format!("{at}: a select menu needs a custom_id"));
                }
                if chars(&c["placeholder"]) > 150 {
                    return Err(format!("{at}.placeholder: must be 150 or fewer in length"));
                }
                if c["type"] == 3 {
                    let options = c["options"].as_array().map_or(&[][..], |v| v.as_slice());
                    if options.is_empty() || options.len() > 25 {
                        return Err(format!(
                            "{at}.options: must be between 1 and 25 in length (got {})",
                            options.len()
                        ));
                    }
                    for (k, o) in options.iter().enumerate() {
                        for (what, max) in [("label", 100), ("value", 100), ("description", 100)] {
                            let n = chars(&o[what]);
                            if n > max || (what != "description" && n == 0) {
                                return Err(format!("{at}.options.{k}.{what}: must be between 1 and {max} in length"));
                            }
                        }
                    }
                }
            }
        }
    }
    Ok(())
}
