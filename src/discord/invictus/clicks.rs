//! The clicks of a match in play: the private hand message (its actions, pages and standing
//! order), the public reaction-window prompt (Respond, Pass), the deadline prompt (claim the
//! win, grant more time) and resigning.

use crate::discord::ids::{ComponentId, PickValue};
use crate::discord::render::{self, HandPage};
use crate::discord::router::{refused, tell, Answer, Failure, Reply};
use crate::discord::{players_of, Bot, Langs, Wait};
use crate::games::invictus::rules::{Action, Match, Phase, Seat};
use crate::games::invictus::text;
use crate::games::invictus::StandingOrder;
use crate::games::invictus_seat;
use crate::games::Orders;
use crate::hosting::{Choice, PlayerId};
use crate::hosting::{HostError, MatchId, MatchState};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude::ComponentInteraction;
use std::sync::Arc;

/// An Invictus match as one of its players sees it now, and their seat (see
/// [`crate::hosting::Host::seat_context`]).
async fn seat_context(
    bot: &Bot,
    match_id: MatchId,
    user: PlayerId,
    version: Option<u64>,
) -> Result<(Arc<MatchState<crate::games::invictus::rules::Match>>, Seat), HostError> {
    let (state, seat) = bot
        .host
        .matches()
        .seat_context::<crate::games::invictus::rules::Match>(match_id, user, version)
        .await?;
    let seat = invictus_seat(seat).ok_or(HostError::NotAPlayer)?;
    Ok((state, seat))
}

/// How long a fresh hand message waits for the picture being drawn before going without its
/// own (an answer to a click that changes the hand never waits: it must stay fast).
const FRESH_HAND: Wait = Wait::UpTo(std::time::Duration::from_millis(150));

/// "My hand": a fresh private message for a player of the match.
pub(super) async fn hand(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
) -> Result<Answer, Failure> {
    let (state, seat) = match seat_context(bot, match_id, user, None).await {
        Ok(found) => found,
        Err(HostError::NotAPlayer) => return tell(tr!(lang, "click-hand-not-a-player")),
        Err(e) => return refused(lang, e),
    };
    Ok(Reply::Private(
        hand_message(bot, lang, &state, seat, None, HandPage::First, FRESH_HAND).await,
    )
    .into())
}

/// The private hand message of `seat` (the page `page` of its menus), drawn from
/// that seat's own view, with the player's standing order in its menu and the hand's picture.
async fn hand_message(
    bot: &Bot,
    lang: Lang,
    state: &MatchState<crate::games::invictus::rules::Match>,
    seat: Seat,
    notice: Option<&str>,
    page: HandPage,
    wait: Wait,
) -> render::Message {
    let message = render::hand_page(
        lang,
        state.id.0,
        state.seat_view(seat),
        &players_of(state),
        notice,
        page,
        state.seat_options(seat).orders,
    );
    bot.with_hand_picture(lang, message, state.seat_view(seat), wait)
        .await
}

/// A choice in the hand message's menu: an action applied, or another page of the menus.
pub(super) async fn pick(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    version: u64,
    value: Option<&String>,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    let Some(value) = value.and_then(|v| v.parse::<PickValue>().ok()) else {
        return tell(tr!(lang, "click-unknown-choice"));
    };
    match value {
        PickValue::Action { index } => {
            act(bot, lang, user, match_id, version, index, interaction).await
        }
        PickValue::Group { group, page } => {
            page_of(
                bot,
                lang,
                user,
                match_id,
                version,
                HandPage::Group { group, page },
            )
            .await
        }
        PickValue::Groups { page } => {
            page_of(
                bot,
                lang,
                user,
                match_id,
                version,
                HandPage::Groups { page },
            )
            .await
        }
    }
}

