-- The dashboard's money (issue 35): a company's issued invoices, credit notes, expenses and
-- receipts by kind and date, with what its sums read, from the index alone (no visit to each
-- document's row): the twelve months, the year's top customers. drizzle's index builder has no
-- INCLUDE, so this index lives here only (see the note in db/schema/documents.ts).
CREATE INDEX "documents_money_idx" ON "documents" ("tenant_id", "kind", "issue_date")
  INCLUDE ("status", "exchange_rate", "taxable", "tax", "sgd_received", "expense_category", "contact_id");
