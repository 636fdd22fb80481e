-- migrate: no-transaction
-- A class's own pupils (docs/decisions/0029-teachers.md): a new table with its foreign keys
-- made with it (an empty table has nothing to check) and its index built CONCURRENTLY like any
-- other, outside a transaction, dropped first (a failed build leaves an invalid one).
CREATE TABLE IF NOT EXISTS "class_pupils" (
	"student_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "class_pupils_student_id_students_id_fk" REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action,
	"class_id" uuid NOT NULL CONSTRAINT "class_pupils_class_id_classes_id_fk" REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action,
	"picture" text NOT NULL,
	"pictures" text NOT NULL
);
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "class_pupils_class_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "class_pupils_class_idx" ON "class_pupils" USING btree ("class_id");
