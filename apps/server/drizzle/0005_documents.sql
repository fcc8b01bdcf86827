CREATE TABLE "document_lines" (
	"tenant_id" text NOT NULL,
	"document_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text,
	"description" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"discount_kind" text,
	"discount_value" numeric(14, 2),
	"tax_code" text NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "document_lines_tenant_id_document_id_position_pk" PRIMARY KEY("tenant_id","document_id","position")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"number_value" bigint,
	"contact_id" text,
	"contact_snapshot" jsonb,
	"issue_date" date NOT NULL,
	"due_date" date,
	"valid_until" date,
	"delivery_date" date,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"exchange_rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"prices_include_gst" boolean DEFAULT false NOT NULL,
	"gst_rounding" text NOT NULL,
	"cash_rounding" boolean DEFAULT false NOT NULL,
	"discount_kind" text,
	"discount_value" numeric(14, 2),
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"taxable" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rounding" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payable" numeric(14, 2) DEFAULT '0' NOT NULL,
	"settled" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"expense_category" text,
	"payment_method" text,
	"source_id" text,
	"void_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"issued_by" text,
	"voided_by" text,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"tenant_id" text NOT NULL,
	"receipt_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "payment_allocations_tenant_id_receipt_id_invoice_id_pk" PRIMARY KEY("tenant_id","receipt_id","invoice_id")
);
--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_companies_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_source_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","source_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_tenant_id_receipt_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receipt_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_tenant_id_invoice_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_uq" ON "documents" USING btree ("tenant_id","kind","number") WHERE "documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("tenant_id","kind","issue_date","id");--> statement-breakpoint
CREATE INDEX "documents_contact_idx" ON "documents" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "documents_source_idx" ON "documents" USING btree ("tenant_id","source_id");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("tenant_id","invoice_id");