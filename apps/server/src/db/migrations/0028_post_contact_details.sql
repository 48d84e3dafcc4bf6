ALTER TABLE "opportunities" ADD COLUMN "has_contact_details" boolean;--> statement-breakpoint
CREATE INDEX "opportunities_unchecked_contact_details_idx" ON "opportunities" USING btree ("id") WHERE "opportunities"."has_contact_details" is null;--> statement-breakpoint
-- Existing posts (decision 042): those with no run of digits, no spelled-out digits, no e-mail
-- shape and no messaging app are clean; the others stay null, hidden from minors until the hourly
-- check reads them with the contact-details rule itself.
UPDATE "opportunities" SET "has_contact_details" = false
WHERE ("description" || ' ' || coalesce("link", '')) !~* '[0-9٠-٩۰-۹０-９]([^[:alnum:]]{0,4}[0-9٠-٩۰-۹０-９]){5,}|(\m(zero|oh|one|two|three|four|five|six|seven|eight|nine|cero|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|um|uma|dois|duas|três|quatro|sete|oito|nove|zéro|un|une|deux|trois|quatre|cinq|sept|huit|neuf|double|triple)\M[^[:alnum:]]{0,4}([0-9٠-٩۰-۹０-９]+[^[:alnum:]]{0,4})*){3,}|@|[\[\(\{<]\s*(at|arroba|arobase)\s*[\]\)\}>]|\m(at|arroba|arobase)\s+[^[:space:]]+\s+(dot|punto|ponto|point)\M|whats|wa\.me|telegram|t\.me|signal\.|snap|kik|wechat|viber|discord|instagram|ig\s*dm|m\.me|ig\.me';
