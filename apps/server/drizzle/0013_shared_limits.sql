CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"used" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "rate_slots" (
	"key" text NOT NULL,
	"slot" integer NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_slots_key_slot_pk" PRIMARY KEY("key","slot")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bcc" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" USING btree ("expires_at");