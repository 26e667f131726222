//! A player's private "My hand" message: their cards, the actions open now grouped into menus
//! and pages within Discord's limits, and their standing orders.

use super::*;
use crate::games::Orders;

/// Actions that are one button each.
pub(super) fn is_simple(action: Action) -> bool {
    matches!(
        action,
        Action::KeepHand | Action::Mulligan | Action::EndTurn | Action::Pass
    )
}

/// The legal actions of a hand message, grouped for menus: (group label, [(index, label)]).
pub fn action_groups(lang: Lang, view: &View) -> Vec<(String, Vec<(u16, String)>)> {
    let mut groups: Vec<(String, Vec<(u16, String)>)> = Vec::new();
    let Some(seat) = view.viewer else {
        return groups;
    };
    let kind = |u| view.kind_of(u).map_or("?", |k| k.name());
    for (i, &action) in view.actions.iter().enumerate() {
        if is_simple(action) {
            continue;
        }
        let (group, label) = match action {
            Action::SetupBattlefield { unit, cell } => (
                tr!(lang, "group-setup-battlefield", unit = kind(unit)),
                cell.to_string(),
            ),
            Action::SetupReserve { unit } => (tr!(lang, "group-setup-reserve"), kind(unit).into()),
            Action::SetupKingdom { unit } => (tr!(lang, "group-setup-kingdom"), kind(unit).into()),
            Action::Recruit { unit, cell } => (
                tr!(lang, "group-recruit", unit = kind(unit)),
                match text::unit_at(view, seat, cell) {
                    Some(there) => tr!(
                        lang,
                        "group-recruit-replacing",
                        cell = cell.to_string(),
                        replaced = there.name()
                    ),
                    None => cell.to_string(),
                },
            ),
            Action::Attack { attacker, .. } => {
                let who = text::unit_at(view, seat, attacker).map_or("?", |k| k.name());
                (
                    tr!(
                        lang,
                        "group-attack",
                        unit = who,
                        cell = attacker.to_string()
                    ),
                    text::action(lang, view, seat, action),
                )
            }
            Action::PlaySupport { unit, support } => (
                tr!(
                    lang,
                    "group-support",
                    unit = kind(unit),
                    support = support.support().to_string()
                ),
                text::support_choices(lang, view, seat, support),
            ),
            Action::SendToKingdom { unit } => {
                (tr!(lang, "group-send-to-kingdom"), kind(unit).into())
            }
            Action::Discard { unit } => (tr!(lang, "group-discard"), kind(unit).into()),
            Action::Conscript { unit, cell } => (
                tr!(lang, "group-conscript", unit = kind(unit)),
                cell.to_string(),
            ),
            _ => continue,
        };
        let i = i as u16;
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, items)) => items.push((i, label)),
            None => groups.push((group, vec![(i, label)])),
        }
    }
    groups
}

/// Splits `items` into pages of at most 25 options, the last option of a full page leading to
/// the next page.
pub(super) fn paged<T: Clone>(items: &[T], page: usize) -> (Vec<T>, Option<usize>, usize) {
    let per = limits::SELECT_OPTIONS - 1;
    if items.len() <= limits::SELECT_OPTIONS {
        return (items.to_vec(), None, 0);
    }
    let pages = items.len().div_ceil(per);
    let page = page.min(pages - 1);
    let slice = items[page * per..((page + 1) * per).min(items.len())].to_vec();
    let next = (page + 1 < pages).then_some(page + 1);
    (slice, next, page)
}

pub(super) fn hand_embed(
    lang: Lang,
    match_id: i64,
    seat: Seat,
    view: &View,
    players: &Players,
) -> Embed {
    let own = view.seats.get(seat);
    let hand = own.hand.as_deref().unwrap_or(&[]);
    let mut lines = String::new();
    for card in hand {
        let colour = card.kind.colour().map_or("", colour_dot);
        let _ = writeln!(
            lines,
            "{colour} {}",
            tr!(
                lang,
                "hand-card",
                unit = card.kind.name(),
                attack = card.attack.to_string(),
                upright = card.health_upright,
                tilted = card.health_tilted
            )
        );
    }
    if lines.is_empty() {
        lines = tr!(lang, "hand-empty");
    }
    let waiting = text::waiting_for(lang, view, players);
    let status = match view.phase {
        Phase::Over { outcome } => text::outcome(lang, outcome, players),
        _ => match view.priority {
            Some(p) if p == seat => match waiting {
                Some(w) => tr!(lang, "hand-your-move-waiting", waiting = w),
                None => tr!(lang, "hand-your-move"),
            },
            _ => tr!(
                lang,
                "hand-waiting-for",
                waiting = waiting.unwrap_or_default()
            ),
        },
    };
    Embed {
        title: tr!(lang, "hand-title", match_id = match_id.to_string()),
        description: clip(&format!("{status}\n\n{lines}"), limits::DESCRIPTION),
        colour: match seat.side() {
            Side::A => colours::SEAT_A,
            Side::B => colours::SEAT_B,
        },
        fields: vec![(
            tr!(lang, "hand-your-side"),
            clip(&seat_side(lang, own, false), limits::FIELD_VALUE),
            false,
        )],
        image: None,
        footer: Some(tr!(lang, "hand-footer", version = view.version)),
    }
}

