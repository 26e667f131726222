//! A player's private "My turn" message: the actions open to them sorted into buttons and
//! menus (by unit, field of recruitment, card, decision), worded only where a page shows them.

use super::*;

/// Actions that are one button each, with their style.
fn simple_style(action: &Action) -> Option<Style> {
    match action {
        Action::EndTurn => Some(Style::Danger),
        Action::Pass => Some(Style::Secondary),
        Action::BuyCard
        | Action::PeekTemple
        | Action::Intelligence { .. }
        | Action::PortFee { .. }
        | Action::PlayFirst { .. }
        | Action::PeekDecision { .. } => Some(Style::Success),
        _ => None,
    }
}

/// An action that is one button: its index, label and style.
pub type SimpleAction = (u16, String, Style);
/// A menu of actions: its label and its actions (index, label).
pub type ActionGroup = (String, Vec<(u16, String)>);

/// The menu an action is listed in, before the menu's label is worded.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GroupKey {
    Castle,
    Unit(Field),
    Recruit(Field),
    Card(CardKind),
    /// An Empire's ability or Triumph that names no unit (T83).
    Ability,
    Decide,
}

/// The actions of a seat's view sorted for the menus, not yet worded: the buttons (index,
/// style), and the groups (label, indices) in the order of their first action.
struct Sorted {
    simple: Vec<(u16, Style)>,
    groups: Vec<(String, Vec<u16>)>,
}

/// Sorts the actions of a seat's view for menus: by unit (its moves and attacks), by field of
/// recruitment, by card played, the castle choice and decisions. Actions whose groups are
/// labelled alike share one menu. Each group's label is worded once, not once per action.
fn sort_actions(lang: Lang, view: &TacticaView, rules: (&Board, &Ruleset)) -> Sorted {
    let (board, ruleset) = rules;
    let mut simple = Vec::new();
    let mut groups: Vec<(String, Vec<u16>)> = Vec::new();
    // Each key met so far, with the index of its group.
    let mut met: Vec<(GroupKey, usize)> = Vec::new();
    let unit_name = |field| {
        view.units.iter().find(|u| u.field == field).map_or_else(
            || "?".to_string(),
            |u| text::unit_type_name(lang, ruleset, u.kind),
        )
    };
    for (i, action) in view.actions.iter().enumerate() {
        let index = i as u16;
        if let Some(style) = simple_style(action) {
            simple.push((index, style));
            continue;
        }
        let key = match *action {
            Action::ChooseCastle { .. } => GroupKey::Castle,
            Action::Move { unit, .. } | Action::Attack { unit, .. } => GroupKey::Unit(unit),
            Action::Recruit { field, .. } => GroupKey::Recruit(field),
            Action::PlayCard { card, .. } => GroupKey::Card(card),
            // An ability of a unit is listed with that unit's moves; an answer to a decision
            // with the other answers.
            Action::Ability { ability } => match ability.unit() {
                Some(unit) => GroupKey::Unit(unit),
                None if view.decision.is_some() => GroupKey::Decide,
                None => GroupKey::Ability,
            },
            Action::Surrender => continue,
            _ => GroupKey::Decide,
        };
        let group = match met.iter().find(|(k, _)| *k == key) {
            Some(&(_, group)) => group,
            None => {
                let label = match key {
                    GroupKey::Castle => tr!(lang, "tactica-group-castle"),
                    GroupKey::Unit(unit) => tr!(
                        lang,
                        "tactica-group-unit",
                        unit = unit_name(unit),
                        field = board.label(unit)
                    ),
                    GroupKey::Recruit(field) => {
                        tr!(lang, "tactica-group-recruit", field = board.label(field))
                    }
                    GroupKey::Card(card) => tr!(
                        lang,
                        "tactica-group-card",
                        card = text::card_name(lang, ruleset, card)
                    ),
                    GroupKey::Ability => tr!(lang, "tactica-group-ability"),
                    GroupKey::Decide => tr!(lang, "tactica-group-decide"),
                };
                let group = match groups.iter().position(|(g, _)| *g == label) {
                    Some(group) => group,
                    None => {
                        groups.push((label, Vec::new()));
                        groups.len() - 1
                    }
                };
                met.push((key, group));
                group
            }
        };
        groups[group].1.push(index);
    }
    Sorted { simple, groups }
}

