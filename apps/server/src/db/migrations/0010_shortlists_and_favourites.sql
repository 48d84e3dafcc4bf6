CREATE TABLE "opportunity_favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_favourites_player_opportunity_unique" UNIQUE("player_id","opportunity_id")
);
--> statement-breakpoint
CREATE TABLE "shortlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shortlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shortlist_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_entries_list_player_unique" UNIQUE("shortlist_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shortlists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_favourites" ADD CONSTRAINT "opportunity_favourites_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_favourites" ADD CONSTRAINT "opportunity_favourites_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_favourites_player_id_idx" ON "opportunity_favourites" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunity_favourites_opportunity_id_idx" ON "opportunity_favourites" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "shortlist_entries_list_id_idx" ON "shortlist_entries" USING btree ("shortlist_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortlist_entries_player_id_idx" ON "shortlist_entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "shortlists_owner_position_idx" ON "shortlists" USING btree ("owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_owner_name_lower_idx" ON "shortlists" USING btree ("owner_id",lower("name"));