CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"rating" integer NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"text" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "reviews_shown_idx" ON "reviews" USING btree ("approved","language","created_at");