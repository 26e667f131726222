-- Players' ratings (Glicko-2), per server (scope = the guild id) and across servers (scope = 0), written in the
-- transaction of the action that ends a rated match, with each match's change kept. Matches that ended before this
-- schema are not rated.

CREATE TABLE ratings (
    player_id  INTEGER NOT NULL REFERENCES players(id),
    scope      INTEGER NOT NULL,                   -- a guild id, or 0: all servers
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, scope)
) WITHOUT ROWID;
CREATE INDEX ratings_by_scope ON ratings (scope, rating DESC);

CREATE TABLE rating_changes (
    match_id  INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL,
    scope     INTEGER NOT NULL,
    before    REAL    NOT NULL,
    after     REAL    NOT NULL,
    deviation REAL    NOT NULL,                    -- after the match
    PRIMARY KEY (match_id, player_id, scope)
) WITHOUT ROWID;
