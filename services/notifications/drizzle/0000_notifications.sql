CREATE TABLE "discord_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bot_enabled" boolean DEFAULT false NOT NULL,
	"webhook_path" text,
	"upcoming_slots" boolean DEFAULT true NOT NULL,
	"favorite_creator_slots" boolean DEFAULT true NOT NULL,
	"favorite_creator_live" boolean DEFAULT true NOT NULL,
	"promotions" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_outs" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"audience" text NOT NULL,
	"live_session_id" uuid NOT NULL,
	"streamer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"influencer_username" text NOT NULL,
	"message" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "live_messages_audience_check" CHECK ("live_messages"."audience" in ('fan','streamer'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"type" text NOT NULL,
	"url" text,
	"star_id" uuid,
	"star_username" text,
	"star_image" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('live','other'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"streamer_id" uuid NOT NULL,
	"gig_title" text NOT NULL,
	"gig_slug" text NOT NULL,
	"order_number" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "live_messages_session_idx" ON "live_messages" USING btree ("live_session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("starts_at") WHERE "reminders"."sent_at" is null and "reminders"."cancelled_at" is null;