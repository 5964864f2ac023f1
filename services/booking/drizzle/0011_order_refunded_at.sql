ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
-- Refunds made before this column: the order last changed when it was refunded (near enough for old invoices).
UPDATE "orders" SET "refunded_at" = "updated_at" WHERE "refund_amount" IS NOT NULL;
