//! /tactica challenge: propose a match of Tactica to 1 to 5 people, on one of the three maps,
//! free for all or in alliances (T120–T124); every invited person accepts before it starts. The
//! bot itself may take seats, each played by Tactica's built-in opponent: they need no Accept, and
//! a match against the bot alone starts at once.

use crate::discord::commands::{clock_options, say};

mod moves;
pub(in crate::discord) mod reference;

use crate::discord::commands::practice::start_against_the_builtin;
pub(in crate::discord) use crate::discord::commands::practice::MapChoice;
use crate::discord::hosted::Hosted;
use crate::discord::render;
use crate::discord::tactica::render as tactica_render;
use crate::discord::{refusal, send, Context, Error};
use crate::games::{SeatNo, TacticaOffer};
use crate::hosting::{ChallengeTerms, MatchPlace};
use crate::tr;
use poise::serenity_prelude as serenity;

/// Reads alliances written by player numbers in the order of the command (you are 1):
/// "1+3, 2+4" or "1+2+3 4+5+6". Seats are the players' numbers less one.
pub fn parse_alliances(text: &str, players: usize) -> Result<Vec<Vec<SeatNo>>, ()> {
    let mut alliances = Vec::new();
    for group in text
        .split([',', ' ', ';', '/'])
        .map(str::trim)
        .filter(|g| !g.is_empty())
    {
        let mut alliance = Vec::new();
        for member in group.split('+') {
            let n: usize = member.trim().parse().map_err(|_| ())?;
            if n == 0 || n > players {
                return Err(());
            }
            alliance.push((n - 1) as SeatNo);
        }
        alliances.push(alliance);
    }
    Ok(alliances)
}

