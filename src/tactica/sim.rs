//! The Tactica simulator: many matches between scripted players with the invariants checked
//! after every action, and a JSON summary.
