-- Orders taken before orders were priced (pre-release builds) cannot be paid: give their seats back and drop them.
UPDATE "slots" SET "seats_taken" = "seats_taken" - unpriced."players"
FROM (
	SELECT "slot_id", sum("number_of_players")::int AS "players" FROM "orders"
	WHERE "amount" IS NULL AND "status" IN ('held', 'paid', 'completed') GROUP BY "slot_id"
) AS unpriced
WHERE "slots"."id" = unpriced."slot_id";--> statement-breakpoint
DELETE FROM "orders" WHERE "amount" IS NULL;--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"players" integer,
	"bookable" boolean NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"version" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "lobby_code" text;--> statement-breakpoint
CREATE INDEX "orders_streamer_idx" ON "orders" USING btree ("streamer_id","status");--> statement-breakpoint
CREATE INDEX "orders_payment_ref_idx" ON "orders" USING btree ("payment_ref");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" > 0 AND "orders"."discount" >= 0 AND "orders"."discount" <= "orders"."amount");