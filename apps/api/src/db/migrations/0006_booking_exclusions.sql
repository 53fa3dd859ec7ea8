-- Never two confirmed bookings of one aircraft at overlapping times (maintenance blocks may overlap
-- bookings, but not each other), nor of one instructor: enforced here, so concurrent requests on
-- several server instances cannot race past a check in code.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_airplane_no_overlap"
  EXCLUDE USING gist ("airplane_id" WITH =, "is_maintenance" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instructor_no_overlap"
  EXCLUDE USING gist ("instructor_membership_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'confirmed' AND "instructor_membership_id" IS NOT NULL);--> statement-breakpoint
-- The calendar's read: one company's bookings touching a window.
CREATE INDEX "bookings_company_span_idx" ON "bookings" USING gist ("company_id", tstzrange("starts_at", "ends_at", '[)'));
