CREATE TABLE "designs" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"furniture_type" text NOT NULL,
	"version" integer NOT NULL,
	"structure" jsonb NOT NULL,
	"structure_hash" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_structure_hash_unique" UNIQUE("structure_hash")
);
