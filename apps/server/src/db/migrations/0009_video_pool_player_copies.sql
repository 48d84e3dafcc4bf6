DROP INDEX "videos_average_rating_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "player_country" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "player_dob" date;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "player_primary_position" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "player_status" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "player_parent_consent" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "player_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The player's facts the video pool filters on live in members and players; these triggers keep
-- the copies on videos equal to them in the same transaction as any write, whichever code (or
-- operator) writes it, so the pool's answer is the same as if it joined members and players.
CREATE FUNCTION "videos_copy_player_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m."country", m."dob", (m."suspended_at" IS NOT NULL OR m."profile_hidden_at" IS NOT NULL),
         p."primary_position", p."status", p."parent_consent"
    INTO NEW."player_country", NEW."player_dob", NEW."player_removed",
         NEW."player_primary_position", NEW."player_status", NEW."player_parent_consent"
    FROM "members" m LEFT JOIN "players" p ON p."member_id" = m."id"
    WHERE m."id" = NEW."player_id";
  NEW."player_removed" := coalesce(NEW."player_removed", false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "videos_copy_player_facts" BEFORE INSERT OR UPDATE OF "player_id" ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "videos_copy_player_facts"();--> statement-breakpoint
CREATE FUNCTION "members_copy_to_videos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "videos" SET "player_country" = NEW."country", "player_dob" = NEW."dob",
      "player_removed" = (NEW."suspended_at" IS NOT NULL OR NEW."profile_hidden_at" IS NOT NULL)
    WHERE "player_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_copy_to_videos" AFTER UPDATE OF "country", "dob", "suspended_at", "profile_hidden_at" ON "members"
  FOR EACH ROW WHEN (OLD."country" IS DISTINCT FROM NEW."country" OR OLD."dob" IS DISTINCT FROM NEW."dob"
    OR (OLD."suspended_at" IS NULL) <> (NEW."suspended_at" IS NULL)
    OR (OLD."profile_hidden_at" IS NULL) <> (NEW."profile_hidden_at" IS NULL))
  EXECUTE FUNCTION "members_copy_to_videos"();--> statement-breakpoint
CREATE FUNCTION "players_copy_to_videos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "videos" SET "player_primary_position" = NEW."primary_position", "player_status" = NEW."status",
      "player_parent_consent" = NEW."parent_consent"
    WHERE "player_id" = NEW."member_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "players_copy_to_videos" AFTER INSERT OR UPDATE OF "primary_position", "status", "parent_consent" ON "players"
  FOR EACH ROW EXECUTE FUNCTION "players_copy_to_videos"();--> statement-breakpoint
UPDATE "videos" v SET "player_country" = m."country", "player_dob" = m."dob",
    "player_removed" = (m."suspended_at" IS NOT NULL OR m."profile_hidden_at" IS NOT NULL),
    "player_primary_position" = p."primary_position", "player_status" = p."status", "player_parent_consent" = p."parent_consent"
  FROM "members" m LEFT JOIN "players" p ON p."member_id" = m."id"
  WHERE m."id" = v."player_id";--> statement-breakpoint
CREATE INDEX "videos_pool_idx" ON "videos" USING btree ("average_rating","id" DESC NULLS LAST,"player_id","player_country","player_dob","player_primary_position","player_status","player_parent_consent","player_removed");
