CREATE INDEX "airports_gps_code_idx" ON "airports" USING btree ("gps_code");--> statement-breakpoint
CREATE INDEX "airports_iata_code_idx" ON "airports" USING btree ("iata_code");--> statement-breakpoint
CREATE INDEX "airports_local_code_idx" ON "airports" USING btree ("local_code");