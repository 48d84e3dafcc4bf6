CREATE TABLE "career_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"coach_name" text NOT NULL,
	"coach_email" text NOT NULL,
	"coach_role" text NOT NULL,
	"coach_club" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	CONSTRAINT "career_references_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "career_references_written" CHECK ("career_references"."status" = 'pending' or "career_references"."text" is not null)
);
--> statement-breakpoint
ALTER TABLE "career_references" ADD CONSTRAINT "career_references_player_id_players_member_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_references_player_idx" ON "career_references" USING btree ("player_id","created_at");