-- Two contract sentences were stored as their English: why an uploaded clip failed, and the preview
-- of a conversation whose last message an admin hid. Rows now hold the message's id, which each page
-- says in its reader's language (docs/architecture.md, decision 073); the rows written before move to
-- the id of the sentence they hold. Any other text (a member's own words) is kept as it is.
UPDATE "videos"
SET "failure_reason" = CASE "failure_reason"
  WHEN 'The clip could not be read as a video.' THEN 'VIDEO_UPLOAD_MESSAGES.unreadable'
  WHEN 'The clip is longer than 3 minutes.' THEN 'VIDEO_UPLOAD_MESSAGES.tooLong'
  WHEN 'The clip could not be converted. Try another file.' THEN 'VIDEO_UPLOAD_MESSAGES.transcodeFailed'
  WHEN 'Converting the clip took too long, so it was stopped. Try a shorter or smaller file.' THEN 'VIDEO_UPLOAD_MESSAGES.transcodeTimedOut'
  ELSE "failure_reason"
END
WHERE "failure_reason" IS NOT NULL;--> statement-breakpoint
UPDATE "conversations"
SET "last_message" = 'MESSAGES.messageRemovedByAdmin'
WHERE "last_message" = 'This message was removed by an admin.';
