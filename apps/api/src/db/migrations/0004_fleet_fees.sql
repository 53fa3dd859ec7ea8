CREATE TABLE "fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ident" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "fees_kind_check" CHECK ("fees"."kind" in ('per_hour', 'per_flight', 'per_landing', 'flat', 'per_month', 'per_year')),
	CONSTRAINT "fees_amount_check" CHECK ("fees"."amount" >= 0),
	CONSTRAINT "fees_vat_rate_check" CHECK ("fees"."vat_rate" between 0 and 10000),
	CONSTRAINT "fees_validity_check" CHECK ("fees"."valid_until" >= "fees"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "airplane_favourites" (
	"user_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airplane_favourites_user_id_airplane_id_pk" PRIMARY KEY("user_id","airplane_id")
);
--> statement-breakpoint
CREATE TABLE "airplane_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"altitude_ft" integer,
	"heading_deg" smallint,
	"ground_speed_kt" smallint,
	"source" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"reported_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airplane_positions_latitude_check" CHECK ("airplane_positions"."latitude" between -90 and 90),
	CONSTRAINT "airplane_positions_longitude_check" CHECK ("airplane_positions"."longitude" between -180 and 180),
	CONSTRAINT "airplane_positions_heading_check" CHECK ("airplane_positions"."heading_deg" between 0 and 359),
	CONSTRAINT "airplane_positions_speed_check" CHECK ("airplane_positions"."ground_speed_kt" >= 0),
	CONSTRAINT "airplane_positions_source_check" CHECK ("airplane_positions"."source" in ('manual', 'app', 'tracker', 'adsb', 'flarm', 'ogn'))
);
--> statement-breakpoint
CREATE TABLE "airplanes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"registration" text NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"icao_type" text,
	"category" text NOT NULL,
	"seats" smallint DEFAULT 2 NOT NULL,
	"homebase_airport_id" integer,
	"color" text,
	"photo_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"grounded_by_squawk" boolean DEFAULT false NOT NULL,
	"hobbs_minutes" integer DEFAULT 0 NOT NULL,
	"tach_minutes" integer DEFAULT 0 NOT NULL,
	"engine_minutes_since_overhaul" integer DEFAULT 0 NOT NULL,
	"fee_id" integer,
	"booking_fee_id" integer,
	"mtow_kg" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airplanes_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "airplanes_registration_check" CHECK ("airplanes"."registration" ~ '^[A-Z0-9]{1,2}-?[A-Z0-9]{1,5}$'),
	CONSTRAINT "airplanes_category_check" CHECK ("airplanes"."category" in ('sep', 'mep', 'tmg', 'glider', 'helicopter', 'ultralight')),
	CONSTRAINT "airplanes_status_check" CHECK ("airplanes"."status" in ('active', 'grounded', 'retired')),
	CONSTRAINT "airplanes_grounded_reason_check" CHECK ("airplanes"."status" <> 'grounded' or "airplanes"."status_reason" is not null),
	CONSTRAINT "airplanes_seats_check" CHECK ("airplanes"."seats" between 1 and 30),
	CONSTRAINT "airplanes_color_check" CHECK ("airplanes"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "airplanes_counters_check" CHECK ("airplanes"."hobbs_minutes" >= 0 and "airplanes"."tach_minutes" >= 0 and "airplanes"."engine_minutes_since_overhaul" >= 0),
	CONSTRAINT "airplanes_mtow_check" CHECK ("airplanes"."mtow_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "airplane_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"expires_on" date,
	"file_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airplane_documents_kind_check" CHECK ("airplane_documents"."kind" in ('airworthiness_review', 'insurance', 'radio_licence', 'other'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	"what" text NOT NULL,
	"due_at_hobbs_minutes" integer,
	"due_on" date,
	"warn_before_minutes" integer DEFAULT 600 NOT NULL,
	"warn_before_days" integer DEFAULT 30 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_items_due_check" CHECK ("maintenance_items"."due_at_hobbs_minutes" is not null or "maintenance_items"."due_on" is not null),
	CONSTRAINT "maintenance_items_hobbs_check" CHECK ("maintenance_items"."due_at_hobbs_minutes" >= 0),
	CONSTRAINT "maintenance_items_warn_check" CHECK ("maintenance_items"."warn_before_minutes" >= 0 and "maintenance_items"."warn_before_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "squawks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	"reported_by_membership_id" integer,
	"description" text NOT NULL,
	"photo_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"classified_by_membership_id" integer,
	"classified_at" timestamp with time zone,
	"fixed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squawks_status_check" CHECK ("squawks"."status" in ('open', 'deferred', 'no_go', 'fixed')),
	CONSTRAINT "squawks_fixed_check" CHECK (("squawks"."status" = 'fixed') = ("squawks"."fixed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "landing_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"airport_id" integer NOT NULL,
	"airplane_id" integer,
	"mtow_max_kg" integer,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_fees_applies_unique" UNIQUE NULLS NOT DISTINCT("company_id","airport_id","airplane_id","mtow_max_kg"),
	CONSTRAINT "landing_fees_amount_check" CHECK ("landing_fees"."amount" >= 0),
	CONSTRAINT "landing_fees_mtow_check" CHECK ("landing_fees"."mtow_max_kg" > 0),
	CONSTRAINT "landing_fees_target_check" CHECK ("landing_fees"."airplane_id" is null or "landing_fees"."mtow_max_kg" is null)
);
--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplane_favourites" ADD CONSTRAINT "airplane_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplane_favourites" ADD CONSTRAINT "airplane_favourites_airplane_id_airplanes_id_fk" FOREIGN KEY ("airplane_id") REFERENCES "public"."airplanes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplane_positions" ADD CONSTRAINT "airplane_positions_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplane_positions" ADD CONSTRAINT "airplane_positions_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplanes" ADD CONSTRAINT "airplanes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplanes" ADD CONSTRAINT "airplanes_homebase_airport_id_airports_id_fk" FOREIGN KEY ("homebase_airport_id") REFERENCES "public"."airports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplanes" ADD CONSTRAINT "airplanes_fee_fk" FOREIGN KEY ("company_id","fee_id") REFERENCES "public"."fees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplanes" ADD CONSTRAINT "airplanes_booking_fee_fk" FOREIGN KEY ("company_id","booking_fee_id") REFERENCES "public"."fees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplane_documents" ADD CONSTRAINT "airplane_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airplane_documents" ADD CONSTRAINT "airplane_documents_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squawks" ADD CONSTRAINT "squawks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squawks" ADD CONSTRAINT "squawks_reported_by_membership_id_memberships_id_fk" FOREIGN KEY ("reported_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squawks" ADD CONSTRAINT "squawks_classified_by_membership_id_memberships_id_fk" FOREIGN KEY ("classified_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squawks" ADD CONSTRAINT "squawks_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_fees" ADD CONSTRAINT "landing_fees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_fees" ADD CONSTRAINT "landing_fees_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_fees" ADD CONSTRAINT "landing_fees_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fees_company_ident_unique" ON "fees" USING btree ("company_id",lower("ident"));--> statement-breakpoint
CREATE INDEX "airplane_favourites_airplane_idx" ON "airplane_favourites" USING btree ("airplane_id");--> statement-breakpoint
CREATE INDEX "airplane_positions_track_idx" ON "airplane_positions" USING btree ("company_id","airplane_id","reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "airplanes_company_registration_unique" ON "airplanes" USING btree ("company_id",lower("registration"));--> statement-breakpoint
CREATE INDEX "airplane_documents_airplane_idx" ON "airplane_documents" USING btree ("company_id","airplane_id","expires_on");--> statement-breakpoint
CREATE INDEX "maintenance_items_airplane_idx" ON "maintenance_items" USING btree ("company_id","airplane_id");--> statement-breakpoint
CREATE INDEX "squawks_airplane_idx" ON "squawks" USING btree ("company_id","airplane_id","status");--> statement-breakpoint
CREATE INDEX "landing_fees_airport_idx" ON "landing_fees" USING btree ("airport_id");