CREATE TABLE "video_moments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_moments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_id" integer NOT NULL,
	"at_seconds" integer NOT NULL,
	"end_seconds" integer,
	"tag" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_moments_times" CHECK ("video_moments"."at_seconds" >= 0 and ("video_moments"."end_seconds" is null or "video_moments"."end_seconds" > "video_moments"."at_seconds"))
);
--> statement-breakpoint
ALTER TABLE "video_moments" ADD CONSTRAINT "video_moments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_moments_video_at_idx" ON "video_moments" USING btree ("video_id","at_seconds");