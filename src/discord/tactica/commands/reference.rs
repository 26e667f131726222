//! Tactica at hand: `/tactica unit` (a unit type's numbers), `/tactica card` (an Action card: how
//! many the deck holds, when it is played, what it does), `/tactica empire` (an Empire's
//! abilities, special unit and Triumph) and `/tactica map` (a map's picture with every field
//! named), answered privately in the reader's language.

use crate::discord::commands::say;
use crate::discord::render::{self, Embed, Message};
use crate::discord::{send, Context, Error};
use crate::games::tactica::text;
use crate::games::tactica::{
    AttackType, Board, CardEffect, CardKind, CardType, EmpireKind, Gem, Match, MovementMode,
    Ruleset, TacticaSetup, Timing,
};
use crate::kit::lang::{Arg, Lang};
use crate::tr;
use poise::serenity_prelude as serenity;

async fn unit_names(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = crate::discord::commands::lang(ctx).await;
    let rules = Ruleset::standard();
    let names: Vec<String> = (0..rules.units.len() as u8)
        .map(|kind| text::unit_type_name(lang, &rules, kind))
        .collect();
    crate::discord::commands::choices(names.iter().map(String::as_str), partial)
}

/// A unit type's numbers: cost, attack and defence, range, movement, tokens.
pub fn unit_message(lang: crate::kit::lang::Lang, rules: &Ruleset, kind: u8) -> Message {
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
    let mut lines: Vec<String> = lines.into();
    // A special unit is its Empire's alone (T85).
    let owner = unit
        .empire
        .as_deref()
        .and_then(|id| rules.empires.by_id(id));
    if let Some(empire) = owner {
        lines.push(tr!(
            lang,
            "tactica-unit-special",
            empire = text::empire_name(lang, rules, empire)
        ));
    }
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
    let lang = crate::discord::commands::lang(ctx).await;
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
    let found = found.map(|kind| unit_message(lang, &rules, kind));
    let unknown = tr!(
        lang,
        "tactica-unit-unknown",
        name = render::clip(name.trim(), 60)
    );
    reply_found(ctx, found, unknown).await
}

async fn card_names(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = crate::discord::commands::lang(ctx).await;
    let rules = Ruleset::standard();
    let names: Vec<String> = (0..rules.cards.len() as CardKind)
        .map(|kind| text::card_name(lang, &rules, kind))
        .collect();
    crate::discord::commands::choices(names.iter().map(String::as_str), partial)
}

/// When the engine lets a card be played (T22, T68, T70, T75, T78), as the key of
/// `tactica-card-when`: a regular action, or a reaction and the windows it fits.
fn card_moment(card: &CardType) -> &'static str {
    match (card.timing, &card.effect) {
        (
            Timing::Regular,
            CardEffect::FreshHorses
            | CardEffect::Intelligence { .. }
            | CardEffect::SwordsToPloughs { .. },
        ) => "regular",
        (
            Timing::Reaction,
            CardEffect::CombatBonus { .. } | CardEffect::PoisonedBlade | CardEffect::Reflex,
        ) => "combat",
        (Timing::Reaction, CardEffect::Reinforcements { .. }) => "defence",
        (Timing::Reaction, CardEffect::Intuition) => "stack",
        (Timing::Reaction, CardEffect::ForcedMarch) => "any",
        // A corrected ruleset pairing a timing with an effect that cannot use it.
        _ => "never",
    }
}

/// What a card's gem lets it target (T67), as the key of `tactica-card-target`.
fn card_gem(gem: Gem) -> &'static str {
    match gem {
        Gem::Friendly => "friendly",
        Gem::Any => "any",
        Gem::None => "none",
    }
}

/// The catalog id of what a card kind does, by its ruleset id.
fn card_text_id(card: &CardType) -> String {
    format!("tactica-card-text-{}", card.id)
}

