//! The component router: every button and select menu is routed here by its custom_id (never by
//! an in-memory collector), so prompts posted before a restart keep working. Every click is
//! answered exactly once: with what it did, with a refusal that changes nothing, or, when the
//! store or Discord fails, with a short private "something went wrong".

use super::ids::{ComponentId, PickValue};
use super::render::HandPage;
use super::{
    match_channel, players_of, refusal, render, send, something_went_wrong, Bot, Langs, Wait,
};
use crate::app::{Acceptance, HostError, MatchState, StandingOrder};
use crate::app::{ChallengeId, MatchId};
use crate::engine::{Action, Phase, Seat};
use crate::games::invictus_seat;
use crate::lang::Lang;
use crate::tr;
use crate::words;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse};
use std::sync::Arc;

/// Why a click could not be handled: trouble on our side, answered without details.
type Failure = Box<dyn std::error::Error + Send + Sync>;

/// How a click is answered.
pub(super) enum Reply {
    /// A short private text.
    Tell(String),
    /// The clicked message replaced (the private hand message, or a public prompt).
    Update(render::Message),
    /// The clicked public message marked answered: its text and this note, no buttons left.
    Answered(String),
    /// A new private message.
    Private(render::Message),
}

/// A click's answer, and a match to set up once it is sent (after accepting a challenge) or a
/// challenge to post (a rematch).
pub(super) struct Answer {
    reply: Reply,
    start: Option<MatchId>,
    post: Option<ChallengePost>,
}

/// A challenge message to post in a channel once the click is answered.
pub(super) struct ChallengePost {
    channel: u64,
    challenge: ChallengeId,
    message: render::Message,
}

impl From<Reply> for Answer {
    fn from(reply: Reply) -> Self {
        Answer {
            reply,
            start: None,
            post: None,
        }
    }
}

fn tell(text: impl Into<String>) -> Result<Answer, Failure> {
    Ok(Reply::Tell(text.into()).into())
}

/// A refusal for the clicking user, or a failure if the store failed.
fn refused(lang: Lang, e: HostError) -> Result<Answer, Failure> {
    match e {
        HostError::Store(inner) => Err(Box::new(inner)),
        other => tell(refusal(lang, &other)),
    }
}

/// The framework's event handler: components go to [`route`], and are answered once.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Arc<Bot>, super::Error>,
    event: &serenity::FullEvent,
) -> Result<(), super::Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(component),
    } = event
    {
        let bot = framework.user_data;
        let _busy = bot.in_flight.enter();
        let unanswered = bot.unanswered.enter();
        let ctx = framework.serenity_context;
        let received = std::time::Instant::now();
        let langs = bot
            .languages(
                component.user.id.get(),
                &component.locale,
                component.guild_id.map(|g| g.get()),
                component.guild_locale.as_deref(),
            )
            .await;
        // Discord fails a click it has no answer to within 3 s. An answer not ready in time (a
        // queue of clicks, a slow disk) is preceded by an acknowledgement that leaves the clicked
        // message as it is, and sent when ready.
        let work = route(bot, langs, component);
        tokio::pin!(work);
        let (routed, deferred) = tokio::select! {
            routed = &mut work => (routed, false),
            _ = tokio::time::sleep(ANSWER_WITHIN) => {
                let deferred = match component.defer(ctx).await {
                    Ok(()) => true,
                    Err(e) => {
                        tracing::warn!(custom_id = %component.data.custom_id, error = %e, "could not acknowledge a slow component interaction");
                        false
                    }
                };
                metrics::histogram!("invictus_ack_seconds").record(received.elapsed().as_secs_f64());
                metrics::counter!("invictus_interactions_deferred_total").increment(1);
                (work.await, deferred)
            }
        };
        let (answer, result) = match routed {
            Ok(answer) => {
                let result = match answer.reply {
                    Reply::Tell(_) => "refused",
                    _ => "answered",
                };
                (answer, result)
            }
            Err(e) => {
                tracing::warn!(custom_id = %component.data.custom_id, error = %e, "component interaction failed");
                (
                    Reply::Tell(something_went_wrong(langs.reader)).into(),
                    "failed",
                )
            }
        };
        let sent = if deferred {
            respond_late(ctx, component, answer.reply).await
        } else {
            respond(ctx, component, answer.reply).await
        };
        if let Err(e) = sent {
            tracing::warn!(custom_id = %component.data.custom_id, error = %e, "could not answer a component interaction");
        }
        drop(unanswered);
        metrics::counter!("invictus_interactions_total", "result" => result).increment(1);
        if !deferred {
            metrics::histogram!("invictus_ack_seconds").record(received.elapsed().as_secs_f64());
        }
        if let Some(post) = answer.post {
            post_challenge(bot, ctx, post).await;
        }
        if let Some(match_id) = answer.start {
            start_match(
                bot,
                langs.public,
                ctx,
                component.channel_id,
                component.message.id,
                match_id,
            )
            .await;
        }
    }
    Ok(())
}

