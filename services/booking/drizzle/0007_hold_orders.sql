ALTER TABLE "queue_entries" DROP CONSTRAINT "queue_entries_vip_priced_check";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP CONSTRAINT "queue_entries_discount_check";--> statement-breakpoint
DROP INDEX "queue_entries_held_expiry_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "slot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gig_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'slot' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "live_session_id" uuid;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_live_session_idx" ON "orders" USING btree ("live_session_id");--> statement-breakpoint
-- Every VIP place becomes an order with the same id (so checkouts, payment events and the queue routes keep
-- naming it the same way); its price, payment and expiry move there and the entry points at it.
INSERT INTO "orders" (
	"id", "order_number", "kind", "user_id", "live_session_id", "streamer_id", "status", "number_of_players",
	"gamer_tags", "stripe_session_id", "payment_ref", "amount", "currency", "discount", "amount_paid", "promo_code",
	"payment_provider", "expires_at", "paid_at", "created_at", "updated_at"
)
SELECT
	e."id",
	'LB-V' || upper(substr(md5(e."id"::text), 1, 9)),
	'vip', e."user_id", e."live_session_id", e."streamer_id",
	CASE
		WHEN e."status" = 'held' THEN 'held'
		WHEN e."status" = 'expired' THEN 'expired'
		WHEN e."status" = 'refunded' THEN 'refunded'
		ELSE 'paid'
	END,
	1,
	CASE
		WHEN e."gamer_tag" IS NULL THEN '[]'::jsonb
		ELSE jsonb_build_array(jsonb_build_object('_id', gen_random_uuid(), 'gamerTag', e."gamer_tag"))
	END,
	e."payment_ref", e."payment_ref", e."amount", e."currency", e."discount", e."amount_paid", e."promo_code",
	e."payment_provider", e."expires_at", e."paid_at", e."created_at", e."updated_at"
FROM "queue_entries" e
WHERE e."kind" = 'vip';--> statement-breakpoint
UPDATE "queue_entries" SET "order_id" = "id" WHERE "kind" = 'vip';--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "discount";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "amount_paid";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "promo_code";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "payment_ref";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "payment_provider";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "queue_entries" DROP COLUMN "paid_at";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" IN ('slot', 'vip'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_target_check" CHECK (("orders"."kind" = 'slot' AND "orders"."slot_id" IS NOT NULL AND "orders"."gig_id" IS NOT NULL) OR ("orders"."kind" = 'vip' AND "orders"."live_session_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_vip_order_check" CHECK (("queue_entries"."kind" = 'vip') = ("queue_entries"."order_id" IS NOT NULL));