CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"image" text NOT NULL,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"item_id" uuid,
	"star_id" uuid,
	"search_term" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clicks_kind_check" CHECK ("clicks"."kind" in ('gig','star','game','search'))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id"),
	CONSTRAINT "favorites_kind_check" CHECK ("favorites"."kind" in ('gig','star','game'))
);
--> statement-breakpoint
CREATE TABLE "game_modes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"no_of_players" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_modes_duration_check" CHECK ("game_modes"."duration_minutes" > 0),
	CONSTRAINT "game_modes_players_check" CHECK ("game_modes"."no_of_players" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_platforms" (
	"game_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	CONSTRAINT "game_platforms_game_id_platform_id_pk" PRIMARY KEY("game_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"crossplatform" boolean DEFAULT false NOT NULL,
	"show_landing" boolean DEFAULT false NOT NULL,
	"image" text,
	"logo" text,
	"background" text,
	"primary_color" text,
	"secondary_color" text,
	"alternate_color" text,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"clicks_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (catalog_fold(name)) STORED NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"star_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"game_id" uuid NOT NULL,
	"game_mode_id" uuid,
	"platform_id" uuid,
	"price_minor" integer NOT NULL,
	"base_currency" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_image" text,
	"status" text DEFAULT 'active' NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"clicks_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer GENERATED ALWAYS AS (("favorites_count" * 3 + "clicks_count" * 1)) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (catalog_gig_text(title, tags)) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, catalog_gig_text(title, tags))) STORED NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gigs_price_check" CHECK ("gigs"."price_minor" > 0),
	CONSTRAINT "gigs_base_currency_check" CHECK ("gigs"."base_currency" in ('USD','INR')),
	CONSTRAINT "gigs_status_check" CHECK ("gigs"."status" in ('active','archived'))
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"position" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_suggestions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"star_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stars" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"bio" text,
	"profession" text,
	"image" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text,
	"base_currency" text DEFAULT 'USD' NOT NULL,
	"show_at_landing" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"live_session_id" uuid,
	"profile_version" timestamp with time zone,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"clicks_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (catalog_fold(username || ' ' || full_name || ' ' || coalesce(profession, ''))) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, catalog_fold(username || ' ' || full_name || ' ' || coalesce(profession, '')))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stars_base_currency_check" CHECK ("stars"."base_currency" in ('USD','INR'))
);
--> statement-breakpoint
ALTER TABLE "game_modes" ADD CONSTRAINT "game_modes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_platforms" ADD CONSTRAINT "game_platforms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_platforms" ADD CONSTRAINT "game_platforms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_star_id_stars_id_fk" FOREIGN KEY ("star_id") REFERENCES "public"."stars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_game_mode_id_game_modes_id_fk" FOREIGN KEY ("game_mode_id") REFERENCES "public"."game_modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_active_idx" ON "banners" USING btree ("is_active","position");--> statement-breakpoint
CREATE INDEX "clicks_item_idx" ON "clicks" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "clicks_star_idx" ON "clicks" USING btree ("star_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_item_idx" ON "favorites" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "game_modes_game_idx" ON "game_modes" USING btree ("game_id","position");--> statement-breakpoint
CREATE INDEX "game_platforms_platform_idx" ON "game_platforms" USING btree ("platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_unique" ON "games" USING btree ("slug") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "games_name_unique" ON "games" USING btree (lower("name")) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "games_search_trgm" ON "games" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "gigs_star_slug_unique" ON "gigs" USING btree ("star_id","slug") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "gigs_star_idx" ON "gigs" USING btree ("star_id","created_at");--> statement-breakpoint
CREATE INDEX "gigs_game_popular_idx" ON "gigs" USING btree ("game_id","popularity" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "gigs_game_active_idx" ON "gigs" USING btree ("game_id","star_id") WHERE status = 'active' AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "gigs_popular_idx" ON "gigs" USING btree ("popularity" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "gigs_active_created_idx" ON "gigs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "gigs_platform_idx" ON "gigs" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "gigs_tag_keys_idx" ON "gigs" USING gin ("tag_keys");--> statement-breakpoint
CREATE INDEX "gigs_search_trgm" ON "gigs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gigs_search_fts" ON "gigs" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_name_unique" ON "platforms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_slug_unique" ON "platforms" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stars_username_idx" ON "stars" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "stars_search_trgm" ON "stars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stars_search_fts" ON "stars" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "stars_listed_live_idx" ON "stars" USING btree ("listed","is_live");