/// Posts a challenge made by a click (a rematch) and records its message.
async fn post_challenge(bot: &Bot, ctx: &serenity::Context, post: ChallengePost) {
    let channel = serenity::ChannelId::new(post.channel);
    match channel.send_message(ctx, send::create(&post.message)).await {
        Ok(posted) => {
            let (id, message_id) = (post.challenge, posted.id.get());
            if let Err(e) = bot
                .host
                .challenges()
                .set_challenge_message(id, message_id)
                .await
            {
                tracing::warn!(challenge = id.0, error = %e, "cannot record a rematch's message");
            }
        }
        Err(e) => {
            tracing::warn!(challenge = post.challenge.0, error = %e, "cannot post a rematch");
        }
    }
}

/// Proposes a rematch of a finished duel: its challenge is posted where the match was
/// challenged, and the game-over message says so (its button gone).
async fn rematch(
    bot: &Bot,
    langs: Langs,
    ci: &ComponentInteraction,
    of: MatchId,
) -> Result<Answer, Failure> {
    let user = ci.user.id.get();
    let rematch = match bot.host.challenges().rematch(of, user).await {
        Ok(r) => r,
        Err(e) => return refused(langs.reader, e),
    };
    let saved = bot.saved_army_names(rematch.challenged).await;
    let message = render::challenge(
        langs.public,
        rematch.challenge.0,
        rematch.challenger,
        rematch.challenged,
        &rematch.terms,
        rematch.expires,
        &saved,
    );
    let channel = rematch.place.channel_id.unwrap_or(ci.channel_id.get());
    Ok(Answer {
        reply: Reply::Answered(format!(
            "🔁 {}",
            tr!(
                langs.public,
                "answered-rematch",
                player = format!("<@{user}>"),
                challenged = format!("<@{}>", rematch.challenged),
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

/// A choice in the army builder: the builder redrawn with it, or the army saved.
async fn build(
    bot: &Bot,
    lang: Lang,
    ci: &ComponentInteraction,
    owner: u64,
    state: u64,
    part: u8,
    value: Option<&String>,
) -> Result<Answer, Failure> {
    let (Some(draft), Some(name)) = (
        super::builder::Draft::decode(state),
        super::builder::name_of(&ci.message.content),
    ) else {
        return tell(tr!(lang, "click-unknown-builder"));
    };
    if part == super::builder::SAVE {
        return match bot
            .host
            .challenges()
            .save_army(owner, &name, &draft.army().to_string())
            .await
        {
            Ok(saved) => {
                Ok(Reply::Update(render::army_saved(lang, &saved, bot.host.catalog())).into())
            }
            Err(e) => refused(lang, e),
        };
    }
    let Some(value) = value else {
        return tell(tr!(lang, "click-pick-entry"));
    };
    match draft.with(part, value) {
        Some(next) => Ok(Reply::Update(super::builder::message(
            lang,
            owner,
            &name,
            &next,
            bot.host.catalog(),
        ))
        .into()),
        None => tell(tr!(lang, "click-not-offered")),
    }
}

/// How long a click's answer may take before the click is acknowledged without it (Discord
/// allows 3 s; the rest is the margin for the acknowledgement's own trip).
const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_millis(1500);

/// Sends the answer of a click acknowledged earlier (see [`ANSWER_WITHIN`]): the clicked message
/// replaced, or a new private message.
async fn respond_late(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    reply: Reply,
) -> Result<(), serenity::Error> {
    match reply {
        Reply::Tell(text) => {
            let message = render::Message::text(render::clip(&text, render::limits::CONTENT));
            ci.create_followup(ctx, send::late_message(&message, true))
                .await
                .map(|_| ())
        }
        Reply::Private(message) => ci
            .create_followup(ctx, send::late_message(&message, true))
            .await
            .map(|_| ()),
        Reply::Update(message) => ci
            .edit_response(ctx, send::late_update(&message))
            .await
            .map(|_| ()),
        Reply::Answered(note) => {
            let text = format!("{}\n→ {note}", ci.message.content);
            let message = render::Message::text(render::clip(&text, render::limits::CONTENT));
            ci.edit_response(ctx, send::late_update(&message))
                .await
                .map(|_| ())
        }
    }
}

/// Sends a click's one answer.
async fn respond(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    reply: Reply,
) -> Result<(), serenity::Error> {
    let response = match reply {
        Reply::Tell(text) => CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(render::clip(&text, render::limits::CONTENT))
                .ephemeral(true),
        ),
        Reply::Update(message) => {
            CreateInteractionResponse::UpdateMessage(send::answer(&message, false))
        }
        Reply::Answered(note) => {
            let text = format!("{}\n→ {note}", ci.message.content);
            let message = render::Message::text(render::clip(&text, render::limits::CONTENT));
            CreateInteractionResponse::UpdateMessage(send::answer(&message, false))
        }
        Reply::Private(message) => CreateInteractionResponse::Message(send::answer(&message, true)),
    };
    ci.create_response(ctx, response).await
}

async fn route(bot: &Bot, langs: Langs, ci: &ComponentInteraction) -> Result<Answer, Failure> {
    let lang = langs.reader;
    let id: ComponentId = match ci.data.custom_id.parse() {
        Ok(id) => id,
        Err(_) => return tell(tr!(lang, "click-unknown-button")),
    };
    let user = ci.user.id.get();
    // A private message's components are its owner's alone.
    if id.is_private() {
        match id.owner() {
            Some(owner) if owner == user => {}
            Some(_) => return tell(tr!(lang, "click-not-yours")),
            None if matches!(id, ComponentId::Act { .. }) => {}
            None => return refused(lang, HostError::Stale),
        }
    }
    let values: Vec<String> = match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let interaction = Some(ci.id.get().to_string());
    match id {
        ComponentId::Accept { challenge } => {
            accept(bot, langs, ci, ChallengeId(challenge), None).await
        }
        ComponentId::AcceptWith { challenge } => {
            let Some(army) = values.first() else {
                return tell(tr!(lang, "click-pick-army"));
            };
            // A preset, or one of the clicking player's saved armies (by name).
            let army = match army.strip_prefix(render::SAVED_ARMY_VALUE) {
                Some(name) => match bot.host.challenges().saved_army(user, name).await {
                    Ok(Some(saved)) => saved.name,
                    Ok(None) => return tell(tr!(lang, "click-no-saved-army")),
                    Err(e) => return refused(lang, e),
                },
                None if render::PRESET_ARMIES.contains(&army.as_str()) => army.clone(),
                None => return tell(tr!(lang, "click-not-offered-army")),
            };
            accept(bot, langs, ci, ChallengeId(challenge), Some(army)).await
        }
        ComponentId::Decline { challenge } => {
            match bot
                .host
                .challenges()
                .decline(ChallengeId(challenge), user)
                .await
            {
                Ok(()) => Ok(Reply::Answered(tr!(
                    langs.public,
                    "answered-declined",
                    player = format!("<@{user}>")
                ))
                .into()),
                Err(e) => refused(lang, e),
            }
        }
        ComponentId::Hand { match_id } => hand(bot, lang, user, MatchId(match_id)).await,
        ComponentId::Rematch { match_id } => rematch(bot, langs, ci, MatchId(match_id)).await,
        ComponentId::Build { owner, state, part } => {
            build(bot, lang, ci, owner, state, part, values.first()).await
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
            let Some(value) = values.first().and_then(|v| v.parse::<PickValue>().ok()) else {
                return tell(tr!(lang, "click-unknown-choice"));
            };
            let match_id = MatchId(match_id);
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
        ComponentId::Back {
            match_id, version, ..
        } => page_of(bot, lang, user, MatchId(match_id), version, HandPage::First).await,
        ComponentId::Respond { match_id, version } => {
            let (state, seat) =
                match seat_context(bot, MatchId(match_id), user, Some(version)).await {
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
        ComponentId::Pass { match_id, version } => {
            let result = bot
                .host
                .matches()
                .play(
                    MatchId(match_id),
                    user,
                    version,
                    |view| view.actions.contains(&Action::Pass).then_some(Action::Pass),
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
        ComponentId::Orders { match_id, .. } => {
            let Some(order) = values.first().and_then(|v| StandingOrder::from_key(v)) else {
                return tell(tr!(lang, "click-unknown-choice"));
            };
            set_orders(bot, lang, user, MatchId(match_id), order).await
        }
        ComponentId::Claim { match_id } => {
            match bot.host.clocks().claim(MatchId(match_id), user).await {
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
            match bot.host.clocks().grant(MatchId(match_id), user).await {
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
            match bot
                .host
                .matches()
                .resign(MatchId(match_id), user, interaction)
                .await
            {
                Ok(_) => Ok(Reply::Update(render::Message::text(tr!(
                    lang,
                    "resigned",
                    match_id = match_id.to_string()
                )))
                .into()),
                Err(e) => refused(lang, e),
            }
        }
    }
}

/// An Invictus match as one of its players sees it now, and their seat (see
/// [`crate::app::Host::seat_context`]).
async fn seat_context(
    bot: &Bot,
    match_id: MatchId,
    user: u64,
    version: Option<u64>,
) -> Result<(Arc<MatchState>, Seat), HostError> {
    let (state, seat) = bot
        .host
        .matches()
        .seat_context::<crate::engine::Match>(match_id, user, version)
        .await?;
    let seat = invictus_seat(seat).ok_or(HostError::NotAPlayer)?;
    Ok((state, seat))
}

/// How long a fresh hand message waits for the picture being drawn before going without its
/// own (an answer to a click that changes the hand never waits: it must stay fast).
const FRESH_HAND: Wait = Wait::UpTo(std::time::Duration::from_millis(150));

/// "My hand": a fresh private message for a player of the match.
async fn hand(bot: &Bot, lang: Lang, user: u64, match_id: MatchId) -> Result<Answer, Failure> {
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
    state: &MatchState,
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

/// Sets the clicking player's standing order from the hand message, then shows the hand as it
/// is now (an open window may have been answered by the new order).
async fn set_orders(
    bot: &Bot,
    lang: Lang,
    user: u64,
    match_id: MatchId,
    order: StandingOrder,
) -> Result<Answer, Failure> {
    let state = match bot
        .host
        .matches()
        .change_seat_options(match_id, user, move |o| o.orders = order)
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
async fn page_of(
    bot: &Bot,
    lang: Lang,
    user: u64,
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
async fn act(
    bot: &Bot,
    lang: Lang,
    user: u64,
    match_id: MatchId,
    version: u64,
    index: u16,
    interaction: Option<String>,
) -> Result<Answer, Failure> {
    let result = bot
        .host
        .matches()
        .play(
            match_id,
            user,
            version,
            move |view| view.actions.get(index as usize).copied(),
            interaction,
        )
        .await;
    match result {
        Ok(played) => {
            let Some(seat) = invictus_seat(played.seat) else {
                return refused(lang, HostError::NotAPlayer);
            };
            let notice = played.action.map(|action| {
                let done = format!("✅ {}", words::action(lang, &played.before, seat, action));
                // R7: a mulligan choice made first stays secret until the other player chose.
                let secret = matches!(action, Action::KeepHand | Action::Mulligan)
                    && matches!(played.state.public.phase, Phase::Mulligan { .. });
                if secret {
                    format!("{done}. {}", words::mulligan_secret(lang))
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

/// Accepts a challenge; the match's thread and board are set up once the click is answered.
async fn accept(
    bot: &Bot,
    langs: Langs,
    ci: &ComponentInteraction,
    challenge: ChallengeId,
    army: Option<String>,
) -> Result<Answer, Failure> {
    let user = ci.user.id.get();
    let match_id = match bot
        .host
        .challenges()
        .accept_seat(challenge, user, army, bot.host.now())
        .await
    {
        Ok(Acceptance::Started(m)) => m,
        Ok(Acceptance::Waiting { waiting }) => {
            // A team challenge: the match starts once every invited person has accepted.
            let names: Vec<String> = waiting.iter().map(|id| format!("<@{id}>")).collect();
            let content = format!(
                "{}\n✅ {}",
                ci.message.content,
                tr!(
                    langs.public,
                    "answered-accepted-waiting",
                    player = format!("<@{user}>"),
                    waiting = words::name_list(langs.public, &names)
                )
            );
            return Ok(Reply::Update(render::challenge_still_open(
                langs.public,
                challenge.0,
                &content,
            ))
            .into());
        }
        Err(e) => return refused(langs.reader, e),
    };
    Ok(Answer {
        reply: Reply::Answered(tr!(
            langs.public,
            "answered-accepted",
            player = format!("<@{user}>"),
            match_id = match_id.0.to_string()
        )),
        start: Some(match_id),
        post: None,
    })
}

/// Opens the match's thread (when configured), posts its board and announces the first move.
pub(super) async fn start_match(
    bot: &Bot,
    lang: Lang,
    ctx: &serenity::Context,
    channel: serenity::ChannelId,
    challenge_message: serenity::MessageId,
    match_id: MatchId,
) {
    if bot.config.use_threads {
        let builder = serenity::CreateThread::new(tr!(
            lang,
            "thread-name",
            match_id = match_id.0.to_string()
        ))
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        match channel
            .create_thread_from_message(ctx, challenge_message, builder)
            .await
        {
            Ok(thread) => {
                if let Err(e) = bot
                    .host
                    .matches()
                    .set_thread(match_id, thread.id.get())
                    .await
                {
                    tracing::error!(%match_id, error = %e, "cannot record the match thread");
                }
            }
            Err(e) => {
                tracing::warn!(%match_id, error = %e, "cannot open a thread; playing in the channel");
            }
        }
    }
    let state = match bot.host.matches().state(match_id).await {
        Ok(s) => s,
        Err(e) => {
            tracing::error!(%match_id, error = %e, "cannot load a new match");
            return;
        }
    };
    let Some(target) = match_channel(&state) else {
        return;
    };
    let board = bot.board(lang, &state).await;
    match target.send_message(ctx, send::create(&board)).await {
        Ok(message) => {
            if let Err(e) = bot
                .host
                .matches()
                .set_board_message(match_id, message.id.get())
                .await
            {
                tracing::error!(%match_id, error = %e, "cannot record the board message");
            }
        }
        Err(e) => tracing::error!(%match_id, error = %e, "cannot post the board"),
    }
    if let Err(e) = bot.host.matches().touch(match_id).await {
        tracing::error!(%match_id, error = %e, "cannot announce a new match");
    }
}
