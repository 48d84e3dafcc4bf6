CREATE TABLE "guardian_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"confirmed_via" text NOT NULL,
	"guardian_token_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_child_id_members_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_token_id_guardian_tokens_id_fk" FOREIGN KEY ("guardian_token_id") REFERENCES "public"."guardian_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_parent_child_idx" ON "guardian_links" USING btree ("parent_id","child_id");--> statement-breakpoint
CREATE INDEX "guardian_links_child_id_idx" ON "guardian_links" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_token_id_idx" ON "guardian_links" USING btree ("guardian_token_id");