/// The actions of a seat's view grouped for menus (see [`sort_actions`]), each worded for the
/// reader when `worded` says its group's items are shown (by the group's index and size); an
/// item not shown keeps an empty label. Buttons are always worded.
fn action_groups(
    lang: Lang,
    view: &TacticaView,
    seat: SeatNo,
    rules: (&Board, &Ruleset),
    worded: impl Fn(usize, usize) -> bool,
) -> (Vec<SimpleAction>, Vec<ActionGroup>) {
    let (board, ruleset) = rules;
    let describe = |index: u16| match view.actions.get(usize::from(index)) {
        Some(action) => text::describe_action(lang, action, seat, view, board, ruleset),
        None => String::new(),
    };
    let sorted = sort_actions(lang, view, rules);
    let simple = sorted
        .simple
        .into_iter()
        .map(|(index, style)| (index, describe(index), style))
        .collect();
    let groups = sorted
        .groups
        .into_iter()
        .enumerate()
        .map(|(g, (label, items))| {
            let shown = worded(g, items.len());
            let items = items
                .into_iter()
                .map(|index| {
                    (
                        index,
                        if shown {
                            describe(index)
                        } else {
                            String::new()
                        },
                    )
                })
                .collect();
            (label, items)
        })
        .collect();
    (simple, groups)
}

/// Whether page `page` of a player's message names the actions of a group (by the group's index
/// and size): the menus name an action on the page of its group, and on the list of groups when
/// it is its group's only one.
fn worded_on(page: HandPage) -> impl Fn(usize, usize) -> bool {
    let shown = match page {
        HandPage::Group { group, .. } => Some(usize::from(group)),
        HandPage::First | HandPage::Groups { .. } => None,
    };
    move |group, size| size == 1 || shown == Some(group)
}

/// What the map picture of a page of a player's private message highlights: on the page of a
/// unit's group, the unit's field, its destinations and its targets; on a recruitment group's
/// page, its field. Taken from the actions of the reader's own view (every page of the group,
/// not only the one shown), with the page's menu label for the picture's description. `None`
/// for the other pages and groups, or when the match does not wait for the reader.
pub fn page_reach(
    lang: Lang,
    view: &TacticaView,
    page: HandPage,
    rules: (&Board, &Ruleset),
) -> Option<(String, Reach)> {
    let HandPage::Group { group, .. } = page else {
        return None;
    };
    let seat = view.reader?;
    if !view.waiting.includes(seat) || view.actions.is_empty() {
        return None;
    }
    let (label, items) = sort_actions(lang, view, rules)
        .groups
        .into_iter()
        .nth(usize::from(group))?;
    let reach = Reach::of_actions(
        items
            .iter()
            .filter_map(|&index| view.actions.get(usize::from(index))),
    );
    (!reach.is_empty()).then_some((label, reach))
}

/// A menu of standing orders: its id, the placeholder naming the current order (`now` worded
/// with `name`), and one option per key, each worded by `name`.
fn order_select(id: ComponentId, now: String, keys: &[&str], name: &str, lang: Lang) -> Component {
    Component::Select {
        id: id.in_game(super::super::TACTICA).to_string(),
        placeholder: clip(&now, 150),
        options: keys
            .iter()
            .map(|&key| crate::discord::render::SelectOption {
                label: clip(
                    &lang.text(name, &[("order", crate::kit::lang::Arg::from(key))]),
                    limits::OPTION_TEXT,
                ),
                value: key.to_string(),
                description: None,
            })
            .collect(),
    }
}

