CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"version" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"lobby_code" text,
	CONSTRAINT "live_sessions_status_check" CHECK ("live_sessions"."status" IN ('live', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"live_session_id" uuid NOT NULL,
	"streamer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"gamer_tag" text,
	"amount" integer,
	"currency" text,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount_paid" integer,
	"promo_code" text,
	"payment_ref" text,
	"payment_provider" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_entries_kind_check" CHECK ("queue_entries"."kind" IN ('vip', 'regular')),
	CONSTRAINT "queue_entries_status_check" CHECK ("queue_entries"."status" IN ('held','waiting','playing_next','in_game','done','left','expired','refunded')),
	CONSTRAINT "queue_entries_vip_priced_check" CHECK ("queue_entries"."kind" <> 'vip' OR ("queue_entries"."amount" > 0 AND "queue_entries"."currency" IS NOT NULL AND "queue_entries"."expires_at" IS NOT NULL)),
	CONSTRAINT "queue_entries_discount_check" CHECK ("queue_entries"."discount" >= 0 AND ("queue_entries"."amount" IS NULL OR "queue_entries"."discount" <= "queue_entries"."amount")),
	CONSTRAINT "queue_entries_in_line_check" CHECK ("queue_entries"."status" IN ('held', 'expired') OR "queue_entries"."waiting_since" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_streamer_idx" ON "live_sessions" USING btree ("streamer_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_place_in_line" ON "queue_entries" USING btree ("live_session_id","user_id") WHERE status IN ('waiting', 'playing_next', 'in_game');--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_hold" ON "queue_entries" USING btree ("live_session_id","user_id") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "queue_entries_waiting_idx" ON "queue_entries" USING btree ("live_session_id","waiting_since") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_session_idx" ON "queue_entries" USING btree ("live_session_id","status");--> statement-breakpoint
CREATE INDEX "queue_entries_user_idx" ON "queue_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "queue_entries_held_expiry_idx" ON "queue_entries" USING btree ("expires_at") WHERE status = 'held';