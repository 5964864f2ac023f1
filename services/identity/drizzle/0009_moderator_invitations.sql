CREATE TABLE "moderator_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderator_invitations_status_check" CHECK ("moderator_invitations"."status" in ('pending','accepted','declined','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "moderator_invitations" ADD CONSTRAINT "moderator_invitations_streamer_id_users_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderator_invitations" ADD CONSTRAINT "moderator_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderator_invitations_pending_unique" ON "moderator_invitations" USING btree ("streamer_id","invitee_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "moderator_invitations_invitee_idx" ON "moderator_invitations" USING btree ("invitee_id","status");