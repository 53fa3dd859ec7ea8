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
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppr_requests" ADD CONSTRAINT "ppr_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppr_requests_company_arrival_idx" ON "ppr_requests" USING btree ("company_id","arrival_at");--> statement-breakpoint
CREATE INDEX "ppr_requests_company_departure_idx" ON "ppr_requests" USING btree ("company_id","departure_at");--> statement-breakpoint
CREATE INDEX "ppr_requests_user_idx" ON "ppr_requests" USING btree ("user_id","arrival_at");