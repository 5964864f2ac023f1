ALTER TABLE "promo_codes" ADD COLUMN "deleted_at" timestamp with time zone;
