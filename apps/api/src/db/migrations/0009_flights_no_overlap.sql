-- One aircraft is never in two flights at once (block time, off-block to on-block). A correction
-- overlaps the billed flight it replaces, so corrections are left out.
ALTER TABLE "flights" ADD CONSTRAINT "flights_airplane_no_overlap"
  EXCLUDE USING gist ("airplane_id" WITH =, tstzrange("off_block_at", "on_block_at", '[)') WITH &&)
  WHERE ("corrects_flight_id" IS NULL);
