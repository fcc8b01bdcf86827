-- Receipts were stored with the company's cash rounding although their totals are never rounded
-- (core's cashRoundingApplies): the flag now says what the totals did. No amount changes.
UPDATE "documents" SET "cash_rounding" = false WHERE "kind" = 'receipt' AND "cash_rounding";
