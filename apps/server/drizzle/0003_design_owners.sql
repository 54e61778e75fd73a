ALTER TABLE "designs" DROP CONSTRAINT "designs_structure_hash_unique";--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "write_token_hash" text;--> statement-breakpoint
CREATE INDEX "designs_structure_hash_idx" ON "designs" USING btree ("structure_hash");