/// What a card does, worded with its numbers from the ruleset (bonuses, gold stolen).
fn card_effect_text(lang: Lang, card: &CardType) -> String {
    let id = card_text_id(card);
    if !(lang.has(&id) || Lang::EN.has(&id)) {
        return tr!(lang, "tactica-card-text-missing");
    }
    let (attack, defense, steal) = match card.effect {
        CardEffect::CombatBonus { attack, defense } => (attack, defense, 0),
        CardEffect::Intelligence { steal } => (0, 0, steal),
        _ => (0, 0, 0),
    };
    lang.text(
        &id,
        &[
            ("attack", Arg::from(attack)),
            ("defense", Arg::from(defense)),
            ("steal", Arg::from(steal)),
        ],
    )
}

/// An Action card as a reader needs it at the table: copies in the deck, the price of a card,
/// when it is played, what it targets and what it does, with the rulings that settle it.
pub fn card_message(lang: Lang, rules: &Ruleset, kind: CardKind) -> Message {
    let card = rules.card(kind);
    let buying = &rules.card_rules;
    let lines = [
        tr!(
            lang,
            "tactica-card-copies",
            count = card.count,
            deck = rules.deck_size
        ),
        tr!(
            lang,
            "tactica-card-price",
            price = buying.price,
            buys = buying.buys_per_turn,
            limit = buying.hand_limit
        ),
        tr!(lang, "tactica-card-when", when = card_moment(card)),
        tr!(lang, "tactica-card-target", gem = card_gem(card.gem)),
        String::new(),
        card_effect_text(lang, card),
        String::new(),
        tr!(lang, "tactica-card-fizzle"),
    ];
    Message {
        embeds: vec![Embed {
            title: render::clip(&text::card_name(lang, rules, kind), render::limits::TITLE),
            description: render::clip(&lines.join("\n"), render::limits::DESCRIPTION),
            colour: render::colours::NEUTRAL,
            footer: Some(tr!(lang, "tactica-card-footer")),
            ..Embed::default()
        }],
        ..Message::default()
    }
}

/// The card kind a reader named: by its name in any language, its English name or its id.
fn find_card(rules: &Ruleset, name: &str) -> Option<CardKind> {
    let wanted = name.trim().to_lowercase();
    (0..rules.cards.len() as CardKind).find(|&kind| {
        let card = rules.card(kind);
        card.id == wanted
            || card.name.to_lowercase() == wanted
            || Lang::all().any(|lang| text::card_name(lang, rules, kind).to_lowercase() == wanted)
    })
}

/// A Tactica Action card: when it can be played and what it does.
#[poise::command(slash_command)]
pub(super) async fn card(
    ctx: Context<'_>,
    #[description = "The card's name"]
    #[autocomplete = "card_names"]
    name: String,
) -> Result<(), Error> {
    let lang = crate::discord::commands::lang(ctx).await;
    let rules = Ruleset::standard();
    let found = find_card(&rules, &name).map(|kind| card_message(lang, &rules, kind));
    let unknown = tr!(
        lang,
        "tactica-card-unknown",
        name = render::clip(name.trim(), 60)
    );
    reply_found(ctx, found, unknown).await
}

async fn empire_names(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = crate::discord::commands::lang(ctx).await;
    let rules = Ruleset::standard();
    let names: Vec<String> = (0..rules.empires.len() as EmpireKind)
        .map(|empire| text::empire_name(lang, &rules, empire))
        .collect();
    crate::discord::commands::choices(names.iter().map(String::as_str), partial)
}

/// The draft as a reader names it: its word in any language.
pub(in crate::discord) fn is_draft(name: &str) -> bool {
    let wanted = name.trim().to_lowercase();
    wanted == "draft"
        || Lang::all().any(|lang| tr!(lang, "practice-tactica-draft").to_lowercase() == wanted)
}

/// An Empire as a player choosing it in the draft needs it: its passive and activated
/// abilities, its special unit and its Triumph (T82–T119), with the rulings that settle them.
pub fn empire_message(lang: Lang, rules: &Ruleset, empire: EmpireKind) -> Option<Message> {
    let e = rules.empires.get(empire)?;
    let id = format!("tactica-empire-text-{}", e.id);
    let text = if lang.has(&id) || Lang::EN.has(&id) {
        lang.text(&id, &[])
    } else {
        tr!(lang, "tactica-empire-text-missing")
    };
    Some(Message {
        embeds: vec![Embed {
            title: render::clip(
                &text::empire_name(lang, rules, empire),
                render::limits::TITLE,
            ),
            description: render::clip(&text, render::limits::DESCRIPTION),
            colour: render::colours::NEUTRAL,
            footer: Some(tr!(lang, "tactica-empire-footer")),
            ..Embed::default()
        }],
        ..Message::default()
    })
}

