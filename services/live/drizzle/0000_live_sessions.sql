CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"streamer_username" text NOT NULL,
	"streamer_name" text NOT NULL,
	"streamer_image" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"game_id" uuid NOT NULL,
	"game_name" text NOT NULL,
	"game_mode_id" uuid,
	"game_mode_name" text,
	"platform_id" uuid,
	"platform_name" text,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"streaming_link" text,
	"default_thumbnail" text,
	"default_file_name" text,
	"banner" text,
	"tags" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_sessions_status_check" CHECK ("live_sessions"."status" in ('live','ended')),
	CONSTRAINT "live_sessions_ended_check" CHECK (("live_sessions"."status" = 'ended') = ("live_sessions"."ended_at" IS NOT NULL)),
	CONSTRAINT "live_sessions_price_check" CHECK ("live_sessions"."price_minor" > 0),
	CONSTRAINT "live_sessions_currency_check" CHECK ("live_sessions"."currency" in ('USD','INR'))
);
--> statement-breakpoint
CREATE TABLE "obs_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_one_live_per_streamer" ON "live_sessions" USING btree ("streamer_id") WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "live_sessions_streamer_idx" ON "live_sessions" USING btree ("streamer_id","started_at");--> statement-breakpoint
CREATE INDEX "live_sessions_live_username_idx" ON "live_sessions" USING btree (lower("streamer_username")) WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "live_sessions_live_started_idx" ON "live_sessions" USING btree ("started_at") WHERE status = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "obs_codes_unused_code_unique" ON "obs_codes" USING btree ("code_hash") WHERE used_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "obs_codes_unused_per_streamer_unique" ON "obs_codes" USING btree ("streamer_id") WHERE used_at IS NULL;--> statement-breakpoint
CREATE INDEX "obs_codes_unused_expiry_idx" ON "obs_codes" USING btree ("expires_at") WHERE used_at IS NULL;