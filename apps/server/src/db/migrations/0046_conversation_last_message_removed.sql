-- A conversation says that its last message was hidden by a flag of its own, not by the text its
-- preview holds, which a member could also type. Conversations whose latest message is hidden now
-- carry the flag.
ALTER TABLE "conversations" ADD COLUMN "last_message_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "conversations" AS c
SET "last_message_removed" = true
FROM "messages" AS m
WHERE m."conversation_id" = c."id"
  AND m."hidden_at" IS NOT NULL
  AND m."id" = (SELECT max("id") FROM "messages" WHERE "conversation_id" = c."id");
