CREATE TABLE "checkouts_started" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"star_id" uuid NOT NULL,
	"gig_id" uuid,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"full_name" text,
	"image_url" text,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"star_id" uuid,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_marks_stage_check" CHECK ("funnel_marks"."stage" in ('view','click'))
);
--> statement-breakpoint
CREATE TABLE "paid_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"star_id" uuid NOT NULL,
	"gig_id" uuid,
	"user_id" uuid NOT NULL,
	"hold_kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "checkouts_started_star_idx" ON "checkouts_started" USING btree ("star_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_marks_once_a_day" ON "funnel_marks" USING btree ("stage","item_kind","item_id","visitor","day");--> statement-breakpoint
CREATE INDEX "funnel_marks_star_idx" ON "funnel_marks" USING btree ("star_id","stage","day");--> statement-breakpoint
CREATE INDEX "paid_orders_star_idx" ON "paid_orders" USING btree ("star_id","paid_at");--> statement-breakpoint
CREATE INDEX "paid_orders_fan_idx" ON "paid_orders" USING btree ("star_id","user_id");