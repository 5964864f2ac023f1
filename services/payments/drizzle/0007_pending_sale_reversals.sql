CREATE TABLE "pending_sale_reversals" (
	"order_id" text PRIMARY KEY NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL
);
