CREATE TABLE "account_languages" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_languages_language_check" CHECK ("account_languages"."language" in ('en', 'es', 'pt-BR', 'fr', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "account_languages" ADD CONSTRAINT "account_languages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;