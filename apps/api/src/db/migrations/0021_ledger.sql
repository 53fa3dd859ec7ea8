CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"flight_id" integer,
	"package_id" integer,
	"reverses_entry_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_reverses_unique" UNIQUE("reverses_entry_id"),
	CONSTRAINT "journal_entries_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('flight', 'charge', 'credit', 'payment', 'reversal', 'package_sale', 'package_use', 'package_lapse', 'package_refund'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"membership_id" integer,
	"code" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"currency" char(3) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_company_membership_unique" UNIQUE("company_id","membership_id"),
	CONSTRAINT "ledger_accounts_company_code_unique" UNIQUE("company_id","code"),
	CONSTRAINT "ledger_accounts_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('member', 'bank', 'cash', 'revenue', 'vat', 'prepaid', 'expense')),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."membership_id" is null) <> ("ledger_accounts"."code" is null)),
	CONSTRAINT "ledger_accounts_member_kind_check" CHECK (("ledger_accounts"."membership_id" is null) = ("ledger_accounts"."kind" <> 'member'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "postings_amount_check" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_membership_id_memberships_company_id_id_fk" FOREIGN KEY ("company_id","membership_id") REFERENCES "public"."memberships"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_company_id_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_company_id_account_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_flight_idx" ON "journal_entries" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "journal_entries_package_idx" ON "journal_entries" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "journal_entries_company_booked_idx" ON "journal_entries" USING btree ("company_id","booked_at");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
-- The database keeps the ledger: each posting moves its account's balance (the row lock on the
-- account serialises concurrent writers) and records the balance it left behind.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id AND company_id = NEW.company_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist in company %', NEW.account_id, NEW.company_id
      USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_apply BEFORE INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
-- At commit, every entry written in the transaction has at least two postings summing to zero
-- (the trigger's argument names the column holding the entry's id).
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
  total bigint;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines FROM postings WHERE entry_id = entry;
  IF lines < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: % postings summing to %', entry, lines, total
      USING ERRCODE = '23514', CONSTRAINT = 'journal_entries_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_entry_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry('entry_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry('id');
--> statement-breakpoint
-- Nothing booked is changed or deleted: a mistake is corrected by a reversal. Only the cascade of
-- deleting a whole company (a trigger depth above 1) removes its books.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% are never changed or deleted; post a reversal', TG_TABLE_NAME USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_immutable BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Every approved membership has its account, made when it is approved.
CREATE FUNCTION ledger_open_member_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'approved' THEN
    INSERT INTO ledger_accounts (company_id, membership_id, kind, name, currency)
      SELECT NEW.company_id, NEW.id, 'member', 'Mitgliedskonto', c.currency FROM companies c WHERE c.id = NEW.company_id
      ON CONFLICT (company_id, membership_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memberships_open_account AFTER INSERT OR UPDATE OF status ON memberships FOR EACH ROW EXECUTE FUNCTION ledger_open_member_account();
--> statement-breakpoint
INSERT INTO ledger_accounts (company_id, membership_id, kind, name, currency)
  SELECT m.company_id, m.id, 'member', 'Mitgliedskonto', c.currency
  FROM memberships m JOIN companies c ON c.id = m.company_id
  WHERE m.status = 'approved'
  ON CONFLICT (company_id, membership_id) DO NOTHING;
