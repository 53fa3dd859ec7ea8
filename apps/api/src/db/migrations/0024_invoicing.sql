CREATE TABLE "company_billing" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"tax_number" text,
	"vat_id" text,
	"account_holder" text,
	"iban" text,
	"bic" text,
	"creditor_id" text,
	"number_pattern" text DEFAULT '{YYYY}-{NNNNN}' NOT NULL,
	"payment_terms_days" smallint DEFAULT 14 NOT NULL,
	"first_reminder_days" smallint DEFAULT 14,
	"second_reminder_days" smallint DEFAULT 14,
	"reminder_fee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_billing_payment_terms_check" CHECK ("company_billing"."payment_terms_days" between 0 and 365),
	CONSTRAINT "company_billing_pattern_check" CHECK ("company_billing"."number_pattern" ~ '\{N+\}'),
	CONSTRAINT "company_billing_iban_check" CHECK ("company_billing"."iban" is null or "company_billing"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"source" text NOT NULL,
	"charge_line_id" integer,
	"entry_id" integer,
	"flight_id" integer,
	"service_date" date,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"net" bigint NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"gross" bigint NOT NULL,
	"revenue_account" text NOT NULL,
	"tax_sphere" text,
	CONSTRAINT "invoice_lines_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_lines_source_check" CHECK ("invoice_lines"."source" in ('charge', 'entry', 'manual')),
	CONSTRAINT "invoice_lines_unit_check" CHECK ("invoice_lines"."unit" in ('minutes', 'landings', 'flights', 'decilitres', 'pieces')),
	CONSTRAINT "invoice_lines_charge_source_check" CHECK (("invoice_lines"."source" = 'charge') = ("invoice_lines"."charge_line_id" is not null)),
	CONSTRAINT "invoice_lines_vat_rate_check" CHECK ("invoice_lines"."vat_rate" between 0 and 10000),
	CONSTRAINT "invoice_lines_sum_check" CHECK ("invoice_lines"."gross" = "invoice_lines"."net" + "invoice_lines"."vat"),
	CONSTRAINT "invoice_lines_revenue_account_check" CHECK ("invoice_lines"."revenue_account" ~ '^[0-9]{4,6}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_number_ranges" (
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"next_value" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoice_number_ranges_company_id_year_pk" PRIMARY KEY("company_id","year"),
	CONSTRAINT "invoice_number_ranges_next_check" CHECK ("invoice_number_ranges"."next_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"membership_id" integer,
	"recipient_name" text NOT NULL,
	"recipient_address" text,
	"recipient_email" text,
	"cancels_invoice_id" integer,
	"period_from" date,
	"period_to" date,
	"issued_at" timestamp with time zone,
	"due_at" date,
	"currency" char(3) NOT NULL,
	"total_net" bigint DEFAULT 0 NOT NULL,
	"total_vat" bigint DEFAULT 0 NOT NULL,
	"total_gross" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"collection_pending" boolean DEFAULT false NOT NULL,
	"reminder_level" smallint DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_number_unique" UNIQUE("company_id","number"),
	CONSTRAINT "invoices_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "invoices_cancels_unique" UNIQUE("cancels_invoice_id"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'cancellation')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'partially_paid', 'paid', 'cancelled')),
	CONSTRAINT "invoices_number_check" CHECK (("invoices"."number" is null) = ("invoices"."status" = 'draft')),
	CONSTRAINT "invoices_issued_check" CHECK (("invoices"."issued_at" is null) = ("invoices"."status" = 'draft')),
	CONSTRAINT "invoices_cancellation_check" CHECK (("invoices"."kind" = 'cancellation') = ("invoices"."cancels_invoice_id" is not null)),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."total_gross" = "invoices"."total_net" + "invoices"."total_vat"),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_amount" >= 0),
	CONSTRAINT "invoices_period_check" CHECK ("invoices"."period_from" is null or "invoices"."period_to" is null or "invoices"."period_from" <= "invoices"."period_to"),
	CONSTRAINT "invoices_reminder_check" CHECK ("invoices"."reminder_level" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"company_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"membership_id" integer,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" date NOT NULL,
	"reference" text,
	"entry_id" integer NOT NULL,
	"returned_entry_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('transfer', 'cash', 'card', 'direct_debit')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"leased_by" text,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"sequence" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" integer,
	CONSTRAINT "sepa_collection_items_invoice_unique" UNIQUE("collection_id","invoice_id"),
	CONSTRAINT "sepa_collection_items_sequence_check" CHECK ("sepa_collection_items"."sequence" in ('FRST', 'RCUR')),
	CONSTRAINT "sepa_collection_items_status_check" CHECK ("sepa_collection_items"."status" in ('pending', 'collected', 'returned')),
	CONSTRAINT "sepa_collection_items_amount_check" CHECK ("sepa_collection_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sepa_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"format" text NOT NULL,
	"collection_date" date NOT NULL,
	"status" text DEFAULT 'exported' NOT NULL,
	"item_count" integer NOT NULL,
	"control_sum" bigint NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "sepa_collections_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "sepa_collections_message_unique" UNIQUE("company_id","message_id"),
	CONSTRAINT "sepa_collections_format_check" CHECK ("sepa_collections"."format" in ('pain.008.001.08', 'pain.008.001.02')),
	CONSTRAINT "sepa_collections_status_check" CHECK ("sepa_collections"."status" in ('exported', 'collected')),
	CONSTRAINT "sepa_collections_count_check" CHECK ("sepa_collections"."item_count" > 0 and "sepa_collections"."control_sum" > 0)
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"reference" text NOT NULL,
	"signed_on" date NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"first_collected_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_company_reference_unique" UNIQUE("company_id","reference"),
	CONSTRAINT "sepa_mandates_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "sepa_mandates_iban_check" CHECK ("sepa_mandates"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "sepa_mandates_reference_check" CHECK ("sepa_mandates"."reference" ~ '^[A-Za-z0-9+?/:().,''-]{1,35}$')
);
--> statement-breakpoint
ALTER TABLE "company_billing" ADD CONSTRAINT "company_billing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_charge_line_id_charge_lines_id_fk" FOREIGN KEY ("charge_line_id") REFERENCES "public"."charge_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_ranges" ADD CONSTRAINT "invoice_number_ranges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_cancels_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","cancels_invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_payment_id_payments_company_id_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_returned_entry_id_journal_entries_id_fk" FOREIGN KEY ("returned_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collection_items" ADD CONSTRAINT "sepa_collection_items_company_id_collection_id_sepa_collections_company_id_id_fk" FOREIGN KEY ("company_id","collection_id") REFERENCES "public"."sepa_collections"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collection_items" ADD CONSTRAINT "sepa_collection_items_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collection_items" ADD CONSTRAINT "sepa_collection_items_company_id_mandate_id_sepa_mandates_company_id_id_fk" FOREIGN KEY ("company_id","mandate_id") REFERENCES "public"."sepa_mandates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collection_items" ADD CONSTRAINT "sepa_collection_items_company_id_payment_id_payments_company_id_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_company_id_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_charge_idx" ON "invoice_lines" USING btree ("charge_line_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_entry_idx" ON "invoice_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "invoices_company_status_idx" ON "invoices" USING btree ("company_id","status","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_membership_idx" ON "invoices" USING btree ("membership_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_membership_idx" ON "payments" USING btree ("membership_id","paid_at");--> statement-breakpoint
CREATE INDEX "sepa_collection_items_invoice_idx" ON "sepa_collection_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_live_membership_unique" ON "sepa_mandates" USING btree ("membership_id") WHERE "sepa_mandates"."revoked_at" is null;--> statement-breakpoint
-- An issued invoice is a document of record: only its payment state, reminders, collection and mailing
-- move on; anything else, or deleting it, is refused (a mistake is cancelled by a cancellation invoice).
CREATE FUNCTION invoices_guard_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleting a whole company cascades (a trigger depth above 1) and takes its invoices with it.
  IF OLD.status = 'draft' OR (TG_OP = 'DELETE' AND pg_trigger_depth() > 1) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.status = 'draft'
    OR (NEW.kind, NEW.number, NEW.membership_id, NEW.recipient_name, NEW.recipient_address, NEW.recipient_email,
        NEW.cancels_invoice_id, NEW.period_from, NEW.period_to, NEW.issued_at, NEW.due_at, NEW.currency,
        NEW.total_net, NEW.total_vat, NEW.total_gross, NEW.note)
      IS DISTINCT FROM
       (OLD.kind, OLD.number, OLD.membership_id, OLD.recipient_name, OLD.recipient_address, OLD.recipient_email,
        OLD.cancels_invoice_id, OLD.period_from, OLD.period_to, OLD.issued_at, OLD.due_at, OLD.currency,
        OLD.total_net, OLD.total_vat, OLD.total_gross, OLD.note)
  THEN
    RAISE EXCEPTION 'issued invoice % is never changed or deleted; cancel it', OLD.number USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_issued_immutable BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_guard_issued();
--> statement-breakpoint
-- The lines of an issued invoice are fixed with it; a draft's lines change freely (and go with it).
CREATE FUNCTION invoice_lines_guard_issued() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status text;
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  SELECT status INTO invoice_status FROM invoices
    WHERE id = CASE WHEN TG_OP = 'INSERT' THEN NEW.invoice_id ELSE OLD.invoice_id END;
  IF invoice_status IS NOT NULL AND invoice_status <> 'draft' THEN
    RAISE EXCEPTION 'lines of issued invoices are never changed' USING ERRCODE = '55000';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_issued_immutable BEFORE INSERT OR UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION invoice_lines_guard_issued();
