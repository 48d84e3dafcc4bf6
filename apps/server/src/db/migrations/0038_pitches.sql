CREATE TABLE "pitches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pitches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"need_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"note" text NOT NULL,
	"video_ids" integer[] DEFAULT '{}' NOT NULL,
	"report_id" integer,
	"minor_abroad" boolean DEFAULT false NOT NULL,
	"answer" text,
	"reason" text,
	"minor_exception" text,
	"trial_starts_at" timestamp with time zone,
	"trial_venue" text,
	"trial_details" text,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_need_id_club_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."club_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_report_id_scout_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."scout_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_need_player_idx" ON "pitches" USING btree ("need_id","player_id");--> statement-breakpoint
CREATE INDEX "pitches_need_idx" ON "pitches" USING btree ("need_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pitches_club_idx" ON "pitches" USING btree ("club_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pitches_agent_idx" ON "pitches" USING btree ("agent_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pitches_player_idx" ON "pitches" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pitches_report_idx" ON "pitches" USING btree ("report_id");