//! Tactica moves typed by players who know the map: `/tactica move from to`, `/tactica attack
//! from target` and `/tactica recruit field unit`, each read against the actions open to the
//! player now (autocomplete offers only those), then applied through hosting like a click.

use crate::discord::commands::{choices, say};
use crate::discord::hosted::Hosted;
use crate::discord::{matches_here, refusal, Context, Error};
use crate::games::tactica::text;
use crate::games::tactica::{Action, Board, Match, Recruit, Ruleset, TacticaView};
use crate::games::{GameKind, SeatNo};
use crate::hosting::{Choice, MatchId, MatchState};
use crate::kit::lang::Lang;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// A move as typed: fields by their labels (`F7`), a unit by its name or code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed<'a> {
    Move { from: &'a str, to: &'a str },
    Attack { from: &'a str, target: &'a str },
    Recruit { field: &'a str, unit: &'a str },
}

fn same(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// The names a typed recruit may give: the unit's name in the reader's language, its English
/// name or its code, with its tier for a tiered unit ("Archer 2", "AR2"), or the wagon's; the
/// reader's first.
fn recruit_names(lang: Lang, rules: &Ruleset, what: Recruit) -> Vec<String> {
    let mut names = match what {
        Recruit::Unit { kind, tier } => {
            let unit = rules.unit(kind);
            let worded = text::unit_type_name(lang, rules, kind);
            if unit.tiered() {
                vec![
                    format!("{worded} {tier}"),
                    format!("{} {tier}", unit.name),
                    format!("{}{tier}", unit.code),
                ]
            } else {
                vec![worded, unit.name.clone(), unit.code.clone()]
            }
        }
        Recruit::Chariot => match &rules.chariot {
            Some(chariot) => vec![
                text::chariot_name(lang, rules),
                chariot.name.clone(),
                chariot.code.clone(),
            ],
            None => Vec::new(),
        },
        Recruit::Wagon => vec![
            text::wagon_name(lang, rules),
            rules.wagon.name.clone(),
            rules.wagon.code.clone(),
        ],
    };
    names.dedup();
    names
}

/// The index in `view.actions` of the action `typed` names (a move by its shortest path).
pub fn find(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    typed: Typed<'_>,
) -> Option<usize> {
    let label = |field| board.label(field);
    let mut best: Option<(usize, usize)> = None;
    for (i, action) in view.actions.iter().enumerate() {
        let fits = match (typed, action) {
            (
                Typed::Move { from, to },
                Action::Move {
                    unit,
                    path,
                    leave_wagon: false,
                },
            ) => same(label(*unit), from) && path.last().is_some_and(|l| same(label(l), to)),
            (Typed::Attack { from, target }, Action::Attack { unit, target: t }) => {
                same(label(*unit), from) && same(label(*t), target)
            }
            (Typed::Recruit { field, unit }, Action::Recruit { what, field: f }) => {
                same(label(*f), field)
                    && recruit_names(lang, rules, *what)
                        .iter()
                        .any(|n| same(n, unit))
            }
            _ => false,
        };
        if fits {
            let length = match action {
                Action::Move { path, .. } => path.len(),
                _ => 0,
            };
            if best.is_none_or(|(_, shortest)| length < shortest) {
                best = Some((i, length));
            }
        }
    }
    best.map(|(i, _)| i)
}

/// What autocomplete offers for one option of a typed move, from the actions open now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offered {
    MoveFrom,
    MoveTo,
    AttackFrom,
    AttackTarget,
    RecruitField,
    RecruitUnit,
}

