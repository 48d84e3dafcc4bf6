CREATE TABLE "application_videos" (
	"application_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "application_videos_application_id_video_id_pk" PRIMARY KEY("application_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "application_videos" ADD CONSTRAINT "application_videos_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_videos" ADD CONSTRAINT "application_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_videos_video_id_idx" ON "application_videos" USING btree ("video_id");