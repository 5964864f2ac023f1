CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"gig_id" uuid NOT NULL,
	"streamer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"number_of_players" integer NOT NULL,
	"gamer_tags" jsonb NOT NULL,
	"stripe_session_id" text,
	"payment_ref" text,
	"amount" integer,
	"currency" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('held','paid','completed','expired','cancelled','refunded')),
	CONSTRAINT "orders_players_check" CHECK ("orders"."number_of_players" >= 1)
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gig_id" uuid NOT NULL,
	"streamer_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slots_seats_check" CHECK ("slots"."seats" >= 1),
	CONSTRAINT "slots_seats_taken_check" CHECK ("slots"."seats_taken" >= 0 AND "slots"."seats_taken" <= "slots"."seats"),
	CONSTRAINT "slots_times_check" CHECK ("slots"."ends_at" > "slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "orders_held_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "slots_gig_idx" ON "slots" USING btree ("gig_id","starts_at");--> statement-breakpoint
CREATE INDEX "slots_streamer_idx" ON "slots" USING btree ("streamer_id","starts_at");