/// The values `offered` may take now, each once, in the order of the actions.
pub fn offered(
    lang: Lang,
    view: &TacticaView,
    board: &Board,
    rules: &Ruleset,
    offered: Offered,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for action in &view.actions {
        let values: Vec<String> = match (offered, action) {
            (Offered::MoveFrom, Action::Move { unit, .. }) => vec![board.label(*unit).to_string()],
            (Offered::MoveTo, Action::Move { path, .. }) => path
                .last()
                .map(|l| board.label(l).to_string())
                .into_iter()
                .collect(),
            (Offered::AttackFrom, Action::Attack { unit, .. }) => {
                vec![board.label(*unit).to_string()]
            }
            (Offered::AttackTarget, Action::Attack { target, .. }) => {
                vec![board.label(*target).to_string()]
            }
            (Offered::RecruitField, Action::Recruit { field, .. }) => {
                vec![board.label(*field).to_string()]
            }
            (Offered::RecruitUnit, Action::Recruit { what, .. }) => {
                recruit_names(lang, rules, *what)
                    .into_iter()
                    .take(1)
                    .collect()
            }
            _ => Vec::new(),
        };
        for value in values {
            if !out.contains(&value) {
                out.push(value);
            }
        }
    }
    out
}

/// The caller's Tactica match in this channel (its thread), the state and their seat.
async fn my_match(ctx: Context<'_>) -> Result<Option<(Arc<MatchState<Match>>, SeatNo)>, Error> {
    let bot = ctx.data();
    let me = ctx.author().id.hosted();
    for id in matches_here(bot, ctx.channel_id().hosted()).await? {
        if bot.game_of(id).await != Some(GameKind::Tactica) {
            continue;
        }
        let state = bot.host.matches().state_of::<Match>(id).await?;
        if let Some(seat) = state.seat_number_of(me) {
            return Ok(Some((state, seat)));
        }
    }
    Ok(None)
}

async fn complete(
    ctx: Context<'_>,
    partial: &str,
    what: Offered,
) -> serenity::CreateAutocompleteResponse {
    let Ok(Some((state, seat))) = my_match(ctx).await else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let Some(view) = state.seats.get(seat) else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let (board, rules) = crate::discord::tactica::rules_of(view);
    let lang = crate::discord::commands::lang(ctx).await;
    let values = offered(lang, view, &board, &rules, what);
    choices(values.iter().map(String::as_str), partial)
}

async fn move_from(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, Offered::MoveFrom).await
}
async fn move_to(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, Offered::MoveTo).await
}
async fn attack_from(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, Offered::AttackFrom).await
}
async fn attack_target(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, Offered::AttackTarget).await
}
async fn recruit_field(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, Offered::RecruitField).await
}
async fn recruit_unit(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, Offered::RecruitUnit).await
}

/// Plays a typed move in the caller's Tactica match here, answering privately.
async fn play_typed(ctx: Context<'_>, typed: Typed<'_>) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = crate::discord::commands::lang(ctx).await;
    let Some((state, seat)) = my_match(ctx).await? else {
        return say(ctx, tr!(lang, "tactica-typed-no-match")).await;
    };
    let Some(view) = state.seats.get(seat) else {
        return say(ctx, tr!(lang, "tactica-typed-no-match")).await;
    };
    let (board, rules) = crate::discord::tactica::rules_of(view);
    let Some(index) = find(lang, view, &board, &rules, typed) else {
        return say(ctx, tr!(lang, "tactica-typed-not-open")).await;
    };
    let match_id: MatchId = state.id;
    let played = bot
        .host
        .matches()
        .choose::<Match>(
            match_id,
            ctx.author().id.hosted(),
            state.version,
            Choice::Index(index),
            Some(ctx.id().to_string()),
        )
        .await;
    match played {
        Ok(played) => {
            let done = played.action.as_ref().map(|action| {
                crate::games::tactica::text::describe_action(
                    lang,
                    action,
                    played.seat,
                    &played.before,
                    &board,
                    &rules,
                )
            });
            say(ctx, format!("✅ {}", done.unwrap_or_default())).await
        }
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}

/// Move a unit: from its field to another, by the shortest path open.
#[poise::command(slash_command, guild_only, rename = "move")]
pub(super) async fn move_unit(
    ctx: Context<'_>,
    #[description = "The unit's field, like F7"]
    #[autocomplete = "move_from"]
    from: String,
    #[description = "Where to, like F9"]
    #[autocomplete = "move_to"]
    to: String,
) -> Result<(), Error> {
    play_typed(
        ctx,
        Typed::Move {
            from: &from,
            to: &to,
        },
    )
    .await
}

