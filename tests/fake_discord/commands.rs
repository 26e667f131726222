//! Application commands: the bot's bulk and single registrations, global and in the guild.

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::json::sid;
use super::rest::{error, ok, Answer};
use super::state::St;
use super::APP_ID;

impl St {
    pub(super) fn register_commands(&mut self, guild: bool, body: &Value) -> Answer {
        let Some(list) = body.as_array() else {
            return error(
                400,
                50035,
                "Invalid Form Body (expected an array of commands)",
            );
        };
        let old: Vec<(String, u64, u64)> = (if guild {
            &self.guild_commands
        } else {
            &self.global_commands
        })
        .iter()
        .map(|c| {
            let id = c["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
            (
                c["name"].as_str().unwrap_or("").to_string(),
                c["type"].as_u64().unwrap_or(1),
                id,
            )
        })
        .collect();
        let mut out = Vec::new();
        for command in list {
            let Some(name) = command["name"].as_str() else {
                return error(400, 50035, "Invalid Form Body (a command has no name)");
            };
            let kind = command["type"].as_u64().unwrap_or(1);
            let id = old
                .iter()
                .find(|(n, k, _)| n == name && *k == kind)
                .map(|(_, _, id)| *id)
                .unwrap_or_else(|| self.new_id());
            let version = self.new_id();
            out.push(self.registered_command(command, id, version, kind, guild));
        }
        if let Err(e) = serde_json::from_value::<Vec<serenity::Command>>(Value::Array(out.clone()))
        {
            eprintln!("fake discord bug: serenity cannot parse the registered commands: {e}");
        }
        if guild {
            self.guild_commands = out.clone();
        } else {
            self.global_commands = out.clone();
        }
        self.commands_registered = true;
        ok(Value::Array(out))
    }

    fn registered_command(
        &self,
        command: &Value,
        id: u64,
        version: u64,
        kind: u64,
        guild: bool,
    ) -> Value {
        let mut c = command.as_object().cloned().unwrap_or_default();
        c.insert("id".into(), json!(sid(id)));
        c.insert("application_id".into(), json!(sid(APP_ID)));
        c.insert("version".into(), json!(sid(version)));
        c.insert("type".into(), json!(kind));
        c.entry("description").or_insert(json!(""));
        c.entry("options").or_insert(json!([]));
        c.entry("default_member_permissions").or_insert(Value::Null);
        c.entry("nsfw").or_insert(json!(false));
        if guild {
            c.insert("guild_id".into(), json!(sid(self.guild)));
        } else {
            c.entry("dm_permission").or_insert(json!(true));
        }
        Value::Object(c)
    }

    pub(super) fn upsert_command(&mut self, guild: bool, body: &Value) -> Answer {
        let mut list: Vec<Value> = if guild {
            self.guild_commands.clone()
        } else {
            self.global_commands.clone()
        };
        let name = body["name"].as_str().unwrap_or("");
        let kind = body["type"].as_u64().unwrap_or(1);
        list.retain(|c| !(c["name"] == name && c["type"] == kind));
        list.push(body.clone());
        let (status, answer) = self.register_commands(guild, &Value::Array(list));
        let created = answer.and_then(|a| {
            a.as_array().and_then(|l| {
                l.iter()
                    .find(|c| c["name"] == name && c["type"] == kind)
                    .cloned()
            })
        });
        (if status == 200 { 201 } else { status }, created)
    }
}
