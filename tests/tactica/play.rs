//! `invictus play --game tactica` driven through a pipe, and Tactica's text: a whole match from
//! "e" lines against the built-in player (the default) and at a level chosen, menu keys that stay
//! put and an end of turn that is confirmed, bad input that changes nothing, a saved match
//! resumed, hot-seat play, a board whose field labels can be read off the map, and hands that
//! only their owner sees.

use crate::common::invictus_command;
use invictus::games::tactica::scenario::Scenario;
use invictus::games::tactica::text;
use invictus::games::tactica::{Action, Event, TacticaLog};
use invictus::kit::lang::Lang;
use std::io::Write;
use std::path::Path;
use std::process::Stdio;

/// Runs `invictus play --game tactica ARGS` with `input` on stdin; returns (exit code, stdout,
/// stderr).
fn play(args: &[&str], input: String) -> (i32, String, String) {
    let mut child = invictus_command()
        .args(["play", "--game", "tactica"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start invictus play");
    let mut stdin = child.stdin.take().unwrap();
    // The program may finish before reading every line: a closed pipe is fine.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

/// `n` lines of "e": go on (end the turn, confirmed by the next "e"; pass; the usual answer).
fn es(n: usize) -> String {
    "e\n".repeat(n)
}

fn saved(path: &Path) -> TacticaLog {
    TacticaLog::from_json(&std::fs::read_to_string(path).unwrap()).expect("a Tactica log")
}

#[test]
fn e_forever_plays_a_whole_match() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let (code, out, err) = play(
        &["--save", save.to_str().unwrap(), "--seed", "5"],
        es(20_000),
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(
        out.contains("Player 1 you, Player 2 normal built-in player;"),
        "the built-in player is the default opponent: {out}"
    );
    assert!(
        out.contains("Player 2 (normal built-in player): "),
        "the built-in player's moves are told"
    );
    assert!(out.contains("    e. End turn"), "{out}");
    assert!(
        out.contains("End your turn now?"),
        "ending a turn is confirmed: {out}"
    );
    assert!(out.contains("Your hand ("));
    let over = out.rfind("Game over: ").expect("an outcome");
    assert!(
        out[over..].contains(" points ("),
        "the scores: {}",
        &out[over..]
    );
    let log = saved(&save);
    assert!(log.outcome.is_some());
    let (game, _) = log.replay(None).expect("the saved log replays");
    assert!(game.is_over());
    assert_eq!(game.outcome(), log.outcome.as_ref());
    assert_eq!(log.setup.turn_cap, Some(40), "the default turn cap");
}

/// The built-in player of the hosting layer as a seat kind: `bot` at `--level`, or `bot:LEVEL`;
/// its moves are `Game::opponent_choice`'s, as hosting would play them; a saved match keeps its
/// level when resumed; a level there is not is refused with exit 2.
#[test]
fn a_whole_match_against_the_built_in_player_at_a_level_ends_and_resumes() {
    use invictus::games::Game;
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let save_arg = save.to_str().unwrap();
    let args = ["--save", save_arg, "--seed", "8", "--seats", "human,bot"];
    let (code, out, err) = play(&[&args[..], &["--level", "hard"]].concat(), es(3));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Player 2 hard built-in player"), "{out}");
    let (code, out, err) = play(&["--resume", "--save", save_arg], es(20_000));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Resumed from"), "{out}");
    assert!(out.contains("Player 2 (hard built-in player): "), "{out}");
    assert!(out.contains("Game over: "), "{out}");
    let log = saved(&save);
    assert!(log.outcome.is_some());
    let raw: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).expect("the save is JSON");
    assert_eq!(raw["seats"], serde_json::json!(["human", "bot:hard"]));
    // Every move of seat 2 was legal where it was played.
    let mut game = invictus::games::tactica::Match::new(log.setup.clone()).unwrap();
    let mut bot_moves = 0;
    for logged in &log.actions {
        if logged.seat == 1 {
            assert!(Game::legal_actions(&game, 1).contains(&logged.action));
            bot_moves += 1;
        }
        let version = Game::version(&game);
        Game::apply(&mut game, logged.seat, version, &logged.action).expect("the log replays");
    }
    assert!(bot_moves > 5, "{bot_moves}");

    // `bot:LEVEL` names the level in the seat itself, also for a third seat.
    let three = dir.path().join("three.json");
    let (code, out, err) = play(
        &[
            "--save",
            three.to_str().unwrap(),
            "--seed",
            "4",
            "--seats",
            "human,bot:easy,greedy",
            "--turn-cap",
            "3",
        ],
        es(20_000),
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Player 2 easy built-in player, Player 3 greedy;"),
        "{out}"
    );
    assert!(out.contains("Game over: "));

    // A level there is not, by --level or in a seat, and a seat kind there is not: exit 2.
    let bad = dir.path().join("bad.json");
    let bad_arg = bad.to_str().unwrap();
    for wrong in [
        &["--level", "extreme"][..],
        &["--seats", "human,bot:extreme"][..],
        &["--seats", "human,robot"][..],
    ] {
        let (code, _, err) = play(&[&["--save", bad_arg][..], wrong].concat(), es(1));
        assert_eq!(code, 2, "{wrong:?}: {err}");
        assert!(err.contains("extreme") || err.contains("robot"), "{err}");
    }
    assert!(!bad.exists(), "nothing was started");
}

#[test]
fn bad_input_is_explained_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let quiet = dir.path().join("quiet.json");
    let bad = dir.path().join("bad.json");
    let (_, _, _) = play(
        &["--save", quiet.to_str().unwrap(), "--seed", "3"],
        "q\n".to_string(),
    );
    let (code, out, err) = play(
        &["--save", bad.to_str().unwrap(), "--seed", "3"],
        "99\nzz\nA1 O8\nq\n".to_string(),
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.matches("Please type a key from the list").count(),
        2,
        "{out}"
    );
    assert_eq!(out.matches("Nothing changed.").count(), 1, "{out}");
    assert_eq!(
        saved(&bad).actions,
        saved(&quiet).actions,
        "nothing was applied"
    );
    // And the match goes on after them.
    let (code, out, _) = play(
        &["--save", bad.to_str().unwrap(), "--resume"],
        format!("99\nzz\n{}", es(20_000)),
    );
    assert_eq!(code, 0);
    assert!(out.contains("Please type a key"));
    assert!(out.contains("Game over: "));
}

#[test]
fn a_saved_match_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let save_arg = save.to_str().unwrap();
    // Three answers: the castle and one turn ended (confirmed), too early for anyone to have
    // lost.
    let (code, out, _) = play(&["--save", save_arg, "--seed", "11"], es(3));
    assert_eq!(code, 0);
    assert!(out.contains("Stopped; the match is saved"), "{out}");
    let paused = saved(&save);
    assert!(paused.outcome.is_none());
    assert!(paused.actions.len() >= 2, "two choices and the answers");

    // An unfinished match is not overwritten by a new one.
    let (code, _, err) = play(&["--save", save_arg], es(3));
    assert_eq!(code, 2);
    assert!(err.contains("--resume"), "{err}");
    // Nothing to resume in a missing file.
    let missing = dir.path().join("missing.json");
    let (code, _, err) = play(&["--resume", "--save", missing.to_str().unwrap()], es(1));
    assert_eq!(code, 2);
    assert!(err.contains("nothing to resume"), "{err}");

    let (code, out, _) = play(&["--resume", "--save", save_arg], es(20_000));
    assert_eq!(code, 0);
    assert!(out.contains("Resumed from"), "{out}");
    assert!(out.contains("Game over: "));
    let finished = saved(&save);
    assert_eq!(finished.setup, paused.setup, "the same match");
    assert!(finished.actions.len() > paused.actions.len());
    assert_eq!(
        finished.actions[..paused.actions.len()],
        paused.actions[..],
        "the log grows"
    );
    assert!(finished.outcome.is_some());
}

