//! Tests of `ids`.

use super::*;

fn all_kinds(m: i64, v: u64, owner: Option<u64>, name: &str) -> Vec<ComponentId> {
    vec![
        ComponentId::Accept { challenge: m },
        ComponentId::AcceptWith { challenge: m },
        ComponentId::Decline { challenge: m },
        ComponentId::Hand { match_id: m },
        ComponentId::Rematch { match_id: m },
        ComponentId::Build {
            owner: u64::MAX,
            state: u64::MAX,
            part: u8::MAX,
            name: ArmyName::exact(name).unwrap(),
        },
        ComponentId::Act {
            match_id: m,
            version: v,
            index: u16::MAX,
            owner,
        },
        ComponentId::Pick {
            match_id: m,
            version: v,
            owner,
        },
        ComponentId::Back {
            match_id: m,
            version: v,
            owner,
        },
        ComponentId::Respond {
            match_id: m,
            version: v,
        },
        ComponentId::Pass {
            match_id: m,
            version: v,
        },
        ComponentId::Draft {
            match_id: m,
            version: v,
            empire: u8::MAX,
        },
        ComponentId::Resign { match_id: m, owner },
        ComponentId::Claim { match_id: m },
        ComponentId::Grant { match_id: m },
        ComponentId::Orders { match_id: m, owner },
        ComponentId::AbilityOrders { match_id: m, owner },
    ]
}

#[test]
fn ids_round_trip_and_fit_discord_limits_at_the_largest_values() {
    let max = crate::games::invictus::armies::MAX_ARMY_NAME;
    let names = [
        "a".to_string(),
        "my rush-2_b".to_string(),
        "x".repeat(max),
        "é".repeat(max),
        "ř".repeat(max),
        "軍".repeat(max),
    ];
    for (m, v, owner) in [
        (1, 0, None),
        (i64::MAX, u64::MAX, None),
        (42, 17, None),
        (i64::MAX, u64::MAX, Some(i64::MAX as u64)),
        (42, 17, Some(500_000_000_000_000_001)),
    ] {
        for name in &names {
            for id in all_kinds(m, v, owner, name) {
                let text = id.to_string();
                // Discord's limit counts characters.
                assert!(!text.is_empty() && text.chars().count() <= 100, "{text}");
                assert_eq!(text.parse::<ComponentId>(), Ok(id));
            }
        }
    }
    // The largest builder id with a name of multi-byte letters: over 100 bytes, not over
    // 100 characters, and read back.
    let id = ComponentId::Build {
        owner: u64::MAX,
        state: u64::MAX,
        part: u8::MAX,
        name: ArmyName::exact(&"ř".repeat(max)).unwrap(),
    };
    let text = id.to_string();
    assert!(text.len() > 100 && text.chars().count() <= 100, "{text}");
    assert_eq!(text.parse::<ComponentId>(), Ok(id));
    for value in [
        PickValue::Groups { page: 3 },
        PickValue::Group {
            group: u16::MAX,
            page: u16::MAX,
        },
        PickValue::Action { index: 0 },
    ] {
        let text = value.to_string();
        assert!(text.len() <= 100);
        assert_eq!(text.parse::<PickValue>(), Ok(value));
    }
}

#[test]
fn malformed_ids_are_unknown() {
    for bad in [
        "",
        "iv1",
        "iv1:",
        "iv2:hand:1",
        "iv1:hand",
        "iv1:hand:0",
        "iv1:hand:-4",
        "iv1:hand:01",
        "iv1:hand:+1",
        "iv1:hand:1:2",
        "iv1:act:1:2",
        "iv1:act:1:2:70000",
        "iv1:act:1:x:3",
        "iv1:pick:1:99999999999999999999999",
        "iv1:fly:1",
        "iv1:act:1:2:3:0",
        "iv1:act:1:2:3:4:5",
        "iv1:pass:1:2:3",
        "iv1:draft:1:2",
        "iv1:draft:1:2:256",
        "iv1:draft:1:2:3:4",
        "iv1:orders:1:x",
        "hand:1",
        &"9".repeat(300),
        // Builder ids: a name that the army-name check would not keep as it is.
        "iv1:build:0:0:1",
        "iv1:build:0:0:1:",
        "iv1:build:0:0:1:a:b",
        "iv1:build:0:0:1: rush",
        "iv1:build:0:0:1:rush ",
        "iv1:build:0:0:1:my  rush",
        "iv1:build:0:0:1:a<b",
        "iv1:build:0:0:1:a/b",
        "iv1:build:0:0:1:a\u{301}",
        "iv1:build:0:0:1:Shogun",
        &format!("iv1:build:0:0:1:{}", "x".repeat(33)),
        &format!("iv1:build:0:0:1:{}", "ř".repeat(33)),
        "iv1:build:256:0:1:rush",
        "iv1:build:0:x:1:rush",
        "iv1:build:0:0:01:rush",
        &format!("iv1:build:0:0:1:{}", "ř".repeat(90)),
    ] {
        assert!(bad.parse::<ComponentId>().is_err(), "{bad:?}");
    }
    for bad in ["", "a", "a:", "a:1:2", "g:1", "l:-1", "x:1", "a:65536"] {
        assert!(bad.parse::<PickValue>().is_err(), "{bad:?}");
    }
}

#[test]
fn a_match_component_names_its_game_and_one_posted_before_games_were_named_still_parses() {
    for game in GameKind::ALL {
        for id in all_kinds(i64::MAX, u64::MAX, Some(i64::MAX as u64), "tactica") {
            let posted = match id.match_id() {
                Some(_) => id.clone().in_game(game).to_string(),
                None => id.to_string(),
            };
            assert!(posted.chars().count() <= 100, "{posted}");
            let expected = id.match_id().map(|_| game);
            assert_eq!(
                ComponentId::parse_posted(&posted),
                Ok((id.clone(), expected))
            );
            // The same component as posted before games were named.
            assert_eq!(ComponentId::parse_posted(&id.to_string()), Ok((id, None)));
        }
    }
    // An army may be called like a game; a challenge names no game.
    let build = "iv1:build:0:0:1:tactica";
    assert!(matches!(
        ComponentId::parse_posted(build),
        Ok((ComponentId::Build { .. }, None))
    ));
    for bad in [
        "iv1:accept:1:tactica",
        "iv1:hand:1:chess",
        "iv1:hand:1:tactica:tactica",
        "iv1:hand:tactica",
        "iv1:act:1:2:3:tactica:4",
    ] {
        assert!(ComponentId::parse_posted(bad).is_err(), "{bad:?}");
    }
}
