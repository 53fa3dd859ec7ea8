CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	"booking_id" integer,
	"pilot_membership_id" integer NOT NULL,
	"instructor_membership_id" integer,
	"departure_airport" text NOT NULL,
	"arrival_airport" text NOT NULL,
	"off_block_at" timestamp with time zone NOT NULL,
	"takeoff_at" timestamp with time zone NOT NULL,
	"landing_at" timestamp with time zone NOT NULL,
	"on_block_at" timestamp with time zone NOT NULL,
	"hobbs_start" integer NOT NULL,
	"hobbs_end" integer NOT NULL,
	"tach_start" integer,
	"tach_end" integer,
	"landings_day" smallint DEFAULT 0 NOT NULL,
	"landings_night" smallint DEFAULT 0 NOT NULL,
	"night_minutes" integer DEFAULT 0 NOT NULL,
	"ifr_minutes" integer DEFAULT 0 NOT NULL,
	"fuel_added_dl" integer DEFAULT 0 NOT NULL,
	"oil_added_dl" integer DEFAULT 0 NOT NULL,
	"passengers" smallint DEFAULT 0 NOT NULL,
	"flight_type" text DEFAULT 'private' NOT NULL,
	"remarks" text,
	"status" text DEFAULT 'recorded' NOT NULL,
	"billed_at" timestamp with time zone,
	"override_reason" text,
	"corrects_flight_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_times_check" CHECK ("flights"."off_block_at" <= "flights"."takeoff_at" and "flights"."takeoff_at" < "flights"."landing_at" and "flights"."landing_at" <= "flights"."on_block_at"),
	CONSTRAINT "flights_hobbs_check" CHECK ("flights"."hobbs_start" >= 0 and "flights"."hobbs_end" >= "flights"."hobbs_start"),
	CONSTRAINT "flights_tach_check" CHECK (("flights"."tach_start" is null) = ("flights"."tach_end" is null) and ("flights"."tach_start" is null or ("flights"."tach_start" >= 0 and "flights"."tach_end" >= "flights"."tach_start"))),
	CONSTRAINT "flights_counts_check" CHECK ("flights"."landings_day" >= 0 and "flights"."landings_night" >= 0 and "flights"."landings_day" + "flights"."landings_night" >= 1 and "flights"."passengers" between 0 and 30),
	CONSTRAINT "flights_conditions_check" CHECK ("flights"."night_minutes" >= 0 and "flights"."ifr_minutes" >= 0 and "flights"."fuel_added_dl" >= 0 and "flights"."oil_added_dl" >= 0),
	CONSTRAINT "flights_type_check" CHECK ("flights"."flight_type" in ('private', 'training', 'checkout', 'trial', 'ferry', 'maintenance', 'other')),
	CONSTRAINT "flights_airports_check" CHECK ("flights"."departure_airport" ~ '^[A-Z0-9-]{2,8}$' and "flights"."arrival_airport" ~ '^[A-Z0-9-]{2,8}$'),
	CONSTRAINT "flights_status_check" CHECK ("flights"."status" in ('recorded', 'billed')),
	CONSTRAINT "flights_billed_check" CHECK (("flights"."status" = 'billed') = ("flights"."billed_at" is not null)),
	CONSTRAINT "flights_instructor_check" CHECK ("flights"."instructor_membership_id" is distinct from "flights"."pilot_membership_id")
);
--> statement-breakpoint
CREATE TABLE "licence_expiry_warnings" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"expires_on" date NOT NULL,
	"stage" text NOT NULL,
	"sent_on" date NOT NULL,
	CONSTRAINT "licence_expiry_warnings_pk" PRIMARY KEY("user_id","kind","code","expires_on","stage"),
	CONSTRAINT "licence_expiry_warnings_stage_check" CHECK ("licence_expiry_warnings"."stage" in ('due_soon', 'final', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "logbook_carry_forward" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"as_of" date,
	"landings_day" integer DEFAULT 0 NOT NULL,
	"landings_night" integer DEFAULT 0 NOT NULL,
	"se_minutes" integer DEFAULT 0 NOT NULL,
	"me_minutes" integer DEFAULT 0 NOT NULL,
	"multi_pilot_minutes" integer DEFAULT 0 NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	"night_minutes" integer DEFAULT 0 NOT NULL,
	"ifr_minutes" integer DEFAULT 0 NOT NULL,
	"pic_minutes" integer DEFAULT 0 NOT NULL,
	"copilot_minutes" integer DEFAULT 0 NOT NULL,
	"dual_minutes" integer DEFAULT 0 NOT NULL,
	"instructor_minutes" integer DEFAULT 0 NOT NULL,
	"fstd_minutes" integer DEFAULT 0 NOT NULL,
	"remarks" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_carry_forward_minutes_check" CHECK (least("logbook_carry_forward"."se_minutes", "logbook_carry_forward"."me_minutes", "logbook_carry_forward"."multi_pilot_minutes", "logbook_carry_forward"."total_minutes", "logbook_carry_forward"."night_minutes", "logbook_carry_forward"."ifr_minutes", "logbook_carry_forward"."pic_minutes", "logbook_carry_forward"."copilot_minutes", "logbook_carry_forward"."dual_minutes", "logbook_carry_forward"."instructor_minutes", "logbook_carry_forward"."fstd_minutes", "logbook_carry_forward"."landings_day", "logbook_carry_forward"."landings_night") >= 0)
);
--> statement-breakpoint
CREATE TABLE "logbook_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text DEFAULT 'personal' NOT NULL,
	"flight_id" integer,
	"date" date NOT NULL,
	"departure_place" text,
	"departure_at" timestamp with time zone,
	"arrival_place" text,
	"arrival_at" timestamp with time zone,
	"aircraft_type" text,
	"registration" text,
	"aircraft_category" text,
	"pic_name" text,
	"landings_day" smallint DEFAULT 0 NOT NULL,
	"landings_night" smallint DEFAULT 0 NOT NULL,
	"se_minutes" integer DEFAULT 0 NOT NULL,
	"me_minutes" integer DEFAULT 0 NOT NULL,
	"multi_pilot_minutes" integer DEFAULT 0 NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	"night_minutes" integer DEFAULT 0 NOT NULL,
	"ifr_minutes" integer DEFAULT 0 NOT NULL,
	"pic_minutes" integer DEFAULT 0 NOT NULL,
	"copilot_minutes" integer DEFAULT 0 NOT NULL,
	"dual_minutes" integer DEFAULT 0 NOT NULL,
	"instructor_minutes" integer DEFAULT 0 NOT NULL,
	"fstd_minutes" integer DEFAULT 0 NOT NULL,
	"fstd_type" text,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_entries_source_check" CHECK (("logbook_entries"."source" = 'flight') = ("logbook_entries"."flight_id" is not null) and "logbook_entries"."source" in ('flight', 'personal')),
	CONSTRAINT "logbook_entries_kind_check" CHECK ("logbook_entries"."fstd_minutes" > 0 or ("logbook_entries"."departure_place" is not null and "logbook_entries"."arrival_place" is not null and "logbook_entries"."departure_at" is not null and "logbook_entries"."arrival_at" is not null)),
	CONSTRAINT "logbook_entries_span_check" CHECK ("logbook_entries"."arrival_at" > "logbook_entries"."departure_at"),
	CONSTRAINT "logbook_entries_minutes_check" CHECK (least("logbook_entries"."se_minutes", "logbook_entries"."me_minutes", "logbook_entries"."multi_pilot_minutes", "logbook_entries"."total_minutes", "logbook_entries"."night_minutes", "logbook_entries"."ifr_minutes", "logbook_entries"."pic_minutes", "logbook_entries"."copilot_minutes", "logbook_entries"."dual_minutes", "logbook_entries"."instructor_minutes", "logbook_entries"."fstd_minutes", "logbook_entries"."landings_day", "logbook_entries"."landings_night") >= 0),
	CONSTRAINT "logbook_entries_category_check" CHECK ("logbook_entries"."aircraft_category" in ('sep', 'mep', 'tmg', 'glider', 'helicopter', 'ultralight'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_corrects_flight_id_flights_id_fk" FOREIGN KEY ("corrects_flight_id") REFERENCES "public"."flights"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_company_id_pilot_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","pilot_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_company_id_instructor_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","instructor_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_expiry_warnings" ADD CONSTRAINT "licence_expiry_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_carry_forward" ADD CONSTRAINT "logbook_carry_forward_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flights_company_time_idx" ON "flights" USING btree ("company_id","off_block_at");--> statement-breakpoint
CREATE INDEX "flights_company_status_idx" ON "flights" USING btree ("company_id","status","off_block_at");--> statement-breakpoint
CREATE INDEX "flights_airplane_time_idx" ON "flights" USING btree ("company_id","airplane_id","off_block_at");--> statement-breakpoint
CREATE INDEX "flights_pilot_idx" ON "flights" USING btree ("pilot_membership_id","off_block_at");--> statement-breakpoint
CREATE INDEX "flights_instructor_idx" ON "flights" USING btree ("instructor_membership_id","off_block_at");--> statement-breakpoint
CREATE INDEX "flights_booking_idx" ON "flights" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_corrects_unique" ON "flights" USING btree ("corrects_flight_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_user_date_idx" ON "logbook_entries" USING btree ("user_id","date" DESC NULLS LAST,"departure_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logbook_entries_user_registration_idx" ON "logbook_entries" USING btree ("user_id",lower("registration"),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_entries_flight_user_unique" ON "logbook_entries" USING btree ("flight_id","user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_completed_check" CHECK ("bookings"."status" <> 'cancelled' or "bookings"."completed_at" is null);