/// The standing-order menu of a player's message: what hosting answers for them in windows.
fn orders_menu(
    lang: Lang,
    match_id: i64,
    owner: Option<PlayerId>,
    current: StandingOrder,
) -> Component {
    let now = tr!(
        lang,
        "tactica-orders-now",
        order = tr!(lang, "tactica-order", order = current.key())
    );
    let keys = StandingOrder::ALL.map(StandingOrder::key);
    let owner = owner.map(|p| p.0);
    order_select(
        ComponentId::Orders { match_id, owner },
        now,
        &keys,
        "tactica-order",
        lang,
    )
}

/// Whether `seat`'s Empire has abilities the game asks about (T9, T89, T95, T97, T108, T109,
/// T112).
fn has_optional_abilities(view: &TacticaView, seat: SeatNo, rules: &Ruleset) -> bool {
    const OPTIONAL: [&str; 5] = ["conscription", "slavery", "plan", "evasion", "rebirth"];
    view.players
        .get(usize::from(seat))
        .and_then(|p| p.empire)
        .and_then(|e| rules.empires.get(e))
        .is_some_and(|e| {
            e.abilities.iter().any(|a| OPTIONAL.contains(&a.as_str()))
                || e.triumph.as_deref() == Some("eyes_and_ears")
        })
}

/// The menu of standing orders for optional abilities: used always, asked, or never.
fn ability_orders_menu(
    lang: Lang,
    match_id: i64,
    owner: Option<PlayerId>,
    current: AbilityOrder,
) -> Component {
    let now = tr!(
        lang,
        "tactica-ability-orders-now",
        order = tr!(lang, "tactica-ability-order", order = current.key())
    );
    let keys = AbilityOrder::ALL.map(AbilityOrder::key);
    let owner = owner.map(|p| p.0);
    let id = ComponentId::AbilityOrders { match_id, owner };
    order_select(id, now, &keys, "tactica-ability-order", lang)
}

