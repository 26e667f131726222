//! Discord's ids as the hosting layer names them (a user is a player), and back.

use crate::hosting::{ChannelId, GuildId, MessageId, PlayerId};
use poise::serenity_prelude as serenity;

/// A Discord id as hosting names it.
pub trait Hosted {
    type Id;
    fn hosted(self) -> Self::Id;
}

impl Hosted for serenity::UserId {
    type Id = PlayerId;
    fn hosted(self) -> PlayerId {
        PlayerId(self.get())
    }
}

impl Hosted for serenity::GuildId {
    type Id = GuildId;
    fn hosted(self) -> GuildId {
        GuildId(self.get())
    }
}

impl Hosted for serenity::ChannelId {
    type Id = ChannelId;
    fn hosted(self) -> ChannelId {
        ChannelId(self.get())
    }
}

impl Hosted for serenity::MessageId {
    type Id = MessageId;
    fn hosted(self) -> MessageId {
        MessageId(self.get())
    }
}

/// Hosting's ids as Discord's. Discord never gives out 0: a stored 0 (a damaged row) reads as 1,
/// which names nothing, rather than a panic.
pub fn user(id: PlayerId) -> serenity::UserId {
    serenity::UserId::new(id.0.max(1))
}

pub fn channel(id: ChannelId) -> serenity::ChannelId {
    serenity::ChannelId::new(id.0.max(1))
}

pub fn message(id: MessageId) -> serenity::MessageId {
    serenity::MessageId::new(id.0.max(1))
}
