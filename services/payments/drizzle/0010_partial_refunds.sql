ALTER TABLE "payout_lines" ADD COLUMN "gross_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "fee_gst_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "tds_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "net_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_sale_reversals" ADD COLUMN "amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "kept_gross_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "kept_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "kept_fee_gst_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "kept_tds_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "kept_net_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refund_after_payout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "sales" s SET "refunded_minor" = s.gross_minor,
	"refund_after_payout" = EXISTS (SELECT 1 FROM "payout_lines" pl JOIN "payouts" p ON p.id = pl.payout_id
		WHERE pl.order_id = s.order_id AND pl.kind = 'sale' AND p.status = 'completed')
	WHERE s.reversal_transaction_id IS NOT NULL;--> statement-breakpoint
UPDATE "payout_lines" pl SET
	"gross_minor" = CASE WHEN pl.kind = 'sale' THEN s.gross_minor ELSE -s.gross_minor END,
	"fee_minor" = CASE WHEN pl.kind = 'sale' THEN s.fee_minor ELSE -s.fee_minor END,
	"fee_gst_minor" = CASE WHEN pl.kind = 'sale' THEN s.fee_gst_minor ELSE -s.fee_gst_minor END,
	"tds_minor" = CASE WHEN pl.kind = 'sale' THEN s.tds_minor ELSE -s.tds_minor END,
	"net_minor" = CASE WHEN pl.kind = 'sale' THEN s.net_minor ELSE -s.net_minor END
	FROM "sales" s WHERE s.order_id = pl.order_id;