/// A player's private message: their gold and action cards, and (when the match waits for them)
/// the actions open to them on page `page` of its menus. Drawn from that seat's own view.
#[allow(clippy::too_many_arguments)]
pub fn hand_page(
    lang: Lang,
    match_id: i64,
    view: &TacticaView,
    owner: Option<PlayerId>,
    notice: Option<&str>,
    page: HandPage,
    rules: (&Board, &Ruleset),
    orders: TacticaOrders,
) -> Message {
    let seat = view.reader.unwrap_or(0);
    let mut description = String::new();
    if let Some(me) = view.players.get(usize::from(seat)) {
        let _ = writeln!(
            description,
            "{}",
            tr!(lang, "tactica-hand-gold", gold = me.gold)
        );
    }
    let hand = text::hand_text(lang, view, rules.1);
    if hand.trim().is_empty() {
        let _ = writeln!(description, "{}", tr!(lang, "tactica-hand-none"));
    } else {
        let _ = writeln!(description, "{}", hand.trim_end());
    }
    let waited = view.waiting.includes(seat) && !view.actions.is_empty();
    if !waited {
        let _ = writeln!(description, "\n{}", tr!(lang, "tactica-hand-waiting"));
    }
    let mut rows = if waited {
        let (simple, groups) = action_groups(lang, view, seat, rules, worded_on(page));
        ActionMenus {
            game: super::super::TACTICA,
            match_id,
            version: view.version,
            owner: owner.map(|p| p.0),
        }
        .rows(lang, &simple, &groups, page)
    } else {
        Vec::new()
    };
    if page == HandPage::First && view.outcome.is_none() && rows.len() < limits::ROWS {
        rows.push(vec![orders_menu(lang, match_id, owner, orders.windows)]);
    }
    let asks = has_optional_abilities(view, seat, rules.1);
    if asks && page == HandPage::First && view.outcome.is_none() && rows.len() < limits::ROWS {
        rows.push(vec![ability_orders_menu(
            lang,
            match_id,
            owner,
            orders.abilities,
        )]);
    }
    Message {
        content: notice.map(|n| clip(n, limits::CONTENT)).unwrap_or_default(),
        embeds: vec![Embed {
            title: clip(
                &tr!(
                    lang,
                    "tactica-hand-title",
                    match_id = match_id.to_string(),
                    colour = colour_dot(seat)
                ),
                limits::TITLE,
            ),
            description: clip(&description, limits::DESCRIPTION),
            colour: colours::NEUTRAL,
            fields: Vec::new(),
            footer: None,
            image: None,
        }],
        rows,
        mention: Vec::new(),
        files: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The menus' groups with every action worded: what the menus are drawn from when nothing
    /// is left unworded.
    fn every_action_worded(
        lang: Lang,
        view: &TacticaView,
        seat: SeatNo,
        rules: (&Board, &Ruleset),
    ) -> (Vec<SimpleAction>, Vec<ActionGroup>) {
        action_groups(lang, view, seat, rules, |_, _| true)
    }

    #[test]
    fn each_page_words_every_action_it_shows() {
        let (board, ruleset) = (Board::standard("tactica-3p").unwrap(), Ruleset::standard());
        let rules = (&*board, &*ruleset);
        let mut pages = 0;
        crate::games::tactica::each_state(|game| {
            for seat in game.waiting().seats() {
                let view = game.view(Some(seat));
                if view.actions.is_empty() {
                    continue;
                }
                for lang in [Lang::EN, Lang::CS] {
                    let (simple, groups) = every_action_worded(lang, &view, seat, rules);
                    let menus = ActionMenus {
                        game: crate::discord::tactica::TACTICA,
                        match_id: 1,
                        version: view.version,
                        owner: Some(7),
                    };
                    let group_pages = (0..=groups.len() as u16)
                        .flat_map(|group| (0..2).map(move |page| HandPage::Group { group, page }));
                    let all = [HandPage::First, HandPage::Groups { page: 1 }]
                        .into_iter()
                        .chain(group_pages);
                    for page in all {
                        let (simple_shown, groups_shown) =
                            action_groups(lang, &view, seat, rules, worded_on(page));
                        assert_eq!(
                            menus.rows(lang, &simple_shown, &groups_shown, page),
                            menus.rows(lang, &simple, &groups, page),
                            "{page:?} of seat {seat}"
                        );
                        pages += 1;
                    }
                }
            }
        });
        assert!(pages > 1000, "{pages} pages compared");
    }

    /// The optional abilities' orders menu is offered to the Empires that have such abilities
    /// (Persia, Babylon, Parthia, Akkad's Eyes and Ears), with the seat's order shown, and to no
    /// one else.
    #[test]
    fn the_abilities_orders_menu_comes_with_an_empire_that_asks() {
        use crate::games::tactica::scenario::Scenario;
        let selects = |empire: &str, orders: TacticaOrders| -> Vec<String> {
            let mut s = Scenario::new("tactica-3p", 2);
            if !empire.is_empty() {
                s.empire(0, empire);
            }
            let game = s.build();
            let view = game.view(Some(0));
            let page = hand_page(
                Lang::EN,
                7,
                &view,
                Some(PlayerId(11)),
                None,
                HandPage::First,
                (game.board(), game.rules()),
                orders,
            );
            page.rows
                .iter()
                .flatten()
                .filter_map(|c| match c {
                    Component::Select {
                        id, placeholder, ..
                    } if id.contains("orders") => Some(format!("{id} {placeholder}")),
                    _ => None,
                })
                .collect()
        };
        let asked = TacticaOrders {
            windows: StandingOrder::Ask,
            abilities: AbilityOrder::Ask,
        };
        for empire in ["persia", "babylon", "parthia", "akkad"] {
            let menus = selects(empire, asked);
            assert_eq!(menus.len(), 2, "{empire}: {menus:?}");
            assert!(menus[1].contains(":aorders:7:11"), "{menus:?}");
            assert!(menus[1].contains("ask me each time"), "{menus:?}");
        }
        for empire in ["", "assyria", "lydia"] {
            assert_eq!(selects(empire, asked).len(), 1, "{empire}");
        }
    }
}
