//! invictus: hosts matches of tabletop games (Invictus, Tactica) in Discord's chat. In layers whose
//! imports point one way (`docs/architecture.md`): the game-free `kit`, the `games` (the contract,
//! the registry and one folder per game), the `store`, `hosting`, and the front ends (`discord`,
//! `cli`).

pub mod cli;
pub mod config;
pub mod discord;
pub mod games;
pub mod hosting;
pub mod kit;
pub mod store;
