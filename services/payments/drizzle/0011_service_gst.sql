ALTER TABLE "payout_lines" ADD COLUMN "service_gst_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "service_gst_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "streamer_gstin" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "service_gst_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "kept_service_gst_minor" bigint DEFAULT 0 NOT NULL;