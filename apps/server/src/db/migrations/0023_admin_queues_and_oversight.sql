CREATE TABLE "agent_profile_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_profile_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_profile_views" ADD CONSTRAINT "agent_profile_views_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_profile_views" ADD CONSTRAINT "agent_profile_views_viewer_id_members_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_profile_views_period_idx" ON "agent_profile_views" USING btree ("viewed_at","agent_id");--> statement-breakpoint
CREATE INDEX "agent_profile_views_agent_idx" ON "agent_profile_views" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_profile_views_viewer_idx" ON "agent_profile_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "agent_verification_requests_created_idx" ON "agent_verification_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_applied_at_idx" ON "applications" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "opportunities_source_idx" ON "opportunities" USING btree ("source","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_source_created_idx" ON "opportunities" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "reports_pending_idx" ON "reports" USING btree ("involves_minor" DESC NULLS LAST,"id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_decided_idx" ON "reports" USING btree ("involves_minor" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reports"."status" <> 'open';--> statement-breakpoint
CREATE INDEX "transfermarkt_applications_decided_idx" ON "transfermarkt_applications" USING btree ("id" DESC NULLS LAST) WHERE "transfermarkt_applications"."status" <> 'submitted';