//! `invictus play` driven through a pipe, as a script would: a full match against the AI, a
//! match stopped and resumed from its file, and bad input that changes nothing.

use invictus::store::{MatchId, Store};
#[path = "common/english.rs"]
mod english;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// `invictus` in an English-speaking terminal (whatever the machine's own locale).
fn invictus() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_invictus"));
    command
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    command
}

/// Runs `invictus play ARGS` with `input` on stdin; returns (exit code, stdout).
fn play(args: &[&str], input: String) -> (i32, String) {
    play_with(invictus(), args, input)
}

/// Runs `invictus play ARGS` as `command` with `input` on stdin; returns (exit code, stdout).
fn play_with(mut command: Command, args: &[&str], input: String) -> (i32, String) {
    let mut child = command
        .arg("play")
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
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.is_empty(), "stderr: {stderr}");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).unwrap(),
    )
}

fn ones(n: usize) -> String {
    "1\n".repeat(n)
}

fn stored(db: &Path) -> invictus::store::StoredMatch<invictus::games::invictus::rules::Match> {
    Store::open(db).unwrap().load_match(MatchId(1)).unwrap()
}

#[test]
fn a_full_match_against_the_ai_from_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("play.db");
    let db_arg = db.to_str().unwrap();
    let (code, out) = play(
        &[
            "--db", db_arg, "--seed", "7", "--level", "easy", "--vs", "shogun",
        ],
        ones(3000),
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Match #1 against the AI (easy)"), "{out}");
    assert!(out.contains("AI: "), "the AI's moves are narrated");
    assert!(out.contains("Your hand ("), "the hand is shown");
    assert!(out.contains("   1. "), "choices are numbered");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("Game over: "), "{last}");
    let m = stored(&db);
    assert_eq!(m.status, invictus::store::MatchStatus::Over);
    assert!(m.game.is_over());
    assert_eq!(
        invictus::store::Store::open(&db)
            .unwrap()
            .verify()
            .unwrap()
            .problems,
        vec![]
    );
    // The AI's army is public; the AI's hand never is.
    let before_end = &out[..out.rfind("Game over").unwrap()];
    assert!(before_end.contains("AI (Shogun) · hand "));
}

#[test]
fn a_stopped_match_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("play.db");
    let db_arg = db.to_str().unwrap();
    let (code, out) = play(&["--db", db_arg, "--seed", "3", "--level", "easy"], ones(6));
    assert_eq!(code, 0);
    assert!(out.contains("Stopped; the match is saved"), "{out}");
    let paused = stored(&db);
    assert_eq!(paused.status, invictus::store::MatchStatus::Active);
    let version = paused.game.version();
    assert!(version >= 6, "six choices and the AI's answers were stored");

    // Nothing to resume in an empty file.
    let other = dir.path().join("empty.db");
    let mut child = invictus()
        .args(["play", "--resume", "--db", other.to_str().unwrap()])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(child.status.code(), Some(2));
    let err = String::from_utf8(std::mem::take(&mut child.stderr)).unwrap();
    assert!(err.contains("no unfinished match"), "{err}");

    let (code, out) = play(&["--resume", "--db", db_arg], ones(3000));
    assert_eq!(code, 0);
    assert!(out.contains("Match #1 against the AI (easy)"), "{out}");
    assert!(out.lines().last().unwrap().starts_with("Game over: "));
    let finished = stored(&db);
    assert!(finished.game.version() > version);
    assert_eq!(
        Store::open(&db).unwrap().active_ai_matches().unwrap(),
        vec![]
    );
}

