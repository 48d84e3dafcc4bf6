CREATE TABLE "application_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_by" integer,
	"message" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_invitations" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"invited_by" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_player_id_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'Submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "opportunity_type" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "apply_by" date;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_changed_by_members_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_invitations" ADD CONSTRAINT "trial_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_invitations" ADD CONSTRAINT "trial_invitations_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_application_id_idx" ON "application_status_history" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_status_history_changed_by_idx" ON "application_status_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "trial_invitations_invited_by_idx" ON "trial_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_player_id_idx" ON "applications" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Every application sent before statuses existed starts its history as the player sent it.
INSERT INTO "application_status_history" ("application_id", "status", "changed_by", "changed_at")
SELECT "id", 'Submitted', "player_id", "applied_at" FROM "applications";--> statement-breakpoint
UPDATE "applications" SET "status_changed_at" = "applied_at";
