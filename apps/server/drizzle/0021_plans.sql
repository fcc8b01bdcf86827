CREATE TABLE "subscription_changes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"plan" text NOT NULL,
	"previous_plan" text NOT NULL,
	"provider" text NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "limit_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_tenant_id_companies_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."companies"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_issued_at_idx" ON "documents" USING btree ("tenant_id","issued_at") WHERE "documents"."issued_at" is not null;