DROP INDEX "logbook_entries_user_date_idx";--> statement-breakpoint
DROP INDEX "logbook_entries_user_registration_idx";--> statement-breakpoint
CREATE INDEX "logbook_entries_user_newest_idx" ON "logbook_entries" USING btree ("user_id","date" DESC NULLS FIRST,"departure_at" DESC NULLS LAST,"id" DESC NULLS FIRST);