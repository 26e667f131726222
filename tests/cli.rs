//! The `invictus` command as a user runs it: `cards`, `sim`, `replay`, `db` and `serve`'s start-up checks.

use serde_json::Value;
use std::process::{Command, Output};

fn invictus(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_invictus"))
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout_json(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

#[test]
fn cards_json_lists_the_36_units_with_their_fields() {
    let cards = stdout_json(&invictus(&["cards", "--json"]));
    let cards = cards.as_array().unwrap();
    assert_eq!(cards.len(), 36);
    for card in cards {
        for field in [
            "name",
            "version",
            "colour",
            "kind",
            "attack",
            "health_upright",
            "health_tilted",
            "range",
            "support",
            "provenance",
        ] {
            assert!(card.get(field).is_some(), "{field} missing in {card}");
        }
    }
    let warrior = cards.iter().find(|c| c["name"] == "Warrior").unwrap();
    assert_eq!(warrior["version"], "king");
    assert_eq!(warrior["colour"], "blue");
    assert_eq!(warrior["kind"], "soldier");
    assert_eq!(warrior["provenance"]["health_tilted"], "review");
    let priest = cards.iter().find(|c| c["name"] == "Priest").unwrap();
    assert_eq!(priest["attack"], "C");
    assert_eq!(
        priest["health_upright"], priest["health_tilted"],
        "the review: Priest keeps its health tilted"
    );
    let versions: std::collections::HashSet<&str> = cards
        .iter()
        .map(|c| c["version"].as_str().unwrap())
        .collect();
    assert_eq!(versions.len(), 6);
}

#[test]
fn cards_text_is_a_table() {
    let out = invictus(&["cards"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().count() > 36);
    assert!(text.contains("Tlacochcalcatl"));
}

fn corrected_file(edit: impl Fn(String) -> String) -> tempfile::NamedTempFile {
    let text = edit(invictus::games::invictus::cards::BUILTIN_TOML.to_string());
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), text).unwrap();
    file
}

#[test]
fn a_corrected_card_file_is_used() {
    let file = corrected_file(|t| {
        t.replacen("name = \"Warrior\"\nversion = \"king\"\ncolour = \"blue\"\nkind = \"soldier\"\nattack = 1", "name = \"Warrior\"\nversion = \"king\"\ncolour = \"blue\"\nkind = \"soldier\"\nattack = 3", 1)
    });
    let cards = stdout_json(&invictus(&[
        "cards",
        "--json",
        "--cards",
        file.path().to_str().unwrap(),
    ]));
    assert_eq!(cards[0]["name"], "Warrior");
    assert_eq!(cards[0]["attack"], 3);
}

#[test]
fn a_bad_card_file_is_refused_naming_the_card_and_field() {
    let cases: [(&str, &str, &str); 4] = [
        (
            "health_tilted = 1\nrange = [[1, -1], [1, 0], [1, 1]]",
            "health_tilted = 0\nrange = [[1, -1], [1, 0], [1, 1]]",
            "card 'Warrior', field 'health_tilted': 0 is out of range",
        ),
        (
            "attack = 1",
            "attack = \"Q\"",
            "card 'Warrior', field 'attack'",
        ),
        (
            "range = [[1, -1], [1, 0], [1, 1]]",
            "range = [[4, 0]]",
            "card 'Warrior', field 'range'",
        ),
        (
            "name = \"Warrior\"",
            "name = \"Warlord\"",
            "card 'Warlord', field 'name': not a unit",
        ),
    ];
    for (from, to, expected) in cases {
        let file = corrected_file(|t| t.replacen(from, to, 1));
        let out = invictus(&["cards", "--cards", file.path().to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(expected), "expected {expected:?} in {err:?}");
    }
    let out = invictus(&["cards", "--cards", "/nonexistent/cards.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("cannot read /nonexistent/cards.toml"));
}

#[test]
fn sim_json_is_reproducible_apart_from_the_time() {
    let args = ["sim", "--games", "30", "--seed", "12", "--json"];
    let mut a = stdout_json(&invictus(&args));
    let mut b = stdout_json(&invictus(&args));
    assert!(a["elapsed_ms"].is_u64());
    a.as_object_mut().unwrap().remove("elapsed_ms");
    b.as_object_mut().unwrap().remove("elapsed_ms");
    assert_eq!(a, b);
    assert_eq!(a["games"], 30);
    let outcomes = &a["outcomes"];
    let total: u64 = ["execution", "development", "collapse", "end_of_war", "draw"]
        .iter()
        .map(|k| outcomes[k].as_u64().unwrap())
        .sum();
    assert_eq!(total, 30);
    assert!(a["actions"].as_u64().unwrap() > 30 * 20);
    assert!(a["mean_turns"].as_f64().unwrap() > 2.0);
    let c = stdout_json(&invictus(&[
        "sim", "--games", "30", "--seed", "13", "--json",
    ]));
    assert_ne!(a["actions"], c["actions"]);
}

#[test]
fn sim_logs_replay_to_their_outcome() {
    let dir = tempfile::tempdir().unwrap();
    let summary = stdout_json(&invictus(&[
        "sim",
        "--games",
        "3",
        "--seed",
        "4",
        "--json",
        "--log-dir",
        dir.path().to_str().unwrap(),
    ]));
    assert_eq!(summary["games"], 3);
    let log = dir.path().join("match-00001.json");
    let replay = stdout_json(&invictus(&["replay", log.to_str().unwrap(), "--json"]));
    assert!(replay["outcome"]["result"].is_string());
    assert!(replay["view"]["seats"]["a"]["hand"].is_null());
    assert!(replay["view"]["seats"]["b"]["hand"].is_null());
    let text = invictus(&["replay", log.to_str().unwrap()]);
    assert!(text.status.success());
    assert!(String::from_utf8(text.stdout).unwrap().contains("over:"));
}

#[test]
fn sim_variants_and_bad_arguments() {
    let light = stdout_json(&invictus(&[
        "sim",
        "--games",
        "5",
        "--light",
        "--reserve-limits",
        "5,2",
        "--json",
    ]));
    assert_eq!(light["games"], 5);
    let out = invictus(&[
        "sim",
        "--army-a",
        "leader=king blue=warrior:4 blue=samurai:4",
        "--games",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("two blue types: Warrior and Samurai"));
    let out = invictus(&["sim", "--players", "random,chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("the players are random, greedy, ai and ai:LEVEL"));
    let out = invictus(&["replay", "/nonexistent.json"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn sim_matrix_plays_every_ordered_pair_of_pure_versions() {
    let rows = stdout_json(&invictus(&["sim", "--matrix", "--games", "3", "--json"]));
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 36);
    let pairs: std::collections::HashSet<(String, String)> = rows
        .iter()
        .map(|r| {
            (
                r["army_a"].as_str().unwrap().to_string(),
                r["army_b"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(pairs.len(), 36);
    for r in rows {
        assert_eq!(r["games"], 3);
        let total = r["wins_a"].as_u64().unwrap()
            + r["wins_b"].as_u64().unwrap()
            + r["draws"].as_u64().unwrap();
        assert_eq!(total, 3);
    }
    let text = invictus(&["sim", "--matrix", "--games", "2"]);
    assert!(text.status.success());
    assert_eq!(String::from_utf8(text.stdout).unwrap().lines().count(), 36);
}

#[test]
fn sim_matrix_writes_a_balance_report_with_its_command() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("balance.md");
    let out = invictus(&[
        "sim",
        "--matrix",
        "--games",
        "4",
        "--seed",
        "7",
        "--report",
        path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let report = std::fs::read_to_string(&path).unwrap();
    assert!(
        report.starts_with("# Balance of the six pure versions"),
        "{report}"
    );
    let command = format!(
        "invictus sim --matrix --games 4 --seed 7 --report {}",
        path.display()
    );
    assert!(report.contains(&command), "{report}");
    assert!(report.contains("Players: `random,random`"), "{report}");
    // One table row per version plus one per ordered pair, each with its counts.
    assert!(report.contains("| **tlatoani** |"), "{report}");
    let pair_rows: Vec<Vec<&str>> = report
        .lines()
        .map(|line| line.split('|').map(str::trim).collect::<Vec<_>>())
        .filter(|cells| cells.len() == 11 && cells[3] == "4")
        .collect();
    assert_eq!(pair_rows.len(), 36, "{report}");
    for cells in &pair_rows {
        let counts: Vec<u64> = cells[4..7].iter().map(|c| c.parse().unwrap()).collect();
        assert_eq!(counts.iter().sum::<u64>(), 4, "{cells:?}");
    }

    let out = invictus(&["sim", "--games", "1", "--report", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "--report needs --matrix");
}

#[test]
fn sim_with_the_builtin_opponent_reports_wins_by_player_and_decision_times() {
    let out = stdout_json(&invictus(&[
        "sim",
        "--players",
        "ai,random",
        "--games",
        "2",
        "--json",
    ]));
    assert_eq!(out["games"], 2);
    assert_eq!(out["players"], serde_json::json!(["ai:normal", "random"]));
    for field in ["wins_a", "wins_b", "draws", "wins_seat_a", "wins_seat_b"] {
        assert!(out[field].is_u64(), "{field} missing in {out}");
    }
    let by_player = out["wins_a"].as_u64().unwrap() + out["wins_b"].as_u64().unwrap();
    let by_seat = out["wins_seat_a"].as_u64().unwrap() + out["wins_seat_b"].as_u64().unwrap();
    assert_eq!(by_player, by_seat);
    assert_eq!(by_player + out["draws"].as_u64().unwrap(), 2);
    // The built-in opponent beats random play; it sat in seat A, then in seat B.
    assert_eq!(out["wins_a"], 2);
    assert_eq!(out["wins_seat_a"], 1);
    assert!(out["ai_decisions"].as_u64().unwrap() > 0);
    let median = out["ai_median_ms"].as_f64().unwrap();
    let p90 = out["ai_p90_ms"].as_f64().unwrap();
    assert!(0.0 < median && median <= p90, "{median} {p90}");
    assert!(out["ai_max_ms"].as_f64().unwrap() >= p90);
    // Random players alone report no decision times.
    let random = stdout_json(&invictus(&["sim", "--games", "2", "--json"]));
    assert!(random.get("ai_decisions").is_none());
}

#[test]
fn sim_results_do_not_depend_on_the_number_of_threads() {
    let run = |threads: &str| {
        let mut out = stdout_json(&invictus(&[
            "sim",
            "--players",
            "ai:easy,greedy",
            "--games",
            "6",
            "--seed",
            "3",
            "--threads",
            threads,
            "--json",
        ]));
        let out_map = out.as_object_mut().unwrap();
        for timing in ["elapsed_ms", "ai_median_ms", "ai_p90_ms", "ai_max_ms"] {
            assert!(out_map.remove(timing).is_some(), "{timing}");
        }
        out
    };
    let one = run("1");
    assert_eq!(one, run("3"));
    assert_eq!(one["players"], serde_json::json!(["ai:easy", "greedy"]));
    let out = invictus(&["sim", "--players", "ai,random", "--threads", "0"]);
    assert_eq!(out.status.code(), Some(2));
    let out = invictus(&["sim", "--players", "ai,random", "--level", "expert"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("easy, normal, hard"), "{err}");
}

#[test]
fn sim_matrix_with_the_builtin_opponent_on_both_sides() {
    let rows = stdout_json(&invictus(&[
        "sim",
        "--matrix",
        "--players",
        "ai,ai",
        "--level",
        "easy",
        "--games",
        "1",
        "--json",
    ]));
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 36);
    for r in rows {
        let total = r["wins_a"].as_u64().unwrap()
            + r["wins_b"].as_u64().unwrap()
            + r["draws"].as_u64().unwrap();
        assert_eq!(total, 1);
        assert!(r["ai_median_ms"].is_f64(), "{r}");
    }
}

#[test]
fn sim_accepts_mixed_army_texts() {
    let out = stdout_json(&invictus(&[
        "sim",
        "--games",
        "10",
        "--army-a",
        "leader=shogun blue=samurai:4 green=guardian:4 red=arbalist:4 yellow=anubis:4 purple=wizard:4",
        "--army-b",
        "emperor",
        "--json",
    ]));
    assert_eq!(out["games"], 10);
    assert!(out["army_a"].as_str().unwrap().contains("samurai:4"));
}

fn serve_with(config: &str, token: Option<&str>) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, config).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_invictus"));
    cmd.args(["serve", "--config", path.to_str().unwrap()])
        .env_remove("DISCORD_TOKEN");
    if let Some(t) = token {
        cmd.env("DISCORD_TOKEN", t);
    }
    cmd.output().expect("the binary runs")
}

#[test]
fn serve_refuses_to_start_with_a_missing_or_bad_setting_and_names_it() {
    let out = invictus(&["serve", "--config", "/nonexistent/config.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/config.toml"));

    for (config, setting) in [
        ("reaction_window = \"1s\"", "reaction_window"),
        (
            "max_open_challenges_per_user = 0",
            "max_open_challenges_per_user",
        ),
        ("databse = \"x.db\"", "databse"),
    ] {
        let out = serve_with(config, Some("t"));
        assert_eq!(out.status.code(), Some(2), "{config}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(setting), "{config}: {err}");
    }
    let out = serve_with("", None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("DISCORD_TOKEN"));
}

#[test]
fn the_docker_configuration_is_valid() {
    // The Dockerfile derives its configuration from the example by moving the database to /data
    // and turning the backups on, in /data too.
    let dockerfile =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Dockerfile")).unwrap();
    assert!(dockerfile.contains(r#"s|^# backup_dir = .*|backup_dir = "/data/backups"|"#));
    assert!(dockerfile.contains(
        r#"CMD ["/usr/local/bin/invictus", "health", "--config", "/etc/invictus/config.toml"]"#
    ));
    // The build reads these beside src/ (data, catalogs, migrations, the fonts' deflating).
    for copied in [
        "build.rs",
        "COPY migrations ./migrations",
        "COPY assets ./assets",
        "COPY locales ./locales",
    ] {
        assert!(
            dockerfile.contains(copied),
            "the image's build needs {copied}"
        );
    }
    // The image ships the build `.ci/run` checks under 23 MB.
    assert!(dockerfile.contains("--profile dist --locked --target x86_64-unknown-linux-musl"));
    assert!(dockerfile.contains(
        "COPY --from=build /src/target/x86_64-unknown-linux-musl/dist/invictus /usr/local/bin/invictus"
    ));
    let ci = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/.ci/run")).unwrap();
    assert!(ci.contains("--profile dist --target \"$target\"") && ci.contains("23000000"));
    let example =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/config.example.toml"))
            .unwrap();
    assert!(example.lines().any(|l| l.starts_with("database = ")));
    let docker: String = example
        .lines()
        .map(|l| {
            if l.starts_with("database = ") {
                "database = \"/data/invictus.db\""
            } else if l.starts_with("# backup_dir = ") {
                "backup_dir = \"/data/backups\""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let config = invictus::config::Config::parse(&docker).unwrap();
    assert_eq!(
        config.database,
        std::path::PathBuf::from("/data/invictus.db")
    );
    assert_eq!(
        config.backup_dir,
        Some(std::path::PathBuf::from("/data/backups"))
    );
}

#[test]
fn sim_plays_the_team_mode_with_four_or_two_players_named() {
    let run = |players: &str| {
        let out = invictus(&[
            "sim",
            "--mode",
            "teams",
            "--players",
            players,
            "--games",
            "12",
            "--seed",
            "3",
            "--json",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let four = run("ai:easy,random,ai:easy,random");
    assert_eq!(four["mode"], "teams");
    assert_eq!(
        four["players"],
        serde_json::json!(["ai:easy", "random", "ai:easy", "random"])
    );
    assert!(four["army_c"].is_string() && four["army_d"].is_string());
    let count = |v: &serde_json::Value, k: &str| v[k].as_u64().unwrap();
    assert_eq!(
        count(&four, "wins_a") + count(&four, "wins_b") + count(&four, "draws"),
        12
    );
    assert_eq!(
        count(&four, "wins_first_to_play")
            + count(&four, "wins_second_to_play")
            + count(&four, "draws"),
        12
    );
    assert_eq!(
        count(&four, "wins_seat_a") + count(&four, "wins_seat_b") + count(&four, "draws"),
        12
    );
    // The built-in team beats the random one.
    assert!(count(&four, "wins_a") >= 10, "{four}");
    // Two names: each plays both seats of its team, the same matches.
    let two = run("ai:easy,random");
    assert_eq!(two["players"], four["players"]);
    assert_eq!(two["wins_a"], four["wins_a"]);
    // Three names fit no mode.
    let out = invictus(&["sim", "--mode", "teams", "--players", "ai,ai,random"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("give four players"));
    let out = invictus(&["sim", "--players", "ai,ai,random,random"]);
    assert_eq!(out.status.code(), Some(2));
    let out = invictus(&["sim", "--mode", "teams", "--matrix"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn render_draws_the_board_of_a_log_as_a_png() {
    let dir = tempfile::tempdir().unwrap();
    let logs = dir.path().join("logs");
    let out = invictus(&[
        "sim",
        "--games",
        "1",
        "--seed",
        "6",
        "--log-dir",
        logs.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let log = logs.join("match-00000.json");
    let png = dir.path().join("board.png");
    let out = invictus(&[
        "render",
        log.to_str().unwrap(),
        "--actions",
        "86",
        "--out",
        png.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&png).unwrap();
    let picture = resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG");
    assert_eq!(
        picture.width(),
        invictus::games::invictus::picture::BOARD_WIDTH
    );
    let svg = dir.path().join("board.svg");
    let out = invictus(&[
        "render",
        log.to_str().unwrap(),
        "--svg",
        "--out",
        svg.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    let out = invictus(&["render", "/no/such/log.json"]);
    assert_eq!(out.status.code(), Some(2));
}
