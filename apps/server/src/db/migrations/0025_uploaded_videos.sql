DROP INDEX "videos_pool_idx";--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "youtube_video_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "thumbnail_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source" text DEFAULT 'youtube' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "status" text DEFAULT 'Ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "uploader_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "clip_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "bytes" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "clip_bytes" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_uploader_id_members_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_uploader_idx" ON "videos" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_pool_idx" ON "videos" USING btree ("average_rating","id" DESC NULLS LAST,"player_id","player_country","player_dob","player_primary_position","player_status","player_parent_consent","player_removed","hidden","status");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_fields" CHECK (("videos"."source" = 'youtube' and "videos"."youtube_video_id" is not null and "videos"."thumbnail_url" is not null) or ("videos"."source" = 'upload' and "videos"."youtube_video_id" is null));--> statement-breakpoint
-- Search's video count and average (migration 0011) count only videos others can play: an uploaded
-- clip joins them once Ready, so the trigger also runs when a clip's status changes.
CREATE OR REPLACE FUNCTION "refresh_player_video_totals"(player integer) RETURNS void LANGUAGE sql AS $$
  UPDATE players SET (video_count, average_rating) = (
    SELECT count(*)::int, coalesce((sum(rating_sum)::float8 / nullif(sum(rating_count), 0))::real, 0)
    FROM videos WHERE player_id = player AND status = 'Ready')
  WHERE member_id = player;
$$;--> statement-breakpoint
DROP TRIGGER "videos_player_totals" ON "videos";--> statement-breakpoint
CREATE TRIGGER "videos_player_totals" AFTER INSERT OR DELETE OR UPDATE OF player_id, rating_sum, rating_count, status ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "videos_player_totals"();
