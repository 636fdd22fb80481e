-- How the child's school writes subtraction and long division (docs/help-tonight.md): two
-- nullable columns without a default, added without rewriting or scanning the table; null is
-- the default method.
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "subtraction_method" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "division_method" text;
