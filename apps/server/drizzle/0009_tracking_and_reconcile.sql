CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("reconcile_at") WHERE status in ('created', 'pending');