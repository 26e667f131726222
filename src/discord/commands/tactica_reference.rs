//! Tactica at hand: `/tactica unit` (a unit type's numbers) and `/tactica map` (a map's picture
//! with every field named), answered privately in the reader's language.

use super::say;
use crate::discord::render::{self, Embed, Message};
use crate::discord::{send, Context, Error};
use crate::tactica::text;
use crate::tactica::{AttackType, Board, Match, MovementMode, Ruleset, TacticaSetup};
use crate::tr;
use poise::serenity_prelude as serenity;

async fn unit_names(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = super::lang(ctx).await;
    let rules = Ruleset::standard();
    let names: Vec<String> = (0..rules.units.len() as u8)
        .map(|kind| text::unit_type_name(lang, &rules, kind))
        .collect();
    super::choices(names.iter().map(String::as_str), partial)
}

/// A unit type's numbers: cost, attack and defence, range, movement, tokens.
pub fn unit_message(lang: crate::lang::Lang, rules: &Ruleset, kind: u8) -> Message {
    let unit = rules.unit(kind);
    let name = text::unit_type_name(lang, rules, kind);
    let cost = if unit.tiered() {
        tr!(
            lang,
            "tactica-unit-cost-tiered",
            cost = unit.cost_per_tier,
            tiers = unit.tiers
        )
    } else {
        tr!(lang, "tactica-unit-cost", cost = unit.cost)
    };
    let attack_type = match unit.attack_type {
        AttackType::Melee => "melee",
        AttackType::Ranged => "ranged",
    };
    let mode = match unit.mode {
        MovementMode::Infantry => "infantry",
        MovementMode::Cavalry => "cavalry",
    };
    let lines = [
        cost,
        tr!(
            lang,
            "tactica-unit-fight",
            attack = unit.attack,
            defense = unit.defense,
            kind = attack_type
        ),
        tr!(
            lang,
            "tactica-unit-move",
            movement = unit.movement,
            mode = mode
        ),
        tr!(lang, "tactica-unit-tokens", tokens = unit.tokens),
    ];
    Message {
        embeds: vec![Embed {
            title: format!("{name} ({})", unit.code),
            description: lines.join("\n"),
            colour: render::colours::NEUTRAL,
            footer: Some(tr!(lang, "tactica-unit-footer")),
            ..Embed::default()
        }],
        ..Message::default()
    }
}

/// A Tactica unit type's numbers.
#[poise::command(slash_command)]
pub(super) async fn unit(
    ctx: Context<'_>,
    #[description = "The unit's name"]
    #[autocomplete = "unit_names"]
    name: String,
) -> Result<(), Error> {
    let lang = super::lang(ctx).await;
    let rules = Ruleset::standard();
    let wanted = name.trim().to_lowercase();
    let found = (0..rules.units.len() as u8).find(|&kind| {
        let unit = rules.unit(kind);
        [
            text::unit_type_name(lang, &rules, kind),
            unit.name.clone(),
            unit.code.clone(),
        ]
        .iter()
        .any(|n| n.to_lowercase() == wanted)
    });
    match found {
        Some(kind) => {
            ctx.send(send::reply(&unit_message(lang, &rules, kind), true))
                .await?;
            Ok(())
        }
        None => {
            say(
                ctx,
                tr!(
                    lang,
                    "tactica-unit-unknown",
                    name = render::clip(name.trim(), 60)
                ),
            )
            .await
        }
    }
}

/// A Tactica map: its picture with every field named, and what is on it.
#[poise::command(slash_command)]
pub(super) async fn map(
    ctx: Context<'_>,
    #[description = "The map: 3, 4 or 6 castles"] map: super::tactica::MapChoice,
) -> Result<(), Error> {
    let lang = super::lang(ctx).await;
    let id = map.id();
    let Ok(board) = Board::standard(id) else {
        return say(ctx, tr!(lang, "tactica-unit-unknown", name = id)).await;
    };
    let players = match id {
        "tactica-4p" => 4,
        "tactica-6p" => 6,
        _ => 3,
    };
    let game = Match::new(TacticaSetup {
        map: id.to_string(),
        players,
        alliances: Vec::new(),
        seed: 0,
        turn_cap: None,
    })?;
    let view = game.view(None);
    let count = |terrain: crate::tactica::Terrain| {
        (0..board.len() as crate::tactica::Field)
            .filter(|&f| board.terrain(f) == terrain)
            .count()
    };
    let message = Message {
        embeds: vec![Embed {
            title: text::map_name(lang, &board),
            description: tr!(
                lang,
                "tactica-map-summary",
                fields = board.len(),
                castles = board.castles.len(),
                villages = count(crate::tactica::Terrain::Village),
                ports = board.ports.len()
            ),
            colour: render::colours::NEUTRAL,
            ..Embed::default()
        }],
        ..Message::default()
    };
    let bot = ctx.data();
    let message = if bot.config.board_image {
        let rules = Ruleset::standard();
        let drawn = bot
            .draw(crate::discord::Wait::Queue, move || {
                crate::tactica::picture::map_png(&view, &board, &rules, lang).map(Some)
            })
            .await;
        crate::discord::with_drawing(message, drawn, "map.png", &tr!(lang, "tactica-picture-map"))
    } else {
        message
    };
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}
