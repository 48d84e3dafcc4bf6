ALTER TABLE "application_status_history" ADD COLUMN "trial_starts_at" timestamp with time zone;--> statement-breakpoint
-- Entries written before: their message was an English sentence in UTC ("Trial on Thu, 10 Dec 2026 10:00:00 UTC at <venue>").
-- Its time moves into trial_starts_at and the venue stays as the message; a message of another shape is kept as it is.
UPDATE "application_status_history"
SET "trial_starts_at" = to_timestamp(substring("message" from '^Trial on [A-Za-z]{3}, (\d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2}) UTC at '), 'DD Mon YYYY HH24:MI:SS')::timestamp AT TIME ZONE 'UTC',
    "message" = substring("message" from '^Trial on [A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} UTC at (.*)$')
WHERE "status" = 'Invited to trial'
  AND "message" ~ '^Trial on [A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} UTC at .';
