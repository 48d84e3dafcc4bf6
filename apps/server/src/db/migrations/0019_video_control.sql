DROP INDEX "videos_player_id_idx";--> statement-breakpoint
DROP INDEX "videos_pool_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_player_order_idx" ON "videos" USING btree ("player_id","sort_order","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_pool_idx" ON "videos" USING btree ("average_rating","id" DESC NULLS LAST,"player_id","player_country","player_dob","player_primary_position","player_status","player_parent_consent","player_removed","hidden");