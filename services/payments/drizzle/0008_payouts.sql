CREATE TABLE "payout_lines" (
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"payout_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_lines_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "payout_lines_kind_check" CHECK ("payout_lines"."kind" IN ('sale', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"transfer_reference" text,
	"transaction_id" uuid,
	"created_by" uuid NOT NULL,
	"completed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('draft', 'completed')),
	CONSTRAINT "payouts_completed_has_transfer" CHECK ("payouts"."status" <> 'completed' OR ("payouts"."transfer_reference" IS NOT NULL AND "payouts"."transaction_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "play_validations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"played" boolean NOT NULL,
	"validated_by" uuid NOT NULL,
	"validated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fee_gst_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tds_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "gross_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fee_gst_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tds_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "net_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_draft_unique" ON "payouts" USING btree ("streamer_id","currency") WHERE "payouts"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "payouts_streamer_idx" ON "payouts" USING btree ("streamer_id","status","created_at");--> statement-breakpoint
UPDATE "sales" s SET
	"gross_minor" = COALESCE((SELECT -SUM(e.amount_minor) FROM "ledger_entries" e WHERE e.transaction_id = s.sale_transaction_id AND e.account LIKE 'system:payment:%'), 0),
	"fee_minor" = COALESCE((SELECT SUM(e.amount_minor) FROM "ledger_entries" e WHERE e.transaction_id = s.sale_transaction_id AND e.account LIKE 'system:platform_fee:%'), 0),
	"net_minor" = COALESCE((SELECT SUM(e.amount_minor) FROM "ledger_entries" e WHERE e.transaction_id = s.sale_transaction_id AND e.account LIKE 'streamer:%'), 0),
	"reversed_at" = (SELECT t.created_at FROM "wallet_transactions" t WHERE t.id = s.reversal_transaction_id);
