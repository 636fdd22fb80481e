-- migrate: no-transaction
-- Teachers and their classes (docs/decisions/0029-teachers.md). Two columns added to the
-- adults' accounts, each with a constant default or none (nothing rewritten); a new table with
-- its foreign key made with it (an empty table has nothing to check) and its index built
-- CONCURRENTLY like any other, outside a transaction, dropped first (a failed build leaves an
-- invalid one).
ALTER TABLE "parents" ADD COLUMN IF NOT EXISTS "role" text DEFAULT 'parent' NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN IF NOT EXISTS "school" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL CONSTRAINT "classes_teacher_id_parents_id_fk" REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action,
	"name" text NOT NULL,
	"grade" integer NOT NULL,
	"locale" text NOT NULL,
	"subtraction_method" text,
	"division_method" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_grade_range" CHECK ("classes"."grade" between 1 and 7)
);
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "classes_teacher_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "classes_teacher_name_key" ON "classes" USING btree ("teacher_id",lower("name"));
