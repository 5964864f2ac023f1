CREATE TABLE "recipient_mail_counts" (
	"email" text NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "recipient_mail_counts_email_hour_start_pk" PRIMARY KEY("email","hour_start")
);
