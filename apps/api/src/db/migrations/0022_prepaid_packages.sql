CREATE TABLE "prepaid_package_airplanes" (
	"company_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	CONSTRAINT "prepaid_package_airplanes_package_id_airplane_id_pk" PRIMARY KEY("package_id","airplane_id")
);
--> statement-breakpoint
CREATE TABLE "prepaid_package_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"kind" text NOT NULL,
	"flight_id" integer,
	"minutes" integer,
	"amount" integer,
	"value" integer NOT NULL,
	"entry_id" integer,
	"at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"return_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_package_usages_kind_check" CHECK ("prepaid_package_usages"."kind" in ('flight', 'lapse', 'refund')),
	CONSTRAINT "prepaid_package_usages_minutes_check" CHECK ("prepaid_package_usages"."minutes" >= 0 and "prepaid_package_usages"."amount" >= 0 and "prepaid_package_usages"."value" >= 0),
	CONSTRAINT "prepaid_package_usages_flight_check" CHECK (("prepaid_package_usages"."kind" = 'flight') = ("prepaid_package_usages"."flight_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "prepaid_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"offer_id" integer,
	"membership_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"credit_minutes" integer,
	"credit_amount" integer,
	"category" text,
	"validity_days" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"remaining_minutes" integer,
	"remaining_amount" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_packages_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "prepaid_packages_price_check" CHECK ("prepaid_packages"."price" >= 0),
	CONSTRAINT "prepaid_packages_credit_check" CHECK (("prepaid_packages"."credit_minutes" is null) <> ("prepaid_packages"."credit_amount" is null) and coalesce("prepaid_packages"."credit_minutes", "prepaid_packages"."credit_amount") > 0),
	CONSTRAINT "prepaid_packages_category_check" CHECK ("prepaid_packages"."category" is null or "prepaid_packages"."category" in ('sep', 'mep', 'tmg', 'glider', 'helicopter', 'ultralight')),
	CONSTRAINT "prepaid_packages_money_unrestricted_check" CHECK ("prepaid_packages"."credit_amount" is null or "prepaid_packages"."category" is null),
	CONSTRAINT "prepaid_packages_validity_check" CHECK ("prepaid_packages"."validity_days" between 1 and 3660),
	CONSTRAINT "prepaid_packages_discount_check" CHECK ("prepaid_packages"."discount_percent" between 0 and 100),
	CONSTRAINT "prepaid_packages_remaining_check" CHECK ("prepaid_packages"."remaining_minutes" >= 0 and "prepaid_packages"."remaining_amount" >= 0),
	CONSTRAINT "prepaid_packages_offer_or_owned_check" CHECK (case when "prepaid_packages"."membership_id" is null
        then "prepaid_packages"."offer_id" is null and "prepaid_packages"."sold_at" is null and "prepaid_packages"."expires_at" is null
          and "prepaid_packages"."remaining_minutes" is null and "prepaid_packages"."remaining_amount" is null and "prepaid_packages"."closed_at" is null
        else "prepaid_packages"."sold_at" is not null and "prepaid_packages"."expires_at" is not null and "prepaid_packages"."retired_at" is null
          and ("prepaid_packages"."remaining_minutes" is null) = ("prepaid_packages"."credit_minutes" is null)
          and ("prepaid_packages"."remaining_amount" is null) = ("prepaid_packages"."credit_amount" is null)
          and "prepaid_packages"."remaining_minutes" <= "prepaid_packages"."credit_minutes" and "prepaid_packages"."remaining_amount" <= "prepaid_packages"."credit_amount"
        end)
);
--> statement-breakpoint
ALTER TABLE "prepaid_package_airplanes" ADD CONSTRAINT "prepaid_package_airplanes_package_fk" FOREIGN KEY ("company_id","package_id") REFERENCES "public"."prepaid_packages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_package_airplanes" ADD CONSTRAINT "prepaid_package_airplanes_airplane_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_package_usages" ADD CONSTRAINT "prepaid_package_usages_package_fk" FOREIGN KEY ("company_id","package_id") REFERENCES "public"."prepaid_packages"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_packages" ADD CONSTRAINT "prepaid_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_packages" ADD CONSTRAINT "prepaid_packages_offer_fk" FOREIGN KEY ("company_id","offer_id") REFERENCES "public"."prepaid_packages"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_packages" ADD CONSTRAINT "prepaid_packages_membership_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prepaid_package_airplanes_airplane_idx" ON "prepaid_package_airplanes" USING btree ("company_id","airplane_id");--> statement-breakpoint
CREATE INDEX "prepaid_package_usages_package_idx" ON "prepaid_package_usages" USING btree ("package_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prepaid_package_usages_flight_idx" ON "prepaid_package_usages" USING btree ("company_id","flight_id") WHERE "prepaid_package_usages"."flight_id" is not null;--> statement-breakpoint
CREATE INDEX "prepaid_packages_owned_idx" ON "prepaid_packages" USING btree ("company_id","membership_id","expires_at") WHERE "prepaid_packages"."membership_id" is not null;--> statement-breakpoint
CREATE INDEX "prepaid_packages_expiry_idx" ON "prepaid_packages" USING btree ("expires_at") WHERE "prepaid_packages"."membership_id" is not null and "prepaid_packages"."closed_at" is null;