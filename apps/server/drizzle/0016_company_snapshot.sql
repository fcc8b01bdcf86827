-- An issued document keeps what it said when it was issued: its company as it stood then
-- (documents/store/company-snapshot.ts, written by the issuing statement). A draft has none.
ALTER TABLE "documents" ADD COLUMN "company_snapshot" jsonb;--> statement-breakpoint
-- The documents issued before it take their company as it stands today, the object
-- `companySnapshotSql` writes at issue. Their logo is today's file, named as it was stored
-- (logos uploaded from now on are named by their content), kept while a snapshot names it.
UPDATE "documents" SET "company_snapshot" = jsonb_build_object(
    'legalName', "companies"."name",
    'uen', "companies"."uen",
    'addressLine1', "companies"."address_line1",
    'addressLine2', "companies"."address_line2",
    'postalCode', "companies"."postal_code",
    'country', "companies"."country",
    'phone', "companies"."phone",
    'email', "companies"."email",
    'gstRegistered', "companies"."gst_registered",
    'gstRegisteredOn', "companies"."gst_registered_on",
    'gstNumber', "companies"."gst_number",
    'bankName', "companies"."bank_name",
    'bankAccountName', "companies"."bank_account_name",
    'bankAccountNumber', "companies"."bank_account_number",
    'bankSwift', "companies"."bank_swift",
    'paynowProxyType', "companies"."paynow_proxy_type",
    'paynowProxy', "companies"."paynow_proxy",
    'invoiceFooter', "companies"."invoice_footer",
    'deliveryOrderPrices', "companies"."delivery_order_prices",
    'logoFile', "companies"."logo_file")
  FROM "companies"
  WHERE "companies"."tenant_id" = "documents"."tenant_id" AND "documents"."status" <> 'draft';
