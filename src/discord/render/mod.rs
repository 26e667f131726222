//! Rendering matches into Discord messages: the public board, the private hand with the actions
//! open now, reaction-window prompts, challenges and cards. Everything here is a plain value
//! ([`Message`]) built from views, checked against Discord's limits by [`Message::check_limits`]
//! and turned into serenity builders by `send`.

use super::ids::{ComponentId, PickValue};
use crate::games::invictus::StandingOrder;
use crate::games::{GameKind, Variant};
use crate::hosting::{PlayerId, UnixMs};

/// The terms of an Invictus challenge.
pub type InvictusTerms = crate::hosting::ChallengeTerms<crate::games::InvictusOffer>;
use crate::games::invictus::rules::{
    Action, Army, CardEntry, Catalog, Colour, FieldView, Mode, Outcome, Phase, Row, Seat, SeatView,
    Side, UnitKind, View,
};
use crate::games::invictus::text::{self, SeatNames};
use crate::kit::lang::Lang;
use crate::tr;
use std::fmt::Write;
use std::sync::Arc;

mod board;
mod challenges;
mod hand;
mod info;
mod prompts;

pub use board::*;
pub use challenges::*;
pub use hand::*;
pub use info::*;
pub use prompts::*;

/// Discord's limits (see the notes in the README).
pub mod limits {
    pub const TITLE: usize = 256;
    pub const DESCRIPTION: usize = 4096;
    pub const FIELDS: usize = 25;
    pub const FIELD_NAME: usize = 256;
    pub const FIELD_VALUE: usize = 1024;
    pub const FOOTER: usize = 2048;
    pub const EMBED_TOTAL: usize = 6000;
    pub const EMBEDS: usize = 10;
    pub const FILES: usize = 10;
    /// The upload limit of a server without boosts.
    pub const FILE_BYTES: usize = 10 * 1024 * 1024;
    pub const CONTENT: usize = 2000;
    pub const ROWS: usize = 5;
    pub const BUTTONS_PER_ROW: usize = 5;
    pub const SELECT_OPTIONS: usize = 25;
    pub const OPTION_TEXT: usize = 100;
    pub const BUTTON_LABEL: usize = 80;
    /// In characters, as Discord counts them (not bytes).
    pub const CUSTOM_ID: usize = 100;
}

/// Embed colours.
pub mod colours {
    pub const SEAT_A: u32 = 0xC0392B;
    pub const SEAT_B: u32 = 0x2471A3;
    pub const NEUTRAL: u32 = 0x7F8C8D;
    pub const OVER: u32 = 0xD4AC0D;
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub colour: u32,
    /// (name, value, inline)
    pub fields: Vec<(String, String, bool)>,
    pub footer: Option<String>,
    /// The picture shown in the embed: `attachment://NAME` for a file sent with the message.
    pub image: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Component {
    Button {
        id: String,
        label: String,
        style: Style,
    },
    Select {
        id: String,
        placeholder: String,
        options: Vec<SelectOption>,
    },
}

/// A message to post, edit or answer with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message {
    pub content: String,
    pub embeds: Vec<Embed>,
    /// Action rows: up to five buttons, or one select menu.
    pub rows: Vec<Vec<Component>>,
    /// Users this message may ping.
    pub mention: Vec<PlayerId>,
    /// Files sent with the message (an edit replaces the message's files with these).
    pub files: Vec<Attachment>,
}

/// A file sent with a message, such as a board picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Arc<[u8]>,
    /// What the file shows, for screen readers.
    pub description: String,
}

/// A broken Discord limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitError(pub String);

impl Message {
    pub fn text(content: impl Into<String>) -> Message {
        Message {
            content: content.into(),
            ..Message::default()
        }
    }

