DROP INDEX "postings_account_idx";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "booked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Postings written before this column carry their entry's date; the immutability trigger steps aside for that once.
ALTER TABLE "postings" DISABLE TRIGGER "postings_immutable";--> statement-breakpoint
UPDATE "postings" p SET "booked_at" = e."booked_at" FROM "journal_entries" e WHERE e."id" = p."entry_id";--> statement-breakpoint
ALTER TABLE "postings" ENABLE TRIGGER "postings_immutable";--> statement-breakpoint
CREATE INDEX "postings_account_booked_idx" ON "postings" USING btree ("account_id","booked_at" DESC NULLS FIRST,"entry_id" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A posting is dated by its entry, whatever the writer gives: an account's lines read in date order from the index.
CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.booked_at := coalesce(
    (SELECT booked_at FROM journal_entries WHERE id = NEW.entry_id AND company_id = NEW.company_id), NEW.booked_at);
  UPDATE ledger_accounts SET balance = balance + NEW.amount, line_count = line_count + 1
    WHERE id = NEW.account_id AND company_id = NEW.company_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist in company %', NEW.account_id, NEW.company_id
      USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;
