CREATE TABLE "career_confirmation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_confirmation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"coach_name" text NOT NULL,
	"coach_email" text NOT NULL,
	"coach_role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"correction" jsonb,
	"correction_decision" text,
	CONSTRAINT "career_confirmation_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "career_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"club" text NOT NULL,
	"country" text,
	"level" text,
	"kind" text NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text
);
--> statement-breakpoint
CREATE TABLE "career_notes" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"season" text NOT NULL,
	"appearances" integer NOT NULL,
	"starts" integer,
	"minutes" integer,
	"goals" integer NOT NULL,
	"assists" integer NOT NULL,
	"clean_sheets" integer,
	"source" text DEFAULT 'Self-reported' NOT NULL,
	"confirmer_name" text,
	"confirmer_role" text,
	"confirmer_club" text,
	"verified_by" integer,
	"source_at" timestamp with time zone,
	CONSTRAINT "career_seasons_minutes" CHECK ("career_seasons"."minutes" is null or "career_seasons"."minutes" <= 120 * "career_seasons"."appearances")
);
--> statement-breakpoint
ALTER TABLE "career_confirmation_requests" ADD CONSTRAINT "career_confirmation_requests_player_id_players_member_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_confirmation_requests" ADD CONSTRAINT "career_confirmation_requests_entry_id_career_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."career_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_entries" ADD CONSTRAINT "career_entries_player_id_players_member_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_notes" ADD CONSTRAINT "career_notes_player_id_players_member_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_seasons" ADD CONSTRAINT "career_seasons_entry_id_career_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."career_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_seasons" ADD CONSTRAINT "career_seasons_verified_by_members_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_confirmation_requests_player_idx" ON "career_confirmation_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "career_entries_player_idx" ON "career_entries" USING btree ("player_id","from_month");--> statement-breakpoint
CREATE UNIQUE INDEX "career_seasons_entry_season_idx" ON "career_seasons" USING btree ("entry_id","season");--> statement-breakpoint
-- The free-text previous club ("Club - 2021") becomes an entry of the record, covering that year;
-- its country is unknown until the player names it. Text that is not a club and a year is kept as
-- the record's note, so nothing the player wrote is lost. The column itself stays for the wizard.
INSERT INTO "career_entries" ("player_id", "club", "country", "kind", "from_month", "to_month")
SELECT "member_id",
  substring("previous_club" from '^\s*(.+?)\s*[-–—]\s*(?:19|20)\d{2}\s*$'),
  NULL,
  CASE WHEN "previous_club" ~* '\mU-?\d{2}\M' THEN 'Youth' ELSE 'Senior' END,
  substring("previous_club" from '((?:19|20)\d{2})\s*$') || '-01',
  substring("previous_club" from '((?:19|20)\d{2})\s*$') || '-12'
FROM "players"
WHERE "previous_club" ~ '^\s*.+?\s*[-–—]\s*(19|20)\d{2}\s*$';
--> statement-breakpoint
INSERT INTO "career_notes" ("player_id", "note")
SELECT "member_id", btrim("previous_club")
FROM "players"
WHERE btrim("previous_club") <> '' AND "previous_club" !~ '^\s*.+?\s*[-–—]\s*(19|20)\d{2}\s*$';
