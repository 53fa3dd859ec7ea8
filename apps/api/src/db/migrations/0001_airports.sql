CREATE TABLE "airport_frequencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"airport_id" integer NOT NULL,
	"type" text,
	"description" text,
	"frequency_mhz" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airport_search_terms" (
	"term" text NOT NULL,
	"airport_id" integer NOT NULL,
	CONSTRAINT "airport_search_terms_airport_id_term_pk" PRIMARY KEY("airport_id","term")
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" integer PRIMARY KEY NOT NULL,
	"ident" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"latitude_deg" double precision NOT NULL,
	"longitude_deg" double precision NOT NULL,
	"elevation_ft" integer,
	"continent" text,
	"iso_country" text NOT NULL,
	"iso_region" text,
	"municipality" text,
	"scheduled_service" boolean DEFAULT false NOT NULL,
	"gps_code" text,
	"iata_code" text,
	"local_code" text,
	"home_link" text,
	"wikipedia_link" text,
	"keywords" text,
	"type_rank" smallint GENERATED ALWAYS AS (case type when 'large_airport' then 0 when 'medium_airport' then 1 when 'small_airport' then 2 when 'closed' then 4 else 3 end) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runways" (
	"id" integer PRIMARY KEY NOT NULL,
	"airport_id" integer NOT NULL,
	"length_ft" integer,
	"width_ft" integer,
	"surface" text,
	"lighted" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"le_ident" text,
	"le_latitude_deg" double precision,
	"le_longitude_deg" double precision,
	"le_elevation_ft" integer,
	"le_heading_deg_t" double precision,
	"le_displaced_threshold_ft" integer,
	"he_ident" text,
	"he_latitude_deg" double precision,
	"he_longitude_deg" double precision,
	"he_elevation_ft" integer,
	"he_heading_deg_t" double precision,
	"he_displaced_threshold_ft" integer
);
--> statement-breakpoint
ALTER TABLE "airport_frequencies" ADD CONSTRAINT "airport_frequencies_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airport_search_terms" ADD CONSTRAINT "airport_search_terms_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runways" ADD CONSTRAINT "runways_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airport_frequencies_airport_idx" ON "airport_frequencies" USING btree ("airport_id");--> statement-breakpoint
CREATE INDEX "airport_search_terms_prefix_idx" ON "airport_search_terms" USING btree ("term" text_pattern_ops,"airport_id");--> statement-breakpoint
CREATE INDEX "airports_ident_idx" ON "airports" USING btree ("ident");--> statement-breakpoint
CREATE INDEX "airports_rank_idx" ON "airports" USING btree ("type_rank","name");--> statement-breakpoint
CREATE INDEX "airports_country_rank_idx" ON "airports" USING btree ("iso_country","type_rank","name");--> statement-breakpoint
CREATE INDEX "runways_airport_idx" ON "runways" USING btree ("airport_id");