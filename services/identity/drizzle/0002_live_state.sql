ALTER TABLE "users" ADD COLUMN "live_session_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "live_version" timestamp with time zone;