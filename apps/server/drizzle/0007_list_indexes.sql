DROP INDEX "contacts_name_idx";--> statement-breakpoint
DROP INDEX "documents_list_idx";--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("tenant_id","archived",lower("name"),"id","role","name");--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("tenant_id","kind","issue_date","id","status");