/// The private hand message, drawn from the player's own view: the hand, the player's side,
/// and the actions open now (simple ones as buttons, the rest as a menu of groups). `notice`
/// reports what just happened.
pub fn hand(
    lang: Lang,
    match_id: i64,
    view: &View,
    players: &Players,
    notice: Option<&str>,
    orders: StandingOrder,
) -> Message {
    hand_page(
        lang,
        match_id,
        view,
        players,
        notice,
        HandPage::First,
        orders,
    )
}

/// What a standing order does, in words.
pub fn order_words(lang: Lang, order: StandingOrder) -> String {
    tr!(lang, "order-name", order = order.key())
}

/// The hand message's menu of standing orders for reaction windows.
pub(super) fn orders_menu(
    lang: Lang,
    match_id: i64,
    owner: Option<u64>,
    current: StandingOrder,
) -> Component {
    Component::Select {
        id: ComponentId::Orders { match_id, owner }
            .in_game(INVICTUS)
            .to_string(),
        placeholder: clip(
            &tr!(
                lang,
                "orders-placeholder",
                order = order_words(lang, current)
            ),
            150,
        ),
        options: StandingOrder::ALL
            .iter()
            .map(|&order| {
                option(
                    &order_words(lang, order),
                    order.key().to_string(),
                    Some(tr!(lang, "order-details", order = order.key())),
                )
            })
            .collect(),
    }
}

/// The action menus of a private message drawn for `owner` at `version`: a menu of the action
/// groups (or of one group's choices, with Back), paged within Discord's limits, and the actions
/// that are one button each. Any game's actions, named by their index in the seat's legal actions.
pub struct ActionMenus {
    pub game: GameKind,
    pub match_id: i64,
    pub version: u64,
    pub owner: Option<u64>,
}

impl ActionMenus {
    /// The rows showing `shown_page`: `simple` as buttons (index, label, style), `groups` as
    /// menus ((group label, [(index, label)])).
    pub fn rows(
        &self,
        lang: Lang,
        simple: &[(u16, String, Style)],
        groups: &[(String, Vec<(u16, String)>)],
        shown_page: HandPage,
    ) -> Vec<Vec<Component>> {
        let ActionMenus {
            game,
            match_id,
            version,
            owner,
        } = *self;
        let mut rows: Vec<Vec<Component>> = Vec::new();
        let simple: Vec<Component> = simple
            .iter()
            .map(|(index, label, style)| {
                button(
                    ComponentId::Act {
                        match_id,
                        version,
                        index: *index,
                        owner,
                    }
                    .in_game(game),
                    label,
                    *style,
                )
            })
            .collect();
        let pick = ComponentId::Pick {
            match_id,
            version,
            owner,
        }
        .in_game(game)
        .to_string();
        match shown_page {
            HandPage::Group { group: g, page } if (g as usize) < groups.len() => {
                let (name, items) = &groups[g as usize];
                let (shown, next, _) = paged(items, page as usize);
                let mut options: Vec<SelectOption> = shown
                    .iter()
                    .map(|(i, label)| {
                        option(label, PickValue::Action { index: *i }.to_string(), None)
                    })
                    .collect();
                if let Some(next) = next {
                    options.push(option(
                        &tr!(lang, "menu-more"),
                        PickValue::Group {
                            group: g,
                            page: next as u16,
                        }
                        .to_string(),
                        None,
                    ));
                }
                rows.push(vec![Component::Select {
                    id: pick,
                    placeholder: clip(name, 150),
                    options,
                }]);
                rows.push(vec![button(
                    ComponentId::Back {
                        match_id,
                        version,
                        owner,
                    }
                    .in_game(game),
                    &tr!(lang, "button-back"),
                    Style::Secondary,
                )]);
            }
            _ => {
                let page = match shown_page {
                    HandPage::First => 0,
                    HandPage::Groups { page } | HandPage::Group { page, .. } => page as usize,
                };
                let listed: Vec<(usize, String, usize)> = groups
                    .iter()
                    .enumerate()
                    .map(|(i, (name, items))| (i, name.clone(), items.len()))
                    .collect();
                if !listed.is_empty() {
                    let (shown, next, _) = paged(&listed, page);
                    let mut options: Vec<SelectOption> = shown
                        .iter()
                        .map(|(i, name, n)| {
                            let items = &groups[*i].1;
                            if *n == 1 {
                                let (index, choice) = &items[0];
                                let value = PickValue::Action { index: *index }.to_string();
                                let label = tr!(
                                    lang,
                                    "menu-group-choice",
                                    group = name.as_str(),
                                    choice = choice.as_str()
                                );
                                if label.chars().count() <= limits::OPTION_TEXT {
                                    option(&label, value, None)
                                } else {
                                    // Too long for a label: the group names the option and
                                    // its choice describes it, neither cut mid-word.
                                    option(
                                        &clip_words(name, limits::OPTION_TEXT),
                                        value,
                                        Some(clip_words(choice, limits::OPTION_TEXT)),
                                    )
                                }
                            } else {
                                option(
                                    name,
                                    PickValue::Group {
                                        group: *i as u16,
                                        page: 0,
                                    }
                                    .to_string(),
                                    Some(tr!(lang, "menu-choices", count = *n)),
                                )
                            }
                        })
                        .collect();
                    if let Some(next) = next {
                        options.push(option(
                            &tr!(lang, "menu-more"),
                            PickValue::Groups { page: next as u16 }.to_string(),
                            None,
                        ));
                    }
                    rows.push(vec![Component::Select {
                        id: pick,
                        placeholder: tr!(lang, "menu-choose-action"),
                        options,
                    }]);
                }
            }
        }
        for chunk in simple.chunks(limits::BUTTONS_PER_ROW) {
            rows.push(chunk.to_vec());
        }
        rows
    }
}

