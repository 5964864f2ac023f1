ALTER TABLE "token_families" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "expires_at" timestamp with time zone;