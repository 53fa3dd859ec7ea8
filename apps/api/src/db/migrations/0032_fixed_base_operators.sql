CREATE TABLE "ppr_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ppr_number" text,
	"decline_reason" text,
	"arrival_at" timestamp with time zone NOT NULL,
	"departure_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"registration" text NOT NULL,
	"aircraft_type" text NOT NULL,
	"mtow_kg" integer NOT NULL,
	"persons_on_board" integer NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"landing_fee" integer,
	"invoice_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppr_requests_status_check" CHECK ("ppr_requests"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "ppr_requests_span_check" CHECK ("ppr_requests"."departure_at" is null or "ppr_requests"."departure_at" > "ppr_requests"."arrival_at"),
	CONSTRAINT "ppr_requests_number_check" CHECK (("ppr_requests"."status" = 'approved') = ("ppr_requests"."ppr_number" is not null)),
	CONSTRAINT "ppr_requests_reason_check" CHECK (("ppr_requests"."status" = 'declined') = ("ppr_requests"."decline_reason" is not null)),
	CONSTRAINT "ppr_requests_landed_check" CHECK ("ppr_requests"."arrived_at" is null or "ppr_requests"."status" = 'approved'),
	CONSTRAINT "ppr_requests_departed_check" CHECK ("ppr_requests"."departed_at" is null or "ppr_requests"."arrived_at" is not null),
	CONSTRAINT "ppr_requests_mtow_check" CHECK ("ppr_requests"."mtow_kg" > 0 and "ppr_requests"."persons_on_board" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_flight_exceptions" (
	"recurring_flight_id" integer NOT NULL,
	"occurs_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_flight_exceptions_recurring_flight_id_occurs_on_pk" PRIMARY KEY("recurring_flight_id","occurs_on")
);
--> statement-breakpoint
CREATE TABLE "recurring_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"airplane_id" integer,
	"registration" text,
	"route" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"freq" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"by_day" text[] DEFAULT '{}'::text[] NOT NULL,
	"until" date,
	"count" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_flights_freq_check" CHECK ("recurring_flights"."freq" in ('DAILY', 'WEEKLY', 'MONTHLY')),
	CONSTRAINT "recurring_flights_by_day_check" CHECK ("recurring_flights"."by_day" <@ array['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']::text[]),
	CONSTRAINT "recurring_flights_end_check" CHECK (("recurring_flights"."until" is null) <> ("recurring_flights"."count" is null)),
	CONSTRAINT "recurring_flights_until_check" CHECK ("recurring_flights"."until" is null or "recurring_flights"."until" >= "recurring_flights"."starts_on"),
	CONSTRAINT "recurring_flights_time_check" CHECK ("recurring_flights"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "recurring_flights_numbers_check" CHECK ("recurring_flights"."duration_minutes" > 0 and "recurring_flights"."interval" > 0 and ("recurring_flights"."count" is null or "recurring_flights"."count" > 0))
);
--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_flight_exceptions" ADD CONSTRAINT "recurring_flight_exceptions_recurring_flight_id_recurring_flights_id_fk" FOREIGN KEY ("recurring_flight_id") REFERENCES "public"."recurring_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_flights" ADD CONSTRAINT "recurring_flights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_flights" ADD CONSTRAINT "recurring_flights_parent_id_recurring_flights_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recurring_flights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_flights" ADD CONSTRAINT "recurring_flights_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_flights" ADD CONSTRAINT "recurring_flights_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppr_requests_company_arrival_idx" ON "ppr_requests" USING btree ("company_id","arrival_at");--> statement-breakpoint
CREATE INDEX "ppr_requests_company_departure_idx" ON "ppr_requests" USING btree ("company_id","departure_at");--> statement-breakpoint
CREATE INDEX "ppr_requests_user_idx" ON "ppr_requests" USING btree ("user_id","arrival_at");--> statement-breakpoint
CREATE INDEX "recurring_flights_company_idx" ON "recurring_flights" USING btree ("company_id","starts_on");