#[test]
fn bad_choices_are_explained_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("play.db");
    let db_arg = db.to_str().unwrap();
    // Seed 1: whoever starts, the human's first prompt is the mulligan choice (2 options).
    let (code, out) = play(
        &["--db", db_arg, "--seed", "1", "--level", "easy"],
        "abc\n0\n99\n-1\nhelp\n".to_string(),
    );
    assert_eq!(code, 0);
    assert_eq!(
        out.matches("Please type a number from 1 to").count(),
        4,
        "{out}"
    );
    assert!(out.contains("`resign` concedes"));
    let version = stored(&db).game.version();
    let (_, out) = play(&["--resume", "--db", db_arg], "q\n".to_string());
    assert!(out.contains("Stopped"));
    assert_eq!(stored(&db).game.version(), version, "nothing was applied");
    // A resignation ends the match at once.
    let (code, out) = play(&["--resume", "--db", db_arg], "resign\n".to_string());
    assert_eq!(code, 0);
    assert!(out.contains("Game over: AI wins by resignation"), "{out}");
    assert_eq!(stored(&db).status, invictus::store::MatchStatus::Over);
}

#[test]
fn a_team_match_seats_you_with_a_built_in_partner_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("teams.db");
    let db_arg = db.to_str().unwrap();
    let (code, out) = play(
        &[
            "--mode", "teams", "--seed", "11", "--level", "easy", "--db", db_arg,
        ],
        "1\nq\n".to_string(),
    );
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("in teams: you (A) and an AI partner (C)"),
        "{out}"
    );
    assert!(out.contains("Keep these two Soldiers"), "{out}");
    assert!(out.contains("Partner (King)"), "{out}");
    assert!(out.contains("AI D (King)"), "{out}");
    let stored = Store::open(&db).unwrap();
    let seats: Vec<_> = stored
        .ai_seats(MatchId(1))
        .unwrap()
        .into_iter()
        .map(|s| s.seat)
        .collect();
    assert_eq!(
        seats,
        [
            invictus::games::invictus::rules::Seat::B,
            invictus::games::invictus::rules::Seat::C,
            invictus::games::invictus::rules::Seat::D
        ]
        .map(invictus::games::seat_number)
    );
    drop(stored);
    // The partner's hand is never printed: only "hand N" for the other three.
    let (code, out) = play(&["--resume", "--db", db_arg], ones(400));
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Turn order:"), "{out}");
    assert!(out.contains("Game over:"), "{out}");
    assert_eq!(
        out.matches("Your hand (").count(),
        out.matches("===").count() / 2
    );
    assert!(stored_over(&db));
}

fn stored_over(db: &Path) -> bool {
    stored(db).game.is_over()
}

/// The terminal speaks the language of `LANG` (or `--lang`): the same match in French.
#[test]
fn play_speaks_the_terminals_language() {
    use invictus::kit::lang::Lang;
    use invictus::tr;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("fr.db");
    let db_arg = db.to_str().unwrap();
    let mut french = invictus();
    french.env("LANG", "fr_FR.UTF-8");
    let (code, out) = play_with(french, &["--seed", "3", "--db", db_arg], "help\nq\n".into());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(&Lang::FR.word("play-help")), "{out}");
    assert!(
        out.contains(&tr!(Lang::FR, "action-keep", count = 3)),
        "{out}"
    );
    assert!(out.contains(&Lang::FR.word("play-stopped")), "{out}");
    // No English sentence of the catalog is left in a French game (its own file).
    let other = dir.path().join("fr-long.db");
    let (code, out) = play_with(
        {
            let mut french = invictus();
            french.env("LANG", "fr_FR.UTF-8");
            french
        },
        &["--seed", "4", "--db", other.to_str().unwrap()],
        format!("b\n{}q\n", "1\n".repeat(60)),
    );
    assert_eq!(code, 0, "{out}");
    for sentence in english::english_sentences() {
        assert!(!out.contains(&sentence), "“{sentence}” left in:\n{out}");
    }
    // --lang wins over the environment.
    let (code, out) = play(&["--resume", "--db", db_arg, "--lang", "fr"], "q\n".into());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(&Lang::FR.word("play-stopped")), "{out}");
    let (code, out) = play(&["--resume", "--db", db_arg], "q\n".into());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(&Lang::EN.word("play-stopped")), "{out}");
    // A language without a catalog is refused.
    let refused = invictus()
        .args(["play", "--db", db_arg, "--lang", "tlh"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("no such language"));
}
