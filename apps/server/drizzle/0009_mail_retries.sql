ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_at_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
-- Before retries, a mail whose one attempt failed (or was cut short) stayed so for good. Those
-- of the last day get their retries now; older ones keep their status (their links are stale).
UPDATE "mail_outbox" SET "status" = 'queued', "attempts" = 1, "next_attempt_at" = now() WHERE "status" IN ('failed', 'sending') AND "created_at" > now() - interval '24 hours';
