ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "user_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"number" text,
	"issued_on" date,
	"expires_on" date,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_licences_kind_check" CHECK ("user_licences"."kind" in ('licence', 'rating', 'medical')),
	CONSTRAINT "user_licences_dates_check" CHECK ("user_licences"."expires_on" is null or "user_licences"."issued_on" is null or "user_licences"."expires_on" >= "user_licences"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"airplane_id" integer NOT NULL,
	"membership_id" integer,
	"instructor_membership_id" integer,
	"type" text DEFAULT 'private' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"destination" text,
	"route" text,
	"notes" text,
	"is_maintenance" boolean GENERATED ALWAYS AS (type = 'maintenance') STORED,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" integer,
	"cancel_reason" text,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_type_check" CHECK ("bookings"."type" in ('private', 'training', 'checkout', 'maintenance', 'event')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'standby', 'cancelled')),
	CONSTRAINT "bookings_span_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_pilot_check" CHECK ("bookings"."type" in ('maintenance', 'event') or "bookings"."membership_id" is not null),
	CONSTRAINT "bookings_cancelled_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_licences" ADD CONSTRAINT "user_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_airplane_id_airplanes_company_id_id_fk" FOREIGN KEY ("company_id","airplane_id") REFERENCES "public"."airplanes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_instructor_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","instructor_membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_licences_user_idx" ON "user_licences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_airplane_idx" ON "bookings" USING btree ("airplane_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_membership_idx" ON "bookings" USING btree ("membership_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_instructor_idx" ON "bookings" USING btree ("instructor_membership_id","starts_at");