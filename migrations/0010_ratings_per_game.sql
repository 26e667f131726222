-- Ratings per game: a player has a rating in each game they play, per server and across servers. The ratings
-- written so far are Invictus's.

CREATE TABLE ratings_v10 (
    player_id  INTEGER NOT NULL REFERENCES players(id),
    game       TEXT    NOT NULL,                   -- invictus, tactica
    scope      INTEGER NOT NULL,                   -- a guild id, or 0: all servers
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    wins       INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (player_id, game, scope)
) WITHOUT ROWID;
INSERT INTO ratings_v10 (player_id, game, scope, rating, deviation, volatility, wins, losses, draws, updated_at)
    SELECT player_id, 'invictus', scope, rating, deviation, volatility, wins, losses, draws, updated_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_v10 RENAME TO ratings;
CREATE INDEX ratings_by_scope ON ratings (game, scope, rating DESC);
