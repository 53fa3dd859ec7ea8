ALTER TABLE "airports" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "airports_type_idx" ON "airports" USING btree ("type","name");