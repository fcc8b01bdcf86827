-- Search across a company (issue 35): one GIN index by company and text, which needs btree_gin
-- for the company's id; the GST quarters IRAS assigned, by the month one of them begins in.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "contacts_search_idx";--> statement-breakpoint
DROP INDEX "documents_search_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gst_quarter_start_month" integer DEFAULT 1 NOT NULL CONSTRAINT "companies_gst_quarter_start_month_check" CHECK ("gst_quarter_start_month" BETWEEN 1 AND 12);--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("tenant_id","search_text" gin_trgm_ops);