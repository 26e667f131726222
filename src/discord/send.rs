//! Turning rendered [`Message`]s into serenity builders for posts, edits and interaction
//! answers, with mentions allowed only for the users a message names on purpose.

use super::render::{Attachment, Component, Embed, Message, Style};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditAttachments, EditInteractionResponse, EditMessage,
};

fn embed(e: &Embed) -> CreateEmbed {
    let mut out = CreateEmbed::new()
        .title(&e.title)
        .description(&e.description)
        .colour(e.colour);
    for (name, value, inline) in &e.fields {
        out = out.field(name, value, *inline);
    }
    if let Some(f) = &e.footer {
        out = out.footer(CreateEmbedFooter::new(f));
    }
    if let Some(url) = &e.image {
        out = out.image(url);
    }
    out
}

fn file(a: &Attachment) -> CreateAttachment {
    CreateAttachment::bytes(a.bytes.to_vec(), &a.name).description(&a.description)
}

fn rows(message: &Message) -> Vec<CreateActionRow> {
    message
        .rows
        .iter()
        .map(|row| match row.as_slice() {
            [Component::Select {
                id,
                placeholder,
                options,
            }] => {
                let options = options
                    .iter()
                    .map(|o| {
                        let mut opt = CreateSelectMenuOption::new(&o.label, &o.value);
                        if let Some(d) = &o.description {
                            opt = opt.description(d);
                        }
                        opt
                    })
                    .collect();
                CreateActionRow::SelectMenu(
                    CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
                        .placeholder(placeholder),
                )
            }
            buttons => CreateActionRow::Buttons(
                buttons
                    .iter()
                    .filter_map(|c| match c {
                        Component::Button { id, label, style } => {
                            Some(CreateButton::new(id).label(label).style(match style {
                                Style::Primary => ButtonStyle::Primary,
                                Style::Secondary => ButtonStyle::Secondary,
                                Style::Success => ButtonStyle::Success,
                                Style::Danger => ButtonStyle::Danger,
                            }))
                        }
                        Component::Select { .. } => None,
                    })
                    .collect(),
            ),
        })
        .collect()
}

/// Who a message may notify: each person it names once (Discord refuses a body that lists a user
/// twice, as happens when one person, or the built-in opponent, holds several seats), no roles,
/// no `@everyone`.
fn mentions(message: &Message) -> CreateAllowedMentions {
    let mut users = Vec::with_capacity(message.mention.len());
    for &id in &message.mention {
        if !users.contains(&id) {
            users.push(id);
        }
    }
    CreateAllowedMentions::new()
        .everyone(false)
        .all_roles(false)
        .users(users.into_iter().map(super::hosted::user))
}

/// A new channel message.
pub fn create(message: &Message) -> CreateMessage {
    let mut out = CreateMessage::new()
        .content(&message.content)
        .embeds(message.embeds.iter().map(embed).collect())
        .components(rows(message))
        .allowed_mentions(mentions(message))
        .add_files(message.files.iter().map(file));
    if message.content.is_empty() {
        out = out.content("");
    }
    out
}

/// An edit that replaces a channel message's whole content, its files included: the files it
/// had are removed and the message's own are uploaded.
pub fn edit(message: &Message) -> EditMessage {
    EditMessage::new()
        .content(&message.content)
        .embeds(message.embeds.iter().map(embed).collect())
        .components(rows(message))
        .allowed_mentions(mentions(message))
        .attachments(replaced_files(message))
}

/// A message's files as an edit sets them: the ones it had removed, its own uploaded.
fn replaced_files(message: &Message) -> EditAttachments {
    message
        .files
        .iter()
        .fold(EditAttachments::new(), |all, a| all.add(file(a)))
}

/// An interaction answer (a new message, or the update of the clicked one).
pub fn answer(message: &Message, ephemeral: bool) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(&message.content)
        .embeds(message.embeds.iter().map(embed).collect())
        .components(rows(message))
        .allowed_mentions(mentions(message))
        .add_files(message.files.iter().map(file))
        .ephemeral(ephemeral)
}

/// The late answer to a deferred click that replaces the clicked message (`@original`), its
/// files included.
pub fn late_update(message: &Message) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .content(&message.content)
        .embeds(message.embeds.iter().map(embed).collect())
        .components(rows(message))
        .allowed_mentions(mentions(message))
        .attachments(replaced_files(message))
}

/// The late answer to a deferred click that is a new message (a follow-up).
pub fn late_message(message: &Message, ephemeral: bool) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(&message.content)
        .embeds(message.embeds.iter().map(embed).collect())
        .components(rows(message))
        .allowed_mentions(mentions(message))
        .add_files(message.files.iter().map(file))
        .ephemeral(ephemeral)
}

/// A poise reply.
pub fn reply(message: &Message, ephemeral: bool) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .content(&message.content)
        .components(rows(message))
        .allowed_mentions(mentions(message))
        .ephemeral(ephemeral);
    for e in &message.embeds {
        out = out.embed(embed(e));
    }
    for a in &message.files {
        out = out.attachment(file(a));
    }
    out
}
