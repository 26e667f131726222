//! /vacation: stop your clocks in all your matches for a while.

use super::{lang, say};
use crate::discord::hosted::Hosted;
use crate::discord::{refusal, Context, Error};
use crate::tr;

/// Take a vacation: your clocks stop in all your matches (a yearly allowance).
#[poise::command(slash_command)]
pub(super) async fn vacation(
    ctx: Context<'_>,
    #[description = "How many days"]
    #[min = 1]
    #[max = 366]
    days: u32,
) -> Result<(), Error> {
    let bot = ctx.data();
    let lang = lang(ctx).await;
    match bot
        .host
        .clocks()
        .start_vacation(ctx.author().id.hosted(), days)
        .await
    {
        Ok((until, left)) => {
            say(
                ctx,
                format!(
                    "🏖 {}",
                    tr!(
                        lang,
                        "vacation-started",
                        time = until.secs(),
                        days = format!("{left:.1}")
                    )
                ),
            )
            .await
        }
        Err(e) => say(ctx, refusal(lang, &e)).await,
    }
}
