ALTER TABLE "underage_message_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "underage_message_requests" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "underage_requests_pending_idx" ON "underage_message_requests" USING btree ("id") WHERE "underage_message_requests"."status" is null;--> statement-breakpoint
CREATE INDEX "transfermarkt_applications_pending_idx" ON "transfermarkt_applications" USING btree ("id") WHERE "transfermarkt_applications"."status" = 'submitted';