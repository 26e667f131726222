-- Play across days: each match's turn time, the extensions granted after a missed deadline, and the seat that missed
-- its deadline while the other player decides between claiming the win and granting more time.

CREATE TABLE match_clocks (
    match_id     INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    turn_time_ms INTEGER NOT NULL,
    grants       INTEGER NOT NULL DEFAULT 0,
    late_seat    TEXT CHECK (late_seat IN ('a', 'b'))
);
