ALTER TABLE "notifications" ADD COLUMN "notice_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "notice_values" jsonb;