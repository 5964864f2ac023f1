CREATE TABLE "ip_locations" (
	"ip" text PRIMARY KEY NOT NULL,
	"location" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
