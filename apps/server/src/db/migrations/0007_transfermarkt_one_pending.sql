-- Hand-written (issue 15 §3): a database may already hold several waiting applications of one
-- player, which the unique index below would refuse. Keep the newest waiting; the older ones are
-- rejected with a reason the player can read, as an admin would have done.
UPDATE "transfermarkt_applications" AS "older"
SET "status" = 'rejected',
    "rejection_reason" = 'Replaced by a newer application.',
    "reviewed_at" = now()
WHERE "older"."status" = 'submitted'
  AND EXISTS (
    SELECT 1 FROM "transfermarkt_applications" AS "newer"
    WHERE "newer"."player_id" = "older"."player_id"
      AND "newer"."status" = 'submitted'
      AND "newer"."id" > "older"."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "transfermarkt_applications_one_pending_idx" ON "transfermarkt_applications" USING btree ("player_id") WHERE "transfermarkt_applications"."status" = 'submitted';
