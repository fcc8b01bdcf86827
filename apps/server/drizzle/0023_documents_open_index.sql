-- What is open (issue 36: contacts/open-balances.ts): a company's issued invoices, receipts and
-- credit notes not fully settled or used, with what the balances, the statements' ageing and the
-- aged receivables read, from the index alone. Documents settled in full (most of a company's
-- over the years) are not in it. drizzle's index builder has no INCLUDE (see db/schema/documents.ts).
CREATE INDEX "documents_open_idx" ON "documents" ("tenant_id", "contact_id")
  INCLUDE ("kind", "currency", "exchange_rate", "issue_date", "due_date", "payable", "settled", "status")
  WHERE "payable" <> "settled" AND "status" NOT IN ('draft', 'void')
    AND "kind" IN ('invoice', 'receipt', 'credit');
