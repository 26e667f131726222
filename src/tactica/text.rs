//! Tactica as text for the terminal: the board (a hex map with coordinates), players, the stack,
//! and every action described in words.
