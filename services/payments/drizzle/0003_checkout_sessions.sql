CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"promo_code" text,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_amount_not_negative" CHECK ("checkout_sessions"."amount_minor" >= 0 AND "checkout_sessions"."discount_minor" >= 0),
	CONSTRAINT "checkout_sessions_paid_has_ref" CHECK ("checkout_sessions"."status" <> 'paid' OR "checkout_sessions"."provider_ref" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "checkout_sessions_order_idx" ON "checkout_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_live_per_order" ON "checkout_sessions" USING btree ("order_id") WHERE "checkout_sessions"."status" IN ('created', 'paid');--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id","created_at");