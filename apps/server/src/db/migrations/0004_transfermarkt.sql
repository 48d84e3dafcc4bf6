CREATE TABLE "transfermarkt_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfermarkt_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"dob" text NOT NULL,
	"nationality" text NOT NULL,
	"primary_position" text NOT NULL,
	"secondary_position" text NOT NULL,
	"height" real NOT NULL,
	"weight" real NOT NULL,
	"preferred_foot" text NOT NULL,
	"current_club" text NOT NULL,
	"club_country" text NOT NULL,
	"previous_club" text NOT NULL,
	"profile_link" text,
	"league_name" text NOT NULL,
	"club_website" text,
	"email_address" text NOT NULL,
	"agent_detail" text,
	"introduction" text NOT NULL,
	"youtube_link" text,
	"email_body" text,
	"photo_file_id" uuid,
	"government_id_file_id" uuid NOT NULL,
	"league_id_card_file_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfermarkt_club_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfermarkt_club_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"club_name" text NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"league_name" text NOT NULL,
	"league_tier" text NOT NULL,
	"position_played" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"clean_sheets" integer DEFAULT 0 NOT NULL,
	"club_website" text,
	"club_photo_file_id" uuid
);
--> statement-breakpoint
ALTER TABLE "transfermarkt_applications" ADD CONSTRAINT "transfermarkt_applications_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfermarkt_applications" ADD CONSTRAINT "transfermarkt_applications_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfermarkt_applications" ADD CONSTRAINT "transfermarkt_applications_government_id_file_id_files_id_fk" FOREIGN KEY ("government_id_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfermarkt_applications" ADD CONSTRAINT "transfermarkt_applications_league_id_card_file_id_files_id_fk" FOREIGN KEY ("league_id_card_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfermarkt_club_history" ADD CONSTRAINT "transfermarkt_club_history_application_id_transfermarkt_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."transfermarkt_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfermarkt_club_history" ADD CONSTRAINT "transfermarkt_club_history_club_photo_file_id_files_id_fk" FOREIGN KEY ("club_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfermarkt_applications_player_id_idx" ON "transfermarkt_applications" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "transfermarkt_applications_created_idx" ON "transfermarkt_applications" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfermarkt_applications_photo_idx" ON "transfermarkt_applications" USING btree ("photo_file_id");--> statement-breakpoint
CREATE INDEX "transfermarkt_applications_government_id_idx" ON "transfermarkt_applications" USING btree ("government_id_file_id");--> statement-breakpoint
CREATE INDEX "transfermarkt_applications_league_id_idx" ON "transfermarkt_applications" USING btree ("league_id_card_file_id");--> statement-breakpoint
CREATE INDEX "transfermarkt_club_history_application_idx" ON "transfermarkt_club_history" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "transfermarkt_club_history_photo_idx" ON "transfermarkt_club_history" USING btree ("club_photo_file_id");