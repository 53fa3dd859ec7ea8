CREATE TABLE "tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer NOT NULL,
	"flight_id" integer,
	"logbook_entry_id" integer,
	"file_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"line" jsonb NOT NULL,
	"point_count" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"max_altitude_m" integer,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"takeoff_at" timestamp with time zone,
	"landing_at" timestamp with time zone,
	"departure" jsonb,
	"arrival" jsonb,
	"share_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracks_owner_check" CHECK (num_nonnulls("tracks"."flight_id", "tracks"."logbook_entry_id") = 1),
	CONSTRAINT "tracks_company_check" CHECK (("tracks"."flight_id" is null) = ("tracks"."company_id" is null)),
	CONSTRAINT "tracks_format_check" CHECK ("tracks"."format" in ('gpx', 'igc', 'kml')),
	CONSTRAINT "tracks_figures_check" CHECK ("tracks"."point_count" >= 2 and "tracks"."distance_m" >= 0 and "tracks"."ended_at" >= "tracks"."started_at"),
	CONSTRAINT "tracks_share_token_check" CHECK ("tracks"."share_token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_content_type_check";--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_byte_size_check";--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_logbook_entry_id_logbook_entries_id_fk" FOREIGN KEY ("logbook_entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_flight_unique" ON "tracks" USING btree ("flight_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_logbook_entry_unique" ON "tracks" USING btree ("logbook_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_share_token_unique" ON "tracks" USING btree ("share_token_hash");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_content_type_check" CHECK ("stored_files"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/gpx+xml', 'application/vnd.fai.igc', 'application/vnd.google-earth.kml+xml'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_byte_size_check" CHECK ("stored_files"."byte_size" = octet_length("stored_files"."content") and "stored_files"."byte_size" between 1 and case "stored_files"."content_type" when 'application/pdf' then 10485760 when 'application/gpx+xml' then 10485760 when 'application/vnd.fai.igc' then 10485760 when 'application/vnd.google-earth.kml+xml' then 10485760 else 5242880 end);