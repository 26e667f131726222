-- Languages: the language a player chose for their own replies (/settings language; NULL: their
-- Discord client's), and per server the language chosen for its public messages (NULL: the
-- server's Discord locale) and that locale as Discord last reported it.

ALTER TABLE players ADD COLUMN language TEXT;

CREATE TABLE guilds (
    id             INTEGER PRIMARY KEY,
    language       TEXT,
    discord_locale TEXT
);
