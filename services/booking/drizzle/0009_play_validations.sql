ALTER TABLE "orders" ADD COLUMN "play_status" text DEFAULT 'unvalidated' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "validated_by" uuid;--> statement-breakpoint
CREATE INDEX "orders_streamer_updated_idx" ON "orders" USING btree ("streamer_id","updated_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_play_status_check" CHECK ("orders"."play_status" in ('unvalidated','played','not_played'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_validation_check" CHECK (("orders"."play_status" = 'unvalidated') = ("orders"."validated_at" IS NULL) AND ("orders"."validated_at" IS NULL) = ("orders"."validated_by" IS NULL));