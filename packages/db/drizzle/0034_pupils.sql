-- migrate: no-transaction
-- A class's own pupils and its work (docs/decisions/0029-teachers.md): a column added to the
-- classes with a constant default (nothing rewritten); a new table with its foreign keys made
-- with it (an empty table has nothing to check) and its index built CONCURRENTLY like any
-- other, outside a transaction, dropped first (a failed build leaves an invalid one).
ALTER TABLE "classes" ADD COLUMN IF NOT EXISTS "work" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "class_pupils" (
	"student_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "class_pupils_student_id_students_id_fk" REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action,
	"class_id" uuid NOT NULL CONSTRAINT "class_pupils_class_id_classes_id_fk" REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action,
	"picture" text NOT NULL,
	"pictures" text NOT NULL,
	"source_id" text
);
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "class_pupils_class_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "class_pupils_class_idx" ON "class_pupils" USING btree ("class_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "class_pupils_source_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "class_pupils_source_key" ON "class_pupils" USING btree ("class_id","source_id");
