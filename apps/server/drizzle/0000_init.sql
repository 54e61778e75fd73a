CREATE TABLE "stores" (
	"country_code" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"currency_code" text NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
