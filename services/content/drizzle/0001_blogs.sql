CREATE TABLE "blog_daily_views" (
	"post_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_daily_views_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"cover_url" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"staff_pick" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"author_id" uuid NOT NULL,
	"author_username" text NOT NULL,
	"author_name" text NOT NULL,
	"author_avatar_url" text,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_view_marks" (
	"post_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "blog_view_marks_post_id_visitor_id_day_pk" PRIMARY KEY("post_id","visitor_id","day")
);
--> statement-breakpoint
ALTER TABLE "blog_daily_views" ADD CONSTRAINT "blog_daily_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_view_marks" ADD CONSTRAINT "blog_view_marks_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_daily_views_day_idx" ON "blog_daily_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_username","published_at");