-- Player search (issue 18): trigram matching and accent folding. PGlite loads both contrib
-- extensions in db/client.ts; a PostgreSQL server has them in its contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "video_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "average_rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_member_id_idx" ON "saved_searches" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "players_search_text_trgm_idx" ON "players" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_secondary_position_idx" ON "players" USING btree ("secondary_position");--> statement-breakpoint
CREATE INDEX "players_average_rating_idx" ON "players" USING btree ("average_rating" DESC NULLS LAST,"member_id");--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed); naming the dictionary makes this
-- wrapper safe to declare IMMUTABLE, so the same folding serves stored text and typed queries.
CREATE FUNCTION "search_normalize"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- players.search_text: name, username, current and previous club, folded. The name lives in
-- members, so a generated column cannot hold it; this trigger does, on every write of the clubs.
CREATE FUNCTION "players_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT search_normalize(concat_ws(' ', m.full_name, m.username, NEW.current_club, NEW.previous_club))
    INTO NEW.search_text FROM members m WHERE m.id = NEW.member_id;
  NEW.search_text := coalesce(NEW.search_text, '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "players_search_text" BEFORE INSERT OR UPDATE OF current_club, previous_club ON "players"
  FOR EACH ROW EXECUTE FUNCTION "players_search_text"();--> statement-breakpoint
-- A renamed member: rewrite the clubs onto themselves so the trigger above recomputes the text.
CREATE FUNCTION "members_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE players SET current_club = current_club WHERE member_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "members_search_text" AFTER UPDATE OF full_name, username ON "members"
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION "members_search_text"();--> statement-breakpoint
-- players.video_count and players.average_rating: the same totals as GET /api/player-average-rating
-- (every rating of every video), kept with each video write so search filters and sorts on them.
CREATE FUNCTION "refresh_player_video_totals"(player integer) RETURNS void LANGUAGE sql AS $$
  UPDATE players SET (video_count, average_rating) = (
    SELECT count(*)::int, coalesce((sum(rating_sum)::float8 / nullif(sum(rating_count), 0))::real, 0)
    FROM videos WHERE player_id = player)
  WHERE member_id = player;
$$;--> statement-breakpoint
CREATE FUNCTION "videos_player_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_player_video_totals(NEW.player_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_player_video_totals(OLD.player_id);
  ELSE
    PERFORM refresh_player_video_totals(NEW.player_id);
    IF NEW.player_id <> OLD.player_id THEN
      PERFORM refresh_player_video_totals(OLD.player_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "videos_player_totals" AFTER INSERT OR DELETE OR UPDATE OF player_id, rating_sum, rating_count ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "videos_player_totals"();--> statement-breakpoint
-- Fill both for the players that exist already.
UPDATE "players" SET current_club = current_club;--> statement-breakpoint
UPDATE "players" p SET video_count = t.video_count, average_rating = t.average_rating
  FROM (
    SELECT player_id, count(*)::int AS video_count,
      coalesce((sum(rating_sum)::float8 / nullif(sum(rating_count), 0))::real, 0) AS average_rating
    FROM videos GROUP BY player_id
  ) t
  WHERE t.player_id = p.member_id;