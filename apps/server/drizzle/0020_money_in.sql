CREATE TABLE "credit_uses" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"contact_id" text NOT NULL,
	"source_id" text NOT NULL,
	"application_id" text,
	"invoice_id" text,
	"refund_id" text,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"used_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	CONSTRAINT "credit_uses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "money_accounts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "statement_sends" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"statement_id" text NOT NULL,
	"mail_id" bigint NOT NULL,
	"to" text[] NOT NULL,
	"cc" text[] NOT NULL,
	"subject" text NOT NULL,
	"sent_by" text,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_sends_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"number" text NOT NULL,
	"number_value" bigint NOT NULL,
	"contact_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "statements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_accounts" ADD CONSTRAINT "money_accounts_tenant_id_companies_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_tenant_id_statement_id_statements_tenant_id_id_fk" FOREIGN KEY ("tenant_id","statement_id") REFERENCES "public"."statements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_tenant_id_companies_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_uses_source_idx" ON "credit_uses" USING btree ("tenant_id","source_id");--> statement-breakpoint
CREATE INDEX "credit_uses_contact_idx" ON "credit_uses" USING btree ("tenant_id","contact_id","used_on");--> statement-breakpoint
CREATE INDEX "credit_uses_application_idx" ON "credit_uses" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "credit_uses_invoice_idx" ON "credit_uses" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "credit_uses_refund_idx" ON "credit_uses" USING btree ("tenant_id","refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_accounts_default_uq" ON "money_accounts" USING btree ("tenant_id") WHERE "money_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "statement_sends_statement_idx" ON "statement_sends" USING btree ("tenant_id","statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_number_uq" ON "statements" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "statements_contact_idx" ON "statements" USING btree ("tenant_id","contact_id","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_account_id_money_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."money_accounts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Every company starts with a bank account (the default) and a cash account; a receipt went
-- into the cash account when it was paid in cash, else the bank (issue 36).
INSERT INTO "money_accounts" ("tenant_id", "id", "name", "kind", "is_default")
  SELECT "tenant_id", 'bank', 'Bank', 'bank', true FROM "companies"
  UNION ALL
  SELECT "tenant_id", 'cash', 'Cash', 'cash', false FROM "companies";--> statement-breakpoint
UPDATE "documents" SET "account_id" = CASE WHEN "payment_method" = 'cash' THEN 'cash' ELSE 'bank' END
  WHERE "kind" = 'receipt';--> statement-breakpoint
-- A credit note's `settled` is now what of it is used: at issue, what it credited its invoice
-- (until now always its whole amount, since it could not exceed the invoice's balance).
UPDATE "documents" SET "settled" = "payable"
  WHERE "kind" = 'credit' AND "source_id" IS NOT NULL AND "status" = 'issued';
