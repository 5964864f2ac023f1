CREATE TABLE "accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_wallet_not_negative" CHECK ("accounts"."kind" <> 'user_wallet' OR "accounts"."balance_minor" >= 0),
	CONSTRAINT "accounts_wallet_has_owner" CHECK ("accounts"."kind" <> 'user_wallet' OR "accounts"."owner_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"base" text PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"last_fetched" timestamp with time zone NOT NULL,
	"next_update" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"priority" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"streamer_id" uuid,
	"discount_type" text NOT NULL,
	"percent_off" integer,
	"amount_off_minor" bigint,
	"currency" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"gig_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_shape" CHECK (("promo_codes"."discount_type" = 'percent' AND "promo_codes"."percent_off" BETWEEN 1 AND 100 AND "promo_codes"."amount_off_minor" IS NULL)
        OR ("promo_codes"."discount_type" = 'fixed' AND "promo_codes"."amount_off_minor" > 0 AND "promo_codes"."currency" IS NOT NULL AND "promo_codes"."percent_off" IS NULL)),
	CONSTRAINT "promo_codes_uses_within_limit" CHECK ("promo_codes"."uses_count" >= 0 AND ("promo_codes"."max_uses" IS NULL OR "promo_codes"."uses_count" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_limits_positive" CHECK (("promo_codes"."max_uses" IS NULL OR "promo_codes"."max_uses" > 0) AND ("promo_codes"."max_uses_per_user" IS NULL OR "promo_codes"."max_uses_per_user" > 0)),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."valid_from" IS NULL OR "promo_codes"."valid_until" IS NULL OR "promo_codes"."valid_from" < "promo_codes"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "promo_uses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_accounts_account_fk" FOREIGN KEY ("account") REFERENCES "public"."accounts"("account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateways_name_unique" ON "payment_gateways" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_streamer_idx" ON "promo_codes" USING btree ("streamer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_uses_order_unique" ON "promo_uses" USING btree ("order_id") WHERE "promo_uses"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "promo_uses_code_user_idx" ON "promo_uses" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_key_unique" ON "wallet_transactions" USING btree ("idempotency_key");