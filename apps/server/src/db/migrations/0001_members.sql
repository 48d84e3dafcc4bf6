CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"agency_name" text NOT NULL,
	"agency_website" text NOT NULL,
	"country_of_operation" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"contact_email" text NOT NULL,
	"verification_status" text DEFAULT 'not_requested' NOT NULL,
	"allow_resubmission" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"club_name" text NOT NULL,
	"club_country" text NOT NULL,
	"current_league" text NOT NULL,
	"type_of_club" text NOT NULL,
	"club_email" text NOT NULL,
	"club_website" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"current_club" text NOT NULL,
	"club_country" text NOT NULL,
	"previous_club" text NOT NULL,
	"status" text NOT NULL,
	"primary_position" text NOT NULL,
	"secondary_position" text NOT NULL,
	"preferred_foot" text NOT NULL,
	"height_m" real NOT NULL,
	"weight_kg" real NOT NULL,
	"player_strength" text NOT NULL,
	"parent_email" text,
	"transfermarkt_url" text,
	"can_edit_transfermarkt" boolean DEFAULT true NOT NULL,
	"youtube_channel_id" text
);
--> statement-breakpoint
CREATE TABLE "scouts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"contact_email" text NOT NULL,
	"country_of_operation" text NOT NULL,
	"current_employer" text NOT NULL,
	"scouting_experience" integer NOT NULL,
	"website" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_username_unique";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_member_id_idx" ON "notifications" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("member_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_idx" ON "members" USING btree (lower("username"));