/// The Empire a reader named: by its name in any language, its data file's name or its id.
pub(in crate::discord) fn find_empire(rules: &Ruleset, name: &str) -> Option<EmpireKind> {
    let wanted = name.trim().to_lowercase();
    (0..rules.empires.len() as EmpireKind).find(|&empire| {
        let e = &rules.empires.list[usize::from(empire)];
        e.id == wanted
            || e.name.to_lowercase() == wanted
            || Lang::all()
                .any(|lang| text::empire_name(lang, rules, empire).to_lowercase() == wanted)
    })
}

/// A Tactica Empire: its abilities, special unit and Triumph.
#[poise::command(slash_command)]
pub(super) async fn empire(
    ctx: Context<'_>,
    #[description = "The Empire's name"]
    #[autocomplete = "empire_names"]
    name: String,
) -> Result<(), Error> {
    let lang = crate::discord::commands::lang(ctx).await;
    let rules = Ruleset::standard();
    let found = find_empire(&rules, &name).and_then(|empire| empire_message(lang, &rules, empire));
    let unknown = tr!(
        lang,
        "tactica-empire-unknown",
        name = render::clip(name.trim(), 60)
    );
    reply_found(ctx, found, unknown).await
}

/// A Tactica map: its picture with every field named, and what is on it.
#[poise::command(slash_command)]
pub(super) async fn map(
    ctx: Context<'_>,
    #[description = "The map: 3, 4 or 6 castles"] map: super::MapChoice,
) -> Result<(), Error> {
    let lang = crate::discord::commands::lang(ctx).await;
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
        empires: Default::default(),
    })?;
    let view = game.view(None);
    let count = |terrain: crate::games::tactica::Terrain| {
        (0..board.len() as crate::games::tactica::Field)
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
                villages = count(crate::games::tactica::Terrain::Village),
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
                crate::games::tactica::picture::map_png(&view, &board, &rules, lang).map(Some)
            })
            .await;
        crate::discord::with_drawing(message, drawn, "map.png", &tr!(lang, "tactica-picture-map"))
    } else {
        message
    };
    ctx.send(send::reply(&message, true)).await?;
    Ok(())
}

/// Sends `found` to the reader alone, or tells them `unknown` (that nothing has the name they
/// asked for).
async fn reply_found(
    ctx: Context<'_>,
    found: Option<render::Message>,
    unknown: String,
) -> Result<(), Error> {
    match found {
        Some(message) => {
            ctx.send(send::reply(&message, true)).await?;
            Ok(())
        }
        None => say(ctx, unknown).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every card of the standard ruleset is worded in every language within Discord's embed
    /// limits, with nothing of the catalogs left unformatted.
    #[test]
    fn every_card_fits_an_embed_in_every_language() {
        let rules = Ruleset::standard();
        for kind in 0..rules.cards.len() as CardKind {
            assert_ne!(card_moment(rules.card(kind)), "never", "card {kind}");
            for lang in Lang::all() {
                let message = card_message(lang, &rules, kind);
                let embed = &message.embeds[0];
                let text = format!("{}\n{}", embed.title, embed.description);
                assert!(!text.contains("tactica-card"), "{lang}: {text}");
                assert!(!text.contains('{'), "{lang}: {text}");
                assert!(embed.description.chars().count() < render::limits::DESCRIPTION);
            }
        }
    }

    #[test]
    fn a_card_is_found_by_any_of_its_names() {
        let rules = Ruleset::standard();
        let march = rules.card_by_id("forced_march").expect("Forced March");
        assert_eq!(find_card(&rules, "  forced MARCH "), Some(march));
        assert_eq!(find_card(&rules, "forced_march"), Some(march));
        let french = text::card_name(Lang::FR, &rules, march);
        assert_eq!(find_card(&rules, &french), Some(march));
        assert_eq!(find_card(&rules, "Fireball"), None);
    }
}
