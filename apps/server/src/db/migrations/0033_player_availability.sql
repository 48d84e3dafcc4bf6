ALTER TABLE "players" ADD COLUMN "contract_until" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "relocation_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "relocation_anywhere" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "players_contract_until_idx" ON "players" USING btree ("contract_until") WHERE "players"."contract_until" is not null;--> statement-breakpoint
CREATE INDEX "players_availability_idx" ON "players" USING btree ("availability");--> statement-breakpoint
CREATE INDEX "players_relocation_countries_idx" ON "players" USING gin ("relocation_countries");--> statement-breakpoint
CREATE INDEX "players_relocation_anywhere_idx" ON "players" USING btree ("member_id") WHERE "players"."relocation_anywhere";