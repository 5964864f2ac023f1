ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_kind_check";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_kind_check" CHECK ("checkout_sessions"."kind" IN ('order', 'vip', 'top_up'));--> statement-breakpoint
-- Sandbox payments made before this migration: their card bookings and the sales they paid are marked too.
UPDATE "wallet_transactions" wt SET "sandbox" = true FROM "checkout_sessions" cs
  WHERE cs."provider" = 'sandbox' AND wt."idempotency_key" IN ('card:' || cs."id", 'card-refund:' || cs."id");--> statement-breakpoint
UPDATE "sales" s SET "sandbox" = true FROM "checkout_sessions" cs
  WHERE cs."provider" = 'sandbox' AND cs."status" IN ('paid', 'refunded') AND cs."order_id" = s."order_id";
