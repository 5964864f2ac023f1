-- One streamer can't be in two slots at once. An exclusion constraint decides it inside PostgreSQL, so two
-- requests adding overlapping slots at the same moment can't both succeed. btree_gist ships with contrib.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_no_overlap"
  EXCLUDE USING gist ("streamer_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
