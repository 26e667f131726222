-- Seats played by the built-in opponent: its level and the seed its choices are drawn from.
CREATE TABLE ai_seats (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     TEXT    NOT NULL CHECK (seat IN ('a', 'b')),
    level    TEXT    NOT NULL,
    seed     INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