/// Sets the clicking player's standing order from the hand message, then shows the hand as it
/// is now (an open window may have been answered by the new order).
pub(super) async fn set_orders(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    value: Option<&String>,
) -> Result<Answer, Failure> {
    let Some(order) = value.and_then(|v| StandingOrder::from_key(v)) else {
        return tell(tr!(lang, "click-unknown-choice"));
    };
    let state = match bot
        .host
        .matches()
        .change_options::<Match>(match_id, user, move |o| o.orders = order)
        .await
    {
        Ok(state) => state,
        Err(e) => return refused(lang, e),
    };
    let Some(seat) = state.seat_of(user) else {
        return refused(lang, HostError::NotAPlayer);
    };
    let notice = format!(
        "✅ {}",
        tr!(
            lang,
            "orders-set",
            match_id = match_id.0.to_string(),
            order = render::order_words(lang, order)
        )
    );
    let message = render::hand(
        lang,
        match_id.0,
        state.seat_view(seat),
        &players_of(&state),
        Some(&notice),
        order,
    );
    let message = bot
        .with_hand_picture(lang, message, state.seat_view(seat), Wait::Never)
        .await;
    Ok(Reply::Update(message).into())
}

/// Another page of the private hand message (a group's choices, or the list of groups).
pub(super) async fn page_of(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    version: u64,
    page: HandPage,
) -> Result<Answer, Failure> {
    let (state, seat) = match seat_context(bot, match_id, user, Some(version)).await {
        Ok(found) => found,
        Err(e) => return refused(lang, e),
    };
    Ok(Reply::Update(hand_message(bot, lang, &state, seat, None, page, Wait::Never).await).into())
}

/// Applies the chosen action and shows the player their hand as it is now, from the state the
/// action produced (no second read).
pub(super) async fn act(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    version: u64,
    index: u16,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    let result = bot
        .host
        .matches()
        .choose::<Match>(
            match_id,
            user,
            version,
            Choice::Index(usize::from(index)),
            interaction,
        )
        .await;
    match result {
        Ok(played) => {
            let Some(seat) = invictus_seat(played.seat) else {
                return refused(lang, HostError::NotAPlayer);
            };
            let notice = played.action.map(|action| {
                let done = format!("✅ {}", text::action(lang, &played.before, seat, action));
                // R7: a mulligan choice made first stays secret until the other player chose.
                let secret = matches!(action, Action::KeepHand | Action::Mulligan)
                    && matches!(played.state.public.phase, Phase::Mulligan { .. });
                if secret {
                    format!("{done}. {}", text::mulligan_secret(lang))
                } else {
                    done
                }
            });
            Ok(Reply::Update(
                hand_message(
                    bot,
                    lang,
                    &played.state,
                    seat,
                    notice.as_deref(),
                    HandPage::First,
                    Wait::Never,
                )
                .await,
            )
            .into())
        }
        Err(e) => refused(lang, e),
    }
}

/// The reaction-window prompt's "Respond": a fresh hand message for the player who may answer.
pub(super) async fn respond(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    version: u64,
) -> Result<Answer, Failure> {
    let (state, seat) = match seat_context(bot, match_id, user, Some(version)).await {
        Ok(found) => found,
        Err(e) => return refused(lang, e),
    };
    if !state.window_open() {
        return refused(lang, HostError::Stale);
    }
    if state.priority() != Some(seat) {
        return tell(tr!(lang, "click-window-not-yours"));
    }
    Ok(Reply::Private(
        hand_message(bot, lang, &state, seat, None, HandPage::First, FRESH_HAND).await,
    )
    .into())
}

/// The reaction-window prompt's "Pass": the window answered with a pass.
pub(super) async fn pass(
    bot: &Bot,
    langs: Langs,
    user: PlayerId,
    match_id: MatchId,
    version: u64,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    let lang = langs.reader;
    let result = bot
        .host
        .matches()
        .choose::<Match>(
            match_id,
            user,
            version,
            Choice::FirstOf(vec![Action::Pass]),
            interaction,
        )
        .await;
    match result {
        Ok(_) => Ok(Reply::Answered(tr!(
            langs.public,
            "answered-passed",
            player = format!("<@{user}>")
        ))
        .into()),
        Err(HostError::NotYourMove) => tell(tr!(lang, "click-window-not-yours")),
        Err(HostError::NotOpen) => refused(lang, HostError::Stale),
        Err(e) => refused(lang, e),
    }
}

