-- Search support for the lists (page, q, sort): trigram indexes and an accent-folding function.
-- pg_trgm ships with PostgreSQL (contrib, a trusted extension); PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower case without accents: canonical decomposition (NFD), combining marks removed, then
-- lower() — what `foldText` in @lousa/domain does, so `joao` finds 'João' on both ends. Lists
-- search and sort text through it. IMMUTABLE (normalize, regexp_replace and lower are), so
-- expression indexes and generated columns can use it; the base letters left are ASCII, whose
-- lower() does not depend on the database's locale.
CREATE OR REPLACE FUNCTION lousa_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g')) $$;
