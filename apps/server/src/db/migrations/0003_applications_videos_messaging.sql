CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"introduction" text NOT NULL,
	"profile_link" text,
	"cv_file_id" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_opportunity_player_unique" UNIQUE("opportunity_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "starred_applications" (
	"agent_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "starred_applications_agent_id_application_id_pk" PRIMARY KEY("agent_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant1_id" integer NOT NULL,
	"participant2_id" integer NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_pair_unique" UNIQUE("participant1_id","participant2_id"),
	CONSTRAINT "conversations_pair_ordered" CHECK ("conversations"."participant1_id" < "conversations"."participant2_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underage_message_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "underage_message_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"player_full_name" text NOT NULL,
	"player_dob" text NOT NULL,
	"player_email" text NOT NULL,
	"status" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "underage_requests_agent_player_unique" UNIQUE("agent_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "video_ratings" (
	"video_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_ratings_video_id_viewer_id_pk" PRIMARY KEY("video_id","viewer_id"),
	CONSTRAINT "video_ratings_rating_range" CHECK ("video_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"youtube_video_id" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"published_at" timestamp with time zone,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"average_rating" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_player_video_unique" UNIQUE("player_id","youtube_video_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starred_applications" ADD CONSTRAINT "starred_applications_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starred_applications" ADD CONSTRAINT "starred_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant1_id_members_id_fk" FOREIGN KEY ("participant1_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant2_id_members_id_fk" FOREIGN KEY ("participant2_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underage_message_requests" ADD CONSTRAINT "underage_message_requests_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underage_message_requests" ADD CONSTRAINT "underage_message_requests_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underage_message_requests" ADD CONSTRAINT "underage_message_requests_approved_by_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_ratings" ADD CONSTRAINT "video_ratings_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_ratings" ADD CONSTRAINT "video_ratings_viewer_id_members_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_opportunity_id_idx" ON "applications" USING btree ("opportunity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_player_id_idx" ON "applications" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "applications_cv_file_id_idx" ON "applications" USING btree ("cv_file_id");--> statement-breakpoint
CREATE INDEX "starred_applications_application_id_idx" ON "starred_applications" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "files_owner_id_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "conversations_participant1_idx" ON "conversations" USING btree ("participant1_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_participant2_idx" ON "conversations" USING btree ("participant2_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_id_idx" ON "messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "underage_requests_player_id_idx" ON "underage_message_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "underage_requests_approved_by_idx" ON "underage_message_requests" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "underage_requests_created_idx" ON "underage_message_requests" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_ratings_viewer_id_idx" ON "video_ratings" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "videos_player_id_idx" ON "videos" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_average_rating_idx" ON "videos" USING btree ("average_rating","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_country_idx" ON "members" USING btree ("country");--> statement-breakpoint
CREATE INDEX "members_dob_idx" ON "members" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "players_primary_position_idx" ON "players" USING btree ("primary_position");--> statement-breakpoint
CREATE INDEX "players_status_idx" ON "players" USING btree ("status");