#[test]
fn hot_seat_passes_the_keyboard_between_people() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let (code, out, err) = play(
        &[
            "--save",
            save.to_str().unwrap(),
            "--seed",
            "2",
            "--seats",
            "human,human,greedy",
            "--turn-cap",
            "6",
        ],
        es(20_000),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Pass the keyboard to Player 2"), "{out}");
    assert!(out.contains("Pass the keyboard to Player 1"));
    assert!(out.contains("Player 3 (greedy): "));
    assert!(out.contains("Game over: "));
    let log = saved(&save);
    assert_eq!(log.setup.players, 3);
    assert_eq!(log.setup.turn_cap, Some(6));
}

/// The cells of a map row in the board text: the tokens between the row letters at its ends.
fn map_row(board_text: &str, letter: char) -> Vec<String> {
    let prefix = format!("{letter} ");
    let suffix = format!("  {letter}");
    let line = board_text
        .lines()
        .find(|l| l.starts_with(&prefix) && l.ends_with(&suffix))
        .unwrap_or_else(|| panic!("no map row {letter} in\n{board_text}"));
    let tokens: Vec<String> = line.split_whitespace().map(str::to_string).collect();
    tokens[1..tokens.len() - 1].to_vec()
}

#[test]
fn every_field_label_can_be_read_off_the_text_map() {
    let mut scenario = Scenario::new("tactica-3p", 2);
    scenario.castle(1, Some(0)).castle(2, Some(1)).plundered(2);
    scenario.unit(0, "LI", "F7");
    scenario.wagon(0, "F7");
    scenario.unit(1, "HC", "H5");
    scenario.unit_tier(1, "AR", 3, "K3");
    let game = scenario.build();
    let board = game.board();
    let view = game.view(Some(0));
    let text = text::board_text(Lang::EN, &view, board, game.rules());
    for field in board.fields() {
        let label = board.label(field);
        let letter = label.chars().next().unwrap();
        let column: usize = label[1..].parse().unwrap();
        let row = map_row(&text, letter);
        let in_row = board
            .fields()
            .filter(|&f| board.label(f).starts_with(letter))
            .count();
        assert_eq!(row.len(), in_row, "row {letter}: {row:?}");
        let cell = &row[column - 1];
        let occupied = view.units.iter().any(|u| u.field == field)
            || view.castles.iter().any(|c| c.citadel == field);
        if !occupied {
            assert!(
                cell.ends_with(&column.to_string()),
                "{label} reads {cell} in {row:?}"
            );
        }
    }
    assert_eq!(map_row(&text, 'F')[6], "1LI+", "a unit on its wagon");
    assert_eq!(map_row(&text, 'H')[4], "2HC");
    assert_eq!(map_row(&text, 'K')[2], "2AR");
    assert!(text.contains("[1]"), "castle 1 is Player 1's");
    assert!(text.contains("[2]*"), "castle 2 is plundered");
    assert!(text.contains("F7  1LI Light Infantry"), "{text}");
    assert!(text.contains("K3  2AR Archer tier 3"), "{text}");
    // Actions in words, with field labels.
    let f7 = board.parse_field("F7").unwrap();
    let f9 = board.parse_field("F9").unwrap();
    let step = game.move_to(0, f7, f9).expect("F7 reaches F9");
    let words = text::describe_action(Lang::EN, &step, 0, &view, board, game.rules());
    assert!(words.starts_with("Move Light Infantry F7 → F9"), "{words}");
    assert_eq!(
        text::describe_action(Lang::EN, &Action::EndTurn, 0, &view, board, game.rules()),
        "End turn"
    );
}

