-- The team mode: a match may have four seats, 'a' to 'd' (C is A's partner, D is B's). A duel keeps seats 'a' and 'b'
-- and leaves player_c and player_d NULL, so every duel row reads as before.

ALTER TABLE matches ADD COLUMN player_c INTEGER REFERENCES players(id);
ALTER TABLE matches ADD COLUMN player_d INTEGER REFERENCES players(id);
CREATE INDEX matches_by_player_c ON matches (player_c, status);
CREATE INDEX matches_by_player_d ON matches (player_d, status);

-- The tables whose CHECK allowed only seats 'a' and 'b' are rebuilt with the same columns, keys and constraints (no
-- foreign key points at any of them): create the new table, copy, drop the old one, rename.
CREATE TABLE actions_v5 (
    match_id       INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL,               -- 1, 2, …: the state version after this action
    seat           TEXT    NOT NULL CHECK (seat IN ('a', 'b', 'c', 'd')),
    action         TEXT    NOT NULL,               -- JSON Action
    at             INTEGER NOT NULL,
    interaction_id TEXT UNIQUE,                    -- the Discord interaction that caused it
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_v5 (match_id, seq, seat, action, at, interaction_id)
    SELECT match_id, seq, seat, action, at, interaction_id FROM actions;
DROP TABLE actions;
ALTER TABLE actions_v5 RENAME TO actions;

CREATE TABLE match_clocks_v5 (
    match_id     INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    turn_time_ms INTEGER NOT NULL,
    grants       INTEGER NOT NULL DEFAULT 0,
    late_seat    TEXT CHECK (late_seat IN ('a', 'b', 'c', 'd'))
);
INSERT INTO match_clocks_v5 (match_id, turn_time_ms, grants, late_seat)
    SELECT match_id, turn_time_ms, grants, late_seat FROM match_clocks;
DROP TABLE match_clocks;
ALTER TABLE match_clocks_v5 RENAME TO match_clocks;

CREATE TABLE seat_options_v5 (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     TEXT    NOT NULL CHECK (seat IN ('a', 'b', 'c', 'd')),
    pings    INTEGER NOT NULL DEFAULT 1,
    orders   TEXT    NOT NULL DEFAULT 'ask' CHECK (orders IN ('ask', 'always_pass', 'guard_leader')),
    PRIMARY KEY (match_id, seat)
);
INSERT INTO seat_options_v5 (match_id, seat, pings, orders)
    SELECT match_id, seat, pings, orders FROM seat_options;
DROP TABLE seat_options;
ALTER TABLE seat_options_v5 RENAME TO seat_options;

-- A team match may have several seats played by the built-in opponent.
CREATE TABLE ai_seats_v5 (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     TEXT    NOT NULL CHECK (seat IN ('a', 'b', 'c', 'd')),
    level    TEXT    NOT NULL,
    seed     INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
INSERT INTO ai_seats_v5 (match_id, seat, level, seed)
    SELECT match_id, seat, level, seed FROM ai_seats;
DROP TABLE ai_seats;
ALTER TABLE ai_seats_v5 RENAME TO ai_seats;

-- The seats of a team challenge, one row per invited seat: who is asked to sit there (NULL: an open seat), the army
-- text they chose, and when they accepted (Unix ms; NULL: not yet). A duel challenge has no rows here.
CREATE TABLE challenge_seats (
    challenge_id INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
    seat         TEXT    NOT NULL CHECK (seat IN ('a', 'b', 'c', 'd')),
    player_id    INTEGER REFERENCES players(id),
    army         TEXT,
    accepted_at  INTEGER,
    PRIMARY KEY (challenge_id, seat)
);
CREATE INDEX challenge_seats_by_player ON challenge_seats (player_id);
