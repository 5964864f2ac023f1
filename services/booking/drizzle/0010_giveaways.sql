CREATE TABLE "giveaway_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rule_from" timestamp with time zone NOT NULL,
	"rule_to" timestamp with time zone NOT NULL,
	"rule_streamer_id" uuid,
	"eligible_count" integer NOT NULL,
	"eligible_hash" text NOT NULL,
	"seed" text NOT NULL,
	"winner_ids" uuid[] NOT NULL,
	"drawn_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "giveaway_draws_created_idx" ON "giveaway_draws" USING btree ("created_at");