#[test]
fn a_seats_text_never_shows_another_seats_hand() {
    let mut scenario = Scenario::new("tactica-3p", 3);
    scenario.hand(0, &["forced_march"]);
    scenario.hand(1, &["poisoned_blade", "reinforcements"]);
    scenario.hand(2, &["fresh_horses"]);
    let game = scenario.build();
    let rules = game.rules();
    let hands: [&[&str]; 3] = [
        &["Forced March"],
        &["Poisoned Blade", "Reinforcements"],
        &["Fresh Horses"],
    ];
    for reader in 0..3u8 {
        let view = game.view(Some(reader));
        let text = text::board_text(Lang::EN, &view, game.board(), rules);
        for (seat, cards) in hands.iter().enumerate() {
            for card in *cards {
                assert_eq!(
                    text.contains(card),
                    seat == reader as usize,
                    "{card} in the text of seat {reader}:\n{text}"
                );
            }
        }
    }
    // A drawn card is told to its drawer only.
    let drawn = Event::CardDrawn {
        seat: 1,
        card: rules.card_by_id("poisoned_blade"),
    };
    let view = game.view(Some(0));
    let told = |reader| {
        text::describe_event(Lang::EN, &drawn, reader, &view, game.board(), rules).unwrap()
    };
    assert_eq!(told(Some(0)), "Player 2 drew a card.");
    assert_eq!(told(None), "Player 2 drew a card.");
    assert_eq!(told(Some(1)), "You drew Poisoned Blade.");
}

