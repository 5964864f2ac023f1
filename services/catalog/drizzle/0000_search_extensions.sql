-- Search: trigram similarity (typo-tolerant matching) and accent folding. Both ship with PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so generated columns and indexes use this
-- IMMUTABLE wrapper with the dictionary named explicitly: lower case, accents removed ('Tomás' -> 'tomas').
CREATE OR REPLACE FUNCTION catalog_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
-- What a gig is found by: its title and its tags, folded.
CREATE OR REPLACE FUNCTION catalog_gig_text(title text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT catalog_fold(coalesce(title, '') || ' ' || coalesce(array_to_string(tags, ' '), '')) $$;
