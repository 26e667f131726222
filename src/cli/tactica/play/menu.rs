//! The terminal game's menus. The first menu's keys stay put for a whole turn: letters for what
//! is always there (`e` end the turn or pass, `c` buy a card, `r` recruit, `a` action cards,
//! `x` the Empire's abilities) and a unit's own field for that unit (`F7`); the lists under them
//! are numbered, and a list of fields also takes a field's name. Nothing runs by itself: a list
//! with one choice is still a list. Refusals of typed moves say why.

use crate::games::tactica::text;
use crate::games::tactica::{
    Action, Board, CardTarget, Field, Match, Recruit, Ruleset, Seat, TacticaView, Waiting,
};
use crate::kit::lang::Lang;
use crate::tr;

/// A choice in a menu: an action, or a list to choose from.
pub(super) enum Node {
    Act(Action),
    List(Vec<Item>),
}

/// A line of a menu: the key typed to choose it, its words, and what it leads to.
pub(super) struct Item {
    pub key: String,
    pub label: String,
    pub node: Node,
}

impl Item {
    fn act(key: String, label: String, action: Action) -> Item {
        Item {
            key,
            label,
            node: Node::Act(action),
        }
    }
}

/// What the menus are drawn from: the match as the player sees it.
pub(super) struct Menus<'a> {
    pub lang: Lang,
    pub seat: Seat,
    pub view: &'a TacticaView,
    pub board: &'a Board,
    pub rules: &'a Ruleset,
}