#[test]
fn the_terminal_game_speaks_the_language_of_lang_or_the_locale() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let save_arg = save.to_str().unwrap();
    let (code, out, err) = play(
        &[
            "--save",
            save_arg,
            "--seed",
            "5",
            "--turn-cap",
            "4",
            "--lang",
            "cs",
        ],
        es(20_000),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("    e. Ukončit tah"), "{out}");
    assert!(out.contains("Vaše ruka ("), "{out}");
    assert!(out.contains("Konec hry: "), "{out}");
    assert!(
        !out.contains("End turn") && !out.contains("Your hand"),
        "{out}"
    );
    // `invictus replay` of the saved match, in French from the locale.
    let replay = crate::common::invictus_command()
        .args(["replay", save_arg])
        .env("LANG", "fr_FR.UTF-8")
        .output()
        .unwrap();
    let text = String::from_utf8(replay.stdout).unwrap();
    assert!(replay.status.success(), "{text}");
    assert!(text.contains("Tour de table "), "{text}");
    assert!(
        text.contains(" points (") && text.contains("pour le classement"),
        "{text}"
    );
    // A language there is no catalog for is refused.
    let (code, _, err) = play(&["--save", save_arg, "--lang", "xx"], es(1));
    assert_eq!(code, 2);
    assert!(err.contains("--lang xx"), "{err}");
}

#[test]
fn t7_empire_plays_the_draft_or_given_empires_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let drafted = dir.path().join("drafted.json");
    let args = |save: &Path, empire: &'static str| {
        vec![
            "--save".to_string(),
            save.to_str().unwrap().to_string(),
            "--seed".into(),
            "3".into(),
            "--seats".into(),
            "greedy,greedy".into(),
            "--turn-cap".into(),
            "2".into(),
            "--empire".into(),
            empire.into(),
        ]
    };
    let run = |args: Vec<String>| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        play(&args, String::new())
    };
    let (code, out, err) = run(args(&drafted, "draft"));
    assert_eq!(code, 0, "{err}");
    // The duel's draft (T7): two bans, then two picks, before the first castle.
    assert_eq!(out.matches(" banned ").count(), 2, "{out}");
    assert_eq!(out.matches(" picked ").count(), 2, "{out}");
    let log = saved(&drafted);
    assert_eq!(
        log.setup.empires,
        invictus::games::tactica::EmpireRule::Draft
    );

    let given = dir.path().join("given.json");
    let (code, out, err) = run(args(&given, "akkad,assyria"));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("· Akkad") && out.contains("· Assyria"),
        "{out}"
    );

    let bad = dir.path().join("bad.json");
    let (code, _, err) = run(args(&bad, "akkad,atlantis"));
    assert_eq!(code, 2);
    assert!(
        err.contains("--empire") && err.contains("atlantis"),
        "{err}"
    );
    assert!(!bad.exists(), "nothing was started");
}

/// The issue a newcomer met: numbers that moved between actions, a one-choice group that ran by
/// itself, and "1" ending the turn unasked. Now the first menu's keys are letters and fields,
/// every group is a list, and `e` asks before ending the turn.
#[test]
fn the_menu_keys_stay_put_and_the_end_of_a_turn_is_confirmed() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    // The castle; `e` then "n" (not ending); `r` (recruits), `0` (back); `q`.
    let (code, out, err) = play(
        &["--save", save.to_str().unwrap(), "--seed", "5"],
        "e\ne\nn\nr\n0\nq\n".to_string(),
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("End your turn now?").count(), 1, "{out}");
    assert_eq!(
        out.matches("your turn. What now?").count(),
        3,
        "asked again after the end was not confirmed, and after going back: {out}"
    );
    assert!(out.contains("    r. Recruit ("), "{out}");
    assert!(out.contains("    c. Buy an Action card"), "{out}");
    // The recruit list names each unit type with its price.
    assert!(out.contains(" G ("), "prices in the recruit list: {out}");
    assert!(out.contains("   0. Back"), "{out}");
    let log = saved(&save);
    assert_eq!(
        log.actions.len(),
        1,
        "only the castle was chosen: {:?}",
        log.actions
    );
}

#[test]
fn a_pipe_of_answers_not_understood_ends_instead_of_spinning() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let (code, out, err) = play(
        &["--save", save.to_str().unwrap(), "--seed", "5"],
        "zz\n".repeat(10_000),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Too many answers not understood"), "{out}");
    assert!(saved(&save).actions.is_empty());
}
