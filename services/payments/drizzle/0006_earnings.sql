CREATE TABLE "sales" (
	"order_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"streamer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"gig_id" text,
	"live_session_id" text,
	"currency" text NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"sale_transaction_id" uuid,
	"reversal_transaction_id" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_fee_in_range" CHECK ("sales"."fee_basis_points" BETWEEN 0 AND 10000),
	CONSTRAINT "sales_reversal_needs_sale" CHECK ("sales"."reversal_transaction_id" IS NULL OR "sales"."sale_transaction_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_sale_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("sale_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_reversal_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("reversal_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_streamer_idx" ON "sales" USING btree ("streamer_id","paid_at");--> statement-breakpoint
CREATE INDEX "sales_live_session_idx" ON "sales" USING btree ("live_session_id");