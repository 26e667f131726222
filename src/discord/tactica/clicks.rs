//! The clicks of a Tactica match: "My turn" (a private message with the actions open to the
//! player), its menus and buttons, the reaction prompt's Respond and Pass, claims and grants
//! after a missed deadline, and resigning. The router hands a click here when its match is a
//! Tactica match; every choice is applied through hosting, which refuses a stale or foreign one.

use super::super::ids::{ComponentId, PickValue};
use super::super::render::{HandPage, Message};
use super::super::router::{self, tell, Answer, ChallengePost, Failure, Reply};
use super::super::{with_drawing, Bot, Langs, Wait};
use super::{render, rules_of};
use crate::games::tactica::{AbilityOrder, StandingOrder};
use crate::games::tactica::{Action, Match};
use crate::games::{SeatNo, Waiting};
use crate::hosting::{Choice, HostError, MatchId, MatchState, PlayerId};
use crate::kit::lang::Lang;
use crate::tr;
use std::sync::Arc;

/// A refusal for a Tactica click, or a failure if the store failed: the stale and not-open
/// ones point at Tactica's own "My turn" button.
pub(in crate::discord) fn refused(lang: Lang, e: HostError) -> Result<Answer, Failure> {
    match e {
        HostError::Stale => tell(tr!(lang, "tactica-refused-stale")),
        HostError::NotOpen => tell(tr!(lang, "tactica-refused-not-open")),
        other => router::refused(lang, other),
    }
}

/// A Tactica match as one of its players sees it now, and their seat.
async fn seat_context(
    bot: &Bot,
    match_id: MatchId,
    user: PlayerId,
    version: Option<u64>,
) -> Result<(Arc<MatchState<Match>>, SeatNo), HostError> {
    bot.host
        .matches()
        .seat_context::<Match>(match_id, user, version)
        .await
}

/// The private message of `seat`, drawn from that seat's own view.
fn hand_message(
    lang: Lang,
    state: &MatchState<Match>,
    seat: SeatNo,
    notice: Option<&str>,
    page: HandPage,
) -> Message {
    let view = state.seats.get(seat).unwrap_or(&state.public);
    let (board, rules) = rules_of(view);
    render::hand_page(
        lang,
        state.id.0,
        view,
        state.player_at(seat),
        notice,
        page,
        (&board, &rules),
        state.options.at(seat).orders,
    )
}

/// A draft button of the board: the ban or pick of `empire` by the player whose choice it is.
/// An Empire picked with a further choice (Media's cheaper unit) opens that player's "My turn",
/// where each of its choices is listed.
async fn draft(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    version: u64,
    empire: u8,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    let result = bot
        .host
        .matches()
        .choose::<Match>(
            match_id,
            user,
            version,
            Choice::FirstOf(vec![
                Action::BanEmpire { empire },
                Action::PickEmpire {
                    empire,
                    cheaper: None,
                },
            ]),
            interaction,
        )
        .await;
    match result {
        Ok(_) => tell(tr!(lang, "tactica-drafted")),
        Err(HostError::NotYourMove) | Err(HostError::NotAPlayer) => {
            tell(tr!(lang, "tactica-draft-not-yours"))
        }
        Err(HostError::NotOpen) => {
            // Not a plain choice: a pick with a further choice, or no longer open.
            match seat_context(bot, match_id, user, Some(version)).await {
                Ok((state, seat))
                    if state.seats.get(seat).is_some_and(|v| {
                        v.actions.iter().any(
                            |a| matches!(*a, Action::PickEmpire { empire: e, .. } if e == empire),
                        )
                    }) =>
                {
                    Ok(
                        Reply::Private(hand_message(lang, &state, seat, None, HandPage::First))
                            .into(),
                    )
                }
                Ok(_) => refused(lang, HostError::Stale),
                Err(e) => refused(lang, e),
            }
        }
        Err(e) => refused(lang, e),
    }
}