/// The deadline prompt's "claim the win".
pub(super) async fn claim(
    bot: &Bot,
    langs: Langs,
    user: PlayerId,
    match_id: MatchId,
) -> Result<Answer, Failure> {
    match bot.host.clocks().claim_in::<Match>(match_id, user).await {
        Ok(_) => Ok(Reply::Answered(tr!(
            langs.public,
            "answered-claimed",
            player = format!("<@{user}>")
        ))
        .into()),
        Err(e) => refused(langs.reader, e),
    }
}

/// The deadline prompt's "grant more time".
pub(super) async fn grant(
    bot: &Bot,
    langs: Langs,
    user: PlayerId,
    match_id: MatchId,
) -> Result<Answer, Failure> {
    match bot.host.clocks().grant_in::<Match>(match_id, user).await {
        Ok(_) => Ok(Reply::Answered(tr!(
            langs.public,
            "answered-granted",
            player = format!("<@{user}>")
        ))
        .into()),
        Err(e) => refused(langs.reader, e),
    }
}

/// A confirmed resignation.
pub(super) async fn resign(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    match bot
        .host
        .matches()
        .surrender::<Match>(match_id, user, interaction)
        .await
    {
        Ok(_) => Ok(Reply::Update(render::Message::text(tr!(
            lang,
            "resigned",
            match_id = match_id.0.to_string()
        )))
        .into()),
        Err(e) => refused(lang, e),
    }
}

/// A click in an Invictus match.
pub(super) async fn click(
    bot: &Bot,
    langs: Langs,
    ci: &ComponentInteraction,
    user: crate::hosting::PlayerId,
    id: ComponentId,
    value: Option<&String>,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    let lang = langs.reader;
    match id {
        ComponentId::Rematch { match_id } => {
            crate::discord::router::rematch(bot, langs, ci, MatchId(match_id)).await
        }
        ComponentId::Hand { match_id } => hand(bot, lang, user, MatchId(match_id)).await,
        ComponentId::Act {
            match_id,
            version,
            index,
            ..
        } => {
            let match_id = MatchId(match_id);
            act(bot, lang, user, match_id, version, index, interaction).await
        }
        ComponentId::Pick {
            match_id, version, ..
        } => {
            let match_id = MatchId(match_id);
            pick(bot, lang, user, match_id, version, value, interaction).await
        }
        ComponentId::Back {
            match_id, version, ..
        } => {
            let match_id = MatchId(match_id);
            page_of(bot, lang, user, match_id, version, HandPage::First).await
        }
        ComponentId::Orders { match_id, .. } => {
            set_orders(bot, lang, user, MatchId(match_id), value).await
        }
        ComponentId::Respond { match_id, version } => {
            respond(bot, lang, user, MatchId(match_id), version).await
        }
        ComponentId::Pass { match_id, version } => {
            let match_id = MatchId(match_id);
            pass(bot, langs, user, match_id, version, interaction).await
        }
        // Only Tactica has a draft and orders for optional abilities.
        ComponentId::Draft { .. } | ComponentId::AbilityOrders { .. } => {
            tell(tr!(lang, "click-unknown-button"))
        }
        ComponentId::Claim { match_id } => claim(bot, langs, user, MatchId(match_id)).await,
        ComponentId::Grant { match_id } => grant(bot, langs, user, MatchId(match_id)).await,
        ComponentId::Resign { match_id, .. } => {
            resign(bot, lang, user, MatchId(match_id), interaction).await
        }
        ComponentId::Accept { .. }
        | ComponentId::AcceptWith { .. }
        | ComponentId::Decline { .. }
        | ComponentId::Build { .. } => tell(tr!(lang, "click-unknown-button")),
    }
}
