//! invictus: hosts matches of the Invictus card game. The rules engine, the built-in opponent,
//! the card catalog loader, the simulator and the command line.

pub mod ai;
pub mod app;
pub mod catalog;
pub mod cli;
pub mod config;
pub mod discord;
pub mod engine;
pub mod games;
pub mod idle;
pub mod kept;
pub mod lang;
pub mod picture;
pub mod replay;
pub mod sim;
pub mod store;
pub mod tactica;
pub mod words;
