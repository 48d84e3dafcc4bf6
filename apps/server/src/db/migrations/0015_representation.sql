CREATE TABLE "representation_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "representation_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"exclusive" boolean NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"guardian_confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "representation_agreements_offer_id_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
CREATE TABLE "representation_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "representation_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"application_id" integer,
	"months" integer NOT NULL,
	"exclusive" boolean NOT NULL,
	"fee_hundredths" integer NOT NULL,
	"services" jsonb NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "guardian_tokens" ADD COLUMN "representation_offer_id" integer;--> statement-breakpoint
ALTER TABLE "representation_agreements" ADD CONSTRAINT "representation_agreements_offer_id_representation_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."representation_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_agreements" ADD CONSTRAINT "representation_agreements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_agreements" ADD CONSTRAINT "representation_agreements_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_agreements" ADD CONSTRAINT "representation_agreements_ended_by_members_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_offers" ADD CONSTRAINT "representation_offers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_offers" ADD CONSTRAINT "representation_offers_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_offers" ADD CONSTRAINT "representation_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "representation_agreements_player_idx" ON "representation_agreements" USING btree ("player_id","ends_on");--> statement-breakpoint
CREATE INDEX "representation_agreements_agent_idx" ON "representation_agreements" USING btree ("agent_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "representation_agreements_ended_by_idx" ON "representation_agreements" USING btree ("ended_by");--> statement-breakpoint
CREATE INDEX "representation_offers_player_idx" ON "representation_offers" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "representation_offers_agent_idx" ON "representation_offers" USING btree ("agent_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "representation_offers_status_idx" ON "representation_offers" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "representation_offers_application_idx" ON "representation_offers" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "representation_offers_one_open_idx" ON "representation_offers" USING btree ("agent_id","player_id") WHERE "representation_offers"."status" in ('Pending', 'Awaiting guardian');--> statement-breakpoint
ALTER TABLE "guardian_tokens" ADD CONSTRAINT "guardian_tokens_representation_offer_id_representation_offers_id_fk" FOREIGN KEY ("representation_offer_id") REFERENCES "public"."representation_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_tokens_representation_offer_id_idx" ON "guardian_tokens" USING btree ("representation_offer_id");