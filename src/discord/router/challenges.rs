//! The challenge message's clicks (accept, accept with an army, decline), the game-over
//! message's rematch, and what follows them once answered: the rematch's challenge posted, the
//! accepted match's thread and board set up.

use super::super::{match_channel, render, send, Bot, Langs};
use super::{refused, tell, Answer, ChallengePost, Failure, Reply};
use crate::discord::games::DiscordGame;
use crate::discord::hosted;
use crate::discord::hosted::Hosted;
use crate::hosting::PlayerId;
use crate::hosting::{Acceptance, ChallengeId, MatchId};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

/// Accepts a challenge with the army picked in its menu: a preset, or one of the clicking
/// player's saved armies (by name).
pub(super) async fn accept_with(
    bot: &Bot,
    langs: Langs,
    ci: &ComponentInteraction,
    challenge: ChallengeId,
    picked: Option<&String>,
) -> Result<Answer, Failure> {
    let lang = langs.reader;
    let user = ci.user.id.hosted();
    let Some(army) = picked else {
        return tell(tr!(lang, "click-pick-army"));
    };
    let army = match army.strip_prefix(render::SAVED_ARMY_VALUE) {
        Some(name) => match bot.saved_army(user, name).await {
            Ok(Some(saved)) => saved.name,
            Ok(None) => return tell(tr!(lang, "click-no-saved-army")),
            Err(e) => return refused(lang, e),
        },
        None if render::PRESET_ARMIES.contains(&army.as_str()) => army.clone(),
        None => return tell(tr!(lang, "click-not-offered-army")),
    };
    accept(bot, langs, ci, challenge, Some(army)).await
}

/// Declines a challenge (or, for the challenger, withdraws it).
pub(super) async fn decline(
    bot: &Bot,
    langs: Langs,
    user: PlayerId,
    challenge: ChallengeId,
) -> Result<Answer, Failure> {
    match bot.host.challenges().decline(challenge, user).await {
        Ok(()) => Ok(Reply::Answered(tr!(
            langs.public,
            "answered-declined",
            player = format!("<@{user}>")
        ))
        .into()),
        Err(e) => refused(langs.reader, e),
    }
}

/// Accepts a challenge; the match's thread and board are set up once the click is answered.
pub(super) async fn accept(
    bot: &Bot,
    langs: Langs,
    ci: &ComponentInteraction,
    challenge: ChallengeId,
    army: Option<String>,
) -> Result<Answer, Failure> {
    let user = ci.user.id.hosted();
    let match_id = match bot
        .host
        .challenges()
        .accept(challenge, user, army, bot.host.now())
        .await
    {
        Ok(Acceptance::Started(m)) => m,
        Ok(Acceptance::Waiting { waiting, game }) => {
            // A team challenge: the match starts once every invited person has accepted.
            let names: Vec<String> = waiting.iter().map(|id| format!("<@{id}>")).collect();
            let content = format!(
                "{}\n✅ {}",
                ci.message.content,
                tr!(
                    langs.public,
                    "answered-accepted-waiting",
                    player = format!("<@{user}>"),
                    waiting = crate::kit::lang::name_list(langs.public, &names)
                )
            );
            let message = crate::with_game!(game, G => {
                G::challenge_still_open(langs.public, challenge.0, &content)
            });
            return Ok(Reply::Update(message).into());
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

/// Proposes a rematch of a finished duel: its challenge is posted where the match was
/// challenged, and the game-over message says so (its button gone).
pub(in crate::discord) async fn rematch(
    bot: &Bot,
    langs: Langs,
    ci: &ComponentInteraction,
    of: MatchId,
) -> Result<Answer, Failure> {
    let user = ci.user.id.hosted();
    let rematch = match bot.host.challenges().rematch(of, user).await {
        Ok(r) => r,
        Err(e) => return refused(langs.reader, e),
    };
    let terms = match bot
        .host
        .challenges()
        .terms::<crate::games::invictus::rules::Match>(rematch.challenge)
        .await
    {
        Ok(terms) => terms,
        Err(e) => return refused(langs.reader, e),
    };
    let Some(&challenged) = rematch.invited.first() else {
        return refused(langs.reader, crate::hosting::HostError::NotAPlayer);
    };
    let saved = bot.saved_army_names(challenged).await;
    let message = render::challenge(
        langs.public,
        rematch.challenge.0,
        rematch.challenger,
        challenged,
        &terms,
        rematch.expires,
        &saved,
    );
    let channel = rematch.place.channel_id.unwrap_or(ci.channel_id.hosted());
    Ok(Answer {
        reply: Reply::Answered(format!(
            "🔁 {}",
            tr!(
                langs.public,
                "answered-rematch",
                player = format!("<@{user}>"),
                challenged = format!("<@{challenged}>"),
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

/// Posts a challenge made by a click (a rematch) and records its message.
pub(super) async fn post_challenge(bot: &Bot, ctx: &serenity::Context, post: ChallengePost) {
    let channel = hosted::channel(post.channel);
    match channel.send_message(ctx, send::create(&post.message)).await {
        Ok(posted) => {
            let (id, message_id) = (post.challenge, posted.id.hosted());
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

/// Opens the match's thread (when configured), posts its board and announces the first move.
pub(in crate::discord) async fn start_match(
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
                    .set_thread(match_id, thread.id.hosted())
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
    post_board(bot, Some(lang), &ctx.http, match_id).await;
}

/// Posts a match's board (in `lang`, else its server's language), records its message and
/// announces the move it waits for.
pub(in crate::discord) async fn post_board(
    bot: &Bot,
    lang: Option<Lang>,
    http: &serenity::Http,
    match_id: MatchId,
) {
    let Some(game) = bot.game_of(match_id).await else {
        tracing::error!(%match_id, "cannot load a new match");
        return;
    };
    let posted = crate::with_game!(game, G => {
        let state = match bot.host.matches().state_of::<G>(match_id).await {
            Ok(s) => s,
            Err(e) => {
                tracing::error!(%match_id, error = %e, "cannot load a new match");
                return;
            }
        };
        let lang = match lang {
            Some(lang) => lang,
            None => bot.host.people().public_language(state.guild_id).await,
        };
        let board = G::public_board(bot, lang, &state).await;
        match_channel(&state).map(|target| (target, board))
    });
    let Some((target, board)) = posted else {
        return;
    };
    match target.send_message(http, send::create(&board)).await {
        Ok(message) => {
            if let Err(e) = bot
                .host
                .matches()
                .set_board_message(match_id, message.id.hosted())
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
