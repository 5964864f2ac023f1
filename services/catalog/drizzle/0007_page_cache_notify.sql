-- The page cache (src/page-cache): after any committed change to what a public list shows, every catalog
-- replica listening on 'catalog_pages' clears its cached pages. Statement-level, so a bulk change notifies once;
-- PostgreSQL folds identical notifications of one transaction into one and delivers them at commit.
CREATE OR REPLACE FUNCTION catalog_pages_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('catalog_pages', ''); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER gigs_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gigs
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_pages_changed();
--> statement-breakpoint
CREATE TRIGGER stars_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stars
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_pages_changed();
--> statement-breakpoint
CREATE TRIGGER games_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_pages_changed();
--> statement-breakpoint
CREATE TRIGGER game_modes_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_modes
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_pages_changed();
--> statement-breakpoint
CREATE TRIGGER game_platforms_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_platforms
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_pages_changed();
--> statement-breakpoint
CREATE TRIGGER platforms_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platforms
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_pages_changed();
