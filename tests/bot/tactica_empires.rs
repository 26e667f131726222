//! Tactica's Empires on Discord: a duel challenged with `empires`, its draft played in "My turn"
//! (each ban and pick a click in the player's private menus, every choice shown on the board as
//! it happens), then the castle choice; the Empires stay beside their players on the board. Then
//! the Empires' abilities used through the bot: Triumphs on a turn and in a reaction window, and
//! an ability as a reaction in the other player's turn.

use crate::fake_discord::*;
use crate::support::*;
use crate::tactica::{click_action, offered, stored, tactica_challenge, text_boards_bot};
use invictus::games::tactica::{
    text, Ability, AbilityAction, Action, CardKind, Decision, Recruit, Ruleset, Waiting,
};
use invictus::games::{Game, SeatNo};
use invictus::kit::lang::Lang;
use invictus::tr;
use serde_json::json;

/// `/tactica challenge` of `b` by `a` on the 3-castle map with `extra` options (`empires` among
/// them), its challenge naming the Empires, accepted by `b`: the match thread and its board.
async fn accepted_duel(
    fake: &FakeDiscord,
    a: &TestUser,
    b: &TestUser,
    extra: Vec<serde_json::Value>,
) -> (u64, FakeMessage) {
    let r = tactica_challenge(fake, a, 0, &[b], extra).await;
    let challenge = r.message.expect("the challenge");
    assert!(
        challenge
            .text()
            .contains(&tr!(Lang::EN, "tactica-challenge-empires")),
        "{}",
        challenge.text()
    );
    let accept = challenge.button("Accept").expect("Accept");
    let i = fake.click(b, &challenge, &accept).await;
    answer(fake, i).await;
    let thread = fake
        .wait_for(T, "the match thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let board = fake
        .wait_message(thread, T, |m| m.text().contains("Tactica · match #1"))
        .await;
    (thread, board)
}

/// The draft played by clicks on the board's Empire buttons (a pick with a further choice, Media's,
/// finished in the "My turn" page the button opens): the two bans and the two picks of `wanted`
/// (Empire ids), each by the seat the draft asks in the drawn order, a click by the other player
/// refused, each choice shown on the board at once.
async fn draft_by_clicks(
    fake: &FakeDiscord,
    db: &std::path::Path,
    thread: u64,
    board: &FakeMessage,
    users: [&TestUser; 2],
    wanted: [&str; 4],
) {
    let rules = Ruleset::standard();
    for (step, id) in wanted.into_iter().enumerate() {
        let m = stored(db);
        let decision = *m.game.decision().expect("the draft is a decision");
        let seat: SeatNo = decision.seat();
        let expected_seat = m.game.order()[step % 2];
        assert_eq!(seat, expected_seat, "the draft follows the drawn order");
        let empire = rules.empires.by_id(id).expect("an Empire");
        let legal = Game::legal_actions(&m.game, seat);
        let action = legal
            .iter()
            .copied()
            .find(|a| match (*a, decision) {
                (Action::BanEmpire { empire: e }, Decision::BanEmpire { .. }) => e == empire,
                (Action::PickEmpire { empire: e, .. }, Decision::PickEmpire { .. }) => e == empire,
                _ => false,
            })
            .expect("the Empire is open");
        let index = legal.iter().position(|x| *x == action).unwrap();
        let user = users[usize::from(seat)];
        // The Empire's button on the board, for this version.
        let button = format!("iv1:draft:1:{}:{empire}:tactica", m.game.version());
        let current = fake
            .wait_message(thread, T, |msg| {
                msg.id == board.id && msg.custom_ids().contains(&button)
            })
            .await;
        if step == 0 {
            // The other player's click is refused, and changes nothing.
            let other = users[1 - usize::from(seat)];
            let i = fake.click(other, &current, &button).await;
            let r = answer(fake, i).await;
            assert!(r.ephemeral, "a refusal is private");
            assert!(
                r.message.unwrap().text().contains("another player"),
                "the draft waits for its player"
            );
            assert_eq!(stored(db).game.version(), m.game.version());
        }
        let i = fake.click(user, &current, &button).await;
        let mut reply = answer(fake, i).await;
        if matches!(
            action,
            Action::PickEmpire {
                cheaper: Some(_),
                ..
            }
        ) {
            // A pick with a further choice (Media's cheaper type) opens "My turn" with them.
            let page = reply
                .message
                .clone()
                .expect("My turn, with the Empire's choices");
            reply = click_action(fake, user, &page, index).await;
        }
        assert!(reply.ephemeral || reply.kind == 4, "{reply:?}");
        assert_eq!(stored(db).game.version(), m.game.version() + 1);
        // The board tells everyone at once.
        let name = text::empire_name(Lang::EN, &rules, empire);
        fake.wait_message(thread, T, |m| m.id == board.id && m.text().contains(&name))
            .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t7_a_duel_with_empires_is_drafted_by_clicks_and_the_board_shows_each_choice() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = text_boards_bot(&fake, &db).await;
    let (a, b) = (alice(), bob());
    for u in [&a, &b] {
        fake.register_user(u);
    }
    let empires = vec![json!({"name": "empires", "type": 5, "value": true})];
    let (thread, board) = accepted_duel(&fake, &a, &b, empires).await;

    let rules = Ruleset::standard();
    let users = [&a, &b];
    // The draw winner bans Akkad, the other Sumer; they pick Persia and Media (naming its
    // cheaper type), as the draft asks them in turn.
    draft_by_clicks(
        &fake,
        &db,
        thread,
        &board,
        users,
        ["akkad", "sumer", "persia", "media"],
    )
    .await;
    let m = stored(&db);
    let first = m.game.order()[0];
    assert_eq!(
        m.game.player(first).empire,
        rules.empires.by_id("persia"),
        "the draw winner picked first"
    );
    assert!(
        m.game.player(1 - first).cheaper.is_some(),
        "Media named its type"
    );
    assert!(m.game.decision().is_none(), "the draft is over");
    // The board names both Empires beside their players, and the first castle choice is next.
    let shown = fake
        .wait_message(thread, T, |m| {
            m.id == board.id && m.text().contains("Persia") && m.text().contains("Media")
        })
        .await;
    let banned = tr!(
        Lang::EN,
        "tactica-board-banned",
        empires = "Akkad and Sumer"
    );
    assert!(shown.text().contains(&banned), "{}", shown.text());
    assert!(
        !shown
            .text()
            .lines()
            .any(|l| l.contains("<@") && l.contains("Akkad")),
        "a banned Empire is no one's"
    );
    let hand = open_hand(&fake, users[usize::from(first)], &board).await;
    assert!(
        hand.selects()
            .iter()
            .flat_map(|(_, options)| options.iter())
            .any(|(label, _)| label.contains("castle") || label.contains("Castle")),
        "the castle choice comes after the draft: {:?}",
        hand.selects()
    );
    bot.stop().await;
}

/// The players' seats and the match thread of a duel on Discord, with the bot's database.
struct Table<'a> {
    fake: &'a FakeDiscord,
    db: &'a std::path::Path,
    thread: u64,
    board: FakeMessage,
    users: [&'a TestUser; 2],
}

impl Table<'_> {
    fn user(&self, seat: SeatNo) -> &TestUser {
        self.users[usize::from(seat)]
    }

    /// The index of `action` among `seat`'s legal actions now (what its menus number).
    fn index(&self, seat: SeatNo, action: &Action) -> usize {
        let m = stored(self.db);
        let legal = Game::legal_actions(&m.game, seat);
        legal
            .iter()
            .position(|a| a == action)
            .unwrap_or_else(|| panic!("{action:?} is not legal for seat {seat}: {legal:?}"))
    }

    /// `seat` plays `action` (a castle choice or a turn's action) by clicks from "My turn".
    async fn play(&self, seat: SeatNo, action: Action) {
        let version = stored(self.db).game.version();
        let index = self.index(seat, &action);
        let hand = open_hand(self.fake, self.user(seat), &self.board).await;
        let reply = click_action(self.fake, self.user(seat), &hand, index).await;
        assert!(reply.ephemeral || reply.kind == 7, "{reply:?}");
        assert_eq!(stored(self.db).game.version(), version + 1, "{action:?}");
    }

    /// The public prompt of the window open now, once posted.
    async fn prompt(&self) -> FakeMessage {
        let pass = format!("iv1:pass:1:{}:tactica", stored(self.db).game.version());
        self.fake
            .wait_message(self.thread, T, |m| m.custom_ids().contains(&pass))
            .await
    }

    /// Every player the open windows wait for passes on the public prompt, until the match waits
    /// for a turn.
    async fn pass_windows(&self) {
        loop {
            let m = stored(self.db);
            let Waiting::Window { seats } = m.game.waiting() else {
                return;
            };
            let version = m.game.version();
            let prompt = self.prompt().await;
            let pass = format!("iv1:pass:1:{version}:tactica");
            let i = self.fake.click(self.user(seats[0]), &prompt, &pass).await;
            answer(self.fake, i).await;
            // A pass, and what a standing order answered after it (Eyes and Ears' cards).
            assert!(stored(self.db).game.version() > version, "a pass");
        }
    }

    /// `seat` clicks Respond on the open window's prompt: its reactions, shown to it alone.
    async fn respond(&self, seat: SeatNo) -> FakeMessage {
        let version = stored(self.db).game.version();
        let prompt = self.prompt().await;
        let respond = format!("iv1:respond:1:{version}:tactica");
        let i = self.fake.click(self.user(seat), &prompt, &respond).await;
        let reply = answer(self.fake, i).await;
        assert!(reply.ephemeral, "reactions are private");
        reply.message.expect("the reactions")
    }

    /// Chooses the option offered for `index` on `page` (a player's message or a group's page).
    async fn choose(&self, seat: SeatNo, page: &FakeMessage, index: usize) {
        let version = stored(self.db).game.version();
        let (id, value) = offered(page, index).expect("the option is on this page");
        let i = self
            .fake
            .select(self.user(seat), page, &id, &[&value])
            .await;
        let reply = answer(self.fake, i).await;
        assert!(reply.ephemeral || reply.kind == 7, "{reply:?}");
        assert_eq!(stored(self.db).game.version(), version + 1);
    }
}

/// Where action `index` is offered in `user`'s message `hand`, in the menu group labelled
/// `group`: the page that offers it and the option's label. A group of one choice is that choice
/// on the list of groups, its label led by the group's.
async fn find_in_group(
    fake: &FakeDiscord,
    user: &TestUser,
    hand: &FakeMessage,
    group: &str,
    index: usize,
) -> (FakeMessage, String) {
    let wanted = format!("a:{index}");
    let (pick, options) = hand
        .selects()
        .into_iter()
        .find(|(id, _)| id.starts_with("iv1:pick:"))
        .expect("an action menu");
    if let Some((label, _)) = options.iter().find(|(_, v)| *v == wanted) {
        assert!(
            label.starts_with(&format!("{group}: ")),
            "{label:?} is listed as the one choice of {group:?}"
        );
        return (hand.clone(), label.clone());
    }
    let (_, value) = options
        .iter()
        .find(|(label, _)| label == group)
        .unwrap_or_else(|| panic!("no group {group:?} in {options:?}"));
    let i = fake.select(user, hand, &pick, &[value]).await;
    let page = answer(fake, i).await.message.expect("the group's page");
    let label = page
        .selects()
        .into_iter()
        .flat_map(|(_, options)| options)
        .find(|(_, v)| *v == wanted)
        .map(|(label, _)| label)
        .unwrap_or_else(|| panic!("action {index} is not in {group:?}: {:?}", page.selects()));
    (page, label)
}

/// The labels of the options of every menu on `page`.
fn option_labels(page: &FakeMessage) -> Vec<String> {
    page.selects()
        .into_iter()
        .flat_map(|(_, options)| options.into_iter().map(|(label, _)| label))
        .collect()
}

/// A duel drafted by clicks with Assyria and Akkad, whose abilities are used through the bot:
/// Akkad's Triumph, Eyes and Ears, from its "My turn" menus on its turn; Assyria's Triumph,
/// Terror, as a reaction in the window that opens on it (T93); and Akkad's TELEPORT as a
/// reaction in Assyria's turn (T86). Each is offered in the menu of the player who holds it
/// (the Triumphs in the Empire's group, TELEPORT with its unit), the public prompt and board show
/// what waits on the stack, and the store has each effect. The hand Eyes and Ears shows is shown
/// to the players it is shown to (in their own "My turn"); no card in a hand is named in public.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t89_t93_t86_empires_use_their_triumphs_and_teleport_through_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let fake = FakeDiscord::start().await;
    let bot = text_boards_bot(&fake, &db).await;
    let (a, b) = (alice(), bob());
    for u in [&a, &b] {
        fake.register_user(u);
    }
    // Windows that stay open while the test reads them (the default is seconds).
    let extra = vec![
        json!({"name": "empires", "type": 5, "value": true}),
        string_option("reaction_window", "10m"),
    ];
    let (thread, board) = accepted_duel(&fake, &a, &b, extra).await;
    let users = [&a, &b];
    // The draw winner bans Sumer and picks Assyria; the other bans Babylon and picks Akkad.
    draft_by_clicks(
        &fake,
        &db,
        thread,
        &board,
        users,
        ["sumer", "babylon", "assyria", "akkad"],
    )
    .await;
    let t = Table {
        fake: &fake,
        db: &db,
        thread,
        board,
        users,
    };
    let rules = Ruleset::standard();
    let en = Lang::EN;
    let m = stored(&db);
    let (assyria, akkad) = (m.game.order()[0], m.game.order()[1]);
    assert_eq!(
        m.game.player(assyria).empire,
        rules.empires.by_id("assyria")
    );
    assert_eq!(m.game.player(akkad).empire, rules.empires.by_id("akkad"));
    let castle = |seat: SeatNo| {
        Game::legal_actions(&stored(&db).game, seat)
            .into_iter()
            .find(|a| matches!(a, Action::ChooseCastle { .. }))
            .expect("a castle to choose")
    };
    let ability_group = tr!(en, "tactica-group-ability");
    let triumph_label = |triumph: &str| {
        tr!(
            en,
            "tactica-text-ability-triumph",
            triumph = tr!(en, "tactica-triumph", triumph = triumph),
            gold = rules.empires.triumph_cost
        )
    };

    // Turn 1, Assyria: its castle, a card bought (the window after the buy waits for Assyria
    // alone: it may answer with Terror), the turn ended.
    t.play(assyria, castle(assyria)).await;
    t.play(assyria, Action::BuyCard).await;
    assert!(
        matches!(stored(&db).game.waiting(), Waiting::Window { ref seats } if seats == &vec![assyria]),
        "Terror makes Assyria eligible (T79): {:?}",
        stored(&db).game.waiting()
    );
    t.pass_windows().await;
    let shown_card = stored(&db).game.player(assyria).hand.clone();
    assert_eq!(shown_card.len(), 1, "Assyria drew its card");
    let shown_name = text::card_name(en, &rules, shown_card[0]);
    t.play(assyria, Action::EndTurn).await;
    t.pass_windows().await;

    // Turn 2, Akkad: its castle, a Light Infantry recruited by a typed command onto a Keep.
    t.play(akkad, castle(akkad)).await;
    let m = stored(&db);
    let (keep, li) = Game::legal_actions(&m.game, akkad)
        .into_iter()
        .find_map(|a| match a {
            Action::Recruit {
                what: Recruit::Unit { kind, tier: 1 },
                field,
            } if kind == rules.light_infantry => Some((field, kind)),
            _ => None,
        })
        .expect("a Light Infantry to recruit");
    let i = fake
        .command(
            users[usize::from(akkad)],
            thread,
            "tactica",
            json!([{"name": "recruit", "type": 1, "options": [
                string_option("field", m.game.board().label(keep)),
                string_option("unit", &rules.unit(li).name)
            ]}]),
        )
        .await;
    let r = answer(&fake, i).await;
    assert!(
        r.message.as_ref().unwrap().text().starts_with("✅"),
        "{r:?}"
    );
    t.pass_windows().await;
    assert!(stored(&db)
        .game
        .unit(keep)
        .is_some_and(|u| u.owner == akkad));

    // Eyes and Ears is in Akkad's menu, in the Empire's group; before it, Akkad has seen no
    // hand.
    let turn = stored(&db).game.turn();
    let seen = tr!(
        en,
        "tactica-text-seen-hand",
        seat = u32::from(assyria) + 1,
        turn = turn,
        cards = shown_name.as_str()
    );
    let hand = open_hand(&fake, users[usize::from(akkad)], &t.board).await;
    assert!(!hand.text().contains(&seen), "{}", hand.text());
    let eyes = Action::Ability {
        ability: AbilityAction::Triumph,
    };
    let index = t.index(akkad, &eyes);
    let (page, label) = find_in_group(
        &fake,
        users[usize::from(akkad)],
        &hand,
        &ability_group,
        index,
    )
    .await;
    assert!(
        label.ends_with(&triumph_label("eyes_and_ears")),
        "{label:?}"
    );
    t.choose(akkad, &page, index).await;
    let akkad_gold = stored(&db).game.player(akkad).gold;

    // The window on Eyes and Ears waits for both: Assyria (its card, and Terror) and Akkad (its
    // Light Infantry may TELEPORT from its Keep). Assyria's reactions offer Terror; Akkad's
    // offer no Triumph (its own is on the stack).
    let seats = match stored(&db).game.waiting() {
        Waiting::Window { seats } => seats,
        other => panic!("a window on Eyes and Ears: {other:?}"),
    };
    assert!(
        seats.contains(&assyria) && seats.contains(&akkad),
        "{seats:?}"
    );
    let prompt = t.prompt().await;
    assert!(
        prompt.text().contains(&triumph_label("eyes_and_ears")),
        "the prompt shows the stack: {}",
        prompt.text()
    );
    let reactions = t.respond(akkad).await;
    assert!(
        !option_labels(&reactions)
            .iter()
            .any(|l| l.starts_with(&ability_group)),
        "{:?}",
        option_labels(&reactions)
    );
    let reactions = t.respond(assyria).await;
    let terror = eyes;
    let index = t.index(assyria, &terror);
    let (page, label) = find_in_group(
        &fake,
        users[usize::from(assyria)],
        &reactions,
        &ability_group,
        index,
    )
    .await;
    assert!(label.ends_with(&triumph_label("terror")), "{label:?}");
    let assyria_gold = stored(&db).game.player(assyria).gold;
    t.choose(assyria, &page, index).await;
    let m = stored(&db);
    let p = m.game.player(assyria);
    assert!(p.triumph_used, "Terror is spent (T84: once per game)");
    assert_eq!(p.gold, assyria_gold - rules.empires.triumph_cost);
    assert_eq!(m.game.stack().len(), 2, "Terror over Eyes and Ears");

    // Everyone sees Terror on the stack: on the new window's prompt and on the board.
    let prompt = t.prompt().await;
    let text = prompt.text();
    assert!(
        text.contains(&triumph_label("terror")) && text.contains(&triumph_label("eyes_and_ears")),
        "{text}"
    );
    fake.wait_message(thread, T, |m| {
        m.id == t.board.id && m.text().contains(&triumph_label("terror"))
    })
    .await;
    t.pass_windows().await;

    // Both resolved: Terror for this turn, then Eyes and Ears: Akkad took two Intelligence cards
    // and has seen Assyria's hand.
    let m = stored(&db);
    assert!(m.game.stack().is_empty());
    assert_eq!(
        m.game.snapshot().terror_turn,
        m.game.turn(),
        "Terror holds this turn"
    );
    let k = m.game.player(akkad);
    assert!(k.triumph_used);
    assert_eq!(k.gold, akkad_gold, "Eyes and Ears was paid when declared");
    // Every Intelligence card not in Assyria's hand (it may have drawn one).
    let (intelligence, copies) = rules
        .cards
        .iter()
        .enumerate()
        .find(|(_, c)| c.id == "intelligence")
        .map(|(i, c)| (i as CardKind, usize::from(c.count)))
        .expect("the Intelligence card");
    let free = copies - shown_card.iter().filter(|&&c| c == intelligence).count();
    assert_eq!(
        k.hand,
        vec![intelligence; usize::from(rules.empires.numbers.eyes_and_ears_cards).min(free)],
        "Eyes and Ears takes Intelligence cards (T89)"
    );
    assert_eq!(
        k.knowledge.hands,
        vec![(assyria, shown_card.clone(), m.game.turn())],
        "Akkad was shown Assyria's hand"
    );
    let hand = open_hand(&fake, users[usize::from(akkad)], &t.board).await;
    assert!(hand.text().contains(&seen), "{}", hand.text());

    // Turn 3, Assyria's: Akkad answers the window on its End of turn with TELEPORT, from its
    // Light Infantry's group, to another Keep of its castle.
    t.play(akkad, Action::EndTurn).await;
    t.pass_windows().await;
    t.play(assyria, Action::EndTurn).await;
    let m = stored(&db);
    assert_eq!(m.game.active(), assyria);
    let teleport = Game::legal_actions(&m.game, akkad)
        .into_iter()
        .find(|a| {
            matches!(a, Action::Ability { ability: AbilityAction::Teleport { unit, .. } } if *unit == keep)
        })
        .expect("TELEPORT is a reaction of Akkad's in Assyria's turn");
    let Action::Ability {
        ability: AbilityAction::Teleport { to, .. },
    } = teleport
    else {
        unreachable!()
    };
    let reactions = t.respond(akkad).await;
    let unit_group = tr!(
        en,
        "tactica-group-unit",
        unit = text::unit_type_name(en, &rules, li),
        field = m.game.board().label(keep)
    );
    let index = t.index(akkad, &teleport);
    let (page, label) = find_in_group(
        &fake,
        users[usize::from(akkad)],
        &reactions,
        &unit_group,
        index,
    )
    .await;
    assert!(
        label.contains("TELEPORT") && label.contains(m.game.board().label(to)),
        "{label:?}"
    );
    t.choose(akkad, &page, index).await;
    assert_ne!(
        stored(&db).game.player(akkad).used & Ability::Teleport.bit(),
        0,
        "TELEPORT is spent for the round"
    );
    t.pass_windows().await;
    let m = stored(&db);
    assert!(m.game.unit(keep).is_none(), "the unit left its Keep");
    assert!(m
        .game
        .unit(to)
        .is_some_and(|u| u.owner == akkad && u.kind == li));

    // No card in a hand was named in public but where the rules show it to everyone: the hand
    // Eyes and Ears showed and the Intelligence cards it took, in the board's recent events
    // (T89). Those lines taken out, no held card's name is left in any public message.
    let held: Vec<String> = (0..2)
        .flat_map(|seat| m.game.player(seat).hand.clone())
        .map(|c| text::card_name(en, &rules, c))
        .collect();
    assert!(
        held.contains(&shown_name) && held.contains(&text::card_name(en, &rules, intelligence))
    );
    let mut public = 0;
    for message in fake.all_messages() {
        if message.ephemeral {
            continue;
        }
        for version in message.history.iter() {
            public += 1;
            let text: String = version
                .to_string()
                .split("\\n")
                .filter(|line| {
                    !line.contains("shown to everyone") && !line.contains("into the hand")
                })
                .collect::<Vec<_>>()
                .join("\\n");
            for name in &held {
                assert!(!text.contains(name.as_str()), "{name} in public: {text}");
            }
        }
    }
    assert!(public > 10, "{public} public versions looked at");
    let revealed = format!("hand is shown to everyone: {shown_name}.");
    assert!(
        fake.all_messages().iter().any(|message| !message.ephemeral
            && message
                .history
                .iter()
                .any(|version| version.to_string().contains(&revealed))),
        "the board shows the revealed hand to everyone (T89)"
    );
    bot.stop().await;
}
