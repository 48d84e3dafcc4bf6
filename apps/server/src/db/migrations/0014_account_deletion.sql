ALTER TABLE "members" DROP CONSTRAINT "members_auth_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "auth_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_auth_user_id_user_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 024: the audit log stays append-only, except that a deleted member's name may be
-- replaced by 'Deleted member'; the decision, the ids, the reason and the time never change.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW."actor_name" = OLD."actor_name" OR NEW."actor_name" = 'Deleted member')
    AND (NEW."subject_name" IS NOT DISTINCT FROM OLD."subject_name" OR NEW."subject_name" = 'Deleted member')
    AND (to_jsonb(NEW) - 'actor_name' - 'subject_name') = (to_jsonb(OLD) - 'actor_name' - 'subject_name')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
