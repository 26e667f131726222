//! Who plays each seat of a Tactica match in the terminal, as `--seats` and a save name them.

use crate::games::Level;
use crate::kit::lang::Lang;
use crate::tr;

/// Who plays a seat of `play --game tactica`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TacticaSeat {
    Human,
    Scripted(crate::games::tactica::players::PlayerKind),
    /// The built-in player of the hosting layer, at a level.
    BuiltIn(Level),
}

impl std::str::FromStr for TacticaSeat {
    type Err = String;
    /// A seat player as a save (and `--seats`) names it: `human`, `greedy`, `random`, or
    /// `bot:LEVEL` (the built-in player at that level).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "human" => Ok(TacticaSeat::Human),
            kind @ ("greedy" | "random") => kind.parse().map(TacticaSeat::Scripted),
            other => match other.strip_prefix("bot:") {
                Some(level) => level.parse().map(TacticaSeat::BuiltIn),
                None => Err(format!(
                    "no Tactica seat player '{other}' (there are: human, bot, bot:easy, \
                     bot:normal, bot:hard, greedy, random)"
                )),
            },
        }
    }
}

impl TacticaSeat {
    /// The seat player as a save names it.
    pub(crate) fn key(self) -> String {
        match self {
            TacticaSeat::Human => "human".to_string(),
            TacticaSeat::Scripted(kind) => kind.name().to_string(),
            TacticaSeat::BuiltIn(level) => format!("bot:{level}"),
        }
    }

    /// The seat player in words, as the seats and the moves of others are told.
    pub(crate) fn kind_text(self, lang: Lang) -> String {
        match self {
            TacticaSeat::BuiltIn(level) => tr!(
                lang,
                "tactica-text-play-kind-bot",
                level = tr!(lang, "level-name", level = level.key())
            ),
            other => tr!(lang, "tactica-text-play-kind", kind = other.key()),
        }
    }
}

/// A Tactica seat player as `--seats` names it: `bot` alone plays at the level of `--level`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::cli) enum TacticaSeatArg {
    Player(TacticaSeat),
    BotAtLevel,
}

impl TacticaSeatArg {
    pub(in crate::cli) fn resolve(self, level: Level) -> TacticaSeat {
        match self {
            TacticaSeatArg::Player(player) => player,
            TacticaSeatArg::BotAtLevel => TacticaSeat::BuiltIn(level),
        }
    }
}

impl std::str::FromStr for TacticaSeatArg {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "bot" => Ok(TacticaSeatArg::BotAtLevel),
            other => other.parse().map(TacticaSeatArg::Player),
        }
    }
}
