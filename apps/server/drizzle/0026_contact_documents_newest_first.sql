-- A contact's documents of a kind in the index's order, newest last: the search reads a misspelt
-- name's closest contacts' latest documents a few entries each (issue 35). Lookups by (company,
-- contact) use its first two columns as before.
DROP INDEX "documents_contact_idx";--> statement-breakpoint
CREATE INDEX "documents_contact_idx" ON "documents" USING btree ("tenant_id","contact_id","kind","issue_date","id");