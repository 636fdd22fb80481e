-- The language of a parent's screens and e-mails, and of each child's screens
-- (docs/languages.md): nullable columns without a default, added without rewriting or scanning
-- the tables; null is "not chosen yet".
ALTER TABLE "parents" ADD COLUMN IF NOT EXISTS "locale" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "locale" text;
