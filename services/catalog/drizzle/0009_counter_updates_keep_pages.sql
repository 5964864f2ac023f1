-- Opening a gig, star or game only moves its click counter (its popularity). Such a transaction sets
-- lobby.counters_only and keeps every replica's cached pages, which then show popularity at most the cache's
-- maximum age late; without that, every visit anywhere would empty the caches. Every other change still clears
-- them at commit.
CREATE OR REPLACE FUNCTION catalog_pages_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF coalesce(current_setting('lobby.counters_only', true), '') <> 'on' THEN
    PERFORM pg_notify('catalog_pages', '');
  END IF;
  RETURN NULL;
END $$;
