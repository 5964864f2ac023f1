CREATE TABLE "onboarding_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "onboarding_documents_kind_check" CHECK ("onboarding_documents"."kind" in ('bankStatement','signedAgreement','cancelledCheque')),
	CONSTRAINT "onboarding_documents_content_type_check" CHECK ("onboarding_documents"."content_type" in ('application/pdf','image/png','image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"full_name" text NOT NULL,
	"gaming_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"tshirt_size" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"bank_option" text NOT NULL,
	"bank_code_encrypted" text NOT NULL,
	"bank_statement_id" uuid NOT NULL,
	"signed_agreement_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	CONSTRAINT "onboarding_submissions_streamer_unique" UNIQUE("streamer_id"),
	CONSTRAINT "onboarding_submissions_status_check" CHECK ("onboarding_submissions"."status" in ('submitted','verified')),
	CONSTRAINT "onboarding_submissions_bank_option_check" CHECK ("onboarding_submissions"."bank_option" in ('SWIFT Code','IBAN','Routing Number','Sort Code','IFSC Code','Bank Code'))
);
--> statement-breakpoint
CREATE TABLE "streamer_bank_details" (
	"id" uuid PRIMARY KEY NOT NULL,
	"streamer_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"bank_code_type" text NOT NULL,
	"bank_code_encrypted" text NOT NULL,
	"cancelled_cheque_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streamer_bank_details_streamer_unique" UNIQUE("streamer_id"),
	CONSTRAINT "streamer_bank_details_code_type_check" CHECK ("streamer_bank_details"."bank_code_type" in ('SWIFT Code','IBAN','Routing Number','Sort Code','IFSC Code','Bank Code'))
);
--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_streamer_id_users_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_streamer_id_users_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_bank_statement_id_onboarding_documents_id_fk" FOREIGN KEY ("bank_statement_id") REFERENCES "public"."onboarding_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_signed_agreement_id_onboarding_documents_id_fk" FOREIGN KEY ("signed_agreement_id") REFERENCES "public"."onboarding_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streamer_bank_details" ADD CONSTRAINT "streamer_bank_details_streamer_id_users_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streamer_bank_details" ADD CONSTRAINT "streamer_bank_details_cancelled_cheque_id_onboarding_documents_id_fk" FOREIGN KEY ("cancelled_cheque_id") REFERENCES "public"."onboarding_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_documents_streamer_idx" ON "onboarding_documents" USING btree ("streamer_id");