/// `text` within `max` characters, cut after a whole word with "…" when it is longer (mid-word
/// only when its first word alone is too long).
fn clip_words(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let kept: String = text.chars().take(max.saturating_sub(1)).collect();
    let next = text.chars().nth(kept.chars().count());
    match (
        next.is_some_and(char::is_whitespace),
        kept.rfind(char::is_whitespace),
    ) {
        (true, _) => format!("{}…", kept.trim_end()),
        (false, Some(end)) if !kept[..end].trim_end().is_empty() => {
            format!("{}…", kept[..end].trim_end())
        }
        _ => clip(text, max),
    }
}

/// Which page of the hand message to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandPage {
    /// The first page of the action groups, with the standing-order menu.
    First,
    /// A later page of the action groups.
    Groups { page: u16 },
    /// A page of one group's choices (an unknown group shows the groups instead).
    Group { group: u16, page: u16 },
}

/// The hand message showing one page of the group list or of one group, drawn from the
/// player's own view (`view.viewer`); its components are that player's alone.
pub fn hand_page(
    lang: Lang,
    match_id: i64,
    view: &View,
    players: &Players,
    notice: Option<&str>,
    shown_page: HandPage,
    orders: StandingOrder,
) -> Message {
    debug_assert!(view.viewer.is_some(), "a hand is drawn from a seat's view");
    let seat = view.viewer.unwrap_or(Seat::A);
    let owner = players.id(seat).map(|player| player.0);
    let version = view.version;
    let embed = hand_embed(lang, match_id, seat, view, players);
    let mut rows: Vec<Vec<Component>> = Vec::new();
    if view.priority == Some(seat) {
        let simple: Vec<(u16, String, Style)> = view
            .actions
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, a)| is_simple(*a))
            .map(|(i, a)| {
                let style = match a {
                    Action::EndTurn => Style::Danger,
                    Action::Pass => Style::Secondary,
                    _ => Style::Success,
                };
                (i as u16, text::action(lang, view, seat, a), style)
            })
            .collect();
        let groups = action_groups(lang, view);
        let menus = ActionMenus {
            game: INVICTUS,
            match_id,
            version,
            owner,
        };
        rows = menus.rows(lang, &simple, &groups, shown_page);
    }
    if shown_page == HandPage::First && view.outcome.is_none() && rows.len() < limits::ROWS {
        rows.push(vec![orders_menu(lang, match_id, owner, orders)]);
    }
    let content = notice.map(|n| clip(n, limits::CONTENT)).unwrap_or_default();
    Message {
        files: Vec::new(),
        content,
        embeds: vec![embed],
        rows,
        mention: Vec::new(),
    }
}
