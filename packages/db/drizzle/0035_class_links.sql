-- migrate: no-transaction
-- A class's code and the links of families' children to classes (docs/decisions/0029-teachers.md
-- "Families' children"). The code stays nullable, with no backfill here (no whole-table UPDATE,
-- no SET NOT NULL scan): a class made before this gets its code when its teacher first opens
-- its page (class.get); every class made after has one. The new table's foreign keys are made with it (an empty table has
-- nothing to check) and its indexes built CONCURRENTLY like any other, outside a transaction,
-- dropped first (a failed build leaves an invalid one).
CREATE TABLE IF NOT EXISTS "class_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL CONSTRAINT "class_links_class_id_classes_id_fk" REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action,
	"student_id" uuid CONSTRAINT "class_links_student_id_students_id_fk" REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action,
	"invited_name" text,
	"asked_by" text NOT NULL,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_links_asked_by" CHECK ("class_links"."asked_by" in ('family', 'teacher'))
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN IF NOT EXISTS "code" text;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "classes_code_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "classes_code_key" ON "classes" USING btree ("code");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "class_links_student_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "class_links_student_key" ON "class_links" USING btree ("class_id","student_id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "class_links_invited_key";--> statement-breakpoint
CREATE UNIQUE INDEX CONCURRENTLY "class_links_invited_key" ON "class_links" USING btree ("class_id","invited_name");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "class_links_student_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "class_links_student_idx" ON "class_links" USING btree ("student_id");
