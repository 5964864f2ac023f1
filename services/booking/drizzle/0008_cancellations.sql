ALTER TABLE "gigs" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "cancelled_at" timestamp with time zone;