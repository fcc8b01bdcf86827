CREATE TABLE "customer_months" (
	"tenant_id" text NOT NULL,
	"month" date NOT NULL,
	"contact_id" text NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "customer_months_tenant_id_month_contact_id_pk" PRIMARY KEY("tenant_id","month","contact_id")
);
--> statement-breakpoint
CREATE TABLE "money_months" (
	"tenant_id" text NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"taxable" numeric(16, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "money_months_tenant_id_month_kind_category_pk" PRIMARY KEY("tenant_id","month","kind","category")
);
--> statement-breakpoint
-- The dashboard's month sums (docs/dashboard.md), kept by the database: what one document adds
-- to its month, kind and category, and an invoice or credit note to its customer's month
-- (`sign` -1 takes it away). Only issued money counts: invoices, credit notes, expenses and
-- receipts not draft and not void, in SGD as core's `sgdFigures` and the dashboard's queries
-- before these tables gave them (each amount at its own rate, rounded).
CREATE FUNCTION money_months_add(d documents, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d.kind NOT IN ('invoice', 'credit', 'expense', 'receipt') OR d.status IN ('draft', 'void') THEN
    RETURN;
  END IF;
  INSERT INTO money_months AS m (tenant_id, month, kind, category, taxable, tax, total)
  VALUES (
    d.tenant_id,
    date_trunc('month', d.issue_date)::date,
    d.kind,
    coalesce(d.expense_category, ''),
    sign * CASE WHEN d.exchange_rate = 1 THEN d.taxable ELSE round(d.taxable * d.exchange_rate, 2) END,
    sign * CASE WHEN d.exchange_rate = 1 THEN d.tax ELSE round(d.tax * d.exchange_rate, 2) END,
    sign * coalesce(d.sgd_received, CASE WHEN d.exchange_rate = 1 THEN d.taxable + d.tax
      ELSE round(d.taxable * d.exchange_rate, 2) + round(d.tax * d.exchange_rate, 2) END)
  )
  ON CONFLICT (tenant_id, month, kind, category) DO UPDATE SET
    taxable = m.taxable + excluded.taxable,
    tax = m.tax + excluded.tax,
    total = m.total + excluded.total;
  IF d.kind IN ('invoice', 'credit') AND d.contact_id IS NOT NULL THEN
    INSERT INTO customer_months AS c (tenant_id, month, contact_id, revenue)
    VALUES (
      d.tenant_id,
      date_trunc('month', d.issue_date)::date,
      d.contact_id,
      sign * CASE WHEN d.kind = 'credit' THEN -1 ELSE 1 END
        * CASE WHEN d.exchange_rate = 1 THEN d.taxable ELSE round(d.taxable * d.exchange_rate, 2) END
    )
    ON CONFLICT (tenant_id, month, contact_id) DO UPDATE SET revenue = c.revenue + excluded.revenue;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION money_months_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM money_months_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM money_months_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_money_months_written AFTER INSERT OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION money_months_follow();
--> statement-breakpoint
-- An update moves the sums only when it changes what a document adds: its issue or void, or
-- what an issued document says (which only an import or a repair would change). A payment's
-- paid and part-paid statuses, its settled amount and everything else pass by.
CREATE TRIGGER documents_money_months_updated AFTER UPDATE ON documents
  FOR EACH ROW WHEN (
    (OLD.status IN ('draft', 'void')) IS DISTINCT FROM (NEW.status IN ('draft', 'void'))
    OR (OLD.tenant_id, OLD.kind, OLD.issue_date, OLD.exchange_rate, OLD.taxable, OLD.tax,
        OLD.sgd_received, OLD.expense_category, OLD.contact_id)
      IS DISTINCT FROM (NEW.tenant_id, NEW.kind, NEW.issue_date, NEW.exchange_rate, NEW.taxable,
        NEW.tax, NEW.sgd_received, NEW.expense_category, NEW.contact_id)
  )
  EXECUTE FUNCTION money_months_follow();
--> statement-breakpoint
INSERT INTO money_months (tenant_id, month, kind, category, taxable, tax, total)
SELECT tenant_id, date_trunc('month', issue_date)::date, kind, coalesce(expense_category, ''),
  sum(CASE WHEN exchange_rate = 1 THEN taxable ELSE round(taxable * exchange_rate, 2) END),
  sum(CASE WHEN exchange_rate = 1 THEN tax ELSE round(tax * exchange_rate, 2) END),
  sum(coalesce(sgd_received, CASE WHEN exchange_rate = 1 THEN taxable + tax
    ELSE round(taxable * exchange_rate, 2) + round(tax * exchange_rate, 2) END))
FROM documents
WHERE kind IN ('invoice', 'credit', 'expense', 'receipt') AND status NOT IN ('draft', 'void')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO customer_months (tenant_id, month, contact_id, revenue)
SELECT tenant_id, date_trunc('month', issue_date)::date, contact_id,
  sum(CASE WHEN kind = 'credit' THEN -1 ELSE 1 END
    * CASE WHEN exchange_rate = 1 THEN taxable ELSE round(taxable * exchange_rate, 2) END)
FROM documents
WHERE kind IN ('invoice', 'credit') AND status NOT IN ('draft', 'void') AND contact_id IS NOT NULL
GROUP BY 1, 2, 3;
