//! The game-free kit: tools any game and any layer above may use, knowing no game. The SVG → PNG
//! renderer and its fonts, the ids and moments every layer names, the languages (Fluent catalogs, name lists, durations), simulation
//! seeds and threads, a bounded cache, and handing idle memory back.

pub mod idle;
pub mod ids;
pub mod kept;
pub mod lang;
pub mod render;
pub mod sim;