/// Handles a click on a component of a Tactica match.
pub(in crate::discord) async fn route(
    bot: &Bot,
    langs: Langs,
    user: PlayerId,
    id: ComponentId,
    value: Option<&String>,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    let lang = langs.reader;
    match id {
        ComponentId::Hand { match_id } => {
            match seat_context(bot, MatchId(match_id), user, None).await {
                Ok((state, seat)) => {
                    Ok(
                        Reply::Private(hand_message(lang, &state, seat, None, HandPage::First))
                            .into(),
                    )
                }
                Err(HostError::NotAPlayer) => tell(tr!(lang, "click-hand-not-a-player")),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::Act {
            match_id,
            version,
            index,
            ..
        } => {
            act(
                bot,
                lang,
                user,
                MatchId(match_id),
                version,
                index,
                interaction,
            )
            .await
        }
        ComponentId::Pick {
            match_id, version, ..
        } => {
            let Some(value) = value.and_then(|v| v.parse::<PickValue>().ok()) else {
                return tell(tr!(lang, "click-unknown-choice"));
            };
            let page = match value {
                PickValue::Action { index } => {
                    return act(
                        bot,
                        lang,
                        user,
                        MatchId(match_id),
                        version,
                        index,
                        interaction,
                    )
                    .await
                }
                PickValue::Group { group, page } => HandPage::Group { group, page },
                PickValue::Groups { page } => HandPage::Groups { page },
            };
            page_of(bot, lang, user, MatchId(match_id), version, page).await
        }
        ComponentId::Back {
            match_id, version, ..
        } => page_of(bot, lang, user, MatchId(match_id), version, HandPage::First).await,
        ComponentId::Respond { match_id, version } => {
            let (state, seat) =
                match seat_context(bot, MatchId(match_id), user, Some(version)).await {
                    Ok(found) => found,
                    Err(e) => return refused(lang, e),
                };
            match &state.waiting {
                Waiting::Window { seats } if seats.contains(&seat) => Ok(Reply::Private(
                    hand_message(lang, &state, seat, None, HandPage::First),
                )
                .into()),
                Waiting::Window { .. } => tell(tr!(lang, "click-window-not-yours")),
                _ => refused(lang, HostError::Stale),
            }
        }
        ComponentId::Pass { match_id, version } => {
            let result = bot
                .host
                .matches()
                .choose::<Match>(
                    MatchId(match_id),
                    user,
                    version,
                    Choice::FirstOf(vec![Action::Pass]),
                    interaction,
                )
                .await;
            match result {
                // The prompt stays up for the other players the window waits for.
                Ok(_) => tell(tr!(lang, "tactica-passed")),
                Err(HostError::NotYourMove) => tell(tr!(lang, "click-window-not-yours")),
                Err(HostError::NotOpen) => refused(lang, HostError::Stale),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::Draft {
            match_id,
            version,
            empire,
        } => {
            draft(
                bot,
                lang,
                user,
                MatchId(match_id),
                version,
                empire,
                interaction,
            )
            .await
        }
        ComponentId::Claim { match_id } => {
            match bot
                .host
                .clocks()
                .claim_in::<Match>(MatchId(match_id), user)
                .await
            {
                Ok(_) => Ok(Reply::Answered(tr!(
                    langs.public,
                    "answered-claimed",
                    player = format!("<@{user}>")
                ))
                .into()),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::Grant { match_id } => {
            match bot
                .host
                .clocks()
                .grant_in::<Match>(MatchId(match_id), user)
                .await
            {
                Ok(_) => Ok(Reply::Answered(tr!(
                    langs.public,
                    "answered-granted",
                    player = format!("<@{user}>")
                ))
                .into()),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::Resign { match_id, .. } => {
            let match_id = MatchId(match_id);
            match bot
                .host
                .matches()
                .surrender::<Match>(match_id, user, interaction)
                .await
            {
                Ok(_) => Ok(Reply::Update(Message::text(tr!(
                    lang,
                    "resigned",
                    match_id = match_id.0.to_string()
                )))
                .into()),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::Orders { match_id, .. } => {
            let Some(order) = value.and_then(|v| StandingOrder::from_key(v)) else {
                return tell(tr!(lang, "click-unknown-choice"));
            };
            match bot
                .host
                .matches()
                .change_options::<Match>(MatchId(match_id), user, move |o| o.orders.windows = order)
                .await
            {
                Ok(_) => tell(tr!(
                    lang,
                    "orders-set",
                    match_id = match_id.to_string(),
                    order = tr!(lang, "tactica-order", order = order.key())
                )),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::AbilityOrders { match_id, .. } => {
            let Some(order) = value.and_then(|v| AbilityOrder::from_key(v)) else {
                return tell(tr!(lang, "click-unknown-choice"));
            };
            match bot
                .host
                .matches()
                .change_options::<Match>(MatchId(match_id), user, move |o| {
                    o.orders.abilities = order
                })
                .await
            {
                Ok(_) => tell(tr!(
                    lang,
                    "orders-set",
                    match_id = match_id.to_string(),
                    order = tr!(lang, "tactica-ability-order", order = order.key())
                )),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::Rematch { match_id } => rematch(bot, langs, user, MatchId(match_id)).await,
        _ => tell(tr!(lang, "click-unknown-button")),
    }
}

/// Proposes a rematch of a finished Tactica match: its challenge is posted where the match was
/// challenged, to every other player, with the same map, alliances and clocks.
async fn rematch(bot: &Bot, langs: Langs, user: PlayerId, of: MatchId) -> Result<Answer, Failure> {
    let challenges = bot.host.challenges();
    let rematch = match challenges.rematch(of, user).await {
        Ok(r) => r,
        Err(e) => return refused(langs.reader, e),
    };
    let terms = match challenges.terms::<Match>(rematch.challenge).await {
        Ok(terms) => terms,
        Err(e) => return refused(langs.reader, e),
    };
    let Some(channel) = rematch.place.channel_id else {
        return refused(langs.reader, HostError::NoSuchMatch);
    };
    let message = render::challenge(
        langs.public,
        rematch.challenge.0,
        rematch.challenger,
        &rematch.invited,
        &terms,
        rematch.expires,
    );
    let names: Vec<String> = rematch.invited.iter().map(|p| format!("<@{p}>")).collect();
    Ok(Answer {
        reply: Reply::Answered(format!(
            "🔁 {}",
            tr!(
                langs.public,
                "answered-rematch",
                player = format!("<@{user}>"),
                challenged = crate::kit::lang::name_list(langs.public, &names),
                channel = format!("<#{channel}>")
            )
        )),
        start: None,
        post: Some(ChallengePost {
            channel,
            challenge: rematch.challenge,
            message,
        }),
    })
}

/// Another page of the private message (a group's choices, or the list of groups).
async fn page_of(
    bot: &Bot,
    lang: Lang,
    user: PlayerId,
    match_id: MatchId,
    version: u64,
    page: HandPage,
) -> Result<Answer, Failure> {
    match seat_context(bot, match_id, user, Some(version)).await {
        Ok((state, seat)) => {
            let message = hand_message(lang, &state, seat, None, page);
            let message = with_reach_picture(bot, lang, &state, seat, page, message).await;
            Ok(Reply::Update(message).into())
        }
        Err(e) => refused(lang, e),
    }
}

/// How long a unit's page waits for the picture being drawn before going without its own: the
/// picture is what the player opened the page for, but the click's answer must stay quick.
const REACH_WAIT: Wait = Wait::UpTo(std::time::Duration::from_millis(150));

/// The file name of a page's reach picture.
const REACH_FILE: &str = "reach.png";

/// `message`, page `page` of `seat`'s private message, with the map of what the page's group
/// reaches (a unit's destinations and targets, a recruitment field) when pictures are on and the
/// page has one. Drawn from the seat's own view. A page without one carries no file, so that its
/// update removes the picture of the page before.
async fn with_reach_picture(
    bot: &Bot,
    lang: Lang,
    state: &MatchState<Match>,
    seat: SeatNo,
    page: HandPage,
    message: Message,
) -> Message {
    if !bot.config.board_image {
        return message;
    }
    let Some(view) = state.seats.get(seat) else {
        return message;
    };
    let (board, rules) = rules_of(view);
    let Some((group, reach)) = render::page_reach(lang, view, page, (&board, &rules)) else {
        return message;
    };
    let view = view.clone();
    let drawn = bot
        .draw(REACH_WAIT, move || {
            crate::games::tactica::picture::reach_png(&view, &board, &rules, lang, &reach).map(Some)
        })
        .await;
    with_drawing(
        message,
        drawn,
        REACH_FILE,
        &tr!(lang, "tactica-picture-reach", group = group),
    )
}

/// Applies the action at `index` of the player's legal actions at `version`, then shows their
/// message as it is now, from the state the action produced.
async fn act(
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
            let notice = played.action.as_ref().map(|action| {
                let (board, rules) = rules_of(&played.before);
                format!(
                    "✅ {}",
                    crate::games::tactica::text::describe_action(
                        lang,
                        action,
                        played.seat,
                        &played.before,
                        &board,
                        &rules
                    )
                )
            });
            Ok(Reply::Update(hand_message(
                lang,
                &played.state,
                played.seat,
                notice.as_deref(),
                HandPage::First,
            ))
            .into())
        }
        Err(e) => refused(lang, e),
    }
}
