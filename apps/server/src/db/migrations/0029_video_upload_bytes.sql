CREATE TABLE "video_upload_bytes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_upload_bytes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uploader_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_upload_bytes" ADD CONSTRAINT "video_upload_bytes_uploader_id_members_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_upload_bytes_uploader_idx" ON "video_upload_bytes" USING btree ("uploader_id","created_at");--> statement-breakpoint
-- The uploads of the last day count from the start, so the limit holds across the deployment.
INSERT INTO "video_upload_bytes" ("uploader_id", "bytes", "created_at")
  SELECT "uploader_id", "bytes", "created_at" FROM "videos"
  WHERE "source" = 'upload' AND "uploader_id" IS NOT NULL AND "bytes" IS NOT NULL AND "created_at" >= now() - interval '1 day';
