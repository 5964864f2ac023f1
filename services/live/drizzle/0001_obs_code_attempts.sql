-- Codes of the old six-digit format can't be told apart by a selector; they lasted ten minutes anyway.
DELETE FROM "obs_codes";--> statement-breakpoint
DROP INDEX "obs_codes_unused_code_unique";--> statement-breakpoint
ALTER TABLE "obs_codes" ADD COLUMN "selector" text NOT NULL;--> statement-breakpoint
ALTER TABLE "obs_codes" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "obs_codes_unused_selector_unique" ON "obs_codes" USING btree ("selector") WHERE used_at IS NULL;