CREATE TABLE "scout_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scout_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"watched_on" date NOT NULL,
	"watched_via" text NOT NULL,
	"competition" text,
	"opponent" text,
	"minutes_watched" integer,
	"video_id" integer,
	"ratings" jsonb NOT NULL,
	"potential" integer NOT NULL,
	"verdict" text NOT NULL,
	"strengths" text,
	"weaknesses" text,
	"summary" text,
	"feedback_for_player" text,
	"moments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_reports_potential_range" CHECK ("scout_reports"."potential" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_reports" ADD CONSTRAINT "scout_reports_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_reports_author_created_idx" ON "scout_reports" USING btree ("author_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scout_reports_author_player_idx" ON "scout_reports" USING btree ("author_id","player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scout_reports_player_idx" ON "scout_reports" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scout_reports_video_idx" ON "scout_reports" USING btree ("video_id");