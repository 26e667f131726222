//! What a person at the terminal is asked: the menu of their open actions, typed moves, and what they are shown.

use super::*;

impl Session<'_> {
    /// Asks the human in `seat` for an action. In a window with nothing to play they pass
    /// without being asked.
    pub(super) fn ask(
        &mut self,
        seat: Seat,
        waiting: &Waiting,
    ) -> Result<Choice, TacticaPlayError> {
        let lang = self.lang;
        let mut legal = self.game.legal_actions(seat);
        legal.retain(|a| *a != Action::Surrender);
        if matches!(waiting, Waiting::Window { .. }) && legal == [Action::Pass] {
            return Ok(Choice::Act(Action::Pass));
        }
        let humans = self
            .seats
            .iter()
            .filter(|&&p| p == TacticaSeat::Human)
            .count();
        if humans > 1 && self.last_human != Some(seat) {
            writeln!(
                self.out,
                "\n{}",
                tr!(
                    lang,
                    "tactica-text-play-pass-keyboard",
                    seat = u32::from(seat) + 1
                )
            )?;
            self.out.flush()?;
            if self.read_line()?.is_none() {
                return Ok(Choice::Stop);
            }
            self.shown = None;
            self.board_shown = None;
        }
        self.last_human = Some(seat);
        let view = self.game.view(Some(seat));
        self.show(seat, &view, waiting)?;
        let menus = menu::Menus {
            lang,
            seat,
            view: &view,
            board: &self.board,
            rules: &self.rules,
        };
        let top = menus.top(waiting, &legal);
        // The lists chosen into, from the first menu down.
        let mut path: Vec<usize> = Vec::new();
        let mut not_understood = 0;
        loop {
            let items = open_list(&top, &path);
            if path.is_empty() {
                writeln!(self.out, "{}", self.heading(seat, waiting))?;
            } else {
                writeln!(self.out, "   0. {}", tr!(lang, "tactica-text-play-back"))?;
            }
            for item in items {
                let more = if matches!(item.node, menu::Node::List(_)) {
                    "…"
                } else {
                    ""
                };
                writeln!(self.out, "  {:>3}. {}{more}", item.key, item.label)?;
            }
            write!(self.out, "> ")?;
            self.out.flush()?;
            let Some(answer) = self.read_line()? else {
                writeln!(self.out)?;
                return Ok(Choice::Stop);
            };
            let key = answer.to_lowercase();
            match key.as_str() {
                "" => continue,
                "q" | "quit" | "exit" => return Ok(Choice::Stop),
                "b" | "board" => {
                    write!(
                        self.out,
                        "\n{}",
                        text::board_text(lang, &view, &self.board, &self.rules)
                    )?;
                    continue;
                }
                "h" | "help" | "?" => {
                    writeln!(self.out, "{}", tr!(lang, "tactica-text-play-help"))?;
                    continue;
                }
                "surrender" => return Ok(Choice::Act(Action::Surrender)),
                "0" | "back" if !path.is_empty() => {
                    path.pop();
                    continue;
                }
                "e" => match self.go_on(waiting, &legal)? {
                    Some(action) => return Ok(Choice::Act(action)),
                    None => continue,
                },
                _ => {}
            }
            let chosen = items
                .iter()
                .position(|item| item.key.to_lowercase() == key)
                .or_else(|| {
                    let field = self.board.parse_field(&answer)?;
                    let item = menu::by_field(items, field)?;
                    items.iter().position(|i| std::ptr::eq(i, item))
                });
            if let Some(index) = chosen {
                match &items[index].node {
                    menu::Node::Act(action) => return Ok(Choice::Act(*action)),
                    menu::Node::List(_) => {
                        path.push(index);
                        continue;
                    }
                }
            }
            match self.typed_move(seat, &answer, &legal) {
                Some(Ok(action)) => return Ok(Choice::Act(action)),
                Some(Err(why)) => {
                    writeln!(
                        self.out,
                        "{}",
                        tr!(lang, "tactica-text-play-refused", why = why)
                    )?;
                    continue;
                }
                None => {}
            }
            not_understood += 1;
            if not_understood >= NOT_UNDERSTOOD {
                writeln!(self.out, "{}", tr!(lang, "tactica-text-play-giving-up"))?;
                return Ok(Choice::Stop);
            }
            writeln!(self.out, "{}", tr!(lang, "tactica-text-play-type-a-key"))?;
        }
    }

    /// `e`: what moves the match on. The end of a turn is confirmed first (`None` if it is
    /// not); a window is passed; a question gets its first (usual) answer.
    pub(super) fn go_on(
        &mut self,
        waiting: &Waiting,
        legal: &[Action],
    ) -> Result<Option<Action>, TacticaPlayError> {
        match waiting {
            Waiting::Turn { .. } => {
                write!(
                    self.out,
                    "{} ",
                    tr!(self.lang, "tactica-text-play-confirm-end")
                )?;
                self.out.flush()?;
                let answer = self.read_line()?.unwrap_or_default().to_lowercase();
                let sure = matches!(
                    answer.as_str(),
                    "e" | "y" | "yes" | "o" | "oui" | "a" | "ano"
                );
                Ok(sure.then_some(Action::EndTurn))
            }
            Waiting::Window { .. } => Ok(Some(Action::Pass)),
            _ => Ok(legal.first().copied()),
        }
    }

    /// What the person is shown before choosing: the whole board once a turn (and on `b`),
    /// then only their gold and hand when the match changed (the changes themselves were told
    /// as they came); in a window, what is on the stack.
    pub(super) fn show(
        &mut self,
        seat: Seat,
        view: &TacticaView,
        waiting: &Waiting,
    ) -> Result<(), TacticaPlayError> {
        let lang = self.lang;
        if self.shown == Some((seat, view.version)) {
            return Ok(());
        }
        self.shown = Some((seat, view.version));
        if matches!(waiting, Waiting::Window { .. }) {
            write!(
                self.out,
                "\n{}",
                text::stack_text(lang, view, &self.board, &self.rules)
            )?;
            // An attack is two windows: its Entering Combat, then the Combat (T40).
            let attack = view.stack.last().is_some_and(|item| {
                matches!(
                    item.item,
                    crate::games::tactica::Item::EnterCombat | crate::games::tactica::Item::Combat
                )
            });
            if attack {
                writeln!(self.out, "{}", tr!(lang, "tactica-text-play-two-windows"))?;
            }
            write!(self.out, "{}", text::hand_text(lang, view, &self.rules))?;
        } else if self.board_shown != Some((seat, view.turn)) {
            self.board_shown = Some((seat, view.turn));
            write!(
                self.out,
                "\n{}",
                text::board_text(lang, view, &self.board, &self.rules)
            )?;
        } else {
            write!(
                self.out,
                "\n{}",
                text::players_text(lang, view, &self.rules)
            )?;
            write!(self.out, "{}", text::hand_text(lang, view, &self.rules))?;
        }
        Ok(())
    }

    pub(super) fn heading(&self, seat: Seat, waiting: &Waiting) -> String {
        let (lang, seat) = (self.lang, u32::from(seat) + 1);
        match waiting {
            Waiting::Castle { .. } => tr!(lang, "tactica-text-play-castle", seat = seat),
            Waiting::Turn { .. } => tr!(lang, "tactica-text-play-turn", seat = seat),
            Waiting::Window { .. } => tr!(lang, "tactica-text-play-window", seat = seat),
            Waiting::Decision { .. } => tr!(lang, "tactica-text-play-decide", seat = seat),
            Waiting::Over => String::new(),
        }
    }

    /// A move or attack typed as fields ("F7 F9", "F7 F8 F9"): None when the text names no
    /// fields, else the action or why it cannot be taken.
    pub(super) fn typed_move(
        &self,
        seat: Seat,
        answer: &str,
        legal: &[Action],
    ) -> Option<Result<Action, String>> {
        let fields: Option<Vec<_>> = answer
            .split(|c: char| c.is_whitespace() || c == '-' || c == '>')
            .filter(|w| !w.is_empty())
            .map(|w| self.board.parse_field(w))
            .collect();
        let fields = fields.filter(|f| f.len() >= 2)?;
        let (from, to) = (fields[0], fields[fields.len() - 1]);
        let lang = self.lang;
        if self.game.unit(from).is_none_or(|u| u.owner != seat) {
            return Some(Err(tr!(
                lang,
                "tactica-text-play-no-unit",
                field = self.board.label(from)
            )));
        }
        if !matches!(self.game.waiting(), Waiting::Turn { .. }) {
            return Some(Err(tr!(lang, "tactica-text-play-not-your-turn")));
        }
        if fields.len() == 2 {
            let attack = Action::Attack {
                unit: from,
                target: to,
            };
            if legal.contains(&attack) {
                return Some(Ok(attack));
            }
            return match self.game.move_to(seat, from, to) {
                Some(action) if legal.contains(&action) => Some(Ok(action)),
                _ => Some(Err(menu::why_not(&self.game, lang, seat, from, to))),
            };
        }
        // A path is checked by `apply`, whose refusal says what is wrong with it.
        Some(match MovePath::from_slice(&fields[1..]) {
            Some(path) => Ok(Action::Move {
                unit: from,
                path,
                leave_wagon: false,
            }),
            None => Err(tr!(lang, "tactica-text-play-path-too-long")),
        })
    }
}
