CREATE TABLE "catalog_entries" (
	"design_uuid" uuid PRIMARY KEY NOT NULL,
	"seed_key" text NOT NULL,
	"structure_hash" text NOT NULL,
	"category" text NOT NULL,
	"furniture_type" text NOT NULL,
	"rank" integer NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text,
	"color_group" text NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_entries" ADD CONSTRAINT "catalog_entries_design_uuid_designs_uuid_fk" FOREIGN KEY ("design_uuid") REFERENCES "public"."designs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_entries_seed_key_idx" ON "catalog_entries" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "catalog_entries_category_rank_idx" ON "catalog_entries" USING btree ("category","rank");