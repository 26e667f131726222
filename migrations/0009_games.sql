-- Matches and challenges carry their game ('invictus', 'tactica'); seats are numbers from 0 (Invictus: A = 0, B = 1,
-- C = 2, D = 3); a match's seats are rows of their own (match_seats: the player, their options, the built-in opponent
-- playing it), which replaces the player_a … player_d columns, seat_options and ai_seats; a match's origin is the
-- game's setup as one JSON value (for Invictus: {"setup": …, "cards": …}).

ALTER TABLE matches ADD COLUMN game TEXT NOT NULL DEFAULT 'invictus';
ALTER TABLE challenges ADD COLUMN game TEXT NOT NULL DEFAULT 'invictus';
CREATE INDEX matches_by_game ON matches (game, status);

CREATE TABLE match_seats (
    match_id  INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 15),
    player_id INTEGER REFERENCES players(id),      -- NULL: nobody (a simulated match, or the built-in opponent)
    pings     INTEGER NOT NULL DEFAULT 1,
    orders    TEXT    NOT NULL DEFAULT 'ask',      -- the standing order's key, as the game names it
    ai_level  TEXT,                                -- the built-in opponent's level when it plays this seat
    ai_seed   INTEGER,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX match_seats_by_player ON match_seats (player_id, match_id);

-- Every Invictus match has seats A and B; a team match also C and D.
INSERT INTO match_seats (match_id, seat, player_id)
    SELECT m.id, s.seat, CASE s.seat WHEN 0 THEN m.player_a WHEN 1 THEN m.player_b
                                     WHEN 2 THEN m.player_c ELSE m.player_d END
    FROM matches m
    JOIN (SELECT 0 AS seat UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) s
    LEFT JOIN match_origins o ON o.match_id = m.id
    WHERE s.seat < 2 OR m.player_c IS NOT NULL OR m.player_d IS NOT NULL
       OR (json_valid(o.setup) AND json_extract(o.setup, '$.settings.mode') = 'teams');
UPDATE match_seats SET
    pings  = coalesce((SELECT o.pings FROM seat_options o WHERE o.match_id = match_seats.match_id
                          AND o.seat = substr('abcd', match_seats.seat + 1, 1)), 1),
    orders = coalesce((SELECT o.orders FROM seat_options o WHERE o.match_id = match_seats.match_id
                          AND o.seat = substr('abcd', match_seats.seat + 1, 1)), 'ask'),
    ai_level = (SELECT a.level FROM ai_seats a WHERE a.match_id = match_seats.match_id
                   AND a.seat = substr('abcd', match_seats.seat + 1, 1)),
    ai_seed  = (SELECT a.seed FROM ai_seats a WHERE a.match_id = match_seats.match_id
                   AND a.seat = substr('abcd', match_seats.seat + 1, 1));
DROP TABLE seat_options;
DROP TABLE ai_seats;

DROP INDEX matches_by_player_a;
DROP INDEX matches_by_player_b;
DROP INDEX matches_by_player_c;
DROP INDEX matches_by_player_d;
ALTER TABLE matches DROP COLUMN player_a;
ALTER TABLE matches DROP COLUMN player_b;
ALTER TABLE matches DROP COLUMN player_c;
ALTER TABLE matches DROP COLUMN player_d;

-- The origin: one JSON value, the game's setup.
ALTER TABLE match_origins ADD COLUMN origin TEXT;
UPDATE match_origins SET origin = CASE WHEN json_valid(setup) AND json_valid(cards)
    THEN json_object('setup', json(setup), 'cards', json(cards)) ELSE setup END;
ALTER TABLE match_origins DROP COLUMN setup;
ALTER TABLE match_origins DROP COLUMN cards;

-- The tables that named seats by letter are rebuilt with seat numbers (no foreign key points at any of them).
CREATE TABLE actions_v9 (
    match_id       INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL,               -- 1, 2, …: the state version after this action
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 15),
    action         TEXT    NOT NULL,               -- JSON, the game's action
    at             INTEGER NOT NULL,
    interaction_id TEXT UNIQUE,                    -- the Discord interaction (or fired timer) that caused it
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_v9 (match_id, seq, seat, action, at, interaction_id)
    SELECT match_id, seq, instr('abcd', seat) - 1, action, at, interaction_id FROM actions;
DROP TABLE actions;
ALTER TABLE actions_v9 RENAME TO actions;

CREATE TABLE match_clocks_v9 (
    match_id     INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    turn_time_ms INTEGER NOT NULL,
    grants       INTEGER NOT NULL DEFAULT 0,
    late_seat    INTEGER CHECK (late_seat BETWEEN 0 AND 15)
);
INSERT INTO match_clocks_v9 (match_id, turn_time_ms, grants, late_seat)
    SELECT match_id, turn_time_ms, grants, nullif(instr('abcd', late_seat), 0) - 1 FROM match_clocks;
DROP TABLE match_clocks;
ALTER TABLE match_clocks_v9 RENAME TO match_clocks;

CREATE TABLE challenge_seats_v9 (
    challenge_id INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 15),
    player_id    INTEGER REFERENCES players(id),
    army         TEXT,
    accepted_at  INTEGER,
    PRIMARY KEY (challenge_id, seat)
);
INSERT INTO challenge_seats_v9 (challenge_id, seat, player_id, army, accepted_at)
    SELECT challenge_id, instr('abcd', seat) - 1, player_id, army, accepted_at FROM challenge_seats;
DROP TABLE challenge_seats;
ALTER TABLE challenge_seats_v9 RENAME TO challenge_seats;
CREATE INDEX challenge_seats_by_player ON challenge_seats (player_id);

-- Timers name seats in their JSON payload: {"seat":"a"} becomes {"seat":0}.
UPDATE timers SET payload = json_set(payload, '$.seat', instr('abcd', json_extract(payload, '$.seat')) - 1)
    WHERE json_valid(payload) AND json_type(payload, '$.seat') = 'text';
