-- Trigram indexes make title search and suggestions fast on a large catalogue (docs/decisions/0003).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
