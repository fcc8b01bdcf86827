-- Not validated against the rows already there: every document past its draft was issued with
-- its number, and checking that would scan the table while the migration holds its lock.
ALTER TABLE "documents" ADD CONSTRAINT "documents_issued_numbered" CHECK ("documents"."status" = 'draft' or "documents"."number" is not null) NOT VALID;
