CREATE TABLE "agent_verification_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_verification_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"license_number" text NOT NULL,
	"issuing_body" text NOT NULL,
	"license_file_id" uuid NOT NULL,
	"id_file_id" uuid NOT NULL,
	"agency_name" text,
	"agency_website" text,
	"agreed_to_terms" boolean NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"approved" boolean,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_images" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"profile_image_file_id" uuid,
	"display_image_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_verification_requests" ADD CONSTRAINT "agent_verification_requests_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_verification_requests" ADD CONSTRAINT "agent_verification_requests_license_file_id_files_id_fk" FOREIGN KEY ("license_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_verification_requests" ADD CONSTRAINT "agent_verification_requests_id_file_id_files_id_fk" FOREIGN KEY ("id_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_verification_requests" ADD CONSTRAINT "agent_verification_requests_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_images" ADD CONSTRAINT "member_images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_images" ADD CONSTRAINT "member_images_profile_image_file_id_files_id_fk" FOREIGN KEY ("profile_image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_images" ADD CONSTRAINT "member_images_display_image_file_id_files_id_fk" FOREIGN KEY ("display_image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_verification_requests_agent_id_idx" ON "agent_verification_requests" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_verification_requests_queue_idx" ON "agent_verification_requests" USING btree ("reviewed","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_verification_requests_license_file_idx" ON "agent_verification_requests" USING btree ("license_file_id");--> statement-breakpoint
CREATE INDEX "agent_verification_requests_id_file_idx" ON "agent_verification_requests" USING btree ("id_file_id");--> statement-breakpoint
CREATE INDEX "agent_verification_requests_reviewed_by_idx" ON "agent_verification_requests" USING btree ("reviewed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_verification_requests_one_pending_idx" ON "agent_verification_requests" USING btree ("agent_id") WHERE "agent_verification_requests"."reviewed" = false;--> statement-breakpoint
CREATE INDEX "member_images_profile_image_idx" ON "member_images" USING btree ("profile_image_file_id");--> statement-breakpoint
CREATE INDEX "member_images_display_image_idx" ON "member_images" USING btree ("display_image_file_id");