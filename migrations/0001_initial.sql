-- The first schema: players, saved armies, challenges, matches with their engine snapshot, the append-only action
-- log, and timers. Times are Unix milliseconds; Discord ids are stored as INTEGER (their u64 bits).

CREATE TABLE players (
    id          INTEGER PRIMARY KEY,               -- Discord user id
    name        TEXT    NOT NULL DEFAULT '',
    preferences TEXT    NOT NULL DEFAULT '{}',     -- JSON
    created_at  INTEGER NOT NULL
);

CREATE TABLE saved_armies (
    id         INTEGER PRIMARY KEY,
    player_id  INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    name       TEXT    NOT NULL,
    army       TEXT    NOT NULL,                    -- army text, as `invictus sim --army-a` takes it
    created_at INTEGER NOT NULL,
    UNIQUE (player_id, name)
);

CREATE TABLE matches (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER,
    channel_id       INTEGER,                       -- where the challenge was made
    thread_id        INTEGER,                       -- the match's own thread, when it has one
    board_message_id INTEGER,                       -- the public board's message
    player_a         INTEGER REFERENCES players(id),
    player_b         INTEGER REFERENCES players(id),
    status           TEXT    NOT NULL CHECK (status IN ('active', 'over', 'abandoned')),
    outcome          TEXT,                          -- JSON Outcome once over
    snapshot         TEXT    NOT NULL,              -- JSON engine state after `version` actions
    version          INTEGER NOT NULL,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);
CREATE INDEX matches_by_status ON matches (status);

-- What a match was created from; never changes, kept apart so that rewriting a snapshot stays small.
CREATE TABLE match_origins (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    setup    TEXT NOT NULL,                         -- JSON MatchSetup
    cards    TEXT NOT NULL                          -- JSON card numbers the match was created with
);
CREATE INDEX matches_by_channel ON matches (channel_id);
CREATE INDEX matches_by_thread ON matches (thread_id);
CREATE INDEX matches_by_player_a ON matches (player_a, status);
CREATE INDEX matches_by_player_b ON matches (player_b, status);

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER,
    channel_id    INTEGER,
    message_id    INTEGER,
    challenger_id INTEGER NOT NULL REFERENCES players(id),
    challenged_id INTEGER REFERENCES players(id),  -- NULL: an open challenge
    settings      TEXT    NOT NULL,                -- JSON: armies, Light Match, handicaps, deadlines
    status        TEXT    NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER,
    match_id      INTEGER REFERENCES matches(id)
);
CREATE INDEX challenges_by_status ON challenges (status, expires_at);

CREATE TABLE actions (
    match_id       INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL,               -- 1, 2, …: the state version after this action
    seat           TEXT    NOT NULL CHECK (seat IN ('a', 'b')),
    action         TEXT    NOT NULL,               -- JSON Action
    at             INTEGER NOT NULL,
    interaction_id TEXT UNIQUE,                    -- the Discord interaction that caused it
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;

CREATE TABLE timers (
    id       INTEGER PRIMARY KEY,
    match_id INTEGER REFERENCES matches(id) ON DELETE CASCADE,
    kind     TEXT    NOT NULL,                     -- e.g. turn_deadline, reminder, reaction_window
    due_at   INTEGER NOT NULL,
    payload  TEXT    NOT NULL DEFAULT '{}'         -- JSON
);
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_match ON timers (match_id, kind);