impl Menus<'_> {
    fn describe(&self, action: &Action) -> String {
        text::describe_action(
            self.lang, action, self.seat, self.view, self.board, self.rules,
        )
    }

    fn numbered(&self, actions: &[Action]) -> Vec<Item> {
        actions
            .iter()
            .enumerate()
            .map(|(i, a)| Item::act((i + 1).to_string(), self.describe(a), *a))
            .collect()
    }

    /// The first menu for `legal` while the match is `waiting`.
    pub fn top(&self, waiting: &Waiting, legal: &[Action]) -> Vec<Item> {
        let lang = self.lang;
        match waiting {
            Waiting::Turn { .. } | Waiting::Window { .. } => {}
            // A castle choice or a decision: its answers, numbered as the rules list them.
            _ => return self.numbered(legal),
        }
        let mut items = Vec::new();
        for (key, action) in [
            ("e", Action::EndTurn),
            ("p", Action::Pass),
            ("c", Action::BuyCard),
            ("t", Action::PeekTemple),
        ] {
            if legal.contains(&action) {
                items.push(Item::act(key.to_string(), self.describe(&action), action));
            }
        }
        // Each unit under its own field, in map order.
        let mut units: Vec<Field> = legal
            .iter()
            .filter_map(|a| match *a {
                Action::Move { unit, .. } | Action::Attack { unit, .. } => Some(unit),
                Action::Ability { ability } => ability.unit(),
                _ => None,
            })
            .collect();
        units.sort_unstable();
        units.dedup();
        for unit in units {
            let mut actions: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| match *a {
                    Action::Move { unit: u, .. } | Action::Attack { unit: u, .. } => u == unit,
                    Action::Ability { ability } => ability.unit() == Some(unit),
                    _ => false,
                })
                .collect();
            // Attacks first: there are fewer of them and they matter more.
            actions.sort_by_key(|a| !matches!(a, Action::Attack { .. }));
            let name = self
                .view
                .units
                .iter()
                .find(|u| u.field == unit)
                .map_or_else(
                    || tr!(lang, "tactica-text-play-group-any-unit"),
                    |u| text::unit_type_name(lang, self.rules, u.kind),
                );
            let title = tr!(
                lang,
                "tactica-text-play-group-unit",
                unit = name,
                field = self.board.label(unit)
            );
            items.push(Item {
                key: self.board.label(unit).to_string(),
                label: format!("{title}: {}", group_size(lang, &actions)),
                node: Node::List(self.numbered(&actions)),
            });
        }
        if let Some(recruits) = self.recruits(legal) {
            items.push(recruits);
        }
        let cards = self.cards(legal);
        if !cards.is_empty() {
            let key = if matches!(waiting, Waiting::Window { .. }) {
                "r"
            } else {
                "a"
            };
            let label = if key == "r" {
                tr!(
                    lang,
                    "tactica-text-play-menu-reactions",
                    count = cards.len()
                )
            } else {
                tr!(lang, "tactica-text-play-menu-cards", count = cards.len())
            };
            items.push(Item {
                key: key.to_string(),
                label,
                node: Node::List(cards),
            });
        }
        let empire: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Ability { ability } if ability.unit().is_none()))
            .collect();
        if !empire.is_empty() {
            items.push(Item {
                key: "x".to_string(),
                label: tr!(lang, "tactica-text-play-menu-empire", count = empire.len()),
                node: Node::List(self.numbered(&empire)),
            });
        }
        items
    }

    /// `r`: a line per unit type with its price (numbered in the ruleset's order, so a type
    /// keeps its number), each with the fields it may be recruited on.
    fn recruits(&self, legal: &[Action]) -> Option<Item> {
        let lang = self.lang;
        let mut kinds: Vec<(u32, Recruit, Vec<Action>)> = Vec::new();
        for &action in legal {
            let Action::Recruit { what, .. } = action else {
                continue;
            };
            let order = match what {
                Recruit::Unit { kind, tier } => u32::from(kind) * 16 + u32::from(tier),
                Recruit::Wagon => u32::MAX - 1,
                Recruit::Chariot => u32::MAX,
            };
            match kinds.iter_mut().find(|(o, _, _)| *o == order) {
                Some((_, _, actions)) => actions.push(action),
                None => kinds.push((order, what, vec![action])),
            }
        }
        if kinds.is_empty() {
            return None;
        }
        kinds.sort_by_key(|(order, _, _)| *order);
        let player = self.view.players.iter().find(|p| p.seat == self.seat);
        let items = kinds
            .into_iter()
            .enumerate()
            .map(|(i, (_, what, actions))| {
                let cost = self.rules.recruit_cost(
                    player.and_then(|p| p.empire),
                    player.and_then(|p| p.cheaper),
                    what,
                );
                Item {
                    key: (i + 1).to_string(),
                    label: tr!(
                        lang,
                        "tactica-text-play-recruit-kind",
                        unit = text::recruit_name(lang, self.rules, what),
                        cost = cost,
                        fields = actions.len()
                    ),
                    node: Node::List(self.numbered(&actions)),
                }
            })
            .collect::<Vec<_>>();
        Some(Item {
            key: "r".to_string(),
            label: tr!(lang, "tactica-text-play-menu-recruit", count = items.len()),
            node: Node::List(items),
        })
    }

    /// The cards that may be played, one line each; a card that moves a unit somewhere (Forced
    /// March, Reinforcements) lists the units first, each under its field, then where to.
    fn cards(&self, legal: &[Action]) -> Vec<Item> {
        let lang = self.lang;
        let mut cards: Vec<(u8, Vec<Action>)> = Vec::new();
        for &action in legal {
            let Action::PlayCard { card, .. } = action else {
                continue;
            };
            match cards.iter_mut().find(|(c, _)| *c == card) {
                Some((_, actions)) => actions.push(action),
                None => cards.push((card, vec![action])),
            }
        }
        cards
            .into_iter()
            .enumerate()
            .map(|(i, (card, actions))| {
                let moved = |a: &Action| match *a {
                    Action::PlayCard {
                        target: CardTarget::Push { field, .. } | CardTarget::Reinforce { field, .. },
                        ..
                    } => Some(field),
                    _ => None,
                };
                let node = if actions.iter().all(|a| moved(a).is_some()) {
                    let mut units: Vec<Field> = actions.iter().filter_map(moved).collect();
                    units.sort_unstable();
                    units.dedup();
                    Node::List(
                        units
                            .into_iter()
                            .map(|unit| {
                                let to: Vec<Action> = actions
                                    .iter()
                                    .copied()
                                    .filter(|a| moved(a) == Some(unit))
                                    .collect();
                                Item {
                                    key: self.board.label(unit).to_string(),
                                    label: tr!(
                                        lang,
                                        "tactica-text-play-card-unit",
                                        unit = text::on_field(
                                            lang, self.view, self.board, self.rules, unit
                                        ),
                                        count = to.len()
                                    ),
                                    node: Node::List(self.numbered(&to)),
                                }
                            })
                            .collect(),
                    )
                } else {
                    Node::List(self.numbered(&actions))
                };
                Item {
                    key: (i + 1).to_string(),
                    label: format!(
                        "{} ({})",
                        tr!(
                            lang,
                            "tactica-text-play-group-card",
                            card = text::card_name(lang, self.rules, card)
                        ),
                        tr!(lang, "tactica-text-play-targets", count = actions.len())
                    ),
                    node,
                }
            })
            .collect()
    }
}

