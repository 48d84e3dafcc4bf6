CREATE TABLE "club_needs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_needs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"positions" text[] NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"foot" text,
	"min_height_m" real,
	"level" text,
	"deal_types" text[] NOT NULL,
	"fee_band" text,
	"salary_band" text,
	"deadline" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_reason" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_verification_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_verification_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"federation" text NOT NULL,
	"registration_number" text NOT NULL,
	"document_file_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_needs" ADD CONSTRAINT "club_needs_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_needs" ADD CONSTRAINT "club_needs_closed_by_members_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_verification_requests" ADD CONSTRAINT "club_verification_requests_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_verification_requests" ADD CONSTRAINT "club_verification_requests_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_verification_requests" ADD CONSTRAINT "club_verification_requests_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_needs_status_idx" ON "club_needs" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_needs_club_idx" ON "club_needs" USING btree ("club_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_needs_positions_idx" ON "club_needs" USING gin ("positions");--> statement-breakpoint
CREATE INDEX "club_needs_deal_types_idx" ON "club_needs" USING gin ("deal_types");--> statement-breakpoint
CREATE INDEX "club_needs_closed_by_idx" ON "club_needs" USING btree ("closed_by");--> statement-breakpoint
CREATE INDEX "club_verification_requests_club_idx" ON "club_verification_requests" USING btree ("club_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_verification_requests_queue_idx" ON "club_verification_requests" USING btree ("reviewed","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_verification_requests_document_idx" ON "club_verification_requests" USING btree ("document_file_id");--> statement-breakpoint
CREATE INDEX "club_verification_requests_reviewed_by_idx" ON "club_verification_requests" USING btree ("reviewed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "club_verification_requests_one_pending_idx" ON "club_verification_requests" USING btree ("club_id") WHERE "club_verification_requests"."reviewed" = false;