/// Attack (or shoot at) a field with a unit.
#[poise::command(slash_command, guild_only)]
pub(super) async fn attack(
    ctx: Context<'_>,
    #[description = "The attacking unit's field"]
    #[autocomplete = "attack_from"]
    from: String,
    #[description = "The field attacked"]
    #[autocomplete = "attack_target"]
    target: String,
) -> Result<(), Error> {
    play_typed(
        ctx,
        Typed::Attack {
            from: &from,
            target: &target,
        },
    )
    .await
}

/// Recruit a unit (or a War Wagon) on a field.
#[poise::command(slash_command, guild_only)]
pub(super) async fn recruit(
    ctx: Context<'_>,
    #[description = "The field, like B3"]
    #[autocomplete = "recruit_field"]
    field: String,
    #[description = "The unit, like Light Infantry or Archer 2"]
    #[autocomplete = "recruit_unit"]
    unit: String,
) -> Result<(), Error> {
    play_typed(
        ctx,
        Typed::Recruit {
            field: &field,
            unit: &unit,
        },
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tactica::scenario::Scenario;

    #[test]
    fn a_typed_move_names_the_shortest_path_and_autocomplete_offers_only_open_moves() {
        let mut s = Scenario::new("tactica-3p", 2);
        s.order(&[0, 1]);
        let from = s.unit(0, "HC", "-4,0");
        let game = s.build();
        let view = game.view(Some(0));
        let (board, rules) = (game.board(), game.rules());
        let from_label = board.label(from).to_string();
        assert!(offered(Lang::EN, &view, board, rules, Offered::MoveFrom).contains(&from_label));
        let destinations = offered(Lang::EN, &view, board, rules, Offered::MoveTo);
        assert!(!destinations.is_empty());
        for to in &destinations {
            let typed = Typed::Move {
                from: &from_label.to_lowercase(),
                to,
            };
            let index = find(Lang::EN, &view, board, rules, typed).expect("an open move");
            let Action::Move { unit, path, .. } = view.actions[index] else {
                panic!("a move");
            };
            assert_eq!(unit, from);
            assert_eq!(board.label(path.last().unwrap()), *to);
            // No open path to the same field is shorter.
            assert!(view.actions.iter().all(|a| match a {
                Action::Move {
                    unit: u,
                    path: p,
                    leave_wagon: false,
                } if *u == from && p.last() == path.last() => p.len() >= path.len(),
                _ => true,
            }));
        }
        assert_eq!(
            find(
                Lang::EN,
                &view,
                board,
                rules,
                Typed::Move {
                    from: &from_label,
                    to: "Z99"
                }
            ),
            None
        );
        assert_eq!(
            find(
                Lang::EN,
                &view,
                board,
                rules,
                Typed::Attack {
                    from: &from_label,
                    target: "A1"
                }
            ),
            None
        );
    }

    #[test]
    fn a_typed_recruit_names_the_unit_in_the_readers_language() {
        let mut s = Scenario::new("tactica-3p", 2);
        s.order(&[0, 1]);
        s.castle(1, Some(0));
        s.gold(0, 60);
        let game = s.build();
        let view = game.view(Some(0));
        let (board, rules) = (game.board(), game.rules());
        let mut checked = 0;
        for (i, action) in view.actions.iter().enumerate() {
            let Action::Recruit { what, field } = *action else {
                continue;
            };
            let french = recruit_names(Lang::FR, rules, what)[0].clone();
            let english = recruit_names(Lang::EN, rules, what)[0].clone();
            let label = board.label(field);
            for (lang, name) in [(Lang::FR, &french), (Lang::EN, &english)] {
                let typed = Typed::Recruit {
                    field: label,
                    unit: name,
                };
                let found = find(lang, &view, board, rules, typed).expect("an open recruit");
                assert_eq!(view.actions[found], view.actions[i], "{name} on {label}");
            }
            assert!(offered(Lang::FR, &view, board, rules, Offered::RecruitUnit).contains(&french));
            checked += 1;
        }
        assert!(checked > 0, "recruits are open");
    }
}
