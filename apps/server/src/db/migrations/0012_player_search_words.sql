CREATE TABLE "player_search_words" (
	"word" text NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "player_search_words_word_member_id_pk" PRIMARY KEY("word","member_id")
);
--> statement-breakpoint
ALTER TABLE "player_search_words" ADD CONSTRAINT "player_search_words_member_id_players_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."players"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_search_words_member_id_idx" ON "player_search_words" USING btree ("member_id");--> statement-breakpoint
-- The words of an already folded text, split where pg_trgm splits them (at every character that
-- is not a letter or digit). Typed text goes through search_normalize() first, stored text already
-- did; one definition serves both, so a typed word and a stored word compare exactly. One
-- expression of built-in functions, so the planner inlines it and folds the typed words to
-- constants (a body with a subquery cannot be inlined and was run at each of its places in the
-- search while planning).
CREATE FUNCTION "search_words"(normalized text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT string_to_array(btrim(regexp_replace(normalized, '[^[:alnum:]]+', ' ', 'g')), ' ') $$;--> statement-breakpoint
-- player_search_words follows players.search_text: after the BEFORE trigger of migration 0011 has
-- made the text (a new player, a changed club, or a renamed member through members_search_text),
-- the player's words are replaced. A deleted player's words go with the foreign key's cascade.
CREATE FUNCTION "players_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM player_search_words WHERE member_id = NEW.member_id;
  END IF;
  INSERT INTO player_search_words (word, member_id)
    SELECT DISTINCT w, NEW.member_id FROM unnest(search_words(NEW.search_text)) w;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "players_search_words_insert" AFTER INSERT ON "players"
  FOR EACH ROW EXECUTE FUNCTION "players_search_words"();--> statement-breakpoint
CREATE TRIGGER "players_search_words_update" AFTER UPDATE ON "players"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION "players_search_words"();--> statement-breakpoint
-- Fill it for the players that exist already.
INSERT INTO "player_search_words" (word, member_id)
  SELECT DISTINCT w, p.member_id FROM players p, unnest(search_words(p.search_text)) w;