/// The action in `items` that a field's name picks: the list item keyed by that name, or the
/// one action whose destination, target or field it is (an attack before a move).
pub(super) fn by_field(items: &[Item], field: Field) -> Option<&Item> {
    let lands = |item: &&Item| match &item.node {
        Node::Act(Action::Attack { target, .. }) => *target == field,
        Node::Act(Action::Move { path, .. }) => path.last() == Some(field),
        Node::Act(Action::Recruit { field: f, .. }) => *f == field,
        Node::Act(Action::PlayCard { target, .. }) => match *target {
            CardTarget::Unit { field: f } => f == field,
            CardTarget::Push { to, .. } | CardTarget::Reinforce { to, .. } => to == field,
            _ => false,
        },
        Node::Act(Action::ChooseCastle { .. }) => false,
        _ => false,
    };
    items.iter().find(lands)
}

/// Why the unit of `seat` on `from` can neither move to nor attack `to` now, in words.
pub(super) fn why_not(game: &Match, lang: Lang, seat: Seat, from: Field, to: Field) -> String {
    let board = game.board();
    let view = game.view(Some(seat));
    let label = |f: Field| board.label(f);
    let Some(u) = view
        .units
        .iter()
        .find(|u| u.field == from && u.owner == seat)
    else {
        return tr!(lang, "tactica-text-play-no-unit", field = label(from));
    };
    let enemy = view
        .units
        .iter()
        .find(|t| t.field == to)
        .is_some_and(|t| !game.friendly(t.owner, seat))
        || view
            .wagons
            .iter()
            .any(|&(f, owner)| f == to && !game.friendly(owner, seat));
    let why = if u.fatigued {
        "fatigued"
    } else if u.finished {
        "finished"
    } else if enemy && u.combat_used {
        "fought"
    } else if enemy && u.range > 0 {
        let distance = board.distance(from, to);
        if distance > u32::from(u.range) {
            return tr!(
                lang,
                "tactica-text-play-why-range",
                to = label(to),
                distance = distance,
                range = u.range
            );
        }
        "other"
    } else if enemy && board.distance(from, to) > 1 {
        "not-adjacent"
    } else if u.mp == 0 && u.wagon_mp == 0 {
        "no-movement"
    } else if view
        .units
        .iter()
        .any(|t| t.field == to && game.friendly(t.owner, seat))
    {
        "occupied"
    } else if !enemy {
        return tr!(
            lang,
            "tactica-text-play-why-far",
            to = label(to),
            moves = u.mp + u.wagon_mp
        );
    } else {
        "other"
    };
    tr!(
        lang,
        "tactica-text-play-why",
        from = label(from),
        to = label(to),
        why = why
    )
}

/// A unit's choices in words: "9 fields to move to, 1 attack".
pub(super) fn group_size(lang: Lang, actions: &[Action]) -> String {
    let moves = actions
        .iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .count();
    let attacks = actions
        .iter()
        .filter(|a| matches!(a, Action::Attack { .. }))
        .count();
    let other = actions.len() - moves - attacks;
    let mut parts = Vec::new();
    if moves > 0 {
        parts.push(tr!(lang, "tactica-text-play-moves", count = moves));
    }
    if attacks > 0 {
        parts.push(tr!(lang, "tactica-text-play-attacks", count = attacks));
    }
    if other > 0 {
        parts.push(tr!(lang, "tactica-text-play-choices", count = other));
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tactica::scenario::Scenario;

    #[test]
    fn a_refused_move_or_attack_says_why() {
        let mut s = Scenario::new("tactica-3p", 2);
        let light = s.unit(0, "LI", "2,0");
        let tired = s.unit(0, "LI", "-2,2");
        s.fatigued("-2,2");
        let archer = s.unit_tier(0, "AR", 1, "-3,0");
        let enemy = s.unit(1, "LI", "5,0");
        let far = s.field("-5,3");
        let game = s.build();
        let why = |from, to| why_not(&game, Lang::EN, 0, from, to);
        assert!(
            why(light, enemy).contains("needs an adjacent target"),
            "{}",
            why(light, enemy)
        );
        assert!(
            why(tired, far).contains("recruited this turn"),
            "{}",
            why(tired, far)
        );
        assert!(
            why(archer, enemy).contains("out of range"),
            "{}",
            why(archer, enemy)
        );
        assert!(
            why(light, far).contains("out of reach"),
            "{}",
            why(light, far)
        );
        assert!(
            why(enemy, light).contains("no unit of yours"),
            "{}",
            why(enemy, light)
        );
    }
}
