ALTER TABLE "pitches" ADD COLUMN "trial_answer" text;--> statement-breakpoint
ALTER TABLE "pitches" ADD COLUMN "trial_answered_at" timestamp with time zone;--> statement-breakpoint
-- Trials already offered wait for the player's answer, as a new invitation does.
UPDATE "pitches" SET "trial_answer" = 'pending' WHERE "trial_starts_at" IS NOT NULL;
