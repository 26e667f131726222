//! One or more scenario tests per card of the Shogun, Pharaoh, Odin, Tlatoani and Emperor
//! versions: the effect, and each condition under which it cannot be played; then the rule
//! book's worked examples. (The King version's cards are covered in the `rulings` tests.)
//! House numbers used: Samurai 1 atk 3/2, Musha 1 atk 3/2, Juhei 1 2/1, Komuso C 1/1, Ninja X
//! 1/1, Shogun N 4/3 (range reaches depth 2), Commander 2 2/1, Medjay 2 1/2, Slinger 1 2/1,
//! Anubis C, Viking 2 2/1, Giant 3 3/3, Arbalist 1, Ocelotl 1 2/1, Cuauhtli 1, Pochtecatl C,
//! Immortal 2, Cataphract 1 3/2, Siphonarioi 1 2/1, Diplomat C 1/1.

#[path = "../common/mod.rs"]
mod common;
mod support;

mod emperor;
mod leaders;
mod odin;
mod pharaoh;
mod rule_book;
mod shogun;
mod tlatoani;
