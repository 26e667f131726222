//! /vacation: stop your clocks in all your matches for a while.

use super::say;
use crate::discord::{refusal, Context, Error};

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
    match bot.host.start_vacation(ctx.author().id.get(), days).await {
        Ok((until, left)) => {
            say(
                ctx,
                format!(
                    "🏖 Enjoy! Your clocks are stopped until <t:{}:f>. Vacation left this year: {left:.1} days.",
                    until / 1000
                ),
            )
            .await
        }
        Err(e) => say(ctx, refusal(&e)).await,
    }
}
