-- Hosting reads everything about a match in one go and never reuses a timer's identity.
--
-- Timers: ids are AUTOINCREMENT, so a fired timer's identity (`due:{id}` in actions.interaction_id) is never handed
-- out again, and deleting a fired timer by id can never delete a newer one. The payload is now the whole timer as
-- hosting describes it (JSON with its "kind"); the kind column stays for clearing a match's timers of one kind.
CREATE TABLE timers_v4 (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    match_id INTEGER REFERENCES matches(id) ON DELETE CASCADE,
    kind     TEXT    NOT NULL,                     -- reaction_window, turn_deadline or reminder
    due_at   INTEGER NOT NULL,
    payload  TEXT    NOT NULL                      -- JSON, e.g. {"kind":"reminder","seat":"a"}
);
INSERT INTO timers_v4 (id, match_id, kind, due_at, payload)
    SELECT id, match_id, kind, due_at, json_set(CASE WHEN json_valid(payload) THEN payload ELSE '{}' END, '$.kind', kind)
    FROM timers;
DROP TABLE timers;
ALTER TABLE timers_v4 RENAME TO timers;
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_match ON timers (match_id, kind);
-- Start new ids past every id a timer ever had, also those of fired timers whose rows are gone.
DELETE FROM sqlite_sequence WHERE name = 'timers';
INSERT INTO sqlite_sequence (name, seq) VALUES ('timers', max(
    coalesce((SELECT max(id) FROM timers), 0),
    coalesce((SELECT max(CAST(substr(interaction_id, 7) AS INTEGER)) FROM actions WHERE interaction_id LIKE 'timer:%'), 0)
));

-- The reaction window a match was set up with (NULL: the host's default), read with the match instead of parsing the
-- challenge's JSON on every action.
ALTER TABLE matches ADD COLUMN reaction_window_ms INTEGER;
UPDATE matches SET reaction_window_ms = (
    SELECT CAST(json_extract(c.settings, '$.reaction_window_secs') AS INTEGER) * 1000
    FROM challenges c WHERE c.match_id = matches.id AND json_valid(c.settings)
);

-- The public reaction-window prompt posted for the open window, so that it is closed when the window closes, also
-- after a restart.
ALTER TABLE matches ADD COLUMN prompt_message_id INTEGER;
