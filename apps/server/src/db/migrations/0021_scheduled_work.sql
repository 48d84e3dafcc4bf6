ALTER TABLE "jobs" ADD COLUMN "unique_key" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "deadline_noticed_for" date;--> statement-breakpoint
ALTER TABLE "representation_agreements" ADD COLUMN "end_noticed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "session_expires_at_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_expires_at_idx" ON "verification" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" = 'done';--> statement-breakpoint
CREATE INDEX "opportunities_apply_by_idx" ON "opportunities" USING btree ("apply_by") WHERE "opportunities"."status" = 'Open' and "opportunities"."apply_by" is not null;--> statement-breakpoint
CREATE INDEX "outbox_mails_created_at_idx" ON "outbox_mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "representation_agreements_end_notice_idx" ON "representation_agreements" USING btree ("ends_on") WHERE "representation_agreements"."ended_at" is null and "representation_agreements"."end_noticed_at" is null;--> statement-breakpoint
CREATE INDEX "guardian_tokens_expires_at_idx" ON "guardian_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_unique_key" UNIQUE("unique_key");--> statement-breakpoint
-- Deadlines and end dates that passed before the daily task existed are old news: mark them told,
-- so its first run does not notify about posts and agreements that closed long ago.
UPDATE "opportunities" SET "deadline_noticed_for" = "apply_by" WHERE "apply_by" < (now() at time zone 'UTC')::date;--> statement-breakpoint
UPDATE "representation_agreements" SET "end_noticed_at" = now() WHERE "ended_at" IS NULL AND "ends_on" <= (now() at time zone 'UTC')::date;
