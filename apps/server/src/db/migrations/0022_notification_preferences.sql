CREATE TABLE "conversation_reads" (
	"conversation_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"unread_mail_at" timestamp with time zone,
	CONSTRAINT "conversation_reads_conversation_id_member_id_pk" PRIMARY KEY("conversation_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"messages" text DEFAULT 'bell' NOT NULL,
	"applications" text DEFAULT 'bell' NOT NULL,
	"opportunities" text DEFAULT 'bell' NOT NULL,
	"alerts" text DEFAULT 'bell' NOT NULL,
	"chime" boolean DEFAULT true NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_messages_check" CHECK ("notification_preferences"."messages" in ('off', 'bell', 'email', 'digest')),
	CONSTRAINT "notification_preferences_deliveries_check" CHECK ("notification_preferences"."applications" in ('bell', 'email', 'digest') and "notification_preferences"."opportunities" in ('bell', 'email', 'digest') and "notification_preferences"."alerts" in ('bell', 'email', 'digest'))
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_reads_member_id_idx" ON "conversation_reads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "notification_preferences_digest_idx" ON "notification_preferences" USING btree ("member_id") WHERE "notification_preferences"."messages" = 'digest' or "notification_preferences"."applications" = 'digest' or "notification_preferences"."opportunities" = 'digest' or "notification_preferences"."alerts" = 'digest';