-- An invoice's paid amount and payment state follow from the allocations of payments that were not
-- returned: the payments module writes allocations (and marks a returned direct debit), never the
-- invoice's columns. A cancelled invoice keeps its state.
CREATE FUNCTION invoices_settle(target_invoice integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  paid bigint;
BEGIN
  SELECT coalesce(sum(a.amount), 0) INTO paid
    FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
    WHERE a.invoice_id = target_invoice AND p.returned_entry_id IS NULL;
  UPDATE invoices SET
    paid_amount = paid,
    status = CASE
      WHEN status IN ('draft', 'cancelled') THEN status
      WHEN paid >= total_gross THEN 'paid'
      WHEN paid > 0 THEN 'partially_paid'
      ELSE 'issued'
    END,
    updated_at = now()
  WHERE id = target_invoice AND (paid_amount IS DISTINCT FROM paid OR status NOT IN ('draft', 'cancelled'));
END $$;
--> statement-breakpoint
CREATE FUNCTION payment_allocations_settle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM invoices_settle(OLD.invoice_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM invoices_settle(NEW.invoice_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_settle AFTER INSERT OR UPDATE OR DELETE ON payment_allocations
  FOR EACH ROW EXECUTE FUNCTION payment_allocations_settle();
--> statement-breakpoint
CREATE FUNCTION payments_returned_settle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM invoices_settle(a.invoice_id) FROM payment_allocations a WHERE a.payment_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_returned_settle AFTER UPDATE OF returned_entry_id ON payments
  FOR EACH ROW WHEN (OLD.returned_entry_id IS DISTINCT FROM NEW.returned_entry_id)
  EXECUTE FUNCTION payments_returned_settle();
