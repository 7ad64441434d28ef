-- The game list's search looks for a player's text anywhere in a game's names (`search_text`, one lower-case
-- name per line). A trigram index lets it read only the games whose names hold the text's trigrams, instead of
-- every game of the category, so a search costs what it finds, not what the catalogue holds
-- (docs/decisions/0098-game-search-and-winner-board-at-scale.md). pg_trgm is a trusted extension of
-- PostgreSQL's contrib (a database owner may create it); the embedded database loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX games_search_idx ON games USING gin (search_text gin_trgm_ops);