/// Tactica: the hex-map strategy game.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "challenge",
        "moves::move_unit",
        "moves::attack",
        "moves::recruit",
        "reference::unit",
        "reference::card",
        "reference::empire",
        "reference::map"
    ),
    subcommand_required
)]
pub(in crate::discord) async fn tactica(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge 1 to 5 people to a match of Tactica.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
async fn challenge(
    ctx: Context<'_>,
    #[description = "The map: 3, 4 or 6 castles"] map: MapChoice,
    #[description = "Player 2"] player2: serenity::User,
    #[description = "Player 3"] player3: Option<serenity::User>,
    #[description = "Player 4"] player4: Option<serenity::User>,
    #[description = "Player 5"] player5: Option<serenity::User>,
    #[description = "Player 6"] player6: Option<serenity::User>,
    #[description = "Alliances by player number (you are 1), like 1+3, 2+4"] alliances: Option<
        String,
    >,
    #[description = "Time to answer a reaction window, like 90s or 5m"] reaction_window: Option<
        String,
    >,
    #[description = "Time each player has per move, like 24h or 3days"] turn_time: Option<String>,
    #[description = "Play with the ten Empires, drafted before the first turn (T7)"]
    empires: Option<bool>,
) -> Result<(), Error> {
    let bot = ctx.data();
    let langs = crate::discord::commands::langs(ctx).await;
    let lang = langs.reader;
    let me = ctx.author().id.hosted();
    let invited: Vec<serenity::User> = [Some(player2), player3, player4, player5, player6]
        .into_iter()
        .flatten()
        .collect();
    // The bot itself may take seats (its built-in player plays each); no other bot may.
    let bot_id = ctx.framework().bot_id();
    if invited.iter().any(|u| u.bot && u.id != bot_id) {
        return say(ctx, tr!(lang, "challenge-people-only")).await;
    }
    let takes_a_seat = invited.iter().any(|u| u.id == bot_id);
    let players = invited.len() + 1;
    let alliances = match alliances.as_deref().map(str::trim) {
        None | Some("") => Vec::new(),
        Some(text) => match parse_alliances(text, players) {
            Ok(alliances) => alliances,
            Err(()) => {
                return say(
                    ctx,
                    tr!(
                        lang,
                        "tactica-not-alliances",
                        text = text,
                        players = players
                    ),
                )
                .await
            }
        },
    };
    let (window, turn) =
        match clock_options(lang, bot, reaction_window.as_deref(), turn_time.as_deref()) {
            Ok(clocks) => clocks,
            Err(text) => return say(ctx, text).await,
        };
    let offer = TacticaOffer {
        map: map.id().to_string(),
        players: players as u8,
        alliances,
        empires: empires.unwrap_or(false),
        series_loser: None,
        given_empires: Vec::new(),
    };
    if invited.iter().all(|u| u.id == bot_id) {
        // Nobody to wait for: a match against the built-in player starts at once.
        return start_against_the_bot(ctx, offer).await;
    }
    let terms = ChallengeTerms {
        offer,
        reaction_window_secs: window.as_secs(),
        turn_time_secs: turn.as_secs(),
        bot: takes_a_seat.then_some(bot_id.hosted()),
        rematch_of: None,
    };
    let seats: Vec<(SeatNo, crate::hosting::PlayerId)> = invited
        .iter()
        .enumerate()
        .map(|(i, user)| ((i + 1) as SeatNo, user.id.hosted()))
        .collect();
    let place = MatchPlace {
        guild_id: ctx.guild_id().map(Hosted::hosted),
        channel_id: Some(ctx.channel_id().hosted()),
        players: Vec::new().into(),
    };
    let (id, expires) = match bot
        .host
        .challenges()
        .challenge::<crate::games::tactica::Match>(place, me, &seats, terms.clone(), bot.host.now())
        .await
    {
        Ok(x) => x,
        Err(e) => return say(ctx, refusal(lang, &e)).await,
    };
    let invited: Vec<crate::hosting::PlayerId> = seats.iter().map(|&(_, p)| p).collect();
    let mut message = tactica_render::challenge(langs.public, id.0, me, &invited, &terms, expires);
    // The bot's seat is answered by nobody: the bot is never pinged.
    message.mention.retain(|&p| p != bot_id.hosted());
    let handle = ctx.send(send::reply(&message, false)).await?;
    let posted = handle.message().await?;
    bot.host
        .challenges()
        .set_challenge_message(id, posted.id.hosted())
        .await?;
    Ok(())
}

/// A Tactica match of the command's author against the built-in player, which plays every other
/// seat as the bot itself: like a practice match, it starts at once and has no clocks. Posts the
/// news, opens the thread and the board, then wakes the built-in player (it may choose its castle
/// first).
async fn start_against_the_bot(ctx: Context<'_>, offer: TacticaOffer) -> Result<(), Error> {
    let mode = if offer.players == 2 {
        "duel"
    } else {
        "free-for-all"
    };
    crate::discord::commands::practice::start_against_the_builtin::<crate::games::tactica::Match>(
        ctx,
        offer,
        crate::hosting::Level::Normal,
        mode,
    )
    .await
}

/// `/practice` for Tactica.
pub(in crate::discord) async fn tactica_practice(
    ctx: Context<'_>,
    options: crate::discord::commands::PracticeOptions,
) -> Result<(), Error> {
    if options.army.is_some() || options.vs.is_some() || options.mode.is_some() {
        let lang = crate::discord::commands::lang(ctx).await;
        return say(ctx, tr!(lang, "practice-tactica-no-army")).await;
    }
    tactica_practice_on(
        ctx,
        options.level,
        options.map,
        options.players,
        options.empire,
    )
    .await
}

/// A Tactica practice match: the author against built-in opponents in every other seat, free
/// for all. `empire`: an Empire's name (the author's; the others get other Empires at random),
/// `draft` (T7, the built-in opponents drafting too), or none for Vanilla.
async fn tactica_practice_on(
    ctx: Context<'_>,
    level: crate::hosting::Level,
    map: Option<MapChoice>,
    players: Option<u8>,
    empire: Option<String>,
) -> Result<(), Error> {
    use crate::games::tactica::{EmpireKind, Ruleset};
    use rand::seq::SliceRandom;
    let lang = crate::discord::commands::lang(ctx).await;
    let map = map.unwrap_or(MapChoice::Three);
    let players = players.unwrap_or(match map {
        MapChoice::Four => 4,
        _ => 2,
    });
    let mut offer = crate::games::TacticaOffer {
        map: map.id().to_string(),
        players,
        alliances: Vec::new(),
        empires: false,
        series_loser: None,
        given_empires: Vec::new(),
    };
    match empire.as_deref().map(str::trim) {
        None | Some("") => {}
        Some(name) if reference::is_draft(name) => offer.empires = true,
        Some(name) => {
            let rules = Ruleset::standard();
            let Some(mine) = reference::find_empire(&rules, name) else {
                let name = render::clip(name, 60);
                return say(ctx, tr!(lang, "tactica-empire-unknown", name = name)).await;
            };
            let mut others: Vec<EmpireKind> = (0..rules.empires.len() as EmpireKind)
                .filter(|&e| e != mine)
                .collect();
            others.shuffle(&mut rand::thread_rng());
            // An Empire that names a cheaper type (Media, T103) gets one at random.
            let mut rng = rand::thread_rng();
            offer.given_empires = std::iter::once(mine)
                .chain(others)
                .take(usize::from(players))
                .map(|e| rules.given_empire(e, |choices| choices.choose(&mut rng).copied()))
                .collect();
        }
    }
    let mode = if players == 2 { "duel" } else { "free-for-all" };
    start_against_the_builtin::<crate::games::tactica::Match>(ctx, offer, level, mode).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t120_alliances_are_read_by_player_number() {
        assert_eq!(
            parse_alliances("1+3, 2+4", 4),
            Ok(vec![vec![0, 2], vec![1, 3]])
        );
        assert_eq!(
            parse_alliances("1+2+3 4+5+6", 6),
            Ok(vec![vec![0, 1, 2], vec![3, 4, 5]])
        );
        assert_eq!(parse_alliances("1+5", 4), Err(()));
        assert_eq!(parse_alliances("1+x", 4), Err(()));
        assert_eq!(parse_alliances("0+1", 4), Err(()));
    }
}
