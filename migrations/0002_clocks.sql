-- Play across days: each match's turn time, the extensions granted after a missed deadline, and the seat that missed
-- its deadline while the other player decides between claiming the win and granting more time.

CREATE TABLE match_clocks (
    match_id     INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    turn_time_ms INTEGER NOT NULL,
    grants       INTEGER NOT NULL DEFAULT 0,
    late_seat    TEXT CHECK (late_seat IN ('a', 'b'))
);

-- Each player's options in a match: whether the bot may ping them, and their standing order for reaction windows
-- ('ask', 'always_pass', or 'guard_leader': negate an attack on the Leader when possible, else pass).
CREATE TABLE seat_options (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     TEXT    NOT NULL CHECK (seat IN ('a', 'b')),
    pings    INTEGER NOT NULL DEFAULT 1,
    orders   TEXT    NOT NULL DEFAULT 'ask' CHECK (orders IN ('ask', 'always_pass', 'guard_leader')),
    PRIMARY KEY (match_id, seat)
);

-- Vacations: a player may pause their clocks in all their matches, up to an allowance per calendar year.
ALTER TABLE players ADD COLUMN vacation_until INTEGER;                  -- Unix ms; NULL or past: not on vacation
ALTER TABLE players ADD COLUMN vacation_year INTEGER;                   -- the year vacation_used_ms counts for
ALTER TABLE players ADD COLUMN vacation_used_ms INTEGER NOT NULL DEFAULT 0;
