CREATE TABLE "content_entries" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_type_locale_key_pk" PRIMARY KEY("type","locale","key")
);
