ALTER TABLE "airport_search_terms" DROP CONSTRAINT "airport_search_terms_airport_id_airports_id_fk";
--> statement-breakpoint
DROP INDEX "airport_search_terms_prefix_idx";--> statement-breakpoint
ALTER TABLE "airport_search_terms" DROP CONSTRAINT "airport_search_terms_airport_id_term_pk";--> statement-breakpoint
ALTER TABLE "airport_search_terms" ALTER COLUMN "term" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "airport_search_terms" ADD CONSTRAINT "airport_search_terms_pk" PRIMARY KEY("term","airport_id");