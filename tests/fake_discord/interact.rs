//! Acting as users: slash commands, autocomplete, button clicks and select choices, sent to the
//! bot as INTERACTION_CREATE on its gateway connection.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serde::Deserialize;
use serde_json::{json, Value};

use super::json::{mark_focus, sid};
use super::records::{FakeMessage, TestUser};
use super::state::{Inter, Out};
use super::{FakeDiscord, PATIENCE};

impl FakeDiscord {
    /// Dispatches a slash command (type 2) from `user` in `channel`. `options` is the JSON array of
    /// options as Discord sends them (e.g. `[{"name":"opponent","type":6,"value":"123"}]`; `Null`
    /// means none). USER and MENTIONABLE options get `data.resolved.users`/`members` filled from
    /// users passed to [`FakeDiscord::register_user`] (and the users who acted). Waits (20 s) for a
    /// command of that name to be registered and for a gateway connection. Returns the interaction
    /// id.
    pub async fn command(&self, user: &TestUser, channel: u64, name: &str, options: Value) -> u64 {
        self.application_command(2, user, channel, name, options)
            .await
    }

    /// Autocomplete (type 4) for the focused option (the option with `"focused": true`, or else the
    /// last one).
    pub async fn autocomplete(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> u64 {
        self.application_command(4, user, channel, name, options)
            .await
    }

    /// A button click (type 3, component_type 2) on `message`. The message object sent is the one
    /// the fake holds now (with flags 64 if it is ephemeral), as Discord does.
    pub async fn click(&self, user: &TestUser, message: &FakeMessage, custom_id: &str) -> u64 {
        self.component(user, message, custom_id, None).await
    }

    /// A select-menu choice (component_type of that select, normally 3) with `values`.
    pub async fn select(
        &self,
        user: &TestUser,
        message: &FakeMessage,
        custom_id: &str,
        values: &[&str],
    ) -> u64 {
        self.component(user, message, custom_id, Some(values)).await
    }

    async fn application_command(
        &self,
        kind: u8,
        user: &TestUser,
        channel: u64,
        name: &str,
        options: Value,
    ) -> u64 {
        let found = self.wait_with(PATIENCE, |st| st.find_command(name)).await;
        let Some((command_id, command_kind, guild)) = found else {
            let st = self.lock();
            let names: Vec<&str> = st
                .global_commands
                .iter()
                .chain(&st.guild_commands)
                .filter_map(|c| c["name"].as_str())
                .collect();
            panic!("fake discord: no command named {name:?} was registered within {PATIENCE:?} (registered: {names:?})");
        };
        let mut options = if options.is_null() {
            json!([])
        } else {
            options
        };
        assert!(
            options.is_array(),
            "fake discord: the options of /{name} must be a JSON array, got {options}"
        );
        if kind == 4 && !mark_focus(&mut options) {
            panic!("fake discord: autocomplete for /{name} needs at least one option");
        }
        self.register_user(user);
        let resolved = self.lock().resolve(&mut options);
        let mut data = json!({
            "id": sid(command_id),
            "name": name,
            "type": command_kind,
            "options": options,
        });
        if guild {
            data["guild_id"] = json!(sid(self.lock().guild));
        }
        if !resolved.is_empty() {
            data["resolved"] = Value::Object(resolved);
        }
        let label = if kind == 4 {
            format!("autocomplete /{name}")
        } else {
            format!("/{name}")
        };
        self.dispatch(kind, user, channel, data, None, label).await
    }

    async fn component(
        &self,
        user: &TestUser,
        message: &FakeMessage,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> u64 {
        // What the click needs of the message as it is now (looked at, not copied).
        struct Current {
            deleted: bool,
            ephemeral: bool,
            visible_to: Option<u64>,
            channel_id: u64,
            component: Option<Value>,
            custom_ids: Vec<String>,
        }
        let current = self
            .with_message(message.id, |m| {
                let component = m.component(custom_id).cloned();
                Current {
                    deleted: m.deleted,
                    ephemeral: m.ephemeral,
                    visible_to: m.visible_to,
                    channel_id: m.channel_id,
                    custom_ids: if component.is_none() {
                        m.custom_ids()
                    } else {
                        Vec::new()
                    },
                    component,
                }
            })
            .unwrap_or_else(|| panic!("fake discord: no message {} to interact with", message.id));
        assert!(
            !current.deleted,
            "fake discord: message {} was deleted; it cannot be clicked",
            message.id
        );
        let component = current.component;
        match &component {
            None => eprintln!(
                "fake discord: warning: {custom_id:?} is not (or no longer) a component of message {} (it has {:?}); dispatching anyway",
                message.id,
                current.custom_ids
            ),
            Some(c) if c["disabled"] == true => {
                eprintln!("fake discord: warning: {custom_id:?} is disabled on message {}; dispatching anyway", message.id)
            }
            Some(_) => {}
        }
        if current.ephemeral && current.visible_to != Some(user.id) {
            eprintln!(
                "fake discord: warning: user {} clicks on ephemeral message {} that only {:?} can see",
                user.id, message.id, current.visible_to
            );
        }
        let component_type = component
            .as_ref()
            .and_then(|c| c["type"].as_u64())
            .unwrap_or(if values.is_some() { 3 } else { 2 });
        let mut data = json!({ "custom_id": custom_id, "component_type": component_type });
        let label = match values {
            Some(values) => {
                data["values"] = json!(values);
                format!("select {custom_id} = {values:?}")
            }
            None => format!("click {custom_id}"),
        };
        self.register_user(user);
        self.dispatch(3, user, current.channel_id, data, Some(message.id), label)
            .await
    }

    /// Sends an INTERACTION_CREATE on the live gateway connection and records the interaction.
    async fn dispatch(
        &self,
        kind: u8,
        user: &TestUser,
        channel: u64,
        data: Value,
        message: Option<u64>,
        label: String,
    ) -> u64 {
        loop {
            let Some(tx) = self.wait_with(PATIENCE, |st| st.current_tx()).await else {
                panic!("fake discord: cannot dispatch {label}: no bot connected to the gateway within {PATIENCE:?}");
            };
            let (mut inter, payload) = {
                let mut st = self.lock();
                assert!(
                    st.channels.contains_key(&channel),
                    "fake discord: cannot dispatch {label} in unknown channel {channel} (use CHANNEL_ID, a thread, or add_channel)"
                );
                let id = st.new_id();
                let inter = Inter {
                    id,
                    token: format!("fake-token-{id}"),
                    kind,
                    user: user.clone(),
                    channel_id: channel,
                    label: label.clone(),
                    source_message: message,
                    dispatched: Instant::now(),
                    reply: None,
                    original: None,
                    followups: Vec::new(),
                    loading: false,
                };
                let payload = st.interaction_json(&inter, data.clone());
                (inter, payload)
            };
            if !self.lock().trust_dispatches {
                if let Err(e) = serenity::Interaction::deserialize(&payload) {
                    panic!("fake discord bug: serenity cannot parse the INTERACTION_CREATE for {label}: {e}\n{payload:#}");
                }
            }
            {
                let mut st = self.lock();
                let id = inter.id;
                inter.dispatched = Instant::now();
                st.tokens.insert(inter.token.clone(), id);
                st.interactions.insert(id, inter);
                if tx
                    .send(Out::Dispatch("INTERACTION_CREATE".to_string(), payload))
                    .is_ok()
                {
                    drop(st);
                    self.bump();
                    return id;
                }
                if let Some(inter) = st.interactions.remove(&id) {
                    st.tokens.remove(&inter.token);
                }
            }
            // The connection closed just now: wait for the next one.
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}
