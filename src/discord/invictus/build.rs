//! The army builder's clicks: a choice redraws the builder with its draft changed, Save saves
//! the army. The draft and the army's name come from the clicked control's id.

use super::builder::{self, Draft};
use crate::discord::ids::ArmyName;
use crate::discord::render;
use crate::discord::router::{refused, tell, Answer, Failure, Reply};
use crate::hosting::PlayerId;
use crate::kit::lang::Lang;
use crate::tr;

/// A choice in the army builder: the builder redrawn with it, or the army saved.
pub(in crate::discord) async fn build(
    bot: &crate::discord::Bot,
    lang: Lang,
    owner: u64,
    state: u64,
    part: u8,
    name: &ArmyName,
    value: Option<&String>,
) -> Result<Answer, Failure> {
    let Some(draft) = Draft::decode(state) else {
        return tell(tr!(lang, "click-unknown-builder"));
    };
    if part == builder::SAVE {
        return match bot
            .save_army(PlayerId(owner), name.as_str(), &draft.army().to_string())
            .await
        {
            Ok(saved) => Ok(Reply::Update(render::army_saved(lang, &saved, bot.catalog())).into()),
            Err(e) => refused(lang, e),
        };
    }
    let Some(value) = value else {
        return tell(tr!(lang, "click-pick-entry"));
    };
    match draft.with(part, value) {
        Some(next) => {
            Ok(Reply::Update(builder::message(lang, owner, name, &next, bot.catalog())).into())
        }
        None => tell(tr!(lang, "click-not-offered")),
    }
}
