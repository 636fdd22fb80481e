-- migrate: no-transaction
-- Each statement commits on its own, so the check is validated without the exclusive lock
-- of the first: a column with a constant default is added without rewriting the table
-- (PostgreSQL 11+), the check is added NOT VALID (no scan), then validated under a lock
-- that lets the children read and write meanwhile. Each can run again after a lock timeout.
ALTER TABLE "students" ADD COLUMN IF NOT EXISTS "assignment_size" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT IF EXISTS "students_assignment_size";--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_assignment_size" CHECK ("students"."assignment_size" in (5, 10)) NOT VALID;--> statement-breakpoint
ALTER TABLE "students" VALIDATE CONSTRAINT "students_assignment_size";