    /// Checks every Discord limit on this message.
    pub fn check_limits(&self) -> Result<(), LimitError> {
        use limits::*;
        let err = |what: String| Err(LimitError(what));
        if self.content.chars().count() > CONTENT {
            return err("content over 2000".into());
        }
        if self.embeds.len() > EMBEDS {
            return err("more than 10 embeds".into());
        }
        if self.files.len() > FILES {
            return err("more than 10 files".into());
        }
        if let Some(f) = self.files.iter().find(|f| f.bytes.len() > FILE_BYTES) {
            return err(format!("file {} over 10 MB", f.name));
        }
        let mut total = 0;
        for e in &self.embeds {
            let n = |s: &str| s.chars().count();
            if n(&e.title) > TITLE {
                return err(format!("title {}", n(&e.title)));
            }
            if n(&e.description) > DESCRIPTION {
                return err(format!("description {}", n(&e.description)));
            }
            if e.fields.len() > FIELDS {
                return err("more than 25 fields".into());
            }
            total += n(&e.title) + n(&e.description);
            for (name, value, _) in &e.fields {
                if name.is_empty() || value.is_empty() {
                    return err("empty field name or value".into());
                }
                if n(name) > FIELD_NAME || n(value) > FIELD_VALUE {
                    return err(format!("field {name:?} too long"));
                }
                total += n(name) + n(value);
            }
            if let Some(f) = &e.footer {
                if n(f) > FOOTER {
                    return err("footer too long".into());
                }
                total += n(f);
            }
        }
        if total > EMBED_TOTAL {
            return err(format!("embeds total {total}"));
        }
        if self.rows.len() > ROWS {
            return err(format!("{} rows", self.rows.len()));
        }
        for row in &self.rows {
            let selects = row
                .iter()
                .filter(|c| matches!(c, Component::Select { .. }))
                .count();
            if row.is_empty() || (selects > 0 && row.len() != 1) || row.len() > BUTTONS_PER_ROW {
                return err("bad row shape".into());
            }
            for c in row {
                match c {
                    Component::Button { id, label, .. } => {
                        if id.is_empty() || id.chars().count() > CUSTOM_ID {
                            return err(format!("custom_id {id:?}"));
                        }
                        if label.is_empty() || label.chars().count() > BUTTON_LABEL {
                            return err(format!("button label {label:?}"));
                        }
                    }
                    Component::Select {
                        id,
                        options,
                        placeholder,
                    } => {
                        if id.is_empty() || id.chars().count() > CUSTOM_ID {
                            return err(format!("custom_id {id:?}"));
                        }
                        if placeholder.chars().count() > 150 {
                            return err("placeholder too long".into());
                        }
                        if options.is_empty() || options.len() > SELECT_OPTIONS {
                            return err(format!("{} select options", options.len()));
                        }
                        let mut values = std::collections::HashSet::new();
                        for o in options {
                            if o.label.is_empty()
                                || o.label.chars().count() > OPTION_TEXT
                                || o.value.is_empty()
                                || o.value.chars().count() > OPTION_TEXT
                                || o.description
                                    .as_ref()
                                    .is_some_and(|d| d.chars().count() > OPTION_TEXT)
                            {
                                return err(format!("select option {o:?}"));
                            }
                            if !values.insert(&o.value) {
                                return err(format!("duplicate option value {}", o.value));
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Every piece of text a reader sees: content, embeds, labels and options.
    pub fn all_text(&self) -> String {
        let mut out = self.content.clone();
        for e in &self.embeds {
            for s in [&e.title, &e.description] {
                out.push('\n');
                out.push_str(s);
            }
            for (n, v, _) in &e.fields {
                let _ = write!(out, "\n{n}\n{v}");
            }
            if let Some(f) = &e.footer {
                let _ = write!(out, "\n{f}");
            }
        }
        for row in &self.rows {
            for c in row {
                match c {
                    Component::Button { label, .. } => {
                        let _ = write!(out, "\n{label}");
                    }
                    Component::Select {
                        placeholder,
                        options,
                        ..
                    } => {
                        let _ = write!(out, "\n{placeholder}");
                        for o in options {
                            let _ = write!(out, "\n{}", o.label);
                            if let Some(d) = &o.description {
                                let _ = write!(out, "\n{d}");
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

/// Cuts a text to at most `max` characters, marking the cut with "…".
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// The game of this folder's boards, hands and prompts, named in their components' ids.
const INVICTUS: GameKind = GameKind::Invictus;

fn button(id: impl std::fmt::Display, label: &str, style: Style) -> Component {
    Component::Button {
        id: id.to_string(),
        label: clip(label, limits::BUTTON_LABEL),
        style,
    }
}

fn option(label: &str, value: String, description: Option<String>) -> SelectOption {
    SelectOption {
        label: clip(label, limits::OPTION_TEXT),
        value,
        description: description.map(|d| clip(&d, limits::OPTION_TEXT)),
    }
}

/// A player as a mention; "—" for nobody (a seat nobody plays, a challenge to anyone).
pub fn mention(player: Option<PlayerId>) -> String {
    player.map_or_else(|| "—".to_string(), |player| format!("<@{player}>"))
}

/// Who plays each seat, for naming them in messages (C and D only in the team mode).
#[derive(Clone, Debug)]
pub struct Players {
    /// By seat (A to D); `None` for a seat nobody plays.
    pub ids: [Option<PlayerId>; 4],
    pub mode: Mode,
}

impl Players {
    /// The players of a duel.
    pub const fn duel(a: PlayerId, b: PlayerId) -> Players {
        Players {
            ids: [Some(a), Some(b), None, None],
            mode: Mode::Duel,
        }
    }

    pub fn id(&self, seat: Seat) -> Option<PlayerId> {
        self.ids[seat.index()]
    }

    /// The player at `seat` as a mention ("—" for a seat nobody plays).
    pub fn mention(&self, seat: Seat) -> String {
        mention(self.id(seat))
    }
}

impl SeatNames for Players {
    fn name(&self, seat: Seat) -> String {
        self.mention(seat)
    }

    /// A player in a duel; in the team mode both members ("<@a> and <@c>").
    fn side_name(&self, lang: Lang, side: Side) -> String {
        match side.seats(self.mode) {
            [one] => self.name(*one),
            [first, second, ..] => tr!(
                lang,
                "two-names",
                first = self.name(*first),
                second = self.name(*second)
            ),
            [] => String::new(),
        }
    }
}
