-- The bot's heartbeat, for `invictus health`: when each part of the running bot last showed it was alive (Unix ms):
-- 'gateway' while its Discord gateway connection is up, 'timers' each time the timer loop runs.

CREATE TABLE heartbeat (
    part TEXT    PRIMARY KEY,
    at   INTEGER NOT NULL
) WITHOUT ROWID;
