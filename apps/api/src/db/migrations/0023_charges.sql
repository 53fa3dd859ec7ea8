CREATE TABLE "charge_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"membership_id" integer,
	"fee_id" integer,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price" integer NOT NULL,
	"share_percent" smallint DEFAULT 100 NOT NULL,
	"net" integer NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"vat" integer DEFAULT 0 NOT NULL,
	"gross" integer NOT NULL,
	"revenue_account" text NOT NULL,
	"package_id" integer,
	"entry_id" integer,
	"status" text DEFAULT 'unbilled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_lines_kind_check" CHECK ("charge_lines"."kind" in ('aircraft', 'instructor', 'landing', 'landing_fee', 'booking', 'fuel_credit')),
	CONSTRAINT "charge_lines_unit_check" CHECK ("charge_lines"."unit" in ('minutes', 'landings', 'flights', 'decilitres')),
	CONSTRAINT "charge_lines_status_check" CHECK ("charge_lines"."status" in ('unbilled', 'billed')),
	CONSTRAINT "charge_lines_quantity_check" CHECK ("charge_lines"."quantity" >= 0),
	CONSTRAINT "charge_lines_unit_price_check" CHECK ("charge_lines"."unit_price" >= 0),
	CONSTRAINT "charge_lines_share_check" CHECK ("charge_lines"."share_percent" between 1 and 100),
	CONSTRAINT "charge_lines_vat_rate_check" CHECK ("charge_lines"."vat_rate" between 0 and 10000),
	CONSTRAINT "charge_lines_sum_check" CHECK ("charge_lines"."gross" = "charge_lines"."net" + "charge_lines"."vat"),
	CONSTRAINT "charge_lines_sign_check" CHECK (case when "charge_lines"."kind" = 'fuel_credit' then "charge_lines"."net" <= 0 and "charge_lines"."vat" <= 0 else "charge_lines"."net" >= 0 and "charge_lines"."vat" >= 0 end),
	CONSTRAINT "charge_lines_revenue_account_check" CHECK ("charge_lines"."revenue_account" ~ '^[0-9]{4,6}$')
);
--> statement-breakpoint
CREATE TABLE "instructor_rates" (
	"company_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"fee_id" integer NOT NULL,
	CONSTRAINT "instructor_rates_company_id_membership_id_pk" PRIMARY KEY("company_id","membership_id")
);
--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "revenue_account" text DEFAULT '8400' NOT NULL;--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "tax_sphere" text;--> statement-breakpoint
ALTER TABLE "airplanes" ADD COLUMN "billing_basis" text DEFAULT 'hobbs' NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "fuel_paid_by_pilot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "payer_membership_id" integer;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "second_payer_membership_id" integer;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "second_payer_percent" smallint;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_company_id_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_company_id_fee_id_fees_company_id_id_fk" FOREIGN KEY ("company_id","fee_id") REFERENCES "public"."fees"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_rates" ADD CONSTRAINT "instructor_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_rates" ADD CONSTRAINT "instructor_rates_company_id_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_rates" ADD CONSTRAINT "instructor_rates_company_id_fee_id_fees_company_id_id_fk" FOREIGN KEY ("company_id","fee_id") REFERENCES "public"."fees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_lines_flight_idx" ON "charge_lines" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "charge_lines_company_status_idx" ON "charge_lines" USING btree ("company_id","status","flight_id");--> statement-breakpoint
CREATE INDEX "charge_lines_membership_idx" ON "charge_lines" USING btree ("membership_id","flight_id");--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_company_id_payer_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","payer_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_company_id_second_payer_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","second_payer_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_revenue_account_check" CHECK ("fees"."revenue_account" ~ '^[0-9]{4,6}$');--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_tax_sphere_check" CHECK ("fees"."tax_sphere" in ('ideell', 'vermoegen', 'zweckbetrieb', 'wirtschaftlich'));--> statement-breakpoint
ALTER TABLE "airplanes" ADD CONSTRAINT "airplanes_billing_basis_check" CHECK ("airplanes"."billing_basis" in ('hobbs', 'tach', 'block', 'airborne'));--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_second_payer_check" CHECK (("flights"."second_payer_membership_id" is null) = ("flights"."second_payer_percent" is null) and ("flights"."second_payer_membership_id" is null or ("flights"."payer_membership_id" is not null and "flights"."second_payer_membership_id" <> "flights"."payer_membership_id" and "flights"."second_payer_percent" between 1 and 99)));--> statement-breakpoint
-- Flights recorded before charges existed are the pilot's to pay.
UPDATE "flights" SET "payer_membership_id" = "pilot_membership_id" WHERE "payer_membership_id" IS NULL;
